/**
 * Plays whole UTH rounds through the reducer for tests, simulations and the bench: the cards come
 * from a script (or a shuffled deck) exactly where `nextCardFor` asks for them, decisions from a
 * callback (the bot by default). Every step goes through `applyUth`; a refusal throws with its message.
 */

import type { Card } from '../../cards/cards.js';
import { uthBotAction } from './bot.js';
import type { UthAction, UthEvent, UthState } from './types.js';
import { applyUth, nextCardFor, uthOptions } from './uth.js';

export interface UthRoundScript {
  readonly bets: readonly { readonly seatIndex: number; readonly ante: number; readonly trips?: number }[];
  /** Hole cards per seat index. */
  readonly hole?: Readonly<Record<number, readonly Card[]>>;
  readonly board?: readonly Card[];
  readonly dealer?: readonly Card[];
  /** Cards for anything the script leaves out, dealt in order (e.g. a shuffled deck). */
  readonly deck?: readonly Card[];
  /** The decision of a seat that owes one; the simple-strategy bot when absent or when it returns null. */
  readonly decide?: (state: UthState, seatIndex: number) => UthAction | null;
}

export function step(state: UthState, action: UthAction, events: UthEvent[]): UthState {
  const result = applyUth(state, action);
  if (!result.ok) throw new Error(`${result.error.rule} ${result.error.code}: ${result.error.message}`);
  events.push(...result.events);
  return result.state;
}

/** Plays one round from WAITING_FOR_BETS to SETTLING. */
export function playUthRound(
  start: UthState,
  script: UthRoundScript,
): { state: UthState; events: UthEvent[] } {
  const events: UthEvent[] = [];
  let state = start;
  for (const bet of script.bets) state = step(state, { type: 'bet', ...bet }, events);
  state = step(state, { type: 'closeBets' }, events);
  const hole = Object.fromEntries(Object.entries(script.hole ?? {}).map(([k, v]) => [k, [...v]])) as Record<
    string,
    Card[]
  >;
  const board = [...(script.board ?? [])];
  const dealer = [...(script.dealer ?? [])];
  const used = new Set<Card>([...Object.values(hole).flat(), ...board, ...dealer]);
  const deck = (script.deck ?? []).filter((c) => !used.has(c));
  const fromDeck = () => {
    const card = deck.shift();
    if (!card) throw new Error('the script ran out of cards');
    return card;
  };
  for (let guard = 0; guard < 1000 && state.roundState !== 'SETTLING'; guard++) {
    const target = nextCardFor(state);
    if (target) {
      const card =
        target.to === 'seat'
          ? (hole[target.seatIndex]?.shift() ?? fromDeck())
          : target.to === 'board'
            ? (board.shift() ?? fromDeck())
            : (dealer.shift() ?? fromDeck());
      state = step(state, { type: 'dealCard', card }, events);
      continue;
    }
    const seatIndex = uthOptions(state).waitingOn[0];
    if (seatIndex === undefined) throw new Error(`stuck in ${state.roundState}`);
    const action = script.decide?.(state, seatIndex) ?? uthBotAction(state, seatIndex);
    if (!action) throw new Error(`no decision for seat ${seatIndex}`);
    state = step(state, action, events);
  }
  return { state, events };
}

/** A scripted decision sequence per seat: 'check', 'fold', or a play multiple, in street order. */
export function scripted(plan: Readonly<Record<number, readonly ('check' | 'fold' | number)[]>>) {
  const cursor: Record<number, number> = {};
  return (_state: UthState, seatIndex: number): UthAction | null => {
    const steps = plan[seatIndex];
    if (!steps) return null;
    const i = cursor[seatIndex] ?? 0;
    cursor[seatIndex] = i + 1;
    const next = steps[i];
    if (next === undefined) return null;
    if (next === 'check') return { type: 'check', seatIndex };
    if (next === 'fold') return { type: 'fold', seatIndex };
    return { type: 'play', seatIndex, multiple: next };
  };
}
