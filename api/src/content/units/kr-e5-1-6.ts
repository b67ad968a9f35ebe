// 5-1 다각형의 둘레와 넓이: rectangles from their perimeter, triangles and parallelograms, trapezoids and rhombuses.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, U, m, plain, unit } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e5-1-6');
const cm2 = '\\text{ cm}^2';

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'rectangle-from-perimeter',
    params: (rng) => ({ w: rng.int(3, 30), h: rng.int(2, 25) }),
    make: ({ w, h }) => {
      const per = 2 * (w + h);
      return {
        difficulty: 3,
        stem: L(
          `둘레가 ${m(String(per))} cm이고 가로가 ${m(String(w))} cm인 직사각형이 있습니다. 이 직사각형의 넓이는 몇 ${m('\\text{cm}^2')}입니까?`,
          `A rectangle has a perimeter of ${m(String(per))} cm and a width of ${m(String(w))} cm. What is its area, in ${m('\\text{cm}^2')}?`,
        ),
        essay: { answer: plain(w * h), unit: 'cm^2', hint: HINT.unit('cm²') },
        explanation: [
          L(
            `(가로)+(세로)${m(`=${per}\\div2=${per / 2}`)}이므로 세로는 ${m(`${per / 2}-${w}=${h}`)} (cm)입니다.`,
            `Width + height ${m(`=${per}\\div2=${per / 2}`)}, so the height is ${m(`${per / 2}-${w}=${h}`)} cm.`,
          ),
          L(
            `넓이: ${m(`${w}\\times${h}=${w * h}`)} ${m('(\\text{cm}^2)')}`,
            `Area: ${m(`${w}\\times${h}=${w * h}`)} ${m('\\text{cm}^2')}`,
          ),
        ],
      };
    },
    // Count unit squares row by row once the missing side is found by trial.
    solve: ({ w, h }) => {
      const per = 2 * (w + h);
      let side = 1;
      while (2 * (w + side) !== per) side++;
      let squares = 0;
      for (let r = 0; r < side; r++) squares += w;
      return squares;
    },
  }),
  tpl({
    name: 'triangle-parallelogram-area',
    params: (rng) => ({ b: rng.int(3, 30), h: rng.int(2, 24), slant: rng.int(1, 6), tri: rng.int(0, 1) === 1 }),
    make: ({ b, h, slant, tri }) => {
      const hh = tri && (b * h) % 2 === 1 ? h + 1 : h;
      const area = tri ? (b * hh) / 2 : b * hh;
      const side = hh + slant;
      return {
        difficulty: tri ? 3 : 2,
        stem: tri
          ? L(
              `밑변이 ${m(String(b))} cm, 높이가 ${m(String(hh))} cm, 다른 한 변이 ${m(String(side))} cm인 삼각형의 넓이는 몇 ${m('\\text{cm}^2')}입니까?`,
              `A triangle has a base of ${m(String(b))} cm, a height of ${m(String(hh))} cm and another side of ${m(String(side))} cm. What is its area, in ${m('\\text{cm}^2')}?`,
            )
          : L(
              `밑변이 ${m(String(b))} cm, 높이가 ${m(String(hh))} cm이고 다른 한 변이 ${m(String(side))} cm인 평행사변형의 넓이는 몇 ${m('\\text{cm}^2')}입니까?`,
              `A parallelogram has a base of ${m(String(b))} cm, a height of ${m(String(hh))} cm and a slanted side of ${m(String(side))} cm. What is its area, in ${m('\\text{cm}^2')}?`,
            ),
        multiple: {
          correct: U(area, cm2),
          wrong: tri
            ? [U(b * hh, cm2), U((b * side) / 2, cm2), U(b + hh, cm2), U(area + b, cm2)]
            : [U((b * hh) / 2, cm2), U(b * side, cm2), U(2 * (b + side), cm2), U(area + b, cm2)],
          fill: (k) => U(area + k, cm2),
        },
        explanation: tri
          ? [
              L(
                '(삼각형의 넓이)=(밑변)×(높이)÷2 입니다. 높이는 밑변과 수직인 길이입니다.',
                'Area of a triangle = base × height ÷ 2, where the height is perpendicular to the base.',
              ),
              L(
                `${m(`${b}\\times${hh}\\div2=${area}`)} ${m('(\\text{cm}^2)')}`,
                `${m(`${b}\\times${hh}\\div2=${area}`)} ${m('\\text{cm}^2')}`,
              ),
            ]
          : [
              L(
                '(평행사변형의 넓이)=(밑변)×(높이)이고, 비스듬한 변의 길이는 쓰지 않습니다.',
                'Area of a parallelogram = base × height; the slanted side is not used.',
              ),
              L(
                `${m(`${b}\\times${hh}=${area}`)} ${m('(\\text{cm}^2)')}`,
                `${m(`${b}\\times${hh}=${area}`)} ${m('\\text{cm}^2')}`,
              ),
            ],
      };
    },
    // A parallelogram is a rectangle after moving a triangle; a triangle is half of that parallelogram.
    solve: ({ b, h, tri }) => {
      const hh = tri && (b * h) % 2 === 1 ? h + 1 : h;
      const rect = b * hh;
      return tri ? rect - rect / 2 : rect;
    },
  }),
  tpl({
    name: 'trapezoid-rhombus-area',
    params: (rng) => ({ a: rng.int(2, 20), b: rng.int(3, 25), h: rng.int(2, 16), rhombus: rng.int(0, 2) === 0 }),
    make: ({ a, b, h, rhombus }) => {
      if (rhombus) {
        const d1 = 2 * a;
        const d2 = b;
        const area = (d1 * d2) / 2;
        return {
          difficulty: 3,
          stem: L(
            `두 대각선의 길이가 ${m(String(d1))} cm, ${m(String(d2))} cm인 마름모의 넓이는 몇 ${m('\\text{cm}^2')}입니까?`,
            `A rhombus has diagonals of ${m(String(d1))} cm and ${m(String(d2))} cm. What is its area, in ${m('\\text{cm}^2')}?`,
          ),
          essay: { answer: plain(area), unit: 'cm^2', hint: HINT.unit('cm²') },
          explanation: [
            L(
              '(마름모의 넓이)=(한 대각선)×(다른 대각선)÷2 입니다.',
              'Area of a rhombus = one diagonal × the other ÷ 2.',
            ),
            L(
              `${m(`${d1}\\times${d2}\\div2=${area}`)} ${m('(\\text{cm}^2)')}`,
              `${m(`${d1}\\times${d2}\\div2=${area}`)} ${m('\\text{cm}^2')}`,
            ),
          ],
        };
      }
      const hh = ((a + b) * h) % 2 ? h + 1 : h;
      const area = ((a + b) * hh) / 2;
      return {
        difficulty: 4,
        stem: L(
          `윗변이 ${m(String(a))} cm, 아랫변이 ${m(String(b))} cm, 높이가 ${m(String(hh))} cm인 사다리꼴의 넓이는 몇 ${m('\\text{cm}^2')}입니까?`,
          `A trapezoid has parallel sides of ${m(String(a))} cm and ${m(String(b))} cm and a height of ${m(String(hh))} cm. What is its area, in ${m('\\text{cm}^2')}?`,
        ),
        essay: { answer: plain(area), unit: 'cm^2', hint: HINT.unit('cm²') },
        explanation: [
          L(
            '(사다리꼴의 넓이)=((윗변)+(아랫변))×(높이)÷2 입니다.',
            'Area of a trapezoid = (top + bottom) × height ÷ 2.',
          ),
          L(
            `${m(`(${a}+${b})\\times${hh}\\div2=${area}`)} ${m('(\\text{cm}^2)')}`,
            `${m(`(${a}+${b})\\times${hh}\\div2=${area}`)} ${m('\\text{cm}^2')}`,
          ),
        ],
      };
    },
    // Split into two triangles along a diagonal and add their areas.
    solve: ({ a, b, h, rhombus }) => {
      if (rhombus) return 4 * ((a * (b / 2)) / 2);
      const hh = ((a + b) * h) % 2 ? h + 1 : h;
      return (a * hh) / 2 + (b * hh) / 2;
    },
  }),
];
