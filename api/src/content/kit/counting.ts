// Arithmetic by another route, for the checks of the elementary templates: counting on one at a time, repeated
// addition, column addition and subtraction digit by digit, and 'the only whole number that fits'.

/** The only integer in [lo, hi] that satisfies pred, or NaN when there is none or more than one. */
export function findOnly(lo: number, hi: number, pred: (x: number) => boolean): number {
  let found = Number.NaN;
  let hits = 0;
  for (let x = lo; x <= hi; x++) {
    if (pred(x)) {
      found = x;
      hits++;
    }
  }
  return hits === 1 ? found : Number.NaN;
}

/** Counts by ones from a, `steps` times forward (negative: backward). */
export function countOn(a: number, steps: number): number {
  let x = a;
  for (let i = 0; i < Math.abs(steps); i++) x += Math.sign(steps);
  return x;
}

/** Repeated addition: `times` groups of `size`. */
export function groups(size: number, times: number): number {
  let total = 0;
  for (let i = 0; i < times; i++) total += size;
  return total;
}

const digitsOnesFirst = (x: number): number[] => String(x).split('').reverse().map(Number);

/** Column addition of whole numbers, digit by digit with carries. */
export function columnAdd(a: number, b: number): number {
  const da = digitsOnesFirst(a);
  const db = digitsOnesFirst(b);
  let carry = 0;
  let out = 0;
  for (let i = 0, place = 1; i < Math.max(da.length, db.length) || carry; i++, place *= 10) {
    const s = (da[i] ?? 0) + (db[i] ?? 0) + carry;
    out += (s % 10) * place;
    carry = s >= 10 ? 1 : 0;
  }
  return out;
}

/** Column subtraction of whole numbers, digit by digit with borrowing; NaN when b > a. */
export function columnSub(a: number, b: number): number {
  const da = digitsOnesFirst(a);
  const db = digitsOnesFirst(b);
  let borrow = 0;
  let out = 0;
  for (let i = 0, place = 1; i < da.length; i++, place *= 10) {
    let d = (da[i] ?? 0) - (db[i] ?? 0) - borrow;
    borrow = d < 0 ? 1 : 0;
    if (d < 0) d += 10;
    out += d * place;
  }
  return borrow ? Number.NaN : out;
}
