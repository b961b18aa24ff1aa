import { emptyAnalytics, type Player } from '@railbird/protocol';
import { midHandNlhFixture } from '@railbird/protocol/testing';
import { describe, expect, it } from 'vitest';
import { MIN_BB100_HANDS, MIN_PERCENT_SAMPLE, money, signedMoney } from '../../ui/figures.js';
import {
  awardSample,
  awardText,
  bb100Figure,
  GRID_LEGEND,
  GRID_TONE_COLOURS,
  gridCellColour,
  gridTone,
  handGrid,
  handSummary,
  notablePlayers,
  profileTiles,
  ratioFigure,
  vpipRows,
} from './view-data.js';

const players = midHandNlhFixture.playerGroup.players as Player[];

function withStats(p: Player, stats: Partial<ReturnType<typeof emptyAnalytics>>): Player {
  return { ...p, analytics: { ...emptyAnalytics(), ...stats } };
}

describe('figures on air (issue 15)', () => {
  it('[VIEW-1] money uses spec §9 numbers: k above 999, a real minus, results always signed', () => {
    expect(signedMoney(832)).toBe('+832');
    expect(signedMoney(-120)).toBe('\u2212120');
    expect(signedMoney(12_345)).toBe('+12.3k');
    expect(signedMoney(-1_250_000)).toBe('\u22121.25m');
    expect(signedMoney(0)).toBe('0');
    expect(money(640)).toBe('640');
    expect(money(1500)).toBe('1.5k');
  });

  it('[VIEW-2] "Biggest winner" is a result, written signed; the biggest pot is an amount', () => {
    const table = [
      withStats(players[0]!, { handsPlayed: 17, earnings: 832, largestPotWon: 1500 }),
      withStats(players[1]!, { handsPlayed: 17, earnings: -832 }),
    ];
    const awards = Object.fromEntries(notablePlayers(table).map((a) => [a.id, awardText(a)]));
    expect(awards.biggestWinner).toBe('+832');
    expect(awards.biggestPot).toBe('1.5k');
  });

  it('[VIEW-3] a percentage award rests on its own sample (hands with a preflop decision), not on hands played', () => {
    const table = [
      withStats(players[0]!, { handsPlayed: 60, vpip: { done: 30, opportunities: 48 } }),
      withStats(players[1]!, { handsPlayed: 60, vpip: { done: 6, opportunities: 51 } }),
    ];
    const awards = notablePlayers(table);
    const loosest = awards.find((a) => a.id === 'loosest')!;
    expect([loosest.name, awardText(loosest), awardSample(loosest)]).toEqual([
      players[0]!.displayName,
      '63%',
      '48 hands',
    ]);
    expect(awardSample(awards.find((a) => a.id === 'tightest')!)).toBe('51 hands');
  });

  it('[VIEW-4] a luck award is signed big blinds over its all-ins; a tank is minutes and seconds', () => {
    expect(awardText({ kind: 'bb', value: 3.46 })).toBe('+3.5 BB');
    expect(awardText({ kind: 'duration', value: 94_000 })).toBe('1m 34s');
    expect(awardSample({ sample: 1, sampleUnit: 'all-in' })).toBe('1 all-in');
  });

  it('[VIEW-5] bb/100 waits for a meaningful sample and says how many hands it has', () => {
    expect(MIN_BB100_HANDS).toBe(100);
    // The producer's "bb/100 2447.1" after 17 hands.
    expect(bb100Figure({ bb100: 2447.1, handsPlayed: 17 })).toEqual({
      value: '—',
      sample: '17 of 100 hands',
      enough: false,
      percent: null,
    });
    expect(bb100Figure({ bb100: 44.5, handsPlayed: 412 })).toMatchObject({
      value: '+44.5',
      sample: '412 hands',
      enough: true,
    });
    expect(bb100Figure({ bb100: -1234.5, handsPlayed: 1500 })).toMatchObject({
      value: '\u22121.2k',
      sample: '1.5k hands',
    });
    expect(bb100Figure({ bb100: null, handsPlayed: 0 }).value).toBe('—');
  });

  it('[VIEW-6] a percentage from fewer than MIN_PERCENT_SAMPLE chances is written as the count, with its own unit', () => {
    expect(MIN_PERCENT_SAMPLE).toBe(10);
    expect(ratioFigure({ done: 2, opportunities: 3 }, 'hand')).toEqual({
      value: '2/3',
      sample: '3 hands',
      enough: false,
      percent: 67,
    });
    expect(ratioFigure({ done: 3, opportunities: 10 }, 'flop seen', 'flops seen')).toEqual({
      value: '30%',
      sample: '10 flops seen',
      enough: true,
      percent: 30,
    });
    expect(ratioFigure({ done: 0, opportunities: 0 }, 'action')).toMatchObject({
      value: '—',
      sample: '0 actions',
    });
  });

  it('[VIEW-7] each profile tile carries its own sample, not one hand count repeated under all of them', () => {
    const a = {
      ...emptyAnalytics(),
      handsPlayed: 17,
      handsWon: 5,
      earnings: -120,
      bb100: 2447.1,
      vpip: { done: 6, opportunities: 16 },
      pfr: { done: 4, opportunities: 16 },
      threeBetPlus: { done: 1, opportunities: 5 },
      afq: { done: 9, opportunities: 20 },
      cbet: { done: 2, opportunities: 3 },
      wtsd: { done: 3, opportunities: 8 },
    };
    const tiles = Object.fromEntries(
      profileTiles(a).map((t) => [t.label, [t.figure.value, t.figure.sample]]),
    );
    expect(tiles).toEqual({
      Hands: ['17', '5 won'],
      Earnings: ['\u2212120', '17 hands'],
      'bb/100': ['—', '17 of 100 hands'],
      VPIP: ['38%', '16 hands'],
      PFR: ['25%', '16 hands'],
      '3-bet+': ['1/5', '5 chances'],
      Aggression: ['45%', '20 actions'],
      'C-bet': ['2/3', '3 chances'],
      WTSD: ['3/8', '8 flops seen'],
    });
    const samples = Object.values(tiles).map(([, sample]) => sample);
    expect(samples.filter((s) => s === '17 hands')).toHaveLength(1);
  });

  it('[VIEW-8] the VPIP list writes a small sample as its count too', () => {
    const rows = vpipRows([withStats(players[0]!, { handsPlayed: 3, vpip: { done: 3, opportunities: 3 } })]);
    expect(rows.map((r) => [r.text, r.sample, r.second.text])).toEqual([['3/3', 3, '—']]);
  });
});

