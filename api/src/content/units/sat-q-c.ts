// SAT Problem-Solving and Data Analysis, one-variable data (distributions, center and spread): original items.
import {
  defineTemplate,
  essay,
  keyIs,
  multiple,
  num,
  ordinal,
  q,
  valueChoices,
  withJosa,
  type ProblemTemplate,
  type Rng,
} from '../kit/index.js';

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
    version: 2,
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
    generate: ({ count, oldMean, newValue }) => {
      const oldTotal = oldMean * count;
      const sum = oldTotal + newValue;
      const key = num(q(sum, count + 1));
      return essay({
        stem: [
          `학생 \\(${count}\\)명의 시험 점수의 평균이 \\(${oldMean}\\)점입니다. 한 학생이 더 시험을 보았더니 점수가 \\(${newValue}\\)점이었습니다. 학생 \\(${count + 1}\\)명의 점수의 평균을 구하시오.`,
          `The mean test score of \\(${count}\\) students is \\(${oldMean}\\). One more student takes the test and scores \\(${newValue}\\). What is the mean score of all \\(${count + 1}\\) students?`,
        ],
        answer: num(q(sum, count + 1), { group: false }),
        form: 'number',
        unit: '점',
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
];
