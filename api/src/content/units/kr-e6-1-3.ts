// 6-1 소수의 나눗셈: decimals divided by natural numbers, quotients that need zeros, and sharing measured amounts.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { noTrailingZero, num, q } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';

const U = 'kr-e6-1-3';
const POLYGON = [
  '',
  '',
  '',
  '정삼각형',
  '정사각형',
  '정오각형',
  '정육각형',
  '정칠각형',
  '정팔각형',
  '정구각형',
  '정십각형',
  '정십일각형',
  '정십이각형',
];

export const templates = [
  defineTemplate(U, 'decimal-div-whole', {
    version: 2,
    params: (rng) => ({ q: noTrailingZero(rng.int(11, 999)), p: rng.int(1, 2), k: rng.int(2, 9) }),
    generate: ({ q: quotient, p, k }, rng) => {
      const dividend = q(quotient * k, 10 ** p);
      const ans = q(quotient, 10 ** p);
      return multiple(rng, {
        difficulty: 2,
        stem: [`다음을 계산하시오. ${m(`${num(dividend)}\\div${k}`)}`, `Calculate: ${m(`${num(dividend)}\\div${k}`)}`],
        ...valueChoices(ans, [ans.mul(10), ans.div(10), quotient, ans.add(q(1, 10 ** p)), ans.sub(q(1, 10 ** p))], {
          step: q(1, 10 ** p),
        }),
        steps: [
          [
            `소수점을 생각하지 않고 자연수의 나눗셈으로 계산하면 ${m(`${num(quotient * k)}\\div${k}=${num(quotient)}`)}입니다.`,
            `Ignoring the decimal point: ${m(`${num(quotient * k)}\\div${k}=${num(quotient)}`)}.`,
          ],
          [
            `나누어지는 수 ${withJosa(m(num(dividend)), '은/는')} ${m(num(quotient * k))}의 ${m(`\\frac{1}{${10 ** p}}`)}배이므로 몫도 ${m(num(quotient))}의 ${m(`\\frac{1}{${10 ** p}}`)}배인 ${m(num(ans))}입니다.`,
            `The dividend is ${m(`\\frac{1}{${10 ** p}}`)} of ${m(num(quotient * k))}, so the quotient is ${m(`\\frac{1}{${10 ** p}}`)} of ${m(num(quotient))}: ${m(num(ans))}.`,
          ],
        ],
      });
    },
    // Multiply back: the quotient times the divisor gives the dividend (in integer hundredths).
    check: ({ q: quotient, p, k }, problem) => {
      const dividend = quotient * k * 10 ** (2 - p);
      for (let t = 1; t <= dividend; t++) if (t * k === dividend) return keyIs(problem, t / 100);
      return false;
    },
  }),
  defineTemplate(U, 'needs-zeros', {
    version: 2,
    params: (rng) => {
      const k = rng.pick([2, 4, 5, 8]);
      return { a: rng.int(1, 30) * 2 + 1, k, p: rng.int(0, 1) };
    },
    generate: ({ a, k, p }) => {
      const x = q(a, 10 ** p);
      const ans = x.div(k);
      return essay({
        difficulty: 3,
        stem: [
          `몫을 소수로 나타내시오. ${m(`${num(x)}\\div${k}`)}`,
          `Divide and write the quotient as a decimal: ${m(`${num(x)}\\div${k}`)}`,
        ],
        answer: num(ans, { group: false }),
        form: 'number',
        steps: [
          [
            `나누어떨어지지 않으면 나누어지는 수의 소수점 아래에 ${withJosa(m(0), '을/를')} 내려 계속 나눕니다.`,
            `If it does not divide evenly, write ${m(0)}s after the decimal point of the dividend and keep dividing.`,
          ],
          [
            `${m(`${num(x)}\\div${k}=${num(ans)}`)}이고, 확인하면 ${m(`${num(ans)}\\times${k}=${num(x)}`)}입니다.`,
            `${m(`${num(x)}\\div${k}=${num(ans)}`)}; check: ${m(`${num(ans)}\\times${k}=${num(x)}`)}.`,
          ],
        ],
      });
    },
    // Long division digit by digit in base ten.
    check: ({ a, k, p }, problem) => {
      let rem = a;
      let scale = 10 ** p;
      let out = Math.floor(rem / k) / scale;
      rem %= k;
      for (let i = 0; i < 6 && rem; i++) {
        rem *= 10;
        scale *= 10;
        out += Math.floor(rem / k) / scale;
        rem %= k;
      }
      return keyIs(problem, out);
    },
  }),
  defineTemplate(U, 'share-measure', {
    version: 2,
    params: (rng) => {
      const ctx = rng.int(0, 2);
      // A book weighs 0.15 to 1.8 kg; a bottle holds up to 4.8 L; a side of a garden shape up to 4.8 m.
      return { q: ctx === 2 ? rng.int(15, 180) : rng.int(12, 480), k: rng.int(3, 12), who: rng.pick(PEOPLE), ctx };
    },
    ranges: { bookKg: [0.1, 2] },
    values: ({ q: each, ctx }) => ({ bookKg: ctx === 2 ? [each / 100] : [] }),
    generate: ({ q: each, k, who, ctx }) => {
      const total = q(each * k, 100);
      const ans = q(each, 100);
      const c = [
        {
          ko: `${nameWith(who, '는')} 물 ${withJosa(m(`${num(total)}\\text{ L}`), '을/를')} 병 ${m(k)}개에 똑같이 나누어 담았습니다. 병 한 개에 담긴 물은 몇 L입니까?`,
          en: `${who.en} pours ${m(num(total))} L of water equally into ${m(k)} bottles. How many liters are in each bottle?`,
          u: 'L',
        },
        {
          ko: `둘레가 ${m(`${num(total)}\\text{ m}`)}인 ${POLYGON[k]}의 한 변의 길이는 몇 m입니까?`,
          en: `A regular polygon with ${m(k)} sides has a perimeter of ${m(num(total))} m. How long is each side, in meters?`,
          u: 'm',
        },
        {
          ko: `똑같은 책 ${m(k)}권의 무게가 ${m(`${num(total)}\\text{ kg}`)}입니다. 책 한 권의 무게는 몇 kg입니까?`,
          en: `${m(k)} identical books weigh ${m(num(total))} kg. How much does one book weigh, in kilograms?`,
          u: 'kg',
        },
      ][ctx] as { ko: string; en: string; u: string };
      const why = [
        ['물을 병의 수로 똑같이 나누므로', 'The water is shared equally among the bottles, so'],
        [`${POLYGON[k]}은 ${m(k)}개의 변의 길이가 모두 같으므로`, `The ${m(k)} sides are all equal, so`],
        ['전체 무게를 책의 수로 나누므로', 'Divide the total weight by the number of books, so'],
      ][ctx] as [string, string];
      return essay({
        difficulty: 3,
        stem: [c.ko, c.en],
        answer: num(ans, { group: false }),
        form: 'number',
        unit: c.u,
        steps: [
          [
            `${why[0]} ${withJosa(m(`${num(total)}\\div${k}`), '을/를')} 계산합니다.`,
            `${why[1]} compute ${m(`${num(total)}\\div${k}`)}.`,
          ],
          [
            `${m(`${num(each * k)}\\div${k}=${num(each)}`)}이므로 ${m(`${num(total)}\\div${k}=${num(ans)}`)}(${c.u})입니다.`,
            `${m(`${num(each * k)}\\div${k}=${num(each)}`)}, so ${m(`${num(total)}\\div${k}=${num(ans)}`)} ${c.u}.`,
          ],
        ],
      });
    },
    // Repeated subtraction of hundredths per share.
    check: ({ q: each, k }, problem) => {
      let left = each * k;
      let count = 0;
      while (left > 0) {
        left -= k;
        count++;
      }
      return left === 0 && keyIs(problem, count / 100);
    },
  }),
];
