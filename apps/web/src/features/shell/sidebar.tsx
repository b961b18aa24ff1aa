import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { buildInfo } from '../../lib/build-info.js';
import { BuildStamp } from '../../ui/build-stamp.js';
import { Icon, type IconName } from '../../ui/icons.js';
import { Logo } from '../../ui/logo.js';
import { type AppLink, MAIN_NAV } from './apps.js';

const itemClass = (active: boolean) =>
  `group flex items-center gap-2.5 rounded-md px-2.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-500 ${
    active
      ? 'bg-zinc-200/70 text-zinc-950 dark:bg-zinc-800 dark:text-zinc-50'
      : 'text-zinc-600 hover:bg-zinc-200/50 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800/60 dark:hover:text-zinc-100'
  }`;

function Item({
  href,
  icon,
  label,
  end,
  badge,
}: {
  href: string;
  icon: IconName;
  label: string;
  end?: boolean;
  badge?: ReactNode;
}) {
  return (
    <NavLink to={href} end={end ?? href === '/'} className={({ isActive }) => itemClass(isActive)}>
      {({ isActive }) => (
        <>
          <Icon
            name={icon}
            className={`size-4 shrink-0 ${isActive ? 'text-accent-700 dark:text-accent-400' : 'text-zinc-400 group-hover:text-zinc-500 dark:text-zinc-500'}`}
          />
          <span className="truncate">{label}</span>
          {badge ? <span className="ml-auto">{badge}</span> : null}
        </>
      )}
    </NavLink>
  );
}

function ExternalLink({ href, label, icon }: { href: string; label: string; icon: IconName }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className={`${itemClass(false)} py-1`}>
      <Icon name={icon} className="size-4 shrink-0 text-zinc-400 dark:text-zinc-500" />
      <span className="truncate">{label}</span>
      <Icon name="external" className="ml-auto size-3.5 text-zinc-400 opacity-0 group-hover:opacity-100" />
    </a>
  );
}

/**
 * Spec §2: the shell's sidebar (20% of the width): main items, the location's Apps, the Wiki and
 * Release Notes links and the build with its 6-character commit, then the user's menu.
 */
export function Sidebar({
  locationName,
  apps,
  unreadNotifications,
  wikiUrl,
  releaseNotesUrl,
  userMenu,
  themeToggle,
}: {
  locationName: string;
  apps: readonly AppLink[];
  unreadNotifications: number;
  wikiUrl: string;
  releaseNotesUrl: string;
  userMenu: ReactNode;
  themeToggle: ReactNode;
}) {
  return (
    <aside
      aria-label="Console"
      className="flex h-full w-1/5 min-w-0 shrink-0 flex-col border-r border-zinc-200 bg-zinc-100/70 dark:border-zinc-800 dark:bg-zinc-900/60"
    >
      <div className="flex items-center justify-between gap-2 px-4 pt-4 pb-3">
        <Logo />
        {themeToggle}
      </div>
      <p
        className="truncate px-4 pb-3 text-xs font-medium text-zinc-500 dark:text-zinc-400"
        title={locationName}
      >
        {locationName}
      </p>
      <nav aria-label="Main" className="flex flex-col gap-0.5 px-2">
        {MAIN_NAV.map((item) => (
          <Item
            key={item.href}
            {...item}
            badge={
              item.href === '/notifications' && unreadNotifications > 0 ? (
                <span
                  role="img"
                  aria-label={`${unreadNotifications} unread`}
                  className="tabular rounded-full bg-accent-700 px-1.5 text-[11px] leading-4 font-semibold text-white"
                >
                  {unreadNotifications > 99 ? '99+' : unreadNotifications}
                </span>
              ) : undefined
            }
          />
        ))}
      </nav>
      <nav aria-labelledby="apps-heading" className="mt-6 flex flex-col gap-0.5 px-2">
        <h2
          id="apps-heading"
          className="px-2.5 pb-1 text-[11px] font-semibold tracking-wider text-zinc-500 uppercase dark:text-zinc-400"
        >
          Apps
        </h2>
        {apps.map((app) => (
          <Item key={app.id} href={app.href} icon={app.icon} label={app.label} end={false} />
        ))}
      </nav>
      <div className="mt-auto flex flex-col gap-0.5 px-2 pt-6">
        <ExternalLink href={wikiUrl} label="Wiki" icon="book" />
        <ExternalLink href={releaseNotesUrl} label="Release Notes" icon="sparkle" />
        <div className="px-2.5 py-1">
          <BuildStamp build={buildInfo} />
        </div>
      </div>
      <div className="border-t border-zinc-200 p-2 dark:border-zinc-800">{userMenu}</div>
    </aside>
  );
}
