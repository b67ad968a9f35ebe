// SAT Problem-Solving and Data Analysis, evaluating statistical claims (observational studies and experiments):
// original items. Choices name studies by Roman numeral, so they read the same in every language.
import { defineTemplate, essay, multiple, type ProblemTemplate } from '../kit/template.js';
import { Q, num, q } from '../kit/numbers.js';
import { keyIs, keyIsText } from '../kit/check.js';

const U = 'sat-q-g';

interface Study {
  randomSample: boolean;
  randomAssignment: boolean;
  size: number;
}

const NUMERALS = ['I', 'II', 'III'] as const;
const SETS = [[0], [1], [2], [0, 1], [1, 2], [0, 2], [0, 1, 2]] as const;
const showSet = (set: readonly number[]) => `\\(${set.map((i) => `\\text{${NUMERALS[i]}}`).join(',\\ ')}\\)`;

const TOPICS = [
  { ko: '아침 식사가 수학 점수에 미치는 영향', en: 'whether eating breakfast raises math scores' },
  { ko: '음악을 들으며 공부하는 것이 기억력에 미치는 영향', en: 'whether studying with music affects memory' },
  { ko: '매일 운동하는 것이 수면 시간에 미치는 영향', en: 'whether daily exercise changes sleep time' },
] as const;

/** A study as the student reads it; a study with random assignment says 'randomly assigned' (임의로 배정). The Korean
 * action follows the fixed word 명, so its particle is written with it (명을, 명이). */
function describe(study: Study, index: number): { ko: string; en: string } {
  const who = study.randomSample
    ? { ko: '전국의 학생 중에서 임의로 뽑은', en: 'randomly selected from students nationwide' }
    : { ko: '참여를 자원한', en: 'who volunteered' };
  const how = study.randomAssignment
    ? {
        ko: '을 두 집단에 임의로 배정하고 한 집단에만 처치를 하였습니다',
        en: 'were randomly assigned to a treatment group or a control group',
      }
    : { ko: '이 처치를 받을지 스스로 선택하였습니다', en: 'chose for themselves whether to take the treatment' };
  return {
    ko: `연구 \\(\\text{${NUMERALS[index]}}\\): ${who.ko} 학생 \\(${study.size}\\)명${how.ko}.`,
    en: `Study \\(\\text{${NUMERALS[index]}}\\): \\(${study.size}\\) students ${who.en} ${how.en}.`,
  };
}

