import { type TableState, TICKER_TEXT_MAX, TTS_MAX_TEXT_LENGTH } from '@railbird/protocol';
import { useQuery } from '@tanstack/react-query';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { formatAge, isLatencyWarning } from '../../lib/table-sockets/latency.js';
import type { TableSnapshot } from '../../lib/table-sockets/store.js';
import { useTRPC, useTRPCClient } from '../../lib/trpc.js';
import { useNow } from '../../lib/use-now.js';
import { Button } from '../../ui/button.js';
import { CheckboxField, SelectField } from '../../ui/fields.js';
import { EmptyState, Panel } from '../../ui/page.js';
import { StatusDot } from '../../ui/status-dot.js';
import { browserPlayer, speak, speechFailure } from './audio.js';
import { type CommentaryLine, type LineKind, linesBetween } from './lines.js';
import {
  type CommentaryQueue,
  freeLine,
  isStale,
  loadQueue,
  queueReducer,
  type SaidLine,
  type SaidOutcome,
  saveQueue,
} from './queue.js';
import { BIG_POT_CHOICES, type DeskSettings, useDeskSettings } from './settings.js';
import { tickerText } from './ticker.js';
import { useStreamFeed } from './use-stream-feed.js';

/** Spec §9: the socket address is refetched every 5 s (its token is short-lived). */
const SOCKET_URL_REFETCH_MS = 5000;

export const KIND_LABELS: Record<LineKind, string> = {
  allIn: 'All-in',
  bigPot: 'Big pot',
  cooler: 'Cooler',
  showdown: 'Showdown',
  bust: 'Bust',
  stat: 'Statistic',
  level: 'Level',
  free: 'Your line',
};

/** The kinds the producer may switch off, in the order the settings list them. */
const GENERATED: { kind: LineKind; hint: string }[] = [
  { kind: 'allIn', hint: 'Who is all in, for how much, and each player’s odds.' },
  { kind: 'bigPot', hint: 'Pots of many big blinds, with the winning hand.' },
  {
    kind: 'cooler',
    hint: 'Two strong hands at showdown: set over set, flush over straight, aces against kings.',
  },
  { kind: 'showdown', hint: 'Any other hand won at showdown.' },
  { kind: 'bust', hint: 'A player loses every chip (eliminated in a tournament).' },
  { kind: 'stat', hint: 'VPIP, PFR or aggression far from the table’s, over 30 hands or more.' },
  { kind: 'level', hint: 'Blinds going up, breaks.' },
];

function storage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/** "just now", "12 s ago", "3 min ago". */
function ago(ms: number): string {
  if (ms < 5_000) return 'just now';
  return `${formatAge(ms).replace(/\.\d/, '')} ago`;
}

/**
 * `/commentary`: the producer's commentary desk for one table of the location. Lines are written from
 * the feed the stream shows (the socket's page `commentary` gets the delayed feed, so nothing is told
 * before the viewers see it), wait in a queue to be approved (spoken by the server's text-to-speech,
 * played here, optionally put on the overlays' ticker), edited or skipped; the producer adds their own.
 */
export function CommentaryDesk({
  tables,
  userId,
}: {
  tables: readonly { key: string; name: string }[];
  userId: string | null;
}) {
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('table');
  const table = tables.find((t) => t.key === wanted) ?? tables[0];
  if (!table) {
    return (
      <Panel>
        <EmptyState title="No tables at this location yet">
          Commentary is written from a table’s play. Add a table in Settings, then come back here.
        </EmptyState>
      </Panel>
    );
  }
  const picker =
    tables.length > 1 ? (
      <SelectField
        label="Table"
        hideLabel
        className="w-56"
        value={table.key}
        onValue={(key) => setSearch({ table: key }, { replace: true })}
        options={tables.map((t) => ({ value: t.key, label: `${t.name} (${t.key})` }))}
      />
    ) : null;
  return <Desk key={table.key} tableKey={table.key} tableName={table.name} userId={userId} picker={picker} />;
}

type Speaking = { id: string; stage: 'preparing' | 'playing' };

