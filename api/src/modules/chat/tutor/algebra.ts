// Exact algebra on the grader's math trees: polynomials with rational coefficients, written out term by term, so
// that the tutor can expand, collect like terms and solve linear and quadratic equations with exact numbers.
import { PI, type MathNode } from '../../../content/grading/math-tree.js';

/** A rational number in lowest terms, the denominator positive. */
export interface Frac {
  n: number;
  d: number;
}

function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y) [x, y] = [y, x % y];
  return x;
}

export function frac(n: number, d = 1): Frac {
  if (d === 0 || !Number.isSafeInteger(n) || !Number.isSafeInteger(d)) throw new RangeError('not a safe fraction');
  const g = gcd(n, d) || 1;
  const sign = d < 0 ? -1 : 1;
  return { n: (sign * n) / g + 0, d: (sign * d) / g };
}
export const add = (a: Frac, b: Frac) => frac(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Frac, b: Frac) => frac(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Frac, b: Frac) => frac(a.n * b.n, a.d * b.d);
export const div = (a: Frac, b: Frac) => frac(a.n * b.d, a.d * b.n);
export const isZero = (a: Frac) => a.n === 0;
export const value = (a: Frac) => a.n / a.d;

/** A term: coefficient times a product of variables with their powers. */
export interface Term {
  coef: Frac;
  vars: Record<string, number>;
}

function decimal(text: string): Frac {
  const [whole, part = ''] = text.split('.');
  return frac(Number(`${whole}${part}`), 10 ** part.length);
}

function times(a: Term, b: Term): Term {
  const vars = { ...a.vars };
  for (const [name, power] of Object.entries(b.vars)) vars[name] = (vars[name] ?? 0) + power;
  return { coef: mul(a.coef, b.coef), vars };
}

/** The expansion of an expression, term by term and not yet collected; undefined when it is not a polynomial. */
export function expand(node: MathNode): Term[] | undefined {
  try {
    return expandNode(node);
  } catch {
    return undefined;
  }
}

function expandNode(node: MathNode): Term[] | undefined {
  switch (node.t) {
    case 'num':
      return [{ coef: decimal(node.text), vars: {} }];
    case 'sym':
      return node.name === PI ? undefined : [{ coef: frac(1), vars: { [node.name]: 1 } }];
    case 'mixed':
      return [{ coef: add(frac(Number(node.whole)), frac(Number(node.num), Number(node.den))), vars: {} }];
    case 'paren':
      return expandNode(node.inner);
    case 'neg': {
      const inner = expandNode(node.arg);
      return inner?.map((term) => ({ ...term, coef: mul(term.coef, frac(-1)) }));
    }
    case 'sum': {
      const terms: Term[] = [];
      for (const { sign, node: child } of node.terms) {
        const inner = expandNode(child);
        if (!inner) return undefined;
        terms.push(...inner.map((term) => ({ ...term, coef: mul(term.coef, frac(sign)) })));
      }
      return terms;
    }
    case 'mul': {
      const [a, b] = [expandNode(node.a), expandNode(node.b)];
      return a && b ? a.flatMap((x) => b.map((y) => times(x, y))) : undefined;
    }
    case 'div': {
      const [a, b] = [expandNode(node.a), expandNode(node.b)];
      const divisor = b && collect(b);
      if (!a || !divisor || divisor.length !== 1 || Object.keys(divisor[0]?.vars ?? {}).length > 0) return undefined;
      const by = (divisor[0] as Term).coef;
      return a.map((term) => ({ ...term, coef: div(term.coef, by) }));
    }
    case 'pow': {
      const base = expandNode(node.base);
      const exponent = expandNode(node.exp);
      const power = exponent && collect(exponent);
      if (!base || !power || power.length > 1) return undefined;
      const p = power[0] ? power[0].coef : frac(0);
      if (power[0] && Object.keys(power[0].vars).length > 0) return undefined;
      if (p.d !== 1 || p.n < 0 || p.n > 8) return undefined;
      let result: Term[] = [{ coef: frac(1), vars: {} }];
      for (let i = 0; i < p.n; i++) result = result.flatMap((x) => base.map((y) => times(x, y)));
      return result;
    }
    default:
      return undefined;
  }
}

