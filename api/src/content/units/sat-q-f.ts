// SAT Problem-Solving and Data Analysis, inference from sample statistics and margin of error: original items.
import { defineTemplate, essay, multiple, type ProblemTemplate } from '../kit/template.js';
import { Q, num, q } from '../kit/numbers.js';
import { keyIs, keyIsText, keyWhere } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';

const U = 'sat-q-f';

export const templates: ProblemTemplate[] = [
  /** Scale a random sample's count up to the population. */
  defineTemplate(U, 'estimate-total', {
    version: 2,
    params: (rng) => {
      const sample = rng.pick([40, 50, 80, 100, 120, 200] as const);
      const yes = rng.int(2, Math.floor(sample * 0.9));
      // A school of at most 3,000 students, a whole multiple of the sample.
      const population = sample * rng.int(5, Math.floor(3000 / sample));
      return { sample, yes, population };
    },
    ranges: { population: [100, 3000], sample: [10, 500] },
    generate: ({ sample, yes, population }) => {
      const key = q(yes * population, sample);
      const times = population / sample;
      return essay({
        stem: [
          `학생 수가 \\(${num(population)}\\)명인 어느 학교에서 임의로 뽑은 학생 \\(${sample}\\)명 중 \\(${yes}\\)명이 방과 후 코딩 수업을 원한다고 답했습니다. 이 결과로 볼 때, 이 학교에서 코딩 수업을 원하는 학생은 약 몇 명으로 추정됩니까?`,
          `At a school of \\(${num(population)}\\) students, a random sample of \\(${sample}\\) students was surveyed, and \\(${yes}\\) of them said they want an after-school coding class. Based on the survey, about how many students at the school want the class?`,
        ],
        answer: num(key, { group: false }),
        form: 'number',
        unit: '명',
        steps: [
          [
            `표본에서 코딩 수업을 원하는 학생의 비율은 \\(\\dfrac{${yes}}{${sample}}\\)입니다. 표본을 임의로 뽑았으므로 학교 전체의 비율도 이와 비슷하다고 볼 수 있습니다.`,
            `The sample proportion is \\(\\dfrac{${yes}}{${sample}}\\). The sample was random, so the proportion in the whole school should be about the same.`,
          ],
          [
            `\\(${num(population)}\\times \\dfrac{${yes}}{${sample}}=${yes}\\times ${times}=${num(key)}\\)이므로 약 \\(${num(key)}\\)명입니다.`,
            `\\(${num(population)}\\times \\dfrac{${yes}}{${sample}}=${yes}\\times ${times}=${num(key)}\\), so about \\(${num(key)}\\) students.`,
          ],
        ],
        difficulty: 2,
      });
    },
    // Each sampled student stands for population / sample students.
    check: ({ sample, yes, population }, problem) => keyIs(problem, yes * (population / sample)),
  }),

  /** Which value is plausible given an estimate and a margin of error. */
  defineTemplate(U, 'plausible-value', {
    version: 3,
    params: (rng) => {
      const estimate = rng.int(20, 80);
      const margin = rng.int(2, 6);
      const inside = estimate + rng.int(-margin + 1, margin - 1);
      return { estimate, margin, inside };
    },
    ranges: { estimate: [0, 100], inside: [0, 100] },
    generate: ({ estimate, margin, inside }, rng) => {
      const outside = [
        estimate + margin + 1,
        estimate - margin - 1,
        estimate + 2 * margin + 1,
        estimate - 2 * margin - 2,
        estimate + 3 * margin,
        estimate - 3 * margin,
      ].filter((v) => v >= 0 && v <= 100);
      const low = estimate - margin;
      const high = estimate + margin;
      return multiple(rng, {
        choices: 4,
        stem: [
          `임의로 뽑은 유권자를 조사한 결과, 어느 제안에 찬성하는 유권자의 비율은 \\(${estimate}\\%\\)로 추정되었고 오차 한계는 \\(${margin}\\)%p입니다. 다음 중 전체 유권자의 실제 찬성 비율로 타당한 값은?`,
          `A survey of randomly selected voters estimates that \\(${estimate}\\%\\) of all voters support a proposal, with a margin of error of \\(${margin}\\) percentage points. Which of the following is a plausible value for the percent of all voters who support it?`,
        ],
        correct: `\\(${inside}\\%\\)`,
        wrong: outside.map((v) => `\\(${v}\\%\\)`),
        steps: [
          [
            `타당한 값의 범위는 \\(${estimate}-${margin}=${low}\\)(\\(\\%\\))부터 \\(${estimate}+${margin}=${high}\\)(\\(\\%\\))까지입니다.`,
            `Plausible values run from \\(${estimate}-${margin}=${low}\\%\\) to \\(${estimate}+${margin}=${high}\\%\\).`,
          ],
          [
            `보기 중 \\(${low}\\%\\) 이상 \\(${high}\\%\\) 이하인 값은 \\(${inside}\\%\\)뿐입니다.`,
            `Of the choices, only \\(${inside}\\%\\) lies between \\(${low}\\%\\) and \\(${high}\\%\\).`,
          ],
        ],
        difficulty: 2,
      });
    },
    check: ({ estimate, margin }, problem) => keyWhere(problem, ([v]) => Math.abs((v as number) - estimate) <= margin),
  }),

  /** The end of the interval an estimate and its margin give. */
  defineTemplate(U, 'interval-end', {
    version: 2,
    params: (rng) => {
      const mean = rng.int(60, 95) / 10;
      const margin = rng.int(2, 9) / 10;
      const upper = rng.next() < 0.5;
      return { mean, margin, upper };
    },
    ranges: { mean: [4, 11], margin: [0, 2] },
    generate: ({ mean, margin, upper }) => {
      const m = Q.of(mean);
      const e = Q.of(margin);
      const key = upper ? m.add(e) : m.sub(e);
      return essay({
        stem: [
          `임의로 뽑은 고등학생들의 하루 평균 수면 시간은 \\(${num(m)}\\)시간이고, 오차 한계는 \\(${num(e)}\\)시간입니다. 모든 고등학생의 하루 평균 수면 시간으로 타당한 값의 범위에서 가장 ${upper ? '큰' : '작은'} 값을 구하시오.`,
          `A random sample of high school students slept a mean of \\(${num(m)}\\) hours a night, with a margin of error of \\(${num(e)}\\) hours. What is the ${upper ? 'greatest' : 'least'} plausible value for the mean sleep time of all high school students, in hours?`,
        ],
        answer: num(key),
        form: 'number',
        unit: '시간',
        steps: [
          [
            '타당한 값의 범위는 (추정값)\\(-\\)(오차 한계)부터 (추정값)\\(+\\)(오차 한계)까지입니다.',
            'Plausible values run from the estimate minus the margin of error to the estimate plus the margin of error.',
          ],
          [
            `가장 ${upper ? '큰' : '작은'} 값은 \\(${num(m)}${upper ? '+' : '-'}${num(e)}=${num(key)}\\)(시간)입니다.`,
            `The ${upper ? 'greatest' : 'least'} value is \\(${num(m)}${upper ? '+' : '-'}${num(e)}=${num(key)}\\) hours.`,
          ],
        ],
        difficulty: 2,
      });
    },
    check: ({ mean, margin, upper }, problem) => {
      // In tenths, to keep the arithmetic exact.
      const tenths = Math.round(mean * 10) + (upper ? 1 : -1) * Math.round(margin * 10);
      return keyIs(problem, tenths / 10);
    },
  }),

  /** The interval a sample percent and its margin of error give, from counts. */
  defineTemplate(U, 'percent-interval', {
    version: 1,
    params: (rng) => {
      const sample = 100 * rng.int(1, 5);
      const percent = rng.int(20, 80);
      return { sample, percent, yes: (percent * sample) / 100, margin: rng.int(2, 6) };
    },
    ranges: { sample: [100, 500], yes: [0, 500] },
    generate: ({ sample, percent, yes, margin }, rng) => {
      const interval = (low: number, high: number) => `\\(${low}\\%\\le p\\le ${high}\\%\\)`;
      return multiple(rng, {
        choices: 4,
        stem: [
          `어느 도시의 주민 중 임의로 뽑은 \\(${sample}\\)명에게 물었더니 \\(${yes}\\)명이 새 도서관 건립에 찬성했습니다. 이 조사의 오차 한계가 \\(${margin}\\)%p일 때, 도시 전체 주민의 찬성 비율 \\(p\\)가 속할 것으로 보이는 범위는?`,
          `In a survey of \\(${sample}\\) randomly selected residents of a city, \\(${yes}\\) said they support building a new library. The survey has a margin of error of \\(${margin}\\) percentage points. Which range most plausibly contains \\(p\\), the percent of all residents who support it?`,
        ],
        correct: interval(percent - margin, percent + margin),
        // The count read as a percent, one side of the margin only, the margin doubled.
        wrong: [
          ...(yes + margin <= 100 ? [interval(yes - margin, yes + margin)] : []),
          interval(percent, percent + margin),
          interval(percent - margin, percent),
          interval(percent - 2 * margin, percent + 2 * margin),
        ],
        steps: [
          [
            `표본에서 찬성한 비율은 \\(\\dfrac{${yes}}{${sample}}\\times 100=${percent}\\)(\\(\\%\\))입니다.`,
            `The sample percent is \\(\\dfrac{${yes}}{${sample}}\\times 100=${percent}\\%\\).`,
          ],
          [
            `이 비율에서 오차 한계만큼 양쪽으로 넓히면 범위는 \\(${percent}-${margin}=${percent - margin}\\)(\\(\\%\\))부터 \\(${percent}+${margin}=${percent + margin}\\)(\\(\\%\\))까지입니다.`,
            `Widen it by the margin on both sides: from \\(${percent}-${margin}=${percent - margin}\\%\\) to \\(${percent}+${margin}=${percent + margin}\\%\\).`,
          ],
        ],
        difficulty: 3,
      });
    },
    // The bounds straight from the counts: (100·yes ∓ margin·sample) / sample.
    check: ({ sample, yes, margin }, problem) =>
      keyIsText(
        problem,
        `\\(${(100 * yes - margin * sample) / sample}\\%\\le p\\le ${(100 * yes + margin * sample) / sample}\\%\\)`,
      ),
  }),

  /** The sample size for a smaller margin of error: the margin shrinks with the square root of the sample size. */
  defineTemplate(U, 'sample-for-margin', {
    version: 1,
    params: (rng) => {
      const shrink = rng.pick([2, 3, 4] as const);
      // The smaller margin first, so both margins are short decimals.
      const smaller = q(rng.pick([2, 3, 4, 5, 6] as const), 2);
      return { n: 50 * rng.int(2, 24), margin: smaller.mul(shrink).value, shrink };
    },
    ranges: { n: [50, 2000], margin: [1, 15] },
    generate: ({ n, margin, shrink }, rng) => {
      const smaller = q(margin * 2, 2 * shrink);
      const key = n * shrink * shrink;
      return multiple(rng, {
        choices: 4,
        stem: [
          `어느 도시에서 임의로 뽑은 \\(${num(n)}\\)명에게 설문 조사를 하였더니, 어떤 의견에 찬성하는 비율의 추정값의 오차 한계가 \\(${num(margin)}\\)%포인트였습니다. 같은 방법으로 조사하여 오차 한계를 약 \\(${num(smaller)}\\)%포인트로 줄이려면 몇 명 정도를 조사해야 합니까?`,
          `A survey of \\(${num(n)}\\) randomly selected residents of a city estimated the percent who support a proposal with a margin of error of \\(${num(margin)}\\) percentage points. About how many residents would a survey done the same way need to have a margin of error of about \\(${num(smaller)}\\) ${smaller.eq(1) ? 'percentage point' : 'percentage points'}?`,
        ],
        ...valueChoices(key, [n * shrink, n / shrink, n + n * shrink, n * shrink * shrink * shrink], {
          whole: true,
          step: n,
        }),
        steps: [
          [
            `핵심은 오차 한계가 표본의 크기에 반비례하는 것이 아니라 표본의 크기의 제곱근에 반비례한다는 것입니다. 표본을 \\(k\\)배로 늘리면 오차 한계는 약 \\(\\frac{1}{\\sqrt{k}}\\)배가 됩니다.`,
            `The key: the margin of error is inversely proportional to the square root of the sample size, not to the size itself. Multiplying the sample by \\(k\\) multiplies the margin by about \\(\\frac{1}{\\sqrt{k}}\\).`,
          ],
          [
            `오차 한계를 \\(\\frac{1}{${shrink}}\\)로 줄이려면 \\(\\sqrt{k}=${shrink}\\), 곧 \\(k=${shrink * shrink}\\)이어야 합니다.`,
            `To cut the margin to \\(\\frac{1}{${shrink}}\\) of what it was, \\(\\sqrt{k}=${shrink}\\), so \\(k=${shrink * shrink}\\).`,
          ],
          [
            `따라서 약 \\(${num(n)}\\times ${shrink * shrink}=${num(key)}\\)명을 조사해야 합니다. \\(${num(n * shrink)}\\)명으로는 오차 한계가 약 \\(\\frac{1}{\\sqrt{${shrink}}}\\)배로만 줄어듭니다.`,
            `So about \\(${num(n)}\\times ${shrink * shrink}=${num(key)}\\) residents. With \\(${num(n * shrink)}\\), the margin would shrink only by a factor of about \\(\\frac{1}{\\sqrt{${shrink}}}\\).`,
          ],
        ],
        difficulty: 4,
      });
    },
    // The margin is proportional to 1/√n: the new size makes margin·√n the same as before.
    check: ({ n, margin, shrink }, problem) =>
      keyWhere(
        problem,
        ([size]) => Math.abs((margin / shrink) * Math.sqrt(size as number) - margin * Math.sqrt(n)) < 1e-9,
      ),
  }),
];
