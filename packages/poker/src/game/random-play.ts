import { ALL_CARDS, type Card } from '../cards/cards.js';
import type { Random } from '../cards/deck.js';
import { getVariation } from '../variations/variations.js';
import { actionOptions, awaitingShowdown } from './apply.js';
import type { HandAction, HandState, PlayerIndex } from './types.js';

/**
 * Cards the dealer can still take: not in play and not dead; when the stub is too short (draw
 * games), the dead cards come back.
 */
export function stubCards(state: HandState, needed = 1): Card[] {
  const used = new Set<Card>(state.deck.dead);
  for (const p of state.players) if (p.status === 'inHand') for (const c of p.hole) if (c) used.add(c);
  for (const b of state.boards) for (const c of b) if (c) used.add(c);
  const stub = ALL_CARDS.filter((c) => !used.has(c));
  if (stub.length >= needed) return stub;
  const dead = new Set(state.deck.dead);
  return ALL_CARDS.filter((c) => !used.has(c) || dead.has(c));
}

function draw(random: Random, cards: Card[], count: number): Card[] {
  const pool = [...cards];
  const out: Card[] = [];
  for (let k = 0; k < count && pool.length > 0; k++) {
    const j = Math.floor(random() * pool.length);
    out.push(pool[j]!);
    pool.splice(j, 1);
  }
  return out;
}

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/**
 * A uniformly-chosen legal next action for any state that is not complete: cards from the stub,
 * random bets within the limits, random draws, showdowns. Property tests drive every variation with
 * it, and the simulated tables build their bots on top of it.
 */
export function randomLegalAction(state: HandState, random: Random): HandAction | null {
  switch (state.phase) {
    case 'complete':
      return null;
    case 'dealing': {
      const dealing = state.dealing!;
      const stub = stubCards(state, 0);
      const untouched = stub.filter((c) => !state.deck.dead.includes(c));
      if (dealing.burnPending && untouched.length > 0 && random() < 0.5) {
        return { type: 'burn', card: pick(random, untouched) };
      }
      const drawer = dealing.drawers[0];
      if (drawer !== undefined) {
        const hole = state.players[drawer]!.hole;
        return { type: 'discard', player: drawer, cards: hole.filter(() => random() < 0.4) };
      }
      const owed = state.players.flatMap((p, i) =>
        p.status === 'inHand' && p.pendingHole.length > 0 ? [i] : [],
      );
      if (owed.length > 0) {
        const player = pick(random, owed);
        const count = 1 + Math.floor(random() * state.players[player]!.pendingHole.length);
        return { type: 'dealHole', player, cards: draw(random, stubCards(state, count), count) };
      }
      const board = dealing.boardPending.findIndex((n) => n > 0);
      const count = dealing.boardPending[board]!;
      return { type: 'dealBoard', board, cards: draw(random, stubCards(state, count), count) };
    }
    case 'betting': {
      const options = actionOptions(state)!;
      const player = options.player;
      if (options.canBringIn) {
        return random() < 0.7
          ? { type: 'bringIn', player }
          : { type: 'betOrRaiseTo', player, amount: options.minRaiseTo };
      }
      const roll = random();
      if (options.canRaise && roll < 0.3) {
        const span = options.maxRaiseTo - options.minRaiseTo;
        const amount =
          random() < 0.2
            ? options.maxRaiseTo
            : options.minRaiseTo + Math.floor(random() * (span + 1) * random());
        return { type: 'betOrRaiseTo', player, amount };
      }
      if (options.callAmount > 0 && roll > 0.8) return { type: 'fold', player };
      return { type: 'checkOrCall', player };
    }
    case 'discarding': {
      const player = state.discarders[0]!;
      const hole = state.players[player]!.hole;
      const count = getVariation(state.config.variation).streets[state.streetIndex]!.discardAfterBetting;
      return {
        type: 'discard',
        player,
        cards: draw(
          random,
          hole.filter((c): c is Card => c !== null),
          count,
        ),
      };
    }
    case 'showdown': {
      const pending: PlayerIndex[] = awaitingShowdown(state);
      const player = pick(random, pending);
      return random() < 0.9 || pending.length === 1 ? { type: 'show', player } : { type: 'muck', player };
    }
  }
}