const keyOf = (term: Term) =>
  Object.entries(term.vars)
    .filter(([, power]) => power !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, power]) => `${name}^${power}`)
    .join('*');
export const degreeOf = (term: Term) => Object.values(term.vars).reduce((total, power) => total + power, 0);

/** Like terms added up, zeros dropped, highest degree first. */
export function collect(terms: Term[]): Term[] {
  const byKey = new Map<string, Term>();
  for (const term of terms) {
    const key = keyOf(term);
    const vars = Object.fromEntries(Object.entries(term.vars).filter(([, power]) => power !== 0));
    const found = byKey.get(key);
    byKey.set(key, found ? { vars, coef: add(found.coef, term.coef) } : { vars, coef: term.coef });
  }
  return [...byKey.entries()]
    .filter(([, term]) => !isZero(term.coef))
    .sort(([ka, a], [kb, b]) => degreeOf(b) - degreeOf(a) || ka.localeCompare(kb))
    .map(([, term]) => term);
}

export function fracLatex(a: Frac): string {
  if (a.d === 1) return String(a.n);
  return `${a.n < 0 ? '-' : ''}\\frac{${Math.abs(a.n)}}{${a.d}}`;
}

function monomialLatex(vars: Record<string, number>): string {
  return Object.entries(vars)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, power]) => (power === 1 ? name : `${name}^{${power}}`))
    .join('');
}

/** Terms as LaTeX, in the order given: 2x + 6 - 4x. */
export function termsLatex(terms: Term[]): string {
  if (terms.length === 0) return '0';
  return terms
    .map((term, index) => {
      const monomial = monomialLatex(term.vars);
      const size = frac(Math.abs(term.coef.n), term.coef.d);
      const body =
        monomial === '' ? fracLatex(size) : `${size.n === 1 && size.d === 1 ? '' : fracLatex(size)}${monomial}`;
      const negative = term.coef.n < 0;
      if (index === 0) return `${negative ? '-' : ''}${body}`;
      return `${negative ? ' - ' : ' + '}${body}`;
    })
    .join('');
}

export const variablesIn = (terms: Term[]) => [...new Set(terms.flatMap((term) => Object.keys(term.vars)))].sort();

/** Coefficients [c0, c1, c2, …] of a polynomial in one variable; undefined when another variable appears. */
export function coefficients(terms: Term[], variable: string): Frac[] | undefined {
  const result: Frac[] = [];
  for (const term of collect(terms)) {
    const names = Object.keys(term.vars);
    if (names.some((name) => name !== variable)) return undefined;
    const power = term.vars[variable] ?? 0;
    while (result.length <= power) result.push(frac(0));
    result[power] = add(result[power] as Frac, term.coef);
  }
  return result;
}

/** An exact real root: (p ± q√m) / r written in lowest terms, with its value. */
export interface Root {
  latex: string;
  value: number;
}

export type SolutionSet = { kind: 'all' } | { kind: 'roots'; roots: Root[] };

function squareFree(n: number): { outside: number; inside: number } {
  let outside = 1;
  let inside = n;
  for (let k = 2; k * k <= inside; k++) {
    while (inside % (k * k) === 0) {
      inside /= k * k;
      outside *= k;
    }
  }
  return { outside, inside };
}

const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;

/** ax² + bx + c with integer coefficients: the same equation times the common denominator. */
export function integerCoefficients(cs: Frac[]): { cs: Frac[]; factor: number } {
  const factor = cs.reduce((total, c) => lcm(total, c.d), 1);
  return { cs: cs.map((c) => mul(c, frac(factor))), factor };
}

