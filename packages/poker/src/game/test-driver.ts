import type { Card } from '../cards/cards.js';
import { apply } from './apply.js';
import { type HandSetup, handConfig, startHand } from './start.js';
import type { HandAction, HandEvent, HandState, RuleViolation } from './types.js';

/**
 * A small driver for tests and tools: start a hand from a setup and push actions through the
 * reducer, throwing on a refusal so a test reads as the hand it plays.
 */
export class HandDriver {
  state: HandState;
  readonly events: HandEvent[] = [];

  constructor(setup: HandSetup) {
    const started = startHand(handConfig(setup));
    if (!started.ok) throw new Error(`${started.error.rule}: ${started.error.message}`);
    this.state = started.state;
    this.events.push(...started.events);
  }

  /** Applies an action; throws with the rule and message when it is refused. */
  do(action: HandAction): this {
    const result = apply(this.state, action);
    if (!result.ok) throw new Error(`${result.error.rule}: ${result.error.message}`);
    this.state = result.state;
    this.events.push(...result.events);
    return this;
  }

  /** Applies an action that must be refused, returning the violation (and checking nothing changed). */
  refuse(action: HandAction): RuleViolation {
    const before = this.state;
    const result = apply(this.state, action);
    if (result.ok) throw new Error(`expected ${JSON.stringify(action)} to be refused`);
    if (this.state !== before) throw new Error('a refused action changed the state');
    return result.error;
  }

  deal(player: number, ...cards: Card[]): this {
    return this.do({ type: 'dealHole', player, cards });
  }

  board(...cards: Card[]): this {
    return this.do({ type: 'dealBoard', cards });
  }

  call(player: number): this {
    return this.do({ type: 'checkOrCall', player });
  }

  check(player: number): this {
    return this.call(player);
  }

  fold(player: number): this {
    return this.do({ type: 'fold', player });
  }

  raise(player: number, amount: number): this {
    return this.do({ type: 'betOrRaiseTo', player, amount });
  }

  show(player: number, ...cards: Card[]): this {
    return this.do(cards.length ? { type: 'show', player, cards } : { type: 'show', player });
  }

  get stacks(): number[] {
    return this.state.players.map((p) => p.stack);
  }

  get actor(): number | undefined {
    return this.state.betting?.actors[0];
  }
}
