import { hideHoleCards, type TableState } from '@railbird/protocol';
import { idleTableFixture, midHandNlhFixture, plo8TableFixture } from '@railbird/protocol/testing';
import { describe, expect, it } from 'vitest';
import {
  ACTION_HEIGHT,
  BLOCK_GAP,
  boardBlockHeight,
  CONTENT_HEIGHT,
  HEADER_HEIGHT,
  listHeight,
  listLayout,
  ROW_GAP,
  rowTag,
  SAFE_BOTTOM,
  SAFE_TOP,
  SOCIAL_HEIGHT,
  socialConfig,
  socialHeadline,
  socialPlayers,
} from './social-layout.js';

describe('the vertical clip layout', () => {
  it('[SOCIAL-1] keeps the platforms’ margins clear: top 12%, bottom 20% of 1920', () => {
    expect(SAFE_TOP).toBe(230);
    expect(SAFE_BOTTOM).toBe(384);
    expect(SAFE_TOP + CONTENT_HEIGHT + SAFE_BOTTOM).toBe(SOCIAL_HEIGHT);
  });

  it('[SOCIAL-2] every block and every listed row fits the safe area, one to ten players, one to three boards', () => {
    for (let boards = 1; boards <= 3; boards++) {
      for (let count = 1; count <= 10; count++) {
        const height = listHeight(boards);
        const layout = listLayout(count, height);
        const shown = count - layout.hidden;
        const used =
          HEADER_HEIGHT +
          BLOCK_GAP +
          boardBlockHeight(boards) +
          BLOCK_GAP +
          ACTION_HEIGHT +
          BLOCK_GAP +
          shown * layout.rowHeight +
          (shown - 1) * ROW_GAP;
        expect(used, `${count} players, ${boards} boards`).toBeLessThanOrEqual(CONTENT_HEIGHT);
        // UI.md: names and stacks at least 28 px; a full ten-handed table is listed on one board.
        expect(layout.nameSize).toBeGreaterThanOrEqual(28);
        if (boards === 1) expect(layout.hidden).toBe(0);
      }
    }
  });

  it('[SOCIAL-3] reads the query: key, transparent background, deck', () => {
    expect(socialConfig('demo-1', new URLSearchParams('key=abc&bg=transparent&deck=two'))).toEqual({
      tableKey: 'demo-1',
      token: 'abc',
      transparent: true,
      deck: 'two',
    });
    expect(socialConfig('demo-1', new URLSearchParams(''))).toMatchObject({
      token: null,
      transparent: false,
      deck: 'four',
    });
  });
});

describe('who the clip lists', () => {
  it('[SOCIAL-4] while a hand runs: everyone dealt in, in seat order, a fold marked rather than dropped', () => {
    const players = socialPlayers(midHandNlhFixture);
    expect(players.map((p) => p.displayName)).toEqual(['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay']);
    expect(rowTag(players[0]!, null)).toEqual({ text: 'FOLD', tone: 'plain' });
  });

  it('[SOCIAL-5] between hands: everyone seated', () => {
    expect(socialPlayers(idleTableFixture).length).toBe(idleTableFixture.playerGroup.players.length);
  });

  it('[SOCIAL-6] the hidden feed carries no hole card to draw: every listed hand is face down', () => {
    const hidden = hideHoleCards(plo8TableFixture);
    for (const p of socialPlayers(hidden)) {
      expect(p.roundStatus!.hand.cards.every((c) => c === null)).toBe(true);
      expect(p.roundStatus!.equitiesList).toEqual([]);
    }
  });
});

describe('the words of the clip', () => {
  it('[SOCIAL-7] tags: a bet, all in, a win', () => {
    const eli = socialPlayers(midHandNlhFixture).find((p) => p.displayName === 'Eli');
    expect(rowTag(eli!, null)).toEqual({ text: 'BET 60', tone: 'plain' });
    expect(rowTag({ ...eli!, roundStatus: { ...eli!.roundStatus!, message: null } }, null)).toEqual({
      text: '60',
      tone: 'bet',
    });
    // The player to act: their last word is old news.
    const fay = socialPlayers(midHandNlhFixture).find((p) => p.displayName === 'Fay')!;
    expect(rowTag({ ...fay, roundStatus: { ...fay.roundStatus!, message: 'CHECK' } }, null, true)).toBeNull();
    expect(rowTag(eli!, 1240)).toEqual({ text: 'WINS 1.2k', tone: 'win' });
    const ida = socialPlayers(plo8TableFixture).find((p) => p.displayName === 'Ida')!;
    expect(rowTag(ida, null)).toEqual({ text: 'ALL IN', tone: 'allin' });
  });

  it('[SOCIAL-8] the headline is the last action, or who won', () => {
    expect(socialHeadline(midHandNlhFixture)).toBe('Eli bets 60');
    const won = structuredClone(midHandNlhFixture) as TableState;
    won.payout = {
      roundId: 'demo-6max-42',
      awards: [{ potIndex: 0, boardIndex: 0, half: null, seatIndex: 4, amount: 275, handDescription: null }],
    };
    expect(socialHeadline(won)).toBe('Eli wins 275');
  });
});
