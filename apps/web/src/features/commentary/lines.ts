/**
 * Commentary that writes itself: lines a producer may have spoken, made from two consecutive table
 * states of the feed the stream shows. Pure: no clock (the time is passed in), no I/O; the same two
 * states always give the same lines with the same ids, so a state heard twice, or a moment seen from
 * two consecutive pairs of states, is one line (the queue keeps one line per id).
 *
 * What makes a line (our rules, where the spec is silent):
 * - a big pot: a hand ends with at least `bigPotBb` big blinds in the middle (40 by default);
 * - an all-in: one or more players are all in and nobody is left to bet (the all-in is called), with
 *   each player's share of the pot when the state carries equities ("about" when they were sampled);
 * - a cooler: at showdown the two best hands are both strong — in hold'em both three of a kind or
 *   better (set over set, a straight into a set, flush over straight…) or two pocket pairs of queens
 *   or better (aces against kings); in Omaha and stud, both a flush or better. High games only: a
 *   split pot is not a cooler;
 * - a showdown: any other hand won at showdown (who won, with what, against whom);
 * - a bust: a player loses every chip in a hand (eliminated in a tournament, out of chips in cash);
 * - a notable statistic: a player's VPIP, PFR or aggression far from the rest of the table, judged
 *   only past a sample that means something and always said with that sample;
 * - a level change: the blinds change, or a tournament goes on a break.
 * One hand gives at most one result line (a cooler, else a big pot, else a showdown).
 */
import {
  type Card,
  cardIndex,
  describeHand,
  getVariation,
  type HandType,
  HIGH_CATEGORIES,
  type HighCategory,
  rankWord,
  type Variation,
  type VariationCode,
} from '@railbird/poker';
import type { Analytics, Player, RatioStat, RoundSummary, TableState } from '@railbird/protocol';

export const LINE_KINDS = ['allIn', 'bigPot', 'cooler', 'showdown', 'bust', 'stat', 'level', 'free'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export interface CommentaryLine {
  /** The same event always has the same id (`tableKey:kind:event`). */
  id: string;
  kind: LineKind;
  text: string;
  tableKey: string;
  /** The hand it is about (rounds started at the table); null for a line about no hand. */
  handNumber: number | null;
  /** Epoch ms when the line was made. */
  createdAt: number;
}

export interface LineContext {
  tableKey: string;
  /** Epoch ms, the lines' `createdAt`. */
  now: number;
  /** Big blinds in the middle from which a pot is big; default 40. */
  bigPotBb?: number;
  /** Kinds not wanted (the producer switched them off); default none. */
  off?: readonly LineKind[];
}

/** Default big pot, in big blinds. */
export const BIG_POT_BB = 40;
/** A statistic says something past this many chances (hands, or decisions after the flop)… */
export const STAT_MIN_SAMPLE = 30;
/** …and is looked at again each time this many more have been seen. */
export const STAT_EVERY = 30;
/** How far (percentage points) from the rest of the table a statistic must be to be remarked. */
export const STAT_GAP = { vpip: 20, pfr: 15, afq: 25 } as const;

/** The lines the step from `prev` to `next` makes; none from a first state (what came before is not news). */
export function linesBetween(
  prev: TableState | null,
  next: TableState,
  context: LineContext,
): CommentaryLine[] {
  if (!prev) return [];
  const off = new Set(context.off ?? []);
  const out: CommentaryLine[] = [];
  const add = (kind: LineKind, event: string, text: string, handNumber: number | null) => {
    if (off.has(kind)) return;
    out.push({
      id: `${context.tableKey}:${kind}:${event}`,
      kind,
      text,
      tableKey: context.tableKey,
      handNumber,
      createdAt: context.now,
    });
  };

  const level = levelLine(prev, next);
  if (level) add('level', level.event, level.text, next.game.roundCount || null);

  const allIn = allInSpot(next);
  if (allIn && !sameSpot(allInSpot(prev), allIn)) {
    add('allIn', allIn.roundId, allInText(next, allIn), next.game.roundCount);
  }

  const known = new Set(prev.roundHistory.map((r) => r.id));
  const ended = next.roundHistory.filter((hand) => !known.has(hand.id));
  for (const hand of ended) {
    const number = handNumberOf(next, hand.id);
    const result = handResultLine(prev, next, hand, context.bigPotBb ?? BIG_POT_BB, off);
    if (result) add(result.kind, hand.id, result.text, number);
    for (const bust of bustLines(prev, next, hand))
      add('bust', `${hand.id}:${bust.seatIndex}`, bust.text, number);
  }
  // Statistics change when a hand ends: looked at once per step, whatever the number of hands.
  const last = ended.at(-1);
  if (last) {
    for (const stat of statLines(prev, next)) add('stat', stat.event, stat.text, handNumberOf(next, last.id));
  }
  return out;
}

// ── Words and numbers ─────────────────────────────────────────────────────────────────────────────

const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** An amount as a speaker says it: `12,400`, or `$1,240` / `€0.50` at a cash table. */
export function spokenAmount(
  value: number,
  state: Pick<TableState, 'gameSettings' | 'locationSettings'>,
): string {
  if (state.gameSettings.mode !== 'CASH') return COUNT.format(value);
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: state.locationSettings.currency,
      minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(value);
  } catch {
    return COUNT.format(value);
  }
}

