// 중2 6. 삼각형과 사각형의 성질: isosceles triangles, incenter and circumcenter angles, a point on a bisector, the
// inscribed circle (s1); parallelograms, a bisector in a parallelogram, equal areas between parallel lines (s2).
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { num, q, type Q } from '../kit/numbers.js';
import { linear, m, term } from '../kit/latex.js';
import { josa, withJosa } from '../kit/korean.js';
import { evalLatex, keyIs } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';
import { planeShape, withFigure, type PlaneShapeOptions } from '../kit/figures.js';
import { PYTHAGOREAN_TRIPLES } from '../kit/triples.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m2-6';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;
const rad = (d: number) => (d * Math.PI) / 180;
const toDegrees = (r: number) => (r * 180) / Math.PI;
/** A measure in degrees, exact: 117.5°. */
const degree = (v: number | Q) => `${num(v)}^{\\circ}`;
type P = [number, number];
/** A shape and one more point, named by letters in order, the last for the point: 'ABCDE' is ABCD and point E. */
const lettered = (letters: string, points: P[], rest: Omit<PlaneShapeOptions, 'vertices' | 'labels' | 'extra'>) => {
  const names = [...letters];
  const n = points.length - 1;
  return planeShape({
    vertices: points.slice(0, n),
    labels: names.slice(0, n),
    extra: [{ at: points[n] as P, label: names[n] as string }],
    ...rest,
  });
};
const angleAt = (o: P, p: P, r: P) =>
  toDegrees(
    Math.acos(
      ((p[0] - o[0]) * (r[0] - o[0]) + (p[1] - o[1]) * (r[1] - o[1])) /
        (Math.hypot(p[0] - o[0], p[1] - o[1]) * Math.hypot(r[0] - o[0], r[1] - o[1])),
    ),
  );

/** A triangle with angles A, B, C placed with B at the origin and C on the x-axis. */
function triangle(A: number, B: number): { a: P; b: P; c: P } {
  const C = 180 - A - B;
  const sideC = Math.sin(rad(C)) / Math.sin(rad(A)); // BC = 1, AB by the law of sines
  return { a: [sideC * Math.cos(rad(B)), sideC * Math.sin(rad(B))], b: [0, 0], c: [1, 0] };
}

/**
 * The legs of a right triangle (∠C = 90°) with hypotenuse c whose bisector from A cuts CD = d off BC:
 * d = c·cos A·tan(A/2), solved for the smaller angle A by bisection on t = tan(A/2) (the rise ends near t = 0.486).
 */
