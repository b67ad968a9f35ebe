// SAT Problem-Solving and Data Analysis, percentages: original items.
import { defineTemplate, essay, multiple, type ProblemTemplate } from '../kit/template.js';
import { num, q } from '../kit/numbers.js';
import { withJosa } from '../kit/korean.js';
import { keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';
import { dollarsKo, usd, usdTex } from '../kit/money.js';

const U = 'sat-q-b';

export const templates: ProblemTemplate[] = [
  /** p percent of a number. */
  defineTemplate(U, 'percent-of', {
    version: 3,
    params: (rng) => {
      const percent = rng.pick([5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 60, 75, 80] as const);
      const whole = rng.int(2, 40) * 20;
      return { percent, whole };
    },
    generate: ({ percent, whole }, rng) => {
      const rate = q(percent, 100);
      const key = rate.mul(whole);
      return multiple(rng, {
        choices: 4,
        stem: [
          `\\(${num(whole)}\\)의 ${withJosa(`\\(${percent}\\%\\)`, '은/는')} 얼마입니까?`,
          `What is \\(${percent}\\%\\) of \\(${num(whole)}\\)?`,
        ],
        // Mistakes: the decimal point one place off, the part left over, the whole increased by the percent.
        ...valueChoices(key, [key.mul(10), key.div(10), q(whole).sub(key), q(whole).add(key)], { step: 10 }),
        steps: [
          [
            `\\(${percent}\\%\\)를 소수로 나타내면 \\(\\dfrac{${percent}}{100}=${num(rate)}\\)입니다.`,
            `As a decimal, \\(${percent}\\%\\) is \\(\\dfrac{${percent}}{100}=${num(rate)}\\).`,
          ],
          [
            `\\(${num(whole)}\\times ${num(rate)}=${num(key)}\\)`,
            `\\(${num(whole)}\\times ${num(rate)}=${num(key)}\\)`,
          ],
        ],
        difficulty: 1,
      });
    },
    // The key is to the whole as the percent is to 100.
    check: ({ percent, whole }, problem) => keyIs(problem, (whole / 100) * percent),
  }),

  /** A price raised by one percent and then lowered by another. */
  defineTemplate(U, 'successive-changes', {
    version: 3,
    params: (rng) => {
      const price = rng.int(2, 30) * 20;
      const up = rng.pick([10, 20, 25, 50] as const);
      const down = rng.pick([10, 20, 25, 40] as const);
      return { price, up, down };
    },
    ranges: { price: [20, 1000] },
    generate: ({ price, up, down }, rng) => {
      const upRate = q(100 + up, 100);
      const downRate = q(100 - down, 100);
      const raised = upRate.mul(price);
      const key = raised.mul(downRate);
      // The percents combined into one change, the price unchanged or only raised or only lowered, the discount
      // taken from the original price.
      const mistakes = [
        q(price * (100 + up - down), 100),
        q(price),
        raised,
        downRate.mul(price),
        raised.sub(q(price * down, 100)),
      ];
      const step = q(price, 20);
      const nearbyValues = [1, -1, 2, -2, 3, -3].map((i) => key.add(step.mul(i)));
      return multiple(rng, {
        choices: 4,
        stem: [
          `정가가 ${dollarsKo(price)}인 자전거의 가격을 \\(${up}\\%\\) 올린 뒤, 올린 가격에서 다시 \\(${down}\\%\\) 할인했습니다. 최종 가격은?`,
          `The price of a bike was ${usd(price)}. The price was increased by \\(${up}\\%\\), and then the new price was decreased by \\(${down}\\%\\). What is the final price?`,
        ],
        correct: usd(key),
        wrong: [...mistakes, ...nearbyValues].filter((v) => v.n > 0).map((v) => usd(v)),
        steps: [
          [
            `\\(${up}\\%\\) 올린 가격은 \\(${usdTex(price)}\\times ${num(upRate)}=${usdTex(raised)}\\)입니다.`,
            `After the increase: \\(${usdTex(price)}\\times ${num(upRate)}=${usdTex(raised)}\\).`,
          ],
          [
            `이 가격에서 \\(${down}\\%\\) 할인하면 \\(${usdTex(raised)}\\times ${num(downRate)}=${usdTex(key)}\\)입니다.`,
            `After the decrease: \\(${usdTex(raised)}\\times ${num(downRate)}=${usdTex(key)}\\).`,
          ],
          [
            '두 번째 할인은 처음 가격이 아니라 올린 가격을 기준으로 하므로, 두 백분율을 그냥 더하거나 빼면 안 됩니다.',
            'The second change applies to the new price, not the original one, so the two percents cannot simply be combined.',
          ],
        ],
        difficulty: 3,
      });
    },
    // One combined multiplier.
    check: ({ price, up, down }, problem) => keyIs(problem, (price * (100 + up) * (100 - down)) / 10000),
  }),

  /** Percent change from one value to another. */
  defineTemplate(U, 'percent-change', {
    version: 3,
    params: (rng) => {
      const before = rng.int(2, 25) * 20;
      const percent = rng.pick([-50, -40, -25, -20, -15, -10, -5, 5, 10, 15, 20, 25, 30, 40, 50, 60, 75] as const);
      return { before, percent, after: (before * (100 + percent)) / 100 };
    },
    ranges: { before: [10, 500], after: [5, 900] },
    generate: ({ before, percent, after }, rng) => {
      const grew = percent > 0;
      const change = Math.abs(after - before);
      return multiple(rng, {
        choices: 4,
        stem: [
          `어느 도서관의 하루 평균 방문자 수가 작년 \\(${before}\\)명에서 올해 \\(${after}\\)명으로 ${grew ? '늘었습니다' : '줄었습니다'}. 방문자 수는 몇 \\(\\%\\) ${grew ? '증가' : '감소'}했습니까?`,
          `A library had an average of \\(${before}\\) visitors a day last year and \\(${after}\\) visitors a day this year. By what percent did the average number of visitors ${grew ? 'increase' : 'decrease'}?`,
        ],
        // Mistakes: the change measured against this year's number, the change itself, what is left of 100%.
        ...valueChoices(Math.abs(percent), [q(change * 100, after), change, 100 - Math.abs(percent)], {
          unit: '\\%',
          step: 5,
        }),
        steps: [
          [
            `방문자 수의 변화량은 \\(${Math.max(before, after)}-${Math.min(before, after)}=${change}\\)(명)입니다.`,
            `The average changed by \\(${Math.max(before, after)}-${Math.min(before, after)}=${change}\\).`,
          ],
          [
            `변화율은 작년 방문자 수를 기준으로 \\(\\dfrac{${change}}{${before}}\\times 100=${Math.abs(percent)}\\)(\\(\\%\\))입니다.`,
            `Compare the change with last year's average: \\(\\dfrac{${change}}{${before}}\\times 100=${Math.abs(percent)}\\), so the change is \\(${Math.abs(percent)}\\%\\).`,
          ],
        ],
        difficulty: 2,
      });
    },
    // Applying the percent to the old value must land on the new one.
    check: ({ before, after }, problem) => keyIs(problem, (Math.abs(after - before) * 100) / before),
  }),

  /** The price before an increase and then a decrease: undo each change by dividing by its factor (typed). */
  defineTemplate(U, 'original-before-two-changes', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const up = rng.pick([10, 20, 25, 40, 50, 60] as const);
        const down = rng.pick([10, 20, 25, 30, 40, 50] as const);
        const original = 10 * rng.int(4, 60);
        const final = q(original * (100 + up) * (100 - down), 10_000);
        if (!final.isInteger || up === down || (100 + up) * (100 - down) === 10_000) continue;
        return { up, down, original, final: final.n };
      }
    },
    ranges: { original: [20, 1000], final: [1, 2000] },
    generate: ({ up, down, original, final }) =>
      essay({
        stem: [
          `어떤 물건의 가격을 \\(${up}\\%\\) 올린 다음, 오른 가격에서 \\(${down}\\%\\) 내렸더니 ${dollarsKo(final)}가 되었습니다. 처음 가격은 몇 달러인지 구하시오.`,
          `The price of an item was increased by \\(${up}\\%\\), and then the new price was decreased by \\(${down}\\%\\). The final price was ${usd(final)}. What was the original price, in dollars?`,
        ],
        answer: String(original),
        form: 'number',
        unit: '달러',
        steps: [
          [
            `처음 가격을 \\(p\\)달러라 하면, \\(${up}\\%\\) 올린 가격은 \\(${num((100 + up) / 100)}p\\)이고 여기서 \\(${down}\\%\\) 내린 가격은 \\(${num((100 - down) / 100)}\\times ${num((100 + up) / 100)}p=${num(((100 + up) * (100 - down)) / 10_000)}p\\)입니다.`,
            `Let the original price be \\(p\\) dollars. After the increase it is \\(${num((100 + up) / 100)}p\\); after the decrease it is \\(${num((100 - down) / 100)}\\times ${num((100 + up) / 100)}p=${num(((100 + up) * (100 - down)) / 10_000)}p\\).`,
          ],
          [
            `핵심은 두 번의 변화가 퍼센트를 더하고 빼는 것이 아니라 비율을 곱하는 것이라는 점입니다. \\(${up}-${down}=${up - down}\\)처럼 계산하면 틀립니다.`,
            `The key: successive changes multiply their factors; they do not add or subtract percents, so \\(${up}-${down}=${up - down}\\) percent is wrong.`,
          ],
          [
            `\\(${num(((100 + up) * (100 - down)) / 10_000)}p=${num(final)}\\)이므로 \\(p=${num(final)}\\div ${num(((100 + up) * (100 - down)) / 10_000)}=${num(original)}\\)입니다.`,
            `\\(${num(((100 + up) * (100 - down)) / 10_000)}p=${num(final)}\\), so \\(p=${num(final)}\\div ${num(((100 + up) * (100 - down)) / 10_000)}=${num(original)}\\).`,
          ],
        ],
        difficulty: 4,
      }),
    // Undoes the decrease, then the increase, in exact cents.
    check: ({ up, down, final }, problem) => {
      const beforeDecrease = (final * 100) / (100 - down);
      return keyIs(problem, (beforeDecrease * 100) / (100 + up));
    },
  }),
];
