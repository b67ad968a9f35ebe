// 5-2 직육면체와 정육면체: edge lengths of cuboids and cubes, and visible and hidden edges in a sketch.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { num } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';

const U = 'kr-e5-2-5';
const cm = '\\text{ cm}';
/** The 12 edges of an a×b×c box: four of each length. */
const edges = (a: number, b: number, c: number) => [a, a, a, a, b, b, b, b, c, c, c, c];

export const templates = [
  defineTemplate(U, 'cuboid-edge-sum', {
    version: 2,
    params: (rng) => ({ a: rng.int(2, 20), b: rng.int(2, 20), c: rng.int(2, 20) }),
    generate: ({ a, b, c }, rng) => {
      const s = 4 * (a + b + c);
      return multiple(rng, {
        difficulty: 2,
        stem: [
          `가로 ${m(`${a}${cm}`)}, 세로 ${m(`${b}${cm}`)}, 높이 ${m(`${c}${cm}`)}인 직육면체의 모든 모서리의 길이의 합은 몇 cm입니까?`,
          `A rectangular prism is ${m(`${a}${cm}`)} long, ${m(`${b}${cm}`)} wide and ${m(`${c}${cm}`)} tall. What is the total length of all its edges, in cm?`,
        ],
        ...valueChoices(s, [a + b + c, 2 * (a + b + c), 3 * (a + b + c), a * b * c, s + 4], { unit: cm, step: 4 }),
        steps: [
          [
            `직육면체에는 가로, 세로, 높이와 길이가 같은 모서리가 각각 ${m(4)}개씩, 모두 ${m(12)}개 있습니다.`,
            `A rectangular prism has ${m(12)} edges: ${m(4)} of each of its three lengths.`,
          ],
          [
            `모든 모서리의 길이의 합은 ${m(`(${a}+${b}+${c})\\times4=${s}`)}(cm)입니다.`,
            `The edges add up to ${m(`(${a}+${b}+${c})\\times4=${s}`)} cm.`,
          ],
        ],
      });
    },
    check: ({ a, b, c }, problem) =>
      keyIs(
        problem,
        edges(a, b, c).reduce((t, x) => t + x, 0),
      ),
  }),
  defineTemplate(U, 'cube-edge-from-sum', {
    version: 2,
    params: (rng) => ({ e: rng.int(2, 60), kind: rng.int(0, 2) }),
    generate: ({ e, kind }) => {
      const faces = kind === 1;
      const total = faces ? 6 * e * e : kind === 2 ? 4 * e : 12 * e;
      return essay({
        difficulty: faces ? 4 : 2,
        stem: faces
          ? [
              `정육면체의 여섯 면의 넓이의 합이 ${m(`${num(total)}\\text{ cm}^2`)}입니다. 한 모서리의 길이는 몇 cm입니까?`,
              `The six faces of a cube have a total area of ${m(`${num(total)}\\text{ cm}^2`)}. How long is each edge, in cm?`,
            ]
          : kind === 2
            ? [
                `정육면체의 한 면의 둘레가 ${m(`${total}${cm}`)}입니다. 한 모서리의 길이는 몇 cm입니까?`,
                `One face of a cube has a perimeter of ${m(`${total}${cm}`)}. How long is each edge, in cm?`,
              ]
            : [
                `정육면체의 모든 모서리의 길이의 합이 ${m(`${total}${cm}`)}입니다. 한 모서리의 길이는 몇 cm입니까?`,
                `All the edges of a cube add up to ${m(`${total}${cm}`)}. How long is each edge, in cm?`,
              ],
        answer: String(e),
        form: 'number',
        unit: 'cm',
        steps: faces
          ? [
              [
                `정육면체의 여섯 면은 모두 합동인 정사각형이므로 한 면의 넓이는 ${m(`${num(total)}\\div6=${num(e * e)}`)} ${m('(\\text{cm}^2)')}입니다.`,
                `The six faces are equal squares, so one face has area ${m(`${num(total)}\\div6=${num(e * e)}\\text{ cm}^2`)}.`,
              ],
              [
                `같은 수를 두 번 곱해 ${withJosa(m(num(e * e)), '이/가')} 되는 수는 ${m(`${e}\\times${e}=${num(e * e)}`)}에서 ${m(e)}입니다.`,
                `The number that times itself makes ${m(num(e * e))} is ${m(e)}, since ${m(`${e}\\times${e}=${num(e * e)}`)}.`,
              ],
            ]
          : [
              kind === 2
                ? [
                    '정육면체의 면은 정사각형이므로 네 변의 길이가 모두 같습니다.',
                    'Each face of a cube is a square with four equal sides.',
                  ]
                : [`정육면체는 ${m(12)}개의 모서리의 길이가 모두 같습니다.`, `A cube has ${m(12)} equal edges.`],
              [
                `한 모서리의 길이는 ${m(`${total}\\div${kind === 2 ? 4 : 12}=${e}`)}(cm)입니다.`,
                `Each edge is ${m(`${total}\\div${kind === 2 ? 4 : 12}=${e}`)} cm.`,
              ],
            ],
      });
    },
    // Try edge lengths until the cube matches the given total.
    check: ({ e, kind }, problem) => {
      const per = [12, 0, 4][kind] as number;
      const total = kind === 1 ? 6 * e * e : per * e;
      for (let x = 1; x <= total; x++) if ((kind === 1 ? 6 * x * x : per * x) === total) return keyIs(problem, x);
      return false;
    },
  }),
  defineTemplate(U, 'hidden-edges', {
    version: 2,
    params: (rng) => ({ a: rng.int(2, 20), b: rng.int(2, 20), c: rng.int(2, 20), visible: rng.int(0, 1) === 1 }),
    generate: ({ a, b, c, visible }, rng) => {
      const ans = visible ? 3 * (a + b + c) : a + b + c;
      return multiple(rng, {
        difficulty: 3,
        stem: [
          `가로 ${m(`${a}${cm}`)}, 세로 ${m(`${b}${cm}`)}, 높이 ${m(`${c}${cm}`)}인 직육면체의 겨냥도를 그렸습니다. ${visible ? '실선으로 그린' : '점선으로 그린'} 모서리의 길이의 합은 몇 cm입니까?`,
          `A sketch of a rectangular prism ${m(`${a}${cm}`)} long, ${m(`${b}${cm}`)} wide and ${m(`${c}${cm}`)} tall shows ${visible ? 'the visible edges as solid lines' : 'the hidden edges as dashed lines'}. What is the total length of the ${visible ? 'solid' : 'dashed'} edges, in cm?`,
        ],
        ...valueChoices(
          ans,
          visible
            ? [4 * (a + b + c), a + b + c, 2 * (a + b + c), ans + a]
            : [3 * (a + b + c), 2 * (a + b + c), 4 * (a + b + c), ans + a],
          { unit: cm },
        ),
        steps: [
          [
            `겨냥도에서 보이는 모서리 ${m(9)}개는 실선으로, 보이지 않는 모서리 ${m(3)}개는 점선으로 그립니다.`,
            `In a sketch, the ${m(9)} visible edges are solid lines and the ${m(3)} hidden edges are dashed.`,
          ],
          visible
            ? [
                `실선으로 그린 모서리는 가로, 세로, 높이가 ${m(3)}개씩이므로 ${m(`(${a}+${b}+${c})\\times3=${ans}`)}(cm)입니다.`,
                `Three edges of each length are solid: ${m(`(${a}+${b}+${c})\\times3=${ans}`)} cm.`,
              ]
            : [
                `점선으로 그린 모서리는 가로, 세로, 높이가 하나씩이므로 ${m(`${a}+${b}+${c}=${ans}`)}(cm)입니다.`,
                `One edge of each length is dashed: ${m(`${a}+${b}+${c}=${ans}`)} cm.`,
              ],
        ],
      });
    },
    // Viewed from the corner (+,+,+): of the four edges in each direction, the one through the far corner is hidden.
    check: ({ a, b, c, visible }, problem) => {
      let hidden = 0;
      let all = 0;
      for (const len of [a, b, c])
        for (const u of [0, 1])
          for (const v of [0, 1]) {
            all += len;
            if (u === 0 && v === 0) hidden += len;
          }
      return keyIs(problem, visible ? all - hidden : hidden);
    },
  }),
];
