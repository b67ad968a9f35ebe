// 5-1 다각형의 둘레와 넓이: rectangles from their perimeter, triangles and parallelograms, trapezoids and rhombuses.
import { L, defineTemplate, essay, multiple, nearby } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { keyIs } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';

const UNIT = 'kr-e5-1-6';
const cm = (x: number) => m(`${x}\\text{ cm}`);
/** The area unit as the question names it; the choices are the numbers alone. */
const CM2 = m('\\text{cm}^{2}');
const area = (x: number) => m(`${x}\\text{ cm}^{2}`);

export const templates: ProblemTemplate[] = [
  defineTemplate(UNIT, 'rectangle-from-perimeter', {
    version: 2,
    params: (rng) => ({ w: rng.int(3, 30), h: rng.int(2, 25) }),
    generate: ({ w, h }) => {
      const per = 2 * (w + h);
      return essay({
        difficulty: 3,
        stem: L(
          `둘레가 ${cm(per)}이고 가로가 ${cm(w)}인 직사각형이 있습니다. 이 직사각형의 넓이는 몇 ${CM2}입니까?`,
          `A rectangle has a perimeter of ${cm(per)} and a width of ${cm(w)}. What is its area, in ${CM2}?`,
        ),
        answer: String(w * h),
        form: 'number',
        unit: 'cm^2',
        steps: [
          L(
            `(가로)+(세로)는 둘레의 절반이므로 ${m(`${per}\\div2=${per / 2}`)}(cm)이고, 세로는 ${m(`${per / 2}-${w}=${h}`)}(cm)입니다.`,
            `Width + height is half the perimeter, ${m(`${per}\\div2=${per / 2}`)} cm, so the height is ${m(`${per / 2}-${w}=${h}`)} cm.`,
          ),
          L(
            `넓이는 ${m(`${w}\\times${h}=${w * h}`)}이므로 ${area(w * h)}입니다.`,
            `The area is ${m(`${w}\\times${h}=${w * h}`)}, that is ${area(w * h)}.`,
          ),
        ],
      });
    },
    // Count unit squares row by row once the missing side is found by trial.
    check: ({ w, h }, problem) => {
      const per = 2 * (w + h);
      let side = 1;
      while (2 * (w + side) !== per) side++;
      let squares = 0;
      for (let r = 0; r < side; r++) squares += w;
      return keyIs(problem, squares);
    },
  }),
  defineTemplate(UNIT, 'triangle-parallelogram-area', {
    version: 2,
    params: (rng) => ({ b: rng.int(3, 30), h: rng.int(2, 24), slant: rng.int(1, 6), tri: rng.int(0, 1) === 1 }),
    generate: ({ b, h, slant, tri }, rng) => {
      const hh = tri && (b * h) % 2 === 1 ? h + 1 : h;
      const value = tri ? (b * hh) / 2 : b * hh;
      const side = hh + slant;
      const slips = tri
        ? [b * hh, (b * side) / 2, b + hh, value + b, b * side]
        : [(b * hh) / 2, b * side, 2 * (b + side), value + b, b + hh];
      return multiple(rng, {
        difficulty: tri ? 3 : 2,
        stem: tri
          ? L(
              `밑변이 ${cm(b)}, 높이가 ${cm(hh)}이고 다른 한 변이 ${cm(side)}인 삼각형의 넓이는 몇 ${CM2}입니까?`,
              `A triangle has a base of ${cm(b)}, a height of ${cm(hh)} and another side of ${cm(side)}. What is its area, in ${CM2}?`,
            )
          : L(
              `밑변이 ${cm(b)}, 높이가 ${cm(hh)}이고 다른 한 변이 ${cm(side)}인 평행사변형의 넓이는 몇 ${CM2}입니까?`,
              `A parallelogram has a base of ${cm(b)}, a height of ${cm(hh)} and a slanted side of ${cm(side)}. What is its area, in ${CM2}?`,
            ),
        correct: m(value),
        wrong: [...slips.filter((x) => Number.isInteger(x) && x > 0).map((x) => m(x)), ...nearby(value, { min: 1 })],
        steps: tri
          ? [
              L(
                '(삼각형의 넓이)=(밑변)×(높이)÷2입니다. 높이는 밑변에 수직인 길이이므로 다른 한 변의 길이는 쓰지 않습니다.',
                'Area of a triangle = base × height ÷ 2. The height is perpendicular to the base, so the other side is not used.',
              ),
              L(
                `${m(`${b}\\times${hh}\\div2=${value}`)}이므로 넓이는 ${area(value)}입니다.`,
                `${m(`${b}\\times${hh}\\div2=${value}`)}, so the area is ${area(value)}.`,
              ),
            ]
          : [
              L(
                '(평행사변형의 넓이)=(밑변)×(높이)이고, 비스듬한 변의 길이는 쓰지 않습니다.',
                'Area of a parallelogram = base × height; the slanted side is not used.',
              ),
              L(
                `${m(`${b}\\times${hh}=${value}`)}이므로 넓이는 ${area(value)}입니다.`,
                `${m(`${b}\\times${hh}=${value}`)}, so the area is ${area(value)}.`,
              ),
            ],
      });
    },
    // A parallelogram is a rectangle after moving a triangle; a triangle is half of that parallelogram.
    check: ({ b, h, tri }, problem) => {
      const hh = tri && (b * h) % 2 === 1 ? h + 1 : h;
      const rect = b * hh;
      return keyIs(problem, tri ? rect - rect / 2 : rect);
    },
  }),
  defineTemplate(UNIT, 'trapezoid-rhombus-area', {
    version: 2,
    params: (rng) => ({ a: rng.int(2, 20), b: rng.int(3, 25), h: rng.int(2, 16), rhombus: rng.int(0, 2) === 0 }),
    generate: ({ a, b, h, rhombus }) => {
      if (rhombus) {
        const d1 = 2 * a;
        const d2 = b;
        const value = (d1 * d2) / 2;
        return essay({
          difficulty: 3,
          stem: L(
            `두 대각선의 길이가 각각 ${cm(d1)}, ${cm(d2)}인 마름모의 넓이는 몇 ${CM2}입니까?`,
            `A rhombus has diagonals of ${cm(d1)} and ${cm(d2)}. What is its area, in ${CM2}?`,
          ),
          answer: String(value),
          form: 'number',
          unit: 'cm^2',
          steps: [
            L(
              '(마름모의 넓이)=(한 대각선의 길이)×(다른 대각선의 길이)÷2입니다.',
              'Area of a rhombus = one diagonal × the other diagonal ÷ 2.',
            ),
            L(
              `${m(`${d1}\\times${d2}\\div2=${value}`)}이므로 넓이는 ${area(value)}입니다.`,
              `${m(`${d1}\\times${d2}\\div2=${value}`)}, so the area is ${area(value)}.`,
            ),
          ],
        });
      }
      // Two different parallel sides (equal ones would make a parallelogram), and a whole-number area.
      const top = Math.min(a, b);
      const bottom = Math.max(a, b) === top ? top + 1 : Math.max(a, b);
      const hh = ((top + bottom) * h) % 2 ? h + 1 : h;
      const value = ((top + bottom) * hh) / 2;
      return essay({
        difficulty: 4,
        stem: L(
          `윗변이 ${cm(top)}, 아랫변이 ${cm(bottom)}, 높이가 ${cm(hh)}인 사다리꼴의 넓이는 몇 ${CM2}입니까?`,
          `A trapezoid has parallel sides of ${cm(top)} and ${cm(bottom)} and a height of ${cm(hh)}. What is its area, in ${CM2}?`,
        ),
        answer: String(value),
        form: 'number',
        unit: 'cm^2',
        steps: [
          L(
            '(사다리꼴의 넓이)=((윗변의 길이)+(아랫변의 길이))×(높이)÷2입니다.',
            'Area of a trapezoid = (one parallel side + the other) × height ÷ 2.',
          ),
          L(
            `${m(`(${top}+${bottom})\\times${hh}\\div2=${value}`)}이므로 넓이는 ${area(value)}입니다.`,
            `${m(`(${top}+${bottom})\\times${hh}\\div2=${value}`)}, so the area is ${area(value)}.`,
          ),
        ],
      });
    },
    // Split along a diagonal into two triangles and add their areas.
    check: ({ a, b, h, rhombus }, problem) => {
      if (rhombus) return keyIs(problem, 4 * ((a * (b / 2)) / 2));
      const top = Math.min(a, b);
      const bottom = Math.max(a, b) === top ? top + 1 : Math.max(a, b);
      const hh = ((top + bottom) * h) % 2 ? h + 1 : h;
      return keyIs(problem, (top * hh) / 2 + (bottom * hh) / 2);
    },
  }),
];
