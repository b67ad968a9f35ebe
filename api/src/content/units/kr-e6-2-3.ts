// 6-2 소수의 나눗셈: dividing by decimals, rounding a quotient, and how many fit with what is left over.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, N, PEOPLE, josa, m, n, plain, topic, unit } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e6-2-3');

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'divide-by-decimal',
    params: (rng) => ({ q: rng.int(2, 60), b: rng.int(2, 99), pb: rng.int(1, 2) }),
    make: ({ q, b, pb }) => {
      const divisor = b / 10 ** pb;
      const dividend = (q * b) / 10 ** pb;
      return {
        difficulty: 3,
        stem: L(
          `계산을 하세요. ${m(`${n(dividend)}\\div${n(divisor)}`)}`,
          `Divide: ${m(`${n(dividend)}\\div${n(divisor)}`)}`,
        ),
        multiple: { correct: N(q), wrong: [N(q / 10), N(q * 10), N(q / 100), N(q + 1), N(q * 100)] },
        explanation: [
          L(
            `나누는 수와 나누어지는 수에 똑같이 ${josa(m(String(10 ** pb)), '을/를')} 곱해 나누는 수를 자연수로 만듭니다: ${m(`${n(q * b)}\\div${b}`)}`,
            `Multiply both numbers by ${m(String(10 ** pb))} so the divisor is a whole number: ${m(`${n(q * b)}\\div${b}`)}`,
          ),
          L(`${m(`${n(q * b)}\\div${b}=${q}`)}`, `${m(`${n(q * b)}\\div${b}=${q}`)}`),
        ],
      };
    },
    // Multiply back: which whole number times the divisor gives the dividend?
    solve: ({ q, b, pb }) => {
      // Work in the smallest decimal unit: both numbers become whole numbers of 10^-pb.
      const target = (q * b) / 10 ** pb;
      for (let t = 1; t <= 1000; t++) if (Math.abs((t * b) / 10 ** pb - target) < 1e-9) return t;
      return NaN;
    },
  }),
  tpl({
    name: 'round-quotient',
    params: (rng) => {
      const b = rng.pick([3, 6, 7, 9, 11, 12, 13]);
      let a = rng.int(10, 200);
      if (a % b === 0) a += 1;
      return { a, b, places: rng.int(1, 2) };
    },
    make: ({ a, b, places }) => {
      const x = a / 10;
      const y = b / 10;
      const exact = a / b;
      const r = Math.round(exact * 10 ** places) / 10 ** places;
      // Digits shown in the working are cut off (not rounded) one place past the asked one.
      const shown = (Math.floor(exact * 10 ** (places + 1)) / 10 ** (places + 1)).toFixed(places + 1);
      const where =
        places === 1 ? L('소수 첫째 자리', 'the nearest tenth') : L('소수 둘째 자리', 'the nearest hundredth');
      return {
        difficulty: 4,
        stem: L(
          `${m(`${n(x)}\\div${n(y)}`)}의 몫을 반올림하여 ${where.ko}까지 나타내세요.`,
          `Divide ${m(`${n(x)}\\div${n(y)}`)} and round the quotient to ${where.en}.`,
        ),
        essay: { answer: plain(r), hint: HINT.dec },
        explanation: [
          L(
            `${m(`${n(x)}\\div${n(y)}=${a}\\div${b}=${shown}\\cdots`)}`,
            `${m(`${n(x)}\\div${n(y)}=${a}\\div${b}=${shown}\\cdots`)}`,
          ),
          L(
            `${places === 1 ? '소수 둘째' : '소수 셋째'} 자리에서 반올림하면 ${m(n(r))}입니다.`,
            `Round using the ${places === 1 ? 'hundredths' : 'thousandths'} digit: ${m(n(r))}.`,
          ),
        ],
      };
    },
    // Long division to one more digit than needed, then round by that digit.
    solve: ({ a, b, places }) => {
      let rem = a;
      let digits = Math.floor(rem / b);
      rem %= b;
      for (let i = 0; i < places + 1; i++) {
        rem *= 10;
        digits = digits * 10 + Math.floor(rem / b);
        rem %= b;
      }
      const last = digits % 10;
      const kept = Math.floor(digits / 10) + (last >= 5 ? 1 : 0);
      return kept / 10 ** places;
    },
  }),
  tpl({
    name: 'fit-and-leftover',
    params: (rng) => {
      const per = rng.int(3, 25) / 10;
      const k = rng.int(3, 15);
      const left = rng.int(1, Math.round(per * 10) - 1) / 10;
      return { per, k, left, who: rng.int(0, PEOPLE.length - 1), askLeft: rng.int(0, 1) === 1 };
    },
    make: ({ per, k, left, who, askLeft }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      const total = Math.round((per * k + left) * 10) / 10;
      return {
        difficulty: 3,
        stem: L(
          `${topic(p)} 주스 ${m(n(total))} ${josa('L', '을/를')} 한 병에 ${m(n(per))} L씩 담으려고 합니다. ${askLeft ? '병에 담고 남는 주스는 몇 L입니까?' : '주스를 가득 담을 수 있는 병은 몇 병입니까?'}`,
          `${p.en} pours ${m(n(total))} L of juice into bottles that hold ${m(n(per))} L each. ${askLeft ? 'How many liters of juice are left over after filling as many bottles as possible?' : 'How many bottles can be filled completely?'}`,
        ),
        essay: askLeft ? { answer: plain(left), unit: 'L', hint: HINT.dec } : { answer: plain(k), hint: HINT.int },
        explanation: [
          L(
            `${m(`${n(total)}\\div${n(per)}`)}의 몫을 자연수까지 구합니다.`,
            `Find ${m(`${n(total)}\\div${n(per)}`)} to a whole-number quotient.`,
          ),
          L(
            `${m(`${n(total)}-${n(per)}\\times${k}=${n(left)}`)}이므로 ${m(String(k))}병에 담고 ${m(n(left))} L가 남습니다.`,
            `${m(`${n(total)}-${n(per)}\\times${k}=${n(left)}`)}: ${m(String(k))} bottles, with ${m(n(left))} L left over.`,
          ),
        ],
      };
    },
    // Fill bottles one at a time in tenths of a litre.
    solve: ({ per, k, left, askLeft }) => {
      let rest = Math.round((per * k + left) * 10);
      const size = Math.round(per * 10);
      let bottles = 0;
      while (rest >= size) {
        rest -= size;
        bottles++;
      }
      return askLeft ? rest / 10 : bottles;
    },
  }),
];
