// 6-2 소수의 나눗셈: dividing by decimals (same or different places, a whole number by a decimal), rounding a
// quotient, how many fit with what is left over, a slip undone, and whole numbers between two quotients.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { dec, noTrailingZero, num, q } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { close, keyIs, keyWhere } from '../kit/check.js';
import { boxCountEssay } from '../kit/box.js';
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
  defineTemplate(U, 'same-places', {
    version: 1,
    params: (rng) => ({ d: noTrailingZero(rng.int(2, 49)), quotient: rng.int(2, 15) }),
    generate: ({ d, quotient }) => {
      const divisor = q(d, 10);
      const dividend = divisor.mul(quotient);
      return essay({
        difficulty: 2,
        subUnit: `${U}.s1`,
        stem: [
          `다음을 계산하시오. ${m(`${num(dividend)}\\div${num(divisor)}`)}`,
          `Calculate: ${m(`${num(dividend)}\\div${num(divisor)}`)}`,
        ],
        answer: String(quotient),
        form: 'number',
        steps: [
          [
            `나누는 수와 나누어지는 수에 똑같이 ${withJosa(m(10), '을/를')} 곱해도 몫은 같습니다: ${m(`${num(dividend)}\\div${num(divisor)}=${num(dividend.mul(10))}\\div${d}`)}`,
            `Multiplying both numbers by ${m(10)} keeps the quotient the same: ${m(`${num(dividend)}\\div${num(divisor)}=${num(dividend.mul(10))}\\div${d}`)}`,
          ],
          [
            `${m(`${num(dividend.mul(10))}\\div${d}=${quotient}`)}입니다.`,
            `${m(`${num(dividend.mul(10))}\\div${d}=${quotient}`)}.`,
          ],
        ],
      });
    },
    // Subtract the divisor again and again in tenths.
    check: ({ d, quotient }, problem) => {
      let [rest, times] = [d * quotient, 0];
      while (rest > 0) {
        rest -= d;
        times++;
      }
      return rest === 0 && keyIs(problem, times);
    },
  }),
  defineTemplate(U, 'different-places', {
    version: 1,
    params: (rng) => ({ d: noTrailingZero(rng.int(12, 49)), a: noTrailingZero(rng.int(12, 49)) }),
    generate: ({ d, a }) => {
      const divisor = q(d, 10);
      const ans = q(a, 10);
      const dividend = divisor.mul(ans);
      return essay({
        difficulty: 3,
        subUnit: `${U}.s2`,
        stem: [
          `다음을 계산하시오. ${m(`${num(dividend)}\\div${num(divisor)}`)}`,
          `Calculate: ${m(`${num(dividend)}\\div${num(divisor)}`)}`,
        ],
        answer: num(ans, { group: false }),
        form: 'number',
        steps: [
          [
            `나누는 수가 자연수가 되도록 두 수의 소수점을 똑같이 오른쪽으로 한 자리씩 옮깁니다: ${m(`${num(dividend)}\\div${num(divisor)}=${num(dividend.mul(10))}\\div${d}`)}`,
            `Move both decimal points one place to the right so the divisor is a whole number: ${m(`${num(dividend)}\\div${num(divisor)}=${num(dividend.mul(10))}\\div${d}`)}`,
          ],
          [
            `${m(`${num(dividend.mul(10))}\\div${d}=${num(ans)}`)}이고, 몫의 소수점은 옮긴 나누어지는 수의 소수점 위치에 맞추어 찍습니다.`,
            `${m(`${num(dividend.mul(10))}\\div${d}=${num(ans)}`)}; the quotient's decimal point lines up with the moved point of the dividend.`,
          ],
        ],
      });
    },
    // Multiply back in hundredths.
    check: ({ d, a }, problem) => {
      for (let t = 1; t <= 1000; t++) if (t * d === a * d) return keyIs(problem, t / 10);
      return false;
    },
  }),
  defineTemplate(U, 'whole-by-decimal', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const d = rng.pick([2, 4, 5, 8, 12, 15, 16, 25, 35, 45]);
        const quotient = rng.int(2, 60);
        const whole = (d * quotient) / 10;
        if (Number.isInteger(whole) && whole >= 2 && whole <= 120) return { d, quotient };
      }
    },
    generate: ({ d, quotient }, rng) => {
      const divisor = q(d, 10);
      const whole = divisor.mul(quotient);
      return multiple(rng, {
        difficulty: 2,
        subUnit: `${U}.s3`,
        stem: [
          `다음을 계산하시오. ${m(`${num(whole)}\\div${num(divisor)}`)}`,
          `Calculate: ${m(`${num(whole)}\\div${num(divisor)}`)}`,
        ],
        ...valueChoices(quotient, [q(quotient, 10), quotient * 10, q(quotient, 100), quotient + 1, quotient - 1], {
          min: 0,
        }),
        steps: [
          [
            `나누는 수를 자연수로 만들기 위해 두 수에 똑같이 ${withJosa(m(10), '을/를')} 곱합니다: ${m(`${num(whole)}\\div${num(divisor)}=${num(whole.mul(10))}\\div${d}`)}`,
            `Multiply both numbers by ${m(10)} so the divisor is a whole number: ${m(`${num(whole)}\\div${num(divisor)}=${num(whole.mul(10))}\\div${d}`)}`,
          ],
          [
            `${m(`${num(whole.mul(10))}\\div${d}=${quotient}`)}입니다.`,
            `${m(`${num(whole.mul(10))}\\div${d}=${quotient}`)}.`,
          ],
        ],
      });
    },
    // Count how many times the divisor fits, in tenths.
    check: ({ d, quotient }, problem) => {
      const tenths = d * quotient;
      let fits = 0;
      for (let used = d; used <= tenths; used += d) fits++;
      return keyIs(problem, fits);
    },
  }),
  defineTemplate(U, 'wrong-operation', {
    version: 1,
    params: (rng) => ({ k: noTrailingZero(rng.int(12, 35)), a: rng.int(2, 40) }),
    ranges: { wrong: [2, 500] },
    values: ({ k, a }) => ({ wrong: (a * k * k) / 100 }),
    generate: ({ k, a }) => {
      const divisor = q(k, 10);
      const n = divisor.mul(a);
      const wrong = n.mul(divisor);
      return essay({
        difficulty: 4,
        subUnit: `${U}.s1`,
        stem: [
          `어떤 수를 ${withJosa(m(num(divisor)), '으로/로')} 나누어야 할 것을 잘못하여 ${withJosa(m(num(divisor)), '을/를')} 곱했더니 ${withJosa(m(num(wrong)), '이/가')} 되었습니다. 바르게 계산한 값을 구하시오.`,
          `Someone was supposed to divide a number by ${m(num(divisor))} but multiplied it by ${m(num(divisor))} instead and got ${m(num(wrong))}. What is the correct quotient?`,
        ],
        answer: String(a),
        form: 'number',
        steps: [
          [
            `먼저 잘못 계산한 곱셈을 거꾸로 하여 어떤 수를 구하는 것이 핵심입니다. 어떤 수를 ${withJosa(m('\\square'), '이라/라')}고 하면 ${m(`\\square\\times${num(divisor)}=${num(wrong)}`)}이므로 ${m(`\\square=${num(wrong)}\\div${num(divisor)}=${num(n)}`)}입니다.`,
            `The key is to undo the mistaken multiplication first. Call the number ${m('\\square')}: ${m(`\\square\\times${num(divisor)}=${num(wrong)}`)}, so ${m(`\\square=${num(wrong)}\\div${num(divisor)}=${num(n)}`)}.`,
          ],
          [
            `바르게 계산하면 ${m(`${num(n)}\\div${num(divisor)}=${a}`)}입니다.`,
            `The correct quotient is ${m(`${num(n)}\\div${num(divisor)}=${a}`)}.`,
          ],
        ],
      });
    },
    // The mistaken product is the answer times the divisor twice.
    check: ({ k, a }, problem) => keyWhere(problem, ([x]) => x !== undefined && close(x * k * k, a * k * k)),
  }),
  defineTemplate(U, 'box-between-quotients', {
    version: 1,
    params: (rng) => {
      const [d1, d2] = [rng.pick([2, 4, 5, 25]), rng.pick([2, 4, 5, 25])];
      const lo = rng.int(4, 20);
      return { d1, d2, lo, hi: lo + rng.int(4, 15) };
    },
    generate: ({ d1, d2, lo, hi }) => {
      const [a, b] = [q(d1, d1 === 25 ? 100 : 10), q(d2, d2 === 25 ? 100 : 10)];
      const [x, y] = [a.mul(lo), b.mul(hi)];
      const count = hi - lo - 1;
      return {
        ...boxCountEssay({
          inequality: `${num(x)}\\div${num(a)}<\\square<${num(y)}\\div${num(b)}`,
          count,
          difficulty: 4,
          steps: [
            [
              `양쪽의 몫을 먼저 구합니다: ${m(`${num(x)}\\div${num(a)}=${lo}`)}, ${m(`${num(y)}\\div${num(b)}=${hi}`)}`,
              `Work out both quotients first: ${m(`${num(x)}\\div${num(a)}=${lo}`)} and ${m(`${num(y)}\\div${num(b)}=${hi}`)}.`,
            ],
            [
              `${m(`${lo}<\\square<${hi}`)}인 자연수는 ${m(lo + 1)}부터 ${m(hi - 1)}까지이므로 모두 ${m(`${hi - 1}-${lo + 1}+1=${count}`)}(개)입니다.`,
              `The whole numbers with ${m(`${lo}<\\square<${hi}`)} run from ${m(lo + 1)} to ${m(hi - 1)}: ${m(`${hi - 1}-${lo + 1}+1=${count}`)} of them.`,
            ],
          ],
        }),
        subUnit: `${U}.s3`,
      };
    },
    // Compare each candidate times the divisor with the dividend, in hundredths.
    check: ({ d1, d2, lo, hi }, problem) => {
      const [a, b] = [d1 === 25 ? d1 : d1 * 10, d2 === 25 ? d2 : d2 * 10];
      let count = 0;
      for (let n = 1; n <= hi + 5; n++) if (n * a > lo * a && n * b < hi * b) count++;
      return keyIs(problem, count);
    },
  }),
];
