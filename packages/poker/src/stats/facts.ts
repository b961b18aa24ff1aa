import type { Card } from '../cards/cards.js';
import type { BetKind, Chips, HandConfig, HandEvent, PlayerIndex } from '../game/types.js';
import { type BettingLimit, getVariation, type VariationCode } from '../variations/variations.js';
import { type HandClass, handClassOf } from './hand-class.js';
import { rankPrimeProduct } from './hand-match.js';
import { type AllInEquity, type AllInSnapshot, expectedCollected } from './luck.js';
import { type Position, positionsOf, STEAL_POSITIONS } from './positions.js';

/**
 * Per-player facts of one completed hand, read from its events (the hand history) in one pass: for
 * every percentage statistic an opportunity and a done flag, plus the amounts. Statistics are sums of
 * these facts (aggregate.ts), never averages of percentages. Every definition, and every choice where
 * trackers disagree, is listed in docs/decisions/002-player-statistics.md; the rule ids there
 * (STAT-n) name the tests.
 *
 * "Preflop" is the first betting round of any variation (third street in stud, before the first draw
 * in draw games) and "postflop" every later one; "flop", "turn" and "river" are the second, third and
 * fourth betting rounds.
 */

/** A percentage statistic as two counts: `done` times out of `opportunities`. */
export interface StatCount {
  done: number;
  opportunities: number;
}

/** Every percentage statistic, by the name the analytics message and the CLI use. */
export const RATIO_STATS = [
  'vpip',
  'pfr',
  'rfi',
  'steal',
  'threeBet',
  'threeBetPlus',
  'fourBet',
  'afq',
  'cbet',
  'cbetTurn',
  'cbetRiver',
  'foldToCbet',
  'foldToCbetTurn',
  'foldToCbetRiver',
  'wtsd',
  'wsd',
] as const;
export type RatioStatName = (typeof RATIO_STATS)[number];
export type StatCounts = Record<RatioStatName, StatCount>;

export function emptyCounts(): StatCounts {
  return {
    vpip: { done: 0, opportunities: 0 },
    pfr: { done: 0, opportunities: 0 },
    rfi: { done: 0, opportunities: 0 },
    steal: { done: 0, opportunities: 0 },
    threeBet: { done: 0, opportunities: 0 },
    threeBetPlus: { done: 0, opportunities: 0 },
    fourBet: { done: 0, opportunities: 0 },
    afq: { done: 0, opportunities: 0 },
    cbet: { done: 0, opportunities: 0 },
    cbetTurn: { done: 0, opportunities: 0 },
    cbetRiver: { done: 0, opportunities: 0 },
    foldToCbet: { done: 0, opportunities: 0 },
    foldToCbetTurn: { done: 0, opportunities: 0 },
    foldToCbetRiver: { done: 0, opportunities: 0 },
    wtsd: { done: 0, opportunities: 0 },
    wsd: { done: 0, opportunities: 0 },
  };
}

const CBET: readonly RatioStatName[] = ['cbet', 'cbetTurn', 'cbetRiver'];
const FOLD_TO_CBET: readonly RatioStatName[] = ['foldToCbet', 'foldToCbetTurn', 'foldToCbetRiver'];

export interface TankFacts {
  /** Longest single decision, milliseconds (0 when none was timed). */
  readonly longest: number;
  /** Sum of the timed decisions, milliseconds. */
  readonly total: number;
  /** How many decisions were timed. */
  readonly decisions: number;
}

export interface PlayerHandFacts {
  readonly player: PlayerIndex;
  readonly name: string;
  /** Button games only; `null` in stud (no positions, a bring-in instead of blinds). */
  readonly position: Position | null;
  /** Per statistic, this hand's flags (0 or 1); `afq` counts postflop actions. */
  readonly counts: StatCounts;
  /** Collected any part of any pot (STAT-2). */
  readonly won: boolean;
  /** Put chips in voluntarily and collected nothing (STAT-3). */
  readonly lost: boolean;
  /** Collected − contributed, in the caller's units. */
  readonly net: number;
  /** Everything collected from the pots (gross), in the caller's units. */
  readonly collected: number;
  /** `net` in big blinds of this hand. */
  readonly netBigBlinds: number;
  /** The cards dealt on the first street when all are known (hand matching), else `null`. */
  readonly startingCards: readonly Card[] | null;
  /** The 13×13 class in two-card hold'em when the cards are known; `null` otherwise. */
  readonly handClass: HandClass | null;
  /** Spec §5 rank-prime product of `startingCards`; `null` when they are not all known. */
  readonly primeProduct: number | null;
  readonly tank: TankFacts;
  /** Actual minus all-in expected winnings in the caller's units; `null` when the hand does not qualify. */
  readonly luck: number | null;
  readonly luckBigBlinds: number | null;
}

