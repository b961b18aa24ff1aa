import { type Card, cardIndex } from '../cards/cards.js';
import type { HandType } from '../evaluate/hand-type.js';
import { evaluateHand } from '../evaluate/index.js';
import { type Draft, inHand, variationOf } from './draft.js';
import { potsOf, splitAmong, splitEvenly } from './pots.js';
import type { Chips, HandResult, PlayerIndex, PlayerState, PotAward, PotShareAward } from './types.js';

/** Everyone else folded: the last player takes every pot without showing. */
export function settleUncontested(draft: Draft): void {
  award(draft, false);
}

/**
 * The showdown ends when every player still in the hand has shown a complete hand or mucked; then
 * each pot is paid. Until then the hand waits for the remaining players to show or muck.
 */
export function resolveShowdownIfReady(draft: Draft): void {
  if (draft.phase !== 'showdown') return;
  const live = inHand(draft);
  if (live.length > 1 && live.some((i) => !draft.players[i]!.shown)) return;
  // A showdown happened if a live hand was tabled (the last one may win because the others mucked).
  award(
    draft,
    live.some((i) => draft.players[i]!.shown),
  );
}

/** Players who still have to show or muck before the pots can be paid. */
export function pendingShowdown(draft: {
  readonly players: readonly PlayerState[];
  readonly phase: Draft['phase'];
}): PlayerIndex[] {
  if (draft.phase !== 'showdown') return [];
  const live = inHand(draft);
  if (live.length <= 1) return [];
  return live.filter((i) => !draft.players[i]!.shown);
}

function award(draft: Draft, showdown: boolean): void {
  const variation = variationOf(draft);
  const count = draft.players.length;
  const pots = potsOf(draft.players);
  const awards: PotAward[] = pots.map((pot, potIndex) => {
    if (pot.eligible.length === 1) {
      const amounts = splitAmong(pot.amount, pot.eligible, count);
      return {
        pot: potIndex,
        amount: pot.amount,
        eligible: pot.eligible,
        shares: [{ board: 0, handType: null, amount: pot.amount, winners: pot.eligible, amounts }],
      };
    }
    const shares: PotShareAward[] = [];
    const boardParts = splitEvenly(pot.amount, draft.boards.length);
    boardParts.forEach((boardAmount, board) => {
      const boardCards = (draft.boards[board] ?? []) as Card[];
      const values = variation.handTypes.map((type) =>
        pot.eligible.map((i) => handValue(draft, i, type, boardCards)),
      );
      // A split game's second share needs a qualifying hand; without one the first share scoops.
      const lowPlays = !variation.lowQualifies || (values[1]?.some((v) => v > 0) ?? false);
      const types: HandType[] = lowPlays ? [...variation.handTypes] : [variation.handTypes[0]!];
      splitEvenly(boardAmount, types.length).forEach((amount, t) => {
        const typeValues = values[t]!;
        const best = Math.max(...typeValues);
        const winners = pot.eligible.filter((_, k) => typeValues[k] === best);
        shares.push({
          board,
          handType: types[t]!,
          amount,
          winners,
          amounts: splitAmong(amount, winners, count),
        });
      });
    });
    return { pot: potIndex, amount: pot.amount, eligible: pot.eligible, shares };
  });

  const won = new Array<Chips>(count).fill(0);
  for (const a of awards) {
    for (const s of a.shares) {
      s.amounts.forEach((x, i) => {
        won[i]! += x;
      });
    }
  }
  draft.players.forEach((p, i) => {
    p.stack += won[i]!;
    p.committed = 0;
    p.deadAnte = 0;
  });
  const result: HandResult = {
    pots: awards,
    net: draft.players.map((p) => p.stack - p.startingStack),
    finishingStacks: draft.players.map((p) => p.stack),
    showdown,
  };
  for (const a of awards) draft.events.push({ type: 'potAwarded', award: a });
  draft.events.push({ type: 'handEnded', result });
  draft.result = result;
  draft.phase = 'complete';
  draft.betting = null;
  draft.dealing = null;
}

function handValue(draft: Draft, player: PlayerIndex, type: HandType, board: readonly Card[]): number {
  const hole = draft.players[player]!.hole;
  // Only shown (complete) hands reach here; an unknown card cannot win a contested pot.
  if (hole.some((c) => c === null) || board.some((c) => c === null)) return -1;
  return evaluateHand(
    type,
    (hole as Card[]).map(cardIndex),
    board.map((c) => cardIndex(c)),
  );
}
