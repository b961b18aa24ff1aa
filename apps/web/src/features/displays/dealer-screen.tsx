import { formatStack } from '@railbird/poker/format';
import type { Player, TableState } from '@railbird/protocol';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { isLatencyWarning } from '../../lib/table-sockets/latency.js';
import { useTheme } from '../../lib/theme.js';
import {
  gameLine,
  isConfirmationState,
  roundStateLabel,
  streetLabel,
} from '../../ui/poker-table/table-view.js';
import { StatusDot } from '../../ui/status-dot.js';
import { ThemeToggle } from '../../ui/theme-toggle.js';
import { roomConfirmation } from './dealer-add-ons.js';
import { BlackjackDesk } from './dealer-blackjack.js';
import { useAddOnSender } from './dealer-controls.js';
import { RoomConfirmationCard } from './dealer-room-confirmation.js';
import { UthDesk } from './dealer-uth.js';
import { useOperatorTable } from './operator-socket.js';

/** Round states a room game waits in: answered with the add-on's own confirm / reject (addOnAction). */
const ADD_ON_CONFIRMATIONS: readonly string[] = ['NIT GAME CONFIRMATION', 'POWERUP CONFIRMATION'];

/** What the engine asks the dealer to confirm, in words: "Fay calls 60". */
export function confirmationText(state: TableState): string {
  const round = state.round;
  const seat = round.actingPlayer ?? round.lastAction?.seatIndex ?? null;
  const player = state.playerGroup.players.find((p) => p.seatIndex === seat);
  const name = player?.displayName ?? (seat === null ? 'The table' : `Seat ${seat + 1}`);
  const read = player?.roundStatus?.currentBetOnAction ?? 0;
  switch (round.roundState) {
    case 'CALL CONFIRMATION':
      return `${name} calls ${formatStack(round.actionOptions?.call ?? read)}`;
    case 'RAISE CONFIRMATION':
      return `${name} raises to ${formatStack(read || (round.actionOptions?.minRaise ?? 0))}`;
    case 'ALL IN CONFIRMATION':
      return `${name} is all in${player ? ` for ${formatStack(player.stack + (player.roundStatus?.streetCommit ?? 0))}` : ''}`;
    case 'ELIMINATION CONFIRMATION':
      return `${name} is eliminated`;
    default:
      return `${roundStateLabel(round.roundState)}: ${name}`;
  }
}

/** The dealer's answer to what the chips said: accept (Enter) or reject (Esc). */
const CONFIRM_BUTTONS = [
  {
    event: 'confirmAction',
    label: 'Accept (Enter)',
    pending: 'Accepting…',
    colour: 'bg-emerald-700 hover:bg-emerald-800',
  },
  {
    event: 'rejectAction',
    label: 'Reject (Esc)',
    pending: 'Rejecting…',
    colour: 'bg-red-700 hover:bg-red-800',
  },
] as const;

/**
 * The dealer's screen (spec §2 `/dealer/{tableKey}`): whose turn it is, what it costs to call and the
 * smallest raise, and — when the engine reads a bet from the chips and waits (CALL, RAISE, ALL IN …
 * CONFIRMATION) — the read to accept or reject, sent as the protocol's confirmAction / rejectAction.
 * Keys: Enter accepts, Escape rejects. With an add-on on (issue 19) it also runs the add-on games: a
 * room game's confirmation (nit game, powerup) as the add-on's confirm / reject, and blackjack or
 * ultimate Texas hold'em dealt at the table in place of the poker figures.
 */
export function DealerScreen({ tableKey, socketUrl }: { tableKey: string; socketUrl: string | null }) {
  const { snapshot, request } = useOperatorTable(tableKey, socketUrl, 'dealer');
  const state = snapshot.state;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);
  const age = snapshot.lastPacketAt === null ? null : now - snapshot.lastPacketAt;
  const live = snapshot.status === 'open' && !isLatencyWarning(age);
  const room = state ? roomConfirmation(state) : null;
  const confirming =
    state !== null &&
    live &&
    isConfirmationState(state.round.roundState) &&
    !ADD_ON_CONFIRMATIONS.includes(state.round.roundState);
  const addOnSender = useAddOnSender(request);
  const { theme, toggle } = useTheme();
  const banked =
    state?.blackjack && state.addOns.includes('blackjack')
      ? ('blackjack' as const)
      : state?.uth && state.addOns.includes('uth')
        ? ('uth' as const)
        : null;
  const [pending, setPending] = useState<'confirmAction' | 'rejectAction' | null>(null);

  const send = async (event: 'confirmAction' | 'rejectAction') => {
    if (pending) return;
    setPending(event);
    try {
      await request(event, {});
      toast.success(event === 'confirmAction' ? 'Accepted' : 'Rejected: the engine reads the chips again');
    } catch (error) {
      toast.error(`${(error as Error).message}`);
    } finally {
      setPending(null);
    }
  };

  useEffect(() => {
    if (!confirming) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLElement && e.target.closest('input, textarea, [contenteditable]')) return;
      if (e.key === 'Enter') void send('confirmAction');
      if (e.key === 'Escape') void send('rejectAction');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const acting = state?.playerGroup.players.find((p) => p.seatIndex === state.round.actingPlayer) ?? null;
  return (
    <main
      className={`flex min-h-dvh flex-col bg-zinc-100 text-zinc-900 dark:bg-zinc-950 dark:text-zinc-50 ${banked ? 'h-dvh gap-3 overflow-hidden p-4' : 'gap-6 p-6 sm:p-10'}`}
      data-testid="dealer-screen"
      data-update-time={state?.updateTime}
    >
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap items-baseline gap-x-4">
          <h1 className="text-3xl font-bold">{state?.tableSettings.name ?? tableKey}</h1>
          {state ? (
            <p className="tabular text-xl text-zinc-600 dark:text-zinc-300">
              {banked === 'blackjack'
                ? 'Blackjack'
                : banked === 'uth'
                  ? 'Ultimate Texas hold’em'
                  : gameLine(state).text}
            </p>
          ) : null}
        </div>
        <span className="inline-flex items-center gap-3 text-lg">
          <span className="inline-flex items-center gap-2">
            <StatusDot
              status={live ? 'live' : snapshot.status === 'closed' ? 'down' : 'connecting'}
              label={live ? 'Live' : 'Not live'}
            />
            {live ? 'Live' : snapshot.status === 'closed' ? 'Disconnected: retrying' : 'Connecting…'}
          </span>
          <ThemeToggle theme={theme} onToggle={toggle} />
        </span>
      </header>
      {!state ? (
        <p className="text-2xl text-zinc-600 dark:text-zinc-300">Waiting for the table…</p>
      ) : (
        <>
          {room ? <RoomConfirmationCard confirmation={room} sender={addOnSender} live={live} /> : null}
          {banked === 'blackjack' && state.blackjack ? (
            <BlackjackDesk
              state={state}
              field={state.blackjack}
              sender={addOnSender}
              live={live}
              keys={room === null}
            />
          ) : banked === 'uth' && state.uth ? (
            <UthDesk state={state} field={state.uth} sender={addOnSender} live={live} keys={room === null} />
          ) : (
            <PokerDesk state={state} acting={acting} confirming={confirming} pending={pending} send={send} />
          )}
        </>
      )}
    </main>
  );
}

