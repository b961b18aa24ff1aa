/**
 * How strong a bot's hand is: its share of the pot against random hands of the players still in,
 * by Monte Carlo over the cards it cannot see (every variation: the showdown rules come from the
 * variation record, through the same evaluators the reducer pays pots with). Seeded, so a simulated
 * table plays the same way on every replay.
 */
import {
  ALL_CARDS,
  type Card,
  type CardIndex,
  cardIndex,
  decideShowdown,
  getVariation,
  type HandState,
  type Random,
} from '@railbird/poker';

/** Cards a player will hold at the showdown in each variation family, counting cards still to come. */
function finalHoleCount(state: HandState, player: number): number {
  const variation = getVariation(state.config.variation);
  const held = state.players[player]!.hole.length;
  if (variation.family === 'stud') return 7;
  if (variation.family === 'draw') return Math.max(held, variation.holeCardsAtShowdown);
  // Pineapple holds three until the discard: count what is held now.
  return Math.max(held, variation.holeCardsAtShowdown);
}

/**
 * The player's expected share of the pot (0–1) against the other live players, whose unseen cards
 * (and every card still to come) are drawn at random. Up cards of stud opponents are used as seen.
 */
export function estimateEquity(state: HandState, player: number, random: Random, samples: number): number {
  const variation = getVariation(state.config.variation);
  const me = state.players[player]!;
  const mine = me.hole.filter((c): c is Card => c !== null);
  const board = (state.boards[0] ?? []).filter((c): c is Card => c !== null);
  const opponents = state.players.flatMap((p, i) => (i !== player && p.status === 'inHand' ? [i] : []));
  if (opponents.length === 0) return 1;
  const seen = new Set<Card>([...mine, ...board]);
  const opponentUp = opponents.map((i) => {
    const p = state.players[i]!;
    const up: Card[] = [];
    p.hole.forEach((c, k) => {
      if (c !== null && p.up[k]) {
        up.push(c);
        seen.add(c);
      }
    });
    return up;
  });
  const pool = ALL_CARDS.filter((c) => !seen.has(c)).map(cardIndex);
  const boardSize = variation.hasBoard ? 5 : 0;
  const myFinal = finalHoleCount(state, player);
  const mineIdx = mine.map(cardIndex);
  const boardIdx = board.map(cardIndex);
  let total = 0;
  const deck = [...pool];
  for (let s = 0; s < samples; s++) {
    let next = 0;
    const take = (): CardIndex => {
      // Partial Fisher–Yates: draw without replacement from the pool.
      const j = next + Math.floor(random() * (deck.length - next));
      const tmp = deck[j]!;
      deck[j] = deck[next]!;
      deck[next] = tmp;
      next++;
      return tmp;
    };
    const hero = [...mineIdx];
    while (hero.length < myFinal && next < deck.length) hero.push(take());
    const hands: CardIndex[][] = [hero];
    for (const [k, i] of opponents.entries()) {
      const hand = opponentUp[k]!.map(cardIndex);
      const want = Math.max(finalHoleCount(state, i), hand.length);
      while (hand.length < want && next < deck.length) hand.push(take());
      hands.push(hand);
    }
    const fullBoard = [...boardIdx];
    while (fullBoard.length < boardSize && next < deck.length) fullBoard.push(take());
    const shares = decideShowdown(variation.handTypes, hands, fullBoard);
    const valid = shares.filter((sh) => sh.winners !== null);
    for (const share of valid) {
      if (share.winners!.includes(0)) total += 1 / valid.length / share.winners!.length;
    }
  }
  return samples === 0 ? 0 : total / samples;
}
