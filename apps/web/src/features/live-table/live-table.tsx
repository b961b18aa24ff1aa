import { formatStack } from '@railbird/poker/format';
import type { Player, TableState } from '@railbird/protocol';
import { formatAge, isLatencyWarning } from '../../lib/table-sockets/latency.js';
import { usePacketAge, useTable } from '../../lib/table-sockets/react.js';
import { useNow } from '../../lib/use-now.js';
import { EmptyState, Panel } from '../../ui/page.js';
import { Avatar } from '../../ui/poker-table/avatar.js';
import { type Deck, placeKey } from '../../ui/poker-table/card-face.js';
import { OvalTable } from '../../ui/poker-table/oval-table.js';
import { BoardCards, DealerButton, PlayingCard } from '../../ui/poker-table/playing-card.js';
import {
  boardCount,
  equityText,
  formatClock,
  gameLine,
  lastActionText,
  mixedGameLine,
  playersBySeat,
  positionLabel,
  potLines,
  roundStateLabel,
  seatInHand,
  shotClock,
  streetLabel,
} from '../../ui/poker-table/table-view.js';
import { StatusDot } from '../../ui/status-dot.js';
import { useDeckPreference } from './deck-preference.js';
import { HandHistory } from './hand-history.js';

/**
 * The live table of spec §2 `/table/{key}`: the seats around the oval as the engine reports them, with
 * the hole cards this operator may see, equities, bets, the board, pots and the acting player's clock;
 * the session's hands beside it. Fed by the console's socket to the table.
 */
export function LiveTable({ tableKey }: { tableKey: string }) {
  const state = useTable(tableKey, (s) => s.state);
  const status = useTable(tableKey, (s) => s.status);
  const isTestData = useTable(tableKey, (s) => s.isTestData);
  const lastError = useTable(tableKey, (s) => s.lastError);
  const age = usePacketAge(tableKey);
  const [deck, setDeck] = useDeckPreference();
  const live = status === 'open' && !isLatencyWarning(age);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm" data-testid="live-status">
        <span className="inline-flex items-center gap-2">
          <StatusDot
            status={live ? 'live' : status === 'connecting' || status === 'idle' ? 'connecting' : 'down'}
            label={live ? 'Live' : 'Not live'}
          />
          <span className="font-medium">
            {live
              ? 'Live'
              : status === 'open'
                ? `No data for ${age === null ? '—' : formatAge(age)}`
                : status === 'closed'
                  ? 'Disconnected: retrying every second'
                  : 'Connecting…'}
          </span>
          {isTestData ? (
            <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
              Test data
            </span>
          ) : null}
        </span>
        {state ? <GameFacts state={state} /> : null}
        <span className="ml-auto inline-flex items-center gap-2">
          <span className="text-zinc-600 dark:text-zinc-400">Deck</span>
          <DeckToggle deck={deck} onChange={setDeck} />
        </span>
      </div>
      {lastError && !live ? (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          {lastError}
        </p>
      ) : null}
      {state?.table.error ? (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          <span className="font-semibold">Table error: </span>
          {state.table.error.message}
        </p>
      ) : null}
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_19rem]">
        <Panel className="overflow-hidden">
          {state ? (
            <TableView state={state} deck={deck} />
          ) : (
            <EmptyState
              title={status === 'open' ? 'Waiting for the table’s state' : 'No data from this table yet'}
            >
              {status === 'closed'
                ? 'The engine cannot be reached. The console retries every second; check that the table is powered and on the network.'
                : 'The table’s engine sends its state as soon as the connection opens.'}
            </EmptyState>
          )}
        </Panel>
        <Panel title="Hands this session" className="min-h-0">
          <HandHistory state={state} deck={deck} />
        </Panel>
      </div>
    </div>
  );
}

function GameFacts({ state }: { state: TableState }) {
  const line = gameLine(state);
  const street = streetLabel(state.round.street);
  const mixed = mixedGameLine(state);
  return (
    <>
      <span className="tabular font-semibold" data-testid="game-line">
        {line.variation} · {line.mode} · {line.blinds}
      </span>
      {mixed ? (
        <span className="text-zinc-600 dark:text-zinc-400" data-testid="mixed-game">
          {mixed}
        </span>
      ) : null}
      <span className="text-zinc-600 dark:text-zinc-400">
        {state.game.gameState === 'IN ROUND' ? `Hand #${state.game.roundCount}` : state.game.gameState}
        {street ? ` · ${street}` : ''}
      </span>
      <span className="rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
        {roundStateLabel(state.round.roundState)}
      </span>
    </>
  );
}

