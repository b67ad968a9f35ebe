// 5-2 직육면체와 정육면체: edge lengths of cuboids and cubes, and visible and hidden edges in a sketch.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, U, josa, m, plain, unit } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e5-2-5');
const cm = '\\text{ cm}';
/** The 12 edges of an a×b×c box: four of each length. */
const edges = (a: number, b: number, c: number) => [a, a, a, a, b, b, b, b, c, c, c, c];

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'cuboid-edge-sum',
    params: (rng) => ({ a: rng.int(2, 20), b: rng.int(2, 20), c: rng.int(2, 20) }),
    make: ({ a, b, c }) => {
      const s = 4 * (a + b + c);
      return {
        difficulty: 2,
        stem: L(
          `가로 ${m(String(a))} cm, 세로 ${m(String(b))} cm, 높이 ${m(String(c))} cm인 직육면체의 모든 모서리의 길이의 합은 몇 cm입니까?`,
          `A rectangular prism is ${m(String(a))} cm long, ${m(String(b))} cm wide and ${m(String(c))} cm tall. What is the total length of all its edges, in cm?`,
        ),
        multiple: {
          correct: U(s, cm),
          wrong: [U(a + b + c, cm), U(2 * (a + b + c), cm), U(3 * (a + b + c), cm), U(a * b * c, cm), U(s + 4, cm)],
          fill: (k) => U(s + 4 * (k + 1), cm),
        },
        explanation: [
          L(
            `직육면체에는 길이가 같은 모서리가 ${m('4')}개씩 세 종류, 모두 ${m('12')}개 있습니다.`,
            'A rectangular prism has 12 edges: 4 of each of its three lengths.',
          ),
          L(`${m(`(${a}+${b}+${c})\\times4=${s}`)} (cm)`, `${m(`(${a}+${b}+${c})\\times4=${s}`)} cm`),
        ],
      };
    },
    solve: ({ a, b, c }) => edges(a, b, c).reduce((t, x) => t + x, 0),
  }),
  tpl({
    name: 'cube-edge-from-sum',
    params: (rng) => ({ e: rng.int(2, 60), kind: rng.int(0, 2) }),
    make: ({ e, kind }) => {
      const faces = kind === 1;
      const total = faces ? 6 * e * e : kind === 2 ? 4 * e : 12 * e;
      return {
        difficulty: faces ? 4 : 2,
        stem: faces
          ? L(
              `정육면체의 여섯 면의 넓이의 합이 ${m(String(total))} ${m('\\text{cm}^2')}입니다. 한 모서리의 길이는 몇 cm입니까?`,
              `The six faces of a cube have a total area of ${m(String(total))} ${m('\\text{cm}^2')}. How long is each edge, in cm?`,
            )
          : kind === 2
            ? L(
                `정육면체의 한 면의 둘레가 ${m(String(total))} cm입니다. 한 모서리의 길이는 몇 cm입니까?`,
                `One face of a cube has a perimeter of ${m(String(total))} cm. How long is each edge, in cm?`,
              )
            : L(
                `정육면체의 모든 모서리의 길이의 합이 ${m(String(total))} cm입니다. 한 모서리의 길이는 몇 cm입니까?`,
                `All the edges of a cube add up to ${m(String(total))} cm. How long is each edge, in cm?`,
              ),
        essay: { answer: plain(e), unit: 'cm', hint: HINT.unit('cm') },
        explanation: faces
          ? [
              L(
                `한 면의 넓이는 ${m(`${total}\\div6=${e * e}`)} ${m('(\\text{cm}^2)')}입니다.`,
                `One face has area ${m(`${total}\\div6=${e * e}`)} ${m('\\text{cm}^2')}.`,
              ),
              L(
                `같은 수를 두 번 곱해 ${josa(m(String(e * e)), '이/가')} 되는 수는 ${m(String(e))}입니다.`,
                `The number that times itself makes ${m(String(e * e))} is ${m(String(e))}.`,
              ),
            ]
          : [
              kind === 2
                ? L(
                    `정육면체의 면은 정사각형이므로 네 변의 길이가 같습니다.`,
                    `Each face of a cube is a square with four equal sides.`,
                  )
                : L(`정육면체는 모서리 ${m('12')}개의 길이가 모두 같습니다.`, `A cube has ${m('12')} equal edges.`),
              L(
                `${m(`${total}\\div${kind === 2 ? 4 : 12}=${e}`)} (cm)`,
                `${m(`${total}\\div${kind === 2 ? 4 : 12}=${e}`)} cm`,
              ),
            ],
      };
    },
    // Try edge lengths until the cube matches the given total.
    solve: ({ e, kind }) => {
      const per = [12, 0, 4][kind] as number;
      const total = kind === 1 ? 6 * e * e : per * e;
      for (let x = 1; x <= total; x++) if ((kind === 1 ? 6 * x * x : per * x) === total) return x;
      return NaN;
    },
  }),
  tpl({
    name: 'hidden-edges',
    params: (rng) => ({ a: rng.int(2, 20), b: rng.int(2, 20), c: rng.int(2, 20), visible: rng.int(0, 1) === 1 }),
    make: ({ a, b, c, visible }) => {
      const ans = visible ? 3 * (a + b + c) : a + b + c;
      return {
        difficulty: 3,
        stem: L(
          `가로 ${m(String(a))} cm, 세로 ${m(String(b))} cm, 높이 ${m(String(c))} cm인 직육면체의 겨냥도를 그렸습니다. ${visible ? '실선으로 그린' : '점선으로 그린'} 모서리의 길이의 합은 몇 cm입니까?`,
          `A sketch of a rectangular prism ${m(String(a))} cm long, ${m(String(b))} cm wide and ${m(String(c))} cm tall shows ${visible ? 'the visible edges as solid lines' : 'the hidden edges as dashed lines'}. What is the total length of the ${visible ? 'solid' : 'dashed'} edges, in cm?`,
        ),
        multiple: {
          correct: U(ans, cm),
          wrong: visible
            ? [U(4 * (a + b + c), cm), U(a + b + c, cm), U(2 * (a + b + c), cm), U(ans + a, cm)]
            : [U(3 * (a + b + c), cm), U(2 * (a + b + c), cm), U(4 * (a + b + c), cm), U(ans + a, cm)],
          fill: (k) => U(ans + k, cm),
        },
        explanation: [
          L(
            `겨냥도에서 보이는 모서리는 ${m('9')}개(실선), 보이지 않는 모서리는 ${m('3')}개(점선)입니다.`,
            `In a sketch, ${m('9')} edges are visible (solid) and ${m('3')} are hidden (dashed).`,
          ),
          L(
            visible
              ? `가로, 세로, 높이가 ${m('3')}개씩 보이므로 ${m(`(${a}+${b}+${c})\\times3=${ans}`)} (cm)`
              : `숨은 모서리는 가로, 세로, 높이가 하나씩이므로 ${m(`${a}+${b}+${c}=${ans}`)} (cm)`,
            visible
              ? `Three of each length are visible: ${m(`(${a}+${b}+${c})\\times3=${ans}`)} cm.`
              : `One of each length is hidden: ${m(`${a}+${b}+${c}=${ans}`)} cm.`,
          ),
        ],
      };
    },
    // Viewed from the corner (+,+,+): of the four edges in each direction, the one through the far corner is hidden.
    solve: ({ a, b, c, visible }) => {
      let hidden = 0;
      let all = 0;
      for (const len of [a, b, c])
        for (const u of [0, 1])
          for (const v of [0, 1]) {
            all += len;
            if (u === 0 && v === 0) hidden += len;
          }
      return visible ? all - hidden : hidden;
    },
  }),
];
