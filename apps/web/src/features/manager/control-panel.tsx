import { type TableMode, type TableState, tableModeSchema } from '@railbird/protocol';
import { useEffect, useRef, useState } from 'react';
import { useTable } from '../../lib/table-sockets/react.js';
import type { TableSnapshot } from '../../lib/table-sockets/store.js';
import { Button } from '../../ui/button.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { LoadingState } from '../../ui/page.js';
import { OvalTable } from '../../ui/poker-table/oval-table.js';
import { BoardCards, DealerButton, PlayingCard } from '../../ui/poker-table/playing-card.js';
import {
  gameLine,
  lastActionText,
  mixedGameLine,
  roundStateLabel,
  streetLabel,
} from '../../ui/poker-table/table-view.js';
import { startRoundHold } from './add-ons.js';
import { AddOnsPanel } from './add-ons-panel.js';
import {
  betWord,
  bringInOwed,
  canAct,
  canClearError,
  canConfirm,
  canReject,
  canStandPat,
  canStartRound,
  canUndo,
  canVoidHand,
  confirmLabel,
  modeSwitchNeedsForce,
  NOT_LIVE,
  type Verdict,
} from './availability.js';
import { CommandButton } from './command-button.js';
import { pendingKnockouts } from './eliminations.js';
import { chips, tableFacts } from './facts.js';
import { HandTools } from './hand-tools.js';
import { HistoryPanel } from './history-panel.js';
import type { ManagedTable } from './overview.js';
import { Figure, type PanelProps } from './parts.js';
import { SeatPanel } from './seat-panel.js';
import { keyPressOf, SHORTCUTS, type ShortcutCommand, shortcutOf } from './shortcuts.js';
import { type Commands, useCommands } from './use-commands.js';
import { useKnockoutRecorder } from './use-knockouts.js';

const selectState = (s: TableSnapshot) => s.state;
const OK_VERDICT: Verdict = { ok: true };
const selectStatus = (s: TableSnapshot) => s.status;

/**
 * One table as an operator runs it all night (issue 13): the table with its seats, the hand's
 * controls, the selected seat's controls. Every button asks availability.ts whether the engine would
 * take it; every refusal that still comes back shows with the engine's words.
 */
export function ControlPanel({ table, tables }: { table: ManagedTable; tables: readonly ManagedTable[] }) {
  const state = useTable(table.key, selectState);
  const status = useTable(table.key, selectStatus);
  const commands = useCommands(table.key);
  const [selected, setSelected] = useState<number | null>(null);
  if (!state) {
    return (
      <div className="p-6">
        <LoadingState
          label={
            status === 'closed' ? `${table.name} is not connected: retrying…` : `Connecting to ${table.name}…`
          }
        />
      </div>
    );
  }
  return (
    <Panel
      state={state}
      live={status === 'open'}
      table={table}
      tables={tables}
      commands={commands}
      selected={selected}
      onSelect={setSelected}
    />
  );
}

