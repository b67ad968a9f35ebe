// 5-2 직육면체와 정육면체: edge lengths of cuboids and cubes (also backwards, and re-bent wire), visible and hidden
// edges in a sketch, a die's hidden faces, ribbon around a box, and the perimeter of a cube's net.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { num } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';
import { withFigure } from '../kit/figures.js';
import { cuboidCm } from '../kit/solids.js';

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
  defineTemplate(U, 'dice-hidden-faces', {
    version: 2,
    params: (rng) => {
      // Three faces that meet at a corner: one from each pair of opposite faces (1-6, 2-5, 3-4).
      const faces = [rng.pick([1, 6]), rng.pick([2, 5]), rng.pick([3, 4])];
      return { faces: rng.shuffle(faces) };
    },
    generate: ({ faces }, rng) => {
      const hidden = faces.map((f) => 7 - f);
      const sum = hidden.reduce((t, x) => t + x, 0);
      const seen = faces.map((f) => m(f)).join(', ');
      return multiple(rng, {
        difficulty: 3,
        subUnit: 'kr-e5-2-5.s2',
        stem: [
          `주사위는 서로 마주 보는 두 면의 눈의 수의 합이 ${m(7)}입니다. 주사위 한 개를 놓았을 때 보이는 세 면의 눈의 수는 ${seen}입니다. 보이지 않는 세 면의 눈의 수의 합은 얼마입니까?`,
          `On a die, the numbers on opposite faces add up to ${m(7)}. A die sits so that three faces showing ${seen} can be seen. What is the sum of the numbers on the three faces that cannot be seen?`,
        ],
        ...valueChoices(sum, [faces.reduce((t, x) => t + x, 0), 21, 21 - sum + 7, sum + 1, sum - 1]),
        steps: [
          [
            '보이는 세 면은 한 꼭짓점에서 만나므로 서로 마주 보지 않습니다. 그래서 보이지 않는 세 면은 보이는 세 면과 각각 마주 보는 면입니다.',
            'The three faces you can see meet at one corner, so no two of them are opposite; the hidden faces are the faces opposite them.',
          ],
          [
            `보이지 않는 면의 눈의 수는 ${faces.map((f) => m(`7-${f}=${7 - f}`)).join(', ')}입니다.`,
            `The hidden numbers are ${faces.map((f) => m(`7-${f}=${7 - f}`)).join(', ')}.`,
          ],
          [`합은 ${m(`${hidden.join('+')}=${sum}`)}입니다.`, `Their sum is ${m(`${hidden.join('+')}=${sum}`)}.`],
        ],
      });
    },
    // All six faces of a die add up to 1 + 2 + … + 6; take away what can be seen.
    check: ({ faces }, problem) => {
      let all = 0;
      for (let f = 1; f <= 6; f++) all += f;
      return keyIs(problem, all - faces.reduce((t, x) => t + x, 0));
    },
  }),
  defineTemplate(U, 'ribbon-around-box', {
    version: 2,
    params: (rng) => ({ a: rng.int(10, 40), b: rng.int(8, 30), c: rng.int(5, 20), knot: rng.int(2, 8) * 5 }),
    generate: ({ a, b, c, knot }) => {
      const total = 2 * a + 2 * b + 4 * c + knot;
      const problem = essay({
        difficulty: 4,
        subUnit: 'kr-e5-2-5.s4',
        stem: [
          `가로 ${m(`${a}${cm}`)}, 세로 ${m(`${b}${cm}`)}, 높이 ${m(`${c}${cm}`)}인 직육면체 모양의 상자를 리본으로 가로와 세로 방향으로 한 바퀴씩 둘러 묶었습니다. 매듭을 짓는 데 ${m(`${knot}${cm}`)}를 사용했다면 사용한 리본은 모두 몇 cm입니까?`,
          `A box shaped like a rectangular prism, ${m(`${a}${cm}`)} long, ${m(`${b}${cm}`)} wide and ${m(`${c}${cm}`)} tall, is tied with a ribbon that goes around it once lengthwise and once widthwise. The bow uses ${m(`${knot}${cm}`)}. How much ribbon is used in all, in cm?`,
        ],
        answer: String(total),
        form: 'number',
        unit: 'cm',
        steps: [
          [
            `리본이 지나는 곳을 모서리의 길이로 나누어 세는 것이 핵심입니다. 가로 방향으로 한 바퀴 돌면 가로 ${m(2)}번, 높이 ${m(2)}번을 지나고, 세로 방향으로 한 바퀴 돌면 세로 ${m(2)}번, 높이 ${m(2)}번을 지납니다.`,
            `The key is to count which edge lengths the ribbon runs along. Going around lengthwise it covers the length twice and the height twice; going around widthwise it covers the width twice and the height twice.`,
          ],
          [
            `리본이 상자를 두르는 길이는 ${m(`${a}\\times2+${b}\\times2+${c}\\times4=${total - knot}`)}(cm)입니다.`,
            `Around the box: ${m(`${a}\\times2+${b}\\times2+${c}\\times4=${total - knot}`)} cm.`,
          ],
          [
            `매듭까지 더하면 ${m(`${total - knot}+${knot}=${total}`)}(cm)입니다.`,
            `With the bow, ${m(`${total - knot}+${knot}=${total}`)} cm.`,
          ],
        ],
      });
      return withFigure(problem, cuboidCm(a, b, c));
    },
    // Follow each loop around the box, top, side, bottom, side: lengthwise, then widthwise.
    check: ({ a, b, c, knot }, problem) => {
      const lengthwise = [a, c, a, c];
      const widthwise = [b, c, b, c];
      return keyIs(
        problem,
        [...lengthwise, ...widthwise].reduce((t, x) => t + x, knot),
      );
    },
  }),
  defineTemplate(U, 'cuboid-height-from-edges', {
    version: 2,
    params: (rng) => ({ a: rng.int(3, 20), b: rng.int(3, 20), c: rng.int(2, 20) }),
    generate: ({ a, b, c }) => {
      const s = 4 * (a + b + c);
      return essay({
        difficulty: 3,
        subUnit: 'kr-e5-2-5.s1',
        stem: [
          `모든 모서리의 길이의 합이 ${m(`${s}${cm}`)}인 직육면체가 있습니다. 가로가 ${m(`${a}${cm}`)}, 세로가 ${m(`${b}${cm}`)}일 때 높이는 몇 cm입니까?`,
          `All the edges of a rectangular prism add up to ${m(`${s}${cm}`)}. It is ${m(`${a}${cm}`)} long and ${m(`${b}${cm}`)} wide. How tall is it, in cm?`,
        ],
        answer: String(c),
        form: 'number',
        unit: 'cm',
        steps: [
          [
            `직육면체에는 가로, 세로, 높이와 같은 길이의 모서리가 ${m(4)}개씩 있으므로 (가로)+(세로)+(높이)는 ${m(`${s}\\div4=${s / 4}`)}(cm)입니다.`,
            `There are ${m(4)} edges of each length, so length + width + height is ${m(`${s}\\div4=${s / 4}`)} cm.`,
          ],
          [`높이는 ${m(`${s / 4}-${a}-${b}=${c}`)}(cm)입니다.`, `So the height is ${m(`${s / 4}-${a}-${b}=${c}`)} cm.`],
        ],
      });
    },
    // Try heights until the twelve edges add up to the sum given.
    check: ({ a, b, c }, problem) => {
      const s = 4 * (a + b + c);
      for (let h = 1; h < s; h++) if (edges(a, b, h).reduce((t, x) => t + x, 0) === s) return keyIs(problem, h);
      return false;
    },
  }),
  defineTemplate(U, 'wire-cuboid-to-cube', {
    version: 2,
    params: (rng) => {
      for (;;) {
        const [a, b, c] = [rng.int(3, 25), rng.int(3, 25), rng.int(3, 25)];
        if ((a + b + c) % 3 === 0 && !(a === b && b === c)) return { a, b, c };
      }
    },
    generate: ({ a, b, c }) => {
      const wire = 4 * (a + b + c);
      const side = wire / 12;
      return essay({
        difficulty: 3,
        subUnit: 'kr-e5-2-5.s2',
        stem: [
          `철사를 겹치지 않게 모두 사용하여 가로 ${m(`${a}${cm}`)}, 세로 ${m(`${b}${cm}`)}, 높이 ${m(`${c}${cm}`)}인 직육면체 모양을 만들었습니다. 이 철사를 다시 펴서 모두 사용하여 정육면체 모양을 만들면 정육면체의 한 모서리의 길이는 몇 cm인지 풀이 과정을 쓰고 답을 구하시오.`,
          `A wire is bent, with no overlap and none left over, into the edges of a rectangular prism ${m(`${a}${cm}`)} long, ${m(`${b}${cm}`)} wide and ${m(`${c}${cm}`)} tall. The same wire is then straightened and bent into the edges of a cube, again using all of it. How long is each edge of the cube, in cm? Show your work.`,
        ],
        answer: String(side),
        form: 'number',
        unit: 'cm',
        steps: [
          [
            `철사의 길이는 직육면체의 모든 모서리의 길이의 합이므로 ${m(`(${a}+${b}+${c})\\times4=${wire}`)}(cm)입니다.`,
            `The wire is as long as all the edges of the prism: ${m(`(${a}+${b}+${c})\\times4=${wire}`)} cm.`,
          ],
          [
            `정육면체는 길이가 같은 모서리가 ${m(12)}개이므로 한 모서리의 길이는 ${m(`${wire}\\div12=${side}`)}(cm)입니다.`,
            `A cube has ${m(12)} equal edges, so each is ${m(`${wire}\\div12=${side}`)} cm.`,
          ],
        ],
      });
    },
    // Grow the cube's edge until twelve of them use up exactly the prism's wire.
    check: ({ a, b, c }, problem) => {
      const wire = edges(a, b, c).reduce((t, x) => t + x, 0);
      for (let e = 1; e <= wire; e++) if (12 * e === wire) return keyIs(problem, e);
      return false;
    },
  }),
  defineTemplate(U, 'cube-net-perimeter', {
    version: 2,
    params: (rng) => ({ e: rng.int(2, 30) }),
    generate: ({ e }) => {
      const per = 14 * e;
      return essay({
        difficulty: 4,
        subUnit: 'kr-e5-2-5.s5',
        stem: [
          `한 모서리의 길이가 ${m(`${e}${cm}`)}인 정육면체의 전개도를 그렸습니다. 전개도의 둘레는 몇 cm입니까?`,
          `A net is drawn for a cube with edges of ${m(`${e}${cm}`)}. What is the perimeter of the net, in cm?`,
        ],
        answer: String(per),
        form: 'number',
        unit: 'cm',
        steps: [
          [
            `전개도를 접으면 맞닿는 선분끼리 이어져 모서리가 됩니다. 정육면체의 모서리 ${m(12)}개 중에서 전개도 안쪽의 접는 선이 되는 것은 여섯 면을 한 조각으로 잇는 ${m(5)}개이고, 나머지 ${m(7)}개는 두 변씩 둘레에 나옵니다. 이것이 핵심입니다.`,
            `The key: folding the net joins boundary segments in pairs to make edges. Of the cube's ${m(12)} edges, ${m(5)} are fold lines inside the net (they hold the six faces together in one piece), and each of the other ${m(7)} appears twice on the boundary.`,
          ],
          [
            `그래서 어떤 모양의 전개도든 둘레에는 모서리 길이의 선분이 ${m(`7\\times2=14`)}(개) 있습니다.`,
            `So whatever its shape, the net's boundary has ${m(`7\\times2=14`)} segments as long as an edge.`,
          ],
          [`둘레는 ${m(`${e}\\times14=${per}`)}(cm)입니다.`, `The perimeter is ${m(`${e}\\times14=${per}`)} cm.`],
        ],
      });
    },
    // Lay out the cross-shaped net on a grid of unit squares and count the sides of squares with no neighbour.
    check: ({ e }, problem) => {
      const cells = ['1,0', '0,1', '1,1', '2,1', '1,2', '1,3'];
      let sides = 0;
      for (const cell of cells) {
        const [x, y] = cell.split(',').map(Number) as [number, number];
        for (const [dx, dy] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ] as const)
          if (!cells.includes(`${x + dx},${y + dy}`)) sides++;
      }
      return keyIs(problem, sides * e);
    },
  }),
];
