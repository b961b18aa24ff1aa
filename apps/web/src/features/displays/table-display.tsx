import { formatStack } from '@railbird/poker/format';
import type { Player, TableState } from '@railbird/protocol';
import { useState } from 'react';
import { displayEngineUrl, useLiveness, useViewerTable } from '../../lib/table-sockets/viewer.js';
import { Avatar } from '../../ui/poker-table/avatar.js';
import { placeKey } from '../../ui/poker-table/card-face.js';
import { OvalTable } from '../../ui/poker-table/oval-table.js';
import { BoardCards, DealerButton } from '../../ui/poker-table/playing-card.js';
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

function RoomTable({ state, live }: { state: TableState; live: boolean }) {
  const players = playersBySeat(state.playerGroup.players);
  const bySeat = new Map(players.map((p) => [p.seatIndex, p]));
  return (
    <div className="mx-auto w-full max-w-[150vh]">
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
      />
    </div>
  );
}

function RoomSeat({ player, state, live }: { player: Player; state: TableState; live: boolean }) {
  const status = player.roundStatus;
  const { folded } = seatInHand(player);
  const acting = live && state.round.actingPlayer === player.seatIndex;
  const position = positionLabel(status?.position);
  return (
    <div
      className={`relative flex w-[22vh] flex-col items-center rounded-2xl bg-zinc-900/95 px-[1.2vh] py-[1vh] shadow-lg ring-1 ring-white/10 ${
        acting ? 'rb-acting' : ''
      } ${folded ? 'opacity-50' : ''}`}
      data-seat={player.seatIndex}
    >
      <div className="flex w-full items-center gap-[1vh]">
        <Avatar
          name={player.displayName}
          url={player.profileUrl}
          size={44}
          className="bg-teal-700 text-white"
        />
        <span className="min-w-0 flex-1 truncate text-[3vh] font-bold">{player.displayName}</span>
      </div>
      <div className="flex w-full items-center justify-between">
        <span className="tabular text-[3.4vh] font-extrabold">{formatStack(player.stack)}</span>
        {live && status?.isAllIn ? (
          <span className="rounded bg-red-600 px-1.5 text-[1.8vh] font-bold">ALL IN</span>
        ) : live && position ? (
          <span className="text-[1.8vh] font-bold text-zinc-400">{position}</span>
        ) : null}
      </div>
      {live && (status?.streetCommit ?? 0) > 0 ? (
        <span className="tabular mt-1 rounded-full bg-amber-400 px-3 text-[2.2vh] font-bold text-zinc-950">
          {formatStack(status!.streetCommit)}
        </span>
      ) : null}
      {state.round.dealerButtonIndex === player.seatIndex ? (
        <DealerButton size={30} className="absolute -top-3 -right-3" />
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
