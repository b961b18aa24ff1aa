/**
 * What the add-on panels show and how big, as pure functions of the table state (the panels only
 * draw). The panel sits in the top-left corner, above the board and the strip, beside the view panel
 * when one is up (overlay-page.tsx).
 */
import { blackjack } from '@railbird/poker/addons';
import type { AddOn, TableState } from '@railbird/protocol';
import { cardWidth, SAFE_WIDTH, SAFE_Y, STAGE_HEIGHT, stripGeometry, VIEW_GAP } from '../strip-layout.js';

/** The add-ons with a panel, in the order they rotate: the casino games first (they fill the corner). */
export const PANEL_ADD_ONS = [
  'blackjack',
  'uth',
  'nitGameAddOn',
  'powerupsAddOn',
  'teamAddOn',
  'bingoAddOn',
  'fortuneTellerAddOn',
  'runnerUpAddOn',
  'oneNDoneAddOn',
] as const satisfies readonly AddOn[];
export type PanelAddOn = (typeof PANEL_ADD_ONS)[number];

/** A panel's heading: the room's one list (@railbird/protocol ADD_ON_GAMES). */
export { ADD_ON_TITLES } from '@railbird/protocol';

/** The add-ons on air: listed in `addOns` and carrying their state (a half-wired table shows nothing). */
export function addOnsOnAir(state: Pick<TableState, 'addOns' | PanelAddOn>): PanelAddOn[] {
  const on = new Set(state.addOns);
  return PANEL_ADD_ONS.filter((a) => on.has(a) && state[a] !== null);
}

/**
 * The add-on that must stay up whatever the rotation: a powerup waiting for POWERUP CONFIRMATION (the
 * viewers should see what is about to happen), a nit game called and waiting for NIT GAME
 * CONFIRMATION, then a bingo just called.
 */
export function pinnedAddOn(
  state: Pick<TableState, 'addOns' | PanelAddOn> & { round?: Pick<TableState['round'], 'roundState'> },
): PanelAddOn | null {
  const on = addOnsOnAir(state);
  if (on.includes('powerupsAddOn') && state.powerupsAddOn?.pending) return 'powerupsAddOn';
  if (on.includes('nitGameAddOn') && state.round?.roundState === 'NIT GAME CONFIRMATION')
    return 'nitGameAddOn';
  if (on.includes('bingoAddOn') && state.bingoAddOn?.players.some((p) => p.hasBingo)) return 'bingoAddOn';
  return null;
}

/** Height of the stream layouts' top bar and the gap under it (overlay-page.tsx `TopBar`). */
export const TOP_BAR_SPACE = 80;
/** Between the add-on panel and the view panel on its right. */
export const PANEL_GAP = 24;

export interface AddOnBox {
  top: number;
  maxWidth: number;
  maxHeight: number;
}

/**
 * Where the add-on panel may draw: from the top safe margin (under the top bar in the stream layouts)
 * to just above the board, and left of the view panel when one shows.
 */
export function addOnBox(
  state: Pick<TableState, 'playerGroup' | 'round' | 'centerCards'>,
  options: { topBar: boolean; viewWidth: number | null },
): AddOnBox {
  const top = SAFE_Y + (options.topBar ? TOP_BAR_SPACE : 0);
  const bottom = Math.min(STAGE_HEIGHT, stripGeometry(state).top - VIEW_GAP);
  return {
    top,
    maxWidth: options.viewWidth === null ? SAFE_WIDTH : SAFE_WIDTH - options.viewWidth - PANEL_GAP,
    maxHeight: Math.max(0, bottom - top),
  };
}

// ── Casino tables (blackjack, UTH): a dealer row over a grid of hands ────────────────────────────

/** The card sizes tried, largest first: 96 px gives the 48 px rank of UI.md; 64 px is the least. */
const CASINO_CARD_HEIGHTS = [96, 88, 80, 72, 64] as const;
/** A fanned card shows this share of its width (the corner index stays readable). */
const FAN_SHOW = 0.62;
const PANEL_PAD_X = 48;
const PANEL_PAD_Y = 40;
const TITLE_ROW = 52;
const GRID_GAP = 12;
/** A hand's cell: the name above the cards, the bets and the total under them, its own padding. */
const CELL_TEXT = 34 + 40 + 20;
const CELL_PAD_X = 24;
const BET_LINE = 38;
const CELL_MIN_WIDTH = 160;

/** Width of `count` cards fanned at `height`. */
export function fanWidth(count: number, height: number): number {
  const w = cardWidth(height);
  return count <= 0 ? 0 : w + (count - 1) * Math.round(w * FAN_SHOW);
}

export interface CasinoLayout {
  cardHeight: number;
  columns: number;
  rows: number;
  cellWidth: number;
  /** Height the panel takes. */
  height: number;
  /** True when even the smallest cards overflow the box (the panel then clips its last row). */
  overflows: boolean;
}

/**
 * The largest cards for which every hand fits the box: each hand a cell wide enough for its most
 * cards, as many cells a row as the width takes, a dealer row on top.
 */
