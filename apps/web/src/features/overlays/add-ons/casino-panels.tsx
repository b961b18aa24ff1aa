import type { TableState } from '@railbird/protocol';
import type { CSSProperties } from 'react';
import type { Deck } from '../../../ui/poker-table/card-face.js';
import { BoardCards, PlayingCard } from '../../../ui/poker-table/playing-card.js';
import { cardWidth } from '../strip-layout.js';
import {
  type AddOnBox,
  blackjackTotalText,
  CASINO_ROUND_TEXT,
  casinoLayout,
  chips,
  resultBadge,
  seatName,
  uthBets,
} from './layout.js';

export interface PanelProps {
  state: TableState;
  box: AddOnBox;
  deck: Deck;
  /** The colour of a face-down card (strip-layout `cardBackColour`). */
  cardBack: string;
}

/** Cards fanned left to right; a `null` card (this audience may not see it) is drawn face down. */
export function Fan({
  cards,
  height,
  deck,
  cardBack,
  dim,
  highlight,
}: {
  cards: readonly (string | null)[];
  height: number;
  deck: Deck;
  cardBack: string;
  dim?: boolean;
  highlight?: boolean;
}) {
  const w = cardWidth(height);
  const overlap = w - Math.round(w * 0.62);
  return (
    <span className="rb-addon-fan" style={{ height }}>
      {cards.map((card, i) => (
        <span
          // A card's place in the hand is its identity (a face turned up keeps its place).
          // biome-ignore lint/suspicious/noArrayIndexKey: cards are positional; the same place may turn from back to face.
          key={i}
          style={{ marginLeft: i === 0 ? 0 : -overlap, position: 'relative', zIndex: i } as CSSProperties}
        >
          <PlayingCard
            card={card}
            height={height}
            deck={deck}
            dim={dim}
            highlight={highlight}
            backColour={cardBack}
          />
        </span>
      ))}
    </span>
  );
}

function ResultBadge({ result }: { result: Parameters<typeof resultBadge>[0] }) {
  const badge = resultBadge(result);
  if (!badge) return null;
  return (
    <span className="rb-chip rb-addon-result" data-tone={badge.tone} data-testid="addon-result">
      {badge.text}
    </span>
  );
}

function Header({ title, sub, round }: { title: string; sub: string; round: string }) {
  return (
    <header className="rb-addon-header">
      <h2>{title}</h2>
      <span className="rb-muted rb-addon-sub">{sub}</span>
      <span className="rb-chip rb-accent-chip rb-addon-round">{CASINO_ROUND_TEXT[round] ?? round}</span>
    </header>
  );
}

/** Blackjack: the dealer's cards (hole card down until turned), then each seat's hand(s). */
export function BlackjackPanel({ state, box, deck, cardBack }: PanelProps) {
  const game = state.blackjack!;
  const most = game.hands.reduce((m, h) => Math.max(m, h.cards.length), 2);
  const layout = casinoLayout({
    hands: game.hands.length,
    cardsPerHand: Math.min(most, 6),
    dealerCards: Math.max(2, game.dealerHand.length),
    maxWidth: box.maxWidth,
    maxHeight: box.maxHeight,
  });
  const dealerTotal = blackjackTotalText(game.dealerHand, { canBeNatural: true });
  // Split hands of a seat follow each other (blackjackView): number them.
  const handNumber = new Map<number, number>();
  return (
    <>
      <Header
        title="Blackjack"
        sub={`Bets ${chips(game.minBet)}–${chips(game.maxBet)}`}
        round={game.roundState}
      />
      <div className="rb-addon-dealer" style={{ minHeight: layout.cardHeight }}>
        <span className="rb-addon-dealer-label">Dealer</span>
        {game.dealerHand.length > 0 ? (
          <Fan cards={game.dealerHand} height={layout.cardHeight} deck={deck} cardBack={cardBack} />
        ) : (
          <span className="rb-muted rb-addon-note">Waiting for bets</span>
        )}
        {dealerTotal ? (
          <span className="rb-addon-total" data-testid="dealer-total">
            {game.dealerHand.includes(null) ? `Shows ${dealerTotal}` : dealerTotal}
          </span>
        ) : null}
      </div>
      <ol
        className="rb-addon-grid"
        style={{ gridTemplateColumns: `repeat(${layout.columns}, ${layout.cellWidth}px)` }}
      >
        {game.hands.map((hand, i) => {
          const n = (handNumber.get(hand.seatIndex) ?? 0) + 1;
          handNumber.set(hand.seatIndex, n);
          const split = game.hands.filter((h) => h.seatIndex === hand.seatIndex).length > 1;
          const total = blackjackTotalText(hand.cards, { canBeNatural: !split });
          const lost = hand.result === 'LOSE' || hand.isBust;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: hands are in playing order; a split adds one after.
              key={i}
              className="rb-addon-cell"
              data-testid="blackjack-hand"
              data-seat={hand.seatIndex}
              data-result={hand.result ?? ''}
            >
              <span className="rb-addon-name rb-ellipsis">
                {seatName(state, hand.seatIndex)}
                {split ? <span className="rb-muted"> · {n}</span> : null}
              </span>
              <Fan
                cards={hand.cards}
                height={layout.cardHeight}
                deck={deck}
                cardBack={cardBack}
                dim={lost && hand.result !== null}
                highlight={hand.result === 'WIN' || hand.result === 'BLACKJACK'}
              />
              <span className="rb-addon-line">
                <span className="rb-addon-bet">
                  <span className="rb-coin" aria-hidden="true" />
                  {chips(hand.bet)}
                </span>
                {total ? <span className="rb-addon-total">{total}</span> : null}
                <ResultBadge result={hand.result} />
              </span>
            </li>
          );
        })}
      </ol>
    </>
  );
}

