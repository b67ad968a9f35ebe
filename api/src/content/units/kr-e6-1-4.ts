// 6-1 비와 비율: a ratio as a fraction, decimal or percent, percent of an amount (discounts), and rates in context.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { num, q } from '../kit/numbers.js';
import { frac, fracRaw, m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { PEOPLE, nameWith } from '../kit/people.js';
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
];
