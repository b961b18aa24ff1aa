import { AUDIT_STAFF_KINDS, auditChainSchema, auditListSchema, canonicalJson } from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { auditChain, listAudit, verifyAudit } from '../services/audit.js';
import { adminProcedure, assertOwnLocation, router, staffProcedure } from '../trpc/init.js';

export const auditRouter = router({
  /**
   * The location's audit record, newest first, a page at a time; per table with `tableKey`. STAFF
   * and above: the operators at /manager read who changed their table's settings. Staff changes
   * (invitations, admin types, members) only reach an ADMIN, who alone reads members and invitations.
   */
  list: staffProcedure.input(auditListSchema).query(({ ctx, input }) => {
    assertOwnLocation(ctx, input.locationId);
    const { tableKey, kind, kinds, excludeKinds, actorId, since, until, before, limit } = input;
    const admin = ctx.location.adminType === 'ADMIN';
    if (!admin && kind && AUDIT_STAFF_KINDS.includes(kind))
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: `kind: only an ADMIN reads staff changes (${kind}).`,
      });
    return listAudit(ctx.db, ctx.location.locationId, {
      tableKey,
      kind,
      kinds,
      excludeKinds,
      actorId,
      since,
      until,
      before,
      limit,
      withoutStaff: !admin,
    });
  }),
  /**
   * Checks the location's whole hash chain (decision 012) and names the first entry altered or removed.
   * ADMIN only: the chain includes staff changes.
   */
  verify: adminProcedure.input(auditChainSchema).query(({ ctx, input }) => {
    assertOwnLocation(ctx, input.locationId);
    return verifyAudit(ctx.db, ctx.location.locationId);
  }),
  /**
   * The location's chain as JSON lines (`{seq, content, prevHash, hash}` per entry, oldest first, and
   * a last `{head}` line), for `railbird audit verify FILE` away from the server. ADMIN only.
   */
  exportChain: adminProcedure.input(auditChainSchema).query(async ({ ctx, input }) => {
    assertOwnLocation(ctx, input.locationId);
    const { links, head } = await auditChain(ctx.db, ctx.location.locationId);
    const lines = links.map(({ seq, content, prevHash, hash }) =>
      canonicalJson({ seq, content, prevHash, hash }),
    );
    if (head) lines.push(canonicalJson({ head }));
    return { fileName: `audit-${ctx.location.locationId}.jsonl`, text: `${lines.join('\n')}\n` };
  }),
});
