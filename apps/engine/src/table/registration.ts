/**
 * Reads in the REGISTER_* modes: the table learns what a tag is — the next card in deck order, a chip
 * of the seat antenna's denomination, a cut card, a dealer button or an all-in button. A tag already
 * known as something else puts the table in its error state.
 */
import type { Antenna } from '@railbird/protocol';
import { DECK_ORDER, type TableModel } from './model.js';
import { accept, type StepContext, type StepResult, tableError } from './results.js';

/** What a tag is already registered as, in words, or null. */
function knownAs(model: TableModel, tagId: string): string | null {
  const r = model.registry;
  if (r.cards[tagId]) return `the card ${r.cards[tagId]}`;
  if (r.chips[tagId]) return `a ${r.chips[tagId].colour} chip (${r.chips[tagId].value})`;
  if (r.cutCards.includes(tagId)) return 'a cut card';
  if (r.buttons.includes(tagId)) return 'a dealer button';
  if (r.allIns.includes(tagId)) return 'an all-in button';
  return null;
}

export function registerRead(
  model: TableModel,
  ctx: StepContext,
  antenna: Antenna,
  tagId: string,
): StepResult {
  const registration = model.registration;
  if (!registration) return accept(model);
  const known = knownAs(model, tagId);
  const r = model.registry;
  // A tag already known as something else: the error names the card it is, if it is one.
  const alreadyKnown = (message: string) =>
    tableError(model, ctx, {
      code: 'CARD_ALREADY_SEEN',
      antennaId: antenna.id,
      card: r.cards[tagId] ?? null,
      message,
    });
  const learnt = (registry: TableModel['registry']) =>
    accept({
      ...model,
      registry,
      registration: { ...registration, registered: registration.registered + 1 },
    });
  switch (registration.mode) {
    case 'REGISTER_DECK': {
      const count = Object.keys(r.cards).length;
      if (known) {
        return alreadyKnown(
          `Tag ${tagId} on antenna ${antenna.id} is already registered as ${known}: take it away and read ${DECK_ORDER[count] ?? 'no more cards'}${count < 52 ? ' next' : ''}.`,
        );
      }
      if (count >= 52) {
        return tableError(model, ctx, {
          code: 'TOO_MANY_CARDS',
          antennaId: antenna.id,
          card: null,
          message: `The deck is complete (52 cards registered): tag ${tagId} on antenna ${antenna.id} would be a 53rd card. Take it away; switch to GAME to play.`,
        });
      }
      return learnt({ ...r, cards: { ...r.cards, [tagId]: DECK_ORDER[count]! } });
    }
    case 'REGISTER_CHIPS': {
      const denominations = model.gameSettings.denominations;
      const denomination = antenna.role === 'SEAT' ? denominations[antenna.seatIndex ?? -1] : undefined;
      if (!denomination) {
        return tableError(model, ctx, {
          code: 'UNEXPECTED_CARD',
          antennaId: antenna.id,
          card: null,
          message: `Chips are registered on seat antennas: seat 1 for ${denominations[0]?.colour ?? 'the first denomination'}, seat 2 for the next (${denominations.length} denominations). Antenna ${antenna.id} names none.`,
        });
      }
      const chip = r.chips[tagId];
      if (chip && chip.colour === denomination.colour && chip.value === denomination.value)
        return accept(model);
      if (known)
        return alreadyKnown(
          `Tag ${tagId} on antenna ${antenna.id} is already registered as ${known}. Take it away.`,
        );
      return learnt({
        ...r,
        chips: { ...r.chips, [tagId]: { colour: denomination.colour, value: denomination.value } },
      });
    }
    default: {
      const list =
        registration.mode === 'REGISTER_CUT_CARD'
          ? 'cutCards'
          : registration.mode === 'REGISTER_BUTTON'
            ? 'buttons'
            : 'allIns';
      if (r[list].includes(tagId)) return accept(model);
      if (known)
        return alreadyKnown(
          `Tag ${tagId} on antenna ${antenna.id} is already registered as ${known}. Take it away.`,
        );
      return learnt({ ...r, [list]: [...r[list], tagId] });
    }
  }
}
