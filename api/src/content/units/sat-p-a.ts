// SAT Advanced Math, equivalent expressions: original items.
import { defineTemplate, essay, multiple, nearby, type ProblemTemplate } from '../kit/template.js';
import { linear, m, paren, polyX, pow, shift, signed, sum, term } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyHolds, keyIs, keyWhere, valueOf } from '../kit/check.js';
import { gcd } from '../kit/numbers.js';

const U = 'sat-p-a';

export const templates: ProblemTemplate[] = [
  /** The x-coefficient of (ax + b)(cx + d). */
  defineTemplate(U, 'product-coefficient', {
    version: 2,
    params: (rng) => {
      const a = rng.intExcept(-6, 6, [0]);
      const b = rng.intExcept(-9, 9, [0]);
      const c = rng.intExcept(-6, 6, [0]);
      const d = rng.intExcept(-9, 9, [0]);
      return { a, b, c, d };
    },
    generate: ({ a, b, c, d }) => {
      const middle = a * d + b * c;
      const product = `(${linear(a, b)})(${linear(c, d)})`;
      const fourTerms = sum([a * c, 'x^{2}'], [a * d, 'x'], [b * c, 'x'], [b * d, '']);
      return essay({
        stem: [
          `식 ${withJosa(`\\(${product}\\)`, '을/를')} 전개하여 \\(px^{2}+qx+r\\) 꼴로 나타낼 때, \\(q\\)의 값을 구하시오. (단, \\(p\\), \\(q\\), ${withJosa('\\(r\\)', '은/는')} 상수이다.)`,
          `The expression \\(${product}\\) is rewritten as \\(px^{2}+qx+r\\), where \\(p\\), \\(q\\), and \\(r\\) are constants. What is the value of \\(q\\)?`,
        ],
        answer: String(middle),
        form: 'number',
        steps: [
          [
            `분배법칙으로 전개하면 \\(${product}=${fourTerms}=${polyX([a * c, middle, b * d])}\\)입니다.`,
            `Distribute: \\(${product}=${fourTerms}=${polyX([a * c, middle, b * d])}\\).`,
          ],
          [
            `\\(x\\)의 계수는 \\(${a * d}+${paren(b * c)}=${middle}\\)이므로 \\(q=${middle}\\)입니다.`,
            `The coefficient of \\(x\\) is \\(${a * d}+${paren(b * c)}=${middle}\\), so \\(q=${middle}\\).`,
          ],
        ],
        difficulty: 2,
      });
    },
    check: ({ a, b, c, d }, problem) => {
      // Evaluate the product at x = 1 and x = -1: q = (f(1) - f(-1)) / 2.
      const f = (x: number) => (a * x + b) * (c * x + d);
      return keyIs(problem, (f(1) - f(-1)) / 2);
    },
  }),

  /** Which expression equals k(mx + n) - (2x - n)? The key is the expanded form. */
  defineTemplate(U, 'equivalent-expression', {
    version: 3,
    params: (rng) => {
      const k = rng.int(2, 6);
      const m = rng.intExcept(-5, 5, [0]);
      const n = rng.intExcept(-9, 9, [0, m]);
      return { k, m, n };
    },
    generate: ({ k, m, n }, rng) => {
      // k(mx + n) - (2x - n) = (km - 2)x + (kn + n)
      const p = k * m - 2;
      const c = k * n + n;
      const show = (x: number, y: number) => `\\(${linear(x, y)}\\)`;
      const original = `${k}(${linear(m, n)})-(${linear(2, -n)})`;
      return multiple(rng, {
        choices: 4,
        stem: [
          `다음 중 ${withJosa(`\\(${original}\\)`, '과/와')} 같은 식은?`,
          `Which expression is equivalent to \\(${original}\\)?`,
        ],
        correct: show(p, c),
        wrong: [
          show(k * m - 2, k * n - n),
          show(k * m + 2, k * n + n),
          show(m - 2, k * n + n),
          show(k * m - 2, n + n),
          show(k * m, k * n),
          show(p, -c),
          show(-p, c),
          show(p + 1, c),
          show(p, c + 1),
        ],
        steps: [
          [
            `분배법칙으로 괄호를 풀면 \\(${sum([k * m, 'x'], [k * n, ''], [-2, 'x'], [n, ''])}\\)입니다. 빼는 괄호 안의 각 항은 부호가 바뀝니다.`,
            `Distribute: \\(${sum([k * m, 'x'], [k * n, ''], [-2, 'x'], [n, ''])}\\). Subtracting the bracket changes the sign of each of its terms.`,
          ],
          [
            `동류항끼리 모으면 \\((${k * m}-2)x+(${k * n}+${paren(n)})=${linear(p, c)}\\)입니다.`,
            `Combine like terms: \\((${k * m}-2)x+(${k * n}+${paren(n)})=${linear(p, c)}\\).`,
          ],
        ],
        difficulty: 2,
      });
    },
    // Each choice is evaluated at several values of x; only the key agrees with the original everywhere.
    check: ({ k, m, n }, problem) => keyIs(problem, ({ x }) => k * (m * x + n) - (2 * x - n)),
  }),

  /** (x^a · x^b / x^c)^power = x^n: find n. */
  defineTemplate(U, 'exponent-rules', {
    version: 2,
    params: (rng) => {
      const a = rng.int(2, 9);
      const b = rng.int(2, 9);
      const c = rng.int(1, a + b - 1);
      const power = rng.int(2, 3);
      return { a, b, c, power };
    },
    generate: ({ a, b, c, power }) => {
      const inner = a + b - c;
      const n = inner * power;
      const expression = `\\left(\\dfrac{x^{${a}}\\cdot x^{${b}}}{${pow('x', c)}}\\right)^{${power}}`;
      return essay({
        stem: [
          `\\(x > 0\\)일 때, \\(${expression}=x^{n}\\)을 만족시키는 \\(n\\)의 값을 구하시오.`,
          `For \\(x > 0\\), \\(${expression}=x^{n}\\). What is the value of \\(n\\)?`,
        ],
        answer: String(n),
        form: 'number',
        steps: [
          [
            `밑이 같은 거듭제곱의 곱셈은 지수를 더하고, 나눗셈은 지수를 뺍니다. \\(\\dfrac{x^{${a}}\\cdot x^{${b}}}{${pow('x', c)}}=x^{${a}+${b}-${c}}=${pow('x', inner)}\\)`,
            `Multiplying powers of the same base adds the exponents and dividing subtracts them: \\(\\dfrac{x^{${a}}\\cdot x^{${b}}}{${pow('x', c)}}=x^{${a}+${b}-${c}}=${pow('x', inner)}\\).`,
          ],
          [
            `거듭제곱의 거듭제곱은 지수를 곱하므로 \\(\\left(${pow('x', inner)}\\right)^{${power}}=x^{${inner}\\times ${power}}=x^{${n}}\\)이고 \\(n=${n}\\)입니다.`,
            `A power of a power multiplies the exponents: \\(\\left(${pow('x', inner)}\\right)^{${power}}=x^{${inner}\\times ${power}}=x^{${n}}\\), so \\(n=${n}\\).`,
          ],
        ],
        difficulty: 2,
      });
    },
    check: ({ a, b, c, power }, problem) => {
      // Numerically at x = 2 (exact in floating point for these sizes): 2^n is the left side.
      const lhs = ((2 ** a * 2 ** b) / 2 ** c) ** power;
      return keyIs(problem, Math.log2(lhs));
    },
  }),

  /** A difference of two squares factored. */
  defineTemplate(U, 'difference-of-squares', {
    version: 2,
    params: (rng) => {
      const a = rng.int(1, 9);
      // b coprime to a, so the factors share no number: 4x² − 9, not 4x² − 144.
      return { a, b: rng.pick([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((v) => gcd(a, v) === 1)) };
    },
    generate: ({ a, b }, rng) => {
      const ax = term(a, 'x');
      const expression = `${a * a === 1 ? '' : a * a}x^{2}-${b * b}`;
      return multiple(rng, {
        choices: 4,
        stem: [
          `다음 중 ${withJosa(m(expression), '과/와')} 같은 식은?`,
          `Which of the following is equivalent to \\(${expression}\\)?`,
        ],
        correct: m(`(${ax}-${b})(${ax}+${b})`),
        wrong: [
          m(`(${ax}-${b})^{2}`),
          m(`(${ax}+${b})^{2}`),
          m(`(${term(a * a, 'x')}-${b})(x+${b})`),
          m(`(${ax}-${b * b})(${ax}+1)`),
          m(`(${ax}-${b})(${ax}-${b})`),
        ],
        steps: [
          [
            `\\(${expression}=(${ax})^{2}-${b}^{2}\\)이므로 두 제곱의 차입니다.`,
            `\\(${expression}=(${ax})^{2}-${b}^{2}\\) is a difference of two squares.`,
          ],
          [
            `\\(A^{2}-B^{2}=(A-B)(A+B)\\)이므로 \\(${expression}=(${ax}-${b})(${ax}+${b})\\)입니다.`,
            `Since \\(A^{2}-B^{2}=(A-B)(A+B)\\), \\(${expression}=(${ax}-${b})(${ax}+${b})\\).`,
          ],
        ],
        difficulty: 2,
      });
    },
    check: ({ a, b }, problem) => keyIs(problem, ({ x }) => (a * x) ** 2 - b * b),
  }),

  /** A linear factor of a quadratic: the one whose zero is a zero of the quadratic. */
  defineTemplate(U, 'linear-factor', {
    version: 1,
    params: (rng) => {
      const p = rng.int(2, 5);
      // px − r has no common factor, so it is a factor in lowest terms.
      const r = rng.pick([-7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7].filter((v) => gcd(p, Math.abs(v)) === 1));
      const s = rng.intExcept(-7, 7, [0, r]);
      return { p, r, s };
    },
    generate: ({ p, r, s }, rng) => {
      // (px − r)(x − s) = p x² − (ps + r) x + rs
      const poly = polyX([p, -(p * s + r), r * s]);
      return multiple(rng, {
        choices: 4,
        stem: [`다음 중 \\(${poly}\\)의 인수인 것은?`, `Which of the following is a factor of \\(${poly}\\)?`],
        correct: m(linear(p, -r)),
        wrong: [linear(p, r), linear(1, s), linear(p, -s), linear(r, -p), linear(1, -r)].map((t) => m(t)),
        steps: [
          [
            `\\(x^{2}\\)의 계수 ${withJosa(m(p), '과/와')} 상수항 ${withJosa(m(r * s), '을/를')} 보고 ${withJosa(m(`(${linear(p, -r)})(${linear(1, -s)})`), '으로/로')} 인수분해할 수 있습니다.`,
            `Look at the leading coefficient \\(${p}\\) and the constant \\(${r * s}\\): the expression factors as \\((${linear(p, -r)})(${linear(1, -s)})\\).`,
          ],
          [
            `전개하여 확인하면 \\((${linear(p, -r)})(${linear(1, -s)})=${poly}\\)입니다. 따라서 ${withJosa(m(linear(p, -r)), '은/는')} 인수입니다.`,
            `Check by expanding: \\((${linear(p, -r)})(${linear(1, -s)})=${poly}\\). So \\(${linear(p, -r)}\\) is a factor.`,
          ],
        ],
        difficulty: 3,
      });
    },
    // A linear factor cx + d divides the quadratic exactly when the quadratic is 0 at x = −d/c.
    check: ({ p, r, s }, problem) =>
      keyHolds(problem, (choice) => {
        const at0 = valueOf(choice, { x: 0, y: 0, a: 0, b: 0, c: 0, n: 0, i: 0 })[0] as number;
        const at1 = valueOf(choice, { x: 1, y: 0, a: 0, b: 0, c: 0, n: 0, i: 0 })[0] as number;
        const zero = -at0 / (at1 - at0);
        return Math.abs(p * zero * zero - (p * s + r) * zero + r * s) < 1e-9;
      }),
  }),

  /** Two fractions over linear denominators added into one. */
  defineTemplate(U, 'add-rational', {
    version: 1,
    params: (rng) => {
      const a = rng.int(1, 6);
      const b = rng.int(1, 6);
      const p = rng.intExcept(-6, 6, [0]);
      const s = rng.intExcept(-6, 6, [0, p]);
      return { a, b, p, s };
    },
    generate: ({ a, b, p, s }, rng) => {
      const den = `(${shift('x', p)})(${shift('x', s)})`;
      const expression = `\\frac{${a}}{${shift('x', p)}}+\\frac{${b}}{${shift('x', s)}}`;
      const top = linear(a + b, a * s + b * p);
      const times = (k: number, f: string) => (k === 1 ? f : `${k}(${f})`);
      return multiple(rng, {
        choices: 4,
        stem: [
          `\\(x\\ne ${-p}\\), \\(x\\ne ${-s}\\)일 때, 다음 중 ${withJosa(m(expression), '과/와')} 같은 식은?`,
          `For \\(x\\ne ${-p}\\) and \\(x\\ne ${-s}\\), which of the following is equivalent to \\(${expression}\\)?`,
        ],
        correct: m(`\\frac{${top}}{${den}}`),
        wrong: [
          m(`\\frac{${a + b}}{${linear(2, p + s)}}`),
          m(`\\frac{${a + b}}{${den}}`),
          m(`\\frac{${linear(a + b, a * p + b * s)}}{${den}}`),
          m(`\\frac{${a * b}}{${den}}`),
          m(`\\frac{${linear(a + b, a * s + b * p + 1)}}{${den}}`),
          m(`\\frac{${linear(a + b, -(a * s + b * p))}}{${den}}`),
        ],
        steps: [
          [
            `분모를 ${withJosa(m(den), '으로/로')} 통분합니다: \\(\\frac{${times(a, shift('x', s))}}{${den}}+\\frac{${times(b, shift('x', p))}}{${den}}\\)`,
            `Use the common denominator \\(${den}\\): \\(\\frac{${times(a, shift('x', s))}}{${den}}+\\frac{${times(b, shift('x', p))}}{${den}}\\).`,
          ],
          [
            `분자를 더하면 \\(${sum([a, 'x'], [a * s, ''], [b, 'x'], [b * p, ''])}=${top}\\)이므로 \\(\\frac{${top}}{${den}}\\)입니다. 핵심은 각 분자에 상대의 분모를 곱하는 것입니다.`,
            `Add the numerators: \\(${sum([a, 'x'], [a * s, ''], [b, 'x'], [b * p, ''])}=${top}\\), giving \\(\\frac{${top}}{${den}}\\). The key: each numerator is multiplied by the other denominator.`,
          ],
        ],
        difficulty: 4,
      });
    },
    check: ({ a, b, p, s }, problem) => keyIs(problem, ({ x }) => a / (x + p) + b / (x + s)),
  }),
  /** The remainder theorem: the remainder of p(x) ÷ (x − r) is p(r), without dividing. */
  defineTemplate(U, 'remainder-theorem', {
    version: 1,
    params: (rng) => ({
      b: rng.int(-5, 5),
      c: rng.intExcept(-9, 9, [0]),
      d: rng.intExcept(-12, 12, [0]),
      r: rng.intExcept(-3, 3, [0]),
    }),
    generate: ({ b, c, d, r }, rng) => {
      const poly = polyX([1, b, c, d]);
      const value = r ** 3 + b * r * r + c * r + d;
      const evaluation = `${paren(r)}^{3}${b === 0 ? '' : `${signed(b)}\\times ${paren(r)}^{2}`}${signed(c)}\\times ${paren(r)}${signed(d)}`;
      const divisor = m(shift('x', -r));
      const other = -(r ** 3) + b * r * r - c * r + d;
      return multiple(rng, {
        choices: 4,
        stem: [
          `다항식 ${withJosa(m(`p(x)=${poly}`), '을/를')} ${withJosa(divisor, '으로/로')} 나누었을 때의 나머지는?`,
          `What is the remainder when \\(p(x)=${poly}\\) is divided by \\(${shift('x', -r)}\\)?`,
        ],
        correct: m(value),
        wrong: [other, d, value - d, -value].map((v) => m(v)).concat(nearby(value)),
        steps: [
          [
            `\\(p(x)\\)를 ${withJosa(divisor, '으로/로')} 나눈 몫을 \\(q(x)\\), 나머지를 \\(R\\)이라 하면 \\(p(x)=(${shift('x', -r)})q(x)+R\\)입니다.`,
            `Write the division as \\(p(x)=(${shift('x', -r)})q(x)+R\\), where \\(q(x)\\) is the quotient and \\(R\\) is the remainder.`,
          ],
          [
            `양변에 ${withJosa(m(`x=${r}`), '을/를')} 대입하면 ${withJosa(divisor, '이/가')} \\(0\\)이 되므로 \\(R=p(${r})\\)입니다. 이것이 나머지정리입니다.`,
            `Substitute \\(x=${r}\\): the factor \\(${shift('x', -r)}\\) becomes \\(0\\), so \\(R=p(${r})\\). This is the remainder theorem, and it saves doing the division.`,
          ],
          [`\\(p(${r})=${evaluation}=${value}\\)입니다.`, `\\(p(${r})=${evaluation}=${value}\\).`],
        ],
        difficulty: 4,
      });
    },
    // Synthetic division by x − r: the last number of the bottom row is the remainder.
    check: ({ b, c, d, r }, problem) =>
      keyIs(
        problem,
        [b, c, d].reduce((acc, coef) => acc * r + coef, 1),
      ),
  }),

  /** The factored form of a monic quadratic with whole roots: two numbers with the product and the sum. */
  defineTemplate(U, 'factor-quadratic', {
    version: 1,
    params: (rng) => {
      const r = rng.intExcept(-9, 9, [0]);
      const t = rng.intExcept(-9, 9, [0, r, -r]);
      return { r, t };
    },
    generate: ({ r, t }, rng) => {
      const expression = polyX([1, -(r + t), r * t]);
      const factored = (u: number, v: number) => `(${shift('x', -u)})(${shift('x', -v)})`;
      return multiple(rng, {
        choices: 4,
        stem: [
          `다음 중 ${withJosa(m(expression), '과/와')} 같은 식은?`,
          `Which of the following is equivalent to \\(${expression}\\)?`,
        ],
        correct: m(factored(r, t)),
        wrong: [factored(-r, -t), factored(r, -t), factored(-r, t), factored(r * t, 1)].map((v) => m(v)),
        steps: [
          [
            `\\((x+p)(x+q)=x^{2}+(p+q)x+pq\\)이므로 곱이 \\(${r * t}\\), 합이 \\(${-(r + t)}\\)인 두 수를 찾습니다.`,
            `Since \\((x+p)(x+q)=x^{2}+(p+q)x+pq\\), look for two numbers whose product is \\(${r * t}\\) and whose sum is \\(${-(r + t)}\\).`,
          ],
          [
            `\\(${-r}\\times ${paren(-t)}=${r * t}\\), \\(${-r}+${paren(-t)}=${-(r + t)}\\)이므로 두 수는 ${withJosa(m(-r), '과/와')} \\(${-t}\\)입니다.`,
            `\\(${-r}\\times ${paren(-t)}=${r * t}\\) and \\(${-r}+${paren(-t)}=${-(r + t)}\\), so the numbers are \\(${-r}\\) and \\(${-t}\\).`,
          ],
          [
            `따라서 \\(${expression}=${factored(r, t)}\\)입니다. 부호가 바뀐 ${withJosa(m(factored(-r, -t)), '은/는')} 전개하면 \\(x\\)의 계수의 부호가 달라집니다.`,
            `So \\(${expression}=${factored(r, t)}\\). The choice with the signs switched, \\(${factored(-r, -t)}\\), expands with the opposite \\(x\\)-coefficient.`,
          ],
        ],
        difficulty: 2,
      });
    },
    // Equivalent expressions agree at every sample point.
    check: ({ r, t }, problem) => keyIs(problem, ({ x }) => x * x - (r + t) * x + r * t),
  }),

  /** The form that shows the minimum: complete the square, half the x-coefficient squared moved to the constant. */
  defineTemplate(U, 'vertex-form', {
    version: 1,
    params: (rng) => ({
      h: rng.intExcept(-7, 7, [0]),
      k: rng.intExcept(-12, 12, [0]),
    }),
    generate: ({ h, k }, rng) => {
      const expression = polyX([1, -2 * h, h * h + k]);
      const square = (u: number, c: number) => sum(`(${shift('x', -u)})^{2}`, [c, '']);
      return multiple(rng, {
        choices: 4,
        stem: [
          `다음 중 ${withJosa(m(expression), '과/와')} 같고, 이 식의 최솟값이 상수항으로 드러나는 식은?`,
          `Which of the following is equivalent to \\(${expression}\\) and displays the minimum value of the expression as a constant?`,
        ],
        correct: m(square(h, k)),
        wrong: [
          square(-h, k),
          square(h, h * h + k + h * h),
          square(2 * h, k - 3 * h * h),
          square(-h, h * h + k),
          square(h, -k),
        ].map((v) => m(v)),
        steps: [
          [
            `핵심은 완전제곱식입니다. \\(x\\)의 계수 \\(${-2 * h}\\)의 절반은 \\(${-h}\\)이고, \\((${shift('x', -h)})^{2}=${polyX([1, -2 * h, h * h])}\\)입니다.`,
            `The key is completing the square. Half of the \\(x\\)-coefficient \\(${-2 * h}\\) is \\(${-h}\\), and \\((${shift('x', -h)})^{2}=${polyX([1, -2 * h, h * h])}\\).`,
          ],
          [
            `따라서 \\(${expression}=(${shift('x', -h)})^{2}+${paren(h * h + k)}-${h * h}=${square(h, k)}\\)입니다.`,
            `So \\(${expression}=(${shift('x', -h)})^{2}+${paren(h * h + k)}-${h * h}=${square(h, k)}\\).`,
          ],
          [
            `제곱은 \\(0\\) 이상이므로 \\(x=${h}\\)일 때 최솟값 ${withJosa(m(k), '을/를')} 가집니다. 최솟값이 상수항으로 드러나는 것은 이 꼴뿐입니다.`,
            `A square is never negative, so the expression is least, \\(${k}\\), when \\(x=${h}\\); this form shows that minimum as its constant.`,
          ],
        ],
        difficulty: 3,
      });
    },
    // Equivalent expressions agree at every sample point.
    check: ({ h, k }, problem) => keyIs(problem, ({ x }) => x * x - 2 * h * x + h * h + k),
  }),

  /** (ax + m)(bx + n) matched to a quadratic when only ab and a + b are known: the two orders give two values. */
  defineTemplate(U, 'unknown-factor-coefficients', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const [a, b] = rng.pick([
          [2, 3],
          [2, 5],
          [3, 4],
          [3, 5],
          [2, 7],
          [4, 5],
          [3, 7],
        ] as const);
        const mm = rng.intExcept(1, 9, []);
        const n = rng.intExcept(1, 9, [mm]);
        const swap = rng.pick([true, false] as const);
        const [p, r] = swap ? [b, a] : [a, b];
        return { p, r, mm, n };
      }
    },
    generate: ({ p, r, mm, n }, rng) => {
      const product = p * r;
      const total = p + r;
      const key = n * p + mm * r;
      const other = n * r + mm * p;
      const left = `(ax+${mm})(bx+${n})`;
      const right = `${product}x^{2}+cx+${mm * n}`;
      return multiple(rng, {
        choices: 4,
        stem: [
          `모든 \\(x\\)에 대하여 \\(${left}=${right}\\)이고 \\(a+b=${total}\\)입니다. 상수 \\(a\\), \\(b\\), \\(c\\)에 대하여 \\(c\\)의 값이 될 수 있는 것은?`,
          `The equation \\(${left}=${right}\\) is true for all values of \\(x\\), where \\(a\\), \\(b\\), and \\(c\\) are constants, and \\(a+b=${total}\\). Which of the following could be the value of \\(c\\)?`,
        ],
        correct: m(key),
        wrong: [total * (mm + n), mm + n, mm * n + product, total, product + total]
          .filter((v) => v !== other)
          .map((v) => m(v)),
        steps: [
          [
            `좌변을 전개하면 \\(abx^{2}+(${sum([n, 'a'], [mm, 'b'])})x+${mm * n}\\)이므로 \\(ab=${product}\\), \\(c=${sum([n, 'a'], [mm, 'b'])}\\)입니다.`,
            `Expanding the left side gives \\(abx^{2}+(${sum([n, 'a'], [mm, 'b'])})x+${mm * n}\\), so \\(ab=${product}\\) and \\(c=${sum([n, 'a'], [mm, 'b'])}\\).`,
          ],
          [
            `\\(ab=${product}\\), \\(a+b=${total}\\)이므로 \\(a\\), \\(b\\)는 ${withJosa(m(p), '과/와')} \\(${r}\\)입니다. 핵심은 어느 쪽이 \\(a\\)인지 정해지지 않아 \\(c\\)가 두 값을 가질 수 있다는 것입니다.`,
            `With \\(ab=${product}\\) and \\(a+b=${total}\\), the numbers \\(a\\) and \\(b\\) are \\(${p}\\) and \\(${r}\\). The key is that either could be \\(a\\), so \\(c\\) can take two values.`,
          ],
          [
            `\\(a=${p}\\), \\(b=${r}\\)이면 \\(c=${n}\\times ${p}+${mm}\\times ${r}=${key}\\), \\(a=${r}\\), \\(b=${p}\\)이면 \\(c=${other}\\)입니다. 선택지 중에는 ${withJosa(m(key), '이/가')} 있습니다.`,
            `If \\(a=${p}\\) and \\(b=${r}\\), then \\(c=${n}\\times ${p}+${mm}\\times ${r}=${key}\\); if \\(a=${r}\\) and \\(b=${p}\\), then \\(c=${other}\\). Of the choices, \\(${key}\\) is possible.`,
          ],
        ],
        difficulty: 5,
      });
    },
    // Tries every whole a from −20 to 20 (b = total − a) and collects the c values that make the identity hold.
    check: ({ p, r, mm, n }, problem) => {
      const possible = new Set<number>();
      for (let a = -20; a <= 20; a++) {
        const b = p + r - a;
        if (a * b === p * r) possible.add(n * a + mm * b);
      }
      return keyWhere(problem, ([c]) => possible.has(c as number));
    },
  }),
];
