// 공통수학1 Ⅰ. 다항식: operations (s1); the remainder theorem (s2); factoring (s3).
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { m, paren, polyX, shift, sum } from '../kit/latex.js';
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
];