/** `Ava`, `Ava and Ben`, `Ava, Ben and Cleo`. */
export function nameList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** `64%`; `about 64%` when sampled. */
function percent(share: number, exact: boolean): string {
  return `${exact ? '' : 'about '}${Math.round(share * 100)}%`;
}

/** A player as the stream may name them: a player hidden from the overlays is their seat. */
function nameOf(player: Pick<Player, 'displayName' | 'isHidden' | 'seatIndex'>): string {
  return player.isHidden || !player.displayName.trim() ? `Seat ${player.seatIndex + 1}` : player.displayName;
}

function seatName(state: TableState, seatIndex: number, fallback: string): string {
  const player = state.playerGroup.players.find((p) => p.seatIndex === seatIndex);
  return player ? nameOf(player) : fallback || `Seat ${seatIndex + 1}`;
}

function bigBlind(state: TableState): number {
  return state.round.blindLevel.blinds[1] || state.round.blindLevel.blinds[0] || 0;
}

/** The hand number of a completed hand: the table's round count, less one once the next hand began. */
function handNumberOf(state: TableState, roundId: string): number {
  const count = state.game.roundCount;
  return state.round.id === null || state.round.id === roundId ? count : Math.max(1, count - 1);
}

// ── Level changes ─────────────────────────────────────────────────────────────────────────────────

function levelLine(prev: TableState, next: TableState): { event: string; text: string } | null {
  const before = prev.round.blindLevel;
  const after = next.round.blindLevel;
  const onBreak = next.eventManager.clock?.isOnBreak === true;
  if (onBreak && prev.eventManager.clock?.isOnBreak !== true) {
    const minutes = Math.round(before.breakDuration / 60);
    return {
      event: `break:${next.eventManager.clock?.levelIndex ?? after.index}`,
      text: minutes > 0 ? `The players are on a ${minutes}-minute break.` : 'The players are on a break.',
    };
  }
  const changed =
    before.index !== after.index ||
    before.blinds[0] !== after.blinds[0] ||
    before.blinds[1] !== after.blinds[1] ||
    before.antes.some((a, i) => a !== after.antes[i]);
  if (!changed) return null;
  const amount = (v: number) => spokenAmount(v, next);
  const [sb = 0, bb = 0] = after.blinds;
  const bbAnte = after.antes[1] ?? 0;
  const everyAnte = after.antes.every((a) => a === after.antes[0]) ? (after.antes[0] ?? 0) : 0;
  const ante =
    everyAnte > 0
      ? `, with a ${amount(everyAnte)} ante`
      : bbAnte > 0 && after.antes.every((a, i) => i === 1 || a === 0)
        ? `, with a ${amount(bbAnte)} big-blind ante`
        : '';
  const up = bb > (before.blinds[1] ?? 0);
  return {
    event: `${next.game.roundCount}:${after.index}:${sb}-${bb}`,
    text: `${up ? 'Blinds are up' : 'The blinds change'}: now ${amount(sb)} and ${amount(bb)}${ante}.`,
  };
}

