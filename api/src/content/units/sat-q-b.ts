// SAT Problem-Solving and Data Analysis, percentages: original items.
import { createRng } from '../lib/random.js';
import { HINTS, keyValue, numberChoices, numberSpec, usd } from '../lib/sat/kit.js';
import type { ProblemTemplate } from '../lib/types.js';

const unitId = 'sat-q-b';

function percentOfParams(seed: number) {
  const rng = createRng(seed);
  const percent = rng.pick([5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 60, 75, 80] as const);
  const whole = rng.int(2, 40) * 20;
  return { percent, whole };
}

/** p percent of a number. */
const percentOf: ProblemTemplate = {
  id: `${unitId}.percent-of`,
  unitId,
  version: 1,
  generate(seed) {
    const { percent, whole } = percentOfParams(seed);
    const key = (percent * whole) / 100;
    return {
      type: 'essay',
      stem: {
        ko: `${whole}의 ${percent}%는 얼마입니까?`,
        en: `What is ${percent}% of ${whole}?`,
      },
      answer: String(key),
      answerSpec: numberSpec(HINTS.number),
      explanation: [
        { ko: `${percent}%는 \\(${percent / 100}\\)입니다.`, en: `${percent}% is \\(${percent / 100}\\).` },
        {
          ko: `\\(${whole} \\times ${percent / 100} = ${key}\\)`,
          en: `\\(${whole} \\times ${percent / 100} = ${key}\\)`,
        },
      ],
      difficulty: 1,
    };
  },
  check(problem, seed) {
    const { percent, whole } = percentOfParams(seed);
    // The key is to the whole as percent is to 100.
    return Math.abs(keyValue(problem) * 100 - percent * whole) < 1e-9;
  },
};

function successiveParams(seed: number) {
  const rng = createRng(seed);
  const price = rng.int(2, 30) * 20;
  const up = rng.pick([10, 20, 25, 50] as const);
  const down = rng.pick([10, 20, 25, 40] as const);
  return { price, up, down };
}

/** A price raised by one percent and then lowered by another. */
const successiveChanges: ProblemTemplate = {
  id: `${unitId}.successive-changes`,
  unitId,
  version: 1,
  generate(seed) {
    const { price, up, down } = successiveParams(seed);
    const rng = createRng(seed + 41);
    const raised = (price * (100 + up)) / 100;
    const key = (raised * (100 - down)) / 100;
    const { choices, answer } = numberChoices(
      rng,
      key,
      [(price * (100 + up - down)) / 100, price, raised, (price * (100 - down)) / 100, key + (price * up) / 100],
      (n) => usd(Number.isInteger(n) ? n : n.toFixed(2)),
    );
    return {
      type: 'multiple',
      stem: {
        ko: `정가가 ${price}달러인 자전거의 가격을 ${up}% 올린 뒤, 올린 가격에서 다시 ${down}% 할인했습니다. 최종 가격은?`,
        en: `The price of a bike was ${usd(price)}. The price was increased by ${up}%, and then the new price was decreased by ${down}%. What is the final price?`,
      },
      choices,
      answer,
      explanation: [
        {
          ko: `${up}% 올리면 \\(${price} \\times ${(100 + up) / 100} = ${raised}\\)달러입니다.`,
          en: `After the increase: \\(${price} \\times ${(100 + up) / 100} = ${raised}\\) dollars.`,
        },
        {
          ko: `${down}% 할인하면 \\(${raised} \\times ${(100 - down) / 100} = ${key}\\)달러입니다.`,
          en: `After the decrease: \\(${raised} \\times ${(100 - down) / 100} = ${key}\\) dollars.`,
        },
        {
          ko: '두 변화율을 그냥 더하거나 빼면 안 됩니다. 두 번째 변화는 바뀐 가격을 기준으로 합니다.',
          en: 'The percents cannot simply be combined: the second change applies to the new price.',
        },
      ],
      difficulty: 3,
    };
  },
  check(problem, seed) {
    const { price, up, down } = successiveParams(seed);
    // One combined multiplier.
    return Math.abs(keyValue(problem) - price * (1 + up / 100) * (1 - down / 100)) < 1e-6;
  },
};

function changeParams(seed: number) {
  const rng = createRng(seed);
  const before = rng.int(2, 25) * 20;
  const percent = rng.pick([-50, -40, -25, -20, -15, -10, -5, 5, 10, 15, 20, 25, 30, 40, 50, 60, 75] as const);
  return { before, percent, after: (before * (100 + percent)) / 100 };
}

/** Percent change from one value to another. */
const percentChange: ProblemTemplate = {
  id: `${unitId}.percent-change`,
  unitId,
  version: 1,
  generate(seed) {
    const { before, percent, after } = changeParams(seed);
    const grew = percent > 0;
    return {
      type: 'essay',
      stem: {
        ko: `어느 학교 수학 동아리 회원 수가 작년 ${before}명에서 올해 ${after}명으로 ${grew ? '늘었습니다' : '줄었습니다'}. 회원 수는 몇 % ${grew ? '증가' : '감소'}했습니까?`,
        en: `A school's math club had ${before} members last year and ${after} members this year. By what percent did the number of members ${grew ? 'increase' : 'decrease'}?`,
      },
      answer: String(Math.abs(percent)),
      answerSpec: numberSpec(HINTS.number, { unit: '%' }),
      explanation: [
        {
          ko: `변화량은 \\(${Math.abs(after - before)}\\)명입니다.`,
          en: `The change is \\(${Math.abs(after - before)}\\) members.`,
        },
        {
          ko: `\\(\\dfrac{${Math.abs(after - before)}}{${before}} \\times 100 = ${Math.abs(percent)}\\)%입니다.`,
          en: `\\(\\dfrac{${Math.abs(after - before)}}{${before}} \\times 100 = ${Math.abs(percent)}\\), so the change is ${Math.abs(percent)}%.`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { before, after } = changeParams(seed);
    const p = keyValue(problem);
    // Applying the percent to the old value must land on the new one.
    return Math.abs(before * (1 + (Math.sign(after - before) * p) / 100) - after) < 1e-9;
  },
};

export const templates: ProblemTemplate[] = [percentOf, successiveChanges, percentChange];