export interface QuadraticSolution {
  /** b² - 4ac of the integer form. */
  discriminant: number;
  /** The integer coefficients [c, b, a]. */
  cs: [number, number, number];
  /** Set when the roots are rational: the factored form of the left side. */
  factored?: string;
  /** Set when the roots are irrational: (−b ± √D) / 2a as written before simplifying. */
  formula?: string;
  roots: Root[];
}

function factorLatex(root: Frac, variable: string): string {
  const lead = root.d === 1 ? variable : `${root.d}${variable}`;
  if (root.n === 0) return variable;
  return `(${lead} ${root.n < 0 ? '+' : '-'} ${Math.abs(root.n)})`;
}

export function solveQuadratic(fractions: Frac[], variable: string): QuadraticSolution {
  const { cs } = integerCoefficients(fractions);
  const [c, b, a] = cs.map((x) => x.n) as [number, number, number];
  const discriminant = b * b - 4 * a * c;
  if (!Number.isSafeInteger(discriminant)) throw new RangeError('too large to solve exactly');
  const base = { discriminant, cs: [c, b, a] as [number, number, number] };
  if (discriminant < 0) return { ...base, roots: [] };
  const s = Math.round(Math.sqrt(discriminant));
  if (s * s === discriminant) {
    const r1 = frac(-b - s, 2 * a);
    const r2 = frac(-b + s, 2 * a);
    const [low, high] = value(r1) <= value(r2) ? [r1, r2] : [r2, r1];
    const roots = discriminant === 0 ? [low] : [low, high];
    const lead = div(frac(a), frac(low.d * high.d));
    const leadText = lead.n === 1 && lead.d === 1 ? '' : lead.n === -1 && lead.d === 1 ? '-' : fracLatex(lead);
    const factored =
      discriminant === 0
        ? `${leadText}${factorLatex(low, variable)}^{2}`
        : `${leadText}${factorLatex(low, variable)}${factorLatex(high, variable)}`;
    return { ...base, factored, roots: roots.map((root) => ({ latex: fracLatex(root), value: value(root) })) };
  }
  const { outside, inside } = squareFree(discriminant);
  let [p, q, r] = [-b, outside, 2 * a];
  const g = gcd(gcd(p, q), r);
  [p, q, r] = [p / g, q / g, r / g];
  if (r < 0) [p, r] = [-p, -r];
  const surd = `${q === 1 ? '' : q}\\sqrt{${inside}}`;
  const top = p === 0 ? `\\pm ${surd}` : `${p} \\pm ${surd}`;
  const latex = r === 1 ? top : `\\frac{${top}}{${r}}`;
  const root = Math.sqrt(discriminant);
  const values = [(-b - root) / (2 * a), (-b + root) / (2 * a)].sort((x, y) => x - y);
  return {
    ...base,
    formula: `\\frac{${-b} \\pm \\sqrt{${discriminant}}}{${2 * a}}`,
    roots: values.map((v) => ({ latex, value: v })),
  };
}

/** The solutions of lhs = rhs in one variable when it is linear or quadratic; undefined otherwise. */
export function solutionSet(lhs: Term[], rhs: Term[], variable: string): SolutionSet | 'none' | undefined {
  const cs = coefficients([...lhs, ...rhs.map((term) => ({ ...term, coef: mul(term.coef, frac(-1)) }))], variable);
  if (!cs) return undefined;
  while (cs.length > 0 && isZero(cs[cs.length - 1] as Frac)) cs.pop();
  if (cs.length === 0) return { kind: 'all' };
  if (cs.length === 1) return 'none';
  if (cs.length === 2) {
    const root = div(mul(cs[0] as Frac, frac(-1)), cs[1] as Frac);
    return { kind: 'roots', roots: [{ latex: fracLatex(root), value: value(root) }] };
  }
  if (cs.length === 3) {
    const roots = solveQuadratic(cs, variable).roots;
    return roots.length === 0 ? 'none' : { kind: 'roots', roots };
  }
  return undefined;
}
