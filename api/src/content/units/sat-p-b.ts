// SAT Advanced Math, nonlinear equations in one variable and systems in two variables: original items.
import { defineTemplate, essay, multiple, nearby, type ProblemTemplate } from '../kit/template.js';
import { linear, m, paren, polyX, shift, signed, sum } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyIs, keyWhere } from '../kit/check.js';

const U = 'sat-p-b';

/** m√(inside) with the coefficient 1 left out. */
const root = (m: number, inside: string) => `${m === 1 ? '' : m}\\sqrt{${inside}}`;

export const templates: ProblemTemplate[] = [
  /** The positive solution of x^2 + bx + c = 0 with integer roots. */
  defineTemplate(U, 'positive-root', {
    version: 2,
    params: (rng) => {
      const r = rng.int(1, 12);
      const s = rng.int(-12, -1);
      return { r, s, b: -(r + s), c: r * s };
    },
    generate: ({ r, s, b, c }) => {
      const equation = `${polyX([1, b, c])}=0`;
      const factored = `(${shift('x', -r)})(${shift('x', -s)})=0`;
      return essay({
        stem: [
          `이차방정식 \\(${equation}\\)의 해 중에서 양수인 것을 구하시오.`,
          `What is the positive solution to the equation \\(${equation}\\)?`,
        ],
        answer: String(r),
        form: 'number',
        steps: [
          [
            `곱이 \\(${c}\\), 합이 \\(${-b}\\)인 두 정수는 \\(${r}\\), \\(${s}\\)이므로 좌변을 인수분해하면 \\(${factored}\\)입니다.`,
            `Two integers with product \\(${c}\\) and sum \\(${-b}\\) are \\(${r}\\) and \\(${s}\\), so the left side factors: \\(${factored}\\).`,
          ],
          [
            `\\(x=${r}\\) 또는 \\(x=${s}\\)이고, 이 중 양수인 해는 \\(${r}\\)입니다.`,
            `So \\(x=${r}\\) or \\(x=${s}\\), and the positive solution is \\(${r}\\).`,
          ],
        ],
        difficulty: 2,
      });
    },
    check: ({ b, c }, problem) => {
      // Substitute back, and make sure the other root (from the quadratic formula) is not positive too.
      const other = (-b - Math.sqrt(b * b - 4 * c)) / 2;
      return keyWhere(
        problem,
        ([x]) => (x as number) > 0 && (x as number) ** 2 + b * (x as number) + c === 0 && !(other > 0 && other !== x),
      );
    },
  }),

  /** m·√(x + a) = m·k. */
  defineTemplate(U, 'radical-equation', {
    version: 3,
    params: (rng) => {
      const k = rng.int(2, 9);
      const a = rng.int(-20, 20);
      const m = rng.int(1, 4);
      return { k, a, m, x: k * k - a };
    },
    generate: ({ k, a, m, x }, rng) => {
      const inside = shift('x', a);
      const lhs = root(m, inside);
      const steps: [string, string][] = [];
      if (m !== 1) {
        steps.push([
          `양변을 ${withJosa(`\\(${m}\\)`, '으로/로')} 나누면 \\(\\sqrt{${inside}}=${k}\\)입니다.`,
          `Divide both sides by \\(${m}\\): \\(\\sqrt{${inside}}=${k}\\).`,
        ]);
      }
      steps.push(
        [
          `양변을 제곱하면 \\(${inside}=${k * k}\\)이므로 \\(x=${k * k}${signed(-a)}=${x}\\)입니다.`,
          `Square both sides: \\(${inside}=${k * k}\\), so \\(x=${k * k}${signed(-a)}=${x}\\).`,
        ],
        [
          `확인하면 \\(${root(m, `${x}${signed(a)}`)}=${root(m, String(k * k))}=${m * k}\\)이므로 ${withJosa(`\\(x=${x}\\)`, '은/는')} 주어진 방정식의 해입니다.`,
          `Check: \\(${root(m, `${x}${signed(a)}`)}=${root(m, String(k * k))}=${m * k}\\), so \\(x=${x}\\) is a solution of the original equation.`,
        ],
      );
      return multiple(rng, {
        choices: 4,
        stem: [`방정식 \\(${lhs}=${m * k}\\)의 해는?`, `What is the solution to the equation \\(${lhs}=${m * k}\\)?`],
        correct: `\\(${x}\\)`,
        wrong: [k - a, k * k + a, k, m * m * k * k - a, k * k].map((v) => `\\(${v}\\)`).concat(nearby(x)),
        steps,
        difficulty: 3,
      });
    },
    check: ({ a, m, k }, problem) =>
      keyWhere(problem, ([x]) => (x as number) + a >= 0 && Math.abs(m * Math.sqrt((x as number) + a) - m * k) < 1e-9),
  }),

  /** y = x^2 + c and y = k: the positive x of an intersection point. */
  defineTemplate(U, 'line-parabola', {
    version: 3,
    params: (rng) => {
      const c = rng.int(-10, 10);
      const r = rng.int(1, 9);
      return { c, root: r, k: r * r + c };
    },
    generate: ({ c, root: r, k }, rng) => {
      const parabola = polyX([1, 0, c]);
      return multiple(rng, {
        choices: 4,
        stem: [
          `\\(xy\\)평면에서 곡선 ${withJosa(`\\(y=${parabola}\\)`, '과/와')} 직선 ${withJosa(`\\(y=${k}\\)`, '이/가')} 만나는 두 점 중 \\(x\\)좌표가 양수인 점의 \\(x\\)좌표는?`,
          `In the \\(xy\\)-plane, the graphs of \\(y=${parabola}\\) and \\(y=${k}\\) intersect at two points. What is the positive \\(x\\)-coordinate of an intersection point?`,
        ],
        correct: `\\(${r}\\)`,
        wrong: [k, k - c, -r, r * r, k + c].map((v) => `\\(${v}\\)`).concat(nearby(r)),
        steps: [
          [
            c === 0
              ? `두 식의 \\(y\\)가 같으므로 \\(x^{2}=${k}\\)입니다.`
              : `두 식의 \\(y\\)가 같으므로 \\(${parabola}=${k}\\)에서 \\(x^{2}=${k - c}\\)입니다.`,
            c === 0
              ? `Set the two expressions for \\(y\\) equal: \\(x^{2}=${k}\\).`
              : `Set the two expressions for \\(y\\) equal: \\(${parabola}=${k}\\), so \\(x^{2}=${k - c}\\).`,
          ],
          [
            `\\(${k - c}=${r}^{2}\\)이므로 \\(x=${r}\\) 또는 \\(x=${-r}\\)이고, 양수인 것은 \\(${r}\\)입니다.`,
            `Since \\(${k - c}=${r}^{2}\\), \\(x=${r}\\) or \\(x=${-r}\\); the positive value is \\(${r}\\).`,
          ],
        ],
        difficulty: 2,
      });
    },
    check: ({ c, k }, problem) => keyWhere(problem, ([x]) => (x as number) > 0 && (x as number) ** 2 + c === k),
  }),

  /** The sum of the solutions of a quadratic equation with a leading coefficient. */
  defineTemplate(U, 'sum-of-solutions', {
    version: 1,
    params: (rng) => {
      const a = rng.int(2, 5);
      const r = rng.intExcept(-9, 9, [0]);
      const s = rng.intExcept(-9, 9, [0, r, -r]);
      return { a, r, s };
    },
    generate: ({ a, r, s }, rng) => {
      const poly = polyX([a, -a * (r + s), a * r * s]);
      return multiple(rng, {
        choices: 4,
        stem: [`방정식 \\(${poly}=0\\)의 모든 해의 합은?`, `What is the sum of the solutions to \\(${poly}=0\\)?`],
        correct: m(r + s),
        wrong: [-(r + s), r * s, a * (r + s), -a * (r + s), r - s].map((v) => m(v)).concat(nearby(r + s)),
        steps: [
          [
            `양변을 \\(x^{2}\\)의 계수 ${withJosa(m(a), '으로/로')} 나누면 \\(${polyX([1, -(r + s), r * s])}=0\\)입니다.`,
            `Divide both sides by the leading coefficient \\(${a}\\): \\(${polyX([1, -(r + s), r * s])}=0\\).`,
          ],
          [
            `인수분해하면 \\((${shift('x', -r)})(${shift('x', -s)})=0\\)이므로 해는 \\(x=${r}\\) 또는 \\(x=${s}\\)입니다.`,
            `Factor: \\((${shift('x', -r)})(${shift('x', -s)})=0\\), so \\(x=${r}\\) or \\(x=${s}\\).`,
          ],
          [
            `두 해의 합은 \\(${r}+${paren(s)}=${r + s}\\)입니다. 이차방정식 \\(ax^{2}+bx+c=0\\)의 두 해의 합은 항상 \\(-\\frac{b}{a}\\)와 같으므로 바로 확인할 수 있습니다.`,
            `The sum is \\(${r}+${paren(s)}=${r + s}\\). This agrees with the rule that the solutions of \\(ax^{2}+bx+c=0\\) add up to \\(-\\frac{b}{a}\\).`,
          ],
        ],
        difficulty: 3,
      });
    },
    // Both roots by the quadratic formula in floating point.
    check: ({ a, r, s }, problem) => {
      const [b, c] = [-a * (r + s), a * r * s];
      const d = Math.sqrt(b * b - 4 * a * c);
      return keyIs(problem, Math.round(((-b + d) / (2 * a) + (-b - d) / (2 * a)) * 1e9) / 1e9);
    },
  }),

  /** The constant that gives a quadratic exactly one real solution: the discriminant is zero. */
  defineTemplate(U, 'one-solution-constant', {
    version: 1,
    params: (rng) => ({ half: rng.intExcept(-9, 9, [0]), a: rng.pick([1, 1, 2, 3] as const) }),
    generate: ({ half, a }, rng) => {
      // a x² + 2·a·half x + c = 0 has one solution when c = a·half².
      const b = 2 * a * half;
      const c = a * half * half;
      const equationText = `${polyX([a, b, 0]).replace(/x$/, 'x')}+c=0`;
      return multiple(rng, {
        choices: 4,
        stem: [
          `\\(x\\)에 대한 이차방정식 \\(${equationText}\\)의 실수인 해가 오직 하나일 때, 상수 \\(c\\)의 값은?`,
          `In the equation \\(${equationText}\\), \\(c\\) is a constant. If the equation has exactly one real solution, what is the value of \\(c\\)?`,
        ],
        correct: m(c),
        wrong: [-c, b * b, half * half * 2 * a, b, (b * b) / 2, c + a].map((v) => m(v)),
        steps: [
          [
            `이차방정식 \\(ax^{2}+bx+c=0\\)의 실수인 해가 하나뿐이려면 판별식 \\(b^{2}-4ac\\)가 \\(0\\)이어야 합니다. 이것이 이 문제의 핵심입니다.`,
            `A quadratic \\(ax^{2}+bx+c=0\\) has exactly one real solution when its discriminant \\(b^{2}-4ac\\) is \\(0\\). That is the key idea here.`,
          ],
          [
            `\\(${paren(b)}^{2}-4\\times ${a}\\times c=0\\)에서 \\(${b * b}=${4 * a}c\\)이므로 \\(c=${c}\\)입니다.`,
            `\\(${paren(b)}^{2}-4\\times ${a}\\times c=0\\) gives \\(${b * b}=${4 * a}c\\), so \\(c=${c}\\).`,
          ],
          [
            `확인: \\(${polyX([a, b, c])}=${a === 1 ? '' : a}(${shift('x', half)})^{2}\\)이므로 해는 \\(x=${-half}\\) 하나뿐입니다.`,
            `Check: \\(${polyX([a, b, c])}=${a === 1 ? '' : a}(${shift('x', half)})^{2}\\), whose only solution is \\(x=${-half}\\).`,
          ],
        ],
        difficulty: 4,
      });
    },
    // Count the real roots for the choice's c: a double root means f(−b/2a) = 0.
    check: ({ half, a }, problem) =>
      keyWhere(problem, ([c]) => {
        const b = 2 * a * half;
        const vertex = -b / (2 * a);
        return a * vertex * vertex + b * vertex + (c as number) === 0;
      }),
  }),

  /** The greater solution of a quadratic with irrational roots, by completing the square. */
  defineTemplate(U, 'irrational-root', {
    version: 1,
    params: (rng) => {
      const p = rng.intExcept(-8, 8, [0]);
      const d = rng.pick([2, 3, 5, 6, 7, 10, 11, 13] as const);
      return { p, d };
    },
    generate: ({ p, d }, rng) => {
      const poly = polyX([1, -2 * p, p * p - d]);
      const greater = `${p}+\\sqrt{${d}}`;
      return multiple(rng, {
        choices: 4,
        stem: [
          `방정식 \\(${poly}=0\\)의 두 해 중 큰 것은?`,
          `What is the greater of the two solutions to \\(${poly}=0\\)?`,
        ],
        correct: m(greater),
        wrong: [
          `${-p}+\\sqrt{${d}}`,
          `${p}-\\sqrt{${d}}`,
          `${-p}-\\sqrt{${d}}`,
          `${2 * p}+\\sqrt{${d}}`,
          `${p}+\\sqrt{${2 * d}}`,
        ].map((t) => m(t)),
        steps: [
          [
            `상수항을 옮기고 양변에 ${withJosa(m(p * p), '을/를')} 더해 완전제곱식을 만듭니다: \\(${polyX([1, -2 * p, p * p])}=${d}\\), 즉 \\((${shift('x', -p)})^{2}=${d}\\)`,
            `Complete the square: \\(${polyX([1, -2 * p, p * p])}=${d}\\), that is, \\((${shift('x', -p)})^{2}=${d}\\).`,
          ],
          [
            `\\(${shift('x', -p)}=\\pm\\sqrt{${d}}\\)이므로 \\(x=${p}\\pm\\sqrt{${d}}\\)입니다.`,
            `So \\(${shift('x', -p)}=\\pm\\sqrt{${d}}\\) and \\(x=${p}\\pm\\sqrt{${d}}\\).`,
          ],
          [
            `큰 해는 \\(${greater}\\)입니다. 근의 공식으로 풀어도 같습니다.`,
            `The greater solution is \\(${greater}\\). The quadratic formula gives the same.`,
          ],
        ],
        difficulty: 4,
      });
    },
    // The quadratic formula in floating point.
    check: ({ p, d }, problem) => {
      const [b, c] = [-2 * p, p * p - d];
      return keyIs(problem, (-b + Math.sqrt(b * b - 4 * c)) / 2);
    },
  }),
  /** An exponential equation solved by matching exponents: b^(px+q) = b^e written as a number. */
  defineTemplate(U, 'matching-exponents', {
    version: 1,
    params: (rng) => {
      const base = rng.pick([2, 3, 5] as const);
      const e = rng.int(2, base === 2 ? 6 : base === 3 ? 4 : 3);
      const p = rng.int(2, 4);
      const x = rng.intExcept(-3, 4, [0]);
      return { base, e, p, x, q: e - p * x };
    },
    generate: ({ base, e, p, x, q }, rng) => {
      const power = base ** e;
      const left = `${base}^{${polyX([p, q])}}`;
      return multiple(rng, {
        choices: 4,
        stem: [`방정식 \\(${left}=${power}\\)의 해는?`, `What is the solution to the equation \\(${left}=${power}\\)?`],
        correct: m(x),
        wrong: [e, -x, e - q, x + 1, x - 1].map((v) => m(v)),
        steps: [
          [
            `우변을 밑이 \\(${base}\\)인 거듭제곱으로 나타내면 \\(${power}=${base}^{${e}}\\)입니다.`,
            `Write the right side as a power of \\(${base}\\): \\(${power}=${base}^{${e}}\\).`,
          ],
          [
            `밑이 같으므로 지수가 같아야 합니다. \\(${polyX([p, q])}=${e}\\)입니다.`,
            `With equal bases, the exponents must be equal: \\(${polyX([p, q])}=${e}\\).`,
          ],
          [`\\(${p}x=${e - q}\\)이므로 \\(x=${x}\\)입니다.`, `So \\(${p}x=${e - q}\\), and \\(x=${x}\\).`],
        ],
        difficulty: 3,
      });
    },
    // Substitute the key into the original equation.
    check: ({ base, e, p, q }, problem) => keyWhere(problem, ([x]) => base ** (p * (x as number) + q) === base ** e),
  }),

  /** The sum of the solutions of |x − a| = b: the two solutions sit b either side of a. */
  defineTemplate(U, 'absolute-value-sum', {
    version: 1,
    params: (rng) => {
      const a = rng.intExcept(-12, 12, [0]);
      const b = rng.intExcept(1, 15, [Math.abs(a)]);
      const c = rng.int(-6, 8);
      return { a, b, c };
    },
    generate: ({ a, b, c }, rng) => {
      const equation = c === 0 ? `|${shift('x', -a)}|=${b}` : `|${shift('x', -a)}|${signed(c)}=${b + c}`;
      return multiple(rng, {
        choices: 4,
        stem: [`방정식 \\(${equation}\\)의 모든 해의 합은?`, `What is the sum of the solutions to \\(${equation}\\)?`],
        correct: m(2 * a),
        wrong: [a + b, 2 * b, a, -2 * a, a - b, 2 * (b + c)].map((v) => m(v)),
        steps: [
          ...(c === 0
            ? []
            : [
                (c > 0
                  ? [
                      `양변에서 ${withJosa(m(c), '을/를')} 빼면 \\(|${shift('x', -a)}|=${b}\\)입니다.`,
                      `Subtract \\(${c}\\) from both sides: \\(|${shift('x', -a)}|=${b}\\).`,
                    ]
                  : [
                      `양변에 ${withJosa(m(-c), '을/를')} 더하면 \\(|${shift('x', -a)}|=${b}\\)입니다.`,
                      `Add \\(${-c}\\) to both sides: \\(|${shift('x', -a)}|=${b}\\).`,
                    ]) as [string, string],
              ]),
          [
            `절댓값이 \\(${b}\\)인 수는 ${withJosa(m(b), '과/와')} \\(${-b}\\)이므로 \\(${shift('x', -a)}=${b}\\) 또는 \\(${shift('x', -a)}=${-b}\\)입니다.`,
            `A number whose absolute value is \\(${b}\\) is \\(${b}\\) or \\(${-b}\\), so \\(${shift('x', -a)}=${b}\\) or \\(${shift('x', -a)}=${-b}\\).`,
          ],
          [
            `해는 \\(x=${a + b}\\), \\(x=${a - b}\\)이고, 그 합은 \\(${a + b}+${paren(a - b)}=${2 * a}\\)입니다. 두 해는 \\(${a}\\)에서 양쪽으로 \\(${b}\\)만큼 떨어져 있으므로 합은 늘 \\(${a}\\)의 두 배입니다.`,
            `The solutions are \\(x=${a + b}\\) and \\(x=${a - b}\\), with sum \\(${a + b}+${paren(a - b)}=${2 * a}\\). They lie \\(${b}\\) either side of \\(${a}\\), so the sum is always twice \\(${a}\\).`,
          ],
        ],
        difficulty: 3,
      });
    },
    // Tries every whole x in a wide range and adds those that satisfy the equation.
    check: ({ a, b, c }, problem) => {
      let total = 0;
      for (let x = -60; x <= 60; x++) if (Math.abs(x - a) + c === b + c) total += x;
      return keyIs(problem, total);
    },
  }),

  /** The line that meets the parabola exactly once: the difference of the two has a zero discriminant. */
  defineTemplate(U, 'tangent-constant', {
    version: 1,
    params: (rng) => {
      const b = rng.int(-6, 6);
      const c = rng.int(-9, 9);
      // b − slope even, so the double root and k are whole.
      const slope = b + 2 * rng.intExcept(-4, 4, [0, -b / 2]);
      return { b, c, slope };
    },
    generate: ({ b, c, slope }, rng) => {
      const half = (slope - b) / 2;
      const k = c - half * half;
      const parabola = polyX([1, b, c]);
      const difference = polyX([1, b - slope, c], 'x');
      return multiple(rng, {
        choices: 4,
        stem: [
          `\\(xy\\)평면에서 곡선 ${withJosa(m(`y=${parabola}`), '과/와')} 직선 \\(y=${linear(slope, 0)}+k\\)가 오직 한 점에서 만날 때, 상수 \\(k\\)의 값은?`,
          `In the \\(xy\\)-plane, the graph of \\(y=${parabola}\\) and the line \\(y=${linear(slope, 0)}+k\\), where \\(k\\) is a constant, intersect at exactly one point. What is the value of \\(k\\)?`,
        ],
        correct: m(k),
        wrong: [c + half * half, c - (slope - b) ** 2, -k, c, k + 1, half * half].map((v) => m(v)),
        steps: [
          [
            `두 식을 같게 놓으면 \\(${parabola}=${linear(slope, 0)}+k\\), 곧 \\(${difference}-k=0\\)입니다. 교점의 \\(x\\)좌표는 이 이차방정식의 해입니다.`,
            `Set the two equal: \\(${parabola}=${linear(slope, 0)}+k\\), that is, \\(${difference}-k=0\\). The \\(x\\)-coordinates of the intersections are its solutions.`,
          ],
          [
            `핵심은 오직 한 점에서 만나면 이 이차방정식이 중근을 가지므로 판별식이 \\(0\\)이라는 것입니다: \\(${paren(b - slope)}^{2}-4(${sum([c, ''], [-1, 'k'])})=0\\).`,
            `The key: exactly one intersection means this quadratic has a double root, so its discriminant is \\(0\\): \\(${paren(b - slope)}^{2}-4(${sum([c, ''], [-1, 'k'])})=0\\).`,
          ],
          [
            `\\(${(b - slope) ** 2}=4(${sum([c, ''], [-1, 'k'])})\\)에서 \\(${sum([c, ''], [-1, 'k'])}=${half * half}\\)이므로 \\(k=${k}\\)입니다. 이때 두 그래프는 \\(x=${half}\\)인 점에서 접합니다.`,
            `\\(${(b - slope) ** 2}=4(${sum([c, ''], [-1, 'k'])})\\) gives \\(${sum([c, ''], [-1, 'k'])}=${half * half}\\), so \\(k=${k}\\). The graphs touch where \\(x=${half}\\).`,
          ],
        ],
        difficulty: 5,
      });
    },
    // Counts whole-number and crossing points: with the key the gap between the curve and the line is zero at one
    // whole x and positive at its neighbours on both sides.
    check: ({ b, c, slope }, problem) =>
      keyWhere(problem, ([k]) => {
        const gap = (x: number) => x * x + b * x + c - (slope * x + (k as number));
        const touching = Array.from({ length: 41 }, (_, i) => i - 20).filter((x) => gap(x) === 0);
        return touching.length === 1 && gap(touching[0]! - 1) > 0 && gap(touching[0]! + 1) > 0;
      }),
  }),
];
