// 중3 4. 이차함수: vertex and axis of a parabola (s1); maximum and minimum in applications (s2).
import { HINT, essay, keyIs, multiple, template } from '../lib/mh/build.js';
import { num, point, polyX } from '../lib/mh/format.js';
import { particle } from '../lib/mh/ko.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m3-4';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;

export const templates: ProblemTemplate[] = [
  template(U, 'vertex', {
    params: (rng) => ({ a: rng.intExcept(-3, 3, [0]), p: rng.int(-6, 6), q: rng.int(-9, 9) }),
    make: ({ a, p, q }, rng) => {
      const f = polyX([a, -2 * a * p, a * p * p + q]);
      return multiple(rng, {
        stem: [`이차함수 \\(y=${f}\\)의 그래프의 꼭짓점의 좌표는?`, `What is the vertex of the graph of \\(y=${f}\\)?`],
        correct: point(p, q),
        wrong: [
          point(-p, q),
          point(p, -q),
          point(-p, -q),
          point(q, p),
          point(p, a * p * p + q),
          point(2 * p, q),
          point(p, q + a),
          point(p + 1, q),
          point(p, q + 1),
          point(p - 1, q - 1),
        ],
        steps: [
          [
            `\\(y=a(x-p)^{2}+q\\) 꼴로 고치면 \\(y=${a === 1 ? '' : a === -1 ? '-' : a}\\left(x${p < 0 ? '+' : '-'}${Math.abs(p)}\\right)^{2}${q < 0 ? '' : '+'}${q}\\)입니다.`
              .replace('\\left(x-0\\right)', 'x')
              .replace('\\left(x+0\\right)', 'x'),
            `Complete the square: \\(y=${a === 1 ? '' : a === -1 ? '-' : a}\\left(x${p < 0 ? '+' : '-'}${Math.abs(p)}\\right)^{2}${q < 0 ? '' : '+'}${q}\\).`
              .replace('\\left(x-0\\right)', 'x')
              .replace('\\left(x+0\\right)', 'x'),
          ],
          [`꼭짓점의 좌표는 \\(${point(p, q)}\\)입니다.`, `The vertex is \\(${point(p, q)}\\).`],
        ],
        difficulty: 3,
        subUnit: S1,
      });
    },
    check: ({ a, p, q }, problem) => {
      // Scan integer x for the highest or lowest point of the expanded function.
      const f = (x: number) => a * x * x - 2 * a * p * x + a * p * p + q;
      let best = -50;
      for (let x = -50; x <= 50; x++) if (a > 0 ? f(x) < f(best) : f(x) > f(best)) best = x;
      return keyIs(problem, [best, f(best)]);
    },
  }),

  template(U, 'axis-and-intercept', {
    params: (rng) => ({
      a: rng.intExcept(-4, 4, [0]),
      p: rng.intExcept(-7, 7, [0]),
      c: rng.int(-9, 9),
      ask: rng.int(0, 1),
    }),
    make: ({ a, p, c, ask }) => {
      const f = polyX([a, -2 * a * p, c]);
      return essay({
        stem:
          ask === 0
            ? [
                `이차함수 \\(y=${f}\\)의 그래프의 축의 방정식이 \\(x=m\\)일 때, \\(m\\)의 값을 구하시오.`,
                `The axis of symmetry of \\(y=${f}\\) is \\(x=m\\). Find \\(m\\).`,
              ]
            : [
                `이차함수 \\(y=${f}\\)의 그래프를 \\(x\\)축의 방향으로 \\(${p}\\)만큼 평행이동한 그래프가 \\(y\\)축과 만나는 점의 \\(y\\)좌표를 구하시오.`,
                `The graph of \\(y=${f}\\) is translated \\(${p}\\) units in the \\(x\\)-direction. Find the \\(y\\)-intercept of the new graph.`,
              ],
        answer: String(ask === 0 ? p : a * (0 - p) ** 2 - 2 * a * p * (0 - p) + c),
        hint: HINT.int,
        steps:
          ask === 0
            ? [
                [`축의 방정식은 \\(x=-\\frac{b}{2a}\\)입니다.`, `The axis is \\(x=-\\frac{b}{2a}\\).`],
                [
                  `\\(-\\frac{${-2 * a * p}}{2\\times${a < 0 ? `(${a})` : a}}=${p}\\)`,
                  `\\(-\\frac{${-2 * a * p}}{2\\times${a < 0 ? `(${a})` : a}}=${p}\\)`,
                ],
              ]
            : [
                [
                  `\\(x\\) 대신 \\(x-${p < 0 ? `(${p})` : p}\\)를 대입한 식이 새 그래프입니다.`,
                  `Replace \\(x\\) with \\(x-${p < 0 ? `(${p})` : p}\\) to get the new graph.`,
                ],
                [
                  `\\(x=0\\)을 대입하면 \\(y=${a * p * p + 2 * a * p * p + c}\\)입니다.`,
                  `At \\(x=0\\), \\(y=${a * p * p + 2 * a * p * p + c}\\).`,
                ],
              ],
        difficulty: ask === 0 ? 2 : 3,
        subUnit: S1,
      });
    },
    check: ({ a, p, c, ask }, problem) => {
      const f = (x: number) => a * x * x - 2 * a * p * x + c;
      if (ask === 1) return keyIs(problem, f(0 - p));
      // The axis is where mirror points have equal values: search it.
      let m = -50;
      while (m <= 50 && !(f(m - 3) === f(m + 3) && f(m - 7) === f(m + 7))) m++;
      return keyIs(problem, m);
    },
  }),

  template(U, 'max-min-application', {
    params: (rng) => ({ kind: rng.int(0, 1), t0: rng.int(1, 6), h0: rng.int(0, 40), fence: rng.int(5, 30) * 4 }),
    make: ({ kind, t0, h0, fence }) => {
      if (kind === 0) {
        const v = 10 * t0;
        const peak = h0 + 5 * t0 * t0;
        return essay({
          stem: [
            `지면으로부터 \\(${h0}\\,\\text{m}\\) 높이에서 위로 던진 공의 \\(t\\)초 후의 높이가 \\(h=-5t^{2}+${v}t+${h0}\\) (m)일 때, 공이 가장 높이 올라갔을 때의 높이는 몇 m인지 구하시오.`.replace(
              '+0 (m)',
              ' (m)',
            ),
            `A ball is thrown upward from \\(${h0}\\,\\text{m}\\) above the ground. Its height after \\(t\\) seconds is \\(h=-5t^{2}+${v}t+${h0}\\) meters. What is its greatest height, in meters?`.replace(
              '+0\\) meters',
              '\\) meters',
            ),
          ].map((t) => t.replace(`+${v}t+0\\)`, `+${v}t\\)`)) as [string, string],
          answer: String(peak),
          hint: HINT.num,
          unit: 'm',
          steps: [
            [`\\(h=-5(t-${t0})^{2}+${peak}\\)으로 고칩니다.`, `Complete the square: \\(h=-5(t-${t0})^{2}+${peak}\\).`],
            [
              `\\(t=${t0}\\)일 때 최댓값 \\(${peak}\\)${particle(String(peak), '을/를')} 가집니다.`,
              `The maximum, \\(${peak}\\), is reached at \\(t=${t0}\\).`,
            ],
          ],
          difficulty: 3,
          subUnit: S2,
        });
      }
      // A rectangle with perimeter `fence`: the largest area is a square.
      const side = fence / 4;
      return essay({
        stem: [
          `둘레의 길이가 \\(${fence}\\,\\text{m}\\)인 직사각형 모양의 꽃밭을 만들려고 합니다. 꽃밭의 넓이의 최댓값은 몇 \\(\\text{m}^{2}\\)인지 구하시오.`,
          `A rectangular garden has a perimeter of \\(${fence}\\,\\text{m}\\). What is the greatest possible area, in \\(\\text{m}^{2}\\)?`,
        ],
        answer: String(side * side),
        hint: HINT.num,
        steps: [
          [
            `가로를 \\(x\\)라 하면 세로는 \\(${fence / 2}-x\\)이고 넓이는 \\(y=x(${fence / 2}-x)=-(x-${side})^{2}+${side * side}\\)입니다.`,
            `With width \\(x\\), the length is \\(${fence / 2}-x\\) and the area is \\(y=x(${fence / 2}-x)=-(x-${side})^{2}+${side * side}\\).`,
          ],
          [
            `\\(x=${side}\\)일 때 최댓값 \\(${num(side * side)}\\)입니다.`,
            `The maximum is \\(${num(side * side)}\\) at \\(x=${side}\\).`,
          ],
        ],
        difficulty: 4,
        subUnit: S2,
      });
    },
    check: ({ kind, t0, h0, fence }, problem) => {
      // Scan a fine grid for the largest value.
      let best = -Infinity;
      for (let i = 0; i <= 20000; i++) {
        const t = i / 200;
        const v = kind === 0 ? -5 * t * t + 10 * t0 * t + h0 : t <= fence / 2 ? t * (fence / 2 - t) : -Infinity;
        best = Math.max(best, v);
      }
      return keyIs(problem, best);
    },
  }),
];
