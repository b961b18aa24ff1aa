import { hideHoleCards, type TableState } from '@railbird/protocol';
import { midHandNlhFixture, TABLE_STATE_FIXTURES } from '@railbird/protocol/testing';
import { describe, expect, it } from 'vitest';
import { contrastRatio, skinColours } from '../../ui/poker-table/skin.js';
import {
  cardBackColour,
  equityLabelColours,
  equityRowLayout,
  POD_ROWS,
  podGeometry,
  podInnerWidth,
  SAFE_Y,
  STAGE_HEIGHT,
  stripGeometry,
  stripLayout,
  VIEW_MAX_HEIGHT,
} from './strip-layout.js';

const fixtures = Object.entries(TABLE_STATE_FIXTURES) as [string, TableState][];

/** The same table with every seat showing something else: no chips, no bets, no equities, all folded. */
function plainSeats(state: TableState): TableState {
  const copy = structuredClone(state) as TableState;
  for (const p of copy.playerGroup.players) {
    if (!p.roundStatus) continue;
    Object.assign(p.roundStatus, {
      message: null,
      blind: 0,
      streetCommit: 0,
      isAllIn: false,
      active: false,
      equitiesList: [],
      outs: [],
    });
  }
  return copy;
}

/** The same table between two hands: nobody holds a card, no board on the felt. */
function betweenHands(state: TableState): TableState {
  const copy = structuredClone(state) as TableState;
  for (const p of copy.playerGroup.players) p.roundStatus = null;
  copy.round.street = 'NONE';
  copy.centerCards.boards = [];
  return copy;
}

describe('seat boxes and the board stand still (issue 15)', () => {
  it('[OVL-ALIGN-1] every seat’s cards sit on the same row whatever the seat shows', () => {
    for (const [name, state] of fixtures) {
      const shown = stripGeometry(state);
      // Nothing a seat shows (a blind, a bet, an action, an equity, a fold) enters the geometry.
      expect(stripGeometry(plainSeats(state)), name).toEqual(shown);
      // The rows add up to the box: a seat draws every row, filled or not.
      const r = POD_ROWS;
      expect(shown.pod.panel, name).toBe(
        r.padTop +
          r.head +
          r.status +
          r.equityGap +
          shown.pod.equityRows * r.equity +
          (shown.pod.equityRows - 1) * r.equityStep +
          r.padBottom,
      );
      expect(shown.pod.cardRow, name).toBe(shown.layout.cardHeight);
    }
  });

  it('[OVL-ALIGN-2] an overlay and its hidden twin lay out the strip and the board identically', () => {
    for (const [name, state] of fixtures) {
      expect(stripGeometry(hideHoleCards(state)), name).toEqual(stripGeometry(state));
    }
  });

  it('[OVL-ALIGN-3] the seat row keeps its height between hands (the level’s cards, not the dealt ones)', () => {
    const hand = stripGeometry(midHandNlhFixture);
    const idle = stripGeometry(betweenHands(midHandNlhFixture));
    expect(idle.pod).toEqual(hand.pod);
    expect(idle.boardBottom).toBe(hand.boardBottom);
    const plo8 = TABLE_STATE_FIXTURES.plo8 as TableState;
    expect(stripGeometry(betweenHands(plo8)).layout).toEqual(stripGeometry(plo8).layout);
  });

  it('[OVL-ALIGN-4] with one board or two, the board stays inside the stage and below a view panel', () => {
    for (const [name, state] of fixtures) {
      for (const boards of [1, 2]) {
        const copy = structuredClone(state) as TableState;
        copy.round.blindLevel.numBoards = boards;
        copy.round.blindLevel.numBoardCards = 5;
        const g = stripGeometry(copy);
        expect(g.boards, name).toBe(boards);
        expect(g.top, name).toBeGreaterThanOrEqual(SAFE_Y + 300);
        expect(g.top + g.boardHeight, name).toBe(STAGE_HEIGHT - g.boardBottom);
        expect(SAFE_Y + g.viewMaxHeight, name).toBeLessThanOrEqual(g.top - 16);
        expect(g.viewMaxHeight, name).toBeLessThanOrEqual(VIEW_MAX_HEIGHT);
        // One equity row per board, reserved in every seat.
        expect(g.pod.equityRows, name).toBe(boards);
      }
    }
    // One board at full size leaves the view panel its full height.
    expect(stripGeometry(midHandNlhFixture).viewMaxHeight).toBe(VIEW_MAX_HEIGHT);
  });

  it('[OVL-ALIGN-5] a box is as tall as its rows whatever the card size', () => {
    expect(podGeometry(96, 1)).toMatchObject({ cardRow: 96, total: 96 - POD_ROWS.cardOverlap + 168 });
    expect(podGeometry(68, 0).equityRows).toBe(1);
  });
});

