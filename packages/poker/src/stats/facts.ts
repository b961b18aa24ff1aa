import type { Card } from '../cards/cards.js';
import type { BetKind, Chips, HandConfig, HandEvent, PlayerIndex } from '../game/types.js';
import {
  type BettingLimit,
  getVariation,
  type Variation,
  type VariationCode,
} from '../variations/variations.js';
import { type HandClass, handClassOf, hasStartingHandGrid } from './hand-class.js';
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
  const reader = new HandReader(config, options);
  for (const e of events) reader.read(e);
  return reader.facts();
}

/**
 * One pass over a hand's events. A class rather than closures: the engine and the server read a hand
 * the moment it ends, the bench reads millions, and V8 keeps a class's fields and methods fast.
 */
class HandReader {
  private readonly variation: Variation;
  private readonly n: number;
  private readonly positions: readonly Position[] | null;
  readonly counts: StatCounts[];
  // Chips.
  private readonly stack: Chips[];
  private readonly bet: Chips[];
  private readonly committed: Chips[];
  private readonly deadAnte: Chips[];
  private readonly collected: Chips[];
  private net: readonly Chips[] | null = null;
  private readonly folded: boolean[];
  // Cards.
  private readonly hole: (Card | null)[][];
  private readonly starting: (Card | null)[][];
  private readonly shown: ((Card | null)[] | null)[];
  private readonly discarded: boolean[];
  private readonly boards: (Card | null)[][];
  private readonly dead: Card[] = [];
  // Decisions.
  private readonly preflopDecision: boolean[];
  private readonly laterDecision: boolean[];
  private readonly voluntary: boolean[];
  private readonly tankLongest: number[];
  private readonly tankTotal: number[];
  private readonly tankCount: number[];
  private betEvents = 0;
  // The betting round, mirroring the reducer's raise rules (game/betting.ts) to know who could raise.
  private forcedBetsOver = false;
  private street = -1;
  private current = 0;
  private raiseIncrement = 0;
  private fullRaiseLevel = 0;
  private raiseCount = 0;
  private completionPending = false;
  private streetMinimum = 0;
  private streetLimit: BettingLimit = 'NO_LIMIT';
  private readonly actedAt: number[];
  private readonly actedThisStreet: boolean[];
  // Preflop: the bet level (1 = the big blind or first bet, 2 = a raise, 3 = a 3bet…).
  private level = 0;
  private opened = false;
  private lastPreflopAggressor: PlayerIndex | null = null;
  // Continuation bets: who may cbet this street, whether anyone bet yet, the live cbet.
  private cbetCandidate: PlayerIndex | null = null;
  private nextCandidate: PlayerIndex | null = null;
  private streetBet = false;
  private cbettor: PlayerIndex | null = null;
  private readonly facedCbet: boolean[];
  // The all-in moment, for luck.
  private snapshot: AllInSnapshot | null = null;
  private cardsAfterSnapshot = false;
  private handChangedAfterSnapshot = false;

  constructor(
    private readonly config: HandConfig,
    private readonly options: FactsOptions,
  ) {
    const n = config.players.length;
    this.n = n;
    this.variation = getVariation(config.variation);
    this.positions = this.variation.forcedBets === 'blinds' ? positionsOf(n) : null;
    this.counts = [];
    this.stack = [];
    this.hole = [];
    this.starting = [];
    this.shown = [];
    for (let i = 0; i < n; i++) {
      this.counts.push(emptyCounts());
      this.stack.push(config.players[i]!.stack);
      this.hole.push([]);
      this.starting.push([]);
      this.shown.push(null);
    }
    const zeros = () => new Array<number>(n).fill(0);
    const falses = () => new Array<boolean>(n).fill(false);
    this.bet = zeros();
    this.committed = zeros();
    this.deadAnte = zeros();
    this.collected = zeros();
    this.folded = falses();
    this.discarded = falses();
    this.boards = [];
    for (let b = 0; b < config.numBoards; b++) this.boards.push([]);
    this.preflopDecision = falses();
    this.laterDecision = falses();
    this.voluntary = falses();
    this.tankLongest = zeros();
    this.tankTotal = zeros();
    this.tankCount = zeros();
    this.actedAt = new Array<number>(n).fill(-1);
    this.actedThisStreet = falses();
    this.facedCbet = falses();
  }

