// 중1 7. 입체도형의 성질: counting faces, edges and vertices of polyhedra; surface area and volume of cylinders,
// cones and spheres; solids of revolution and their cross sections; a painted cube cut up; the 1:2:3 of cone, sphere
// and cylinder; the net of a cone.
import { defineTemplate, essay, multiple, nearby } from '../kit/template.js';
import { q } from '../kit/numbers.js';
import { m, piTerm } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { sinoKorean } from '../kit/words.js';
import { keyIs } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';
import { solid, withFigure } from '../kit/figures.js';
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

  defineTemplate(U, 'solid-of-revolution', {
    version: 1,
    params: (rng) => ({ shape: rng.int(0, 1), a: rng.int(2, 9), b: rng.int(2, 12) }),
    generate: ({ shape, a, b }) => {
      const cone = shape === 1;
      const volume = cone ? piTex(a * a * b, 3) : piTex(a * a * b);
      const problem = essay({
        stem: cone
          ? [
              `밑변의 길이가 \\(${a}\\,\\text{cm}\\), 높이가 \\(${b}\\,\\text{cm}\\)인 직각삼각형을 높이를 나타내는 변을 회전축으로 하여 \\(1\\)회전 시킬 때 생기는 입체도형의 부피를 구하시오.`,
              `A right triangle with base \\(${a}\\,\\text{cm}\\) and height \\(${b}\\,\\text{cm}\\) is rotated one full turn about its height. Find the volume of the solid it sweeps out.`,
            ]
          : [
              `가로의 길이가 \\(${a}\\,\\text{cm}\\), 세로의 길이가 \\(${b}\\,\\text{cm}\\)인 직사각형을 세로를 회전축으로 하여 \\(1\\)회전 시킬 때 생기는 입체도형의 부피를 구하시오.`,
              `A rectangle \\(${a}\\,\\text{cm}\\) wide and \\(${b}\\,\\text{cm}\\) tall is rotated one full turn about one of its tall sides. Find the volume of the solid it sweeps out.`,
            ],
        answer: volume,
        form: 'any',
        hint: HINTS.pi,
        unit: 'cm³',
        steps: [
          cone
            ? [
                `직각삼각형을 높이를 축으로 회전하면 밑면의 반지름의 길이가 \\(${a}\\,\\text{cm}\\), 높이가 \\(${b}\\,\\text{cm}\\)인 원뿔이 생깁니다.`,
                `Turning the right triangle about its height sweeps out a cone with base radius \\(${a}\\,\\text{cm}\\) and height \\(${b}\\,\\text{cm}\\).`,
              ]
            : [
                `직사각형을 한 변을 축으로 회전하면 밑면의 반지름의 길이가 \\(${a}\\,\\text{cm}\\), 높이가 \\(${b}\\,\\text{cm}\\)인 원기둥이 생깁니다.`,
                `Turning the rectangle about a side sweeps out a cylinder with base radius \\(${a}\\,\\text{cm}\\) and height \\(${b}\\,\\text{cm}\\).`,
              ],
          [
            `(부피) \\(=${cone ? '\\frac{1}{3}\\times' : ''}\\pi\\times ${a}^{2}\\times ${b}=${volume}\\,(\\text{cm}^{3})\\)`,
            `Volume \\(=${cone ? '\\frac{1}{3}\\times' : ''}\\pi\\times ${a}^{2}\\times ${b}=${volume}\\,\\text{cm}^{3}\\)`,
          ],
        ],
        difficulty: cone ? 3 : 2,
      });
      return withFigure(
        problem,
        solid({
          kind: cone ? 'cone' : 'cylinder',
          radius: a,
          height: b,
          labels: { radius: `${a} cm`, height: `${b} cm` },
        }),
      );
    },
    // Pappus: the area of the shape times the distance its centroid travels (2π times a/2, or a/3 for the triangle).
    check: ({ shape, a, b }, problem) =>
      keyIs(problem, shape === 1 ? ((a * b) / 2) * 2 * Math.PI * (a / 3) : a * b * 2 * Math.PI * (a / 2)),
  }),

  defineTemplate(U, 'revolution-cross-section', {
    version: 1,
    params: (rng) => {
      const shape = rng.int(0, 2);
      const a = rng.int(2, 8);
      return { shape, a, c: a + rng.int(1, 5), h: rng.int(2, 10) };
    },
    generate: ({ shape, a, c, h }) => {
      // The cut through the axis is the shape together with its mirror image across the axis.
      const area = shape === 0 ? 2 * a * h : shape === 1 ? a * h : (a + c) * h;
      const shapes = [
        {
          ko: `가로의 길이가 \\(${a}\\,\\text{cm}\\), 세로의 길이가 \\(${h}\\,\\text{cm}\\)인 직사각형을 세로를 회전축으로 하여`,
          en: `A rectangle \\(${a}\\,\\text{cm}\\) wide and \\(${h}\\,\\text{cm}\\) tall is rotated one full turn about one of its tall sides.`,
          solidKo: '원기둥',
          solidEn: 'a cylinder',
          cutKo: `가로 \\(2\\times ${a}=${2 * a}\\,\\text{cm}\\), 세로 \\(${h}\\,\\text{cm}\\)인 직사각형`,
          cutEn: `a \\(2\\times ${a}=${2 * a}\\,\\text{cm}\\) by \\(${h}\\,\\text{cm}\\) rectangle`,
          work: `${2 * a}\\times ${h}`,
        },
        {
          ko: `밑변의 길이가 \\(${a}\\,\\text{cm}\\), 높이가 \\(${h}\\,\\text{cm}\\)인 직각삼각형을 높이를 나타내는 변을 회전축으로 하여`,
          en: `A right triangle with base \\(${a}\\,\\text{cm}\\) and height \\(${h}\\,\\text{cm}\\) is rotated one full turn about its height.`,
          solidKo: '원뿔',
          solidEn: 'a cone',
          cutKo: `밑변 \\(${2 * a}\\,\\text{cm}\\), 높이 \\(${h}\\,\\text{cm}\\)인 이등변삼각형`,
          cutEn: `an isosceles triangle with base \\(${2 * a}\\,\\text{cm}\\) and height \\(${h}\\,\\text{cm}\\)`,
          work: `\\frac{1}{2}\\times ${2 * a}\\times ${h}`,
        },
        {
          ko: `윗변의 길이가 \\(${a}\\,\\text{cm}\\), 아랫변의 길이가 \\(${c}\\,\\text{cm}\\), 높이가 \\(${h}\\,\\text{cm}\\)이고 높이를 나타내는 변이 두 밑변과 수직인 사다리꼴을 그 변을 회전축으로 하여`,
          en: `A trapezoid has parallel sides \\(${a}\\,\\text{cm}\\) and \\(${c}\\,\\text{cm}\\), and a side of \\(${h}\\,\\text{cm}\\) perpendicular to both. It is rotated one full turn about that side.`,
          solidKo: '원뿔대',
          solidEn: 'a frustum of a cone',
          cutKo: `윗변 \\(${2 * a}\\,\\text{cm}\\), 아랫변 \\(${2 * c}\\,\\text{cm}\\), 높이 \\(${h}\\,\\text{cm}\\)인 사다리꼴`,
          cutEn: `a trapezoid with parallel sides \\(${2 * a}\\,\\text{cm}\\) and \\(${2 * c}\\,\\text{cm}\\) and height \\(${h}\\,\\text{cm}\\)`,
          work: `\\frac{1}{2}\\times (${2 * a}+${2 * c})\\times ${h}`,
        },
      ];
      const sh = shapes[shape] as (typeof shapes)[number];
      return essay({
        stem: [
          `${sh.ko} \\(1\\)회전 시킬 때 생기는 입체도형을 회전축을 포함하는 평면으로 자른 단면의 넓이를 구하시오.`,
          `${sh.en} The solid is cut by a plane that contains the axis of rotation. Find the area of the cross section.`,
        ],
        answer: String(area),
        form: 'number',
        unit: 'cm²',
        hint: HINTS.whole,
        steps: [
          [
            `핵심은 회전축을 포함하는 평면으로 자른 단면은 처음 도형과 그것을 회전축에 대하여 선대칭한 도형을 합친 모양이라는 것입니다. 생기는 입체도형은 ${sh.solidKo}입니다.`,
            `The key idea: a cut through the axis shows the original shape together with its mirror image across the axis. The solid is ${sh.solidEn}.`,
          ],
          [
            `단면은 ${sh.cutKo}이므로 넓이는 \\(${sh.work}=${area}\\,(\\text{cm}^{2})\\)입니다.`,
            `The cross section is ${sh.cutEn}, so its area is \\(${sh.work}=${area}\\,\\text{cm}^{2}\\).`,
          ],
        ],
        difficulty: shape === 2 ? 4 : 3,
      });
    },
    // The shoelace area of the shape reflected across the axis (the y-axis), outline traced once around.
    check: ({ shape, a, c, h }, problem) => {
      const top = shape === 0 ? a : shape === 1 ? 0 : a;
      const bottom = shape === 0 ? a : shape === 1 ? a : c;
      const outline: Array<[number, number]> = [
        [-bottom, 0],
        [bottom, 0],
        [top, h],
        [-top, h],
      ];
      let twice = 0;
      outline.forEach(([x1, y1], i) => {
        const [x2, y2] = outline[(i + 1) % outline.length] as [number, number];
        twice += x1 * y2 - x2 * y1;
      });
      return keyIs(problem, Math.abs(twice) / 2);
    },
  }),

  defineTemplate(U, 'painted-cube', {
    version: 1,
    params: (rng) => ({ n: rng.int(3, 8), faces: rng.int(0, 3) }),
    generate: ({ n, faces }) => {
      const inner = n - 2;
      const counts = [inner ** 3, 6 * inner * inner, 12 * inner, 8];
      const where = [
        ['겉면에 닿지 않는 안쪽의 정육면체', 'cubes that touch no outer face, inside'],
        ['각 면의 가운데 부분(모서리에 닿지 않는 부분)', 'cubes in the middle of each face, away from the edges'],
        ['각 모서리의 양 끝 꼭짓점을 뺀 부분', 'cubes along each edge, leaving out its two corners'],
        ['꼭짓점에 있는 정육면체', 'cubes at the corners'],
      ][faces] as [string, string];
      const work = [
        `${inner}^{3}=${counts[0]}`,
        `${inner}^{2}\\times 6=${counts[1]}`,
        `${inner}\\times 12=${counts[2]}`,
        `8`,
      ][faces] as string;
      return essay({
        stem: [
          `한 모서리의 길이가 \\(${n}\\,\\text{cm}\\)인 정육면체의 겉면 전체에 색칠을 한 후, 한 모서리의 길이가 \\(1\\,\\text{cm}\\)인 정육면체 모양으로 모두 잘랐습니다. ${faces === 0 ? '어느 면도 색칠되지 않은' : `\\(${faces}\\)개의 면만 색칠된`} 정육면체는 몇 개인지 구하시오.`,
          `The whole outside of a cube with edges of \\(${n}\\,\\text{cm}\\) is painted, and the cube is then cut into \\(1\\,\\text{cm}\\) cubes. How many of the small cubes have ${faces === 0 ? 'no painted faces' : faces === 1 ? 'exactly one painted face' : `exactly \\(${faces}\\) painted faces`}?`,
        ],
        answer: String(counts[faces]),
        form: 'number',
        unit: '개',
        hint: HINTS.whole,
        steps: [
          [
            `핵심은 작은 정육면체의 위치로 색칠된 면의 수를 정하는 것입니다: 꼭짓점은 \\(3\\)개, 모서리의 가운데는 \\(2\\)개, 면의 가운데는 \\(1\\)개, 안쪽은 \\(0\\)개의 면이 색칠됩니다.`,
            `The key idea: where a small cube sits fixes how many faces are painted. Corner cubes have \\(3\\), edge cubes (not corners) \\(2\\), face cubes (not on an edge) \\(1\\), and inside cubes \\(0\\).`,
          ],
          [
            `한 모서리에는 작은 정육면체가 \\(${n}\\)개 있고, 양 끝을 빼면 \\(${n}-2=${inner}\\)개입니다. 구하는 것은 ${where[0]}입니다.`,
            `Each edge holds \\(${n}\\) small cubes, and \\(${n}-2=${inner}\\) of them are not at its ends. We want the ${where[1]}.`,
          ],
          [`따라서 \\(${work}\\)개입니다.`, `So there are \\(${work}\\) of them.`],
        ],
        difficulty: faces === 3 ? 3 : 4,
      });
    },
    // Visits every small cube and counts the outer faces it lies on.
    check: ({ n, faces }, problem) => {
      let count = 0;
      const onFace = (v: number) => (v === 0 || v === n - 1 ? 1 : 0);
      for (let x = 0; x < n; x++)
        for (let y = 0; y < n; y++)
          for (let z = 0; z < n; z++) if (onFace(x) + onFace(y) + onFace(z) === faces) count++;
      return keyIs(problem, count);
    },
  }),

  defineTemplate(U, 'cylinder-sphere-cone', {
    version: 1,
    params: (rng) => ({ r: rng.int(1, 9), ask: rng.int(0, 1) }),
    generate: ({ r, ask }) => {
      const sphere = piTex(4 * r ** 3, 3);
      const answer = ask ? piTex(2 * r ** 3) : piTex(2 * r ** 3, 3);
      return essay({
        stem: [
          `원기둥 안에 구가 꼭 맞게 들어 있고, 구의 부피는 \\(${sphere}\\,\\text{cm}^{3}\\)입니다. 이 원기둥과 밑면과 높이가 같은 ${ask ? '원기둥의 부피' : '원뿔의 부피'}를 구하시오.`,
          `A sphere fits exactly inside a cylinder, and the sphere's volume is \\(${sphere}\\,\\text{cm}^{3}\\). Find the volume of ${ask ? 'the cylinder' : 'a cone with the same base and height as the cylinder'}.`,
        ].map((t, i) =>
          ask && i === 0 ? t.replace('이 원기둥과 밑면과 높이가 같은 원기둥의 부피', '원기둥의 부피') : t,
        ) as [string, string],
        answer,
        form: 'any',
        hint: HINTS.pi,
        unit: 'cm³',
        steps: [
          [
            `핵심은 구가 꼭 맞게 들어 있는 원기둥과, 그와 밑면과 높이가 같은 원뿔의 부피의 비가 (원뿔) : (구) : (원기둥) \\(=1:2:3\\)이라는 것입니다.`,
            `The key idea: for a sphere that fits exactly in a cylinder, the cone with the same base and height, the sphere and the cylinder have volumes in the ratio \\(1:2:3\\).`,
          ],
          ask
            ? [
                `(원기둥의 부피) \\(=\\frac{3}{2}\\times ${sphere}=${answer}\\,(\\text{cm}^{3})\\)`,
                `Cylinder volume \\(=\\frac{3}{2}\\times ${sphere}=${answer}\\,\\text{cm}^{3}\\)`,
              ]
            : [
                `(원뿔의 부피) \\(=\\frac{1}{2}\\times ${sphere}=${answer}\\,(\\text{cm}^{3})\\)`,
                `Cone volume \\(=\\frac{1}{2}\\times ${sphere}=${answer}\\,\\text{cm}^{3}\\)`,
              ],
        ],
        difficulty: 4,
      });
    },
    // From the radius: the cylinder is πr²·2r and the cone a third of it.
    check: ({ r, ask }, problem) => keyIs(problem, (Math.PI * r * r * 2 * r) / (ask ? 1 : 3)),
  }),

  defineTemplate(U, 'cone-net', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const l = rng.int(3, 20);
        const r = rng.int(1, l - 1);
        if ((360 * r) % l === 0) return { l, r, ask: rng.int(0, 1) };
      }
    },
    generate: ({ l, r, ask }) => {
      const angle = (360 * r) / l;
      const side = piTex(r * l);
      const base = piTex(r * r);
      const total = piTex(r * r + r * l);
      return essay({
        stem: ask
          ? [
              `전개도에서 옆면인 부채꼴의 반지름의 길이가 \\(${l}\\,\\text{cm}\\), 중심각의 크기가 \\(${angle}^{\\circ}\\)인 원뿔의 겉넓이를 구하시오.`,
              `In the net of a cone, the lateral face is a sector with radius \\(${l}\\,\\text{cm}\\) and central angle \\(${angle}^{\\circ}\\). Find the total surface area of the cone.`,
            ]
          : [
              `밑면의 반지름의 길이가 \\(${r}\\,\\text{cm}\\)이고 모선의 길이가 \\(${l}\\,\\text{cm}\\)인 원뿔의 전개도에서 옆면인 부채꼴의 중심각의 크기는 몇 도인지 구하시오.`,
              `A cone has base radius \\(${r}\\,\\text{cm}\\) and slant height \\(${l}\\,\\text{cm}\\). In its net, what is the central angle of the sector that forms the lateral face, in degrees?`,
            ],
        answer: ask ? total : String(angle),
        form: ask ? 'any' : 'number',
        hint: ask ? HINTS.pi : HINTS.whole,
        unit: ask ? 'cm²' : '°',
        steps: [
          [
            `핵심은 부채꼴의 호가 밑면인 원의 둘레와 겹친다는 것입니다: \\(2\\pi\\times ${l}\\times\\frac{x}{360}=2\\pi\\times r\\).`,
            `The key idea: the sector's arc wraps exactly around the base circle, so \\(2\\pi\\times ${l}\\times\\frac{x}{360}=2\\pi\\times r\\).`,
          ],
          ask
            ? [
                `\\(2\\pi\\times ${l}\\times\\frac{${angle}}{360}=2\\pi r\\)에서 밑면의 반지름의 길이는 \\(r=${r}\\,\\text{cm}\\)입니다.`,
                `\\(2\\pi\\times ${l}\\times\\frac{${angle}}{360}=2\\pi r\\) gives a base radius of \\(r=${r}\\,\\text{cm}\\).`,
              ]
            : [
                `\\(2\\pi\\times ${l}\\times\\frac{x}{360}=2\\pi\\times ${r}\\)에서 \\(x=360\\times\\frac{${r}}{${l}}=${angle}\\)입니다.`,
                `\\(2\\pi\\times ${l}\\times\\frac{x}{360}=2\\pi\\times ${r}\\) gives \\(x=360\\times\\frac{${r}}{${l}}=${angle}\\).`,
              ],
          ...(ask
            ? [
                [
                  `옆넓이는 \\(\\pi\\times ${r}\\times ${l}=${side}\\), 밑넓이는 \\(\\pi\\times ${r}^{2}=${base}\\)이므로 겉넓이는 \\(${total}\\,(\\text{cm}^{2})\\)입니다.`,
                  `The lateral area is \\(\\pi\\times ${r}\\times ${l}=${side}\\) and the base is \\(\\pi\\times ${r}^{2}=${base}\\), so the total is \\(${total}\\,\\text{cm}^{2}\\).`,
                ] as [string, string],
              ]
            : []),
        ],
        difficulty: ask ? 4 : 3,
      });
    },
    // The lateral face as a share of the circle of radius l, and the base circle, each from its own formula.
    check: ({ l, r, ask }, problem) => {
      const share = r / l;
      return keyIs(problem, ask ? share * Math.PI * l * l + Math.PI * r * r : share * 360);
    },
  }),
];
