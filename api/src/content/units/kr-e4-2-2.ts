// 4-2 삼각형: isosceles and equilateral triangles, and sorting triangles by their angles.
import { L, defineTemplate, essay, multiple } from '../kit/template.js';
import { deg, m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { keyIs } from '../kit/check.js';
import { angleChoices } from '../kit/angles.js';
import { planeShape, triangleFromAngles, withFigure } from '../kit/figures.js';
import type { ProblemTemplate } from '../lib/types.js';

const UNIT = 'kr-e4-2-2';

export const templates: ProblemTemplate[] = [
  // Version 3 draws the triangle: the equal sides ticked, the known angle given and the asked one marked ?.
  defineTemplate(UNIT, 'isosceles-base-angle', {
    version: 3,
    params: (rng) => ({ top: rng.int(10, 85) * 2, askTop: rng.int(0, 2) === 0 }),
    generate: ({ top, askTop }, rng) => {
      const base = (180 - top) / 2;
      const given = askTop ? base : top;
      const ans = askTop ? top : base;
      return withFigure(
        multiple(rng, {
          difficulty: askTop ? 3 : 2,
          stem: askTop
            ? L(
                `이등변삼각형에서 크기가 같은 두 각이 각각 ${m(deg(given))}입니다. 나머지 한 각의 크기는 몇 도입니까?`,
                `In an isosceles triangle, the two equal angles each measure ${m(deg(given))}. What is the measure of the third angle?`,
              )
            : L(
                `이등변삼각형에서 길이가 같은 두 변 사이의 각이 ${m(deg(given))}입니다. 나머지 두 각 중 한 각의 크기는 몇 도입니까?`,
                `In an isosceles triangle, the angle between the two equal sides is ${m(deg(given))}. What is the measure of each of the other two angles?`,
              ),
          correct: m(deg(ans)),
          wrong: angleChoices(
            ans,
            askTop
              ? [180 - given, 90 - given, given, ans + 10, ans - 10]
              : [180 - given, given, ans + 10, ans - 10, 180 - 2 * given],
            180,
          ),
          steps: [
            L(
              `이등변삼각형은 두 각의 크기가 같고, 삼각형의 세 각의 크기의 합은 ${m(deg(180))}입니다.`,
              `An isosceles triangle has two equal angles, and the three angles of a triangle add up to ${m(deg(180))}.`,
            ),
            askTop
              ? L(
                  `나머지 한 각의 크기는 ${m(`${deg(180)}-${deg(given)}\\times2=${deg(ans)}`)}입니다.`,
                  `The third angle is ${m(`${deg(180)}-${deg(given)}\\times2=${deg(ans)}`)}.`,
                )
              : L(
                  `나머지 두 각의 크기가 같으므로 한 각의 크기는 ${m(`(${deg(180)}-${deg(given)})\\div2=${deg(ans)}`)}입니다.`,
                  `The other two angles are equal, so each is ${m(`(${deg(180)}-${deg(given)})\\div2=${deg(ans)}`)}.`,
                ),
          ],
        }),
        planeShape({
          vertices: triangleFromAngles((180 - top) / 2, (180 - top) / 2),
          labels: ['A', 'B', 'C'],
          sides: [
            { i: 0, ticks: 1 },
            { i: 2, ticks: 1 },
          ],
          angles: askTop
            ? [
                { i: 1, label: `${(180 - top) / 2}°` },
                { i: 0, label: '?' },
              ]
            : [
                { i: 0, label: `${top}°` },
                { i: 1, label: '?' },
              ],
          name: { ko: '이등변삼각형 ABC', en: 'isosceles triangle ABC' },
        }),
      );
    },
    // Try every angle: the two equal angles and the third add up to 180°.
    check: ({ top, askTop }, problem) => {
      for (let x = 1; x < 180; x++) {
        if (!askTop && top + 2 * x === 180) return keyIs(problem, x);
        if (askTop && x + (180 - top) === 180) return keyIs(problem, x);
      }
      return false;
    },
  }),
  defineTemplate(UNIT, 'isosceles-side', {
    version: 2,
    params: (rng) => {
      const leg = rng.int(3, 30);
      // The third side differs from the two equal ones and still closes a triangle (less than their sum).
      const base = rng.intExcept(2, Math.min(40, 2 * leg - 1), [leg]);
      return { leg, base, eq: rng.int(0, 3) === 0 };
    },
    ranges: { side: [1, 40] },
    values: ({ leg, base }) => ({ side: [leg, base] }),
    generate: ({ leg, base, eq }) => {
      const b = eq ? leg : base;
      const per = 2 * leg + b;
      return essay({
        difficulty: eq ? 2 : 3,
        stem: eq
          ? L(
              `세 변의 길이의 합이 ${m(`${per}\\text{ cm}`)}인 정삼각형이 있습니다. 한 변의 길이는 몇 cm입니까?`,
              `The three sides of an equilateral triangle add up to ${m(`${per}\\text{ cm}`)}. How long is each side, in centimeters?`,
            )
          : L(
              `세 변의 길이의 합이 ${m(`${per}\\text{ cm}`)}인 이등변삼각형에서 길이가 다른 한 변은 ${m(`${b}\\text{ cm}`)}입니다. 길이가 같은 두 변 중 한 변의 길이는 몇 cm입니까?`,
              `The three sides of an isosceles triangle add up to ${m(`${per}\\text{ cm}`)}, and the side of a different length is ${m(`${b}\\text{ cm}`)}. How long is each of the two equal sides, in centimeters?`,
            ),
        answer: String(leg),
        form: 'number',
        unit: 'cm',
        steps: eq
          ? [
              L('정삼각형은 세 변의 길이가 모두 같습니다.', 'All three sides of an equilateral triangle are equal.'),
              L(
                `한 변의 길이는 ${m(`${per}\\div3=${leg}`)}(cm)입니다.`,
                `Each side is ${m(`${per}\\div3=${leg}`)} cm.`,
              ),
            ]
          : [
              L(
                `길이가 같은 두 변의 길이의 합은 ${m(`${per}-${b}=${per - b}`)}(cm)입니다.`,
                `The two equal sides add up to ${m(`${per}-${b}=${per - b}`)} cm.`,
              ),
              L(
                `한 변의 길이는 ${m(`${per - b}\\div2=${leg}`)}(cm)입니다.`,
                `Each of them is ${m(`${per - b}\\div2=${leg}`)} cm.`,
              ),
            ],
      });
    },
    // Substitute back: the side s must make s + s + third = the sum of the sides.
    check: ({ leg, base, eq }, problem) => {
      const b = eq ? leg : base;
      const per = 2 * leg + b;
      for (let s = 1; s < per; s++) if (eq ? 3 * s === per : 2 * s + b === per) return keyIs(problem, s);
      return false;
    },
  }),
  defineTemplate(UNIT, 'count-by-angles', {
    version: 2,
    params: (rng) => {
      const kind = rng.int(0, 2);
      const tris = Array.from({ length: 5 }, () => {
        const a = rng.int(20, 130);
        const b = rng.int(15, Math.min(150, 170 - a));
        return [a, b] as const;
      });
      return { kind, tris };
    },
    generate: ({ kind, tris }, rng) => {
      const third = tris.map(([a, b]) => 180 - a - b);
      const maxes = tris.map(([a, b], i) => Math.max(a, b, third[i] as number));
      const n = maxes.filter((x) => (kind === 0 ? x < 90 : kind === 1 ? x === 90 : x > 90)).length;
      const nameKo = ['예각삼각형', '직각삼각형', '둔각삼각형'][kind] as string;
      const nameEn = ['acute', 'right', 'obtuse'][kind] as string;
      const list = tris.map(([a, b]) => m(`${deg(a)},\\ ${deg(b)}`));
      return multiple(rng, {
        difficulty: 3,
        stem: L(
          `다음은 삼각형 ${m(5)}개의 두 각의 크기입니다. ${withJosa(nameKo, '은/는')} 모두 몇 개입니까? ${list.join(' / ')}`,
          `Here are two of the angles of each of ${m(5)} triangles. How many of them are ${nameEn} triangles? ${list.join(' / ')}`,
        ),
        correct: m(n),
        wrong: [n + 1, n - 1, n + 2, 5 - n, n - 2, n + 3, n - 3, n + 4, n - 4, n + 5, n - 5]
          .filter((x) => x >= 0 && x <= 5)
          .map((x) => m(x)),
        steps: [
          L(
            `나머지 한 각의 크기를 구하면 차례로 ${m(third.map((x) => deg(x)).join(',\\ '))}입니다.`,
            `The third angles are ${m(third.map((x) => deg(x)).join(',\\ '))}.`,
          ),
          L(
            '한 각이 직각이면 직각삼각형, 둔각이면 둔각삼각형, 세 각이 모두 예각이면 예각삼각형입니다.',
            'A right angle makes a right triangle, an obtuse angle makes an obtuse triangle, and three acute angles make an acute triangle.',
          ),
          L(
            `따라서 ${withJosa(nameKo, '은/는')} ${m(n)}개입니다.`,
            n === 0
              ? `So none of them is ${nameEn === 'acute' ? 'an acute' : `a ${nameEn}`} triangle.`
              : `So ${n === 1 ? 'there is' : 'there are'} ${count(n, `${nameEn} triangle`)}.`,
          ),
        ],
      });
    },
    // Sort each triangle by whether any of its three angles is right or obtuse.
    check: ({ kind, tris }, problem) => {
      let c = 0;
      for (const [a, b] of tris) {
        const angles = [a, b, 180 - a - b];
        const obtuse = angles.some((x) => x > 90);
        const right = angles.some((x) => x === 90);
        if ((kind === 0 && !obtuse && !right) || (kind === 1 && right) || (kind === 2 && obtuse)) c++;
      }
      return keyIs(problem, c);
    },
  }),
];
