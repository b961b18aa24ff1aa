/**
 * Where the playstyle chart writes each player's name (issue 15): beside the player's dot when there is
 * room, else at the nearest free place with a leader line back to the dot. A label never overlaps
 * another label, a fixed box (the quadrants' names) or the edge of the plot. Pure and deterministic:
 * the same dots give the same places, so a label does not jump between two frames of the same data.
 */

/** A rectangle, top-left corner and size, in the plot's pixels (y grows downwards). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A dot (its centre) and the size of the label it needs. */
export interface LabelRequest {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PlacedLabel {
  box: Box;
  /** The label sits away from its dot: draw a line from the dot to `anchor`, the box's nearest point. */
  leader: boolean;
  anchor: { x: number; y: number };
}

export interface PlacementOptions {
  width: number;
  height: number;
  /** Boxes no label may overlap (the quadrants' names). */
  obstacles?: readonly Box[];
  /** Radius of a dot: labels keep off every dot when they can. */
  dotRadius?: number;
  /** Space between a dot and a label beside it. */
  gap?: number;
  /** Step of the search for a free place when nothing beside the dot is free. */
  step?: number;
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

export function inside(box: Box, width: number, height: number): boolean {
  return box.x >= 0 && box.y >= 0 && box.x + box.w <= width && box.y + box.h <= height;
}

/** The point of `box` nearest to (x, y): where a leader line from a dot meets its label. */
export function nearestPoint(box: Box, x: number, y: number): { x: number; y: number } {
  return {
    x: Math.min(box.x + box.w, Math.max(box.x, x)),
    y: Math.min(box.y + box.h, Math.max(box.y, y)),
  };
}

/** The eight places beside a dot, most natural first: right, left, above, below, then the corners. */
function besideDot(d: LabelRequest, off: number): Box[] {
  const { x, y, w, h } = d;
  const mid = y - h / 2;
  return [
    { x: x + off, y: mid, w, h },
    { x: x - off - w, y: mid, w, h },
    { x: x - w / 2, y: y - off - h, w, h },
    { x: x - w / 2, y: y + off, w, h },
    { x: x + off * 0.7, y: y - off * 0.7 - h, w, h },
    { x: x + off * 0.7, y: y + off * 0.7, w, h },
    { x: x - off * 0.7 - w, y: y - off * 0.7 - h, w, h },
    { x: x - off * 0.7 - w, y: y + off * 0.7, w, h },
  ];
}

function distance(box: Box, x: number, y: number): number {
  const p = nearestPoint(box, x, y);
  return Math.hypot(p.x - x, p.y - y);
}

/**
 * A label for every dot, in the order given, or null for a label that fits nowhere (wider than the plot,
 * or no free place left). The most crowded dots choose first, so a lone dot gives way, not a dot in a
 * cluster.
 */
export function placeLabels(
  dots: readonly LabelRequest[],
  options: PlacementOptions,
): (PlacedLabel | null)[] {
  const { width, height, obstacles = [], dotRadius = 9, gap = 6, step = 4 } = options;
  const off = dotRadius + gap;
  const dotBoxes: Box[] = dots.map((d) => ({
    x: d.x - dotRadius,
    y: d.y - dotRadius,
    w: dotRadius * 2,
    h: dotRadius * 2,
  }));
  const crowd = dots.map((d) =>
    dots.reduce((n, e) => n + (Math.abs(e.x - d.x) < d.w + off && Math.abs(e.y - d.y) < d.h * 2 ? 1 : 0), 0),
  );
  const order = dots.map((_, i) => i).sort((a, b) => crowd[b]! - crowd[a]! || a - b);
  const taken: Box[] = [...obstacles];
  const out: (PlacedLabel | null)[] = dots.map(() => null);

  for (const i of order) {
    const d = dots[i]!;
    const free = (box: Box) => inside(box, width, height) && !taken.some((t) => overlaps(box, t));
    const clearOfDots = (box: Box) => !dotBoxes.some((b) => overlaps(box, b));
    const near = besideDot(d, off).map(round);
    let box = near.find((b) => free(b) && clearOfDots(b)) ?? null;
    if (!box) {
      // Every free place on a grid, nearest to the dot first; keep off other dots if at all possible.
      const far: Box[] = [];
      for (let y = 0; y + d.h <= height; y += step) {
        for (let x = 0; x + d.w <= width; x += step) far.push({ x, y, w: d.w, h: d.h });
      }
      // The plot's far edges, so a label as wide (or tall) as the room left still fits.
      for (let y = 0; y + d.h <= height; y += step) far.push({ x: width - d.w, y, w: d.w, h: d.h });
      for (let x = 0; x + d.w <= width; x += step) far.push({ x, y: height - d.h, w: d.w, h: d.h });
      const open = far.filter(free);
      const rank = (a: Box, b: Box) =>
        distance(a, d.x, d.y) - distance(b, d.x, d.y) || a.y - b.y || a.x - b.x;
      const clear = open.filter(clearOfDots);
      box = (clear.length > 0 ? clear : open).sort(rank)[0] ?? near.find(free) ?? null;
    }
    if (!box) continue;
    taken.push(box);
    out[i] = {
      box,
      leader: distance(box, d.x, d.y) > off + 1,
      anchor: nearestPoint(box, d.x, d.y),
    };
  }
  return out;
}

function round(box: Box): Box {
  return { x: Math.round(box.x), y: Math.round(box.y), w: box.w, h: box.h };
}
