// SAT Problem-Solving and Data Analysis, one-variable data (distributions, center and spread): original items.
import { defineTemplate, essay, multiple, type ProblemTemplate, type Rng } from '../kit/template.js';
import { num, q, type Q } from '../kit/numbers.js';
import { m, term } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { ordinal } from '../kit/english.js';
import { keyIs, keyIsText, valueOf } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';
import { boxPlot, figureSvg, histogram, withFigure } from '../kit/figures.js';

const U = 'sat-q-c';

/** A data set whose mean is a whole number. */
function dataWithWholeMean(rng: Rng, size: number, low: number, high: number): number[] {
  for (;;) {
    const data = Array.from({ length: size }, () => rng.int(low, high));
    if (data.reduce((a, b) => a + b, 0) % size === 0) return data;
  }
}

const list = (data: readonly number[]) => data.join(', ');
const total = (data: readonly number[]) => data.reduce((a, b) => a + b, 0);

/** The population standard deviation, as the SAT means it: the root of the mean squared distance from the mean. */
function populationSd(data: readonly number[]): number {
  const mean = total(data) / data.length;
  return Math.sqrt(data.reduce((acc, x) => acc + (x - mean) ** 2, 0) / data.length);
}

/** The index of the class holding the middle value of an odd number of values. */
function medianClass(counts: readonly number[]): number {
  const middle = (total(counts) + 1) / 2;
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i] as number;
    if (seen >= middle) return i;
  }
  return counts.length - 1;
}