// ── All-ins ───────────────────────────────────────────────────────────────────────────────────────

interface AllInSpot {
  roundId: string;
  /** Players still contesting the pot, all-in or not. */
  players: Player[];
  /** Every contesting player's share when the state carries them all. */
  equities: { player: Player; share: number; exact: boolean }[] | null;
}

/**
 * An all-in that is called: a hand in play with at least two players contesting the pot, one of them
 * all in, nobody to act and at most one player with chips behind (so no more betting). Announced once
 * the equities arrive (the engine computes them just after the action closes); without equities the
 * spot is not ready.
 */
function allInSpot(state: TableState): AllInSpot | null {
  const roundId = state.round.id;
  if (roundId === null || state.round.actingPlayer !== null || state.payout?.roundId === roundId) return null;
  const players = state.playerGroup.players.filter((p) => p.roundStatus?.inRound && p.roundStatus.active);
  if (players.length < 2) return null;
  const allIn = players.filter((p) => p.roundStatus?.isAllIn);
  if (allIn.length === 0 || players.length - allIn.length > 1) return null;
  const withEquity = players.map((player) => {
    const list = player.roundStatus?.equitiesList ?? [];
    if (list.length === 0) return null;
    return {
      player,
      share: list.reduce((s, e) => s + e.equity, 0) / list.length,
      exact: list.every((e) => e.isExact),
    };
  });
  if (withEquity.some((e) => e === null)) return null;
  return { roundId, players, equities: withEquity as NonNullable<(typeof withEquity)[number]>[] };
}

/** No card left to come: every board dealt in full (or the last street of a game without a board). */
function boardComplete(state: TableState): boolean {
  const level = state.round.blindLevel;
  if (level.numBoardCards > 0)
    return (
      state.centerCards.boards.every((b) => b.length >= level.numBoardCards) &&
      state.centerCards.boards.length > 0
    );
  return state.round.street === 'SEVENTH' || state.round.street === 'RIVER';
}

function sameSpot(a: AllInSpot | null, b: AllInSpot): boolean {
  return a !== null && a.roundId === b.roundId;
}

function allInText(state: TableState, spot: AllInSpot): string {
  const amount = (v: number) => spokenAmount(v, state);
  const allIn = spot.players.filter((p) => p.roundStatus?.isAllIn);
  const callers = spot.players.filter((p) => !p.roundStatus?.isAllIn);
  const [first, ...others] = allIn;
  let text = `${nameOf(first!)} is all in for ${amount(first!.roundStatus!.potCommit)}`;
  for (const p of others) text += `, ${nameOf(p)} for ${amount(p.roundStatus!.potCommit)}`;
  if (callers.length > 0) text += ` and ${nameList(callers.map(nameOf))} calls`;
  text += '.';
  // Shares say something while cards are to come; once the board is out, the showdown line tells it.
  if (spot.equities && !boardComplete(state)) {
    const sorted = [...spot.equities].sort(
      (a, b) => b.share - a.share || a.player.seatIndex - b.player.seatIndex,
    );
    const live = sorted.filter((e) => !(e.exact && e.share === 0));
    const dead = sorted.filter((e) => e.exact && e.share === 0).map((e) => nameOf(e.player));
    const shares = live.map(
      (e, i) => `${nameOf(e.player)}${i === 0 ? ' has ' : ' '}${percent(e.share, e.exact)}`,
    );
    const boards = state.centerCards.boards.length > 1 ? ' over the boards' : '';
    text += ` ${shares.join(', ')}${boards}`;
    if (dead.length > 0) text += `; ${nameList(dead)} ${dead.length > 1 ? 'are' : 'is'} drawing dead`;
    text += '.';
  }
  return text;
}

