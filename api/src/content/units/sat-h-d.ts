// SAT Algebra, systems of two linear equations in two variables: original items.
import { defineTemplate, essay, multiple, nearby, type ProblemTemplate } from '../kit/template.js';
import { q } from '../kit/numbers.js';
import { frac, linear, m, paren, sum, term } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyIs, keyWhere } from '../kit/check.js';
import { dollarsKo, usd } from '../kit/money.js';
import { divideStep, times } from '../kit/working.js';

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

  /** Two lines in slope-intercept form with no solution: the slopes agree, the intercepts do not. */
  defineTemplate(U, 'parallel-no-solution', {
    version: 1,
    params: (rng) => {
      const a = rng.intExcept(-9, 9, [0, 1, -1]);
      const b = rng.intExcept(-12, 12, [0]);
      const c = rng.intExcept(-12, 12, [b, 0]);
      return { a, b, c };
    },
    generate: ({ a, b, c }, rng) => {
      const cases = system([`y=${linear(a, b)}`, `y=${sum('kx', [c, ''])}`]);
      return multiple(rng, {
        choices: 4,
        stem: [
          `\\(x\\), \\(y\\)에 대한 연립방정식 \\(${cases}\\)의 해가 없을 때, 상수 \\(k\\)의 값은?`,
          `In the system of equations \\(${cases}\\), \\(k\\) is a constant. If the system has no solution, what is the value of \\(k\\)?`,
        ],
        correct: m(a),
        wrong: [-a, b, c, b - c, c - b, a + 1, a - 1].map((v) => m(v)),
        steps: [
          [
            '두 식은 모두 직선을 나타냅니다. 해가 없으려면 두 직선이 만나지 않아야 하므로 평행해야 합니다.',
            'Each equation is a line. No solution means the lines never meet, so they are parallel.',
          ],
          [
            `평행한 두 직선은 기울기가 같고 \\(y\\)절편이 다릅니다. 첫째 직선의 기울기는 \\(${a}\\)이고 두 \\(y\\)절편은 ${withJosa(m(`${b}\\ne ${c}`), '으로/로')} 다르므로 \\(k=${a}\\)입니다.`,
            `Parallel lines have the same slope and different \\(y\\)-intercepts. The first line has slope \\(${a}\\), and the intercepts \\(${b}\\) and \\(${c}\\) differ, so \\(k=${a}\\).`,
          ],
        ],
        difficulty: 2,
      });
    },
    // Subtracting the equations leaves (a − k)x = c − b, which has no solution exactly when a − k = 0 and c ≠ b.
    check: ({ a, b, c }, problem) => keyWhere(problem, ([k]) => a - (k as number) === 0 && c - b !== 0),
  }),

  /** The coefficient that makes the second equation a multiple of the first: infinitely many solutions. */
  defineTemplate(U, 'infinitely-many', {
    version: 1,
    params: (rng) => {
      const a = rng.intExcept(-6, 6, [0]);
      const b = rng.intExcept(-6, 6, [0]);
      const e = rng.intExcept(-12, 12, [0]);
      const mult = rng.pick([-3, -2, 2, 3, 4, 5] as const);
      return { a, b, e, mult };
    },
    generate: ({ a, b, e, mult }, rng) => {
      const k = mult * b;
      const cases = system([equation(a, b, e), `${sum([mult * a, 'x'], 'ky')}=${mult * e}`]);
      return multiple(rng, {
        choices: 4,
        stem: [
          `\\(x\\), \\(y\\)에 대한 연립방정식 \\(${cases}\\)의 해가 무수히 많을 때, 상수 \\(k\\)의 값은?`,
          `In the system of equations \\(${cases}\\), \\(k\\) is a constant. If the system has infinitely many solutions, what is the value of \\(k\\)?`,
        ],
        correct: m(k),
        wrong: [b, -k, mult * a, mult * e, mult + b, b - mult].map((v) => m(v)).concat(nearby(k)),
        steps: [
          [
            '해가 무수히 많으려면 두 식이 같은 직선을 나타내야 합니다. 즉, 둘째 식은 첫째 식의 양변에 같은 수를 곱한 식입니다.',
            'Infinitely many solutions means both equations describe the same line: the second is the first multiplied through by one number.',
          ],
          [
            `\\(x\\)의 계수 \\(${mult * a}\\div ${paren(a)}=${mult}\\)이고 상수항 \\(${mult * e}\\div ${paren(e)}=${mult}\\)이므로 그 수는 \\(${mult}\\)입니다.`,
            `The \\(x\\)-coefficients give \\(${mult * a}\\div ${paren(a)}=${mult}\\), and the constants agree: \\(${mult * e}\\div ${paren(e)}=${mult}\\). The multiplier is \\(${mult}\\).`,
          ],
          [`따라서 \\(k=${mult}\\times ${paren(b)}=${k}\\)입니다.`, `So \\(k=${mult}\\times ${paren(b)}=${k}\\).`],
        ],
        difficulty: 4,
      });
    },
    // Same line: every 2×2 minor of the coefficient rows (a, b, e) and (ma, k, me) vanishes.
    check: ({ a, b, e, mult }, problem) =>
      keyWhere(problem, ([k]) => {
        const [p, r, s] = [mult * a, k as number, mult * e];
        return a * r - b * p === 0 && a * s - e * p === 0 && b * s - e * r === 0;
      }),
  }),

  /** Two unknown coefficients fixed by infinitely many solutions: the constants give the multiplier (typed). */
  defineTemplate(U, 'infinitely-many-two-constants', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const [p, d] = rng.pick([
          [3, 2],
          [2, 3],
          [5, 2],
          [3, 4],
          [4, 3],
          [5, 3],
          [1, 2],
          [1, 3],
          [2, 5],
        ] as const);
        const a = d * rng.intExcept(-3, 3, [0]);
        const b = d * rng.intExcept(-3, 3, [0]);
        const c = d * rng.intExcept(-5, 5, [0]);
        if (Math.abs(c) < 4) continue;
        return { p, d, a, b, c };
      }
    },
    generate: ({ p, d, a, b, c }) => {
      const ratio = q(p, d);
      const [a2, b2, c2] = [(a * p) / d, (b * p) / d, (c * p) / d];
      const cases = system([`${sum('ax', [b, 'y'])}=${c}`, `${sum([a2, 'x'], 'ky')}=${c2}`]);
      const answer = a + b2;
      return essay({
        stem: [
          `\\(x\\), \\(y\\)에 대한 연립방정식 \\(${cases}\\)의 해가 무수히 많을 때, 상수 \\(a\\), \\(k\\)에 대하여 \\(a+k\\)의 값을 구하시오.`,
          `In the system of equations \\(${cases}\\), \\(a\\) and \\(k\\) are constants. If the system has infinitely many solutions, what is the value of \\(a+k\\)?`,
        ],
        answer: String(answer),
        form: 'number',
        steps: [
          [
            '해가 무수히 많으려면 두 식이 같은 직선이어야 하므로, 둘째 식은 첫째 식의 양변에 같은 수 \\(t\\)를 곱한 식입니다. 핵심은 두 식에 모두 알려진 상수항에서 \\(t\\)를 먼저 구하는 것입니다.',
            'Infinitely many solutions means the same line, so the second equation is the first multiplied by one number \\(t\\). The key is to find \\(t\\) from the constants, the only pair known in both equations.',
          ],
          [`\\(t=${c2}\\div ${paren(c)}=${frac(ratio)}\\)입니다.`, `\\(t=${c2}\\div ${paren(c)}=${frac(ratio)}\\).`],
          [
            `\\(x\\)의 계수에서 \\(${frac(ratio)}a=${a2}\\)이므로 \\(a=${a}\\), \\(y\\)의 계수에서 \\(k=${frac(ratio)}\\times ${paren(b)}=${b2}\\)입니다.`,
            `From the \\(x\\)-coefficients, \\(${frac(ratio)}a=${a2}\\), so \\(a=${a}\\). From the \\(y\\)-coefficients, \\(k=${frac(ratio)}\\times ${paren(b)}=${b2}\\).`,
          ],
          [`따라서 \\(a+k=${a}+${paren(b2)}=${answer}\\)입니다.`, `So \\(a+k=${a}+${paren(b2)}=${answer}\\).`],
        ],
        difficulty: 5,
      });
    },
    // Search the small integers for (a, k) that make the rows proportional; the sum must be unique and equal the key.
    check: ({ p, d, a, b, c }, problem) => {
      const [a2, c2] = [(a * p) / d, (c * p) / d];
      const sums = new Set<number>();
      for (let x = -60; x <= 60; x++) {
        for (let k = -60; k <= 60; k++) {
          if (x * k - b * a2 === 0 && x * c2 - c * a2 === 0 && b * c2 - c * k === 0) sums.add(x + k);
        }
      }
      return sums.size === 1 && keyIs(problem, [...sums][0] as number);
    },
  }),
];
