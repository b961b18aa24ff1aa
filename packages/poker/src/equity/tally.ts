/**
 * Adds up runouts. Each runout gives every hand a value per share of the pot (larger is better, 0 =
 * does not qualify); the tally turns them into parts of the pot in integer units so that exact
 * counts stay exact: the pot is `unit` units, each share with a qualifying hand is worth
 * `unit / shares`, split evenly among the hands tied for it. `unit` = lcm(1..hands) · lcm(1..shares),
 * so every part is a whole number; a share nobody qualifies for (no eight-or-better low) goes to the
 * others. Sums stay exact integers in doubles while runouts · unit < 2^53.
 */
export class Tally {
  readonly hands: number;
  readonly shares: number;
  /** Units in a whole pot. */
  readonly unit: number;
  /** Sum of weight · part, per hand (equity numerator). */
  readonly part: Float64Array;
  /** Sum of weight · part², per hand (for the standard error of a sample). */
  readonly partSquared: Float64Array;
  /** Weight of runouts where the hand takes the whole pot alone / some but not all of it. */
  readonly win: Float64Array;
  readonly tie: Float64Array;
  /** Per share (row) and hand: weight of runouts where the hand is the only best / tied best. */
  readonly shareWin: Float64Array;
  readonly shareTie: Float64Array;
  total = 0;
  private readonly got: Float64Array;
  private readonly best: Float64Array;
  private readonly count: Int32Array;

  constructor(hands: number, shares: number) {
    this.hands = hands;
    this.shares = shares;
    this.unit = lcmUpTo(hands) * lcmUpTo(shares);
    this.part = new Float64Array(hands);
    this.partSquared = new Float64Array(hands);
    this.win = new Float64Array(hands);
    this.tie = new Float64Array(hands);
    this.shareWin = new Float64Array(hands * shares);
    this.shareTie = new Float64Array(hands * shares);
    this.got = new Float64Array(hands);
    this.best = new Float64Array(shares);
    this.count = new Int32Array(shares);
  }

  /** Adds `weight` runouts whose values are `values[share * hands + hand]`. */
  add(values: ArrayLike<number>, weight: number): void {
    const n = this.hands;
    let active = 0;
    for (let s = 0; s < this.shares; s++) {
      let best = 0;
      let count = 0;
      for (let p = 0, i = s * n; p < n; p++, i++) {
        const v = values[i]!;
        if (v > best) {
          best = v;
          count = 1;
        } else if (v === best) count++;
      }
      this.best[s] = best;
      this.count[s] = count;
      if (best > 0) active++;
    }
    const got = this.got;
    got.fill(0);
    for (let s = 0; s < this.shares; s++) {
      const best = this.best[s]!;
      if (best === 0) continue;
      const count = this.count[s]!;
      const part = this.unit / (active * count);
      const odds = count === 1 ? this.shareWin : this.shareTie;
      for (let p = 0, i = s * n; p < n; p++, i++) {
        if (values[i] === best) {
          got[p]! += part;
          odds[i]! += weight;
        }
      }
    }
    const unit = this.unit;
    for (let p = 0; p < n; p++) {
      const g = got[p]!;
      if (g === 0) continue;
      this.part[p]! += weight * g;
      this.partSquared[p]! += weight * g * g;
      if (g === unit) this.win[p]! += weight;
      else this.tie[p]! += weight;
    }
    this.total += weight;
  }
}

function gcd(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** lcm(1, 2, …, n). */
export function lcmUpTo(n: number): number {
  let l = 1;
  for (let k = 2; k <= n; k++) l = (l / gcd(l, k)) * k;
  return l;
}

/**
 * Runouts counted per outcome — each share's set of best hands as a bit mask (0 = nobody
 * qualifies), `hands` bits per share — then handed to a tally once per outcome. Cheaper than a
 * tally per runout: an enumeration meets only a handful of outcomes. Small outcome spaces are
 * counted in an array, large ones in a map.
 */
export class Outcomes {
  private readonly hands: number;
  private readonly shares: number;
  private readonly dense: Float64Array | null;
  private readonly sparse = new Map<number, number>();
  private readonly scratch: Float64Array;

  constructor(hands: number, shares: number) {
    this.hands = hands;
    this.shares = shares;
    this.dense = hands * shares <= 12 ? new Float64Array(2 ** (hands * shares)) : null;
    this.scratch = new Float64Array(hands * shares);
  }

  /** The outcome of values `values[share * hands + hand]`. */
  keyOf(values: ArrayLike<number>): number {
    const n = this.hands;
    let key = 0;
    for (let s = 0, base = 0; s < this.shares; s++, base += n) {
      let best = 0;
      let mask = 0;
      for (let p = 0; p < n; p++) {
        const v = values[base + p]!;
        if (v > best) {
          best = v;
          mask = 1 << p;
        } else if (v === best && v > 0) mask |= 1 << p;
      }
      key += mask * 2 ** (s * n);
    }
    return key;
  }

  count(key: number, weight: number): void {
    if (this.dense !== null) this.dense[key]! += weight;
    else this.sparse.set(key, (this.sparse.get(key) ?? 0) + weight);
  }

  /** Adds every outcome counted to `tally`. */
  addTo(tally: Tally): void {
    if (this.dense !== null) {
      for (let key = 0; key < this.dense.length; key++) {
        if (this.dense[key]! > 0) tally.add(this.valuesOf(key), this.dense[key]!);
      }
    }
    for (const [key, weight] of this.sparse) tally.add(this.valuesOf(key), weight);
  }

  /** Values with the outcome `key`: 1 for each best hand of a share, 0 for the others. */
  private valuesOf(key: number): Float64Array {
    const n = this.hands;
    for (let s = 0; s < this.shares; s++) {
      const mask = Math.floor(key / 2 ** (s * n)) % 2 ** n;
      for (let p = 0; p < n; p++) this.scratch[s * n + p] = (mask >> p) & 1;
    }
    return this.scratch;
  }
}
