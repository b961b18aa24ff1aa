import { formatStack } from '@railbird/poker/format';
import type { Player, TableState } from '@railbird/protocol';
import { type Deck, placeKey } from '../../ui/poker-table/card-face.js';
import { BoardCards, DealerButton, PlayingCard } from '../../ui/poker-table/playing-card.js';
import {
  boardCount,
  equityText,
  overlayPlayers,
  positionLabel,
  potLines,
  seatInHand,
  shotClock,
  streetLabel,
} from '../../ui/poker-table/table-view.js';
import { SkinAvatar } from './skin-avatar.js';
import { cardWidth, POD_GAP, SAFE_X, SAFE_Y, stripLayout } from './strip-layout.js';

interface StripProps {
  state: TableState;
  deck: Deck;
  /** False when the data is stale: live-only parts (cards, equities, actions, the clock) are hidden. */
  live: boolean;
  now: number;
}

/** Seats in the hand first shown as they sit; the strip keeps seat order so nobody jumps around. */
function maxCards(players: readonly Player[]): number {
  return players.reduce((m, p) => Math.max(m, p.roundStatus?.hand.cards.length ?? 0), 2);
}

/**
 * The table strip along the bottom of the stage: one pod per seated player with hole cards (as this
 * link may see them), equity bars, stack, position, the last word and the shot clock; the board and pot
 * centred above it.
 */
export function TableStrip({ state, deck, live, now }: StripProps) {
  const players = overlayPlayers(state.playerGroup.players);
  if (players.length === 0) return null;
  const layout = stripLayout(players.length, maxCards(players));
  const inRound = state.game.gameState === 'IN ROUND' || state.round.street !== 'NONE';
  const winners = new Map<number, number>();
  for (const award of state.payout?.awards ?? []) {
    winners.set(award.seatIndex, (winners.get(award.seatIndex) ?? 0) + award.amount);
  }
  const clock = live ? shotClock(state, now) : null;
  return (
    <div
      data-testid="table-strip"
      style={{ position: 'absolute', left: SAFE_X, right: SAFE_X, bottom: SAFE_Y }}
      className="flex flex-col items-center"
    >
      {live && inRound ? <BoardPanel state={state} deck={deck} /> : null}
      <div className="flex items-end justify-center" style={{ gap: POD_GAP, marginTop: 18 }}>
        {players.map((player) => (
          <Pod
            key={player.seatIndex}
            player={player}
            state={state}
            deck={deck}
            live={live}
            layout={layout}
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
  layout,
  won,
  clock,
}: {
  player: Player;
  state: TableState;
  deck: Deck;
  live: boolean;
  layout: ReturnType<typeof stripLayout>;
  won: number | null;
  clock: ReturnType<typeof shotClock>;
}) {
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
  const compact = layout.podWidth < 220;
  const message = live ? podMessage(player, won) : null;
  return (
    <div
      className="rb-pod"
      data-seat={player.seatIndex}
      data-folded={String(live && (folded || !inHand))}
      data-acting={String(acting)}
      data-winner={String(Boolean(isWinner))}
      style={{ width: layout.podWidth }}
    >
      <div
        className="rb-pod-cards"
        style={{ width: cardsWidth, height: cards.length ? layout.cardHeight : 0 }}
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
              backColour="var(--skin-primary)"
            />
          </span>
        ))}
      </div>
      <div className={`rb-panel rb-pod-panel ${acting ? 'rb-acting' : ''}`}>
        <div className="flex items-center gap-2">
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
        {message ? (
          <div className="mt-1.5 flex">
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
          </div>
        ) : null}
        {equities.length > 0 ? (
          <div className="mt-2 flex flex-col gap-1" data-testid="equity">
            {equities.map((equity, i) => {
              const label = (
                <>
                  {equityText(equity)}
                  {i === 0 && outs > 0 && !compact ? (
                    <span style={{ fontSize: 18, fontWeight: 700, marginLeft: 8, opacity: 0.85 }}>
                      {outs} {outs === 1 ? 'out' : 'outs'}
                    </span>
                  ) : null}
                </>
              );
              const percent = equity.equity * 100;
              return (
                <div key={placeKey(i, 'place')} className="rb-equity">
                  <div className="rb-equity-fill rb-bar" style={{ width: `${percent}%` }} />
                  {/* The label twice: in the panel's text colour over the track, in the accent's over the fill. */}
                  <div className="rb-equity-text">{label}</div>
                  <div
                    className="rb-equity-text rb-equity-on-fill"
                    aria-hidden="true"
                    style={{ clipPath: `inset(0 ${100 - percent}% 0 0)` }}
                  >
                    {label}
                  </div>
                </div>
              );
            })}
          </div>
        ) : null}
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

/** The board(s), centred, with the pot and the street. */
function BoardPanel({ state, deck }: { state: TableState; deck: Deck }) {
  const level = state.round.blindLevel;
  const dealt = state.centerCards.boards;
  const boards = boardCount(state);
  const pots = potLines(state);
  const street = streetLabel(state.round.street);
  const height = boards > 1 ? 88 : 110;
  return (
    <div className="rb-panel flex items-center gap-6" data-testid="board" style={{ padding: '14px 22px' }}>
      {boards > 0 ? (
        <div className="flex flex-col gap-2">
          {Array.from({ length: boards }, (_, b) => (
            <div key={placeKey(b, 'board')} className="flex gap-2">
              <BoardCards cards={dealt[b] ?? []} slots={level.numBoardCards} height={height} deck={deck} />
            </div>
          ))}
        </div>
      ) : null}
      <div className="flex flex-col" style={{ minWidth: 150 }}>
        {street ? (
          <span className="rb-muted" style={{ fontSize: 22, fontWeight: 700, textTransform: 'uppercase' }}>
            {street}
          </span>
        ) : null}
        <span style={{ fontSize: 22, fontWeight: 700 }} className="rb-muted">
          POT
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