export const templates: ProblemTemplate[] = [
  /** The mean of test scores. */
  defineTemplate(U, 'mean', {
    version: 2,
    params: (rng) => ({ data: dataWithWholeMean(rng, rng.int(5, 8), 50, 100) }),
    ranges: { data: [0, 100], mean: [0, 100] },
    values: ({ data }) => ({ mean: total(data) / data.length }),
    generate: ({ data }) => {
      const sum = total(data);
      const n = data.length;
      const key = sum / n;
      return essay({
        stem: [
          `학생 \\(${n}\\)명의 퀴즈 점수가 다음과 같습니다. \\(${list(data)}\\) 이 점수들의 평균을 구하시오.`,
          `The quiz scores of \\(${n}\\) students are \\(${list(data)}\\). What is the mean of the scores?`,
        ],
        answer: String(key),
        form: 'number',
        unit: '점',
        steps: [
          [`점수의 합은 \\(${data.join('+')}=${sum}\\)입니다.`, `The scores add up to \\(${data.join('+')}=${sum}\\).`],
          [
            `학생이 \\(${n}\\)명이므로 평균은 \\(${sum}\\div ${n}=${key}\\)점입니다.`,
            `There are \\(${n}\\) scores, so the mean is \\(${sum}\\div ${n}=${key}\\).`,
          ],
        ],
        difficulty: 1,
      });
    },
    check: ({ data }, problem) => {
      // Deviations from the mean add up to zero, and the mean is the only value for which they do.
      const n = data.length;
      return keyIs(
        problem,
        data.reduce((acc, x) => acc + x / n, 0),
      );
    },
  }),

  /** The median of an unsorted list of daily high temperatures. */
  defineTemplate(U, 'median', {
    version: 3,
    params: (rng) => {
      const size = rng.int(6, 9);
      const center = rng.int(8, 26);
      const data = Array.from({ length: size }, () => rng.int(center - 6, center + 6));
      return { data };
    },
    ranges: { data: [-30, 45] },
    generate: ({ data }, rng) => {
      const n = data.length;
      const sorted = [...data].sort((a, b) => a - b);
      const odd = n % 2 === 1;
      const lo = sorted[Math.ceil(n / 2) - 1] as number;
      const hi = sorted[Math.floor(n / 2)] as number;
      const key = q(lo + hi, 2);
      const unsortedMiddle = odd
        ? (data[(n - 1) / 2] as number)
        : q((data[n / 2 - 1] as number) + (data[n / 2] as number), 2);
      const mistakes = [
        unsortedMiddle,
        q(total(data), n),
        (sorted[n - 1] as number) - (sorted[0] as number),
        lo,
        hi,
        sorted[Math.floor(n / 2) + 1] as number,
        sorted[Math.ceil(n / 2) - 2] as number,
      ];
      const middleKo = odd
        ? `가운데 값인 \\(${(n + 1) / 2}\\)번째 값 ${withJosa(`\\(${num(key)}\\)`, '이/가')} 중앙값입니다.`
        : `가운데 두 값 ${withJosa(`\\(${lo}\\)`, '과/와')} \\(${hi}\\)의 평균 ${withJosa(`\\(\\dfrac{${lo}+${hi}}{2}=${num(key)}\\)`, '이/가')} 중앙값입니다.`;
      const middleEn = odd
        ? `the median is the middle (${ordinal((n + 1) / 2)}) value, \\(${num(key)}\\).`
        : `the median is the mean of the two middle values: \\(\\dfrac{${lo}+${hi}}{2}=${num(key)}\\).`;
      return multiple(rng, {
        choices: 4,
        stem: [
          `어느 도시의 \\(${n}\\)일 동안의 하루 최고 기온(°C)을 조사한 자료가 다음과 같습니다. \\(${list(data)}\\) 이 자료의 중앙값은?`,
          `The daily high temperatures, in degrees Celsius, in a city over \\(${n}\\) days are \\(${list(data)}\\). What is the median of the data?`,
        ],
        ...valueChoices(key, mistakes, { step: key.isInteger ? 1 : q(1, 2) }),
        steps: [
          [
            `자료를 작은 값부터 크기순으로 나열하면 \\(${list(sorted)}\\)입니다.`,
            `In order from least to greatest: \\(${list(sorted)}\\).`,
          ],
          [`자료가 \\(${n}\\)개이므로 ${middleKo}`, `There are \\(${n}\\) values, so ${middleEn}`],
        ],
        difficulty: 2,
      });
    },
    check: ({ data }, problem) => {
      // Order statistics by counting ranks, without sorting: x is the k-th smallest when fewer than k values are
      // below it and at least k are at or below it.
      const kth = (k: number) =>
        data.find((x) => data.filter((y) => y < x).length < k && data.filter((y) => y <= x).length >= k) as number;
      const n = data.length;
      return keyIs(problem, n % 2 === 1 ? kth((n + 1) / 2) : (kth(n / 2) + kth(n / 2 + 1)) / 2);
    },
  }),

  /** The new mean after one more value joins the data. */
  defineTemplate(U, 'mean-after-adding', {
    version: 3,
    params: (rng) => {
      // Drawn again until the new mean is a whole number or has at most two decimal places.
      for (;;) {
        const count = rng.int(4, 9);
        const oldMean = rng.int(60, 90);
        const newValue = rng.int(40, 100);
        if (q(oldMean * count + newValue, count + 1).isDecimal(2)) return { count, oldMean, newValue };
      }
    },
    ranges: { oldMean: [0, 100], newValue: [0, 100], newMean: [0, 100] },
    values: ({ count, oldMean, newValue }) => ({ newMean: (oldMean * count + newValue) / (count + 1) }),
    generate: ({ count, oldMean, newValue }, rng) => {
      const oldTotal = oldMean * count;
      const sum = oldTotal + newValue;
      const key = num(q(sum, count + 1));
      return multiple(rng, {
        choices: 4,
        stem: [
          `학생 \\(${count}\\)명의 시험 점수의 평균이 \\(${oldMean}\\)점입니다. 한 학생이 더 시험을 보았더니 점수가 \\(${newValue}\\)점이었습니다. 학생 \\(${count + 1}\\)명의 점수의 평균은 몇 점입니까?`,
          `The mean test score of \\(${count}\\) students is \\(${oldMean}\\). One more student takes the test and scores \\(${newValue}\\). What is the mean score of all \\(${count + 1}\\) students?`,
        ],
        // Mistakes: the two means averaged, the old mean, the total over the old count.
        ...valueChoices(q(sum, count + 1), [q(oldMean + newValue, 2), oldMean, q(sum, count), q(oldTotal, count + 1)], {
          step: 1,
        }),
        steps: [
          [
            `(평균)\\(\\times\\)(학생 수)가 점수의 합이므로 \\(${count}\\)명의 점수의 합은 \\(${oldMean}\\times ${count}=${oldTotal}\\)점입니다.`,
            `The mean times the number of students is the total, so the \\(${count}\\) scores add up to \\(${oldMean}\\times ${count}=${oldTotal}\\).`,
          ],
          [
            `새 학생의 점수를 더하면 \\(${oldTotal}+${newValue}=${sum}\\)점입니다.`,
            `With the new score, the total is \\(${oldTotal}+${newValue}=${sum}\\).`,
          ],
          [
            `따라서 \\(${count + 1}\\)명의 평균은 \\(${sum}\\div ${count + 1}=${key}\\)점입니다.`,
            `So the mean of the \\(${count + 1}\\) scores is \\(${sum}\\div ${count + 1}=${key}\\).`,
          ],
        ],
        difficulty: 3,
      });
    },
    check: ({ count, oldMean, newValue }, problem) =>
      // The new mean moves from the old one by the new value's distance from it, shared among count + 1 students.
      keyIs(problem, q(newValue - oldMean, count + 1).add(oldMean).value),
  }),

  /** Four lists with one mean: the one spread widest has the greatest standard deviation. */
  defineTemplate(U, 'greatest-spread', {
    version: 1,
    params: (rng) => ({ mean: rng.int(10, 60), scales: rng.shuffle([1, 2, 3, 5]) }),
    generate: ({ mean, scales }, rng) => {
      const lists = scales.map((s) => [-2, -1, 0, 1, 2].map((o) => mean + o * s));
      const widest = lists[scales.indexOf(5)] as number[];
      return multiple(rng, {
        choices: 4,
        stem: [
          '다음 중 표준편차가 가장 큰 자료는?',
          'Which of the following data sets has the greatest standard deviation?',
        ],
        correct: m(list(widest)),
        wrong: lists.filter((l) => l !== widest).map((l) => m(list(l))),
        steps: [
          [
            `네 자료의 평균은 모두 \\(${mean}\\)입니다. 표준편차는 값들이 평균에서 평균적으로 얼마나 떨어져 있는지를 나타냅니다.`,
            `All four data sets have mean \\(${mean}\\). The standard deviation measures how far the values typically are from the mean.`,
          ],
          [
            `평균에서 가장 멀리 퍼져 있는 자료는 \\(${list(widest)}\\)이므로 이 자료의 표준편차가 가장 큽니다.`,
            `The values \\(${list(widest)}\\) lie farthest from the mean, so this set has the greatest standard deviation.`,
          ],
        ],
        difficulty: 2,
      });
    },
    // Compute each choice's standard deviation from its numbers; the key's must be the strict greatest.
    check: (_p, problem) => {
      const sds = (problem.choices ?? []).map((c) => populationSd(valueOf(c)));
      const top = Math.max(...sds);
      return sds.filter((sd) => sd === top).length === 1 && sds[Number(problem.answer)] === top;
    },
  }),

  /** One mean, one range: the spread depends on how many values sit near the ends. */
  defineTemplate(U, 'spread-same-range', {
    version: 1,
    params: (rng) => ({
      low: rng.int(10, 40),
      step: rng.int(1, 3),
      least: rng.next() < 0.5,
      order: rng.shuffle([0, 1, 2, 3]),
    }),
    generate: ({ low, step, least, order }, rng) => {
      // Offsets from the low end on a 0–10 scale: each keeps 0 and 10, mean 5; the values near the ends differ.
      const shapes = [
        [0, 5, 5, 5, 10],
        [0, 4, 5, 6, 10],
        [0, 2, 5, 8, 10],
        [0, 0, 5, 10, 10],
      ];
      const lists = order.map((i) => (shapes[i] as number[]).map((o) => low + o * step));
      const key = lists[order.indexOf(least ? 0 : 3)] as number[];
      const [ko, en] = least ? ['가장 작은', 'least'] : ['가장 큰', 'greatest'];
      return multiple(rng, {
        choices: 4,
        stem: [
          `다음 네 자료는 평균과 범위가 모두 같습니다. 표준편차가 ${ko} 자료는?`,
          `The four data sets below have the same mean and the same range. Which data set has the ${en} standard deviation?`,
        ],
        correct: m(list(key)),
        wrong: lists.filter((l) => l !== key).map((l) => m(list(l))),
        steps: [
          [
            `네 자료 모두 최솟값 \\(${low}\\), 최댓값 \\(${low + 10 * step}\\), 평균 \\(${low + 5 * step}\\)입니다. 범위가 같아도 표준편차는 다를 수 있습니다.`,
            `Every set runs from \\(${low}\\) to \\(${low + 10 * step}\\) and has mean \\(${low + 5 * step}\\). The same range does not mean the same standard deviation.`,
          ],
          [
            least
              ? `가운데 세 값이 평균 \\(${low + 5 * step}\\)에 모여 있을수록 표준편차가 작습니다. 따라서 \\(${list(key)}\\)의 표준편차가 가장 작습니다.`
              : `평균에서 먼 양 끝에 값이 많을수록 표준편차가 큽니다. 따라서 \\(${list(key)}\\)의 표준편차가 가장 큽니다.`,
            least
              ? `The closer the middle values sit to the mean \\(${low + 5 * step}\\), the smaller the standard deviation, so \\(${list(key)}\\) has the least.`
              : `The more values sit at the ends, far from the mean, the larger the standard deviation, so \\(${list(key)}\\) has the greatest.`,
          ],
        ],
        difficulty: 3,
      });
    },
    check: ({ least }, problem) => {
      const sds = (problem.choices ?? []).map((c) => populationSd(valueOf(c)));
      const target = least ? Math.min(...sds) : Math.max(...sds);
      return sds.filter((sd) => sd === target).length === 1 && sds[Number(problem.answer)] === target;
    },
  }),

  /** Multiplying every value by k and adding c: the standard deviation is multiplied by k, the shift drops out. */
  defineTemplate(U, 'spread-after-change', {
    version: 1,
    params: (rng) => ({
      sd: rng.int(2, 12),
      mean: rng.int(20, 80),
      k: rng.int(2, 5),
      c: rng.int(3, 30),
    }),
    generate: ({ sd, mean, k, c }, rng) =>
      multiple(rng, {
        choices: 4,
        stem: [
          `어떤 자료의 평균은 \\(${mean}\\), 표준편차는 \\(${sd}\\)입니다. 이 자료의 각 값에 ${withJosa(m(k), '을/를')} 곱한 다음 ${withJosa(m(c), '을/를')} 더하여 새로운 자료를 만들었습니다. 새로운 자료의 표준편차는?`,
          `A data set has a mean of \\(${mean}\\) and a standard deviation of \\(${sd}\\). A new data set is made by multiplying each value by \\(${k}\\) and then adding \\(${c}\\). What is the standard deviation of the new data set?`,
        ],
        correct: m(k * sd),
        wrong: [k * sd + c, sd, sd + c, k * k * sd, k * mean + c].map((v) => m(v)),
        steps: [
          [
            `모든 값에 ${withJosa(m(c), '을/를')} 더하면 자료 전체가 옮겨질 뿐 값들 사이의 간격은 그대로이므로 표준편차는 변하지 않습니다.`,
            `Adding \\(${c}\\) to every value slides the whole data set over; the gaps between values stay the same, so the standard deviation does not change.`,
          ],
          [
            `모든 값에 ${withJosa(m(k), '을/를')} 곱하면 평균과의 거리도 모두 \\(${k}\\)배가 되므로 표준편차도 \\(${k}\\)배가 됩니다.`,
            `Multiplying every value by \\(${k}\\) multiplies every distance from the mean by \\(${k}\\), so the standard deviation is multiplied by \\(${k}\\).`,
          ],
          [
            `따라서 새로운 표준편차는 \\(${k}\\times ${sd}=${k * sd}\\)입니다. 핵심은 더하기는 퍼짐을 바꾸지 않고 곱하기만 바꾼다는 것입니다.`,
            `So the new standard deviation is \\(${k}\\times ${sd}=${k * sd}\\). The key: adding moves the center but not the spread; multiplying scales the spread.`,
          ],
        ],
        difficulty: 4,
      }),
    // A concrete set with that mean and standard deviation, {mean − sd, mean + sd}, changed and measured.
    check: ({ sd, mean, k, c }, problem) => keyIs(problem, populationSd([mean - sd, mean + sd].map((v) => k * v + c))),
  }),

  /** The interquartile range read off a box plot. */
  defineTemplate(U, 'box-plot-iqr', {
    version: 1,
    params: (rng) => {
      const step = rng.pick([2, 5] as const);
      // Scores out of 100: the lowest leaves room for the widest spread (14 steps).
      const min = rng.int(4, step === 5 ? 6 : 10) * step;
      const gaps = [rng.int(1, 4), rng.int(1, 3), rng.int(1, 3), rng.int(1, 4)].map((g) => g * step);
      const five = gaps.reduce<number[]>((acc, g) => [...acc, (acc.at(-1) as number) + g], [min]);
      return { five: five as [number, number, number, number, number] };
    },
    ranges: { five: [0, 100] },
    generate: ({ five }, rng) => {
      const [mn, q1, md, q3, mx] = five;
      const figure = boxPlot({
        axis: { min: Math.floor(mn / 10) * 10, max: Math.ceil(mx / 10) * 10, step: 10 },
        boxes: [{ five }],
        title: { ko: '점수(점)', en: 'Score' },
      });
      const problem = multiple(rng, {
        choices: 4,
        stem: [
          '어느 반 학생들의 수학 시험 점수를 상자그림으로 나타낸 것입니다. 이 자료의 사분위수 범위는?',
          'The box plot summarizes the math test scores of the students in a class. What is the interquartile range of the scores?',
        ],
        correct: m(q3 - q1),
        wrong: [mx - mn, md, q3 - md, md - q1, mx - q1, q3 - mn].map((v) => m(v)),
        steps: [
          [
            `상자의 왼쪽 끝이 제1사분위수 \\(${q1}\\), 오른쪽 끝이 제3사분위수 \\(${q3}\\)입니다. 상자 안의 선은 중앙값 \\(${md}\\)입니다.`,
            `The left edge of the box is the first quartile, \\(${q1}\\); the right edge is the third quartile, \\(${q3}\\). The line inside the box is the median, \\(${md}\\).`,
          ],
          [
            `사분위수 범위는 \\(${q3}-${q1}=${q3 - q1}\\)입니다. 최댓값과 최솟값의 차 ${withJosa(m(mx - mn), '은/는')} 범위이므로 헷갈리지 않도록 합니다.`,
            `The interquartile range is \\(${q3}-${q1}=${q3 - q1}\\). Do not confuse it with the range, \\(${mx}-${mn}=${mx - mn}\\).`,
          ],
        ],
        difficulty: 2,
      });
      return withFigure(problem, figure);
    },
    // Read the quartiles back from the figure's own marks (data-five), not from the parameters.
    check: (_p, problem) => {
      const marks = problem.figure ? /data-five="([^"]+)"/.exec(figureSvg(problem.figure, 'en'))?.[1] : undefined;
      const [, q1, , q3] = (marks ?? '').split(',').map(Number);
      return marks !== undefined && keyIs(problem, (q3 as number) - (q1 as number));
    },
  }),

  /** Two box plots: how much larger one class's interquartile range is than the other's. */
  defineTemplate(U, 'box-plot-compare', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const make = () => {
          const min = rng.int(8, 14) * 5;
          const gaps = [rng.int(1, 3), rng.int(1, 3), rng.int(1, 3), rng.int(1, 3)].map((g) => g * 5);
          return gaps.reduce<number[]>((acc, g) => [...acc, (acc.at(-1) as number) + g], [min]) as [
            number,
            number,
            number,
            number,
            number,
          ];
        };
        const a = make();
        const b = make();
        const iqr = (f: readonly number[]) => (f[3] as number) - (f[1] as number);
        if (iqr(a) !== iqr(b) && a[4] <= 100 && b[4] <= 100) return { a, b };
      }
    },
    ranges: { a: [0, 100], b: [0, 100] },
    generate: ({ a, b }, rng) => {
      const [wide, narrow, wideKo, narrowKo, wideEn, narrowEn] =
        a[3] - a[1] > b[3] - b[1]
          ? [a, b, 'A반', 'B반', 'Class A', 'Class B']
          : [b, a, 'B반', 'A반', 'Class B', 'Class A'];
      const low = Math.min(a[0], b[0]);
      const high = Math.max(a[4], b[4]);
      const figure = boxPlot({
        axis: { min: Math.floor(low / 10) * 10, max: Math.ceil(high / 10) * 10, step: 10 },
        boxes: [
          { label: { ko: 'A반', en: 'A' }, five: a },
          { label: { ko: 'B반', en: 'B' }, five: b },
        ],
        title: { ko: '점수(점)', en: 'Score' },
      });
      const key = wide[3] - wide[1] - (narrow[3] - narrow[1]);
      const problem = multiple(rng, {
        choices: 4,
        stem: [
          `A반과 B반 학생들의 과학 시험 점수를 각각 상자그림으로 나타낸 것입니다. ${wideKo}의 사분위수 범위는 ${narrowKo}의 사분위수 범위보다 얼마나 더 큽니까?`,
          `The box plots summarize the science test scores of the students in Class A and Class B. How much greater is the interquartile range of ${wideEn} than the interquartile range of ${narrowEn}?`,
        ],
        correct: m(key),
        wrong: [
          wide[4] - wide[0] - (narrow[4] - narrow[0]),
          Math.abs(wide[2] - narrow[2]),
          Math.abs(wide[3] - narrow[3]),
          Math.abs(wide[1] - narrow[1]),
          key + 5,
          key + 10,
          key + 15,
          key * 2,
        ].map((v) => m(v)),
        steps: [
          [
            `${wideKo}: 제3사분위수 \\(${wide[3]}\\), 제1사분위수 \\(${wide[1]}\\)이므로 사분위수 범위는 \\(${wide[3]}-${wide[1]}=${wide[3] - wide[1]}\\)입니다.`,
            `${wideEn}: the quartiles are \\(${wide[1]}\\) and \\(${wide[3]}\\), so its interquartile range is \\(${wide[3]}-${wide[1]}=${wide[3] - wide[1]}\\).`,
          ],
          [
            `${narrowKo}: 사분위수 범위는 \\(${narrow[3]}-${narrow[1]}=${narrow[3] - narrow[1]}\\)입니다.`,
            `${narrowEn}: its interquartile range is \\(${narrow[3]}-${narrow[1]}=${narrow[3] - narrow[1]}\\).`,
          ],
          [
            `차는 \\(${wide[3] - wide[1]}-${narrow[3] - narrow[1]}=${key}\\)입니다. 상자의 길이를 비교하는 것이지 수염의 끝을 비교하는 것이 아닙니다.`,
            `The difference is \\(${wide[3] - wide[1]}-${narrow[3] - narrow[1]}=${key}\\). Compare the lengths of the boxes, not the ends of the whiskers.`,
          ],
        ],
        difficulty: 3,
      });
      return withFigure(problem, figure);
    },
    check: ({ a, b }, problem) => keyIs(problem, Math.abs(a[3] - a[1] - b[3] + b[1])),
  }),

  /** The class of a frequency table (and histogram) that holds the median. */
  defineTemplate(U, 'histogram-median', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const counts = Array.from({ length: 5 }, () => rng.int(1, 12));
        const n = total(counts);
        // An odd count puts the median on one value; it must not sit in the class with the most values (too easy).
        if (n % 2 === 1 && n >= 15) {
          const at = medianClass(counts);
          if (counts.indexOf(Math.max(...counts)) !== at) return { counts, width: rng.pick([5, 10] as const) };
        }
      }
    },
    generate: ({ counts, width }, rng) => {
      const n = total(counts);
      const at = medianClass(counts);
      const interval = (i: number) => `${i * width}\\le t<${(i + 1) * width}`;
      const table = (ko: boolean) =>
        `\\begin{array}{c|c} \\text{${ko ? '시간(분)' : 'Time (minutes)'}} & \\text{${ko ? '학생 수(명)' : 'Students'}} \\\\ \\hline ${counts.map((c, i) => `${interval(i)} & ${c}`).join(' \\\\ ')} \\end{array}`;
      const figure = histogram({
        start: 0,
        width,
        counts,
        y: { min: 0, max: Math.max(...counts) + (Math.max(...counts) % 2 === 0 ? 2 : 1), step: 2 },
        xLabel: { ko: '시간(분)', en: 'Time (minutes)' },
        yLabel: { ko: '학생 수(명)', en: 'Students' },
      });
      const before = total(counts.slice(0, at));
      const problem = multiple(rng, {
        choices: 4,
        stem: [
          `학생 \\(${n}\\)명이 등교하는 데 걸린 시간 \\(t\\)분을 조사하여 나타낸 도수분포표와 히스토그램입니다. \\(${table(true)}\\) 걸린 시간의 중앙값이 속하는 계급은?`,
          `The frequency table and histogram show the times \\(t\\), in minutes, that \\(${n}\\) students took to get to school. \\(${table(false)}\\) Which interval contains the median time?`,
        ],
        correct: m(interval(at)),
        wrong: counts
          .map((_, i) => i)
          .filter((i) => i !== at)
          .map((i) => m(interval(i))),
        steps: [
          [
            `\\(${n}\\)명의 중앙값은 작은 쪽에서 \\(${(n + 1) / 2}\\)번째 값입니다.`,
            `With \\(${n}\\) values, the median is the ${ordinal((n + 1) / 2)} value in order.`,
          ],
          [
            at === 0
              ? `첫 계급의 도수가 \\(${counts[0]}\\)명이므로 \\(${(n + 1) / 2}\\)번째 값은 첫 계급에 있습니다.`
              : `앞 계급까지의 누적 도수는 \\(${before}\\)명으로 \\(${(n + 1) / 2}\\)번째에 못 미치고, \\(${interval(at)}\\) 계급까지의 누적 도수는 \\(${before}+${counts[at]}=${before + (counts[at] as number)}\\)명이므로 \\(${(n + 1) / 2}\\)번째 값은 이 계급에 있습니다.`,
            at === 0
              ? `The first interval alone holds \\(${counts[0]}\\) students, so the ${ordinal((n + 1) / 2)} value lies in it.`
              : `Count up: \\(${before}\\) students come before the interval \\(${interval(at)}\\), and \\(${before}+${counts[at]}=${before + (counts[at] as number)}\\) through it, so the ${ordinal((n + 1) / 2)} value lies in it.`,
          ],
          [
            `따라서 중앙값은 \\(${interval(at)}\\) 계급에 속합니다. 도수가 가장 큰 계급이 아니라 누적 도수로 찾아야 합니다.`,
            `So the median is in \\(${interval(at)}\\). Find it by counting up, not by picking the tallest bar.`,
          ],
        ],
        difficulty: 3,
      });
      return withFigure(problem, figure);
    },
    // List every student's class and take the middle one.
    check: ({ counts, width }, problem) => {
      const classes = counts.flatMap((c, i) => Array.from({ length: c }, () => i));
      const middle = classes[(classes.length - 1) / 2] as number;
      return keyIsText(problem, `${middle * width}\\le t<${(middle + 1) * width}`);
    },
  }),

  /** A missing frequency from the mean of a frequency table (typed). */
  defineTemplate(U, 'missing-frequency', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const counts = [rng.int(1, 9), rng.int(1, 9), rng.int(1, 9), rng.int(1, 9), rng.int(1, 9)];
        const missing = rng.int(0, 4);
        const sum = counts.reduce((acc, c, i) => acc + c * (i + 1), 0);
        const n = total(counts);
        const mean = q(sum, n);
        // A mean with at most one decimal place, as a survey would report it.
        // The missing class's value must differ from the mean, or every k would fit.
        if (mean.mul(10).isInteger && !mean.eq(missing + 1)) return { counts, missing };
      }
    },
    generate: ({ counts, missing }) => {
      const n = total(counts);
      const sum = counts.reduce((acc, c, i) => acc + c * (i + 1), 0);
      const mean = q(sum, n);
      const k = counts[missing] as number;
      const shown = counts.map((c, i) => (i === missing ? 'k' : String(c)));
      const table = (ko: boolean) =>
        `\\begin{array}{c|ccccc} \\text{${ko ? '읽은 책의 수(권)' : 'Books read'}} & 1 & 2 & 3 & 4 & 5 \\\\ \\hline \\text{${ko ? '학생 수(명)' : 'Students'}} & ${shown.join(' & ')} \\end{array}`;
      const known = counts.reduce((acc, c, i) => (i === missing ? acc : acc + c * (i + 1)), 0);
      const knownN = n - k;
      const v = missing + 1;
      const kTerm = (c: Q) => `${c.eq(1) ? '' : c.eq(-1) ? '-' : num(c)}k`;
      return essay({
        stem: [
          `어느 반 학생들이 지난달에 읽은 책의 수를 조사하여 나타낸 표입니다. \\(${table(true)}\\) 읽은 책의 수의 평균이 \\(${num(mean)}\\)권일 때, \\(k\\)의 값을 구하시오.`,
          `The table shows how many books each student in a class read last month. \\(${table(false)}\\) The mean number of books read is \\(${num(mean)}\\). What is the value of \\(k\\)?`,
        ],
        answer: String(k),
        form: 'number',
        steps: [
          [
            `학생 수는 \\(${knownN}+k\\)명이고, 읽은 책의 총수는 \\(${known}+${term(v, 'k')}\\)권입니다.`,
            `There are \\(${knownN}+k\\) students, and they read \\(${known}+${term(v, 'k')}\\) books in all.`,
          ],
          [
            `(평균)\\(\\times\\)(학생 수)\\(=\\)(총수)이므로 \\(${num(mean)}(${knownN}+k)=${known}+${term(v, 'k')}\\)입니다. 핵심은 평균의 정의를 \\(k\\)에 대한 방정식으로 세우는 것입니다.`,
            `Mean times count is the total: \\(${num(mean)}(${knownN}+k)=${known}+${term(v, 'k')}\\). The key is to turn the definition of the mean into an equation in \\(k\\).`,
          ],
          [
            `정리하면 \\(${num(mean.mul(knownN))}+${kTerm(mean)}=${known}+${term(v, 'k')}\\), \\(${kTerm(mean.sub(v))}=${num(q(known).sub(mean.mul(knownN)))}\\)이므로 \\(k=${k}\\)입니다.`,
            `Then \\(${num(mean.mul(knownN))}+${kTerm(mean)}=${known}+${term(v, 'k')}\\), so \\(${kTerm(mean.sub(v))}=${num(q(known).sub(mean.mul(knownN)))}\\) and \\(k=${k}\\).`,
          ],
        ],
        difficulty: 4,
      });
    },
    // Try every count from 0 to 50 for the missing class: exactly one gives the stated mean.
    check: ({ counts, missing }, problem) => {
      const mean = counts.reduce((acc, c, i) => acc + c * (i + 1), 0) / total(counts);
      const fits: number[] = [];
      for (let k = 0; k <= 50; k++) {
        const filled = counts.map((c, i) => (i === missing ? k : c));
        const m2 = filled.reduce((acc, c, i) => acc + c * (i + 1), 0) / total(filled);
        if (Math.abs(m2 - mean) < 1e-9) fits.push(k);
      }
      return fits.length === 1 && keyIs(problem, fits[0] as number);
    },
  }),
];
