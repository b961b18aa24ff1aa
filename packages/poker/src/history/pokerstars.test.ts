import { describe, expect, it } from 'vitest';
import { handConfig } from '../game/start.js';
import type { HandAction } from '../game/types.js';
import { pokerStarsHandName, toPokerStars } from './pokerstars.js';

describe('PokerStars export', () => {
  it('[HIST-6] writes the example hand of reference/poker-domain.md §4.1 the way trackers read it', () => {
    // Alice (SB), Bob (BB), Cara (button): $0.50/$1, amounts in cents.
    const config = handConfig({
      variation: 'NLH',
      players: [
        { name: 'Alice', stack: 10000, seatIndex: 0 },
        { name: 'Bob', stack: 8000, seatIndex: 1 },
        { name: 'Cara', stack: 12000, seatIndex: 2 },
      ],
      blindsOrStraddles: [50, 100],
    });
    const actions: HandAction[] = [
      { type: 'dealHole', player: 0, cards: [null, null] },
      { type: 'dealHole', player: 1, cards: ['CQ', 'HQ'] },
      { type: 'dealHole', player: 2, cards: ['DJ', 'SJ'] },
      { type: 'betOrRaiseTo', player: 2, amount: 300 },
      { type: 'fold', player: 0 },
      { type: 'checkOrCall', player: 1 },
      { type: 'dealBoard', cards: ['HA', 'D7', 'C2'] },
      { type: 'checkOrCall', player: 1 },
      { type: 'betOrRaiseTo', player: 2, amount: 400 },
      { type: 'checkOrCall', player: 1 },
      { type: 'dealBoard', cards: ['SK'] },
      { type: 'checkOrCall', player: 1 },
      { type: 'checkOrCall', player: 2 },
      { type: 'dealBoard', cards: ['S9'] },
      { type: 'checkOrCall', player: 1 },
      { type: 'checkOrCall', player: 2 },
      { type: 'show', player: 1 },
      { type: 'muck', player: 2 },
    ];
    const result = toPokerStars(
      { config, actions },
      {
        handId: 1001,
        tableName: 'Demo',
        startedAt: new Date('2025-01-16T01:00:00Z'),
        maxSeats: 6,
        currency: 'USD',
        scale: 100,
      },
    );
    if (!result.ok) throw new Error(result.error);
    const text = result.text;
    expect(text).toContain(
      "PokerStars Hand #1001:  Hold'em No Limit ($0.50/$1 USD) - 2025/01/16 01:00:00 UTC [2025/01/15 20:00:00 ET]",
    );
    expect(text).toContain("Table 'Demo' 6-max Seat #3 is the button");
    expect(text).toContain('Seat 2: Bob ($80 in chips)');
    expect(text).toContain('Alice: posts small blind $0.50\nBob: posts big blind $1');
    expect(text).toContain('*** HOLE CARDS ***\nDealt to Bob [Qc Qh]');
    expect(text).toContain('Cara: raises $2 to $3\nAlice: folds\nBob: calls $2\n*** FLOP *** [Ah 7d 2c]');
    expect(text).toContain('*** TURN *** [Ah 7d 2c] [Ks]');
    expect(text).toContain('*** RIVER *** [Ah 7d 2c Ks] [9s]');
    expect(text).toContain(
      'Bob: shows [Qc Qh] (a pair of Queens)\nCara: mucks hand\nBob collected $14.50 from pot',
    );
    expect(text).toContain('Total pot $14.50 | Rake $0');
    expect(text).toContain('Seat 1: Alice (small blind) folded before Flop');
    expect(text).toContain('Seat 2: Bob (big blind) showed [Qc Qh] and won ($14.50) with a pair of Queens');
    expect(text).toContain('Seat 3: Cara (button) mucked');
  });

  it('[HIST-7] names hands the way PokerStars does', () => {
    expect(pokerStarsHandName('high', ['SA', 'SK'], ['SQ', 'SJ', 'ST', 'D2', 'C3'])).toBe('a Royal Flush');
    expect(pokerStarsHandName('high', ['CA', 'D2'], ['S3', 'H4', 'C5', 'DK', 'SQ'])).toBe(
      'a straight, Ace to Five',
    );
    expect(pokerStarsHandName('high', ['SK', 'HK'], ['CK', 'D9', 'S9', 'H2', 'C3'])).toBe(
      'a full house, Kings full of Nines',
    );
    expect(pokerStarsHandName('high', ['SA', 'HK'], ['CA', 'DK', 'S9', 'H2', 'C3'])).toBe(
      'two pair, Aces and Kings',
    );
    expect(pokerStarsHandName('high', ['SA', 'H7'], ['C2', 'D4', 'S9', 'HJ', 'C3'])).toBe('high card Ace');
  });
});