  read(e: HandEvent): void {
    switch (e.type) {
      case 'antePosted':
        this.stack[e.player]! -= e.amount;
        if (this.config.anteTrimming) this.committed[e.player]! += e.amount;
        else this.deadAnte[e.player]! += e.amount;
        return;
      case 'blindPosted':
        this.forcedBetsOver = true;
        this.stack[e.player]! -= e.amount;
        this.bet[e.player] = e.amount;
        this.level = 1;
        return;
      case 'uncalledReturned':
        this.stack[e.player]! += e.amount;
        // Before the blinds, a return trims a uniform ante; later it hands back an unmatched bet.
        if (this.forcedBetsOver) this.bet[e.player]! -= e.amount;
        else this.committed[e.player]! -= e.amount;
        return;
      case 'streetStarted':
        this.startStreet(e.streetIndex);
        return;
      case 'holeDealt':
        for (const c of e.cards) this.hole[e.player]!.push(c);
        if (this.street === 0) for (const c of e.cards) this.starting[e.player]!.push(c);
        if (this.snapshot) this.handChangedAfterSnapshot = true;
        return;
      case 'discarded': {
        this.discarded[e.player] = true;
        const h = this.hole[e.player]!;
        for (const card of e.cards) {
          const at = h.indexOf(card);
          if (at >= 0) h.splice(at, 1);
          if (card) this.dead.push(card);
        }
        if (this.snapshot) this.handChangedAfterSnapshot = true;
        return;
      }
      case 'boardDealt':
        for (const c of e.cards) this.boards[e.board]!.push(c);
        if (this.snapshot) this.cardsAfterSnapshot = true;
        return;
      case 'cardBurned':
        if (e.card && !this.snapshot) this.dead.push(e.card);
        return;
      case 'bet':
        this.onBet(e.player, e.kind, e.amount, e.to);
        return;
      case 'bettingClosed':
        this.closeBetting();
        return;
      case 'shown':
        this.shown[e.player] = [...e.cards];
        this.hole[e.player] = [...e.cards];
        return;
      case 'potAwarded':
        for (const share of e.award.shares) {
          for (let i = 0; i < this.n; i++) this.collected[i]! += share.amounts[i] ?? 0;
        }
        return;
      case 'handEnded':
        this.net = e.result.net;
        return;
      default:
        return;
    }
  }

  private startStreet(street: number): void {
    const { config } = this;
    this.forcedBetsOver = true;
    this.street = street;
    const s = this.variation.streets[street]!;
    const { limits } = config;
    this.streetLimit =
      typeof limits === 'string' ? limits : (limits[street] ?? limits[limits.length - 1] ?? 'NO_LIMIT');
    this.streetMinimum =
      this.streetLimit === 'FIXED_LIMIT'
        ? s.betSize === 'big'
          ? config.bigBet
          : config.smallBet
        : config.minBet;
    let current = 0;
    for (const b of this.bet) if (b > current) current = b;
    this.current = current;
    this.raiseIncrement = 0;
    this.fullRaiseLevel = current;
    this.raiseCount = 0;
    this.completionPending = street === 0 && config.bringIn > 0;
    this.actedAt.fill(-1);
    this.actedThisStreet.fill(false);
    this.facedCbet.fill(false);
    this.streetBet = false;
    this.cbettor = null;
    // The flop's candidate is the last preflop aggressor; later ones, whoever cbet the street before.
    this.cbetCandidate = street === 1 ? this.lastPreflopAggressor : this.nextCandidate;
    this.nextCandidate = null;
  }

