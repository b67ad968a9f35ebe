// 6-1 직육면체의 겉넓이와 부피: volume of cuboids and cubes, surface area, and converting between cm³ and m³.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, N, U, josa, m, n, plain, unit } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e6-1-6');
const cm3 = '\\text{ cm}^3';

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'cuboid-volume',
    params: (rng) => ({ a: rng.int(2, 20), b: rng.int(2, 20), c: rng.int(2, 20), cube: rng.int(0, 3) === 0 }),
    make: ({ a, b, c, cube }) => {
      const [x, y, z] = cube ? [a, a, a] : [a, b, c];
      const v = x * y * z;
      return {
        difficulty: 2,
        stem: cube
          ? L(
              `한 모서리의 길이가 ${m(String(x))} cm인 정육면체의 부피는 몇 ${m('\\text{cm}^3')}입니까?`,
              `A cube has edges of ${m(String(x))} cm. What is its volume, in ${m('\\text{cm}^3')}?`,
            )
          : L(
              `가로 ${m(String(x))} cm, 세로 ${m(String(y))} cm, 높이 ${m(String(z))} cm인 직육면체의 부피는 몇 ${m('\\text{cm}^3')}입니까?`,
              `A rectangular prism is ${m(String(x))} cm long, ${m(String(y))} cm wide and ${m(String(z))} cm tall. What is its volume, in ${m('\\text{cm}^3')}?`,
            ),
        multiple: {
          correct: U(v, cm3),
          wrong: [
            U(2 * (x * y + y * z + x * z), cm3),
            U(x + y + z, cm3),
            U(x * y, cm3),
            U(4 * (x + y + z), cm3),
            U(v + x * y, cm3),
          ],
          fill: (k) => U(v + k, cm3),
        },
        explanation: [
          L(
            '(직육면체의 부피)=(가로)×(세로)×(높이)입니다.',
            'Volume of a rectangular prism = length × width × height.',
          ),
          L(
            `${m(`${x}\\times${y}\\times${z}=${n(v)}`)} ${m('(\\text{cm}^3)')}`,
            `${m(`${x}\\times${y}\\times${z}=${n(v)}`)} ${m('\\text{cm}^3')}`,
          ),
        ],
      };
    },
    // Count 1 cm cubes layer by layer.
    solve: ({ a, b, c, cube }) => {
      const [x, y, z] = cube ? [a, a, a] : [a, b, c];
      let count = 0;
      for (let layer = 0; layer < z; layer++) for (let row = 0; row < y; row++) count += x;
      return count;
    },
  }),
  tpl({
    name: 'surface-area',
    params: (rng) => ({ a: rng.int(2, 20), b: rng.int(2, 20), c: rng.int(2, 20), cube: rng.int(0, 3) === 0 }),
    make: ({ a, b, c, cube }) => {
      const [x, y, z] = cube ? [a, a, a] : [a, b, c];
      const sa = 2 * (x * y + y * z + x * z);
      return {
        difficulty: cube ? 2 : 3,
        stem: cube
          ? L(
              `한 모서리의 길이가 ${m(String(x))} cm인 정육면체의 겉넓이는 몇 ${m('\\text{cm}^2')}입니까?`,
              `A cube has edges of ${m(String(x))} cm. What is its surface area, in ${m('\\text{cm}^2')}?`,
            )
          : L(
              `가로 ${m(String(x))} cm, 세로 ${m(String(y))} cm, 높이 ${m(String(z))} cm인 직육면체의 겉넓이는 몇 ${m('\\text{cm}^2')}입니까?`,
              `A rectangular prism is ${m(String(x))} cm long, ${m(String(y))} cm wide and ${m(String(z))} cm tall. What is its surface area, in ${m('\\text{cm}^2')}?`,
            ),
        essay: { answer: plain(sa), unit: 'cm^2', hint: HINT.unit('cm²') },
        explanation: cube
          ? [
              L('정육면체는 넓이가 같은 정사각형 면 6개로 이루어져 있습니다.', 'A cube has 6 equal square faces.'),
              L(
                `${m(`${x}\\times${x}\\times6=${n(sa)}`)} ${m('(\\text{cm}^2)')}`,
                `${m(`${x}\\times${x}\\times6=${n(sa)}`)} ${m('\\text{cm}^2')}`,
              ),
            ]
          : [
              L(
                '합동인 면이 두 개씩 세 쌍 있습니다: (한 꼭짓점에서 만나는 세 면의 넓이의 합)×2',
                'The faces come in three matching pairs: (sum of the three faces at one corner) × 2.',
              ),
              L(
                `${m(`(${x}\\times${y}+${y}\\times${z}+${x}\\times${z})\\times2=${n(sa)}`)} ${m('(\\text{cm}^2)')}`,
                `${m(`(${x}\\times${y}+${y}\\times${z}+${x}\\times${z})\\times2=${n(sa)}`)} ${m('\\text{cm}^2')}`,
              ),
            ],
      };
    },
    // Net: the side band (perimeter of the base × height) plus the two bases.
    solve: ({ a, b, c, cube }) => {
      const [x, y, z] = cube ? [a, a, a] : [a, b, c];
      return 2 * (x + y) * z + 2 * x * y;
    },
  }),
  tpl({
    name: 'cubic-meters',
    params: (rng) => ({
      a: rng.int(1, 30) * 10,
      b: rng.int(1, 30) * 10,
      c: rng.int(1, 20) * 10,
      toCm: rng.int(0, 2) === 0,
      v: rng.int(1, 9) + rng.int(0, 9) / 10,
    }),
    make: ({ a, b, c, toCm, v }) => {
      if (toCm) {
        const ans = v * 1000000;
        return {
          difficulty: 3,
          stem: L(
            `${josa(m(`${n(v)}\\text{ m}^3`), '은/는')} 몇 ${m('\\text{cm}^3')}입니까?`,
            `How many ${m('\\text{cm}^3')} are in ${m(`${n(v)}\\text{ m}^3`)}?`,
          ),
          multiple: { correct: N(ans), wrong: [N(v * 1000), N(v * 100), N(v * 10000), N(v * 10000000)] },
          explanation: [
            L(
              `${m('1\\text{ m}^3')}는 한 모서리가 ${m('100')} cm인 정육면체의 부피이므로 ${m('100\\times100\\times100=1{,}000{,}000\\ (\\text{cm}^3)')}입니다.`,
              `${m('1\\text{ m}^3')} is a cube with 100 cm edges: ${m('100\\times100\\times100=1{,}000{,}000\\text{ cm}^3')}.`,
            ),
            L(`${m(`${n(v)}\\times1{,}000{,}000=${n(ans)}`)}`, `${m(`${n(v)}\\times1{,}000{,}000=${n(ans)}`)}`),
          ],
        };
      }
      const vol = (a * b * c) / 1000000;
      return {
        difficulty: 4,
        stem: L(
          `가로 ${m(String(a))} cm, 세로 ${m(String(b))} cm, 높이 ${m(String(c))} cm인 직육면체 모양 상자의 부피는 몇 ${m('\\text{m}^3')}입니까?`,
          `A box is ${m(String(a))} cm long, ${m(String(b))} cm wide and ${m(String(c))} cm tall. What is its volume, in ${m('\\text{m}^3')}?`,
        ),
        essay: { answer: plain(vol), unit: 'm^3', hint: HINT.dec },
        explanation: [
          L(
            `cm를 m로 바꾸면 ${m(`${n(a / 100)},\\ ${n(b / 100)},\\ ${n(c / 100)}`)} (m)입니다.`,
            `In meters the sides are ${m(`${n(a / 100)},\\ ${n(b / 100)},\\ ${n(c / 100)}`)}.`,
          ),
          L(
            `${m(`${n(a / 100)}\\times${n(b / 100)}\\times${n(c / 100)}=${n(vol)}`)} ${m('(\\text{m}^3)')}`,
            `${m(`${n(a / 100)}\\times${n(b / 100)}\\times${n(c / 100)}=${n(vol)}`)} ${m('\\text{m}^3')}`,
          ),
        ],
      };
    },
    // Compute in cm³ first, then convert with 1 m³ = 100 × 100 × 100 cm³.
    solve: ({ a, b, c, toCm, v }) => (toCm ? Math.round(v * 10) * 100000 : (a * b * c) / (100 * 100 * 100)),
  }),
];
