import type { Chips, PlayerIndex, PlayerState, Pot } from './types.js';

/**
 * The main pot and side pots from what each player has put in. Each distinct contribution level
 * makes a pot that the players still in the hand who reached that level can win; consecutive pots
 * with the same players merge. Dead antes (big-blind ante) belong to the main pot. Bets still in
 * front of players count for eligibility but not for the amounts (they are gathered at street end).
 */
export function potsOf(players: readonly PlayerState[]): Pot[] {
  const contributions = players.map((p) => p.committed);
  let amount = players.reduce((sum, p) => sum + p.deadAnte, 0);
  const levels = [...new Set(contributions)].sort((a, b) => a - b);
  const pots: Pot[] = [];
  let previous = 0;
  for (const level of levels) {
    for (const c of contributions) if (c >= level) amount += level - previous;
    const reached = (i: number) => players[i]!.committed + players[i]!.bet >= level;
    let eligible = players.flatMap((p, i) => (p.status === 'inHand' && reached(i) ? [i] : []));
    // A side pot nobody live reached belongs to whoever reached it without folding, even after a
    // muck: mucking concedes pots to other hands, and here there is none.
    if (eligible.length === 0)
      eligible = players.flatMap((p, i) => (p.status === 'mucked' && reached(i) ? [i] : []));
    while (pots.length > 0 && sameMembers(pots[pots.length - 1]!.eligible, eligible)) {
      amount += pots.pop()!.amount;
    }
    if (amount > 0) pots.push({ amount, eligible });
    amount = 0;
    previous = level;
  }
  return pots;
}

function sameMembers(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Everything in the middle: gathered pots plus the bets in front of the players. */
export function totalPot(players: readonly PlayerState[]): Chips {
  return players.reduce((sum, p) => sum + p.committed + p.deadAnte + p.bet, 0);
}

/**
 * Splits `amount` between `winners` (position order): equal shares, and the chips that do not divide
 * go to the first winner left of the button (the spec's odd-chip rule).
 */
export function splitAmong(amount: Chips, winners: readonly PlayerIndex[], playerCount: number): Chips[] {
  const amounts = new Array<Chips>(playerCount).fill(0);
  if (winners.length === 0) return amounts;
  const sorted = [...winners].sort((a, b) => a - b);
  const share = Math.floor(amount / sorted.length);
  const odd = amount - share * sorted.length;
  sorted.forEach((w, k) => {
    amounts[w] = share + (k === 0 ? odd : 0);
  });
  return amounts;
}

/** Splits `amount` into `parts` shares, the remainder to the first (the high half, the first board). */
export function splitEvenly(amount: Chips, parts: number): Chips[] {
  const share = Math.floor(amount / parts);
  return Array.from({ length: parts }, (_, k) => share + (k === 0 ? amount - share * parts : 0));
}