describe('the hand distribution (issue 15)', () => {
  const cells = handGrid({
    AA: { dealt: 2, played: 2, won: 2, earnings: 240 },
    AKs: { dealt: 4, played: 1, won: 0, earnings: -60 },
    '72o': { dealt: 5, played: 0, won: 0, earnings: -15 },
    KQo: { dealt: 3, played: 3, won: 1, earnings: 30 },
  });
  const cell = (handClass: string) => cells.find((c) => c.handClass === handClass)!;

  it('[VIEW-HD-1] the legend says exactly what each colour means in the data', () => {
    // Every tone the grid can show has one legend line, and the line is the tone's meaning.
    expect(GRID_LEGEND.map((l) => l.tone).sort()).toEqual(['always', 'folded', 'notDealt', 'sometimes']);
    const legend = Object.fromEntries(GRID_LEGEND.map((l) => [l.tone, l.text]));
    const says = (handClass: string) => legend[gridTone(cell(handClass))];
    // No counts at all: "not dealt yet", and the empty colour.
    expect(says('AKo')).toBe('not dealt yet');
    expect(gridCellColour(cell('AKo'))).toBe(GRID_TONE_COLOURS.notDealt);
    // Dealt five times, never played: grey, "dealt, always folded" — never the "not dealt" colour.
    expect(says('72o')).toBe('dealt, always folded');
    expect(gridCellColour(cell('72o'))).toBe(GRID_TONE_COLOURS.folded);
    // Played 2 of 2 and 3 of 3: the full accent; 1 of 4: the half accent.
    expect(says('AA')).toBe('played every time dealt');
    expect(says('KQo')).toBe('played every time dealt');
    expect(gridCellColour(cell('AA'))).toBe('var(--skin-accent)');
    expect(says('AKs')).toBe('played some of the times');
    expect(gridCellColour(cell('AKs'))).toBe(GRID_TONE_COLOURS.sometimes);
    // Four different colours.
    expect(new Set(Object.values(GRID_TONE_COLOURS)).size).toBe(4);
  });

  it('[VIEW-HD-2] the corner summary: pairs, suited, offsuit with their counts, and the hands played most', () => {
    const summary = handSummary(cells);
    expect([summary.dealt, summary.played]).toEqual([14, 6]);
    expect(summary.kinds.map((k) => [k.label, k.played, k.dealt, k.figure.value, k.figure.sample])).toEqual([
      ['Pairs', 2, 2, '2/2', '2 dealt'],
      ['Suited', 1, 4, '1/4', '4 dealt'],
      ['Offsuit', 3, 8, '3/8', '8 dealt'],
    ]);
    // Most played first; a class never played is not a "most played" hand.
    expect(summary.top.map((c) => c.handClass)).toEqual(['KQo', 'AA', 'AKs']);
  });
});
