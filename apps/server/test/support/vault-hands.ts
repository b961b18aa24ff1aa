import { randomUUID } from 'node:crypto';
import {
  apply,
  getVariation,
  type HandAction,
  handConfig,
  parsePhh,
  replay,
  seededRandom,
  startHand,
  toPhh,
} from '@railbird/poker';
import type { CompletedHandInput, Variation } from '@railbird/protocol';
import { randomLegalAction } from '../../../../packages/poker/src/game/random-play.js';

/**
 * Issue 18: a hand shipped as the engine ships it from a PHH text: stacks and hole cards read by
 * replaying it, one time per action a second apart.
 */
export function handFromPhh(
  tableKey: string,
  phh: string,
  options: { startedAt: number; playerIds?: Array<string | null>; handNumber?: number },
): CompletedHandInput {
  const parsed = parsePhh(phh);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const replayed = replay(parsed.hand);
  if (!replayed.ok) throw new Error(replayed.error.message);
  const { config, actions } = parsed.hand;
  const { startedAt } = options;
  return {
    handId: randomUUID(),
    tableKey,
    handNumber: options.handNumber ?? 1,
    variation: config.variation as Variation,
    startedAt,
    endedAt: startedAt + (actions.length + 1) * 1000,
    eventId: null,
    players: config.players.map((p, i) => ({
      playerIndex: i,
      seatIndex: i,
      playerId: options.playerIds?.[i] ?? null,
      displayName: parsed.hand.names[i] ?? `Player ${i + 1}`,
      startingStack: p.stack,
      finishingStack: replayed.state.players[i]!.stack,
      holeCards: [...replayed.state.players[i]!.hole],
    })),
    phh,
    actionTimes: actions.map((_, k) => startedAt + (k + 1) * 1000),
  };
}

/** Ann (AA) shoves 100 from the small blind, Bob (KK) calls all in from the big blind, Cat folded. */
export const ALL_IN_PREFLOP_PHH = `variant = "NT"
ante_trimming_status = true
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = ["d dh p1 AsAh", "d dh p2 KcKd", "d dh p3 7c2d", "p3 f", "p1 cbr 100", "p2 cc", "d db 2s3s4d", "d db 9h", "d db Jc"]
players = ["Ann", "Bob", "Cat"]
`;

/**
 * A hand of any variation played by the rules engine with seeded random legal actions, shipped as the
 * engine ships it (support/hands.ts `playedHand` plays hold'em and Omaha only). Blinds 1/2; stud
 * games ante 1, bring in 1, bet 2/4.
 */
export function playedAnyHand(options: {
  tableKey: string;
  seed: number;
  names: readonly string[];
  startedAt: number;
  variation: Variation;
}): CompletedHandInput {
  const random = seededRandom(options.seed);
  const config = handConfig({
    variation: options.variation,
    players: options.names.map((name) => ({ name, stack: 100 + Math.floor(random() * 300) })),
    ...(getVariation(options.variation).forcedBets === 'bringIn'
      ? { antes: 1, bringIn: 1, smallBet: 2, bigBet: 4 }
      : { blindsOrStraddles: [1, 2] }),
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
    actions.push(action);
    state = next.state;
  }
  return handFromPhh(options.tableKey, toPhh({ config, actions }), { startedAt: options.startedAt });
}
