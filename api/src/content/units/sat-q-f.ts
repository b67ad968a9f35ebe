// SAT Problem-Solving and Data Analysis, inference from sample statistics and margin of error: original items.
import { createRng } from '../lib/random.js';
import { HINTS, keyValue, numberChoices, numberSpec } from '../lib/sat/kit.js';
import type { ProblemTemplate } from '../lib/types.js';

const unitId = 'sat-q-f';

function estimateParams(seed: number) {
  const rng = createRng(seed);
  const sample = rng.pick([40, 50, 80, 100, 120, 200] as const);
  const yes = rng.int(2, Math.floor(sample * 0.9));
  const population = sample * rng.int(5, 40);
  return { sample, yes, population };
}

/** Scale a random sample's count up to the population. */
const estimateTotal: ProblemTemplate = {
  id: `${unitId}.estimate-total`,
  unitId,
  version: 1,
  generate(seed) {
    const { sample, yes, population } = estimateParams(seed);
    const key = (yes / sample) * population;
    return {
      type: 'essay',
      stem: {
        ko: `학생 ${population}명이 다니는 학교에서 임의로 뽑은 학생 ${sample}명 중 ${yes}명이 방과 후 코딩 수업을 원한다고 답했습니다. 이 결과로 볼 때, 이 학교에서 코딩 수업을 원하는 학생은 약 몇 명으로 추정됩니까?`,
        en: `At a school of ${population} students, a random sample of ${sample} students was surveyed, and ${yes} of them said they want an after-school coding class. Based on the survey, about how many students at the school want the class?`,
      },
      answer: String(key),
      answerSpec: numberSpec(HINTS.number, { tolerance: 0.5 }),
      explanation: [
        {
          ko: `표본에서의 비율은 \\(\\dfrac{${yes}}{${sample}}\\)입니다.`,
          en: `The sample proportion is \\(\\dfrac{${yes}}{${sample}}\\).`,
        },
        {
          ko: `전체에 적용하면 \\(${population} \\times \\dfrac{${yes}}{${sample}} = ${key}\\)명입니다.`,
          en: `Apply it to the whole school: \\(${population} \\times \\dfrac{${yes}}{${sample}} = ${key}\\).`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { sample, yes, population } = estimateParams(seed);
    // Each sampled student stands for population / sample students.
    return Math.abs(keyValue(problem) - yes * (population / sample)) < 1e-6;
  },
};

function intervalParams(seed: number) {
  const rng = createRng(seed);
  const estimate = rng.int(20, 80);
  const margin = rng.int(2, 6);
  return { estimate, margin };
}

/** Which value is plausible given an estimate and a margin of error. */
const plausibleValue: ProblemTemplate = {
  id: `${unitId}.plausible-value`,
  unitId,
  version: 1,
  generate(seed) {
    const { estimate, margin } = intervalParams(seed);
    const rng = createRng(seed + 59);
    const inside = estimate + rng.int(-margin + 1, margin - 1);
    const outside = [
      estimate + margin + 1,
      estimate - margin - 1,
      estimate + 2 * margin + 1,
      estimate - 2 * margin - 2,
    ];
    const { choices, answer } = numberChoices(rng, inside, outside, (n) => `\\(${n}\\%\\)`);
    return {
      type: 'multiple',
      stem: {
        ko: `임의로 뽑은 유권자를 조사한 결과, 어느 제안에 찬성하는 비율의 추정값은 \\(${estimate}\\%\\)이고 오차 한계는 \\(${margin}\\%\\)p입니다. 다음 중 전체 유권자의 실제 찬성 비율로 타당한 값은?`,
        en: `A survey of randomly selected voters estimates that \\(${estimate}\\%\\) of all voters support a proposal, with a margin of error of \\(${margin}\\) percentage points. Which of the following is a plausible value for the percent of all voters who support it?`,
      },
      choices,
      answer,
      explanation: [
        {
          ko: `타당한 값의 범위는 \\(${estimate} - ${margin} = ${estimate - margin}\\)%에서 \\(${estimate} + ${margin} = ${estimate + margin}\\)%까지입니다.`,
          en: `Plausible values run from \\(${estimate} - ${margin} = ${estimate - margin}\\%\\) to \\(${estimate} + ${margin} = ${estimate + margin}\\%\\).`,
        },
        {
          ko: `보기 중 이 범위에 있는 값은 \\(${inside}\\%\\)뿐입니다.`,
          en: `Only \\(${inside}\\%\\) lies in that interval.`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { estimate, margin } = intervalParams(seed);
    const values = (problem.choices ?? []).map((c) => Number(/\d+/.exec(c)?.[0]));
    const plausible = values.map((v) => Math.abs(v - estimate) <= margin);
    return plausible.filter(Boolean).length === 1 && plausible[Number(problem.answer)] === true;
  },
};

function marginParams(seed: number) {
  const rng = createRng(seed);
  const mean = rng.int(60, 95) / 10;
  const margin = rng.int(2, 9) / 10;
  const upper = rng.next() < 0.5;
  return { mean, margin, upper };
}

/** The end of the interval an estimate and its margin give. */
const intervalEnd: ProblemTemplate = {
  id: `${unitId}.interval-end`,
  unitId,
  version: 1,
  generate(seed) {
    const { mean, margin, upper } = marginParams(seed);
    const key = Math.round((upper ? mean + margin : mean - margin) * 10) / 10;
    return {
      type: 'essay',
      stem: {
        ko: `임의로 뽑은 고등학생 표본의 하루 평균 수면 시간이 \\(${mean}\\)시간이고, 오차 한계는 \\(${margin}\\)시간입니다. 모든 고등학생의 평균 수면 시간으로 타당한 값의 범위에서 가장 ${upper ? '큰' : '작은'} 값을 구하시오.`,
        en: `A random sample of high school students slept a mean of \\(${mean}\\) hours a night, with a margin of error of \\(${margin}\\) hours. What is the ${upper ? 'greatest' : 'least'} plausible value for the mean sleep time of all high school students?`,
      },
      answer: String(key),
      answerSpec: numberSpec(HINTS.decimal, { tolerance: 0.001 }),
      explanation: [
        {
          ko: '타당한 값의 범위는 (추정값) ± (오차 한계)입니다.',
          en: 'Plausible values are the estimate plus or minus the margin of error.',
        },
        {
          ko: `\\(${mean} ${upper ? '+' : '-'} ${margin} = ${key}\\)`,
          en: `\\(${mean} ${upper ? '+' : '-'} ${margin} = ${key}\\)`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { mean, margin, upper } = marginParams(seed);
    // In tenths, to avoid floating-point drift.
    const tenths = Math.round(mean * 10) + (upper ? 1 : -1) * Math.round(margin * 10);
    return Math.round(keyValue(problem) * 10) === tenths;
  },
};

export const templates: ProblemTemplate[] = [estimateTotal, plausibleValue, intervalEnd];