function Desk({
  tableKey,
  tableName,
  userId,
  picker,
}: {
  tableKey: string;
  tableName: string;
  userId: string | null;
  /** The table picker, when the location has several tables. */
  picker: ReactNode;
}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const [settings, updateSettings] = useDeskSettings();
  const settingsRef = useRef(settings);
  settingsRef.current = settings;
  const [queue, dispatch] = useReducer(queueReducer, tableKey, (key) => loadQueue(storage(), key));
  useEffect(() => saveQueue(storage(), tableKey, queue), [tableKey, queue]);

  const socket = useQuery(
    trpc.table.socketUrl.queryOptions(
      { tableKey },
      { refetchInterval: SOCKET_URL_REFETCH_MS, refetchIntervalInBackground: true, retry: false },
    ),
  );
  const onState = useCallback(
    (prev: TableState | null, next: TableState) => {
      const { off, bigPotBb } = settingsRef.current;
      const lines = linesBetween(prev, next, { tableKey, now: Date.now(), off, bigPotBb });
      if (lines.length > 0) dispatch({ type: 'generated', lines });
    },
    [tableKey],
  );
  const { snapshot, request } = useStreamFeed(tableKey, socket.data?.socketUrl ?? null, userId, onState);
  const state = snapshot.state;

  // ── Speaking ──
  const [player] = useState(browserPlayer);
  useEffect(() => () => player.stop(), [player]);
  const [speaking, setSpeaking] = useState<Speaking | null>(null);
  const speakingRef = useRef(speaking);
  speakingRef.current = speaking;

  const approve = useCallback(
    async (line: CommentaryLine, text: string) => {
      const words = text.trim();
      if (!words) return;
      if (speakingRef.current) {
        toast.info('Still speaking', { description: 'Wait for the line being said to finish, or stop it.' });
        return;
      }
      const mark: Speaking = { id: line.id, stage: 'preparing' };
      speakingRef.current = mark;
      setSpeaking(mark);
      const ticker = settingsRef.current.ticker
        ? request('setStreamData', { tickerText: tickerText(words) }).then(
            () => true,
            (error: unknown) => {
              toast.error('Not put on the ticker', {
                description: `${error instanceof Error ? error.message : String(error)} The line is still said.`,
              });
              return false;
            },
          )
        : Promise.resolve(false);
      const outcome = await speak(words, {
        synthesize: async (t) => {
          const audio = await client.ai.textToSpeech.mutate({ text: t });
          setSpeaking({ id: line.id, stage: 'playing' });
          return audio;
        },
        play: player.play,
      });
      const onTicker = await ticker;
      const result: SaidOutcome = outcome.ok
        ? 'spoken'
        : outcome.stage === 'prepare'
          ? 'prepareFailed'
          : 'playFailed';
      dispatch({ type: 'said', line, text: words, at: Date.now(), outcome: result, onTicker });
      speakingRef.current = null;
      setSpeaking(null);
      if (outcome.ok) toast.success(onTicker ? 'Said, and on the ticker' : 'Said', { description: words });
      else {
        const failure = speechFailure(outcome);
        toast.error(failure.title, { description: failure.description });
      }
    },
    [client, player, request],
  );

  const clearTicker = async () => {
    try {
      await request('setStreamData', { tickerText: null });
      toast.success('Ticker cleared');
    } catch (error) {
      toast.error('The ticker was not cleared', {
        description: error instanceof Error ? error.message : String(error),
      });
    }
  };

  const handNumber = state && state.game.roundCount > 0 ? state.game.roundCount : null;

  return (
    <div className="flex flex-col gap-4">
      <FeedStatus
        snapshot={snapshot}
        tableName={tableName}
        picker={picker}
        speaking={speaking}
        onStop={player.stop}
      />
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <QueuePanel
            queue={queue}
            handNumber={handNumber}
            live={snapshot.status === 'open' && state !== null}
            speaking={speaking}
            onApprove={approve}
            onEdit={(id, text) => dispatch({ type: 'edit', id, text })}
            onSkip={(id) => dispatch({ type: 'skip', id })}
            onClear={() => dispatch({ type: 'clearQueue' })}
          />
          <SaidPanel said={queue.said} speaking={speaking} onAgain={(line) => approve(line, line.text)} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <OwnLine
            speaking={speaking !== null}
            onQueue={(text) =>
              dispatch({ type: 'generated', lines: [freeLine(tableKey, text, Date.now(), handNumber)] })
            }
            onSay={(text) => {
              const line = freeLine(tableKey, text, Date.now(), handNumber);
              void approve(line, line.text);
            }}
          />
          <TickerPanel
            settings={settings}
            onSettings={updateSettings}
            current={state?.streamDataManager.tickerText ?? null}
            connected={snapshot.status === 'open'}
            onClear={clearTicker}
          />
          <KindsPanel settings={settings} onSettings={updateSettings} />
        </div>
      </div>
    </div>
  );
}

