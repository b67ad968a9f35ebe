// 공통수학1 Ⅰ. 다항식: operations (s1); the remainder theorem (s2); factoring (s3).
import { HINT, essay, keyIs, multiple, stemMath, template } from '../lib/mh/build.js';
import { linear, polyX } from '../lib/mh/format.js';
import { josa } from '../lib/mh/ko.js';
import { evalLatex } from '../lib/mh/latex-eval.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-cm1-1';

export const templates: ProblemTemplate[] = [
  template(U, 'expand', {
    params: (rng) => ({ a: rng.intExcept(-6, 6, [0]), b: rng.intExcept(-9, 9, [0]), c: rng.intExcept(-6, 6, [0]) }),
    make: ({ a, b, c }, rng) => {
      const tex = `\\left(${polyX([1, a, b])}\\right)\\left(${linear('x', c)}\\right)`;
      const k = [1, a + c, b + a * c, b * c];
      const correct = polyX(k);
      return multiple(rng, {
        stem: [`다음 식을 전개한 것은? \\(${tex}\\)`, `Expand \\(${tex}\\).`],
        correct,
        wrong: [
          polyX([1, a + c, b - a * c, b * c]),
          polyX([1, a - c, b + a * c, b * c]),
          polyX([1, a + c, b + a * c, -b * c]),
          polyX([1, a * c, b + c, b * c]),
          polyX([1, a + c, a * c, b * c]),
          polyX([1, a + c, b + a * c, b * c + 1]),
        ],
        steps: [
          [
            `분배법칙으로 \\(x\\)와 ${josa(`\\(${c}\\)`, '을/를')} 각각 곱합니다: \\(${polyX([1, a, b, 0])}\\)와 \\(${polyX([c, a * c, b * c])}\\)`,
            `Distribute: \\(x\\) times the trinomial gives \\(${polyX([1, a, b, 0])}\\); \\(${c}\\) times it gives \\(${polyX([c, a * c, b * c])}\\).`,
          ],
          [`동류항끼리 정리하면 \\(${correct}\\)입니다.`, `Combine like terms: \\(${correct}\\).`],
        ],
        difficulty: 2,
        subUnit: `${U}.s1`,
      });
    },
    check: (_p, problem) => keyIs(problem, (v) => evalLatex(stemMath(problem), v)),
  }),

  template(U, 'remainder-theorem', {
    params: (rng) => ({
      a: rng.int(-6, 6),
      b: rng.int(-9, 9),
      c: rng.int(-9, 9),
      r: rng.intExcept(-4, 4, [0]),
      lead: rng.pick([1, 1, 2, -1]),
    }),
    make: ({ a, b, c, r, lead }) => {
      const P = polyX([lead, a, b, c]);
      const value = lead * r ** 3 + a * r * r + b * r + c;
      return essay({
        stem: [
          `다항식 ${josa(`\\(P(x)=${P}\\)`, '을/를')} ${josa(`\\(${linear('x', -r)}\\)`, '으로/로')} 나누었을 때의 나머지를 구하시오.`,
          `Find the remainder when \\(P(x)=${P}\\) is divided by \\(${linear('x', -r)}\\).`,
        ],
        answer: String(value),
        hint: HINT.int,
        steps: [
          [
            `나머지정리에 의해 나머지는 \\(P(${r})\\)입니다.`,
            `By the remainder theorem, the remainder is \\(P(${r})\\).`,
          ],
          [`\\(P(${r})=${value}\\)`, `\\(P(${r})=${value}\\)`],
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

  template(U, 'factor-cubic', {
    params: (rng) => ({
      p: rng.intExcept(-5, 5, [0]),
      q: rng.intExcept(-5, 5, [0]),
      s: rng.int(-5, 5),
      kind: rng.int(0, 1),
      m: rng.int(1, 5),
    }),
    make: ({ p, q, s, kind, m }, rng) => {
      if (kind === 1) {
        // x^3 ∓ m^3 as a sum or difference of cubes.
        const sign = p > 0 ? 1 : -1;
        const tex = polyX([1, 0, 0, -sign * m ** 3]);
        const correct = `\\left(${linear('x', -sign * m)}\\right)\\left(${polyX([1, sign * m, m * m])}\\right)`;
        return multiple(rng, {
          stem: [`다음 식을 인수분해한 것은? \\(${tex}\\)`, `Factor \\(${tex}\\).`],
          correct,
          wrong: [
            `\\left(${linear('x', sign * m)}\\right)\\left(${polyX([1, -sign * m, m * m])}\\right)`,
            `\\left(${linear('x', -sign * m)}\\right)\\left(${polyX([1, -sign * m, m * m])}\\right)`,
            `\\left(${linear('x', -sign * m)}\\right)^{3}`,
            `\\left(${linear('x', -sign * m)}\\right)\\left(${polyX([1, sign * 2 * m, m * m])}\\right)`,
            `\\left(${linear('x', -sign * m)}\\right)\\left(${polyX([1, 0, m * m])}\\right)`,
          ],
          steps: [
            [
              sign > 0
                ? `\\(a^{3}-b^{3}=(a-b)(a^{2}+ab+b^{2})\\)를 이용합니다.`
                : `\\(a^{3}+b^{3}=(a+b)(a^{2}-ab+b^{2})\\)를 이용합니다.`,
              sign > 0
                ? `Use \\(a^{3}-b^{3}=(a-b)(a^{2}+ab+b^{2})\\).`
                : `Use \\(a^{3}+b^{3}=(a+b)(a^{2}-ab+b^{2})\\).`,
            ],
            [
              `\\(a=x\\), \\(b=${m}\\)이므로 \\(${correct}\\)입니다.`,
              `With \\(a=x\\) and \\(b=${m}\\): \\(${correct}\\).`,
            ],
          ],
          difficulty: 3,
          subUnit: `${U}.s3`,
        });
      }
      const q2 = q === p ? p + 6 : q;
      const k = [1, -(p + q2 + s), p * q2 + p * s + q2 * s, -p * q2 * s];
      const tex = polyX(k);
      const f = (u: number, v: number, w: number) =>
        `\\left(${linear('x', -u)}\\right)\\left(${linear('x', -v)}\\right)\\left(${linear('x', -w)}\\right)`;
      const correct = f(p, q2, s);
      return multiple(rng, {
        stem: [`다음 식을 인수분해한 것은? \\(${tex}\\)`, `Factor \\(${tex}\\).`],
        correct,
        wrong: [f(-p, -q2, -s), f(p, -q2, s), f(-p, q2, s), f(p, q2, -s), f(p + 1, q2, s), f(p, q2 - 1, s)],
        steps: [
          [
            `\\(P(${p})=0\\)이므로 인수정리에 의해 ${josa(`\\(${linear('x', -p)}\\)`, '이/가')} 인수입니다.`,
            `\\(P(${p})=0\\), so \\(${linear('x', -p)}\\) is a factor by the factor theorem.`,
          ],
          [
            `조립제법으로 나눈 몫 ${josa(`\\(${polyX([1, -(q2 + s), q2 * s])}\\)`, '을/를')} 다시 인수분해하면 \\(${correct}\\)입니다.`,
            `Divide (synthetic division) and factor the quotient \\(${polyX([1, -(q2 + s), q2 * s])}\\): \\(${correct}\\).`,
          ],
        ],
        difficulty: 4,
        subUnit: `${U}.s3`,
      });
    },
    check: (_p, problem) => keyIs(problem, (v) => evalLatex(stemMath(problem), v)),
  }),
];
