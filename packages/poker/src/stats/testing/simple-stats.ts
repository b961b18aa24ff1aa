import type { Card } from '../../cards/cards.js';
import { actionOptions, apply, awaitingShowdown } from '../../game/apply.js';
import { potsOf } from '../../game/pots.js';
import { startHand } from '../../game/start.js';
import type { HandAction, HandState, PlayerIndex } from '../../game/types.js';
import type { HandRecord } from '../../history/record.js';
import { getVariation } from '../../variations/variations.js';
import { RATIO_STATS, type RatioStatName, type StatCount } from '../facts.js';
import type { AllInEquity } from '../luck.js';

/**
 * TESTS ONLY. A second, deliberately simple implementation of the statistics: it plays the recorded
 * actions through the reducer, writes one row per betting decision (asking the reducer whether a
 * raise was allowed), and then counts rows with plain filters. It shares nothing with facts.ts but the list of stat names; the
 * practice test checks that both agree on every player of every hand.
 */

interface Row {
  readonly player: PlayerIndex;
  readonly street: number;
  readonly kind: 'fold' | 'check' | 'call' | 'raise' | 'bringIn';
  readonly canRaise: boolean;
}

export interface SimplePlayer {
  counts: Record<RatioStatName, StatCount>;
  won: boolean;
  lost: boolean;
  net: number;
  collected: number;
  luck: number | null;
}

const BETTING = new Set(['fold', 'checkOrCall', 'betOrRaiseTo', 'bringIn']);

