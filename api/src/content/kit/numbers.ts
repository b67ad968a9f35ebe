// Exact numbers for templates: a rational type that stays exact until it is shown, and the one number formatter that
// never prints a raw float (0.30000000000000004, 9.666666666666666). A value that cannot be shown exactly as a short
// decimal throws, so the author must choose a fraction or a rounding.

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

/** The least common multiple, always positive. */
export function lcm(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : Math.abs((a / gcd(a, b)) * b);
}

/** An integer that does not end in 0, so a decimal made from it has exactly the places asked for (10 becomes 11). */
export const noTrailingZero = (x: number): number => (x % 10 === 0 ? x + 1 : x);

/** The most decimal places `num` writes; a value that needs more is not exact and throws. */
const MAX_PLACES = 6;

/** An exact rational n/d, always reduced, with d > 0. Integers are Q with d = 1. */
export class Q {
  readonly n: number;
  readonly d: number;

  constructor(n: number, d = 1) {
    if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d)) throw new Error(`Q needs safe integers, got ${n}/${d}`);
    if (d === 0) throw new Error('Q with a zero denominator');
    const g = gcd(n, d) || 1;
    const sign = d < 0 ? -1 : 1;
    this.n = (sign * n) / g + 0;
    this.d = (sign * d) / g;
  }

  /** A decimal or integer as an exact rational: Q.of(0.1) is 1/10, Q.of(2.25) is 9/4. */
  static of(x: number | Q): Q {
    if (x instanceof Q) return x;
    if (Number.isInteger(x)) return new Q(x);
    for (let places = 1, scale = 10; places <= 9; places++, scale *= 10) {
      const scaled = Math.round(x * scale);
      if (Math.abs(scaled / scale - x) < 1e-12 * Math.max(1, Math.abs(x))) return new Q(scaled, scale);
    }
    throw new Error(`${x} is not a short decimal; build it as a fraction with q(n, d)`);
  }

  add(o: number | Q): Q {
    const b = Q.of(o);
    return new Q(this.n * b.d + b.n * this.d, this.d * b.d);
  }
  sub(o: number | Q): Q {
    return this.add(Q.of(o).neg());
  }
  mul(o: number | Q): Q {
    const b = Q.of(o);
    return new Q(this.n * b.n, this.d * b.d);
  }
  div(o: number | Q): Q {
    const b = Q.of(o);
    if (b.n === 0) throw new Error('division by zero');
    return new Q(this.n * b.d, this.d * b.n);
  }
  neg(): Q {
    return new Q(-this.n, this.d);
  }
  abs(): Q {
    return new Q(Math.abs(this.n), this.d);
  }
  /** -1, 0 or 1 as this is less than, equal to or greater than o. */
  cmp(o: number | Q): number {
    const b = Q.of(o);
    return Math.sign(this.n * b.d - b.n * this.d);
  }
  eq(o: number | Q): boolean {
    return this.cmp(o) === 0;
  }
  get isInteger(): boolean {
    return this.d === 1;
  }
  /** True when the value has a terminating decimal of at most `places` places. */
  isDecimal(places = MAX_PLACES): boolean {
    let d = this.d;
    let twos = 0;
    let fives = 0;
    while (d % 2 === 0) [d, twos] = [d / 2, twos + 1];
    while (d % 5 === 0) [d, fives] = [d / 5, fives + 1];
    return d === 1 && Math.max(twos, fives) <= places;
  }
  get value(): number {
    return this.n / this.d;
  }
}

/** The rational n/d (reduced). */
export const q = (n: number, d = 1): Q => new Q(n, d);

/** Thousands grouped for LaTeX: 12{,}500. Numbers from 1,000 up are grouped, as textbooks write them (1{,}870); years and codes pass `group: false`. */
function grouped(digits: string, group: boolean): string {
  return group && digits.length > 3 ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, '{,}') : digits;
}

/**
 * A number as a teacher writes it, in LaTeX: 12, -3, 0.25, 12{,}500. Decimals are written exactly (at most 6 places)
 * and never with floating-point noise; -0 is 0. A value with no short exact decimal (1/3) throws: show it with
 * `frac`, or round it on purpose with `dec`. `group: false` writes plain digits (for essay keys).
 */
export function num(x: number | Q, { group = true }: { group?: boolean } = {}): string {
  const value = x instanceof Q ? x : Q.of(x);
  if (!value.isDecimal()) throw new Error(`${value.n}/${value.d} has no exact short decimal; use frac() or dec()`);
  const sign = value.n < 0 ? '-' : '';
  const abs = value.abs();
  const whole = Math.floor(abs.n / abs.d);
  const rest = abs.sub(whole);
  let text = grouped(String(whole), group);
  if (rest.n !== 0) {
    let digits = '';
    let r = rest;
    while (r.n !== 0) {
      const shifted = r.mul(10);
      const digit = Math.floor(shifted.n / shifted.d);
      digits += String(digit);
      r = shifted.sub(digit);
    }
    text += `.${digits}`;
  }
  return sign + text;
}

/** x rounded to `places` decimal places, written exactly (dec(2/3, 2) is 0.67); `fixed` keeps trailing zeros. */
export function dec(x: number | Q, places: number, { fixed = false }: { fixed?: boolean } = {}): string {
  const value = x instanceof Q ? x.value : x;
  const factor = 10 ** places;
  const rounded = Math.round(Math.abs(value) * factor + 1e-9) / factor;
  const text = rounded.toFixed(places);
  const trimmed = fixed || places === 0 ? text : text.replace(/\.?0+$/, '');
  return (
    (value < 0 && rounded !== 0 ? '-' : '') +
    grouped(trimmed.split('.')[0] as string, true) +
    (trimmed.includes('.') ? `.${trimmed.split('.')[1]}` : '')
  );
}

/** x rounded to `places` decimal places as a number (for checks that compare with a rounded key). */
export function round(x: number, places = 0): number {
  const factor = 10 ** places;
  return Math.round(x * factor + Math.sign(x) * 1e-9) / factor + 0;
}

/** √n split as outer·√inner with inner square-free: √12 is 2√3, so [2, 3]. */
export function splitSqrt(n: number): [number, number] {
  let outer = 1;
  let inner = n;
  for (let f = 2; f * f <= inner; f++) {
    while (inner % (f * f) === 0) {
      inner /= f * f;
      outer *= f;
    }
  }
  return [outer, inner];
}

/** n choose k. */
export function choose(n: number, k: number): number {
  let out = 1;
  for (let i = 0; i < k; i++) out = (out * (n - i)) / (i + 1);
  return Math.round(out);
}

/** The integers from `from` to `to`, both included. */
export function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}

/** k distinct integers in [lo, hi], in the order drawn. */
export function distinctInts(rng: { int(a: number, b: number): number }, k: number, lo: number, hi: number): number[] {
  if (hi - lo + 1 < k) throw new Error(`fewer than ${k} integers in [${lo}, ${hi}]`);
  const out: number[] = [];
  while (out.length < k) {
    const x = rng.int(lo, hi);
    if (!out.includes(x)) out.push(x);
  }
  return out;
}

/** A numerator in [1, d - 1] sharing no factor with d, so numerator/d is already in lowest terms. */
export function coprimeTo(rng: { pick<T>(items: readonly T[]): T }, d: number): number {
  return rng.pick(range(1, d - 1).filter((a) => gcd(a, d) === 1));
}
