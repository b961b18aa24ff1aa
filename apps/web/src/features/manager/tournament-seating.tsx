import type { Random } from '@railbird/poker';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorCode } from '../../lib/query-client.js';
import { useTableStates, useTablesSnapshot } from '../../lib/table-sockets/many-tables.js';
import type { TableSnapshot } from '../../lib/table-sockets/store.js';
import { useTRPC } from '../../lib/trpc.js';
import { Panel } from '../../ui/page.js';
import { Spinner } from '../../ui/spinner.js';
import { StatusDot } from '../../ui/status-dot.js';
import type { Verdict } from './availability.js';
import { sentence } from './availability.js';
import { CommandButton } from './command-button.js';
import { chips } from './facts.js';
import { type ManagedTable, managerPath } from './overview.js';
import {
  balanceLine,
  type DrawPlan,
  drawnSeatStatus,
  drawPlan,
  drawStep,
  type EventGroup,
  type EventSeating,
  entrantsToSeat,
  eventGroups,
  eventSeating,
  movedLabel,
  moveSteps,
  type PlannedMove,
  SEATING_KEYS,
  type SeatingKey,
  seatingKeyOf,
  seatLabel,
} from './seating-plan.js';
import { keyPressOf } from './shortcuts.js';
import { type Commands, useCommands } from './use-commands.js';

/** The browser's cryptographic source as the seating maths takes it (a float in [0, 1)). */
const cryptoRandom: Random = () => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;

const readLive = (snapshots: readonly TableSnapshot[]) =>
  snapshots.map((s) => (s.status === 'open' ? '1' : '0')).join('');

/** Runs `run` on the panel's key `which` (seating-plan.ts SEATING_KEYS) while `enabled`. */
function useSeatingKey(enabled: boolean, which: SeatingKey, run: () => void) {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (seatingKeyOf(keyPressOf(event)) !== which) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, which]);
}

/**
 * Several tables, one tournament (issue 17 item 4), on the Table Manager's overview: for each event
 * the location's tables play, the players per table, then what to do next — the table to break, or
 * the moves that balance the tables, or the random draw of entrants not yet seated — each move
 * confirmed by the operator with its own button, between hands (seating-plan.ts has the rules).
 * Nothing shows at a location whose tables play no event.
 */
export function TournamentSeating({ tables }: { tables: readonly ManagedTable[] }) {
  const keys = useMemo(() => tables.map((t) => t.key), [tables]);
  const states = useTableStates(keys);
  const liveText = useTablesSnapshot(keys, readLive);
  const groups = useMemo(
    () =>
      eventGroups(
        tables,
        states,
        [...liveText].map((c) => c === '1'),
      ),
    [tables, states, liveText],
  );
  if (groups.length === 0) return null;
  return (
    <>
      {groups.map((g, i) => (
        <EventPanel key={g.uid} group={g} keys={i === 0} />
      ))}
    </>
  );
}

/** One event's panel; `keys`: its buttons answer the panel's keys (the first event's only). */
function EventPanel({ group, keys }: { group: EventGroup; keys: boolean }) {
  const commands = useCommands(group.tables[0]!.key);
  const seating = eventSeating(group);
  const record = useEventRecord(group.uid, group);
  const players = seating.counts.reduce((n, c) => n + c.players, 0);
  return (
    <Panel
      title={`Tournament · ${group.name}`}
      aside={
        <span className="flex items-center gap-3 text-xs text-zinc-500 dark:text-zinc-400">
          <span className="tabular">
            {players} {players === 1 ? 'player' : 'players'} at {group.tables.length}{' '}
            {group.tables.length === 1 ? 'table' : 'tables'}
          </span>
          {record.data ? (
            <Link
              to={`/events/${encodeURIComponent(group.uid)}`}
              className="font-medium text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-accent-400"
            >
              Open the event
            </Link>
          ) : null}
        </span>
      }
    >
      <div
        className="grid gap-x-6 gap-y-4 p-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]"
        data-testid={`tournament-${group.uid}`}
      >
        <Counts seating={seating} />
        <div className="flex min-w-0 flex-col gap-5">
          <Moves seating={seating} commands={commands} keys={keys} />
          <Draw
            group={group}
            breaking={seating.breaking?.key ?? null}
            record={record}
            commands={commands}
            keys={keys}
          />
        </div>
      </div>
    </Panel>
  );
}

// ── Players per table ──────────────────────────────────────────────────────────────────────────────

