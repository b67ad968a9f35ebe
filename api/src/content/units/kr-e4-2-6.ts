// 4-2 다각형: diagonals of polygons, regular polygons' sides, and the sum of interior angles.
import { L, defineTemplate, essay, multiple } from '../kit/template.js';
import { deg, m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { an, englishWords } from '../kit/english.js';
import { polygonKo } from '../kit/words.js';
import { keyIs } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';

const UNIT = 'kr-e4-2-6';
const NAME_EN: Record<number, string> = {
  3: 'triangle',
  4: 'quadrilateral',
  5: 'pentagon',
  6: 'hexagon',
  7: 'heptagon',
  8: 'octagon',
  9: 'nonagon',
  10: 'decagon',
  11: '11-sided polygon',
  12: 'dodecagon',
};
const nameEn = (k: number) => NAME_EN[k] ?? `${k}-sided polygon`;
/** The regular polygon with k sides, as an American teacher names it. */
const regularEn = (k: number) => (k === 3 ? 'equilateral triangle' : k === 4 ? 'square' : `regular ${nameEn(k)}`);
const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const cm = (x: number) => m(`${x}\\text{ cm}`);

export const templates: ProblemTemplate[] = [
  defineTemplate(UNIT, 'diagonals-two-polygons', {
    version: 2,
    params: (rng) => {
      const k1 = rng.int(4, 12);
      return { k1, k2: rng.intExcept(4, 12, [k1]), diff: rng.int(0, 2) === 0 };
    },
    generate: ({ k1, k2, diff }, rng) => {
      const d1 = (k1 * (k1 - 3)) / 2;
      const d2 = (k2 * (k2 - 3)) / 2;
      const ans = diff ? Math.abs(d1 - d2) : d1 + d2;
      const n1 = polygonKo(k1);
      const n2 = polygonKo(k2);
      const combine = (f: (k: number) => number) => (diff ? Math.abs(f(k1) - f(k2)) : f(k1) + f(k2));
      return multiple(rng, {
        difficulty: Math.max(k1, k2) <= 7 ? 3 : 4,
        stem: diff
          ? L(
              `${withJosa(n1, '과/와')} ${n2}의 대각선의 수의 차는 몇 개입니까?`,
              `What is the difference between the number of diagonals of ${an(nameEn(k1))} and that of ${an(nameEn(k2))}?`,
            )
          : L(
              `${withJosa(n1, '과/와')} ${n2}에 그을 수 있는 대각선은 모두 몇 개입니까?`,
              `How many diagonals do ${an(nameEn(k1))} and ${an(nameEn(k2))} have altogether?`,
            ),
        correct: m(ans),
        wrong: [
          combine((k) => k * (k - 3)),
          combine((k) => (k * (k - 1)) / 2),
          combine((k) => k - 3),
          combine((k) => k * (k - 2)),
          ans + 1,
          ans + 2,
          ans - 1,
          ans + 3,
        ]
          .filter((x) => x > 0)
          .map((x) => m(x)),
        steps: [
          L(
            `한 꼭짓점에서 그을 수 있는 대각선은 ${m('(\\text{변의 수})-3')}(개)이고, 모든 꼭짓점에서 그으면 같은 대각선을 두 번씩 세므로 ${m(2)}로 나눕니다.`,
            `From one vertex you can draw ${m('(\\text{number of sides})-3')} diagonals; drawing them from every vertex counts each diagonal twice, so divide by ${m(2)}.`,
          ),
          L(
            `${n1}: ${m(`${k1}\\times${k1 - 3}\\div2=${d1}`)}(개), ${n2}: ${m(`${k2}\\times${k2 - 3}\\div2=${d2}`)}(개)`,
            `${capital(nameEn(k1))}: ${m(`${k1}\\times${k1 - 3}\\div2=${d1}`)}; ${nameEn(k2)}: ${m(`${k2}\\times${k2 - 3}\\div2=${d2}`)}.`,
          ),
          L(
            `${diff ? '차' : '합'}: ${m(`${diff ? `${Math.max(d1, d2)}-${Math.min(d1, d2)}` : `${d1}+${d2}`}=${ans}`)}(개)`,
            `${diff ? 'Difference' : 'Total'}: ${m(`${diff ? `${Math.max(d1, d2)}-${Math.min(d1, d2)}` : `${d1}+${d2}`}=${ans}`)}`,
          ),
        ],
      });
    },
    // Count every pair of vertices that are not neighbours.
    check: ({ k1, k2, diff }, problem) => {
      const countOf = (k: number) => {
        let c = 0;
        for (let i = 0; i < k; i++) for (let j = i + 1; j < k; j++) if (j - i !== 1 && !(i === 0 && j === k - 1)) c++;
        return c;
      };
      return keyIs(problem, diff ? Math.abs(countOf(k1) - countOf(k2)) : countOf(k1) + countOf(k2));
    },
  }),
  defineTemplate(UNIT, 'regular-polygon-side', {
    version: 2,
    params: (rng) => ({ k: rng.int(3, 12), side: rng.int(2, 30), askSide: rng.int(0, 1) === 1 }),
    generate: ({ k, side, askSide }) => {
      const per = k * side;
      const nameKo = `정${polygonKo(k)}`;
      const regular = regularEn(k);
      return askSide
        ? essay({
            difficulty: 2,
            stem: L(
              `모든 변의 길이의 합이 ${cm(per)}인 ${nameKo}의 한 변의 길이는 몇 cm입니까?`,
              `The sides of ${an(regular)} add up to ${cm(per)}. How long is each side, in centimeters?`,
            ),
            answer: String(side),
            form: 'number',
            unit: 'cm',
            steps: [
              L(
                `정다각형은 변의 길이가 모두 같고, ${withJosa(nameKo, '은/는')} 변이 ${m(k)}개입니다.`,
                `All sides of a regular polygon are equal; ${an(regular)} has ${m(k)} sides.`,
              ),
              L(
                `한 변의 길이는 ${m(`${per}\\div${k}=${side}`)}(cm)입니다.`,
                `Each side is ${m(`${per}\\div${k}=${side}`)} cm.`,
              ),
            ],
          })
        : essay({
            difficulty: 2,
            stem: L(
              `한 변의 길이가 ${cm(side)}인 ${nameKo}의 모든 변의 길이의 합은 몇 cm입니까?`,
              `Each side of ${an(regular)} is ${cm(side)}. What is the total length of its sides, in centimeters?`,
            ),
            answer: String(per),
            form: 'number',
            unit: 'cm',
            steps: [
              L(
                `${withJosa(nameKo, '은/는')} 길이가 같은 변이 ${m(k)}개입니다.`,
                `${capital(an(regular))} has ${m(k)} equal sides.`,
              ),
              L(
                `모든 변의 길이의 합은 ${m(`${side}\\times${k}=${per}`)}(cm)입니다.`,
                `Their total length is ${m(`${side}\\times${k}=${per}`)} cm.`,
              ),
            ],
          });
    },
    // Add the sides one by one (or share the total out one by one).
    check: ({ k, side, askSide }, problem) => {
      let t = 0;
      for (let i = 0; i < k; i++) t += side;
      return keyIs(problem, askSide ? t / k : t);
    },
  }),
  defineTemplate(UNIT, 'missing-angle', {
    version: 2,
    params: (rng) => {
      const k = rng.int(5, 6);
      const sum = (k - 2) * 180;
      // Redraw until the last angle is a sensible angle of a convex polygon (between 40° and 175°).
      for (;;) {
        const angles = Array.from({ length: k - 1 }, () => rng.int(k === 5 ? 90 : 105, k === 5 ? 140 : 150));
        const rest = sum - angles.reduce((x, y) => x + y, 0);
        if (rest >= 40 && rest <= 175) return { k, angles };
      }
    },
    generate: ({ k, angles }) => {
      const sum = (k - 2) * 180;
      const given = angles.reduce((x, y) => x + y, 0);
      const ans = sum - given;
      const nameKo = polygonKo(k);
      return essay({
        difficulty: 4,
        stem: L(
          `${nameKo}의 각 ${m(k - 1)}개의 크기가 ${m(angles.map((a) => deg(a)).join(',\\ '))}입니다. 나머지 한 각의 크기는 몇 도입니까?`,
          `${capital(englishWords(k - 1))} of the angles of ${an(nameEn(k))} measure ${m(angles.map((a) => deg(a)).join(',\\ '))}. What is the measure of the remaining angle?`,
        ),
        answer: String(ans),
        form: 'number',
        unit: '°',
        steps: [
          L(
            `${withJosa(nameKo, '은/는')} 한 꼭짓점에서 대각선을 그어 삼각형 ${m(k - 2)}개로 나눌 수 있으므로 모든 각의 크기의 합은 ${m(`${deg(180)}\\times${k - 2}=${deg(sum)}`)}입니다.`,
            `Diagonals from one vertex split ${an(nameEn(k))} into ${m(k - 2)} triangles, so its angles add up to ${m(`${deg(180)}\\times${k - 2}=${deg(sum)}`)}.`,
          ),
          L(
            `주어진 각의 크기의 합은 ${m(`${angles.map((a) => deg(a)).join('+')}=${deg(given)}`)}입니다.`,
            `The given angles add up to ${m(`${angles.map((a) => deg(a)).join('+')}=${deg(given)}`)}.`,
          ),
          L(
            `나머지 한 각의 크기는 ${m(`${deg(sum)}-${deg(given)}=${deg(ans)}`)}입니다.`,
            `The remaining angle is ${m(`${deg(sum)}-${deg(given)}=${deg(ans)}`)}.`,
          ),
        ],
      });
    },
    // Exterior angles of any polygon add to 360°: the missing exterior angle gives the interior one.
    check: ({ angles }, problem) => {
      const exterior = angles.reduce((t, a) => t + (180 - a), 0);
      return keyIs(problem, 180 - (360 - exterior));
    },
  }),
];
