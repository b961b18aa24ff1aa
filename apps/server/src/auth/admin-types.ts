import { type AdminType, adminTypeSchema } from '@railbird/protocol';
import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements } from 'better-auth/plugins/organization/access';

/**
 * Admin types (DESIGN.md §4), least to most: PRODUCER (Studio and overlays), STAFF (runs tables and
 * events, reads reports), MANAGER (everything but billing and staff), ADMIN (the owner). A procedure
 * names the least type it needs; every type above it may call it too.
 */
export const ADMIN_TYPE_RANK: Record<AdminType, number> = { PRODUCER: 0, STAFF: 1, MANAGER: 2, ADMIN: 3 };
export const ADMIN_TYPES = adminTypeSchema.options;

export function atLeast(type: AdminType, least: AdminType): boolean {
  return ADMIN_TYPE_RANK[type] >= ADMIN_TYPE_RANK[least];
}

export function isAdminType(value: string): value is AdminType {
  return (ADMIN_TYPES as readonly string[]).includes(value);
}

/**
 * The same rules for better-auth's own organization endpoints (/api/auth/organization/*), which the
 * member role drives: only ADMIN manages staff (members and invitations); MANAGER may rename the
 * location; STAFF and PRODUCER may change nothing there. Nobody deletes a location through the API.
 */
export const accessControl = createAccessControl(defaultStatements);
export const roles = {
  ADMIN: accessControl.newRole({
    organization: ['update'],
    member: ['create', 'update', 'delete'],
    invitation: ['create', 'cancel'],
  }),
  MANAGER: accessControl.newRole({ organization: ['update'] }),
  STAFF: accessControl.newRole({}),
  PRODUCER: accessControl.newRole({}),
} satisfies Record<AdminType, unknown>;
