import { ALL_CARDS, type CardIndex, cardIndex } from '../../cards/cards.js';
import { evaluateHand } from '../../evaluate/index.js';
import { getVariation } from '../../variations/variations.js';
import type { AllInSpot } from '../luck.js';

/**
 * TESTS ONLY. A deliberately plain exact enumerator of board runouts, so that luckScore can be tested
 * before packages/poker/src/equity exists and independently of it: every runout of the remaining
 * stub is dealt once, each share of the pot (high, and low when one qualifies) is split between the
 * best hands. Production code never imports this; the engine and the CLI inject the real one.
 */
export function exactEquity(spot: AllInSpot): number[] {
  const variation = getVariation(spot.variation);
  const used = new Set<string>([...spot.hands.flat(), ...spot.board, ...spot.dead]);
  const stub = ALL_CARDS.filter((c) => !used.has(c)).map(cardIndex);
  const holes = spot.hands.map((h) => h.map(cardIndex));
  const need = 5 - spot.board.length;
  const board: CardIndex[] = [...spot.board.map(cardIndex), ...new Array<CardIndex>(need).fill(0)];
  const totals = new Array<number>(spot.hands.length).fill(0);
  let runouts = 0;

  const score = () => {
    runouts++;
    const values = variation.handTypes.map((type) => holes.map((h) => evaluateHand(type, h, board)));
    const lowPlays = !variation.lowQualifies || values[1]!.some((v) => v > 0);
    const shares = lowPlays ? values : [values[0]!];
    for (const typeValues of shares) {
      const best = Math.max(...typeValues);
      const winners = typeValues.flatMap((v, i) => (v === best ? [i] : []));
      for (const w of winners) totals[w]! += 1 / shares.length / winners.length;
    }
  };
  const deal = (from: number, slot: number) => {
    if (slot === 5) {
      score();
      return;
    }
    for (let k = from; k <= stub.length - (5 - slot); k++) {
      board[slot] = stub[k]!;
      deal(k + 1, slot + 1);
    }
  };
  deal(0, 5 - need);
  return totals.map((t) => t / runouts);
}
