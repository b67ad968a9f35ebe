// The final form of an essay answer, checked from what the student wrote (its syntax tree), never from its value:
// an answer in the wrong form tells the student nothing about whether its value is right.
// Some rules look at the key's shape: π or a root is a number only where the key has one (a decimal key asks for
// the decimal), and a factorisation must have as many factors as the key's.
import type { AnswerForm, Localized } from '../lib/types.js';
import { PI, children, isIntNode, variablesOf, type MathNode } from './math-tree.js';

export const FORM_HINTS: Record<AnswerForm, Localized> = {
  number: { ko: '계산을 끝낸 수 하나로 입력하세요.', en: 'Enter a single number, fully worked out.' },
  fraction: { ko: '기약분수로 입력하세요.', en: 'Enter the fraction in lowest terms.' },
  mixed: {
    ko: '가분수는 대분수로 고치고, 기약분수로 입력하세요.',
    en: 'Write an improper fraction as a mixed number, in lowest terms.',
  },
  radical: {
    ko: '분모를 유리화하고, 근호 안의 수는 가장 작은 자연수가 되도록 입력하세요.',
    en: 'Rationalize the denominator and simplify the square root.',
  },
  expanded: { ko: '괄호를 풀고 동류항끼리 정리하여 입력하세요.', en: 'Remove the parentheses and combine like terms.' },
  factored: {
    ko: '더 이상 인수분해할 수 없을 때까지 인수분해하여 입력하세요.',
    en: 'Factor the expression completely.',
  },
  solved: {
    ko: '구하는 문자만 등호의 한쪽에 남도록 정리하여 입력하세요.',
    en: 'Solve for the variable, so that it stands alone on one side of the equals sign.',
  },
  interval: {
    ko: '구하는 문자의 범위를 부등식으로 입력하세요. (예: x > 1, -2 ≤ x < 3)',
    en: 'Enter the answer as an inequality, such as x > 1 or -2 ≤ x < 3.',
  },
  any: { ko: '답을 수나 식으로 입력하세요.', en: 'Enter a number or an expression.' },
};

