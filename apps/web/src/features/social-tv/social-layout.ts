/**
 * The vertical clip (our `/socialtv/{tableKey}`, 1080×1920 for TikTok, Reels and Shorts) as plain
 * data: the safe area the platforms leave free of their own buttons and captions, who is listed, and
 * how big each row may be so everything fits. Pure and tested; social-tv.tsx only lays it out.
 *
 * Query: `key` the link's token · `engine` the engine's ws:// address · `bg=transparent` for a
 * transparent page (default: a solid dark background, since clips are usually recorded as they are) ·
 * `deck` `four` (default) or `two` colours.
 */
import { formatStack } from '@railbird/poker/format';
import type { Player, TableState } from '@railbird/protocol';
import type { Deck } from '../../ui/poker-table/card-face.js';
import { lastActionText, overlayPlayers, seatInHand } from '../../ui/poker-table/table-view.js';

export const SOCIAL_WIDTH = 1080;
export const SOCIAL_HEIGHT = 1920;
/** The platforms' own UI: the top ~12% (status bar, tabs) and the bottom ~20% (caption, buttons) hold no text. */
export const SAFE_TOP = Math.round(SOCIAL_HEIGHT * 0.12);
export const SAFE_BOTTOM = Math.round(SOCIAL_HEIGHT * 0.2);
/** The sides: the like/comment rail on the right is the widest. */
export const SAFE_LEFT = 64;
export const SAFE_RIGHT = 120;
export const CONTENT_WIDTH = SOCIAL_WIDTH - SAFE_LEFT - SAFE_RIGHT;
export const CONTENT_HEIGHT = SOCIAL_HEIGHT - SAFE_TOP - SAFE_BOTTOM;

/** The fixed blocks above the player list, px (header, board block, last action) and the gaps. */
export const HEADER_HEIGHT = 112;
export const ACTION_HEIGHT = 76;
export const BLOCK_GAP = 22;
export const ROW_GAP = 10;
export const MAX_ROW_HEIGHT = 140;
export const MIN_ROW_HEIGHT = 60;

export interface SocialConfig {
  tableKey: string;
  token: string | null;
  transparent: boolean;
  deck: Deck;
}

export function socialConfig(tableKey: string, search: URLSearchParams): SocialConfig {
  return {
    tableKey,
    token: search.get('key') || search.get('token') || null,
    transparent: search.get('bg') === 'transparent',
    deck: search.get('deck') === 'two' ? 'two' : 'four',
  };
}

/** Card height on the board: large, smaller when several boards share the block. */
export function boardCardHeight(boards: number): number {
  if (boards <= 1) return 214;
  if (boards === 2) return 140;
  return 96;
}

/** The board block's height: its cards, the gaps between boards, the pot line and padding. */
export function boardBlockHeight(boards: number): number {
  const n = Math.max(1, boards);
  return n * boardCardHeight(n) + (n - 1) * 12 + 92 + 36;
}

/** Height left for the player list under the header, the board block and the last action. */
export function listHeight(boards: number): number {
  return CONTENT_HEIGHT - HEADER_HEIGHT - boardBlockHeight(boards) - ACTION_HEIGHT - 3 * BLOCK_GAP;
}

export interface ListLayout {
  rowHeight: number;
  /** Type sizes follow the row: names and stacks stay at least 28 px (UI.md). */
  nameSize: number;
  cardHeight: number;
  /** Rows that do not fit are left out (the last ones); 0 when all fit. */
  hidden: number;
}

/** How tall each of `count` rows may be in `height` px. */
export function listLayout(count: number, height: number): ListLayout {
  if (count <= 0) return { rowHeight: MAX_ROW_HEIGHT, nameSize: 44, cardHeight: 100, hidden: 0 };
  const fits = Math.max(1, Math.floor((height + ROW_GAP) / (MIN_ROW_HEIGHT + ROW_GAP)));
  const shown = Math.min(count, fits);
  const rowHeight = Math.min(MAX_ROW_HEIGHT, Math.floor((height - (shown - 1) * ROW_GAP) / shown));
  return {
    rowHeight,
    nameSize: Math.max(28, Math.min(44, Math.round(rowHeight * 0.32))),
    cardHeight: Math.round(rowHeight * 0.72),
    hidden: count - shown,
  };
}

/**
 * Who is listed: everyone dealt into the hand while one runs (seat order; a player who folds stays,
 * dimmed, so the list does not jump under the viewer's eyes), every seated player between hands.
 * Hidden players stay hidden (privacy).
 */
export function socialPlayers(state: Pick<TableState, 'playerGroup' | 'game' | 'round'>): Player[] {
  const seated = overlayPlayers(state.playerGroup.players);
  const dealt = seated.filter((p) => seatInHand(p).inHand);
  return dealt.length > 0 ? dealt : seated;
}

export interface RowTag {
  text: string;
  tone: 'win' | 'allin' | 'bet' | 'plain';
}

/**
 * The word beside a player: what they won, folded, all in, the engine's word for their last action
 * ("BET 60", "CHECK") or their chips in this street. Nothing for the player to act: their ring says it,
 * and their last word is from before.
 */
export function rowTag(player: Player, won: number | null, acting = false): RowTag | null {
  if (won !== null) return { text: `WINS ${formatStack(won)}`, tone: 'win' };
  const status = player.roundStatus;
  if (!status?.inRound) return player.sittingOut ? { text: 'SITTING OUT', tone: 'plain' } : null;
  if (!status.active) return { text: 'FOLD', tone: 'plain' };
  if (status.isAllIn) return { text: 'ALL IN', tone: 'allin' };
  if (acting) return null;
  if (status.message) return { text: status.message, tone: 'plain' };
  if (status.streetCommit > 0) return { text: formatStack(status.streetCommit), tone: 'bet' };
  return null;
}

/** Chips won this hand per seat, from the payout. */
export function winnings(state: Pick<TableState, 'payout'>): Map<number, number> {
  const won = new Map<number, number>();
  for (const award of state.payout?.awards ?? []) {
    won.set(award.seatIndex, (won.get(award.seatIndex) ?? 0) + award.amount);
  }
  return won;
}

/** The last thing that happened, as one line for the clip. */
export function socialHeadline(state: TableState): string | null {
  const awards = state.payout?.awards ?? [];
  if (awards.length > 0) {
    const won = winnings(state);
    const parts = [...won].map(([seat, amount]) => {
      const name =
        state.playerGroup.players.find((p) => p.seatIndex === seat)?.displayName ?? `Seat ${seat + 1}`;
      return `${name} wins ${formatStack(amount)}`;
    });
    return parts.join(' · ');
  }
  return lastActionText(state.round.lastAction, state.playerGroup.players);
}
