// SAT Algebra, systems of two linear equations in two variables: original items.
import { defineTemplate, essay, multiple, nearby, type ProblemTemplate } from '../kit/template.js';
import { gcd, q } from '../kit/numbers.js';
import { frac, linear, m, paren, point, sum, term } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyIs, keyWhere } from '../kit/check.js';
import { dollarsKo, usd } from '../kit/money.js';
import { divideStep, times } from '../kit/working.js';
import { coordinatePlane, withFigure } from '../kit/figures.js';

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

  /** The solution read off the graphs of the system: where the two lines cross. */
  defineTemplate(U, 'graph-intersection', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const x = rng.intExcept(-4, 4, [0]);
        const y = rng.intExcept(-4, 4, [0, x, -x]);
        const m1 = rng.intExcept(-3, 3, [0]);
        const m2 = rng.intExcept(-3, 3, [0, m1]);
        const [b1, b2] = [y - m1 * x, y - m2 * x];
        // Both lines cross the y-axis inside the drawn plane, so a student can read them.
        if (Math.abs(b1) > 6 || Math.abs(b2) > 6 || b1 === b2) continue;
        return { x, y, m1, b1, m2, b2 };
      }
    },
    generate: ({ x, y, m1, b1, m2, b2 }, rng) =>
      withFigure(
        multiple(rng, {
          choices: 4,
          stem: [
            '어떤 연립일차방정식의 두 일차방정식의 그래프가 다음 좌표평면 위에 그려져 있습니다. 이 연립방정식의 해 \\((x, y)\\)는?',
            'The graphs of the two linear equations of a system are shown in the \\(xy\\)-plane. What is the solution \\((x, y)\\) to the system?',
          ],
          correct: m(point(x, y)),
          wrong: [point(y, x), point(-x, y), point(x, -y), point(0, b1), point(0, b2), point(-y, -x)].map((v) => m(v)),
          steps: [
            [
              '연립방정식의 해는 두 방정식을 모두 만족하는 \\((x, y)\\)이므로, 두 그래프 위에 모두 있는 점, 곧 두 직선의 교점입니다.',
              'A solution to the system satisfies both equations, so it is a point on both graphs: where the two lines intersect.',
            ],
            [
              `그래프에서 두 직선은 \\(x=${x}\\), \\(y=${y}\\)인 점에서 만납니다. 한 직선은 \\(y\\)축과 \\((0, ${b1})\\)에서, 다른 직선은 \\((0, ${b2})\\)에서 만나므로 교점이 아닌 \\(y\\)절편과 헷갈리지 않도록 합니다.`,
              `On the graph the lines cross where \\(x=${x}\\) and \\(y=${y}\\). The lines meet the \\(y\\)-axis at \\((0, ${b1})\\) and \\((0, ${b2})\\); those intercepts are not the solution.`,
            ],
            [
              `확인: \\(y=${linear(m1, b1)}\\)에 ${withJosa(m(`x=${x}`), '을/를')} 넣으면 \\(${m1 * x + b1}\\), \\(y=${linear(m2, b2)}\\)에 넣어도 \\(${m2 * x + b2}\\)입니다. 따라서 해는 \\(${point(x, y)}\\)입니다.`,
              `Check: the lines are \\(y=${linear(m1, b1)}\\) and \\(y=${linear(m2, b2)}\\); at \\(x=${x}\\) both give \\(y=${y}\\). The solution is \\(${point(x, y)}\\).`,
            ],
          ],
          difficulty: 2,
        }),
        coordinatePlane({
          x: [-6, 6],
          y: [-6, 6],
          lines: [
            { slope: m1, intercept: b1 },
            { slope: m2, intercept: b2 },
          ],
        }),
      ),
    // Solves the two lines by Cramer's rule and compares the point.
    check: ({ m1, b1, m2, b2 }, problem) => {
      const det = -m1 + m2;
      return keyWhere(problem, ([px, py]) => px === (b1 - b2) / det && py === (m2 * b1 - m1 * b2) / det);
    },
  }),

  /** x + y or x − y without solving: the coefficients are swapped, so adding or subtracting the equations gives it. */
  defineTemplate(U, 'combine-without-solving', {
    version: 2,
    params: (rng) => {
      for (;;) {
        const a = rng.int(2, 9);
        const b = rng.intExcept(1, 9, [a]);
        const x = rng.int(-8, 12);
        const y = rng.intExcept(-8, 12, [x]);
        const add = rng.pick([true, false] as const);
        if (x + y === 0) continue;
        return { a, b, x, y, add, e: a * x + b * y, f: b * x + a * y };
      }
    },
    generate: ({ a, b, x, y, add, e, f }, rng) => {
      const cases = system([equation(a, b, e), equation(b, a, f)]);
      const ask = add ? 'x+y' : 'x-y';
      const key = add ? x + y : x - y;
      const factor = add ? a + b : a - b;
      const combined = add ? e + f : e - f;
      return multiple(rng, {
        choices: 4,
        stem: [
          `연립방정식 \\(${cases}\\)에서 \\(${ask}\\)의 값은?`,
          `If \\(${cases}\\), what is the value of \\(${ask}\\)?`,
        ],
        correct: m(key),
        wrong: [add ? x - y : x + y, combined, -key, x, y, e - f, e + f].map((v) => m(v)).concat(nearby(key)),
        steps: [
          [
            `핵심은 두 식의 계수가 \\(${a}\\), ${withJosa(m(b), '으로/로')} 서로 바뀌어 있다는 것입니다. 두 식을 ${add ? '더하면' : '빼면'} \\(x\\)와 \\(y\\)의 계수가 ${add ? '같아지고' : '절댓값이 같고 부호가 반대가 되어'} \\(${ask}\\)가 한꺼번에 나옵니다.`,
            `The key is that the coefficients \\(${a}\\) and \\(${b}\\) trade places. ${add ? 'Adding' : 'Subtracting'} the equations makes the coefficients of \\(x\\) and \\(y\\) ${add ? 'equal' : 'opposite'}, so \\(${ask}\\) appears at once.`,
          ],
          [
            `${add ? '더하면' : '첫째 식에서 둘째 식을 빼면'} \\(${sum([factor, 'x'], [add ? factor : -factor, 'y'])}=${combined}\\), 곧 \\(${factor === 1 ? '' : factor === -1 ? '-' : factor}(${ask})=${combined}\\)입니다.`,
            `${add ? 'Add them' : 'Subtract the second from the first'}: \\(${sum([factor, 'x'], [add ? factor : -factor, 'y'])}=${combined}\\), that is, \\(${factor === 1 ? '' : factor === -1 ? '-' : factor}(${ask})=${combined}\\).`,
          ],
          [
            `양변을 ${withJosa(m(factor), '으로/로')} 나누면 \\(${ask}=${key}\\)입니다. \\(x\\)와 \\(y\\)를 하나씩 구하지 않아도 됩니다.`,
            `Divide both sides by \\(${factor}\\): \\(${ask}=${key}\\). There is no need to find \\(x\\) and \\(y\\) one at a time.`,
          ],
        ],
        difficulty: 4,
      });
    },
    // Cramer's rule for x and y, then the asked combination.
    check: ({ a, b, add, e, f }, problem) => {
      const det = a * a - b * b;
      const [x, y] = [(e * a - b * f) / det, (a * f - e * b) / det];
      return keyIs(problem, add ? x + y : x - y);
    },
  }),

  /** k² makes the lines parallel at k = ±s, and one sign makes them the same line: only the other has no solution. */
  defineTemplate(U, 'parallel-sign', {
    version: 2,
    params: (rng) => {
      const [a, d, s] = rng.pick([
        [1, 4, 2],
        [4, 1, 2],
        [1, 9, 3],
        [9, 1, 3],
        [2, 8, 4],
        [8, 2, 4],
        [4, 9, 6],
        [9, 4, 6],
        [3, 12, 6],
        [12, 3, 6],
        [2, 18, 6],
        [1, 16, 4],
        [16, 1, 4],
        [1, 25, 5],
      ] as const);
      const sign = rng.pick([1, -1] as const);
      // The second row is (s/a) times the first when k = sign·s, so c must make s·c/a whole.
      const step = a / gcd(a, s);
      const c = step * rng.intExcept(-6, 6, [0]);
      return { a, d, s, sign, c, e: (sign * s * c) / a };
    },
    generate: ({ a, d, s, sign, c, e }, rng) => {
      const cases = system([`${sum([a, 'x'], 'ky')}=${c}`, `${sum('kx', [d, 'y'])}=${e}`]);
      const key = -sign * s;
      const same = sign * s;
      return multiple(rng, {
        choices: 4,
        stem: [
          `\\(x\\), \\(y\\)에 대한 연립방정식 \\(${cases}\\)의 해가 없을 때, 상수 \\(k\\)의 값은?`,
          `In the system of equations \\(${cases}\\), \\(k\\) is a constant. For which value of \\(k\\) does the system have no solution?`,
        ],
        correct: m(key),
        wrong: [same, 0, s * s, a + d, d - a, 2 * key].map((v) => m(v)),
        steps: [
          [
            '해가 없으려면 두 직선이 평행하고 일치하지 않아야 합니다. 평행하려면 \\(x\\)의 계수의 비와 \\(y\\)의 계수의 비가 같아야 합니다.',
            'No solution means the lines are parallel but not the same line. Parallel lines have their \\(x\\)- and \\(y\\)-coefficients in the same ratio.',
          ],
          [
            `계수의 비 ${withJosa(m(`${a}:k`), '과/와')} ${withJosa(m(`k:${d}`), '이/가')} 같으려면 \\(k\\times k=${a}\\times ${d}\\), 곧 \\(k^{2}=${a * d}\\)이므로 \\(k=${s}\\) 또는 \\(k=${-s}\\)입니다.`,
            `The ratios \\(${a}:k\\) and \\(k:${d}\\) agree when \\(k\\times k=${a}\\times ${d}\\), that is, \\(k^{2}=${a * d}\\), so \\(k=${s}\\) or \\(k=${-s}\\).`,
          ],
          [
            `핵심은 두 값 중 하나는 두 직선을 아예 같은 직선으로 만든다는 것입니다. \\(k=${same}\\)이면 둘째 식은 첫째 식의 양변에 ${withJosa(m(frac(q(same, a))), '을/를')} 곱한 식이고 상수항도 ${withJosa(m(`${c}\\times ${paren(frac(q(same, a)))}=${e}`), '으로/로')} 맞으므로 해가 무수히 많습니다.`,
            `The key is that one of the two values makes the lines identical. With \\(k=${same}\\) the second equation is the first multiplied by \\(${frac(q(same, a))}\\), constants included (\\(${c}\\times ${paren(frac(q(same, a)))}=${e}\\)), so there are infinitely many solutions.`,
          ],
          [
            `\\(k=${key}\\)이면 계수의 비는 같지만 상수항은 \\(${c}\\times ${paren(frac(q(key, a)))}=${-e}\\ne ${e}\\)이므로 두 직선은 평행하고 만나지 않습니다. 따라서 \\(k=${key}\\)입니다.`,
            `With \\(k=${key}\\) the coefficients are in one ratio but the constants are not: \\(${c}\\times ${paren(frac(q(key, a)))}=${-e}\\ne ${e}\\). The lines are parallel and never meet, so \\(k=${key}\\).`,
          ],
        ],
        difficulty: 5,
      });
    },
    // The determinant a·d − k² vanishes and the constants break the proportion (a·e ≠ c·k).
    check: ({ a, d, c, e }, problem) =>
      keyWhere(problem, ([k]) => a * d - (k as number) ** 2 === 0 && a * e - c * (k as number) !== 0),
  }),
];
