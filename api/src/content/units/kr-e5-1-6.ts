// 5-1 다각형의 둘레와 넓이: perimeters of rectangles and regular polygons, area units, triangles and parallelograms
// (also backwards, from the area), trapezoids and rhombuses, and a rectangle with a corner cut out.
import { L, bare, defineTemplate, essay, multiple, nearby } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { num } from '../kit/numbers.js';
import { withJosa } from '../kit/korean.js';
import { an, regularPolygon } from '../kit/english.js';
import { regularPolygonKo } from '../kit/words.js';
import { planeShape, withFigure, type Pt } from '../kit/figures.js';
import { keyIs } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';

const UNIT = 'kr-e5-1-6';
const cm = (x: number) => m(`${x}\\text{ cm}`);
/** The area unit as the question names it; the choices are the numbers alone. */
const CM2 = m('\\text{cm}^{2}');
const area = (x: number) => m(`${x}\\text{ cm}^{2}`);

/**
 * Parallelograms with sides a = AB and b = BC and a height ha onto AB whose other height, a·ha/b onto BC, is also whole;
 * both feet fall well inside their sides, so the figure shows them clearly.
 */
const PARALLELOGRAMS: { a: number; b: number; ha: number }[] = [];
for (let a = 5; a <= 30; a++) {
  for (let b = 5; b <= 30; b++) {
    for (let ha = 2; ha < b; ha++) {
      const hb = (a * ha) / b;
      const dx = Math.sqrt(b * b - ha * ha);
      const foot = (a * dx) / (b * b);
      if (Number.isInteger(hb) && hb < a && hb !== ha && dx > 0.1 * a && dx < 0.9 * a && foot > 0.12 && foot < 0.9)
        PARALLELOGRAMS.push({ a, b, ha });
    }
  }
}

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

  defineTemplate(UNIT, 'regular-polygons-same-perimeter', {
    version: 2,
    params: (rng) => {
      for (;;) {
        const n = rng.int(3, 8);
        const k = rng.intExcept(3, 8, [n]);
        const side = rng.int(2, 24);
        if ((side * n) % k === 0 && (side * n) / k !== side) return { n, k, side };
      }
    },
    generate: ({ n, k, side }, rng) => {
      const per = side * n;
      const ans = per / k;
      return multiple(rng, {
        difficulty: 2,
        subUnit: 'kr-e5-1-6.s1',
        stem: L(
          `한 변의 길이가 ${cm(side)}인 ${regularPolygonKo(n)}과 둘레가 같은 ${withJosa(regularPolygonKo(k), '이/가')} 있습니다. 이 ${regularPolygonKo(k)}의 한 변의 길이는 몇 cm입니까?`,
          `${an(regularPolygon(k)).charAt(0).toUpperCase()}${an(regularPolygon(k)).slice(1)} has the same perimeter as ${an(regularPolygon(n))} with sides of ${cm(side)}. How long is each side of the ${regularPolygon(k)}, in centimeters?`,
        ),
        correct: m(ans),
        wrong: [per, side * k, per * k, ...nearby(ans, { min: 1 }).map(bare)].map((v) => m(v)),
        steps: [
          L(
            `정다각형은 변의 길이가 모두 같으므로 ${regularPolygonKo(n)}의 둘레는 ${m(`${side}\\times${n}=${per}`)}(cm)입니다.`,
            `All sides of a regular polygon are equal, so the ${regularPolygon(n)} has a perimeter of ${m(`${side}\\times${n}=${per}`)} cm.`,
          ),
          L(
            `${regularPolygonKo(k)}의 변은 ${m(k)}개이므로 한 변의 길이는 ${m(`${per}\\div${k}=${ans}`)}(cm)입니다.`,
            `The ${regularPolygon(k)} has ${m(k)} sides, so each is ${m(`${per}\\div${k}=${ans}`)} cm.`,
          ),
        ],
      });
    },
    // Try side lengths until k of them make the same perimeter as n of the given side.
    check: ({ n, k, side }, problem) => {
      for (let s = 1; s <= side * n; s++) if (s * k === side * n) return keyIs(problem, s);
      return false;
    },
  }),

  defineTemplate(UNIT, 'area-units', {
    version: 2,
    params: (rng) => ({ a: rng.int(2, 9), b: rng.int(2, 9), km: rng.int(0, 2) === 0 }),
    generate: ({ a, b, km }, rng) => {
      const [big, small, per] = km ? ['km', 'm', 1_000_000] : ['m', 'cm', 10_000];
      const unit2 = (u: string) => m(`\\text{${u}}^{2}`);
      const value = a * b * per;
      return multiple(rng, {
        difficulty: 3,
        subUnit: 'kr-e5-1-6.s3',
        stem: L(
          `가로가 ${m(`${a}\\text{ ${big}}`)}, 세로가 ${m(`${b}\\text{ ${big}}`)}인 직사각형의 넓이는 몇 ${unit2(small)}입니까?`,
          `A rectangle is ${m(`${a}\\text{ ${big}}`)} long and ${m(`${b}\\text{ ${big}}`)} wide. What is its area, in ${unit2(small)}?`,
        ),
        correct: m(value),
        wrong: [a * b * (km ? 1000 : 100), a * b * per * 10, a * b * (per / 10), a * b, a * b * per * 100].map((v) =>
          m(v),
        ),
        steps: [
          L(
            `넓이는 ${m(`${a}\\times${b}=${a * b}`)}이므로 ${m(`${a * b}\\text{ ${big}}^{2}`)}입니다.`,
            `The area is ${m(`${a}\\times${b}=${a * b}`)}, that is ${m(`${a * b}\\text{ ${big}}^{2}`)}.`,
          ),
          L(
            `${m(`1\\text{ ${big}}=${num(km ? 1000 : 100)}\\text{ ${small}}`)}이므로 ${m(`1\\text{ ${big}}^{2}`)}는 한 변이 ${m(`${num(km ? 1000 : 100)}\\text{ ${small}}`)}인 정사각형의 넓이, 곧 ${m(`${num(per)}\\text{ ${small}}^{2}`)}입니다. 길이의 단위가 ${m(num(km ? 1000 : 100))}배가 되면 넓이의 단위는 ${m(num(per))}배가 됩니다.`,
            `Since ${m(`1\\text{ ${big}}=${num(km ? 1000 : 100)}\\text{ ${small}}`)}, ${m(`1\\text{ ${big}}^{2}`)} is a square ${m(`${num(km ? 1000 : 100)}\\text{ ${small}}`)} on a side: ${m(`${num(per)}\\text{ ${small}}^{2}`)}. When the length unit is ${m(num(km ? 1000 : 100))} times larger, the area unit is ${m(num(per))} times larger.`,
          ),
          L(
            `${m(`${a * b}\\times${num(per)}=${num(value)}`)}이므로 ${m(`${num(value)}\\text{ ${small}}^{2}`)}입니다.`,
            `${m(`${a * b}\\times${num(per)}=${num(value)}`)}, so the area is ${m(`${num(value)}\\text{ ${small}}^{2}`)}.`,
          ),
        ],
      });
    },
    // Change each side to the small unit first, then multiply.
    check: ({ a, b, km }, problem) => {
      const toSmall = km ? 1000 : 100;
      return keyIs(problem, a * toSmall * (b * toSmall));
    },
  }),

  defineTemplate(UNIT, 'triangle-height-from-area', {
    version: 2,
    params: (rng) => ({ base: rng.int(3, 24), h: rng.int(2, 20) }),
    generate: ({ base, h }) => {
      const value = (base * h) / 2;
      // An odd product gives a half; the base is doubled then, so the area stays whole.
      const [b, s] = value % 1 ? [base * 2, base * h] : [base, value];
      return essay({
        difficulty: 2,
        subUnit: 'kr-e5-1-6.s6',
        stem: L(
          `넓이가 ${area(s)}이고 밑변의 길이가 ${cm(b)}인 삼각형이 있습니다. 이 삼각형의 높이는 몇 cm입니까?`,
          `A triangle has an area of ${area(s)} and a base of ${cm(b)}. What is its height, in centimeters?`,
        ),
        answer: String(h),
        form: 'number',
        unit: 'cm',
        steps: [
          L(
            `(삼각형의 넓이)=(밑변의 길이)×(높이)÷2이므로 높이를 ${withJosa(m('\\square'), '이라/라')}고 하면 ${m(`${b}\\times\\square\\div2=${s}`)}입니다.`,
            `Area of a triangle = base × height ÷ 2, so with ${m('\\square')} for the height, ${m(`${b}\\times\\square\\div2=${s}`)}.`,
          ),
          L(
            `${m(`${b}\\times\\square=${s}\\times2=${2 * s}`)}이므로 ${m(`\\square=${2 * s}\\div${b}=${h}`)}입니다.`,
            `${m(`${b}\\times\\square=${s}\\times2=${2 * s}`)}, so ${m(`\\square=${2 * s}\\div${b}=${h}`)}.`,
          ),
        ],
      });
    },
    // Put the key back into the area formula.
    check: ({ base, h }, problem) => {
      const [b, s] = (base * h) % 2 ? [base * 2, base * h] : [base, (base * h) / 2];
      for (let x = 1; x <= 2 * s; x++) if (b * x === 2 * s) return keyIs(problem, x);
      return false;
    },
  }),

  defineTemplate(UNIT, 'l-shape-area', {
    version: 2,
    params: (rng) => {
      const W = rng.int(8, 20);
      const H = rng.int(6, 16);
      return { W, H, w: rng.int(2, W - 3), h: rng.int(2, H - 3) };
    },
    generate: ({ W, H, w, h }) => {
      const value = W * H - w * h;
      const problem = essay({
        difficulty: 4,
        subUnit: 'kr-e5-1-6.s4',
        stem: L(
          `그림과 같이 직사각형의 한 귀퉁이를 직사각형 모양으로 잘라 낸 도형이 있습니다. 이 도형의 넓이는 몇 ${CM2}입니까?`,
          `The figure is a rectangle with a smaller rectangle cut out of one corner. What is its area, in ${CM2}?`,
        ),
        answer: String(value),
        form: 'number',
        unit: 'cm^2',
        steps: [
          L(
            `모르는 넓이를 바로 구하기 어려우면 큰 직사각형에서 잘라 낸 부분을 빼는 방법을 생각합니다. 잘라 낸 직사각형의 가로는 ${m(`${W}-${W - w}=${w}`)}(cm), 세로는 ${m(`${H}-${H - h}=${h}`)}(cm)입니다.`,
            `Think of the shape as the whole rectangle minus the cut-out piece. The piece is ${m(`${W}-${W - w}=${w}`)} cm wide and ${m(`${H}-${H - h}=${h}`)} cm tall.`,
          ),
          L(
            `큰 직사각형의 넓이는 ${m(`${W}\\times${H}=${W * H}`)}(${CM2}), 잘라 낸 부분의 넓이는 ${m(`${w}\\times${h}=${w * h}`)}(${CM2})입니다.`,
            `The whole rectangle is ${m(`${W}\\times${H}=${W * H}`)} ${CM2} and the piece is ${m(`${w}\\times${h}=${w * h}`)} ${CM2}.`,
          ),
          L(
            `도형의 넓이는 ${m(`${W * H}-${w * h}=${value}`)}이므로 ${area(value)}입니다.`,
            `The area is ${m(`${W * H}-${w * h}=${value}`)}, that is ${area(value)}.`,
          ),
        ],
      });
      return withFigure(
        problem,
        planeShape({
          vertices: [
            [0, 0],
            [W, 0],
            [W, H - h],
            [W - w, H - h],
            [W - w, H],
            [0, H],
          ],
          labels: ['A', 'B', 'C', 'D', 'E', 'F'],
          sides: [
            { i: 0, label: `${W} cm` },
            { i: 1, label: `${H - h} cm` },
            { i: 4, label: `${W - w} cm` },
            { i: 5, label: `${H} cm` },
          ],
          name: { ko: '한 귀퉁이를 잘라 낸 직사각형', en: 'a rectangle with one corner cut out' },
        }),
      );
    },
    // Count the unit squares of the big rectangle that are not in the cut-out corner.
    check: ({ W, H, w, h }, problem) => {
      let squares = 0;
      for (let x = 0; x < W; x++) for (let y = 0; y < H; y++) if (!(x >= W - w && y >= H - h)) squares++;
      return keyIs(problem, squares);
    },
  }),

  defineTemplate(UNIT, 'parallelogram-other-height', {
    version: 2,
    params: (rng) => rng.pick(PARALLELOGRAMS),
    generate: ({ a, b, ha }) => {
      const hb = (a * ha) / b;
      const value = a * ha;
      const dx = Math.sqrt(b * b - ha * ha);
      const [A, B, C, D]: [Pt, Pt, Pt, Pt] = [
        [0, 0],
        [a, 0],
        [a + dx, ha],
        [dx, ha],
      ];
      // The feet of the heights from D onto AB and onto BC; G lies on BC at the fraction 1 − a·dx/b² from B.
      const E: Pt = [dx, 0];
      const s = 1 - (a * dx) / (b * b);
      const G: Pt = [a + dx * s, ha * s];
      const problem = essay({
        difficulty: 4,
        subUnit: 'kr-e5-1-6.s5',
        stem: L(
          `평행사변형 ABCD에서 변 AB의 길이는 ${cm(a)}, 변 BC의 길이는 ${cm(b)}이고, 변 AB를 밑변으로 할 때의 높이 DE는 ${cm(ha)}입니다. 변 BC를 밑변으로 할 때의 높이 DG는 몇 cm입니까?`,
          `In parallelogram ABCD, side AB is ${cm(a)} and side BC is ${cm(b)}. The height DE onto base AB is ${cm(ha)}. How long is the height DG onto base BC, in centimeters?`,
        ),
        answer: String(hb),
        form: 'number',
        unit: 'cm',
        steps: [
          L(
            `핵심은 어느 변을 밑변으로 보아도 평행사변형의 넓이는 같다는 것입니다. 변 AB를 밑변으로 하면 넓이는 ${m(`${a}\\times${ha}=${value}`)}(${CM2})입니다.`,
            `The key: the area is the same whichever side is the base. With base AB, the area is ${m(`${a}\\times${ha}=${value}`)} ${CM2}.`,
          ),
          L(
            `변 BC를 밑변으로 하면 ${m(`${b}\\times(\\text{DG})=${value}`)}입니다.`,
            `With base BC, ${m(`${b}\\times\\text{DG}=${value}`)}.`,
          ),
          L(
            `따라서 ${m(`\\text{DG}=${value}\\div${b}=${hb}`)}(cm)입니다.`,
            `So ${m(`\\text{DG}=${value}\\div${b}=${hb}`)} cm.`,
          ),
        ],
      });
      return withFigure(
        problem,
        planeShape({
          vertices: [A, B, C, D],
          labels: ['A', 'B', 'C', 'D'],
          extra: [
            { at: E, label: 'E' },
            { at: G, label: 'G' },
          ],
          sides: [
            { i: 0, label: `${a} cm` },
            { i: 1, label: `${b} cm` },
          ],
          segments: [
            { from: 3, to: 4, dashed: true, label: `${ha} cm` },
            { from: 3, to: 5, dashed: true },
          ],
          angles: [
            { i: 4, from: 1, to: 3, right: true },
            { i: 5, from: 2, to: 3, right: true },
          ],
          name: { ko: '평행사변형 ABCD와 두 높이 DE, DG', en: 'parallelogram ABCD with heights DE and DG' },
        }),
      );
    },
    // The area by cutting off triangle AED and moving it to the other end (a rectangle a by ha), then solve b × x = area.
    check: ({ a, b, ha }, problem) => {
      let rectangle = 0;
      for (let row = 0; row < ha; row++) rectangle += a;
      for (let x = 1; x < a; x++) if (b * x === rectangle) return keyIs(problem, x);
      return false;
    },
  }),
];
