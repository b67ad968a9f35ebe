// 4-2 사각형: angles of parallelograms and rhombuses, sides from perimeters, and the distance between parallel lines.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, U, josa, m, plain, unit } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e4-2-4');
const deg = (x: number) => `${x}^\\circ`;

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'parallelogram-angle',
    params: (rng) => ({ a: rng.int(35, 145), shape: rng.int(0, 1), opposite: rng.int(0, 3) === 0 }),
    make: ({ a, shape, opposite }) => {
      const a2 = a === 90 ? 91 : a;
      const ans = opposite ? a2 : 180 - a2;
      const sKo = shape ? '마름모' : '평행사변형';
      const sEn = shape ? 'rhombus' : 'parallelogram';
      return {
        difficulty: opposite ? 2 : 3,
        stem: L(
          `${sKo} ㄱㄴㄷㄹ에서 각 ㄱ의 크기가 ${m(deg(a2))}입니다. 각 ${opposite ? 'ㄷ' : 'ㄴ'}의 크기는 몇 도입니까?`,
          `In ${sEn} ABCD, angle A measures ${m(deg(a2))}. What is the measure of angle ${opposite ? 'C' : 'B'}?`,
        ),
        multiple: {
          correct: U(ans, '^\\circ'),
          wrong: opposite
            ? [U(180 - a2, '^\\circ'), U(360 - a2, '^\\circ'), U(90, '^\\circ'), U(a2 / 2, '^\\circ')]
            : [U(a2, '^\\circ'), U(360 - a2, '^\\circ'), U(90 - (a2 % 90), '^\\circ'), U(ans + 10, '^\\circ')],
          fill: (k) => U(ans + 5 * k, '^\\circ'),
        },
        explanation: [
          L(
            `${josa(sKo, '은/는')} 마주 보는 각의 크기가 같고, 이웃한 두 각의 크기의 합이 ${m(deg(180))}입니다.`,
            `In a ${sEn}, opposite angles are equal and two neighboring angles add up to ${m(deg(180))}.`,
          ),
          opposite
            ? L(
                `각 ㄷ은 각 ㄱ과 마주 보므로 ${m(deg(ans))}입니다.`,
                `Angle C is opposite angle A, so it is ${m(deg(ans))}.`,
              )
            : L(
                `각 ㄴ은 각 ㄱ과 이웃하므로 ${m(`${deg(180)}-${deg(a2)}=${deg(ans)}`)}입니다.`,
                `Angle B is next to angle A, so it is ${m(`${deg(180)}-${deg(a2)}=${deg(ans)}`)}.`,
              ),
        ],
      };
    },
    // The four angles go a, 180-a, a, 180-a around the figure; walk to the asked corner.
    solve: ({ a, opposite }) => {
      const a2 = a === 90 ? 91 : a;
      const corners = [a2];
      for (let i = 1; i < 4; i++) corners.push(180 - (corners[i - 1] as number));
      return (opposite ? corners[2] : corners[1]) as number;
    },
  }),
  tpl({
    name: 'side-from-perimeter',
    params: (rng) => ({ a: rng.int(3, 40), b: rng.int(2, 30), shape: rng.int(0, 2) }),
    make: ({ a, b, shape }) => {
      const bb = shape === 0 ? b : a;
      const per = 2 * (a + bb);
      const stem =
        shape === 0
          ? L(
              `평행사변형의 둘레가 ${m(String(per))} cm이고 한 변의 길이가 ${m(String(bb))} cm입니다. 이 변과 이웃한 변의 길이는 몇 cm입니까?`,
              `A parallelogram has a perimeter of ${m(String(per))} cm, and one side is ${m(String(bb))} cm. How long is a side next to it, in cm?`,
            )
          : shape === 1
            ? L(
                `둘레가 ${m(String(per))} cm인 마름모의 한 변의 길이는 몇 cm입니까?`,
                `A rhombus has a perimeter of ${m(String(per))} cm. How long is each side, in cm?`,
              )
            : L(
                `둘레가 ${m(String(per))} cm인 정사각형의 한 변의 길이는 몇 cm입니까?`,
                `A square has a perimeter of ${m(String(per))} cm. How long is each side, in cm?`,
              );
      return {
        difficulty: shape === 0 ? 3 : 2,
        stem,
        essay: { answer: plain(a), unit: 'cm', hint: HINT.unit('cm') },
        explanation:
          shape === 0
            ? [
                L('평행사변형은 마주 보는 두 변의 길이가 같습니다.', 'Opposite sides of a parallelogram are equal.'),
                L(
                  `이웃한 두 변의 합은 ${m(`${per}\\div2=${per / 2}`)} (cm)입니다.`,
                  `Two neighboring sides add up to ${m(`${per}\\div2=${per / 2}`)} cm.`,
                ),
                L(`${m(`${per / 2}-${bb}=${a}`)} (cm)`, `${m(`${per / 2}-${bb}=${a}`)} (cm)`),
              ]
            : [
                L('네 변의 길이가 모두 같습니다.', 'All four sides are equal.'),
                L(`${m(`${per}\\div4=${a}`)} (cm)`, `${m(`${per}\\div4=${a}`)} (cm)`),
              ],
      };
    },
    // Substitute back: the side s with s + other + s + other = perimeter.
    solve: ({ a, b, shape }) => {
      const bb = shape === 0 ? b : a;
      const per = 2 * (a + bb);
      for (let s = 1; s < per; s++) if (shape === 0 ? 2 * s + 2 * bb === per : 4 * s === per) return s;
      return NaN;
    },
  }),
  tpl({
    name: 'parallel-lines-distance',
    params: (rng) => ({ d1: rng.int(2, 15), d2: rng.int(2, 15), middle: rng.int(0, 1) === 1 }),
    make: ({ d1, d2, middle }) => {
      const total = d1 + d2;
      return middle
        ? {
            difficulty: 3,
            stem: L(
              `서로 평행한 직선 가, 나, 다가 차례로 있습니다. 직선 가와 나 사이의 거리는 ${m(String(d1))} cm, 직선 가와 다 사이의 거리는 ${m(String(total))} cm입니다. 직선 나와 다 사이의 거리는 몇 cm입니까?`,
              `Parallel lines p, q and r lie in that order. The distance between p and q is ${m(String(d1))} cm, and between p and r it is ${m(String(total))} cm. What is the distance between q and r, in cm?`,
            ),
            essay: { answer: plain(d2), unit: 'cm', hint: HINT.unit('cm') },
            explanation: [
              L(
                '평행선 사이의 거리는 두 평행선 사이의 수직인 선분의 길이입니다.',
                'The distance between parallel lines is the length of a segment perpendicular to both.',
              ),
              L(`${m(`${total}-${d1}=${d2}`)} (cm)`, `${m(`${total}-${d1}=${d2}`)} (cm)`),
            ],
          }
        : {
            difficulty: 2,
            stem: L(
              `서로 평행한 직선 가, 나, 다가 차례로 있습니다. 직선 가와 나 사이의 거리는 ${m(String(d1))} cm, 직선 나와 다 사이의 거리는 ${m(String(d2))} cm입니다. 직선 가와 다 사이의 거리는 몇 cm입니까?`,
              `Parallel lines p, q and r lie in that order. The distance between p and q is ${m(String(d1))} cm, and between q and r it is ${m(String(d2))} cm. What is the distance between p and r, in cm?`,
            ),
            multiple: {
              correct: U(total, '\\text{ cm}'),
              wrong: [
                U(Math.abs(d1 - d2) || total + 2, '\\text{ cm}'),
                U(d1 * d2, '\\text{ cm}'),
                U(total + 1, '\\text{ cm}'),
                U(total * 2, '\\text{ cm}'),
              ],
              fill: (k) => U(total + k + 1, '\\text{ cm}'),
            },
            explanation: [
              L('평행선 사이의 수직인 선분을 이어서 생각합니다.', 'Put the two perpendicular segments end to end.'),
              L(`${m(`${d1}+${d2}=${total}`)} (cm)`, `${m(`${d1}+${d2}=${total}`)} (cm)`),
            ],
          };
    },
    // Place the lines on a number line at 0, d1, d1+d2 and measure.
    solve: ({ d1, d2, middle }) => {
      const p = 0;
      const q = p + d1;
      const r = q + d2;
      return middle ? r - q : r - p;
    },
  }),
];
