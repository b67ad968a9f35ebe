// 공통수학1 Ⅰ. 다항식: operations, synthetic division, values from a sum and a product (s1); the remainder theorem,
// the remainder by a quadratic, identities (s2); factoring, a quartic by substitution (s3).
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { linear, m, paren, polyX, shift, sum, term } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { evalLatex, keyIs, stemMath } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-cm1-1';

/** (x - r) as a factor: x for r = 0. */
const factor = (r: number) => (r === 0 ? 'x' : `\\left(${shift('x', -r)}\\right)`);

/** The product of (x - r) over the roots, equal roots gathered into a power, a lone x first: x(x-2)^{2}. */
function factored(roots: readonly number[]): string {
  const distinct = [...new Set(roots)].sort((u, v) => (u === 0 ? -1 : v === 0 ? 1 : 0));
  return distinct
    .map((r) => {
      const times = roots.filter((s) => s === r).length;
      return times === 1 ? factor(r) : `${factor(r)}^{${times}}`;
    })
    .join('');
}

/** P(r) written out: 2\times (-1)^{3}+3\times (-1)^{2}-5\times (-1)+4. */
function substituted(coefs: readonly number[], r: number): string {
  const deg = coefs.length - 1;
  const parts = coefs.flatMap((k, i) => {
    const p = deg - i;
    if (k === 0) return [];
    if (p === 0) return [String(k)];
    const power = p === 1 ? paren(r) : `${paren(r)}^{${p}}`;
    return [`${k === 1 ? '' : k === -1 ? '-' : `${k}\\times `}${power}`];
  });
  return sum(...parts);
}

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'expand', {
    version: 2,
    params: (rng) => ({ a: rng.intExcept(-6, 6, [0]), b: rng.intExcept(-9, 9, [0]), c: rng.intExcept(-6, 6, [0]) }),
    generate: ({ a, b, c }, rng) => {
      const tri = polyX([1, a, b]);
      const tex = `\\left(${tri}\\right)\\left(${shift('x', c)}\\right)`;
      const correct = polyX([1, a + c, b + a * c, b * c]);
      const distributed = `x\\left(${tri}\\right)${c < 0 ? '-' : '+'}${Math.abs(c) === 1 ? '' : Math.abs(c)}\\left(${tri}\\right)`;
      const terms = sum([1, 'x^{3}'], [a, 'x^{2}'], [b, 'x'], [c, 'x^{2}'], [a * c, 'x'], [b * c, '']);
      return multiple(rng, {
        stem: [`다음 식을 전개한 것은? \\(${tex}\\)`, `Expand \\(${tex}\\).`],
        correct: m(correct),
        wrong: [
          polyX([1, a + c, b - a * c, b * c]),
          polyX([1, a - c, b + a * c, b * c]),
          polyX([1, a + c, b + a * c, -b * c]),
          polyX([1, a * c, b + c, b * c]),
          polyX([1, a + c, a * c, b * c]),
          polyX([1, a + c, b + a * c, b * c + 1]),
          polyX([1, a + c + 1, b + a * c, b * c]),
        ].map(m),
        steps: [
          [`분배법칙으로 전개하면 \\(${distributed}=${terms}\\)입니다.`, `Distribute: \\(${distributed}=${terms}\\).`],
          [`동류항끼리 정리하면 \\(${correct}\\)입니다.`, `Combine like terms: \\(${correct}\\).`],
        ],
        difficulty: 2,
        subUnit: `${U}.s1`,
      });
    },
    check: (_p, problem) => keyIs(problem, (v) => evalLatex(stemMath(problem), v)),
  }),

  defineTemplate(U, 'remainder-theorem', {
    version: 2,
    params: (rng) => ({
      a: rng.int(-6, 6),
      b: rng.int(-9, 9),
      c: rng.int(-9, 9),
      r: rng.intExcept(-4, 4, [0]),
      lead: rng.pick([1, 1, 2, -1]),
    }),
    generate: ({ a, b, c, r, lead }) => {
      const coefs = [lead, a, b, c];
      const P = polyX(coefs);
      const value = lead * r ** 3 + a * r * r + b * r + c;
      const pieces = sum(...[lead * r ** 3, a * r * r, b * r, c].map((v) => [v, ''] as const));
      const divisor = `\\(${shift('x', -r)}\\)`;
      return essay({
        stem: [
          `다항식 ${withJosa(`\\(P(x)=${P}\\)`, '을/를')} ${withJosa(divisor, '으로/로')} 나누었을 때의 나머지를 구하시오.`,
          `Find the remainder when \\(P(x)=${P}\\) is divided by ${divisor}.`,
        ],
        answer: String(value),
        form: 'number',
        steps: [
          [
            `나머지정리에 의하여 ${withJosa(divisor, '으로/로')} 나눈 나머지는 \\(P(${r})\\)입니다.`,
            `By the remainder theorem, the remainder on division by ${divisor} is \\(P(${r})\\).`,
          ],
          [
            `\\(P(${r})=${substituted(coefs, r)}=${pieces}=${value}\\)`,
            `\\(P(${r})=${substituted(coefs, r)}=${pieces}=${value}\\)`,
          ],
        ],
        difficulty: 3,
        subUnit: `${U}.s2`,
      });
    },
    check: ({ a, b, c, r, lead }, problem) => {
      // Synthetic division: bring down, multiply by r, add; the last number is the remainder.
      let acc = 0;
      for (const coef of [lead, a, b, c]) acc = acc * r + coef;
      return keyIs(problem, acc);
    },
  }),

  defineTemplate(U, 'factor-cubic', {
    version: 2,
    params: (rng) => ({
      p: rng.intExcept(-5, 5, [0]),
      q: rng.intExcept(-5, 5, [0]),
      s: rng.int(-5, 5),
      kind: rng.int(0, 1),
      m: rng.int(1, 5),
    }),
    generate: ({ p, q, s, kind, m: k }, rng) => {
      if (kind === 1) {
        // x^3 ∓ k^3 as a sum or difference of cubes.
        const sign = p > 0 ? 1 : -1;
        const tex = polyX([1, 0, 0, -sign * k ** 3]);
        const first = `\\left(${shift('x', -sign * k)}\\right)`;
        const correct = `${first}\\left(${polyX([1, sign * k, k * k])}\\right)`;
        return multiple(rng, {
          stem: [`다음 식을 인수분해한 것은? \\(${tex}\\)`, `Factor \\(${tex}\\).`],
          correct: m(correct),
          wrong: [
            `\\left(${shift('x', sign * k)}\\right)\\left(${polyX([1, -sign * k, k * k])}\\right)`,
            `${first}\\left(${polyX([1, -sign * k, k * k])}\\right)`,
            `${first}^{3}`,
            `${first}\\left(${polyX([1, sign * 2 * k, k * k])}\\right)`,
            `${first}\\left(${polyX([1, 0, k * k])}\\right)`,
          ].map(m),
          steps: [
            [
              sign > 0
                ? `${withJosa('\\(a^{3}-b^{3}=(a-b)(a^{2}+ab+b^{2})\\)', '을/를')} 이용합니다.`
                : `${withJosa('\\(a^{3}+b^{3}=(a+b)(a^{2}-ab+b^{2})\\)', '을/를')} 이용합니다.`,
              sign > 0
                ? `Use \\(a^{3}-b^{3}=(a-b)(a^{2}+ab+b^{2})\\).`
                : `Use \\(a^{3}+b^{3}=(a+b)(a^{2}-ab+b^{2})\\).`,
            ],
            [
              `\\(${tex}=x^{3}${sign > 0 ? '-' : '+'}${k}^{3}\\)이므로 \\(a=x\\), ${withJosa(`\\(b=${k}\\)`, '을/를')} 대입하면 \\(${correct}\\)입니다.`,
              `\\(${tex}=x^{3}${sign > 0 ? '-' : '+'}${k}^{3}\\); with \\(a=x\\) and \\(b=${k}\\): \\(${correct}\\).`,
            ],
          ],
          difficulty: 3,
          subUnit: `${U}.s3`,
        });
      }
      const q2 = q === p ? p + 6 : q;
      const tex = polyX([1, -(p + q2 + s), p * q2 + p * s + q2 * s, -p * q2 * s]);
      const correct = factored([p, q2, s]);
      // The quotient after (x - p); with s = 0 the common factor x comes out first instead.
      const quotient = s === 0 ? polyX([1, -(p + q2), p * q2]) : polyX([1, -(q2 + s), q2 * s]);
      return multiple(rng, {
        stem: [`다음 식을 인수분해한 것은? \\(${tex}\\)`, `Factor \\(${tex}\\).`],
        correct: m(correct),
        wrong: [
          factored([-p, -q2, -s]),
          factored([p, -q2, s]),
          factored([-p, q2, s]),
          factored([p, q2, -s]),
          factored([p + 1, q2, s]),
          factored([p, q2 - 1, s]),
          factored([p, q2, s + 1]),
        ].map(m),
        steps:
          s === 0
            ? [
                [
                  `공통인수 ${withJosa('\\(x\\)', '으로/로')} 묶으면 \\(${tex}=x\\left(${quotient}\\right)\\)입니다.`,
                  `Take out the common factor \\(x\\): \\(${tex}=x\\left(${quotient}\\right)\\).`,
                ],
                [
                  `\\(${quotient}=${factored([p, q2])}\\)이므로 \\(${tex}=${correct}\\)입니다.`,
                  `\\(${quotient}=${factored([p, q2])}\\), so \\(${tex}=${correct}\\).`,
                ],
              ]
            : [
                [
                  `${withJosa(`\\(P(x)=${tex}\\)`, '이라/라')} 하면 \\(P(${p})=0\\)이므로 인수정리에 의하여 ${withJosa(`\\(${shift('x', -p)}\\)`, '은/는')} \\(P(x)\\)의 인수입니다.`,
                  `Let \\(P(x)=${tex}\\). Since \\(P(${p})=0\\), \\(${shift('x', -p)}\\) is a factor by the factor theorem.`,
                ],
                [
                  `조립제법으로 \\(P(x)\\)를 ${withJosa(`\\(${shift('x', -p)}\\)`, '으로/로')} 나눈 몫은 \\(${quotient}=${factored([q2, s])}\\)이므로 \\(P(x)=${correct}\\)입니다.`,
                  `Synthetic division by \\(${shift('x', -p)}\\) gives the quotient \\(${quotient}=${factored([q2, s])}\\), so \\(P(x)=${correct}\\).`,
                ],
              ],
        difficulty: 4,
        subUnit: `${U}.s3`,
      });
    },
    check: (_p, problem) => keyIs(problem, (v) => evalLatex(stemMath(problem), v)),
  }),

  defineTemplate(U, 'synthetic-division', {
    version: 1,
    params: (rng) => ({
      quotient: [rng.intExcept(-3, 3, [0]), rng.int(-5, 5), rng.int(-6, 6)],
      r: rng.intExcept(-3, 3, [0]),
      rem: rng.int(-8, 8),
    }),
    generate: ({ quotient, r, rem }) => {
      const [a, b, c] = quotient as [number, number, number];
      // P(x) = (x − r)(ax² + bx + c) + rem.
      const coefs = [a, b - r * a, c - r * b, rem - r * c];
      const P = polyX(coefs);
      const Q = polyX([a, b, c]);
      // The synthetic division row: bring down, multiply by r, add.
      const row = [a, b, c, rem];
      const products = [r * a, r * b, r * c];
      return essay({
        stem: [
          `조립제법을 이용하여 다항식 ${withJosa(m(P), '을/를')} ${withJosa(m(shift('x', -r)), '으로/로')} 나누었을 때의 몫을 구하시오.`,
          `Use synthetic division to divide \\(${P}\\) by \\(${shift('x', -r)}\\). Find the quotient.`,
        ],
        answer: Q,
        form: 'expanded',
        variables: ['x'],
        steps: [
          [
            `조립제법에서는 \\(${shift('x', -r)}=0\\)의 해 ${withJosa(m(r), '과/와')} \\(P(x)\\)의 계수 ${withJosa(m(coefs.join(',\\ ')), '을/를')} 씁니다.`,
            `For synthetic division, write the root \\(${r}\\) of \\(${shift('x', -r)}=0\\) and the coefficients \\(${coefs.join(',\\ ')}\\) of \\(P(x)\\).`,
          ],
          [
            `첫 계수 ${withJosa(m(a), '을/를')} 내리고, ${withJosa(m(r), '을/를')} 곱해 다음 계수에 더하는 것을 반복하면 곱한 값은 \\(${products.join(',\\ ')}\\), 맨 아랫줄은 \\(${row.join(',\\ ')}\\)입니다.`,
            `Bring down \\(${a}\\), then repeatedly multiply by \\(${r}\\) and add to the next coefficient: the products are \\(${products.join(',\\ ')}\\) and the bottom row is \\(${row.join(',\\ ')}\\).`,
          ],
          [
            `맨 아랫줄의 마지막 수 ${withJosa(m(rem), '이/가')} 나머지이고, 그 앞의 수들이 몫의 계수이므로 몫은 \\(${Q}\\)입니다.`,
            `The last number, \\(${rem}\\), is the remainder; the others are the quotient's coefficients, so the quotient is \\(${Q}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: `${U}.s1`,
      });
    },
    // P(x) − rem must equal (x − r)·key at several points.
    check: ({ quotient, r, rem }, problem) => {
      const [a, b, c] = quotient as [number, number, number];
      const P = (x: number) => (x - r) * (a * x * x + b * x + c) + rem;
      return [-3, -1, 0, 2, 5, 7].every(
        (x) => Math.abs((x - r) * (evalLatex(problem.answer, { x })[0] as number) + rem - P(x)) < 1e-9,
      );
    },
  }),

  defineTemplate(U, 'remainder-two-divisors', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const a = rng.int(-4, 4);
        const b = rng.intExcept(-4, 4, [a]);
        const p = rng.intExcept(-5, 5, [0]);
        const q = rng.int(-9, 9);
        // The remainder is never one of the divisors themselves.
        if (!(p === 1 && (q === -a || q === -b))) return { a, b, p, q };
      }
    },
    generate: ({ a, b, p, q: c }) => {
      // The remainder by (x − a)(x − b) is px + q, so P(a) = pa + q and P(b) = pb + q.
      const [ra, rb] = [p * a + c, p * b + c];
      const key = linear(p, c);
      return essay({
        stem: [
          `다항식 \\(P(x)\\)를 ${withJosa(m(shift('x', -a)), '으로/로')} 나누었을 때의 나머지는 \\(${ra}\\)이고, ${withJosa(m(shift('x', -b)), '으로/로')} 나누었을 때의 나머지는 \\(${rb}\\)입니다. \\(P(x)\\)를 ${withJosa(m(`${factor(a)}${factor(b)}`), '으로/로')} 나누었을 때의 나머지를 구하시오.`,
          `When a polynomial \\(P(x)\\) is divided by \\(${shift('x', -a)}\\) the remainder is \\(${ra}\\), and when it is divided by \\(${shift('x', -b)}\\) the remainder is \\(${rb}\\). Find the remainder when \\(P(x)\\) is divided by \\(${factor(a)}${factor(b)}\\).`,
        ],
        answer: key,
        form: 'expanded',
        variables: ['x'],
        steps: [
          [
            `핵심은 이차식으로 나눈 나머지는 일차 이하의 식이라는 것입니다. \\(P(x)=${factor(a)}${factor(b)}Q(x)+px+q\\)로 놓습니다.`,
            `The key idea: a remainder on division by a quadratic has degree at most one. Write \\(P(x)=${factor(a)}${factor(b)}Q(x)+px+q\\).`,
          ],
          [
            `나머지정리에 의해 \\(P(${a})=${term(a, 'p') || '0'}+q=${ra}\\), \\(P(${b})=${term(b, 'p') || '0'}+q=${rb}\\)입니다.`,
            `By the remainder theorem, \\(P(${a})=${term(a, 'p') || '0'}+q=${ra}\\) and \\(P(${b})=${term(b, 'p') || '0'}+q=${rb}\\).`,
          ],
          [
            `두 식을 연립하여 풀면 \\(p=${p}\\), \\(q=${c}\\)이므로 나머지는 \\(${key}\\)입니다.`,
            `Solving the two equations gives \\(p=${p}\\) and \\(q=${c}\\), so the remainder is \\(${key}\\).`,
          ],
        ],
        difficulty: 4,
        subUnit: `${U}.s2`,
      });
    },
    // The key must be linear and agree with the two stated remainders at a and b.
    check: ({ a, b, p, q: c }, problem) => {
      const f = (x: number) => evalLatex(problem.answer, { x })[0] as number;
      const linearKey = Math.abs(f(2) - 2 * f(1) + f(0)) < 1e-9;
      return linearKey && Math.abs(f(a) - (p * a + c)) < 1e-9 && Math.abs(f(b) - (p * b + c)) < 1e-9;
    },
  }),

  defineTemplate(U, 'identity-coefficient-sum', {
    version: 1,
    params: (rng) => ({
      a: rng.intExcept(-4, 4, [0]),
      b: rng.int(-6, 6),
      c: rng.int(-9, 9),
      h: rng.intExcept(-3, 3, [0]),
    }),
    generate: ({ a, b, c, h }) => {
      // a(x − h)² + b(x − h) + c expanded; a + b + c is its value at x = h + 1.
      const coefs = [a, -2 * a * h + b, a * h * h - b * h + c];
      const rhs = polyX(coefs);
      const lhs = `a${factor(h)}^{2}+b${factor(h)}+c`;
      const at = h + 1;
      return essay({
        stem: [
          `등식 ${withJosa(m(`${lhs}=${rhs}`), '이/가')} \\(x\\)에 대한 항등식일 때, 상수 \\(a\\), \\(b\\), \\(c\\)에 대하여 \\(a+b+c\\)의 값을 구하시오.`,
          `The equation \\(${lhs}=${rhs}\\) holds for every \\(x\\). Find \\(a+b+c\\) for the constants \\(a\\), \\(b\\), and \\(c\\).`,
        ],
        answer: String(a + b + c),
        form: 'number',
        steps: [
          [
            `핵심은 항등식은 모든 \\(x\\)에 대하여 성립하므로 알맞은 값을 대입하면 된다는 것입니다. \\(${shift('x', -h)}=1\\), 즉 ${withJosa(m(`x=${at}`), '을/를')} 대입하면 좌변이 \\(a+b+c\\)가 됩니다.`,
            `The key idea: an identity holds for every \\(x\\), so substitute a convenient value. With \\(${shift('x', -h)}=1\\), that is \\(x=${at}\\), the left side becomes \\(a+b+c\\).`,
          ],
          [
            `우변에 ${withJosa(m(`x=${at}`), '을/를')} 대입하면 \\(${coefs[0]}\\times ${paren(at)}^{2}${coefs[1]! < 0 ? '' : '+'}${coefs[1]}\\times ${paren(at)}${coefs[2]! < 0 ? '' : '+'}${coefs[2]}=${a + b + c}\\)입니다.`,
            `Substitute \\(x=${at}\\) into the right side: \\(${coefs[0]}\\times ${paren(at)}^{2}${coefs[1]! < 0 ? '' : '+'}${coefs[1]}\\times ${paren(at)}${coefs[2]! < 0 ? '' : '+'}${coefs[2]}=${a + b + c}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: `${U}.s2`,
      });
    },
    // Compares coefficients instead: a from x², then b from x, then c from the constant.
    check: ({ a, b, c, h }, problem) => {
      const [c2, c1, c0] = [a, -2 * a * h + b, a * h * h - b * h + c];
      const A = c2;
      const B = c1 + 2 * A * h;
      const C = c0 - A * h * h + B * h;
      return keyIs(problem, A + B + C);
    },
  }),

  defineTemplate(U, 'factor-biquadratic', {
    version: 1,
    params: (rng) => {
      const s = rng.int(1, 4);
      return { s, t: rng.intExcept(1, 6, [s]) };
    },
    generate: ({ s, t }) => {
      const [lo, hi] = [Math.min(s, t), Math.max(s, t)];
      const tex = polyX([1, 0, -(lo * lo + hi * hi), 0, lo * lo * hi * hi]);
      const key = `(x+${hi})(x+${lo})(x-${lo})(x-${hi})`;
      return essay({
        stem: [`다항식 ${withJosa(m(tex), '을/를')} 인수분해하시오.`, `Factor \\(${tex}\\) completely.`],
        answer: key,
        form: 'factored',
        variables: ['x'],
        steps: [
          [
            `핵심은 \\(x^{2}=X\\)로 치환하여 이차식으로 보는 것입니다: \\(X^{2}-${lo * lo + hi * hi}X+${lo * lo * hi * hi}=(X-${lo * lo})(X-${hi * hi})\\).`,
            `The key idea: substitute \\(X=x^{2}\\) to see a quadratic: \\(X^{2}-${lo * lo + hi * hi}X+${lo * lo * hi * hi}=(X-${lo * lo})(X-${hi * hi})\\).`,
          ],
          [
            `다시 ${withJosa(m('X=x^{2}'), '을/를')} 대입하면 \\((x^{2}-${lo * lo})(x^{2}-${hi * hi})\\)이고, 각각을 합차 공식으로 인수분해하면 \\(${key}\\)입니다.`,
            `Put \\(x^{2}\\) back: \\((x^{2}-${lo * lo})(x^{2}-${hi * hi})\\), and factor each difference of squares: \\(${key}\\).`,
          ],
        ],
        difficulty: 4,
        subUnit: `${U}.s3`,
      });
    },
    // The key must vanish at ±s and ±t and match the polynomial at other points.
    check: ({ s, t }, problem) => {
      const P = (x: number) => (x * x - s * s) * (x * x - t * t);
      const f = (x: number) => evalLatex(problem.answer, { x })[0] as number;
      return [-7, -2.5, 0, 1.5, 8, s, -s, t, -t].every((x) => Math.abs(f(x) - P(x)) < 1e-6);
    },
  }),

  defineTemplate(U, 'sum-product-powers', {
    version: 1,
    params: (rng) => {
      const x = rng.intExcept(-6, 6, [0]);
      const y = rng.intExcept(-6, 6, [0, x, -x]);
      return { x, y, ask: rng.int(0, 1) };
    },
    generate: ({ x, y, ask }) => {
      const [s2, p] = [x + y, x * y];
      const value = ask ? x ** 3 + y ** 3 : x * x + y * y;
      const formula = ask ? 'a^{3}+b^{3}=(a+b)^{3}-3ab(a+b)' : 'a^{2}+b^{2}=(a+b)^{2}-2ab';
      const work = ask
        ? `${paren(s2)}^{3}-3\\times ${paren(p)}\\times ${paren(s2)}`
        : `${paren(s2)}^{2}-2\\times ${paren(p)}`;
      return essay({
        stem: [
          `\\(a+b=${s2}\\), \\(ab=${p}\\)일 때, \\(${ask ? 'a^{3}+b^{3}' : 'a^{2}+b^{2}'}\\)의 값을 구하시오.`,
          `If \\(a+b=${s2}\\) and \\(ab=${p}\\), find \\(${ask ? 'a^{3}+b^{3}' : 'a^{2}+b^{2}'}\\).`,
        ],
        answer: String(value),
        form: 'number',
        steps: [
          [`곱셈 공식을 변형하면 \\(${formula}\\)입니다.`, `Rearrange a product formula: \\(${formula}\\).`],
          [`따라서 \\(${work}=${value}\\)입니다.`, `So the value is \\(${work}=${value}\\).`],
        ],
        difficulty: ask ? 3 : 2,
        subUnit: `${U}.s1`,
      });
    },
    // From the two numbers themselves, which the stem does not give.
    check: ({ x, y, ask }, problem) => keyIs(problem, ask ? x ** 3 + y ** 3 : x ** 2 + y ** 2),
  }),
];
