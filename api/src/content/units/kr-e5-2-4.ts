// 5-2 소수의 곱셈: decimals times whole numbers, decimals times decimals, and everyday products with decimals.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { noTrailingZero, num, q } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';

const U = 'kr-e5-2-4';
const PLACES_KO = ['', '한', '두', '세', '네'];
const PLACES_EN = ['', 'one decimal place', 'two decimal places', 'three decimal places', 'four decimal places'];

export const templates = [
  defineTemplate(U, 'decimal-times-whole', {
    version: 2,
    params: (rng) => ({ u: noTrailingZero(rng.int(11, 999)), p: rng.int(1, 2), k: rng.int(2, 45) }),
    generate: ({ u, p, k }, rng) => {
      const x = q(u, 10 ** p);
      const r = x.mul(k);
      return multiple(rng, {
        difficulty: 2,
        stem: [`다음을 계산하시오. ${m(`${num(x)}\\times${k}`)}`, `Calculate: ${m(`${num(x)}\\times${k}`)}`],
        ...valueChoices(r, [r.mul(10), r.div(10), u * k, x.add(k), r.add(1)], { step: q(1, 10 ** p) }),
        steps: [
          [
            `소수점을 생각하지 않고 자연수의 곱셈으로 계산하면 ${m(`${u}\\times${k}=${num(u * k)}`)}입니다.`,
            `Ignoring the decimal point, multiply the whole numbers: ${m(`${u}\\times${k}=${num(u * k)}`)}.`,
          ],
          [
            `${withJosa(m(num(x)), '은/는')} 소수 ${PLACES_KO[p]} 자리 수이므로 곱도 소수점 아래 ${PLACES_KO[p]} 자리가 되도록 소수점을 찍으면 ${m(num(r))}입니다.`,
            `${m(num(x))} has ${PLACES_EN[p]}, so the product does too: ${m(num(r))}.`,
          ],
        ],
      });
    },
    // Repeated addition in integer units of the last decimal place.
    check: ({ u, p, k }, problem) => {
      let t = 0;
      for (let i = 0; i < k; i++) t += u;
      return keyIs(problem, t / 10 ** p);
    },
  }),
  defineTemplate(U, 'decimal-times-decimal', {
    version: 2,
    params: (rng) => ({
      a: noTrailingZero(rng.int(2, 99)),
      pa: rng.int(1, 2),
      b: noTrailingZero(rng.int(2, 99)),
      pb: 1,
    }),
    generate: ({ a, pa, b, pb }) => {
      const x = q(a, 10 ** pa);
      const y = q(b, 10 ** pb);
      const r = x.mul(y);
      return essay({
        difficulty: 3,
        stem: [`다음을 계산하시오. ${m(`${num(x)}\\times${num(y)}`)}`, `Calculate: ${m(`${num(x)}\\times${num(y)}`)}`],
        answer: num(r, { group: false }),
        form: 'number',
        steps: [
          [
            `소수점을 생각하지 않고 곱하면 ${m(`${a}\\times${b}=${num(a * b)}`)}입니다.`,
            `Ignoring the decimal points: ${m(`${a}\\times${b}=${num(a * b)}`)}.`,
          ],
          [
            `두 수의 소수점 아래 자리 수를 더하면 ${m(`${pa}+${pb}=${pa + pb}`)}이므로, ${m(num(a * b))}에서 소수점을 왼쪽으로 ${m(pa + pb)}자리 옮기면 ${m(num(r))}입니다.`,
            `The factors have ${m(`${pa}+${pb}=${pa + pb}`)} decimal places in all, so move the point in ${m(num(a * b))} ${m(pa + pb)} places to the left: ${m(num(r))}.`,
          ],
        ],
      });
    },
    // Fractions with powers of ten: (a/10^pa)(b/10^pb), computed in exact integer thousandths.
    check: ({ a, pa, b, pb }, problem) => keyIs(problem, (a * 10 ** (3 - pa) * (b * 10 ** (3 - pb))) / 1e6),
  }),
  defineTemplate(U, 'decimal-word', {
    version: 2,
    params: (rng) => ({
      ctx: rng.int(0, 2),
      a: noTrailingZero(rng.int(11, 95)),
      b: rng.int(2, 30),
      who: rng.pick(PEOPLE),
    }),
    ranges: { bagKg: [0.5, 20], sideM: [0.5, 20], pricePerKg: [500, 5000] },
    values: ({ ctx, a, b }) => ({
      bagKg: ctx === 0 ? [a / 10] : [],
      sideM: ctx === 1 ? [a / 10] : [],
      pricePerKg: ctx === 2 ? [b * 100 + 500] : [],
    }),
    generate: ({ ctx, a, b, who }) => {
      if (ctx === 0) {
        const per = q(a, 10);
        const r = per.mul(b);
        return essay({
          difficulty: 2,
          stem: [
            `한 봉지에 ${m(num(per))} kg씩 담긴 쌀이 ${m(b)}봉지 있습니다. 쌀은 모두 몇 kg입니까?`,
            `There are ${m(b)} bags of rice with ${m(num(per))} kg in each. How many kilograms of rice are there in all?`,
          ],
          answer: num(r, { group: false }),
          form: 'number',
          unit: 'kg',
          steps: [
            [
              `(전체 쌀의 무게)=(한 봉지의 무게)×(봉지 수)이므로 ${withJosa(m(`${num(per)}\\times${b}`), '을/를')} 계산합니다.`,
              `Total = weight of one bag × number of bags, so compute ${m(`${num(per)}\\times${b}`)}.`,
            ],
            [
              `${m(`${a}\\times${b}=${num(a * b)}`)}이므로 ${m(`${num(per)}\\times${b}=${num(r)}`)}(kg)입니다.`,
              `${m(`${a}\\times${b}=${num(a * b)}`)}, so ${m(`${num(per)}\\times${b}=${num(r)}`)} kg.`,
            ],
          ],
        });
      }
      if (ctx === 1) {
        const s = q(a, 10);
        const r = s.mul(s);
        return essay({
          difficulty: 3,
          stem: [
            `한 변의 길이가 ${m(num(s))} m인 정사각형 모양 화단의 넓이는 몇 ${m('\\text{m}^2')}입니까?`,
            `A square flower bed has sides of ${m(num(s))} m. What is its area, in ${m('\\text{m}^2')}?`,
          ],
          answer: num(r, { group: false }),
          form: 'number',
          unit: 'm^2',
          steps: [
            [
              `(정사각형의 넓이)=(한 변의 길이)×(한 변의 길이)이므로 ${withJosa(m(`${num(s)}\\times${num(s)}`), '을/를')} 계산합니다.`,
              `Area = side × side, so compute ${m(`${num(s)}\\times${num(s)}`)}.`,
            ],
            [
              `${m(`${a}\\times${a}=${num(a * a)}`)}이고 곱은 소수 두 자리 수이므로 ${m(`${num(s)}\\times${num(s)}=${num(r)}`)} ${m('(\\text{m}^2)')}입니다.`,
              `${m(`${a}\\times${a}=${num(a * a)}`)}, and the product has two decimal places: ${m(`${num(s)}\\times${num(s)}=${num(r)}\\text{ m}^2`)}.`,
            ],
          ],
        });
      }
      // Price per kilogram times a weight in tenths of a kilogram.
      const w = q(a, 10);
      const price = b * 100 + 500;
      const r = w.mul(price);
      return essay({
        difficulty: 3,
        stem: [
          `${nameWith(who, '는')} ${m(1)} kg에 ${m(num(price))}원인 감자를 ${m(num(w))} kg 샀습니다. 감잣값은 얼마입니까?`,
          `${who.en} buys ${m(num(w))} kg of potatoes at ${m(num(price))} won per kilogram. How much does ${who.en} pay, in won?`,
        ],
        answer: num(r, { group: false }),
        form: 'number',
        unit: '원',
        steps: [
          [
            `(감잣값)=(1 kg의 값)×(무게)이므로 ${withJosa(m(`${num(price)}\\times${num(w)}`), '을/를')} 계산합니다.`,
            `Cost = price per kilogram × weight, so compute ${m(`${num(price)}\\times${num(w)}`)}.`,
          ],
          [
            `${m(`${num(price)}\\times${a}=${num(price * a)}`)}이고 ${withJosa(m(num(w)), '은/는')} ${m(a)}의 ${m('\\frac{1}{10}')}이므로 ${m(`${num(price * a)}\\div10=${num(r)}`)}(원)입니다.`,
            `${m(`${num(price)}\\times${a}=${num(price * a)}`)}, and ${m(num(w))} is ${m('\\frac{1}{10}')} of ${m(a)}, so ${m(`${num(price * a)}\\div10=${num(r)}`)} won.`,
          ],
        ],
      });
    },
    check: ({ ctx, a, b }, problem) => {
      if (ctx === 0) return keyIs(problem, (a * b) / 10);
      if (ctx === 1) return keyIs(problem, (a * a) / 100);
      return keyIs(problem, ((b * 100 + 500) * a) / 10);
    },
  }),
];
