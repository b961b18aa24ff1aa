import type { AdminType } from '@railbird/protocol';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, NavLink, useSearchParams } from 'react-router';
import { useTRPC } from '../../lib/trpc.js';
import { useNow } from '../../lib/use-now.js';
import { AppBar, AppBarLink } from '../../ui/app-bar.js';
import { StatusDot } from '../../ui/status-dot.js';
import { feedBehindMs, settleInMs } from './delay.js';
import { DelayPanel } from './delay-panel.js';
import { FEEDS, feedOf, formatElapsed, formatSeconds } from './feeds.js';
import { FeedDetail, FeedList } from './feeds-panel.js';
import {
  engineBaseOf,
  linkStatus,
  loadSessionLinks,
  type SessionLink,
  STUDIO_CHOICE,
  saveSessionLink,
  type ViewChoice,
} from './links.js';
import { ObsPanel } from './obs-panel.js';
import { OnOverlaysPanel } from './on-overlays-panel.js';
import { Badge } from './parts.js';
import type { Backdrop } from './preview.js';
import { SkinEditor } from './skin-editor.js';
import { useStudioCommands } from './use-command.js';
import { useStudioTable } from './use-studio-table.js';

export interface StudioTableRef {
  key: string;
  name: string;
}

export const studioPath = (tableKey: string) => `/live/${encodeURIComponent(tableKey)}`;

/**
 * Studio (spec §2 /live, outside the shell): a producer's desk for one table at a time — its feeds
 * with their links and live previews, the secure delay, OBS, what the overlays show, and the skin.
 */
export function StudioPage({
  locationName,
  tables,
  tableKey,
  adminType,
  userId,
  themeToggle,
}: {
  locationName: string;
  tables: readonly StudioTableRef[];
  tableKey: string;
  adminType: AdminType;
  userId: string;
  themeToggle: ReactNode;
}) {
  const table = tables.find((t) => t.key === tableKey) ?? null;
  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50 text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100">
      <AppBar name="Studio" home="/live" locationName={locationName} sticky>
        <nav aria-label="Tables" className="ml-2 flex min-w-0 flex-1 gap-1 overflow-x-auto">
          {tables.map((t) => (
            <NavLink
              key={t.key}
              to={studioPath(t.key)}
              className={({ isActive }) =>
                `inline-flex h-8 shrink-0 items-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-accent-500 ${
                  isActive
                    ? 'bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900'
                    : 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800'
                }`
              }
            >
              {t.name}
            </NavLink>
          ))}
        </nav>
        {themeToggle}
        {table ? (
          <AppBarLink to={`/commentary?table=${encodeURIComponent(table.key)}`}>Commentary</AppBarLink>
        ) : null}
        <AppBarLink to="/">Console</AppBarLink>
      </AppBar>
      {tables.length === 0 ? (
        <div className="mx-auto mt-16 max-w-md px-6 text-center">
          <h1 className="text-lg font-semibold">No tables at {locationName} yet</h1>
          <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
            Studio works a table at a time: its feeds, delay and OBS. Add a table in{' '}
            <Link to="/settings" className="font-medium text-accent-700 underline dark:text-accent-400">
              Settings
            </Link>{' '}
            (a manager or an admin can), then come back.
          </p>
        </div>
      ) : table ? (
        <StudioTable key={table.key} table={table} adminType={adminType} userId={userId} />
      ) : (
        <p className="p-6 text-sm">
          No table “{tableKey}” at {locationName}.{' '}
          {tables[0] ? (
            <Link
              to={studioPath(tables[0].key)}
              className="font-medium text-accent-700 underline dark:text-accent-400"
            >
              Open {tables[0].name}
            </Link>
          ) : null}
        </p>
      )}
    </div>
  );
}

