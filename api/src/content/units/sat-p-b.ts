// SAT Advanced Math, nonlinear equations in one variable and systems in two variables: original items.
import {
  defineTemplate,
  essay,
  keyWhere,
  multiple,
  nearby,
  polyX,
  shift,
  signed,
  withJosa,
  type ProblemTemplate,
} from '../kit/index.js';

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
];