export function simpleStats(record: HandRecord, equity: AllInEquity): SimplePlayer[] {
  const started = startHand(record.config);
  if (!started.ok) throw new Error(started.error.message);
  let state: HandState = started.state;
  const rows: Row[] = [];
  let allInState: HandState | null = null;
  let laterCardActions = 0;
  let boardActionsAfter = 0;

  const play = (action: HandAction) => {
    if (BETTING.has(action.type) && 'player' in action) {
      const options = actionOptions(state)!;
      const kind =
        action.type === 'fold'
          ? 'fold'
          : action.type === 'bringIn'
            ? 'bringIn'
            : action.type === 'betOrRaiseTo'
              ? 'raise'
              : options.callAmount > 0
                ? 'call'
                : 'check';
      // The right to raise (decision 002): a legal raise that someone left could call (BET-11).
      const canRaise = options.canRaise && options.callableTo > options.currentBet;
      rows.push({ player: action.player, street: state.streetIndex, kind, canRaise });
    }
    if (allInState && (action.type === 'dealHole' || action.type === 'discard')) laterCardActions++;
    if (allInState && action.type === 'dealBoard') boardActionsAfter++;
    const next = apply(state, action);
    if (!next.ok) throw new Error(`${next.error.rule}: ${next.error.message}`);
    state = next.state;
    if (!allInState && state.runout) allInState = state;
  };

  for (const action of record.actions) {
    // A history that skips the folds of uninvolved players: they folded.
    if ('player' in action && BETTING.has(action.type)) {
      while (state.phase === 'betting' && state.betting!.actors[0] !== action.player) {
        play({ type: 'fold', player: state.betting!.actors[0]! });
      }
    }
    play(action);
  }
  while (state.phase === 'showdown') {
    const next = awaitingShowdown(state).find((i) => state.players[i]!.hole.every((c) => c !== null));
    if (next === undefined) break;
    play({ type: 'show', player: next });
  }
  const result = state.result;
  if (!result) throw new Error('the hand did not finish');

  const n = record.config.players.length;
  const blindGame = getVariation(record.config.variation).forcedBets === 'blinds';
  const blinds = record.config.blindsOrStraddles.some((b) => b > 0) ? 1 : 0;
  const collected = new Array<number>(n).fill(0);
  for (const pot of result.pots) {
    for (const s of pot.shares) {
      s.amounts.forEach((a, i) => {
        collected[i]! += a;
      });
    }
  }
  const notFolded = (i: number) => state.players[i]!.status !== 'folded';
  const showdown = state.players.filter((p) => p.status !== 'folded').length >= 2;
  const stealSeat = (i: number) => (n === 2 ? i === 1 : i === 0 || i === n - 1 || (n >= 4 && i === n - 2));

  const preflop = rows.filter((r) => r.street === 0 && r.kind !== 'bringIn');
  const levelAt = (row: Row) =>
    blinds + rows.slice(0, rows.indexOf(row)).filter((r) => r.street === 0 && r.kind === 'raise').length;

  // Continuation bets, street by street: who may cbet, and the row where they did.
  const cbets: { candidate: PlayerIndex | null; firstRow: Row | null; betRow: Row | null }[] = [];
  let candidate: PlayerIndex | null = preflop.filter((r) => r.kind === 'raise').at(-1)?.player ?? null;
  for (let s = 1; s <= 3; s++) {
    const onStreet = rows.filter((r) => r.street === s);
    const first = onStreet.find((r) => r.player === candidate) ?? null;
    const clean =
      first !== null && !onStreet.slice(0, onStreet.indexOf(first)).some((r) => r.kind === 'raise');
    const firstRow = clean ? first : null;
    const betRow = firstRow?.kind === 'raise' ? firstRow : null;
    cbets.push({ candidate, firstRow, betRow });
    candidate = betRow ? betRow.player : null;
  }

  const luck = simpleLuck(allInState, state, laterCardActions, boardActionsAfter, collected, equity);

  return Array.from({ length: n }, (_, i) => {
    const counts = Object.fromEntries(
      RATIO_STATS.map((name) => [name, { done: 0, opportunities: 0 }]),
    ) as Record<RatioStatName, StatCount>;
    const mine = preflop.filter((r) => r.player === i);
    const set = (name: RatioStatName, opportunity: boolean, done: boolean) => {
      counts[name] = { opportunities: opportunity ? 1 : 0, done: opportunity && done ? 1 : 0 };
    };
    set(
      'vpip',
      mine.length > 0,
      mine.some((r) => r.kind === 'call' || r.kind === 'raise'),
    );
    set(
      'pfr',
      mine.length > 0,
      mine.some((r) => r.kind === 'raise'),
    );
    const first = mine[0];
    const foldedTo =
      first !== undefined && preflop.slice(0, preflop.indexOf(first)).every((r) => r.kind === 'fold');
    set('rfi', blindGame && foldedTo, first?.kind === 'raise');
    set('steal', blindGame && foldedTo && stealSeat(i), first?.kind === 'raise');
    const facing = (test: (level: number) => boolean) => mine.filter((r) => r.canRaise && test(levelAt(r)));
    set(
      'threeBetPlus',
      facing((l) => l >= 2).length > 0,
      facing((l) => l >= 2).some((r) => r.kind === 'raise'),
    );
    set(
      'threeBet',
      facing((l) => l === 2).length > 0,
      facing((l) => l === 2).some((r) => r.kind === 'raise'),
    );
    set(
      'fourBet',
      facing((l) => l === 3).length > 0,
      facing((l) => l === 3).some((r) => r.kind === 'raise'),
    );
    const later = rows.filter((r) => r.player === i && r.street >= 1);
    counts.afq = {
      done: later.filter((r) => r.kind === 'raise').length,
      opportunities: later.filter((r) => r.kind !== 'check').length,
    };
    (['cbet', 'cbetTurn', 'cbetRiver'] as const).forEach((name, k) => {
      const c = cbets[k]!;
      set(name, c.firstRow !== null && c.candidate === i, c.betRow !== null);
    });
    (['foldToCbet', 'foldToCbetTurn', 'foldToCbetRiver'] as const).forEach((name, k) => {
      const c = cbets[k]!;
      if (!c.betRow || c.candidate === i) {
        set(name, false, false);
        return;
      }
      const onStreet = rows.filter((r) => r.street === k + 1);
      const after = onStreet.slice(onStreet.indexOf(c.betRow) + 1);
      const answer = after.find((r) => r.player === i);
      const clean =
        answer !== undefined && !after.slice(0, after.indexOf(answer)).some((r) => r.kind === 'raise');
      set(name, clean, answer?.kind === 'fold');
    });
    set('wtsd', later.length > 0, showdown && notFolded(i));
    set('wsd', showdown && notFolded(i), collected[i]! > 0);
    return {
      counts,
      won: collected[i]! > 0,
      lost:
        collected[i] === 0 && rows.some((r) => r.player === i && (r.kind === 'call' || r.kind === 'raise')),
      net: result.net[i]!,
      collected: collected[i]!,
      luck: luck?.[i] ?? null,
    };
  });
}

/** Luck from the reducer's own state at the moment it closed betting for the hand. */
function simpleLuck(
  allIn: HandState | null,
  end: HandState,
  laterCardActions: number,
  boardActionsAfter: number,
  collected: readonly number[],
  equity: AllInEquity,
): (number | null)[] | null {
  if (!allIn || laterCardActions > 0 || boardActionsAfter === 0) return null;
  const live = allIn.players.flatMap((p, i) => (p.status === 'inHand' ? [i] : []));
  const holes = end.players.map((p) => p.hole);
  if (live.some((i) => holes[i]!.some((c) => c === null))) return null;
  if (allIn.boards.some((b) => b.some((c) => c === null))) return null;
  const expected = new Array<number>(allIn.players.length).fill(0);
  for (const pot of potsOf(allIn.players)) {
    allIn.boards.forEach((board, b) => {
      const dead = [...allIn.deck.dead, ...allIn.boards.filter((_, k) => k !== b).flat()] as Card[];
      const shares =
        pot.eligible.length === 1
          ? [1]
          : equity({
              variation: allIn.config.variation,
              hands: pot.eligible.map((i) => holes[i] as Card[]),
              board: board as Card[],
              dead,
            });
      pot.eligible.forEach((i, k) => {
        expected[i]! += (pot.amount / allIn.boards.length) * shares[k]!;
      });
    });
  }
  return allIn.players.map((_, i) => (live.includes(i) ? collected[i]! - expected[i]! : null));
}