  /** Whether `p` has the right to raise: `verifyRaiseAllowed` (game/betting.ts) and someone who can call. */
  private canRaise(p: PlayerIndex): boolean {
    const { config, stack, bet, current } = this;
    if (
      this.streetLimit === 'FIXED_LIMIT' &&
      config.raiseCap !== null &&
      this.raiseCount >= config.raiseCap
    ) {
      return false;
    }
    if (stack[p]! <= current - bet[p]!) return false;
    let someoneCanCall = false;
    for (let i = 0; i < this.n; i++) {
      if (i !== p && !this.folded[i] && stack[i]! + bet[i]! > current) {
        someoneCanCall = true;
        break;
      }
    }
    if (!someoneCanCall) return false;
    const acted = this.actedAt[p]!;
    if (!config.rules.shortAllInReopens && acted > 0) {
      const fullRaise = Math.max(this.raiseIncrement, this.streetMinimum);
      if (!(this.fullRaiseLevel > acted || current - acted >= fullRaise)) return false;
    }
    return true;
  }

  private onBet(p: PlayerIndex, kind: BetKind, amount: Chips, to: Chips): void {
    const time = this.options.decisionTimes?.[this.betEvents++];
    if (typeof time === 'number' && Number.isFinite(time) && time >= 0) {
      this.tankCount[p]!++;
      this.tankTotal[p]! += time;
      if (time > this.tankLongest[p]!) this.tankLongest[p] = time;
    }
    const c = this.counts[p]!;
    const aggressive = isAggressive(kind);
    const putIn = aggressive || kind === 'call';
    if (putIn) this.voluntary[p] = true;
    // The bring-in is a forced bet, like a blind: not a decision for any statistic.
    const decision = kind !== 'bringIn';
    const street = this.street;

    if (street === 0 && decision) {
      if (!this.preflopDecision[p]) {
        this.preflopDecision[p] = true;
        c.vpip.opportunities = 1;
        c.pfr.opportunities = 1;
        if (this.positions && !this.opened) {
          c.rfi.opportunities = 1;
          if (aggressive) c.rfi.done = 1;
          if (STEAL_POSITIONS.has(this.positions[p]!)) {
            c.steal.opportunities = 1;
            if (aggressive) c.steal.done = 1;
          }
        }
      }
      if (putIn) c.vpip.done = 1;
      if (aggressive) c.pfr.done = 1;
      const level = this.level;
      if (level >= 2 && this.canRaise(p)) {
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
      if (putIn) this.opened = true;
      if (aggressive) {
        this.level = kind === 'raise' ? level + 1 : 1;
        this.lastPreflopAggressor = p;
      }
    } else if (street > 0 && decision) {
      this.laterDecision[p] = true;
      if (aggressive) {
        c.afq.done++;
        c.afq.opportunities++;
      } else if (kind === 'call' || kind === 'fold') {
        c.afq.opportunities++;
      }
      if (street <= 3) {
        if (p === this.cbetCandidate && !this.actedThisStreet[p] && !this.streetBet) {
          const stat = c[CBET[street - 1]!];
          stat.opportunities = 1;
          if (kind === 'bet') {
            stat.done = 1;
            this.cbettor = p;
            this.nextCandidate = p;
          }
        } else if (this.cbettor !== null && p !== this.cbettor && !this.facedCbet[p]) {
          this.facedCbet[p] = true;
          const stat = c[FOLD_TO_CBET[street - 1]!];
          stat.opportunities = 1;
          if (kind === 'fold') stat.done = 1;
        }
        // A raise ends the cbet: later players face the raise, not the cbet.
        if (aggressive && p !== this.cbettor) this.cbettor = null;
      }
      if (aggressive) this.streetBet = true;
    }
    if (decision) this.actedThisStreet[p] = true;

    // Mirror the reducer's bookkeeping.
    this.stack[p]! -= amount;
    this.bet[p] = to;
    if (kind === 'fold') {
      this.folded[p] = true;
      for (const card of this.hole[p]!) if (card) this.dead.push(card);
    } else if (kind === 'check' || kind === 'call') {
      this.actedAt[p] = this.current;
    } else if (aggressive) {
      const increment = to - this.current;
      const full = this.completionPending || increment >= Math.max(this.raiseIncrement, this.streetMinimum);
      this.raiseIncrement = Math.max(this.raiseIncrement, increment);
      this.raiseCount++;
      if (full) this.fullRaiseLevel = to;
      this.actedAt[p] = to;
      this.completionPending = false;
    }
    if (to > this.current) this.current = to;
  }

  private closeBetting(): void {
    const { n, bet, committed, folded, stack } = this;
    for (let i = 0; i < n; i++) {
      committed[i]! += bet[i]!;
      bet[i] = 0;
    }
    this.current = 0;
    if (this.snapshot) return;
    let live = 0;
    let withChips = 0;
    for (let i = 0; i < n; i++) {
      if (folded[i]) continue;
      live++;
      if (stack[i]! > 0) withChips++;
    }
    // Betting is over for the hand: at most one live player has chips left (game/flow.ts).
    if (live > 1 && withChips <= 1) {
      this.snapshot = {
        committed: [...committed],
        deadAnte: [...this.deadAnte],
        live: folded.map((f) => !f),
        boards: this.boards.map((b) => [...b]),
        dead: [...this.dead],
      };
    }
  }

  facts(): HandFacts {
    const { config, options, n, counts, collected, folded, snapshot } = this;
    const net = this.net;
    if (!net) throw new Error('handFacts needs the events of a completed hand (no handEnded event)');
    const unit = options.chipsPerUnit ?? 1;
    const bigBlindChips = bigBlindOf(config);
    let stillIn = 0;
    for (let i = 0; i < n; i++) if (!folded[i]) stillIn++;
    const showdown = stillIn >= 2;

    // luckScore: betting closed for good, cards still to come on the board, no hand changes after
    // (draws, pineapple discards, stud cards), and every live hand known.
    let expected: number[] | null = null;
    if (snapshot && options.equity && this.cardsAfterSnapshot && !this.handChangedAfterSnapshot) {
      const known = snapshot.live.every((l, i) => !l || this.hole[i]!.every((c) => c !== null));
      const boardKnown = snapshot.boards.every((b) => b.every((c) => c !== null));
      if (known && boardKnown) {
        expected = expectedCollected(snapshot, config.variation, this.hole as Card[][], options.equity);
      }
    }

    const twoCardHoldem = hasStartingHandGrid(this.variation);
    const players: PlayerHandFacts[] = [];
    for (let i = 0; i < n; i++) {
      const c = counts[i]!;
      const reached = showdown && !folded[i];
      if (this.laterDecision[i]) {
        c.wtsd.opportunities = 1;
        if (reached) c.wtsd.done = 1;
      }
      if (reached) {
        c.wsd.opportunities = 1;
        if (collected[i]! > 0) c.wsd.done = 1;
      }
      const cards = startingCardsOf(this.starting[i]!, this.shown[i] ?? null, this.discarded[i]!);
      const luckChips = expected && snapshot!.live[i] ? collected[i]! - expected[i]! : null;
      players.push({
        player: i,
        name: config.players[i]!.name,
        position: this.positions ? this.positions[i]! : null,
        counts: c,
        won: collected[i]! > 0,
        lost: this.voluntary[i]! && collected[i] === 0,
        net: net[i]! / unit,
        collected: collected[i]! / unit,
        netBigBlinds: net[i]! / bigBlindChips,
        startingCards: cards,
        handClass: cards && twoCardHoldem ? handClassOf(cards[0]!, cards[1]!) : null,
        primeProduct: cards ? rankPrimeProduct(cards) : null,
        tank: { longest: this.tankLongest[i]!, total: this.tankTotal[i]!, decisions: this.tankCount[i]! },
        luck: luckChips === null ? null : luckChips / unit,
        luckBigBlinds: luckChips === null ? null : luckChips / bigBlindChips,
      });
    }
    return { variation: config.variation, bigBlind: bigBlindChips / unit, showdown, players };
  }
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
