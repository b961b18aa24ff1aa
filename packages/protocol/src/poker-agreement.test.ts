/**
 * The protocol spells cards, variations, streets, limits and betting actions itself so that parsing a
 * message never loads the poker package; these checks hold both packages to one notation, at compile
 * time (the type assertions) and at run time.
 */
import {
  ALL_CARDS,
  type BetKind,
  type BettingLimit,
  type Card,
  getVariation,
  type HandType,
  isCard,
  type StreetName,
  statApplicability,
  VARIATION_CODES,
  type VariationCode,
} from '@railbird/poker';
import { describe, expect, it } from 'vitest';
import { blindLevel } from './build.js';
import {
  type ActionType,
  type Limit,
  type PokerHandType,
  RANKING_TYPE_OF_HAND_TYPE,
  rankingTypeSchema,
  STARTING_HAND_GRID_VARIATIONS,
  STUD_VARIATIONS,
  type Street,
  VARIATION_INFO,
  type Variation,
  variationSchema,
} from './enums.js';
import { blindLevelSchema, cardSchema } from './table-state/index.js';
import { levelStructure, type VariationStructure } from './variation-level.js';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree: [
  Same<ReturnType<typeof cardSchema.parse>, Card>,
  Same<Variation, VariationCode>,
  Same<Exclude<Street, 'NONE'>, StreetName>,
  Same<Limit, BettingLimit>,
  Same<ActionType, BetKind>,
  Same<PokerHandType, HandType>,
] = [true, true, true, true, true, true];

describe('the protocol and packages/poker share one notation', () => {
  it('type-level agreement compiles', () => {
    expect(agree.every(Boolean)).toBe(true);
  });

  it('cards: exactly the 52 cards of the poker package', () => {
    for (const card of ALL_CARDS) expect(cardSchema.safeParse(card).success).toBe(true);
    for (const s of 'CDHSX') {
      for (const r of 'A23456789TJQK1')
        expect(cardSchema.safeParse(`${s}${r}`).success).toBe(isCard(`${s}${r}`));
    }
  });

  it('variations: the same codes in the same order, with the same short codes', () => {
    expect(variationSchema.options).toEqual([...VARIATION_CODES]);
    for (const code of VARIATION_CODES)
      expect(VARIATION_INFO[code].shortCode).toBe(getVariation(code).shortCode);
  });

  it('ranking types: one per hand type, and every hand type a variation names has one', () => {
    expect(new Set(Object.values(RANKING_TYPE_OF_HAND_TYPE)).size).toBe(rankingTypeSchema.options.length);
    for (const code of VARIATION_CODES) {
      for (const handType of getVariation(code).handTypes)
        expect(rankingTypeSchema.safeParse(RANKING_TYPE_OF_HAND_TYPE[handType]).success).toBe(true);
    }
  });

  it('the starting-hand grid games are the ones whose statistics use the 13×13 grid', () => {
    const grid = VARIATION_CODES.filter((code) => statApplicability(code).startingHandView === 'grid13x13');
    expect([...STARTING_HAND_GRID_VARIATIONS]).toEqual(grid);
  });

  it('poker variations are what levelStructure reads, and every level it builds is valid', () => {
    for (const code of VARIATION_CODES) {
      const variation: VariationStructure = getVariation(code);
      const level = blindLevel({ ...levelStructure(variation), blinds: [1, 2, 0, 0, 0, 0, 0, 0, 0, 0] });
      expect(blindLevelSchema.safeParse(level).success, code).toBe(true);
    }
  });

  it('stud up-cards, which hideHoleCards keeps, are the third to sixth cards dealt', () => {
    for (const code of STUD_VARIATIONS) {
      const faceUp = getVariation(code).streets.flatMap((street) => street.holeCards);
      expect(faceUp).toEqual([false, false, true, true, true, true, false]);
    }
  });
});
