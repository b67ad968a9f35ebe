// 중3 7. 통계: deviation, variance and standard deviation (s1); reading paired data as a scatter plot (s2).
import { defineTemplate, essay, keyIs, m, multiple, paren, q, rational, sum, withJosa } from '../kit/index.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m3-7';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;

/** A list of numbers as a teacher writes it in a line: 3,\ -2,\ 5. */
const list = (xs: readonly number[]) => xs.join(',\\ ');
/** (-3)^{2}+2^{2}+… */
const squares = (xs: readonly number[]) => xs.map((d) => `${paren(d)}^{2}`).join('+');

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'variance', {
    version: 2,
    params: (rng) => {
      const n = rng.int(4, 6);
      const mean = rng.int(5, 20);
      // Deviations that add to zero.
      const devs = Array.from({ length: n - 1 }, () => rng.int(-5, 5));
      // The last deviation balances the others; keep it within -5..5 too, so no value falls below 0.
      let total = devs.reduce((a, b) => a + b, 0);
      while (Math.abs(total) > 5) {
        const i = rng.int(0, n - 2);
        if (Math.sign(devs[i] as number) === Math.sign(total)) {
          devs[i] = (devs[i] as number) - Math.sign(total);
          total -= Math.sign(total);
        }
      }
      devs.push(-total);
      // Data that are all equal have nothing to measure.
      if (!devs.some((d) => d !== 0)) [devs[0], devs[1]] = [1, -1];
      return { mean, values: rng.shuffle(devs.map((d) => mean + d)), ask: rng.int(0, 1) };
    },
    ranges: { values: [0, 40] },
    generate: ({ mean, values, ask }) => {
      const n = values.length;
      const devs = values.map((v) => v - mean);
      const total = devs.reduce((a, d) => a + d * d, 0);
      const variance = rational(q(total, n), { decimal: true });
      const root = Math.sqrt(total / n);
      const askSd = ask === 1 && Number.isInteger(root) && root > 1;
      const what = askSd ? ['표준편차', 'standard deviation'] : ['분산', 'variance'];
      return essay({
        stem: [
          `다음 자료의 ${withJosa(what[0] as string, '을/를')} 구하시오. \\(${list(values)}\\)`,
          `Find the ${what[1]} of the data: \\(${list(values)}\\).`,
        ],
        answer: askSd ? String(root) : variance,
        form: 'number',
        steps: [
          [
            `평균은 \\(\\frac{${values.join('+')}}{${n}}=\\frac{${mean * n}}{${n}}=${mean}\\)이므로 편차는 차례로 \\(${list(devs)}\\)입니다.`,
            `The mean is \\(\\frac{${values.join('+')}}{${n}}=\\frac{${mean * n}}{${n}}=${mean}\\), so the deviations are \\(${list(devs)}\\).`,
          ],
          [
            `분산은 편차의 제곱의 평균이므로 \\(\\frac{${squares(devs)}}{${n}}=\\frac{${total}}{${n}}=${variance}\\)입니다.`,
            `The variance is the mean of the squared deviations: \\(\\frac{${squares(devs)}}{${n}}=\\frac{${total}}{${n}}=${variance}\\).`,
          ],
          ...(askSd
            ? [
                [
                  `표준편차는 분산의 양의 제곱근이므로 \\(\\sqrt{${variance}}=${root}\\)입니다.`,
                  `The standard deviation is the square root of the variance: \\(\\sqrt{${variance}}=${root}\\).`,
                ] as const,
              ]
            : []),
        ],
        difficulty: askSd ? 4 : 3,
        subUnit: S1,
      });
    },
    check: ({ values, ask }, problem) => {
      // Variance as (mean of squares) - (square of mean), computed from the data alone.
      const n = values.length;
      const mean = values.reduce((a, b) => a + b, 0) / n;
      const v = values.reduce((a, b) => a + b * b, 0) / n - mean * mean;
      const sd = Math.sqrt(v);
      const askSd = ask === 1 && Math.abs(sd - Math.round(sd)) < 1e-9 && sd > 1.5;
      return keyIs(problem, askSd ? Math.round(sd) : v);
    },
  }),

  defineTemplate(U, 'missing-deviation', {
    version: 2,
    params: (rng) => {
      const n = rng.int(4, 6);
      const devs = Array.from({ length: n - 1 }, () => rng.intExcept(-8, 8, [0]));
      return { devs, ask: rng.int(0, 1) };
    },
    generate: ({ devs, ask }) => {
      const known = devs.reduce((a, b) => a + b, 0);
      const x = -known;
      const all = [...devs, x];
      const sq = all.reduce((a, b) => a + b * b, 0);
      const n = all.length;
      const shown = `${list(devs)},\\ x`;
      const value = rational(q(sq, n), { decimal: true });
      const equation = `${sum(...devs.map((d) => [d, ''] as const), 'x')}=0`;
      return essay({
        stem: [
          `어떤 자료의 편차가 \\(${shown}\\)일 때, ${ask === 0 ? '\\(x\\)의 값을' : '이 자료의 분산을'} 구하시오.`,
          `The deviations of a data set are \\(${shown}\\). Find ${ask === 0 ? 'the value of \\(x\\)' : 'the variance of the data'}.`,
        ],
        answer: ask === 0 ? String(x) : value,
        form: 'number',
        steps: [
          [
            `편차의 합은 \\(0\\)이므로 \\(${equation}\\)에서 \\(${sum([known, ''], 'x')}=0\\), \\(x=${x}\\)입니다.`,
            `Deviations add up to \\(0\\): \\(${equation}\\), so \\(${sum([known, ''], 'x')}=0\\) and \\(x=${x}\\).`,
          ],
          ...(ask === 1
            ? [
                [
                  `분산은 편차의 제곱의 평균이므로 \\(\\frac{${squares(all)}}{${n}}=\\frac{${sq}}{${n}}=${value}\\)입니다.`,
                  `The variance is the mean of the squared deviations: \\(\\frac{${squares(all)}}{${n}}=\\frac{${sq}}{${n}}=${value}\\).`,
                ] as const,
              ]
            : []),
        ],
        difficulty: ask === 0 ? 2 : 3,
        subUnit: S1,
      });
    },
    check: ({ devs, ask }, problem) => {
      // Search the missing deviation that balances the others.
      let x = -100;
      while (x < 100 && devs.reduce((a, b) => a + b, 0) + x !== 0) x++;
      const all = [...devs, x];
      return keyIs(problem, ask === 0 ? x : all.reduce((a, b) => a + b * b, 0) / all.length);
    },
  }),

  defineTemplate(U, 'scatter-count', {
    version: 2,
    params: (rng) => {
      const n = rng.int(6, 9);
      const pairs = Array.from({ length: n }, () => [rng.int(5, 10) * 10, rng.int(5, 10) * 10] as [number, number]);
      return { pairs, ask: rng.int(0, 2), cut: rng.pick([70, 80, 90]) };
    },
    ranges: { score: [0, 100] },
    values: ({ pairs }) => ({ score: pairs.flat() }),
    generate: ({ pairs, ask, cut }, rng) => {
      const names = pairs.map((_, i) => String.fromCharCode(65 + i));
      const shown = pairs.map(([x, y], i) => `\\(\\mathrm{${names[i]}}(${x}, ${y})\\)`).join(', ');
      const [ko, en] = [
        [
          `수학 점수와 과학 점수가 모두 \\(${cut}\\)점 이상인 학생`,
          `How many students scored at least \\(${cut}\\) in both subjects?`,
        ],
        [`수학 점수가 과학 점수보다 높은 학생`, `How many students scored higher in math than in science?`],
        [`두 과목의 점수가 같은 학생`, `How many students scored the same in both subjects?`],
      ][ask] as [string, string];
      const fits = ([x, y]: readonly [number, number]) =>
        ask === 0 ? x >= cut && y >= cut : ask === 1 ? x > y : x === y;
      const hits = names.filter((_, i) => fits(pairs[i] as [number, number]));
      const total = hits.length;
      const found: [string, string] =
        total === 0
          ? ['조건에 맞는 점이 없으므로 \\(0\\)명입니다.', 'No point fits, so there are \\(0\\) such students.']
          : [
              `조건에 맞는 점은 ${hits.map((h) => `\\(\\mathrm{${h}}\\)`).join(', ')}의 \\(${total}\\)개이므로 \\(${total}\\)명입니다.`,
              `The points that fit are ${hits.map((h) => `\\(\\mathrm{${h}}\\)`).join(', ')}: \\(${total}\\) ${total === 1 ? 'student' : 'students'}.`,
            ];
      return multiple(rng, {
        stem: [
          `학생 \\(${pairs.length}\\)명의 (수학 점수, 과학 점수)를 산점도에 나타낸 점이 ${shown}일 때, ${withJosa(ko, '은/는')} 몇 명인가?`,
          `The points of a scatter plot of (math score, science score) for \\(${pairs.length}\\) students are ${shown}. ${en}`,
        ],
        correct: m(total),
        wrong: [
          total + 1,
          total - 1,
          total + 2,
          pairs.length - total,
          total - 2,
          total + 3,
          total - 3,
          total + 4,
          total - 4,
        ]
          .filter((v) => v >= 0 && v <= pairs.length)
          .map((v) => m(v)),
        steps: [
          [
            ask === 0
              ? `두 좌표가 모두 \\(${cut}\\) 이상인 점을 찾습니다.`
              : ask === 1
                ? `\\(x\\)좌표(수학 점수)가 \\(y\\)좌표(과학 점수)보다 큰 점, 즉 직선 \\(y=x\\)의 아래쪽에 있는 점을 찾습니다.`
                : `\\(x\\)좌표와 \\(y\\)좌표가 같은 점, 즉 직선 \\(y=x\\) 위에 있는 점을 찾습니다.`,
            ask === 0
              ? `Find the points with both coordinates at least \\(${cut}\\).`
              : ask === 1
                ? `Find the points whose \\(x\\)-coordinate (math) is greater than the \\(y\\)-coordinate (science): the points below the line \\(y=x\\).`
                : `Find the points whose two coordinates are equal: the points on the line \\(y=x\\).`,
          ],
          found,
        ],
        difficulty: 2,
        subUnit: S2,
      });
    },
    check: ({ pairs, ask, cut }, problem) => {
      // Recount by reading the points back out of the stem.
      const pts = [...problem.stem.en.matchAll(/\\\(\\mathrm\{[A-Z]\}\((\d+), (\d+)\)\\\)/g)].map(
        (r) => [Number(r[1]), Number(r[2])] as const,
      );
      let total = 0;
      for (const [x, y] of pts)
        if ((ask === 0 && x >= cut && y >= cut) || (ask === 1 && x > y) || (ask === 2 && x === y)) total++;
      return pts.length === pairs.length && keyIs(problem, total);
    },
  }),
];