function Panel({ state, live, table, tables, commands, selected, onSelect }: PanelProps) {
  const raiseRef = useRef<HTMLInputElement>(null);
  const [raise, setRaise] = useState('');
  const [confirmVoid, setConfirmVoid] = useState(false);
  const recordKnockouts = useKnockoutRecorder(state);
  const gate = (v: Verdict) => (live ? v : NOT_LIVE);
  const options = state.round.actionOptions;
  const word = betWord(state);
  const raiseAmount = Number(raise);
  // Stud's first player on third street: C brings in, R completes (poker BET-9).
  const owedBringIn = bringInOwed(state);

  const verdicts = {
    fold: gate(canAct(state, { type: 'fold' })),
    checkCall: gate(
      canAct(state, {
        type: owedBringIn !== null ? 'bringIn' : options && options.call > 0 ? 'call' : 'check',
      }),
    ),
    raise: gate(canAct(state, { type: 'raise', amount: raise === '' ? Number.NaN : raiseAmount })),
    confirm: gate(canConfirm(state)),
    reject: gate(canReject(state)),
    undo: gate(canUndo(state)),
    // An add-on holds the next poker hand (a banked game dealt instead, a confirmation waiting).
    startRound: gate(canStartRound(state).ok ? (startRoundHold(state) ?? OK_VERDICT) : canStartRound(state)),
    pause: gate({ ok: true }),
    standPat: gate(canStandPat(state)),
    clearError: gate(canClearError(state)),
    voidHand: gate(canVoidHand(state)),
  } satisfies Record<ShortcutCommand | 'voidHand', Verdict>;

  const checkCallLabel =
    owedBringIn !== null
      ? `Bring in ${chips(owedBringIn)}`
      : options && options.call > 0
        ? `Call ${chips(options.call)}`
        : 'Check';
  const labels: Record<ShortcutCommand, string> = {
    fold: 'Fold',
    checkCall: checkCallLabel,
    raise: `${word} to`,
    confirm: confirmLabel(state) ?? 'Confirm',
    reject: 'Reject',
    undo: 'Undo',
    startRound: 'Start round',
    pause: state.game.isPaused ? 'Resume' : 'Pause',
    standPat: 'Stand pat',
    clearError: 'Clear error',
  };

  const run: Record<ShortcutCommand, () => void> = {
    fold: () => void commands.send('Fold', 'action', { type: 'fold', ...acting(state) }),
    checkCall: () =>
      void commands.send(
        checkCallLabel,
        'action',
        owedBringIn !== null
          ? { type: 'bringIn', ...acting(state) }
          : options && options.call > 0
            ? { type: 'call', ...acting(state) }
            : { type: 'check', ...acting(state) },
      ),
    raise: () =>
      void commands
        .send(`${word} to ${chips(raiseAmount)}`, 'action', {
          type: word === 'Complete' ? 'complete' : word === 'Bet' ? 'bet' : 'raise',
          amount: raiseAmount,
          ...acting(state),
        })
        .then((ok) => ok && setRaise('')),
    confirm: () => {
      // Knockouts confirmed at the table are recorded in the table's event once the engine accepts.
      const knockouts = pendingKnockouts(state);
      void commands.send(labels.confirm, 'confirmAction', {}).then((ok) => {
        if (ok && knockouts.length > 0) void recordKnockouts(knockouts);
      });
    },
    reject: () => void commands.send('Reject', 'rejectAction', {}),
    undo: () => void commands.send('Undo', 'undo', {}, { done: 'Undone: the last input is taken back' }),
    startRound: () => void commands.send('Start round', 'startRound', {}, { done: 'Round started' }),
    pause: () =>
      void commands.send(
        labels.pause,
        'setPaused',
        { paused: !state.game.isPaused },
        {
          done: state.game.isPaused ? 'Play resumed' : 'Table paused',
        },
      ),
    standPat: () => void commands.send('Stand pat', 'standPat', {}),
    clearError: () => void commands.send('Clear error', 'clearError', {}, { done: 'Error cleared' }),
  };

  // Keys: the command when the engine would take it, else why not (never sent). R only focuses.
  const latest = useRef({ verdicts, run, labels, commands });
  latest.current = { verdicts, run, labels, commands };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const command = shortcutOf(keyPressOf(event));
      if (!command) return;
      const { verdicts: v, run: r, labels: l, commands: c } = latest.current;
      if (command === 'raise') {
        event.preventDefault();
        raiseRef.current?.focus();
        raiseRef.current?.select();
        return;
      }
      // Escape with nothing to reject is left alone (it closes toasts and the like).
      if (command === 'reject' && !v.reject.ok) return;
      event.preventDefault();
      const verdict = v[command];
      if (verdict.ok) r[command]();
      else c.explain(l[command], verdict.reason);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const button = (command: ShortcutCommand, extra: Partial<Parameters<typeof CommandButton>[0]> = {}) => (
    <CommandButton
      label={labels[command]}
      shortcut={SHORTCUTS[command].label}
      verdict={verdicts[command]}
      onRun={run[command]}
      onExplain={(reason) => commands.explain(labels[command], reason)}
      pending={commands.pending === labels[command]}
      {...extra}
    />
  );

  const facts = tableFacts(state);
  const inRound = state.game.gameState === 'IN ROUND';
  const actingPlayer = state.playerGroup.players.find((p) => p.seatIndex === state.round.actingPlayer);
  const confirming = confirmLabel(state) !== null;
  // A banked game is dealt instead of poker, or a room game's confirmation holds the table: the
  // add-ons come before the poker hand's controls.
  const banked = startRoundHold(state) !== null;
  const addOns = (
    <AddOnsPanel state={state} live={live} commands={commands} selected={selected} onSelect={onSelect} />
  );

  return (
    <div className="flex min-h-full flex-col gap-3 p-3 lg:p-4">
      {/* The table's line: what it plays, where the hand is, and the commands that are always in reach. */}
      <section
        aria-label="Table"
        className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-zinc-200 bg-white px-4 py-2 dark:border-zinc-800 dark:bg-zinc-900"
      >
        <div className="min-w-0">
          <h1 className="text-lg leading-tight font-semibold">{state.tableSettings.name || table.name}</h1>
          <p className="tabular text-xs text-zinc-600 dark:text-zinc-400">
            {[gameLine(state).text, mixedGameLine(state)].filter(Boolean).join(' · ')}
          </p>
        </div>
        <dl className="tabular flex items-center gap-4 text-sm">
          <Fact label="Hand" value={facts.hand === null ? '—' : `#${facts.hand}`} />
          <Fact label="State" value={facts.state} testId="manager-state" />
          <Fact label="Street" value={facts.street ?? '—'} />
        </dl>
        <ModeSelect state={state} commands={commands} live={live} />
      </section>

      {state.table.error ? (
        <section
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg bg-red-700 px-4 py-3 text-white shadow"
          data-testid="read-error"
        >
          <div className="min-w-0 flex-1">
            <p className="text-xs font-bold tracking-wide uppercase">
              Read error · {state.table.error.code.replaceAll('_', ' ')} · antenna{' '}
              {state.table.error.antennaId}
            </p>
            <p className="text-base font-semibold">{state.table.error.message}</p>
          </div>
          {button('clearError', { tone: 'secondary', size: 'lg' })}
        </section>
      ) : null}

      <div className="grid min-h-0 flex-1 gap-3 lg:grid-cols-[minmax(0,1fr)_25rem]">
        <div className="flex min-w-0 flex-col gap-2">
          <TablePicture state={state} selected={selected} onSelect={onSelect} />
          <p className="min-h-5 text-center text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
            {lastActionText(state.round.lastAction, state.playerGroup.players) ?? ''}
          </p>
          {commands.refusal ? (
            <p
              role="status"
              className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
              data-testid="refusal"
            >
              <strong>{commands.refusal.what} refused:</strong> {commands.refusal.message}
            </p>
          ) : null}
          <SeatPanel
            state={state}
            live={live}
            table={table}
            tables={tables}
            commands={commands}
            selected={selected}
            onSelect={onSelect}
          />
        </div>

        <div className="flex min-w-0 flex-col gap-3">
          {/* What holds the poker hand (a banked game, an add-on confirmation) comes first. */}
          {banked ? addOns : null}
          <section
            aria-label="Hand"
            className="flex flex-col gap-3 rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
          >
            <div className="flex items-baseline justify-between gap-2">
              <h2 className="text-sm font-semibold">
                {actingPlayer
                  ? `Action on ${actingPlayer.displayName} · seat ${actingPlayer.seatIndex + 1}`
                  : inRound
                    ? roundStateLabel(state.round.roundState)
                    : state.game.isPaused
                      ? 'Paused'
                      : 'Between hands'}
              </h2>
              {state.game.isPaused ? (
                <span className="rounded bg-amber-500 px-1.5 text-xs leading-5 font-bold text-zinc-950">
                  PAUSED
                </span>
              ) : null}
            </div>
            {/* Always in reach (UI.md: undo is always visible), below where toasts appear. */}
            <div className="grid grid-cols-3 gap-2">
              {button('pause')}
              {button('undo')}
              <CommandButton
                label="Void hand"
                tone="danger"
                verdict={verdicts.voidHand}
                onRun={() => setConfirmVoid(true)}
                onExplain={(reason) => commands.explain('Void hand', reason)}
                pending={commands.pending === 'Void hand'}
              />
            </div>
            {options ? (
              <dl className="tabular grid grid-cols-3 gap-2 text-center">
                <Figure large label="To call" value={chips(options.call)} />
                <Figure
                  large
                  label={`Min ${word.toLowerCase()}`}
                  value={options.maxRaise > 0 ? chips(options.minRaise) : '—'}
                />
                <Figure large label="Pot" value={chips(state.pot.total)} />
              </dl>
            ) : null}

            {confirming ? (
              <div className="flex flex-col gap-2 rounded-md bg-amber-100 p-3 dark:bg-amber-950">
                <p className="text-sm font-semibold text-amber-900 dark:text-amber-200">
                  {state.game.gameState === 'CLEARING'
                    ? 'The hand is over: clear the table for the next one.'
                    : roundStateLabel(state.round.roundState)}
                </p>
                <div className="grid grid-cols-2 gap-2">
                  {button('confirm', { tone: 'confirm', size: 'lg' })}
                  {verdicts.reject.ok ? button('reject', { tone: 'reject', size: 'lg' }) : null}
                </div>
              </div>
            ) : null}

            {inRound ? (
              <>
                <div className="grid grid-cols-2 gap-2">
                  {button('fold', { tone: 'danger', size: 'lg' })}
                  {button('checkCall', { tone: 'primary', size: 'lg' })}
                </div>
                <form
                  className="flex items-end gap-2"
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (verdicts.raise.ok) run.raise();
                    else commands.explain(labels.raise, verdicts.raise.reason);
                  }}
                >
                  <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-zinc-600 dark:text-zinc-400">
                    {word} to (street total)
                    <input
                      ref={raiseRef}
                      inputMode="decimal"
                      type="number"
                      min={0}
                      step="any"
                      value={raise}
                      onChange={(e) => setRaise(e.target.value)}
                      placeholder={options && options.maxRaise > 0 ? chips(options.minRaise) : '—'}
                      className="tabular h-10 rounded-md border border-zinc-300 bg-white px-3 text-base text-zinc-900 focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-accent-500/40 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
                    />
                  </label>
                  <CommandButton
                    label={`${word} to`}
                    shortcut={SHORTCUTS.raise.label}
                    verdict={verdicts.raise}
                    onRun={run.raise}
                    onExplain={(reason) => commands.explain(labels.raise, reason)}
                    pending={commands.pending?.startsWith(`${word} to`) ?? false}
                  />
                </form>
                {options && options.maxRaise > 0 ? (
                  <div className="flex gap-2">
                    <Button
                      variant="secondary"
                      className="flex-1"
                      onClick={() => setRaise(String(options.minRaise))}
                    >
                      Min {chips(options.minRaise)}
                    </Button>
                    {state.round.pot.potBetSize > options.minRaise &&
                    state.round.pot.potBetSize < options.maxRaise ? (
                      <Button
                        variant="secondary"
                        className="flex-1"
                        onClick={() => setRaise(String(state.round.pot.potBetSize))}
                      >
                        Pot {chips(state.round.pot.potBetSize)}
                      </Button>
                    ) : null}
                    <Button
                      variant="secondary"
                      className="flex-1"
                      onClick={() => setRaise(String(options.maxRaise))}
                    >
                      All in {chips(options.maxRaise)}
                    </Button>
                  </div>
                ) : null}
              </>
            ) : (
              button('startRound', { tone: 'primary', size: 'lg' })
            )}
            <HandTools state={state} live={live} commands={commands} standPat={button('standPat')} />
          </section>
          {banked ? null : addOns}
          <HistoryPanel tableKey={table.key} />
        </div>
      </div>

      <ConfirmDialog
        open={confirmVoid}
        onClose={() => setConfirmVoid(false)}
        title={`Void hand #${state.game.roundCount}?`}
        description="Every bet goes back to its player and the hand is not recorded. This cannot be undone."
        confirmLabel="Void the hand"
        danger
        onConfirm={() => {
          setConfirmVoid(false);
          void commands.send('Void hand', 'voidHand', {}, { done: 'Hand voided: bets returned' });
        }}
      />
    </div>
  );
}

