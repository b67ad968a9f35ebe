// Integer arithmetic the kits share.

/** The greatest common divisor of |a| and |b| (0 when both are 0). */
export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}
