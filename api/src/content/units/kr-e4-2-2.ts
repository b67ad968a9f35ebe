// 4-2 삼각형: isosceles and equilateral triangles, and sorting triangles by their angles.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, N, U, josa, m, plain, unit } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e4-2-2');
const deg = (x: number) => `${x}^\\circ`;

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'isosceles-base-angle',
    params: (rng) => ({ top: rng.int(10, 85) * 2, askTop: rng.int(0, 2) === 0 }),
    make: ({ top, askTop }) => {
      const base = (180 - top) / 2;
      const given = askTop ? base : top;
      const ans = askTop ? top : base;
      return {
        difficulty: askTop ? 3 : 2,
        stem: askTop
          ? L(
              `이등변삼각형에서 길이가 같은 두 변 사이에 있지 않은 두 각(밑각)의 크기가 각각 ${m(deg(given))}입니다. 나머지 한 각의 크기는 몇 도입니까?`,
              `In an isosceles triangle, each of the two base angles measures ${m(deg(given))}. What is the measure of the third angle?`,
            )
          : L(
              `이등변삼각형에서 길이가 같은 두 변 사이의 각이 ${m(deg(given))}입니다. 나머지 두 각 중 한 각의 크기는 몇 도입니까?`,
              `In an isosceles triangle, the angle between the two equal sides is ${m(deg(given))}. What is the measure of each of the other two angles?`,
            ),
        multiple: {
          correct: U(ans, '^\\circ'),
          wrong: askTop
            ? [
                U(180 - given, '^\\circ'),
                U(90 - given > 0 ? 90 - given : ans + 20, '^\\circ'),
                U(given, '^\\circ'),
                U(ans + 10, '^\\circ'),
              ]
            : [
                U(180 - given, '^\\circ'),
                U(given, '^\\circ'),
                U(ans + 10, '^\\circ'),
                U(ans - 10, '^\\circ'),
                U(180 - 2 * given, '^\\circ'),
              ],
          fill: (k) => U(ans + 5 * k, '^\\circ'),
        },
        explanation: [
          L(
            `이등변삼각형은 두 밑각의 크기가 같고, 세 각의 크기의 합은 ${m(deg(180))}입니다.`,
            `An isosceles triangle has two equal base angles, and the three angles add up to ${m(deg(180))}.`,
          ),
          askTop
            ? L(
                `나머지 한 각은 ${m(`${deg(180)}-${deg(given)}\\times2=${deg(ans)}`)}입니다.`,
                `The third angle is ${m(`${deg(180)}-${deg(given)}\\times2=${deg(ans)}`)}.`,
              )
            : L(
                `${m(`(${deg(180)}-${deg(given)})\\div2=${deg(ans)}`)}입니다.`,
                `Each base angle is ${m(`(${deg(180)}-${deg(given)})\\div2=${deg(ans)}`)}.`,
              ),
        ],
      };
    },
    // Try every angle: the two base angles are equal and everything adds to 180°.
    solve: ({ top, askTop }) => {
      for (let x = 1; x < 180; x++) {
        if (!askTop && top + 2 * x === 180) return x;
        if (askTop && x + (180 - top) === 180) return x;
      }
      return NaN;
    },
  }),
  tpl({
    name: 'isosceles-side',
    params: (rng) => ({ leg: rng.int(3, 30), base: rng.int(2, 40), eq: rng.int(0, 3) === 0 }),
    make: ({ leg, base, eq }) => {
      const b = eq ? leg : Math.min(base, 2 * leg - 1);
      const per = 2 * leg + b;
      return {
        difficulty: eq ? 2 : 3,
        stem: eq
          ? L(
              `둘레가 ${m(String(per))} cm인 정삼각형이 있습니다. 한 변의 길이는 몇 cm입니까?`,
              `An equilateral triangle has a perimeter of ${m(String(per))} cm. How long is each side, in cm?`,
            )
          : L(
              `둘레가 ${m(String(per))} cm인 이등변삼각형에서 길이가 다른 한 변이 ${m(String(b))} cm입니다. 길이가 같은 두 변 중 한 변의 길이는 몇 cm입니까?`,
              `An isosceles triangle has a perimeter of ${m(String(per))} cm, and its third (unequal) side is ${m(String(b))} cm. How long is each of the two equal sides, in cm?`,
            ),
        essay: { answer: plain(leg), unit: 'cm', hint: HINT.unit('cm') },
        explanation: eq
          ? [
              L('정삼각형은 세 변의 길이가 모두 같습니다.', 'All three sides of an equilateral triangle are equal.'),
              L(`${m(`${per}\\div3=${leg}`)} (cm)`, `${m(`${per}\\div3=${leg}`)} (cm)`),
            ]
          : [
              L(
                `길이가 같은 두 변의 합은 ${m(`${per}-${b}=${per - b}`)} (cm)입니다.`,
                `The two equal sides add up to ${m(`${per}-${b}=${per - b}`)} cm.`,
              ),
              L(
                `한 변은 ${m(`${per - b}\\div2=${leg}`)} (cm)입니다.`,
                `Each one is ${m(`${per - b}\\div2=${leg}`)} cm.`,
              ),
            ],
      };
    },
    // Substitute back: the side s must make s + s + third = perimeter.
    solve: ({ leg, base, eq }) => {
      const b = eq ? leg : Math.min(base, 2 * leg - 1);
      const per = 2 * leg + b;
      for (let s = 1; s < per; s++) if (eq ? 3 * s === per : 2 * s + b === per) return s;
      return NaN;
    },
  }),
  tpl({
    name: 'count-by-angles',
    params: (rng) => {
      const kind = rng.int(0, 2);
      const tris = Array.from({ length: 5 }, () => {
        const a = rng.int(20, 130);
        const b = rng.int(15, Math.min(150, 170 - a));
        return [a, b] as const;
      });
      return { kind, tris };
    },
    make: ({ kind, tris }) => {
      const third = tris.map(([a, b]) => 180 - a - b);
      const maxes = tris.map(([a, b], i) => Math.max(a, b, third[i] as number));
      const count = maxes.filter((x) => (kind === 0 ? x < 90 : kind === 1 ? x === 90 : x > 90)).length;
      const nameKo = ['예각삼각형', '직각삼각형', '둔각삼각형'][kind] as string;
      const nameEn = ['acute', 'right', 'obtuse'][kind] as string;
      const list = tris.map(([a, b]) => m(`${deg(a)},\\ ${deg(b)}`));
      return {
        difficulty: 3,
        stem: L(
          `다음은 삼각형 ${m('5')}개의 두 각의 크기입니다. ${josa(nameKo, '은/는')} 모두 몇 개입니까? ${list.join(' / ')}`,
          `Here are two of the angles of each of ${m('5')} triangles. How many of them are ${nameEn} triangles? ${list.join(' / ')}`,
        ),
        multiple: {
          correct: N(count),
          wrong: [N(count + 1), N(count - 1), N(count + 2), N(5 - count)],
          fill: (k) => N((count + k) % 6),
        },
        explanation: [
          L(
            `나머지 각을 구하면 차례로 ${m(third.map(deg).join(',\\ '))}입니다.`,
            `The third angles are ${m(third.map(deg).join(',\\ '))}.`,
          ),
          L(
            '한 각이 직각이면 직각삼각형, 둔각이면 둔각삼각형, 세 각이 모두 예각이면 예각삼각형입니다.',
            'A right angle makes a right triangle, an obtuse angle makes an obtuse triangle, and three acute angles make an acute triangle.',
          ),
          L(
            `${josa(nameKo, '은/는')} ${m(String(count))}개입니다.`,
            `There are ${m(String(count))} ${nameEn} triangle(s).`,
          ),
        ],
      };
    },
    // Classify by the largest angle via the sign of a^2+b^2-c^2 would need sides; count angles over/under 90 instead.
    solve: ({ kind, tris }) => {
      let c = 0;
      for (const [a, b] of tris) {
        const angles = [a, b, 180 - a - b];
        const obtuse = angles.some((x) => x > 90);
        const right = angles.some((x) => x === 90);
        if ((kind === 0 && !obtuse && !right) || (kind === 1 && right) || (kind === 2 && obtuse)) c++;
      }
      return c;
    },
  }),
];
