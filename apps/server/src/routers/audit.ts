import { AUDIT_STAFF_KINDS, auditListSchema } from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { listAudit } from '../services/audit.js';
import { assertOwnLocation, router, staffProcedure } from '../trpc/init.js';

export const auditRouter = router({
  /**
   * The location's audit record, newest first, a page at a time; per table with `tableKey`. STAFF
   * and above: the operators at /manager read who changed their table's settings. Staff changes
   * (invitations, admin types, members) only reach an ADMIN, who alone reads members and invitations.
   */
  list: staffProcedure.input(auditListSchema).query(({ ctx, input }) => {
    assertOwnLocation(ctx, input.locationId);
    const { tableKey, kind, before, limit } = input;
    const admin = ctx.location.adminType === 'ADMIN';
    if (!admin && kind && AUDIT_STAFF_KINDS.includes(kind))
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: `kind: only an ADMIN reads staff changes (${kind}).`,
      });
    return listAudit(ctx.db, ctx.location.locationId, {
      tableKey,
      kind,
      before,
      limit,
      withoutStaff: !admin,
    });
  }),
});
