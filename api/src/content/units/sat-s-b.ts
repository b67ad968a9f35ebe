// SAT Geometry and Trigonometry, lines, angles, and triangles: original items.
import { defineTemplate, essay, multiple, type ProblemTemplate } from '../kit/template.js';
import { q } from '../kit/numbers.js';
import { deg, frac, linear, m, term } from '../kit/latex.js';
import { keyIs, keyWhere } from '../kit/check.js';
import { withJosa } from '../kit/korean.js';
import { valueChoices } from '../kit/choices.js';

const U = 'sat-s-b';

const PAIRS = [
  { ko: '동위각', en: 'corresponding', same: true },
  { ko: '엇각', en: 'alternate interior', same: true },
  { ko: '같은 쪽의 내각', en: 'same-side interior', same: false },
] as const;

const NAMES = ['AB', 'BC', 'CA'] as const;
const PRIMED = ['DE', 'EF', 'FD'] as const;

export const templates: ProblemTemplate[] = [
  /** The third angle of a triangle. */
  defineTemplate(U, 'third-angle', {
    version: 3,
    params: (rng) => {
      const a = rng.int(20, 100);
      const b = rng.int(10, 160 - a);
      return { a, b };
    },
    generate: ({ a, b }, rng) => {
      const c = 180 - a - b;
      return multiple(rng, {
        choices: 4,
        stem: [
          `삼각형 \\(ABC\\)에서 \\(\\angle A=${deg(a)}\\), \\(\\angle B=${deg(b)}\\)일 때, \\(\\angle C\\)의 크기는?`,
          `In triangle \\(ABC\\), the measure of angle \\(A\\) is \\(${deg(a)}\\) and the measure of angle \\(B\\) is \\(${deg(b)}\\). What is the measure of angle \\(C\\), in degrees?`,
        ],
        // Mistakes: 360° instead of 180°, one angle subtracted, the two given angles added.
        ...valueChoices(c, [360 - a - b, 180 - a, 180 - b, a + b], { unit: '^{\\circ}', step: 10 }),
        steps: [
          [
            `삼각형의 세 내각의 크기의 합은 \\(${deg(180)}\\)이므로 \\(\\angle C=${deg(180)}-(${deg(a)}+${deg(b)})\\)입니다.`,
            `The angles of a triangle add up to \\(${deg(180)}\\), so \\(m\\angle C=${deg(180)}-(${deg(a)}+${deg(b)})\\).`,
          ],
          [
            `\\(${deg(180)}-${deg(a + b)}=${deg(c)}\\)이므로 \\(\\angle C\\)의 크기는 ${m(deg(c))}입니다.`,
            `\\(${deg(180)}-${deg(a + b)}=${deg(c)}\\), so angle \\(C\\) measures \\(${deg(c)}\\).`,
          ],
        ],
        difficulty: 1,
      });
    },
    // An exterior angle equals the sum of the two remote interior angles.
    check: ({ a, b }, problem) => keyWhere(problem, ([c]) => (c as number) > 0 && 180 - (c as number) === a + b),
  }),

  /** Angles formed by parallel lines and a transversal. */
  defineTemplate(U, 'parallel-lines', {
    version: 3,
    params: (rng) => ({ angle: rng.intExcept(25, 155, [90]), kind: rng.int(0, 2) }),
    generate: ({ angle, kind }, rng) => {
      const pair = PAIRS[kind] as (typeof PAIRS)[number];
      const key = pair.same ? angle : 180 - angle;
      // The other relation (equal for supplementary, supplementary for equal); the complement; half and twice x.
      const mistakes = [180 - key, Math.abs(90 - angle), angle / 2, 2 * angle];
      const wrong = [...mistakes, key + 10, key - 10, key + 20, key - 20, key + 5, key - 5]
        .filter((v) => Number.isInteger(v) && v > 0 && v < 180)
        .map((v) => m(deg(v)));
      return multiple(rng, {
        choices: 4,
        stem: [
          `평행한 두 직선 \\(\\ell\\), \\(m\\)이 다른 한 직선과 만나서 생기는 각 중 \\(\\angle x\\)와 \\(\\angle y\\)는 ${pair.ko}입니다. \\(\\angle x=${deg(angle)}\\)일 때, \\(\\angle y\\)의 크기는?`,
          `Parallel lines \\(\\ell\\) and \\(m\\) are cut by a transversal. Angles \\(x\\) and \\(y\\) are ${pair.en} angles, and angle \\(x\\) measures \\(${deg(angle)}\\). What is the measure of angle \\(y\\)?`,
        ],
        correct: m(deg(key)),
        wrong,
        steps: [
          pair.same
            ? [
                `평행한 두 직선이 다른 한 직선과 만날 때 생기는 ${pair.ko}의 크기는 서로 같습니다.`,
                `When parallel lines are cut by a transversal, ${pair.en} angles are equal.`,
              ]
            : [
                '평행한 두 직선이 다른 한 직선과 만날 때 같은 쪽의 두 내각의 크기의 합은 \\(180^{\\circ}\\)입니다.',
                'When parallel lines are cut by a transversal, same-side interior angles add up to \\(180^{\\circ}\\).',
              ],
          pair.same
            ? [
                `따라서 \\(\\angle y=\\angle x=${deg(key)}\\)입니다.`,
                `So angle \\(y\\) measures \\(${deg(key)}\\), the same as angle \\(x\\).`,
              ]
            : [
                `따라서 \\(\\angle y=${deg(180)}-${deg(angle)}=${deg(key)}\\)입니다.`,
                `So angle \\(y\\) measures \\(${deg(180)}-${deg(angle)}=${deg(key)}\\).`,
              ],
        ],
        difficulty: 2,
      });
    },
    // Walk around the intersection: corresponding and alternate equal x; same-side interior is x's linear pair.
    check: ({ angle, kind }, problem) => {
      const linearPair = 180 - angle;
      return keyIs(problem, kind === 2 ? linearPair : 180 - linearPair);
    },
  }),

  /** A side of a similar triangle. */
  defineTemplate(U, 'similar-triangles', {
    version: 2,
    params: (rng) => {
      const sides = [rng.int(2, 12), rng.int(2, 12), rng.int(2, 12)].sort((a, b) => a - b) as [number, number, number];
      const num = rng.int(2, 5);
      const den = rng.intExcept(1, 4, [num]);
      const which = rng.int(0, 2);
      return { sides, num, den, which, known: (which + 1) % 3 };
    },
    generate: ({ sides, num, den, which, known }) => {
      const ratio = q(num, den);
      const side = sides[known] as number;
      const asked = sides[which] as number;
      const knownPrimed = frac(ratio.mul(side));
      const key = frac(ratio.mul(asked));
      const [kn, kp, wn, wp] = [NAMES[known], PRIMED[known], NAMES[which], PRIMED[which]];
      return essay({
        stem: [
          `삼각형 \\(ABC\\)와 삼각형 \\(DEF\\)는 서로 닮은 도형이고, 세 꼭짓점 \\(A\\), \\(B\\), \\(C\\)는 각각 \\(D\\), \\(E\\), \\(F\\)에 대응합니다. \\(${kn}=${side}\\), \\(${wn}=${asked}\\), \\(${kp}=${knownPrimed}\\)일 때, \\(${wp}\\)의 길이를 구하시오.`,
          `Triangle \\(ABC\\) is similar to triangle \\(DEF\\), where \\(A\\), \\(B\\), and \\(C\\) correspond to \\(D\\), \\(E\\), and \\(F\\), respectively. If \\(${kn}=${side}\\), \\(${wn}=${asked}\\), and \\(${kp}=${knownPrimed}\\), what is the length of \\(${wp}\\)?`,
        ],
        answer: key,
        form: 'number',
        steps: [
          [
            `대응하는 변의 길이의 비는 일정하므로 \\(${kn}:${kp}=${wn}:${wp}\\)입니다.`,
            `Corresponding sides are proportional, so \\(\\frac{${kp}}{${kn}}=\\frac{${wp}}{${wn}}\\).`,
          ],
          [
            `\\(\\frac{${kp}}{${kn}}=${knownPrimed}\\div ${side}=${frac(ratio)}\\)이므로 \\(${wp}=${asked}\\times ${frac(ratio)}=${key}\\)입니다.`,
            `The scale factor is \\(\\frac{${kp}}{${kn}}=${knownPrimed}\\div ${side}=${frac(ratio)}\\), so \\(${wp}=${asked}\\times ${frac(ratio)}=${key}\\).`,
          ],
        ],
        difficulty: 3,
      });
    },
    // Cross-multiplication of the proportion: key × (known side) = (asked side) × (known image).
    check: ({ sides, num, den, which, known }, problem) => {
      const knownPrimed = ((sides[known] as number) * num) / den;
      return keyWhere(
        problem,
        ([v]) => Math.abs((v as number) * (sides[known] as number) - (sides[which] as number) * knownPrimed) < 1e-9,
      );
    },
  }),

  /** The vertex angle of an isosceles triangle from the exterior angle at a base vertex (typed). */
  defineTemplate(U, 'isosceles-exterior', {
    version: 1,
    params: (rng) => ({ exterior: rng.int(96, 170) }),
    generate: ({ exterior }) => {
      const base = 180 - exterior;
      const apex = 180 - 2 * base;
      return essay({
        stem: [
          `삼각형 \\(ABC\\)에서 \\(AB=AC\\)입니다. 변 \\(BC\\)의 연장선 위에 점 \\(D\\)를 \\(C\\)가 \\(B\\)와 \\(D\\) 사이에 있도록 잡았더니 \\(\\angle ACD=${exterior}^{\\circ}\\)였습니다. \\(\\angle BAC\\)의 크기는 몇 도인지 구하시오.`,
          `In triangle \\(ABC\\), \\(AB=AC\\). Point \\(D\\) lies on the extension of side \\(BC\\) so that \\(C\\) is between \\(B\\) and \\(D\\), and the measure of angle \\(ACD\\) is \\(${exterior}^{\\circ}\\). What is the measure, in degrees, of angle \\(BAC\\)?`,
        ],
        answer: String(apex),
        form: 'number',
        unit: '도',
        steps: [
          [
            `\\(\\angle ACB\\)와 \\(\\angle ACD\\)는 한 직선 위에서 이웃하므로 \\(\\angle ACB=180^{\\circ}-${exterior}^{\\circ}=${base}^{\\circ}\\)입니다.`,
            `Angles \\(ACB\\) and \\(ACD\\) form a straight line, so angle \\(ACB\\) measures \\(180^{\\circ}-${exterior}^{\\circ}=${base}^{\\circ}\\).`,
          ],
          [
            `핵심은 \\(AB=AC\\)이므로 두 밑각이 같다는 것입니다: \\(\\angle ABC=\\angle ACB=${base}^{\\circ}\\).`,
            `The key: since \\(AB=AC\\), the base angles are equal, so angle \\(ABC\\) also measures \\(${base}^{\\circ}\\).`,
          ],
          [
            `삼각형의 세 각의 합은 \\(180^{\\circ}\\)이므로 \\(\\angle BAC=180^{\\circ}-2\\times ${base}^{\\circ}=${apex}^{\\circ}\\)입니다.`,
            `The angles of a triangle add up to \\(180^{\\circ}\\), so angle \\(BAC\\) measures \\(180^{\\circ}-2\\times ${base}^{\\circ}=${apex}^{\\circ}\\).`,
          ],
        ],
        difficulty: 3,
      });
    },
    // The exterior angle equals the sum of the two remote interior angles: apex + base = exterior, base = 180 − exterior.
    check: ({ exterior }, problem) => keyIs(problem, exterior - (180 - exterior)),
  }),

  /** x from an exterior angle and the two remote interior angles written in x: the exterior angle is their sum. */
  defineTemplate(U, 'exterior-angle-expressions', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const x = rng.int(8, 30);
        const [a, b, c] = [rng.int(2, 4), rng.int(1, 3), rng.int(4, 7)];
        const p = rng.int(-10, 20);
        const r = rng.int(-10, 20);
        const angleA = a * x + p;
        const angleB = b * x + r;
        if (c === a + b || angleA <= 10 || angleB <= 10 || angleA + angleB >= 170) continue;
        const s = angleA + angleB - c * x;
        return { x, a, b, c, p, r, s };
      }
    },
    generate: ({ x, a, b, c, p, r, s }, rng) => {
      const A = linear(a, p);
      const B = linear(b, r);
      const ext = linear(c, s);
      // The usual slip: setting all three to 180 as if the exterior angle were inside the triangle.
      const slip = q(180 - p - r - s, a + b + c);
      return multiple(rng, {
        choices: 4,
        stem: [
          `삼각형 \\(ABC\\)에서 \\(\\angle A=(${A})^{\\circ}\\), \\(\\angle B=(${B})^{\\circ}\\)이고, 변 \\(BC\\)의 연장선 위의 점 \\(D\\)에 대하여 \\(\\angle ACD=(${ext})^{\\circ}\\)입니다. \\(x\\)의 값은? (단, 점 \\(C\\)는 \\(B\\)와 \\(D\\) 사이에 있다.)`,
          `In triangle \\(ABC\\), the measure of angle \\(A\\) is \\((${A})^{\\circ}\\) and the measure of angle \\(B\\) is \\((${B})^{\\circ}\\). Point \\(D\\) lies on the extension of \\(BC\\), with \\(C\\) between \\(B\\) and \\(D\\), and the measure of angle \\(ACD\\) is \\((${ext})^{\\circ}\\). What is the value of \\(x\\)?`,
        ],
        ...valueChoices(x, [slip, x + 5, x - 5, q(180 - s, c)], { show: (v) => frac(v), step: 2 }),
        steps: [
          [
            '핵심은 삼각형의 한 외각의 크기는 그와 이웃하지 않은 두 내각의 크기의 합과 같다는 것입니다.',
            'The key: an exterior angle of a triangle equals the sum of the two interior angles that are not next to it.',
          ],
          [
            `\\(${ext}=(${A})+(${B})\\)이므로 \\(${ext}=${linear(a + b, p + r)}\\)입니다.`,
            `So \\(${ext}=(${A})+(${B})\\), that is, \\(${ext}=${linear(a + b, p + r)}\\).`,
          ],
          [
            `양변에서 ${withJosa(m(term(a + b, 'x')), '을/를')} 빼고 정리하면 \\(x=${x}\\)입니다. 이때 \\(\\angle A=${a * x + p}^{\\circ}\\), \\(\\angle B=${b * x + r}^{\\circ}\\), \\(\\angle ACD=${c * x + s}^{\\circ}\\)입니다.`,
            `Subtract \\(${term(a + b, 'x')}\\) from both sides and simplify: \\(x=${x}\\). Then angle \\(A\\) is \\(${a * x + p}^{\\circ}\\), angle \\(B\\) is \\(${b * x + r}^{\\circ}\\), and angle \\(ACD\\) is \\(${c * x + s}^{\\circ}\\).`,
          ],
        ],
        difficulty: 4,
      });
    },
    // The three interior angles, with angle C the supplement of the exterior one, must add up to 180.
    check: ({ a, b, c, p, r, s }, problem) =>
      keyWhere(problem, ([v]) => {
        const X = v as number;
        return Math.abs(a * X + p + (b * X + r) + (180 - (c * X + s)) - 180) < 1e-9;
      }),
  }),
];
