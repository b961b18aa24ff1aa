/**
 * The chips the add-on games moved because a hand ended (`hand.get` `addOnTransfers`, issue 19), as
 * the vault's hand view says them under the result: one line a game, each seat's net for it
 * ("Powerups: Bob +14, Cat −10") and why, in the engine's words. The PHH replays the poker hand only;
 * these explain the rest of the difference to the next hand's stacks.
 */
import { ADD_ON_TITLES, type AddOnTransfer, type PlayableAddOn } from '@railbird/protocol';

export interface AddOnLine {
  addOn: PlayableAddOn;
  /** `Nit game: Bob +60, Cleo −20`. */
  text: string;
  /** The distinct reasons, in the order they came, without the game's name they start with. */
  reasons: string[];
}

const CHIPS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** `+60`, `−1,250` (a true minus sign), exact to the chip: they explain a stack to the chip. */
export function signedChips(amount: number): string {
  return `${amount < 0 ? '−' : '+'}${CHIPS.format(Math.abs(amount))}`;
}

/** Per game, in the order the engine listed them: each seat's net (seats in the order they came), and why. */
export function addOnLines(transfers: readonly AddOnTransfer[]): AddOnLine[] {
  const games = new Map<
    PlayableAddOn,
    { seats: Map<number, { name: string; amount: number }>; reasons: string[] }
  >();
  for (const t of transfers) {
    let game = games.get(t.addOn);
    if (!game) {
      game = { seats: new Map(), reasons: [] };
      games.set(t.addOn, game);
    }
    const seat = game.seats.get(t.seatIndex) ?? { name: t.displayName, amount: 0 };
    game.seats.set(t.seatIndex, { ...seat, amount: seat.amount + t.amount });
    const reason = reasonWords(t.addOn, t.reason);
    if (!game.reasons.includes(reason)) game.reasons.push(reason);
  }
  return [...games].map(([addOn, game]) => {
    const moved = [...game.seats.values()].filter((s) => s.amount !== 0);
    const chips = moved.map((s) => `${s.name} ${signedChips(s.amount)}`).join(', ');
    return {
      addOn,
      text: `${ADD_ON_TITLES[addOn]}: ${chips || 'no chips moved'}`,
      reasons: game.reasons,
    };
  });
}

/** `Runner-up: the best hand shown…` under the Runner-up line reads `The best hand shown…`. */
function reasonWords(addOn: PlayableAddOn, reason: string): string {
  const prefix = `${ADD_ON_TITLES[addOn]}: `;
  const words = reason.startsWith(prefix) ? reason.slice(prefix.length) : reason;
  return words.charAt(0).toUpperCase() + words.slice(1);
}
