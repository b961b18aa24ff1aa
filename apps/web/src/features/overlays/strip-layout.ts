/**
 * Geometry of the 1920×1080 overlay stage (UI.md: nothing outside the 5% title-safe margin; card
 * ranks ≥ 48 px, so cards 96 px high; names and stacks ≥ 28 px).
 *
 * Every seat's box is drawn from the same fixed rows whatever the seat shows (issue 15): a blind, a bet
 * or an action label takes a row every seat reserves, so the cards of all seats sit on one line and the
 * boxes share one height. The rows depend only on what every feed of the table knows (seat count, the
 * level's cards and boards), never on hole cards or equities, so an overlay and its hidden twin lay out
 * the strip, and therefore the board above it, at the same place.
 */
import type { TableState } from '@railbird/protocol';
import type { SkinColours } from '../../ui/poker-table/skin.js';
import { boardCount, overlayPlayers } from '../../ui/poker-table/table-view.js';

export const STAGE_WIDTH = 1920;
export const STAGE_HEIGHT = 1080;
/** 5% title-safe margins. */
export const SAFE_X = 96;
export const SAFE_Y = 54;
export const SAFE_WIDTH = STAGE_WIDTH - 2 * SAFE_X;

export const POD_GAP = 12;
export const MAX_POD_WIDTH = 300;
/** The card height that gives a 48 px rank. */
export const FULL_CARD_HEIGHT = 96;
/** The smallest card the strip falls back to when many hands of many cards must fit in one row. */
export const MIN_CARD_HEIGHT = 68;
/** Horizontal padding of a seat's box (both sides together). */
const POD_PADDING = 20;
export function podInnerWidth(podWidth: number): number {
  return podWidth - POD_PADDING;
}
/** Below a pod this wide the avatar and the outs give way to the name and the numbers. */
export const COMPACT_POD_WIDTH = 220;

export interface StripLayout {
  podWidth: number;
  cardHeight: number;
  /** Horizontal distance between the left edges of two cards of a hand (less than a card: they fan). */
  cardStep: number;
}

/** Card width of a card `height` px high (poker size, 63 × 88 mm). */
export function cardWidth(height: number): number {
  return height * 0.714;
}

/**
 * Pod width, card height and fan step for `seats` pods holding up to `cards` cards each. Cards fan
 * (overlap) before they shrink, but never so far that the rank in the corner is covered.
 */
export function stripLayout(seats: number, cards: number): StripLayout {
  const n = Math.max(1, seats);
  const podWidth = Math.min(MAX_POD_WIDTH, Math.floor((SAFE_WIDTH - POD_GAP * (n - 1)) / n));
  const inner = podWidth - POD_PADDING;
  const k = Math.max(1, cards);
  for (let height = FULL_CARD_HEIGHT; height >= MIN_CARD_HEIGHT; height -= 4) {
    const w = cardWidth(height);
    if (k === 1) return { podWidth, cardHeight: height, cardStep: 0 };
    const step = Math.min(w + 6, (inner - w) / (k - 1));
    // The corner index (rank, even "10", and its suit) needs about two thirds of the card's width.
    if (step >= w * 0.66) return { podWidth, cardHeight: height, cardStep: Math.floor(step) };
  }
  const w = cardWidth(MIN_CARD_HEIGHT);
  return {
    podWidth,
    cardHeight: MIN_CARD_HEIGHT,
    cardStep: Math.max(Math.floor((inner - w) / (k - 1)), Math.floor(w * 0.4)),
  };
}

/**
 * The fixed rows of a seat's box, top to bottom, in px. Every seat draws every row, empty or not.
 * `head` holds the avatar, the name (28 px) and the stack (28 px); `status` the blind, bet or action
 * chip; then one equity row per board (run it twice: two).
 */
export const POD_ROWS = {
  /** The cards overlap the top of the box by this much (they stand on it). */
  cardOverlap: 14,
  padTop: 20,
  head: 64,
  status: 36,
  equityGap: 6,
  equity: 30,
  /** Between two equity rows. */
  equityStep: 4,
  padBottom: 12,
} as const;

export interface PodGeometry {
  /** Height of the card row above the box (the cards' height, reserved even when no card shows). */
  cardRow: number;
  /** Height of the box. */
  panel: number;
  /** Card row and box together, less the overlap: the strip's seat row. */
  total: number;
  equityRows: number;
}

export function podGeometry(cardHeight: number, equityRows: number): PodGeometry {
  const rows = Math.max(1, equityRows);
  const r = POD_ROWS;
  const panel =
    r.padTop + r.head + r.status + r.equityGap + rows * r.equity + (rows - 1) * r.equityStep + r.padBottom;
  return { cardRow: cardHeight, panel, total: cardHeight - r.cardOverlap + panel, equityRows: rows };
}

