// 공통수학2 Ⅰ. 도형의 방정식: points dividing a segment (s1); lines (s2); circles (s3); moving figures (s4).
import { HINT, bare, essay, keyIs, multiple, template } from '../lib/mh/build.js';
import { frac, point, poly } from '../lib/mh/format.js';
import { josa } from '../lib/mh/ko.js';
import { evalLatex } from '../lib/mh/latex-eval.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-cm2-1';

export const templates: ProblemTemplate[] = [
  template(U, 'dividing-point', {
    params: (rng) => ({
      m: rng.int(1, 4),
      n: rng.int(1, 4),
      x1: rng.int(-8, 8),
      y1: rng.int(-8, 8),
      dx: rng.intExcept(-4, 4, [0]),
      dy: rng.intExcept(-4, 4, [0]),
    }),
    make: ({ m, n: n0, x1, y1, dx, dy }, rng) => {
      const n = n0 === m ? m + 1 : n0;
      // B = A + (m + n)·(dx, dy) keeps the dividing point on integer coordinates.
      const x2 = x1 + (m + n) * dx;
      const y2 = y1 + (m + n) * dy;
      const P = [x1 + m * dx, y1 + m * dy] as const;
      return multiple(rng, {
        stem: [
          `두 점 \\(\\mathrm{A}${point(x1, y1)}\\), \\(\\mathrm{B}${point(x2, y2)}\\)에 대하여 선분 \\(\\mathrm{AB}\\)를 ${josa(`\\(${m}:${n}\\)`, '으로/로')} 내분하는 점의 좌표는?`,
          `For \\(\\mathrm{A}${point(x1, y1)}\\) and \\(\\mathrm{B}${point(x2, y2)}\\), which point divides segment \\(\\mathrm{AB}\\) internally in the ratio \\(${m}:${n}\\)?`,
        ],
        correct: point(...P),
        wrong: [
          point(x1 + n * dx, y1 + n * dy),
          point((x1 + x2) / 2, (y1 + y2) / 2),
          point(P[0], P[1] + dy),
          point(x2 + m * dx, y2 + m * dy),
          point(-P[0], P[1]),
          point(P[1], P[0]),
        ].filter((w) => !w.includes('.')),
        steps: [
          [
            `내분점의 좌표는 \\(\\left(\\frac{${m}x_{2}+${n}x_{1}}{${m}+${n}},\\ \\frac{${m}y_{2}+${n}y_{1}}{${m}+${n}}\\right)\\)입니다.`,
            `The dividing point is \\(\\left(\\frac{${m}x_{2}+${n}x_{1}}{${m}+${n}},\\ \\frac{${m}y_{2}+${n}y_{1}}{${m}+${n}}\\right)\\).`,
          ],
          [
            `\\(x=\\frac{${m}\\times${x2 < 0 ? `(${x2})` : x2}+${n}\\times${x1 < 0 ? `(${x1})` : x1}}{${m + n}}=${P[0]}\\), \\(y=${P[1]}\\)이므로 \\(${point(...P)}\\)입니다.`,
            `\\(x=\\frac{${m}\\times${x2 < 0 ? `(${x2})` : x2}+${n}\\times${x1 < 0 ? `(${x1})` : x1}}{${m + n}}=${P[0]}\\) and \\(y=${P[1]}\\): \\(${point(...P)}\\).`,
          ],
        ],
        difficulty: 2,
        subUnit: `${U}.s1`,
      });
    },
    check: ({ m, n: n0, x1, y1, dx, dy }, problem) => {
      // The point must lie on AB with AP : PB = m : n, measured as distances.
      const n = n0 === m ? m + 1 : n0;
      const B = [x1 + (m + n) * dx, y1 + (m + n) * dy] as const;
      const fits = (problem.choices ?? []).map((ch) => {
        const [px, py] = evalLatex(bare(ch)) as [number, number];
        const ap = Math.hypot(px - x1, py - y1);
        const pb = Math.hypot(B[0] - px, B[1] - py);
        const ab = Math.hypot(B[0] - x1, B[1] - y1);
        return Math.abs(ap + pb - ab) < 1e-9 && Math.abs(ap * n - pb * m) < 1e-9;
      });
      return fits.filter(Boolean).length === 1 && fits[Number(problem.answer)] === true;
    },
  }),

  template(U, 'perpendicular-line', {
    params: (rng) => ({
      a: rng.intExcept(-4, 4, [0]),
      b: rng.int(-6, 6),
      px: rng.int(-6, 6),
      py: rng.int(-6, 6),
      parallel: rng.int(0, 1) === 1,
    }),
    make: ({ a, b, px, py, parallel }) => {
      const slope = parallel ? a : -1 / a;
      const slopeTex = parallel ? String(a) : frac(-1, a);
      const intercept = py - slope * px;
      const answer = parallel ? String(intercept) : frac(py * a + px, a);
      return essay({
        stem: [
          `점 ${josa(`\\(${point(px, py)}\\)`, '을/를')} 지나고 직선 \\(y=${poly([
            [a, 'x'],
            [b, ''],
          ])}\\)에 ${parallel ? '평행한' : '수직인'} 직선의 \\(y\\)절편을 구하시오.`,
          `Find the \\(y\\)-intercept of the line through \\(${point(px, py)}\\) that is ${parallel ? 'parallel' : 'perpendicular'} to \\(y=${poly(
            [
              [a, 'x'],
              [b, ''],
            ],
          )}\\).`,
        ],
        answer,
        hint: HINT.frac,
        steps: [
          [
            parallel
              ? `평행한 직선은 기울기가 같으므로 기울기는 \\(${slopeTex}\\)입니다.`
              : `수직인 두 직선의 기울기의 곱은 \\(-1\\)이므로 기울기는 \\(${slopeTex}\\)입니다.`,
            parallel
              ? `Parallel lines have equal slopes: \\(${slopeTex}\\).`
              : `Perpendicular slopes multiply to \\(-1\\), so the slope is \\(${slopeTex}\\).`,
          ],
          [
            `\\(y-${py < 0 ? `(${py})` : py}=${slopeTex}(x-${px < 0 ? `(${px})` : px})\\)에 \\(x=0\\)을 대입하면 \\(y\\)절편은 \\(${answer}\\)입니다.`,
            `In \\(y-${py < 0 ? `(${py})` : py}=${slopeTex}(x-${px < 0 ? `(${px})` : px})\\), set \\(x=0\\): the \\(y\\)-intercept is \\(${answer}\\).`,
          ],
        ],
        difficulty: parallel ? 2 : 3,
        subUnit: `${U}.s2`,
      });
    },
    check: ({ a, px, py, parallel }, problem) => {
      // The line through (0, key) and the given point must have the right slope relation with a.
      const k = evalLatex(problem.answer)[0] as number;
      if (px === 0) return Math.abs(k - py) < 1e-9;
      const m = (py - k) / px;
      return parallel ? Math.abs(m - a) < 1e-9 : Math.abs(m * a + 1) < 1e-9;
    },
  }),

  template(U, 'circle-and-moves', {
    params: (rng) => ({
      kind: rng.int(0, 1),
      h: rng.int(-6, 6),
      k: rng.int(-6, 6),
      r: rng.int(1, 8),
      m: rng.int(-5, 5),
      n: rng.int(-5, 5),
      how: rng.int(0, 3),
    }),
    make: ({ kind, h, k, r, m, n, how }, rng) => {
      if (kind === 0) {
        const eq = `x^{2}+y^{2}${poly([
          [-2 * h, 'x'],
          [-2 * k, 'y'],
          [h * h + k * k - r * r, ''],
        ]).replace(/^(?=[^-])/, '+')}=0`.replace('+0=0', '=0');
        return essay({
          stem: [`원 \\(${eq}\\)의 반지름의 길이를 구하시오.`, `Find the radius of the circle \\(${eq}\\).`],
          answer: String(r),
          hint: HINT.num,
          steps: [
            [
              `완전제곱식으로 고치면 \\((x${h < 0 ? '+' : '-'}${Math.abs(h)})^{2}+(y${k < 0 ? '+' : '-'}${Math.abs(k)})^{2}=${r * r}\\)입니다.`,
              `Complete the squares: \\((x${h < 0 ? '+' : '-'}${Math.abs(h)})^{2}+(y${k < 0 ? '+' : '-'}${Math.abs(k)})^{2}=${r * r}\\).`,
            ],
            [`반지름의 길이는 \\(\\sqrt{${r * r}}=${r}\\)입니다.`, `The radius is \\(\\sqrt{${r * r}}=${r}\\).`],
          ],
          difficulty: 3,
          subUnit: `${U}.s3`,
        });
      }
      // Translate (h, k) by (m, n), then reflect.
      const [tx, ty] = [h + m, k + n];
      const reflections = [
        ['\\(x\\)축', 'the \\(x\\)-axis', [tx, -ty]],
        ['\\(y\\)축', 'the \\(y\\)-axis', [-tx, ty]],
        ['원점', 'the origin', [-tx, -ty]],
        ['직선 \\(y=x\\)', 'the line \\(y=x\\)', [ty, tx]],
      ] as const;
      const [ko, en, P] = reflections[how] as (typeof reflections)[number];
      return multiple(rng, {
        stem: [
          `점 ${josa(`\\(${point(h, k)}\\)`, '을/를')} \\(x\\)축의 방향으로 \\(${m}\\)만큼, \\(y\\)축의 방향으로 \\(${n}\\)만큼 평행이동한 후 ${ko}에 대하여 대칭이동한 점의 좌표는?`,
          `The point \\(${point(h, k)}\\) is translated \\(${m}\\) in the \\(x\\)-direction and \\(${n}\\) in the \\(y\\)-direction, then reflected over ${en}. Where does it end up?`,
        ],
        correct: point(...P),
        wrong: [
          ...reflections.map(([, , Q]) => point(...Q)),
          point(h - m, k - n),
          point(-(h - m), k - n),
          point(tx, ty),
        ],
        steps: [
          [`평행이동하면 \\(${point(tx, ty)}\\)입니다.`, `After the translation: \\(${point(tx, ty)}\\).`],
          [
            `${ko}에 대하여 대칭이동하면 \\(${point(...P)}\\)입니다.`,
            `Reflecting over ${en} gives \\(${point(...P)}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: `${U}.s4`,
      });
    },
    check: ({ kind, h, k, m, n, how }, problem) => {
      if (kind === 0) {
        // Points on the circle: (h + r, k) etc. must satisfy the stated equation; the key is that distance.
        const eq = (problem.stem.en.match(/circle \\\((.*?)\\\)/)?.[1] ?? '').replace('=0', '');
        const on = (x: number, y: number) => Math.abs(evalLatex(eq, { x, y })[0] as number) < 1e-9;
        const key = Number(problem.answer);
        return on(h + key, k) && on(h, k - key) && !on(h + key + 0.5, k) && key > 0;
      }
      // Apply the moves as 2×2 matrices after a translation vector.
      const moved = [h + m, k + n] as const;
      const mats = [
        [1, 0, 0, -1],
        [-1, 0, 0, 1],
        [-1, 0, 0, -1],
        [0, 1, 1, 0],
      ][how] as [number, number, number, number];
      const target = [mats[0] * moved[0] + mats[1] * moved[1], mats[2] * moved[0] + mats[3] * moved[1]];
      return keyIs(problem, target);
    },
  }),
];
