// SAT Problem-Solving and Data Analysis, one-variable data (distributions, center and spread): original items.
import { createRng, type Rng } from '../lib/random.js';
import { HINTS, keyValue, numberChoices, numberSpec } from '../lib/sat/kit.js';
import type { ProblemTemplate } from '../lib/types.js';

const unitId = 'sat-q-c';

/** A data set whose mean is a whole number. */
function dataWithWholeMean(rng: Rng, size: number, low: number, high: number): number[] {
  for (;;) {
    const data = Array.from({ length: size }, () => rng.int(low, high));
    if (data.reduce((a, b) => a + b, 0) % size === 0) return data;
  }
}

const list = (data: readonly number[]) => data.join(', ');

function meanParams(seed: number) {
  const rng = createRng(seed);
  return { data: dataWithWholeMean(rng, rng.int(5, 8), 50, 100) };
}

/** The mean of test scores. */
const mean: ProblemTemplate = {
  id: `${unitId}.mean`,
  unitId,
  version: 1,
  generate(seed) {
    const { data } = meanParams(seed);
    const sum = data.reduce((a, b) => a + b, 0);
    return {
      type: 'essay',
      stem: {
        ko: `학생 ${data.length}명의 퀴즈 점수가 다음과 같습니다. \\(${list(data)}\\) 점수의 평균을 구하시오.`,
        en: `The quiz scores of ${data.length} students are \\(${list(data)}\\). What is the mean of the scores?`,
      },
      answer: String(sum / data.length),
      answerSpec: numberSpec(HINTS.number),
      explanation: [
        { ko: `점수의 합은 \\(${sum}\\)입니다.`, en: `The scores add up to \\(${sum}\\).` },
        {
          ko: `평균은 \\(${sum} \\div ${data.length} = ${sum / data.length}\\)입니다.`,
          en: `The mean is \\(${sum} \\div ${data.length} = ${sum / data.length}\\).`,
        },
      ],
      difficulty: 1,
    };
  },
  check(problem, seed) {
    const { data } = meanParams(seed);
    // Deviations from the mean add up to zero.
    const m = keyValue(problem);
    return Math.abs(data.reduce((acc, x) => acc + (x - m), 0)) < 1e-9;
  },
};

function medianParams(seed: number) {
  const rng = createRng(seed);
  const size = rng.int(6, 9);
  for (;;) {
    const data = Array.from({ length: size }, () => rng.int(1, 30));
    const sorted = [...data].sort((a, b) => a - b);
    const middle =
      size % 2 === 1
        ? (sorted[(size - 1) / 2] as number)
        : ((sorted[size / 2 - 1] as number) + (sorted[size / 2] as number)) / 2;
    if (Number.isInteger(middle * 2)) return { data, sorted, median: middle };
  }
}