/** Space between the board panel and the seat row. */
export const BOARD_GAP = 18;
/** Vertical padding of the board panel (both sides together), and the least height of its contents. */
const BOARD_PADDING = 28;
const BOARD_MIN_CONTENT = 110;
const BOARD_ROW_GAP = 8;
/** The least space between a view panel and the board below it. */
export const VIEW_GAP = 16;
/** A view panel's height when nothing below asks for less (546 px: seven rows of a list at full size). */
export const VIEW_MAX_HEIGHT = 546;

/** Board cards: 110 px for one board (the centre of attention), 88 px each when two are stacked. */
export function boardCardHeight(boards: number): number {
  return boards > 1 ? 88 : 110;
}

/** The board panel's fixed height: its boards stacked, or the pot alone (stud) at the same size. */
export function boardPanelHeight(boards: number): number {
  const cards = boards > 0 ? boards * boardCardHeight(boards) + (boards - 1) * BOARD_ROW_GAP : 0;
  return BOARD_PADDING + Math.max(BOARD_MIN_CONTENT, cards);
}

export interface StripGeometry {
  seats: number;
  layout: StripLayout;
  pod: PodGeometry;
  boards: number;
  /** Distance from the stage's bottom edge to the board panel's bottom edge. */
  boardBottom: number;
  boardHeight: number;
  /** Stage y of the board panel's top: the top of the strip during a hand. */
  top: number;
  /** How tall a view panel above the strip may be (it starts at the top safe margin). */
  viewMaxHeight: number;
}

/**
 * The strip of `state` as every feed of the table lays it out. Only public facts go in: the seats shown,
 * the level's hole-card count (not the cards dealt: a hand between deals would shrink the row) and its
 * boards, so a hidden feed (no faces, no equities) gets the same numbers as the delayed one.
 */
export function stripGeometry(
  state: Pick<TableState, 'playerGroup' | 'round' | 'centerCards'>,
): StripGeometry {
  const players = overlayPlayers(state.playerGroup.players);
  const cards = players.reduce(
    (m, p) => Math.max(m, p.roundStatus?.hand.cards.length ?? 0),
    Math.max(2, state.round.blindLevel.numPlayerCards),
  );
  const layout = stripLayout(players.length, cards);
  const boards = boardCount(state);
  const pod = podGeometry(layout.cardHeight, boards);
  const boardBottom = SAFE_Y + pod.total + BOARD_GAP;
  const boardHeight = boardPanelHeight(boards);
  const top = STAGE_HEIGHT - boardBottom - boardHeight;
  return {
    seats: players.length,
    layout,
    pod,
    boards,
    boardBottom,
    boardHeight,
    top,
    viewMaxHeight: Math.min(VIEW_MAX_HEIGHT, top - VIEW_GAP - SAFE_Y),
  };
}

/**
 * One equity row inside a box `innerWidth` px wide: the percentage on the box's own panel, then the bar,
 * then (when there is room) the outs. The label never sits on the bar, so it never straddles the edge
 * between the fill and the track whatever the equity (issue 15: "8%" dark on dark).
 */
export interface EquityRowLayout {
  label: { x: number; width: number };
  bar: { x: number; width: number };
  outs: { x: number; width: number } | null;
}

export const EQUITY_LABEL_WIDTH = 92;
export const EQUITY_OUTS_WIDTH = 66;
const EQUITY_SPACING = 8;

export function equityRowLayout(innerWidth: number, withOuts: boolean): EquityRowLayout {
  const label = { x: 0, width: EQUITY_LABEL_WIDTH };
  const barX = EQUITY_LABEL_WIDTH + EQUITY_SPACING;
  const outsWidth = withOuts ? EQUITY_OUTS_WIDTH + EQUITY_SPACING : 0;
  const bar = { x: barX, width: Math.max(24, innerWidth - barX - outsWidth) };
  return {
    label,
    bar,
    outs: withOuts ? { x: bar.x + bar.width + EQUITY_SPACING, width: EQUITY_OUTS_WIDTH } : null,
  };
}

/**
 * The equity label's colours: the skin's panel behind it and the text colour computed for that panel
 * (skin.ts picks black or white by WCAG contrast, at least 4.58:1), drawn as the label's own solid
 * background so nothing else (a fill, the video) can show through.
 */
export function equityLabelColours(colours: SkinColours): { color: string; background: string } {
  return { color: colours.onPrimary, background: colours.primary };
}

/** The default card back of the room (table.css), for a skin with no dark colour at all. */
export const FALLBACK_CARD_BACK = '#1e3a5f';

/**
 * The colour of a hole card's back: the back has a white frame and a light weave, so it needs a dark
 * ground to read as a card and not a blank. The skin's panel when it takes white text (it is dark),
 * else its accent when that is dark, else the room's blue: on a light skin (paper, gold) the backs would
 * otherwise be white blanks on a white box.
 */
export function cardBackColour(colours: SkinColours): string {
  if (colours.onPrimary === '#ffffff') return colours.primary;
  if (colours.onAccent === '#ffffff') return colours.accent;
  return FALLBACK_CARD_BACK;
}
