// 6-1 각기둥과 각뿔: faces, edges and vertices of prisms and pyramids, working back from a count, and edge lengths.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { an, regularPolygon } from '../kit/english.js';
import { sinoKorean } from '../kit/words.js';
import { keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';

const U = 'kr-e6-1-2';
const ADJ = [
  '',
  '',
  '',
  'triangular',
  'square',
  'pentagonal',
  'hexagonal',
  'heptagonal',
  'octagonal',
  'nonagonal',
  'decagonal',
];
/** 삼각기둥, 십이각뿔. */
const solidKo = (k: number, pyr: boolean) => `${sinoKorean(k)}각${pyr ? '뿔' : '기둥'}`;
/** 'a triangular prism', 'an octagonal pyramid', 'a prism with a 14-sided base'. */
const solidEn = (k: number, pyr: boolean) => {
  const noun = pyr ? 'pyramid' : 'prism';
  const adj = ADJ[k];
  return adj ? an(`${adj} ${noun}`) : `a ${noun} with ${an(`${k}-sided`)} base`;
};
const PARTS = [
  { ko: '면', en: 'faces' },
  { ko: '모서리', en: 'edges' },
  { ko: '꼭짓점', en: 'vertices' },
] as const;
/** Counts of a prism (pyr = false) or pyramid on a k-gon base: [faces, edges, vertices]. */
const counts = (k: number, pyr: boolean) => (pyr ? [k + 1, 2 * k, k + 1] : [k + 2, 3 * k, 2 * k]);
/** How each count is worked out from the base's k sides. */
const RULE = (k: number, pyr: boolean) =>
  pyr ? [`${k}+1`, `${k}\\times2`, `${k}+1`] : [`${k}+2`, `${k}\\times3`, `${k}\\times2`];

export const templates = [
  defineTemplate(U, 'count-parts', {
    version: 2,
    params: (rng) => {
      const p1 = rng.int(0, 2);
      return {
        k: rng.int(3, 20),
        pyr: rng.int(0, 1) === 1,
        p1,
        p2: rng.int(0, 3) === 0 ? -1 : rng.intExcept(0, 2, [p1]),
      };
    },
    generate: ({ k, pyr, p1, p2 }, rng) => {
      const c = counts(k, pyr);
      const rule = RULE(k, pyr);
      const name = solidKo(k, pyr);
      const a = PARTS[p1] as (typeof PARTS)[number];
      const b = p2 >= 0 ? PARTS[p2] : undefined;
      const ca = c[p1] as number;
      const cb = b ? (c[p2] as number) : 0;
      const ans = ca + cb;
      const other = counts(k, !pyr);
      return multiple(rng, {
        difficulty: b ? 3 : 2,
        stem: b
          ? [
              `${name}의 ${a.ko}의 수와 ${b.ko}의 수의 합을 구하시오.`,
              `For ${solidEn(k, pyr)}, find the number of ${a.en} plus the number of ${b.en}.`,
            ]
          : [
              `${name}의 ${withJosa(a.ko, '은/는')} 모두 몇 개입니까?`,
              `How many ${a.en} does ${solidEn(k, pyr)} have?`,
            ],
        ...valueChoices(
          ans,
          [(other[p1] as number) + (b ? (other[p2] as number) : 0), ans + 1, ans - 1, ans + 2, ans + k],
          {
            min: 1,
          },
        ),
        steps: [
          [
            `${name}의 밑면은 ${sinoKorean(k)}각형이므로 (면의 수)=${m(`${rule[0]}=${c[0]}`)}, (모서리의 수)=${m(`${rule[1]}=${c[1]}`)}, (꼭짓점의 수)=${m(`${rule[2]}=${c[2]}`)}입니다.`,
            `${solidEn(k, pyr).replace(/^a/, 'A')} has ${m(`${rule[0]}=${c[0]}`)} faces, ${m(`${rule[1]}=${c[1]}`)} edges and ${m(`${rule[2]}=${c[2]}`)} vertices.`,
          ],
          b
            ? [
                `따라서 ${a.ko}의 수와 ${b.ko}의 수의 합은 ${m(`${ca}+${cb}=${ans}`)}(개)입니다.`,
                `So the ${a.en} and ${b.en} together number ${m(`${ca}+${cb}=${ans}`)}.`,
              ]
            : [
                `${pyr ? '각뿔' : '각기둥'}의 ${a.ko}의 수는 밑면의 변의 수로 정해지므로 ${m(ans)}개입니다.`,
                `The number of ${a.en} depends only on the number of sides of the base: ${m(ans)}.`,
              ],
        ],
      });
    },
    // Euler's formula V - E + F = 2 with the edges counted directly from the base and the sides.
    check: ({ k, pyr, p1, p2 }, problem) => {
      const edges = pyr ? k + k : k + k + k;
      const vertices = pyr ? k + 1 : k + k;
      const faces = 2 - vertices + edges;
      const c = [faces, edges, vertices];
      return keyIs(problem, (c[p1] as number) + (p2 >= 0 ? (c[p2] as number) : 0));
    },
  }),
  defineTemplate(U, 'which-solid', {
    version: 2,
    params: (rng) => ({ k: rng.int(3, 20), pyr: rng.int(0, 1) === 1, part: rng.int(0, 2) }),
    generate: ({ k, pyr, part }) => {
      const c = counts(k, pyr)[part] as number;
      const pa = PARTS[part] as (typeof PARTS)[number];
      const kind = pyr ? '각뿔' : '각기둥';
      const rule = (
        pyr ? ['\\square+1', '\\square\\times2', '\\square+1'] : ['\\square+2', '\\square\\times3', '\\square\\times2']
      )[part] as string;
      const undo = pyr ? [`${c}-1`, `${c}\\div2`, `${c}-1`][part] : [`${c}-2`, `${c}\\div3`, `${c}\\div2`][part];
      return essay({
        difficulty: 3,
        stem: [
          `${pa.ko}의 수가 ${m(c)}개인 ${withJosa(kind, '이/가')} 있습니다. 이 ${kind}의 밑면의 변은 몇 개입니까?`,
          `A ${pyr ? 'pyramid' : 'prism'} has ${m(c)} ${pa.en}. How many sides does its base have?`,
        ],
        answer: String(k),
        form: 'number',
        unit: '개',
        steps: [
          [
            `밑면의 변의 수를 ${withJosa(m('\\square'), '이라/라')}고 하면 ${kind}의 ${pa.ko}의 수는 ${m(rule)}입니다.`,
            `If the base has ${m('\\square')} sides, the number of ${pa.en} is ${m(rule)}.`,
          ],
          [
            `${m(`${rule}=${c}`)}에서 ${m(`\\square=${undo}=${k}`)}이므로 밑면은 ${sinoKorean(k)}각형이고 변은 ${m(k)}개입니다.`,
            `From ${m(`${rule}=${c}`)}, ${m(`\\square=${undo}=${k}`)}: the base has ${m(k)} sides.`,
          ],
        ],
      });
    },
    // Try every base from a triangle up.
    check: ({ k, pyr, part }, problem) => {
      const target = counts(k, pyr)[part] as number;
      for (let s = 3; s <= 40; s++) if ((counts(s, pyr)[part] as number) === target) return keyIs(problem, s);
      return false;
    },
  }),
  defineTemplate(U, 'prism-edge-total', {
    version: 2,
    params: (rng) => {
      const k = rng.int(3, 10);
      const side = rng.int(2, 15);
      const h = rng.int(3, 20);
      const pyr = rng.int(0, 1) === 1;
      // A slanted edge must be longer than the distance from the base's centre to a corner, or there is no apex.
      const reach = Math.ceil(side / (2 * Math.sin(Math.PI / k))) + 1;
      return { k, side, h: pyr ? Math.max(h, reach) : h, pyr };
    },
    generate: ({ k, side, h, pyr }) => {
      const total = pyr ? k * side + k * h : 2 * k * side + k * h;
      const base = `정${sinoKorean(k)}각형`;
      return essay({
        difficulty: 3,
        stem: pyr
          ? [
              `밑면은 한 변의 길이가 ${m(`${side}\\text{ cm}`)}인 ${base}이고, 옆면의 모서리의 길이는 모두 ${m(`${h}\\text{ cm}`)}인 각뿔이 있습니다. 이 각뿔의 모든 모서리의 길이의 합은 몇 cm입니까?`,
              `A pyramid has ${an(regularPolygon(k))} base with sides of ${m(`${side}\\text{ cm}`)}, and each of its slanted edges is ${m(`${h}\\text{ cm}`)}. What is the total length of all its edges, in cm?`,
            ]
          : [
              `밑면은 한 변의 길이가 ${m(`${side}\\text{ cm}`)}인 ${base}이고, 높이는 ${m(`${h}\\text{ cm}`)}인 각기둥이 있습니다. 이 각기둥의 모든 모서리의 길이의 합은 몇 cm입니까?`,
              `A prism has ${regularPolygon(k)} bases with sides of ${m(`${side}\\text{ cm}`)} and a height of ${m(`${h}\\text{ cm}`)}. What is the total length of all its edges, in cm?`,
            ],
        answer: String(total),
        form: 'number',
        unit: 'cm',
        steps: pyr
          ? [
              [
                `${sinoKorean(k)}각뿔에는 길이가 ${m(`${side}\\text{ cm}`)}인 밑면의 모서리가 ${m(k)}개, 길이가 ${m(`${h}\\text{ cm}`)}인 옆면의 모서리가 ${m(k)}개 있습니다.`,
                `There are ${m(k)} base edges of ${m(`${side}\\text{ cm}`)} and ${m(k)} slanted edges of ${m(`${h}\\text{ cm}`)}.`,
              ],
              [
                `모든 모서리의 길이의 합은 ${m(`${side}\\times${k}+${h}\\times${k}=${total}`)}(cm)입니다.`,
                `All the edges add up to ${m(`${side}\\times${k}+${h}\\times${k}=${total}`)} cm.`,
              ],
            ]
          : [
              [
                `${sinoKorean(k)}각기둥에는 두 밑면의 모서리 ${m(2 * k)}개(각 ${m(`${side}\\text{ cm}`)})와 높이를 나타내는 모서리 ${m(k)}개(각 ${m(`${h}\\text{ cm}`)})가 있습니다.`,
                `There are ${m(2 * k)} base edges (two bases) of ${m(`${side}\\text{ cm}`)} and ${m(k)} height edges of ${m(`${h}\\text{ cm}`)}.`,
              ],
              [
                `모든 모서리의 길이의 합은 ${m(`${side}\\times${2 * k}+${h}\\times${k}=${total}`)}(cm)입니다.`,
                `All the edges add up to ${m(`${side}\\times${2 * k}+${h}\\times${k}=${total}`)} cm.`,
              ],
            ],
      });
    },
    // Walk around the solid edge by edge: base ring(s), then the edges joining them.
    check: ({ k, side, h, pyr }, problem) => {
      let t = 0;
      for (let i = 0; i < k; i++) t += side;
      if (!pyr) for (let i = 0; i < k; i++) t += side;
      for (let i = 0; i < k; i++) t += h;
      return keyIs(problem, t);
    },
  }),
];