export const templates: ProblemTemplate[] = [
  /** Which studies support a cause-and-effect conclusion: the ones with random assignment. */
  defineTemplate(U, 'causal-conclusion', {
    version: 3,
    params: (rng) => {
      for (;;) {
        const studies: Study[] = [0, 1, 2].map(() => ({
          randomSample: rng.next() < 0.5,
          randomAssignment: rng.next() < 0.5,
          size: rng.int(2, 8) * 50,
        }));
        const causal = studies.flatMap((s, i) => (s.randomAssignment ? [i] : []));
        // Three different designs: no two studies read alike.
        const designs = new Set(studies.map((s) => `${s.randomSample}/${s.randomAssignment}`));
        if (designs.size === 3 && causal.length >= 1 && causal.length <= 2) {
          return { studies, causal, topic: rng.int(0, 2) };
        }
      }
    },
    ranges: { size: [20, 1000] },
    values: ({ studies }) => ({ size: studies.map((s) => s.size) }),
    generate: ({ studies, causal, topic }, rng) => {
      const descriptions = studies.map(describe);
      const key = SETS.find(
        (set) => set.length === causal.length && set.every((i, k) => causal[k] === i),
      ) as readonly number[];
      const t = TOPICS[topic] as (typeof TOPICS)[number];
      const named = causal.map((i) => `\\(\\text{${NUMERALS[i]}}\\)`);
      return multiple(rng, {
        choices: 4,
        stem: [
          `연구자들이 ${t.ko}을 알아보기 위해 세 가지 연구를 하였습니다. ${descriptions.map((d) => d.ko).join(' ')} 처치와 결과 사이의 인과 관계를 결론으로 내릴 수 있는 연구만을 있는 대로 고른 것은?`,
          `Researchers ran three studies of ${t.en}. ${descriptions.map((d) => d.en).join(' ')} Which of the studies support a conclusion that the treatment causes a difference in the outcome?`,
        ],
        correct: showSet(key),
        wrong: SETS.filter((set) => set !== key).map(showSet),
        steps: [
          [
            '인과 관계는 처치를 받을 집단을 임의로 배정한 실험에서만 결론으로 내릴 수 있습니다. 표본을 임의로 뽑았는지는 결과를 어디까지 일반화할 수 있는지를 정할 뿐입니다.',
            'A cause-and-effect conclusion needs random assignment to the treatments. Random sampling only decides how widely the result generalizes.',
          ],
          [
            `처치를 임의로 배정한 연구는 ${named.join(', ')}입니다.`,
            `Random assignment was used in ${causal.length === 1 ? `Study ${named[0]}` : `Studies ${named.join(' and ')}`}.`,
          ],
        ],
        difficulty: 3,
      });
    },
    check: ({ studies }, problem) => {
      // Re-read the descriptions the student sees: causal exactly where the study says "randomly assigned".
      const fromText = studies.flatMap((s, i) => (describe(s, i).en.includes('randomly assigned') ? [i] : []));
      return fromText.length > 0 && keyIsText(problem, showSet(fromText));
    },
  }),

  /** The estimated effect in an experiment: treatment mean minus control mean. */
  defineTemplate(U, 'estimated-effect', {
    version: 2,
    params: (rng) => {
      const control = rng.int(600, 800) / 10;
      const effect = rng.int(5, 80) / 10;
      return { control, treatment: Q.of(control).add(Q.of(effect)).value, effect };
    },
    ranges: { control: [0, 100], treatment: [0, 100] },
    generate: ({ control, treatment, effect }) =>
      essay({
        stem: [
          `학생들을 두 집단에 임의로 배정하고 한 집단만 새로운 복습 앱을 사용하게 하였습니다. 앱을 사용한 집단의 평균 점수는 \\(${num(treatment)}\\)점, 사용하지 않은 집단의 평균 점수는 \\(${num(control)}\\)점이었습니다. 앱이 점수에 미친 효과의 추정값은 몇 점입니까?`,
          `Students were randomly assigned to two groups, and only one group used a new review app. The mean score was \\(${num(treatment)}\\) for the app group and \\(${num(control)}\\) for the other group. What is the estimated effect of the app on the score, in points?`,
        ],
        answer: num(effect),
        form: 'number',
        unit: '점',
        steps: [
          [
            '처치를 임의로 배정한 실험에서 효과의 추정값은 두 집단의 평균의 차입니다.',
            'In a randomized experiment, the estimated effect is the difference of the group means.',
          ],
          [
            `\\(${num(treatment)}-${num(control)}=${num(effect)}\\)(점)`,
            `\\(${num(treatment)}-${num(control)}=${num(effect)}\\) points.`,
          ],
        ],
        difficulty: 2,
      }),
    // In tenths, to keep the arithmetic exact.
    check: ({ control, treatment }, problem) =>
      keyIs(problem, (Math.round(treatment * 10) - Math.round(control * 10)) / 10),
  }),

  /** How many students in the sampled population the result points to. */
  defineTemplate(U, 'generalize-count', {
    version: 2,
    params: (rng) => {
      for (;;) {
        const schools = rng.int(4, 20);
        const perSchool = rng.int(20, 60);
        const percent = rng.int(10, 90);
        const students = rng.int(5, 40) * 100;
        // The sample is at most a quarter of the students it is drawn from.
        if (schools * perSchool * 4 <= students) return { schools, perSchool, percent, students };
      }
    },
    ranges: { students: [100, 10000], percent: [0, 100] },
    generate: ({ schools, perSchool, percent, students }) => {
      const rate = q(percent, 100);
      const key = rate.mul(students);
      return essay({
        stem: [
          `어느 도시의 중학생 \\(${num(students)}\\)명 중에서 임의로 뽑은 \\(${num(schools * perSchool)}\\)명을 조사하였더니 \\(${percent}\\%\\)가 하루에 \\(1\\)시간 넘게 책을 읽는다고 답했습니다. 이 조사 결과를 그 도시의 중학생 전체에 일반화할 때, 하루에 \\(1\\)시간 넘게 책을 읽는 학생은 약 몇 명입니까?`,
          `In a city with \\(${num(students)}\\) middle school students, \\(${num(schools * perSchool)}\\) were selected at random, and \\(${percent}\\%\\) said they read for more than an hour a day. Generalizing to all middle school students in the city, about how many read for more than an hour a day?`,
        ],
        answer: num(key, { group: false }),
        form: 'number',
        unit: '명',
        steps: [
          [
            '표본을 그 도시의 중학생 중에서 임의로 뽑았으므로 결과를 그 도시의 중학생 전체에 일반화할 수 있습니다.',
            'The sample was drawn at random from the middle school students of the city, so the result generalizes to all of them.',
          ],
          [
            `\\(${num(students)}\\times ${num(rate)}=${num(key)}\\)이므로 약 \\(${num(key)}\\)명입니다.`,
            `\\(${num(students)}\\times ${num(rate)}=${num(key)}\\), so about \\(${num(key)}\\) students.`,
          ],
        ],
        difficulty: 2,
      });
    },
    check: ({ percent, students }, problem) => keyIs(problem, (students / 100) * percent),
  }),
];
