// 6-1 소수의 나눗셈: decimals divided by natural numbers, quotients below one or with a zero in the tenths, quotients
// that need zeros, whole numbers shared as decimals, sharing measured amounts, a slip undone, and a bound in the box.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { noTrailingZero, num, q } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { close, keyIs, keyWhere } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';
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
  defineTemplate(U, 'quotient-below-one', {
    version: 1,
    params: (rng) => ({ quotient: noTrailingZero(rng.int(11, 99)), k: rng.int(2, 9) }),
    generate: ({ quotient, k }) => {
      const ans = q(quotient, 100);
      const dividend = ans.mul(k);
      return essay({
        difficulty: 2,
        subUnit: `${U}.s2`,
        stem: [`다음을 계산하시오. ${m(`${num(dividend)}\\div${k}`)}`, `Calculate: ${m(`${num(dividend)}\\div${k}`)}`],
        answer: num(ans, { group: false }),
        form: 'number',
        steps: [
          [
            `나누어지는 수 ${withJosa(m(num(dividend)), '이/가')} 나누는 수 ${m(k)}보다 작으므로 몫은 ${m(1)}보다 작습니다. 몫의 일의 자리에 ${withJosa(m(0), '을/를')} 쓰고 소수점을 찍습니다.`,
            `The dividend ${m(num(dividend))} is less than the divisor ${m(k)}, so the quotient is less than ${m(1)}: write ${m(0)} in its ones place and then the decimal point.`,
          ],
          [
            `${m(`${num(quotient * k)}\\div${k}=${quotient}`)}이므로 ${m(`${num(dividend)}\\div${k}=${num(ans)}`)}입니다.`,
            `${m(`${num(quotient * k)}\\div${k}=${quotient}`)}, so ${m(`${num(dividend)}\\div${k}=${num(ans)}`)}.`,
          ],
        ],
      });
    },
    // Multiply back in hundredths.
    check: ({ quotient, k }, problem) => {
      for (let t = 1; t < 100; t++) if (t * k === quotient * k) return keyIs(problem, t / 100);
      return false;
    },
  }),
  defineTemplate(U, 'zero-in-tenths', {
    version: 1,
    params: (rng) => ({ whole: rng.int(1, 9), hundredths: rng.int(1, 9), k: rng.int(2, 9) }),
    generate: ({ whole, hundredths, k }) => {
      const ans = q(whole * 100 + hundredths, 100);
      const dividend = ans.mul(k);
      return essay({
        difficulty: 3,
        subUnit: `${U}.s4`,
        stem: [`다음을 계산하시오. ${m(`${num(dividend)}\\div${k}`)}`, `Calculate: ${m(`${num(dividend)}\\div${k}`)}`],
        answer: num(ans, { group: false }),
        form: 'number',
        steps: [
          [
            `자연수 부분을 나누면 몫의 일의 자리는 ${m(whole)}입니다. 남은 소수 첫째 자리의 수는 ${withJosa(m(k), '으로/로')} 나눌 수 없으므로 몫의 소수 첫째 자리에 ${withJosa(m(0), '을/를')} 씁니다.`,
            `Dividing the whole part gives ${m(whole)} in the ones place. What is left in the tenths place cannot be divided by ${m(k)}, so write ${m(0)} in the tenths place of the quotient.`,
          ],
          [
            `소수 둘째 자리까지 내려 계산하면 ${m(`${num(dividend)}\\div${k}=${num(ans)}`)}입니다.`,
            `Bring down the hundredths and finish: ${m(`${num(dividend)}\\div${k}=${num(ans)}`)}.`,
          ],
        ],
      });
    },
    // Long division digit by digit in hundredths.
    check: ({ whole, hundredths, k }, problem) => {
      const digits = String((whole * 100 + hundredths) * k)
        .split('')
        .map(Number);
      let [rest, quotient] = [0, 0];
      for (const d of digits) {
        rest = rest * 10 + d;
        quotient = quotient * 10 + Math.floor(rest / k);
        rest %= k;
      }
      return rest === 0 && keyIs(problem, quotient / 100);
    },
  }),
  defineTemplate(U, 'share-whole-as-decimal', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const k = rng.pick([2, 4, 5, 8]);
        const total = rng.int(k + 1, 9 * k);
        if (total % k !== 0) return { total, k, who: rng.int(0, 15), kg: rng.int(0, 1) === 1 };
      }
    },
    generate: ({ total, k, who, kg }) => {
      const ans = q(total, k);
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      const [unit, ko, en] = kg ? ['kg', '쌀', 'rice'] : ['L', '주스', 'juice'];
      return essay({
        difficulty: 3,
        subUnit: `${U}.s5`,
        stem: [
          `${nameWith(p, '는')} ${ko} ${withJosa(m(`${total}\\text{ ${unit}}`), '을/를')} ${m(k)}개의 통에 똑같이 나누어 담았습니다. 한 통에 담은 ${withJosa(ko, '은/는')} 몇 ${unit}인지 소수로 나타내시오.`,
          `${p.en} shares ${m(`${total}\\text{ ${unit}}`)} of ${en} equally among ${m(k)} containers. How much ${en} is in each container? Write the answer as a decimal, in ${unit === 'L' ? 'liters' : 'kilograms'}.`,
        ],
        answer: num(ans, { group: false }),
        form: 'number',
        hint: HINTS.decimal,
        unit,
        steps: [
          [
            `${m(`${total}\\div${k}`)}의 몫은 ${m(Math.floor(total / k))}이고 ${withJosa(m(total % k), '이/가')} 남습니다. 남은 수 뒤에 ${withJosa(m(0), '을/를')} 내려 소수점 아래까지 계속 나눕니다.`,
            `${m(`${total}\\div${k}`)} is ${m(Math.floor(total / k))} with ${m(total % k)} left over. Write a decimal point and zeros, and keep dividing.`,
          ],
          [
            `${m(`${total}\\div${k}=${num(ans)}`)}이므로 한 통에 ${m(`${num(ans)}\\text{ ${unit}}`)}씩 담았습니다.`,
            `${m(`${total}\\div${k}=${num(ans)}`)}, so each container holds ${m(`${num(ans)}\\text{ ${unit}}`)}.`,
          ],
        ],
      });
    },
    // Multiply back in thousandths.
    check: ({ total, k }, problem) => {
      for (let t = 1; t <= total * 1000; t++) if (t * k === total * 1000) return keyIs(problem, t / 1000);
      return false;
    },
  }),
  defineTemplate(U, 'wrong-operation', {
    version: 1,
    params: (rng) => ({ a: noTrailingZero(rng.int(11, 199)), k: rng.int(2, 9) }),
    ranges: { wrong: [0.4, 162] },
    values: ({ a, k }) => ({ wrong: (a * k * k) / 100 }),
    generate: ({ a, k }) => {
      const ans = q(a, 100);
      const n = ans.mul(k);
      const wrong = n.mul(k);
      return essay({
        difficulty: 4,
        subUnit: `${U}.s1`,
        stem: [
          `어떤 수를 ${withJosa(m(k), '으로/로')} 나누어야 할 것을 잘못하여 ${withJosa(m(k), '을/를')} 곱했더니 ${withJosa(m(num(wrong)), '이/가')} 되었습니다. 바르게 계산한 값을 구하시오.`,
          `Someone was supposed to divide a number by ${m(k)} but multiplied it by ${m(k)} instead and got ${m(num(wrong))}. What is the correct quotient?`,
        ],
        answer: num(ans, { group: false }),
        form: 'number',
        steps: [
          [
            `먼저 잘못 계산한 곱셈을 거꾸로 하여 어떤 수를 구하는 것이 핵심입니다. 어떤 수를 ${withJosa(m('\\square'), '이라/라')}고 하면 ${m(`\\square\\times${k}=${num(wrong)}`)}이므로 ${m(`\\square=${num(wrong)}\\div${k}=${num(n)}`)}입니다.`,
            `The key is to undo the mistaken multiplication first. Call the number ${m('\\square')}: ${m(`\\square\\times${k}=${num(wrong)}`)}, so ${m(`\\square=${num(wrong)}\\div${k}=${num(n)}`)}.`,
          ],
          [
            `바르게 계산하면 ${m(`${num(n)}\\div${k}=${num(ans)}`)}입니다.`,
            `The correct quotient is ${m(`${num(n)}\\div${k}=${num(ans)}`)}.`,
          ],
        ],
      });
    },
    // The mistaken result is the number times k, and the answer the number divided by k: k × k times the answer.
    check: ({ a, k }, problem) => keyWhere(problem, ([x]) => x !== undefined && close(x * k * k, (a * k * k) / 100)),
  }),
  defineTemplate(U, 'box-greatest-dividend', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const k = rng.int(3, 9);
        const bound = noTrailingZero(rng.int(105, 999));
        if ((bound * k) % 100 !== 0) return { k, bound };
      }
    },
    generate: ({ k, bound }) => {
      const b = q(bound, 100);
      const limit = b.mul(k);
      const ans = Math.ceil(limit.value) - 1;
      return essay({
        difficulty: 4,
        subUnit: `${U}.s1`,
        stem: [
          `${m('\\square')} 안에 들어갈 수 있는 자연수 중에서 가장 큰 수를 구하시오. ${m(`\\square\\div${k}<${num(b)}`)}`,
          `What is the greatest whole number that can go in the box? ${m(`\\square\\div${k}<${num(b)}`)}`,
        ],
        answer: String(ans),
        form: 'number',
        hint: HINTS.whole,
        steps: [
          [
            `나눗셈과 곱셈의 관계를 이용하는 것이 핵심입니다. ${withJosa(m(`\\square\\div${k}`), '이/가')} ${m(num(b))}보다 작으려면 ${withJosa(m('\\square'), '이/가')} ${m(`${num(b)}\\times${k}=${num(limit)}`)}보다 작아야 합니다.`,
            `The key is that division undoes multiplication: for ${m(`\\square\\div${k}`)} to be less than ${m(num(b))}, the box must be less than ${m(`${num(b)}\\times${k}=${num(limit)}`)}.`,
          ],
          [
            `${m(num(limit))}보다 작은 자연수 중에서 가장 큰 수는 ${m(ans)}입니다.`,
            `The greatest whole number less than ${m(num(limit))} is ${m(ans)}.`,
          ],
        ],
      });
    },
    // Try whole numbers downward from well above the bound, in hundredths.
    check: ({ k, bound }, problem) => {
      for (let x = bound * k; x >= 1; x--) if (x * 100 < bound * k) return keyIs(problem, x);
      return false;
    },
  }),
];
