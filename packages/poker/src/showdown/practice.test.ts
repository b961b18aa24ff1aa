import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRACTICE_DIR } from '../../../../fixtures/index.js';
import { type Card, cardIndex } from '../cards/cards.js';
import { describeHand } from '../evaluate/describe.js';
import { evaluateHand } from '../evaluate/evaluate-hand.js';
import { evaluateHigh } from '../evaluate/high.js';
import { decideShowdown, showdownHandTypes } from './index.js';

/**
 * The public practice showdowns (PokerKit answers, see shared/data/practice/README.md). The data
 * is copied into fixtures/practice; RAILBIRD_PRACTICE_DATA points elsewhere if needed.
 */
const dataDir = PRACTICE_DIR;
const handsDir = join(dataDir, 'hands');

interface PracticeCase {
  id: string;
  game: string;
  players: Card[][];
  board: Card[];
  winners_high: number[];
  winners_low: number[] | null;
  best_high: ({ label: string; cards: Card[] } | null)[];
}

const sorted = (xs: readonly number[] | null) => (xs === null ? null : [...xs].sort((a, b) => a - b));

describe('practice showdowns (PokerKit reference)', () => {
  it('[SHOW-10] the practice data is there', () => {
    expect(existsSync(handsDir), `practice data not found at ${handsDir}`).toBe(true);
  });

  const files = existsSync(handsDir) ? readdirSync(handsDir).filter((f) => f.endsWith('.jsonl')) : [];
  for (const file of files) {
    it(`[SHOW-11] ${file}: every case has the same winners of each share`, () => {
      const cases = readFileSync(join(handsDir, file), 'utf8')
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as PracticeCase);
      expect(cases.length).toBeGreaterThan(0);
      for (const c of cases) {
        const handTypes = showdownHandTypes(c.game)!;
        const players = c.players.map((p) => p.map(cardIndex));
        const board = c.board.map(cardIndex);
        const shares = decideShowdown(handTypes, players, board);
        expect(sorted(shares[0]!.winners), c.id).toEqual(sorted(c.winners_high));
        expect(sorted(shares[1]?.winners ?? null), c.id).toEqual(sorted(c.winners_low));

        // For high hands the category names agree too, and PokerKit's five cards are worth our value.
        const highType = handTypes[0]!;
        if (highType !== 'high' && highType !== 'omahaHigh') continue;
        players.forEach((hole, i) => {
          const theirs = c.best_high[i];
          if (!theirs) return;
          expect(describeHand(highType, hole, board)?.name, `${c.id} player ${i}`).toBe(theirs.label);
          expect(evaluateHigh(theirs.cards.map(cardIndex)), `${c.id} player ${i}`).toBe(
            evaluateHand(highType, hole, board),
          );
        });
      }
    });
  }
});
