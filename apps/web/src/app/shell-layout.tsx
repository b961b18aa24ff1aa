import { useMemo } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { CreateLocation } from '../features/auth/create-location.js';
import { useDevMode } from '../features/dev-tools/dev-mode.js';
import { sidebarApps } from '../features/shell/apps.js';
import { Sidebar } from '../features/shell/sidebar.js';
import { UserMenu } from '../features/shell/user-menu.js';
import { settings } from '../lib/build-info.js';
import { useTheme } from '../lib/theme.js';
import { ThemeToggle } from '../ui/theme-toggle.js';
import { useTableSockets } from './console-sockets.js';
import { useUnreadNotifications } from './notifications-count.js';
import type { ShellContext } from './shell-context.js';
import { type ReadyGate, SIGN_IN_AGAIN, SignedInApp } from './signed-in-app.js';

/**
 * The admin shell of spec §2 around /, /table*, /events*, /players*, /commentary*, /reports*,
 * /settings* and /notifications*: signed-out visitors go to /login and come back afterwards; while
 * the admin record loads a full-screen logo and spinner; if it fails, a Sign out button.
 */
export function ShellLayout() {
  return (
    <SignedInApp
      failed={(reason) => `Your admin record could not be loaded: ${reason}. ${SIGN_IN_AGAIN}`}
      noLocation={(signOut) => <CreateLocation onSignOut={signOut} />}
    >
      {(gate, signOut) => <Shell context={shellContext(gate)} onSignOut={signOut} />}
    </SignedInApp>
  );
}

function shellContext({ record, current }: ReadyGate): ShellContext {
  return {
    admin: {
      id: record.id,
      displayName: current.displayName,
      handle: current.handle ?? null,
      phone: record.phone ?? null,
      profile: current.profile ?? null,
      adminType: current.adminType,
      dbUrl: record.dbUrl ?? null,
    },
    location: {
      name: current.location.name,
      tables: current.location.tables.map((t) => ({
        key: t.key,
        name: t.name,
        ip: t.ip ?? null,
        mode: t.mode,
        variation: t.variation ?? null,
      })),
    },
  };
}

function Shell({ context, onSignOut }: { context: ShellContext; onSignOut: () => void }) {
  const navigate = useNavigate();
  const { admin, location } = context;
  useTableSockets(location.tables, admin.id);
  const devMode = useDevMode({ enabled: true, tables: location.tables, dbUrl: admin.dbUrl });
  const apps = useMemo(() => sidebarApps(location, settings.vaultLocations), [location]);
  const unread = useUnreadNotifications();
  const { theme, toggle: toggleTheme } = useTheme();

  return (
    <div className="flex h-dvh flex-col">
      {devMode.toolbar}
      <div className="flex min-h-0 flex-1">
        <Sidebar
          locationName={location.name}
          apps={apps}
          unreadNotifications={unread}
          wikiUrl={settings.wikiUrl}
          releaseNotesUrl={settings.releaseNotesUrl}
          themeToggle={<ThemeToggle theme={theme} onToggle={toggleTheme} />}
          userMenu={
            <UserMenu
              admin={admin}
              billingPortalUrl={settings.billingPortalUrl}
              onToggleDevMode={devMode.toggle}
              onSignOut={onSignOut}
              navigate={(to) => void navigate(to)}
            />
          }
        />
        <main id="main" className="w-4/5 min-w-0 overflow-y-auto">
          <div className="mx-auto max-w-6xl px-8 py-6">
            <Outlet context={context} />
          </div>
        </main>
      </div>
      {devMode.dialog}
    </div>
  );
}
