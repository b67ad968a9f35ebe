// 중3 2. 다항식의 곱셈과 인수분해: expanding products and using identities (s1); factoring (s2).
import { HINT, essay, keyIs, multiple, stemMath, template } from '../lib/mh/build.js';
import { linear, num, polyX } from '../lib/mh/format.js';
import { evalLatex } from '../lib/mh/latex-eval.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m3-2';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;
/** (a x + b) in LaTeX. */
const lin = (a: number, b: number) => polyX([a, b]);

export const templates: ProblemTemplate[] = [
  template(U, 'expand-product', {
    params: (rng) => ({
      a: rng.intExcept(-4, 5, [0]),
      b: rng.intExcept(-9, 9, [0]),
      c: rng.intExcept(-4, 5, [0]),
      d: rng.intExcept(-9, 9, [0]),
      square: rng.int(0, 3) === 0,
    }),
    make: ({ a, b, c: c0, d: d0, square }, rng) => {
      const [c, d] = square ? [a, b] : [c0, d0];
      const tex = square ? `\\left(${lin(a, b)}\\right)^{2}` : `\\left(${lin(a, b)}\\right)\\left(${lin(c, d)}\\right)`;
      const correct = polyX([a * c, a * d + b * c, b * d]);
      return multiple(rng, {
        stem: [`다음 식을 전개한 것은? \\(${tex}\\)`, `Expand \\(${tex}\\).`],
        correct,
        wrong: [
          polyX([a * c, 0, b * d]),
          polyX([a * c, a * d - b * c, b * d]),
          polyX([a * c, a * d + b * c, -b * d]),
          polyX([a * c, a + c, b * d]),
          polyX([a * c, a * d + b * c + 1, b * d]),
          polyX([a + c, a * d + b * c, b * d]),
          polyX([a * c, 2 * (a * d + b * c), b * d]),
          polyX([a * c, a * d + b * c, b * d + 1]),
          polyX([a * c + 1, a * d + b * c, b * d]),
        ],
        steps: [
          [
            `분배법칙으로 각 항을 곱합니다: \\(${polyX([a * c, 0, 0])}\\), \\(${num(a * d)}x\\), \\(${num(b * c)}x\\), \\(${num(b * d)}\\)`,
            `Multiply every term by every term: \\(${polyX([a * c, 0, 0])}\\), \\(${num(a * d)}x\\), \\(${num(b * c)}x\\), \\(${num(b * d)}\\).`,
          ],
          [`동류항을 정리하면 \\(${correct}\\)입니다.`, `Combine like terms: \\(${correct}\\).`],
        ],
        difficulty: square ? 2 : 3,
        subUnit: S1,
      });
    },
    check: (_p, problem) => keyIs(problem, (v) => evalLatex(stemMath(problem), v)),
  }),

  template(U, 'factor-quadratic', {
    params: (rng) => ({
      p: rng.intExcept(-9, 9, [0]),
      q: rng.intExcept(-9, 9, [0]),
      lead: rng.pick([1, 1, 1, 2, 3]),
      kind: rng.int(0, 3),
    }),
    make: ({ p, q: q0, lead, kind }, rng) => {
      // lead·(x + p)(x + q), or a perfect square / difference of squares for some kinds.
      const q = kind === 1 ? p : kind === 2 ? -p : q0;
      const poly = polyX([lead, lead * (p + q), lead * p * q]);
      const f = (a: number, b: number) =>
        `${lead === 1 ? '' : lead}\\left(${linear('x', a)}\\right)\\left(${linear('x', b)}\\right)`;
      const correct = kind === 1 ? `${lead === 1 ? '' : lead}\\left(${linear('x', p)}\\right)^{2}` : f(p, q);
      return multiple(rng, {
        stem: [`다음 식을 인수분해한 것은? \\(${poly}\\)`, `Factor \\(${poly}\\).`],
        correct,
        wrong: [f(-p, -q), f(p, -q), f(-p, q), f(p + q, 1), f(p * q, 1), f(p, q + 1), f(p - 1, q + 1)],
        steps: [
          [
            lead === 1
              ? `곱이 \\(${p * q}\\), 합이 \\(${p + q}\\)인 두 수를 찾습니다.`
              : `공통인수 \\(${lead}\\)로 묶은 뒤, 곱이 \\(${p * q}\\), 합이 \\(${p + q}\\)인 두 수를 찾습니다.`,
            lead === 1
              ? `Find two numbers with product \\(${p * q}\\) and sum \\(${p + q}\\).`
              : `Factor out \\(${lead}\\), then find two numbers with product \\(${p * q}\\) and sum \\(${p + q}\\).`,
          ],
          [
            `두 수는 \\(${p}\\), \\(${q}\\)이므로 \\(${correct}\\)입니다.`,
            `They are \\(${p}\\) and \\(${q}\\), so the answer is \\(${correct}\\).`,
          ],
        ],
        difficulty: lead === 1 ? 3 : 4,
        subUnit: S2,
      });
    },
    check: (_p, problem) => keyIs(problem, (v) => evalLatex(stemMath(problem), v)),
  }),

  template(U, 'identity-value', {
    params: (rng) => ({ a: rng.intExcept(-9, 9, [0]), b: rng.intExcept(-9, 9, [0]), ask: rng.int(0, 1) }),
    make: ({ a, b, ask }) => {
      const s = a + b;
      const p = a * b;
      const value = ask === 0 ? s * s - 2 * p : s * s - 4 * p;
      const [ko, en, how] =
        ask === 0
          ? [`x^{2}+y^{2}`, `x^{2}+y^{2}`, `(x+y)^{2}-2xy=${s * s}-${p < 0 ? `(${2 * p})` : 2 * p}`]
          : [`(x-y)^{2}`, `(x-y)^{2}`, `(x+y)^{2}-4xy=${s * s}-${p < 0 ? `(${4 * p})` : 4 * p}`];
      return essay({
        stem: [
          `\\(x+y=${s}\\), \\(xy=${p}\\)일 때, \\(${ko}\\)의 값을 구하시오.`,
          `If \\(x+y=${s}\\) and \\(xy=${p}\\), find \\(${en}\\).`,
        ],
        answer: String(value),
        hint: HINT.int,
        steps: [
          [`곱셈 공식을 변형하면 \\(${ko}=${how}\\)입니다.`, `Rewrite with the product formulas: \\(${en}=${how}\\).`],
          [`따라서 \\(${value}\\)입니다.`, `So the value is \\(${value}\\).`],
        ],
        difficulty: 3,
        subUnit: S1,
      });
    },
    // The numbers a and b themselves satisfy the given sum and product: evaluate directly.
    check: ({ a, b, ask }, problem) => keyIs(problem, ask === 0 ? a * a + b * b : (a - b) ** 2),
  }),
];
