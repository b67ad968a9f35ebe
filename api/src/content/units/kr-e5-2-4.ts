// 5-2 소수의 곱셈: decimals times whole numbers, decimals times decimals, moving the point by powers of ten, everyday
// products with decimals, a number found from a slip, digit cards, and whole numbers between two products.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { noTrailingZero, num, q } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { close, keyIs, keyWhere, numberOf, stemMath } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';
import { boxCountEssay } from '../kit/box.js';

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
  defineTemplate(U, 'wrong-operation', {
    version: 2,
    params: (rng) => ({ a: noTrailingZero(rng.int(12, 49)), b: noTrailingZero(rng.int(11, 99)) }),
    generate: ({ a, b }) => {
      const [x, n] = [q(a, 10), q(b, 10)];
      const wrong = n.add(x);
      const r = n.mul(x);
      return essay({
        difficulty: 4,
        subUnit: 'kr-e5-2-4.s3',
        stem: [
          `어떤 수에 ${withJosa(m(num(x)), '을/를')} 곱해야 할 것을 잘못하여 더했더니 ${withJosa(m(num(wrong)), '이/가')} 되었습니다. 바르게 계산한 값을 구하시오.`,
          `Someone was supposed to multiply a number by ${m(num(x))} but added ${m(num(x))} instead and got ${m(num(wrong))}. What is the correct product?`,
        ],
        answer: num(r, { group: false }),
        form: 'number',
        steps: [
          [
            `먼저 잘못 계산한 식을 거꾸로 풀어 어떤 수를 찾는 것이 핵심입니다. 어떤 수를 ${withJosa(m('\\square'), '이라/라')}고 하면 ${m(`\\square+${num(x)}=${num(wrong)}`)}입니다.`,
            `The key is to undo the mistaken step first to find the number. Call it ${m('\\square')}: ${m(`\\square+${num(x)}=${num(wrong)}`)}.`,
          ],
          [
            `${m(`\\square=${num(wrong)}-${num(x)}=${num(n)}`)}입니다.`,
            `So ${m(`\\square=${num(wrong)}-${num(x)}=${num(n)}`)}.`,
          ],
          [
            `바르게 계산하면 ${m(`${num(n)}\\times${num(x)}=${num(r)}`)}입니다. (${m(`${b}\\times${a}=${num(a * b)}`)}이고, 소수점 아래 자리 수는 모두 ${m(2)}자리입니다.)`,
            `The correct product is ${m(`${num(n)}\\times${num(x)}=${num(r)}`)}. (${m(`${b}\\times${a}=${num(a * b)}`)}, with ${m(2)} decimal places in all.)`,
          ],
        ],
      });
    },
    // Work in hundredths with whole numbers: take the added tenths back off, then multiply.
    check: ({ a, b }, problem) => {
      const wrongTenths = b + a;
      const numberTenths = wrongTenths - a;
      return keyIs(problem, (numberTenths * a) / 100);
    },
  }),
  defineTemplate(U, 'digit-cards-product', {
    version: 2,
    params: (rng) => ({ cards: rng.shuffle([2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 3) }),
    generate: ({ cards }) => {
      const [x, y, z] = [...cards].sort((p, r) => p - r) as [number, number, number];
      // The two best placements: the greatest card multiplies, or the greatest card leads the decimal.
      const first = q(10 * y + x, 10).mul(z);
      const second = q(10 * z + x, 10).mul(y);
      const best = first.cmp(second) > 0 ? first : second;
      const shown = cards.map((c) => m(c)).join(', ');
      const box = '\\square.\\square\\times\\square';
      return essay({
        difficulty: 4,
        subUnit: 'kr-e5-2-4.s3',
        stem: [
          `수 카드 ${withJosa(shown, '을/를')} 한 번씩 모두 사용하여 곱셈식 ${withJosa(m(box), '을/를')} 만들려고 합니다. 만들 수 있는 곱 중에서 가장 큰 값을 구하시오.`,
          `Use each of the number cards ${shown} once to fill in ${m(box)}. What is the greatest product you can make?`,
        ],
        answer: num(best, { group: false }),
        form: 'number',
        steps: [
          [
            `곱을 크게 하려면 큰 수를 높은 자리와 곱하는 수에 놓아야 합니다. 가장 작은 카드 ${withJosa(m(x), '은/는')} 소수 첫째 자리에 놓습니다.`,
            `For a large product the large cards go in the big places: the smallest card, ${m(x)}, goes in the tenths place.`,
          ],
          [
            `남은 두 카드의 자리를 바꾸어 비교합니다: ${m(`${num(q(10 * y + x, 10))}\\times${z}=${num(first)}`)}, ${m(`${num(q(10 * z + x, 10))}\\times${y}=${num(second)}`)}`,
            `Compare the two ways to place the other cards: ${m(`${num(q(10 * y + x, 10))}\\times${z}=${num(first)}`)} and ${m(`${num(q(10 * z + x, 10))}\\times${y}=${num(second)}`)}.`,
          ],
          [`가장 큰 곱은 ${m(num(best))}입니다.`, `The greatest product is ${m(num(best))}.`],
        ],
      });
    },
    // Try all six placements of the cards, in tenths.
    check: ({ cards }, problem) => {
      let best = 0;
      for (let i = 0; i < 3; i++) {
        for (let j = 0; j < 3; j++) {
          if (j === i) continue;
          const k = 3 - i - j;
          best = Math.max(best, (10 * (cards[i] as number) + (cards[j] as number)) * (cards[k] as number));
        }
      }
      return keyIs(problem, best / 10);
    },
  }),
  defineTemplate(U, 'times-power-of-ten', {
    version: 2,
    params: (rng) => ({ u: noTrailingZero(rng.int(101, 999)), p: rng.int(1, 3), e: rng.int(0, 4) }),
    generate: ({ u, p, e }, rng) => {
      // ×10, ×100, ×1000, ×0.1 or ×0.01: a number with p decimal places and the product it makes.
      const factor = [q(10), q(100), q(1000), q(1, 10), q(1, 100)][e] as ReturnType<typeof q>;
      const x = q(u, 10 ** p);
      const r = x.mul(factor);
      return multiple(rng, {
        difficulty: 2,
        subUnit: 'kr-e5-2-4.s4',
        stem: [
          `${m('\\square')} 안에 알맞은 수는 어느 것입니까? ${m(`${num(x)}\\times\\square=${num(r)}`)}`,
          `Which number goes in the box? ${m(`${num(x)}\\times\\square=${num(r)}`)}`,
        ],
        ...valueChoices(
          factor,
          [10, 100, 1000, q(1, 10), q(1, 100), q(1, 1000)].filter((f) => !q(1).mul(f).eq(factor)),
        ),
        steps: [
          [
            '어떤 수에 10, 100, 1000을 곱하면 소수점이 오른쪽으로 한 자리, 두 자리, 세 자리 옮겨지고, 0.1, 0.01을 곱하면 왼쪽으로 한 자리, 두 자리 옮겨집니다.',
            'Multiplying by 10, 100 or 1000 moves the decimal point one, two or three places to the right; multiplying by 0.1 or 0.01 moves it one or two places to the left.',
          ],
          [
            `${m(num(x))}에서 ${withJosa(m(num(r)), '이/가')} 되려면 소수점이 ${e < 3 ? '오른쪽' : '왼쪽'}으로 ${m(e < 3 ? e + 1 : e - 2)}자리 옮겨졌으므로 ${m('\\square')} 안에 알맞은 수는 ${m(num(factor))}입니다.`,
            `From ${m(num(x))} to ${m(num(r))} the point moves ${m(e < 3 ? e + 1 : e - 2)} ${e === 0 || e === 3 ? 'place' : 'places'} to the ${e < 3 ? 'right' : 'left'}, so the box holds ${m(num(factor))}.`,
          ],
        ],
      });
    },
    // Read the number and the product back from the printed equation; the key times the number gives the product.
    check: (_params, problem) => {
      const [left, right] = stemMath(problem).split('=') as [string, string];
      const [x, r] = [numberOf(left.replace('\\times\\square', '')), numberOf(right)];
      return keyWhere(problem, ([k]) => k !== undefined && close(k * x, r));
    },
  }),
  defineTemplate(U, 'box-between-products', {
    version: 2,
    params: (rng) => {
      for (;;) {
        const [a, b, c, d] = [rng.int(11, 49), rng.int(11, 49), rng.int(11, 49), rng.int(11, 49)];
        const [lo, hi] = [a * b, c * d];
        if (hi - lo >= 300 && hi - lo <= 1500 && a % 10 && b % 10 && c % 10 && d % 10) return { a, b, c, d };
      }
    },
    generate: ({ a, b, c, d }) => {
      const [x, y, z, w] = [q(a, 10), q(b, 10), q(c, 10), q(d, 10)];
      const [lo, hi] = [x.mul(y), z.mul(w)];
      const first = Math.floor(lo.value) + 1;
      const last = Math.ceil(hi.value) - 1;
      const count = last - first + 1;
      return {
        ...boxCountEssay({
          inequality: `${num(x)}\\times${num(y)}<\\square<${num(z)}\\times${num(w)}`,
          count,
          difficulty: 3,
          steps: [
            [
              `양쪽 곱을 먼저 계산합니다: ${m(`${num(x)}\\times${num(y)}=${num(lo)}`)}, ${m(`${num(z)}\\times${num(w)}=${num(hi)}`)}`,
              `Work out both products first: ${m(`${num(x)}\\times${num(y)}=${num(lo)}`)} and ${m(`${num(z)}\\times${num(w)}=${num(hi)}`)}.`,
            ],
            [
              `${m(`${num(lo)}<\\square<${num(hi)}`)}인 자연수는 ${m(first)}부터 ${m(last)}까지이므로 모두 ${m(`${last}-${first}+1=${count}`)}(개)입니다.`,
              `The whole numbers with ${m(`${num(lo)}<\\square<${num(hi)}`)} run from ${m(first)} to ${m(last)}: ${m(`${last}-${first}+1=${count}`)} of them.`,
            ],
          ],
        }),
        subUnit: 'kr-e5-2-4.s3',
      };
    },
    // Compare each candidate in hundredths with whole numbers.
    check: ({ a, b, c, d }, problem) => {
      let count = 0;
      for (let n = 1; n * 100 < c * d; n++) if (n * 100 > a * b) count++;
      return keyIs(problem, count);
    },
  }),
  defineTemplate(U, 'walking-distance', {
    version: 2,
    params: (rng) => ({
      speed: noTrailingZero(rng.int(21, 59)),
      hours: rng.int(1, 3),
      quarter: rng.int(1, 3),
      who: rng.pick(PEOPLE),
    }),
    ranges: { speedKmh: [2, 6] },
    values: ({ speed }) => ({ speedKmh: speed / 10 }),
    generate: ({ speed, hours, quarter, who }) => {
      const v = q(speed, 10);
      const minutes = quarter * 15;
      const t = q(hours * 4 + quarter, 4);
      const d = v.mul(t);
      return essay({
        difficulty: 3,
        subUnit: 'kr-e5-2-4.s3',
        stem: [
          `${nameWith(who, '는')} 한 시간에 ${m(num(v))} km를 걷는 빠르기로 ${m(hours)}시간 ${m(minutes)}분 동안 쉬지 않고 걸었습니다. ${nameWith(who, '가')} 걸은 거리는 몇 km입니까?`,
          `Walking ${m(num(v))} km every hour, ${who.en} walks for ${m(hours)} ${hours === 1 ? 'hour' : 'hours'} ${m(minutes)} minutes without stopping. How many kilometers is that?`,
        ],
        answer: num(d, { group: false }),
        form: 'number',
        unit: 'km',
        steps: [
          [
            `걸은 시간을 시간 단위의 소수로 나타냅니다: ${m(`${minutes}\\text{분}=\\frac{${minutes}}{60}\\text{시간}=${num(q(minutes, 60))}\\text{시간}`)}이므로 ${m(hours)}시간 ${m(minutes)}분은 ${m(num(t))}시간입니다.`,
            `Write the time in hours as a decimal: ${m(`${minutes}\\text{ min}=\\frac{${minutes}}{60}\\text{ h}=${num(q(minutes, 60))}\\text{ h}`)}, so the walk lasts ${m(num(t))} hours.`,
          ],
          [
            `(걸은 거리)=(한 시간에 걷는 거리)×(걸은 시간)이므로 ${m(`${num(v)}\\times${num(t)}=${num(d)}`)}(km)입니다.`,
            `Distance = distance per hour × hours, so ${m(`${num(v)}\\times${num(t)}=${num(d)}`)} km.`,
          ],
        ],
      });
    },
    // Add up the distance quarter-hour by quarter-hour, in thousandths of a kilometer.
    check: ({ speed, hours, quarter }, problem) => {
      let metres = 0;
      for (let i = 0; i < hours * 4 + quarter; i++) metres += speed * 25;
      return keyIs(problem, metres / 1000);
    },
  }),
];
