// 중3 7. 통계: deviation, variance and standard deviation, the spread of transformed data, two groups with one mean,
// two unknowns from the mean and variance (s1); reading paired data as a scatter plot (s2).
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { q, distinctInts } from '../kit/numbers.js';
import { m, paren, rational, sum } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { keyIs } from '../kit/check.js';
import { boxPlot, scatterPlot, withFigure } from '../kit/figures.js';
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

  // A drawn scatter plot: how many students scored higher in one subject than in the other.
  defineTemplate(U, 'scatter-plot-count-figure', {
    version: 1,
    params: (r) => {
      // Ten students on a 5-point grid from 50 to 100; no two alike and none equal in both subjects.
      const cells = distinctInts(r, 10, 0, 120).map((i) => [50 + 5 * (i % 11), 50 + 5 * Math.floor(i / 11)] as const);
      const points = cells.filter(([x, y]) => x !== y);
      const asked = r.pick(['math', 'science'] as const);
      // Ask about a side that has students on it.
      const higher = points.some(([x, y]) => (asked === 'math' ? x > y : y > x))
        ? asked
        : asked === 'math'
          ? 'science'
          : 'math';
      return { points, higher };
    },
    generate: ({ points, higher }) => {
      const above = points.filter(([x, y]) => (higher === 'math' ? x > y : y > x));
      return withFigure(
        essay({
          subUnit: S2,
          difficulty: 3,
          stem: [
            `다음은 학생 ${points.length}명의 수학 점수와 과학 점수를 조사하여 나타낸 산점도입니다. ${higher === 'math' ? '수학 점수가 과학 점수보다' : '과학 점수가 수학 점수보다'} 높은 학생은 몇 명입니까?`,
            `The scatter plot shows the math and science scores of ${points.length} students. How many students scored higher in ${higher === 'math' ? 'math than in science' : 'science than in math'}?`,
          ],
          answer: String(above.length),
          form: 'number',
          unit: '명',
          steps: [
            [
              '두 점수가 같은 점들을 이으면 대각선 \\(y=x\\)가 됩니다. 이 대각선을 기준으로 나누어 보는 것이 핵심입니다.',
              'The key idea: points with equal scores lie on the diagonal \\(y=x\\); split the plot along it.',
            ],
            [
              higher === 'math'
                ? '수학 점수(가로축)가 과학 점수(세로축)보다 높은 학생은 대각선의 아래쪽에 있습니다.'
                : '과학 점수(세로축)가 수학 점수(가로축)보다 높은 학생은 대각선의 위쪽에 있습니다.',
              higher === 'math'
                ? 'Students with a higher math score (across) than science score (up) are below the diagonal.'
                : 'Students with a higher science score (up) than math score (across) are above the diagonal.',
            ],
            [
              `그런 점을 세면 ${withJosa(above.map(([x, y]) => `\\((${x},\\,${y})\\)`).join(', '), '으로/로')} 모두 \\(${above.length}\\)명입니다.`,
              `Counting them: ${above.map(([x, y]) => `\\((${x},\\,${y})\\)`).join(', ')}, so ${count(above.length, 'student')}.`,
            ],
          ],
        }),
        scatterPlot({
          points: points.map(([x, y]) => [x, y]),
          x: { min: 50, max: 100, step: 10 },
          y: { min: 50, max: 100, step: 10 },
          xLabel: { ko: '수학(점)', en: 'Math score' },
          yLabel: { ko: '과학(점)', en: 'Science score' },
        }),
      );
    },
    // Counts by the difference of the two scores, point by point.
    check: ({ points, higher }, problem) => {
      let n = 0;
      for (const [x, y] of points) if (Math.sign(higher === 'math' ? x - y : y - x) === 1) n++;
      return keyIs(problem, n);
    },
  }),

  // Two drawn box plots: the interquartile ranges read off and compared.
  defineTemplate(U, 'box-plot-iqr-figure', {
    version: 1,
    params: (r) => {
      // The two boxes are of different lengths, in 5-point steps.
      const box = (steps: number) => {
        const q1 = r.int(10, 14) * 5;
        const q3 = q1 + steps * 5;
        const five: [number, number, number, number, number] = [
          q1 - r.int(1, 4) * 5,
          q1,
          q1 + r.int(1, steps - 1) * 5,
          q3,
          Math.min(100, q3 + r.int(1, 3) * 5),
        ];
        return five;
      };
      const first = r.int(2, 5);
      return { one: box(first), two: box(r.intExcept(2, 5, [first])) };
    },
    generate: ({ one, two }) => {
      const i1 = one[3] - one[1];
      const i2 = two[3] - two[1];
      const diff = Math.abs(i1 - i2);
      return withFigure(
        essay({
          subUnit: S1,
          difficulty: 3,
          stem: [
            '다음은 두 반 학생들의 수학 점수를 상자그림으로 나타낸 것입니다. 두 반의 사분위수 범위의 차는 몇 점입니까?',
            'The box plots show the math scores of two classes. By how many points do the interquartile ranges of the two classes differ?',
          ],
          answer: String(diff),
          form: 'number',
          unit: '점',
          steps: [
            [
              '사분위수 범위는 상자의 길이, 곧 (제3사분위수) \\(-\\) (제1사분위수)입니다. 수염의 끝(최솟값, 최댓값)은 쓰지 않습니다.',
              'The interquartile range is the length of the box: the third quartile minus the first. The whiskers (minimum and maximum) are not used.',
            ],
            [
              `1반: \\(${one[3]}-${one[1]}=${i1}\\), 2반: \\(${two[3]}-${two[1]}=${i2}\\)`,
              `Class 1: \\(${one[3]}-${one[1]}=${i1}\\); Class 2: \\(${two[3]}-${two[1]}=${i2}\\).`,
            ],
            [
              `따라서 차는 \\(${Math.max(i1, i2)}-${Math.min(i1, i2)}=${diff}\\)(점)입니다.`,
              `So they differ by \\(${Math.max(i1, i2)}-${Math.min(i1, i2)}=${diff}\\) points.`,
            ],
          ],
        }),
        boxPlot({
          axis: { min: 30, max: 100, step: 10 },
          boxes: [
            { label: { ko: '1반', en: 'Class 1' }, five: one },
            { label: { ko: '2반', en: 'Class 2' }, five: two },
          ],
          title: { ko: '수학 점수(점)', en: 'Math score' },
        }),
      );
    },
    // The boxes' lengths compared by counting 5-point steps.
    check: ({ one, two }, problem) => {
      let steps = 0;
      for (let s = Math.min(one[1], two[1]); s < 200; s += 5) {
        const inOne = s >= one[1] && s < one[3];
        const inTwo = s >= two[1] && s < two[3];
        if (inOne !== inTwo) steps += inOne ? 1 : -1;
      }
      return keyIs(problem, Math.abs(steps) * 5);
    },
  }),

  defineTemplate(U, 'transformed-data-spread', {
    version: 1,
    params: (rng) => ({
      mean: rng.int(3, 20),
      sd: rng.int(1, 6),
      a: rng.pick([-3, -2, 2, 3, 4, 5]),
      b: rng.int(-10, 10),
      ask: rng.int(0, 2),
    }),
    generate: ({ mean, sd, a, b, ask }) => {
      const variance = sd * sd;
      const newMean = a * mean + b;
      const newVariance = a * a * variance;
      const newSd = Math.abs(a) * sd;
      const expr = sum([a, 'x'], [b, '']);
      const [ko, en, value] = [
        ['평균', 'mean', newMean],
        ['분산', 'variance', newVariance],
        ['표준편차', 'standard deviation', newSd],
      ][ask] as [string, string, number];
      return essay({
        stem: [
          `변량 \\(x_{1}, x_{2}, \\cdots, x_{n}\\)의 평균이 \\(${mean}\\)이고 분산이 \\(${variance}\\)일 때, 변량 \\(${expr.replace(/x/g, 'x_{1}')}, ${expr.replace(/x/g, 'x_{2}')}, \\cdots, ${expr.replace(/x/g, 'x_{n}')}\\)의 ${withJosa(ko, '을/를')} 구하시오.`,
          `The data \\(x_{1}, x_{2}, \\cdots, x_{n}\\) have mean \\(${mean}\\) and variance \\(${variance}\\). Find the ${en} of \\(${expr.replace(/x/g, 'x_{1}')}, ${expr.replace(/x/g, 'x_{2}')}, \\cdots, ${expr.replace(/x/g, 'x_{n}')}\\).`,
        ],
        answer: String(value),
        form: 'number',
        steps: [
          [
            `핵심은 모든 변량에 같은 수를 더하면 흩어진 정도는 그대로이고, 같은 수를 곱하면 편차도 그만큼 배가 된다는 것입니다.`,
            `The key idea: adding the same number to every value moves the data without spreading it; multiplying every value multiplies every deviation too.`,
          ],
          [
            `새 평균은 \\(${paren(a)}\\times ${mean}${b < 0 ? '' : '+'}${b}=${newMean}\\)이고, 편차가 모두 \\(${paren(a)}\\)배가 되므로 분산은 \\(${paren(a)}^{2}\\times ${variance}=${newVariance}\\)입니다.`,
            `The new mean is \\(${paren(a)}\\times ${mean}${b < 0 ? '' : '+'}${b}=${newMean}\\); every deviation is multiplied by \\(${paren(a)}\\), so the variance is \\(${paren(a)}^{2}\\times ${variance}=${newVariance}\\).`,
          ],
          [
            `표준편차는 분산의 양의 제곱근이므로 \\(\\sqrt{${newVariance}}=${newSd}\\)입니다. 따라서 구하는 ${withJosa(ko, '은/는')} \\(${value}\\)입니다.`,
            `The standard deviation is the positive square root of the variance: \\(\\sqrt{${newVariance}}=${newSd}\\). So the ${en} is \\(${value}\\).`,
          ],
        ],
        difficulty: ask === 0 ? 3 : 4,
        subUnit: S1,
      });
    },
    // On a small data set with the stated mean and variance (mean ± sd), transformed and measured directly.
    check: ({ mean, sd, a, b, ask }, problem) => {
      const data = [mean - sd, mean + sd].map((x) => a * x + b);
      const m2 = (data[0]! + data[1]!) / 2;
      const v2 = data.reduce((acc, x) => acc + (x - m2) ** 2, 0) / data.length;
      return keyIs(problem, [m2, v2, Math.sqrt(v2)][ask] as number);
    },
  }),

  defineTemplate(U, 'two-groups-same-mean', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const n1 = rng.int(5, 30);
        const n2 = rng.int(5, 30);
        const v1 = rng.int(2, 12);
        const v2 = rng.intExcept(2, 12, [v1]);
        if ((n1 * v1 + n2 * v2) % (n1 + n2) === 0) return { n1, n2, v1, v2, mean: rng.int(50, 90) };
      }
    },
    generate: ({ n1, n2, v1, v2, mean }) => {
      const total = n1 * v1 + n2 * v2;
      const answer = total / (n1 + n2);
      return essay({
        stem: [
          `어느 반 남학생 \\(${n1}\\)명과 여학생 \\(${n2}\\)명의 수학 점수의 평균은 모두 \\(${mean}\\)점으로 같고, 분산은 각각 \\(${v1}\\), \\(${v2}\\)입니다. 이 반 전체 학생의 수학 점수의 분산을 구하시오.`,
          `In a class, the \\(${n1}\\) boys and the \\(${n2}\\) girls both have a mean math score of \\(${mean}\\), with variances \\(${v1}\\) and \\(${v2}\\). Find the variance of the math scores of the whole class.`,
        ],
        answer: String(answer),
        form: 'number',
        steps: [
          [
            `핵심은 두 집단의 평균이 같으므로 전체 평균도 \\(${mean}\\)점이고, 편차의 제곱의 합을 그대로 더할 수 있다는 것입니다.`,
            `The key idea: both groups have the same mean, so the whole class does too, and the sums of squared deviations simply add.`,
          ],
          [
            `(편차)\\(^{2}\\)의 합은 남학생이 \\(${n1}\\times ${v1}=${n1 * v1}\\), 여학생이 \\(${n2}\\times ${v2}=${n2 * v2}\\)입니다.`,
            `The sum of squared deviations is \\(${n1}\\times ${v1}=${n1 * v1}\\) for the boys and \\(${n2}\\times ${v2}=${n2 * v2}\\) for the girls.`,
          ],
          [
            `전체 분산은 \\(\\frac{${n1 * v1}+${n2 * v2}}{${n1}+${n2}}=\\frac{${total}}{${n1 + n2}}=${answer}\\)입니다.`,
            `The whole class's variance is \\(\\frac{${n1 * v1}+${n2 * v2}}{${n1}+${n2}}=\\frac{${total}}{${n1 + n2}}=${answer}\\).`,
          ],
        ],
        difficulty: 5,
        subUnit: S1,
      });
    },
    // Builds each group around the mean (pairs at mean ± s, one value at the mean when the size is odd, s chosen to give
    // the group's variance) and measures the whole class.
    check: ({ n1, n2, v1, v2, mean }, problem) => {
      const group = (n: number, v: number) => {
        const pairs = Math.floor(n / 2);
        const s = Math.sqrt((n * v) / (2 * pairs));
        const values = Array.from({ length: 2 * pairs }, (_, i) => mean + (i % 2 === 0 ? s : -s));
        return n % 2 === 1 ? [...values, mean] : values;
      };
      const all = [...group(n1, v1), ...group(n2, v2)];
      const mu = all.reduce((a, b) => a + b, 0) / all.length;
      const variance = all.reduce((a, x) => a + (x - mu) ** 2, 0) / all.length;
      return keyIs(problem, Math.round(variance * 1e9) / 1e9);
    },
  }),

  defineTemplate(U, 'mean-and-variance-unknowns', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const known = distinctInts(rng, 3, 2, 12);
        const x = rng.int(1, 14);
        const y = rng.intExcept(1, 14, [x]);
        const data = [...known, x, y];
        const mean = data.reduce((a, b) => a + b, 0) / 5;
        const variance = data.reduce((a, v) => a + (v - mean) ** 2, 0) / 5;
        if (Number.isInteger(mean) && Number.isInteger(variance) && x !== y) return { known, x, y };
      }
    },
    generate: ({ known, x, y }) => {
      const data = [...known, x, y];
      const mean = data.reduce((a, b) => a + b, 0) / 5;
      const variance = data.reduce((a, v) => a + (v - mean) ** 2, 0) / 5;
      const sumXY = x + y;
      const sumSq = x * x + y * y;
      const answer = x * y;
      const knownSq = known.reduce((a, v) => a + v * v, 0);
      return essay({
        stem: [
          `다섯 개의 변량 \\(${list(known)},\\ a,\\ b\\)의 평균이 \\(${mean}\\)이고 분산이 \\(${variance}\\)일 때, \\(ab\\)의 값을 구하시오.`,
          `Five values \\(${list(known)},\\ a,\\ b\\) have mean \\(${mean}\\) and variance \\(${variance}\\). Find \\(ab\\).`,
        ],
        answer: String(answer),
        form: 'number',
        steps: [
          [
            `평균이 \\(${mean}\\)이므로 \\(${known.join('+')}+a+b=${5 * mean}\\), 즉 \\(a+b=${sumXY}\\)입니다.`,
            `The mean is \\(${mean}\\), so \\(${known.join('+')}+a+b=${5 * mean}\\), that is, \\(a+b=${sumXY}\\).`,
          ],
          [
            `분산은 (변량)\\(^{2}\\)의 평균에서 (평균)\\(^{2}\\)을 뺀 것과 같으므로 \\(\\frac{${knownSq}+a^{2}+b^{2}}{5}-${mean}^{2}=${variance}\\), 즉 \\(a^{2}+b^{2}=${sumSq}\\)입니다.`,
            `The variance is the mean of the squares minus the square of the mean: \\(\\frac{${knownSq}+a^{2}+b^{2}}{5}-${mean}^{2}=${variance}\\), so \\(a^{2}+b^{2}=${sumSq}\\).`,
          ],
          [
            `핵심은 \\(a\\), \\(b\\)를 따로 구하지 않고 곱셈 공식을 쓰는 것입니다: \\(2ab=(a+b)^{2}-(a^{2}+b^{2})=${sumXY * sumXY}-${sumSq}=${2 * answer}\\)이므로 \\(ab=${answer}\\)입니다.`,
            `The key idea: use an identity instead of finding \\(a\\) and \\(b\\): \\(2ab=(a+b)^{2}-(a^{2}+b^{2})=${sumXY * sumXY}-${sumSq}=${2 * answer}\\), so \\(ab=${answer}\\).`,
          ],
        ],
        difficulty: 5,
        subUnit: S1,
      });
    },
    // Searches whole pairs (a, b) that give the stated mean and variance; every one must have the same product.
    check: ({ known, x, y }, problem) => {
      const data = [...known, x, y];
      const mean = data.reduce((a, b) => a + b, 0) / 5;
      const variance = data.reduce((a, v) => a + (v - mean) ** 2, 0) / 5;
      const products = new Set<number>();
      for (let a = -30; a <= 60; a++)
        for (let b = -30; b <= 60; b++) {
          const d = [...known, a, b];
          const mu = d.reduce((s, v) => s + v, 0) / 5;
          if (mu !== mean) continue;
          if (Math.abs(d.reduce((s, v) => s + (v - mu) ** 2, 0) / 5 - variance) < 1e-9) products.add(a * b);
        }
      return products.size === 1 && keyIs(problem, [...products][0] as number);
    },
  }),
];
