// 6-1 직육면체의 겉넓이와 부피: volume of cuboids and cubes, surface area, and converting between cm³ and m³.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { num, q } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';
import { solid, withFigure } from '../kit/figures.js';

const U = 'kr-e6-1-6';
const CM = '\\text{ cm}';
const CM2 = '\\text{cm}^2';
const CM3 = '\\text{cm}^3';
const M3 = '\\text{m}^3';

/** The stem's description of the box: a cube or a rectangular prism. */
function shape(cube: boolean, x: number, y: number, z: number): [string, string] {
  return cube
    ? [`한 모서리의 길이가 ${m(`${x}${CM}`)}인 정육면체`, `A cube has edges of ${m(`${x}${CM}`)}.`]
    : [
        `가로 ${m(`${x}${CM}`)}, 세로 ${m(`${y}${CM}`)}, 높이 ${m(`${z}${CM}`)}인 직육면체`,
        `A rectangular prism is ${m(`${x}${CM}`)} long, ${m(`${y}${CM}`)} wide and ${m(`${z}${CM}`)} tall.`,
      ];
}

export const templates = [
  // Version 3 sketches the solid with its three edge lengths.
  defineTemplate(U, 'cuboid-volume', {
    version: 3,
    params: (rng) => ({ a: rng.int(2, 20), b: rng.int(2, 20), c: rng.int(2, 20), cube: rng.int(0, 3) === 0 }),
    generate: ({ a, b, c, cube }, rng) => {
      const [x, y, z] = cube ? [a, a, a] : [a, b, c];
      const v = x * y * z;
      const [ko, en] = shape(cube, x, y, z);
      return withFigure(
        multiple(rng, {
          difficulty: 2,
          stem: [`${ko}의 부피는 몇 ${m(CM3)}입니까?`, `${en} What is its volume, in ${m(CM3)}?`],
          ...valueChoices(v, [2 * (x * y + y * z + x * z), x * y, x + y + z, 4 * (x + y + z), v + x * y], { min: 1 }),
          steps: [
            cube
              ? [
                  '(정육면체의 부피)=(한 모서리의 길이)×(한 모서리의 길이)×(한 모서리의 길이)입니다.',
                  'Volume of a cube = edge × edge × edge.',
                ]
              : [
                  '(직육면체의 부피)=(가로)×(세로)×(높이)입니다.',
                  'Volume of a rectangular prism = length × width × height.',
                ],
            [
              `${m(`${x}\\times${y}\\times${z}=${num(v)}`)} ${m(`(${CM3})`)}입니다.`,
              `${m(`${x}\\times${y}\\times${z}=${num(v)}`)} ${m(CM3)}.`,
            ],
          ],
        }),
        solid({
          kind: 'cuboid',
          width: x,
          depth: y,
          height: z,
          labels: { width: `${x} cm`, depth: `${y} cm`, height: `${z} cm` },
        }),
      );
    },
    // Count 1 cm cubes layer by layer.
    check: ({ a, b, c, cube }, problem) => {
      const [x, y, z] = cube ? [a, a, a] : [a, b, c];
      let count = 0;
      for (let layer = 0; layer < z; layer++) for (let row = 0; row < y; row++) count += x;
      return keyIs(problem, count);
    },
  }),
  defineTemplate(U, 'surface-area', {
    version: 2,
    params: (rng) => ({ a: rng.int(2, 20), b: rng.int(2, 20), c: rng.int(2, 20), cube: rng.int(0, 3) === 0 }),
    generate: ({ a, b, c, cube }) => {
      const [x, y, z] = cube ? [a, a, a] : [a, b, c];
      const sa = 2 * (x * y + y * z + x * z);
      const [ko, en] = shape(cube, x, y, z);
      return essay({
        difficulty: cube ? 2 : 3,
        stem: [`${ko}의 겉넓이는 몇 ${m(CM2)}입니까?`, `${en} What is its surface area, in ${m(CM2)}?`],
        answer: String(sa),
        form: 'number',
        unit: 'cm^2',
        steps: cube
          ? [
              [
                `정육면체는 넓이가 같은 정사각형 모양의 면 ${m(6)}개로 이루어져 있습니다.`,
                `A cube has ${m(6)} equal square faces.`,
              ],
              [
                `(겉넓이)=${m(`${x}\\times${x}\\times6=${num(sa)}`)} ${m(`(${CM2})`)}입니다.`,
                `Surface area = ${m(`${x}\\times${x}\\times6=${num(sa)}`)} ${m(CM2)}.`,
              ],
            ]
          : [
              [
                '직육면체에는 합동인 면이 두 개씩 세 쌍 있으므로 (겉넓이)=(한 꼭짓점에서 만나는 세 면의 넓이의 합)×2입니다.',
                'The faces come in three matching pairs, so surface area = (sum of the three faces at one corner) × 2.',
              ],
              [
                `${m(`(${x}\\times${y}+${y}\\times${z}+${x}\\times${z})\\times2=${num(sa)}`)} ${m(`(${CM2})`)}입니다.`,
                `${m(`(${x}\\times${y}+${y}\\times${z}+${x}\\times${z})\\times2=${num(sa)}`)} ${m(CM2)}.`,
              ],
            ],
      });
    },
    // Net: the side band (perimeter of the base × height) plus the two bases.
    check: ({ a, b, c, cube }, problem) => {
      const [x, y, z] = cube ? [a, a, a] : [a, b, c];
      return keyIs(problem, 2 * (x + y) * z + 2 * x * y);
    },
  }),
  defineTemplate(U, 'cubic-meters', {
    version: 2,
    params: (rng) => ({
      a: rng.int(1, 30) * 10,
      b: rng.int(1, 30) * 10,
      c: rng.int(1, 20) * 10,
      toCm: rng.int(0, 2) === 0,
      tenths: rng.int(1, 9) * 10 + rng.int(0, 9),
    }),
    generate: ({ a, b, c, toCm, tenths }, rng) => {
      if (toCm) {
        const v = q(tenths, 10);
        const ans = v.mul(1000000);
        return multiple(rng, {
          difficulty: 3,
          stem: [
            `${withJosa(m(`${num(v)}\\text{ m}^3`), '은/는')} 몇 ${m(CM3)}입니까?`,
            `How many ${m(CM3)} are in ${m(`${num(v)}\\text{ m}^3`)}?`,
          ],
          ...valueChoices(ans, [v.mul(1000), v.mul(100), v.mul(10000), v.mul(100000), v.mul(10000000)], {
            step: 100000,
          }),
          steps: [
            [
              `${withJosa(m(`1\\text{ m}^3`), '은/는')} 한 모서리의 길이가 ${m(`100${CM}`)}인 정육면체의 부피이므로 ${m(`100\\times100\\times100=1{,}000{,}000`)} ${m(`(${CM3})`)}입니다.`,
              `${m(`1\\text{ m}^3`)} is a cube with ${m(`100${CM}`)} edges: ${m(`100\\times100\\times100=1{,}000{,}000`)} ${m(CM3)}.`,
            ],
            [
              `따라서 ${m(`${num(v)}\\times1{,}000{,}000=${num(ans)}`)} ${m(`(${CM3})`)}입니다.`,
              `So ${m(`${num(v)}\\times1{,}000{,}000=${num(ans)}`)} ${m(CM3)}.`,
            ],
          ],
        });
      }
      const vol = q(a * b * c, 1000000);
      const [x, y, z] = [q(a, 100), q(b, 100), q(c, 100)];
      return essay({
        difficulty: 4,
        stem: [
          `가로 ${m(`${a}${CM}`)}, 세로 ${m(`${b}${CM}`)}, 높이 ${m(`${c}${CM}`)}인 직육면체 모양 상자의 부피는 몇 ${m(M3)}입니까?`,
          `A box is ${m(`${a}${CM}`)} long, ${m(`${b}${CM}`)} wide and ${m(`${c}${CM}`)} tall. What is its volume, in ${m(M3)}?`,
        ],
        answer: num(vol, { group: false }),
        form: 'number',
        unit: 'm^3',
        steps: [
          [
            `${m(`100${CM}=1\\text{ m}`)}이므로 가로, 세로, 높이를 m로 나타내면 ${m(`${num(x)}\\text{ m}`)}, ${m(`${num(y)}\\text{ m}`)}, ${m(`${num(z)}\\text{ m}`)}입니다.`,
            `Since ${m(`100${CM}=1\\text{ m}`)}, the sides are ${m(`${num(x)}\\text{ m}`)}, ${m(`${num(y)}\\text{ m}`)} and ${m(`${num(z)}\\text{ m}`)}.`,
          ],
          [
            `${m(`${num(x)}\\times${num(y)}\\times${num(z)}=${num(vol)}`)} ${m(`(${M3})`)}입니다.`,
            `${m(`${num(x)}\\times${num(y)}\\times${num(z)}=${num(vol)}`)} ${m(M3)}.`,
          ],
        ],
      });
    },
    // Compute in cm³ first, then convert with 1 m³ = 100 × 100 × 100 cm³.
    check: ({ a, b, c, toCm, tenths }, problem) =>
      keyIs(problem, toCm ? tenths * 100000 : (a * b * c) / (100 * 100 * 100)),
  }),
];
