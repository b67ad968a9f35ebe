// 4-2 다각형: diagonals of polygons, regular polygons' sides, and the sum of interior angles.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, N, an, josa, m, n, plain, unit } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e4-2-6');
const NAME_KO = [
  '',
  '',
  '',
  '삼각형',
  '사각형',
  '오각형',
  '육각형',
  '칠각형',
  '팔각형',
  '구각형',
  '십각형',
  '십일각형',
  '십이각형',
];
const NAME_EN = [
  '',
  '',
  '',
  'triangle',
  'quadrilateral',
  'pentagon',
  'hexagon',
  'heptagon',
  'octagon',
  'nonagon',
  'decagon',
  'hendecagon',
  'dodecagon',
];

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'diagonals-two-polygons',
    params: (rng) => {
      const k1 = rng.int(4, 12);
      return { k1, k2: rng.intExcept(4, 12, [k1]), diff: rng.int(0, 2) === 0 };
    },
    make: ({ k1, k2, diff }) => {
      const d1 = (k1 * (k1 - 3)) / 2;
      const d2 = (k2 * (k2 - 3)) / 2;
      const ans = diff ? Math.abs(d1 - d2) : d1 + d2;
      const n1 = NAME_KO[k1] as string;
      const n2 = NAME_KO[k2] as string;
      const wrongEach = (f: (k: number) => number) => (diff ? Math.abs(f(k1) - f(k2)) : f(k1) + f(k2));
      return {
        difficulty: Math.max(k1, k2) <= 7 ? 3 : 4,
        stem: diff
          ? L(
              `${josa(n1, '과/와')} ${n2}의 대각선 수의 차는 몇 개입니까?`,
              `What is the difference between the number of diagonals of ${an(NAME_EN[k1] as string)} and of ${an(NAME_EN[k2] as string)}?`,
            )
          : L(
              `${josa(n1, '과/와')} ${n2}에 그을 수 있는 대각선은 모두 몇 개입니까?`,
              `How many diagonals do ${an(NAME_EN[k1] as string)} and ${an(NAME_EN[k2] as string)} have altogether?`,
            ),
        multiple: {
          correct: N(ans),
          wrong: [
            N(wrongEach((k) => k * (k - 3))),
            N(wrongEach((k) => (k * (k - 1)) / 2)),
            N(wrongEach((k) => k - 3)),
            N(wrongEach((k) => k * (k - 2))),
            N(ans + 1),
          ],
          fill: (j) => N(ans + j + 1),
        },
        explanation: [
          L(
            `${m('\\square')}각형의 한 꼭짓점에서 대각선을 ${m('(\\square-3)')}개 그을 수 있고, 모든 꼭짓점에서 그으면 같은 대각선을 두 번씩 셉니다.`,
            `From one vertex of an n-sided polygon you can draw ${m('n-3')} diagonals; from every vertex each diagonal is counted twice.`,
          ),
          L(
            `${n1}: ${m(`${k1}\\times${k1 - 3}\\div2=${d1}`)}, ${n2}: ${m(`${k2}\\times${k2 - 3}\\div2=${d2}`)}`,
            `${NAME_EN[k1]}: ${m(`${k1}\\times${k1 - 3}\\div2=${d1}`)}, ${NAME_EN[k2]}: ${m(`${k2}\\times${k2 - 3}\\div2=${d2}`)}`,
          ),
          L(
            `${diff ? '차' : '합'}: ${m(`${diff ? `${Math.max(d1, d2)}-${Math.min(d1, d2)}` : `${d1}+${d2}`}=${ans}`)}`,
            `${diff ? 'Difference' : 'Total'}: ${m(`${diff ? `${Math.max(d1, d2)}-${Math.min(d1, d2)}` : `${d1}+${d2}`}=${ans}`)}`,
          ),
        ],
      };
    },
    // Count every pair of vertices that are not neighbours.
    solve: ({ k1, k2, diff }) => {
      const count = (k: number) => {
        let c = 0;
        for (let i = 0; i < k; i++) for (let j = i + 1; j < k; j++) if (j - i !== 1 && !(i === 0 && j === k - 1)) c++;
        return c;
      };
      return diff ? Math.abs(count(k1) - count(k2)) : count(k1) + count(k2);
    },
  }),
  tpl({
    name: 'regular-polygon-side',
    params: (rng) => ({ k: rng.int(3, 12), side: rng.int(2, 30), askSide: rng.int(0, 1) === 1 }),
    make: ({ k, side, askSide }) => {
      const per = k * side;
      const nameKo = `정${NAME_KO[k]}`;
      return askSide
        ? {
            difficulty: 2,
            stem: L(
              `둘레가 ${m(n(per))} cm인 ${nameKo}의 한 변의 길이는 몇 cm입니까?`,
              `A regular ${NAME_EN[k]} has a perimeter of ${m(n(per))} cm. How long is each side, in cm?`,
            ),
            essay: { answer: plain(side), unit: 'cm', hint: HINT.unit('cm') },
            explanation: [
              L(
                `정다각형은 변의 길이가 모두 같고, ${nameKo}의 변은 ${m(String(k))}개입니다.`,
                `All sides of a regular polygon are equal; ${an(`regular ${NAME_EN[k]}`)} has ${m(String(k))} sides.`,
              ),
              L(`${m(`${per}\\div${k}=${side}`)} (cm)`, `${m(`${per}\\div${k}=${side}`)} (cm)`),
            ],
          }
        : {
            difficulty: 2,
            stem: L(
              `한 변의 길이가 ${m(String(side))} cm인 ${nameKo}의 둘레는 몇 cm입니까?`,
              `Each side of a regular ${NAME_EN[k]} is ${m(String(side))} cm. What is its perimeter, in cm?`,
            ),
            essay: { answer: plain(per), unit: 'cm', hint: HINT.unit('cm') },
            explanation: [
              L(
                `${nameKo}의 변은 ${m(String(k))}개이고 길이가 모두 같습니다.`,
                `A regular ${NAME_EN[k]} has ${m(String(k))} equal sides.`,
              ),
              L(`${m(`${side}\\times${k}=${per}`)} (cm)`, `${m(`${side}\\times${k}=${per}`)} (cm)`),
            ],
          };
    },
    // Add the sides one by one (or take them away one by one).
    solve: ({ k, side, askSide }) => {
      let t = 0;
      for (let i = 0; i < k; i++) t += side;
      return askSide ? t / k : t;
    },
  }),
  tpl({
    name: 'missing-angle',
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
    make: ({ k, angles }) => {
      const sum = (k - 2) * 180;
      const given = angles.reduce((x, y) => x + y, 0);
      const ans = sum - given;
      return {
        difficulty: 4,
        stem: L(
          `${NAME_KO[k]}의 ${m(String(k - 1))}개의 각의 크기가 ${m(angles.map((a) => `${a}^\\circ`).join(',\\ '))}입니다. 나머지 한 각의 크기는 몇 도입니까?`,
          `${m(String(k - 1))} angles of ${an(NAME_EN[k] as string)} measure ${m(angles.map((a) => `${a}^\\circ`).join(',\\ '))}. What is the measure of the remaining angle?`,
        ),
        essay: { answer: plain(ans), unit: '°', hint: HINT.unit('°') },
        explanation: [
          L(
            `${NAME_KO[k]}은 삼각형 ${m(String(k - 2))}개로 나눌 수 있으므로 모든 각의 합은 ${m(`180^\\circ\\times${k - 2}=${sum}^\\circ`)}입니다.`,
            `A ${NAME_EN[k]} splits into ${m(String(k - 2))} triangles, so its angles add up to ${m(`180^\\circ\\times${k - 2}=${sum}^\\circ`)}.`,
          ),
          L(`주어진 각의 합은 ${m(`${given}^\\circ`)}입니다.`, `The given angles add up to ${m(`${given}^\\circ`)}.`),
          L(
            `${m(`${sum}^\\circ-${given}^\\circ=${ans}^\\circ`)}`,
            `${m(`${sum}^\\circ-${given}^\\circ=${ans}^\\circ`)}`,
          ),
        ],
      };
    },
    // Exterior angles of any polygon add to 360°: the missing exterior angle gives the interior one.
    solve: ({ angles }) => {
      const exterior = angles.reduce((t, a) => t + (180 - a), 0);
      return 180 - (360 - exterior);
    },
  }),
];
