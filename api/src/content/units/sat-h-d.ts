// SAT Algebra, systems of two linear equations in two variables: original items.
import {
  defineTemplate,
  divideStep,
  dollarsKo,
  essay,
  keyIs,
  keyWhere,
  multiple,
  nearby,
  sum,
  term,
  times,
  usd,
  withJosa,
  type ProblemTemplate,
} from '../kit/index.js';

const U = 'sat-h-d';

const system = (rows: readonly string[]) => `\\begin{cases} ${rows.join(' \\\\ ')} \\end{cases}`;
const equation = (a: number, b: number, e: number | string) => `${sum([a, 'x'], [b, 'y'])}=${e}`;

const ITEMS = [
  { ko: ['연필', '볼펜'], en: ['pencils', 'pens'], counter: '자루' },
  { ko: ['과자', '음료'], en: ['granola bars', 'juice boxes'], counter: '개' },
  { ko: ['일반 우표', '기념 우표'], en: ['regular stamps', 'special stamps'], counter: '장' },
] as const;

/** 'multiply the first equation by d and the second by b' in Korean, leaving out a factor 1. */
function scaleKo(d: number, b: number): string {
  const parts = [
    d === 1 ? '' : `첫째 식의 양변에 ${withJosa(`\\(${d}\\)`, '을/를')}`,
    b === 1 ? '' : `둘째 식의 양변에 ${withJosa(`\\(${b}\\)`, '을/를')}`,
  ].filter(Boolean);
  return parts.length === 0 ? '두 식을' : `${parts.join(', ')} 곱한 다음`;
}

