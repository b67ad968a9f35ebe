// 5-2 합동과 대칭: corresponding parts of congruent triangles, line-symmetric figures and point-symmetric figures.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, U, m, plain, unit } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e5-2-3');
const deg = (x: number) => `${x}^\\circ`;

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'congruent-triangle-angle',
    params: (rng) => {
      const a = rng.int(30, 100);
      return {
        a,
        b: rng.int(25, 150 - a),
        askSide: rng.int(0, 2) === 0,
        s: [rng.int(4, 15), rng.int(5, 18), rng.int(6, 20)] as const,
      };
    },
    make: ({ a, b, askSide, s }) => {
      if (askSide) {
        const ans = s[1];
        return {
          difficulty: 2,
          stem: L(
            `삼각형 ㄱㄴㄷ과 삼각형 ㄹㅁㅂ은 서로 합동입니다(꼭짓점 ㄱ과 ㄹ, ㄴ과 ㅁ, ㄷ과 ㅂ이 대응점). 변 ㄱㄴ은 ${m(String(s[0]))} cm, 변 ㄴㄷ은 ${m(String(s[1]))} cm, 변 ㄱㄷ은 ${m(String(s[2]))} cm입니다. 변 ㅁㅂ은 몇 cm입니까?`,
            `Triangles ABC and DEF are congruent, with A, B, C matching D, E, F. AB is ${m(String(s[0]))} cm, BC is ${m(String(s[1]))} cm and AC is ${m(String(s[2]))} cm. How long is EF, in cm?`,
          ),
          multiple: {
            correct: U(ans, '\\text{ cm}'),
            wrong: [
              U(s[0], '\\text{ cm}'),
              U(s[2], '\\text{ cm}'),
              U(s[0] + s[1] + s[2], '\\text{ cm}'),
              U(ans + 1, '\\text{ cm}'),
            ],
            fill: (k) => U(ans + k + 1, '\\text{ cm}'),
          },
          explanation: [
            L('합동인 도형에서 대응변의 길이는 서로 같습니다.', 'In congruent figures, corresponding sides are equal.'),
            L(
              `변 ㅁㅂ의 대응변은 변 ㄴㄷ이므로 ${m(String(ans))} cm입니다.`,
              `EF corresponds to BC, so it is ${m(String(ans))} cm.`,
            ),
          ],
        };
      }
      const c = 180 - a - b;
      return {
        difficulty: 3,
        stem: L(
          `삼각형 ㄱㄴㄷ과 삼각형 ㄹㅁㅂ은 서로 합동입니다(꼭짓점 ㄱ과 ㄹ, ㄴ과 ㅁ, ㄷ과 ㅂ이 대응점). 각 ㄱ은 ${m(deg(a))}, 각 ㅁ은 ${m(deg(b))}입니다. 각 ㅂ은 몇 도입니까?`,
          `Triangles ABC and DEF are congruent, with A, B, C matching D, E, F. Angle A is ${m(deg(a))} and angle E is ${m(deg(b))}. What is the measure of angle F?`,
        ),
        multiple: {
          correct: U(c, '^\\circ'),
          wrong: [
            U(a, '^\\circ'),
            U(b, '^\\circ'),
            U(180 - a, '^\\circ'),
            U(360 - a - b, '^\\circ'),
            U(c + 10, '^\\circ'),
          ],
          fill: (k) => U(c + 5 * k, '^\\circ'),
        },
        explanation: [
          L(`각 ㄹ은 각 ㄱ과 대응하므로 ${m(deg(a))}입니다.`, `Angle D matches angle A, so it is ${m(deg(a))}.`),
          L(
            `각 ㅂ은 ${m(`${deg(180)}-${deg(a)}-${deg(b)}=${deg(c)}`)}입니다.`,
            `Angle F is ${m(`${deg(180)}-${deg(a)}-${deg(b)}=${deg(c)}`)}.`,
          ),
        ],
      };
    },
    // Match parts through the vertex correspondence A→D, B→E, C→F and use the triangle angle sum by search.
    solve: ({ a, b, askSide, s }) => {
      if (askSide) {
        const abc: Record<string, number> = { AB: s[0], BC: s[1], AC: s[2] };
        const map: Record<string, string> = { E: 'B', F: 'C' };
        return abc[`${map.E}${map.F}`] as number;
      }
      const angles = { D: a, E: b };
      for (let f = 1; f < 180; f++) if (angles.D + angles.E + f === 180) return f;
      return NaN;
    },
  }),
  tpl({
    name: 'line-symmetric-perimeter',
    params: (rng) => ({
      sides: Array.from({ length: rng.int(2, 4) }, () => rng.int(2, 15)),
      onAxis: rng.int(0, 1),
      cross: rng.int(2, 9),
    }),
    make: ({ sides, onAxis, cross }) => {
      // Half of a figure drawn on one side of the axis: the listed sides, with onAxis sides lying on the axis being cut.
      const axisSide = onAxis ? cross * 2 : 0;
      const half = sides.reduce((t, x) => t + x, 0);
      const per = 2 * half + axisSide;
      const list = sides.map((x) => m(`${x}\\text{ cm}`)).join(', ');
      return {
        difficulty: 3,
        stem: L(
          `선대칭도형의 대칭축 한쪽에 있는 변의 길이가 ${list}입니다${onAxis ? `. 또 대칭축에 수직으로 걸쳐 있는 변이 하나 있는데, 그 변의 대칭축 한쪽 부분은 ${m(`${cross}\\text{ cm}`)}입니다` : ''}. 이 도형의 둘레는 몇 cm입니까?`,
          `On one side of the line of symmetry, a line-symmetric figure has sides of ${list}${onAxis ? `; one more side crosses the line of symmetry at a right angle, and the part of it on this side is ${m(`${cross}\\text{ cm}`)}` : ''}. What is the perimeter of the figure, in cm?`,
        ),
        essay: { answer: plain(per), unit: 'cm', hint: HINT.unit('cm') },
        explanation: [
          L(
            '선대칭도형에서 대칭축을 따라 접으면 완전히 겹치므로 대응변의 길이가 같습니다.',
            'Folding along the line of symmetry makes the two halves match, so corresponding sides are equal.',
          ),
          L(
            `한쪽 변의 합은 ${m(`${sides.join('+')}=${half}`)}이고, 반대쪽에도 같은 길이가 있습니다${onAxis ? `. 대칭축을 지나는 변은 ${m(`${cross}\\times2=${axisSide}`)} cm입니다` : ''}.`,
            `One side adds to ${m(`${sides.join('+')}=${half}`)}, and the other side matches it${onAxis ? `; the side crossing the axis is ${m(`${cross}\\times2=${axisSide}`)} cm` : ''}.`,
          ),
          L(
            `둘레: ${m(onAxis ? `${half}\\times2+${axisSide}=${per}` : `${half}\\times2=${per}`)} (cm)`,
            `Perimeter: ${m(onAxis ? `${half}\\times2+${axisSide}=${per}` : `${half}\\times2=${per}`)} cm`,
          ),
        ],
      };
    },
    // Reflect: list every side of the whole figure and add them.
    solve: ({ sides, onAxis, cross }) => {
      const whole = [...sides, ...[...sides].reverse()];
      if (onAxis) whole.push(cross + cross);
      return whole.reduce((t, x) => t + x, 0);
    },
  }),
  tpl({
    name: 'point-symmetric',
    params: (rng) => ({
      half: rng.int(2, 25),
      askWhole: rng.int(0, 1) === 1,
      side: rng.int(3, 20),
      other: rng.int(3, 20),
      kind: rng.int(0, 1),
    }),
    make: ({ half, askWhole, side, other, kind }) => {
      if (kind === 0) {
        const ans = askWhole ? half * 2 : half;
        const given = askWhole ? half : half * 2;
        return {
          difficulty: 2,
          stem: askWhole
            ? L(
                `점대칭도형에서 점 ㄱ과 대칭의 중심 ㅇ 사이의 거리가 ${m(String(given))} cm입니다. 점 ㄱ과 그 대응점 사이의 거리는 몇 cm입니까?`,
                `In a point-symmetric figure, point A is ${m(String(given))} cm from the center of symmetry O. How far is A from its corresponding point, in cm?`,
              )
            : L(
                `점대칭도형에서 점 ㄱ과 그 대응점 사이의 거리가 ${m(String(given))} cm입니다. 점 ㄱ과 대칭의 중심 사이의 거리는 몇 cm입니까?`,
                `In a point-symmetric figure, point A is ${m(String(given))} cm from its corresponding point. How far is A from the center of symmetry, in cm?`,
              ),
          multiple: {
            correct: U(ans, '\\text{ cm}'),
            wrong: [
              U(given, '\\text{ cm}'),
              U(askWhole ? half * 4 : half / 2, '\\text{ cm}'),
              U(ans + 1, '\\text{ cm}'),
              U(ans + 2, '\\text{ cm}'),
            ],
            fill: (k) => U(ans + k + 2, '\\text{ cm}'),
          },
          explanation: [
            L(
              '대응점끼리 이은 선분은 대칭의 중심에 의해 똑같이 둘로 나누어집니다.',
              'The center of symmetry cuts the segment joining corresponding points exactly in half.',
            ),
            L(
              askWhole ? `${m(`${given}\\times2=${ans}`)} (cm)` : `${m(`${given}\\div2=${ans}`)} (cm)`,
              askWhole ? `${m(`${given}\\times2=${ans}`)} cm` : `${m(`${given}\\div2=${ans}`)} cm`,
            ),
          ],
        };
      }
      const per = 2 * (side + other);
      return {
        difficulty: 3,
        stem: L(
          `점대칭도형인 사각형 ㄱㄴㄷㄹ에서 변 ㄱㄴ은 ${m(String(side))} cm, 변 ㄴㄷ은 ${m(String(other))} cm입니다. 이 사각형의 둘레는 몇 cm입니까?`,
          `Quadrilateral ABCD is point-symmetric. AB is ${m(String(side))} cm and BC is ${m(String(other))} cm. What is its perimeter, in cm?`,
        ),
        multiple: {
          correct: U(per, '\\text{ cm}'),
          wrong: [
            U(side + other, '\\text{ cm}'),
            U(side * other, '\\text{ cm}'),
            U(4 * side, '\\text{ cm}'),
            U(per + 2, '\\text{ cm}'),
          ],
          fill: (k) => U(per + 2 * (k + 1), '\\text{ cm}'),
        },
        explanation: [
          L(
            '점대칭도형에서 대응변의 길이는 같으므로 변 ㄷㄹ은 변 ㄱㄴ과, 변 ㄹㄱ은 변 ㄴㄷ과 같습니다.',
            'Corresponding sides are equal: CD = AB and DA = BC.',
          ),
          L(`${m(`(${side}+${other})\\times2=${per}`)} (cm)`, `${m(`(${side}+${other})\\times2=${per}`)} cm`),
        ],
      };
    },
    // Put the centre at 0 on a number line: A at -half, its image at +half.
    solve: ({ half, askWhole, side, other, kind }) => {
      if (kind === 1) return side + other + side + other;
      const a = -half;
      const image = -a;
      return askWhole ? image - a : 0 - a;
    },
  }),
];
