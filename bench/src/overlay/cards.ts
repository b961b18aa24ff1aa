import type { TableState } from '@railbird/protocol';

/** The p-th percentile of sorted figures (NaN for none). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The faces an overlay draws from a state: every hole card of a player in the hand, and the boards. */
export function visibleCards(state: TableState): string[] {
  const out: string[] = [];
  for (const p of state.playerGroup.players) {
    if (!p.roundStatus?.inRound) continue;
    for (const c of p.roundStatus.hand.cards) if (c) out.push(c);
  }
  for (const board of state.centerCards.boards) out.push(...board);
  return out;
}
