// 중3 2. 다항식의 곱셈과 인수분해: expanding products and using identities (s1); factoring (s2).
import {
  defineTemplate,
  essay,
  evalLatex,
  keyIs,
  m,
  multiple,
  paren,
  polyX,
  shift,
  stemMath,
  sum,
  withJosa,
} from '../kit/index.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m3-2';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;
/** (a x + b) in LaTeX. */
const lin = (a: number, b: number) => polyX([a, b]);
/** A coefficient in front of brackets: nothing for 1, '-' for -1. */
const lead = (k: number) => (k === 1 ? '' : k === -1 ? '-' : String(k));

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'expand-product', {
    version: 2,
    params: (rng) => ({
      a: rng.intExcept(-4, 5, [0]),
      b: rng.intExcept(-9, 9, [0]),
      c: rng.intExcept(-4, 5, [0]),
      d: rng.intExcept(-9, 9, [0]),
      square: rng.int(0, 3) === 0,
    }),
    generate: ({ a, b, c: c0, d: d0, square }, rng) => {
      const [c, d] = square ? [a, b] : [c0, d0];
      const tex = square ? `\\left(${lin(a, b)}\\right)^{2}` : `\\left(${lin(a, b)}\\right)\\left(${lin(c, d)}\\right)`;
      const correct = polyX([a * c, a * d + b * c, b * d]);
      const terms = sum([a * c, 'x^{2}'], [a * d, 'x'], [b * c, 'x'], [b * d, '']);
      return multiple(rng, {
        stem: [`다음 식을 전개한 것은? \\(${tex}\\)`, `Expand \\(${tex}\\).`],
        correct: m(correct),
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
        ].map(m),
        steps: [
          [
            `분배법칙으로 앞의 식의 각 항을 뒤의 식의 각 항에 곱하면 \\(${tex}=${terms}\\)입니다.`,
            `Multiply each term of the first factor by each term of the second: \\(${tex}=${terms}\\).`,
          ],
          [`동류항끼리 정리하면 \\(${correct}\\)입니다.`, `Combine like terms: \\(${correct}\\).`],
        ],
        difficulty: square ? 2 : 3,
        subUnit: S1,
      });
    },
    check: (_p, problem) => keyIs(problem, (v) => evalLatex(stemMath(problem), v)),
  }),

  defineTemplate(U, 'factor-quadratic', {
    version: 2,
    params: (rng) => ({
      p: rng.intExcept(-9, 9, [0]),
      q: rng.intExcept(-9, 9, [0]),
      lead: rng.pick([1, 1, 1, 2, 3]),
      kind: rng.int(0, 3),
    }),
    generate: ({ p, q: q0, lead: k, kind }, rng) => {
      // k·(x + p)(x + q), or a perfect square (kind 1) or a difference of squares (kind 2).
      const q = kind === 1 ? p : kind === 2 ? -p : q0;
      const poly = polyX([k, k * (p + q), k * p * q]);
      const monic = polyX([1, p + q, p * q]);
      const factor = (u: number) => (u === 0 ? 'x' : `\\left(${shift('x', u)}\\right)`);
      // A lone x goes first, without brackets: 2x(x+1).
      const f = (u: number, v: number) =>
        u === v ? `${lead(k)}${factor(u)}^{2}` : `${lead(k)}${v === 0 ? factor(v) + factor(u) : factor(u) + factor(v)}`;
      const correct = f(p, q);
      const pair = `\\(${p}\\)${p === q ? '' : `, \\(${q}\\)`}이므로`;
      return multiple(rng, {
        stem: [`다음 식을 인수분해한 것은? \\(${poly}\\)`, `Factor \\(${poly}\\).`],
        correct: m(correct),
        wrong: [f(-p, -q), f(p, -q), f(-p, q), f(p + q, 1), f(p * q, 1), f(p, q + 1), f(p - 1, q + 1), f(p + 1, q - 1)]
          // x^2 alone is not a factoring of anything here.
          .filter((w) => w !== `${lead(k)}x^{2}`)
          .map(m),
        steps: [
          [
            k === 1
              ? `곱이 \\(${p * q}\\), 합이 \\(${p + q}\\)인 두 정수를 찾습니다.`
              : `공통인수 ${withJosa(`\\(${k}\\)`, '으로/로')} 묶으면 \\(${poly}=${k}\\left(${monic}\\right)\\)이고, 곱이 \\(${p * q}\\), 합이 \\(${p + q}\\)인 두 정수를 찾습니다.`,
            k === 1
              ? `Find two integers with product \\(${p * q}\\) and sum \\(${p + q}\\).`
              : `Take out the common factor \\(${k}\\): \\(${poly}=${k}\\left(${monic}\\right)\\). Then find two integers with product \\(${p * q}\\) and sum \\(${p + q}\\).`,
          ],
          [
            p === q ? `두 수는 모두 ${pair} \\(${correct}\\)입니다.` : `두 수는 ${pair} \\(${correct}\\)입니다.`,
            p === q
              ? `Both numbers are \\(${p}\\), so the answer is \\(${correct}\\).`
              : `They are \\(${p}\\) and \\(${q}\\), so the answer is \\(${correct}\\).`,
          ],
        ],
        difficulty: k === 1 ? 3 : 4,
        subUnit: S2,
      });
    },
    check: (_p, problem) => keyIs(problem, (v) => evalLatex(stemMath(problem), v)),
  }),

  defineTemplate(U, 'identity-value', {
    version: 2,
    params: (rng) => ({ a: rng.intExcept(-9, 9, [0]), b: rng.intExcept(-9, 9, [0]), ask: rng.int(0, 1) }),
    generate: ({ a, b, ask }) => {
      const s = a + b;
      const p = a * b;
      const value = ask === 0 ? s * s - 2 * p : s * s - 4 * p;
      const k = ask === 0 ? 2 : 4;
      const tex = ask === 0 ? 'x^{2}+y^{2}' : '(x-y)^{2}';
      const formula = `(x+y)^{2}-${k}xy`;
      const numbers = `${paren(s)}^{2}-${k}\\times ${paren(p)}`;
      return essay({
        stem: [
          `\\(x+y=${s}\\), \\(xy=${p}\\)일 때, \\(${tex}\\)의 값을 구하시오.`,
          `If \\(x+y=${s}\\) and \\(xy=${p}\\), find the value of \\(${tex}\\).`,
        ],
        answer: String(value),
        form: 'number',
        steps: [
          [
            `곱셈 공식을 변형하면 \\(${tex}=${formula}\\)입니다.`,
            `Rewrite it with the product formulas: \\(${tex}=${formula}\\).`,
          ],
          [
            `값을 대입하면 \\(${numbers}=${s * s}${p * k < 0 ? '+' : '-'}${Math.abs(p * k)}=${value}\\)입니다.`,
            `Substitute: \\(${numbers}=${s * s}${p * k < 0 ? '+' : '-'}${Math.abs(p * k)}=${value}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: S1,
      });
    },
    // The numbers a and b themselves satisfy the given sum and product: evaluate directly.
    check: ({ a, b, ask }, problem) => keyIs(problem, ask === 0 ? a * a + b * b : (a - b) ** 2),
  }),
];
