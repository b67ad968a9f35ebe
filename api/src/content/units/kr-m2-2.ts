// 중2 2. 식의 계산: laws of exponents with monomials (the exponent in the box, an equation in the exponent), adding and
// subtracting polynomials, dividing a polynomial by a monomial, a product or quotient done wrongly, substituting
// expressions, and solving an equation for y (typed).
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { q, num } from '../kit/numbers.js';
import { m, paren, pow, sum, term } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { evalLatex, keyIs, numberOf, stemMath } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';
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

  defineTemplate(U, 'solve-for-y', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const a = rng.intExcept(-6, 6, [0]);
        const b = rng.intExcept(-5, 5, [0, 1]);
        const c = rng.intExcept(-12, 12, [0]);
        // a x + b y = c, solved for y: y = (−a/b) x + c/b; keep it when the constant is whole.
        if (c % b === 0 && Math.abs(a) !== Math.abs(b)) return { a, b, c };
      }
    },
    generate: ({ a, b, c }) => {
      const eq = `${sum([a, 'x'], [b, 'y'])}=${c}`;
      const key = `y=${sum([q(-a, b), 'x'], [c / b, ''])}`;
      const moved = `${term(b, 'y')}=${sum([-a, 'x'], [c, ''])}`;
      return essay({
        stem: [`등식 ${withJosa(m(eq), '을/를')} \\(y\\)에 대하여 푸시오.`, `Solve \\(${eq}\\) for \\(y\\).`],
        answer: key,
        form: 'solved',
        variables: ['x', 'y'],
        steps: [
          [
            `\\(y\\)가 있는 항만 좌변에 남기고 나머지 항은 우변으로 이항하면 \\(${moved}\\)입니다.`,
            `Keep the \\(y\\)-term on the left and move the rest to the right: \\(${moved}\\).`,
          ],
          [
            `양변을 \\(y\\)의 계수 ${withJosa(m(b), '으로/로')} 나누면 \\(${key}\\)입니다.`,
            `Divide both sides by \\(${b}\\), the coefficient of \\(y\\): \\(${key}\\).`,
          ],
        ],
        difficulty: 3,
      });
    },
    // Put the key's y back into the stated equation at several x: it must hold at each.
    check: (_p, problem) => {
      const eq = stemMath(problem, 0);
      const yOf = (x: number) => -(evalLatex(problem.answer, { x, y: 0 })[1] as number);
      if (evalLatex(problem.answer, { x: 0, y: 0 })[0] !== 5 || !/^y=/.test(problem.answer)) return false;
      return [-2, 0, 1, 3.5].every((x) => Math.abs(evalLatex(eq, { x, y: yOf(x) })[1] as number) < 1e-9);
    },
  }),

  defineTemplate(U, 'wrong-multiply-divide', {
    version: 1,
    params: (rng) => {
      const d = rng.intExcept(-3, 3, [0, 1]);
      // The right result is p·x^{px}y^{py} + r·x^{rx}: A = right × d x, and the mistake multiplied A by d x.
      return {
        d,
        dividedWrongly: rng.int(0, 1) === 1,
        p: rng.intExcept(-5, 5, [0]),
        px: rng.int(1, 2),
        py: rng.int(1, 2),
        r: rng.intExcept(-6, 6, [0]),
        rx: rng.int(0, 1),
      };
    },
    generate: ({ d, dividedWrongly, p, px, py, r, rx }) => {
      // Was to divide by d x but multiplied: A = right·dx, wrong = A·dx = right·d²x². (Or the reverse.)
      const divisor = mono(d, 1, 0);
      const right = dividedWrongly ? [p * d * d, px + 2, py, r * d * d, rx + 2] : [p, px, py, r, rx];
      const A = dividedWrongly ? [p * d, px + 1, py, r * d, rx + 1] : [p * d, px + 1, py, r * d, rx + 1];
      const wrong = dividedWrongly ? [p, px, py, r, rx] : [p * d * d, px + 2, py, r * d * d, rx + 2];
      const poly = (t: readonly number[]) => sum(mono(t[0]!, t[1]!, t[2]!), mono(t[3]!, t[4]!, 0));
      const [wrongTex, aTex, key] = [poly(wrong), poly(A), poly(right)];
      const didKo = dividedWrongly ? '나누었더니' : '곱하였더니';
      const [shouldEn, didEn] = dividedWrongly ? ['multiply', 'divided'] : ['divide', 'multiplied'];
      return essay({
        stem: [
          `${dividedWrongly ? `어떤 식 \\(A\\)에 ${withJosa(m(divisor), '을/를')} 곱해야` : `어떤 식 \\(A\\)를 ${withJosa(m(divisor), '으로/로')} 나누어야`} 할 것을 잘못하여 ${didKo} ${withJosa(m(wrongTex), '이/가')} 되었습니다. 바르게 계산한 식을 구하시오.`,
          `A student was supposed to ${shouldEn} an expression \\(A\\) by \\(${divisor}\\) but ${didEn} by mistake, and got \\(${wrongTex}\\). Find the result of the correct calculation.`,
        ],
        answer: key,
        form: 'expanded',
        variables: ['x', 'y'],
        steps: [
          [
            `잘못 계산한 결과에서 거꾸로 계산하여 어떤 식 \\(A\\)를 먼저 구하는 것이 핵심입니다. \\(A${dividedWrongly ? '\\div' : '\\times'} ${bracket(divisor)}=${wrongTex}\\)이므로 \\(A=\\left(${wrongTex}\\right)${dividedWrongly ? '\\times' : '\\div'} ${bracket(divisor)}=${aTex}\\)입니다.`,
            `The key is to undo the mistake and recover \\(A\\) first. \\(A${dividedWrongly ? '\\div' : '\\times'} ${bracket(divisor)}=${wrongTex}\\), so \\(A=\\left(${wrongTex}\\right)${dividedWrongly ? '\\times' : '\\div'} ${bracket(divisor)}=${aTex}\\).`,
          ],
          [
            `바르게 계산하면 \\(\\left(${aTex}\\right)${dividedWrongly ? '\\times' : '\\div'} ${bracket(divisor)}=${key}\\)입니다.`,
            `The correct calculation: \\(\\left(${aTex}\\right)${dividedWrongly ? '\\times' : '\\div'} ${bracket(divisor)}=${key}\\).`,
          ],
        ],
        difficulty: 4,
      });
    },
    // Undo and redo the mistake on numbers at the sample points.
    check: ({ d, dividedWrongly, p, px, py, r, rx }, problem) =>
      keyIs(problem, (v) => {
        const wrong = dividedWrongly
          ? p * v.x ** px * v.y ** py + r * v.x ** rx
          : d * d * (p * v.x ** (px + 2) * v.y ** py + r * v.x ** (rx + 2));
        const A = dividedWrongly ? wrong * (d * v.x) : wrong / (d * v.x);
        return dividedWrongly ? A * (d * v.x) : A / (d * v.x);
      }),
  }),

  defineTemplate(U, 'box-exponent', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const p = { a: rng.int(2, 4), box: rng.int(2, 5), b: rng.int(2, 6), c: rng.int(2, 5) };
        if (p.a * p.box + p.b - p.c >= 2) return p;
      }
    },
    generate: ({ a, box, b, c }) => {
      const e = a * box + b - c;
      const tex = `\\left(x^{${a}}\\right)^{\\square}\\times x^{${b}}\\div x^{${c}}=x^{${e}}`;
      return essay({
        stem: [
          `다음 식에서 \\(\\square\\) 안에 알맞은 수를 구하시오. \\(${tex}\\)`,
          `What number goes in the box? \\(${tex}\\)`,
        ],
        answer: num(box),
        form: 'number',
        hint: HINTS.whole,
        steps: [
          [
            `거듭제곱의 거듭제곱은 지수끼리 곱하고, 곱셈은 지수끼리 더하고, 나눗셈은 지수끼리 뺍니다: 좌변은 \\(x^{${a}\\times\\square+${b}-${c}}\\)`,
            `A power of a power multiplies the exponents, a product adds them, a quotient subtracts them: the left side is \\(x^{${a}\\times\\square+${b}-${c}}\\)`,
          ],
          [
            `\\(${a}\\times\\square+${b}-${c}=${e}\\)에서 \\(${a}\\times\\square=${a * box}\\)이므로 \\(\\square=${box}\\)입니다.`,
            `So \\(${a}\\times\\square+${b}-${c}=${e}\\), \\(${a}\\times\\square=${a * box}\\), and the box is \\(${box}\\).`,
          ],
        ],
        difficulty: 2,
      });
    },
    // Try each exponent in the box on a number: 2 in place of x must give the same power both sides.
    check: ({ a, b, c }, problem) => {
      const e = Number(/=x\^\{(\d+)\}$/.exec(stemMath(problem))?.[1]);
      const fits = Array.from({ length: 20 }, (_, k) => k).filter((k) => ((2 ** a) ** k * 2 ** b) / 2 ** c === 2 ** e);
      return fits.length === 1 && keyIs(problem, fits[0]!);
    },
  }),

  defineTemplate(U, 'substitute-expressions', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const p = {
          A: [rng.intExcept(-4, 5, [0]), rng.intExcept(-4, 4, [0])] as const,
          B: [rng.intExcept(-4, 5, [0]), rng.intExcept(-4, 4, [0])] as const,
          k: rng.int(3, 5),
          l: rng.int(2, 3),
        };
        if (p.k <= p.l) continue;
        // Both terms of the result stay: (k − l)A + lB has an x-term and a y-term.
        const [kx, ky] = [0, 1].map((i) => (p.k - p.l) * p.A[i]! + p.l * p.B[i]!);
        if (kx !== 0 && ky !== 0) return p;
      }
    },
    generate: ({ A, B, k, l }) => {
      // k A − l(A − B) = (k − l)A + l B, with A = a1 x + a2 y and B = b1 x + b2 y.
      const [Atex, Btex] = [sum([A[0], 'x'], [A[1], 'y']), sum([B[0], 'x'], [B[1], 'y'])];
      const expr = `${k}A-${l}\\left(A-B\\right)`;
      const simpler = sum([k - l, 'A'], [l, 'B']);
      const key = sum([(k - l) * A[0] + l * B[0], 'x'], [(k - l) * A[1] + l * B[1], 'y']);
      const put = `${k - l === 1 ? '' : k - l}\\left(${Atex}\\right)+${l}\\left(${Btex}\\right)`;
      return essay({
        stem: [
          `\\(A=${Atex}\\), \\(B=${Btex}\\)일 때, ${withJosa(m(expr), '을/를')} \\(x\\), \\(y\\)에 대한 식으로 나타내시오.`,
          `Let \\(A=${Atex}\\) and \\(B=${Btex}\\). Write \\(${expr}\\) in terms of \\(x\\) and \\(y\\).`,
        ],
        answer: key,
        form: 'expanded',
        variables: ['x', 'y'],
        steps: [
          [
            `바로 대입하지 말고, 먼저 주어진 식을 \\(A\\), \\(B\\)에 대하여 간단히 하는 것이 핵심입니다: \\(${expr}=${simpler}\\)`,
            `The key is to simplify in terms of \\(A\\) and \\(B\\) before substituting: \\(${expr}=${simpler}\\)`,
          ],
          [
            `여기에 \\(A\\), \\(B\\)를 괄호로 묶어 대입하면 \\(${put}=${key}\\)입니다.`,
            `Now substitute \\(A\\) and \\(B\\) in parentheses: \\(${put}=${key}\\).`,
          ],
        ],
        difficulty: 3,
      });
    },
    check: ({ A, B, k, l }, problem) =>
      keyIs(problem, (v) => {
        const [a, b] = [A[0] * v.x + A[1] * v.y, B[0] * v.x + B[1] * v.y];
        return k * a - l * (a - b);
      }),
  }),

  defineTemplate(U, 'exponent-equation', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const p = { base: rng.pick([2, 3, 5]), k: rng.int(1, 2), x: rng.int(2, 5), minus: rng.int(0, 1) === 1 };
        // 2^{x+1} − 2^{x} = 2^{x}: nothing to factor out.
        const value = (p.base ** p.k + (p.minus ? -1 : 1)) * p.base ** p.x;
        if (!(p.minus && p.base === 2 && p.k === 1) && value <= 5000) return p;
      }
    },
    generate: ({ base, k, x, minus }) => {
      const factor = minus ? base ** k - 1 : base ** k + 1;
      const value = factor * base ** x;
      const tex = `${base}^{x+${k}}${minus ? '-' : '+'}${base}^{x}=${num(value)}`;
      const grouped = `${base}^{x}\\left(${pow(String(base), k)}${minus ? '-' : '+'}1\\right)=${num(value)}`;
      return essay({
        stem: [
          `등식 ${withJosa(m(tex), '을/를')} 만족하는 자연수 \\(x\\)의 값을 구하시오.`,
          `Find the natural number \\(x\\) for which \\(${tex}\\).`,
        ],
        answer: num(x),
        form: 'number',
        hint: HINTS.whole,
        steps: [
          [
            `\\(${base}^{x+${k}}=${base}^{x}\\times${pow(String(base), k)}\\)이므로 두 항을 공통인 ${withJosa(m(`${base}^{x}`), '으로/로')} 묶는 것이 핵심입니다: \\(${grouped}\\)`,
            `\\(${base}^{x+${k}}=${base}^{x}\\times${pow(String(base), k)}\\), so the key is to factor out the common \\(${base}^{x}\\): \\(${grouped}\\)`,
          ],
          [
            `\\(${base}^{x}\\times${factor}=${num(value)}\\)에서 \\(${base}^{x}=${num(base ** x)}=${base}^{${x}}\\)이므로 \\(x=${x}\\)입니다.`,
            `So \\(${base}^{x}\\times${factor}=${num(value)}\\), \\(${base}^{x}=${num(base ** x)}=${base}^{${x}}\\), and \\(x=${x}\\).`,
          ],
        ],
        difficulty: 4,
      });
    },
    check: ({ base, k, minus }, problem) => {
      const value = numberOf(stemMath(problem, -1).split('=')[1]!);
      const fits = Array.from({ length: 30 }, (_, i) => i + 1).filter(
        (x) => base ** (x + k) + (minus ? -1 : 1) * base ** x === value,
      );
      return fits.length === 1 && keyIs(problem, fits[0]!);
    },
  }),
];