// ── What the desk hears ───────────────────────────────────────────────────────────────────────────

function FeedStatus({
  snapshot,
  tableName,
  picker,
  speaking,
  onStop,
}: {
  snapshot: TableSnapshot;
  tableName: string;
  picker: ReactNode;
  speaking: Speaking | null;
  onStop: () => void;
}) {
  const now = useNow(1000);
  const age = snapshot.lastPacketAt === null ? null : Math.max(0, now - snapshot.lastPacketAt);
  const state = snapshot.state;
  const live = snapshot.status === 'open' && state !== null && !isLatencyWarning(age);
  const delay = state?.stream.delaySeconds ?? null;
  const label = live
    ? 'Live'
    : snapshot.status === 'open'
      ? age === null
        ? 'Waiting for the table’s state'
        : `No data for ${formatAge(age)}`
      : snapshot.status === 'closed'
        ? 'Disconnected: retrying'
        : 'Connecting…';
  return (
    <div
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-zinc-200 bg-white px-4 py-2.5 text-sm dark:border-zinc-800 dark:bg-zinc-900"
      data-testid="feed-status"
    >
      {picker}
      <span className="inline-flex items-center gap-2 font-medium">
        <StatusDot
          status={live ? 'live' : snapshot.status === 'closed' ? 'down' : 'connecting'}
          label={label}
        />
        {picker ? label : `${tableName} · ${label}`}
      </span>
      <span className="text-zinc-600 dark:text-zinc-400" data-testid="feed-delay">
        {delay === null
          ? 'Lines follow the stream: what the viewers see, never sooner.'
          : delay > 0
            ? `Lines follow the stream, ${delay} s behind the table.`
            : 'Lines follow the stream, which has no delay set: they come as the table plays.'}
      </span>
      {state && state.game.roundCount > 0 ? (
        <span className="tabular text-zinc-600 dark:text-zinc-400">Hand {state.game.roundCount} on air</span>
      ) : null}
      {snapshot.lastError && !live ? (
        <span role="alert" className="basis-full text-red-700 dark:text-red-400">
          {snapshot.lastError}
        </span>
      ) : null}
      <span className="ml-auto inline-flex items-center gap-2" aria-live="polite">
        {speaking ? (
          <>
            <span className="font-medium text-accent-700 dark:text-accent-400">
              {speaking.stage === 'preparing' ? 'Preparing the voice…' : 'Speaking…'}
            </span>
            {speaking.stage === 'playing' ? (
              <Button variant="secondary" className="h-7 px-2.5 text-xs" onClick={onStop}>
                Stop
              </Button>
            ) : null}
          </>
        ) : null}
      </span>
    </div>
  );
}

// ── The queue ─────────────────────────────────────────────────────────────────────────────────────

function Kbd({ children }: { children: string }) {
  return (
    <kbd className="rounded border border-current/30 px-1 font-sans text-[11px] leading-4 font-semibold opacity-80">
      {children}
    </kbd>
  );
}

function KindBadge({ kind }: { kind: LineKind }) {
  return (
    <span className="rounded bg-zinc-100 px-1.5 py-0.5 text-xs font-medium text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
      {KIND_LABELS[kind]}
    </span>
  );
}

