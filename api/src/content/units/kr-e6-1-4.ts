// 6-1 비와 비율: a ratio as a fraction, decimal or percent, percent of an amount (discounts), and rates in context.
import { defineTemplate, essay, fractionEssay, multiple } from '../kit/template.js';
import { num, q } from '../kit/numbers.js';
import { frac, fracRaw, m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { PEOPLE, callKo, nameWith } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';

const U = 'kr-e6-1-4';
const PCT = '\\%';
const ITEMS = [
  { ko: '운동화', en: 'a pair of sneakers' },
  { ko: '가방', en: 'a backpack' },
  { ko: '책상 스탠드', en: 'a desk lamp' },
  { ko: '보드게임', en: 'a board game' },
] as const;

export const templates = [
  defineTemplate(U, 'ratio-to-percent', {
    version: 2,
    params: (rng) => {
      const base = rng.pick([4, 5, 8, 10, 20, 25, 40, 50]);
      return { base, comp: rng.int(1, base - 1) };
    },
    generate: ({ base, comp }, rng) => {
      const rate = q(comp, base);
      const pct = rate.mul(100);
      return multiple(rng, {
        difficulty: 2,
        stem: [
          `비 ${m(`${comp}:${base}`)}의 비율을 백분율로 나타내면 몇 %입니까?`,
          `Write the ratio ${m(`${comp}:${base}`)} as a percent.`,
        ],
        ...valueChoices(pct, [base - comp, rate, comp, pct.add(10), q(100).sub(pct)], { unit: PCT, min: 0.0001 }),
        steps: [
          [
            `비 ${m(`${comp}:${base}`)}에서 기준량은 ${m(base)}, 비교하는 양은 ${m(comp)}이므로 비율은 ${m(`${fracRaw(comp, base)}=${num(rate)}`)}입니다.`,
            `In ${m(`${comp}:${base}`)}, ${m(base)} is the base and ${m(comp)} is compared to it, so the rate is ${m(`${fracRaw(comp, base)}=${num(rate)}`)}.`,
          ],
          [
            `백분율은 비율에 ${withJosa(m(100), '을/를')} 곱한 값이므로 ${m(`${num(rate)}\\times100=${num(pct)}`)}(%)입니다.`,
            `Multiply the rate by ${m(100)} for a percent: ${m(`${num(rate)}\\times100=${num(pct)}${PCT}`)}.`,
          ],
        ],
      });
    },
    // Scale the ratio up to a base of 100 by finding the multiplier.
    check: ({ base, comp }, problem) => {
      for (let k = 1; k <= 100; k++) if (base * k === 100) return keyIs(problem, comp * k);
      return keyIs(problem, (comp * 100) / base);
    },
  }),
  defineTemplate(U, 'discount-price', {
    version: 2,
    params: (rng) => ({
      price: rng.int(8, 120) * 500,
      pct: rng.pick([5, 10, 15, 20, 25, 30, 40, 50]),
      who: rng.pick(PEOPLE),
      item: rng.int(0, 3),
    }),
    ranges: { price: [1000, 100000] },
    generate: ({ price, pct, who, item }) => {
      const it = ITEMS[item] as (typeof ITEMS)[number];
      const off = (price * pct) / 100;
      const pay = price - off;
      return essay({
        difficulty: 3,
        stem: [
          `${nameWith(who, '는')} 정가가 ${m(num(price))}원인 ${withJosa(it.ko, '을/를')} ${m(`${pct}${PCT}`)} 할인받아 샀습니다. ${nameWith(who, '가')} 낸 돈은 얼마입니까?`,
          `${who.en} buys ${it.en} with a list price of ${m(num(price))} won at ${m(`${pct}${PCT}`)} off. How much does ${who.en} pay, in won?`,
        ],
        answer: String(pay),
        form: 'number',
        unit: '원',
        steps: [
          [
            `할인 금액은 정가의 ${m(`${pct}${PCT}`)}이므로 ${m(`${num(price)}\\times\\frac{${pct}}{100}=${num(off)}`)}(원)입니다.`,
            `The discount is ${m(`${pct}${PCT}`)} of the list price: ${m(`${num(price)}\\times\\frac{${pct}}{100}=${num(off)}`)} won.`,
          ],
          [
            `낸 돈은 ${m(`${num(price)}-${num(off)}=${num(pay)}`)}(원)입니다.`,
            `The price paid is ${m(`${num(price)}-${num(off)}=${num(pay)}`)} won.`,
          ],
        ],
      });
    },
    // Pay the remaining share directly: (100 - pct)% of the price.
    check: ({ price, pct }, problem) => keyIs(problem, (price / 100) * (100 - pct)),
  }),
  defineTemplate(U, 'rate-in-context', {
    version: 2,
    params: (rng) => {
      const ctx = rng.int(0, 2);
      const tries = rng.pick([10, 20, 25, 40, 50]);
      const total = rng.pick([100, 150, 200, 250, 300, 400, 500]);
      return {
        ctx,
        tries,
        made: rng.int(1, tries - 1),
        hours: rng.int(2, 6),
        speed: rng.int(20, 55) * 2,
        total,
        salt: rng.int(3, total / 5),
        who: rng.pick(PEOPLE),
      };
    },
    ranges: { speed: [30, 120], tries: [1, 60] },
    generate: ({ ctx, tries, made, hours, speed, total, salt, who }, rng) => {
      if (ctx === 0) {
        const rate = q(made, tries);
        const pct = rate.mul(100);
        return multiple(rng, {
          difficulty: 3,
          stem: [
            `${nameWith(who, '는')} 자유투를 ${m(tries)}번 던져서 ${m(made)}번 넣었습니다. 자유투 성공률은 몇 %입니까?`,
            `${who.en} took ${m(tries)} free throws and made ${m(made)}. What is the success rate as a percent?`,
          ],
          ...valueChoices(pct, [made, q(100).sub(pct), rate, pct.add(5), tries - made], { unit: PCT, min: 0.0001 }),
          steps: [
            [
              `(성공률)=(성공한 횟수)÷(던진 횟수)이므로 ${m(`${fracRaw(made, tries)}=${num(rate)}`)}입니다.`,
              `Success rate = shots made ÷ shots taken = ${m(`${fracRaw(made, tries)}=${num(rate)}`)}.`,
            ],
            [
              `백분율로 나타내면 ${m(`${num(rate)}\\times100=${num(pct)}`)}(%)입니다.`,
              `As a percent: ${m(`${num(rate)}\\times100=${num(pct)}${PCT}`)}.`,
            ],
          ],
        });
      }
      if (ctx === 1) {
        const km = speed * hours;
        return multiple(rng, {
          difficulty: 2,
          stem: [
            `자동차가 ${m(hours)}시간 동안 ${m(`${km}\\text{ km}`)}를 달렸습니다. 걸린 시간에 대한 달린 거리의 비율(한 시간 동안 달린 거리)은 몇 km입니까?`,
            `A car travels ${m(km)} km in ${m(hours)} hours. What is the rate of distance to time, in kilometers per hour?`,
          ],
          ...valueChoices(speed, [km * hours, km + hours, km - hours, speed + 2], { min: 1 }),
          steps: [
            [
              '기준량은 걸린 시간이고, 비교하는 양은 달린 거리입니다.',
              'The time is the base; the distance is compared to it.',
            ],
            [
              `비율은 ${m(`${km}\\div${hours}=${speed}`)}이므로 한 시간 동안 ${m(`${speed}\\text{ km}`)}를 달린 셈입니다.`,
              `The rate is ${m(`${km}\\div${hours}=${speed}`)}: ${m(speed)} km per hour.`,
            ],
          ],
        });
      }
      const key = frac(salt, total);
      return essay({
        difficulty: 4,
        stem: [
          `소금 ${m(`${salt}\\text{ g}`)}을 물에 녹여 소금물 ${m(`${total}\\text{ g}`)}을 만들었습니다. 소금물 양에 대한 소금 양의 비율을 기약분수로 나타내시오.`,
          `${m(salt)} g of salt is dissolved in water to make ${m(total)} g of salt water. Write the ratio of the salt to the salt water as a fraction in lowest terms.`,
        ],
        answer: key,
        form: 'fraction',
        steps: [
          [
            `기준량은 소금물의 양 ${m(`${total}\\text{ g}`)}, 비교하는 양은 소금의 양 ${m(`${salt}\\text{ g}`)}이므로 비율은 ${m(fracRaw(salt, total))}입니다.`,
            `The base is the salt water, ${m(total)} g; the salt, ${m(salt)} g, is compared to it, so the rate is ${m(fracRaw(salt, total))}.`,
          ],
          fracRaw(salt, total) === key
            ? [
                `분자와 분모의 공약수가 ${m(1)}뿐이므로 ${m(key)}입니다.`,
                `The numerator and denominator share no factor but ${m(1)}: ${m(key)}.`,
              ]
            : [
                `분모와 분자를 최대공약수 ${withJosa(m(salt / q(salt, total).n), '으로/로')} 나누면 ${m(`${fracRaw(salt, total)}=${key}`)}입니다.`,
                `Divide both by their greatest common factor, ${m(salt / q(salt, total).n)}: ${m(`${fracRaw(salt, total)}=${key}`)}.`,
              ],
        ],
      });
    },
    // Percent by scaling to 100 tries; speed by repeated subtraction; concentration by value.
    check: ({ ctx, tries, made, hours, speed, total, salt }, problem) => {
      if (ctx === 0) return keyIs(problem, made * (100 / tries));
      if (ctx === 1) {
        let km = speed * hours;
        let perHour = 0;
        while (km > 0) {
          km -= hours;
          perHour++;
        }
        return keyIs(problem, perHour);
      }
      return keyIs(problem, salt / total);
    },
  }),
  defineTemplate(U, 'base-amount', {
    version: 1,
    params: (rng) => {
      const b = rng.int(3, 12);
      return { a: rng.intExcept(2, 15, [b, b * 2]), b };
    },
    generate: ({ a, b }, rng) =>
      multiple(rng, {
        difficulty: 1,
        stem: [
          `비 ${m(`${a}:${b}`)}에서 기준량은 어느 것입니까?`,
          `In the ratio ${m(`${a}:${b}`)}, which number is the base (the amount the other is compared with)?`,
        ],
        correct: m(b),
        wrong: [a, a + b, Math.abs(a - b), a * b, b + 1].map((x) => m(x)),
        steps: [
          [
            `비 ${withJosa(m(`${a}:${b}`), '은/는')} '${withJosa(m(a), '과/와')} ${m(b)}의 비', '${m(b)}에 대한 ${m(a)}의 비'로 읽으며, 기호 ${m(':')}의 오른쪽에 있는 수가 기준량입니다.`,
            `The ratio ${m(`${a}:${b}`)} compares ${m(a)} with ${m(b)}: the number to the right of the colon is the base.`,
          ],
          [
            `따라서 기준량은 ${m(b)}, 비교하는 양은 ${m(a)}입니다.`,
            `So the base is ${m(b)}, and ${m(a)} is compared with it.`,
          ],
        ],
      }),
    // The base is what stands after the colon in the stem's ratio.
    check: (_, problem) => keyIs(problem, Number(/:(\d+)/.exec(problem.stem.en)?.[1])),
  }),

  defineTemplate(U, 'digit-cards-ratio', {
    version: 1,
    params: (rng) => {
      const small = rng.pick([1, 2, 4, 5]);
      const others = rng.shuffle([3, 6, 7, 8, 9].filter((x) => x > small)).slice(0, 2);
      return { cards: rng.shuffle([small, ...others, rng.intExcept(small + 1, 9, others)]) };
    },
    generate: ({ cards }) => {
      const [least, greatest] = [Math.min(...cards), Math.max(...cards)];
      const percent = (greatest * 100) / least;
      const shown = cards.map((c) => m(c)).join(', ');
      return essay({
        difficulty: 3,
        stem: [
          `수 카드 ${shown} 중에서 ${m(2)}장을 골라 비 ${withJosa(m('\\square:\\square'), '을/를')} 만들려고 합니다. 비율이 가장 클 때, 그 비율을 백분율로 나타내면 몇 %입니까?`,
          `Choose ${m(2)} of the number cards ${shown} to make a ratio ${m('\\square:\\square')}. When the ratio's value is as great as possible, what is it as a percent?`,
        ],
        answer: String(percent),
        form: 'number',
        unit: '%',
        steps: [
          [
            '비율은 (비교하는 양) ÷ (기준량)이므로, 비교하는 양이 클수록, 기준량이 작을수록 커집니다.',
            "A ratio's value is the compared amount divided by the base, so it is greatest with the greatest compared amount and the least base.",
          ],
          [
            `가장 큰 수 ${withJosa(m(greatest), '을/를')} 비교하는 양, 가장 작은 수 ${withJosa(m(least), '을/를')} 기준량으로 하면 ${m(`${greatest}:${least}`)}입니다.`,
            `Compare the greatest card with the least: ${m(`${greatest}:${least}`)}.`,
          ],
          [
            `비율은 ${m(`${greatest}\\div${least}=${num(greatest / least)}`)}이고, 백분율로 나타내면 ${m(`${num(greatest / least)}\\times100=${percent}`)}(%)입니다.`,
            `Its value is ${m(`${greatest}\\div${least}=${num(greatest / least)}`)}, which is ${m(`${num(greatest / least)}\\times100=${percent}`)} percent.`,
          ],
        ],
      });
    },
    // Try every ordered pair of cards.
    check: ({ cards }, problem) => {
      let best = 0;
      for (const top of cards) for (const base of cards) if (top !== base) best = Math.max(best, (top * 100) / base);
      return keyIs(problem, best);
    },
  }),

  defineTemplate(U, 'box-percent-range', {
    version: 1,
    params: (rng) => {
      const base = rng.pick([20, 25, 40, 50]);
      const step = 100 / base;
      // The bounds are whole percents that land on whole numbers of the base.
      const lo = step * rng.int(Math.ceil(10 / step), Math.floor(60 / step));
      const hi = lo + step * rng.int(2, 6);
      return { base, lo, hi, loIncl: rng.int(0, 1) === 1, hiIncl: rng.int(0, 1) === 1 };
    },
    generate: ({ base, lo, hi, loIncl, hiIncl }) => {
      const [from, to] = [(base * lo) / 100, (base * hi) / 100];
      const first = loIncl ? from : from + 1;
      const last = hiIncl ? to : to - 1;
      const count = last - first + 1;
      return essay({
        difficulty: 4,
        stem: [
          `기준량이 ${m(base)}이고 비교하는 양이 ${m('\\square')}인 비율이 ${m(`${lo}\\%`)} ${loIncl ? '이상' : '초과'} ${m(`${hi}\\%`)} ${hiIncl ? '이하' : '미만'}입니다. ${m('\\square')} 안에 들어갈 수 있는 자연수는 모두 몇 개입니까?`,
          `A ratio has base ${m(base)} and compared amount ${m('\\square')}. Its value is ${loIncl ? 'at least' : 'more than'} ${m(`${lo}\\%`)} and ${hiIncl ? 'at most' : 'less than'} ${m(`${hi}\\%`)}. How many whole numbers can go in the box?`,
        ],
        answer: String(count),
        form: 'number',
        unit: '개',
        steps: [
          [
            `비율을 백분율로 나타내면 ${m(`\\frac{\\square}{${base}}\\times100=\\square\\times${100 / base}`)}(%)입니다.`,
            `As a percent, the value is ${m(`\\frac{\\square}{${base}}\\times100=\\square\\times${100 / base}`)}.`,
          ],
          [
            `${withJosa(m(`${lo}\\%`), '은/는')} ${m(`${base}\\times${num(lo / 100)}=${from}`)}, ${withJosa(m(`${hi}\\%`), '은/는')} ${m(`${base}\\times${num(hi / 100)}=${to}`)}에 해당하므로 ${withJosa(m('\\square'), '은/는')} ${m(from)} ${loIncl ? '이상' : '초과'} ${m(to)} ${hiIncl ? '이하' : '미만'}입니다.`,
            `${m(`${lo}\\%`)} of ${m(base)} is ${m(from)} and ${m(`${hi}\\%`)} of ${m(base)} is ${m(to)}, so the box is ${loIncl ? 'at least' : 'more than'} ${m(from)} and ${hiIncl ? 'at most' : 'less than'} ${m(to)}.`,
          ],
          [
            `${m(first)}부터 ${m(last)}까지이므로 모두 ${m(count)}개입니다.`,
            `That is ${m(first)} through ${m(last)}: ${m(count)} whole numbers.`,
          ],
        ],
      });
    },
    // Try each whole number up to the base with exact percents.
    check: ({ base, lo, hi, loIncl, hiIncl }, problem) => {
      let count = 0;
      for (let x = 1; x <= base; x++) {
        const c1 = q(x * 100, base).cmp(lo);
        const c2 = q(x * 100, base).cmp(hi);
        if ((loIncl ? c1 >= 0 : c1 > 0) && (hiIncl ? c2 <= 0 : c2 < 0)) count++;
      }
      return keyIs(problem, count);
    },
  }),

  defineTemplate(U, 'better-rate', {
    version: 1,
    params: (rng) => {
      const [t1, t2] = rng.shuffle([20, 25, 40, 50]).slice(0, 2) as [number, number];
      const s1 = rng.int(Math.ceil(t1 * 0.3), Math.floor(t1 * 0.9));
      let s2 = rng.int(Math.ceil(t2 * 0.3), Math.floor(t2 * 0.9));
      if (s1 * t2 === s2 * t1) s2 += 1;
      return { t1, s1, t2, s2, who: rng.int(0, PEOPLE.length - 2) };
    },
    generate: ({ t1, s1, t2, s2, who }) => {
      const [p1, p2] = [PEOPLE[who] ?? PEOPLE[0]!, PEOPLE[who + 1] ?? PEOPLE[1]!];
      const [r1, r2] = [(s1 * 100) / t1, (s2 * 100) / t2];
      const best = Math.max(r1, r2);
      const winner = r1 > r2 ? p1 : p2;
      return essay({
        difficulty: 4,
        stem: [
          `농구 자유투를 ${nameWith(p1, '는')} ${m(t1)}번 던져 ${m(s1)}번, ${nameWith(p2, '는')} ${m(t2)}번 던져 ${m(s2)}번 넣었습니다. 성공률이 더 높은 사람의 성공률은 몇 %입니까?`,
          `In free-throw practice, ${p1.en} made ${m(s1)} of ${m(t1)} shots and ${p2.en} made ${m(s2)} of ${m(t2)} shots. What is the higher of their two success rates, as a percent?`,
        ],
        answer: String(best),
        form: 'number',
        unit: '%',
        steps: [
          [
            '던진 횟수가 다르므로 넣은 횟수가 아니라 성공률(넣은 횟수 ÷ 던진 횟수)로 비교합니다.',
            'They took different numbers of shots, so compare success rates (shots made ÷ shots taken), not shots made.',
          ],
          [
            `${callKo(p1)}의 성공률은 ${m(`\\frac{${s1}}{${t1}}\\times100=${num(r1)}`)}(%), ${callKo(p2)}의 성공률은 ${m(`\\frac{${s2}}{${t2}}\\times100=${num(r2)}`)}(%)입니다.`,
            `${p1.en}: ${m(`\\frac{${s1}}{${t1}}\\times100=${num(r1)}`)} percent. ${p2.en}: ${m(`\\frac{${s2}}{${t2}}\\times100=${num(r2)}`)} percent.`,
          ],
          [
            `성공률이 더 높은 사람은 ${callKo(winner)}이고, 성공률은 ${m(num(best))}%입니다.`,
            `${winner.en} has the higher rate: ${m(num(best))} percent.`,
          ],
        ],
      });
    },
    // Compare the rates by cross-multiplying, then take the winner's percent.
    check: ({ t1, s1, t2, s2 }, problem) => keyIs(problem, s1 * t2 > s2 * t1 ? (s1 / t1) * 100 : (s2 / t2) * 100),
  }),
  defineTemplate(U, 'swapped-base', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const compared = rng.int(6, 30);
        const x = rng.intExcept(2, 30, [compared]);
        // The mistaken ratio x : compared is shown in lowest terms, and it is not a whole number.
        if (x % compared !== 0) return { compared, x, who: rng.int(0, PEOPLE.length - 1) };
      }
    },
    generate: ({ compared, x, who }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      const wrong = q(x, compared);
      return fractionEssay(q(compared, x), {
        difficulty: 5,
        stem: (form) => [
          `${nameWith(p, '는')} 어떤 수에 대한 ${m(compared)}의 비율을 구해야 할 것을 잘못하여 ${m(compared)}에 대한 어떤 수의 비율을 구했더니 ${withJosa(m(frac(wrong)), '이/가')} 되었습니다. 바르게 구한 비율은 얼마인지 풀이 과정을 쓰고 답을 ${form.ko}.`,
          `${p.en} was supposed to find the ratio of ${m(compared)} to a number, but by mistake found the ratio of the number to ${m(compared)} and got ${m(frac(wrong))}. What is the correct ratio? Show your work.${form.en}`,
        ],
        steps: (key) => [
          [
            `'${m(compared)}에 대한 어떤 수의 비율'은 기준량이 ${m(compared)}이므로 (어떤 수) ${m(`\\div${compared}=${frac(wrong)}`)}입니다.`,
            `In the mistaken ratio the base is ${m(compared)}: (the number) ${m(`\\div${compared}=${frac(wrong)}`)}.`,
          ],
          [
            `따라서 어떤 수는 ${m(`${compared}\\times${frac(wrong)}=${x}`)}입니다.`,
            `So the number is ${m(`${compared}\\times${frac(wrong)}=${x}`)}.`,
          ],
          [
            `바르게 구하면 기준량이 어떤 수이므로 ${m(`${compared}\\div${x}=${fracRaw(compared, x)}${fracRaw(compared, x) === key ? '' : `=${key}`}`)}입니다.`,
            `Done correctly, the number is the base: ${m(`${compared}\\div${x}=${fracRaw(compared, x)}${fracRaw(compared, x) === key ? '' : `=${key}`}`)}.`,
          ],
        ],
      });
    },
    // Recover the number by trying each candidate against the mistaken ratio, then divide the other way.
    check: ({ compared, x }, problem) => {
      const target = x / compared;
      for (let n = 1; n <= 1000; n++) if (Math.abs(n / compared - target) < 1e-12) return keyIs(problem, compared / n);
      return false;
    },
  }),
];
