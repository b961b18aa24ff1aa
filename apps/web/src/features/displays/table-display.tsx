import { formatStack } from '@railbird/poker/format';
import type { Player, TableState } from '@railbird/protocol';
import { type CSSProperties, useState } from 'react';
import { displayEngineUrl, useLiveness, useViewerTable } from '../../lib/table-sockets/viewer.js';
import { Avatar } from '../../ui/poker-table/avatar.js';
import { placeKey } from '../../ui/poker-table/card-face.js';
import { OvalTable } from '../../ui/poker-table/oval-table.js';
import { BoardCards, DealerButton, PlayingCard } from '../../ui/poker-table/playing-card.js';
import {
  boardCount,
  gameLine,
  playersBySeat,
  positionLabel,
  potLines,
  seatInHand,
  streetLabel,
} from '../../ui/poker-table/table-view.js';
import '@fontsource-variable/inter/wght.css';
import '../../ui/poker-table/table.css';

/**
 * The room's TV (spec §2 `/table-display/{tableKey}`): players, stacks, the board and the pot, big
 * enough to read across the room, and never a hole card — it connects with a hidden-viewer link and
 * redacts whatever arrives as well. Stale data hides the board and the pot and says so.
 */
export function TableDisplay({ tableKey, search }: { tableKey: string; search: URLSearchParams }) {
  const [engineUrl] = useState(() => displayEngineUrl(search, window.location));
  const token = search.get('key') || search.get('token');
  const snapshot = useViewerTable({ tableKey, engineUrl, token, page: 'table-display', hidden: true });
  const { isLive } = useLiveness(snapshot);
  const state = snapshot.state;
  return (
    <main
      className="flex min-h-dvh flex-col bg-zinc-950 px-[3vw] py-[3vh] text-zinc-50"
      style={{ fontFamily: '"Inter Variable", ui-sans-serif, system-ui, sans-serif' }}
      data-testid="table-display"
      data-stale={String(!isLive)}
    >
      <header className="flex items-baseline justify-between gap-6">
        <h1 className="text-[4.5vh] font-extrabold tracking-tight">
          {state?.tableSettings.name ?? tableKey}
        </h1>
        {state ? (
          <p className="tabular text-[4.5vh] font-bold" data-testid="game-line">
            {gameLine(state).variation} {gameLine(state).blinds}
          </p>
        ) : null}
      </header>
      {!isLive ? (
        <p
          role="status"
          className="mt-2 self-start rounded-full bg-amber-500/20 px-4 py-1 text-[2.4vh] font-semibold text-amber-200"
        >
          {token
            ? state
              ? 'Reconnecting to the table…'
              : 'Connecting to the table…'
            : 'This display link has no key: copy it again from the console.'}
        </p>
      ) : null}
      <div className="flex flex-1 items-center">
        {state ? <RoomTable state={state} live={isLive} /> : null}
      </div>
    </main>
  );
}

/**
 * The seats' unit: a 150th of the table's width (min(150vh, 94vw)), so a seat is the same part of the
 * table on a 16:9 TV (1vh) or a squarer screen, and ten seats round the rail never cover each other.
 */
const ROOM_UNIT = 'min(1vh, 0.6267vw)';

/**
 * A name's size: 3 units, smaller for a long name so that it fits its seat whole (down to 2.3 units,
 * 25 px on a 1080p TV; longer ones end in an ellipsis).
 */
function nameSize(name: string, withPhoto: boolean): string {
  const room = withPhoto ? 15 : 20;
  const fit = room / (0.56 * Math.max(1, name.length));
  return `calc(var(--u) * ${Math.min(3, Math.max(2.3, fit)).toFixed(2)})`;
}

function roomUnit(): number {
  return Math.min(window.innerHeight / 100, window.innerWidth * 0.006267);
}

function RoomTable({ state, live }: { state: TableState; live: boolean }) {
  const players = playersBySeat(state.playerGroup.players);
  const bySeat = new Map(players.map((p) => [p.seatIndex, p]));
  const button = state.round.dealerButtonIndex;
  // The button scales with the seats (4.2 units: 45 px on a 1080p TV).
  const buttonSize = Math.round(roomUnit() * 4.2);
  return (
    <div className="mx-auto w-full max-w-[150vh]" style={{ '--u': ROOM_UNIT } as CSSProperties}>
      <OvalTable
        capacity={state.tableSettings.capacity}
        isLeftHanded={state.tableSettings.isLeftHanded}
        label={state.tableSettings.name}
        felt="bg-emerald-900"
        aspect="2 / 1"
        seat={(i) => {
          const p = bySeat.get(i);
          return p ? <RoomSeat player={p} state={state} live={live} /> : null;
        }}
        center={live ? <RoomCenter state={state} /> : null}
        dealer={
          button !== null && button !== undefined && button >= 0
            ? { seatIndex: button, size: buttonSize, button: <DealerButton size={buttonSize} /> }
            : null
        }
      />
    </div>
  );
}

/**
 * A seat as the room reads it across the floor: name and stack always in strong contrast (a folded
 * player is still at the table and still has chips), the hand shown as card backs — never a hole
 * card — which dim when the player folds, with the word "Folded" beside the stack.
 */
