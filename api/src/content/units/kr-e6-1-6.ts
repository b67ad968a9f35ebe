// 6-1 직육면체의 겉넓이와 부피: volume of cuboids and cubes (also the height from the volume and the cube from its
// edges), surface area, cm³ and m³, comparing boxes, a stone in a tank, and cutting a block into the largest cubes.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { gcd, num, q } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';
import { withFigure } from '../kit/figures.js';
import { cuboidCm } from '../kit/solids.js';

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
        cuboidCm(x, y, z),
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
  defineTemplate(U, 'height-from-volume', {
    version: 1,
    params: (rng) => ({ a: rng.int(3, 20), b: rng.int(3, 20), c: rng.int(2, 20) }),
    generate: ({ a, b, c }) => {
      const v = a * b * c;
      return essay({
        difficulty: 3,
        subUnit: `${U}.s4`,
        stem: [
          `부피가 ${m(`${num(v)}\\ ${CM3}`)}인 직육면체의 가로가 ${m(`${a}${CM}`)}, 세로가 ${m(`${b}${CM}`)}입니다. 높이는 몇 cm입니까?`,
          `A rectangular prism has a volume of ${m(`${num(v)}\\ ${CM3}`)}. It is ${m(`${a}${CM}`)} long and ${m(`${b}${CM}`)} wide. How tall is it, in cm?`,
        ],
        answer: String(c),
        form: 'number',
        unit: 'cm',
        steps: [
          [
            `(직육면체의 부피)=(가로)×(세로)×(높이)이므로 높이를 ${withJosa(m('\\square'), '이라/라')}고 하면 ${m(`${a}\\times${b}\\times\\square=${num(v)}`)}입니다.`,
            `Volume = length × width × height, so with ${m('\\square')} for the height, ${m(`${a}\\times${b}\\times\\square=${num(v)}`)}.`,
          ],
          [
            `${m(`${a}\\times${b}=${a * b}`)}이므로 ${m(`\\square=${num(v)}\\div${a * b}=${c}`)}(cm)입니다.`,
            `${m(`${a}\\times${b}=${a * b}`)}, so ${m(`\\square=${num(v)}\\div${a * b}=${c}`)} cm.`,
          ],
        ],
      });
    },
    // Stack layers of a × b unit cubes until the volume is reached.
    check: ({ a, b, c }, problem) => {
      const v = a * b * c;
      let [layers, cubes] = [0, 0];
      while (cubes < v) {
        cubes += a * b;
        layers++;
      }
      return cubes === v && keyIs(problem, layers);
    },
  }),
  defineTemplate(U, 'cube-volume-from-edges', {
    version: 1,
    params: (rng) => ({ e: rng.int(2, 15) }),
    generate: ({ e }) => {
      const total = 12 * e;
      const v = e * e * e;
      return essay({
        difficulty: 4,
        subUnit: `${U}.s4`,
        stem: [
          `모든 모서리의 길이의 합이 ${m(`${total}${CM}`)}인 정육면체가 있습니다. 이 정육면체의 부피는 몇 ${m(CM3)}입니까?`,
          `All the edges of a cube add up to ${m(`${total}${CM}`)}. What is the volume of the cube, in ${m(CM3)}?`,
        ],
        answer: String(v),
        form: 'number',
        unit: 'cm^3',
        steps: [
          [
            `부피를 구하려면 먼저 한 모서리의 길이가 필요합니다. 정육면체는 길이가 같은 모서리가 ${m(12)}개이므로 한 모서리는 ${m(`${total}\\div12=${e}`)}(cm)입니다.`,
            `The volume needs the length of an edge first. A cube has ${m(12)} equal edges, so each is ${m(`${total}\\div12=${e}`)} cm.`,
          ],
          [
            `부피는 ${m(`${e}\\times${e}\\times${e}=${num(v)}`)}이므로 ${m(`${num(v)}\\ ${CM3}`)}입니다.`,
            `The volume is ${m(`${e}\\times${e}\\times${e}=${num(v)}`)}, that is ${m(`${num(v)}\\ ${CM3}`)}.`,
          ],
        ],
      });
    },
    // Count the unit cubes layer by layer once the edge is found by trial.
    check: ({ e }, problem) => {
      let edge = 1;
      while (12 * edge < 12 * e) edge++;
      let cubes = 0;
      for (let layer = 0; layer < edge; layer++) cubes += edge * edge;
      return keyIs(problem, cubes);
    },
  }),
  defineTemplate(U, 'compare-boxes', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const [a, b, c, d, e, f] = [2, 2, 2, 2, 2, 2].map(() => rng.int(3, 15)) as [
          number,
          number,
          number,
          number,
          number,
          number,
        ];
        if (a * b * c !== d * e * f && Math.abs(a * b * c - d * e * f) <= 600)
          return { one: [a, b, c], two: [d, e, f] };
      }
    },
    generate: ({ one, two }) => {
      const [va, vb] = [one, two].map(([x, y, z]) => (x as number) * (y as number) * (z as number)) as [number, number];
      const [bigKo, bigEn] = va > vb ? ['가', 'A'] : ['나', 'B'];
      const diff = Math.abs(va - vb);
      const dims = (d: number[]) => d.map((x) => m(`${x}${CM}`));
      const [a1, a2, a3] = dims(one) as [string, string, string];
      const [b1, b2, b3] = dims(two) as [string, string, string];
      return essay({
        difficulty: 3,
        subUnit: `${U}.s2`,
        stem: [
          `가 상자는 가로 ${a1}, 세로 ${a2}, 높이 ${a3}이고, 나 상자는 가로 ${b1}, 세로 ${b2}, 높이 ${b3}인 직육면체입니다. 부피가 더 큰 상자는 다른 상자보다 부피가 몇 ${m(CM3)} 더 큽니까?`,
          `Box A is a rectangular prism ${a1} long, ${a2} wide and ${a3} tall; box B is ${b1} long, ${b2} wide and ${b3} tall. By how many ${m(CM3)} is the larger volume greater than the smaller one?`,
        ],
        answer: String(diff),
        form: 'number',
        unit: 'cm^3',
        steps: [
          [
            `가 상자의 부피는 ${m(`${one.join('\\times')}=${num(va)}`)}(${m(CM3)}), 나 상자의 부피는 ${m(`${two.join('\\times')}=${num(vb)}`)}(${m(CM3)})입니다.`,
            `Box A holds ${m(`${one.join('\\times')}=${num(va)}`)} and box B ${m(`${two.join('\\times')}=${num(vb)}`)}, in ${m(CM3)}.`,
          ],
          [
            `${bigKo} 상자가 ${m(`${num(Math.max(va, vb))}-${num(Math.min(va, vb))}=${num(diff)}`)}(${m(CM3)}) 더 큽니다.`,
            `Box ${bigEn} is larger by ${m(`${num(Math.max(va, vb))}-${num(Math.min(va, vb))}=${num(diff)}`)} ${m(CM3)}.`,
          ],
        ],
      });
    },
    // Count unit cubes in each box row by row, then compare.
    check: ({ one, two }, problem) => {
      const cubes = ([x, y, z]: number[]) => {
        let n = 0;
        for (let i = 0; i < (z as number); i++) for (let j = 0; j < (y as number); j++) n += x as number;
        return n;
      };
      return keyIs(problem, Math.abs(cubes(one) - cubes(two)));
    },
  }),
  defineTemplate(U, 'stone-in-tank', {
    version: 1,
    params: (rng) => ({ a: rng.int(4, 12) * 5, b: rng.int(4, 10) * 5, h: rng.int(30, 50), rise: rng.int(2, 9) }),
    generate: ({ a, b, h, rise }) => {
      const v = a * b * rise;
      const problem = essay({
        difficulty: 4,
        subUnit: `${U}.s4`,
        stem: [
          `그림과 같이 가로 ${m(`${a}${CM}`)}, 세로 ${m(`${b}${CM}`)}, 높이 ${m(`${h}${CM}`)}인 직육면체 모양의 수조에 물이 들어 있습니다. 이 수조에 돌을 완전히 잠기게 넣었더니 물의 높이가 ${m(`${rise}${CM}`)} 높아졌습니다. 돌의 부피는 몇 ${m(CM3)}입니까?`,
          `A tank shaped like a rectangular prism, ${m(`${a}${CM}`)} long, ${m(`${b}${CM}`)} wide and ${m(`${h}${CM}`)} tall, holds some water. A stone is dropped in and is completely under water, and the water rises by ${m(`${rise}${CM}`)}. What is the volume of the stone, in ${m(CM3)}?`,
        ],
        answer: String(v),
        form: 'number',
        unit: 'cm^3',
        steps: [
          [
            `핵심은 돌이 밀어 올린 물의 부피가 돌의 부피와 같다는 것입니다. 늘어난 물은 가로 ${m(`${a}${CM}`)}, 세로 ${m(`${b}${CM}`)}, 높이 ${m(`${rise}${CM}`)}인 직육면체 모양입니다.`,
            `The key: the water the stone pushes up has the same volume as the stone. That water is a rectangular prism ${m(`${a}${CM}`)} by ${m(`${b}${CM}`)} by ${m(`${rise}${CM}`)}.`,
          ],
          [
            `돌의 부피는 ${m(`${a}\\times${b}\\times${rise}=${num(v)}`)}이므로 ${m(`${num(v)}\\ ${CM3}`)}입니다. 수조의 높이 ${m(`${h}${CM}`)}는 필요하지 않습니다.`,
            `The stone's volume is ${m(`${a}\\times${b}\\times${rise}=${num(v)}`)}, that is ${m(`${num(v)}\\ ${CM3}`)}. The tank's height, ${m(`${h}${CM}`)}, is not needed.`,
          ],
        ],
      });
      return withFigure(problem, cuboidCm(a, b, h));
    },
    // The water before and after, as unit-cube layers: the difference is the stone.
    check: ({ a, b, h, rise }, problem) => {
      const before = Math.floor(h / 2);
      const layer = a * b;
      return keyIs(problem, layer * (before + rise) - layer * before);
    },
  }),
  defineTemplate(U, 'cut-into-cubes', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const g = rng.int(2, 6);
        const [p, r, s] = [rng.int(1, 6), rng.int(1, 6), rng.int(1, 6)];
        if (p * r * s > 1 && gcd(gcd(p, r), s) === 1) return { g, dims: [g * p, g * r, g * s] };
      }
    },
    ranges: { edge: [2, 36] },
    values: ({ dims }) => ({ edge: dims }),
    generate: ({ dims }) => {
      const [a, b, c] = dims as [number, number, number];
      const g = gcd(gcd(a, b), c);
      const count = (a / g) * (b / g) * (c / g);
      return essay({
        difficulty: 5,
        subUnit: `${U}.s4`,
        stem: [
          `가로 ${m(`${a}${CM}`)}, 세로 ${m(`${b}${CM}`)}, 높이 ${m(`${c}${CM}`)}인 직육면체 모양의 나무토막을 남는 부분 없이 잘라서 크기가 같은 정육면체 여러 개를 만들려고 합니다. 정육면체를 될 수 있는 대로 크게 만들 때, 정육면체는 모두 몇 개가 됩니까?`,
          `A block of wood shaped like a rectangular prism is ${m(`${a}${CM}`)} long, ${m(`${b}${CM}`)} wide and ${m(`${c}${CM}`)} tall. It is cut, with nothing left over, into cubes all the same size, as large as possible. How many cubes are there?`,
        ],
        answer: String(count),
        form: 'number',
        unit: '개',
        steps: [
          [
            `핵심은 정육면체의 한 모서리의 길이로 가로, 세로, 높이를 모두 나누어떨어지게 해야 한다는 것입니다. 가장 큰 정육면체의 한 모서리는 ${m(a)}, ${m(b)}, ${m(c)}의 최대공약수인 ${m(`${g}${CM}`)}입니다.`,
            `The key: a cube's edge must divide the length, the width and the height exactly, so the largest edge is the greatest common factor of ${m(a)}, ${m(b)} and ${m(c)}: ${m(`${g}${CM}`)}.`,
          ],
          [
            `가로로 ${m(`${a}\\div${g}=${a / g}`)}개, 세로로 ${m(`${b}\\div${g}=${b / g}`)}개, 높이로 ${m(`${c}\\div${g}=${c / g}`)}개씩 놓입니다.`,
            `That gives ${m(`${a}\\div${g}=${a / g}`)} along the length, ${m(`${b}\\div${g}=${b / g}`)} along the width and ${m(`${c}\\div${g}=${c / g}`)} up the height.`,
          ],
          [
            `정육면체는 모두 ${m(`${a / g}\\times${b / g}\\times${c / g}=${count}`)}(개)입니다.`,
            `In all, ${m(`${a / g}\\times${b / g}\\times${c / g}=${count}`)} cubes.`,
          ],
        ],
      });
    },
    // Try cube edges from the shortest side down; the first that divides all three is the largest.
    check: ({ dims }, problem) => {
      const [a, b, c] = dims as [number, number, number];
      for (let e = Math.min(a, b, c); e >= 1; e--) {
        if (a % e === 0 && b % e === 0 && c % e === 0) return keyIs(problem, (a * b * c) / (e * e * e));
      }
      return false;
    },
  }),
];
