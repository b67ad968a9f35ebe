// 6-2 소수의 나눗셈: dividing by decimals, rounding a quotient, and how many fit with what is left over.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { dec, noTrailingZero, num, q } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';

const U = 'kr-e6-2-3';

export const templates = [
  defineTemplate(U, 'divide-by-decimal', {
    version: 2,
    params: (rng) => ({ q: rng.int(2, 60), b: noTrailingZero(rng.int(2, 99)), pb: rng.int(1, 2) }),
    generate: ({ q: quotient, b, pb }, rng) => {
      const divisor = q(b, 10 ** pb);
      const dividend = divisor.mul(quotient);
      const scale = 10 ** pb;
      return multiple(rng, {
        difficulty: 3,
        stem: [
          `다음을 계산하시오. ${m(`${num(dividend)}\\div${num(divisor)}`)}`,
          `Calculate: ${m(`${num(dividend)}\\div${num(divisor)}`)}`,
        ],
        ...valueChoices(quotient, [q(quotient, 10), quotient * 10, q(quotient, 100), quotient * 100, quotient + 1], {
          min: 0.0001,
        }),
        steps: [
          [
            `나누는 수가 자연수가 되도록 나누는 수와 나누어지는 수에 똑같이 ${withJosa(m(num(scale)), '을/를')} 곱합니다. ${m(`${num(dividend)}\\div${num(divisor)}=${num(quotient * b)}\\div${b}`)}`,
            `Multiply both numbers by ${m(num(scale))} so the divisor is a whole number: ${m(`${num(dividend)}\\div${num(divisor)}=${num(quotient * b)}\\div${b}`)}`,
          ],
          [
            `${m(`${num(quotient * b)}\\div${b}=${quotient}`)}입니다.`,
            `${m(`${num(quotient * b)}\\div${b}=${quotient}`)}.`,
          ],
        ],
      });
    },
    // Multiply back: which whole number times the divisor gives the dividend?
    check: ({ q: quotient, b }, problem) => {
      for (let t = 1; t <= 1000; t++) if (t * b === quotient * b) return keyIs(problem, t);
      return false;
    },
  }),
  defineTemplate(U, 'round-quotient', {
    version: 2,
    params: (rng) => {
      const b = rng.pick([3, 6, 7, 9, 11, 12, 13]);
      let a = rng.int(10, 200);
      if (a % b === 0) a += 1;
      return { a, b, places: rng.int(1, 2) };
    },
    generate: ({ a, b, places }) => {
      const x = q(a, 10);
      const y = q(b, 10);
      const scale = 10 ** places;
      const r = q(Math.round((a * scale) / b), scale);
      // The working shows the quotient cut off (not rounded) one place past the asked one.
      const cut = q(Math.floor((a * scale * 10) / b), scale * 10);
      const where =
        places === 1 ? ['소수 첫째 자리', 'the nearest tenth'] : ['소수 둘째 자리', 'the nearest hundredth'];
      const digit = Math.floor((a * scale * 10) / b) % 10;
      return essay({
        difficulty: 4,
        stem: [
          `${m(`${num(x)}\\div${num(y)}`)}의 몫을 반올림하여 ${where[0]}까지 나타내시오.`,
          `Round the quotient of ${m(`${num(x)}\\div${num(y)}`)} to ${where[1]}.`,
        ],
        answer: dec(r, places, { fixed: true }),
        form: 'number',
        steps: [
          [
            `${m(`${num(x)}\\div${num(y)}=${a}\\div${b}=${dec(cut, places + 1, { fixed: true })}\\cdots`)}입니다.`,
            `${m(`${num(x)}\\div${num(y)}=${a}\\div${b}=${dec(cut, places + 1, { fixed: true })}\\cdots`)}.`,
          ],
          [
            `${places === 1 ? '소수 둘째' : '소수 셋째'} 자리 숫자가 ${m(digit)}이므로 ${digit >= 5 ? '올림' : '버림'}하여 ${m(dec(r, places, { fixed: true }))}입니다.`,
            `The ${places === 1 ? 'hundredths' : 'thousandths'} digit is ${m(digit)}, so round ${digit >= 5 ? 'up' : 'down'}: ${m(dec(r, places, { fixed: true }))}.`,
          ],
        ],
      });
    },
    // Long division to one more digit than needed, then round by that digit.
    check: ({ a, b, places }, problem) => {
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
      return keyIs(problem, kept / 10 ** places);
    },
  }),
  defineTemplate(U, 'fit-and-leftover', {
    version: 2,
    params: (rng) => {
      const per = rng.int(3, 25);
      return { per, k: rng.int(3, 15), left: rng.int(1, per - 1), who: rng.pick(PEOPLE), askLeft: rng.int(0, 1) === 1 };
    },
    ranges: { bottleL: [0.2, 3] },
    values: ({ per }) => ({ bottleL: per / 10 }),
    generate: ({ per, k, left, who, askLeft }) => {
      const size = q(per, 10);
      const rest = q(left, 10);
      const total = size.mul(k).add(rest);
      const L = (x: string) => m(`${x}\\text{ L}`);
      return essay({
        difficulty: 3,
        stem: [
          `${nameWith(who, '는')} 주스 ${withJosa(L(num(total)), '을/를')} 한 병에 ${L(num(size))}씩 담으려고 합니다. ${askLeft ? '병에 가득 담고 남는 주스는 몇 L입니까?' : '주스를 가득 담을 수 있는 병은 몇 병입니까?'}`,
          `${who.en} pours ${m(num(total))} L of juice into bottles that hold ${m(num(size))} L each. ${askLeft ? 'How many liters of juice are left over after filling as many bottles as possible?' : 'How many bottles can be filled completely?'}`,
        ],
        answer: askLeft ? num(rest) : String(k),
        form: 'number',
        unit: askLeft ? 'L' : '병',
        steps: [
          [
            `${m(`${num(total)}\\div${num(size)}`)}의 몫을 자연수까지 구하면 ${m(k)}입니다.`,
            `Divide ${m(`${num(total)}\\div${num(size)}`)} to a whole-number quotient: ${m(k)}.`,
          ],
          [
            `${m(`${num(total)}-${num(size)}\\times${k}=${num(rest)}`)}이므로 ${m(k)}병에 가득 담고 ${withJosa(L(num(rest)), '이/가')} 남습니다.`,
            `${m(`${num(total)}-${num(size)}\\times${k}=${num(rest)}`)}: ${m(k)} full bottles, with ${m(num(rest))} L left over.`,
          ],
        ],
      });
    },
    // Fill bottles one at a time in tenths of a litre.
    check: ({ per, k, left, askLeft }, problem) => {
      let rest = per * k + left;
      let bottles = 0;
      while (rest >= per) {
        rest -= per;
        bottles++;
      }
      return keyIs(problem, askLeft ? rest / 10 : bottles);
    },
  }),
];
