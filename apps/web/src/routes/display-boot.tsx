import { lazy, type ReactNode, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Countdown } from '../features/displays/countdown.js';
import { TableDisplay } from '../features/displays/table-display.js';
import { parseOverlayRoute } from '../features/overlays/overlay-config.js';
import { OverlayPage } from '../features/overlays/overlay-page.js';
import { useCountdownClock } from '../features/tournament-clock/event-clock.js';
import { isTvRoute, TournamentTv } from '../features/tournament-clock/tournament-tv.js';
import '../styles.css';

// Screens with their own weight (the hand evaluator, LiveKit's client) load only where they are opened.
const SocialTv = lazy(async () => ({
  default: (await import('../features/social-tv/social-tv.js')).SocialTv,
}));
const PlayerAssistance = lazy(async () => ({
  default: (await import('../features/player-assistance/player-assistance.js')).PlayerAssistance,
}));
const LiveKitTemplate = lazy(async () => ({
  default: (await import('../features/livekit-template/livekit-template.js')).LiveKitTemplate,
}));

/** The countdown, with the event's clock when its table has one running. */
function CountdownPage({ search }: { search: URLSearchParams }) {
  return <Countdown search={search} eventClock={useCountdownClock()} />;
}

/**
 * The displays a browser opens directly (OBS browser sources, room TVs): they need no sign-in, no
 * console and no router, so they boot on their own and load a fraction of the console's JavaScript
 * (issue 9: an overlay route under 150 KB gzip, since OBS loads one per source). Returns false for any
 * other path.
 */
export function bootDisplay(root: HTMLElement, location: Location = window.location): boolean {
  const [, first = '', second = ''] = location.pathname.split('/');
  const search = new URLSearchParams(location.search);
  const tableKey = decodeURIComponent(second);
  const overlay = parseOverlayRoute(first);
  let page: ReactNode = null;
  if (overlay && tableKey) page = <OverlayPage route={overlay} tableKey={tableKey} search={search} />;
  else if (first === 'table-display' && tableKey) page = <TableDisplay tableKey={tableKey} search={search} />;
  else if (first === 'countdown') page = <CountdownPage search={search} />;
  else if (isTvRoute(first) && tableKey)
    page = <TournamentTv route={first} tableKey={tableKey} search={search} />;
  else if (first === 'socialtv' && tableKey) page = <SocialTv tableKey={tableKey} search={search} />;
  else if (first === 'playerAssistance' && tableKey)
    page = <PlayerAssistance tableKey={tableKey} search={search} />;
  else if (first === 'livekit' && second === 'template') page = <LiveKitTemplate search={search} />;
  if (!page) return false;
  createRoot(root).render(
    <StrictMode>
      <Suspense fallback={null}>{page}</Suspense>
    </StrictMode>,
  );
  return true;
}