function DeckToggle({ deck, onChange }: { deck: Deck; onChange: (deck: Deck) => void }) {
  return (
    <div
      role="radiogroup"
      aria-labelledby="deck-label"
      className="inline-flex rounded-md border border-zinc-300 p-0.5 dark:border-zinc-700"
    >
      {(['four', 'two'] as const).map((d) => (
        <button
          key={d}
          type="button"
          aria-pressed={deck === d}
          onClick={() => onChange(d)}
          className={`rounded px-2 py-0.5 text-xs font-medium focus-visible:outline-2 focus-visible:outline-accent-500 ${
            deck === d
              ? 'bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900'
              : 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800'
          }`}
        >
          {d === 'four' ? 'Four colours' : 'Two colours'}
        </button>
      ))}
    </div>
  );
}

function TableView({ state, deck }: { state: TableState; deck: Deck }) {
  const players = playersBySeat(state.playerGroup.players);
  const bySeat = new Map(players.map((p) => [p.seatIndex, p]));
  const now = useNow(250, state.round.actingPlayer !== null);
  const clock = shotClock(state, now);
  const last = lastActionText(state.round.lastAction, players);
  const capacity = state.tableSettings.capacity;
  return (
    <div className="flex flex-col gap-3 p-4">
      <div className="px-2 pt-2 pb-1">
        <OvalTable
          capacity={capacity}
          isLeftHanded={state.tableSettings.isLeftHanded}
          label={`${state.tableSettings.name}: ${players.length} of ${capacity} seats taken`}
          seat={(i) => {
            const player = bySeat.get(i);
            return player ? (
              <Seat
                player={player}
                state={state}
                deck={deck}
                clock={state.round.actingPlayer === i ? clock : null}
              />
            ) : (
              <EmptySeat seatIndex={i} />
            );
          }}
          center={<Center state={state} deck={deck} />}
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-1 border-t border-zinc-200 pt-3 text-sm dark:border-zinc-800">
        <span>
          <span className="text-zinc-600 dark:text-zinc-400">Last action: </span>
          <span className="font-medium" data-testid="last-action">
            {last ?? '—'}
          </span>
        </span>
        {state.round.actionOptions && state.round.actingPlayer !== null ? (
          <span className="tabular">
            <span className="text-zinc-600 dark:text-zinc-400">To call </span>
            <span className="font-medium">{formatStack(state.round.actionOptions.call)}</span>
            <span className="text-zinc-600 dark:text-zinc-400"> · min raise to </span>
            <span className="font-medium">{formatStack(state.round.actionOptions.minRaise)}</span>
          </span>
        ) : null}
        {state.playerGroup.waitingList.length > 0 ? (
          <span className="text-zinc-600 dark:text-zinc-400">
            Waiting: {state.playerGroup.waitingList.map((w) => w.displayName).join(', ')}
          </span>
        ) : null}
      </div>
    </div>
  );
}

function Center({ state, deck }: { state: TableState; deck: Deck }) {
  const level = state.round.blindLevel;
  const dealt = state.centerCards.boards;
  const boards = boardCount(state);
  const pots = potLines(state);
  // The board stays through the showdown (CLEARING) until the next hand clears it.
  const inRound = state.game.gameState === 'IN ROUND' || dealt.some((b) => b.length > 0);
  return (
    <div className="flex flex-col items-center gap-2 text-white">
      {inRound && boards > 0 ? (
        <div className="flex flex-col gap-1.5" data-testid="board">
          {Array.from({ length: boards }, (_, b) => (
            <div key={placeKey(b, 'board')} className="flex gap-1">
              <BoardCards
                cards={dealt[b] ?? []}
                slots={level.numBoardCards}
                height={boards > 1 ? 44 : 56}
                deck={deck}
              />
            </div>
          ))}
        </div>
      ) : null}
      <div className="tabular text-center" data-testid="pot">
        <span className="text-xs font-semibold uppercase tracking-wide text-emerald-100/80">Pot </span>
        <span className="text-lg font-bold">{formatStack(state.pot.total)}</span>
        {pots.length > 1 ? (
          <div className="text-xs text-emerald-50/90">
            {pots.map((p) => `${p.label} ${formatStack(p.amount)}`).join(' · ')}
          </div>
        ) : null}
      </div>
      {!inRound ? (
        <span className="text-xs font-medium uppercase tracking-wide text-emerald-100/80">
          {roundStateLabel(state.round.roundState)}
        </span>
      ) : null}
    </div>
  );
}

function EmptySeat({ seatIndex }: { seatIndex: number }) {
  return (
    <div className="flex size-11 items-center justify-center rounded-full border-2 border-dashed border-zinc-300 text-xs text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
      <span className="sr-only">Seat {seatIndex + 1} empty</span>
      <span aria-hidden="true">{seatIndex + 1}</span>
    </div>
  );
}