function RoomSeat({ player, state, live }: { player: Player; state: TableState; live: boolean }) {
  const status = player.roundStatus;
  const { inHand, folded } = seatInHand(player);
  const acting = live && state.round.actingPlayer === player.seatIndex;
  const position = positionLabel(status?.position);
  const cards = live && inHand ? Math.min(6, state.round.blindLevel.numPlayerCards) : 0;
  const bet = live ? (status?.streetCommit ?? 0) : 0;
  return (
    <div
      className={`relative flex w-[calc(var(--u)*22.5)] flex-col items-stretch gap-[calc(var(--u)*0.4)] rounded-2xl px-[calc(var(--u)*1.2)] py-[calc(var(--u)*1)] shadow-lg ${
        folded ? 'bg-[#27272a] ring-2 ring-[#52525b]' : 'bg-[#18181b] ring-1 ring-white/15'
      } ${acting ? 'rb-acting' : ''}`}
      data-seat={player.seatIndex}
      data-folded={String(live && folded)}
    >
      <div className="flex w-full items-center gap-[calc(var(--u)*1)]">
        {/* A photo helps the room tell players apart; initials would only take the name's room. */}
        {player.profileUrl ? (
          <Avatar
            name={player.displayName}
            url={player.profileUrl}
            size={Math.round(roomUnit() * 4.1)}
            className={`bg-teal-700 text-white ${live && folded ? 'grayscale' : ''}`}
          />
        ) : null}
        <span
          className="min-w-0 flex-1 truncate font-bold text-[#fafafa]"
          style={{ fontSize: nameSize(player.displayName, Boolean(player.profileUrl)) }}
          data-testid="seat-name"
        >
          {player.displayName}
        </span>
      </div>
      <div className="flex w-full items-center justify-between gap-[calc(var(--u)*0.8)]">
        <span className="tabular text-[length:calc(var(--u)*3.4)] leading-tight font-extrabold text-[#fafafa]">
          {formatStack(player.stack)}
        </span>
        {live && folded ? (
          <span
            className="rounded-md bg-[#e4e4e7] px-[calc(var(--u)*0.8)] text-[length:calc(var(--u)*1.9)] font-extrabold tracking-wide text-[#18181b] uppercase"
            data-testid="folded"
          >
            Folded
          </span>
        ) : live && status?.isAllIn ? (
          <span className="rounded bg-red-600 px-1.5 text-[length:calc(var(--u)*1.9)] font-bold text-white">
            ALL IN
          </span>
        ) : live && position ? (
          <span className="text-[length:calc(var(--u)*1.9)] font-bold text-[#d4d4d8]">{position}</span>
        ) : null}
      </div>
      {cards > 0 || bet > 0 ? (
        <div className="flex w-full items-center justify-between gap-[calc(var(--u)*0.8)]">
          <span
            className={`flex gap-[calc(var(--u)*0.3)] ${folded ? 'opacity-30 grayscale' : ''}`}
            data-testid="seat-cards"
            aria-label={folded ? 'Folded hand' : 'Hand in play'}
            role="img"
          >
            {Array.from({ length: cards }, (_, k) => (
              <PlayingCard
                key={placeKey(k, 'back')}
                card={null}
                height={Math.round(roomUnit() * 3.4)}
                deck="four"
              />
            ))}
          </span>
          {bet > 0 ? (
            <span className="tabular rounded-full bg-amber-400 px-3 text-[length:calc(var(--u)*2.2)] font-bold text-zinc-950">
              {formatStack(bet)}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function RoomCenter({ state }: { state: TableState }) {
  const level = state.round.blindLevel;
  const dealt = state.centerCards.boards;
  // The board stays through the showdown (CLEARING) until the next hand clears it.
  const inRound = state.game.gameState === 'IN ROUND' || dealt.some((b) => b.length > 0);
  const boards = boardCount(state);
  const pots = potLines(state);
  const street = streetLabel(state.round.street);
  // Card height follows the screen: about a tenth of it.
  const h = Math.round(window.innerHeight * (boards > 1 ? 0.08 : 0.11));
  return (
    <div className="flex flex-col items-center gap-[1.5vh]">
      {inRound && boards > 0
        ? Array.from({ length: boards }, (_, b) => (
            <div key={placeKey(b, 'board')} className="flex gap-[0.8vh]" data-testid="board">
              <BoardCards cards={dealt[b] ?? []} slots={level.numBoardCards} height={h} deck="four" />
            </div>
          ))
        : null}
      <div className="tabular text-center">
        <span className="text-[2.4vh] font-bold uppercase text-emerald-100/80">
          {street ? `${street} · ` : ''}Pot{' '}
        </span>
        <span className="text-[5vh] font-extrabold" data-testid="pot">
          {formatStack(state.pot.total)}
        </span>
        {pots.length > 1 ? (
          <div className="text-[2.2vh] font-semibold text-emerald-50/90">
            {pots.map((p) => `${p.label} ${formatStack(p.amount)}`).join(' · ')}
          </div>
        ) : null}
      </div>
    </div>
  );
}
