import { type Card, toRankSuit } from '../cards/cards.js';
import type { Chips, HandEvent } from '../game/types.js';
import { getVariation, type VariationCode } from '../variations/variations.js';
import type { HandRecord } from './record.js';
import { replay } from './replay.js';

/**
 * Open Hand History (https://hh-specs.handhistory.org, spec 1.4.x), the JSON trackers import.
 *
 * Games: hold'em and every Omaha (PLO, PLO5, PLO6 and their hi-lo forms) on one board are written in
 * full. OHH has no form for discards (draw games, pineapples, Drawmaha), for stud's up cards and bring-in,
 * or for several boards, so those hands are refused with a reason rather than written wrong.
 *
 * Amounts are in currency units (chips / `scale`). An action's `amount` is what the player put in with
 * that action (the spec: bet 2, raised, re-raised to 20 → the re-raise is 18), not the street total.
 * Posts, all-ins, pots and winnings come from the reducer's events, not re-derived.
 */
export interface OhhOptions {
  readonly handId: string | number;
  readonly tableName: string;
  /** When the hand started (a parameter: the domain keeps no clock). */
  readonly startedAt: Date;
  readonly siteName: string;
  readonly networkName?: string;
  readonly currency?: string;
  readonly tableSize: number;
  /** The 1-based table seat of each player (position order); the config's seats otherwise. */
  readonly seats?: readonly number[];
  readonly heroPlayerId?: number | null;
  /** Chip units per currency unit (100 when chips are cents). */
  readonly scale?: number;
  readonly internalVersion?: string;
}

export interface OhhAction {
  action_number: number;
  player_id: number;
  action: string;
  amount: number;
  is_allin: boolean;
  cards?: string[];
}

export interface OhhRound {
  id: number;
  street: 'Preflop' | 'Flop' | 'Turn' | 'River' | 'Showdown';
  cards?: string[];
  actions: OhhAction[];
}

export interface OhhDocument {
  ohh: {
    spec_version: string;
    site_name: string;
    network_name: string;
    internal_version: string;
    tournament: boolean;
    game_number: string;
    start_date_utc: string;
    table_name: string;
    table_size: number;
    game_type: 'Holdem' | 'Omaha' | 'OmahaHiLo';
    bet_limit: { bet_type: 'NL' | 'PL' | 'FL'; bet_cap: number };
    currency?: string;
    dealer_seat: number;
    small_blind_amount: number;
    big_blind_amount: number;
    ante_amount: number;
    hero_player_id: number | null;
    players: { id: number; seat: number; name: string; display: string; starting_stack: number }[];
    rounds: OhhRound[];
    pots: {
      number: number;
      amount: number;
      rake: number;
      player_wins: { player_id: number; win_amount: number; contributed_rake: number }[];
    }[];
  };
}

export type OhhResult = { ok: true; ohh: OhhDocument } | { ok: false; error: string };

export const OHH_SPEC_VERSION = '1.4.7';

const GAME_TYPES: Partial<Record<VariationCode, OhhDocument['ohh']['game_type']>> = {
  NLH: 'Holdem',
  PLO: 'Omaha',
  PLO5: 'Omaha',
  PLO6: 'Omaha',
  PLO8: 'OmahaHiLo',
  BIG_O: 'OmahaHiLo',
  PLO6_HI_LO: 'OmahaHiLo',
};
const BET_TYPES = { NO_LIMIT: 'NL', POT_LIMIT: 'PL', FIXED_LIMIT: 'FL' } as const;
const STREETS = ['Flop', 'Turn', 'River'] as const;

function cardStrings(cards: readonly (Card | null)[]): string[] | null {
  return cards.every((c) => c !== null) ? cards.map((c) => toRankSuit(c!)) : null;
}

