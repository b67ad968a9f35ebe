// 중1 6. 평면도형의 성질: diagonals, interior and exterior angles of polygons, arcs and sectors.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { num, q } from '../kit/numbers.js';
import { frac, m, piTerm } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { polygonKo } from '../kit/words.js';
import { keyIs } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m1-6';
/** A degree measure with plain digits, as angle sums are written: 1080°. */
const degree = (v: number) => `${num(v, { group: false })}^{\\circ}`;

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'polygon-diagonals', {
    version: 2,
    params: (rng) => ({ n: rng.int(5, 30), ask: rng.int(0, 3) }),
    generate: ({ n, ask }) => {
      const total = (n * (n - 3)) / 2;
      const stems: Array<[string, string]> = [
        [
          `${polygonKo(n)}의 대각선의 총개수를 구하시오.`,
          `How many diagonals does a polygon with \\(${n}\\) sides have?`,
        ],
        [
          `한 꼭짓점에서 그을 수 있는 대각선의 개수가 \\(${n - 3}\\)개인 다각형의 대각선의 총개수를 구하시오.`,
          `From one vertex of a polygon, \\(${n - 3}\\) diagonals can be drawn. How many diagonals does the polygon have in all?`,
        ],
        [
          `대각선의 총개수가 \\(${total}\\)개인 다각형은 몇 각형인지 구하시오.`,
          `A polygon has \\(${total}\\) diagonals in all. How many sides does it have?`,
        ],
        [
          `${polygonKo(n)}의 한 꼭짓점에서 대각선을 모두 그었을 때 생기는 삼각형의 개수를 구하시오.`,
          `All the diagonals from one vertex of a polygon with \\(${n}\\) sides are drawn. How many triangles are formed?`,
        ],
      ];
      const answers = [total, total, n, n - 2];
      const last: Array<[string, string]> = [
        [
          `각 대각선을 두 번씩 세었으므로 \\(\\frac{${n}\\times${n - 3}}{2}=${total}\\)개입니다.`,
          `Each diagonal is counted twice, so there are \\(\\frac{${n}\\times${n - 3}}{2}=${total}\\).`,
        ],
        [
          `각 대각선을 두 번씩 세었으므로 \\(\\frac{${n}\\times${n - 3}}{2}=${total}\\)개입니다.`,
          `Each diagonal is counted twice, so there are \\(\\frac{${n}\\times${n - 3}}{2}=${total}\\).`,
        ],
        [
          `\\(\\frac{n(n-3)}{2}=${total}\\)에서 \\(n(n-3)=${2 * total}=${n}\\times${n - 3}\\)이므로 ${polygonKo(n)}입니다.`,
          `\\(\\frac{n(n-3)}{2}=${total}\\) gives \\(n(n-3)=${2 * total}=${n}\\times${n - 3}\\), so \\(n=${n}\\).`,
        ],
        [
          `대각선 \\(${n - 3}\\)개가 다각형을 \\(${n - 3}+1=${n - 2}\\)개의 삼각형으로 나눕니다.`,
          `The \\(${n - 3}\\) diagonals split the polygon into \\(${n - 3}+1=${n - 2}\\) triangles.`,
        ],
      ];
      return essay({
        stem: stems[ask] as [string, string],
        answer: String(answers[ask]),
        form: 'number',
        ...(ask === 2 ? {} : { unit: '개' }),
        hint: HINTS.whole,
        steps: [
          [
            `\\(n\\)각형의 한 꼭짓점에서는 자기 자신과 이웃한 두 꼭짓점을 뺀 \\(n-3\\)개의 대각선을 그을 수 있습니다.`,
            `From each vertex of an \\(n\\)-gon you can draw \\(n-3\\) diagonals (not to itself or its two neighbors).`,
          ],
          last[ask] as [string, string],
        ],
        difficulty: ask === 0 ? 2 : 3,
      });
    },
    check: ({ n, ask }, problem) => {
      // Count pairs of vertices that are not neighbors; for the reverse question search n.
      const diagonals = (m: number) => {
        let count = 0;
        for (let i = 0; i < m; i++)
          for (let j = i + 1; j < m; j++) if (j - i !== 1 && !(i === 0 && j === m - 1)) count++;
        return count;
      };
      if (ask === 2) {
        let m = 3;
        while (diagonals(m) < diagonals(n)) m++;
        return keyIs(problem, m);
      }
      // The triangles from vertex 0 are (0, i, i+1): one per side not touching vertex 0.
      let triangles = 0;
      for (let i = 1; i + 1 < n; i++) triangles++;
      return keyIs(problem, ask === 3 ? triangles : diagonals(n));
    },
  }),

  defineTemplate(U, 'regular-polygon-angle', {
    version: 2,
    params: (rng) => ({
      n: rng.pick([5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36, 40, 45, 60, 72]),
      m: rng.int(5, 25),
      ask: rng.int(0, 5),
    }),
    generate: ({ n: regular, m: any, ask }, rng) => {
      const n = ask === 2 || ask === 5 ? any : regular;
      const interior = 180 - 360 / n;
      const exterior = 360 / n;
      const total = 180 * (n - 2);
      const d = (v: number) => m(degree(v));
      // Distractors: the usual slips, kept only when they are whole degrees (or a count of at least 3 vertices).
      const angles = (values: number[]) => values.filter((v) => Number.isInteger(v) && v > 0 && v < 360).map(d);
      const counts = (values: number[]) => values.filter((v) => Number.isInteger(v) && v >= 3).map((v) => m(v));
      const near = (v: number, step: number) => angles([v + step, v - step, v + 2 * step, v - 2 * step]);
      const name = `정${polygonKo(n)}`;
      const asks = [
        () => ({
          ko: `${name}의 한 내각의 크기는?`,
          en: `What is the measure of one interior angle of a regular polygon with \\(${n}\\) sides?`,
          correct: d(interior),
          wrong: [
            ...angles([exterior, 180 - 180 / n, (180 * (n - 1)) / n, 180 + exterior, (180 * n) / (n - 2)]),
            ...near(interior, 5),
          ],
          work: [
            `내각의 크기의 합은 \\(180^{\\circ}\\times(${n}-2)=${degree(total)}\\)이므로 한 내각의 크기는 \\(${degree(total)}\\div${n}=${degree(interior)}\\)입니다.`,
            `The interior angles add to \\(180^{\\circ}\\times(${n}-2)=${degree(total)}\\), so one of them is \\(${degree(total)}\\div${n}=${degree(interior)}\\).`,
          ],
        }),
        () => ({
          ko: `${name}의 한 외각의 크기는?`,
          en: `What is the measure of one exterior angle of a regular polygon with \\(${n}\\) sides?`,
          correct: d(exterior),
          wrong: [
            ...angles([interior, 180 / n, 360 / (n - 2), 360 / (n + 1), 2 * exterior, exterior / 2]),
            ...near(exterior, 1),
          ],
          work: [
            `외각의 크기의 합은 \\(360^{\\circ}\\)이므로 한 외각의 크기는 \\(360^{\\circ}\\div${n}=${degree(exterior)}\\)입니다.`,
            `The exterior angles add to \\(360^{\\circ}\\), so one of them is \\(360^{\\circ}\\div${n}=${degree(exterior)}\\).`,
          ],
        }),
        () => ({
          // Sums of 360° and more are shown without the degree sign: the grader reads 720° as a turn, the same as 0°.
          ko: `${polygonKo(n)}의 내각의 크기의 합은 몇 도인가?`,
          en: `What is the sum, in degrees, of the interior angles of a polygon with \\(${n}\\) sides?`,
          correct: m(`${total}`),
          wrong: [180 * n, 180 * (n - 1), 180 * (n - 3), 360 * (n - 2), 90 * n, 180 * (n + 1)].map((v) => m(`${v}`)),
          work: [
            `${polygonKo(n)}은 한 꼭짓점에서 그은 대각선에 의해 \\(${n - 2}\\)개의 삼각형으로 나누어지므로 내각의 크기의 합은 \\(180^{\\circ}\\times${n - 2}=${degree(total)}\\)입니다.`,
            `Diagonals from one vertex cut the polygon into \\(${n - 2}\\) triangles, so the interior angles add to \\(180^{\\circ}\\times${n - 2}=${degree(total)}\\).`,
          ],
        }),
        () => ({
          ko: `한 내각의 크기가 \\(${degree(interior)}\\)인 정다각형의 꼭짓점의 개수는?`,
          en: `One interior angle of a regular polygon measures \\(${degree(interior)}\\). How many vertices does it have?`,
          correct: m(n),
          wrong: counts([n - 2, n + 2, n - 1, n + 1, Math.round(360 / interior) + 2, n + 3, n - 3]),
          work: [
            `한 외각의 크기는 \\(180^{\\circ}-${degree(interior)}=${degree(exterior)}\\)이고, 외각의 크기의 합은 \\(360^{\\circ}\\)이므로 꼭짓점의 개수는 \\(360\\div${exterior}=${n}\\)입니다.`,
            `One exterior angle is \\(180^{\\circ}-${degree(interior)}=${degree(exterior)}\\), and the exterior angles add to \\(360^{\\circ}\\), so there are \\(360\\div${exterior}=${n}\\) vertices.`,
          ],
        }),
        () => ({
          ko: `한 외각의 크기가 \\(${degree(exterior)}\\)인 정다각형의 꼭짓점의 개수는?`,
          en: `One exterior angle of a regular polygon measures \\(${degree(exterior)}\\). How many vertices does it have?`,
          correct: m(n),
          wrong: counts([n - 2, n + 2, n - 1, n + 1, 180 / exterior, n + 3, n - 3]),
          work: [
            `외각의 크기의 합은 \\(360^{\\circ}\\)이므로 꼭짓점의 개수는 \\(360\\div${exterior}=${n}\\)입니다.`,
            `The exterior angles add to \\(360^{\\circ}\\), so there are \\(360\\div${exterior}=${n}\\) vertices.`,
          ],
        }),
        () => ({
          ko: `내각의 크기의 합이 \\(${degree(total)}\\)인 다각형의 꼭짓점의 개수는?`,
          en: `The interior angles of a polygon add to \\(${degree(total)}\\). How many vertices does it have?`,
          correct: m(n),
          wrong: counts([n - 2, n + 2, n - 1, n + 1, n - 3, n + 3]),
          work: [
            `꼭짓점이 \\(n\\)개이면 \\(180^{\\circ}\\times(n-2)=${degree(total)}\\)이므로 \\(n-2=${total}\\div180=${n - 2}\\), \\(n=${n}\\)입니다.`,
            `With \\(n\\) vertices, \\(180^{\\circ}\\times(n-2)=${degree(total)}\\), so \\(n-2=${total}\\div180=${n - 2}\\) and \\(n=${n}\\).`,
          ],
        }),
      ];
      const a = (asks[ask] as (typeof asks)[number])();
      return multiple(rng, {
        stem: [a.ko, a.en],
        correct: a.correct,
        wrong: a.wrong,
        steps: [
          ask === 2 || ask === 5
            ? [
                `\\(n\\)각형의 내각의 크기의 합은 \\(180^{\\circ}\\times(n-2)\\)입니다.`,
                `The interior angles of an \\(n\\)-gon add to \\(180^{\\circ}\\times(n-2)\\).`,
              ]
            : [
                `\\(n\\)각형의 내각의 크기의 합은 \\(180^{\\circ}\\times(n-2)\\), 외각의 크기의 합은 \\(360^{\\circ}\\)이고, 정다각형은 내각의 크기와 외각의 크기가 각각 모두 같습니다.`,
                `The interior angles of an \\(n\\)-gon add to \\(180^{\\circ}\\times(n-2)\\), the exterior angles add to \\(360^{\\circ}\\), and a regular polygon's interior angles are all equal, as are its exterior angles.`,
              ],
          a.work as [string, string],
        ],
        difficulty: ask === 2 ? 2 : ask >= 3 ? 4 : 3,
      });
    },
    check: ({ n: regular, m: any, ask }, problem) => {
      // Split the polygon into n-2 triangles from one vertex; a regular polygon's angles are equal.
      const n = ask === 2 || ask === 5 ? any : regular;
      let triangles = 0;
      for (let v = 2; v < n; v++) triangles++;
      const sum = 180 * triangles;
      if (ask >= 3) {
        // Search the number of vertices whose angle matches the one stated.
        const target = ask === 3 ? sum / n : ask === 4 ? 180 - sum / n : sum;
        let k = 3;
        while (k < 400 && (ask === 3 ? 180 - 360 / k : ask === 4 ? 360 / k : 180 * (k - 2)) !== target) k++;
        return keyIs(problem, k);
      }
      return keyIs(problem, ask === 2 ? sum : ask === 0 ? sum / n : 180 - sum / n);
    },
  }),

  defineTemplate(U, 'sector', {
    version: 2,
    params: (rng) => ({
      r: rng.int(2, 12),
      angle: rng.pick([30, 36, 40, 45, 60, 72, 90, 120, 135, 150, 180, 210, 240, 270, 300]),
      ask: rng.int(0, 1),
    }),
    generate: ({ r, angle, ask }) => {
      const share = q(angle, 360);
      const arc = piTerm(share.mul(2 * r));
      const area = piTerm(share.mul(r * r));
      const [ko, en, tex] = ask ? ['넓이', 'area', area] : ['호의 길이', 'arc length', arc];
      const ratio = `\\frac{${angle}}{360}`;
      return essay({
        stem: [
          `반지름의 길이가 \\(${r}\\,\\text{cm}\\)이고 중심각의 크기가 \\(${angle}^{\\circ}\\)인 부채꼴의 ${withJosa(ko, '을/를')} 구하시오.`,
          `Find the ${en} of a sector with radius \\(${r}\\,\\text{cm}\\) and central angle \\(${angle}^{\\circ}\\).`,
        ],
        answer: tex,
        form: 'any',
        hint: HINTS.pi,
        unit: ask ? 'cm²' : 'cm',
        steps: [
          [
            `부채꼴의 ${withJosa(ko, '은/는')} 중심각의 크기에 정비례하므로 원의 ${ask ? '넓이' : '둘레의 길이'}의 \\(${ratio}=${frac(share)}\\)입니다.`,
            `A sector's ${en} is proportional to its central angle: \\(${ratio}=${frac(share)}\\) of the circle's ${ask ? 'area' : 'circumference'}.`,
          ],
          ask
            ? [
                `\\(\\pi\\times${r}^{2}\\times${frac(share)}=${area}\\,(\\text{cm}^{2})\\)`,
                `\\(\\pi\\times${r}^{2}\\times${frac(share)}=${area}\\,\\text{cm}^{2}\\)`,
              ]
            : [
                `\\(2\\pi\\times${r}\\times${frac(share)}=${arc}\\,(\\text{cm})\\)`,
                `\\(2\\pi\\times${r}\\times${frac(share)}=${arc}\\,\\text{cm}\\)`,
              ],
        ],
        difficulty: 3,
      });
    },
    check: ({ r, angle, ask }, problem) => {
      // Arc length in radians r·θ; area from the arc as ½·r·l.
      const arc = r * ((angle * Math.PI) / 180);
      return keyIs(problem, ask ? (r * arc) / 2 : arc);
    },
  }),

  defineTemplate(U, 'exterior-angle', {
    version: 2,
    params: (rng) => {
      const a = rng.int(20, 100);
      return { a, b: rng.int(15, 160 - a - 5), unknown: rng.int(0, 1) };
    },
    generate: ({ a, b, unknown }) => {
      const ext = a + b;
      const stem: [string, string] = unknown
        ? [
            `삼각형 \\(\\mathrm{ABC}\\)에서 \\(\\angle \\mathrm{A}=${a}^{\\circ}\\)이고, 꼭짓점 \\(\\mathrm{C}\\)에서의 외각의 크기가 \\(${ext}^{\\circ}\\)입니다. \\(\\angle \\mathrm{B}\\)의 크기는 몇 도인지 구하시오.`,
            `In triangle \\(\\mathrm{ABC}\\), \\(\\angle \\mathrm{A}=${a}^{\\circ}\\) and the exterior angle at \\(\\mathrm{C}\\) is \\(${ext}^{\\circ}\\). Find \\(\\angle \\mathrm{B}\\) in degrees.`,
          ]
        : [
            `삼각형 \\(\\mathrm{ABC}\\)에서 \\(\\angle \\mathrm{A}=${a}^{\\circ}\\), \\(\\angle \\mathrm{B}=${b}^{\\circ}\\)일 때, 꼭짓점 \\(\\mathrm{C}\\)에서의 외각의 크기는 몇 도인지 구하시오.`,
            `In triangle \\(\\mathrm{ABC}\\), \\(\\angle \\mathrm{A}=${a}^{\\circ}\\) and \\(\\angle \\mathrm{B}=${b}^{\\circ}\\). Find the exterior angle at \\(\\mathrm{C}\\) in degrees.`,
          ];
      return essay({
        stem,
        answer: String(unknown ? b : ext),
        form: 'number',
        hint: HINTS.whole,
        unit: '°',
        steps: [
          [
            `삼각형의 한 외각의 크기는 그와 이웃하지 않은 두 내각의 크기의 합과 같습니다.`,
            `An exterior angle of a triangle equals the sum of the two interior angles that are not next to it.`,
          ],
          unknown
            ? [
                `\\(${ext}^{\\circ}=${a}^{\\circ}+\\angle \\mathrm{B}\\)이므로 \\(\\angle \\mathrm{B}=${ext}^{\\circ}-${a}^{\\circ}=${b}^{\\circ}\\)입니다.`,
                `\\(${ext}^{\\circ}=${a}^{\\circ}+\\angle \\mathrm{B}\\), so \\(\\angle \\mathrm{B}=${ext}^{\\circ}-${a}^{\\circ}=${b}^{\\circ}\\).`,
              ]
            : [
                `따라서 외각의 크기는 \\(${a}^{\\circ}+${b}^{\\circ}=${ext}^{\\circ}\\)입니다.`,
                `So the exterior angle is \\(${a}^{\\circ}+${b}^{\\circ}=${ext}^{\\circ}\\).`,
              ],
        ],
        difficulty: unknown ? 3 : 2,
      });
    },
    check: ({ a, b, unknown }, problem) => {
      // Through the angle sum: C = 180 - A - B and the exterior angle is 180 - C.
      const c = 180 - a - b;
      return keyIs(problem, unknown ? 180 - a - c : 180 - c);
    },
  }),
];
