// 6-1 각기둥과 각뿔: faces, edges and vertices of prisms and pyramids, working back from a count, a sum or a
// difference, edge lengths (also backwards), and the side faces of a net.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { an, regularPolygon } from '../kit/english.js';
import { sinoKorean } from '../kit/words.js';
import { keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';
import { solid, withFigure } from '../kit/figures.js';

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
  defineTemplate(U, 'solid-from-total-count', {
    version: 2,
    params: (rng) => ({ k: rng.int(3, 20), pyr: rng.int(0, 1) === 1 }),
    generate: ({ k, pyr }) => {
      const [f, e, v] = counts(k, pyr);
      const total = (f as number) + (e as number) + (v as number);
      const kind = pyr ? '각뿔' : '각기둥';
      const per = pyr ? 4 : 6;
      const rule = pyr
        ? '(\\square+1)+\\square\\times2+(\\square+1)'
        : '(\\square+2)+\\square\\times3+\\square\\times2';
      return essay({
        difficulty: 4,
        subUnit: `kr-e6-1-2.${pyr ? 's3' : 's1'}`,
        stem: [
          `면의 수, 모서리의 수, 꼭짓점의 수를 모두 더하면 ${withJosa(m(total), '이/가')} 되는 ${withJosa(kind, '이/가')} 있습니다. 이 ${kind}의 밑면의 변은 몇 개인지 풀이 과정을 쓰고 답을 구하시오.`,
          `For a certain ${pyr ? 'pyramid' : 'prism'}, the numbers of faces, edges and vertices add up to ${m(total)}. How many sides does its base have? Show your work.`,
        ],
        answer: String(k),
        form: 'number',
        unit: '개',
        steps: [
          [
            `세 수를 모두 밑면의 변의 수 ${m('\\square')}로 나타내는 것이 핵심입니다. ${kind}의 면, 모서리, 꼭짓점의 수의 합은 ${m(`${rule}=\\square\\times${per}+2`)}입니다.`,
            `The key is to write all three counts with the number of base sides, ${m('\\square')}: faces, edges and vertices together make ${m(`${rule}=\\square\\times${per}+2`)}.`,
          ],
          [
            `${m(`\\square\\times${per}+2=${total}`)}이므로 ${m(`\\square\\times${per}=${total - 2}`)}, ${m(`\\square=${total - 2}\\div${per}=${k}`)}입니다.`,
            `${m(`\\square\\times${per}+2=${total}`)}, so ${m(`\\square\\times${per}=${total - 2}`)} and ${m(`\\square=${total - 2}\\div${per}=${k}`)}.`,
          ],
          [`밑면은 ${sinoKorean(k)}각형이므로 변은 ${m(k)}개입니다.`, `The base is a polygon with ${m(k)} sides.`],
        ],
      });
    },
    // Try bases from a triangle up, counting with Euler's formula (faces = edges − vertices + 2).
    check: ({ k, pyr }, problem) => {
      const target = counts(k, pyr).reduce((t, x) => t + x, 0);
      for (let s = 3; s <= 40; s++) {
        const edges = pyr ? 2 * s : 3 * s;
        const vertices = pyr ? s + 1 : 2 * s;
        if (edges - vertices + 2 + edges + vertices === target) return keyIs(problem, s);
      }
      return false;
    },
  }),
  defineTemplate(U, 'solid-from-difference', {
    version: 2,
    params: (rng) => ({ k: rng.int(4, 20), pyr: rng.int(0, 1) === 1, pair: rng.int(0, 1) }),
    generate: ({ k, pyr, pair }) => {
      const [f, e, v] = counts(k, pyr) as [number, number, number];
      // Edges minus vertices, or edges minus faces.
      const [other, otherKo, otherEn] = pair ? [f, '면', 'faces'] : [v, '꼭짓점', 'vertices'];
      const diff = e - other;
      const kind = pyr ? '각뿔' : '각기둥';
      const rule = pyr
        ? pair
          ? ['\\square\\times2-(\\square+1)', '\\square-1']
          : ['\\square\\times2-(\\square+1)', '\\square-1']
        : pair
          ? ['\\square\\times3-(\\square+2)', '\\square\\times2-2']
          : ['\\square\\times3-\\square\\times2', '\\square'];
      return essay({
        difficulty: 3,
        subUnit: `kr-e6-1-2.${pyr ? 's3' : 's1'}`,
        stem: [
          `모서리의 수가 ${otherKo}의 수보다 ${m(diff)}개 더 많은 ${withJosa(kind, '이/가')} 있습니다. 이 ${kind}의 밑면의 변은 몇 개입니까?`,
          `A ${pyr ? 'pyramid' : 'prism'} has ${m(diff)} more edges than ${otherEn}. How many sides does its base have?`,
        ],
        answer: String(k),
        form: 'number',
        unit: '개',
        steps: [
          [
            `밑면의 변의 수를 ${withJosa(m('\\square'), '이라/라')}고 하면 (모서리의 수)−(${otherKo}의 수)는 ${m(`${rule[0]}=${rule[1]}`)}입니다.`,
            `With ${m('\\square')} sides on the base, edges minus ${otherEn} is ${m(`${rule[0]}=${rule[1]}`)}.`,
          ],
          [
            `${m(`${rule[1]}=${diff}`)}이므로 밑면의 변은 ${m(k)}개입니다.`,
            `${m(`${rule[1]}=${diff}`)}, so the base has ${m(k)} sides.`,
          ],
        ],
      });
    },
    // Try bases from a triangle up.
    check: ({ k, pyr, pair }, problem) => {
      const gap = (s: number) => {
        const [f, e, v] = counts(s, pyr) as [number, number, number];
        return e - (pair ? f : v);
      };
      for (let s = 3; s <= 40; s++) if (gap(s) === gap(k)) return keyIs(problem, s);
      return false;
    },
  }),
  defineTemplate(U, 'lateral-area', {
    version: 2,
    params: (rng) => ({ k: rng.int(3, 8), side: rng.int(2, 15), h: rng.int(3, 20) }),
    generate: ({ k, side, h }) => {
      const width = k * side;
      const area = width * h;
      const base = `정${sinoKorean(k)}각형`;
      return essay({
        difficulty: 3,
        subUnit: 'kr-e6-1-2.s2',
        stem: [
          `밑면이 한 변의 길이가 ${m(`${side}\\text{ cm}`)}인 ${base}이고 높이가 ${m(`${h}\\text{ cm}`)}인 각기둥의 전개도를 그렸습니다. 옆면을 모두 이어 붙인 직사각형의 넓이는 몇 ${m('\\text{cm}^{2}')}입니까?`,
          `A net is drawn for a prism with ${regularPolygon(k)} bases with sides of ${m(`${side}\\text{ cm}`)} and a height of ${m(`${h}\\text{ cm}`)}. Its side faces, joined together, make one rectangle. What is the area of that rectangle, in ${m('\\text{cm}^{2}')}?`,
        ],
        answer: String(area),
        form: 'number',
        unit: 'cm^2',
        steps: [
          [
            `옆면은 ${m(k)}개의 직사각형이고, 이어 붙이면 가로는 밑면의 둘레, 세로는 각기둥의 높이인 직사각형이 됩니다.`,
            `The ${m(k)} side faces join into one rectangle whose length is the perimeter of the base and whose width is the height of the prism.`,
          ],
          [
            `가로는 ${m(`${side}\\times${k}=${width}`)}(cm), 세로는 ${m(`${h}\\text{ cm}`)}입니다.`,
            `Its length is ${m(`${side}\\times${k}=${width}`)} cm and its width ${m(`${h}\\text{ cm}`)}.`,
          ],
          [
            `넓이는 ${m(`${width}\\times${h}=${area}`)}이므로 ${m(`${area}\\text{ cm}^{2}`)}입니다.`,
            `The area is ${m(`${width}\\times${h}=${area}`)}, that is ${m(`${area}\\text{ cm}^{2}`)}.`,
          ],
        ],
      });
    },
    // Add the side faces one rectangle at a time.
    check: ({ k, side, h }, problem) => {
      let area = 0;
      for (let face = 0; face < k; face++) area += side * h;
      return keyIs(problem, area);
    },
  }),
  defineTemplate(U, 'prism-height-from-total', {
    version: 2,
    params: (rng) => ({ k: rng.int(3, 8), side: rng.int(2, 12), h: rng.int(3, 20) }),
    generate: ({ k, side, h }) => {
      const total = 2 * k * side + k * h;
      const base = `정${sinoKorean(k)}각형`;
      return essay({
        difficulty: 4,
        subUnit: 'kr-e6-1-2.s1',
        stem: [
          `밑면이 한 변의 길이가 ${m(`${side}\\text{ cm}`)}인 ${base}인 각기둥이 있습니다. 이 각기둥의 모든 모서리의 길이의 합이 ${m(`${total}\\text{ cm}`)}일 때, 높이는 몇 cm입니까?`,
          `A prism has ${regularPolygon(k)} bases with sides of ${m(`${side}\\text{ cm}`)}. All its edges add up to ${m(`${total}\\text{ cm}`)}. How tall is the prism, in cm?`,
        ],
        answer: String(h),
        form: 'number',
        unit: 'cm',
        steps: [
          [
            `${sinoKorean(k)}각기둥의 모서리는 두 밑면에 ${m(`${k}\\times2=${2 * k}`)}개, 높이를 나타내는 모서리가 ${m(k)}개입니다.`,
            `The prism has ${m(`${k}\\times2=${2 * k}`)} base edges (two bases) and ${m(k)} edges along its height.`,
          ],
          [
            `두 밑면의 모서리의 길이의 합은 ${m(`${side}\\times${2 * k}=${2 * k * side}`)}(cm)이므로 높이를 나타내는 모서리의 길이의 합은 ${m(`${total}-${2 * k * side}=${k * h}`)}(cm)입니다.`,
            `The base edges add up to ${m(`${side}\\times${2 * k}=${2 * k * side}`)} cm, so the height edges add up to ${m(`${total}-${2 * k * side}=${k * h}`)} cm.`,
          ],
          [`높이는 ${m(`${k * h}\\div${k}=${h}`)}(cm)입니다.`, `The height is ${m(`${k * h}\\div${k}=${h}`)} cm.`],
        ],
      });
    },
    // Try heights until the edges add up to the total.
    check: ({ k, side, h }, problem) => {
      const total = 2 * k * side + k * h;
      for (let x = 1; x < total; x++) if (2 * k * side + k * x === total) return keyIs(problem, x);
      return false;
    },
  }),
  defineTemplate(U, 'triangular-prism-edges', {
    version: 2,
    params: (rng) => {
      for (;;) {
        const [a, b, c] = [rng.int(3, 15), rng.int(3, 15), rng.int(3, 15)];
        if (a + b > c + 1 && b + c > a + 1 && c + a > b + 1) return { a, b, c, h: rng.int(4, 20) };
      }
    },
    generate: ({ a, b, c, h }) => {
      const ring = a + b + c;
      const total = 2 * ring + 3 * h;
      const problem = essay({
        difficulty: 3,
        subUnit: 'kr-e6-1-2.s1',
        stem: [
          `그림과 같이 밑면의 세 변의 길이가 ${m(`${a}\\text{ cm}`)}, ${m(`${b}\\text{ cm}`)}, ${m(`${c}\\text{ cm}`)}이고 높이가 ${m(`${h}\\text{ cm}`)}인 삼각기둥이 있습니다. 모든 모서리의 길이의 합은 몇 cm입니까?`,
          `The triangular prism in the figure has bases with sides of ${m(`${a}\\text{ cm}`)}, ${m(`${b}\\text{ cm}`)} and ${m(`${c}\\text{ cm}`)}, and a height of ${m(`${h}\\text{ cm}`)}. What is the total length of all its edges, in cm?`,
        ],
        answer: String(total),
        form: 'number',
        unit: 'cm',
        steps: [
          [
            `삼각기둥에는 밑면이 ${m(2)}개 있고, 높이를 나타내는 모서리가 ${m(3)}개 있습니다.`,
            `A triangular prism has ${m(2)} triangular bases and ${m(3)} edges along its height.`,
          ],
          [
            `한 밑면의 둘레는 ${m(`${a}+${b}+${c}=${ring}`)}(cm)이므로 두 밑면의 모서리는 ${m(`${ring}\\times2=${2 * ring}`)}(cm), 높이의 모서리는 ${m(`${h}\\times3=${3 * h}`)}(cm)입니다.`,
            `One base has a perimeter of ${m(`${a}+${b}+${c}=${ring}`)} cm, so the two bases give ${m(`${ring}\\times2=${2 * ring}`)} cm and the height edges ${m(`${h}\\times3=${3 * h}`)} cm.`,
          ],
          [
            `모든 모서리의 길이의 합은 ${m(`${2 * ring}+${3 * h}=${total}`)}(cm)입니다.`,
            `All the edges add up to ${m(`${2 * ring}+${3 * h}=${total}`)} cm.`,
          ],
        ],
      });
      return withFigure(
        problem,
        solid({
          kind: 'prism',
          base: [a, b, c],
          height: h,
          labels: { base: [`${a} cm`, `${b} cm`, `${c} cm`], height: `${h} cm` },
        }),
      );
    },
    // List the nine edges: three on each base and three joining them.
    check: ({ a, b, c, h }, problem) =>
      keyIs(
        problem,
        [a, b, c, a, b, c, h, h, h].reduce((t, x) => t + x, 0),
      ),
  }),
];