/** The median of an unsorted list. */
const median: ProblemTemplate = {
  id: `${unitId}.median`,
  unitId,
  version: 1,
  generate(seed) {
    const { data, sorted, median: key } = medianParams(seed);
    const rng = createRng(seed + 43);
    const unsortedMiddle =
      data.length % 2 === 1
        ? (data[(data.length - 1) / 2] as number)
        : ((data[data.length / 2 - 1] as number) + (data[data.length / 2] as number)) / 2;
    const meanValue = Math.round((data.reduce((a, b) => a + b, 0) / data.length) * 2) / 2;
    const { choices, answer } = numberChoices(rng, key, [
      unsortedMiddle,
      meanValue,
      (sorted[sorted.length - 1] as number) - (sorted[0] as number),
      sorted[Math.floor(data.length / 2)] as number,
      sorted[Math.floor(data.length / 2) - 1] as number,
    ]);
    return {
      type: 'multiple',
      stem: {
        ko: `어느 동아리 학생들이 한 주 동안 읽은 책의 쪽수(단위: 10쪽)가 \\(${list(data)}\\)입니다. 이 자료의 중앙값은?`,
        en: `The numbers of pages (in tens) that club members read in a week are \\(${list(data)}\\). What is the median of the data?`,
      },
      choices,
      answer,
      explanation: [
        { ko: `크기순으로 나열하면 \\(${list(sorted)}\\)입니다.`, en: `In order: \\(${list(sorted)}\\).` },
        {
          ko:
            data.length % 2 === 1
              ? `자료가 ${data.length}개이므로 가운데 값 \\(${key}\\)가 중앙값입니다.`
              : `자료가 ${data.length}개이므로 가운데 두 값의 평균 \\(${key}\\)가 중앙값입니다.`,
          en:
            data.length % 2 === 1
              ? `There are ${data.length} values, so the median is the middle one, \\(${key}\\).`
              : `There are ${data.length} values, so the median is the mean of the two middle values, \\(${key}\\).`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { data } = medianParams(seed);
    // Order statistics by counting ranks, without sorting: x is the k-th smallest when fewer than k values are
    // below it and at least k are at or below it.
    const kth = (k: number) =>
      data.find((x) => data.filter((y) => y < x).length < k && data.filter((y) => y <= x).length >= k);
    const n = data.length;
    const expected =
      n % 2 === 1 ? (kth((n + 1) / 2) as number) : ((kth(n / 2) as number) + (kth(n / 2 + 1) as number)) / 2;
    return keyValue(problem) === expected;
  },
};

function addValueParams(seed: number) {
  const rng = createRng(seed);
  const count = rng.int(4, 9);
  const oldMean = rng.int(60, 90);
  const newValue = rng.int(40, 100);
  const total = oldMean * count + newValue;
  return { count, oldMean, newValue, total, fits: total % (count + 1) === 0 };
}

/** The new mean after one more value joins the data. */
const meanAfterAdding: ProblemTemplate = {
  id: `${unitId}.mean-after-adding`,
  unitId,
  version: 1,
  generate(seed) {
    const { count, oldMean, newValue, total } = addValueParams(seed);
    const key = total / (count + 1);
    return {
      type: 'essay',
      stem: {
        ko: `학생 ${count}명의 시험 점수 평균이 ${oldMean}점입니다. 한 학생이 더 시험을 보았고 점수는 ${newValue}점입니다. 학생 ${count + 1}명의 점수 평균을 구하시오.`,
        en: `The mean test score of ${count} students is ${oldMean}. One more student takes the test and scores ${newValue}. What is the mean score of all ${count + 1} students?`,
      },
      answer: Number.isInteger(key) ? String(key) : `\\frac{${total}}{${count + 1}}`,
      answerSpec: numberSpec(HINTS.number, { tolerance: 0.01 }),
      explanation: [
        {
          ko: `${count}명의 점수 합은 \\(${oldMean} \\times ${count} = ${oldMean * count}\\)입니다.`,
          en: `The ${count} scores add up to \\(${oldMean} \\times ${count} = ${oldMean * count}\\).`,
        },
        {
          ko: `새 합은 \\(${oldMean * count} + ${newValue} = ${total}\\)이고, 평균은 \\(${total} \\div ${count + 1}${Number.isInteger(key) ? ` = ${key}` : ` \\approx ${key.toFixed(2)}`}\\)입니다.`,
          en: `The new total is \\(${oldMean * count} + ${newValue} = ${total}\\), and the mean is \\(${total} \\div ${count + 1}${Number.isInteger(key) ? ` = ${key}` : ` \\approx ${key.toFixed(2)}`}\\).`,
        },
      ],
      difficulty: 3,
    };
  },
  check(problem, seed) {
    const { count, oldMean, newValue } = addValueParams(seed);
    // Weighted mean of the old mean and the new value.
    const expected = (oldMean * count) / (count + 1) + newValue / (count + 1);
    return Math.abs(keyValue(problem) - expected) < 1e-9;
  },
};

export const templates: ProblemTemplate[] = [mean, median, meanAfterAdding];
