// 4-2 사각형: angles of parallelograms and rhombuses, sides from perimeters, and the distance between parallel lines.
import { L, defineTemplate, essay, multiple } from '../kit/template.js';
import { deg, m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyIs } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';

const UNIT = 'kr-e4-2-4';
const cm = (x: number) => m(`${x}\\text{ cm}`);

export const templates: ProblemTemplate[] = [
  defineTemplate(UNIT, 'parallelogram-angle', {
    version: 2,
    params: (rng) => ({ a: rng.int(35, 145), shape: rng.int(0, 1), opposite: rng.int(0, 3) === 0 }),
    generate: ({ a, shape, opposite }, rng) => {
      const a2 = a === 90 ? 91 : a;
      const ans = opposite ? a2 : 180 - a2;
      const sKo = shape ? '마름모' : '평행사변형';
      const sEn = shape ? 'rhombus' : 'parallelogram';
      const near = [1, -1, 2, -2, 3, -3].map((k) => ans + 5 * k);
      return multiple(rng, {
        difficulty: opposite ? 2 : 3,
        stem: L(
          `${sKo} ㄱㄴㄷㄹ에서 각 ㄱ의 크기가 ${m(deg(a2))}입니다. 각 ${opposite ? 'ㄷ' : 'ㄴ'}의 크기는 몇 도입니까?`,
          `In ${sEn} ABCD, angle A measures ${m(deg(a2))}. What is the measure of angle ${opposite ? 'C' : 'B'}?`,
        ),
        correct: m(deg(ans)),
        wrong: [...(opposite ? [180 - a2, 360 - a2, 90] : [a2, 360 - a2, 90]), ...near]
          .filter((x) => x > 0 && x < 360)
          .map((x) => m(deg(x))),
        steps: [
          L(
            `${withJosa(sKo, '은/는')} 마주 보는 두 각의 크기가 같고, 이웃한 두 각의 크기의 합이 ${m(deg(180))}입니다.`,
            `In a ${sEn}, opposite angles are equal and two neighboring angles add up to ${m(deg(180))}.`,
          ),
          opposite
            ? L(
                `각 ㄷ은 각 ㄱ과 마주 보므로 크기가 ${m(deg(ans))}입니다.`,
                `Angle C is opposite angle A, so it also measures ${m(deg(ans))}.`,
              )
            : L(
                `각 ㄴ은 각 ㄱ과 이웃하므로 크기가 ${m(`${deg(180)}-${deg(a2)}=${deg(ans)}`)}입니다.`,
                `Angle B is next to angle A, so it measures ${m(`${deg(180)}-${deg(a2)}=${deg(ans)}`)}.`,
              ),
        ],
      });
    },
    // The four angles go a, 180-a, a, 180-a around the figure; walk to the asked corner.
    check: ({ a, opposite }, problem) => {
      const a2 = a === 90 ? 91 : a;
      const corners = [a2];
      for (let i = 1; i < 4; i++) corners.push(180 - (corners[i - 1] as number));
      return keyIs(problem, (opposite ? corners[2] : corners[1]) as number);
    },
  }),
  defineTemplate(UNIT, 'side-from-perimeter', {
    version: 2,
    params: (rng) => ({ a: rng.int(3, 40), b: rng.int(2, 30), shape: rng.int(0, 2) }),
    generate: ({ a, b, shape }) => {
      const bb = shape === 0 ? b : a;
      const per = 2 * (a + bb);
      const stem =
        shape === 0
          ? L(
              `평행사변형의 네 변의 길이의 합이 ${cm(per)}이고 한 변의 길이가 ${cm(bb)}입니다. 이 변과 이웃한 변의 길이는 몇 cm입니까?`,
              `The four sides of a parallelogram add up to ${cm(per)}, and one side is ${cm(bb)}. How long is a side next to it, in centimeters?`,
            )
          : shape === 1
            ? L(
                `네 변의 길이의 합이 ${cm(per)}인 마름모의 한 변의 길이는 몇 cm입니까?`,
                `The four sides of a rhombus add up to ${cm(per)}. How long is each side, in centimeters?`,
              )
            : L(
                `네 변의 길이의 합이 ${cm(per)}인 정사각형의 한 변의 길이는 몇 cm입니까?`,
                `The four sides of a square add up to ${cm(per)}. How long is each side, in centimeters?`,
              );
      return essay({
        difficulty: shape === 0 ? 3 : 2,
        stem,
        answer: String(a),
        form: 'number',
        unit: 'cm',
        steps:
          shape === 0
            ? [
                L('평행사변형은 마주 보는 두 변의 길이가 같습니다.', 'Opposite sides of a parallelogram are equal.'),
                L(
                  `이웃한 두 변의 길이의 합은 ${m(`${per}\\div2=${per / 2}`)}(cm)입니다.`,
                  `Two neighboring sides add up to ${m(`${per}\\div2=${per / 2}`)} cm.`,
                ),
                L(
                  `이웃한 변의 길이는 ${m(`${per / 2}-${bb}=${a}`)}(cm)입니다.`,
                  `The side next to it is ${m(`${per / 2}-${bb}=${a}`)} cm.`,
                ),
              ]
            : [
                L(
                  `${withJosa(shape === 1 ? '마름모' : '정사각형', '은/는')} 네 변의 길이가 모두 같습니다.`,
                  `All four sides of a ${shape === 1 ? 'rhombus' : 'square'} are equal.`,
                ),
                L(`한 변의 길이는 ${m(`${per}\\div4=${a}`)}(cm)입니다.`, `Each side is ${m(`${per}\\div4=${a}`)} cm.`),
              ],
      });
    },
    // Substitute back: the side s with s + other + s + other = the sum of the four sides.
    check: ({ a, b, shape }, problem) => {
      const bb = shape === 0 ? b : a;
      const per = 2 * (a + bb);
      for (let s = 1; s < per; s++) if (shape === 0 ? 2 * s + 2 * bb === per : 4 * s === per) return keyIs(problem, s);
      return false;
    },
  }),
  defineTemplate(UNIT, 'parallel-lines-distance', {
    version: 2,
    params: (rng) => ({ d1: rng.int(2, 15), d2: rng.int(2, 15), middle: rng.int(0, 1) === 1 }),
    generate: ({ d1, d2, middle }, rng) => {
      const total = d1 + d2;
      const lines = L('서로 평행한 직선 가, 나, 다가 차례로 있습니다.', 'Parallel lines p, q and r lie in that order.');
      if (middle) {
        return essay({
          difficulty: 3,
          stem: L(
            `${lines.ko} 직선 가와 직선 나 사이의 거리는 ${cm(d1)}, 직선 가와 직선 다 사이의 거리는 ${cm(total)}입니다. 직선 나와 직선 다 사이의 거리는 몇 cm입니까?`,
            `${lines.en} The distance between p and q is ${cm(d1)}, and between p and r it is ${cm(total)}. What is the distance between q and r, in centimeters?`,
          ),
          answer: String(d2),
          form: 'number',
          unit: 'cm',
          steps: [
            L(
              '평행선 사이의 거리는 두 평행선에 수직인 선분의 길이입니다.',
              'The distance between parallel lines is the length of a segment perpendicular to both.',
            ),
            L(
              `직선 가와 직선 다 사이의 거리에서 직선 가와 직선 나 사이의 거리를 빼면 ${m(`${total}-${d1}=${d2}`)}(cm)입니다.`,
              `Take the distance between p and q from the distance between p and r: ${m(`${total}-${d1}=${d2}`)} cm.`,
            ),
          ],
        });
      }
      return multiple(rng, {
        difficulty: 2,
        stem: L(
          `${lines.ko} 직선 가와 직선 나 사이의 거리는 ${cm(d1)}, 직선 나와 직선 다 사이의 거리는 ${cm(d2)}입니다. 직선 가와 직선 다 사이의 거리는 몇 cm입니까?`,
          `${lines.en} The distance between p and q is ${cm(d1)}, and between q and r it is ${cm(d2)}. What is the distance between p and r, in centimeters?`,
        ),
        correct: cm(total),
        wrong: [Math.abs(d1 - d2), d1 * d2, total + 1, total * 2, total - 1, total + 2, total - 2, total + 3]
          .filter((x) => x > 0)
          .map(cm),
        steps: [
          L(
            '평행선 사이의 거리는 두 평행선에 수직인 선분의 길이이므로, 수직인 두 선분을 이어서 생각합니다.',
            'The distance between parallel lines is measured along a perpendicular segment, so put the two perpendicular segments end to end.',
          ),
          L(
            `직선 가와 직선 다 사이의 거리는 ${m(`${d1}+${d2}=${total}`)}(cm)입니다.`,
            `The distance between p and r is ${m(`${d1}+${d2}=${total}`)} cm.`,
          ),
        ],
      });
    },
    // Place the lines on a number line at 0, d1, d1+d2 and measure.
    check: ({ d1, d2, middle }, problem) => {
      const p = 0;
      const q = p + d1;
      const r = q + d2;
      return keyIs(problem, middle ? r - q : r - p);
    },
  }),
];
