// 6-1 비와 비율: a ratio as a fraction, decimal or percent, percent of an amount (discounts), and rates in context.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, N, PEOPLE, U, gcd, josa, m, n, plain, subj, topic, unit } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e6-1-4');

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'ratio-to-percent',
    params: (rng) => {
      const base = rng.pick([4, 5, 8, 10, 20, 25, 40, 50]);
      return { base, comp: rng.int(1, base - 1) };
    },
    make: ({ base, comp }) => {
      const pct = (comp / base) * 100;
      return {
        difficulty: 2,
        stem: L(
          `비 ${m(`${comp}:${base}`)}의 비율을 백분율로 나타내면 몇 %입니까?`,
          `Write the ratio ${m(`${comp}:${base}`)} as a percent.`,
        ),
        multiple: {
          correct: U(pct, '\\%'),
          wrong: [
            U(base - comp, '\\%'),
            U(comp / base, '\\%'),
            U(comp, '\\%'),
            U(pct + 10, '\\%'),
            U(100 - pct, '\\%'),
          ],
          fill: (k) => U(pct + k, '\\%'),
        },
        explanation: [
          L(
            `비 ${m(`${comp}:${base}`)}에서 기준량은 ${m(String(base))}, 비교하는 양은 ${m(String(comp))}이므로 비율은 ${m(`\\frac{${comp}}{${base}}=${n(comp / base)}`)}입니다.`,
            `In ${m(`${comp}:${base}`)}, ${m(String(base))} is the base and ${m(String(comp))} is compared to it: ${m(`\\frac{${comp}}{${base}}=${n(comp / base)}`)}.`,
          ),
          L(
            `백분율은 비율에 ${josa(m('100'), '을/를')} 곱합니다: ${m(`${n(comp / base)}\\times100=${n(pct)}`)} (%)`,
            `Multiply by ${m('100')} for a percent: ${m(`${n(comp / base)}\\times100=${n(pct)}\\%`)}`,
          ),
        ],
      };
    },
    // Scale the ratio up to a base of 100 by finding the multiplier.
    solve: ({ base, comp }) => {
      for (let k = 1; k <= 100; k++) if (base * k === 100) return comp * k;
      return (comp * 100) / base;
    },
  }),
  tpl({
    name: 'discount-price',
    params: (rng) => ({
      price: rng.int(8, 120) * 500,
      pct: rng.pick([5, 10, 15, 20, 25, 30, 40, 50]),
      who: rng.int(0, PEOPLE.length - 1),
      item: rng.int(0, 3),
    }),
    make: ({ price, pct, who, item }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      const off = (price * pct) / 100;
      const pay = price - off;
      const it = [
        L('운동화', 'sneakers'),
        L('가방', 'a backpack'),
        L('책상 스탠드', 'a desk lamp'),
        L('보드게임', 'a board game'),
      ][item]!;
      return {
        difficulty: 3,
        stem: L(
          `${topic(p)} 정가가 ${m(n(price))}원인 ${josa(it.ko, '을/를')} ${m(`${pct}\\%`)} 할인받아 샀습니다. ${subj(p)} 낸 돈은 얼마입니까?`,
          `${p.en} buys ${it.en} with a list price of ${m(n(price))} won at ${m(`${pct}\\%`)} off. How much does ${p.en} pay?`,
        ),
        essay: { answer: plain(pay), unit: '원', hint: HINT.int },
        explanation: [
          L(
            `할인 금액은 ${m(`${n(price)}\\times\\frac{${pct}}{100}=${n(off)}`)}원입니다.`,
            `The discount is ${m(`${n(price)}\\times\\frac{${pct}}{100}=${n(off)}`)} won.`,
          ),
          L(
            `낸 돈: ${m(`${n(price)}-${n(off)}=${n(pay)}`)} (원)`,
            `Price paid: ${m(`${n(price)}-${n(off)}=${n(pay)}`)} won`,
          ),
        ],
      };
    },
    // Pay the remaining share directly: (100 - pct)% of the price.
    solve: ({ price, pct }) => (price / 100) * (100 - pct),
  }),
  tpl({
    name: 'rate-in-context',
    params: (rng) => {
      const ctx = rng.int(0, 2);
      const tries = rng.pick([20, 25, 40, 50, 100, 200]);
      const total = rng.pick([100, 150, 200, 250, 300, 400, 500]);
      return {
        ctx,
        tries,
        made: rng.int(1, tries - 1),
        hours: rng.int(2, 6),
        speed: rng.int(4, 90) * 2,
        total,
        salt: rng.int(3, total / 5),
        who: rng.int(0, PEOPLE.length - 1),
      };
    },
    make: ({ ctx, tries, made, hours, speed, total, salt, who }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      if (ctx === 0) {
        const pct = (made / tries) * 100;
        return {
          difficulty: 3,
          stem: L(
            `${topic(p)} 자유투를 ${m(String(tries))}번 던져서 ${m(String(made))}번 넣었습니다. 자유투 성공률은 몇 %입니까?`,
            `${p.en} took ${m(String(tries))} free throws and made ${m(String(made))}. What is the success rate as a percent?`,
          ),
          multiple: {
            correct: U(pct, '\\%'),
            wrong: [U(made, '\\%'), U(100 - pct, '\\%'), U(made / tries, '\\%'), U(pct + 5, '\\%')],
            fill: (k) => U(pct + k, '\\%'),
          },
          explanation: [
            L(
              `(성공률)=(성공한 횟수)÷(던진 횟수)이므로 ${m(`\\frac{${made}}{${tries}}=${n(made / tries)}`)}입니다.`,
              `Success rate = made ÷ attempts = ${m(`\\frac{${made}}{${tries}}=${n(made / tries)}`)}.`,
            ),
            L(
              `백분율로 ${m(`${n(made / tries)}\\times100=${n(pct)}\\%`)}`,
              `As a percent: ${m(`${n(made / tries)}\\times100=${n(pct)}\\%`)}`,
            ),
          ],
        };
      }
      if (ctx === 1) {
        const km = speed * hours;
        return {
          difficulty: 2,
          stem: L(
            `자동차가 ${m(String(hours))}시간 동안 ${m(String(km))} km를 달렸습니다. 걸린 시간에 대한 달린 거리의 비율(한 시간에 달린 거리)은 몇 km입니까?`,
            `A car travels ${m(String(km))} km in ${m(String(hours))} hours. What is the rate of distance to time, in km per hour?`,
          ),
          multiple: {
            correct: N(speed),
            wrong: [N(km * hours), N(km + hours), N(km - hours), N(speed + 2)],
            fill: (k) => N(speed + k),
          },
          explanation: [
            L('기준량은 걸린 시간, 비교하는 양은 달린 거리입니다.', 'Time is the base; distance is compared to it.'),
            L(`${m(`${km}\\div${hours}=${speed}`)} (km)`, `${m(`${km}\\div${hours}=${speed}`)} km per hour`),
          ],
        };
      }
      const g = gcd(salt, total);
      const key = `\\frac{${salt / g}}{${total / g}}`;
      return {
        difficulty: 4,
        stem: L(
          `소금 ${m(String(salt))} g을 물에 녹여 소금물 ${m(String(total))} g을 만들었습니다. 소금물 양에 대한 소금 양의 비율을 기약분수로 나타내세요.`,
          `${m(String(salt))} g of salt is dissolved in water to make ${m(String(total))} g of salt water. Write the ratio of salt to salt water as a fraction in lowest terms.`,
        ),
        essay: {
          answer: key,
          hint: L('기약분수로 입력하세요. 예: 3/40', 'Enter a fraction in lowest terms, e.g. 3/40.'),
        },
        explanation: [
          L(
            `기준량은 소금물의 양 ${m(String(total))} g, 비교하는 양은 소금의 양 ${m(String(salt))} g입니다.`,
            `The base is the salt water, ${m(String(total))} g; the salt, ${m(String(salt))} g, is compared to it.`,
          ),
          L(`${m(`\\frac{${salt}}{${total}}=${key}`)}`, `${m(`\\frac{${salt}}{${total}}=${key}`)}`),
        ],
      };
    },
    // Percent by scaling to 100 tries; speed by repeated subtraction; concentration by value.
    solve: ({ ctx, tries, made, hours, speed, total, salt }) => {
      if (ctx === 0) return made * (100 / tries);
      if (ctx === 1) {
        let km = speed * hours;
        let perHour = 0;
        while (km > 0) {
          km -= hours;
          perHour++;
        }
        return perHour;
      }
      return salt / total;
    },
  }),
];
