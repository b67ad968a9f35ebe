// 중2 7. 도형의 닮음과 피타고라스 정리: similar figures' sides, areas and volumes, the altitude to the hypotenuse,
// a segment parallel to a side, the centroid (s1); the Pythagorean theorem, the shortest path on a box (s2).
import { bare, defineTemplate, essay, multiple } from '../kit/template.js';
import { gcd, num } from '../kit/numbers.js';
import { frac, m, sqrt } from '../kit/latex.js';
import { josa, withJosa } from '../kit/korean.js';
import { evalLatex, keyIs, keyWhere } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';
import { PYTHAGOREAN_TRIPLES } from '../kit/triples.js';
import { planeShape, withFigure, type Pt } from '../kit/figures.js';
import { chain } from '../kit/working.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m2-7';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;
/** The kit's triples and one more, so the Pythagorean items reach a hypotenuse of 37. */
const TRIPLES = [...PYTHAGOREAN_TRIPLES, [12, 35, 37] as const];

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'similar-side', {
    version: 2,
    params: (rng) => ({ ab: rng.int(2, 12), bc: rng.int(2, 15), de: rng.int(2, 18) }),
    generate: ({ ab, bc, de: de0 }) => {
      const de = de0 === ab ? ab + 1 : de0;
      const ef = frac(bc * de, ab);
      const seg = (name: string) => `\\overline{\\mathrm{${name}}}`;
      return essay({
        stem: [
          `\\(\\triangle \\mathrm{ABC}\\sim\\triangle \\mathrm{DEF}\\)이고 \\(${seg('AB')}=${ab}\\), \\(${seg('BC')}=${bc}\\), \\(${seg('DE')}=${de}\\)일 때, \\(${seg('EF')}\\)의 길이를 구하시오.`,
          `\\(\\triangle \\mathrm{ABC}\\sim\\triangle \\mathrm{DEF}\\) with \\(\\mathrm{AB}=${ab}\\), \\(\\mathrm{BC}=${bc}\\) and \\(\\mathrm{DE}=${de}\\). Find \\(\\mathrm{EF}\\).`,
        ],
        answer: ef,
        form: 'fraction',
        steps: [
          [
            `닮음비는 \\(${seg('AB')}:${seg('DE')}=${ab}:${de}\\)입니다.`,
            `The scale factor is \\(\\mathrm{AB}:\\mathrm{DE}=${ab}:${de}\\).`,
          ],
          [
            `\\(${ab}:${de}=${bc}:${seg('EF')}\\)이므로 \\(${ab}\\times${seg('EF')}=${bc}\\times${de}\\), \\(${seg('EF')}=\\frac{${bc * de}}{${ab}}${ef === `\\frac{${bc * de}}{${ab}}` ? '' : `=${ef}`}\\)입니다.`,
            `\\(${ab}:${de}=${bc}:\\mathrm{EF}\\), so \\(${ab}\\times\\mathrm{EF}=${bc}\\times${de}\\) and \\(\\mathrm{EF}=\\frac{${bc * de}}{${ab}}${ef === `\\frac{${bc * de}}{${ab}}` ? '' : `=${ef}`}\\).`,
          ],
        ],
        difficulty: 2,
        subUnit: S1,
      });
    },
    // Cross-multiplication: AB × EF must equal BC × DE.
    check: ({ ab, bc, de: de0 }, problem) =>
      keyWhere(problem, ([ef]) => Math.abs(ab * (ef as number) - bc * (de0 === ab ? ab + 1 : de0)) < 1e-9),
  }),

  defineTemplate(U, 'similar-area-volume', {
    version: 2,
    params: (rng) => {
      const m1 = rng.int(1, 5);
      return {
        m: m1,
        n: rng.pick([2, 3, 4, 5, 6, 7].filter((x) => x !== m1 && gcd(x, m1) === 1)),
        k: rng.int(1, 9),
        volume: rng.int(0, 1) === 1,
      };
    },
    generate: ({ m: a, n, k, volume }, rng) => {
      const p = volume ? 3 : 2;
      const small = k * a ** p;
      const big = k * n ** p;
      const [ko, en, unit] = volume ? ['부피', 'volume', '\\text{cm}^{3}'] : ['넓이', 'area', '\\text{cm}^{2}'];
      const ratio = `\\frac{${n ** p}}{${a ** p}}`;
      return multiple(rng, {
        stem: [
          `닮음비가 \\(${a}:${n}\\)인 두 ${volume ? '입체도형' : '평면도형'}이 있습니다. 첫째 도형의 ${withJosa(ko, '이/가')} \\(${num(small)}\\,${unit}\\)일 때, 둘째 도형의 ${withJosa(ko, '은/는')}? (단위: \\(${unit}\\))`,
          `Two similar ${volume ? 'solids' : 'figures'} have scale factor \\(${a}:${n}\\). The first has ${en} \\(${num(small)}\\,${unit}\\). What is the ${en} of the second, in \\(${unit}\\)?`,
        ],
        correct: m(num(big)),
        wrong: [
          frac(small * n, a),
          frac(small * n * n, a * a),
          frac(small * n ** 3, a ** 3),
          frac(small * n ** 4, a ** 4),
          frac(small * (n + 1), a),
          frac(big + small),
          frac(2 * big),
        ].map(m),
        steps: [
          [
            `닮음비가 \\(${a}:${n}\\)이면 ${ko}의 비는 \\(${a}^{${p}}:${n}^{${p}}=${a ** p}:${n ** p}\\)입니다.`,
            `If the scale factor is \\(${a}:${n}\\), the ${en}s are in the ratio \\(${a}^{${p}}:${n}^{${p}}=${a ** p}:${n ** p}\\).`,
          ],
          [
            a === 1
              ? `따라서 둘째 도형의 ${withJosa(ko, '은/는')} \\(${num(small)}\\times${n ** p}=${num(big)}\\,(${unit})\\)입니다.`
              : `따라서 둘째 도형의 ${withJosa(ko, '은/는')} \\(${num(small)}\\times${ratio}=${num(big)}\\,(${unit})\\)입니다.`,
            a === 1
              ? `So the ${en} of the second is \\(${num(small)}\\times${n ** p}=${num(big)}\\,${unit}\\).`
              : `So the ${en} of the second is \\(${num(small)}\\times${ratio}=${num(big)}\\,${unit}\\).`,
          ],
        ],
        difficulty: volume ? 4 : 3,
        subUnit: S1,
      });
    },
    check: ({ m: a, n, k, volume }, problem) => {
      // Scale an actual square (or cube) of side m·t to side n·t and compare measures.
      const side = Math.cbrt(k) * 1.7;
      const first = (a * side) ** (volume ? 3 : 2);
      const second = (n * side) ** (volume ? 3 : 2);
      const given = k * a ** (volume ? 3 : 2);
      return keyWhere(problem, ([v]) => Math.abs((v as number) / given - second / first) < 1e-9);
    },
  }),

  defineTemplate(U, 'pythagoras', {
    version: 2,
    params: (rng) => ({
      t: rng.int(0, TRIPLES.length - 1),
      k: rng.int(1, 4),
      ask: rng.int(0, 2),
      sqrt: rng.int(0, 2) === 0,
      p: rng.int(1, 9),
      q: rng.int(1, 9),
    }),
    generate: ({ t, k, ask, sqrt: withRoot, p, q }) => {
      const [a, b, c] = (TRIPLES[t] as [number, number, number]).map((v) => v * k) as [number, number, number];
      if (withRoot) {
        // Legs p and q, hypotenuse √(p²+q²) in simplest radical form.
        const total = p * p + q * q;
        const answer = sqrt(total);
        const simplified = answer === `\\sqrt{${total}}` || !answer.includes('\\sqrt') ? '' : `=${answer}`;
        const root = answer.includes('\\sqrt') ? `\\sqrt{${total}}${simplified}` : `\\sqrt{${total}}=${answer}`;
        return essay({
          stem: [
            `직각삼각형에서 직각을 낀 두 변의 길이가 \\(${p}\\), \\(${q}\\)일 때, 빗변의 길이를 구하시오.`,
            `A right triangle has legs \\(${p}\\) and \\(${q}\\). Find the length of the hypotenuse.`,
          ],
          answer,
          form: 'radical',
          steps: [
            [
              `빗변의 길이를 \\(c\\)라 하면 피타고라스 정리에 의해 \\(c^{2}=${p}^{2}+${q}^{2}=${total}\\)입니다.`,
              `By the Pythagorean theorem, \\(c^{2}=${p}^{2}+${q}^{2}=${total}\\).`,
            ],
            [`\\(c>0\\)이므로 \\(c=${root}\\)입니다.`, `A length is positive, so \\(c=${root}\\).`],
          ],
          difficulty: 3,
          subUnit: S2,
        });
      }
      const asks = [
        [
          `직각을 낀 두 변의 길이가 \\(${a}\\), \\(${b}\\)인 직각삼각형의 빗변의 길이`,
          `the hypotenuse of a right triangle with legs \\(${a}\\) and \\(${b}\\)`,
          c,
          `${a}^{2}+${b}^{2}`,
        ],
        [
          `빗변의 길이가 \\(${c}\\)이고 다른 한 변의 길이가 \\(${a}\\)인 직각삼각형의 나머지 한 변의 길이`,
          `the missing leg of a right triangle with hypotenuse \\(${c}\\) and one leg \\(${a}\\)`,
          b,
          `${c}^{2}-${a}^{2}`,
        ],
        [
          `빗변의 길이가 \\(${c}\\)이고 다른 한 변의 길이가 \\(${b}\\)인 직각삼각형의 나머지 한 변의 길이`,
          `the missing leg of a right triangle with hypotenuse \\(${c}\\) and one leg \\(${b}\\)`,
          a,
          `${c}^{2}-${b}^{2}`,
        ],
      ] as const;
      const [ko, en, value, expr] = asks[ask] as (typeof asks)[number];
      return essay({
        stem: [`${withJosa(ko, '을/를')} 구하시오.`, `Find ${en}.`],
        answer: String(value),
        form: 'number',
        hint: HINTS.whole,
        steps: [
          [
            `피타고라스 정리에 의해 구하는 길이의 제곱은 \\(${expr}=${value * value}\\)입니다.`,
            `By the Pythagorean theorem, the square of the length is \\(${expr}=${value * value}\\).`,
          ],
          [
            `\\(${value * value}=${value}^{2}\\)이고 길이는 양수이므로 구하는 길이는 \\(${value}\\)입니다.`,
            `\\(${value * value}=${value}^{2}\\) and a length is positive, so the length is \\(${value}\\).`,
          ],
        ],
        difficulty: 2,
        subUnit: S2,
      });
    },
    check: ({ t, k, ask, sqrt: withRoot, p, q }, problem) => {
      // Substitute the key into a² + b² = c² with the two given sides.
      const v = evalLatex(problem.answer)[0] as number;
      const [a, b, c] = (TRIPLES[t] as [number, number, number]).map((x) => x * k) as [number, number, number];
      if (withRoot) return Math.abs(v * v - p * p - q * q) < 1e-9;
      return (
        Math.abs(ask === 0 ? a * a + b * b - v * v : ask === 1 ? a * a + v * v - c * c : v * v + b * b - c * c) <
          1e-9 && v > 0
      );
    },
  }),

  defineTemplate(U, 'right-triangle-test', {
    version: 1,
    params: (rng) => ({ t: rng.int(0, TRIPLES.length - 1), k: rng.int(1, 3) }),
    generate: ({ t, k }, rng) => {
      const [a, b, c] = (TRIPLES[t] as [number, number, number]).map((v) => v * k) as [number, number, number];
      const wrong: string[] = [];
      for (let i = 0; i < 12; i++) {
        const x = rng.int(3, 20);
        const y = rng.int(x, 25);
        const z = rng.int(y + 1, x + y - 1);
        if (x * x + y * y !== z * z) wrong.push(`${x},\\ ${y},\\ ${z}`);
      }
      wrong.unshift(`${a},\\ ${b},\\ ${c + 1}`, `${a + 1},\\ ${b},\\ ${c}`);
      return multiple(rng, {
        stem: [`세 변의 길이가 다음과 같은 삼각형 중 직각삼각형인 것은?`, `Which side lengths form a right triangle?`],
        correct: m(`${a},\\ ${b},\\ ${c}`),
        wrong: wrong.map(m),
        steps: [
          [
            `가장 긴 변의 길이의 제곱이 나머지 두 변의 길이의 제곱의 합과 같으면 직각삼각형입니다.`,
            `A triangle is right exactly when the square of the longest side equals the sum of the squares of the other two.`,
          ],
          [`\\(${a}^{2}+${b}^{2}=${a * a + b * b}=${c}^{2}\\)`, `\\(${a}^{2}+${b}^{2}=${a * a + b * b}=${c}^{2}\\)`],
        ],
        difficulty: 2,
        subUnit: S2,
      });
    },
    check: (_p, problem) => {
      const ok = (problem.choices ?? []).map((ch) => {
        const [x, y, z] = evalLatex(bare(ch)).sort((u, v) => u - v) as [number, number, number];
        return x * x + y * y === z * z;
      });
      return ok.filter(Boolean).length === 1 && ok[Number(problem.answer)] === true;
    },
  }),

  defineTemplate(U, 'altitude-on-hypotenuse', {
    version: 1,
    params: (rng) => {
      const k = rng.int(1, 3);
      const [u, v] = rng.shuffle([1, 2, 3, 4]).slice(0, 2) as [number, number];
      return { bh: k * u * u, hc: k * v * v, ask: rng.int(0, 1) };
    },
    generate: ({ bh, hc, ask }) => {
      const bc = bh + hc;
      // AH² = BH·HC and AB² = BH·BC, from the two small triangles similar to ABC.
      const ah2 = bh * hc;
      const ab2 = bh * bc;
      const answer = ask ? sqrt(ab2) : sqrt(ah2);
      const ah = Math.sqrt(ah2);
      const H: Pt = [bh, 0];
      const A: Pt = [bh, ah];
      const problem = essay({
        stem: [
          `\\(\\angle \\mathrm{A}=90^{\\circ}\\)인 직각삼각형 \\(\\mathrm{ABC}\\)의 꼭짓점 \\(\\mathrm{A}\\)에서 \\(\\overline{\\mathrm{BC}}\\)에 내린 수선의 발을 \\(\\mathrm{H}\\)라 합니다. \\(\\overline{\\mathrm{BH}}=${bh}\\), \\(\\overline{\\mathrm{HC}}=${hc}\\)일 때, \\(${ask ? '\\overline{\\mathrm{AB}}' : '\\overline{\\mathrm{AH}}'}\\)의 길이를 구하시오.`,
          `In right triangle \\(\\mathrm{ABC}\\) with \\(\\angle \\mathrm{A}=90^{\\circ}\\), \\(\\mathrm{H}\\) is the foot of the perpendicular from \\(\\mathrm{A}\\) to \\(\\overline{\\mathrm{BC}}\\). If \\(\\mathrm{BH}=${bh}\\) and \\(\\mathrm{HC}=${hc}\\), find the length of \\(${ask ? '\\overline{\\mathrm{AB}}' : '\\overline{\\mathrm{AH}}'}\\).`,
        ],
        answer,
        form: 'radical',
        steps: [
          [
            `핵심은 직각삼각형의 꼭짓점에서 빗변에 내린 수선이 닮은 삼각형 세 개를 만든다는 것입니다: \\(\\triangle \\mathrm{ABC}\\sim\\triangle \\mathrm{HBA}\\sim\\triangle \\mathrm{HAC}\\) (AA 닮음).`,
            `The key idea: the altitude to the hypotenuse makes three similar triangles, \\(\\triangle \\mathrm{ABC}\\sim\\triangle \\mathrm{HBA}\\sim\\triangle \\mathrm{HAC}\\) (AA similarity).`,
          ],
          ask
            ? [
                `\\(\\triangle \\mathrm{ABC}\\sim\\triangle \\mathrm{HBA}\\)에서 \\(\\overline{\\mathrm{AB}}:\\overline{\\mathrm{HB}}=\\overline{\\mathrm{BC}}:\\overline{\\mathrm{BA}}\\)이므로 \\(\\overline{\\mathrm{AB}}^{2}=\\overline{\\mathrm{BH}}\\times\\overline{\\mathrm{BC}}=${bh}\\times ${bc}=${ab2}\\)입니다.`,
                `From \\(\\triangle \\mathrm{ABC}\\sim\\triangle \\mathrm{HBA}\\), \\(\\mathrm{AB}:\\mathrm{HB}=\\mathrm{BC}:\\mathrm{BA}\\), so \\(\\mathrm{AB}^{2}=\\mathrm{BH}\\times\\mathrm{BC}=${bh}\\times ${bc}=${ab2}\\).`,
              ]
            : [
                `\\(\\triangle \\mathrm{HBA}\\sim\\triangle \\mathrm{HAC}\\)에서 \\(\\overline{\\mathrm{BH}}:\\overline{\\mathrm{AH}}=\\overline{\\mathrm{AH}}:\\overline{\\mathrm{CH}}\\)이므로 \\(\\overline{\\mathrm{AH}}^{2}=${bh}\\times ${hc}=${ah2}\\)입니다.`,
                `From \\(\\triangle \\mathrm{HBA}\\sim\\triangle \\mathrm{HAC}\\), \\(\\mathrm{BH}:\\mathrm{AH}=\\mathrm{AH}:\\mathrm{CH}\\), so \\(\\mathrm{AH}^{2}=${bh}\\times ${hc}=${ah2}\\).`,
              ],
          [
            `길이는 양수이므로 \\(${ask ? '\\overline{\\mathrm{AB}}' : '\\overline{\\mathrm{AH}}'}=${chain(`\\sqrt{${ask ? ab2 : ah2}}`, answer)}\\)입니다.`,
            `A length is positive, so \\(${ask ? '\\mathrm{AB}' : '\\mathrm{AH}'}=${chain(`\\sqrt{${ask ? ab2 : ah2}}`, answer)}\\).`,
          ],
        ],
        difficulty: 4,
        subUnit: S1,
      });
      return withFigure(
        problem,
        planeShape({
          vertices: [A, [0, 0], [bc, 0]],
          labels: ['A', 'B', 'C'],
          extra: [{ at: H, label: 'H' }],
          segments: [
            { from: 0, to: 3, dashed: true },
            { from: 1, to: 3, label: String(bh) },
            { from: 3, to: 2, label: String(hc) },
          ],
          angles: [{ i: 0, right: true }],
          name: { ko: '직각삼각형 ABC와 수선 AH', en: 'right triangle ABC with the altitude AH' },
        }),
      );
    },
    // By coordinates and the Pythagorean theorem alone: B(0, 0), H(BH, 0), C(BC, 0) and A above H with AB ⟂ AC.
    check: ({ bh, hc, ask }, problem) => {
      // Search the height y where AB² + AC² = BC².
      let [lo, hi] = [0, bh + hc];
      for (let i = 0; i < 200; i++) {
        const y = (lo + hi) / 2;
        if (bh * bh + y * y + hc * hc + y * y < (bh + hc) ** 2) lo = y;
        else hi = y;
      }
      const y = (lo + hi) / 2;
      return keyWhere(problem, ([v]) => Math.abs((v as number) - (ask ? Math.hypot(bh, y) : y)) < 1e-6);
    },
  }),

  defineTemplate(U, 'parallel-segment-ratio', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const ad = rng.int(2, 9);
        const db = rng.int(1, 9);
        const bc = rng.int(4, 24);
        if ((ad * bc) % (ad + db) === 0 && ad !== db) return { ad, db, bc };
      }
    },
    generate: ({ ad, db, bc }) => {
      const de = (ad * bc) / (ad + db);
      const ab = ad + db;
      // A triangle drawn from the numbers: BC on the x-axis, A above, D and E at the ratio AD : AB.
      const [A, B, C]: [Pt, Pt, Pt] = [
        [bc * 0.35, bc * 0.7],
        [0, 0],
        [bc, 0],
      ];
      const at = (P: Pt, Q: Pt): Pt => [P[0] + ((Q[0] - P[0]) * ad) / ab, P[1] + ((Q[1] - P[1]) * ad) / ab];
      const figure = planeShape({
        vertices: [A, B, C],
        labels: ['A', 'B', 'C'],
        extra: [
          { at: at(A, B), label: 'D' },
          { at: at(A, C), label: 'E' },
        ],
        segments: [
          { from: 3, to: 4 },
          { from: 0, to: 3, label: `${ad} cm` },
          { from: 3, to: 1, label: `${db} cm` },
        ],
        sides: [{ i: 1, label: `${bc} cm` }],
        name: { ko: '삼각형 ABC와 BC에 평행한 선분 DE', en: 'triangle ABC with segment DE parallel to BC' },
      });
      const problem = essay({
        stem: [
          `삼각형 \\(\\mathrm{ABC}\\)에서 \\(\\overline{\\mathrm{AB}}\\), \\(\\overline{\\mathrm{AC}}\\) 위의 점 \\(\\mathrm{D}\\), \\(\\mathrm{E}\\)에 대하여 \\(\\overline{\\mathrm{DE}}\\parallel\\overline{\\mathrm{BC}}\\)입니다. \\(\\overline{\\mathrm{AD}}=${ad}\\,\\text{cm}\\), \\(\\overline{\\mathrm{DB}}=${db}\\,\\text{cm}\\), \\(\\overline{\\mathrm{BC}}=${bc}\\,\\text{cm}\\)일 때, \\(\\overline{\\mathrm{DE}}\\)의 길이를 구하시오.`,
          `In triangle \\(\\mathrm{ABC}\\), points \\(\\mathrm{D}\\) and \\(\\mathrm{E}\\) lie on \\(\\overline{\\mathrm{AB}}\\) and \\(\\overline{\\mathrm{AC}}\\) with \\(\\overline{\\mathrm{DE}}\\parallel\\overline{\\mathrm{BC}}\\). If \\(\\mathrm{AD}=${ad}\\,\\text{cm}\\), \\(\\mathrm{DB}=${db}\\,\\text{cm}\\), and \\(\\mathrm{BC}=${bc}\\,\\text{cm}\\), find the length of \\(\\overline{\\mathrm{DE}}\\).`,
        ],
        answer: String(de),
        form: 'number',
        unit: 'cm',
        hint: HINTS.whole,
        steps: [
          [
            `\\(\\overline{\\mathrm{DE}}\\parallel\\overline{\\mathrm{BC}}\\)이면 동위각이 같으므로 \\(\\triangle \\mathrm{ADE}\\sim\\triangle \\mathrm{ABC}\\) (AA 닮음)입니다.`,
            `With \\(\\overline{\\mathrm{DE}}\\parallel\\overline{\\mathrm{BC}}\\), corresponding angles are equal, so \\(\\triangle \\mathrm{ADE}\\sim\\triangle \\mathrm{ABC}\\) (AA similarity).`,
          ],
          [
            `닮음비는 \\(\\overline{\\mathrm{AD}}:\\overline{\\mathrm{AB}}=${ad}:${ab}\\)입니다. \\(\\overline{\\mathrm{DB}}\\)가 아니라 ${withJosa(m(`\\overline{\\mathrm{AB}}=${ad}+${db}`), '과/와')} 비교하는 데 주의합니다.`,
            `The ratio of similarity is \\(\\mathrm{AD}:\\mathrm{AB}=${ad}:${ab}\\). Compare with \\(\\mathrm{AB}=${ad}+${db}\\), not with \\(\\mathrm{DB}\\).`,
          ],
          [
            `\\(${ad}:${ab}=\\overline{\\mathrm{DE}}:${bc}\\)에서 \\(\\overline{\\mathrm{DE}}=${de}\\,(\\text{cm})\\)입니다.`,
            `\\(${ad}:${ab}=\\mathrm{DE}:${bc}\\), so \\(\\mathrm{DE}=${de}\\,\\text{cm}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: S1,
      });
      return withFigure(problem, figure);
    },
    // By coordinates: D and E placed along AB and AC at the given lengths, and DE measured.
    check: ({ ad, db, bc }, problem) => {
      const [ax, ay] = [3, 5];
      const t = ad / (ad + db);
      const [dx, ex] = [ax + (0 - ax) * t, ax + (bc - ax) * t];
      const [dy, ey] = [ay * (1 - t), ay * (1 - t)];
      return keyIs(problem, Math.round(Math.hypot(ex - dx, ey - dy) * 1e6) / 1e6);
    },
  }),

  defineTemplate(U, 'centroid-areas', {
    version: 1,
    params: (rng) => ({ sixth: rng.int(2, 20), ask: rng.int(0, 2) }),
    generate: ({ sixth, ask }) => {
      const total = 6 * sixth;
      const asked = [sixth, 2 * sixth, 3 * sixth][ask] as number;
      const names = [
        ['\\triangle \\mathrm{GBD}', '삼각형 \\(\\mathrm{GBD}\\)', 'triangle \\(\\mathrm{GBD}\\)', '\\frac{1}{6}', '1'],
        ['\\triangle \\mathrm{GBC}', '삼각형 \\(\\mathrm{GBC}\\)', 'triangle \\(\\mathrm{GBC}\\)', '\\frac{1}{3}', '2'],
        ['\\triangle \\mathrm{ABD}', '삼각형 \\(\\mathrm{ABD}\\)', 'triangle \\(\\mathrm{ABD}\\)', '\\frac{1}{2}', '3'],
      ][ask] as [string, string, string, string, string];
      return essay({
        stem: [
          `넓이가 \\(${total}\\,\\text{cm}^{2}\\)인 삼각형 \\(\\mathrm{ABC}\\)의 무게중심을 \\(\\mathrm{G}\\), \\(\\overline{\\mathrm{BC}}\\)의 중점을 \\(\\mathrm{D}\\)라 할 때, ${names[1]}의 넓이를 구하시오.`,
          `Triangle \\(\\mathrm{ABC}\\) has area \\(${total}\\,\\text{cm}^{2}\\), centroid \\(\\mathrm{G}\\), and \\(\\mathrm{D}\\) is the midpoint of \\(\\overline{\\mathrm{BC}}\\). Find the area of ${names[2]}.`,
        ],
        answer: String(asked),
        form: 'number',
        unit: 'cm²',
        hint: HINTS.whole,
        steps: [
          [
            `핵심은 세 중선이 삼각형을 넓이가 같은 삼각형 여섯 개로 나눈다는 것입니다. 무게중심은 중선을 꼭짓점에서부터 \\(2:1\\)로 나누기 때문입니다.`,
            `The key idea: the three medians cut the triangle into six triangles of equal area, because the centroid divides each median \\(2:1\\) from the vertex.`,
          ],
          [
            `작은 삼각형 하나의 넓이는 \\(${total}\\times\\frac{1}{6}=${sixth}\\,\\text{cm}^{2}\\)이고, ${names[1]}${josa(names[1].slice(-4, -3), '은/는')} 그중 \\(${names[4]}\\)개로 이루어져 전체의 \\(${names[3]}\\)입니다.`,
            `Each small triangle has area \\(${total}\\times\\frac{1}{6}=${sixth}\\,\\text{cm}^{2}\\), and ${names[2]} is made of \\(${names[4]}\\) of them: \\(${names[3]}\\) of the whole.`,
          ],
          [
            `따라서 \\(${names[0]}=${total}\\times${names[3]}=${asked}\\,(\\text{cm}^{2})\\)입니다.`,
            `So the area is \\(${total}\\times${names[3]}=${asked}\\,\\text{cm}^{2}\\).`,
          ],
        ],
        difficulty: ask === 2 ? 3 : 4,
        subUnit: S1,
      });
    },
    // Coordinates: any triangle of the stated area, G the mean of the vertices, areas by the shoelace rule.
    check: ({ sixth, ask }, problem) => {
      const total = 6 * sixth;
      const [A, B, C]: [Pt, Pt, Pt] = [
        [1, (2 * total) / 5],
        [0, 0],
        [5, 0],
      ];
      const G: Pt = [(A[0] + B[0] + C[0]) / 3, (A[1] + B[1] + C[1]) / 3];
      const D: Pt = [(B[0] + C[0]) / 2, (B[1] + C[1]) / 2];
      const area = (P: Pt, Q: Pt, R: Pt) => Math.abs((Q[0] - P[0]) * (R[1] - P[1]) - (R[0] - P[0]) * (Q[1] - P[1])) / 2;
      const value = [area(G, B, D), area(G, B, C), area(A, B, D)][ask] as number;
      return keyIs(problem, Math.round(value * 1e6) / 1e6);
    },
  }),

  defineTemplate(U, 'box-shortest-path', {
    version: 1,
    params: (rng) => {
      const [a, b, c] = [rng.int(2, 9), rng.int(2, 9), rng.int(2, 12)];
      return { a, b, c };
    },
    generate: ({ a, b, c }) => {
      // Unfold two faces into one rectangle: the three ways give (a+b, c), (a+c, b), (b+c, a).
      const options = [
        [a + b, c],
        [a + c, b],
        [b + c, a],
      ] as const;
      const squares = options.map(([x, y]) => x * x + y * y);
      const best = Math.min(...squares);
      const [x, y] = options[squares.indexOf(best)] as readonly [number, number];
      const answer = sqrt(best);
      return essay({
        stem: [
          `가로, 세로, 높이가 각각 \\(${a}\\,\\text{cm}\\), \\(${b}\\,\\text{cm}\\), \\(${c}\\,\\text{cm}\\)인 직육면체의 겉면을 따라 개미가 한 꼭짓점에서 가장 먼 꼭짓점까지 기어갈 때, 가장 짧은 거리를 구하시오.`,
          `A rectangular box is \\(${a}\\,\\text{cm}\\) long, \\(${b}\\,\\text{cm}\\) wide, and \\(${c}\\,\\text{cm}\\) high. An ant walks along the surface from one corner to the opposite corner. Find the length of the shortest path.`,
        ],
        answer,
        form: 'radical',
        unit: 'cm',
        steps: [
          [
            `핵심은 겉면을 펼쳐 평면 위의 선분으로 만드는 것입니다. 두 면을 이어 펼치면 가장 짧은 길은 직사각형의 대각선이 됩니다.`,
            `The key idea: unfold the surface so the path becomes a straight segment. With two faces laid flat side by side, the shortest path is the diagonal of a rectangle.`,
          ],
          [
            `펼치는 방법에 따라 직사각형은 \\(${options.map(([p, q]) => `${p}\\times ${q}`).join(',\\ ')}\\)이고, 대각선의 길이의 제곱은 각각 \\(${squares.join(',\\ ')}\\)입니다.`,
            `Depending on how you unfold, the rectangle is \\(${options.map(([p, q]) => `${p}\\times ${q}`).join(',\\ ')}\\), and the squared diagonals are \\(${squares.join(',\\ ')}\\).`,
          ],
          [
            `가장 짧은 것은 \\(\\sqrt{${x}^{2}+${y}^{2}}=${chain(`\\sqrt{${best}}`, answer)}\\,(\\text{cm})\\)입니다.`,
            `The shortest is \\(\\sqrt{${x}^{2}+${y}^{2}}=${chain(`\\sqrt{${best}}`, answer)}\\,\\text{cm}\\).`,
          ],
        ],
        difficulty: 5,
        subUnit: S2,
      });
    },
    // In space: the path crosses one edge; for each of the three edges, minimise start-to-edge plus edge-to-end by a
    // ternary search over the crossing point.
    check: ({ a, b, c }, problem) => {
      const dist = (p: number[], q: number[]) => Math.hypot(p[0]! - q[0]!, p[1]! - q[1]!, p[2]! - q[2]!);
      // From (0,0,0) to (a,b,c); each route goes over one face pair sharing an edge that leaves the far corner's faces.
      const routes: Array<(t: number) => number[]> = [
        (t) => [a, t * b, 0], // along the bottom to the edge x = a, z = 0, then up the side x = a
        (t) => [t * a, b, 0], // to the edge y = b, z = 0
        (t) => [a, 0, t * c], // across the front face y = 0 to the edge x = a, y = 0
      ];
      const lengths = routes.map((at) => {
        let [lo, hi] = [0, 1];
        for (let i = 0; i < 200; i++) {
          const m1 = lo + (hi - lo) / 3;
          const m2 = hi - (hi - lo) / 3;
          const f = (t: number) => dist([0, 0, 0], at(t)) + dist(at(t), [a, b, c]);
          if (f(m1) < f(m2)) hi = m2;
          else lo = m1;
        }
        const t = (lo + hi) / 2;
        return dist([0, 0, 0], at(t)) + dist(at(t), [a, b, c]);
      });
      return keyWhere(problem, ([v]) => Math.abs((v as number) - Math.min(...lengths)) < 1e-6);
    },
  }),
];
