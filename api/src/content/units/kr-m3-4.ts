// 중3 4. 이차함수: vertex and axis of a parabola, its equation from the vertex or a translation, the triangle of its
// intercepts and vertex (s1); maximum and minimum in applications (s2).
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { m, paren, point, polyX, shift, sum } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { noun } from '../kit/english.js';
import { evalLatex, keyIs } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';
import { coordinatePlane, withFigure } from '../kit/figures.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m3-4';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;

/** a(x - p)^2 + q as written in vertex form: 2(x-3)^{2}+1, -x^{2}-4, (x+1)^{2}. */
function vertexForm(a: number, p: number, q: number, x = 'x'): string {
  const square = p === 0 ? `${x}^{2}` : `(${shift(x, -p)})^{2}`;
  const lead = a === 1 ? '' : a === -1 ? '-' : String(a);
  return sum(`${lead}${square}`, [q, '']);
}

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'vertex', {
    version: 2,
    params: (rng) => ({ a: rng.intExcept(-3, 3, [0]), p: rng.int(-6, 6), q: rng.int(-9, 9) }),
    generate: ({ a, p, q }, rng) => {
      const f = polyX([a, -2 * a * p, a * p * p + q]);
      return multiple(rng, {
        stem: [`이차함수 \\(y=${f}\\)의 그래프의 꼭짓점의 좌표는?`, `What is the vertex of the graph of \\(y=${f}\\)?`],
        correct: m(point(p, q)),
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
          point(p + 1, q + 1),
          point(p - 1, q),
          point(p, q - 1),
        ].map(m),
        steps: [
          p === 0
            ? [
                `${withJosa(`\\(y=${f}\\)`, '은/는')} \\(y=ax^{2}+q\\) 꼴이므로 그래프의 꼭짓점은 \\(y\\)축 위에 있고, \\(x=0\\)일 때 \\(y=${q}\\)입니다.`,
                `\\(y=${f}\\) has the form \\(y=ax^{2}+q\\), so its vertex is on the \\(y\\)-axis, where \\(y=${q}\\).`,
              ]
            : [
                `\\(y=a(x-p)^{2}+q\\) 꼴로 고치면 \\(y=${vertexForm(a, p, q)}\\)입니다.`,
                `Complete the square: \\(y=${vertexForm(a, p, q)}\\).`,
              ],
          [`따라서 꼭짓점의 좌표는 \\(${point(p, q)}\\)입니다.`, `So the vertex is \\(${point(p, q)}\\).`],
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

  defineTemplate(U, 'axis-and-intercept', {
    version: 2,
    params: (rng) => ({
      a: rng.intExcept(-4, 4, [0]),
      p: rng.intExcept(-7, 7, [0]),
      c: rng.int(-9, 9),
      ask: rng.int(0, 1),
    }),
    generate: ({ a, p, c, ask }) => {
      const f = polyX([a, -2 * a * p, c]);
      const b = -2 * a * p;
      // Moved p along the x-axis: y = f(x - p), whose value at x = 0 is f(-p) = a p^2 + 2 a p^2 + c.
      const moved = a * p * p + 2 * a * p * p + c;
      const shifted = `y=${sum([a, `(${shift('x', -p)})^{2}`], [b, `(${shift('x', -p)})`], [c, ''])}`;
      const at0 = `${a === 1 ? '' : a === -1 ? '-' : `${a}\\times `}${paren(-p)}^{2}${b < 0 ? '' : '+'}${b}\\times ${paren(-p)}${c === 0 ? '' : c < 0 ? c : `+${c}`}`;
      const dir = p > 0 ? ['양', 'positive'] : ['음', 'negative'];
      return essay({
        stem:
          ask === 0
            ? [
                `이차함수 \\(y=${f}\\)의 그래프의 축의 방정식이 \\(x=m\\)일 때, 상수 \\(m\\)의 값을 구하시오.`,
                `The axis of symmetry of the graph of \\(y=${f}\\) is \\(x=m\\). Find \\(m\\).`,
              ]
            : [
                `이차함수 \\(y=${f}\\)의 그래프를 \\(x\\)축의 방향으로 \\(${p}\\)만큼 평행이동한 그래프가 \\(y\\)축과 만나는 점의 \\(y\\)좌표를 구하시오.`,
                `The graph of \\(y=${f}\\) is translated \\(${Math.abs(p)}\\) ${noun(Math.abs(p), 'unit')} in the ${dir[1]} \\(x\\)-direction. Find the \\(y\\)-intercept of the new graph.`,
              ],
        answer: String(ask === 0 ? p : moved),
        form: 'number',
        steps:
          ask === 0
            ? [
                [
                  `\\(y=ax^{2}+bx+c\\)의 그래프의 축의 방정식은 \\(x=-\\frac{b}{2a}\\)입니다.`,
                  `The axis of \\(y=ax^{2}+bx+c\\) is \\(x=-\\frac{b}{2a}\\).`,
                ],
                [
                  `\\(m=-\\frac{${b}}{2\\times ${paren(a)}}=${p}\\)`,
                  `\\(m=-\\frac{${b}}{2\\times ${paren(a)}}=${p}\\)`,
                ],
              ]
            : [
                [
                  `\\(x\\)축의 방향으로 \\(${p}\\)만큼 평행이동하면 \\(x\\) 대신 ${withJosa(`\\(${shift('x', -p)}\\)`, '을/를')} 대입하므로 \\(${shifted}\\)입니다.`,
                  `Translating the graph by \\(${p}\\) in the \\(x\\)-direction replaces \\(x\\) with \\(${shift('x', -p)}\\): \\(${shifted}\\).`,
                ],
                [`\\(x=0\\)을 대입하면 \\(y=${at0}=${moved}\\)입니다.`, `At \\(x=0\\): \\(y=${at0}=${moved}\\).`],
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

  defineTemplate(U, 'max-min-application', {
    version: 2,
    params: (rng) => ({ kind: rng.int(0, 1), t0: rng.int(1, 6), h0: rng.int(0, 40), fence: rng.int(5, 30) * 4 }),
    ranges: { h0: [0, 40], fence: [20, 120] },
    generate: ({ kind, t0, h0, fence }) => {
      if (kind === 0) {
        const v = 10 * t0;
        const peak = h0 + 5 * t0 * t0;
        const h = polyX([-5, v, h0], 't');
        const where =
          h0 === 0
            ? ['지면에서', 'from the ground']
            : [`지면으로부터 \\(${h0}\\,\\text{m}\\) 높이에서`, `from \\(${h0}\\,\\text{m}\\) above the ground`];
        return essay({
          stem: [
            `${where[0]} 위로 던진 공의 \\(t\\)초 후의 높이가 \\(h=${h}\\)(m)일 때, 공이 가장 높이 올라갔을 때의 높이를 구하시오.`,
            `A ball is thrown upward ${where[1]}. Its height after \\(t\\) seconds is \\(h=${h}\\) meters. Find its greatest height.`,
          ],
          answer: String(peak),
          form: 'number',
          unit: 'm',
          steps: [
            [
              `${withJosa(`\\(h=-5(t^{2}-${2 * t0}t)${h0 === 0 ? '' : `+${h0}`}=-5(t-${t0})^{2}+${peak}\\)`, '으로/로')} 고칩니다.`,
              `Complete the square: \\(h=-5(t^{2}-${2 * t0}t)${h0 === 0 ? '' : `+${h0}`}=-5(t-${t0})^{2}+${peak}\\).`,
            ],
            [
              `\\(t=${t0}\\)일 때 \\(h\\)는 최댓값 ${withJosa(`\\(${peak}\\)`, '을/를')} 가지므로 가장 높이 올라갔을 때의 높이는 \\(${peak}\\,\\text{m}\\)입니다.`,
              `The maximum of \\(h\\) is \\(${peak}\\), at \\(t=${t0}\\): the ball rises to \\(${peak}\\,\\text{m}\\).`,
            ],
          ],
          difficulty: 3,
          subUnit: S2,
        });
      }
      // A rectangle with perimeter `fence`: the largest area is a square.
      const side = fence / 4;
      const half = fence / 2;
      return essay({
        stem: [
          `둘레의 길이가 \\(${fence}\\,\\text{m}\\)인 직사각형 모양의 꽃밭을 만들려고 합니다. 꽃밭의 넓이의 최댓값을 구하시오.`,
          `A rectangular flower bed is to have a perimeter of \\(${fence}\\,\\text{m}\\). Find the greatest possible area.`,
        ],
        answer: String(side * side),
        form: 'number',
        unit: 'm^2',
        steps: [
          [
            `가로의 길이를 \\(x\\,\\text{m}\\)라 하면 세로의 길이는 \\((${half}-x)\\,\\text{m}\\)이고, 넓이는 \\(y=x(${half}-x)=-(x-${side})^{2}+${side * side}\\)입니다.`,
            `With width \\(x\\,\\text{m}\\), the length is \\((${half}-x)\\,\\text{m}\\) and the area is \\(y=x(${half}-x)=-(x-${side})^{2}+${side * side}\\).`,
          ],
          [
            `\\(x=${side}\\)일 때 넓이는 최댓값 ${withJosa(`\\(${side * side}\\,\\text{m}^{2}\\)`, '을/를')} 가집니다.`,
            `The area is greatest, \\(${side * side}\\,\\text{m}^{2}\\), when \\(x=${side}\\).`,
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

  // The parabola y = a(x - p)^2 + q is drawn through its vertex and one more grid point; a + p + q is asked.
  defineTemplate(U, 'parabola-from-graph', {
    version: 1,
    params: (r) => ({ a: r.pick([-2, -1, 1, 2] as const), p: r.int(-2, 2), q: r.int(-2, 2) }),
    generate: ({ a, p, q }) => {
      const y1 = q + a;
      const sum = a + p + q;
      const top = Math.max(q, q + 4 * a) + 1;
      const bottom = Math.min(q, q + 4 * a) - 1;
      return withFigure(
        essay({
          subUnit: S1,
          difficulty: 4,
          stem: [
            `이차함수 \\(y=a(x-p)^{2}+q\\)의 그래프가 다음 그림과 같을 때, 상수 \\(a\\), \\(p\\), \\(q\\)에 대하여 \\(a+p+q\\)의 값을 구하시오.`,
            `The graph of \\(y=a(x-p)^{2}+q\\) is shown. Find \\(a+p+q\\) for the constants \\(a\\), \\(p\\) and \\(q\\).`,
          ],
          answer: String(sum),
          form: 'number',
          steps: [
            [
              `꼭짓점의 좌표가 \\((p,\\,q)\\)라는 것이 핵심입니다. 그림에서 꼭짓점은 \\((${p},\\,${q})\\)이므로 \\(p=${p}\\), \\(q=${q}\\)입니다.`,
              `The key idea: the vertex is \\((p,\\,q)\\). The vertex in the figure is \\((${p},\\,${q})\\), so \\(p=${p}\\) and \\(q=${q}\\).`,
            ],
            [
              `꼭짓점에서 오른쪽으로 \\(1\\)만큼 간 점 ${withJosa(m(point(p + 1, y1)), '을/를')} 지나므로, \\(x=${p + 1}\\)일 때 \\(a(x-p)^{2}=a\\times1^{2}=a\\)입니다. 따라서 \\(${q === 0 ? `a=${y1}` : `a=${y1}-${paren(q)}=${a}`}\\)입니다.`,
              `It passes through ${m(point(p + 1, y1))}, one unit right of the vertex, where \\(a(x-p)^{2}=a\\times1^{2}=a\\). So \\(${q === 0 ? `a=${y1}` : `a=${y1}-${paren(q)}=${a}`}\\).`,
            ],
            [
              `\\(a=${a}\\), \\(p=${p}\\), \\(q=${q}\\)이므로 \\(a+p+q=${sum}\\)입니다.`,
              `With \\(a=${a}\\), \\(p=${p}\\) and \\(q=${q}\\), \\(a+p+q=${sum}\\).`,
            ],
          ],
        }),
        coordinatePlane({
          x: [p - 4, p + 4].map((v) => Math.max(-6, Math.min(6, v))) as [number, number],
          y: [Math.min(bottom, -1), Math.max(top, 1)],
          parabolas: [{ a, p, q }],
          points: [
            { x: p, y: q },
            { x: p + 1, y: y1 },
          ],
        }),
      );
    },
    // Tries every whole a, p, q in range against the two drawn points and the vertex's symmetry.
    check: ({ a, p, q }, problem) => {
      const found: number[] = [];
      for (let A = -3; A <= 3; A++) {
        if (A === 0) continue;
        for (let P = -3; P <= 3; P++) {
          for (let Q = -3; Q <= 3; Q++) {
            const f = (x: number) => A * (x - P) ** 2 + Q;
            const g = (x: number) => a * (x - p) ** 2 + q;
            if ([p - 1, p, p + 1, p + 2].every((x) => f(x) === g(x))) found.push(A + P + Q);
          }
        }
      }
      return found.length === 1 && keyIs(problem, found[0] as number);
    },
  }),
  // y = ax² moved p along x and q along y becomes y = a(x − p)² + q; a point on it fixes q.
  defineTemplate(U, 'translate-through-point', {
    version: 1,
    params: (rng) => ({
      a: rng.intExcept(-3, 3, [0]),
      p: rng.intExcept(-4, 4, [0]),
      d: rng.intExcept(-3, 3, [0]),
      q: rng.int(-6, 6),
    }),
    generate: ({ a, p, d, q }) => {
      const [s, t] = [p + d, a * d * d + q];
      const moved = `${vertexForm(a, p, 0)}+q`;
      const through = withJosa(m(point(s, t)), '을/를');
      const times = a === 1 ? '' : a === -1 ? '-' : `${a}\\times `;
      return essay({
        stem: [
          `이차함수 \\(y=${vertexForm(a, 0, 0)}\\)의 그래프를 \\(x\\)축의 방향으로 \\(${p}\\)만큼, \\(y\\)축의 방향으로 \\(q\\)만큼 평행이동한 그래프가 점 ${through} 지날 때, \\(q\\)의 값을 구하시오.`,
          `The graph of \\(y=${vertexForm(a, 0, 0)}\\) is translated by \\(${p}\\) in the \\(x\\)-direction and by \\(q\\) in the \\(y\\)-direction. The new graph passes through the point \\(${point(s, t)}\\). Find \\(q\\).`,
        ],
        answer: String(q),
        form: 'number',
        steps: [
          [
            `평행이동한 그래프의 식은 \\(x\\) 대신 ${withJosa(m(`x${p > 0 ? '-' : '+'}${Math.abs(p)}`), '을/를')} 넣고 \\(q\\)를 더한 \\(y=${moved}\\)입니다.`,
            `Translating replaces \\(x\\) with \\(x${p > 0 ? '-' : '+'}${Math.abs(p)}\\) and adds \\(q\\): \\(y=${moved}\\).`,
          ],
          [
            `점 ${through} 지나므로 \\(x=${s}\\), ${withJosa(m(`y=${t}`), '을/를')} 대입하면 \\(${t}=${times}${paren(d)}^{2}+q=${a * d * d}+q\\)입니다.`,
            `It passes through \\(${point(s, t)}\\), so substitute \\(x=${s}\\) and \\(y=${t}\\): \\(${t}=${times}${paren(d)}^{2}+q=${a * d * d}+q\\).`,
          ],
          [`따라서 \\(q=${q}\\)입니다.`, `So \\(q=${q}\\).`],
        ],
        difficulty: 3,
        subUnit: S1,
      });
    },
    // Move the point back by (−p, −q) with q the key: it must land on y = ax².
    check: ({ a, p, d, q }, problem) => {
      const key = Number(problem.answer);
      const [x, y] = [p + d - p, a * d * d + q - key];
      return y === a * x * x;
    },
  }),

  defineTemplate(U, 'equation-from-vertex-and-point', {
    version: 1,
    params: (rng) => ({
      a: rng.pick([-3, -2, -1, 1, 2, 3]),
      p: rng.intExcept(-4, 4, [0]),
      q: rng.int(-6, 6),
      dx: rng.pick([-2, -1, 1, 2]),
    }),
    generate: ({ a, p, q, dx }) => {
      const x1 = p + dx;
      const y1 = a * dx * dx + q;
      const key = `y=${polyX([a, -2 * a * p, a * p * p + q])}`;
      return essay({
        stem: [
          `꼭짓점의 좌표가 \\(${point(p, q)}\\)이고 점 ${withJosa(m(point(x1, y1)), '을/를')} 지나는 포물선을 그래프로 하는 이차함수의 식을 \\(y=ax^{2}+bx+c\\) 꼴로 나타내시오.`,
          `A parabola has vertex \\(${point(p, q)}\\) and passes through \\(${point(x1, y1)}\\). Write its equation in the form \\(y=ax^{2}+bx+c\\).`,
        ],
        answer: key,
        form: 'solved',
        variables: ['x', 'y'],
        steps: [
          [
            `꼭짓점이 \\(${point(p, q)}\\)이므로 ${withJosa(m(`y=a(${shift('x', -p)})^{2}${q === 0 ? '' : q > 0 ? `+${q}` : q}`), '으로/로')} 놓습니다.`,
            `With vertex \\(${point(p, q)}\\), write \\(y=a(${shift('x', -p)})^{2}${q === 0 ? '' : q > 0 ? `+${q}` : q}\\).`,
          ],
          [
            `점 ${withJosa(m(point(x1, y1)), '을/를')} 대입하면 \\(${y1}=a\\times ${paren(dx)}^{2}${q === 0 ? '' : q > 0 ? `+${q}` : q}\\)이므로 \\(a=${a}\\)입니다.`,
            `Substitute \\(${point(x1, y1)}\\): \\(${y1}=a\\times ${paren(dx)}^{2}${q === 0 ? '' : q > 0 ? `+${q}` : q}\\), so \\(a=${a}\\).`,
          ],
          [
            `${withJosa(m(`y=${vertexForm(a, p, q)}`), '을/를')} 전개하면 \\(${key}\\)입니다.`,
            `Expand \\(y=${vertexForm(a, p, q)}\\): \\(${key}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: S1,
      });
    },
    // The key's right side must give the vertex value at p, the same value at p ± 1 (symmetry) and the stated point.
    check: ({ a, p, q, dx }, problem) => {
      if (!problem.answer.startsWith('y=')) return false;
      const f = (x: number) => evalLatex(problem.answer.slice(2), { x })[0] as number;
      const near = (u: number, v: number) => Math.abs(u - v) < 1e-9;
      return near(f(p), q) && near(f(p - 1), f(p + 1)) && near(f(p + dx), a * dx * dx + q) && !near(f(p + 1), q);
    },
  }),

  defineTemplate(U, 'shift-graph-equation', {
    version: 1,
    params: (rng) => ({ a: rng.pick([-2, -1, 1, 2]), m: rng.intExcept(-3, 3, [0]), n: rng.intExcept(-3, 3, [0]) }),
    generate: ({ a, m: dx, n: dy }) => {
      const key = `y=${vertexForm(a, dx, dy)}`;
      const start = `y=${vertexForm(a, 0, 0)}`;
      const problem = essay({
        stem: [
          `이차함수 \\(${start}\\)의 그래프를 \\(x\\)축의 방향으로 \\(${dx}\\)만큼, \\(y\\)축의 방향으로 \\(${dy}\\)만큼 평행이동한 그래프의 식을 \\(y=a(x-p)^{2}+q\\) 꼴로 나타내시오.`,
          `The graph of \\(${start}\\) is translated \\(${dx}\\) in the \\(x\\)-direction and \\(${dy}\\) in the \\(y\\)-direction. Write the equation of the new graph in the form \\(y=a(x-p)^{2}+q\\).`,
        ],
        answer: key,
        form: 'solved',
        variables: ['x', 'y'],
        steps: [
          [
            `\\(x\\)축의 방향으로 \\(${dx}\\)만큼 평행이동하면 \\(x\\) 대신 ${withJosa(m(shift('x', -dx)), '을/를')}, \\(y\\)축의 방향으로 \\(${dy}\\)만큼 평행이동하면 \\(y\\) 대신 ${withJosa(m(shift('y', -dy)), '을/를')} 대입합니다.`,
            `A shift of \\(${dx}\\) in the \\(x\\)-direction replaces \\(x\\) with \\(${shift('x', -dx)}\\); a shift of \\(${dy}\\) in the \\(y\\)-direction replaces \\(y\\) with \\(${shift('y', -dy)}\\).`,
          ],
          [
            `꼭짓점이 \\((0,\\,0)\\)에서 ${withJosa(m(point(dx, dy)), '으로/로')} 옮겨지므로 \\(${key}\\)입니다.`,
            `The vertex moves from \\((0,\\,0)\\) to \\(${point(dx, dy)}\\), so \\(${key}\\).`,
          ],
        ],
        difficulty: 2,
        subUnit: S1,
      });
      const lo = Math.min(0, dy, dy + 4 * a, 4 * a) - 1;
      const hi = Math.max(0, dy, dy + 4 * a, 4 * a) + 1;
      return withFigure(
        problem,
        coordinatePlane({
          x: [-5, 5],
          y: [Math.max(lo, -9), Math.min(hi, 9)],
          parabolas: [
            { a, p: 0, q: 0, dashed: true },
            { a, p: dx, q: dy },
          ],
          points: [{ x: dx, y: dy }],
        }),
      );
    },
    // Every point (x, ax²) moved by (m, n) must lie on the key's graph.
    check: ({ a, m: dx, n: dy }, problem) => {
      if (!problem.answer.startsWith('y=')) return false;
      const f = (x: number) => evalLatex(problem.answer.slice(2), { x })[0] as number;
      return [-2, -1, 0, 1, 2, 3].every((x) => Math.abs(f(x + dx) - (a * x * x + dy)) < 1e-9);
    },
  }),

  defineTemplate(U, 'intercepts-vertex-triangle', {
    version: 2,
    params: (rng) => ({ a: rng.pick([-1, -2, 1, 2]), p: rng.int(-3, 3), k: rng.int(1, 3) }),
    generate: ({ a, p, k }) => {
      // y = a(x − p)² − a·k² crosses the x-axis at p ± k; the vertex is (p, −a·k²).
      const q = -a * k * k;
      const general = polyX([a, -2 * a * p, a * p * p + q]);
      const area = k * Math.abs(q);
      const problem = essay({
        stem: [
          `이차함수 \\(y=${general}\\)의 그래프가 \\(x\\)축과 만나는 두 점을 \\(\\mathrm{A}\\), \\(\\mathrm{B}\\), 꼭짓점을 \\(\\mathrm{C}\\)라 할 때, 삼각형 \\(\\mathrm{ABC}\\)의 넓이를 구하시오.`,
          `The graph of \\(y=${general}\\) meets the \\(x\\)-axis at \\(\\mathrm{A}\\) and \\(\\mathrm{B}\\), and its vertex is \\(\\mathrm{C}\\). Find the area of triangle \\(\\mathrm{ABC}\\).`,
        ],
        answer: String(area),
        form: 'number',
        hint: HINTS.whole,
        steps: [
          [
            `핵심은 식을 두 번 읽는 것입니다. 완전제곱식으로 고치면 \\(y=${vertexForm(a, p, q)}\\)이므로 꼭짓점은 \\(\\mathrm{C}${point(p, q)}\\)이고, 이것이 삼각형의 높이 ${withJosa(m(Math.abs(q)), '을/를')} 줍니다.`,
            `The key idea: read the equation two ways. Completing the square gives \\(y=${vertexForm(a, p, q)}\\), so the vertex is \\(\\mathrm{C}${point(p, q)}\\), which gives the height \\(${Math.abs(q)}\\).`,
          ],
          [
            `\\(y=0\\)이면 \\(${general}=0\\)에서 \\(x=${p - k}\\) 또는 \\(x=${p + k}\\)이므로 \\(\\overline{\\mathrm{AB}}=${2 * k}\\)입니다.`,
            `Setting \\(y=0\\) gives \\(x=${p - k}\\) or \\(x=${p + k}\\), so \\(\\mathrm{AB}=${2 * k}\\).`,
          ],
          [
            `삼각형 \\(\\mathrm{ABC}\\)의 넓이는 \\(\\frac{1}{2}\\times ${2 * k}\\times ${Math.abs(q)}=${area}\\)입니다.`,
            `The area of triangle \\(\\mathrm{ABC}\\) is \\(\\frac{1}{2}\\times ${2 * k}\\times ${Math.abs(q)}=${area}\\).`,
          ],
        ],
        difficulty: 4,
        subUnit: S1,
      });
      return withFigure(
        problem,
        coordinatePlane({
          x: [Math.max(p - k - 2, -7), Math.min(p + k + 2, 7)],
          y: q > 0 ? [-2, q + 2] : [q - 2, 2],
          parabolas: [{ a, p, q }],
          points: [
            { x: p - k, y: 0, label: 'A' },
            { x: p + k, y: 0, label: 'B' },
            { x: p, y: q, label: 'C' },
          ],
        }),
      );
    },
    // Finds the x-intercepts by scanning the quadratic's sign, the vertex as their midpoint, and the triangle's area.
    check: ({ a, p, k }, problem) => {
      const [b, c] = [-2 * a * p, a * p * p - a * k * k];
      const f = (x: number) => a * x * x + b * x + c;
      const roots: number[] = [];
      for (let x = -20; x <= 20; x++) if (f(x) === 0) roots.push(x);
      if (roots.length !== 2) return false;
      const [r1, r2] = roots as [number, number];
      return keyIs(problem, ((r2 - r1) * Math.abs(f((r1 + r2) / 2))) / 2);
    },
  }),
];
