/** The admin types (DESIGN.md §4), least to most: PRODUCER, STAFF, MANAGER, ADMIN. */
export type ShellAdminType = 'ADMIN' | 'MANAGER' | 'STAFF' | 'PRODUCER' | (string & {});

export interface AccountLink {
  id: 'admin-profile' | 'settings' | 'players';
  label: string;
  href: string;
}

/** Staff and above run tables and see the players (the server's player list asks STAFF). */
const STAFF_OR_ABOVE: readonly string[] = ['STAFF', 'MANAGER', 'ADMIN'];

/**
 * The pages of the user menu. Spec §2 lists Admin Settings (/admin-profile); the shell's /settings and
 * /players have no sidebar entry in the spec, so they are reached from here: Location Settings for
 * every member (managers and admins edit, the others read the setup), Players for staff and above
 * (a producer works Studio and the overlays only).
 */
export function accountLinks(adminType: ShellAdminType): AccountLink[] {
  const links: AccountLink[] = [
    { id: 'admin-profile', label: 'Admin Settings', href: '/admin-profile' },
    { id: 'settings', label: 'Location Settings', href: '/settings' },
  ];
  if (isStaffOrAbove(adminType)) links.push({ id: 'players', label: 'Players', href: '/players' });
  return links;
}

/** STAFF and above: those who run tables and may open /players (a PRODUCER works Studio and overlays). */
export function isStaffOrAbove(adminType: ShellAdminType): boolean {
  return STAFF_OR_ABOVE.includes(adminType);
}
