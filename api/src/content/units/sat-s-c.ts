// SAT Geometry and Trigonometry, right triangles and trigonometry: original items.
import { defineTemplate, essay, multiple, type ProblemTemplate } from '../kit/template.js';
import { q } from '../kit/numbers.js';
import { frac, m } from '../kit/latex.js';
import { keyIs, keyWhere } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';
import { PYTHAGOREAN_TRIPLES } from '../kit/triples.js';

const U = 'sat-s-c';

const FUNCTIONS = ['sin', 'cos', 'tan'] as const;

export const templates: ProblemTemplate[] = [
  /** A missing side of a right triangle. */
  defineTemplate(U, 'missing-side', {
    version: 3,
    params: (rng) => {
      const [a, b, c] = rng.pick(PYTHAGOREAN_TRIPLES);
      const k = rng.int(1, 6);
      const missing = rng.int(0, 2);
      return { a: a * k, b: b * k, c: c * k, missing };
    },
    generate: ({ a, b, c, missing }, rng) => {
      const sides = [a, b, c];
      const key = sides[missing] as number;
      const leg = sides[1 - missing] as number;
      const hypotenuse = missing === 2;
      return multiple(rng, {
        choices: 4,
        stem: hypotenuse
          ? [
              `직각삼각형에서 직각을 낀 두 변의 길이가 각각 \\(${a}\\), \\(${b}\\)일 때, 빗변의 길이는?`,
              `A right triangle has legs of lengths \\(${a}\\) and \\(${b}\\). What is the length of the hypotenuse?`,
            ]
          : [
              `직각삼각형에서 빗변의 길이가 \\(${c}\\)이고 다른 한 변의 길이가 \\(${leg}\\)일 때, 나머지 한 변의 길이는?`,
              `A right triangle has a hypotenuse of length \\(${c}\\) and a leg of length \\(${leg}\\). What is the length of the other leg?`,
            ],
        // Mistakes: the sides added or subtracted instead of their squares.
        ...valueChoices(
          key,
          hypotenuse ? [a + b, Math.abs(a - b), a * a + b * b] : [c - leg, c + leg, c * c - leg * leg],
          {
            step: 1,
          },
        ),
        steps: hypotenuse
          ? [
              [
                `빗변의 길이를 \\(c\\)라 하면 피타고라스 정리에 의하여 \\(c^{2}=${a}^{2}+${b}^{2}=${a * a}+${b * b}=${c * c}\\)입니다.`,
                `Let \\(c\\) be the hypotenuse. By the Pythagorean theorem, \\(c^{2}=${a}^{2}+${b}^{2}=${a * a}+${b * b}=${c * c}\\).`,
              ],
              [
                `\\(c>0\\)이므로 \\(c=\\sqrt{${c * c}}=${c}\\)입니다.`,
                `Since \\(c>0\\), \\(c=\\sqrt{${c * c}}=${c}\\).`,
              ],
            ]
          : [
              [
                `나머지 한 변의 길이를 \\(x\\)라 하면 피타고라스 정리에 의하여 \\(x^{2}+${leg}^{2}=${c}^{2}\\)이므로 \\(x^{2}=${c * c}-${leg * leg}=${key * key}\\)입니다.`,
                `Let \\(x\\) be the other leg. By the Pythagorean theorem, \\(x^{2}+${leg}^{2}=${c}^{2}\\), so \\(x^{2}=${c * c}-${leg * leg}=${key * key}\\).`,
              ],
              [
                `\\(x>0\\)이므로 \\(x=\\sqrt{${key * key}}=${key}\\)입니다.`,
                `Since \\(x>0\\), \\(x=\\sqrt{${key * key}}=${key}\\).`,
              ],
            ],
        difficulty: 2,
      });
    },
    // Put the key back in its place and test a² + b² = c².
    check: ({ a, b, c, missing }, problem) =>
      keyWhere(problem, ([value]) => {
        const sides = [a, b, c];
        sides[missing] = value as number;
        const [x, y, z] = sides as [number, number, number];
        return x > 0 && x * x + y * y === z * z;
      }),
  }),

  /** A trigonometric ratio of an acute angle in a right triangle. */
  defineTemplate(U, 'trig-ratio', {
    version: 3,
    params: (rng) => {
      const [a, b, c] = rng.pick(PYTHAGOREAN_TRIPLES);
      const fn = rng.int(0, 2);
      return { a, b, c, fn };
    },
    generate: ({ a, b, c, fn }, rng) => {
      // Right angle at C; BC = a is opposite A, AC = b is adjacent to A, AB = c.
      const name = FUNCTIONS[fn] as string;
      const ratio = (
        [
          ['BC', 'AB', a, c],
          ['AC', 'AB', b, c],
          ['BC', 'AC', a, b],
        ] as const
      )[fn] as readonly [string, string, number, number];
      const [top, bottom, p, r] = ratio;
      const key = frac(p, r);
      return multiple(rng, {
        choices: 4,
        stem: [
          `삼각형 \\(ABC\\)에서 \\(\\angle C=90^{\\circ}\\), \\(BC=${a}\\), \\(AC=${b}\\), \\(AB=${c}\\)일 때, \\(\\${name} A\\)의 값은?`,
          `In triangle \\(ABC\\), angle \\(C\\) is a right angle, \\(BC=${a}\\), \\(AC=${b}\\), and \\(AB=${c}\\). What is the value of \\(\\${name} A\\)?`,
        ],
        correct: m(key),
        // The other ratios of the same triangle, and their reciprocals.
        wrong: [
          [b, c],
          [a, c],
          [b, a],
          [c, a],
          [c, b],
          [a, b],
        ].map(([x, y]) => m(frac(x as number, y as number))),
        steps: [
          [
            `각 \\(A\\)에 대하여 대변은 \\(BC\\), 이웃한 변은 \\(AC\\), 빗변은 \\(AB\\)입니다.`,
            'For angle \\(A\\), the opposite side is \\(BC\\), the adjacent side is \\(AC\\), and the hypotenuse is \\(AB\\).',
          ],
          [`\\(\\${name} A=\\frac{${top}}{${bottom}}=${key}\\)`, `\\(\\${name} A=\\frac{${top}}{${bottom}}=${key}\\)`],
        ],
        difficulty: 2,
      });
    },
    check: ({ a, b, c, fn }, problem) => {
      // Angle A from the legs, then the function itself.
      const angle = Math.atan2(a, b);
      const expected = [Math.sin(angle), Math.cos(angle), Math.tan(angle)][fn] as number;
      return a * a + b * b === c * c && keyIs(problem, expected);
    },
  }),

  /** In a right triangle the two acute angles are complementary, so sin of one is cos of the other. */
  defineTemplate(U, 'complementary-angles', {
    version: 3,
    params: (rng) => ({ x: rng.intExcept(5, 85, [45]) }),
    generate: ({ x }, rng) => {
      const key = 90 - x;
      // The same angle; twice it and its distance from 90 (where they are acute); then angles 5 and 10 apart.
      const mistakes = [x, 2 * x, Math.abs(90 - 2 * x), key + 10, key - 10, key + 5, key - 5, key + 15, key - 15];
      return multiple(rng, {
        choices: 4,
        stem: [
          `\\(\\sin ${x}^{\\circ}=a\\)일 때, \\(\\cos k^{\\circ}=a\\)를 만족시키는 \\(k\\)의 값은? (단, \\(0<k<90\\))`,
          `If \\(\\sin ${x}^{\\circ}=a\\), what is the value of \\(k\\), where \\(0<k<90\\), such that \\(\\cos k^{\\circ}=a\\)?`,
        ],
        correct: m(key),
        wrong: mistakes.filter((v) => v > 0 && v < 90).map((v) => m(v)),
        steps: [
          [
            '직각삼각형의 두 예각의 크기의 합은 \\(90^{\\circ}\\)이므로, 한 예각의 사인은 다른 예각의 코사인과 같습니다. 즉 \\(\\sin x^{\\circ}=\\cos (90-x)^{\\circ}\\)입니다.',
            'The acute angles of a right triangle add to \\(90^{\\circ}\\), so the sine of one is the cosine of the other: \\(\\sin x^{\\circ}=\\cos (90-x)^{\\circ}\\).',
          ],
          [
            `따라서 \\(\\sin ${x}^{\\circ}=\\cos ${key}^{\\circ}\\)이므로 \\(k=90-${x}=${key}\\)입니다.`,
            `So \\(\\sin ${x}^{\\circ}=\\cos ${key}^{\\circ}\\), and \\(k=90-${x}=${key}\\).`,
          ],
        ],
        difficulty: 3,
      });
    },
    check: ({ x }, problem) => {
      const rad = Math.PI / 180;
      return keyWhere(problem, ([k]) => {
        const v = k as number;
        return v > 0 && v < 90 && Math.abs(Math.cos(v * rad) - Math.sin(x * rad)) < 1e-9;
      });
    },
  }),

  /** A ratio of B from a ratio of A in a right triangle: the sides a ratio fixes, the third by Pythagoras (typed). */
  defineTemplate(U, 'ratio-of-other-angle', {
    version: 1,
    params: (rng) => {
      const [a, b, c] = rng.pick(PYTHAGOREAN_TRIPLES);
      const swap = rng.pick([true, false] as const);
      const [opp, adj] = swap ? [b, a] : [a, b];
      return { opp, adj, hyp: c, given: rng.pick(FUNCTIONS), asked: rng.pick(FUNCTIONS) };
    },
    generate: ({ opp, adj, hyp, given, asked }) => {
      // Sides named from A: BC is opposite A, AC is next to A, AB is the hypotenuse.
      const side = { BC: opp, AC: adj, AB: hyp };
      const ofA = { sin: ['BC', 'AB'], cos: ['AC', 'AB'], tan: ['BC', 'AC'] } as const;
      const ofB = { sin: ['AC', 'AB'], cos: ['BC', 'AB'], tan: ['AC', 'BC'] } as const;
      const [gTop, gBottom] = ofA[given];
      const [aTop, aBottom] = ofB[asked];
      const value = q(side[gTop], side[gBottom]);
      const key = q(side[aTop], side[aBottom]);
      const third = (['BC', 'AC', 'AB'] as const).find((name) => name !== gTop && name !== gBottom)!;
      const unit = side[gTop] / value.n;
      const third3 = side[third] / unit;
      const thirdWork =
        third === 'AB'
          ? `\\sqrt{(${value.n}k)^{2}+(${value.d}k)^{2}}`
          : `\\sqrt{(${gBottom === 'AB' ? value.d : value.n}k)^{2}-(${gBottom === 'AB' ? value.n : value.d}k)^{2}}`;
      const ask = key.isInteger ? 'number' : 'fraction';
      return essay({
        stem: [
          `\\(\\angle C=90^{\\circ}\\)인 직각삼각형 \\(ABC\\)에서 \\(\\${given} A=${frac(value)}\\)입니다. \\(\\${asked} B\\)의 값을 구하시오.${ask === 'fraction' ? ' (기약분수로 나타내시오.)' : ''}`,
          `In right triangle \\(ABC\\), angle \\(C\\) is a right angle and \\(\\${given} A=${frac(value)}\\). What is the value of \\(\\${asked} B\\)?${ask === 'fraction' ? ' Give the answer as a fraction in lowest terms.' : ''}`,
        ],
        answer: frac(key),
        form: ask,
        steps: [
          [
            `\\(\\${given} A=\\frac{${gTop}}{${gBottom}}=${frac(value)}\\)이므로 \\(${gTop}=${value.n}k\\), \\(${gBottom}=${value.d}k\\)로 놓습니다.`,
            `\\(\\${given} A=\\frac{${gTop}}{${gBottom}}=${frac(value)}\\), so let \\(${gTop}=${value.n}k\\) and \\(${gBottom}=${value.d}k\\).`,
          ],
          [
            `피타고라스 정리에 의해 \\(${third}=${thirdWork}=${third3}k\\)입니다.`,
            `By the Pythagorean theorem, \\(${third}=${thirdWork}=${third3}k\\).`,
          ],
          [
            `핵심은 \\(B\\)에서 보면 마주 보는 변과 이웃한 변이 \\(A\\)에서와 서로 바뀐다는 것입니다. 따라서 \\(\\${asked} B=\\frac{${aTop}}{${aBottom}}=${frac(key)}\\)입니다.`,
            `The key is that from \\(B\\) the opposite and adjacent sides trade places with those seen from \\(A\\). So \\(\\${asked} B=\\frac{${aTop}}{${aBottom}}=${frac(key)}\\).`,
          ],
        ],
        difficulty: 4,
      });
    },
    // Finds angle A from the given ratio with the inverse function, then takes the asked ratio of its complement.
    check: ({ opp, adj, hyp, given, asked }, problem) => {
      const shown = { sin: opp / hyp, cos: adj / hyp, tan: opp / adj }[given];
      const angleA = { sin: Math.asin, cos: Math.acos, tan: Math.atan }[given](shown);
      return keyIs(problem, { sin: Math.sin, cos: Math.cos, tan: Math.tan }[asked](Math.PI / 2 - angleA));
    },
  }),
];