/** The acting seat, sent with an action so a stale screen cannot act for the wrong player. */
function acting(state: TableState): { seatIndex?: number } {
  return state.round.actingPlayer === null ? {} : { seatIndex: state.round.actingPlayer };
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-[11px] font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
        {label}
      </dt>
      <dd className="font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The table mode (spec §4): GAME for hands run by hand, DEMO for the bots; mid-hand asks once (forced). */
function ModeSelect({ state, commands, live }: { state: TableState; commands: Commands; live: boolean }) {
  const [forcing, setForcing] = useState<TableMode | null>(null);
  const change = (mode: TableMode, force = false) =>
    void commands.send(
      `Switch to ${mode}`,
      'setTableMode',
      force ? { tableMode: mode, force } : { tableMode: mode },
      {
        done: `Table mode set to ${mode}`,
      },
    );
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-[11px] font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
        Mode
      </span>
      <select
        aria-label="Table mode"
        value={state.table.mode}
        disabled={!live}
        onChange={(e) => {
          const mode = e.target.value as TableMode;
          if (modeSwitchNeedsForce(state, mode)) setForcing(mode);
          else change(mode);
        }}
        className="h-9 rounded-md border border-zinc-300 bg-white px-2 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-950"
      >
        {tableModeSchema.options.map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </select>
      <ConfirmDialog
        open={forcing !== null}
        onClose={() => setForcing(null)}
        title={`Switch to ${forcing ?? ''} mid-hand?`}
        description="A hand is being played: switching now voids it and every bet goes back."
        confirmLabel="Void and switch"
        danger
        onConfirm={() => {
          setForcing(null);
          if (forcing) change(forcing, true);
        }}
      />
    </label>
  );
}

/** The oval with its seats (a tap selects one) and the pot and board in the middle. */
function TablePicture({
  state,
  selected,
  onSelect,
}: {
  state: TableState;
  selected: number | null;
  onSelect: (seat: number | null) => void;
}) {
  const boards = state.centerCards.boards;
  const slots = state.round.blindLevel.numBoardCards;
  return (
    <OvalTable
      capacity={state.tableSettings.capacity}
      isLeftHanded={state.tableSettings.isLeftHanded}
      label="Seats"
      aspect="16 / 8.6"
      seat={(i) => (
        <SeatChip
          state={state}
          seatIndex={i}
          selected={selected === i}
          onSelect={() => onSelect(selected === i ? null : i)}
        />
      )}
      center={
        <div className="flex flex-col items-center gap-1.5 text-white">
          <p className="tabular text-sm font-semibold">
            Pot {chips(state.pot.total)}
            {state.game.gameState === 'IN ROUND' ? ` · ${streetLabel(state.round.street) ?? ''}` : ''}
          </p>
          {(state.game.gameState === 'IN ROUND' ? (boards.length > 0 ? boards : [[]]) : boards).map(
            (board, b) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: boards are positional (first board, second board).
              <div key={b} className="flex gap-1">
                <BoardCards cards={board} slots={slots} height={44} deck="four" />
              </div>
            ),
          )}
          <p className="text-xs text-emerald-100">{roundStateLabel(state.round.roundState)}</p>
        </div>
      }
    />
  );
}