// ── Hand results: coolers, big pots, showdowns ────────────────────────────────────────────────────

const THREE_OF_A_KIND = 3;
const FLUSH = 5;
const QUEENS = 10; // rank index of the queen (0 = deuce)
/** A cooler is for something: at least this many big blinds in the pot. */
export const COOLER_MIN_BB = 20;

/** `a` or `an` before a word, as it is said. */
function article(word: string): string {
  return /^(ace|eight|a|e|i|o|u)/i.test(word) ? `an ${word}` : `a ${word}`;
}

/**
 * A made hand as a speaker says it, from its category and the cards that play in reading order:
 * `a pair of aces`, `two pair, kings and sevens`, `three queens`, `a nine-high straight`,
 * `an ace-high flush`, `a full house, kings full of sevens`, `four jacks`, `a royal flush`.
 */
export function handWords(category: number, playing: readonly number[]): string {
  const rank = (i: number) => (playing[i] ?? 0) >> 2;
  switch (category) {
    case 0:
      return `${rankWord(rank(0))} high`;
    case 1:
      return `a pair of ${rankWord(rank(0), true)}`;
    case 2:
      return `two pair, ${rankWord(rank(0), true)} and ${rankWord(rank(2), true)}`;
    case 3:
      return `three ${rankWord(rank(0), true)}`;
    case 4:
      return article(`${rankWord(rank(0))}-high straight`);
    case 5:
      return article(`${rankWord(rank(0))}-high flush`);
    case 6:
      return `a full house, ${rankWord(rank(0), true)} full of ${rankWord(rank(3), true)}`;
    case 7:
      return `four ${rankWord(rank(0), true)}`;
    default:
      return rank(0) === 12 ? 'a royal flush' : article(`${rankWord(rank(0))}-high straight flush`);
  }
}

interface Shown {
  player: Player;
  category: number;
  words: string;
  value: number;
  /** The rank of a two-card hold'em hand's pocket pair; null otherwise. */
  pocketPair: number | null;
}

/** The high hands of the players who showed, when every card is known and the game is a one-board high game. */
function shownHands(state: TableState): Shown[] | null {
  // An unknown code (a newer engine's game) is no game of ours: no hands to read.
  const variation = getVariation(state.gameSettings.variation as VariationCode) as Variation | undefined;
  if (variation?.handTypes.length !== 1 || state.centerCards.boards.length > 1) return null;
  const handType = variation.handTypes[0] as HandType;
  if (handType !== 'high' && handType !== 'omahaHigh') return null;
  const board = ((state.centerCards.boards[0] ?? []) as Card[]).map(cardIndex);
  const out: Shown[] = [];
  for (const player of state.playerGroup.players) {
    const status = player.roundStatus;
    if (!status?.isShowdown) continue;
    const cards = status.hand.cards;
    if (cards.length === 0 || cards.some((c) => c === null)) return null;
    const hole = (cards as Card[]).map(cardIndex);
    const description = describeHand(handType, hole, board);
    if (!description) return null;
    const category = HIGH_CATEGORIES.indexOf(description.name as HighCategory);
    if (category < 0) return null;
    out.push({
      player,
      category,
      words: handWords(category, description.cards),
      value: description.value,
      pocketPair: hole.length === 2 && hole[0]! >> 2 === hole[1]! >> 2 ? hole[0]! >> 2 : null,
    });
  }
  return out;
}

/** A phrase with a comma inside closes with one before the sentence goes on. */
function clause(words: string): string {
  return words.includes(',') ? `${words},` : words;
}

