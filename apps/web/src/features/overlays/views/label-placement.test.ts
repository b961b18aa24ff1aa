import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Box, inside, type LabelRequest, overlaps, placeLabels } from './label-placement.js';

// The playstyle chart's plot and quadrant names (views/playstyle.tsx), at the corner panel's size.
const W = 552;
const H = 330;
const QUADRANTS: Box[] = [
  { x: 4, y: 4, w: 104, h: 34 },
  { x: W - 108, y: 4, w: 104, h: 34 },
  { x: 4, y: H - 38, w: 104, h: 34 },
  { x: W - 108, y: H - 38, w: 104, h: 34 },
];
const options = { width: W, height: H, obstacles: QUADRANTS };

/** Up to ten players (a full ring), anywhere on the plot, names from 3 to 14 letters. */
const dotSets = fc.array(
  fc.record({
    x: fc.integer({ min: 10, max: W - 10 }),
    y: fc.integer({ min: 10, max: H - 10 }),
    // A label of 3 to 14 letters at 20 px plus its "(412)" sample, as the chart measures it.
    w: fc.integer({ min: 70, max: 210 }),
    h: fc.constant(28),
  }),
  { minLength: 1, maxLength: 10 },
);

describe('playstyle label placement', () => {
  it('[VIEW-LBL-1] every label is placed, inside the plot, over no other label and no quadrant name', () => {
    fc.assert(
      fc.property(dotSets, (dots) => {
        const placed = placeLabels(dots, options);
        expect(placed).toHaveLength(dots.length);
        for (const [i, label] of placed.entries()) {
          expect(label, `label ${i} placed`).not.toBeNull();
          const box = label!.box;
          expect(box.w).toBe(dots[i]!.w);
          expect(inside(box, W, H)).toBe(true);
          for (const q of QUADRANTS) expect(overlaps(box, q)).toBe(false);
          for (const other of placed.slice(i + 1)) expect(overlaps(box, other!.box)).toBe(false);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('[VIEW-LBL-2] the same dots always give the same places', () => {
    fc.assert(
      fc.property(dotSets, (dots) => {
        expect(placeLabels(dots, options)).toEqual(placeLabels(structuredClone(dots), options));
      }),
      { numRuns: 30 },
    );
  });

  it('[VIEW-LBL-3] a lone dot keeps its label beside it, no leader line', () => {
    const [label] = placeLabels([{ x: 200, y: 150, w: 100, h: 28 }], options);
    expect(label!.leader).toBe(false);
    // Right of the dot, centred on it.
    expect(label!.box).toEqual({ x: 215, y: 136, w: 100, h: 28 });
  });

  it('[VIEW-LBL-4] players sitting on top of each other get labels apart, the moved ones with a leader line', () => {
    // "Cleo (24)" over "LOOSE PASSIVE": four players within a few pixels, next to a quadrant name.
    const dots: LabelRequest[] = [0, 1, 2, 3].map((i) => ({
      x: W - 120 + i * 3,
      y: H - 40 + i * 2,
      w: 120,
      h: 28,
    }));
    const placed = placeLabels(dots, options);
    const boxes = placed.map((p) => p!.box);
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
      for (const q of QUADRANTS) expect(overlaps(a, q)).toBe(false);
    }
    expect(placed.some((p) => p!.leader)).toBe(true);
    // A leader ends on its label's edge.
    for (const p of placed.filter((q) => q!.leader)) {
      const { box, anchor } = p!;
      expect(
        anchor.x >= box.x && anchor.x <= box.x + box.w && anchor.y >= box.y && anchor.y <= box.y + box.h,
      ).toBe(true);
    }
  });

  it('[VIEW-LBL-5] a label wider than the plot is left out rather than drawn over the edge', () => {
    expect(placeLabels([{ x: 100, y: 100, w: W + 1, h: 28 }], options)).toEqual([null]);
  });

  it('[VIEW-LBL-6] labels keep off other players’ dots when there is room', () => {
    const dots: LabelRequest[] = [
      { x: 200, y: 150, w: 100, h: 28 },
      { x: 240, y: 150, w: 100, h: 28 },
    ];
    const placed = placeLabels(dots, options);
    for (const [i, p] of placed.entries()) {
      for (const [j, d] of dots.entries()) {
        if (i === j) continue;
        expect(overlaps(p!.box, { x: d.x - 9, y: d.y - 9, w: 18, h: 18 })).toBe(false);
      }
    }
  });
});
