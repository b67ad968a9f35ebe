// 중2 6. 삼각형과 사각형의 성질: isosceles triangles, incenter and circumcenter angles (s1); parallelograms (s2).
import { HINT, essay, keyIs, multiple, template } from '../lib/mh/build.js';
import { num, poly } from '../lib/mh/format.js';
import { evalLatex } from '../lib/mh/latex-eval.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m2-6';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;
const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;
type P = [number, number];
const angleAt = (o: P, p: P, q: P) =>
  deg(
    Math.acos(
      ((p[0] - o[0]) * (q[0] - o[0]) + (p[1] - o[1]) * (q[1] - o[1])) /
        (Math.hypot(p[0] - o[0], p[1] - o[1]) * Math.hypot(q[0] - o[0], q[1] - o[1])),
    ),
  );

/** A triangle with angles A, B, C placed with B at the origin and C on the x-axis. */
function triangle(A: number, B: number): { a: P; b: P; c: P } {
  const C = 180 - A - B;
  const sideC = Math.sin(rad(C)) / Math.sin(rad(A)); // BC = 1, AB by the law of sines
  return { a: [sideC * Math.cos(rad(B)), sideC * Math.sin(rad(B))], b: [0, 0], c: [1, 0] };
}

export const templates: ProblemTemplate[] = [
  template(U, 'isosceles-angles', {
    params: (rng) => ({ apex: rng.int(10, 160), ask: rng.int(0, 2) }),
    make: ({ apex: apex0, ask }) => {
      const apex = apex0 % 2 === 0 ? apex0 : apex0 + 1;
      const base = (180 - apex) / 2;
      const asks = [
        [
          `\\(\\angle \\mathrm{A}=${apex}^{\\circ}\\)일 때, \\(\\angle \\mathrm{B}\\)의 크기`,
          `If \\(\\angle \\mathrm{A}=${apex}^{\\circ}\\), find \\(\\angle \\mathrm{B}\\)`,
          base,
        ],
        [
          `\\(\\angle \\mathrm{B}=${base}^{\\circ}\\)일 때, \\(\\angle \\mathrm{A}\\)의 크기`,
          `If \\(\\angle \\mathrm{B}=${base}^{\\circ}\\), find \\(\\angle \\mathrm{A}\\)`,
          apex,
        ],
        [
          `\\(\\angle \\mathrm{A}=${apex}^{\\circ}\\)일 때, 꼭짓점 \\(\\mathrm{C}\\)에서의 외각의 크기`,
          `If \\(\\angle \\mathrm{A}=${apex}^{\\circ}\\), find the exterior angle at \\(\\mathrm{C}\\)`,
          180 - base,
        ],
      ] as const;
      const [ko, en, value] = asks[ask] as (typeof asks)[number];
      return essay({
        stem: [
          `\\(\\overline{\\mathrm{AB}}=\\overline{\\mathrm{AC}}\\)인 이등변삼각형 \\(\\mathrm{ABC}\\)에서 ${ko}는 몇 도인지 구하시오.`,
          `Triangle \\(\\mathrm{ABC}\\) is isosceles with \\(\\mathrm{AB}=\\mathrm{AC}\\). ${en} in degrees.`,
        ],
        answer: num(value),
        hint: HINT.num,
        unit: '°',
        steps: [
          [
            `이등변삼각형의 두 밑각의 크기는 같으므로 \\(\\angle \\mathrm{B}=\\angle \\mathrm{C}\\)입니다.`,
            `The base angles of an isosceles triangle are equal: \\(\\angle \\mathrm{B}=\\angle \\mathrm{C}\\).`,
          ],
          [
            `\\(\\angle \\mathrm{A}+2\\angle \\mathrm{B}=180^{\\circ}\\)이므로 \\(\\angle \\mathrm{A}=${apex}^{\\circ}\\), \\(\\angle \\mathrm{B}=${base}^{\\circ}\\)이고, 답은 \\(${num(value)}^{\\circ}\\)입니다.`,
            `\\(\\angle \\mathrm{A}+2\\angle \\mathrm{B}=180^{\\circ}\\), so \\(\\angle \\mathrm{A}=${apex}^{\\circ}\\), \\(\\angle \\mathrm{B}=${base}^{\\circ}\\), and the answer is \\(${num(value)}^{\\circ}\\).`,
          ],
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

  template(U, 'center-angles', {
    params: (rng) => {
      const which = rng.int(0, 1);
      const A = rng.int(20, 85);
      // A circumcenter question needs an acute triangle: every angle below 90°.
      const B = which === 0 ? rng.int(20, Math.min(85, 175 - A)) : rng.int(Math.max(20, 91 - A), 85);
      return { A, B, which };
    },
    make: ({ A, B, which }, rng) => {
      const C = 180 - A - B;
      const incenter = which === 0;
      const value = incenter ? 90 + A / 2 : 2 * A;
      const correct = num(value);
      return multiple(rng, {
        stem: incenter
          ? [
              `삼각형 \\(\\mathrm{ABC}\\)의 내심을 \\(\\mathrm{I}\\)라 하자. \\(\\angle \\mathrm{A}=${A}^{\\circ}\\), \\(\\angle \\mathrm{B}=${B}^{\\circ}\\)일 때, \\(\\angle \\mathrm{BIC}\\)의 크기는 몇 도인가?`,
              `\\(\\mathrm{I}\\) is the incenter of triangle \\(\\mathrm{ABC}\\), with \\(\\angle \\mathrm{A}=${A}^{\\circ}\\) and \\(\\angle \\mathrm{B}=${B}^{\\circ}\\). What is \\(\\angle \\mathrm{BIC}\\) in degrees?`,
            ]
          : [
              `예각삼각형 \\(\\mathrm{ABC}\\)의 외심을 \\(\\mathrm{O}\\)라 하자. \\(\\angle \\mathrm{A}=${A}^{\\circ}\\), \\(\\angle \\mathrm{B}=${B}^{\\circ}\\)일 때, \\(\\angle \\mathrm{BOC}\\)의 크기는 몇 도인가?`,
              `\\(\\mathrm{O}\\) is the circumcenter of acute triangle \\(\\mathrm{ABC}\\), with \\(\\angle \\mathrm{A}=${A}^{\\circ}\\) and \\(\\angle \\mathrm{B}=${B}^{\\circ}\\). What is \\(\\angle \\mathrm{BOC}\\) in degrees?`,
            ],
        correct,
        wrong: [90 + A / 2, 2 * A, 180 - A, 90 + B / 2, 2 * B, 180 - 2 * A, 90 - A / 2, 90 + C / 2, A / 2].map(num),
        steps: incenter
          ? [
              [
                `내심은 세 내각의 이등분선의 교점이므로 \\(\\angle \\mathrm{IBC}=${num(B / 2)}^{\\circ}\\), \\(\\angle \\mathrm{ICB}=${num(C / 2)}^{\\circ}\\)입니다.`,
                `The incenter lies on the angle bisectors: \\(\\angle \\mathrm{IBC}=${num(B / 2)}^{\\circ}\\), \\(\\angle \\mathrm{ICB}=${num(C / 2)}^{\\circ}\\).`,
              ],
              [
                `\\(\\angle \\mathrm{BIC}=180^{\\circ}-${num(B / 2)}^{\\circ}-${num(C / 2)}^{\\circ}=${correct}^{\\circ}\\) (\\(=90^{\\circ}+\\frac{1}{2}\\angle \\mathrm{A}\\))`,
                `\\(\\angle \\mathrm{BIC}=180^{\\circ}-${num(B / 2)}^{\\circ}-${num(C / 2)}^{\\circ}=${correct}^{\\circ}\\) (\\(=90^{\\circ}+\\frac{1}{2}\\angle \\mathrm{A}\\))`,
              ],
            ]
          : [
              [
                `외심은 세 꼭짓점에서 같은 거리에 있으므로 \\(\\angle \\mathrm{BOC}\\)는 원주각 \\(\\angle \\mathrm{A}\\)의 중심각입니다.`,
                `The circumcenter is equidistant from the vertices, so \\(\\angle \\mathrm{BOC}\\) is the central angle over the same arc as \\(\\angle \\mathrm{A}\\).`,
              ],
              [
                `\\(\\angle \\mathrm{BOC}=2\\angle \\mathrm{A}=${correct}^{\\circ}\\)`,
                `\\(\\angle \\mathrm{BOC}=2\\angle \\mathrm{A}=${correct}^{\\circ}\\)`,
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

  template(U, 'parallelogram', {
    params: (rng) => ({
      x: rng.int(3, 20),
      a: rng.int(2, 5),
      c: rng.int(1, 4),
      b: rng.int(-10, 15),
      kind: rng.int(0, 1),
      other: rng.int(3, 25),
    }),
    make: ({ x, a, c: c0, b, kind, other }) => {
      const c = c0 === a ? a + 1 : c0;
      if (kind === 0) {
        // Opposite sides AB = CD.
        const ab = a * x + b > 0 ? a * x + b : a * x + b + 30;
        const bb = ab - a * x;
        const d = ab - c * x;
        const perimeter = 2 * (ab + other);
        return essay({
          stem: [
            `평행사변형 \\(\\mathrm{ABCD}\\)에서 \\(\\overline{\\mathrm{AB}}=${poly([
              [a, 'x'],
              [bb, ''],
            ])}\\), \\(\\overline{\\mathrm{CD}}=${poly([
              [c, 'x'],
              [d, ''],
            ])}\\), \\(\\overline{\\mathrm{AD}}=${other}\\)일 때, 평행사변형의 둘레의 길이를 구하시오.`,
            `In parallelogram \\(\\mathrm{ABCD}\\), \\(\\mathrm{AB}=${poly([
              [a, 'x'],
              [bb, ''],
            ])}\\), \\(\\mathrm{CD}=${poly([
              [c, 'x'],
              [d, ''],
            ])}\\) and \\(\\mathrm{AD}=${other}\\). Find the perimeter.`,
          ],
          answer: String(perimeter),
          hint: HINT.nat,
          steps: [
            [
              `평행사변형의 두 쌍의 대변의 길이는 각각 같으므로 \\(${poly([
                [a, 'x'],
                [bb, ''],
              ])}=${poly([
                [c, 'x'],
                [d, ''],
              ])}\\), \\(x=${x}\\)입니다.`,
              `Opposite sides are equal: \\(${poly([
                [a, 'x'],
                [bb, ''],
              ])}=${poly([
                [c, 'x'],
                [d, ''],
              ])}\\), so \\(x=${x}\\).`,
            ],
            [
              `\\(\\overline{\\mathrm{AB}}=${ab}\\)이므로 둘레는 \\(2\\times(${ab}+${other})=${perimeter}\\)입니다.`,
              `\\(\\mathrm{AB}=${ab}\\), so the perimeter is \\(2\\times(${ab}+${other})=${perimeter}\\).`,
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
      return essay({
        stem: [
          `평행사변형 \\(\\mathrm{ABCD}\\)에서 \\(\\angle \\mathrm{A}=\\left(${poly([
            [a, 'x'],
            [bb, ''],
          ])}\\right)^{\\circ}\\), \\(\\angle \\mathrm{C}=\\left(${poly([
            [c, 'x'],
            [d, ''],
          ])}\\right)^{\\circ}\\)일 때, \\(\\angle \\mathrm{B}\\)의 크기는 몇 도인지 구하시오.`,
          `In parallelogram \\(\\mathrm{ABCD}\\), \\(\\angle \\mathrm{A}=\\left(${poly([
            [a, 'x'],
            [bb, ''],
          ])}\\right)^{\\circ}\\) and \\(\\angle \\mathrm{C}=\\left(${poly([
            [c, 'x'],
            [d, ''],
          ])}\\right)^{\\circ}\\). Find \\(\\angle \\mathrm{B}\\) in degrees.`,
        ],
        answer: String(180 - angA),
        hint: HINT.num,
        unit: '°',
        steps: [
          [
            `대각의 크기가 같으므로 \\(${poly([
              [a, 'x'],
              [bb, ''],
            ])}=${poly([
              [c, 'x'],
              [d, ''],
            ])}\\), \\(x=${x}\\), \\(\\angle \\mathrm{A}=${angA}^{\\circ}\\)입니다.`,
            `Opposite angles are equal: \\(${poly([
              [a, 'x'],
              [bb, ''],
            ])}=${poly([
              [c, 'x'],
              [d, ''],
            ])}\\), so \\(x=${x}\\) and \\(\\angle \\mathrm{A}=${angA}^{\\circ}\\).`,
          ],
          [
            `이웃한 두 각의 합은 \\(180^{\\circ}\\)이므로 \\(\\angle \\mathrm{B}=${180 - angA}^{\\circ}\\)입니다.`,
            `Consecutive angles add to \\(180^{\\circ}\\), so \\(\\angle \\mathrm{B}=${180 - angA}^{\\circ}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: S2,
      });
    },
    check: ({ kind, other }, problem) => {
      // Solve the equation between the two stated expressions by search, then finish the figure.
      const runs = [...problem.stem.en.matchAll(/\\\((.*?)\\\)/g)].map((m) => m[1] as string);
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
];

/** The circumcenter question says the triangle is acute. */
function isAcuteOrIncenter(A: number, B: number, which: number): boolean {
  return which === 0 || (A < 90 && B < 90 && 180 - A - B < 90);
}
