import { randomUUID } from 'node:crypto';
import { apply, type HandAction, handConfig, seededRandom, startHand, toPhh } from '@railbird/poker';
import type { CompletedHandInput } from '@railbird/protocol';
import { randomLegalAction } from '../../../../packages/poker/src/game/random-play.js';

/**
 * A three-handed 1/2 no-limit hold'em hand: Cat (button, QQ) raises to 6, Ann (small blind, AKs)
 * calls, Bob (big blind) folds; on 2h3h4c Ann checks, Cat bets 10 and Ann folds. Ann 200 → 194,
 * Bob 200 → 198, Cat 200 → 208.
 */
export const SAMPLE_PHH = `variant = "NT"
ante_trimming_status = true
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [200, 200, 200]
actions = ["d dh p1 AsKs", "d dh p2 7c2d", "d dh p3 QhQd", "p3 cbr 6", "p1 cc", "p2 f", "d db 2h3h4c", "p1 cc", "p3 cbr 10", "p1 f"]
players = ["Ann", "Bob", "Cat"]
`;

export function sampleHand(
  tableKey: string,
  overrides: Partial<CompletedHandInput> = {},
): CompletedHandInput {
  const startedAt = 1_767_200_000_000;
  return {
    handId: randomUUID(),
    tableKey,
    handNumber: 1,
    variation: 'NLH',
    startedAt,
    endedAt: startedAt + 60_000,
    players: [
      {
        playerIndex: 0,
        seatIndex: 1,
        playerId: null,
        displayName: 'Ann',
        startingStack: 200,
        finishingStack: 194,
        holeCards: ['SA', 'SK'],
      },
      {
        playerIndex: 1,
        seatIndex: 2,
        playerId: null,
        displayName: 'Bob',
        startingStack: 200,
        finishingStack: 198,
        holeCards: ['C7', 'D2'],
      },
      {
        playerIndex: 2,
        seatIndex: 4,
        playerId: null,
        displayName: 'Cat',
        startingStack: 200,
        finishingStack: 208,
        holeCards: ['HQ', 'DQ'],
      },
    ],
    phh: SAMPLE_PHH,
    // One time per PHH action: deals at the start, then a few seconds per decision.
    actionTimes: [0, 0, 0, 4000, 6500, 7000, 9000, 12_000, 15_000, 21_000].map((t) => startedAt + t),
    ...overrides,
  };
}

export interface SeatedPlayer {
  playerId: string | null;
  displayName: string;
}

/**
 * A hand played by the rules engine with seeded random legal actions (packages/poker
 * `randomLegalAction`), shipped as the engine ships it: PHH, stacks, hole cards and one time per
 * action (a second apart from `startedAt`). Blinds 1/2, stacks 100–400.
 */
export function playedHand(options: {
  tableKey: string;
  seed: number;
  players: readonly SeatedPlayer[];
  startedAt: number;
  variation?: 'NLH' | 'PLO';
  eventId?: string | null;
  handNumber?: number;
}): CompletedHandInput {
  const random = seededRandom(options.seed);
  const config = handConfig({
    variation: options.variation ?? 'NLH',
    players: options.players.map((p) => ({ name: p.displayName, stack: 100 + Math.floor(random() * 300) })),
    blindsOrStraddles: [1, 2],
  });
  const started = startHand(config);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.state;
  const actions: HandAction[] = [];
  for (let guard = 0; state.phase !== 'complete'; guard++) {
    if (guard > 500) throw new Error('the random hand did not end');
    const action = randomLegalAction(state, random)!;
    const next = apply(state, action);
    if (!next.ok) throw new Error(`${next.error.rule}: ${next.error.message}`);
    state = next.state;
    actions.push(action);
  }
  const { startedAt } = options;
  return {
    handId: randomUUID(),
    tableKey: options.tableKey,
    handNumber: options.handNumber ?? 1,
    variation: options.variation ?? 'NLH',
    startedAt,
    endedAt: startedAt + (actions.length + 1) * 1000,
    eventId: options.eventId ?? null,
    players: options.players.map((p, i) => ({
      playerIndex: i,
      seatIndex: i,
      playerId: p.playerId,
      displayName: p.displayName,
      startingStack: config.players[i]!.stack,
      finishingStack: state.players[i]!.stack,
      holeCards: [...state.players[i]!.hole],
    })),
    phh: toPhh({ config, actions }),
    actionTimes: actions.map((_, k) => startedAt + (k + 1) * 1000),
  };
}
