// 4-1 각도: angle sums of triangles and quadrilaterals, and adding and subtracting angles.
import { L, defineTemplate, essay, multiple } from '../kit/template.js';
import { deg, m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyIs } from '../kit/check.js';
import { angleChoices } from '../kit/angles.js';
import { planeShape, triangleFromAngles, withFigure } from '../kit/figures.js';
import type { ProblemTemplate } from '../lib/types.js';

const UNIT = 'kr-e4-1-2';

export const templates: ProblemTemplate[] = [
  // Version 3 draws the triangle with its two known angles and the asked one marked ?.
  defineTemplate(UNIT, 'triangle-third-angle', {
    version: 3,
    params: (rng) => {
      const a = rng.int(3, 14) * 5 + rng.int(0, 4);
      const b = rng.int(3, Math.floor((170 - a) / 5)) * 5;
      return { a, b };
    },
    generate: ({ a, b }, rng) => {
      const c = 180 - a - b;
      return withFigure(
        multiple(rng, {
          difficulty: 2,
          stem: L(
            `삼각형의 두 각의 크기가 ${m(deg(a))}, ${m(deg(b))}입니다. 나머지 한 각의 크기는 몇 도입니까?`,
            `Two angles of a triangle measure ${m(deg(a))} and ${m(deg(b))}. What is the measure of the third angle?`,
          ),
          correct: m(deg(c)),
          wrong: angleChoices(c, [360 - a - b, a + b, 180 - a, c + 10, c - 10], 360),
          steps: [
            L(
              `삼각형의 세 각의 크기의 합은 ${m(deg(180))}입니다.`,
              `The three angles of a triangle add up to ${m(deg(180))}.`,
            ),
            L(
              `나머지 한 각의 크기는 ${m(`${deg(180)}-${deg(a)}-${deg(b)}=${deg(c)}`)}입니다.`,
              `The third angle is ${m(`${deg(180)}-${deg(a)}-${deg(b)}=${deg(c)}`)}.`,
            ),
          ],
        }),
        planeShape({
          vertices: triangleFromAngles(a, b),
          labels: ['A', 'B', 'C'],
          angles: [
            { i: 1, label: `${a}°` },
            { i: 2, label: `${b}°` },
            { i: 0, label: '?' },
          ],
          name: { ko: '삼각형 ABC', en: 'triangle ABC' },
        }),
      );
    },
    check: ({ a, b }, problem) => {
      for (let x = 1; x < 180; x++) if (a + b + x === 180) return keyIs(problem, x);
      return false;
    },
  }),
  defineTemplate(UNIT, 'quadrilateral-fourth-angle', {
    version: 2,
    params: (rng) => {
      const a = rng.int(50, 130);
      const b = rng.int(50, 130);
      const c = rng.int(Math.max(40, 360 - a - b - 150), Math.min(150, 360 - a - b - 40));
      return { a, b, c };
    },
    generate: ({ a, b, c }) => {
      const d = 360 - a - b - c;
      return essay({
        difficulty: 3,
        stem: L(
          `사각형의 세 각의 크기가 ${m(deg(a))}, ${m(deg(b))}, ${m(deg(c))}입니다. 나머지 한 각의 크기는 몇 도입니까?`,
          `Three angles of a quadrilateral measure ${m(deg(a))}, ${m(deg(b))} and ${m(deg(c))}. How many degrees is the fourth angle?`,
        ),
        answer: String(d),
        form: 'number',
        unit: '°',
        steps: [
          L(
            `사각형은 삼각형 ${m(2)}개로 나눌 수 있으므로 네 각의 크기의 합은 ${m(`${deg(180)}\\times2=${deg(360)}`)}입니다.`,
            `A quadrilateral splits into two triangles, so its four angles add up to ${m(`${deg(180)}\\times2=${deg(360)}`)}.`,
          ),
          L(
            `나머지 한 각의 크기는 ${m(`${deg(360)}-${deg(a)}-${deg(b)}-${deg(c)}=${deg(d)}`)}입니다.`,
            `The fourth angle is ${m(`${deg(360)}-${deg(a)}-${deg(b)}-${deg(c)}=${deg(d)}`)}.`,
          ),
        ],
      });
    },
    // Two triangles cut along a diagonal: each contributes 180°.
    check: ({ a, b, c }, problem) => keyIs(problem, 2 * 180 - (a + b + c)),
  }),
  defineTemplate(UNIT, 'angle-add-subtract', {
    version: 2,
    params: (rng) => {
      const add = rng.int(0, 1) === 1;
      const a = rng.int(25, 155);
      const b = add ? rng.int(15, 179 - a) : rng.int(10, a - 5);
      return { a, b, add };
    },
    generate: ({ a, b, add }, rng) => {
      const r = add ? a + b : a - b;
      const op = add ? '+' : '-';
      return multiple(rng, {
        difficulty: 1,
        stem: L(
          `각도의 ${add ? '합을' : '차를'} 구하시오. ${m(`${deg(a)}${op}${deg(b)}`)}`,
          `Find the ${add ? 'sum' : 'difference'}: ${m(`${deg(a)}${op}${deg(b)}`)}`,
        ),
        correct: m(deg(r)),
        wrong: angleChoices(r, [add ? a - b : a + b, r + 10, r - 10, r + 1, r - 1], 360),
        steps: [
          L(
            `각도의 ${add ? '합은' : '차는'} 자연수의 ${add ? '덧셈' : '뺄셈'}과 같은 방법으로 계산하고, 단위 ${withJosa(m('^{\\circ}'), '을/를')} 붙입니다.`,
            `${add ? 'Add' : 'Subtract'} angle measures like whole numbers, then write the unit ${m('^{\\circ}')}.`,
          ),
          L(
            `${m(`${a}${op}${b}=${r}`)}이므로 ${m(deg(r))}입니다.`,
            `${m(`${a}${op}${b}=${r}`)}, so the answer is ${m(deg(r))}.`,
          ),
        ],
      });
    },
    // Counting degree by degree from the first angle.
    check: ({ a, b, add }, problem) => {
      let v = a;
      for (let k = 0; k < b; k++) v += add ? 1 : -1;
      return keyIs(problem, v);
    },
  }),
];
