// SAT Problem-Solving and Data Analysis, evaluating statistical claims (observational studies and experiments):
// original items. Choices name studies by Roman numeral, so they read the same in every language.
import { createRng } from '../lib/random.js';
import { HINTS, keyValue, numberSpec, textChoices } from '../lib/sat/kit.js';
import type { ProblemTemplate } from '../lib/types.js';

const unitId = 'sat-q-g';

interface Study {
  randomSample: boolean;
  randomAssignment: boolean;
}

const NUMERALS = ['I', 'II', 'III'] as const;
const SETS = [[0], [1], [2], [0, 1], [1, 2], [0, 2]] as const;
const showSet = (set: readonly number[]) => `\\(${set.map((i) => `\\text{${NUMERALS[i]}}`).join(', ')}\\)`;

function studyParams(seed: number) {
  const rng = createRng(seed);
  for (;;) {
    const studies: Study[] = [0, 1, 2].map(() => ({
      randomSample: rng.next() < 0.5,
      randomAssignment: rng.next() < 0.5,
    }));
    const causal = studies.flatMap((s, i) => (s.randomAssignment ? [i] : []));
    if (causal.length >= 1 && causal.length <= 2) return { studies, causal, topic: rng.int(0, 2) };
  }
}

const TOPICS = [
  { ko: '아침 식사가 수학 점수에 미치는 영향', en: 'whether eating breakfast raises math scores' },
  { ko: '음악을 들으며 공부하는 것이 기억력에 미치는 영향', en: 'whether studying with music affects memory' },
  { ko: '매일 운동하는 것이 수면 시간에 미치는 영향', en: 'whether daily exercise changes sleep time' },
] as const;

function describe(study: Study, index: number): { ko: string; en: string } {
  const who = study.randomSample
    ? { ko: '전국 학생 중 임의로 뽑은', en: 'randomly selected from students nationwide' }
    : { ko: '자원한', en: 'who volunteered' };
  const how = study.randomAssignment
    ? {
        ko: '학생들을 두 집단에 임의로 배정하여 한 집단에만 처치를 했다',
        en: 'were randomly assigned to a treatment group or a control group',
      }
    : { ko: '학생들이 스스로 처치 여부를 선택했다', en: 'chose for themselves whether to take the treatment' };
  return {
    ko: `연구 ${NUMERALS[index]}: ${who.ko} 학생 200명을 대상으로, ${how.ko}.`,
    en: `Study ${NUMERALS[index]}: 200 students ${who.en} ${how.en}.`,
  };
}

/** Which studies support a cause-and-effect conclusion: the ones with random assignment. */
const causalConclusion: ProblemTemplate = {
  id: `${unitId}.causal-conclusion`,
  unitId,
  version: 1,
  generate(seed) {
    const { studies, causal, topic } = studyParams(seed);
    const rng = createRng(seed + 61);
    const descriptions = studies.map(describe);
    const key = SETS.find(
      (set) => set.length === causal.length && set.every((i, k) => causal[k] === i),
    ) as readonly number[];
    const wrong = SETS.filter((set) => set !== key).slice(0, 4);
    const { choices, answer } = textChoices(rng, showSet(key), wrong.map(showSet));
    const t = TOPICS[topic] as (typeof TOPICS)[number];
    return {
      type: 'multiple',
      stem: {
        ko: `연구자들이 ${t.ko}을 알아보려고 세 가지 연구를 했습니다. ${descriptions.map((d) => d.ko).join(' ')} 처치와 결과 사이의 인과 관계를 결론 내릴 수 있는 연구를 모두 고른 것은?`,
        en: `Researchers ran three studies of ${t.en}. ${descriptions.map((d) => d.en).join(' ')} Which studies support a conclusion that the treatment causes a difference in the outcome?`,
      },
      choices,
      answer,
      explanation: [
        {
          ko: '인과 관계의 결론은 처치를 임의로 배정한 실험에서만 내릴 수 있습니다.',
          en: 'A cause-and-effect conclusion needs random assignment to treatments.',
        },
        {
          ko: `임의 배정을 한 연구는 ${causal.map((i) => NUMERALS[i]).join(', ')}입니다. (표본을 임의로 뽑았는지는 일반화할 수 있는 범위를 정합니다.)`,
          en: `Random assignment was used in Study ${causal.map((i) => NUMERALS[i]).join(' and ')}. (Random sampling decides how widely the result generalizes, not causation.)`,
        },
      ],
      difficulty: 3,
    };
  },
  check(problem, seed) {
    const { studies } = studyParams(seed);
    const key = problem.choices?.[Number(problem.answer)] ?? '';
    const named = NUMERALS.map((numeral, i) => (key.includes(`{${numeral}}`) ? i : -1)).filter((i) => i >= 0);
    // Re-read the descriptions the student sees: causal exactly where the study says "randomly assigned".
    const fromText = studies.map((s, i) => describe(s, i).en.includes('randomly assigned'));
    return named.length > 0 && fromText.every((causalStudy, i) => causalStudy === named.includes(i));
  },
};

