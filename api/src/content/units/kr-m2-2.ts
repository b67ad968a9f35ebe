// 중2 2. 식의 계산: laws of exponents with monomials, adding and subtracting polynomials, dividing a polynomial by a
// monomial.
import {
  defineTemplate,
  essay,
  evalLatex,
  keyIs,
  m,
  multiple,
  num,
  paren,
  pow,
  stemMath,
  sum,
  term,
  withJosa,
} from '../kit/index.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m2-2';
/** The monomial c·x^px·y^py: 3x^{2}y, -xy^{2}, 4. */
const mono = (c: number, px: number, py: number) =>
  term(c, `${px ? pow('x', px) : ''}${py ? pow('y', py) : ''}`) || '0';
/** A monomial in brackets when it is negative, as it is written after an operator. */
const bracket = (tex: string) => (tex.startsWith('-') ? `\\left(${tex}\\right)` : tex);

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'monomial-exponents', {
    version: 2,
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
    generate: ({ a, p, s, n, b, q, r, t }, rng) => {
      // (a x^p y^s)^n × b x^q ÷ (c x^r y^t), with c a divisor of a^n·b.
      const top = a ** n * b;
      const divisors = [1, 2, 3, 4, 6].filter((d) => top % d === 0);
      const c = rng.pick(divisors) * rng.pick([1, -1]);
      const ex = p * n + q - r;
      const ey = s * n - t;
      const tex = `\\left(${mono(a, p, s)}\\right)^{${n}}\\times ${bracket(mono(b, q, 0))}\\div ${bracket(mono(c, r, t))}`;
      const correct = mono(top / c, ex, ey);
      // The usual slips; a slip that leaves a fractional coefficient or a negative exponent is not offered.
      const slips: Array<[number, number, number]> = [
        [top / c, p + n + q - r, ey],
        [(a * n * b) / c, ex, ey],
        [-top / c, ex, ey],
        [top / c, ex, s + n - t],
        [(a * b) / c, ex, ey],
        [top / c, p * n + q + r, ey],
        [top / c, ex + 1, ey],
        [top / c, ex, ey + 1],
        [(2 * top) / c, ex, ey],
        [top / c + 1, ex, ey],
        [top / c - 1, ex, ey],
      ];
      const wrong = slips
        .filter(([k, u, v]) => Number.isInteger(k) && k !== 0 && u >= 0 && v >= 0)
        .map(([k, u, v]) => m(mono(k, u, v)));
      return multiple(rng, {
        stem: [`다음을 간단히 한 것은? \\(${tex}\\)`, `Simplify \\(${tex}\\).`],
        correct: m(correct),
        wrong,
        steps: [
          [
            `거듭제곱을 먼저 계산합니다: \\(\\left(${mono(a, p, s)}\\right)^{${n}}=${mono(a ** n, p * n, s * n)}\\)`,
            `Raise to the power first: \\(\\left(${mono(a, p, s)}\\right)^{${n}}=${mono(a ** n, p * n, s * n)}\\)`,
          ],
          [
            `나눗셈은 역수의 곱셈으로 바꾸고, 계수는 계수끼리, 같은 문자는 지수법칙으로 계산합니다: 계수는 \\(${num(a ** n)}\\times${paren(b)}\\div${paren(c)}=${num(top / c)}\\)`,
            `Turn division into multiplication by the reciprocal; multiply coefficients and add or subtract exponents: the coefficient is \\(${num(a ** n)}\\times${paren(b)}\\div${paren(c)}=${num(top / c)}\\)`,
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

  defineTemplate(U, 'polynomial-subtract', {
    version: 1,
    params: (rng) => ({
      c1: [rng.intExcept(-5, 6, [0]), rng.int(-9, 9), rng.int(-9, 9)],
      c2: [rng.intExcept(-5, 6, [0]), rng.intExcept(-9, 9, [0]), rng.intExcept(-9, 9, [0])],
      add: rng.int(0, 2) === 0,
    }),
    generate: ({ c1, c2, add }, rng) => {
      const sign = add ? 1 : -1;
      const build = (k: readonly number[]) =>
        sum([k[0] as number, 'x^{2}'], [k[1] as number, 'x'], [k[2] as number, '']);
      const A = build(c1);
      const B = build(c2);
      const tex = `\\left(${A}\\right)${add ? '+' : '-'}\\left(${B}\\right)`;
      const r = c1.map((v, i) => v + sign * (c2[i] as number));
      const at = (k: readonly number[], i: number) => k[i] as number;
      const correct = build(r);
      const wrong = [
        build([at(r, 0), at(c1, 1) - sign * at(c2, 1), at(r, 2)]),
        build([at(r, 0), at(r, 1), at(c1, 2) - sign * at(c2, 2)]),
        build([at(c1, 0) - sign * at(c2, 0), at(r, 1), at(r, 2)]),
        build(c1.map((v, i) => v - sign * at(c2, i))),
        build([at(c1, 0) + sign * at(c2, 0), at(c1, 1) - sign * at(c2, 1), at(r, 2)]),
        build([at(r, 0), -at(r, 1), at(r, 2)]),
      ];
      const opened = sum(A, build(c2.map((v) => -v)));
      return multiple(rng, {
        stem: [`다음을 계산한 것은? \\(${tex}\\)`, `Simplify \\(${tex}\\).`],
        correct: m(correct),
        wrong: wrong.map(m),
        steps: [
          [
            add ? `괄호를 풀고 동류항끼리 모읍니다.` : `빼는 식의 각 항의 부호를 바꾸어 괄호를 풉니다: \\(${opened}\\)`,
            add
              ? `Remove the parentheses and combine like terms.`
              : `Change the sign of every term being subtracted: \\(${opened}\\)`,
          ],
          [`동류항끼리 계산하면 \\(${correct}\\)입니다.`, `Combining like terms gives \\(${correct}\\).`],
        ],
        difficulty: add ? 2 : 3,
      });
    },
    check: (_p, problem) => keyIs(problem, (v) => evalLatex(stemMath(problem), v)),
  }),

  defineTemplate(U, 'divide-by-monomial', {
    version: 2,
    params: (rng) => ({
      c: rng.intExcept(-5, 6, [0, 1]),
      p: rng.intExcept(-6, 6, [0]),
      q: rng.intExcept(-6, 6, [0]),
      shape: rng.int(0, 1),
    }),
    generate: ({ c, p, q, shape }) => {
      // (c·p x^2 y + c·q x y^2) ÷ c x y = p x + q y, or (c·p x^3 y + c·q x^2) ÷ c x^2 = p x y + q.
      const [t1, t2, d, r1, r2] =
        shape === 0
          ? [mono(c * p, 2, 1), mono(c * q, 1, 2), mono(c, 1, 1), term(p, 'x'), term(q, 'y')]
          : [mono(c * p, 3, 1), mono(c * q, 2, 0), mono(c, 2, 0), term(p, 'xy'), term(q, '')];
      const res = sum(r1, r2);
      const tex = `\\left(${sum(t1, t2)}\\right)\\div ${bracket(d)}`;
      const split = `\\frac{${t1}}{${d}}${t2.startsWith('-') ? '-' : '+'}\\frac{${t2.replace(/^-/, '')}}{${d}}`;
      return essay({
        stem: [`다음을 계산하시오. \\(${tex}\\)`, `Simplify \\(${tex}\\).`],
        answer: res,
        form: 'expanded',
        variables: ['x', 'y'],
        steps: [
          [
            `각 항을 ${withJosa(m(d), '으로/로')} 나눕니다: \\(${split}\\)`,
            `Divide each term by \\(${d}\\): \\(${split}\\)`,
          ],
          [
            `계수는 계수끼리 나누고 지수법칙을 쓰면 \\(${split}=${res}\\)입니다.`,
            `Divide the coefficients and subtract the exponents: \\(${split}=${res}\\).`,
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
