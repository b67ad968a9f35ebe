// 6-1 소수의 나눗셈: decimals divided by natural numbers, quotients that need zeros, and sharing measured amounts.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, N, PEOPLE, josa, m, n, plain, topic, unit } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e6-1-3');

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'decimal-div-whole',
    params: (rng) => ({ q: rng.int(11, 999), p: rng.int(1, 2), k: rng.int(2, 9) }),
    make: ({ q, p, k }) => {
      const dividend = (q * k) / 10 ** p;
      const ans = q / 10 ** p;
      return {
        difficulty: 2,
        stem: L(`계산을 하세요. ${m(`${n(dividend)}\\div${k}`)}`, `Divide: ${m(`${n(dividend)}\\div${k}`)}`),
        multiple: {
          correct: N(ans),
          wrong: [N(ans * 10), N(ans / 10), N(q), N(ans + 1 / 10 ** p), N(ans - 1 / 10 ** p)],
        },
        explanation: [
          L(
            `자연수의 나눗셈으로 계산하면 ${m(`${n(q * k)}\\div${k}=${n(q)}`)}입니다.`,
            `As whole numbers: ${m(`${n(q * k)}\\div${k}=${n(q)}`)}.`,
          ),
          L(
            `나누어지는 수가 ${m(`\\frac{1}{${10 ** p}}`)}배이므로 몫도 ${m(`\\frac{1}{${10 ** p}}`)}배: ${m(n(ans))}`,
            `The dividend is ${m(`\\frac{1}{${10 ** p}}`)} as large, so the quotient is too: ${m(n(ans))}.`,
          ),
        ],
      };
    },
    // Multiply back: the quotient times the divisor gives the dividend (in integer hundredths).
    solve: ({ q, p, k }) => {
      const dividend = q * k * 10 ** (2 - p);
      for (let t = 1; t <= dividend; t++) if (t * k === dividend) return t / 100;
      return NaN;
    },
  }),
  tpl({
    name: 'needs-zeros',
    params: (rng) => {
      const k = rng.pick([2, 4, 5, 8]);
      return { a: rng.int(1, 30) * 2 + 1, k, p: rng.int(0, 1) };
    },
    make: ({ a, k, p }) => {
      const x = a / 10 ** p;
      const ans = x / k;
      return {
        difficulty: 3,
        stem: L(
          `몫을 소수로 나타내세요. ${m(`${n(x)}\\div${k}`)}`,
          `Divide and write the quotient as a decimal: ${m(`${n(x)}\\div${k}`)}`,
        ),
        essay: { answer: plain(ans), hint: HINT.dec },
        explanation: [
          L(
            `나누어떨어지지 않으면 소수점 아래에 ${m('0')}을 내려 계속 나눕니다.`,
            `If it does not divide evenly, write ${m('0')}s after the decimal point and keep dividing.`,
          ),
          L(`${m(`${n(x)}\\div${k}=${n(ans)}`)}`, `${m(`${n(x)}\\div${k}=${n(ans)}`)}`),
        ],
      };
    },
    // Long division digit by digit in base ten.
    solve: ({ a, k, p }) => {
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
      return out;
    },
  }),
  tpl({
    name: 'share-measure',
    params: (rng) => ({
      q: rng.int(12, 480),
      k: rng.int(3, 12),
      who: rng.int(0, PEOPLE.length - 1),
      ctx: rng.int(0, 2),
    }),
    make: ({ q, k, who, ctx }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      const total = (q * k) / 100;
      const ans = q / 100;
      const c = [
        {
          ko: `${topic(p)} 물 ${m(n(total))} L를 병 ${m(String(k))}개에 똑같이 나누어 담았습니다. 병 한 개에 담긴 물은 몇 L입니까?`,
          en: `${p.en} pours ${m(n(total))} L of water equally into ${m(String(k))} bottles. How many liters are in each bottle?`,
          u: 'L',
        },
        {
          ko: `둘레가 ${m(n(total))} m인 정${['', '', '', '삼각형', '사각형', '오각형', '육각형', '칠각형', '팔각형', '구각형', '십각형', '십일각형', '십이각형'][k] ?? '다각형'}의 한 변의 길이는 몇 m입니까?`,
          en: `A regular polygon with ${m(String(k))} sides has a perimeter of ${m(n(total))} m. How long is each side, in meters?`,
          u: 'm',
        },
        {
          ko: `똑같은 책 ${m(String(k))}권의 무게가 ${m(n(total))} kg입니다. 책 한 권의 무게는 몇 kg입니까?`,
          en: `${m(String(k))} identical books weigh ${m(n(total))} kg. How much does one book weigh, in kilograms?`,
          u: 'kg',
        },
      ][ctx]!;
      return {
        difficulty: 3,
        stem: L(c.ko.replace(`${m(n(total))} L를`, `${m(n(total))} ${josa('L', '을/를')}`), c.en),
        essay: { answer: plain(ans), unit: c.u, hint: HINT.dec },
        explanation: [
          L(`${josa(m(`${n(total)}\\div${k}`), '을/를')} 계산합니다.`, `Compute ${m(`${n(total)}\\div${k}`)}.`),
          L(`${m(`${n(total)}\\div${k}=${n(ans)}`)} (${c.u})`, `${m(`${n(total)}\\div${k}=${n(ans)}`)} ${c.u}`),
        ],
      };
    },
    // Repeated subtraction of hundredths per share.
    solve: ({ q, k }) => {
      let left = q * k;
      let each = 0;
      while (left > 0) {
        left -= k;
        each++;
      }
      return left === 0 ? each / 100 : NaN;
    },
  }),
];
