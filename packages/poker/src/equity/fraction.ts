/** Exact fractions for equities: sums of per-board fractions, reduced, printed as `"n/d"`. */
export interface Fraction {
  readonly n: bigint;
  readonly d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(n: number | bigint, d: number | bigint): Fraction {
  const bn = BigInt(n);
  const bd = BigInt(d);
  if (bd === 0n) throw new RangeError('zero denominator');
  const g = gcd(bn, bd) || 1n;
  return { n: bn / g, d: bd / g };
}

export function addFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.n * b.d + b.n * a.d, a.d * b.d);
}

export function scaleFraction(a: Fraction, by: number): Fraction {
  return fraction(a.n, a.d * BigInt(by));
}

export function fractionText(f: Fraction): string {
  return `${f.n}/${f.d}`;
}

/** The nearest double: exact when n and d are, else the quotient of their nearest doubles (ample for 1e-15). */
export function fractionValue(f: Fraction): number {
  return Number(f.n) / Number(f.d);
}
