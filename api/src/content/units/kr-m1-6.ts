// 중1 6. 평면도형의 성질: diagonals, interior and exterior angles of polygons, the angle where two bisectors meet,
// arcs and sectors, the overlap of two quarter circles.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { num, q } from '../kit/numbers.js';
import { deg, frac, m, piTerm } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { polygonKo } from '../kit/words.js';
import { keyIs } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';
import { planeShape, triangleFromAngles, withFigure } from '../kit/figures.js';
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

  defineTemplate(U, 'angle-bisectors-meet', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const a = 2 * rng.int(15, 50);
        const b = rng.int(30, 120);
        const reverse = rng.int(0, 1) === 1;
        if (180 - a - b >= 25) return { a, b, reverse };
      }
    },
    generate: ({ a, b, reverse }) => {
      const c = 180 - a - b;
      const p = 90 + a / 2;
      const half = (180 - a) / 2;
      // P is where the bisectors at B and C meet: the incentre, weighted by the opposite sides.
      const [A, B, C] = triangleFromAngles(b, c);
      const side = (u: readonly number[], v: readonly number[]) => Math.hypot(u[0]! - v[0]!, u[1]! - v[1]!);
      const [la, lb, lc] = [side(B, C), side(C, A), side(A, B)];
      const P: [number, number] = [
        (la * A[0] + lb * B[0] + lc * C[0]) / (la + lb + lc),
        (la * A[1] + lb * B[1] + lc * C[1]) / (la + lb + lc),
      ];
      const asked = reverse ? a : p;
      const problem = essay({
        stem: reverse
          ? [
              `삼각형 \\(\\mathrm{ABC}\\)에서 \\(\\angle \\mathrm{B}\\)와 \\(\\angle \\mathrm{C}\\)의 이등분선이 만나는 점을 \\(\\mathrm{P}\\)라 합니다. \\(\\angle \\mathrm{BPC}=${deg(p)}\\)일 때, \\(\\angle \\mathrm{A}\\)의 크기는 몇 도인지 구하시오.`,
              `In triangle \\(\\mathrm{ABC}\\), the bisectors of \\(\\angle \\mathrm{B}\\) and \\(\\angle \\mathrm{C}\\) meet at \\(\\mathrm{P}\\). If \\(\\angle \\mathrm{BPC}=${deg(p)}\\), how many degrees is \\(\\angle \\mathrm{A}\\)?`,
            ]
          : [
              `삼각형 \\(\\mathrm{ABC}\\)에서 \\(\\angle \\mathrm{B}\\)와 \\(\\angle \\mathrm{C}\\)의 이등분선이 만나는 점을 \\(\\mathrm{P}\\)라 합니다. \\(\\angle \\mathrm{A}=${deg(a)}\\)일 때, \\(\\angle \\mathrm{BPC}\\)의 크기는 몇 도인지 구하시오.`,
              `In triangle \\(\\mathrm{ABC}\\), the bisectors of \\(\\angle \\mathrm{B}\\) and \\(\\angle \\mathrm{C}\\) meet at \\(\\mathrm{P}\\). If \\(\\angle \\mathrm{A}=${deg(a)}\\), how many degrees is \\(\\angle \\mathrm{BPC}\\)?`,
            ],
        answer: String(asked),
        form: 'number',
        hint: HINTS.whole,
        unit: '°',
        steps: [
          [
            `핵심은 \\(\\angle \\mathrm{B}\\)와 \\(\\angle \\mathrm{C}\\)를 따로 몰라도 그 합의 절반은 안다는 것입니다. \\(\\angle \\mathrm{B}+\\angle \\mathrm{C}=${deg(180)}-\\angle \\mathrm{A}\\)이므로 \\(\\angle \\mathrm{PBC}+\\angle \\mathrm{PCB}=\\frac{1}{2}(\\angle \\mathrm{B}+\\angle \\mathrm{C})\\)입니다.`,
            `The key idea: you need not know \\(\\angle \\mathrm{B}\\) and \\(\\angle \\mathrm{C}\\) separately, only half their sum. \\(\\angle \\mathrm{B}+\\angle \\mathrm{C}=${deg(180)}-\\angle \\mathrm{A}\\), and \\(\\angle \\mathrm{PBC}+\\angle \\mathrm{PCB}=\\frac{1}{2}(\\angle \\mathrm{B}+\\angle \\mathrm{C})\\).`,
          ],
          [
            `삼각형 \\(\\mathrm{PBC}\\)에서 \\(\\angle \\mathrm{BPC}=${deg(180)}-\\frac{1}{2}(${deg(180)}-\\angle \\mathrm{A})=${deg(90)}+\\frac{1}{2}\\angle \\mathrm{A}\\)입니다.`,
            `In triangle \\(\\mathrm{PBC}\\), \\(\\angle \\mathrm{BPC}=${deg(180)}-\\frac{1}{2}(${deg(180)}-\\angle \\mathrm{A})=${deg(90)}+\\frac{1}{2}\\angle \\mathrm{A}\\).`,
          ],
          reverse
            ? [
                `\\(${deg(p)}=${deg(90)}+\\frac{1}{2}\\angle \\mathrm{A}\\)에서 \\(\\frac{1}{2}\\angle \\mathrm{A}=${deg(p - 90)}\\)이므로 \\(\\angle \\mathrm{A}=${deg(a)}\\)입니다.`,
                `From \\(${deg(p)}=${deg(90)}+\\frac{1}{2}\\angle \\mathrm{A}\\), \\(\\frac{1}{2}\\angle \\mathrm{A}=${deg(p - 90)}\\), so \\(\\angle \\mathrm{A}=${deg(a)}\\).`,
              ]
            : [
                `\\(\\angle \\mathrm{BPC}=${deg(90)}+\\frac{1}{2}\\times ${deg(a)}=${deg(p)}\\)입니다. (\\(\\angle \\mathrm{PBC}+\\angle \\mathrm{PCB}=${deg(half)}\\))`,
                `\\(\\angle \\mathrm{BPC}=${deg(90)}+\\frac{1}{2}\\times ${deg(a)}=${deg(p)}\\) (here \\(\\angle \\mathrm{PBC}+\\angle \\mathrm{PCB}=${deg(half)}\\)).`,
              ],
        ],
        difficulty: 4,
      });
      return withFigure(
        problem,
        planeShape({
          vertices: [A, B, C],
          labels: ['A', 'B', 'C'],
          extra: [{ at: P, label: 'P' }],
          segments: [
            { from: 1, to: 3 },
            { from: 2, to: 3 },
          ],
          angles: [
            { i: 0, label: reverse ? '?' : `${a}°` },
            { i: 3, from: 1, to: 2, label: reverse ? `${p}°` : '?' },
          ],
          name: { ko: '삼각형 ABC와 두 각의 이등분선', en: 'triangle ABC with the bisectors of angles B and C' },
        }),
      );
    },
    // Takes any B (here the one drawn), halves B and C, and closes triangle PBC.
    check: ({ a, b, reverse }, problem) => {
      if (!reverse) return keyIs(problem, 180 - b / 2 - (180 - a - b) / 2);
      for (let x = 1; x < 180; x++) if (180 - (180 - x) / 2 === 90 + a / 2) return keyIs(problem, x);
      return false;
    },
  }),

  defineTemplate(U, 'sector-arc-and-area', {
    version: 1,
    params: (rng) => {
      // An arc of lπ on radius r has a central angle of 180l/r degrees, less than a full turn.
      const r = rng.int(2, 12);
      return { r, l: rng.int(1, Math.min(12, 2 * r - 1)), fromArea: rng.int(0, 1) === 1 };
    },
    ranges: { angle: [1, 359] },
    values: ({ r, l }) => ({ angle: (180 * l) / r }),
    generate: ({ r, l, fromArea }) => {
      // The arc is lπ, so the area is ½·r·lπ; the central angle is never needed.
      const arc = piTerm(l);
      const area = piTerm(q(r * l, 2));
      return essay({
        stem: fromArea
          ? [
              `반지름의 길이가 \\(${r}\\,\\text{cm}\\)이고 넓이가 \\(${area}\\,\\text{cm}^{2}\\)인 부채꼴의 호의 길이를 구하시오.`,
              `A sector has radius \\(${r}\\,\\text{cm}\\) and area \\(${area}\\,\\text{cm}^{2}\\). Find the length of its arc.`,
            ]
          : [
              `반지름의 길이가 \\(${r}\\,\\text{cm}\\)이고 호의 길이가 \\(${arc}\\,\\text{cm}\\)인 부채꼴의 넓이를 구하시오.`,
              `A sector has radius \\(${r}\\,\\text{cm}\\) and arc length \\(${arc}\\,\\text{cm}\\). Find its area.`,
            ],
        answer: fromArea ? arc : area,
        form: 'any',
        hint: HINTS.pi,
        unit: fromArea ? 'cm' : 'cm²',
        steps: [
          [
            `반지름의 길이가 \\(r\\), 호의 길이가 \\(l\\)인 부채꼴의 넓이는 \\(S=\\frac{1}{2}rl\\)입니다. 중심각을 몰라도 됩니다.`,
            `A sector with radius \\(r\\) and arc length \\(l\\) has area \\(S=\\frac{1}{2}rl\\); the central angle is not needed.`,
          ],
          fromArea
            ? [
                `\\(${area}=\\frac{1}{2}\\times ${r}\\times l\\)에서 \\(l=${arc}\\,(\\text{cm})\\)입니다.`,
                `\\(${area}=\\frac{1}{2}\\times ${r}\\times l\\), so \\(l=${arc}\\,\\text{cm}\\).`,
              ]
            : [
                `\\(S=\\frac{1}{2}\\times ${r}\\times ${arc}=${area}\\,(\\text{cm}^{2})\\)입니다.`,
                `\\(S=\\frac{1}{2}\\times ${r}\\times ${arc}=${area}\\,\\text{cm}^{2}\\).`,
              ],
        ],
        difficulty: 3,
      });
    },
    // Through the central angle: the arc lπ is θ/360 of 2πr, and the area θ/360 of πr².
    check: ({ r, l, fromArea }, problem) => {
      const share = (l * Math.PI) / (2 * Math.PI * r);
      return keyIs(problem, fromArea ? l * Math.PI : share * Math.PI * r * r);
    },
  }),

  defineTemplate(U, 'quarter-circles-overlap', {
    version: 1,
    params: (rng) => ({ a: 2 * rng.int(1, 8), ask: rng.int(0, 1) }),
    generate: ({ a, ask }) => {
      const quarter = piTerm(q(a * a, 4));
      const lens = `${piTerm(q(a * a, 2))}-${a * a}`;
      const perimeter = piTerm(a);
      return essay({
        stem: [
          `한 변의 길이가 \\(${a}\\,\\text{cm}\\)인 정사각형 \\(\\mathrm{ABCD}\\)에서 두 꼭짓점 \\(\\mathrm{B}\\), \\(\\mathrm{D}\\)를 각각 중심으로 하고 반지름의 길이가 \\(${a}\\,\\text{cm}\\)인 사분원을 정사각형 안에 그렸습니다. 두 사분원이 겹치는 부분의 ${ask ? '둘레의 길이' : '넓이'}를 구하시오.`,
          `In square \\(\\mathrm{ABCD}\\) with side \\(${a}\\,\\text{cm}\\), two quarter circles of radius \\(${a}\\,\\text{cm}\\) are drawn inside the square, centered at \\(\\mathrm{B}\\) and at \\(\\mathrm{D}\\). Find the ${ask ? 'perimeter' : 'area'} of the region where they overlap.`,
        ],
        answer: ask ? perimeter : lens,
        form: 'any',
        hint: HINTS.pi,
        unit: ask ? 'cm' : 'cm²',
        steps: ask
          ? [
              [
                `핵심은 겹친 부분의 둘레가 두 사분원의 호로만 이루어진다는 것입니다. 두 호는 모두 \\(\\mathrm{A}\\)와 \\(\\mathrm{C}\\)를 잇습니다.`,
                `The key idea: the overlap is bounded by the two arcs alone, and both arcs join \\(\\mathrm{A}\\) to \\(\\mathrm{C}\\).`,
              ],
              [
                `사분원의 호 하나의 길이는 \\(2\\pi\\times ${a}\\times\\frac{1}{4}=${piTerm(q(a, 2))}\\)이므로 둘레는 \\(2\\times ${piTerm(q(a, 2))}=${perimeter}\\,(\\text{cm})\\)입니다.`,
                `One quarter-circle arc is \\(2\\pi\\times ${a}\\times\\frac{1}{4}=${piTerm(q(a, 2))}\\), so the perimeter is \\(2\\times ${piTerm(q(a, 2))}=${perimeter}\\,\\text{cm}\\).`,
              ],
            ]
          : [
              [
                `핵심은 두 사분원을 겹쳐 놓으면 정사각형을 덮고 겹친 부분이 한 번 더 세어진다는 것입니다: (겹친 부분) \\(=\\) (사분원) \\(\\times 2-\\) (정사각형).`,
                `The key idea: the two quarter circles together cover the square, with the overlap counted twice, so overlap \\(=2\\times\\) quarter circle \\(-\\) square.`,
              ],
              [
                `사분원 하나의 넓이는 \\(\\pi\\times ${a}^{2}\\times\\frac{1}{4}=${quarter}\\), 정사각형의 넓이는 \\(${a}^{2}=${a * a}\\)입니다.`,
                `One quarter circle has area \\(\\pi\\times ${a}^{2}\\times\\frac{1}{4}=${quarter}\\), and the square has area \\(${a}^{2}=${a * a}\\).`,
              ],
              [
                `겹친 부분의 넓이는 \\(2\\times ${quarter}-${a * a}=${lens}\\,(\\text{cm}^{2})\\)입니다.`,
                `The overlap has area \\(2\\times ${quarter}-${a * a}=${lens}\\,\\text{cm}^{2}\\).`,
              ],
            ],
        difficulty: ask ? 4 : 5,
      });
    },
    // The overlap as two circular segments: each is a quarter sector minus the right triangle under its chord AC.
    check: ({ a, ask }, problem) => {
      const segment = (Math.PI * a * a) / 4 - (a * a) / 2;
      return keyIs(problem, ask ? 2 * ((Math.PI * a) / 2) : 2 * segment);
    },
  }),

  defineTemplate(U, 'angle-sum-to-diagonals', {
    version: 1,
    params: (rng) => ({ n: rng.int(5, 20), fromExterior: rng.int(0, 2) === 2 }),
    generate: ({ n, fromExterior }) => {
      const sum = 180 * (n - 2);
      const total = (n * (n - 3)) / 2;
      const each = 360 / n;
      const regular = fromExterior && Number.isInteger(each);
      return essay({
        stem: regular
          ? [
              `한 외각의 크기가 \\(${deg(each)}\\)인 정다각형의 대각선의 총개수를 구하시오.`,
              `Each exterior angle of a regular polygon measures \\(${deg(each)}\\). How many diagonals does the polygon have?`,
            ]
          : [
              `내각의 크기의 합이 \\(${degree(sum)}\\)인 다각형의 대각선의 총개수를 구하시오.`,
              `The interior angles of a polygon add up to \\(${degree(sum)}\\). How many diagonals does the polygon have?`,
            ],
        answer: String(total),
        form: 'number',
        unit: '개',
        hint: HINTS.whole,
        steps: [
          regular
            ? [
                `정다각형의 외각의 크기의 합은 \\(${deg(360)}\\)이므로 꼭짓점의 개수는 \\(360\\div ${each}=${n}\\)입니다.`,
                `The exterior angles of any polygon add up to \\(${deg(360)}\\), so there are \\(360\\div ${each}=${n}\\) vertices.`,
              ]
            : [
                `\\(n\\)각형의 내각의 크기의 합은 \\(180^{\\circ}\\times(n-2)\\)이므로 \\(180\\times(n-2)=${sum}\\)에서 \\(n-2=${n - 2}\\), \\(n=${n}\\)입니다.`,
                `An \\(n\\)-gon's interior angles add up to \\(180^{\\circ}\\times(n-2)\\), so \\(180(n-2)=${sum}\\) gives \\(n-2=${n - 2}\\) and \\(n=${n}\\).`,
              ],
          [
            `${polygonKo(n)}의 대각선의 총개수는 \\(\\frac{${n}\\times(${n}-3)}{2}=${total}\\)개입니다.`,
            `A polygon with \\(${n}\\) sides has \\(\\frac{${n}\\times(${n}-3)}{2}=${total}\\) diagonals.`,
          ],
        ],
        difficulty: 3,
      });
    },
    // Counts the pairs of vertices that are not neighbours.
    check: ({ n }, problem) => {
      let count = 0;
      for (let i = 0; i < n; i++) for (let j = i + 2; j < n; j++) if (!(i === 0 && j === n - 1)) count++;
      return keyIs(problem, count);
    },
  }),
];
