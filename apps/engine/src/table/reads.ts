/**
 * Antenna reads, validated and sent on by table mode (DESIGN.md §5: read → tag → card → action): an
 * unknown antenna is refused, the error state holds everything still, SCAN and RECORD keep the raw
 * read, the REGISTER modes learn the tag (registration.ts), and GAME and DEMO play it by what the tag
 * is — a card (card-reads.ts), chips or the all-in button (chip-reads.ts), the dealer button.
 */
import type { Card } from '@railbird/poker';
import type { Antenna } from '@railbird/protocol';
import { bankedRead, SIMULATED_CUT_CARD_TAG } from '../addons/banked.js';
import { bankedGame } from '../addons/model.js';
import { antennasOf } from './antennas.js';
import { cardRead } from './card-reads.js';
import { allInRead, chipRead } from './chip-reads.js';
import { SCAN_LENGTH, type TableModel } from './model.js';
import { registerRead } from './registration.js';
import { accept, refuse, type StepContext, type StepResult, tableError } from './results.js';

export function onRead(model: TableModel, ctx: StepContext, antennaId: number, tagId: string): StepResult {
  const antenna = antennasOf(model.settings).byId.get(antennaId);
  if (!antenna) {
    return refuse(
      'BAD_REQUEST',
      `There is no antenna ${antennaId} at this table: its antennas are 0 to ${model.settings.antennas.length - 1}.`,
    );
  }
  // The error state holds everything still until an operator has looked at it.
  if (model.error) return accept(model);
  const card = model.registry.cards[tagId] ?? null;
  switch (model.mode) {
    case 'SCAN':
      return accept({
        ...model,
        scan: [...model.scan, { antennaId, tagId, card, time: ctx.time }].slice(-SCAN_LENGTH),
      });
    case 'RECORD':
      return model.recording
        ? accept({
            ...model,
            recording: {
              ...model.recording,
              reads: [...model.recording.reads, { antennaId, tagId, card, time: ctx.time }],
            },
          })
        : accept(model);
    case 'REGISTER_DECK':
    case 'REGISTER_CHIPS':
    case 'REGISTER_CUT_CARD':
    case 'REGISTER_BUTTON':
    case 'REGISTER_ALL_IN':
      return registerRead(model, ctx, antenna, tagId);
    case 'GAME':
    case 'DEMO':
      return gameRead(model, ctx, antenna, tagId, card);
    default:
      return accept(model);
  }
}

/** GAME and DEMO: what the tag is says what the read does (a card, chips, a button, a cut card). */
function gameRead(
  model: TableModel,
  ctx: StepContext,
  antenna: Antenna,
  tagId: string,
  card: Card | null,
): StepResult {
  // A banked add-on (blackjack, UTH) is dealt instead of poker: its cards and cut card go to it.
  if (bankedGame(model.addOns)) {
    if (card) return bankedRead(model, ctx, antenna, { card });
    const demoCut = model.mode === 'DEMO' && tagId === SIMULATED_CUT_CARD_TAG;
    if (demoCut || model.registry.cutCards.includes(tagId))
      return bankedRead(model, ctx, antenna, { cutCard: true });
  }
  const inRound = model.gameState === 'IN ROUND' && model.hand !== null;
  if (card) return inRound ? cardRead(model, ctx, antenna, card) : accept(model);
  const r = model.registry;
  if (r.chips[tagId]) return inRound ? chipRead(model, antenna, tagId) : accept(model);
  if (r.allIns.includes(tagId)) return inRound ? allInRead(model, antenna) : accept(model);
  if (r.buttons.includes(tagId)) {
    // The dealer button placed at a seat between hands moves the button there.
    if (inRound || antenna.role !== 'SEAT' || antenna.seatIndex === null) return accept(model);
    return accept({ ...model, buttonSeat: antenna.seatIndex });
  }
  if (r.cutCards.includes(tagId) || !inRound) return accept(model);
  return tableError(model, ctx, {
    code: 'UNKNOWN_TAG',
    antennaId: antenna.id,
    card: null,
    message: `Antenna ${antenna.id} read tag ${tagId}, which is not registered as a card, chip or button. Take it away, or register it (REGISTER_DECK, REGISTER_CHIPS…).`,
  });
}