export interface HandFacts {
  readonly variation: VariationCode;
  /** The big blind this hand's results are measured in, in the caller's units (STAT-14). */
  readonly bigBlind: number;
  /** Two or more players were still in the hand when it ended. */
  readonly showdown: boolean;
  readonly players: readonly PlayerHandFacts[];
}

export interface FactsOptions {
  /**
   * Decision times from the engine, milliseconds, one per `bet` event of the hand in order (the time
   * from the action reaching the player to their action); `null` for an untimed one.
   */
  readonly decisionTimes?: readonly (number | null | undefined)[];
  /** Exact all-in equity, for luckScore; without it `luck` is `null`. */
  readonly equity?: AllInEquity;
  /** Chips per unit of the figures returned (a PHH file's `scale`); amounts are divided by it. */
  readonly chipsPerUnit?: number;
}

/**
 * The big blind of a configuration: the larger of the first two blinds (any further blind is a
 * straddle and does not change the unit); games without blinds (stud) use the small bet, which is
 * what the big blind is in fixed-limit hold'em.
 */
export function bigBlindOf(config: HandConfig): Chips {
  let seen = 0;
  let big = 0;
  // Heads-up the big blind is listed first (index 0 is the player left of the button).
  for (const b of config.blindsOrStraddles) {
    if (b <= 0) continue;
    big = Math.max(big, b);
    if (++seen === 2) break;
  }
  return big || config.smallBet || config.minBet || 1;
}

const isAggressive = (kind: BetKind) => kind === 'raise' || kind === 'bet' || kind === 'complete';

/**
 * The facts of one completed hand, from its configuration and events. Throws if the events do not end
 * the hand (facts of a hand in progress would be wrong, not partial).
 */