function QueuePanel({
  queue,
  handNumber,
  live,
  speaking,
  onApprove,
  onEdit,
  onSkip,
  onClear,
}: {
  queue: CommentaryQueue;
  handNumber: number | null;
  live: boolean;
  speaking: Speaking | null;
  onApprove: (line: CommentaryLine, text: string) => Promise<void>;
  onEdit: (id: string, text: string) => void;
  onSkip: (id: string) => void;
  onClear: () => void;
}) {
  const now = useNow(5000);
  const [editing, setEditing] = useState<string | null>(null);
  const items = useRef(new Map<string, HTMLLIElement>());
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const lines = queue.queued;

  // After a line leaves the queue by keyboard, the next one takes the focus.
  useEffect(() => {
    if (focusAt === null) return;
    setFocusAt(null);
    // Only when the focus went with the line that left: never taken from where the producer moved it.
    const active = document.activeElement;
    if (active && active !== document.body && document.contains(active)) return;
    const line = lines[Math.min(focusAt, lines.length - 1)];
    if (line) items.current.get(line.id)?.focus();
  }, [focusAt, lines]);

  const onKey = (event: KeyboardEvent<HTMLLIElement>, line: CommentaryLine, index: number) => {
    const target = event.target as HTMLElement;
    if (target.tagName === 'TEXTAREA' || target.tagName === 'INPUT') return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    const move = (to: number) => {
      const next = lines[Math.max(0, Math.min(lines.length - 1, to))];
      if (next) items.current.get(next.id)?.focus();
    };
    if (key === 'a') {
      event.preventDefault();
      void onApprove(line, line.text).then(() => setFocusAt(index));
    } else if (key === 's') {
      event.preventDefault();
      onSkip(line.id);
      setFocusAt(index);
    } else if (key === 'e') {
      event.preventDefault();
      setEditing(line.id);
    } else if (key === 'arrowdown' || key === 'j') {
      event.preventDefault();
      move(index + 1);
    } else if (key === 'arrowup' || key === 'k') {
      event.preventDefault();
      move(index - 1);
    }
  };

  return (
    <Panel
      title={
        lines.length > 0 ? `Up next · ${lines.length} ${lines.length === 1 ? 'line' : 'lines'}` : 'Up next'
      }
      aside={
        <span className="flex items-center gap-3 text-xs text-zinc-500 dark:text-zinc-400">
          <span className="hidden sm:inline">
            On a line: <Kbd>A</Kbd> approve · <Kbd>E</Kbd> edit · <Kbd>S</Kbd> skip · <Kbd>↑</Kbd>
            <Kbd>↓</Kbd> move
          </span>
          {lines.length > 1 ? (
            <button
              type="button"
              onClick={onClear}
              className="rounded px-1.5 py-0.5 font-medium text-zinc-600 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-zinc-300 dark:hover:bg-zinc-800"
            >
              Skip all
            </button>
          ) : null}
        </span>
      }
    >
      {lines.length === 0 ? (
        <EmptyState title={live ? 'Nothing to say yet' : 'Waiting for the table'}>
          {live
            ? 'Lines appear here as the stream shows the table: all-ins with the odds, big pots, coolers, showdowns, busts, notable statistics and level changes. Approve one to hear it; write your own on the right.'
            : 'Lines are written from the table’s play once its feed arrives. The desk reconnects by itself.'}
        </EmptyState>
      ) : (
        <ol
          className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800"
          aria-label="Lines waiting"
        >
          {lines.map((line, index) => (
            <li
              key={line.id}
              ref={(el) => {
                if (el) items.current.set(line.id, el);
                else items.current.delete(line.id);
              }}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a line takes the focus so its keys (A, E, S) act on it
              tabIndex={0}
              data-testid="queued-line"
              data-kind={line.kind}
              aria-label={`${KIND_LABELS[line.kind]}: ${line.text}`}
              aria-keyshortcuts="A E S"
              onKeyDown={(e) => onKey(e, line, index)}
              className={`flex flex-col gap-2 px-4 py-3 outline-offset-[-2px] focus-visible:bg-accent-50/60 focus-visible:outline-2 focus-visible:outline-accent-500 md:flex-row md:items-start md:gap-4 dark:focus-visible:bg-accent-950/30 ${isStale(line, handNumber) ? 'bg-zinc-50 dark:bg-zinc-900/50' : ''}`}
            >
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2 text-xs text-zinc-500 dark:text-zinc-400">
                  <KindBadge kind={line.kind} />
                  {line.handNumber !== null ? <span className="tabular">Hand {line.handNumber}</span> : null}
                  <span aria-hidden="true">·</span>
                  <time className="tabular" dateTime={new Date(line.createdAt).toISOString()}>
                    {ago(now - line.createdAt)}
                  </time>
                  {index === 0 ? (
                    <span className="font-medium text-accent-700 dark:text-accent-400">Next</span>
                  ) : null}
                </div>
                {editing === line.id ? (
                  <EditLine
                    text={line.text}
                    onCancel={() => {
                      setEditing(null);
                      items.current.get(line.id)?.focus();
                    }}
                    onSave={(text) => {
                      onEdit(line.id, text);
                      setEditing(null);
                      items.current.get(line.id)?.focus();
                    }}
                    onApprove={(text) => {
                      onEdit(line.id, text);
                      setEditing(null);
                      items.current.get(line.id)?.focus();
                      void onApprove(line, text).then(() => setFocusAt(index));
                    }}
                  />
                ) : (
                  <p className="mt-1.5 text-[15px] leading-snug text-zinc-900 dark:text-zinc-50">
                    {line.text}
                  </p>
                )}
              </div>
              {editing === line.id ? null : (
                <div className="flex shrink-0 items-center gap-1.5">
                  {speaking?.id === line.id ? (
                    <span className="inline-flex h-9 items-center px-2 text-sm font-medium text-accent-700 dark:text-accent-400">
                      {speaking.stage === 'preparing' ? 'Preparing…' : 'Speaking…'}
                    </span>
                  ) : (
                    // The next line's Approve is the big button; the others stay quieter.
                    <Button
                      variant={index === 0 ? 'primary' : 'secondary'}
                      onClick={() => void onApprove(line, line.text).then(() => setFocusAt(index))}
                      disabled={speaking !== null}
                      title={speaking ? 'Wait for the line being said to finish' : 'Say it (A)'}
                    >
                      Approve <Kbd>A</Kbd>
                    </Button>
                  )}
                  <Button
                    variant={index === 0 ? 'secondary' : 'ghost'}
                    onClick={() => setEditing(line.id)}
                    disabled={speaking?.id === line.id}
                  >
                    Edit <Kbd>E</Kbd>
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => {
                      onSkip(line.id);
                      setFocusAt(index);
                    }}
                    disabled={speaking?.id === line.id}
                  >
                    Skip <Kbd>S</Kbd>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

function EditLine({
  text,
  onCancel,
  onSave,
  onApprove,
}: {
  text: string;
  onCancel: () => void;
  onSave: (text: string) => void;
  onApprove: (text: string) => void;
}) {
  const [value, setValue] = useState(text);
  const empty = value.trim() === '';
  return (
    <div className="mt-2 flex flex-col gap-2">
      <textarea
        // biome-ignore lint/a11y/noAutofocus: the producer asked to edit this line; typing starts at once
        autoFocus
        aria-label="Edit the line"
        rows={3}
        maxLength={TTS_MAX_TEXT_LENGTH}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onFocus={(e) =>
          e.currentTarget.setSelectionRange(e.currentTarget.value.length, e.currentTarget.value.length)
        }
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            onCancel();
          } else if (e.key === 'Enter' && !e.shiftKey && !empty) {
            e.preventDefault();
            onApprove(value);
          }
        }}
        className="w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-[15px] leading-snug focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-accent-500/40 dark:border-zinc-700 dark:bg-zinc-950"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => onApprove(value)} disabled={empty}>
          Approve <Kbd>Enter</Kbd>
        </Button>
        <Button variant="secondary" onClick={() => onSave(value)} disabled={empty}>
          Save for later
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel <Kbd>Esc</Kbd>
        </Button>
        <span className="ml-auto text-xs text-zinc-500 tabular dark:text-zinc-400">
          {value.length}/{TTS_MAX_TEXT_LENGTH}
        </span>
      </div>
    </div>
  );
}

// ── What was said ─────────────────────────────────────────────────────────────────────────────────

const OUTCOME: Record<SaidOutcome, { label: string; tone: string }> = {
  spoken: { label: 'Spoken', tone: 'text-emerald-700 dark:text-emerald-400' },
  prepareFailed: { label: 'Not heard: unable to prepare audio', tone: 'text-red-700 dark:text-red-400' },
  playFailed: { label: 'Not heard: unable to play audio', tone: 'text-red-700 dark:text-red-400' },
};

function SaidPanel({
  said,
  speaking,
  onAgain,
}: {
  said: readonly SaidLine[];
  speaking: Speaking | null;
  onAgain: (line: SaidLine) => void;
}) {
  const now = useNow(5000);
  return (
    <Panel title={said.length > 0 ? `Said · ${said.length}` : 'Said'}>
      {said.length === 0 ? (
        <EmptyState title="Nothing said yet">Lines you approve are listed here, the latest first.</EmptyState>
      ) : (
        <ol
          className="flex max-h-[28rem] flex-col divide-y divide-zinc-200 overflow-y-auto dark:divide-zinc-800"
          aria-label="Lines said"
        >
          {said.map((line) => (
            <li
              key={line.id}
              className="flex items-start gap-4 px-4 py-2.5"
              data-testid="said-line"
              data-outcome={line.outcome}
            >
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2 text-xs text-zinc-500 dark:text-zinc-400">
                  <KindBadge kind={line.kind} />
                  <time className="tabular" dateTime={new Date(line.saidAt).toISOString()}>
                    {ago(now - line.saidAt)}
                  </time>
                  <span className={`font-medium ${OUTCOME[line.outcome].tone}`}>
                    {OUTCOME[line.outcome].label}
                  </span>
                  {line.onTicker ? <span className="font-medium">· On the ticker</span> : null}
                </div>
                <p className="mt-1 text-sm leading-snug text-zinc-700 dark:text-zinc-300">{line.text}</p>
              </div>
              <Button
                variant={line.outcome === 'spoken' ? 'ghost' : 'secondary'}
                className="h-8 shrink-0 px-2.5 text-xs"
                disabled={speaking !== null}
                onClick={() => onAgain(line)}
              >
                Say again
              </Button>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

// ── The producer's own line ───────────────────────────────────────────────────────────────────────

function OwnLine({
  speaking,
  onQueue,
  onSay,
}: {
  speaking: boolean;
  onQueue: (text: string) => void;
  onSay: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const empty = text.trim() === '';
  const submit = (event: Pick<FormEvent, 'preventDefault'>) => {
    event.preventDefault();
    if (empty) return;
    onQueue(text);
    setText('');
  };
  return (
    <Panel title="Your own line">
      <form onSubmit={submit} className="flex flex-col gap-2.5 p-4">
        <label htmlFor="commentary-own-line" className="sr-only">
          Your own line
        </label>
        <textarea
          id="commentary-own-line"
          rows={3}
          maxLength={TTS_MAX_TEXT_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !empty && !speaking) {
              e.preventDefault();
              onSay(text);
              setText('');
            } else if (e.key === 'Enter' && !e.shiftKey) {
              submit(e);
            }
          }}
          placeholder="Welcome back to the final table…"
          className="w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-accent-500/40 dark:border-zinc-700 dark:bg-zinc-950"
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" variant="secondary" disabled={empty}>
            Add to queue <Kbd>Enter</Kbd>
          </Button>
          <Button
            disabled={empty || speaking}
            className="disabled:opacity-50"
            onClick={() => {
              onSay(text);
              setText('');
            }}
          >
            Say now
          </Button>
        </div>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          Ctrl+Enter says it at once. Up to {TTS_MAX_TEXT_LENGTH} characters.
        </p>
      </form>
    </Panel>
  );
}

// ── The ticker and what is written ────────────────────────────────────────────────────────────────

function TickerPanel({
  settings,
  onSettings,
  current,
  connected,
  onClear,
}: {
  settings: DeskSettings;
  onSettings: (change: Partial<DeskSettings>) => void;
  current: string | null;
  connected: boolean;
  onClear: () => void;
}) {
  return (
    <Panel title="Overlay ticker">
      <div className="flex flex-col gap-3 p-4">
        <CheckboxField
          label="Put approved lines on the overlay ticker"
          checked={settings.ticker}
          onChecked={(ticker) => onSettings({ ticker })}
          hint={`Each line you approve replaces the ticker text on this table’s overlays (up to ${TICKER_TEXT_MAX} characters), seen on the stream after its delay.`}
        />
        <div className="rounded-md bg-zinc-50 px-3 py-2 text-sm dark:bg-zinc-950/60" data-testid="ticker-now">
          <p className="text-xs font-medium text-zinc-500 dark:text-zinc-400">On the ticker now</p>
          <p className="mt-0.5 text-zinc-800 dark:text-zinc-200">{current ?? 'Nothing'}</p>
        </div>
        {current ? (
          <Button variant="secondary" className="self-start" disabled={!connected} onClick={onClear}>
            Clear the ticker
          </Button>
        ) : null}
      </div>
    </Panel>
  );
}

function KindsPanel({
  settings,
  onSettings,
}: {
  settings: DeskSettings;
  onSettings: (change: Partial<DeskSettings>) => void;
}) {
  const off = new Set(settings.off);
  return (
    <Panel title="Lines to write">
      <div className="flex flex-col gap-3 p-4">
        {GENERATED.map(({ kind, hint }) => (
          <CheckboxField
            key={kind}
            label={KIND_LABELS[kind]}
            checked={!off.has(kind)}
            onChecked={(on) =>
              onSettings({ off: on ? settings.off.filter((k) => k !== kind) : [...settings.off, kind] })
            }
            hint={hint}
          />
        ))}
        <SelectField
          label="A big pot is one of at least"
          value={String(settings.bigPotBb)}
          onValue={(v) => onSettings({ bigPotBb: Number(v) })}
          options={BIG_POT_CHOICES.map((n) => ({ value: String(n), label: `${n} big blinds` }))}
        />
      </div>
    </Panel>
  );
}
