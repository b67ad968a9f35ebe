// 중2 2. 식의 계산: laws of exponents with monomials, adding and subtracting polynomials, dividing a polynomial by a
// monomial.
import { HINT, essay, keyIs, multiple, stemMath, template } from '../lib/mh/build.js';
import { num, poly } from '../lib/mh/format.js';
import { evalLatex } from '../lib/mh/latex-eval.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m2-2';
const mono = (c: number, px: number, py: number) =>
  poly([[c, `${px ? (px === 1 ? 'x' : `x^{${px}}`) : ''}${py ? (py === 1 ? 'y' : `y^{${py}}`) : ''}`]]);

export const templates: ProblemTemplate[] = [
  template(U, 'monomial-exponents', {
    params: (rng) => ({
      a: rng.intExcept(-3, 3, [0, 1]),
      p: rng.int(1, 3),
      s: rng.int(1, 2),
      n: rng.int(2, 3),
      b: rng.intExcept(-6, 6, [0]),
      q: rng.int(1, 4),
      r: rng.int(1, 3),
      t: rng.int(0, 2),
    }),
    make: ({ a, p, s, n, b, q, r, t }, rng) => {
      // (a x^p y^s)^n × b x^q ÷ (c x^r y^t), with c a divisor of a^n·b.
      const top = a ** n * b;
      const divisors = [1, 2, 3, 4, 6].filter((d) => top % d === 0);
      const c = rng.pick(divisors) * rng.pick([1, -1]);
      const ex = p * n + q - r;
      const ey = s * n - t;
      const tex = `\\left(${mono(a, p, s)}\\right)^{${n}}\\times ${b < 0 ? `\\left(${mono(b, q, 0)}\\right)` : mono(b, q, 0)}\\div ${c < 0 ? `\\left(${mono(c, r, t)}\\right)` : mono(c, r, t)}`;
      const correct = mono(top / c, ex, ey);
      const wrong = [
        mono(top / c, p + n + q - r, ey),
        mono((a * n * b) / c, ex, ey),
        mono(-top / c, ex, ey),
        mono(top / c, ex, s + n - t),
        mono((a * b) / c, ex, ey),
        mono(top / c, p * n + q + r, ey),
        mono(top / c, ex + 1, ey),
        mono(top / c, ex, ey + 1),
        mono((2 * top) / c, ex, ey),
        mono(top / c + 1, ex, ey),
        mono(top / c - 1, ex, ey),
      ].filter((w) => !w.includes('.'));
      return multiple(rng, {
        stem: [`다음을 간단히 한 것은? \\(${tex}\\)`, `Simplify \\(${tex}\\).`],
        correct,
        wrong,
        steps: [
          [
            `거듭제곱을 먼저 계산합니다: \\(\\left(${mono(a, p, s)}\\right)^{${n}}=${mono(a ** n, p * n, s * n)}\\)`,
            `Raise to the power first: \\(\\left(${mono(a, p, s)}\\right)^{${n}}=${mono(a ** n, p * n, s * n)}\\)`,
          ],
          [
            `나눗셈은 역수의 곱셈으로 바꾸고, 계수는 계수끼리, 같은 문자는 지수법칙으로 계산합니다: 계수 \\(${num(a ** n)}\\times${b < 0 ? `(${b})` : b}\\div${c < 0 ? `(${c})` : c}=${num(top / c)}\\)`,
            `Turn division into multiplication by the reciprocal; multiply coefficients and add or subtract exponents: coefficient \\(${num(a ** n)}\\times${b < 0 ? `(${b})` : b}\\div${c < 0 ? `(${c})` : c}=${num(top / c)}\\)`,
          ],
          [
            `\\(x\\)의 지수 \\(${p * n}+${q}-${r}=${ex}\\)${t ? `, \\(y\\)의 지수 \\(${s * n}-${t}=${ey}\\)` : ''}이므로 \\(${correct}\\)입니다.`,
            `Exponent of \\(x\\): \\(${p * n}+${q}-${r}=${ex}\\)${t ? `; of \\(y\\): \\(${s * n}-${t}=${ey}\\)` : ''}. The result is \\(${correct}\\).`,
          ],
        ],
        difficulty: t ? 4 : 3,
      });
    },
    check: ({ a, p, s, n, b, q, r, t }, problem) => {
      // Evaluate the original expression numerically at sample points (not the simplified form).
      const c = (() => {
        const m = /\\div \\left\((-?\d*)|\\div (-?\d*)/.exec(stemMath(problem));
        const raw = m?.[1] ?? m?.[2] ?? '';
        return raw === '' ? 1 : raw === '-' ? -1 : Number(raw);
      })();
      return keyIs(problem, (v) => ((a * v.x ** p * v.y ** s) ** n * b * v.x ** q) / (c * v.x ** r * v.y ** t));
    },
  }),

  template(U, 'polynomial-subtract', {
    params: (rng) => ({
      c1: [rng.intExcept(-5, 6, [0]), rng.int(-9, 9), rng.int(-9, 9)],
      c2: [rng.intExcept(-5, 6, [0]), rng.intExcept(-9, 9, [0]), rng.intExcept(-9, 9, [0])],
      add: rng.int(0, 2) === 0,
    }),
    make: ({ c1, c2, add }, rng) => {
      const s = add ? 1 : -1;
      const A = poly([
        [c1[0] as number, 'x^{2}'],
        [c1[1] as number, 'x'],
        [c1[2] as number, ''],
      ]);
      const B = poly([
        [c2[0] as number, 'x^{2}'],
        [c2[1] as number, 'x'],
        [c2[2] as number, ''],
      ]);
      const tex = `\\left(${A}\\right)${add ? '+' : '-'}\\left(${B}\\right)`;
      const r = c1.map((v, i) => v + s * (c2[i] as number));
      const build = (k: number[]) =>
        poly([
          [k[0] as number, 'x^{2}'],
          [k[1] as number, 'x'],
          [k[2] as number, ''],
        ]);
      const correct = build(r);
      const wrong = [
        build([r[0] as number, (c1[1] as number) - s * (c2[1] as number), r[2] as number]),
        build([r[0] as number, r[1] as number, (c1[2] as number) - s * (c2[2] as number)]),
        build([(c1[0] as number) - s * (c2[0] as number), r[1] as number, r[2] as number]),
        build(c1.map((v, i) => v - s * (c2[i] as number))),
        build([(c1[0] as number) + s * (c2[0] as number), (c1[1] as number) - s * (c2[1] as number), r[2] as number]),
        build([r[0] as number, -(r[1] as number), r[2] as number]),
      ];
      return multiple(rng, {
        stem: [`다음을 계산한 것은? \\(${tex}\\)`, `Simplify \\(${tex}\\).`],
        correct,
        wrong,
        steps: [
          [
            add
              ? `괄호를 풀고 동류항끼리 모읍니다.`
              : `빼는 식의 각 항의 부호를 바꾸어 괄호를 풉니다: \\(${A}${poly([
                  [-(c2[0] as number), 'x^{2}'],
                  [-(c2[1] as number), 'x'],
                  [-(c2[2] as number), ''],
                ]).replace(/^(?!-)/, '+')}\\)`,
            add
              ? `Remove the parentheses and combine like terms.`
              : `Change the sign of every term being subtracted: \\(${A}${poly([
                  [-(c2[0] as number), 'x^{2}'],
                  [-(c2[1] as number), 'x'],
                  [-(c2[2] as number), ''],
                ]).replace(/^(?!-)/, '+')}\\)`,
          ],
          [`동류항끼리 계산하면 \\(${correct}\\)입니다.`, `Combining like terms gives \\(${correct}\\).`],
        ],
        difficulty: add ? 2 : 3,
      });
    },
    check: (_p, problem) => keyIs(problem, (v) => evalLatex(stemMath(problem), v)),
  }),

  template(U, 'divide-by-monomial', {
    params: (rng) => ({
      c: rng.intExcept(-5, 6, [0, 1]),
      p: rng.intExcept(-6, 6, [0]),
      q: rng.intExcept(-6, 6, [0]),
      shape: rng.int(0, 1),
    }),
    make: ({ c, p, q, shape }) => {
      // (c·p x^2 y + c·q x y^2) ÷ c x y = p x + q y; or (c·p x^3 + c·q x^2) ÷ c x^2... kept with y for variety.
      const [t1, t2, d, res] =
        shape === 0
          ? [
              mono(c * p, 2, 1),
              mono(c * q, 1, 2),
              mono(c, 1, 1),
              poly([
                [p, 'x'],
                [q, 'y'],
              ]),
            ]
          : [
              mono(c * p, 3, 1),
              mono(c * q, 2, 0),
              mono(c, 2, 0),
              poly([
                [p, 'xy'],
                [q, ''],
              ]),
            ];
      const tex = `\\left(${t1}${t2.startsWith('-') ? t2 : `+${t2}`}\\right)\\div ${c < 0 ? `\\left(${d}\\right)` : d}`;
      return essay({
        stem: [`다음을 계산하시오. \\(${tex}\\)`, `Simplify \\(${tex}\\).`],
        answer: res,
        kind: 'expression',
        variables: ['x', 'y'],
        hint: HINT.expr,
        steps: [
          [
            `각 항을 \\(${d}\\)로 나눕니다: \\(\\frac{${t1}}{${d}}+\\frac{${t2}}{${d}}\\)`,
            `Divide each term by \\(${d}\\): \\(\\frac{${t1}}{${d}}+\\frac{${t2}}{${d}}\\)`,
          ],
          [
            `계수끼리 나누고 지수법칙을 쓰면 \\(${res}\\)입니다.`,
            `Divide the coefficients and subtract exponents: \\(${res}\\).`,
          ],
        ],
        difficulty: 3,
      });
    },
    check: ({ c, p, q, shape }, problem) =>
      keyIs(problem, (v) =>
        shape === 0
          ? (c * p * v.x ** 2 * v.y + c * q * v.x * v.y ** 2) / (c * v.x * v.y)
          : (c * p * v.x ** 3 * v.y + c * q * v.x ** 2) / (c * v.x ** 2),
      ),
  }),
];
