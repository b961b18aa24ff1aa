import type { TableState } from '@railbird/protocol';

/** A knockout the engine is waiting to have confirmed, as the event's record takes it. */
export interface Knockout {
  seatIndex: number;
  displayName: string;
  /** The busted player's record; null for a walk-in nobody linked (the event cannot place them). */
  playerId: string | null;
  /** Who took the most of the chips in that hand (bounties are theirs); null when unknown. */
  eliminatedBy: string | null;
}

/**
 * The players the engine holds in ELIMINATION CONFIRMATION, with the eliminator: among the seats still
 * in, the one the last hand's payout gave the most (the pot the busted player lost). Empty in any other
 * state. Confirming at the table is what makes them out (issue 17: "the engine's ELIMINATION
 * CONFIRMATION feeds them"), so the console records each elimination in the event once the engine
 * has accepted the confirmation.
 */
export function pendingKnockouts(state: TableState): Knockout[] {
  if (state.round.roundState !== 'ELIMINATION CONFIRMATION') return [];
  const players = state.playerGroup.players;
  // The last hand's status names the busted (stack 0 when a screen joined after the status cleared).
  const busted = players.filter((p) => p.roundStatus?.isEliminated ?? p.stack === 0);
  const won = new Map<number, number>();
  for (const award of state.payout?.awards ?? [])
    won.set(award.seatIndex, (won.get(award.seatIndex) ?? 0) + award.amount);
  const winner = [...won.entries()]
    .filter(([seat]) => !busted.some((b) => b.seatIndex === seat))
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
  const eliminator = winner ? players.find((p) => p.seatIndex === winner[0]) : undefined;
  return busted.map((p) => ({
    seatIndex: p.seatIndex,
    displayName: p.displayName,
    playerId: p.uid,
    eliminatedBy: eliminator?.uid ?? null,
  }));
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st: a finishing place as the room says it. */
export function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[place % 10] ?? 'th';
  return `${place}${suffix}`;
}
