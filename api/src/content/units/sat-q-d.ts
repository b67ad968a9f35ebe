// SAT Problem-Solving and Data Analysis, two-variable data (models and scatterplots): original items.
import { createRng } from '../lib/random.js';
import { HINTS, keyValue, numberChoices, numberSpec, plus } from '../lib/sat/kit.js';
import type { ProblemTemplate } from '../lib/types.js';

const unitId = 'sat-q-d';

function fitParams(seed: number) {
  const rng = createRng(seed);
  const slope = rng.int(2, 12) / 2;
  const intercept = rng.int(5, 60);
  const x = rng.int(3, 20) * 2;
  return { slope, intercept, x };
}

/** Predict from the line of best fit. */
const predictFromFit: ProblemTemplate = {
  id: `${unitId}.predict-from-fit`,
  unitId,
  version: 1,
  generate(seed) {
    const { slope, intercept, x } = fitParams(seed);
    const y = slope * x + intercept;
    return {
      type: 'essay',
      stem: {
        ko: `어느 반 학생들의 공부 시간 \\(x\\)(시간)와 시험 점수 \\(y\\)의 산점도에 대한 최적 직선이 \\(y = ${slope}x + ${intercept}\\)입니다. 이 직선으로 예측할 때, ${x}시간 공부한 학생의 점수는?`,
        en: `A line of best fit for a scatterplot of study time \\(x\\), in hours, and test score \\(y\\) is \\(y = ${slope}x + ${intercept}\\). Based on the line, what score is predicted for a student who studies ${x} hours?`,
      },
      answer: String(y),
      answerSpec: numberSpec(HINTS.number),
      explanation: [
        { ko: `\\(x = ${x}\\)를 대입합니다.`, en: `Substitute \\(x = ${x}\\).` },
        {
          ko: `\\(y = ${slope} \\times ${x} + ${intercept} = ${y}\\)`,
          en: `\\(y = ${slope} \\times ${x} + ${intercept} = ${y}\\)`,
        },
      ],
      difficulty: 1,
    };
  },
  check(problem, seed) {
    const { slope, intercept, x } = fitParams(seed);
    // The point (x, key) lies on the line: its slope from the intercept point equals the model's slope.
    return Math.abs((keyValue(problem) - intercept) / x - slope) < 1e-9;
  },
};

const CONTEXTS = [
  {
    ko: { x: '기온(°C)', y: '하루 아이스크림 판매량(개)' },
    en: { x: 'temperature, in °C', y: 'daily ice cream sales' },
  },
  {
    ko: { x: '나무의 나이(년)', y: '나무의 키(cm)' },
    en: { x: 'age of a tree, in years', y: 'height, in centimeters' },
  },
  { ko: { x: '주행 거리(km)', y: '남은 연료(L)' }, en: { x: 'distance driven, in km', y: 'fuel left, in liters' } },
] as const;

function changeParams(seed: number) {
  const rng = createRng(seed);
  const index = rng.int(0, CONTEXTS.length - 1);
  const slope = index === 2 ? -rng.int(1, 9) / 10 : rng.int(2, 15);
  const intercept = index === 2 ? rng.int(40, 60) : rng.int(10, 80);
  const step = rng.int(2, 10);
  return { index, slope, intercept, step };
}

/** What the slope says: the predicted change in y when x grows by a few units. */
const predictedChange: ProblemTemplate = {
  id: `${unitId}.predicted-change`,
  unitId,
  version: 1,
  generate(seed) {
    const { index, slope, intercept, step } = changeParams(seed);
    const rng = createRng(seed + 47);
    const context = CONTEXTS[index] as (typeof CONTEXTS)[number];
    const key = Math.round(slope * step * 10) / 10;
    const { choices, answer } = numberChoices(rng, key, [slope, intercept, slope * step + intercept, -key, step]);
    return {
      type: 'multiple',
      stem: {
        ko: `${context.ko.x} \\(x\\)와 ${context.ko.y} \\(y\\)의 관계를 나타내는 모형이 \\(y = ${slope}x${plus(intercept)}\\)입니다. 이 모형에 따르면 \\(x\\)가 ${step}만큼 증가할 때 \\(y\\)의 예상 변화량은?`,
        en: `The model \\(y = ${slope}x${plus(intercept)}\\) relates ${context.en.x}, \\(x\\), and ${context.en.y}, \\(y\\). According to the model, what is the predicted change in \\(y\\) when \\(x\\) increases by ${step}?`,
      },
      choices,
      answer,
      explanation: [
        {
          ko: `기울기 \\(${slope}\\)는 \\(x\\)가 1 증가할 때 \\(y\\)의 예상 변화량입니다.`,
          en: `The slope \\(${slope}\\) is the predicted change in \\(y\\) for each increase of 1 in \\(x\\).`,
        },
        {
          ko: `\\(x\\)가 ${step} 증가하면 \\(${slope} \\times ${step} = ${key}\\)만큼 변합니다.`,
          en: `For an increase of ${step}, the change is \\(${slope} \\times ${step} = ${key}\\).`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { slope, intercept, step } = changeParams(seed);
    // Difference of two predictions, x = 10 and x = 10 + step.
    const predict = (x: number) => slope * x + intercept;
    return Math.abs(keyValue(problem) - (predict(10 + step) - predict(10))) < 1e-9;
  },
};

function tableParams(seed: number) {
  const rng = createRng(seed);
  const m = rng.intExcept(-6, 9, [0]);
  const b = rng.int(-10, 20);
  const xs = [0, 1, 2, 3];
  const target = rng.int(8, 20);
  return { m, b, xs, target };
}

/** A table of a linear relationship: extend it. */
const extendTable: ProblemTemplate = {
  id: `${unitId}.extend-table`,
  unitId,
  version: 1,
  generate(seed) {
    const { m, b, xs, target } = tableParams(seed);
    const rows = xs.map((x) => `(${x}, ${m * x + b})`).join(', ');
    return {
      type: 'essay',
      stem: {
        ko: `\\(x\\)와 \\(y\\)는 일차 관계이고, 순서쌍 \\((x, y)\\)로 나타낸 자료는 \\(${rows}\\)입니다. \\(x = ${target}\\)일 때 \\(y\\)의 값을 구하시오.`,
        en: `The relationship between \\(x\\) and \\(y\\) is linear. Ordered pairs \\((x, y)\\) from the relationship are \\(${rows}\\). What is the value of \\(y\\) when \\(x = ${target}\\)?`,
      },
      answer: String(m * target + b),
      answerSpec: numberSpec(HINTS.integer),
      explanation: [
        {
          ko: `\\(x\\)가 1 늘 때마다 \\(y\\)는 \\(${m}\\)만큼 변하므로 기울기는 \\(${m}\\), \\(x = 0\\)일 때 \\(y = ${b}\\)입니다.`,
          en: `Each time \\(x\\) goes up by 1, \\(y\\) changes by \\(${m}\\); when \\(x = 0\\), \\(y = ${b}\\).`,
        },
        {
          ko: `\\(y = ${m}x${plus(b)}\\)에 \\(x = ${target}\\)를 대입하면 \\(${m * target + b}\\)입니다.`,
          en: `So \\(y = ${m}x${plus(b)}\\), and at \\(x = ${target}\\), \\(y = ${m * target + b}\\).`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { m, b, xs, target } = tableParams(seed);
    // Extrapolate step by step from the last row.
    const last = xs[xs.length - 1] as number;
    let y = m * last + b;
    for (let x = last; x < target; x++) y += m;
    return keyValue(problem) === y;
  },
};

export const templates: ProblemTemplate[] = [predictFromFit, predictedChange, extendTable];