/** The two best hands shown, when they make a cooler (see the rules at the top). */
function cooler(state: TableState, shown: Shown[], potBb: number): [Shown, Shown] | null {
  if (shown.length < 2 || potBb < COOLER_MIN_BB) return null;
  const [best, second] = [...shown].sort((a, b) => b.value - a.value);
  if (!best || !second || best.value === second.value) return null;
  const holdem =
    (getVariation(state.gameSettings.variation as VariationCode) as Variation | undefined)?.family ===
    'holdem';
  const strong = holdem ? THREE_OF_A_KIND : FLUSH;
  if (best.category >= strong && second.category >= strong) return [best, second];
  const bigPair = (s: Shown) => s.pocketPair !== null && s.pocketPair >= QUEENS;
  if (holdem && bigPair(best) && bigPair(second)) return [best, second];
  return null;
}

function handResultLine(
  prev: TableState,
  next: TableState,
  hand: RoundSummary,
  bigPotBb: number,
  off: ReadonlySet<LineKind>,
): { kind: LineKind; text: string } | null {
  const amount = (v: number) => spokenAmount(v, next);
  const winners = hand.players.filter((p) => p.isWinner);
  if (winners.length === 0) return null;
  const winnerSeats = new Set(winners.map((w) => w.seatIndex));
  const winnerNames = nameList(winners.map((w) => seatName(next, w.seatIndex, w.displayName)));
  const wins = winners.length > 1 ? `${winnerNames} split` : `${winnerNames} wins`;
  // The payout and the showing players are in the state in which the hand ended.
  const payout = next.payout?.roundId === hand.id ? next.payout : null;
  const shown = payout ? (shownHands(next) ?? []) : [];

  // The big blind of the hand: the state before it ended still shows its level.
  const bb = prev.round.id === hand.id ? bigBlind(prev) : bigBlind(next);
  const potBb = bb > 0 ? hand.potTotal / bb : 0;
  const pair = cooler(next, shown, potBb);
  if (pair && !off.has('cooler')) {
    const [best, second] = pair;
    const say = (s: Shown) =>
      s.pocketPair !== null && s.category <= 2
        ? `pocket ${rankWord(s.pocketPair, true)}`
        : s.words.replace(/^an? /, '');
    const pot = `for a pot of ${amount(hand.potTotal)}`;
    return {
      kind: 'cooler',
      text:
        say(best) === say(second)
          ? `What a cooler: ${nameOf(best.player)} and ${nameOf(second.player)} both make ${best.words}, and ${nameOf(best.player)}'s is better, ${pot}.`
          : `What a cooler: ${nameOf(best.player)}'s ${clause(say(best))} beat ${nameOf(second.player)}'s ${say(second)}, ${pot}.`,
    };
  }

  const winningShown = shown.find((s) => winnerSeats.has(s.player.seatIndex));
  const described = payout?.awards.find((a) => a.potIndex === 0 && a.handDescription)?.handDescription;
  const winning = winningShown?.words ?? (described ? described.toLowerCase() : null);
  const withHand = winning ? ` with ${winning}` : '';
  if (bb > 0 && potBb >= bigPotBb && !off.has('bigPot')) {
    return {
      kind: 'bigPot',
      text: `Big pot: ${wins} ${amount(hand.potTotal)}${withHand}, ${Math.round(potBb)} big blinds.`,
    };
  }
  if (shown.length >= 2 || (payout && described)) {
    const losers = shown.filter((s) => !winnerSeats.has(s.player.seatIndex)).map((s) => nameOf(s.player));
    if (!winning) return null;
    const against = losers.length > 0 ? ` against ${nameList(losers)}` : '';
    return { kind: 'showdown', text: `${wins} ${amount(hand.potTotal)}${withHand}${against}.` };
  }
  return null;
}

// ── Busts ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * Players who lost every chip in `hand`: their stack is 0 after it, or they left the table in the same
 * step having lost at least what they started the hand with.
 */
