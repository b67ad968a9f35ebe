// 5-2 합동과 대칭: corresponding parts of congruent triangles, line-symmetric figures and point-symmetric figures.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { deg, m } from '../kit/latex.js';
import { keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';

const U = 'kr-e5-2-3';
const CM = '\\text{ cm}';
const DEG = '^{\\circ}';
const MATCH_KO = '(꼭짓점 ㄱ과 꼭짓점 ㄹ, 꼭짓점 ㄴ과 꼭짓점 ㅁ, 꼭짓점 ㄷ과 꼭짓점 ㅂ이 대응점입니다.)';

export const templates = [
  defineTemplate(U, 'congruent-triangle-angle', {
    version: 2,
    params: (rng) => {
      const a = rng.int(30, 100);
      const b = rng.int(25, 150 - a);
      const askSide = rng.int(0, 2) === 0;
      // Three sides that close up into a triangle.
      const s0 = rng.int(4, 15);
      const s1 = rng.int(5, 18);
      const s: [number, number, number] = [s0, s1, rng.int(Math.abs(s0 - s1) + 1, s0 + s1 - 1)];
      return { a, b, askSide, s };
    },
    ranges: { s: [1, 100] },
    generate: ({ a, b, askSide, s }, rng) => {
      const intro = [
        `삼각형 ㄱㄴㄷ과 삼각형 ㄹㅁㅂ은 서로 합동입니다. ${MATCH_KO}`,
        'Triangles ABC and DEF are congruent, with A, B and C matching D, E and F.',
      ];
      if (askSide) {
        const ans = s[1];
        return multiple(rng, {
          difficulty: 2,
          stem: [
            `${intro[0]} 변 ㄱㄴ은 ${m(`${s[0]}${CM}`)}, 변 ㄴㄷ은 ${m(`${s[1]}${CM}`)}, 변 ㄱㄷ은 ${m(`${s[2]}${CM}`)}입니다. 변 ㅁㅂ은 몇 cm입니까?`,
            `${intro[1]} AB is ${m(`${s[0]}${CM}`)}, BC is ${m(`${s[1]}${CM}`)} and AC is ${m(`${s[2]}${CM}`)}. How long is EF, in cm?`,
          ],
          ...valueChoices(ans, [s[0], s[2], s[0] + s[1] + s[2], ans + 1], { unit: CM, min: 1 }),
          steps: [
            [
              '합동인 두 도형에서 대응변의 길이는 서로 같습니다.',
              'In congruent figures, corresponding sides are equal.',
            ],
            [
              `꼭짓점 ㅁ은 꼭짓점 ㄴ과, 꼭짓점 ㅂ은 꼭짓점 ㄷ과 대응하므로 변 ㅁㅂ의 대응변은 변 ㄴㄷ입니다. 따라서 변 ㅁㅂ은 ${m(`${ans}${CM}`)}입니다.`,
              `E matches B and F matches C, so EF corresponds to BC: EF is ${m(`${ans}${CM}`)}.`,
            ],
          ],
        });
      }
      const c = 180 - a - b;
      return multiple(rng, {
        difficulty: 3,
        stem: [
          `${intro[0]} 각 ㄱ은 ${m(deg(a))}, 각 ㅁ은 ${m(deg(b))}입니다. 각 ㅂ은 몇 도입니까?`,
          `${intro[1]} Angle A is ${m(deg(a))} and angle E is ${m(deg(b))}. What is the measure of angle F?`,
        ],
        ...valueChoices(c, [a, b, 180 - a, 360 - a - b, c + 10], { unit: DEG, min: 1, step: 5 }),
        steps: [
          [
            `각 ㄹ은 각 ㄱ과 대응하므로 ${m(deg(a))}입니다. 삼각형 ㄹㅁㅂ의 세 각의 크기의 합은 ${m(deg(180))}입니다.`,
            `Angle D matches angle A, so it is ${m(deg(a))}. The angles of triangle DEF add up to ${m(deg(180))}.`,
          ],
          [
            `각 ㅂ은 ${m(`${deg(180)}-${deg(a)}-${deg(b)}=${deg(c)}`)}입니다.`,
            `Angle F is ${m(`${deg(180)}-${deg(a)}-${deg(b)}=${deg(c)}`)}.`,
          ],
        ],
      });
    },
    // Match parts through the vertex correspondence A→D, B→E, C→F and use the triangle angle sum by search.
    check: ({ a, b, askSide, s }, problem) => {
      if (askSide) {
        const abc: Record<string, number> = { AB: s[0], BC: s[1], AC: s[2] };
        const map: Record<string, string> = { E: 'B', F: 'C' };
        return keyIs(problem, abc[`${map.E}${map.F}`] as number);
      }
      for (let f = 1; f < 180; f++) if (a + b + f === 180) return keyIs(problem, f);
      return false;
    },
  }),
  defineTemplate(U, 'line-symmetric-perimeter', {
    version: 2,
    params: (rng) => ({
      sides: Array.from({ length: rng.int(2, 4) }, () => rng.int(2, 15)),
      onAxis: rng.int(0, 1) === 1,
      cross: rng.int(2, 9),
    }),
    generate: ({ sides, onAxis, cross }) => {
      const axisSide = onAxis ? cross * 2 : 0;
      const half = sides.reduce((t, x) => t + x, 0);
      const per = 2 * half + axisSide;
      const items = sides.map((x) => m(`${x}${CM}`));
      const list = items.join(', ');
      const listEn =
        items.length === 2 ? items.join(' and ') : `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
      return essay({
        difficulty: 3,
        stem: [
          `선대칭도형의 대칭축 한쪽에 있는 변의 길이가 ${list}입니다.${onAxis ? ` 또 대칭축과 수직으로 만나는 변이 하나 있는데, 그 변에서 대칭축 한쪽에 있는 부분은 ${m(`${cross}${CM}`)}입니다.` : ''} 이 도형의 둘레는 몇 cm입니까?`,
          `On one side of its line of symmetry, a line-symmetric figure has sides of ${listEn}.${onAxis ? ` One more side crosses the line of symmetry at a right angle, and the part of it on this side is ${m(`${cross}${CM}`)}.` : ''} What is the perimeter of the figure, in cm?`,
        ],
        answer: String(per),
        form: 'number',
        unit: 'cm',
        steps: [
          [
            '선대칭도형은 대칭축을 따라 접으면 완전히 겹치므로 대응변의 길이가 같습니다.',
            'Folding along the line of symmetry makes the two halves match, so corresponding sides are equal.',
          ],
          [
            `한쪽 변의 길이의 합은 ${m(`${sides.join('+')}=${half}`)}(cm)이고, 반대쪽에도 같은 길이의 변이 있습니다.${onAxis ? ` 대칭축을 지나는 변은 ${m(`${cross}\\times2=${axisSide}`)}(cm)입니다.` : ''}`,
            `The sides on one side add up to ${m(`${sides.join('+')}=${half}`)} cm, and the other side matches them.${onAxis ? ` The side crossing the axis is ${m(`${cross}\\times2=${axisSide}`)} cm.` : ''}`,
          ],
          [
            `둘레는 ${m(onAxis ? `${half}\\times2+${axisSide}=${per}` : `${half}\\times2=${per}`)}(cm)입니다.`,
            `The perimeter is ${m(onAxis ? `${half}\\times2+${axisSide}=${per}` : `${half}\\times2=${per}`)} cm.`,
          ],
        ],
      });
    },
    // Reflect: list every side of the whole figure and add them.
    check: ({ sides, onAxis, cross }, problem) => {
      const whole = [...sides, ...[...sides].reverse()];
      if (onAxis) whole.push(cross + cross);
      return keyIs(
        problem,
        whole.reduce((t, x) => t + x, 0),
      );
    },
  }),
  defineTemplate(U, 'point-symmetric', {
    version: 2,
    params: (rng) => ({
      half: rng.int(2, 25),
      askWhole: rng.int(0, 1) === 1,
      side: rng.int(3, 20),
      other: rng.int(3, 20),
      kind: rng.int(0, 1),
    }),
    generate: ({ half, askWhole, side, other, kind }, rng) => {
      if (kind === 0) {
        const ans = askWhole ? half * 2 : half;
        const given = askWhole ? half : half * 2;
        return multiple(rng, {
          difficulty: 2,
          stem: askWhole
            ? [
                `점대칭도형에서 점 ㄱ과 대칭의 중심 ㅇ 사이의 거리가 ${m(`${given}${CM}`)}입니다. 점 ㄱ과 그 대응점 사이의 거리는 몇 cm입니까?`,
                `In a point-symmetric figure, point A is ${m(`${given}${CM}`)} from the center of symmetry O. How far is A from its corresponding point, in cm?`,
              ]
            : [
                `점대칭도형에서 점 ㄱ과 그 대응점 사이의 거리가 ${m(`${given}${CM}`)}입니다. 점 ㄱ과 대칭의 중심 사이의 거리는 몇 cm입니까?`,
                `In a point-symmetric figure, point A is ${m(`${given}${CM}`)} from its corresponding point. How far is A from the center of symmetry, in cm?`,
              ],
          ...valueChoices(ans, [given, askWhole ? half * 4 : half / 2, ans + 1, ans + 2], { unit: CM, min: 1 }),
          steps: [
            [
              '대응점끼리 이은 선분은 대칭의 중심에 의해 길이가 같은 두 부분으로 나누어집니다.',
              'The center of symmetry cuts the segment joining corresponding points exactly in half.',
            ],
            askWhole
              ? [`따라서 ${m(`${given}\\times2=${ans}`)}(cm)입니다.`, `So it is ${m(`${given}\\times2=${ans}`)} cm.`]
              : [`따라서 ${m(`${given}\\div2=${ans}`)}(cm)입니다.`, `So it is ${m(`${given}\\div2=${ans}`)} cm.`],
          ],
        });
      }
      const per = 2 * (side + other);
      return multiple(rng, {
        difficulty: 3,
        stem: [
          `사각형 ㄱㄴㄷㄹ은 점대칭도형입니다. 변 ㄱㄴ은 ${m(`${side}${CM}`)}, 변 ㄴㄷ은 ${m(`${other}${CM}`)}입니다. 이 사각형의 둘레는 몇 cm입니까?`,
          `Quadrilateral ABCD is point-symmetric. AB is ${m(`${side}${CM}`)} and BC is ${m(`${other}${CM}`)}. What is its perimeter, in cm?`,
        ],
        ...valueChoices(per, [side + other, side * other, 4 * side, per + 2], { unit: CM, min: 1, step: 2 }),
        steps: [
          [
            '점대칭도형에서 대응변의 길이는 같으므로 변 ㄷㄹ은 변 ㄱㄴ과, 변 ㄹㄱ은 변 ㄴㄷ과 길이가 같습니다.',
            'Corresponding sides are equal: CD = AB and DA = BC.',
          ],
          [
            `둘레는 ${m(`(${side}+${other})\\times2=${per}`)}(cm)입니다.`,
            `The perimeter is ${m(`(${side}+${other})\\times2=${per}`)} cm.`,
          ],
        ],
      });
    },
    // Put the centre at 0 on a number line: A at -half, its image at +half.
    check: ({ half, askWhole, side, other, kind }, problem) => {
      if (kind === 1) return keyIs(problem, side + other + side + other);
      const a = -half;
      const image = -a;
      return keyIs(problem, askWhole ? image - a : 0 - a);
    },
  }),
];
