// Number and expression formatting in LaTeX shared by the middle- and high-school templates.
import { gcd } from '../shared/numbers.js';

export { gcd };

/** |a·b| / gcd, always positive (the grade 4-6 kit's lcm keeps the sign). */
export function lcm(a: number, b: number): number {
  return Math.abs(a * b) / gcd(a, b);
}

/** A number without floating-point noise: 0.30000000000000004 prints as 0.3 (to 10 decimal places; -0 prints as 0). */
export function num(n: number): string {
  const clean = Number(n.toFixed(10));
  return String(Object.is(clean, -0) ? 0 : clean);
}

/** A negative number in parentheses, as it is written inside a calculation: 3 × (-2). */
export function paren(n: number): string {
  return n < 0 ? `(${num(n)})` : num(n);
}

/** The reduced fraction n/d in LaTeX (an integer when it divides evenly); the sign goes in front. */
export function frac(n: number, d = 1): string {
  if (d === 0) throw new Error('zero denominator');
  const g = gcd(n, d) || 1;
  let top = n / g;
  let bottom = d / g;
  if (bottom < 0) {
    top = -top;
    bottom = -bottom;
  }
  if (bottom === 1) return num(top);
  return `${top < 0 ? '-' : ''}\\frac{${Math.abs(top)}}{${bottom}}`;
}

/** n/d as written, not reduced (for showing a common denominator); the sign goes in front. */
export function fracRaw(n: number, d: number): string {
  return `${n * d < 0 ? '-' : ''}\\frac{${Math.abs(n)}}{${Math.abs(d)}}`;
}

/** A fraction in parentheses when negative: \left(-\frac{1}{2}\right). */
export function parenFrac(n: number, d = 1): string {
  const tex = frac(n, d);
  return tex.startsWith('-') ? `\\left(${tex}\\right)` : tex;
}

/**
 * A polynomial from [coefficient, monomial] pairs: [[3, 'x^{2}'], [-1, 'x'], [5, '']] gives 3x^{2}-x+5.
 * Zero terms are dropped; a coefficient of 1 or -1 in front of a monomial is not written.
 */
export function poly(terms: ReadonlyArray<readonly [number, string]>): string {
  let out = '';
  for (const [coef, mono] of terms) {
    if (coef === 0) continue;
    const abs = Math.abs(coef);
    const body = mono === '' ? num(abs) : abs === 1 ? mono : `${num(abs)}${mono}`;
    out += coef < 0 ? `-${body}` : out === '' ? body : `+${body}`;
  }
  return out === '' ? '0' : out;
}

/** A polynomial in one variable from coefficients, highest degree first: [1, -3, 2] gives x^{2}-3x+2. */
export function polyX(coefs: readonly number[], x = 'x'): string {
  const deg = coefs.length - 1;
  return poly(coefs.map((c, i) => [c, deg - i === 0 ? '' : deg - i === 1 ? x : `${x}^{${deg - i}}`] as const));
}

/** (x + a) written with the sign folded in: x-3, x+2, x. (The SAT kit's linear writes m x + b instead.) */
export function linear(x: string, a: number): string {
  return a === 0 ? x : `${x}${a < 0 ? '-' : '+'}${num(Math.abs(a))}`;
}

/** √n split as outer·√inner with inner square-free. */
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

/** k√m in simplest radical form, as LaTeX. */
export function sqrtTex(k: number, m: number): string {
  const [outer, inner] = splitSqrt(m);
  const coef = k * outer;
  if (inner === 1) return num(coef);
  if (coef === 1) return `\\sqrt{${inner}}`;
  if (coef === -1) return `-\\sqrt{${inner}}`;
  return `${num(coef)}\\sqrt{${inner}}`;
}

/** A point (a, b). */
export function point(...coords: number[]): string {
  return `(${coords.map(num).join(', ')})`;
}

/** n choose k. */
export function choose(n: number, k: number): number {
  let out = 1;
  for (let i = 0; i < k; i++) out = (out * (n - i)) / (i + 1);
  return Math.round(out);
}

export function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}