function experimentParams(seed: number) {
  const rng = createRng(seed);
  const control = rng.int(600, 800) / 10;
  const effect = rng.int(5, 80) / 10;
  return { control, treatment: Math.round((control + effect) * 10) / 10, effect };
}

/** The estimated effect in an experiment: treatment mean minus control mean. */
const estimatedEffect: ProblemTemplate = {
  id: `${unitId}.estimated-effect`,
  unitId,
  version: 1,
  generate(seed) {
    const { control, treatment, effect } = experimentParams(seed);
    return {
      type: 'essay',
      stem: {
        ko: `학생들을 두 집단에 임의로 배정하여 한 집단만 새로운 복습 앱을 쓰게 했습니다. 앱을 쓴 집단의 평균 점수는 \\(${treatment}\\)점, 쓰지 않은 집단은 \\(${control}\\)점이었습니다. 앱이 점수에 미친 효과의 추정값(점)을 구하시오.`,
        en: `Students were randomly assigned to two groups, and only one group used a new review app. The mean score was \\(${treatment}\\) for the app group and \\(${control}\\) for the other group. What is the estimated effect of the app on the score, in points?`,
      },
      answer: String(effect),
      answerSpec: numberSpec(HINTS.decimal, { tolerance: 0.001 }),
      explanation: [
        {
          ko: '임의 배정 실험에서 효과의 추정값은 두 집단 평균의 차입니다.',
          en: 'In a randomized experiment, the estimated effect is the difference of the group means.',
        },
        { ko: `\\(${treatment} - ${control} = ${effect}\\)`, en: `\\(${treatment} - ${control} = ${effect}\\)` },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { control, treatment } = experimentParams(seed);
    return Math.round(keyValue(problem) * 10) === Math.round(treatment * 10) - Math.round(control * 10);
  },
};

function generalizeParams(seed: number) {
  const rng = createRng(seed);
  const schools = rng.int(4, 20);
  const perSchool = rng.int(20, 60);
  const percent = rng.int(10, 90);
  const students = rng.int(5, 40) * 100;
  return { schools, perSchool, percent, students };
}

/** How many students in the sampled population the result points to. */
const generalizeCount: ProblemTemplate = {
  id: `${unitId}.generalize-count`,
  unitId,
  version: 1,
  generate(seed) {
    const { schools, perSchool, percent, students } = generalizeParams(seed);
    const key = (percent / 100) * students;
    return {
      type: 'essay',
      stem: {
        ko: `어느 도시의 중학생 ${students}명 중에서 임의로 뽑은 ${schools * perSchool}명을 조사했더니 \\(${percent}\\%\\)가 하루 1시간 넘게 독서를 한다고 답했습니다. 이 조사 결과를 그 도시의 중학생 전체에 일반화할 때, 하루 1시간 넘게 독서하는 학생은 약 몇 명입니까?`,
        en: `In a city with ${students} middle school students, ${schools * perSchool} were selected at random, and \\(${percent}\\%\\) said they read for more than an hour a day. Generalizing to all middle school students in the city, about how many read for more than an hour a day?`,
      },
      answer: String(key),
      answerSpec: numberSpec(HINTS.number, { tolerance: 0.5 }),
      explanation: [
        {
          ko: '표본을 임의로 뽑았으므로 결과를 그 도시의 중학생 전체에 일반화할 수 있습니다.',
          en: 'The sample was random, so the result generalizes to all middle school students in the city.',
        },
        {
          ko: `\\(${students} \\times ${percent / 100} = ${key}\\)`,
          en: `\\(${students} \\times ${percent / 100} = ${key}\\)`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { percent, students } = generalizeParams(seed);
    return Math.abs(keyValue(problem) * 100 - percent * students) < 1e-6;
  },
};

export const templates: ProblemTemplate[] = [causalConclusion, estimatedEffect, generalizeCount];
