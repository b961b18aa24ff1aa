import type { TableState } from '@railbird/protocol';
import { type CSSProperties, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { displayEngineUrl, useLiveness, useViewerTable } from '../../lib/table-sockets/viewer.js';
import { type SkinColours, skinColours, skinStyle } from '../../ui/poker-table/skin.js';
import { formatClock, gameLine } from '../../ui/poker-table/table-view.js';
import { AddOnCorner } from './add-ons/add-on-panels.js';
import { withAllTime, withPictures } from './all-time.js';
import { type OverlayConfig, type OverlayLayout, overlayConfig, pageViews } from './overlay-config.js';
import { SAFE_X, SAFE_Y, STAGE_HEIGHT, STAGE_WIDTH, stripGeometry } from './strip-layout.js';
import { TableStrip } from './table-strip.js';
import { useAllTime } from './use-all-time.js';
import { VIEW_PANEL_WIDTH, ViewPanel } from './views/index.js';
import '@fontsource-variable/inter/wght.css';
import './overlay.css';

export interface OverlayPageProps {
  route: { layout: OverlayLayout; hidden: boolean };
  tableKey: string;
  search: URLSearchParams;
}

/**
 * An overlay for an OBS browser source (spec §2 `/overlays*`, `/stream*`, `/stream-pro*`): its own
 * read-only socket with the link's token, a transparent 1920×1080 stage scaled to the source, the skin
 * of the table. Past the latency threshold it hides everything live (cards, equities, the board, the
 * acting seat) rather than show it stale, and brings it back by itself when data flows again.
 */
export function OverlayPage({ route, tableKey, search }: OverlayPageProps) {
  const [config] = useState(() => overlayConfig(route, tableKey, search));
  const [engineUrl] = useState(() => displayEngineUrl(search, window.location));
  const page = route.hidden ? `${route.layout}-hidden` : route.layout;
  const snapshot = useViewerTable({ tableKey, engineUrl, token: config.token, page, hidden: route.hidden });
  const { isLive, ageMs, now } = useLiveness(snapshot);
  const scale = useStageScale();
  useOverlayDocument();
  const state = snapshot.state;
  // Checked-in players' pictures and all-time figures from the server; session figures for everyone
  // else. The strip takes the pictures only; the views the figures as well.
  const allTime = useAllTime(state, tableKey, config.token);
  const stripState = useMemo(() => (state ? withPictures(state, allTime) : null), [state, allTime]);
  const viewState = useMemo(() => (state ? withAllTime(state, allTime) : null), [state, allTime]);
  const colours = skinColours(state?.gameSettings.overlaysSkin);
  return (
    <div
      className="rb-stage"
      data-testid="overlay-stage"
      data-layout={config.layout}
      data-hidden-route={String(route.hidden)}
      data-stale={String(!isLive)}
      data-age-ms={ageMs === null ? '' : String(Math.round(ageMs))}
      style={{ ...skinStyle(colours), transform: `scale(${scale})` }}
    >
      {stripState && viewState ? (
        <Layout
          config={config}
          state={stripState}
          viewState={viewState}
          live={isLive}
          now={now}
          colours={colours}
        />
      ) : null}
      {isLive ? null : <StatusChip config={config} hasState={state !== null} error={snapshot.lastError} />}
    </div>
  );
}

function Layout({
  config,
  state,
  viewState,
  live,
  now,
  colours,
}: {
  config: OverlayConfig;
  /** The live table, checked-in players' pictures filled in from the server (`withPictures`). */
  state: TableState;
  /** The table as the views show it: pictures, and all-time figures for checked-in players (`withAllTime`). */
  viewState: TableState;
  live: boolean;
  now: number;
  colours: SkinColours;
}) {
  const views = pageViews(config, viewState);
  const view = useRotation(views, config.rotateMs);
  // A stats scene with no view named and no statistic to show yet: the table is the feature (see
  // `defaultProViews`), never a top bar over an empty screen.
  if (config.layout === 'stream-pro' && (view !== null || config.views !== null)) {
    return (
      <>
        <TopBar state={state} now={now} />
        {view ? (
          <div
            className="absolute flex justify-center"
            style={{ left: SAFE_X, right: SAFE_X, top: SAFE_Y + 120 }}
          >
            <div style={{ zoom: 1.45 }}>
              <ViewPanel view={view} state={viewState} seat={config.seat} />
            </div>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <>
      {config.layout === 'overlays' ? null : <TopBar state={state} now={now} />}
      {view ? (
        <div
          className="absolute"
          style={
            {
              right: SAFE_X,
              top: SAFE_Y,
              '--rb-view-max': `${stripGeometry(state).viewMaxHeight}px`,
            } as CSSProperties
          }
        >
          <ViewPanel view={view} state={viewState} seat={config.seat} />
        </div>
      ) : null}
      {/* Add-on games (issue 19): their panel in the top-left corner, beside the view, above the board. */}
      <AddOnCorner
        state={state}
        deck={config.deck}
        colours={colours}
        topBar={config.layout !== 'overlays'}
        viewWidth={view ? VIEW_PANEL_WIDTH : null}
        rotateMs={config.rotateMs}
      />
      <TableStrip state={state} deck={config.deck} live={live} now={now} colours={colours} />
    </>
  );
}

/** Table, game line, hand number and, in a tournament, the level clock. */
function TopBar({ state, now }: { state: TableState; now: number }) {
  const line = gameLine(state);
  const clock = state.eventManager.clock;
  const left =
    clock === null
      ? null
      : clock.pausedRemaining !== null
        ? clock.pausedRemaining
        : Math.max(0, (clock.levelEndTime ?? now) - now);
  return (
    <div
      className="rb-panel absolute flex items-center gap-5"
      data-testid="top-bar"
      style={{ left: SAFE_X, top: SAFE_Y, padding: '12px 22px' }}
    >
      <span style={{ fontSize: 30, fontWeight: 800 }}>
        {state.eventManager.event?.name ?? state.tableSettings.name}
      </span>
      <span style={{ fontSize: 28, fontWeight: 700 }}>
        {line.variation} {line.blinds}
      </span>
      {state.game.roundCount > 0 ? (
        <span className="rb-muted" style={{ fontSize: 24, fontWeight: 700 }}>
          Hand #{state.game.roundCount}
        </span>
      ) : null}
      {clock && left !== null ? (
        <span className="rb-chip rb-accent-chip" style={{ fontSize: 24 }}>
          {clock.isOnBreak ? 'Break' : `Level ${clock.levelIndex + 1}`} · {formatClock(left)}
          {clock.pausedRemaining !== null ? ' (paused)' : ''}
        </span>
      ) : null}
    </div>
  );
}

/** For the producer: why nothing live is showing. Small, at the top, on its own panel. */
function StatusChip({
  config,
  hasState,
  error,
}: {
  config: OverlayConfig;
  hasState: boolean;
  error: string | null;
}) {
  // The engine's own words when it refused the link (expired, another table…): the producer can act on them.
  const text = !config.token
    ? 'This overlay link has no key: copy it again from Studio.'
    : error && /link|token|key/i.test(error)
      ? error
      : hasState
        ? 'Reconnecting to the table…'
        : `Connecting to table ${config.tableKey}…`;
  return (
    <div
      role="status"
      data-testid="overlay-status"
      className="rb-panel absolute"
      style={{
        left: '50%',
        top: SAFE_Y,
        transform: 'translateX(-50%)',
        padding: '6px 16px',
        fontSize: 20,
        fontWeight: 700,
      }}
      title={error ?? undefined}
    >
      {text}
    </div>
  );
}

/** The stage is 1920×1080; an OBS source of another size sees it scaled to fit. */
function useStageScale(): number {
  const measure = () => Math.min(window.innerWidth / STAGE_WIDTH, window.innerHeight / STAGE_HEIGHT) || 1;
  const [scale, setScale] = useState(measure);
  useEffect(() => {
    const onResize = () => setScale(measure());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  });
  return scale;
}

/** A transparent page without scrollbars while the overlay is shown. */
function useOverlayDocument(): void {
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.classList.add('rb-overlay');
    return () => html.classList.remove('rb-overlay');
  }, []);
}

/** The view to show now: the list turns every `everyMs` (a single view stays). */
function useRotation<T>(items: readonly T[], everyMs: number): T | null {
  const [tick, setTick] = useState(0);
  const count = items.length;
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setTick((t) => t + 1), everyMs);
    return () => clearInterval(timer);
  }, [count, everyMs]);
  return count === 0 ? null : (items[tick % count] ?? null);
}