export function toOhh(record: HandRecord, options: OhhOptions): OhhResult {
  const { config } = record;
  const variation = getVariation(config.variation);
  const gameType = GAME_TYPES[config.variation];
  if (!gameType || config.numBoards > 1)
    return {
      ok: false,
      error: `Open Hand History has no form for ${variation.name}${config.numBoards > 1 ? ' on several boards' : ''}`,
    };
  const replayed = replay(record);
  if (!replayed.ok) return { ok: false, error: replayed.error.message };
  const scale = options.scale ?? 1;
  const money = (c: Chips) => c / scale;
  const n = config.players.length;
  const seatOf = (i: number) => options.seats?.[i] ?? (config.players[i]!.seatIndex ?? i) + 1;
  const limit = typeof config.limits === 'string' ? config.limits : (config.limits[0] ?? 'NO_LIMIT');
  // Heads-up the button (the last player) posts the small blind; otherwise the first two players post.
  const sbPlayer = n === 2 ? 1 : 0;
  const bbPlayer = n === 2 ? 0 : 1;

  const rounds: OhhRound[] = [{ id: 0, street: 'Preflop', actions: [] }];
  let round = rounds[0]!;
  let number = 0;
  const push = (a: Omit<OhhAction, 'action_number'>) => {
    number++;
    round.actions.push({ action_number: number, ...a });
  };
  let boardDeals = 0;
  const dealt = new Set<number>();
  const pots: OhhDocument['ohh']['pots'] = [];

  for (const event of replayed.events as HandEvent[]) {
    switch (event.type) {
      case 'antePosted':
        push({ player_id: event.player, action: 'Post Ante', amount: money(event.amount), is_allin: false });
        break;
      case 'blindPosted': {
        const action = event.straddle
          ? 'Straddle'
          : event.player === sbPlayer
            ? 'Post SB'
            : event.player === bbPlayer
              ? 'Post BB'
              : 'Post Extra Blind';
        const allIn = replayedStackAfterPost(record, event.player, event.amount);
        push({ player_id: event.player, action, amount: money(event.amount), is_allin: allIn });
        break;
      }
      case 'holeDealt':
        dealt.add(event.player);
        break;
      case 'boardDealt': {
        const street = STREETS[Math.min(boardDeals, 2)]!;
        boardDeals++;
        const cards = cardStrings(event.cards) ?? [];
        round = { id: rounds.length, street, cards, actions: [] };
        rounds.push(round);
        break;
      }
      case 'bet': {
        if (event.kind === 'bringIn' || event.kind === 'complete') break; // stud only: refused above
        const action =
          event.kind === 'fold'
            ? 'Fold'
            : event.kind === 'check'
              ? 'Check'
              : event.kind === 'call'
                ? 'Call'
                : event.kind === 'bet' && round.street !== 'Preflop'
                  ? 'Bet'
                  : 'Raise';
        push({ player_id: event.player, action, amount: money(event.amount), is_allin: event.allIn });
        break;
      }
      case 'shown':
      case 'mucked': {
        if (round.street !== 'Showdown') {
          round = { id: rounds.length, street: 'Showdown', actions: [] };
          rounds.push(round);
        }
        const cards = event.type === 'shown' ? cardStrings(event.cards) : null;
        push({
          player_id: event.player,
          action: event.type === 'shown' ? 'Shows Cards' : 'Mucks Cards',
          amount: 0,
          is_allin: false,
          ...(cards ? { cards } : {}),
        });
        break;
      }
      case 'potAwarded': {
        const wins = new Array<Chips>(n).fill(0);
        for (const share of event.award.shares) for (const [i, a] of share.amounts.entries()) wins[i]! += a;
        pots.push({
          number: event.award.pot,
          amount: money(event.award.amount),
          rake: 0,
          player_wins: wins.flatMap((w, i) =>
            w > 0 ? [{ player_id: i, win_amount: money(w), contributed_rake: 0 }] : [],
          ),
        });
        break;
      }
      default:
        break;
    }
  }

  // Every player's cards, when the table knows them, as "Dealt Cards" at the start of the preflop round.
  const final = replayed.state;
  const dealtActions: Omit<OhhAction, 'action_number'>[] = [];
  for (const i of [...dealt].sort((a, b) => a - b)) {
    const cards = cardStrings(dealtHole(record, i));
    if (cards) dealtActions.push({ player_id: i, action: 'Dealt Cards', amount: 0, is_allin: false, cards });
  }
  const preflop = rounds[0]!;
  const posts = preflop.actions.filter((a) => a.action.startsWith('Post') || a.action === 'Straddle');
  const rest = preflop.actions.filter((a) => !(a.action.startsWith('Post') || a.action === 'Straddle'));
  preflop.actions = [...posts, ...dealtActions.map((a) => ({ action_number: 0, ...a })), ...rest];
  let k = 0;
  for (const r of rounds) for (const a of r.actions) a.action_number = ++k;

  const blindOf = (i: number) => config.blindsOrStraddles[i] ?? 0;
  return {
    ok: true,
    ohh: {
      ohh: {
        spec_version: OHH_SPEC_VERSION,
        site_name: options.siteName,
        network_name: options.networkName ?? options.siteName,
        internal_version: options.internalVersion ?? OHH_SPEC_VERSION,
        tournament: false,
        game_number: String(options.handId),
        start_date_utc: options.startedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
        table_name: options.tableName,
        table_size: options.tableSize,
        game_type: gameType,
        bet_limit: { bet_type: BET_TYPES[limit], bet_cap: 0 },
        ...(options.currency ? { currency: options.currency } : {}),
        dealer_seat: seatOf(n - 1),
        small_blind_amount: money(blindOf(sbPlayer)),
        big_blind_amount: money(blindOf(bbPlayer)),
        ante_amount: money(Math.max(0, ...config.antes)),
        hero_player_id: options.heroPlayerId ?? null,
        players: config.players.map((p, i) => ({
          id: i,
          seat: seatOf(i),
          name: p.name,
          display: p.name,
          starting_stack: money(final.players[i]!.startingStack),
        })),
        rounds,
        pots,
      },
    },
  };
}

/** The cards dealt to a player over the hand, in order (hold'em and Omaha deal them once). */
function dealtHole(record: HandRecord, player: number): (Card | null)[] {
  return record.actions.flatMap((a) => (a.type === 'dealHole' && a.player === player ? a.cards : []));
}

/** Whether a blind or straddle put the player all in. */
function replayedStackAfterPost(record: HandRecord, player: number, amount: Chips): boolean {
  const p = record.config.players[player]!;
  const ante = record.config.antes[player] ?? 0;
  return p.stack - Math.min(ante, p.stack) - amount <= 0;
}
