// SAT Advanced Math, equivalent expressions: original items.
import {
  defineTemplate,
  essay,
  keyIs,
  linear,
  multiple,
  paren,
  polyX,
  pow,
  sum,
  withJosa,
  type ProblemTemplate,
} from '../kit/index.js';

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
];
