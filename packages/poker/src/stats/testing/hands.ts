import type { Card } from '../../cards/cards.js';
import { awaitingShowdown } from '../../game/apply.js';
import { stubCards } from '../../game/random-play.js';
import type { HandSetup } from '../../game/start.js';
import { HandDriver } from '../../game/test-driver.js';

/** TESTS ONLY: hand-written hands for the statistics tests. */

const DECK: Card[] = ['SA', 'HA', 'SK', 'HK', 'SQ', 'HQ', 'SJ', 'HJ', 'ST', 'HT', 'S9', 'H9', 'S8', 'H8'];

export function table(stacks: number[], extra: Partial<HandSetup> = {}, holes?: Card[][]): HandDriver {
  const d = new HandDriver({
    variation: 'NLH',
    players: stacks.map((stack, i) => ({ name: `P${i + 1}`, stack })),
    blindsOrStraddles: stacks.length === 2 ? [2, 1] : [1, 2],
    burnsRecorded: false,
    ...extra,
  });
  d.state.players.forEach((_, i) => {
    const cards = holes?.[i] ?? [DECK[2 * i]!, DECK[2 * i + 1]!];
    d.deal(i, ...cards);
  });
  return d;
}

/** Plays the hand to its end the plainest way: checks and calls, cards off the stub, every hand shown. */
export function finish(d: HandDriver): HandDriver {
  while (d.state.phase !== 'complete') {
    const s = d.state;
    if (s.phase === 'betting') d.call(d.actor!);
    else if (s.phase === 'showdown') {
      const p = awaitingShowdown(s)[0]!;
      // A hand nobody read cannot be shown: it is mucked.
      if (s.players[p]!.hole.some((c) => c === null)) d.do({ type: 'muck', player: p });
      else d.show(p);
    } else if (s.phase === 'discarding') {
      const p = s.discarders[0]!;
      d.do({ type: 'discard', player: p, cards: s.players[p]!.hole.slice(0, 1) });
    } else {
      const owed = s.players.findIndex((p) => p.status === 'inHand' && p.pendingHole.length > 0);
      if (owed >= 0) d.deal(owed, ...stubCards(s).slice(0, s.players[owed]!.pendingHole.length));
      else
        d.do({
          type: 'dealBoard',
          cards: stubCards(s).slice(
            0,
            s.dealing!.boardPending.find((k) => k > 0),
          ),
        });
    }
  }
  return d;
}
