// 중2 6. 삼각형과 사각형의 성질: isosceles triangles, incenter and circumcenter angles (s1); parallelograms (s2).
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { num, q, type Q } from '../kit/numbers.js';
import { linear, m, term } from '../kit/latex.js';
import { evalLatex, keyIs } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m2-6';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;
const rad = (d: number) => (d * Math.PI) / 180;
const toDegrees = (r: number) => (r * 180) / Math.PI;
/** A measure in degrees, exact: 117.5°. */
const degree = (v: number | Q) => `${num(v)}^{\\circ}`;
type P = [number, number];
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
];

/** The circumcenter question says the triangle is acute. */
function isAcuteOrIncenter(A: number, B: number, which: number): boolean {
  return which === 0 || (A < 90 && B < 90 && 180 - A - B < 90);
}