describe('the equity label (issue 15)', () => {
  it('[OVL-EQ-1] the label never overlaps the bar, at any table size, with or without outs', () => {
    for (let seats = 2; seats <= 10; seats++) {
      const inner = podInnerWidth(stripLayout(seats, 2).podWidth);
      for (const outs of [false, true]) {
        const row = equityRowLayout(inner, outs);
        expect(row.label.x + row.label.width).toBeLessThanOrEqual(row.bar.x);
        expect(row.bar.width).toBeGreaterThanOrEqual(24);
        if (row.outs) expect(row.bar.x + row.bar.width).toBeLessThanOrEqual(row.outs.x);
        const right = row.outs ? row.outs.x + row.outs.width : row.bar.x + row.bar.width;
        // Inside the box at every size a table reaches with outs shown (a compact pod hides them).
        if (!outs || inner >= 200) expect(right, `${seats} seats`).toBeLessThanOrEqual(inner);
      }
    }
  });

  it('[OVL-EQ-2] the label’s text reads on its own background (≥ 4.5:1) in every skin', () => {
    const skins = [
      { primaryColor: '#0f766e', secondaryColor: '#f8fafc' }, // the default teal
      { primaryColor: '#0b1220', secondaryColor: '#38bdf8' }, // dark navy, light accent
      { primaryColor: '#f8fafc', secondaryColor: '#0f766e' }, // light panel, dark accent
      { primaryColor: '#facc15', secondaryColor: '#fde047' }, // gold on gold
      { primaryColor: '#777777', secondaryColor: '#888888' }, // mid grey: the hardest panel
      { primaryColor: '#dc2626', secondaryColor: '#111111' },
      { primaryColor: '#000000', secondaryColor: '#000000' },
      { primaryColor: '#ffffff', secondaryColor: '#ffffff' },
    ];
    for (const skin of skins) {
      const colours = skinColours(skin);
      const label = equityLabelColours(colours);
      // The label is drawn on the panel, never on the fill: its background is the panel's.
      expect(label.background).toBe(colours.primary);
      expect(contrastRatio(label.color, label.background), skin.primaryColor).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('card backs on any skin', () => {
  it('[OVL-BACK-1] a hole card’s back is dark enough for its white frame, on a light skin too', () => {
    for (const skin of [
      { primaryColor: '#0b1220', secondaryColor: '#38bdf8' },
      { primaryColor: '#f8fafc', secondaryColor: '#0f766e' },
      { primaryColor: '#facc15', secondaryColor: '#fde047' },
      { primaryColor: '#ffffff', secondaryColor: '#ffffff' },
    ]) {
      const colours = skinColours(skin);
      const back = cardBackColour(colours);
      expect(contrastRatio(back, '#ffffff'), skin.primaryColor).toBeGreaterThanOrEqual(4.5);
      // A dark skin keeps its own colour on the backs.
      if (colours.onPrimary === '#ffffff') expect(back).toBe(colours.primary);
    }
  });
});