function Seat({
  player,
  state,
  deck,
  clock,
}: {
  player: Player;
  state: TableState;
  deck: Deck;
  clock: ReturnType<typeof shotClock>;
}) {
  const status = player.roundStatus;
  const { inHand, folded } = seatInHand(player);
  const acting = state.round.actingPlayer === player.seatIndex;
  const winner = Boolean(status?.isWinner);
  const position = positionLabel(status?.position);
  const cards = inHand ? status!.hand.cards : [];
  const equity = inHand && !folded ? status!.equitiesList : [];
  const outs = inHand && !folded ? status!.outs : [];
  const dealer = state.round.dealerButtonIndex === player.seatIndex;
  const bet = status?.streetCommit ?? 0;
  return (
    <div
      className="flex w-32 flex-col items-center"
      data-testid="seat"
      data-seat={player.seatIndex}
      data-acting={String(acting)}
      data-folded={String(folded)}
    >
      <div className="relative z-10 -mb-1.5 flex h-10 gap-0.5">
        {cards.map((card, i) => (
          <PlayingCard
            key={placeKey(i, card)}
            card={card}
            height={40}
            deck={deck}
            dim={folded}
            highlight={winner}
            enter={card !== null}
          />
        ))}
      </div>
      <div
        className={`relative w-full rounded-lg border bg-white px-2 pt-2 pb-1 text-zinc-900 shadow-sm dark:bg-zinc-900 dark:text-zinc-100 ${
          winner ? 'border-amber-400 ring-2 ring-amber-400' : 'border-zinc-200 dark:border-zinc-700'
        } ${acting ? 'rb-acting' : ''} ${folded || !inHand ? 'bg-zinc-50 dark:bg-zinc-900/80' : ''}`}
      >
        <div className="flex items-center gap-1">
          <Avatar
            name={player.displayName}
            url={player.profileUrl}
            size={20}
            className="bg-accent-700 text-[9px] text-white"
          />
          <span
            className={`min-w-0 flex-1 truncate text-xs font-semibold ${folded || !inHand ? 'text-zinc-600 dark:text-zinc-400' : ''}`}
            title={player.displayName}
          >
            {player.displayName}
          </span>
          {position ? (
            <span className="rounded bg-zinc-100 px-1 text-[10px] font-bold text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
              {position}
            </span>
          ) : null}
        </div>
        <div className="flex items-center justify-between gap-1 text-xs">
          <span className="tabular font-semibold" data-testid="stack">
            {formatStack(player.stack)}
          </span>
          <SeatWord player={player} bet={bet} />
        </div>
        {equity.length > 0 ? (
          <div className="mt-0.5 flex flex-col gap-0.5">
            {equity.map((e, i) => (
              <div
                key={placeKey(i, 'place')}
                className="flex items-center gap-1 text-[11px]"
                title={e.isExact ? 'Exact equity' : 'Sampled equity'}
              >
                <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-700">
                  <div className="rb-bar h-full bg-accent-600" style={{ width: `${e.equity * 100}%` }} />
                </div>
                <span className="tabular w-9 text-right font-semibold">{equityText(e)}</span>
                {i === 0 && outs.length > 0 ? (
                  <span className="text-zinc-600 dark:text-zinc-400" title={`Outs: ${outs.join(' ')}`}>
                    {outs.length} {outs.length === 1 ? 'out' : 'outs'}
                  </span>
                ) : null}
              </div>
            ))}
          </div>
        ) : null}
        {clock ? (
          <div className="tabular text-center text-[11px] font-semibold" role="timer" aria-label="Shot clock">
            {clock.remainingMs !== null ? (
              <span className={clock.remainingMs <= 10_000 ? 'text-amber-700 dark:text-amber-400' : ''}>
                {formatClock(clock.remainingMs)} left
              </span>
            ) : (
              <span className="text-zinc-600 dark:text-zinc-400">
                thinking {formatClock(clock.elapsedMs)}
              </span>
            )}
          </div>
        ) : null}
        {dealer ? <DealerButton size={18} className="absolute -top-2 -right-2" /> : null}
      </div>
    </div>
  );
}

function SeatWord({ player, bet }: { player: Player; bet: number }) {
  const status = player.roundStatus;
  if (player.sittingOut) return <span className="text-zinc-600 dark:text-zinc-400">sitting out</span>;
  if (!status?.inRound) return null;
  if (status.isAllIn)
    return <span className="rounded bg-red-700 px-1 text-[10px] font-bold text-white">ALL IN</span>;
  if (status.isWinner) return <span className="font-bold text-amber-800 dark:text-amber-400">WINNER</span>;
  if (status.message)
    return <span className="truncate text-zinc-700 dark:text-zinc-300">{status.message}</span>;
  if (bet > 0)
    return (
      <span className="tabular rounded-full bg-amber-100 px-1.5 font-semibold text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
        {formatStack(bet)}
      </span>
    );
  return null;
}
