import { readFileSync } from 'node:fs';
import type { TableState } from '@railbird/protocol';
import { midHandNlhFixture, plo8TableFixture, sampleTableFixture } from '@railbird/protocol/testing';
import { describe, expect, it } from 'vitest';
import { cardLabel, parseCard, rankText, suitColour } from './card-face.js';
import { contrastRatio, skinColours, textOn } from './skin.js';
import {
  boardCount,
  buttonSide,
  equityText,
  formatClock,
  gameLine,
  isTwoCardHoldem,
  lastActionText,
  mixedGameLine,
  potLines,
  ratioText,
  seatInHand,
  seatPoint,
  shotClock,
} from './table-view.js';

describe('cards', () => {
  it('[TABLE-VIEW-CARD-1] reads the spec notation, suit first, and names the card', () => {
    expect(parseCard('SA')).toEqual({ suit: 'S', rank: 'A' });
    expect(parseCard('HT')).toEqual({ suit: 'H', rank: 'T' });
    expect(parseCard('AS')).toBeNull();
    expect(parseCard(null)).toBeNull();
    expect(rankText('T')).toBe('10');
    expect(cardLabel('DQ')).toBe('Queen of diamonds');
    expect(cardLabel(null)).toBe('Face-down card');
  });

  it('[TABLE-VIEW-CARD-2] the four-colour deck gives every suit its own ink; the two-colour deck two', () => {
    const four = (['S', 'H', 'D', 'C'] as const).map((s) => suitColour(s, 'four'));
    expect(new Set(four).size).toBe(4);
    const two = (['S', 'H', 'D', 'C'] as const).map((s) => suitColour(s, 'two'));
    expect(new Set(two).size).toBe(2);
    // Every ink is legible on the white card face (WCAG AA, 4.5:1).
    for (const ink of [...four, ...two]) expect(contrastRatio(ink, '#fdfdfb')).toBeGreaterThanOrEqual(4.5);
  });

  it('[TABLE-VIEW-CARD-6] a folded card is drawn opaque, grey ink on a grey face at 4.5:1 and more, whatever lies behind it', () => {
    // Every rule of the shared card stylesheet that dims a card face (a folded hand). Read from the
    // file: Vitest hands CSS imports, even `?raw`, over empty.
    const tableCss = readFileSync(new URL('./table.css', import.meta.url), 'utf8');
    const rules = [...tableCss.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => ({
      selector: selector!.replace(/\/\*[\s\S]*?\*\//g, '').trim(),
      body: body!,
    }));
    const dimFace = rules.filter(
      (r) => r.selector.includes('[data-dim]') && !r.selector.startsWith('.rb-card-back'),
    );
    expect(dimFace.length).toBeGreaterThan(0);
    // No opacity and no filter: they mix the page behind the card into its face and its ink, so the
    // rank read 3.58:1 on the dark console (axe's serious colour-contrast failure of LIVE-1).
    for (const r of dimFace) expect(r.body, r.selector).not.toMatch(/\b(opacity|filter)\s*:/);
    const decl = (name: string) =>
      dimFace
        .map((r) => new RegExp(`(?:^|[;\\s])${name}\\s*:\\s*(#[0-9a-f]{6})`, 'i').exec(r.body)?.[1])
        .find(Boolean);
    const face = decl('background');
    const ink = decl('color');
    expect(face).toBeDefined();
    expect(ink).toBeDefined();
    // 4.5:1, the bar for normal text: a folded 10 at 40 px is 17.6 px of bold rank, under "large".
    expect(contrastRatio(ink!, face!)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the game line (spec §9)', () => {
  it('[LINE-1] cash blinds carry the dollar sign, the mode and variation short codes come first', () => {
    expect(gameLine(midHandNlhFixture)).toMatchObject({ variation: 'NLH', mode: 'CASH', blinds: '$5/$10' });
    expect(gameLine(plo8TableFixture).text).toBe('PLO8 · CASH · $1/$2');
  });

  it('[LINE-2] tournaments show no dollar sign and the ante in brackets', () => {
    expect(gameLine(sampleTableFixture)).toMatchObject({ mode: 'FT', blinds: '100/200 (200)' });
  });

  it('[LINE-3] two boards and a bomb pot are written as 2B and BP', () => {
    const state = structuredClone(midHandNlhFixture) as TableState;
    state.round.blindLevel.numBoards = 2;
    state.round.blindLevel.bombPotAmount = 20;
    expect(gameLine(state).blinds).toBe('$5/$10 2B BP');
  });

  it('[LINE-4] short codes are the spec’s for every variation (BIG-O, 27TD, NLHP)', () => {
    const state = structuredClone(plo8TableFixture) as TableState;
    const codes = (['BIG_O', 'TRIPLE_DRAW_2_7', 'PINEAPPLE_NLH'] as const).map((variation) => {
      state.gameSettings.variation = variation;
      return gameLine(state).variation;
    });
    expect(codes).toEqual(['BIG-O', '27TD', 'NLHP']);
  });
});

describe('mixed games', () => {
  it('[LINE-5] the rotation says what comes next and when; one game says nothing', () => {
    const mixed = {
      gameIndex: 0,
      handsPerGame: 6,
      handsPlayedInGame: 3,
      games: ['PLO8', 'STUD'] as const,
      current: 'PLO8' as const,
      next: 'STUD' as const,
    };
    expect(mixedGameLine({ mixedGame: { ...mixed, games: [...mixed.games] } })).toBe(
      'Mixed · STUD next, in 3 hands',
    );
    expect(mixedGameLine({ mixedGame: { ...mixed, games: [...mixed.games], handsPlayedInGame: 6 } })).toBe(
      'Mixed · STUD next, from the next hand',
    );
    expect(mixedGameLine({ mixedGame: null })).toBeNull();
  });
});

describe('starting hands', () => {
  it('[TABLE-VIEW-STAT-18] only hold’em dealt two cards has the 13×13 grid; pineapples deal three', () => {
    expect(isTwoCardHoldem('NLH')).toBe(true);
    expect(isTwoCardHoldem('PINEAPPLE_NLH')).toBe(false);
    expect(isTwoCardHoldem('PLO')).toBe(false);
  });
});

describe('what the table says', () => {
  it('[TABLE-VIEW-1] the last action in words', () => {
    expect(lastActionText(midHandNlhFixture.round.lastAction, midHandNlhFixture.playerGroup.players)).toBe(
      'Eli bets 60',
    );
    const allIn = { seatIndex: 3, type: 'raise' as const, amount: 1_250, isAllIn: true, time: 0 };
    expect(lastActionText(allIn, midHandNlhFixture.playerGroup.players)).toBe('Dev is all in for 1.3k');
  });

  it('[TABLE-VIEW-2] main pot first, then side pots', () => {
    const state = structuredClone(plo8TableFixture) as TableState;
    state.pot.pots.push({ amount: 200, eligibleSeatIndexes: [5, 7] });
    expect(potLines(state).map((p) => `${p.label} ${p.amount}`)).toEqual(['Main pot 160', 'Side pot 200']);
  });

  it('[TABLE-VIEW-3] the shot clock counts down from the table setting, else counts the thinking time', () => {
    const state = structuredClone(midHandNlhFixture) as TableState;
    const start = state.round.actionStartTime!;
    expect(shotClock(state, start + 4_000)).toEqual({ elapsedMs: 4_000, totalMs: null, remainingMs: null });
    state.gameSettings.shotClockDuration = 30;
    expect(shotClock(state, start + 4_000)?.remainingMs).toBe(26_000);
    expect(shotClock(state, start + 40_000)?.remainingMs).toBe(0);
    expect(formatClock(26_000)).toBe('0:26');
    state.round.actingPlayer = null;
    expect(shotClock(state, start)).toBeNull();
  });

  it('[TABLE-VIEW-4] an equity that was sampled says so; a statistic without a sample has no value', () => {
    expect(equityText({ equity: 0.814, isExact: true })).toBe('81%');
    expect(equityText({ equity: 0.814, isExact: false })).toBe('≈81%');
    expect(ratioText({ done: 103, opportunities: 398 })).toEqual({ text: '26%', percent: 26, sample: 398 });
    expect(ratioText({ done: 0, opportunities: 0 })).toEqual({ text: '—', percent: null, sample: 0 });
  });

  it('[TABLE-VIEW-5] seats go clockwise from the dealer’s left, and mirror for a left-handed dealer', () => {
    const first = seatPoint(0, 9);
    const last = seatPoint(8, 9);
    expect(first.x).toBeGreaterThan(0.5);
    expect(last.x).toBeLessThan(0.5);
    expect(first.y).toBeLessThan(0.5);
    expect(seatPoint(0, 9, true).x).toBeCloseTo(1 - first.x);
    // Every seat on the oval, none at the dealer's place at the top centre.
    for (let i = 0; i < 10; i++) {
      const p = seatPoint(i, 10);
      expect(((p.x - 0.5) / 0.5) ** 2 + ((p.y - 0.5) / 0.5) ** 2).toBeCloseTo(1);
      expect(Math.abs(p.x - 0.5) > 0.01 || p.y > 0.5).toBe(true);
    }
  });
});

describe('the centre and the seats', () => {
  it('[TABLE-VIEW-6] the centre shows the boards dealt, else as many as the level deals, none without a board', () => {
    const level = midHandNlhFixture.round.blindLevel;
    const at = (boards: TableState['centerCards']['boards'], numBoards: number, numBoardCards: number) =>
      boardCount({
        centerCards: { ...midHandNlhFixture.centerCards, boards },
        round: { ...midHandNlhFixture.round, blindLevel: { ...level, numBoards, numBoardCards } },
      });
    expect(at([], 2, 5)).toBe(2);
    expect(at([['SA', 'HK', 'D2']], 1, 5)).toBe(1);
    expect(at([], 2, 0)).toBe(0);
  });

  it('[TABLE-VIEW-7] a seat is folded when it is in the round but no longer active', () => {
    const [player] = midHandNlhFixture.playerGroup.players;
    const status = player!.roundStatus!;
    expect(seatInHand({ roundStatus: { ...status, inRound: true, active: false } })).toEqual({
      inHand: true,
      folded: true,
    });
    expect(seatInHand({ roundStatus: { ...status, inRound: true, active: true } })).toEqual({
      inHand: true,
      folded: false,
    });
    expect(seatInHand({ roundStatus: null })).toEqual({ inHand: false, folded: false });
  });
});

describe('skins (UI.md: legible with any pair)', () => {
  it('[SKIN-1] text on the panel is white or near-black, whichever contrasts more', () => {
    expect(textOn('#0f766e')).toBe('#ffffff');
    expect(textOn('#fde047')).toBe('#000000');
    for (const primary of ['#000000', '#ffffff', '#ff0000', '#00ff00', '#777777', '#0f766e', '#fde047']) {
      const c = skinColours({ primaryColor: primary, secondaryColor: primary });
      expect(contrastRatio(c.primary, c.onPrimary)).toBeGreaterThanOrEqual(4.5);
      // An accent the same as the panel falls back to the text colour, so bars stay visible.
      expect(contrastRatio(c.primary, c.accent)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(c.accent, c.onAccent)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('[SKIN-2] a malformed colour falls back to the default skin', () => {
    expect(skinColours({ primaryColor: 'teal', secondaryColor: '#fff' }).primary).toBe('#0f766e');
  });
});

describe('where the dealer button goes (issue 15)', () => {
  it('[SEAT-BTN-1] on the edge of the seat box that faces the middle of the table, at every seat of 2–10 seats, mirrored for a left-handed dealer', () => {
    for (let capacity = 2; capacity <= 10; capacity++) {
      for (let seat = 0; seat < capacity; seat++) {
        const p = seatPoint(seat, capacity);
        const side = buttonSide(seat, capacity, false, 2);
        // On the box edge…
        expect(Math.max(Math.abs(side.x), Math.abs(side.y))).toBeCloseTo(1, 9);
        expect(side.edge === 'x' ? Math.abs(side.x) : Math.abs(side.y)).toBeCloseTo(1, 9);
        // …on the side of the centre.
        if (Math.abs(p.x - 0.5) > 1e-9) expect(Math.sign(side.x)).toBe(Math.sign(0.5 - p.x));
        if (Math.abs(p.y - 0.5) > 1e-9) expect(Math.sign(side.y)).toBe(Math.sign(0.5 - p.y));
        const mirrored = buttonSide(seat, capacity, true, 2);
        expect(mirrored.x).toBeCloseTo(-side.x, 9);
        expect(mirrored.y).toBeCloseTo(side.y, 9);
      }
    }
    // The seats beside the dealer's place face down into the felt; the seat at the far end faces up.
    expect(buttonSide(0, 2, false, 2).edge).toBe('x');
    expect(buttonSide(4, 9, false, 2)).toMatchObject({ edge: 'y', y: -1 });
  });
});
