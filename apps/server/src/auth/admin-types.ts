import { type AdminType, adminTypeSchema } from '@railbird/protocol';
import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements } from 'better-auth/plugins/organization/access';

/** Admin types, least to most: their order (`ADMIN_TYPE_RANK`, `atLeast`) is protocol's. */
export const ADMIN_TYPES = adminTypeSchema.options;

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