export function handFacts(
  config: HandConfig,
  events: readonly HandEvent[],
  options: FactsOptions = {},
): HandFacts {
  const variation = getVariation(config.variation);
  const n = config.players.length;
  const unit = options.chipsPerUnit ?? 1;
  const bigBlindChips = bigBlindOf(config);
  const blindGame = variation.forcedBets === 'blinds';
  const positions = blindGame ? positionsOf(n) : null;
  const shortAllInReopens = config.rules.shortAllInReopens;

  const counts = Array.from({ length: n }, emptyCounts);
  // Chips.
  const stack = config.players.map((p) => p.stack);
  const bet = new Array<Chips>(n).fill(0);
  const committed = new Array<Chips>(n).fill(0);
  const deadAnte = new Array<Chips>(n).fill(0);
  const collected = new Array<Chips>(n).fill(0);
  let net: readonly Chips[] | null = null;
  const folded = new Array<boolean>(n).fill(false);
  // Cards.
  const hole: (Card | null)[][] = Array.from({ length: n }, () => []);
  const starting: (Card | null)[][] = Array.from({ length: n }, () => []);
  const shown: ((Card | null)[] | null)[] = new Array(n).fill(null);
  const discarded = new Array<boolean>(n).fill(false);
  const boards: (Card | null)[][] = Array.from({ length: config.numBoards }, () => []);
  const dead: Card[] = [];
  // Decisions.
  const preflopDecision = new Array<boolean>(n).fill(false);
  const laterDecision = new Array<boolean>(n).fill(false);
  const voluntary = new Array<boolean>(n).fill(false);
  const tankLongest = new Array<number>(n).fill(0);
  const tankTotal = new Array<number>(n).fill(0);
  const tankCount = new Array<number>(n).fill(0);
  let betEvents = 0;

  // Betting round, mirroring the reducer's raise rules (game/betting.ts) to know who could raise.
  let street = -1;
  let current = 0;
  let raiseIncrement = 0;
  let fullRaiseLevel = 0;
  let raiseCount = 0;
  let completionPending = false;
  let streetMinimum = 0;
  let streetLimit: BettingLimit = 'NO_LIMIT';
  const actedAt = new Array<number>(n).fill(-1);
  const actedThisStreet = new Array<boolean>(n).fill(false);

  // Preflop: the bet level (1 = the big blind or first bet, 2 = a raise, 3 = a 3bet…).
  let level = 0;
  let opened = false;
  let lastPreflopAggressor: PlayerIndex | null = null;
  // Continuation bets: who may cbet this street, whether anyone bet yet, the live cbet.
  let cbetCandidate: PlayerIndex | null = null;
  let nextCandidate: PlayerIndex | null = null;
  let streetBet = false;
  let cbettor: PlayerIndex | null = null;
  const facedCbet = new Array<boolean>(n).fill(false);

  let snapshot: AllInSnapshot | null = null;
  let cardsAfterSnapshot = false;
  let handChangedAfterSnapshot = false;

  const limitOn = (s: number): BettingLimit => {
    const { limits } = config;
    return typeof limits === 'string' ? limits : (limits[s] ?? limits[limits.length - 1] ?? 'NO_LIMIT');
  };

  const canRaise = (p: PlayerIndex): boolean => {
    if (streetLimit === 'FIXED_LIMIT' && config.raiseCap !== null && raiseCount >= config.raiseCap)
      return false;
    if (stack[p]! <= current - bet[p]!) return false;
    let someoneCanCall = false;
    for (let i = 0; i < n; i++) {
      if (i !== p && !folded[i] && stack[i]! + bet[i]! > current) {
        someoneCanCall = true;
        break;
      }
    }
    if (!someoneCanCall) return false;
    const acted = actedAt[p]!;
    if (!shortAllInReopens && acted > 0) {
      const fullRaise = Math.max(raiseIncrement, streetMinimum);
      if (!(fullRaiseLevel > acted || current - acted >= fullRaise)) return false;
    }
    return true;
  };

  const onBet = (p: PlayerIndex, kind: BetKind, amount: Chips, to: Chips): void => {
    const time = options.decisionTimes?.[betEvents++];
    if (typeof time === 'number' && Number.isFinite(time) && time >= 0) {
      tankCount[p]!++;
      tankTotal[p]! += time;
      if (time > tankLongest[p]!) tankLongest[p] = time;
    }
    const c = counts[p]!;
    const aggressive = isAggressive(kind);
    const putIn = aggressive || kind === 'call';
    if (putIn) voluntary[p] = true;
    // The bring-in is a forced bet, like a blind: not a decision for any statistic.
    const decision = kind !== 'bringIn';

    if (street === 0 && decision) {
      if (!preflopDecision[p]) {
        preflopDecision[p] = true;
        c.vpip.opportunities = 1;
        c.pfr.opportunities = 1;
        if (blindGame && !opened) {
          c.rfi.opportunities = 1;
          if (aggressive) c.rfi.done = 1;
          if (STEAL_POSITIONS.has(positions![p]!)) {
            c.steal.opportunities = 1;
            if (aggressive) c.steal.done = 1;
          }
        }
      }
      if (putIn) c.vpip.done = 1;
      if (aggressive) c.pfr.done = 1;
      if (level >= 2 && canRaise(p)) {
        c.threeBetPlus.opportunities = 1;
        if (aggressive) c.threeBetPlus.done = 1;
        if (level === 2) {
          c.threeBet.opportunities = 1;
          if (aggressive) c.threeBet.done = 1;
        } else if (level === 3) {
          c.fourBet.opportunities = 1;
          if (aggressive) c.fourBet.done = 1;
        }
      }
      if (putIn) opened = true;
      if (aggressive) {
        level = kind === 'raise' ? level + 1 : 1;
        lastPreflopAggressor = p;
      }
    } else if (street > 0 && decision) {
      laterDecision[p] = true;
      if (aggressive) {
        c.afq.done++;
        c.afq.opportunities++;
      } else if (kind === 'call' || kind === 'fold') {
        c.afq.opportunities++;
      }
      if (street <= 3) {
        if (p === cbetCandidate && !actedThisStreet[p] && !streetBet) {
          const stat = c[CBET[street - 1]!];
          stat.opportunities = 1;
          if (kind === 'bet') {
            stat.done = 1;
            cbettor = p;
            nextCandidate = p;
          }
        } else if (cbettor !== null && p !== cbettor && !facedCbet[p]) {
          facedCbet[p] = true;
          const stat = c[FOLD_TO_CBET[street - 1]!];
          stat.opportunities = 1;
          if (kind === 'fold') stat.done = 1;
        }
        // A raise ends the cbet: later players face the raise, not the cbet.
        if (aggressive && p !== cbettor) cbettor = null;
      }
      if (aggressive) streetBet = true;
    }
    if (decision) actedThisStreet[p] = true;

    // Mirror the reducer's bookkeeping.
    stack[p]! -= amount;
    bet[p] = to;
    if (kind === 'fold') {
      folded[p] = true;
      for (const card of hole[p]!) if (card) dead.push(card);
    } else if (kind === 'check' || kind === 'call') {
      actedAt[p] = current;
    } else if (aggressive) {
      const increment = to - current;
      const full = completionPending || increment >= Math.max(raiseIncrement, streetMinimum);
      raiseIncrement = Math.max(raiseIncrement, increment);
      raiseCount++;
      if (full) fullRaiseLevel = to;
      actedAt[p] = to;
      completionPending = false;
    }
    if (to > current) current = to;
  };

  let forcedBetsOver = false;
  for (const e of events) {
    switch (e.type) {
      case 'antePosted':
        stack[e.player]! -= e.amount;
        if (config.anteTrimming) committed[e.player]! += e.amount;
        else deadAnte[e.player]! += e.amount;
        break;
      case 'blindPosted':
        forcedBetsOver = true;
        stack[e.player]! -= e.amount;
        bet[e.player] = e.amount;
        level = 1;
        break;
      case 'uncalledReturned':
        stack[e.player]! += e.amount;
        // Before the blinds, a return trims a uniform ante; later it hands back an unmatched bet.
        if (forcedBetsOver) bet[e.player]! -= e.amount;
        else committed[e.player]! -= e.amount;
        break;
      case 'streetStarted': {
        forcedBetsOver = true;
        street = e.streetIndex;
        const s = variation.streets[street]!;
        streetLimit = limitOn(street);
        streetMinimum =
          streetLimit === 'FIXED_LIMIT'
            ? s.betSize === 'big'
              ? config.bigBet
              : config.smallBet
            : config.minBet;
        current = Math.max(0, ...bet);
        raiseIncrement = 0;
        fullRaiseLevel = current;
        raiseCount = 0;
        completionPending = street === 0 && config.bringIn > 0;
        actedAt.fill(-1);
        actedThisStreet.fill(false);
        facedCbet.fill(false);
        streetBet = false;
        cbettor = null;
        // The flop's candidate is the last preflop aggressor; later ones, whoever cbet the street before.
        cbetCandidate = street === 1 ? lastPreflopAggressor : nextCandidate;
        nextCandidate = null;
        break;
      }
      case 'holeDealt':
        hole[e.player]!.push(...e.cards);
        if (street === 0) starting[e.player]!.push(...e.cards);
        if (snapshot) handChangedAfterSnapshot = true;
        break;
      case 'discarded': {
        discarded[e.player] = true;
        const h = hole[e.player]!;
        for (const card of e.cards) {
          const at = h.indexOf(card);
          if (at >= 0) h.splice(at, 1);
          if (card) dead.push(card);
        }
        if (snapshot) handChangedAfterSnapshot = true;
        break;
      }
      case 'boardDealt':
        boards[e.board]!.push(...e.cards);
        if (snapshot) cardsAfterSnapshot = true;
        break;
      case 'cardBurned':
        if (e.card && !snapshot) dead.push(e.card);
        break;
      case 'bet':
        onBet(e.player, e.kind, e.amount, e.to);
        break;
      case 'bettingClosed': {
        for (let i = 0; i < n; i++) {
          committed[i]! += bet[i]!;
          bet[i] = 0;
        }
        current = 0;
        if (!snapshot) {
          let live = 0;
          let withChips = 0;
          for (let i = 0; i < n; i++) {
            if (folded[i]) continue;
            live++;
            if (stack[i]! > 0) withChips++;
          }
          // Betting is over for the hand: at most one live player has chips left (game/flow.ts).
          if (live > 1 && withChips <= 1) {
            snapshot = {
              committed: [...committed],
              deadAnte: [...deadAnte],
              live: folded.map((f) => !f),
              boards: boards.map((b) => [...b]),
              dead: [...dead],
            };
          }
        }
        break;
      }
      case 'shown':
        shown[e.player] = [...e.cards];
        hole[e.player] = [...e.cards];
        break;
      case 'potAwarded':
        for (const share of e.award.shares) {
          share.amounts.forEach((a, i) => {
            collected[i]! += a;
          });
        }
        break;
      case 'handEnded':
        net = e.result.net;
        break;
      default:
        break;
    }
  }
  if (!net) throw new Error('handFacts needs the events of a completed hand (no handEnded event)');

  let stillIn = 0;
  for (let i = 0; i < n; i++) if (!folded[i]) stillIn++;
  const showdown = stillIn >= 2;

  // luckScore: betting closed for good, cards still to come on the board, no hand changes after
  // (draws, pineapple discards, stud cards), and every live hand known.
  let expected: number[] | null = null;
  if (snapshot && options.equity && cardsAfterSnapshot && !handChangedAfterSnapshot) {
    const known = snapshot.live.every((l, i) => !l || hole[i]!.every((c) => c !== null));
    const boardKnown = snapshot.boards.every((b) => b.every((c) => c !== null));
    if (known && boardKnown) {
      expected = expectedCollected(snapshot, config.variation, hole as Card[][], options.equity);
    }
  }

  const twoCardHoldem = variation.family === 'holdem' && variation.streets[0]!.holeCards.length === 2;
  const players: PlayerHandFacts[] = [];
  for (let i = 0; i < n; i++) {
    const c = counts[i]!;
    if (laterDecision[i]) {
      c.wtsd.opportunities = 1;
      if (showdown && !folded[i]) c.wtsd.done = 1;
    }
    if (showdown && !folded[i]) {
      c.wsd.opportunities = 1;
      if (collected[i]! > 0) c.wsd.done = 1;
    }
    const cards = startingCardsOf(starting[i]!, shown[i] ?? null, discarded[i]!);
    const luckChips = expected && snapshot!.live[i] ? collected[i]! - expected[i]! : null;
    players.push({
      player: i,
      name: config.players[i]!.name,
      position: positions ? positions[i]! : null,
      counts: c,
      won: collected[i]! > 0,
      lost: voluntary[i]! && collected[i] === 0,
      net: net[i]! / unit,
      collected: collected[i]! / unit,
      netBigBlinds: net[i]! / bigBlindChips,
      startingCards: cards,
      handClass: cards && twoCardHoldem ? handClassOf(cards[0]!, cards[1]!) : null,
      primeProduct: cards ? rankPrimeProduct(cards) : null,
      tank: { longest: tankLongest[i]!, total: tankTotal[i]!, decisions: tankCount[i]! },
      luck: luckChips === null ? null : luckChips / unit,
      luckBigBlinds: luckChips === null ? null : luckChips / bigBlindChips,
    });
  }
  return { variation: config.variation, bigBlind: bigBlindChips / unit, showdown, players };
}

/**
 * The first street's cards when every one is known. Cards dealt face down without a reading are
 * filled from the showdown when the hand was not changed by a draw or discard in between (the shown
 * hand then begins with the starting cards, in the order dealt).
 */
function startingCardsOf(
  dealt: readonly (Card | null)[],
  shown: readonly (Card | null)[] | null,
  discarded: boolean,
): Card[] | null {
  if (dealt.length === 0) return null;
  if (dealt.every((c) => c !== null)) return dealt as Card[];
  if (!shown || discarded || shown.length < dealt.length) return null;
  const cards = shown.slice(0, dealt.length);
  return cards.every((c) => c !== null) ? (cards as Card[]) : null;
}