/** UTH: dealer and board on top, then each seat's hole cards (backs for a hidden feed), bets and result. */
export function UthPanel({ state, box, deck, cardBack }: PanelProps) {
  const game = state.uth!;
  const layout = casinoLayout({
    hands: game.hands.length,
    cardsPerHand: 2,
    dealerCards: 7,
    minCellWidth: 200,
    // Bets wrap on up to three lines; once the round is settled a result badge can take a fourth.
    betLines: game.hands.some((h) => h.result !== null || h.hasFolded) ? 4 : 3,
    maxWidth: box.maxWidth,
    maxHeight: box.maxHeight,
  });
  const dealer = game.dealerCards.length > 0 ? game.dealerCards : [null, null];
  return (
    <>
      <Header title="Ultimate Texas Hold'em" sub="Dealer qualifies with a pair" round={game.roundState} />
      <div className="rb-addon-dealer" style={{ minHeight: layout.cardHeight }}>
        <span className="rb-addon-dealer-label">Dealer</span>
        <Fan cards={dealer} height={layout.cardHeight} deck={deck} cardBack={cardBack} />
        <span className="rb-addon-dealer-label" style={{ marginLeft: 24 }}>
          Board
        </span>
        <span className="rb-addon-board" data-testid="uth-board">
          <BoardCards cards={game.board} slots={5} height={layout.cardHeight} deck={deck} />
        </span>
      </div>
      <ol
        className="rb-addon-grid"
        style={{ gridTemplateColumns: `repeat(${layout.columns}, ${layout.cellWidth}px)` }}
      >
        {game.hands.map((hand) => (
          <li
            key={hand.seatIndex}
            className="rb-addon-cell"
            data-testid="uth-hand"
            data-seat={hand.seatIndex}
            data-folded={String(hand.hasFolded)}
          >
            <span className="rb-addon-name rb-ellipsis">{seatName(state, hand.seatIndex)}</span>
            <Fan
              cards={hand.cards}
              height={layout.cardHeight}
              deck={deck}
              cardBack={cardBack}
              dim={hand.hasFolded}
              highlight={hand.result === 'WIN'}
            />
            <span className="rb-addon-line rb-addon-bets">
              {hand.hasFolded ? (
                <span className="rb-chip rb-addon-result" data-tone="lose">
                  Fold
                </span>
              ) : null}
              {uthBets(hand).map((bet) => (
                <span key={bet.label} className="rb-addon-betpill">
                  <span className="rb-muted">{bet.label}</span> {chips(bet.amount)}
                </span>
              ))}
              {hand.hasFolded ? null : <ResultBadge result={hand.result} />}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