/** Whether the answer is written in the form; the key is the problem's own key, read the same way. */
export function inForm(form: AnswerForm, node: MathNode, key: MathNode): boolean {
  switch (form) {
    case 'number':
      return isNumberAnswer(node, key);
    case 'fraction':
      return isFraction(node, false);
    case 'mixed':
      return isFraction(node, true);
    case 'radical':
      return isRadicalForm(node);
    case 'expanded':
      return isExpanded(node);
    case 'factored':
      return isFactoredLike(node, key);
    case 'solved':
      return isSolved(node, key);
    case 'interval':
      return isInterval(node, key);
    case 'any':
      return true;
  }
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

function intOf(node: MathNode): number | undefined {
  return isIntNode(node) ? Number(node.text) : undefined;
}

/** A leading minus sign taken off. */
function unsigned(node: MathNode): MathNode {
  return node.t === 'neg' ? node.arg : node;
}

function contains(node: MathNode, test: (n: MathNode) => boolean): boolean {
  return test(node) || children(node).some((child) => contains(child, test));
}

/** a/b or \frac{a}{b} of whole numbers (not a÷b). */
function intFraction(node: MathNode): { num: number; den: number } | undefined {
  if (node.t !== 'div' || node.style === 'div') return undefined;
  const num = intOf(node.a);
  const den = intOf(node.b);
  return num === undefined || den === undefined ? undefined : { num, den };
}

/** An integer, a decimal, a/b of integers (\frac{-3}{4} too) or a mixed number. */
function isPlainNumber(node: MathNode): boolean {
  if (node.t === 'num' || node.t === 'mixed' || intFraction(node)) return true;
  return node.t === 'div' && node.style === 'frac' && node.a.t === 'neg' && isIntNode(node.a.arg) && isIntNode(node.b);
}

/** cπ, cπ/d, \frac{cπ}{d}, \frac{c}{d}π with c a plain number. */
function isPiTerm(node: MathNode): boolean {
  const piProduct = (n: MathNode, coefficient: (c: MathNode) => boolean) =>
    (n.t === 'sym' && n.name === PI) ||
    (n.t === 'mul' && !n.explicit && n.b.t === 'sym' && n.b.name === PI && coefficient(n.a));
  if (piProduct(node, isPlainNumber)) return true;
  return node.t === 'div' && node.style !== 'div' && isIntNode(node.b) && piProduct(node.a, (c) => c.t === 'num');
}

function isSquareFree(n: number): boolean {
  if (!Number.isInteger(n) || n < 2) return false;
  for (let p = 2; p * p <= n; p++) if (n % (p * p) === 0) return false;
  return true;
}

/** c√n, √n, c√n/d, \frac{c\sqrt{n}}{d}, \frac{c}{d}\sqrt{n}: simplified (n square-free, c/d in lowest terms). */
function radicalTerm(node: MathNode): { radicand: number } | undefined {
  const root = (n: MathNode): { c: number; radicand: number } | undefined => {
    if (n.t === 'sqrt' && !n.index) {
      const radicand = intOf(n.arg);
      return radicand !== undefined && isSquareFree(radicand) ? { c: 1, radicand } : undefined;
    }
    if (n.t === 'mul' && !n.explicit) {
      const c = intOf(n.a);
      const inner = root(n.b);
      return c !== undefined && c > 1 && inner?.c === 1 ? { c, radicand: inner.radicand } : undefined;
    }
    return undefined;
  };
  const whole = root(node);
  if (whole) return { radicand: whole.radicand };
  if (node.t === 'div' && node.style !== 'div') {
    const top = root(node.a);
    const den = intOf(node.b);
    if (top && den !== undefined && den > 1 && gcd(top.c, den) === 1) return { radicand: top.radicand };
  }
  if (node.t === 'mul' && !node.explicit) {
    const fraction = intFraction(node.a);
    const inner = root(node.b);
    if (fraction && inner?.c === 1 && fraction.den > 1 && gcd(fraction.num, fraction.den) === 1) {
      return { radicand: inner.radicand };
    }
  }
  return undefined;
}

/** A number with no operation left; π and roots only where the key has them; tuples where the key is one. */
function isNumberAnswer(node: MathNode, key: MathNode): boolean {
  const keyPi = contains(key, (n) => n.t === 'sym' && n.name === PI);
  const keyRoot = contains(key, (n) => n.t === 'sqrt');
  const item = (n: MathNode): boolean => {
    const bare = unsigned(n.t === 'paren' && n.inner.t === 'neg' ? n.inner : n);
    return isPlainNumber(bare) || (keyPi && isPiTerm(bare)) || (keyRoot && radicalTerm(bare) !== undefined);
  };
  const keyItems = key.t === 'tuple' || key.t === 'list';
  if (node.t === 'tuple' || node.t === 'list') return keyItems && node.items.every(item);
  return item(node);
}

/** An integer or a fraction in lowest terms with the sign in front; mixed: the fraction part proper. */
function isFraction(node: MathNode, mixed: boolean): boolean {
  const bare = unsigned(node);
  if (isIntNode(bare)) return true;
  if (bare.t === 'mixed') {
    const [whole, num, den] = [Number(bare.whole), Number(bare.num), Number(bare.den)];
    return whole >= 1 && num >= 1 && num < den && gcd(num, den) === 1;
  }
  const fraction = intFraction(bare);
  if (!fraction || fraction.num < 1 || fraction.den < 2 || gcd(fraction.num, fraction.den) !== 1) return false;
  return !mixed || fraction.num < fraction.den;
}

/** Terms of a sum with their signs; a single term for anything else. */
function terms(node: MathNode): { sign: 1 | -1; node: MathNode }[] {
  if (node.t === 'sum') return node.terms.flatMap((term) => (term.node.t === 'neg' ? [] : [term]));
  return node.t === 'neg' ? [{ sign: -1, node: node.arg }] : [{ sign: 1, node }];
}

/** A rational in lowest terms, c√n or c√n/d simplified; sums of them with unlike roots; (a + b√n)/d reduced. */
function isRadicalForm(node: MathNode): boolean {
  const parts = terms(node);
  if (parts.length !== (node.t === 'sum' ? node.terms.length : 1)) return false;
  if (parts.length === 1) {
    const only = parts[0]?.node as MathNode;
    if (isFraction(only, false) || radicalTerm(only)) return true;
    if (only.t !== 'div' || only.style === 'div') return false;
    // (a + b√n)/d: every coefficient on top shares no factor with d.
    const den = intOf(only.b);
    const top = terms(only.a.t === 'paren' ? only.a.inner : only.a);
    if (den === undefined || den < 2 || top.length < 2) return false;
    const coefficients = top.map((term) => integerTermCoefficient(term.node));
    if (coefficients.some((c) => c === undefined) || !distinctRadicands(top.map((term) => term.node))) return false;
    return coefficients.reduce((g: number, c) => gcd(g, c as number), den) === 1;
  }
  return (
    parts.every((part) => isFraction(part.node, false) || radicalTerm(part.node)) &&
    distinctRadicands(parts.map((part) => part.node))
  );
}

/** a, √n or c√n with integers: the coefficient; undefined for anything else. */
function integerTermCoefficient(node: MathNode): number | undefined {
  const int = intOf(node);
  if (int !== undefined) return int;
  if (node.t === 'div') return undefined;
  if (!radicalTerm(node)) return undefined;
  return node.t === 'mul' ? intOf(node.a) : 1;
}

/** At most one rational term and no two terms under the same root (√2 + √2 is 2√2). */
function distinctRadicands(nodes: MathNode[]): boolean {
  const seen = nodes.map((n) => radicalTerm(n)?.radicand ?? 0);
  return new Set(seen).size === seen.length;
}

/** The factors of a product, however it was written (3x, 3·x, (x+1)(x-1)). */
function factors(node: MathNode): MathNode[] {
  return node.t === 'mul' ? [...factors(node.a), ...factors(node.b)] : [node];
}

/** A monomial such as 3x^2y, -x, \frac{1}{2}x or x/2: its letters and powers, e.g. 'x^2*y'; '' for a constant. */
function monomial(node: MathNode): { signature: string; coefficient: number } | undefined {
  if (node.t === 'div' && node.style !== 'div' && !intFraction(node)) {
    const den = intOf(node.b);
    const top = monomial(node.a);
    return den && top && top.signature !== '' ? { ...top, coefficient: top.coefficient / den } : undefined;
  }
  const powers = new Map<string, number>();
  let coefficient = 1;
  for (const [index, factor] of factors(node).entries()) {
    const fraction = intFraction(factor);
    if (index === 0 && (factor.t === 'num' || fraction)) {
      coefficient = fraction ? fraction.num / fraction.den : Number(factor.t === 'num' ? factor.text : 1);
      continue;
    }
    const letter = factor.t === 'pow' ? factor.base : factor;
    const power = factor.t === 'pow' ? intOf(factor.exp) : 1;
    if (letter.t !== 'sym' || letter.name === PI || power === undefined || power < 1 || powers.has(letter.name)) {
      return undefined;
    }
    powers.set(letter.name, power);
  }
  const signature = [...powers]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, power]) => (power === 1 ? name : `${name}^${power}`))
    .join('*');
  return { signature, coefficient };
}

