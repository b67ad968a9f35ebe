// 6-1 각기둥과 각뿔: faces, edges and vertices of prisms and pyramids, working back from a count, and edge lengths.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, N, an, josa, m, plain, unit } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e6-1-2');
const POLY = [
  '',
  '',
  '',
  '삼각',
  '사각',
  '오각',
  '육각',
  '칠각',
  '팔각',
  '구각',
  '십각',
  '십일각',
  '십이각',
  '십삼각',
  '십사각',
  '십오각',
  '십육각',
  '십칠각',
  '십팔각',
  '십구각',
  '이십각',
];
const POLY_EN = (k: number) => `${k}-sided`;
const ADJ = [
  '',
  '',
  '',
  'triangular',
  'quadrilateral',
  'pentagonal',
  'hexagonal',
  'heptagonal',
  'octagonal',
  'nonagonal',
  'decagonal',
];
/** 'a triangular prism', 'an octagonal pyramid', 'a prism with a 14-sided base'. */
const solidEn = (k: number, pyr: boolean) => {
  const noun = pyr ? 'pyramid' : 'prism';
  const adj = ADJ[k];
  if (!adj) return `a ${noun} with ${an(POLY_EN(k))} base`;
  return `${/^[aeiou]/.test(adj) ? 'an' : 'a'} ${adj} ${noun}`;
};
const PARTS = [
  { ko: '면', en: 'faces' },
  { ko: '모서리', en: 'edges' },
  { ko: '꼭짓점', en: 'vertices' },
];
/** Counts of a prism (pyr = false) or pyramid on a k-gon base: [faces, edges, vertices]. */
const counts = (k: number, pyr: boolean) => (pyr ? [k + 1, 2 * k, k + 1] : [k + 2, 3 * k, 2 * k]);

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'count-parts',
    params: (rng) => {
      const p1 = rng.int(0, 2);
      return {
        k: rng.int(3, 20),
        pyr: rng.int(0, 1) === 1,
        p1,
        p2: rng.int(0, 3) === 0 ? -1 : rng.intExcept(0, 2, [p1]),
      };
    },
    make: ({ k, pyr, p1, p2 }) => {
      const c = counts(k, pyr);
      const solid = L(`${POLY[k]}${pyr ? '뿔' : '기둥'}`, solidEn(k, pyr));
      const a = PARTS[p1]!;
      const b = p2 >= 0 ? PARTS[p2]! : undefined;
      const ans = (c[p1] as number) + (b ? (c[p2] as number) : 0);
      const other = counts(k, !pyr);
      return {
        difficulty: b ? 3 : 2,
        stem: b
          ? L(
              `${solid.ko}의 ${a.ko}의 수와 ${b.ko}의 수의 합을 구하세요.`,
              `For ${solid.en}, find the number of ${a.en} plus the number of ${b.en}.`,
            )
          : L(`${solid.ko}의 ${josa(a.ko, '은/는')} 모두 몇 개입니까?`, `How many ${a.en} does ${solid.en} have?`),
        multiple: {
          correct: N(ans),
          wrong: [
            N((other[p1] as number) + (b ? (other[p2] as number) : 0)),
            N(ans + 1),
            N(ans - 1),
            N(ans + 2),
            N(ans + k),
          ],
          min: 1,
        },
        explanation: [
          pyr
            ? L(
                `${POLY[k]}뿔에서 (면의 수)=${m(`${k}+1`)}, (모서리의 수)=${m(`${k}\\times2`)}, (꼭짓점의 수)=${m(`${k}+1`)}입니다.`,
                `A pyramid on ${an(POLY_EN(k))} base has ${m(`${k}+1`)} faces, ${m(`${k}\\times2`)} edges and ${m(`${k}+1`)} vertices.`,
              )
            : L(
                `${POLY[k]}기둥에서 (면의 수)=${m(`${k}+2`)}, (모서리의 수)=${m(`${k}\\times3`)}, (꼭짓점의 수)=${m(`${k}\\times2`)}입니다.`,
                `A prism on ${an(POLY_EN(k))} base has ${m(`${k}+2`)} faces, ${m(`${k}\\times3`)} edges and ${m(`${k}\\times2`)} vertices.`,
              ),
          L(`답: ${m(String(ans))}`, `Answer: ${m(String(ans))}`),
        ],
      };
    },
    // Euler's formula V - E + F = 2 with the edges counted directly from the base and the sides.
    solve: ({ k, pyr, p1, p2 }) => {
      const edges = pyr ? k + k : k + k + k;
      const vertices = pyr ? k + 1 : k + k;
      const faces = 2 - vertices + edges;
      const c = [faces, edges, vertices];
      return (c[p1] as number) + (p2 >= 0 ? (c[p2] as number) : 0);
    },
  }),
  tpl({
    name: 'which-solid',
    params: (rng) => ({ k: rng.int(3, 20), pyr: rng.int(0, 1) === 1, part: rng.int(0, 2) }),
    make: ({ k, pyr, part }) => {
      const c = counts(k, pyr)[part] as number;
      const pa = PARTS[part]!;
      return {
        difficulty: 3,
        stem: L(
          `${pa.ko}의 수가 ${m(String(c))}개인 각${pyr ? '뿔' : '기둥'}이 있습니다. 이 각${pyr ? '뿔' : '기둥'}의 밑면은 몇 각형입니까? (변의 수를 답하세요.)`,
          `A ${pyr ? 'pyramid' : 'prism'} has ${m(String(c))} ${pa.en}. How many sides does its base have?`,
        ),
        essay: { answer: plain(k), hint: HINT.int },
        explanation: [
          L(
            `밑면의 변의 수를 ${m('\\square')}라고 하면 ${pa.ko}의 수는 ${m(pyr ? ['\\square+1', '\\square\\times2', '\\square+1'][part]! : ['\\square+2', '\\square\\times3', '\\square\\times2'][part]!)}입니다.`,
            `If the base has ${m('\\square')} sides, the number of ${pa.en} is ${m(pyr ? ['\\square+1', '\\square\\times2', '\\square+1'][part]! : ['\\square+2', '\\square\\times3', '\\square\\times2'][part]!)}.`,
          ),
          L(
            `${m(`\\square=${k}`)}이므로 밑면은 ${POLY[k]}형입니다.`,
            `So ${m(`\\square=${k}`)}: the base has ${m(String(k))} sides.`,
          ),
        ],
      };
    },
    // Try every base from a triangle up.
    solve: ({ k, pyr, part }) => {
      const target = counts(k, pyr)[part] as number;
      for (let s = 3; s <= 40; s++) if ((counts(s, pyr)[part] as number) === target) return s;
      return NaN;
    },
  }),
  tpl({
    name: 'prism-edge-total',
    params: (rng) => ({ k: rng.int(3, 10), side: rng.int(2, 15), h: rng.int(3, 20), pyr: rng.int(0, 1) === 1 }),
    make: ({ k, side, h, pyr }) => {
      const total = pyr ? k * side + k * h : 2 * k * side + k * h;
      return {
        difficulty: 3,
        stem: pyr
          ? L(
              `밑면이 한 변 ${m(String(side))} cm인 정${POLY[k]}형이고, 옆면의 모서리가 모두 ${m(String(h))} cm인 각뿔이 있습니다. 모든 모서리의 길이의 합은 몇 cm입니까?`,
              `A pyramid has a regular ${POLY_EN(k)} base with sides of ${m(String(side))} cm, and each of its slanted edges is ${m(String(h))} cm. What is the total length of all its edges, in cm?`,
            )
          : L(
              `밑면이 한 변 ${m(String(side))} cm인 정${POLY[k]}형이고 높이가 ${m(String(h))} cm인 각기둥이 있습니다. 모든 모서리의 길이의 합은 몇 cm입니까?`,
              `A prism has regular ${POLY_EN(k)} bases with sides of ${m(String(side))} cm and a height of ${m(String(h))} cm. What is the total length of all its edges, in cm?`,
            ),
        essay: { answer: plain(total), unit: 'cm', hint: HINT.unit('cm') },
        explanation: pyr
          ? [
              L(
                `밑면의 모서리 ${m(String(k))}개와 옆면의 모서리 ${m(String(k))}개가 있습니다.`,
                `There are ${m(String(k))} base edges and ${m(String(k))} slanted edges.`,
              ),
              L(
                `${m(`${side}\\times${k}+${h}\\times${k}=${total}`)} (cm)`,
                `${m(`${side}\\times${k}+${h}\\times${k}=${total}`)} cm`,
              ),
            ]
          : [
              L(
                `두 밑면의 모서리 ${m(String(2 * k))}개와 높이에 해당하는 모서리 ${m(String(k))}개가 있습니다.`,
                `There are ${m(String(2 * k))} base edges (two bases) and ${m(String(k))} height edges.`,
              ),
              L(
                `${m(`${side}\\times${2 * k}+${h}\\times${k}=${total}`)} (cm)`,
                `${m(`${side}\\times${2 * k}+${h}\\times${k}=${total}`)} cm`,
              ),
            ],
      };
    },
    // Walk around the solid edge by edge: base ring(s), then the edges joining them.
    solve: ({ k, side, h, pyr }) => {
      let t = 0;
      for (let i = 0; i < k; i++) t += side;
      if (!pyr) for (let i = 0; i < k; i++) t += side;
      for (let i = 0; i < k; i++) t += h;
      return t;
    },
  }),
];
