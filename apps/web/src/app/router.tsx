import { createBrowserRouter } from 'react-router';
import { LoginRoute } from '../routes/login.js';
import { NotFoundRoute } from '../routes/not-found.js';
import { RootLayout } from './root-layout.js';
import { ApplicationErrorScreen } from './screens.js';

const shell = () => import('../routes/shell-routes.js');
const displays = () => import('../routes/displays.js');
const display = (name: keyof Awaited<ReturnType<typeof displays>>) => async () => ({
  Component: (await displays())[name],
});
const page = (name: Exclude<keyof Awaited<ReturnType<typeof shell>>, 'ShellLayout'>) => async () => ({
  Component: (await shell())[name],
});

/**
 * Spec §2: the shell wraps /, /table*, /events*, /players*, /commentary*, /reports*, /settings* and
 * /notifications*; every other route renders without it. Routes only compose features.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <ApplicationErrorScreen />,
    children: [
      {
        lazy: async () => ({ Component: (await shell()).ShellLayout }),
        errorElement: <ApplicationErrorScreen />,
        children: [
          { index: true, lazy: page('HomeRoute') },
          { path: 'table', lazy: page('TablesRoute') },
          {
            path: 'table/:key/*',
            lazy: async () => ({ Component: (await import('../routes/live-table.js')).LiveTableRoute }),
          },
          { path: 'events/:eventId', lazy: page('EventPageRoute') },
          { path: 'events/*', lazy: page('EventsRoute') },
          {
            path: 'players/:playerId',
            lazy: async () => ({ Component: (await import('../routes/player-page.js')).PlayerPageRoute }),
          },
          { path: 'players/*', lazy: page('PlayersRoute') },
          { path: 'commentary/*', lazy: page('CommentaryRoute') },
          { path: 'reports/*', lazy: page('ReportsRoute') },
          { path: 'settings/*', lazy: page('SettingsRoute') },
          { path: 'notifications/*', lazy: page('NotificationsRoute') },
          { path: 'audit/*', lazy: page('AuditLogRoute') },
        ],
      },
      { path: 'login', element: <LoginRoute /> },
      {
        path: 'admin-profile',
        lazy: async () => ({ Component: (await import('../routes/admin-profile.js')).AdminProfileRoute }),
      },
      ...['overlays', 'overlays-hidden', 'stream', 'stream-hidden', 'stream-pro', 'stream-pro-hidden'].map(
        (p) => ({
          path: `${p}/:tableKey`,
          lazy: display('OverlayRoute'),
        }),
      ),
      { path: 'table-display/:tableKey', lazy: display('TableDisplayRoute') },
      { path: 'dealer/:tableKey', lazy: display('DealerRoute') },
      // The tournament clock (issue 17) and the countdown, which shows it too.
      ...(
        [
          ['countdown', 'CountdownRoute'],
          ['countdown/:tableKey', 'CountdownRoute'],
          ['tournament-display', 'TournamentDisplayRoute'],
          ['tournamenttv/:tableKey', 'TournamentTvRoute'],
          ['tournamenttv-first/:tableKey', 'TournamentTvRoute'],
          ['tournamenttv-flipped/:tableKey', 'TournamentTvRoute'],
        ] as const
      ).map(([path, name]) => ({
        path,
        lazy: async () => ({ Component: (await import('../routes/tournament-displays.js'))[name] }),
      })),
      ...(
        [
          ['socialtv/:tableKey', 'SocialTvRoute'],
          ['playerAssistance/:tableKey', 'PlayerAssistanceRoute'],
          ['livekit/template', 'LiveKitTemplateRoute'],
        ] as const
      ).map(([path, name]) => ({
        path,
        lazy: async () => ({ Component: (await import('../routes/social-displays.js'))[name] }),
      })),
      ...['manager', 'manager/:tableKey'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import('../routes/manager.js')).ManagerRoute }),
      })),
      ...['live', 'live/:tableKey'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import('../routes/studio.js')).StudioRoute }),
      })),
      {
        path: 'signin/:tableKey',
        lazy: async () => ({ Component: (await import('../routes/check-in.js')).CheckInRoute }),
      },
      {
        path: 'vault/:tableKey',
        lazy: async () => ({ Component: (await import('../routes/vault.js')).VaultRoute }),
      },
      ...(
        [
          ['tools/antennas/:tableKey', 'AntennasRoute'],
          ['tools/auto-tracker/:tableKey', 'AutoTrackerRoute'],
        ] as const
      ).map(([path, name]) => ({
        path,
        lazy: async () => ({ Component: (await import('../routes/table-tools.js'))[name] }),
      })),
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
