import { OVERLAY_VIEWS, VIEW_TITLES } from '../../lib/overlay-views.js';
import { behindText } from './delay.js';
import { FeedLinks, type LinkRecord } from './feed-links.js';
import { airLine, FEEDS, type Feed } from './feeds.js';
import {
  linkStatus,
  type SessionLink,
  STUDIO_CHOICE,
  toggleView,
  type ViewChoice,
  withViews,
} from './links.js';
import { Badge, chipButton, StudioPanel, type Tone } from './parts.js';
import { type Backdrop, BackdropPicker, FeedPreview } from './preview.js';

/** A delayed feed's lag is worth a line while it runs under a delay or still catches up after one. */
const showsLag = (delaySeconds: number | null, behindMs: number | null, settleInS: number) =>
  delaySeconds !== null && (delaySeconds > 0 || settleInS > 0 || (behindMs ?? 0) >= 1000);

const TONE: Record<ReturnType<typeof airLine>['tone'], Tone> = {
  delayed: 'delayed',
  live: 'live',
  warning: 'warning',
  unknown: 'neutral',
};

/**
 * Every feed of the table, one line each: what goes out (delayed or live, with or without hole
 * cards), how far behind the table a delayed one is right now, and how many links it has.
 */
export function FeedList({
  selected,
  onSelect,
  delaySeconds,
  behindMs,
  settleInS,
  activeLinks,
}: {
  selected: string;
  onSelect: (route: string) => void;
  delaySeconds: number | null;
  behindMs: number | null;
  settleInS: number;
  activeLinks: (route: string) => number;
}) {
  return (
    <StudioPanel title="Feeds" testId="feed-list">
      <ul className="flex flex-col p-1.5">
        {FEEDS.map((feed) => {
          const air = airLine(feed, delaySeconds);
          const count = activeLinks(feed.route);
          const active = feed.route === selected;
          return (
            <li key={feed.route}>
              <button
                type="button"
                aria-current={active ? 'true' : undefined}
                data-testid={`feed-${feed.route}`}
                onClick={() => onSelect(feed.route)}
                className={`flex w-full flex-col gap-1 rounded-md px-2.5 py-2 text-left focus-visible:outline-2 focus-visible:outline-accent-500 ${
                  active ? 'bg-zinc-100 dark:bg-zinc-800' : 'hover:bg-zinc-50 dark:hover:bg-zinc-800/50'
                }`}
              >
                <span className="flex items-center gap-2">
                  <span className={`text-sm ${active ? 'font-semibold' : 'font-medium'}`}>{feed.name}</span>
                  <span className="ml-auto text-xs text-zinc-500 tabular dark:text-zinc-400">
                    {count === 0 ? 'no link' : `${count} link${count === 1 ? '' : 's'}`}
                  </span>
                </span>
                <span className="flex flex-wrap items-center gap-1.5">
                  <Badge tone={TONE[air.tone]}>{air.text}</Badge>
                </span>
                {feed.holeCards === 'delayed' && showsLag(delaySeconds, behindMs, settleInS) ? (
                  <span className="text-xs text-zinc-600 tabular dark:text-zinc-400" data-testid="feed-lag">
                    On air {behindText(behindMs, true)}
                    {settleInS > 0 ? ` · settles in ${settleInS} s` : ''}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </StudioPanel>
  );
}

/** One feed: its live preview (the page OBS loads), its views and its links. */
export function FeedDetail({
  feed,
  tableKey,
  tableName,
  engineBase,
  delaySeconds,
  behindMs,
  links,
  linksError,
  session,
  choice,
  onChoice,
  previewId,
  onPreview,
  onCreated,
  backdrop,
  onBackdrop,
}: {
  feed: Feed;
  tableKey: string;
  tableName: string;
  engineBase: string | null;
  delaySeconds: number | null;
  behindMs: number | null;
  links: readonly LinkRecord[];
  linksError: string | null;
  session: readonly SessionLink[];
  choice: ViewChoice;
  onChoice: (choice: ViewChoice) => void;
  previewId: string | null;
  onPreview: (id: string) => void;
  onCreated: (link: SessionLink) => void;
  backdrop: Backdrop;
  onBackdrop: (b: Backdrop) => void;
}) {
  const air = airLine(feed, delaySeconds);
  const now = Date.now();
  const previewable = session.filter(
    (s) =>
      s.tableKey === tableKey &&
      s.route === feed.route &&
      links.some((l) => l.id === s.id && linkStatus(l, now) === 'active'),
  );
  const preview = previewable.find((s) => s.id === previewId) ?? previewable[0] ?? null;
  const src = preview ? withViews(preview.url, feed.views ? choice : STUDIO_CHOICE) : null;
  return (
    <StudioPanel
      title={`${feed.name} · ${tableName}`}
      testId="feed-detail"
      aside={
        <span className="flex items-center gap-2">
          <Badge tone={TONE[air.tone]}>{air.text}</Badge>
          {feed.holeCards === 'delayed' && showsLag(delaySeconds, behindMs, 0) ? (
            <span className="text-xs text-zinc-600 tabular dark:text-zinc-400">{behindText(behindMs)}</span>
          ) : null}
        </span>
      }
    >
      <div className="flex flex-col gap-4 p-4">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {feed.what} Browser source: {feed.width}×{feed.height}, transparent.
        </p>
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
              Preview{preview ? ` · ${preview.label ?? `${feed.name} link`}` : ''}
            </h3>
            <BackdropPicker value={backdrop} onChange={onBackdrop} />
          </div>
          {src ? (
            <FeedPreview
              src={src}
              width={feed.width}
              height={feed.height}
              title={`${feed.name} of ${tableName}, as OBS loads it`}
              backdrop={backdrop}
            />
          ) : (
            <div
              className="flex aspect-video w-full flex-col items-center justify-center gap-1 rounded-md border border-dashed border-zinc-300 px-6 text-center dark:border-zinc-700"
              data-testid="feed-preview-empty"
            >
              <p className="text-sm font-medium">No preview yet</p>
              <p className="max-w-md text-sm text-zinc-600 dark:text-zinc-400">
                The preview is the very page OBS loads from a link. Make a link below and it shows here, live
                {feed.holeCards === 'delayed' ? ' and delayed like the stream' : ''}.
              </p>
            </div>
          )}
        </div>
        {feed.views ? <ViewPicker choice={choice} onChoice={onChoice} /> : null}
        {linksError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            The links could not be loaded: {linksError}
          </p>
        ) : null}
        <FeedLinks
          feed={feed}
          tableKey={tableKey}
          tableName={tableName}
          engineBase={engineBase}
          choice={choice}
          links={links}
          session={session}
          previewId={preview?.id ?? null}
          onCreated={onCreated}
          onPreview={onPreview}
        />
      </div>
    </StudioPanel>
  );
}

/** Which views the link asks for: Studio's choice (no `view`), none, or some in turn. */
function ViewPicker({ choice, onChoice }: { choice: ViewChoice; onChoice: (c: ViewChoice) => void }) {
  const picked = choice.kind === 'views' ? choice.views : [];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
        View in the link
      </legend>
      <div className="flex flex-wrap gap-1.5">
        <button
          type="button"
          aria-pressed={choice.kind === 'studio'}
          className={chipButton(choice.kind === 'studio')}
          onClick={() => onChoice(STUDIO_CHOICE)}
          title="No view in the URL: the overlay shows what “On the overlays” picks"
        >
          Studio’s choice
        </button>
        <button
          type="button"
          aria-pressed={choice.kind === 'none'}
          className={chipButton(choice.kind === 'none')}
          onClick={() => onChoice({ kind: 'none' })}
        >
          None
        </button>
        <span aria-hidden className="mx-1 w-px self-stretch bg-zinc-200 dark:bg-zinc-800" />
        {OVERLAY_VIEWS.map((view) => (
          <button
            key={view}
            type="button"
            aria-pressed={picked.includes(view)}
            className={chipButton(picked.includes(view))}
            onClick={() => onChoice(toggleView(choice, view))}
          >
            {VIEW_TITLES[view]}
          </button>
        ))}
      </div>
      <p className="text-xs text-zinc-500 dark:text-zinc-400">
        {choice.kind === 'studio'
          ? 'The link names no view: the overlay shows the views turned on under “On the overlays”.'
          : choice.kind === 'none'
            ? 'The link shows no view panel.'
            : picked.length > 1
              ? `The link shows ${picked.length} views in turn, 15 s each.`
              : 'The link always shows this view.'}{' '}
        Copy the link again after changing this.
      </p>
    </fieldset>
  );
}