function bustLines(
  prev: TableState,
  next: TableState,
  hand: RoundSummary,
): { seatIndex: number; text: string }[] {
  const tournament = next.gameSettings.mode !== 'CASH' && next.gameSettings.mode !== 'SOCIAL';
  const winners = hand.players
    .filter((p) => p.isWinner)
    .map((w) => seatName(next, w.seatIndex, w.displayName));
  const out: { seatIndex: number; text: string }[] = [];
  for (const p of hand.players) {
    if (p.result >= 0) continue;
    const before = prev.playerGroup.players.find((q) => q.seatIndex === p.seatIndex);
    if (!before) continue;
    const after = next.playerGroup.players.find((q) => q.sessionId === before.sessionId);
    const started = prev.round.id === hand.id ? before.roundStatus?.startingStack : undefined;
    const busted = after ? after.stack === 0 : started !== undefined && started + p.result <= 0;
    if (!busted) continue;
    const name = nameOf(before);
    const by = winners.length > 0 ? nameList(winners) : null;
    const lost = started ?? -p.result;
    out.push({
      seatIndex: p.seatIndex,
      text: tournament
        ? `${name} is eliminated${by ? `, knocked out by ${by}` : ''}.`
        : `${name} is out of chips${by ? `: ${by} ${winners.length > 1 ? 'take' : 'takes'} the last ${spokenAmount(lost, next)}` : ''}.`,
    });
  }
  return out;
}

// ── Statistics ────────────────────────────────────────────────────────────────────────────────────

type StatKey = keyof typeof STAT_GAP;

const STAT_WORDS: Record<StatKey, (name: string, pct: number, n: number, norm: number) => string> = {
  vpip: (name, pct, n, norm) =>
    `${name} has played ${pct}% of hands, over ${n} hands; the rest of the table plays ${norm}%.`,
  pfr: (name, pct, n, norm) =>
    `${name} raises before the flop ${pct}% of the time, over ${n} hands; the rest of the table ${norm}%.`,
  afq: (name, pct, n, norm) =>
    `${name} bets or raises ${pct}% of the time after the flop, over ${n} decisions; the rest of the table ${norm}%.`,
};

function pct(stat: RatioStat): number {
  return Math.round((stat.done / stat.opportunities) * 100);
}

/**
 * A player whose statistic just passed a checkpoint (every STAT_EVERY chances from STAT_MIN_SAMPLE)
 * and stands far from the pooled figure of the others with a sample (at least two of them). At most
 * one statistic per player per step: the one furthest past its gap.
 */
function statLines(prev: TableState, next: TableState): { event: string; text: string }[] {
  const out: { event: string; text: string }[] = [];
  const sampled = (a: Analytics | null, key: StatKey) => (a ? a[key].opportunities : 0);
  for (const player of next.playerGroup.players) {
    const now = player.analytics;
    const before = prev.playerGroup.players.find((p) => p.sessionId === player.sessionId)?.analytics ?? null;
    if (!now || !before) continue;
    let best: { key: StatKey; over: number; text: string; checkpoint: number } | null = null;
    for (const key of Object.keys(STAT_GAP) as StatKey[]) {
      const n = sampled(now, key);
      if (n < STAT_MIN_SAMPLE) continue;
      const checkpoint = Math.floor((n - STAT_MIN_SAMPLE) / STAT_EVERY);
      const was = sampled(before, key);
      if (was >= STAT_MIN_SAMPLE && Math.floor((was - STAT_MIN_SAMPLE) / STAT_EVERY) === checkpoint) continue;
      const others = next.playerGroup.players.filter(
        (p) =>
          p.sessionId !== player.sessionId &&
          p.analytics &&
          p.analytics[key].opportunities >= STAT_MIN_SAMPLE,
      );
      if (others.length < 2) continue;
      const pooled = others.reduce(
        (s, p) => ({
          done: s.done + p.analytics![key].done,
          opportunities: s.opportunities + p.analytics![key].opportunities,
        }),
        { done: 0, opportunities: 0 },
      );
      const mine = pct(now[key]);
      const norm = pct(pooled);
      const over = Math.abs(mine - norm) - STAT_GAP[key];
      if (over < 0 || (best && best.over >= over)) continue;
      best = { key, over, checkpoint, text: STAT_WORDS[key](nameOf(player), mine, n, norm) };
    }
    if (best) out.push({ event: `${player.sessionId}:${best.key}:${best.checkpoint}`, text: best.text });
  }
  return out;
}
