import {
  actionOptions,
  apply,
  type Card,
  type HandAction,
  type HandSetup,
  type HandState,
  handConfig,
  seededRandom,
  startHand,
} from '@railbird/poker';
import { describe, expect, it } from 'vitest';
import { type BotBet, type BotStyle, decideBet } from './bots.js';

/** The most aggressive style: loose, always willing to bet or raise a good hand. */
const MANIAC: BotStyle = { tightness: -0.25, aggression: 1, bluff: 0.2 };

function play(setup: HandSetup, actions: readonly HandAction[]): HandState {
  const started = startHand(handConfig(setup));
  if (!started.ok) throw new Error(started.error.message);
  let state = started.state;
  for (const action of actions) {
    const next = apply(state, action);
    if (!next.ok) throw new Error(`${next.error.rule}: ${next.error.message}`);
    state = next.state;
  }
  return state;
}

const deal = (player: number, ...cards: Card[]): HandAction => ({ type: 'dealHole', player, cards });

/** What the bot to act decides under 40 seeds. */
function decisions(state: HandState): BotBet[] {
  return Array.from({ length: 40 }, (_, seed) => decideBet(state, MANIAC, seededRandom(seed + 1), 30));
}

describe('bot bet sizes (issue 13)', () => {
  it('[BOT-BET-12] fixed limit: a bot raises the limit against a short stack, never the short stack', () => {
    // Heads-up 2/4: p1, the big blind, has 3 in all; the button holds aces and raises.
    const state = play(
      {
        variation: 'NLH',
        limits: 'FIXED_LIMIT',
        smallBet: 2,
        bigBet: 4,
        blindsOrStraddles: [2, 1],
        players: [
          { name: 'short', stack: 3 },
          { name: 'deep', stack: 1000 },
        ],
      },
      [deal(0, 'C7', 'D2'), deal(1, 'SA', 'HA')],
    );
    expect(actionOptions(state)).toMatchObject({ player: 1, minRaiseTo: 4, maxRaiseTo: 4, callableTo: 3 });
    const raises = decisions(state).filter((b) => b.type === 'raise');
    expect(raises.length).toBeGreaterThan(20);
    expect(new Set(raises.map((b) => b.type === 'raise' && b.to))).toEqual(new Set([4]));
    // The reducer takes it and returns the chip the short stack cannot call.
    const raised = apply(state, { type: 'betOrRaiseTo', player: 1, amount: 4 });
    const called = raised.ok ? apply(raised.state, { type: 'checkOrCall', player: 0 }) : raised;
    expect(called.ok && called.events.find((e) => e.type === 'uncalledReturned')).toMatchObject({
      player: 1,
      amount: 1,
    });
  });

  it('[BOT-BET-11] a bot facing an all-in nobody else can add to calls rather than raise chips that only come back', () => {
    const state = play(
      {
        variation: 'NLH',
        blindsOrStraddles: [1, 2],
        players: [
          { name: 'a', stack: 100 },
          { name: 'b', stack: 100 },
          { name: 'c', stack: 30 },
        ],
      },
      [
        deal(0, 'C7', 'D2'),
        deal(1, 'SA', 'HA'),
        deal(2, 'C9', 'D8'),
        { type: 'betOrRaiseTo', player: 2, amount: 30 },
        { type: 'fold', player: 0 },
      ],
    );
    // A raise is legal (BET-11) but nobody can call it.
    expect(actionOptions(state)).toMatchObject({ player: 1, canRaise: true, callableTo: 30, currentBet: 30 });
    const bets = decisions(state);
    expect(bets.some((b) => b.type === 'raise')).toBe(false);
    expect(bets.filter((b) => b.type === 'call').length).toBeGreaterThan(30);
  });
});