function StudioTable({
  table,
  adminType,
  userId,
}: {
  table: StudioTableRef;
  adminType: AdminType;
  userId: string;
}) {
  const trpc = useTRPC();
  const studio = useStudioTable(table.key, userId);
  const commands = useStudioCommands(studio);
  const now = useNow(1000);
  const links = useQuery(trpc.overlay.links.queryOptions({}));
  const [session, setSession] = useState<SessionLink[]>(() => loadSessionLinks(sessionStore()));
  // `?feed=table-display` (the live table's "Room display" link) opens Studio on that feed.
  const [search] = useSearchParams();
  const [route, setRoute] = useState<string>(() => feedOf(search.get('feed') ?? '')?.route ?? 'overlays');
  const [choices, setChoices] = useState<Record<string, ViewChoice>>({});
  const [previewIds, setPreviewIds] = useState<Record<string, string>>({});
  const [backdrop, setBackdrop] = useState<Backdrop>('checker');

  const control = studio.control;
  const state = control.state;
  const connected = control.status === 'open' && state !== null;
  const delaySeconds = connected ? state.stream.delaySeconds : null;
  const engineNow = studio.engineNow();
  const track = studio.track;
  const behindMs = feedBehindMs(studio.air.state?.updateTime ?? null, track.times, engineNow);
  const settleInS = Math.ceil(settleInMs(track.change, engineNow) / 1000);
  const airDelay = studio.air.state?.stream.delaySeconds ?? null;
  const settlingUnknown =
    settleInS === 0 && delaySeconds !== null && airDelay !== null && airDelay !== delaySeconds;
  void now; // re-render every second: the countdowns and clocks tick

  const feed = feedOf(route) ?? FEEDS[0]!;
  const records = links.data ?? [];
  const activeLinks = (r: string) =>
    records.filter((l) => l.tableKey === table.key && l.route === r && linkStatus(l, Date.now()) === 'active')
      .length;
  const players = (state?.playerGroup.players ?? []).filter((p) => p.displayName);

  return (
    <main className="flex flex-1 flex-col gap-3 p-4 pb-24">
      <OnAirBar
        tableName={table.name}
        status={control.status}
        addressError={studio.addressError}
        lastError={control.lastError ?? studio.air.lastError}
        delaySeconds={delaySeconds}
        obsLabel={state ? state.obsWebsocket.status : null}
        streamStatus={state?.stream.status ?? null}
        streamStart={state?.stream.startTime ?? null}
        recording={state?.obsWebsocket.recording ?? false}
        recordStart={state?.obsWebsocket.recordStartTime ?? null}
        now={Date.now()}
      />
      <div className="grid gap-3 lg:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[15rem_minmax(0,1fr)_23rem]">
        <div className="flex flex-col gap-3">
          <FeedList
            selected={feed.route}
            onSelect={setRoute}
            delaySeconds={delaySeconds}
            behindMs={behindMs}
            settleInS={settleInS}
            activeLinks={activeLinks}
          />
          <OnOverlaysPanel
            data={state?.streamDataManager ?? null}
            players={players}
            delaySeconds={delaySeconds}
            connected={connected}
            commands={commands}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <FeedDetail
            feed={feed}
            tableKey={table.key}
            tableName={table.name}
            engineBase={studio.socketUrl ? engineBaseOf(studio.socketUrl) : null}
            delaySeconds={delaySeconds}
            behindMs={behindMs}
            links={records}
            linksError={links.error?.message ?? null}
            session={session}
            choice={choices[feed.route] ?? STUDIO_CHOICE}
            onChoice={(c) => setChoices((all) => ({ ...all, [feed.route]: c }))}
            previewId={previewIds[feed.route] ?? null}
            onPreview={(id) => setPreviewIds((all) => ({ ...all, [feed.route]: id }))}
            onCreated={(link) => {
              setSession(saveSessionLink(sessionStore(), link));
              setPreviewIds((all) => ({ ...all, [link.route]: link.id }));
            }}
            backdrop={backdrop}
            onBackdrop={setBackdrop}
          />
          <SkinEditor
            tableKey={table.key}
            tableName={table.name}
            current={state?.gameSettings.overlaysSkin ?? null}
            adminType={adminType}
          />
        </div>
        <div className="flex flex-col gap-3 lg:col-span-2 xl:col-span-1">
          <DelayPanel
            delaySeconds={delaySeconds}
            behindMs={behindMs}
            settleInS={settleInS}
            settlingUnknown={settlingUnknown}
            connected={connected}
            commands={commands}
            adminType={adminType}
          />
          <ObsPanel
            tableKey={table.key}
            obs={state?.obsWebsocket ?? null}
            stream={state?.stream ?? null}
            connected={connected}
            commands={commands}
            now={Date.now()}
          />
        </div>
      </div>
    </main>
  );
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const OBS_SHORT: Record<string, string> = {
  NOT_CONFIGURED: 'No OBS',
  CONNECTING: 'OBS connecting',
  CONNECTED: 'OBS connected',
  DISCONNECTED: 'OBS unreachable',
  AUTH_FAILED: 'OBS password refused',
};

/** What is on air for this table, at a glance: the connection, the delay, OBS, stream and recording. */
function OnAirBar({
  tableName,
  status,
  addressError,
  lastError,
  delaySeconds,
  obsLabel,
  streamStatus,
  streamStart,
  recording,
  recordStart,
  now,
}: {
  tableName: string;
  status: 'idle' | 'connecting' | 'open' | 'closed';
  addressError: string | null;
  lastError: string | null;
  delaySeconds: number | null;
  obsLabel: string | null;
  streamStatus: string | null;
  streamStart: number | null;
  recording: boolean;
  recordStart: number | null;
  now: number;
}) {
  const live = status === 'open' && delaySeconds !== null;
  return (
    <div
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-zinc-200 bg-white px-4 py-2.5 dark:border-zinc-800 dark:bg-zinc-900"
      data-testid="on-air-bar"
    >
      <h1 className="flex items-center gap-2 text-base font-semibold">
        <StatusDot
          status={live ? 'live' : status === 'connecting' || status === 'idle' ? 'connecting' : 'down'}
          label={live ? `${tableName} connected` : `${tableName} not connected`}
        />
        {tableName}
      </h1>
      {addressError ? (
        <span role="alert" className="text-sm text-red-700 dark:text-red-400">
          The table’s address could not be had: {addressError}
        </span>
      ) : !live ? (
        <span className="text-sm text-zinc-600 dark:text-zinc-400">
          {status === 'closed'
            ? `Reconnecting to the table${lastError ? ` (${lastError.replace(/\.$/, '')})` : ''}…`
            : 'Connecting to the table…'}
        </span>
      ) : (
        <>
          {delaySeconds === 0 ? (
            <Badge tone="warning">No delay · hole cards live on air</Badge>
          ) : (
            <Badge tone="delayed">Secure delay {formatSeconds(delaySeconds ?? 0)}</Badge>
          )}
          <span className="text-sm text-zinc-600 dark:text-zinc-400">
            {obsLabel ? OBS_SHORT[obsLabel] : ''}
          </span>
          {streamStatus === 'LIVE' || streamStatus === 'RECONNECTING' ? (
            <Badge tone="error">
              On air{streamStart ? ` ${formatElapsed(now - streamStart)}` : ''}
              {streamStatus === 'RECONNECTING' ? ' · reconnecting' : ''}
            </Badge>
          ) : streamStatus === 'READY' ? (
            <span className="text-sm text-zinc-600 dark:text-zinc-400">Not streaming</span>
          ) : null}
          {recording ? (
            <Badge tone="error">● Rec{recordStart ? ` ${formatElapsed(now - recordStart)}` : ''}</Badge>
          ) : null}
        </>
      )}
    </div>
  );
}