function SeatChip({
  state,
  seatIndex,
  selected,
  onSelect,
}: {
  state: TableState;
  seatIndex: number;
  selected: boolean;
  onSelect: () => void;
}) {
  const player = state.playerGroup.players.find((p) => p.seatIndex === seatIndex);
  const ring = selected ? 'ring-3 ring-accent-500' : '';
  if (!player) {
    return (
      <button
        type="button"
        onClick={onSelect}
        aria-pressed={selected}
        aria-label={`Seat ${seatIndex + 1}, empty`}
        className={`flex h-14 w-28 flex-col items-center justify-center rounded-lg border-2 border-dashed border-zinc-400 bg-white/80 text-xs text-zinc-600 hover:bg-white focus-visible:outline-2 focus-visible:outline-accent-500 dark:border-zinc-600 dark:bg-zinc-900/80 dark:text-zinc-300 ${ring}`}
      >
        <span className="font-semibold">Seat {seatIndex + 1}</span>
        <span>Empty</span>
      </button>
    );
  }
  const rs = player.roundStatus;
  const isActing = state.round.actingPlayer === seatIndex;
  const folded = state.game.gameState === 'IN ROUND' && rs?.inRound && !rs.active;
  const cards = rs?.hand.cards ?? [];
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-pressed={selected}
      aria-label={`Seat ${seatIndex + 1}, ${player.displayName}`}
      data-testid={`seat-${seatIndex}`}
      className={`relative flex w-32 flex-col items-stretch gap-0.5 rounded-lg border px-2 py-1 text-left shadow-sm focus-visible:outline-2 focus-visible:outline-accent-500 ${
        isActing
          ? 'border-amber-500 bg-amber-300 text-zinc-950'
          : 'border-zinc-300 bg-white text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100'
      } ${folded || player.sittingOut ? 'opacity-55' : ''} ${ring}`}
    >
      {player.isDealer ? <DealerButton size={18} className="absolute -top-2 -right-2" /> : null}
      <span className="flex items-baseline justify-between gap-1 text-[11px] opacity-70">
        <span>Seat {seatIndex + 1}</span>
        <span>{player.sittingOut ? 'Sitting out' : (rs?.message ?? '')}</span>
      </span>
      <span className="truncate text-sm leading-tight font-semibold">{player.displayName}</span>
      <span className="tabular flex items-center justify-between gap-1 text-sm">
        <span>{chips(player.stack)}</span>
        {rs && rs.streetCommit > 0 ? (
          <span className="rounded bg-zinc-900/80 px-1 text-[11px] font-semibold text-white">
            bet {chips(rs.streetCommit)}
          </span>
        ) : null}
      </span>
      {cards.length > 0 ? (
        <span className="flex gap-0.5">
          {cards.map((c, k) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: hole cards are positional; a face may be unknown.
            <PlayingCard key={k} card={c} height={26} deck="four" dim={Boolean(folded)} />
          ))}
        </span>
      ) : null}
    </button>
  );
}
