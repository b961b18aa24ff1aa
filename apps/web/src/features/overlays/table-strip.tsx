import { formatStack } from '@railbird/poker/format';
import type { Equity, Player, TableState } from '@railbird/protocol';
import { type Deck, placeKey } from '../../ui/poker-table/card-face.js';
import { BoardCards, DealerButton, PlayingCard } from '../../ui/poker-table/playing-card.js';
import type { SkinColours } from '../../ui/poker-table/skin.js';
import {
  equityText,
  overlayPlayers,
  positionLabel,
  potLines,
  seatInHand,
  shotClock,
  streetLabel,
} from '../../ui/poker-table/table-view.js';
import { SkinAvatar } from './skin-avatar.js';
import {
  BOARD_GAP,
  boardCardHeight,
  COMPACT_POD_WIDTH,
  cardBackColour,
  cardWidth,
  type EquityRowLayout,
  equityLabelColours,
  equityRowLayout,
  POD_GAP,
  POD_ROWS,
  podInnerWidth,
  SAFE_X,
  SAFE_Y,
  type StripGeometry,
  stripGeometry,
} from './strip-layout.js';

interface StripProps {
  state: TableState;
  deck: Deck;
  /** False when the data is stale: live-only parts (cards, equities, actions, the clock) are hidden. */
  live: boolean;
  now: number;
  colours: SkinColours;
}

/**
 * The table strip along the bottom of the stage: one pod per seated player with hole cards (as this
 * link may see them), equity bars, stack, position, the last word and the shot clock; the board and pot
 * centred above it. Seats keep seat order so nobody jumps around, and every pod is built from the same
 * fixed rows (strip-layout.ts), so cards and boxes line up whatever each seat shows, and the board sits
 * at the same height in an overlay and its hidden twin.
 */
export function TableStrip({ state, deck, live, now, colours }: StripProps) {
  const players = overlayPlayers(state.playerGroup.players);
  if (players.length === 0) return null;
  const geometry = stripGeometry(state);
  const inRound = state.game.gameState === 'IN ROUND' || state.round.street !== 'NONE';
  const winners = new Map<number, number>();
  for (const award of state.payout?.awards ?? []) {
    winners.set(award.seatIndex, (winners.get(award.seatIndex) ?? 0) + award.amount);
  }
  const clock = live ? shotClock(state, now) : null;
  // Seats out of the hand dim only while there is a hand (or its result) to stand out from: an idle
  // table between hands is not a row of folded players.
  const handOn = winners.size > 0 || players.some((p) => seatInHand(p).inHand);
  const back = cardBackColour(colours);
  return (
    <div
      data-testid="table-strip"
      style={{ position: 'absolute', left: SAFE_X, right: SAFE_X, bottom: SAFE_Y }}
      className="flex flex-col items-center"
    >
      {live && inRound ? <BoardPanel state={state} deck={deck} geometry={geometry} /> : null}
      <div
        className="flex items-end justify-center"
        data-testid="seat-row"
        style={{ gap: POD_GAP, marginTop: BOARD_GAP, height: geometry.pod.total }}
      >
        {players.map((player) => (
          <Pod
            key={player.seatIndex}
            player={player}
            state={state}
            deck={deck}
            live={live}
            geometry={geometry}
            label={equityLabelColours(colours)}
            back={back}
            handOn={handOn}
            won={winners.get(player.seatIndex) ?? null}
            clock={clock && state.round.actingPlayer === player.seatIndex ? clock : null}
          />
        ))}
      </div>
    </div>
  );
}

