// 5-2 소수의 곱셈: decimals times whole numbers, decimals times decimals, and everyday products with decimals.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, N, PEOPLE, josa, m, n, plain, topic, unit } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e5-2-4');
/** x as tenths/hundredths from an integer and a number of decimal places. */
const dv = (units: number, places: number) => units / 10 ** places;

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'decimal-times-whole',
    params: (rng) => ({ u: rng.int(11, 999), p: rng.int(1, 2), k: rng.int(2, 45) }),
    make: ({ u, p, k }) => {
      const x = dv(u, p);
      const r = dv(u * k, p);
      return {
        difficulty: 2,
        stem: L(`계산을 하세요. ${m(`${n(x)}\\times${k}`)}`, `Multiply: ${m(`${n(x)}\\times${k}`)}`),
        multiple: {
          correct: N(r),
          wrong: [N(r * 10), N(r / 10), N(u * k), N(x + k), N(r + 1)],
          fill: (j) => N(r + j / 10 ** p),
        },
        explanation: [
          L(
            `자연수의 곱셈으로 계산하면 ${m(`${u}\\times${k}=${n(u * k)}`)}입니다.`,
            `As whole numbers: ${m(`${u}\\times${k}=${n(u * k)}`)}.`,
          ),
          L(
            `${josa(m(n(x)), '은/는')} 소수 ${p}자리 수이므로 곱에도 소수점 아래 ${m(String(p))}자리가 되도록 소수점을 찍습니다: ${m(n(r))}`,
            `${m(n(x))} has ${p} decimal place${p > 1 ? 's' : ''}, so the product does too: ${m(n(r))}.`,
          ),
        ],
      };
    },
    // Repeated addition in integer units of the last decimal place.
    solve: ({ u, p, k }) => {
      let t = 0;
      for (let i = 0; i < k; i++) t += u;
      return t / 10 ** p;
    },
  }),
  tpl({
    name: 'decimal-times-decimal',
    params: (rng) => ({ a: rng.int(2, 99), pa: rng.int(1, 2), b: rng.int(2, 99), pb: 1 }),
    make: ({ a, pa, b, pb }) => {
      const x = dv(a, pa);
      const y = dv(b, pb);
      const r = dv(a * b, pa + pb);
      return {
        difficulty: 3,
        stem: L(`계산을 하세요. ${m(`${n(x)}\\times${n(y)}`)}`, `Multiply: ${m(`${n(x)}\\times${n(y)}`)}`),
        essay: { answer: plain(r), hint: HINT.dec },
        explanation: [
          L(
            `소수점을 생각하지 않고 곱하면 ${m(`${a}\\times${b}=${a * b}`)}입니다.`,
            `Ignoring the decimal points: ${m(`${a}\\times${b}=${a * b}`)}.`,
          ),
          L(
            `두 수의 소수점 아래 자리 수의 합은 ${m(`${pa}+${pb}=${pa + pb}`)}이므로 ${m(n(r))}입니다.`,
            `The factors have ${m(`${pa}+${pb}=${pa + pb}`)} decimal places in all, so the product is ${m(n(r))}.`,
          ),
        ],
      };
    },
    // Fractions with powers of ten: (a/10^pa)(b/10^pb), computed in exact integer thousandths.
    solve: ({ a, pa, b, pb }) => (a * 10 ** (3 - pa) * (b * 10 ** (3 - pb))) / 1e6,
  }),
  tpl({
    name: 'decimal-word',
    params: (rng) => ({
      ctx: rng.int(0, 2),
      a: rng.int(11, 95),
      b: rng.int(2, 30),
      who: rng.int(0, PEOPLE.length - 1),
    }),
    make: ({ ctx, a, b, who }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      if (ctx === 0) {
        // a tenths of a kg per bag, b bags.
        const per = a / 10;
        const r = (a * b) / 10;
        return {
          difficulty: 2,
          stem: L(
            `한 봉지에 ${m(n(per))} kg씩 담긴 쌀이 ${m(String(b))}봉지 있습니다. 쌀은 모두 몇 kg입니까?`,
            `There are ${m(String(b))} bags of rice with ${m(n(per))} kg in each. How many kg of rice are there in all?`,
          ),
          essay: { answer: plain(r), unit: 'kg', hint: HINT.dec },
          explanation: [
            L(`${josa(m(`${n(per)}\\times${b}`), '을/를')} 계산합니다.`, `Compute ${m(`${n(per)}\\times${b}`)}.`),
            L(
              `${m(`${a}\\times${b}=${a * b}`)}이므로 ${m(`${n(per)}\\times${b}=${n(r)}`)} (kg)`,
              `${m(`${a}\\times${b}=${a * b}`)}, so ${m(`${n(per)}\\times${b}=${n(r)}`)} kg.`,
            ),
          ],
        };
      }
      if (ctx === 1) {
        // A square with side a tenths of a meter.
        const s = a / 10;
        const r = (a * a) / 100;
        return {
          difficulty: 3,
          stem: L(
            `한 변의 길이가 ${m(n(s))} m인 정사각형 모양 화단의 넓이는 몇 ${m('\\text{m}^2')}입니까?`,
            `A square flower bed has sides of ${m(n(s))} m. What is its area, in ${m('\\text{m}^2')}?`,
          ),
          essay: { answer: plain(r), unit: 'm^2', hint: HINT.dec },
          explanation: [
            L(
              `(정사각형의 넓이)=(한 변)×(한 변)이므로 ${m(`${n(s)}\\times${n(s)}`)}입니다.`,
              `Area = side × side = ${m(`${n(s)}\\times${n(s)}`)}.`,
            ),
            L(
              `${m(`${a}\\times${a}=${a * a}`)}이고 소수점 아래 두 자리이므로 ${m(n(r))} ${m('(\\text{m}^2)')}`,
              `${m(`${a}\\times${a}=${a * a}`)} with two decimal places: ${m(n(r))} ${m('\\text{m}^2')}.`,
            ),
          ],
        };
      }
      // Price per kilogram times a weight in tenths of a kilogram.
      const w = a / 10;
      const price = b * 100;
      const r = (a * b * 100) / 10;
      return {
        difficulty: 3,
        stem: L(
          `${topic(p)} ${m('1')} kg에 ${m(n(price))}원인 감자를 ${m(n(w))} kg 샀습니다. 감잣값은 얼마입니까?`,
          `${p.en} buys ${m(n(w))} kg of potatoes at ${m(n(price))} won per kg. How much does ${p.en} pay?`,
        ),
        essay: { answer: plain(r), unit: '원', hint: HINT.num },
        explanation: [
          L(
            `${josa(m(`${n(price)}\\times${n(w)}`), '을/를')} 계산합니다.`,
            `Compute ${m(`${n(price)}\\times${n(w)}`)}.`,
          ),
          L(
            `${m(`${n(price)}\\times${a}=${n(price * a)}`)}이고 ${m('10')}으로 나누면 ${m(n(r))}원입니다.`,
            `${m(`${n(price)}\\times${a}=${n(price * a)}`)}; divide by ${m('10')}: ${m(n(r))} won.`,
          ),
        ],
      };
    },
    solve: ({ ctx, a, b }) => {
      if (ctx === 0) return (a / 10) * b;
      if (ctx === 1) return (a / 10) ** 2;
      return b * 100 * (a / 10);
    },
  }),
];