/** A polynomial with no brackets, no division by a letter and like terms collected. */
function isExpanded(node: MathNode): boolean {
  const parts = terms(node);
  if (parts.length !== (node.t === 'sum' ? node.terms.length : 1)) return false;
  const signatures = parts.map((part) => monomial(part.node)?.signature);
  return signatures.every((s) => s !== undefined) && new Set(signatures).size === signatures.length;
}

interface Factorisation {
  /** Non-constant factors, counted with multiplicity: x²(x+1) has 3. */
  count: number;
  constant: boolean;
  /** Every bracketed factor has integer coefficients with no common factor (2x+4 has 2). */
  primitive: boolean;
}

function factorisation(node: MathNode): Factorisation | undefined {
  let count = 0;
  let constants = 0;
  let primitive = true;
  for (const factor of factors(unsigned(node))) {
    if (factor.t === 'num' || intFraction(factor)) {
      constants++;
      continue;
    }
    const base = factor.t === 'pow' ? factor.base : factor;
    const power = factor.t === 'pow' ? intOf(factor.exp) : 1;
    if (power === undefined || power < 1) return undefined;
    if (base.t === 'sym' && base.name !== PI) {
      count += power;
      continue;
    }
    if (base.t !== 'paren' || base.inner.t !== 'sum' || !isExpanded(base.inner)) return undefined;
    if (variablesOf(base.inner).size === 0) return undefined;
    const coefficients = base.inner.terms.map((term) => monomial(term.node)?.coefficient ?? 1);
    if (coefficients.every(Number.isInteger) && coefficients.reduce((g, c) => gcd(g, c), 0) !== 1) primitive = false;
    count += power;
  }
  if (constants > 1 || count === 0 || (count === 1 && constants === 0)) return undefined;
  return { count, constant: constants === 1, primitive };
}

