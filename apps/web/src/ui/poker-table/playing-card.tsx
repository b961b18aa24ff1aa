import type { CSSProperties } from 'react';
import { cardLabel, type Deck, parseCard, placeKey, rankText, type Suit, suitColour } from './card-face.js';
import './table.css';

/** The four suits as shapes (SVG, so they look the same in every browser and OBS). */
export function SuitShape({ suit, className }: { suit: Suit; className?: string }) {
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true" fill="currentColor">
      {suit === 'H' ? (
        <path d="M50 90C22 67 4 50 4 30 4 15 16 5 29 5c10 0 17 6 21 14C54 11 61 5 71 5c13 0 25 10 25 25 0 20-18 37-46 60Z" />
      ) : suit === 'D' ? (
        <path d="M50 3 89 50 50 97 11 50Z" />
      ) : suit === 'S' ? (
        <path d="M50 3c12 18 46 36 46 58 0 14-11 23-23 23-9 0-16-5-19-11 1 10 5 18 12 24H34c7-6 11-14 12-24-3 6-10 11-19 11C15 84 4 75 4 61 4 39 38 21 50 3Z" />
      ) : (
        <>
          <circle cx="50" cy="27" r="21" />
          <circle cx="26" cy="58" r="21" />
          <circle cx="74" cy="58" r="21" />
          <path d="M45 55c0 20-4 31-12 41h34c-8-10-12-21-12-41Z" />
        </>
      )}
    </svg>
  );
}

export interface PlayingCardProps {
  /** A card in the spec's notation, or null for a card this viewer may not see (drawn face down). */
  card: string | null;
  /** Height in px. UI.md: at least 48 px of rank at 1080p on overlays, so 96 there. */
  height: number;
  deck: Deck;
  /** Folded hands dim. */
  dim?: boolean;
  /** Winners highlight. */
  highlight?: boolean;
  /** Flip in on mount (a card just read). */
  enter?: boolean;
  /** The colour of the card back. */
  backColour?: string;
  className?: string;
}

/**
 * One card, face up or face down. The face carries `elementtiming` so the paint of a newly read card
 * can be observed (bench/src/overlay-latency.bench.ts); key a card by its face so a new card is a new
 * element.
 */
export function PlayingCard({
  card,
  height,
  deck,
  dim,
  highlight,
  enter,
  backColour,
  className = '',
}: PlayingCardProps) {
  const face = parseCard(card);
  const common = {
    role: 'img',
    'aria-label': cardLabel(card),
    'data-dim': dim ? '' : undefined,
    'data-highlight': highlight ? '' : undefined,
    'data-enter': enter ? '' : undefined,
  };
  if (!face) {
    const style = { '--card-h': `${height}px`, '--card-back': backColour } as CSSProperties;
    return (
      <span {...common} data-card="back" className={`rb-card rb-card-back ${className}`} style={style} />
    );
  }
  const style = { '--card-h': `${height}px`, '--suit': suitColour(face.suit, deck) } as CSSProperties;
  const text = rankText(face.rank);
  const timing = { elementtiming: `card:${card}` } as Record<string, string>;
  return (
    <span {...common} data-card={card} className={`rb-card ${className}`} style={style}>
      <span
        className="rb-card-rank"
        data-wide={text.length > 1 ? '' : undefined}
        aria-hidden="true"
        {...timing}
      >
        {text}
      </span>
      <SuitShape suit={face.suit} className="rb-card-index-pip" />
      <SuitShape suit={face.suit} className="rb-card-pip" />
    </span>
  );
}

/** A place on the board where a card will come. */
export function CardSlot({ height }: { height: number }) {
  return (
    <span
      aria-hidden="true"
      className="rb-card rb-card-slot"
      style={{ '--card-h': `${height}px` } as CSSProperties}
    />
  );
}

/**
 * One board's cards: every card read so far, then an empty slot for each still to come (`slots` is the
 * blind level's board size). The caller wraps them in its own row.
 */
export function BoardCards({
  cards,
  slots,
  height,
  deck,
}: {
  cards: readonly string[];
  slots: number;
  height: number;
  deck: Deck;
}) {
  return Array.from({ length: Math.max(slots, cards.length) }, (_, i) => {
    const card = cards[i];
    return card ? (
      <PlayingCard key={placeKey(i, card)} card={card} height={height} deck={deck} enter />
    ) : (
      <CardSlot key={placeKey(i, 'slot')} height={height} />
    );
  });
}

/** The dealer button. */
export function DealerButton({ size = 24, className = '' }: { size?: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label="Dealer button"
      className={`rb-dealer-button ${className}`}
      style={{ width: size, height: size, fontSize: size * 0.5 }}
    >
      D
    </span>
  );
}
