// 중2 5. 일차함수: slope from two points, intercepts, a linear function from two values, intersections.
import { HINT, bare, essay, keyIs, keyWhere, multiple, template } from '../lib/mh/build.js';
import { frac, paren, point, poly } from '../lib/mh/format.js';
import { josa } from '../lib/mh/ko.js';
import { evalLatex } from '../lib/mh/latex-eval.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m2-5';

export const templates: ProblemTemplate[] = [
  template(U, 'slope-two-points', {
    params: (rng) => {
      const x1 = rng.int(-8, 8);
      return { x1, y1: rng.int(-9, 9), x2: rng.intExcept(-8, 8, [x1]), y2: rng.int(-9, 9) };
    },
    make: ({ x1, y1, x2, y2 }, rng) => {
      const dx = x2 - x1;
      const dy = y2 - y1;
      const correct = frac(dy, dx);
      return multiple(rng, {
        stem: [
          `두 점 \\(${point(x1, y1)}\\), ${josa(`\\(${point(x2, y2)}\\)`, '을/를')} 지나는 일차함수의 그래프의 기울기는?`,
          `What is the slope of the line through \\(${point(x1, y1)}\\) and \\(${point(x2, y2)}\\)?`,
        ],
        correct,
        wrong: [
          frac(dx, dy || 1),
          frac(-dy, dx),
          frac(-dx, dy || 1),
          frac(y2 + y1, dx),
          frac(dy, x2 + x1 || 1),
          frac(dy + 1, dx),
        ],
        steps: [
          [
            `(기울기) \\(=\\frac{(y\\text{의 값의 증가량})}{(x\\text{의 값의 증가량})}\\)`,
            `Slope is the change in \\(y\\) divided by the change in \\(x\\).`,
          ],
          [
            `\\(\\frac{${y2}-${paren(y1)}}{${x2}-${paren(x1)}}${dy === 0 || correct === `\\frac{${dy}}{${dx}}` ? '' : `=\\frac{${dy}}{${dx}}`}=${correct}\\)`,
            `\\(\\frac{${y2}-${paren(y1)}}{${x2}-${paren(x1)}}${dy === 0 || correct === `\\frac{${dy}}{${dx}}` ? '' : `=\\frac{${dy}}{${dx}}`}=${correct}\\)`,
          ],
        ],
        difficulty: 2,
      });
    },
    check: ({ x1, y1, x2, y2 }, problem) =>
      // The line through the first point with the key as slope must pass through the second point.
      keyWhere(problem, ([m]) => Math.abs(y1 + (m as number) * (x2 - x1) - y2) < 1e-9),
  }),

  template(U, 'intercepts', {
    params: (rng) => ({
      a: rng.intExcept(-6, 6, [0]),
      b: rng.intExcept(-12, 12, [0]),
      ask: rng.int(0, 1),
      shift: rng.int(-5, 5),
    }),
    make: ({ a, b, ask, shift }) => {
      if (ask === 0) {
        const f = poly([
          [a, 'x'],
          [b, ''],
        ]);
        return essay({
          stem: [
            `일차함수 \\(y=${f}\\)의 그래프의 \\(x\\)절편을 구하시오.`,
            `Find the \\(x\\)-intercept of the graph of \\(y=${f}\\).`,
          ],
          answer: frac(-b, a),
          hint: HINT.frac,
          steps: [
            [
              `\\(x\\)절편은 \\(y=0\\)일 때의 \\(x\\)의 값입니다.`,
              `The \\(x\\)-intercept is the value of \\(x\\) where \\(y=0\\).`,
            ],
            [`\\(0=${f}\\)에서 \\(x=${frac(-b, a)}\\)입니다.`, `\\(0=${f}\\) gives \\(x=${frac(-b, a)}\\).`],
          ],
          difficulty: 2,
        });
      }
      // y = a x + b moved up or down by shift: the new y-intercept.
      const moved = poly([
        [a, 'x'],
        [b, ''],
      ]);
      return essay({
        stem: [
          `일차함수 \\(y=${moved}\\)의 그래프를 \\(y\\)축의 방향으로 \\(${shift}\\)만큼 평행이동한 그래프의 \\(x\\)절편을 구하시오.`,
          `The graph of \\(y=${moved}\\) is translated \\(${shift}\\) units in the \\(y\\)-direction. Find the \\(x\\)-intercept of the new graph.`,
        ],
        answer: frac(-(b + shift), a),
        hint: HINT.frac,
        steps: [
          [
            `평행이동한 그래프는 \\(y=${poly([
              [a, 'x'],
              [b + shift, ''],
            ])}\\)입니다.`,
            `The translated graph is \\(y=${poly([
              [a, 'x'],
              [b + shift, ''],
            ])}\\).`,
          ],
          [
            `\\(y=0\\)을 대입하면 \\(x=${frac(-(b + shift), a)}\\)입니다.`,
            `Set \\(y=0\\): \\(x=${frac(-(b + shift), a)}\\).`,
          ],
        ],
        difficulty: 3,
      });
    },
    check: ({ a, b, ask, shift }, problem) => {
      // Substitute the key for x: the (translated) function must be 0 there.
      const x = evalLatex(problem.answer)[0] as number;
      return Math.abs(a * x + b + (ask ? shift : 0)) < 1e-9;
    },
  }),

  template(U, 'function-from-values', {
    params: (rng) => {
      const p = rng.int(-5, 5);
      return { a: rng.intExcept(-5, 5, [0]), b: rng.int(-9, 9), p, r: rng.intExcept(-5, 5, [p]), t: rng.int(-8, 8) };
    },
    make: ({ a, b, p, r, t }) => {
      const f = (x: number) => a * x + b;
      return essay({
        stem: [
          `일차함수 \\(f(x)=ax+b\\)에서 \\(f(${p})=${f(p)}\\), \\(f(${r})=${f(r)}\\)일 때, \\(f(${t})\\)의 값을 구하시오.`,
          `For the linear function \\(f(x)=ax+b\\), \\(f(${p})=${f(p)}\\) and \\(f(${r})=${f(r)}\\). Find \\(f(${t})\\).`,
        ],
        answer: String(f(t)),
        hint: HINT.int,
        steps: [
          [
            `\\(a=\\frac{${f(r)}-${paren(f(p))}}{${r}-${paren(p)}}=${a}\\)`,
            `\\(a=\\frac{${f(r)}-${paren(f(p))}}{${r}-${paren(p)}}=${a}\\)`,
          ],
          [
            `\\(f(${p})=${f(p)}\\)에 대입하면 \\(b=${b}\\)이므로 \\(f(x)=${poly([
              [a, 'x'],
              [b, ''],
            ])}\\)입니다.`,
            `Substituting into \\(f(${p})=${f(p)}\\) gives \\(b=${b}\\), so \\(f(x)=${poly([
              [a, 'x'],
              [b, ''],
            ])}\\).`,
          ],
          [`\\(f(${t})=${f(t)}\\)`, `\\(f(${t})=${f(t)}\\)`],
        ],
        difficulty: 3,
      });
    },
    check: ({ a, b, p, r, t }, problem) => {
      // Lagrange form through the two given values, without solving for a and b.
      const fp = a * p + b;
      const fr = a * r + b;
      return keyIs(problem, (fp * (t - r)) / (p - r) + (fr * (t - p)) / (r - p));
    },
  }),

  template(U, 'intersection', {
    params: (rng) => {
      const a = rng.intExcept(-4, 4, [0]);
      return { a, c: rng.intExcept(-4, 4, [0, a]), x: rng.int(-6, 6), y: rng.int(-8, 8) };
    },
    make: ({ a, c, x, y }, rng) => {
      const l1 = poly([
        [a, 'x'],
        [y - a * x, ''],
      ]);
      const l2 = poly([
        [c, 'x'],
        [y - c * x, ''],
      ]);
      return multiple(rng, {
        stem: [
          `두 일차함수 \\(y=${l1}\\), \\(y=${l2}\\)의 그래프의 교점의 좌표는?`,
          `At what point do the graphs of \\(y=${l1}\\) and \\(y=${l2}\\) intersect?`,
        ],
        correct: point(x, y),
        wrong: [
          point(y, x),
          point(-x, y),
          point(x, -y),
          point(x + 1, y + a),
          point(x - 1, y - c),
          point(0, y - a * x),
          point(x, y + 1),
          point(x + 1, y),
          point(x, y - 1),
          point(x + 2, y - 1),
        ],
        steps: [
          [`두 식을 같게 놓으면 \\(${l1}=${l2}\\)입니다.`, `Set the two expressions equal: \\(${l1}=${l2}\\).`],
          [
            `\\(x=${x}\\)이고, 대입하면 \\(y=${y}\\)이므로 교점은 \\(${point(x, y)}\\)입니다.`,
            `Then \\(x=${x}\\) and \\(y=${y}\\), so the point is \\(${point(x, y)}\\).`,
          ],
        ],
        difficulty: 3,
      });
    },
    check: (_p, problem) => {
      // Substitute each choice into both equations read from the stem.
      const lines = [...problem.stem.en.matchAll(/\\\(y=(.*?)\\\)/g)].map((m) => m[1] as string);
      const ok = (problem.choices ?? []).map((c) => {
        const [x, y] = evalLatex(bare(c)) as [number, number];
        return lines.length === 2 && lines.every((l) => Math.abs((evalLatex(l, { x })[0] as number) - y) < 1e-9);
      });
      return ok.filter(Boolean).length === 1 && ok[Number(problem.answer)] === true;
    },
  }),
];