function Counts({ seating }: { seating: EventSeating }) {
  const most = Math.max(...seating.counts.map((c) => c.players));
  const fewest = Math.min(...seating.counts.filter((c) => c.players > 0).map((c) => c.players));
  const uneven = seating.spread >= 2;
  return (
    <section aria-label="Players per table" className="min-w-0">
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-zinc-500 dark:text-zinc-400">
          <tr>
            <th className="py-1.5 pr-3 font-medium">Table</th>
            <th className="py-1.5 pr-3 text-right font-medium">Players</th>
            <th className="py-1.5 font-medium">Now</th>
          </tr>
        </thead>
        <tbody>
          {seating.counts.map((c) => {
            const flag = uneven && (c.players === most || c.players === fewest);
            return (
              <tr key={c.key} className="border-t border-zinc-200 dark:border-zinc-800">
                <td className="py-2 pr-3">
                  <Link
                    to={managerPath(c.key)}
                    className="inline-flex items-center gap-2 font-medium text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-accent-400"
                  >
                    <StatusDot
                      status={c.live ? 'live' : c.capacity === null ? 'down' : 'connecting'}
                      label={c.live ? 'Live' : 'Not connected'}
                    />
                    {c.name}
                  </Link>
                </td>
                <td
                  className="tabular py-2 pr-3 text-right"
                  data-testid={`tournament-count-${c.key}`}
                  aria-label={`${c.players} players`}
                >
                  <span className={`text-base font-bold ${flag ? 'text-amber-700 dark:text-amber-400' : ''}`}>
                    {c.players}
                  </span>
                  <span className="text-zinc-500 dark:text-zinc-400">
                    {c.capacity === null ? '' : ` / ${c.capacity}`}
                  </span>
                </td>
                <td className="py-2 text-zinc-600 dark:text-zinc-400">
                  {c.capacity === null
                    ? 'Not connected'
                    : c.players === 0
                      ? 'Empty'
                      : c.inHand
                        ? 'In a hand'
                        : 'Between hands'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

// ── Break and balance ──────────────────────────────────────────────────────────────────────────────

function Moves({ seating, commands, keys }: { seating: EventSeating; commands: Commands; keys: boolean }) {
  const breaking = seating.breaking;
  if (breaking) {
    const n = breaking.moves.length;
    return (
      <Section
        title={`Break ${breaking.name}`}
        tone="warn"
        line={`Its ${n} ${n === 1 ? 'player fits' : 'players fit'} at the other tables: move them one by one.`}
        blocked={seating.blocked}
      >
        <MoveList moves={breaking.moves} commands={commands} keys={keys} />
      </Section>
    );
  }
  const due = seating.balance.length > 0;
  const empty = seating.counts.filter((c) => c.capacity !== null && c.players === 0);
  return (
    <Section
      title="Balance"
      tone={due ? 'warn' : 'ok'}
      line={balanceLine(seating)}
      blocked={due ? seating.blocked : null}
    >
      {due ? <MoveList moves={seating.balance} commands={commands} keys={keys} /> : null}
      {empty.length > 0 && empty.length < seating.counts.length ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {empty.map((c) => c.name).join(', ')} {empty.length === 1 ? 'is' : 'are'} empty and left out of
          balancing: once broken, take {empty.length === 1 ? 'it' : 'them'} out of the event in Events.
        </p>
      ) : null}
    </Section>
  );
}

function Section({
  title,
  line,
  tone,
  blocked,
  children,
}: {
  title: string;
  line: string;
  tone: 'ok' | 'warn' | 'quiet';
  blocked?: string | null;
  children?: ReactNode;
}) {
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="text-sm font-semibold">{title}</h3>
        <p
          className={`text-sm ${
            tone === 'warn'
              ? 'font-medium text-amber-800 dark:text-amber-300'
              : tone === 'ok'
                ? 'text-emerald-800 dark:text-emerald-300'
                : 'text-zinc-600 dark:text-zinc-400'
          }`}
        >
          {line}
        </p>
      </div>
      {blocked ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-200">
          {blocked}
        </p>
      ) : null}
      {children}
    </section>
  );
}

function MoveList({
  moves,
  commands,
  keys,
}: {
  moves: readonly PlannedMove[];
  commands: Commands;
  keys: boolean;
}) {
  return (
    <ol className="flex flex-col divide-y divide-zinc-200 rounded-md border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
      {moves.map((m, i) => (
        <MoveRow key={m.id} move={m} first={i === 0} keyed={keys && i === 0} commands={commands} />
      ))}
    </ol>
  );
}

function MoveRow({
  move,
  first,
  keyed,
  commands,
}: {
  move: PlannedMove;
  first: boolean;
  keyed: boolean;
  commands: Commands;
}) {
  const name = move.player.displayName;
  const what = `Move ${name}`;
  const run = () => void commands.sequence(what, moveSteps(move), movedLabel(move));
  const press = () => {
    if (commands.pending) return;
    if (move.verdict.ok) run();
    else commands.explain(what, move.verdict.reason);
  };
  useSeatingKey(keyed, 'move', press);
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 px-3 py-2.5">
      <div className="min-w-0">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="truncate font-semibold">{name}</span>
          <span className="tabular text-zinc-600 dark:text-zinc-400">{chips(move.player.stack)}</span>
          {move.bigBlindNext ? (
            <span className="text-xs text-zinc-500 dark:text-zinc-400">big blind next</span>
          ) : null}
        </p>
        <p className="tabular mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-zinc-700 dark:text-zinc-300">
          <span>{seatLabel(move.from.name, move.from.seat)}</span>
          <span aria-hidden="true" className="text-zinc-400">
            →
          </span>
          <span className="sr-only">to</span>
          <span className="font-medium">{seatLabel(move.to.name, move.to.seat)}</span>
        </p>
        <Reason verdict={move.verdict} />
      </div>
      <CommandButton
        label="Move"
        shortcut={keyed ? SEATING_KEYS.move : undefined}
        tone={first ? 'primary' : 'secondary'}
        size={first ? 'lg' : 'md'}
        verdict={move.verdict}
        onRun={run}
        onExplain={(reason) => commands.explain(what, reason)}
        pending={commands.pending === what}
        className="min-w-24"
      />
    </li>
  );
}

/** Why a button is off, in a line under its row (UI.md: one glance away, not behind a hover). */
function Reason({ verdict }: { verdict: Verdict }) {
  if (verdict.ok) return null;
  return <p className="mt-1 text-xs text-amber-800 dark:text-amber-300">{sentence(verdict.reason)}</p>;
}

// ── The draw ───────────────────────────────────────────────────────────────────────────────────────

type RecordQuery = ReturnType<typeof useEventRecord>;
/**
 * The server's record of the event (entrants come from it; a demo tournament has none), kept fresh:
 * read again every 10 seconds and at once whenever someone sits down or leaves a table of the event,
 * so a player just eliminated is not offered a seat from a record read before.
 */
function useEventRecord(eventId: string, group: EventGroup) {
  const trpc = useTRPC();
  const record = useQuery(
    trpc.event.get.queryOptions({ eventId }, { retry: false, refetchInterval: 10_000 }),
  );
  const seated = group.tables
    .flatMap((t) => (t.state?.playerGroup.players ?? []).map((p) => p.uid ?? p.sessionId))
    .sort()
    .join(' ');
  const { refetch } = record;
  const last = useRef(seated);
  useEffect(() => {
    if (last.current === seated) return;
    last.current = seated;
    void refetch();
  }, [seated, refetch]);
  return record;
}

function Draw({
  group,
  breaking,
  record,
  commands,
  keys,
}: {
  group: EventGroup;
  /** The table being broken: no entrant is drawn to it. */
  breaking: string | null;
  record: RecordQuery;
  commands: Commands;
  keys: boolean;
}) {
  const [drawn, setPlan] = useState<DrawPlan | null>(null);
  const entrants = record.data ? entrantsToSeat(record.data, group) : [];
  // An entrant out of the event since the draw (eliminated on the server) leaves it.
  const waiting = new Set(entrants.map((e) => e.playerId));
  const drawnRows = (drawn?.seats ?? [])
    .map((s) => ({ seat: s, status: drawnSeatStatus(s, group, breaking) }))
    .filter((r) => r.status.done || waiting.has(r.seat.entrant.playerId));
  const open = drawnRows.filter((r) => !r.status.done);
  // A draw whose every seat is taken is over: entrants who come later get a draw of their own.
  const plan = open.length > 0 ? drawn : null;
  const rows = plan ? drawnRows : [];
  const ready = open.filter((r) => !r.status.done && r.status.verdict.ok);
  const draw = () => setPlan(drawPlan(entrants, group, cryptoRandom, breaking));
  const seatAll = () => {
    const steps = ready.map(({ seat }) => drawStep(seat));
    void commands.sequence(
      'Seat the draw',
      steps,
      `${steps.length} ${steps.length === 1 ? 'player' : 'players'} seated as drawn`,
    );
  };
  const canDraw = entrants.length > 0;
  const canSeatAll = plan !== null && open.length > 0;
  useSeatingKey(keys && canDraw, 'draw', draw);
  useSeatingKey(keys && canSeatAll, 'seatAll', () => {
    if (commands.pending) return;
    if (ready.length > 0) seatAll();
    else commands.explain('Seat the draw', 'No drawn seat can be taken now: see each row.');
  });
  if (record.isPending) {
    return (
      <Section title="Draw seats" tone="quiet" line="">
        <p className="flex items-center gap-2 text-sm text-zinc-500 dark:text-zinc-400">
          <Spinner className="size-4" /> Loading the event’s entrants…
        </p>
      </Section>
    );
  }
  if (record.isError) {
    // A demo tournament plays one table and has no record: nothing to say about a draw there.
    if (errorCode(record.error) === 'NOT_FOUND' && group.tables.length === 1) return null;
    return errorCode(record.error) === 'NOT_FOUND' ? (
      <Section
        title="Draw seats"
        tone="quiet"
        line="This event has no entry list on the server (a demo tournament, or one not set up in Events): nobody to draw."
      />
    ) : (
      <Section title="Draw seats" tone="quiet" line="">
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          Could not load the entrants: {record.error.message} Retrying every 10 seconds.
        </p>
      </Section>
    );
  }
  const planned = new Set(plan?.seats.map((s) => s.entrant.playerId) ?? []);
  const unplanned = entrants.filter((e) => !planned.has(e.playerId));

  if (entrants.length === 0 && open.length === 0) {
    return (
      <Section
        title="Draw seats"
        tone="ok"
        line="Every entrant still in is seated at a table of the event."
      />
    );
  }

  const allVerdict: Verdict =
    ready.length > 0 ? { ok: true } : { ok: false, reason: 'No drawn seat can be taken now: see each row.' };

  return (
    <Section
      title="Draw seats"
      tone="warn"
      line={
        plan
          ? `${open.length} drawn ${open.length === 1 ? 'seat' : 'seats'} to confirm${unplanned.length > 0 ? `; ${unplanned.length} more ${unplanned.length === 1 ? 'entrant' : 'entrants'} since the draw` : ''}.`
          : `${entrants.length} ${entrants.length === 1 ? 'entrant is' : 'entrants are'} not seated yet: draw their tables and seats at random.`
      }
    >
      {plan ? (
        <ol className="flex flex-col divide-y divide-zinc-200 rounded-md border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
          {rows.map(({ seat, status }) => (
            <li
              key={seat.entrant.playerId}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 px-3 py-2"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="truncate font-semibold">{seat.entrant.displayName}</span>
                  <span className="tabular text-zinc-600 dark:text-zinc-400">
                    {chips(seat.entrant.chips)}
                  </span>
                </p>
                <p className="tabular text-sm text-zinc-700 dark:text-zinc-300">
                  {status.done ? `Seated · ${status.where}` : seatLabel(seat.name, seat.seat)}
                </p>
                {status.done ? null : <Reason verdict={status.verdict} />}
              </div>
              {status.done ? (
                <span className="text-sm font-medium text-emerald-700 dark:text-emerald-400">✓ Seated</span>
              ) : (
                <CommandButton
                  label="Seat"
                  verdict={status.verdict}
                  onRun={() =>
                    void commands.sequence(
                      `Seat ${seat.entrant.displayName}`,
                      [drawStep(seat)],
                      `${seat.entrant.displayName} sits at ${seat.name}, seat ${seat.seat + 1}, with ${chips(seat.entrant.chips)}`,
                    )
                  }
                  onExplain={(reason) => commands.explain(`Seat ${seat.entrant.displayName}`, reason)}
                  pending={commands.pending === `Seat ${seat.entrant.displayName}`}
                />
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          {entrants
            .slice(0, 8)
            .map((e) => e.displayName)
            .join(', ')}
          {entrants.length > 8 ? ` and ${entrants.length - 8} more` : ''}
        </p>
      )}
      {plan && plan.waiting.length > 0 ? (
        <p className="text-sm text-amber-800 dark:text-amber-300">
          No free seat for {plan.waiting.map((e) => e.displayName).join(', ')}: add a table to the event in
          Events, then draw again.
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {canSeatAll ? (
          <CommandButton
            label={ready.length === 1 ? 'Seat 1 as drawn' : `Seat all ${ready.length} as drawn`}
            shortcut={keys ? SEATING_KEYS.seatAll : undefined}
            tone="primary"
            size="lg"
            verdict={allVerdict}
            onRun={seatAll}
            onExplain={(reason) => commands.explain('Seat the draw', reason)}
            pending={commands.pending === 'Seat the draw'}
          />
        ) : null}
        <CommandButton
          label={plan ? 'Draw again' : `Draw seats for ${entrants.length}`}
          shortcut={keys ? SEATING_KEYS.draw : undefined}
          tone={plan ? 'secondary' : 'primary'}
          size={plan ? 'md' : 'lg'}
          verdict={{ ok: true }}
          onRun={draw}
          onExplain={() => undefined}
        />
      </div>
    </Section>
  );
}