/** A product with as many non-constant factors as the key's, none of them with a common factor left in it. */
function isFactoredLike(node: MathNode, key: MathNode): boolean {
  const given = factorisation(node);
  const wanted = factorisation(key);
  if (!given || !wanted) return false;
  return given.count === wanted.count && (given.primitive || !wanted.primitive);
}

function isLetter(node: MathNode): node is { t: 'sym'; name: string } {
  return node.t === 'sym' && node.name !== PI;
}

/** The number side of v = number in the key, to judge a bare number against. */
function solvedValue(key: MathNode): MathNode | undefined {
  if (key.t !== 'rel' || key.ops.length !== 1 || key.ops[0] !== '=') return undefined;
  const [lhs, rhs] = key.parts as [MathNode, MathNode];
  if (isLetter(lhs) && variablesOf(rhs).size === 0) return rhs;
  if (isLetter(rhs) && variablesOf(lhs).size === 0) return lhs;
  return undefined;
}

/** v = expression without v (either way round); a bare number where the key is v = number. */
function isSolved(node: MathNode, key: MathNode): boolean {
  if (node.t !== 'rel') {
    const value = solvedValue(key);
    return value !== undefined && isNumberAnswer(node, value);
  }
  if (node.ops.length !== 1 || node.ops[0] !== '=') return false;
  const [lhs, rhs] = node.parts as [MathNode, MathNode];
  const solved = (letter: MathNode, other: MathNode) => {
    if (!isLetter(letter) || variablesOf(other).has(letter.name)) return false;
    return variablesOf(other).size > 0 || isNumberAnswer(other, solvedValue(key) ?? key);
  };
  return solved(lhs, rhs) || solved(rhs, lhs);
}

const LOWER = new Set(['<', '<=']);
const UPPER = new Set(['>', '>=']);

/** x > a, a ≤ x < b (each bound a number), or a list of them, for one variable. */
function isInterval(node: MathNode, key: MathNode): boolean {
  const relations = node.t === 'list' ? node.items : [node];
  const letters = new Set<string>();
  const bound = (n: MathNode) => variablesOf(n).size === 0 && isNumberAnswer(n, key);
  for (const relation of relations) {
    if (relation.t !== 'rel' || !relation.ops.every((op) => LOWER.has(op) || UPPER.has(op))) return false;
    const { parts, ops } = relation;
    if (parts.length === 2) {
      const [lhs, rhs] = parts as [MathNode, MathNode];
      const letter = isLetter(lhs) ? lhs : isLetter(rhs) ? rhs : undefined;
      if (!letter || !bound(letter === lhs ? rhs : lhs)) return false;
      letters.add(letter.name);
    } else if (parts.length === 3) {
      const [low, middle, high] = parts as [MathNode, MathNode, MathNode];
      const sameWay = ops.every((op) => LOWER.has(op)) || ops.every((op) => UPPER.has(op));
      if (!isLetter(middle) || !sameWay || !bound(low) || !bound(high)) return false;
      letters.add(middle.name);
    } else return false;
  }
  return letters.size === 1;
}