export function casinoLayout(options: {
  hands: number;
  /** Most cards in one hand (blackjack hits: 5 or more; UTH: 2). */
  cardsPerHand: number;
  /** Cards in the dealer's row (dealer and board together in UTH). */
  dealerCards: number;
  maxWidth: number;
  maxHeight: number;
  /** A cell never narrower (UTH's bets need the room). */
  minCellWidth?: number;
  /** Lines of bets under the cards (UTH wraps its four bets on two). */
  betLines?: number;
}): CasinoLayout {
  const hands = Math.max(1, options.hands);
  let last: CasinoLayout | null = null;
  for (const cardHeight of CASINO_CARD_HEIGHTS) {
    const cellWidth = Math.max(
      options.minCellWidth ?? CELL_MIN_WIDTH,
      fanWidth(Math.max(2, options.cardsPerHand), cardHeight) + CELL_PAD_X,
    );
    const inner = options.maxWidth - PANEL_PAD_X;
    const columns = Math.max(1, Math.min(hands, Math.floor((inner + GRID_GAP) / (cellWidth + GRID_GAP))));
    const rows = Math.ceil(hands / columns);
    const cell = cardHeight + CELL_TEXT + ((options.betLines ?? 1) - 1) * BET_LINE;
    const height = PANEL_PAD_Y + TITLE_ROW + (cardHeight + 20) + rows * cell + rows * GRID_GAP;
    last = { cardHeight, columns, rows, cellWidth, height, overflows: height > options.maxHeight };
    if (!last.overflows) return last;
  }
  return last!;
}

// ── Words and numbers ────────────────────────────────────────────────────────────────────────────

/** A seat's name as the overlay shows it (hidden players stay anonymous), or `Seat n`. */
export function seatName(state: Pick<TableState, 'playerGroup'>, seatIndex: number): string {
  const player = state.playerGroup.players.find((p) => p.seatIndex === seatIndex);
  if (!player || player.isHidden) return `Seat ${seatIndex + 1}`;
  return player.displayName;
}

/** Chips with thousands separators, tabular in the overlay's font. */
export function chips(amount: number): string {
  return amount.toLocaleString('en-US');
}

type Card = Parameters<typeof blackjack.handTotal>[0][number];

/**
 * A blackjack hand's total as a viewer reads it: `BJ` for a two-card 21 (a natural), `Bust`, `Soft 17`,
 * `17`; only the visible cards count (the dealer's up card while the hole card is down). Null with no
 * visible card.
 */
export function blackjackTotalText(
  cards: readonly (string | null)[],
  options: { canBeNatural: boolean },
): string | null {
  const seen = cards.filter((c): c is Card => c !== null);
  if (seen.length === 0) return null;
  const { total, soft } = blackjack.handTotal(seen);
  if (total > 21) return 'Bust';
  if (total === 21 && seen.length === 2 && cards.length === 2 && options.canBeNatural) return 'BJ';
  return soft && total < 21 ? `Soft ${total}` : String(total);
}

export type ResultTone = 'win' | 'lose' | 'push';

/** A settled hand's badge: its words and its tone (green win, red lose, neutral push). */
export function resultBadge(
  result: 'WIN' | 'LOSE' | 'PUSH' | 'BLACKJACK' | null,
): { text: string; tone: ResultTone } | null {
  switch (result) {
    case 'WIN':
      return { text: 'Win', tone: 'win' };
    case 'BLACKJACK':
      return { text: 'Blackjack!', tone: 'win' };
    case 'LOSE':
      return { text: 'Lose', tone: 'lose' };
    case 'PUSH':
      return { text: 'Push', tone: 'push' };
    default:
      return null;
  }
}

/** What the casino round is doing, in the dealer's words. */
export const CASINO_ROUND_TEXT: Record<string, string> = {
  WAITING_FOR_BETS: 'Place your bets',
  DEALING: 'Dealing',
  PLAYER_ACTION: 'Players act',
  DEALER_ACTION: 'Dealer plays',
  SETTLING: 'Paying out',
};

/**
 * A UTH seat's bets, only those placed: `Ante = Blind 10` (the blind always equals the ante, so one
 * pill says both), `Play 40`, `Trips 5`.
 */
export function uthBets(hand: {
  ante: number;
  blind: number;
  play: number;
  trips: number;
}): { label: string; amount: number }[] {
  const bets =
    hand.ante === hand.blind
      ? [['Ante = Blind', hand.ante] as const]
      : ([
          ['Ante', hand.ante],
          ['Blind', hand.blind],
        ] as const);
  return [...bets, ['Play', hand.play] as const, ['Trips', hand.trips] as const]
    .filter(([, amount]) => amount > 0)
    .map(([label, amount]) => ({ label, amount }));
}

// ── Bingo: one small grid per player ────────────────────────────────────────────────────────────

export interface BingoLayout {
  square: number;
  columns: number;
}

/**
 * The largest square (56 px down to 34 px) at which every player's `size`×`size` card fits the box,
 * cards side by side and wrapping.
 */
export function bingoLayout(options: {
  players: number;
  size: number;
  maxWidth: number;
  maxHeight: number;
}): BingoLayout {
  const players = Math.max(1, options.players);
  let best: BingoLayout = { square: 34, columns: 1 };
  for (let square = 56; square >= 34; square -= 2) {
    const cardW = options.size * square + (options.size - 1) * 4 + 20;
    const cardH = 40 + options.size * square + (options.size - 1) * 4 + 16;
    const columns = Math.max(
      1,
      Math.min(players, Math.floor((options.maxWidth - PANEL_PAD_X + 16) / (cardW + 16))),
    );
    const rows = Math.ceil(players / columns);
    best = { square, columns };
    if (PANEL_PAD_Y + TITLE_ROW + rows * cardH + (rows - 1) * 16 <= options.maxHeight) return best;
  }
  return best;
}
