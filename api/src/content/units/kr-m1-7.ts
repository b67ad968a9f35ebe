// 중1 7. 입체도형의 성질: counting faces, edges and vertices of polyhedra; surface area and volume of cylinders,
// cones and spheres.
import { defineTemplate, essay, multiple, nearby } from '../kit/template.js';
import { q } from '../kit/numbers.js';
import { m, piTerm } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { sinoKorean } from '../kit/words.js';
import { keyIs } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m1-7';
/** k·π for the fraction n/d: piTex(8, 3) is \\frac{8}{3}\\pi. */
const piTex = (n: number, d = 1) => piTerm(q(n, d));
const SOLIDS = [
  { ko: '각기둥', en: 'prism' },
  { ko: '각뿔', en: 'pyramid' },
  { ko: '각뿔대', en: 'frustum of a pyramid' },
] as const;
const PARTS = [
  { ko: '꼭짓점', en: 'vertices' },
  { ko: '모서리', en: 'edges' },
  { ko: '면', en: 'faces' },
] as const;

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'polyhedron-count', {
    version: 1,
    params: (rng) => ({ n: rng.int(3, 12), solid: rng.int(0, 2), part: rng.int(0, 2), sum: rng.int(0, 2) === 0 }),
    generate: ({ n, solid, part, sum }, rng) => {
      const counts = [
        [2 * n, 3 * n, n + 2],
        [n + 1, 2 * n, n + 1],
        [2 * n, 3 * n, n + 2],
      ];
      const [v, e, f] = counts[solid] as [number, number, number];
      const s = SOLIDS[solid] as (typeof SOLIDS)[number];
      const p = PARTS[part] as (typeof PARTS)[number];
      const value = sum ? v + e + f : ([v, e, f][part] as number);
      const ko = sum ? '꼭짓점, 모서리, 면의 개수의 합' : `${p.ko}의 개수`;
      const en = sum ? 'the total number of vertices, edges and faces' : `the number of ${p.en}`;
      return multiple(rng, {
        stem: [
          `${sinoKorean(n)}각${s.ko.slice(1)}의 ${withJosa(ko, '은/는')}?`,
          `What is ${en} of a ${s.en} whose base is a polygon with \\(${n}\\) sides?`,
        ],
        correct: m(value),
        wrong: [
          ...[v, e, f, v + e + f, n + 2, 2 * n + 2, 3 * n + 1, n + 1, 4 * n].map((x) => m(x)),
          ...nearby(value, { min: 1 }),
        ],
        steps: [
          [
            `${sinoKorean(n)}각${s.ko.slice(1)}의 꼭짓점은 \\(${v}\\)개, 모서리는 \\(${e}\\)개, 면은 \\(${f}\\)개입니다.`,
            `This ${s.en} has \\(${v}\\) vertices, \\(${e}\\) edges and \\(${f}\\) faces.`,
          ],
          [
            `(확인: \\(${v}-${e}+${f}=2\\)) 따라서 답은 \\(${value}\\)입니다.`,
            `(Check: \\(${v}-${e}+${f}=2\\).) So the answer is \\(${value}\\).`,
          ],
        ],
        difficulty: sum ? 3 : 2,
      });
    },
    check: ({ n, solid, part, sum }, problem) => {
      // Build the faces, count edges as half the total of face sides, and vertices from Euler's formula.
      const faceSides =
        solid === 0
          ? [n, n, ...Array<number>(n).fill(4)]
          : solid === 1
            ? [n, ...Array<number>(n).fill(3)]
            : [n, n, ...Array<number>(n).fill(4)];
      const f = faceSides.length;
      const e = faceSides.reduce((a, b) => a + b, 0) / 2;
      const v = 2 - f + e;
      return keyIs(problem, sum ? v + e + f : ([v, e, f][part] as number));
    },
  }),

  defineTemplate(U, 'cylinder', {
    version: 2,
    params: (rng) => ({ r: rng.int(1, 10), h: rng.int(2, 15), ask: rng.int(0, 1) }),
    generate: ({ r, h, ask }) => {
      const volume = r * r * h;
      const surface = 2 * r * r + 2 * r * h;
      return essay({
        stem: [
          `밑면의 반지름의 길이가 \\(${r}\\,\\text{cm}\\), 높이가 \\(${h}\\,\\text{cm}\\)인 원기둥의 ${ask ? '겉넓이' : '부피'}를 구하시오.`,
          `Find the ${ask ? 'surface area' : 'volume'} of a cylinder with base radius \\(${r}\\,\\text{cm}\\) and height \\(${h}\\,\\text{cm}\\).`,
        ],
        answer: piTex(ask ? surface : volume),
        form: 'any',
        hint: HINTS.pi,
        unit: ask ? 'cm²' : 'cm³',
        steps: ask
          ? [
              [
                `두 밑면의 넓이는 \\(2\\times\\pi\\times${r}^{2}=${piTex(2 * r * r)}\\)입니다.`,
                `The two bases have area \\(2\\times\\pi\\times${r}^{2}=${piTex(2 * r * r)}\\).`,
              ],
              [
                `옆면은 가로 \\(2\\pi\\times${r}\\), 세로 \\(${h}\\)인 직사각형이므로 넓이는 \\(${piTex(2 * r * h)}\\)입니다.`,
                `The side unrolls to a rectangle \\(2\\pi\\times${r}\\) by \\(${h}\\), with area \\(${piTex(2 * r * h)}\\).`,
              ],
              [
                `겉넓이는 \\(${piTex(2 * r * r)}+${piTex(2 * r * h)}=${piTex(surface)}\\,(\\text{cm}^{2})\\)입니다.`,
                `The surface area is \\(${piTex(2 * r * r)}+${piTex(2 * r * h)}=${piTex(surface)}\\,\\text{cm}^{2}\\).`,
              ],
            ]
          : [
              [`부피는 (밑넓이)\\(\\times\\)(높이)입니다.`, `Volume is base area times height.`],
              [
                `\\(\\pi\\times${r}^{2}\\times${h}=${piTex(volume)}\\,(\\text{cm}^{3})\\)`,
                `\\(\\pi\\times${r}^{2}\\times${h}=${piTex(volume)}\\,\\text{cm}^{3}\\)`,
              ],
            ],
        difficulty: ask ? 3 : 2,
      });
    },
    check: ({ r, h, ask }, problem) => {
      // Numerically: stack thin discs for the volume; add the unrolled side to the two discs for the surface.
      const disc = Math.PI * r * r;
      let volume = 0;
      for (let i = 0; i < h; i++) volume += disc;
      return keyIs(problem, ask ? 2 * disc + 2 * Math.PI * r * h : volume);
    },
  }),

  defineTemplate(U, 'cone-sphere', {
    version: 2,
    params: (rng) => ({ shape: rng.int(0, 2), r: rng.int(1, 12), h: rng.int(2, 15) * 3 }),
    generate: ({ shape, r, h }, rng) => {
      const d = 2 * r;
      const shapes = [
        {
          ko: `밑면의 반지름의 길이가 \\(${r}\\,\\text{cm}\\), 높이가 \\(${h}\\,\\text{cm}\\)인 원뿔의 부피는?`,
          en: `What is the volume of a cone with base radius \\(${r}\\,\\text{cm}\\) and height \\(${h}\\,\\text{cm}\\)?`,
          n: r * r * h,
          dd: 3,
          wrong: [piTex(r * r * h), piTex(r * h, 3), piTex(d * d * h, 3), piTex(2 * r * h, 3), piTex(r * r * h, 2)],
          how: [
            '(원뿔의 부피) \\(=\\frac{1}{3}\\times\\)(밑넓이)\\(\\times\\)(높이)입니다.',
            'Cone volume is one third of base area times height.',
          ],
          work: `\\frac{1}{3}\\times\\pi\\times${r}^{2}\\times${h}`,
        },
        {
          ko: `지름의 길이가 \\(${d}\\,\\text{cm}\\)인 구의 부피는?`,
          en: `What is the volume of a sphere with diameter \\(${d}\\,\\text{cm}\\)?`,
          n: 4 * r * r * r,
          dd: 3,
          wrong: [
            piTex(4 * d * d * d, 3),
            piTex(4 * r * r),
            piTex(r * r * r),
            piTex(2 * r * r * r),
            piTex(4 * r * r * r),
          ],
          how: [
            `반지름의 길이가 \\(r\\)인 구의 부피는 \\(\\frac{4}{3}\\pi r^{3}\\)이고, 반지름의 길이는 지름의 길이의 절반인 \\(${r}\\,\\text{cm}\\)입니다.`,
            `The volume of a sphere of radius \\(r\\) is \\(\\frac{4}{3}\\pi r^{3}\\), and the radius is half the diameter: \\(${r}\\,\\text{cm}\\).`,
          ],
          work: `\\frac{4}{3}\\pi\\times${r}^{3}`,
        },
        {
          ko: `반지름의 길이가 \\(${r}\\,\\text{cm}\\)인 구의 겉넓이는?`,
          en: `What is the surface area of a sphere with radius \\(${r}\\,\\text{cm}\\)?`,
          n: 4 * r * r,
          dd: 1,
          wrong: [piTex(r * r), piTex(2 * r * r), piTex(4 * r * r * r, 3), piTex(4 * r), piTex(8 * r * r)],
          how: [
            '반지름의 길이가 \\(r\\)인 구의 겉넓이는 \\(4\\pi r^{2}\\)입니다.',
            'The surface area of a sphere of radius \\(r\\) is \\(4\\pi r^{2}\\).',
          ],
          work: `4\\pi\\times${r}^{2}`,
        },
      ];
      const s = shapes[shape] as (typeof shapes)[number];
      const correct = piTex(s.n, s.dd);
      const unit = shape === 2 ? '\\text{cm}^{2}' : '\\text{cm}^{3}';
      return multiple(rng, {
        stem: [s.ko, s.en],
        correct: m(correct),
        wrong: [
          ...s.wrong,
          ...[1, -1, 2, -2, 3, -3].flatMap((k) => (s.n + k * s.dd > 0 ? [piTex(s.n + k * s.dd, s.dd)] : [])),
        ].map(m),
        steps: [
          [s.how[0] as string, s.how[1] as string],
          [`\\(${s.work}=${correct}\\,(${unit})\\)`, `\\(${s.work}=${correct}\\,${unit}\\)`],
        ],
        difficulty: shape === 1 ? 4 : 3,
      });
    },
    check: ({ shape, r, h }, problem) => {
      // Cone and sphere by Cavalieri-style slicing sums (fine discs), compared with tolerance-free closed forms.
      const slices = 20000;
      let volume = 0;
      for (let i = 0; i < slices; i++) {
        const t = (i + 0.5) / slices;
        const radius = shape === 0 ? r * (1 - t) : r * Math.sqrt(1 - (2 * t - 1) ** 2);
        volume += Math.PI * radius * radius * ((shape === 0 ? h : 2 * r) / slices);
      }
      const exact = shape === 2 ? 4 * Math.PI * r * r : volume;
      // Slicing is approximate: accept the key only if it is the one choice within 0.01% of the sum.
      const close = (problem.choices ?? []).map((c) => {
        const match = /^\\\(\s*(?:\\frac\{(\d+)\}\{(\d+)\}|(\d+))?\\pi\s*\\\)$/.exec(c.replace(/\{,\}/g, ''));
        if (!match) return false;
        const v = match[3] ? Number(match[3]) : match[1] ? Number(match[1]) / Number(match[2]) : 1;
        return Math.abs(v * Math.PI - exact) <= 1e-4 * exact;
      });
      return close.filter(Boolean).length === 1 && close[Number(problem.answer)] === true;
    },
  }),
];