function Pod({
  player,
  state,
  deck,
  live,
  geometry,
  label,
  back,
  handOn,
  won,
  clock,
}: {
  player: Player;
  state: TableState;
  deck: Deck;
  live: boolean;
  geometry: StripGeometry;
  label: { color: string; background: string };
  back: string;
  handOn: boolean;
  won: number | null;
  clock: ReturnType<typeof shotClock>;
}) {
  const { layout, pod } = geometry;
  const status = player.roundStatus;
  const { inHand, folded } = seatInHand(player);
  const acting = live && state.round.actingPlayer === player.seatIndex;
  const isWinner = live && (status?.isWinner || won !== null);
  const cards = live && inHand ? status!.hand.cards : [];
  const w = cardWidth(layout.cardHeight);
  const cardsWidth = cards.length === 0 ? 0 : w + layout.cardStep * (cards.length - 1);
  const equities = live && inHand && !folded ? status!.equitiesList : [];
  const outs = live && inHand && !folded ? status!.outs.length : 0;
  const position = positionLabel(status?.position);
  const compact = layout.podWidth < COMPACT_POD_WIDTH;
  const message = live ? podMessage(player, won) : null;
  const inner = podInnerWidth(layout.podWidth);
  return (
    <div
      className="rb-pod"
      data-seat={player.seatIndex}
      data-folded={String(live && !isWinner && (folded || (!inHand && handOn)))}
      data-acting={String(acting)}
      data-winner={String(Boolean(isWinner))}
      style={{ width: layout.podWidth, height: pod.total }}
    >
      {/* The card row is reserved whether or not cards show: the box below never moves. */}
      <div
        className="rb-pod-cards"
        style={{ width: cardsWidth, height: pod.cardRow, marginBottom: -POD_ROWS.cardOverlap }}
      >
        {cards.map((card, i) => (
          // A new face is a new element: it flips in, and its paint can be timed.
          <span key={placeKey(i, card)} style={{ position: 'absolute', left: i * layout.cardStep, top: 0 }}>
            <PlayingCard
              card={card}
              height={layout.cardHeight}
              deck={deck}
              dim={folded}
              highlight={Boolean(isWinner)}
              enter={card !== null}
              backColour={back}
            />
          </span>
        ))}
      </div>
      <div
        className={`rb-panel rb-pod-panel ${acting ? 'rb-acting' : ''}`}
        style={{
          height: pod.panel,
          paddingTop: POD_ROWS.padTop,
          paddingBottom: POD_ROWS.padBottom,
        }}
      >
        <div className="rb-pod-row flex items-center gap-2" style={{ height: POD_ROWS.head }}>
          {compact ? null : <SkinAvatar player={player} size={44} />}
          <div className="min-w-0 flex-1">
            <div className="rb-ellipsis" style={{ fontSize: 28, fontWeight: 800, lineHeight: 1.1 }}>
              {player.displayName}
            </div>
            <div
              className="flex items-center gap-2"
              style={{ fontSize: 28, fontWeight: 600, lineHeight: 1.15 }}
            >
              <span className={live ? '' : 'rb-muted'} data-testid="stack">
                {formatStack(player.stack, compact)}
              </span>
            </div>
          </div>
          <div className="flex flex-col items-end gap-1 self-start">
            {player.isDealer || state.round.dealerButtonIndex === player.seatIndex ? (
              <DealerButton size={26} />
            ) : null}
            {position && live && inHand ? (
              <span className="rb-muted" style={{ fontSize: 18, fontWeight: 700 }}>
                {position}
              </span>
            ) : null}
          </div>
        </div>
        <div
          className="rb-pod-row flex items-center"
          data-testid="seat-status"
          style={{ height: POD_ROWS.status }}
        >
          {message ? (
            <span
              className={`rb-chip ${message.tone === 'allin' ? 'rb-allin-chip' : message.tone === 'win' ? 'rb-accent-chip' : ''}`}
              style={{
                fontSize: 20,
                ...(message.tone === 'plain' || message.tone === 'bet'
                  ? { background: 'rgb(0 0 0 / 0.28)' }
                  : {}),
              }}
            >
              {message.tone === 'bet' ? <span className="rb-coin" aria-hidden="true" /> : null}
              {message.text}
            </span>
          ) : null}
        </div>
        <div
          className="flex flex-col"
          data-testid={equities.length > 0 ? 'equity' : undefined}
          style={{ marginTop: POD_ROWS.equityGap, gap: POD_ROWS.equityStep }}
        >
          {Array.from({ length: pod.equityRows }, (_, i) =>
            equities[i] ? (
              <EquityRow
                key={placeKey(i, 'equity')}
                equity={equities[i]}
                row={equityRowLayout(inner, i === 0 && outs > 0 && !compact)}
                outs={outs}
                label={label}
              />
            ) : (
              <div key={placeKey(i, 'equity')} style={{ height: POD_ROWS.equity }} />
            ),
          )}
        </div>
        {clock && clock.totalMs !== null && clock.remainingMs !== null ? (
          <div
            className="rb-clock-track"
            role="timer"
            aria-label={`${Math.ceil(clock.remainingMs / 1000)} seconds to act`}
          >
            <div
              className="rb-clock-fill"
              data-urgent={String(clock.remainingMs <= 10_000)}
              style={{ width: `${(clock.remainingMs / clock.totalMs) * 100}%` }}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * One equity: the percentage on its own solid patch of the panel, the bar beside it, the outs after.
 * The text is never drawn over the bar, so no fill edge ever runs through it (issue 15).
 */
function EquityRow({
  equity,
  row,
  outs,
  label,
}: {
  equity: Equity;
  row: EquityRowLayout;
  outs: number;
  label: { color: string; background: string };
}) {
  const percent = Math.max(0, Math.min(100, equity.equity * 100));
  const text = equityText(equity);
  return (
    <div className="rb-equity" style={{ height: POD_ROWS.equity }}>
      <span
        className="rb-equity-text"
        data-testid="equity-label"
        style={{ width: row.label.width, color: label.color, background: label.background }}
      >
        {text.startsWith('≈') ? (
          // "sampled", smaller than the figure it qualifies: the widest label (≈100%) still fits.
          <span style={{ fontSize: '0.8em', marginRight: 1 }}>≈</span>
        ) : null}
        {text.replace('≈', '')}
      </span>
      <span
        className="rb-equity-track"
        data-testid="equity-bar"
        style={{ left: row.bar.x, width: row.bar.width }}
        aria-hidden="true"
      >
        <span className="rb-equity-fill rb-bar" style={{ width: `${percent}%` }} />
      </span>
      {row.outs ? (
        <span className="rb-equity-outs rb-muted" style={{ left: row.outs.x, width: row.outs.width }}>
          {outs} {outs === 1 ? 'out' : 'outs'}
        </span>
      ) : null}
    </div>
  );
}

function podMessage(
  player: Player,
  won: number | null,
): { text: string; tone: 'plain' | 'bet' | 'allin' | 'win' } | null {
  if (won !== null) return { text: `WINS ${formatStack(won)}`, tone: 'win' };
  const status = player.roundStatus;
  if (!status?.inRound) return player.sittingOut ? { text: 'SITTING OUT', tone: 'plain' } : null;
  if (status.isAllIn) return { text: 'ALL IN', tone: 'allin' };
  if (status.message) return { text: status.message, tone: 'plain' };
  if (status.streetCommit > 0) return { text: formatStack(status.streetCommit), tone: 'bet' };
  return null;
}

/**
 * The board(s), centred, with the street, the pot and any side pots, at a fixed height for the number of
 * boards (strip-layout.ts), so it stands at the same place in every feed of the table.
 */
function BoardPanel({ state, deck, geometry }: { state: TableState; deck: Deck; geometry: StripGeometry }) {
  const level = state.round.blindLevel;
  const dealt = state.centerCards.boards;
  const pots = potLines(state);
  const street = streetLabel(state.round.street);
  const height = boardCardHeight(geometry.boards);
  return (
    <div
      className="rb-panel flex items-center gap-6"
      data-testid="board"
      style={{ padding: '14px 22px', height: geometry.boardHeight, flex: 'none' }}
    >
      {geometry.boards > 0 ? (
        <div className="flex flex-col gap-2">
          {Array.from({ length: geometry.boards }, (_, b) => (
            <div key={placeKey(b, 'board')} className="flex gap-2">
              <BoardCards cards={dealt[b] ?? []} slots={level.numBoardCards} height={height} deck={deck} />
            </div>
          ))}
        </div>
      ) : null}
      <div className="flex flex-col justify-center" style={{ minWidth: 150 }}>
        <span className="rb-muted" style={{ fontSize: 22, fontWeight: 700, textTransform: 'uppercase' }}>
          {street ? `${street} · pot` : 'pot'}
        </span>
        <span style={{ fontSize: 44, fontWeight: 800, lineHeight: 1 }} data-testid="pot">
          {formatStack(state.pot.total)}
        </span>
        {pots.length > 1 ? (
          <span className="rb-muted" style={{ fontSize: 18, fontWeight: 600, marginTop: 4 }}>
            {pots.map((p) => `${p.label} ${formatStack(p.amount)}`).join(' · ')}
          </span>
        ) : null}
      </div>
    </div>
  );
}