/** The poker hand: whose action, the call, the smallest raise, the pot, and the read to confirm. */
function PokerDesk({
  state,
  acting,
  confirming,
  pending,
  send,
}: {
  state: TableState;
  acting: Player | null;
  confirming: boolean;
  pending: 'confirmAction' | 'rejectAction' | null;
  send: (event: 'confirmAction' | 'rejectAction') => Promise<void>;
}) {
  return (
    <>
      <section className="grid gap-4 sm:grid-cols-4" aria-label="Action">
        <Figure
          label="Action on"
          value={acting ? acting.displayName : '—'}
          sub={acting ? `Seat ${acting.seatIndex + 1}` : undefined}
          wide
        />
        <Figure
          label="To call"
          value={state.round.actionOptions ? formatStack(state.round.actionOptions.call) : '—'}
        />
        <Figure
          label="Min raise to"
          value={state.round.actionOptions ? formatStack(state.round.actionOptions.minRaise) : '—'}
        />
        <Figure label="Pot" value={formatStack(state.pot.total)} />
      </section>
      <p className="text-xl text-zinc-600 dark:text-zinc-300">
        {[streetLabel(state.round.street), roundStateLabel(state.round.roundState)]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {confirming ? (
        <section
          role="alertdialog"
          aria-labelledby="confirm-title"
          className="flex flex-col gap-5 rounded-2xl bg-amber-400 p-6 text-zinc-950 shadow-xl"
          data-testid="confirmation"
        >
          <h2 id="confirm-title" className="text-sm font-bold uppercase tracking-wide">
            {roundStateLabel(state.round.roundState)}
          </h2>
          <p className="text-5xl font-extrabold">{confirmationText(state)}</p>
          <div className="flex flex-wrap gap-4">
            {CONFIRM_BUTTONS.map((b) => (
              <button
                key={b.event}
                type="button"
                disabled={pending !== null}
                onClick={() => void send(b.event)}
                className={`rounded-xl px-8 py-4 text-2xl font-bold text-white focus-visible:outline-4 focus-visible:outline-zinc-950 disabled:opacity-60 ${b.colour}`}
              >
                {pending === b.event ? b.pending : b.label}
              </button>
            ))}
          </div>
        </section>
      ) : null}
      <SeatList players={state.playerGroup.players} acting={state.round.actingPlayer} />
    </>
  );
}

function Figure({ label, value, sub, wide }: { label: string; value: string; sub?: string; wide?: boolean }) {
  return (
    <div
      className={`rounded-xl bg-white p-4 ring-1 ring-zinc-300 dark:bg-zinc-900 dark:ring-white/10 ${wide ? 'sm:col-span-1' : ''}`}
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-zinc-600 dark:text-zinc-400">
        {label}
      </p>
      <p className="tabular truncate text-4xl font-extrabold">{value}</p>
      {sub ? <p className="text-lg text-zinc-600 dark:text-zinc-400">{sub}</p> : null}
    </div>
  );
}

function SeatList({ players, acting }: { players: readonly Player[]; acting: number | null }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-3" aria-label="Seats">
      {[...players]
        .sort((a, b) => a.seatIndex - b.seatIndex)
        .map((p) => (
          <li
            key={p.seatIndex}
            className={`flex items-center justify-between rounded-lg px-4 py-2 text-xl ${
              p.seatIndex === acting
                ? 'bg-amber-400 text-zinc-950'
                : 'bg-white ring-1 ring-zinc-300 dark:bg-zinc-900 dark:ring-white/10'
            } ${p.roundStatus && !p.roundStatus.active ? 'opacity-50' : ''}`}
          >
            <span className="truncate font-semibold">
              {p.seatIndex + 1}. {p.displayName}
            </span>
            <span className="tabular">
              {formatStack(p.stack)}
              {p.roundStatus?.streetCommit ? ` · bet ${formatStack(p.roundStatus.streetCommit)}` : ''}
            </span>
          </li>
        ))}
    </ul>
  );
}