function rightTriangleFor(c: number, d: number): { ac: number; bc: number } {
  const cd = (t: number) => (c * t * (1 - t * t)) / (1 + t * t);
  let [lo, hi] = [0, 0.486];
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (cd(mid) < d) lo = mid;
    else hi = mid;
  }
  const t = (lo + hi) / 2;
  const cos = (1 - t * t) / (1 + t * t);
  const sin = (2 * t) / (1 + t * t);
  return { ac: c * cos, bc: c * sin };
}

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'isosceles-angles', {
    version: 2,
    params: (rng) => ({ apex: rng.int(10, 160), ask: rng.int(0, 2) }),
    generate: ({ apex: apex0, ask }) => {
      const apex = apex0 % 2 === 0 ? apex0 : apex0 + 1;
      const base = (180 - apex) / 2;
      const A = '\\angle \\mathrm{A}';
      const B = '\\angle \\mathrm{B}';
      const fromApex: [string, string] = [
        `\\(${B}=\\angle \\mathrm{C}=(180^{\\circ}-${degree(apex)})\\div2=${degree(base)}\\)`,
        `\\(${B}=\\angle \\mathrm{C}=(180^{\\circ}-${degree(apex)})\\div2=${degree(base)}\\)`,
      ];
      const asks = [
        {
          ko: `\\(${A}=${degree(apex)}\\)일 때, \\(${B}\\)의 크기`,
          en: `If \\(${A}=${degree(apex)}\\), find \\(${B}\\)`,
          value: base,
          work: [`따라서 ${fromApex[0]}입니다.`, `So ${fromApex[1]}.`],
        },
        {
          ko: `\\(${B}=${degree(base)}\\)일 때, \\(${A}\\)의 크기`,
          en: `If \\(${B}=${degree(base)}\\), find \\(${A}\\)`,
          value: apex,
          work: [
            `따라서 \\(${A}=180^{\\circ}-2\\times${degree(base)}=${degree(apex)}\\)입니다.`,
            `So \\(${A}=180^{\\circ}-2\\times${degree(base)}=${degree(apex)}\\).`,
          ],
        },
        {
          ko: `\\(${A}=${degree(apex)}\\)일 때, 꼭짓점 \\(\\mathrm{C}\\)에서의 외각의 크기`,
          en: `If \\(${A}=${degree(apex)}\\), find the exterior angle at \\(\\mathrm{C}\\)`,
          value: 180 - base,
          work: [
            `${fromApex[0]}이므로 꼭짓점 \\(\\mathrm{C}\\)에서의 외각의 크기는 \\(180^{\\circ}-${degree(base)}=${degree(180 - base)}\\)입니다.`,
            `${fromApex[1]}, so the exterior angle at \\(\\mathrm{C}\\) is \\(180^{\\circ}-${degree(base)}=${degree(180 - base)}\\).`,
          ],
        },
      ];
      const a = asks[ask] as (typeof asks)[number];
      return essay({
        stem: [
          `\\(\\overline{\\mathrm{AB}}=\\overline{\\mathrm{AC}}\\)인 이등변삼각형 \\(\\mathrm{ABC}\\)에서 ${a.ko}는 몇 도인지 구하시오.`,
          `Triangle \\(\\mathrm{ABC}\\) is isosceles with \\(\\mathrm{AB}=\\mathrm{AC}\\). ${a.en} in degrees.`,
        ],
        answer: num(a.value),
        form: 'number',
        hint: HINTS.whole,
        unit: '°',
        steps: [
          [
            `이등변삼각형의 두 밑각의 크기는 같으므로 \\(${B}=\\angle \\mathrm{C}\\)이고, \\(${A}+2${B}=180^{\\circ}\\)입니다.`,
            `The base angles of an isosceles triangle are equal, so \\(${B}=\\angle \\mathrm{C}\\) and \\(${A}+2${B}=180^{\\circ}\\).`,
          ],
          a.work as [string, string],
        ],
        difficulty: ask === 0 ? 2 : 3,
        subUnit: S1,
      });
    },
    check: ({ apex: apex0, ask }, problem) => {
      // Build the triangle in coordinates and measure the angle asked for.
      const apex = apex0 % 2 === 0 ? apex0 : apex0 + 1;
      const { a, b, c } = triangle(apex, (180 - apex) / 2);
      const B = angleAt(b, a, c);
      const value = ask === 0 ? B : ask === 1 ? angleAt(a, b, c) : 180 - angleAt(c, a, b);
      return problem.type === 'essay' && Math.abs(Number(problem.answer) - value) < 1e-6;
    },
  }),

  defineTemplate(U, 'center-angles', {
    version: 2,
    params: (rng) => {
      const which = rng.int(0, 1);
      const A = rng.int(20, 85);
      // A circumcenter question needs an acute triangle: every angle below 90°.
      const B = which === 0 ? rng.int(20, Math.min(85, 175 - A)) : rng.int(Math.max(20, 91 - A), 85);
      return { A, B, which };
    },
    generate: ({ A, B, which }, rng) => {
      const C = 180 - A - B;
      const incenter = which === 0;
      const half = (v: number) => q(v, 2);
      const value = incenter ? half(A).add(90) : q(2 * A);
      const correct = degree(value);
      const wrong = [
        half(A).add(90),
        q(2 * A),
        q(180 - A),
        half(B).add(90),
        q(2 * B),
        q(180 - 2 * A),
        q(90).sub(half(A)),
        half(C).add(90),
        half(A),
        q(2 * C),
      ].filter((v) => v.value > 0 && v.value < 180);
      const angleA = `\\angle \\mathrm{A}=${degree(A)}`;
      const angleB = `\\angle \\mathrm{B}=${degree(B)}`;
      return multiple(rng, {
        stem: incenter
          ? [
              `삼각형 \\(\\mathrm{ABC}\\)의 내심을 \\(\\mathrm{I}\\)라 하자. \\(${angleA}\\), \\(${angleB}\\)일 때, \\(\\angle \\mathrm{BIC}\\)의 크기는?`,
              `\\(\\mathrm{I}\\) is the incenter of triangle \\(\\mathrm{ABC}\\), with \\(${angleA}\\) and \\(${angleB}\\). What is \\(\\angle \\mathrm{BIC}\\)?`,
            ]
          : [
              `예각삼각형 \\(\\mathrm{ABC}\\)의 외심을 \\(\\mathrm{O}\\)라 하자. \\(${angleA}\\), \\(${angleB}\\)일 때, \\(\\angle \\mathrm{BOC}\\)의 크기는?`,
              `\\(\\mathrm{O}\\) is the circumcenter of acute triangle \\(\\mathrm{ABC}\\), with \\(${angleA}\\) and \\(${angleB}\\). What is \\(\\angle \\mathrm{BOC}\\)?`,
            ],
        correct: m(correct),
        wrong: wrong.map((v) => m(degree(v))),
        steps: incenter
          ? [
              [
                `\\(\\angle \\mathrm{C}=180^{\\circ}-${degree(A)}-${degree(B)}=${degree(C)}\\)이고, 내심은 세 내각의 이등분선의 교점이므로 \\(\\angle \\mathrm{IBC}=${degree(half(B))}\\), \\(\\angle \\mathrm{ICB}=${degree(half(C))}\\)입니다.`,
                `\\(\\angle \\mathrm{C}=180^{\\circ}-${degree(A)}-${degree(B)}=${degree(C)}\\), and the incenter lies on the angle bisectors: \\(\\angle \\mathrm{IBC}=${degree(half(B))}\\), \\(\\angle \\mathrm{ICB}=${degree(half(C))}\\).`,
              ],
              [
                `\\(\\angle \\mathrm{BIC}=180^{\\circ}-${degree(half(B))}-${degree(half(C))}=${correct}\\) (\\(=90^{\\circ}+\\frac{1}{2}\\angle \\mathrm{A}\\))`,
                `\\(\\angle \\mathrm{BIC}=180^{\\circ}-${degree(half(B))}-${degree(half(C))}=${correct}\\) (\\(=90^{\\circ}+\\frac{1}{2}\\angle \\mathrm{A}\\))`,
              ],
            ]
          : [
              [
                `외심 \\(\\mathrm{O}\\)에서 \\(\\overline{\\mathrm{OA}}=\\overline{\\mathrm{OB}}=\\overline{\\mathrm{OC}}\\)이므로 \\(\\triangle \\mathrm{OAB}\\), \\(\\triangle \\mathrm{OAC}\\)는 이등변삼각형입니다. \\(\\angle \\mathrm{OAB}=\\angle \\mathrm{OBA}\\), \\(\\angle \\mathrm{OAC}=\\angle \\mathrm{OCA}\\)이므로 \\(\\angle \\mathrm{BOC}=2\\angle \\mathrm{A}\\)입니다.`,
                `The circumcenter is equally far from the vertices, \\(\\mathrm{OA}=\\mathrm{OB}=\\mathrm{OC}\\), so triangles \\(\\mathrm{OAB}\\) and \\(\\mathrm{OAC}\\) are isosceles; their equal base angles give \\(\\angle \\mathrm{BOC}=2\\angle \\mathrm{A}\\).`,
              ],
              [
                `\\(\\angle \\mathrm{BOC}=2\\times${degree(A)}=${correct}\\)`,
                `\\(\\angle \\mathrm{BOC}=2\\times${degree(A)}=${correct}\\)`,
              ],
            ],
        difficulty: incenter ? 3 : 4,
        subUnit: S1,
      });
    },
    check: ({ A, B, which }, problem) => {
      // Construct the incenter (side-length weighted) or circumcenter (equal distances) and measure the angle.
      const { a, b, c } = triangle(A, B);
      const la = Math.hypot(b[0] - c[0], b[1] - c[1]);
      const lb = Math.hypot(a[0] - c[0], a[1] - c[1]);
      const lc = Math.hypot(a[0] - b[0], a[1] - b[1]);
      let center: P;
      if (which === 0) {
        const s = la + lb + lc;
        center = [(la * a[0] + lb * b[0] + lc * c[0]) / s, (la * a[1] + lb * b[1] + lc * c[1]) / s];
      } else {
        // Perpendicular bisector of BC is x = 1/2; equal distance to A fixes y.
        const y = (a[0] ** 2 + a[1] ** 2 - a[0]) / (2 * a[1]);
        center = [0.5, y];
      }
      const measured = angleAt(center, b, c);
      const values = (problem.choices ?? []).map((ch) => evalLatex(ch.slice(2, -2))[0] as number);
      const ok = values.map((v) => Math.abs(v - measured) < 1e-6);
      return isAcuteOrIncenter(A, B, which) && ok.filter(Boolean).length === 1 && ok[Number(problem.answer)] === true;
    },
  }),

  defineTemplate(U, 'parallelogram', {
    version: 2,
    params: (rng) => ({
      x: rng.int(3, 20),
      a: rng.int(2, 5),
      c: rng.int(1, 4),
      b: rng.int(-10, 15),
      kind: rng.int(0, 1),
      other: rng.int(3, 25),
    }),
    generate: ({ x, a, c: c0, b, kind, other }) => {
      const c = c0 === a ? a + 1 : c0;
      // Solving the equation between the two expressions: (a-c)x = d - bb.
      const solve = (bb: number, d: number): [string, string] => {
        const eq = `${linear(a, bb)}=${linear(c, d)}`;
        const collected = a - c === 1 ? '' : `, \\(${term(a - c, 'x')}=${d - bb}\\)`;
        return [`\\(${eq}\\)${collected}에서 \\(x=${x}\\)`, `\\(${eq}\\)${collected}, so \\(x=${x}\\)`];
      };
      if (kind === 0) {
        // Opposite sides AB = CD.
        const ab = a * x + b > 0 ? a * x + b : a * x + b + 30;
        const bb = ab - a * x;
        const d = ab - c * x;
        const perimeter = 2 * (ab + other);
        const [ko, en] = solve(bb, d);
        return essay({
          stem: [
            `평행사변형 \\(\\mathrm{ABCD}\\)에서 \\(\\overline{\\mathrm{AB}}=${linear(a, bb)}\\), \\(\\overline{\\mathrm{CD}}=${linear(c, d)}\\), \\(\\overline{\\mathrm{AD}}=${other}\\)일 때, 평행사변형의 둘레의 길이를 구하시오.`,
            `In parallelogram \\(\\mathrm{ABCD}\\), \\(\\mathrm{AB}=${linear(a, bb)}\\), \\(\\mathrm{CD}=${linear(c, d)}\\) and \\(\\mathrm{AD}=${other}\\). Find the perimeter.`,
          ],
          answer: String(perimeter),
          form: 'number',
          hint: HINTS.whole,
          steps: [
            [
              `평행사변형의 두 쌍의 대변의 길이는 각각 같으므로 ${ko}입니다.`,
              `Opposite sides of a parallelogram are equal: ${en}.`,
            ],
            [
              `\\(\\overline{\\mathrm{AB}}=${a}\\times${x}${bb < 0 ? '' : '+'}${bb}=${ab}\\)이므로 둘레의 길이는 \\(2\\times(${ab}+${other})=${perimeter}\\)입니다.`,
              `\\(\\mathrm{AB}=${a}\\times${x}${bb < 0 ? '' : '+'}${bb}=${ab}\\), so the perimeter is \\(2\\times(${ab}+${other})=${perimeter}\\).`,
            ],
          ],
          difficulty: 3,
          subUnit: S2,
        });
      }
      // Opposite angles A = C; asked: angle B = 180 - A.
      const angA = 30 + ((x * 7) % 120);
      const bb = angA - a * x;
      const d = angA - c * x;
      const [ko, en] = solve(bb, d);
      return essay({
        stem: [
          `평행사변형 \\(\\mathrm{ABCD}\\)에서 \\(\\angle \\mathrm{A}=\\left(${linear(a, bb)}\\right)^{\\circ}\\), \\(\\angle \\mathrm{C}=\\left(${linear(c, d)}\\right)^{\\circ}\\)일 때, \\(\\angle \\mathrm{B}\\)의 크기는 몇 도인지 구하시오.`,
          `In parallelogram \\(\\mathrm{ABCD}\\), \\(\\angle \\mathrm{A}=\\left(${linear(a, bb)}\\right)^{\\circ}\\) and \\(\\angle \\mathrm{C}=\\left(${linear(c, d)}\\right)^{\\circ}\\). Find \\(\\angle \\mathrm{B}\\) in degrees.`,
        ],
        answer: String(180 - angA),
        form: 'number',
        hint: HINTS.whole,
        unit: '°',
        steps: [
          [
            `평행사변형의 두 쌍의 대각의 크기는 각각 같으므로 ${ko}이고, \\(\\angle \\mathrm{A}=${angA}^{\\circ}\\)입니다.`,
            `Opposite angles of a parallelogram are equal: ${en}, and \\(\\angle \\mathrm{A}=${angA}^{\\circ}\\).`,
          ],
          [
            `이웃한 두 각의 크기의 합은 \\(180^{\\circ}\\)이므로 \\(\\angle \\mathrm{B}=180^{\\circ}-${angA}^{\\circ}=${180 - angA}^{\\circ}\\)입니다.`,
            `Consecutive angles add to \\(180^{\\circ}\\), so \\(\\angle \\mathrm{B}=180^{\\circ}-${angA}^{\\circ}=${180 - angA}^{\\circ}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: S2,
      });
    },
    check: ({ kind, other }, problem) => {
      // Solve the equation between the two stated expressions by search, then finish the figure.
      const runs = [...problem.stem.en.matchAll(/\\\((.*?)\\\)/g)].map((match) => match[1] as string);
      const exprs = runs
        .filter((r) => r.includes('x'))
        .map((r) => r.replace(/^.*?=/, '').replace(/^\\left\(|\\right\)\^\{\\circ\}$/g, ''));
      const [e1, e2] = exprs as [string, string];
      let x = -100;
      while (x <= 100 && Math.abs((evalLatex(e1, { x })[0] as number) - (evalLatex(e2, { x })[0] as number)) > 1e-9)
        x++;
      const v = evalLatex(e1, { x })[0] as number;
      return x <= 100 && v > 0 && keyIs(problem, kind === 0 ? 2 * (v + other) : 180 - v);
    },
  }),

  defineTemplate(U, 'isosceles-bisector-angle', {
    version: 1,
    // ∠A from 20° to 100°: a flatter triangle crowds the two angle marks.
    params: (rng) => ({ k: rng.int(20, 40) }),
    generate: ({ k }) => {
      // AB = AC and ∠A = 180° − 4k, so ∠B = ∠C = 2k and the bisector halves ∠B into k.
      const a = 180 - 4 * k;
      const base = 2 * k;
      const answer = 180 - base - k;
      const { a: A, b: B, c: C } = triangle(a, base);
      // D on AC where the bisector from B lands: AD : DC = AB : BC.
      const ab = Math.hypot(A[0] - B[0], A[1] - B[1]);
      const t = ab / (ab + 1);
      const D: P = [A[0] + (C[0] - A[0]) * t, A[1] + (C[1] - A[1]) * t];
      const figure = lettered('ABCD', [A, B, C, D], {
        sides: [
          { i: 0, ticks: 1 },
          { i: 2, ticks: 1 },
        ],
        segments: [{ from: 1, to: 3 }],
        angles: [
          { i: 0, label: `${a}°` },
          { i: 3, from: 1, to: 2, label: '?' },
        ],
        name: { ko: '이등변삼각형 ABC와 각 B의 이등분선', en: 'isosceles triangle ABC with the bisector of angle B' },
      });
      const problem = essay({
        stem: [
          `\\(\\overline{\\mathrm{AB}}=\\overline{\\mathrm{AC}}\\)인 이등변삼각형 \\(\\mathrm{ABC}\\)에서 \\(\\angle \\mathrm{A}=${degree(a)}\\)입니다. \\(\\angle \\mathrm{B}\\)의 이등분선이 \\(\\overline{\\mathrm{AC}}\\)와 만나는 점을 \\(\\mathrm{D}\\)라 할 때, \\(\\angle \\mathrm{BDC}\\)의 크기는 몇 도인지 구하시오.`,
          `In isosceles triangle \\(\\mathrm{ABC}\\), \\(\\mathrm{AB}=\\mathrm{AC}\\) and \\(\\angle \\mathrm{A}=${degree(a)}\\). The bisector of \\(\\angle \\mathrm{B}\\) meets \\(\\overline{\\mathrm{AC}}\\) at \\(\\mathrm{D}\\). How many degrees is \\(\\angle \\mathrm{BDC}\\)?`,
        ],
        answer: String(answer),
        form: 'number',
        unit: '°',
        hint: HINTS.whole,
        steps: [
          [
            `이등변삼각형의 두 밑각의 크기는 같으므로 \\(\\angle \\mathrm{B}=\\angle \\mathrm{C}=\\frac{1}{2}(${degree(180)}-${degree(a)})=${degree(base)}\\)입니다.`,
            `The base angles of an isosceles triangle are equal: \\(\\angle \\mathrm{B}=\\angle \\mathrm{C}=\\frac{1}{2}(${degree(180)}-${degree(a)})=${degree(base)}\\).`,
          ],
          [
            `\\(\\overline{\\mathrm{BD}}\\)${josa('D', '은/는')} \\(\\angle \\mathrm{B}\\)의 이등분선이므로 \\(\\angle \\mathrm{DBC}=${degree(k)}\\)입니다.`,
            `\\(\\overline{\\mathrm{BD}}\\) bisects \\(\\angle \\mathrm{B}\\), so \\(\\angle \\mathrm{DBC}=${degree(k)}\\).`,
          ],
          [
            `삼각형 \\(\\mathrm{DBC}\\)에서 \\(\\angle \\mathrm{BDC}=${degree(180)}-${degree(base)}-${degree(k)}=${degree(answer)}\\)입니다.`,
            `In triangle \\(\\mathrm{DBC}\\), \\(\\angle \\mathrm{BDC}=${degree(180)}-${degree(base)}-${degree(k)}=${degree(answer)}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: S1,
      });
      return withFigure(problem, figure);
    },
    // Draws the triangle, lands the bisector on AC by the angle-bisector ratio, and measures the angle.
    check: ({ k }, problem) => {
      const { a: A, b: B, c: C } = triangle(180 - 4 * k, 2 * k);
      const ab = Math.hypot(A[0], A[1]);
      const D: P = [A[0] + ((C[0] - A[0]) * ab) / (ab + 1), A[1] + ((C[1] - A[1]) * ab) / (ab + 1)];
      return keyIs(problem, Math.round(angleAt(D, B, C) * 1e6) / 1e6);
    },
  }),

  defineTemplate(U, 'bisector-distance-area', {
    version: 1,
    params: (rng) => {
      // CD = AB·cos A·tan(A/2) is at most about 0.3·AB, so CD is drawn below that.
      const c = 2 * rng.int(5, 15);
      return { c, d: rng.int(1, Math.floor(0.29 * c)) };
    },
    generate: ({ c, d }) => {
      const area = (c * d) / 2;
      // The triangle drawn from the numbers: C at the origin, CA up the y-axis, CB along the x-axis.
      const { ac, bc } = rightTriangleFor(c, d);
      const [A, B, Cpt]: [P, P, P] = [
        [0, ac],
        [bc, 0],
        [0, 0],
      ];
      const D: P = [d, 0];
      const figure = lettered('ABCD', [A, B, Cpt, D], {
        segments: [
          { from: 0, to: 3 },
          { from: 2, to: 3, label: `${d} cm` },
        ],
        sides: [{ i: 0, label: `${c} cm` }],
        angles: [{ i: 2, right: true }],
        name: { ko: '직각삼각형 ABC와 각 A의 이등분선', en: 'right triangle ABC with the bisector of angle A' },
      });
      const problem = essay({
        stem: [
          `\\(\\angle \\mathrm{C}=90^{\\circ}\\)인 직각삼각형 \\(\\mathrm{ABC}\\)에서 \\(\\angle \\mathrm{A}\\)의 이등분선이 \\(\\overline{\\mathrm{BC}}\\)와 만나는 점을 \\(\\mathrm{D}\\)라 합니다. \\(\\overline{\\mathrm{AB}}=${c}\\,\\text{cm}\\), \\(\\overline{\\mathrm{CD}}=${d}\\,\\text{cm}\\)일 때, 삼각형 \\(\\mathrm{ABD}\\)의 넓이를 구하시오.`,
          `In right triangle \\(\\mathrm{ABC}\\) with \\(\\angle \\mathrm{C}=90^{\\circ}\\), the bisector of \\(\\angle \\mathrm{A}\\) meets \\(\\overline{\\mathrm{BC}}\\) at \\(\\mathrm{D}\\). If \\(\\mathrm{AB}=${c}\\,\\text{cm}\\) and \\(\\mathrm{CD}=${d}\\,\\text{cm}\\), find the area of triangle \\(\\mathrm{ABD}\\).`,
        ],
        answer: String(area),
        form: 'number',
        unit: 'cm²',
        hint: HINTS.whole,
        steps: [
          [
            `핵심은 각의 이등분선 위의 점은 각의 두 변에서 같은 거리에 있다는 것입니다. 점 \\(\\mathrm{D}\\)에서 \\(\\overline{\\mathrm{AB}}\\)에 내린 수선의 발을 \\(\\mathrm{E}\\)라 하면 \\(\\triangle \\mathrm{ACD}\\equiv\\triangle \\mathrm{AED}\\) (RHA 합동)입니다.`,
            `The key idea: a point on an angle bisector is the same distance from both sides of the angle. Drop a perpendicular from \\(\\mathrm{D}\\) to \\(\\overline{\\mathrm{AB}}\\) with foot \\(\\mathrm{E}\\); then \\(\\triangle \\mathrm{ACD}\\cong\\triangle \\mathrm{AED}\\) (hypotenuse and an acute angle).`,
          ],
          [
            `따라서 \\(\\overline{\\mathrm{DE}}=\\overline{\\mathrm{DC}}=${d}\\,\\text{cm}\\)이고, 이것이 \\(\\overline{\\mathrm{AB}}\\)를 밑변으로 하는 삼각형 \\(\\mathrm{ABD}\\)의 높이입니다.`,
            `So \\(\\mathrm{DE}=\\mathrm{DC}=${d}\\,\\text{cm}\\), which is the height of triangle \\(\\mathrm{ABD}\\) on the base \\(\\overline{\\mathrm{AB}}\\).`,
          ],
          [
            `(넓이) \\(=\\frac{1}{2}\\times ${c}\\times ${d}=${area}\\,(\\text{cm}^{2})\\)`,
            `Area \\(=\\frac{1}{2}\\times ${c}\\times ${d}=${area}\\,\\text{cm}^{2}\\)`,
          ],
        ],
        difficulty: 4,
        subUnit: S1,
      });
      return withFigure(problem, figure);
    },
    // The area of ABC less the area of ACD, with the legs of the triangle that fits the two lengths.
    check: ({ c, d }, problem) => {
      const { ac, bc } = rightTriangleFor(c, d);
      return keyIs(problem, Math.round(((ac * bc) / 2 - (ac * d) / 2) * 1e6) / 1e6);
    },
  }),

  defineTemplate(U, 'incircle-radius', {
    version: 1,
    params: (rng) => ({ triple: rng.pick(PYTHAGOREAN_TRIPLES), k: rng.int(1, 3), ask: rng.int(0, 1) }),
    generate: ({ triple, k, ask }) => {
      const [a, b, c] = triple.map((x) => x * k) as [number, number, number];
      const r = (a + b - c) / 2;
      const perimeter = a + b + c;
      const area = (a * b) / 2;
      return essay({
        stem: ask
          ? [
              `둘레의 길이가 \\(${perimeter}\\,\\text{cm}\\)이고 넓이가 \\(${area}\\,\\text{cm}^{2}\\)인 삼각형 \\(\\mathrm{ABC}\\)의 내접원의 반지름의 길이를 구하시오.`,
              `Triangle \\(\\mathrm{ABC}\\) has perimeter \\(${perimeter}\\,\\text{cm}\\) and area \\(${area}\\,\\text{cm}^{2}\\). Find the radius of its inscribed circle.`,
            ]
          : [
              `세 변의 길이가 \\(${a}\\,\\text{cm}\\), \\(${b}\\,\\text{cm}\\), \\(${c}\\,\\text{cm}\\)인 직각삼각형의 내접원의 반지름의 길이를 구하시오.`,
              `A right triangle has sides \\(${a}\\,\\text{cm}\\), \\(${b}\\,\\text{cm}\\), and \\(${c}\\,\\text{cm}\\). Find the radius of its inscribed circle.`,
            ],
        answer: String(r),
        form: 'number',
        unit: 'cm',
        hint: HINTS.whole,
        steps: [
          [
            `핵심은 내심 \\(\\mathrm{I}\\)와 세 꼭짓점을 이어 삼각형을 세 개로 나누는 것입니다. 세 삼각형의 높이는 모두 내접원의 반지름 \\(r\\)이므로 (넓이) \\(=\\frac{1}{2}r\\times\\)(둘레의 길이)입니다.`,
            `The key idea: join the incenter \\(\\mathrm{I}\\) to the three vertices to split the triangle into three. Each has height \\(r\\), the inradius, so area \\(=\\frac{1}{2}r\\times\\) perimeter.`,
          ],
          ask
            ? [
                `\\(${area}=\\frac{1}{2}\\times r\\times ${perimeter}\\)에서 \\(r=${r}\\,(\\text{cm})\\)입니다.`,
                `\\(${area}=\\frac{1}{2}\\times r\\times ${perimeter}\\), so \\(r=${r}\\,\\text{cm}\\).`,
              ]
            : [
                `넓이는 \\(\\frac{1}{2}\\times ${a}\\times ${b}=${area}\\), 둘레의 길이는 \\(${perimeter}\\)이므로 \\(${area}=\\frac{1}{2}\\times r\\times ${perimeter}\\)에서 \\(r=${r}\\,(\\text{cm})\\)입니다.`,
                `The area is \\(\\frac{1}{2}\\times ${a}\\times ${b}=${area}\\) and the perimeter is \\(${perimeter}\\), so \\(${area}=\\frac{1}{2}\\times r\\times ${perimeter}\\) gives \\(r=${r}\\,\\text{cm}\\).`,
              ],
        ],
        difficulty: ask ? 3 : 4,
        subUnit: S1,
      });
    },
    // The incenter by coordinates (legs on the axes, weighted by the opposite sides), and its height above a leg.
    check: ({ triple, k }, problem) => {
      const [a, b, c] = triple.map((x) => x * k) as [number, number, number];
      const [A, B, C]: [P, P, P] = [
        [0, b],
        [a, 0],
        [0, 0],
      ];
      const iy = (a * A[1] + b * B[1] + c * C[1]) / (a + b + c);
      return keyIs(problem, Math.round(iy * 1e6) / 1e6);
    },
  }),

  defineTemplate(U, 'parallelogram-bisector', {
    version: 1,
    params: (rng) => {
      const a = rng.int(3, 12);
      return { a, b: a + rng.int(1, 8), angle: rng.pick([50, 60, 70, 80, 100, 110, 120]) };
    },
    generate: ({ a, b, angle }) => {
      const t = rad(angle);
      const [A, B, C, D]: [P, P, P, P] = [
        [a * Math.cos(t), a * Math.sin(t)],
        [0, 0],
        [b, 0],
        [b + a * Math.cos(t), a * Math.sin(t)],
      ];
      const E: P = [a, 0];
      const figure = lettered('ABCDE', [A, B, C, D, E], {
        segments: [{ from: 0, to: 4 }],
        sides: [
          { i: 0, label: `${a} cm` },
          { i: 3, label: `${b} cm` },
        ],
        name: { ko: '평행사변형 ABCD와 각 A의 이등분선', en: 'parallelogram ABCD with the bisector of angle A' },
      });
      const problem = essay({
        stem: [
          `평행사변형 \\(\\mathrm{ABCD}\\)에서 \\(\\overline{\\mathrm{AB}}=${a}\\,\\text{cm}\\), \\(\\overline{\\mathrm{AD}}=${b}\\,\\text{cm}\\)입니다. \\(\\angle \\mathrm{A}\\)의 이등분선이 \\(\\overline{\\mathrm{BC}}\\)와 만나는 점을 \\(\\mathrm{E}\\)라 할 때, \\(\\overline{\\mathrm{EC}}\\)의 길이를 구하시오.`,
          `In parallelogram \\(\\mathrm{ABCD}\\), \\(\\mathrm{AB}=${a}\\,\\text{cm}\\) and \\(\\mathrm{AD}=${b}\\,\\text{cm}\\). The bisector of \\(\\angle \\mathrm{A}\\) meets \\(\\overline{\\mathrm{BC}}\\) at \\(\\mathrm{E}\\). Find the length of \\(\\overline{\\mathrm{EC}}\\).`,
        ],
        answer: String(b - a),
        form: 'number',
        unit: 'cm',
        hint: HINTS.whole,
        steps: [
          [
            `핵심은 평행선의 엇각과 각의 이등분선이 이등변삼각형을 만든다는 것입니다. \\(\\overline{\\mathrm{AD}}\\parallel\\overline{\\mathrm{BC}}\\)이므로 \\(\\angle \\mathrm{DAE}=\\angle \\mathrm{AEB}\\) (엇각)이고, \\(\\angle \\mathrm{DAE}=\\angle \\mathrm{BAE}\\)입니다.`,
            `The key idea: alternate angles and the bisector make an isosceles triangle. Since \\(\\overline{\\mathrm{AD}}\\parallel\\overline{\\mathrm{BC}}\\), \\(\\angle \\mathrm{DAE}=\\angle \\mathrm{AEB}\\) (alternate angles), and \\(\\angle \\mathrm{DAE}=\\angle \\mathrm{BAE}\\).`,
          ],
          [
            `따라서 \\(\\angle \\mathrm{BAE}=\\angle \\mathrm{BEA}\\)이므로 삼각형 \\(\\mathrm{ABE}\\)는 이등변삼각형이고 \\(\\overline{\\mathrm{BE}}=\\overline{\\mathrm{AB}}=${a}\\,\\text{cm}\\)입니다.`,
            `So \\(\\angle \\mathrm{BAE}=\\angle \\mathrm{BEA}\\): triangle \\(\\mathrm{ABE}\\) is isosceles and \\(\\mathrm{BE}=\\mathrm{AB}=${a}\\,\\text{cm}\\).`,
          ],
          [
            `\\(\\overline{\\mathrm{BC}}=\\overline{\\mathrm{AD}}=${b}\\,\\text{cm}\\)이므로 \\(\\overline{\\mathrm{EC}}=${b}-${a}=${b - a}\\,(\\text{cm})\\)입니다.`,
            `\\(\\mathrm{BC}=\\mathrm{AD}=${b}\\,\\text{cm}\\), so \\(\\mathrm{EC}=${b}-${a}=${b - a}\\,\\text{cm}\\).`,
          ],
        ],
        difficulty: 4,
        subUnit: S2,
      });
      return withFigure(problem, figure);
    },
    // Walks the bisector from A by direction vectors until it meets line BC, then measures EC.
    check: ({ a, b, angle }, problem) => {
      const t = rad(angle);
      const A: P = [a * Math.cos(t), a * Math.sin(t)];
      const toB: P = [-Math.cos(t), -Math.sin(t)];
      const toD: P = [1, 0];
      const dir: P = [toB[0] + toD[0], toB[1] + toD[1]];
      const s = -A[1] / dir[1];
      const ex = A[0] + s * dir[0];
      return keyIs(problem, Math.round((b - ex) * 1e6) / 1e6);
    },
  }),

  defineTemplate(U, 'trapezoid-diagonal-areas', {
    version: 1,
    params: (rng) => {
      const top = rng.int(2, 6);
      const bottom = top + rng.int(1, 6);
      return { top, bottom, h: 2 * rng.int(1, 3) * (top + bottom) };
    },
    values: ({ bottom, h }) => ({ abc: (bottom * h) / 2 }),
    ranges: { abc: [6, 1000] },
    generate: ({ top, bottom, h }) => {
      // Diagonals of a trapezoid cut each other in the ratio of the parallel sides.
      const abc = (bottom * h) / 2;
      const obc = (abc * bottom) / (top + bottom);
      const ocd = abc - obc;
      const [A, B, C, D]: [P, P, P, P] = [
        [1, 2 + h / (top + bottom) / 2],
        [0, 0],
        [(bottom / (top + bottom)) * 8, 0],
        [1 + (top / (top + bottom)) * 8, 2 + h / (top + bottom) / 2],
      ];
      const O: P = [B[0] + (D[0] - B[0]) * (bottom / (top + bottom)), B[1] + (D[1] - B[1]) * (bottom / (top + bottom))];
      const figure = lettered('ABCDO', [A, B, C, D, O], {
        segments: [
          { from: 0, to: 2 },
          { from: 1, to: 3 },
        ],
        name: { ko: '사다리꼴 ABCD와 두 대각선', en: 'trapezoid ABCD with its diagonals' },
      });
      const problem = essay({
        stem: [
          `\\(\\overline{\\mathrm{AD}}\\parallel\\overline{\\mathrm{BC}}\\)인 사다리꼴 \\(\\mathrm{ABCD}\\)에서 두 대각선의 교점을 \\(\\mathrm{O}\\)라 합니다. \\(\\triangle \\mathrm{ABC}=${abc}\\,\\text{cm}^{2}\\), \\(\\triangle \\mathrm{OBC}=${obc}\\,\\text{cm}^{2}\\)일 때, \\(\\triangle \\mathrm{OCD}\\)의 넓이를 구하시오.`,
          `In trapezoid \\(\\mathrm{ABCD}\\) with \\(\\overline{\\mathrm{AD}}\\parallel\\overline{\\mathrm{BC}}\\), the diagonals meet at \\(\\mathrm{O}\\). The area of \\(\\triangle \\mathrm{ABC}\\) is \\(${abc}\\,\\text{cm}^{2}\\) and the area of \\(\\triangle \\mathrm{OBC}\\) is \\(${obc}\\,\\text{cm}^{2}\\). Find the area of \\(\\triangle \\mathrm{OCD}\\).`,
        ],
        answer: String(ocd),
        form: 'number',
        unit: 'cm²',
        hint: HINTS.whole,
        steps: [
          [
            `핵심은 밑변이 같고 높이가 같은 삼각형은 넓이가 같다는 것입니다. \\(\\overline{\\mathrm{AD}}\\parallel\\overline{\\mathrm{BC}}\\)이므로 ${withJosa(m('\\triangle \\mathrm{ABC}'), '과/와')} \\(\\triangle \\mathrm{DBC}\\)는 밑변 \\(\\overline{\\mathrm{BC}}\\)가 같고 높이도 같습니다.`,
            `The key idea: triangles with the same base and the same height have the same area. Since \\(\\overline{\\mathrm{AD}}\\parallel\\overline{\\mathrm{BC}}\\), \\(\\triangle \\mathrm{ABC}\\) and \\(\\triangle \\mathrm{DBC}\\) share the base \\(\\overline{\\mathrm{BC}}\\) and have the same height.`,
          ],
          [
            `따라서 \\(\\triangle \\mathrm{DBC}=${abc}\\,\\text{cm}^{2}\\)이고, \\(\\triangle \\mathrm{OCD}=\\triangle \\mathrm{DBC}-\\triangle \\mathrm{OBC}=${abc}-${obc}=${ocd}\\,(\\text{cm}^{2})\\)입니다.`,
            `So \\(\\triangle \\mathrm{DBC}\\) is also \\(${abc}\\,\\text{cm}^{2}\\), and \\(\\triangle \\mathrm{OCD}=\\triangle \\mathrm{DBC}-\\triangle \\mathrm{OBC}=${abc}-${obc}=${ocd}\\,\\text{cm}^{2}\\).`,
          ],
        ],
        difficulty: 4,
        subUnit: S2,
      });
      return withFigure(problem, figure);
    },
    // Coordinates: A(0, h), D(top, h), B(0, 0), C(bottom, 0); O where the diagonals cross; OCD by the shoelace rule.
    check: ({ top, bottom, h }, problem) => {
      const [A, D, B, C]: [P, P, P, P] = [
        [0, h],
        [top, h],
        [0, 0],
        [bottom, 0],
      ];
      // AC: A + s(C − A); BD: B + t(D − B). Solve for the crossing.
      const det = (C[0] - A[0]) * -(D[1] - B[1]) + (D[0] - B[0]) * (C[1] - A[1]);
      const s = ((B[0] - A[0]) * -(D[1] - B[1]) + (D[0] - B[0]) * (B[1] - A[1])) / det;
      const O: P = [A[0] + s * (C[0] - A[0]), A[1] + s * (C[1] - A[1])];
      const area = Math.abs(O[0] * (C[1] - D[1]) + C[0] * (D[1] - O[1]) + D[0] * (O[1] - C[1])) / 2;
      return keyIs(problem, Math.round(area * 1e6) / 1e6);
    },
  }),
];

/** The circumcenter question says the triangle is acute. */
function isAcuteOrIncenter(A: number, B: number, which: number): boolean {
  return which === 0 || (A < 90 && B < 90 && 180 - A - B < 90);
}