function scaleEn(d: number, b: number): string {
  const parts = [
    d === 1 ? '' : `both sides of the first equation by \\(${d}\\)`,
    b === 1 ? '' : `both sides of the second by \\(${b}\\)`,
  ].filter(Boolean);
  return parts.length === 0 ? '' : `multiply ${parts.join(' and ')}, then `;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const templates: ProblemTemplate[] = [
  /** Solve a system and report x + y. */
  defineTemplate(U, 'system-sum', {
    version: 3,
    params: (rng) => {
      for (;;) {
        const [a, b, c, d] = [
          rng.intExcept(-6, 6, [0]),
          rng.intExcept(-6, 6, [0]),
          rng.intExcept(-6, 6, [0]),
          rng.intExcept(-6, 6, [0]),
        ] as [number, number, number, number];
        if (a * d - b * c === 0) continue;
        const x = rng.int(-9, 9);
        const y = rng.int(-9, 9);
        return { a, b, c, d, x, y, e: a * x + b * y, f: c * x + d * y };
      }
    },
    generate: ({ a, b, c, d, x, y, e, f }, rng) => {
      const det = a * d - b * c;
      const cases = system([equation(a, b, e), equation(c, d, f)]);
      const rest = e - a * x;
      return multiple(rng, {
        choices: 4,
        stem: [
          `연립방정식 \\(${cases}\\)의 해가 \\(x=p\\), \\(y=q\\)일 때, \\(p+q\\)의 값은?`,
          `The solution to the system of equations \\(${cases}\\) is \\((x, y)=(p, q)\\). What is the value of \\(p+q\\)?`,
        ],
        correct: `\\(${x + y}\\)`,
        wrong: [x - y, y - x, x * y, x, y].map((v) => `\\(${v}\\)`).concat(nearby(x + y)),
        steps: [
          [
            `\\(y\\)를 소거하기 위해 ${scaleKo(d, b)} 변끼리 빼면 \\(${term(det, 'x')}=${e * d - b * f}\\)입니다.`,
            `To eliminate \\(y\\), ${scaleEn(d, b)}subtract the equations: \\(${term(det, 'x')}=${e * d - b * f}\\).`,
          ],
          divideStep(det, e * d - b * f, 'x'),
          [
            `${withJosa(`\\(x=${x}\\)`, '을/를')} 첫째 식에 대입하면 \\(${sum(times(a, x), [b, 'y'])}=${e}\\), \\(${term(b, 'y')}=${rest}\\)이므로 \\(y=${y}\\)입니다.`,
            `Substitute \\(x=${x}\\) into the first equation: \\(${sum(times(a, x), [b, 'y'])}=${e}\\), so \\(${term(b, 'y')}=${rest}\\) and \\(y=${y}\\).`,
          ],
          [
            `\\(p=${x}\\), \\(q=${y}\\)이므로 \\(p+q=${x + y}\\)입니다.`,
            `So \\(p=${x}\\), \\(q=${y}\\), and \\(p+q=${x + y}\\).`,
          ],
        ],
        difficulty: 3,
      });
    },
    check: ({ a, b, c, d, e, f }, problem) => {
      // Cramer's rule, then the sum.
      const det = a * d - b * c;
      return keyIs(problem, (e * d - b * f) / det + (a * f - e * c) / det);
    },
  }),

  /** The value of k that makes a system have no solution. */
  defineTemplate(U, 'no-solution', {
    version: 2,
    params: (rng) => {
      const a = rng.intExcept(-5, 5, [0]);
      const b = rng.intExcept(-5, 5, [0]);
      const m = rng.intExcept(-4, 4, [0, 1]);
      const e = rng.int(-12, 12);
      const f = rng.intExcept(-30, 30, [m * e]);
      return { a, b, m, e, f };
    },
    generate: ({ a, b, m, e, f }) => {
      const k = m * b;
      const cases = system([equation(a, b, e), `${sum([m * a, 'x'], 'ky')}=${f}`]);
      return essay({
        stem: [
          `\\(x\\), \\(y\\)에 대한 연립방정식 \\(${cases}\\)의 해가 없을 때, 상수 \\(k\\)의 값을 구하시오.`,
          `In the system of equations \\(${cases}\\), \\(k\\) is a constant. For what value of \\(k\\) does the system have no solution?`,
        ],
        answer: String(k),
        form: 'number',
        steps: [
          [
            '해가 없으려면 두 직선이 평행해야 합니다. 즉, 두 식의 \\(x\\)의 계수의 비와 \\(y\\)의 계수의 비는 같고 상수항의 비는 달라야 합니다.',
            'A system has no solution when its lines are parallel: the \\(x\\)- and \\(y\\)-coefficients are in the same ratio, but the constants are not.',
          ],
          [
            `둘째 식의 \\(x\\)의 계수는 첫째 식의 \\(${m}\\)배이므로 \\(k=${m}\\times ${b < 0 ? `(${b})` : b}=${k}\\)입니다.`,
            `The second \\(x\\)-coefficient is \\(${m}\\) times the first, so \\(k=${m}\\times ${b < 0 ? `(${b})` : b}=${k}\\).`,
          ],
          [
            `이때 상수항은 \\(${m}\\times ${e < 0 ? `(${e})` : e}=${m * e}\\ne ${f}\\)이므로 두 직선은 평행하고 만나지 않습니다.`,
            `The constants do not follow: \\(${m}\\times ${e < 0 ? `(${e})` : e}=${m * e}\\ne ${f}\\), so the lines are parallel and never meet.`,
          ],
        ],
        difficulty: 4,
      });
    },
    check: ({ a, b, m, e, f }, problem) =>
      // Determinant zero and the equations not multiples of each other.
      keyWhere(problem, ([k]) => a * (k as number) - b * m * a === 0 && a * f !== m * a * e),
  }),

  /** Two kinds of items: total count and total cost. */
  defineTemplate(U, 'two-items', {
    version: 2,
    params: (rng) => {
      const cheap = rng.int(2, 6);
      const dear = rng.intExcept(cheap + 1, 12, []);
      const x = rng.int(3, 20);
      const y = rng.int(3, 20);
      const item = rng.pick(ITEMS);
      return { cheap, dear, x, y, item, count: x + y, cost: cheap * x + dear * y };
    },
    ranges: { cheap: [1, 20], dear: [1, 20], x: [1, 50], y: [1, 50] },
    generate: ({ cheap, dear, x, y, item, count, cost }) => {
      const [ko1, ko2] = item.ko;
      const [en1, en2] = item.en;
      const u = item.counter;
      return essay({
        stem: [
          `${withJosa(ko1, '은/는')} 한 ${u}에 ${dollarsKo(cheap)}, ${withJosa(ko2, '은/는')} 한 ${u}에 ${dollarsKo(dear)}입니다. 두 가지를 모두 \\(${count}\\)${u} 사고 ${dollarsKo(cost)}를 냈습니다. ${withJosa(ko2, '은/는')} 몇 ${u} 샀습니까?`,
          `${capitalize(en1)} cost ${usd(cheap)} each and ${en2} cost ${usd(dear)} each. A student bought \\(${count}\\) of them in all and paid ${usd(cost)}. How many ${en2} did the student buy?`,
        ],
        answer: String(y),
        form: 'number',
        unit: u,
        steps: [
          [
            `${withJosa(ko1, '을/를')} \\(x\\)${u}, ${withJosa(ko2, '을/를')} \\(y\\)${u} 샀다고 하면 \\(x+y=${count}\\), \\(${cheap}x+${dear}y=${cost}\\)입니다.`,
            `Let \\(x\\) be the number of ${en1} and \\(y\\) the number of ${en2}: \\(x+y=${count}\\) and \\(${cheap}x+${dear}y=${cost}\\).`,
          ],
          [
            `첫째 식의 양변에 ${withJosa(`\\(${cheap}\\)`, '을/를')} 곱하면 \\(${cheap}x+${cheap}y=${cheap * count}\\)이고, 둘째 식에서 이 식을 빼면 \\(${term(dear - cheap, 'y')}=${cost - cheap * count}\\)입니다.`,
            `Multiply the first equation by \\(${cheap}\\): \\(${cheap}x+${cheap}y=${cheap * count}\\). Subtract it from the second: \\(${term(dear - cheap, 'y')}=${cost - cheap * count}\\).`,
          ],
          divideStep(dear - cheap, cost - cheap * count, 'y'),
          [
            `따라서 ${withJosa(ko2, '은/는')} \\(${y}\\)${u}, ${withJosa(ko1, '은/는')} \\(${count}-${y}=${x}\\)${u} 샀습니다.`,
            `So the student bought \\(${y}\\) ${en2} and \\(${count}-${y}=${x}\\) ${en1}.`,
          ],
        ],
        difficulty: 3,
      });
    },
    check: ({ cheap, dear, count, cost }, problem) => {
      // Try every split of the items: exactly one has this cost.
      const splits = Array.from({ length: count + 1 }, (_, i) => i).filter(
        (i) => cheap * (count - i) + dear * i === cost,
      );
      return splits.length === 1 && keyIs(problem, splits[0] as number);
    },
  }),
];
