// LaTeX building for templates. Every builder writes what a teacher writes: no coefficient 1 (x, not 1x), no
// exponent 1 (x, not x^{1}), no '+ -3' or '+0', negative numbers in brackets inside a calculation, fractions reduced
// with the sign in front, radicals in simplest form.
import { Q, gcd, num, splitSqrt } from './numbers.js';

/** A number or an exact rational. */
export type Num = number | Q;

const toQ = (x: Num): Q => Q.of(x);

/** The parts of a fraction are written without thousands separators: \frac{2477}{990}. */
const part = (x: number): string => num(x, { group: false });

/** Inline math: the LaTeX between \( and \). */
export const m = (tex: string | number): string => `\\(${typeof tex === 'number' ? num(tex) : tex}\\)`;

/** The reduced fraction n/d (an integer when it divides evenly); the sign goes in front: -\frac{3}{4}. */
export function frac(n: Num, d: Num = 1): string {
  const value = toQ(n).div(toQ(d));
  if (value.isInteger) return num(value.n);
  return `${value.n < 0 ? '-' : ''}\\frac{${part(Math.abs(value.n))}}{${part(value.d)}}`;
}

/** n/d as written, not reduced (to show a common denominator); the sign goes in front. */
export function fracRaw(n: number, d: number): string {
  if (d === 0) throw new Error('zero denominator');
  return `${n * d < 0 ? '-' : ''}\\frac{${part(Math.abs(n))}}{${part(Math.abs(d))}}`;
}

/** A value as a mixed number when it is improper (2\frac{1}{3}), else as frac writes it. */
export function mixed(n: Num, d: Num = 1): string {
  const value = toQ(n).div(toQ(d));
  if (value.isInteger || Math.abs(value.n) < value.d) return frac(value);
  const whole = Math.trunc(value.n / value.d);
  const rest = Math.abs(value.n) - Math.abs(whole) * value.d;
  return `${num(whole)}\\frac{${part(rest)}}{${part(value.d)}}`;
}

/** A mixed number from its parts, as written (the whole part 0 gives the bare fraction). */
export function mixedRaw(whole: number, n: number, d: number): string {
  return whole === 0 ? fracRaw(n, d) : `${num(whole)}\\frac{${part(n)}}{${part(d)}}`;
}

/** A rational as a fraction, or as a decimal when `decimal` and it has a short exact one. */
export function rational(x: Num, { decimal = false }: { decimal?: boolean } = {}): string {
  const value = toQ(x);
  return decimal && value.isDecimal() ? num(value) : frac(value);
}

/** A negative number (or fraction) in brackets, as it is written inside a calculation: 3 \times (-2). */
export function paren(x: Num | string): string {
  const tex = typeof x === 'string' ? x : frac(x);
  if (!tex.startsWith('-')) return tex;
  return tex.includes('\\frac') ? `\\left(${tex}\\right)` : `(${tex})`;
}

/** base^exp without exponent 1 (x) or 0 (1); a compound base gets brackets: (x+1)^{2}. */
export function pow(base: string, exp: number | string): string {
  if (exp === 1 || exp === '1') return base;
  if (exp === 0 || exp === '0') return '1';
  const b = /^[a-zA-Z0-9]$|^\d+$|^\\[a-zA-Z]+$|^\([^()]*\)$/.test(base) ? base : `(${base})`;
  return `${b}^{${typeof exp === 'number' ? num(exp) : exp}}`;
}

/** One term: a coefficient before a monomial, with 1 and -1 left out (x, -x, 3x, \frac{1}{2}x). '' for 0. */
export function term(coef: Num, mono = ''): string {
  const c = toQ(coef);
  if (c.n === 0) return '';
  if (mono === '') return frac(c);
  if (c.eq(1)) return mono;
  if (c.eq(-1)) return `-${mono}`;
  return `${frac(c)}${mono}`;
}

/**
 * A sum of terms, with the signs folded in: sum([3, 'x^{2}'], [-1, 'x'], [5, '']) is 3x^{2}-x+5. A term given as a
 * string is taken as written (a leading '-' is its sign). Zero terms are dropped; an empty sum is 0.
 */
export function sum(...terms: ReadonlyArray<readonly [Num, string] | string>): string {
  let out = '';
  for (const t of terms) {
    const text = typeof t === 'string' ? t : term(t[0], t[1]);
    if (text === '' || text === '0') continue;
    out += text.startsWith('-') || out === '' ? text : `+${text}`;
  }
  return out === '' ? '0' : out;
}

/** A polynomial from [coefficient, monomial] pairs (the same as sum). */
export const poly = (pairs: ReadonlyArray<readonly [Num, string]>): string => sum(...pairs);

/** A polynomial in one variable from coefficients, highest degree first: [1, -3, 2] is x^{2}-3x+2. */
export function polyX(coefs: readonly Num[], x = 'x'): string {
  const deg = coefs.length - 1;
  return sum(...coefs.map((c, i) => [c, deg - i === 0 ? '' : pow(x, deg - i)] as const));
}

/** a·x + b: linear(2, -3) is 2x-3, linear(1, 0) is x, linear(0, 4) is 4. */
export function linear(a: Num, b: Num, x = 'x'): string {
  return sum([a, x], [b, '']);
}

/** x + a with the sign folded in: shift('x', -3) is x-3. */
export function shift(x: string, a: Num): string {
  return sum(x, [a, '']);
}

/** A signed number after an operator, as in 'x +3' → the text '+3' or '-3' ('' for 0). */
export function signed(x: Num): string {
  const tex = frac(x);
  if (tex === '0') return '';
  return tex.startsWith('-') ? tex : `+${tex}`;
}

/** k√n in simplest radical form (√12 is 2\sqrt{3}); an integer when n is a square. */
export function sqrt(n: number, k: Num = 1): string {
  if (n < 0) throw new Error(`√${n} is not real`);
  const [outer, inner] = splitSqrt(n);
  const coef = toQ(k).mul(outer);
  if (inner === 1 || coef.n === 0) return frac(coef);
  return term(coef, `\\sqrt{${inner}}`);
}

/** (a√n)/d with the denominator rational and everything reduced: radicalFrac(3, 5, 5) is \frac{3\sqrt{5}}{5}. */
export function radicalFrac(a: number, n: number, d: number): string {
  const [outer, inner] = splitSqrt(n);
  const top = a * outer;
  if (inner === 1) return frac(top, d);
  const g = gcd(top, d) || 1;
  let t = top / g;
  let b = d / g;
  if (b < 0) [t, b] = [-t, -b];
  const root = term(Math.abs(t), `\\sqrt{${inner}}`);
  if (b === 1) return t < 0 ? `-${root}` : root;
  return `${t < 0 ? '-' : ''}\\frac{${root}}{${num(b)}}`;
}

/** A multiple of π: piTerm(2) is 2\pi, piTerm(1) is \pi, piTerm(q(3, 2)) is \frac{3}{2}\pi. */
export const piTerm = (k: Num): string => term(k, '\\pi') || '0';

/** A point or tuple (a, b), each coordinate reduced. */
export function point(...coords: Num[]): string {
  return `(${coords.map((c) => frac(c)).join(', ')})`;
}

/** A degree measure: 30^{\circ}. */
export const deg = (x: Num): string => `${frac(x)}^{\\circ}`;

/** Text inside math: \text{cm}. */
export const text = (words: string): string => `\\text{${words}}`;
