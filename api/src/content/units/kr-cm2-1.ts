// 공통수학2 Ⅰ. 도형의 방정식: points dividing a segment (s1); lines (s2); circles (s3); moving figures (s4).
import { bare, defineTemplate, essay, multiple } from '../kit/template.js';
import { q } from '../kit/numbers.js';
import { frac, m, paren, point, shift, sum, term } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { evalLatex, keyIs } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-cm2-1';

/** (x - h)^2 as written: x^{2} for h = 0. */
const square = (v: string, h: number) => (h === 0 ? `${v}^{2}` : `(${shift(v, -h)})^{2}`);

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'dividing-point', {
    version: 2,
    params: (rng) => ({
      m: rng.int(1, 4),
      n: rng.int(1, 4),
      x1: rng.int(-8, 8),
      y1: rng.int(-8, 8),
      dx: rng.intExcept(-4, 4, [0]),
      dy: rng.intExcept(-4, 4, [0]),
    }),
    generate: ({ m: a, n: n0, x1, y1, dx, dy }, rng) => {
      const b = n0 === a ? a + 1 : n0;
      // B = A + (a + b)·(dx, dy) keeps the dividing point on integer coordinates.
      const x2 = x1 + (a + b) * dx;
      const y2 = y1 + (a + b) * dy;
      const P = [x1 + a * dx, y1 + a * dy] as const;
      const ratio = `\\(${a}:${b}\\)`;
      const coord = (u2: number, u1: number, value: number) =>
        `\\frac{${a}\\times ${paren(u2)}+${b}\\times ${paren(u1)}}{${a}+${b}}=\\frac{${a * u2 + b * u1}}{${a + b}}=${value}`;
      return multiple(rng, {
        stem: [
          `두 점 \\(\\mathrm{A}${point(x1, y1)}\\), \\(\\mathrm{B}${point(x2, y2)}\\)에 대하여 선분 \\(\\mathrm{AB}\\)를 ${withJosa(ratio, '으로/로')} 내분하는 점의 좌표는?`,
          `For \\(\\mathrm{A}${point(x1, y1)}\\) and \\(\\mathrm{B}${point(x2, y2)}\\), which point divides segment \\(\\mathrm{AB}\\) internally in the ratio ${ratio}?`,
        ],
        correct: m(point(...P)),
        wrong: [
          point(x1 + b * dx, y1 + b * dy),
          point(q(x1 + x2, 2), q(y1 + y2, 2)),
          point(P[0], P[1] + dy),
          point(x2 + a * dx, y2 + a * dy),
          point(-P[0], P[1]),
          point(P[1], P[0]),
          point(P[0] + dx, P[1]),
        ].map(m),
        steps: [
          [
            `선분 \\(\\mathrm{AB}\\)를 \\(m:n\\)으로 내분하는 점의 좌표는 \\(\\left(\\frac{mx_{2}+nx_{1}}{m+n},\\ \\frac{my_{2}+ny_{1}}{m+n}\\right)\\)입니다.`,
            `The point dividing \\(\\mathrm{AB}\\) internally in the ratio \\(m:n\\) is \\(\\left(\\frac{mx_{2}+nx_{1}}{m+n},\\ \\frac{my_{2}+ny_{1}}{m+n}\\right)\\).`,
          ],
          [
            `\\(x=${coord(x2, x1, P[0])}\\), \\(y=${coord(y2, y1, P[1])}\\)이므로 구하는 점은 \\(${point(...P)}\\)입니다.`,
            `\\(x=${coord(x2, x1, P[0])}\\) and \\(y=${coord(y2, y1, P[1])}\\), so the point is \\(${point(...P)}\\).`,
          ],
        ],
        difficulty: 2,
        subUnit: `${U}.s1`,
      });
    },
    check: ({ m: a, n: n0, x1, y1, dx, dy }, problem) => {
      // The point must lie on AB with AP : PB = a : b, measured as distances.
      const b = n0 === a ? a + 1 : n0;
      const B = [x1 + (a + b) * dx, y1 + (a + b) * dy] as const;
      const fits = (problem.choices ?? []).map((ch) => {
        const [px, py] = evalLatex(bare(ch)) as [number, number];
        const ap = Math.hypot(px - x1, py - y1);
        const pb = Math.hypot(B[0] - px, B[1] - py);
        const ab = Math.hypot(B[0] - x1, B[1] - y1);
        return Math.abs(ap + pb - ab) < 1e-9 && Math.abs(ap * b - pb * a) < 1e-9;
      });
      return fits.filter(Boolean).length === 1 && fits[Number(problem.answer)] === true;
    },
  }),

  defineTemplate(U, 'perpendicular-line', {
    version: 2,
    params: (rng) => ({
      a: rng.intExcept(-4, 4, [0]),
      b: rng.int(-6, 6),
      px: rng.int(-6, 6),
      py: rng.int(-6, 6),
      parallel: rng.int(0, 1) === 1,
    }),
    generate: ({ a, b, px, py, parallel }) => {
      const slope = parallel ? q(a) : q(-1, a);
      const answer = frac(slope.mul(-px).add(py));
      const line = `y=${sum([a, 'x'], [b, ''])}`;
      const through = `\\(${point(px, py)}\\)`;
      const pointSlope = `${shift('y', -py)}=${term(slope, px === 0 ? 'x' : `(${shift('x', -px)})`)}`;
      const at0 = px === 0 ? `${shift('y', -py)}=0` : `${shift('y', -py)}=${frac(slope)}\\times ${paren(-px)}`;
      return essay({
        stem: [
          `점 ${withJosa(through, '을/를')} 지나고 직선 \\(${line}\\)에 ${parallel ? '평행한' : '수직인'} 직선의 \\(y\\)절편을 구하시오.`,
          `Find the \\(y\\)-intercept of the line through ${through} that is ${parallel ? 'parallel' : 'perpendicular'} to \\(${line}\\).`,
        ],
        answer,
        form: 'number',
        steps: [
          [
            parallel
              ? `서로 평행한 두 직선은 기울기가 같으므로 구하는 직선의 기울기는 \\(${frac(slope)}\\)입니다.`
              : `서로 수직인 두 직선의 기울기의 곱은 \\(-1\\)이므로 구하는 직선의 기울기는 \\(${frac(slope)}\\)입니다.`,
            parallel
              ? `Parallel lines have equal slopes, so the slope is \\(${frac(slope)}\\).`
              : `The slopes of perpendicular lines multiply to \\(-1\\), so the slope is \\(${frac(slope)}\\).`,
          ],
          [
            `직선의 방정식은 \\(${pointSlope}\\)이고, \\(x=0\\)을 대입하면 \\(${at0}\\)에서 \\(y=${answer}\\)입니다.`,
            `The line is \\(${pointSlope}\\). Put \\(x=0\\): \\(${at0}\\), so \\(y=${answer}\\).`,
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
      const s = (py - k) / px;
      return parallel ? Math.abs(s - a) < 1e-9 : Math.abs(s * a + 1) < 1e-9;
    },
  }),

  defineTemplate(U, 'circle-and-moves', {
    version: 2,
    params: (rng) => ({
      kind: rng.int(0, 1),
      h: rng.int(-6, 6),
      k: rng.int(-6, 6),
      r: rng.int(1, 8),
      m: rng.intExcept(-5, 5, [0]),
      n: rng.intExcept(-5, 5, [0]),
      how: rng.int(0, 3),
    }),
    generate: ({ kind, h, k, r, m: dx, n: dy, how }, rng) => {
      if (kind === 0) {
        const eq = `${sum('x^{2}', 'y^{2}', [-2 * h, 'x'], [-2 * k, 'y'], [h * h + k * k - r * r, ''])}=0`;
        const standard = `${sum(square('x', h), square('y', k))}=${r * r}`;
        return essay({
          stem: [`원 \\(${eq}\\)의 반지름의 길이를 구하시오.`, `Find the radius of the circle \\(${eq}\\).`],
          answer: String(r),
          form: 'number',
          steps: [
            [
              `\\(x\\), \\(y\\)에 대하여 각각 완전제곱식으로 고치면 \\(${standard}\\)입니다.`,
              `Complete the square in \\(x\\) and in \\(y\\): \\(${standard}\\).`,
            ],
            [
              `따라서 원의 반지름의 길이는 \\(${r === 1 ? '' : `\\sqrt{${r * r}}=`}${r}\\)입니다.`,
              `So the radius is \\(${r === 1 ? '' : `\\sqrt{${r * r}}=`}${r}\\).`,
            ],
          ],
          difficulty: 3,
          subUnit: `${U}.s3`,
        });
      }
      // Translate (h, k) by (dx, dy), then reflect.
      const [tx, ty] = [h + dx, k + dy];
      const reflections = [
        ['\\(x\\)축', 'the \\(x\\)-axis', [tx, -ty], '(a,\\ b)\\to (a,\\ -b)'],
        ['\\(y\\)축', 'the \\(y\\)-axis', [-tx, ty], '(a,\\ b)\\to (-a,\\ b)'],
        ['원점', 'the origin', [-tx, -ty], '(a,\\ b)\\to (-a,\\ -b)'],
        ['직선 \\(y=x\\)', 'the line \\(y=x\\)', [ty, tx], '(a,\\ b)\\to (b,\\ a)'],
      ] as const;
      const [ko, en, P, rule] = reflections[how] as (typeof reflections)[number];
      const start = `\\(${point(h, k)}\\)`;
      return multiple(rng, {
        stem: [
          `점 ${withJosa(start, '을/를')} \\(x\\)축의 방향으로 \\(${dx}\\)만큼, \\(y\\)축의 방향으로 \\(${dy}\\)만큼 평행이동한 후 ${ko}에 대하여 대칭이동한 점의 좌표는?`,
          `The point ${start} is translated by \\(${dx}\\) in the \\(x\\)-direction and by \\(${dy}\\) in the \\(y\\)-direction, then reflected in ${en}. Where does it end up?`,
        ],
        correct: m(point(...P)),
        wrong: [
          ...reflections.map(([, , Q]) => point(...Q)),
          point(h - dx, k - dy),
          point(-(h - dx), k - dy),
          point(tx, ty),
          point(-tx, ty + 1),
          point(-ty, -tx),
          point(tx + 1, ty),
          point(-ty, tx),
          point(ty, -tx),
        ].map(m),
        steps: [
          [
            `평행이동하면 \\(${point(h, k)}\\to (${h}+${paren(dx)},\\ ${k}+${paren(dy)})=${point(tx, ty)}\\)입니다.`,
            `The translation gives \\(${point(h, k)}\\to (${h}+${paren(dx)},\\ ${k}+${paren(dy)})=${point(tx, ty)}\\).`,
          ],
          [
            `${ko}에 대한 대칭이동은 \\(${rule}\\)이므로 구하는 점은 \\(${point(...P)}\\)입니다.`,
            `Reflecting in ${en} sends \\(${rule}\\), so the point is \\(${point(...P)}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: `${U}.s4`,
      });
    },
    check: ({ kind, h, k, m: dx, n: dy, how }, problem) => {
      if (kind === 0) {
        // Points on the circle: (h + r, k) etc. must satisfy the stated equation; the key is that distance.
        const eq = (problem.stem.en.match(/circle \\\((.*?)\\\)/)?.[1] ?? '').replace('=0', '');
        const on = (x: number, y: number) => Math.abs(evalLatex(eq, { x, y })[0] as number) < 1e-9;
        const key = Number(problem.answer);
        return on(h + key, k) && on(h, k - key) && !on(h + key + 0.5, k) && key > 0;
      }
      // Apply the moves as 2×2 matrices after a translation vector.
      const moved = [h + dx, k + dy] as const;
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

  defineTemplate(U, 'circle-line-chord', {
    version: 1,
    params: (rng) => {
      const [[a, b], [d, half]] = [
        rng.pick([
          [3, 4],
          [4, 3],
          [5, 12],
          [12, 5],
        ] as const),
        rng.pick([
          [3, 4],
          [4, 3],
          [6, 8],
          [8, 6],
          [5, 12],
          [12, 5],
        ] as const),
      ];
      return { a, b, d, half, sign: rng.pick([1, -1]) };
    },
    generate: ({ a, b, d, half, sign }) => {
      // The line ax + by = c is d from the origin when c = d·√(a² + b²); the radius makes d and half the chord a right triangle.
      const norm = Math.hypot(a, b);
      const c = sign * d * norm;
      const r2 = d * d + half * half;
      const line = `${sum([a, 'x'], [b, 'y'])}${c < 0 ? '+' : '-'}${Math.abs(c)}=0`;
      return essay({
        stem: [
          `원 ${withJosa(m(`x^{2}+y^{2}=${r2}`), '과/와')} 직선 ${withJosa(m(line), '이/가')} 만나는 두 점을 \\(\\mathrm{A}\\), \\(\\mathrm{B}\\)라 할 때, 선분 \\(\\mathrm{AB}\\)의 길이를 구하시오.`,
          `The circle \\(x^{2}+y^{2}=${r2}\\) and the line \\(${line}\\) meet at \\(\\mathrm{A}\\) and \\(\\mathrm{B}\\). Find the length of \\(\\overline{\\mathrm{AB}}\\).`,
        ],
        answer: String(2 * half),
        form: 'number',
        steps: [
          [
            `핵심은 원의 중심에서 현에 내린 수선이 현을 이등분한다는 것입니다. 중심 \\((0,\\,0)\\)과 직선 사이의 거리는 \\(\\frac{|${c < 0 ? '' : '-'}${Math.abs(c)}|}{\\sqrt{${a}^{2}+${b}^{2}}}=\\frac{${Math.abs(c)}}{${norm}}=${d}\\)입니다.`,
            `The key idea: the perpendicular from the center bisects the chord. The distance from the center \\((0,\\,0)\\) to the line is \\(\\frac{|${c < 0 ? '' : '-'}${Math.abs(c)}|}{\\sqrt{${a}^{2}+${b}^{2}}}=\\frac{${Math.abs(c)}}{${norm}}=${d}\\).`,
          ],
          [
            `반지름의 길이가 \\(${Math.hypot(d, half)}\\)이므로 현의 절반은 \\(\\sqrt{${r2}-${d}^{2}}=${half}\\), 따라서 \\(\\overline{\\mathrm{AB}}=${2 * half}\\)입니다.`,
            `The radius is \\(${Math.hypot(d, half)}\\), so half the chord is \\(\\sqrt{${r2}-${d}^{2}}=${half}\\) and \\(\\mathrm{AB}=${2 * half}\\).`,
          ],
        ],
        difficulty: 4,
        subUnit: `${U}.s3`,
      });
    },
    // Solves the line and the circle together for the two points and measures between them.
    check: ({ a, b, d, half, sign }, problem) => {
      const c = sign * d * Math.hypot(a, b);
      const r2 = d * d + half * half;
      // On the line, y = (c − a·x)/b; substitute into x² + y² = r².
      const [A, B, C] = [1 + (a * a) / (b * b), (-2 * a * c) / (b * b), (c * c) / (b * b) - r2];
      const disc = Math.sqrt(B * B - 4 * A * C);
      const xs = [(-B + disc) / (2 * A), (-B - disc) / (2 * A)];
      const pts = xs.map((x) => [x, (c - a * x) / b] as const);
      return keyIs(problem, Math.round(Math.hypot(pts[0]![0] - pts[1]![0], pts[0]![1] - pts[1]![1]) * 1e9) / 1e9);
    },
  }),
];
