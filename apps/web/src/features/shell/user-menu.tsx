import { Icon } from '../../ui/icons.js';
import { Menu, type MenuItem } from '../../ui/menu.js';
import { accountLinks } from './account-links.js';

export interface MenuAdmin {
  displayName: string;
  handle: string | null;
  profile: string | null;
  adminType: string;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

export function Avatar({
  name,
  url,
  className = 'size-8',
}: {
  name: string;
  url: string | null;
  className?: string;
}) {
  return url ? (
    <img src={url} alt="" className={`${className} shrink-0 rounded-full object-cover`} />
  ) : (
    <span
      aria-hidden="true"
      className={`${className} inline-flex shrink-0 items-center justify-center rounded-full bg-accent-700 text-xs font-semibold text-white`}
    >
      {initials(name)}
    </span>
  );
}

/**
 * Spec §2: Admin Settings; Billing Portal only for adminType ADMIN; Toggle Dev Mode (Alt+D); Log Out.
 * Before the Billing Portal, the shell pages the spec's sidebar leaves out (account-links.ts): Location
 * Settings, and Players for staff and above.
 */
export function UserMenu({
  admin,
  billingPortalUrl,
  onToggleDevMode,
  onSignOut,
  navigate,
}: {
  admin: MenuAdmin;
  billingPortalUrl: string;
  onToggleDevMode: () => void;
  onSignOut: () => void;
  navigate: (to: string) => void;
}) {
  const items: MenuItem[] = [
    ...accountLinks(admin.adminType).map((link) => ({
      id: link.id,
      label: link.label,
      onSelect: () => navigate(link.href),
    })),
    ...(admin.adminType === 'ADMIN'
      ? [{ id: 'billing', label: 'Billing Portal', href: billingPortalUrl, external: true }]
      : []),
    { id: 'dev', label: 'Toggle Dev Mode', hint: 'Alt+D', onSelect: onToggleDevMode },
    { id: 'logout', label: 'Log Out', onSelect: onSignOut, tone: 'danger' as const },
  ];
  return (
    <Menu
      label="Account"
      side="top"
      items={items}
      trigger={
        <span className="flex w-full min-w-0 items-center gap-2.5 rounded-md px-1.5 py-1.5 hover:bg-zinc-200/60 dark:hover:bg-zinc-800/70">
          <Avatar name={admin.displayName} url={admin.profile} />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">{admin.displayName}</span>
            <span className="block truncate text-xs text-zinc-500 dark:text-zinc-400">
              {admin.handle ? `@${admin.handle.replace(/^@/, '')} · ` : ''}
              {admin.adminType}
            </span>
          </span>
          <Icon name="chevron" className="size-4 shrink-0 rotate-180 text-zinc-400" />
        </span>
      }
    />
  );
}
