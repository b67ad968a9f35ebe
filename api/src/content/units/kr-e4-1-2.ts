// 4-1 각도: angle sums of triangles and quadrilaterals, and the angle between clock hands.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, U, m, plain, unit } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e4-1-2');
const deg = (x: number) => `${x}^\\circ`;

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'triangle-third-angle',
    params: (rng) => {
      const a = rng.int(3, 14) * 5 + rng.int(0, 4);
      const b = rng.int(3, Math.floor((170 - a) / 5)) * 5;
      return { a, b };
    },
    make: ({ a, b }) => {
      const c = 180 - a - b;
      return {
        difficulty: 2,
        stem: L(
          `삼각형의 두 각의 크기가 ${m(deg(a))}, ${m(deg(b))}입니다. 나머지 한 각의 크기는 몇 도입니까?`,
          `Two angles of a triangle measure ${m(deg(a))} and ${m(deg(b))}. What is the measure of the third angle?`,
        ),
        multiple: {
          correct: U(c, '^\\circ'),
          wrong: [
            U(360 - a - b, '^\\circ'),
            U(a + b, '^\\circ'),
            U(180 - a, '^\\circ'),
            U(c + 10, '^\\circ'),
            U(c - 10, '^\\circ'),
          ],
          fill: (k) => U(c + 5 * k, '^\\circ'),
        },
        explanation: [
          L(
            `삼각형의 세 각의 크기의 합은 ${m(deg(180))}입니다.`,
            `The three angles of a triangle add up to ${m(deg(180))}.`,
          ),
          L(
            `나머지 한 각은 ${m(`${deg(180)}-${deg(a)}-${deg(b)}=${deg(c)}`)}입니다.`,
            `The third angle is ${m(`${deg(180)}-${deg(a)}-${deg(b)}=${deg(c)}`)}.`,
          ),
        ],
      };
    },
    solve: ({ a, b }) => {
      for (let x = 1; x < 180; x++) if (a + b + x === 180) return x;
      return NaN;
    },
  }),
  tpl({
    name: 'quadrilateral-fourth-angle',
    params: (rng) => {
      const a = rng.int(50, 130);
      const b = rng.int(50, 130);
      const c = rng.int(Math.max(40, 360 - a - b - 150), Math.min(150, 360 - a - b - 40));
      return { a, b, c };
    },
    make: ({ a, b, c }) => {
      const d = 360 - a - b - c;
      return {
        difficulty: 3,
        stem: L(
          `사각형의 세 각의 크기가 ${m(deg(a))}, ${m(deg(b))}, ${m(deg(c))}입니다. 나머지 한 각의 크기는 몇 도입니까?`,
          `Three angles of a quadrilateral measure ${m(deg(a))}, ${m(deg(b))} and ${m(deg(c))}. How many degrees is the fourth angle?`,
        ),
        essay: { answer: plain(d), unit: '°', hint: HINT.unit('°') },
        explanation: [
          L(
            `사각형은 삼각형 2개로 나눌 수 있으므로 네 각의 크기의 합은 ${m(`${deg(180)}\\times2=${deg(360)}`)}입니다.`,
            `A quadrilateral splits into two triangles, so its four angles add up to ${m(`${deg(180)}\\times2=${deg(360)}`)}.`,
          ),
          L(
            `나머지 한 각은 ${m(`${deg(360)}-${deg(a)}-${deg(b)}-${deg(c)}=${deg(d)}`)}입니다.`,
            `The fourth angle is ${m(`${deg(360)}-${deg(a)}-${deg(b)}-${deg(c)}=${deg(d)}`)}.`,
          ),
        ],
      };
    },
    // Two triangles cut along a diagonal: each contributes 180°.
    solve: ({ a, b, c }) => 2 * 180 - (a + b + c),
  }),
  tpl({
    name: 'angle-add-subtract',
    params: (rng) => {
      const add = rng.int(0, 1) === 1;
      const a = rng.int(25, 155);
      const b = add ? rng.int(15, 179 - a) : rng.int(10, a - 5);
      return { a, b, add };
    },
    make: ({ a, b, add }) => {
      const r = add ? a + b : a - b;
      const op = add ? '+' : '-';
      return {
        difficulty: 1,
        stem: L(
          `각도의 ${add ? '합을' : '차를'} 구하세요. ${m(`${deg(a)}${op}${deg(b)}`)}`,
          `Find the ${add ? 'sum' : 'difference'}: ${m(`${deg(a)}${op}${deg(b)}`)}`,
        ),
        multiple: {
          correct: U(r, '^\\circ'),
          wrong: [U(add ? a - b : a + b, '^\\circ'), U(r + 10, '^\\circ'), U(r - 10, '^\\circ'), U(r + 1, '^\\circ')],
          fill: (k) => U(r + 5 * k, '^\\circ'),
        },
        explanation: [
          L(
            `각도의 ${add ? '합은' : '차는'} 자연수의 ${add ? '덧셈' : '뺄셈'}과 같은 방법으로 계산하고, 단위 ${m('^\\circ')}를 붙입니다.`,
            `Add or subtract angle measures like whole numbers, then write the unit ${m('^\\circ')}.`,
          ),
          L(
            `${m(`${a}${op}${b}=${r}`)}이므로 ${m(deg(r))}입니다.`,
            `${m(`${a}${op}${b}=${r}`)}, so the answer is ${m(deg(r))}.`,
          ),
        ],
      };
    },
    // Counting degree by degree from the first angle.
    solve: ({ a, b, add }) => {
      let v = a;
      for (let k = 0; k < b; k++) v += add ? 1 : -1;
      return v;
    },
  }),
];
