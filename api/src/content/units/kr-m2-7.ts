// 중2 7. 도형의 닮음과 피타고라스 정리: similar figures' sides, areas and volumes (s1); the Pythagorean theorem (s2).
import { bare, defineTemplate, essay, multiple } from '../kit/template.js';
import { gcd, num } from '../kit/numbers.js';
import { frac, m, sqrt } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { evalLatex, keyWhere } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';
import { PYTHAGOREAN_TRIPLES } from '../kit/triples.js';
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
];
