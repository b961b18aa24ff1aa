/**
 * Tag ids of the simulated hardware. A real inlay's id is an EPC in hex (`E2801160…`); simulated ones
 * start `SIM-` so they can never be mistaken for, or collide with, a real tag.
 */
import { ALL_CARDS, type Card } from '@railbird/poker';
import type { Denomination } from '@railbird/protocol';

export function simulatedCardTag(card: Card): string {
  return `SIM-CARD-${card}`;
}

/** The simulated deck: tag id → card. */
export const SIMULATED_DECK: Readonly<Record<string, Card>> = Object.fromEntries(
  ALL_CARDS.map((card) => [simulatedCardTag(card), card]),
);

/** Simulated chips of each denomination: this many tags per colour. */
export const SIMULATED_CHIPS_PER_COLOUR = 40;

export function simulatedChipTag(colour: string, index: number): string {
  return `SIM-CHIP-${colour}-${index}`;
}

/** The simulated chip set of a table's denominations: tag id → denomination. */
export function simulatedChips(denominations: readonly Denomination[]): Record<string, Denomination> {
  const chips: Record<string, Denomination> = {};
  for (const d of denominations) {
    for (let i = 0; i < SIMULATED_CHIPS_PER_COLOUR; i++) chips[simulatedChipTag(d.colour, i)] = d;
  }
  return chips;
}

export const SIMULATED_ALL_IN_TAG = 'SIM-ALL-IN';
export const SIMULATED_BUTTON_TAG = 'SIM-BUTTON';
