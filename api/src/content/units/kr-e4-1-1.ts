// 4-1 큰 수: place value up to 억 and 조, reading numbers given in units and money, counting on (and back) by large
// steps, comparing, digit cards and the digits that fit in a box.
import { L, defineTemplate, essay, multiple, nearby } from '../kit/template.js';
import { num } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { noun } from '../kit/english.js';
import { keyHolds, numberOf } from '../kit/check.js';
import { boxFitEssay, boxFits, cardNumbers } from '../kit/workbook.js';
import type { ProblemTemplate } from '../lib/types.js';

const UNIT = 'kr-e4-1-1';
const PLACE_KO = ['일', '십', '백', '천', '만', '십만', '백만', '천만', '억', '십억', '백억', '천억'];
const PLACE_EN = [
  'ones',
  'tens',
  'hundreds',
  'thousands',
  'ten thousands',
  'hundred thousands',
  'millions',
  'ten millions',
  'hundred millions',
  'billions',
  'ten billions',
  'hundred billions',
];
const pad4 = (x: number) => String(x).padStart(4, '0');

/**
 * The key, and only the key, is exactly this whole number. The kit's keyIs compares within a relative 1e-9, which
 * lets 19031787832 pass for 19031787831; numbers of ten and more digits need the exact comparison.
 */
const keyIs = (problem: Parameters<typeof keyHolds>[0], value: number): boolean =>
  keyHolds(problem, (choice) => numberOf(choice) === value);

export const templates: ProblemTemplate[] = [
  defineTemplate(UNIT, 'digit-value', {
    version: 2,
    params: (rng) => {
      const len = rng.int(8, 12);
      const pos = rng.int(4, len - 1);
      const d = rng.int(1, 9);
      // The asked digit appears exactly once, in the place `pos` from the right.
      const digits = Array.from({ length: len }, (_, i) =>
        i === len - 1 - pos ? d : rng.intExcept(i === 0 ? 1 : 0, 9, [d]),
      );
      return { digits, pos, d };
    },
    generate: ({ digits, pos, d }, rng) => {
      const whole = Number(digits.join(''));
      const v = d * 10 ** pos;
      return multiple(rng, {
        difficulty: pos >= 8 ? 3 : 2,
        stem: L(
          `다음 수에서 숫자 ${withJosa(m(d), '이/가')} 나타내는 값은 얼마입니까? ${m(num(whole))}`,
          `In the number ${m(num(whole))}, what value does the digit ${m(d)} stand for?`,
        ),
        correct: m(num(v)),
        wrong: [v / 10, v * 10, v / 100, v * 100, d].map((x) => m(num(x))),
        steps: [
          L(
            `${m(num(whole))}에서 숫자 ${withJosa(m(d), '은/는')} ${PLACE_KO[pos]}의 자리 숫자입니다.`,
            `In ${m(num(whole))}, the digit ${m(d)} is in the ${PLACE_EN[pos]} place.`,
          ),
          L(
            `따라서 ${withJosa(m(`${d}\\times${num(10 ** pos)}=${num(v)}`), '을/를')} 나타냅니다.`,
            `So it stands for ${m(`${d}\\times${num(10 ** pos)}=${num(v)}`)}.`,
          ),
        ],
      });
    },
    // Scan the digits from the right and keep the value of the single digit that matches.
    check: ({ digits, d }, problem) => {
      let place = 1;
      let found = NaN;
      let hits = 0;
      for (let i = digits.length - 1; i >= 0; i--, place *= 10) {
        if (digits[i] === d) {
          found = d * place;
          hits++;
        }
      }
      return hits === 1 && keyIs(problem, found);
    },
  }),
  defineTemplate(UNIT, 'compose-units', {
    version: 2,
    params: (rng) => ({
      eok: rng.int(1, 999),
      man: rng.int(1, 9999),
      one: rng.int(1, 9999),
      zeroMan: rng.int(0, 4) === 0,
    }),
    generate: ({ eok, man, one, zeroMan }) => {
      const mn = zeroMan ? 0 : man;
      const parts = [
        L(`억이 ${m(eok)}개`, `${m(eok)} ${noun(eok, 'hundred million')}`),
        ...(mn ? [L(`만이 ${m(mn)}개`, `${m(mn)} ${noun(mn, 'ten thousand')}`)] : []),
        L(`일이 ${m(one)}개`, `${m(one)} ${noun(one, 'one')}`),
      ];
      const total = eok * 100000000 + mn * 10000 + one;
      const enList =
        parts.length === 3
          ? `${parts[0]?.en}, ${parts[1]?.en} and ${parts[2]?.en}`
          : `${parts[0]?.en} and ${parts[1]?.en}`;
      return essay({
        difficulty: zeroMan ? 3 : 2,
        stem: L(
          `${parts.map((p) => p.ko).join(', ')}인 수를 숫자로 쓰시오.`,
          `Write in digits the number made of ${enList}.`,
        ),
        answer: num(total, { group: false }),
        form: 'number',
        steps: [
          L(
            `일의 자리부터 네 자리씩 끊어 억, 만, 일의 묶음으로 씁니다: 억의 묶음 ${m(eok)}, 만의 묶음 ${m(pad4(mn))}, 일의 묶음 ${m(pad4(one))}`,
            `Write it in groups of four digits from the right: hundred millions ${m(eok)}, ten thousands ${m(pad4(mn))}, ones ${m(pad4(one))}.`,
          ),
          L(
            `빈 자리에는 ${withJosa(m(0), '을/를')} 씁니다. 따라서 ${m(num(total))}입니다.`,
            `Empty places get a ${m(0)}, so the number is ${m(num(total))}.`,
          ),
        ],
      });
    },
    check: ({ eok, man, one, zeroMan }, problem) =>
      keyIs(problem, Number(`${eok}${pad4(zeroMan ? 0 : man)}${pad4(one)}`)),
  }),
  defineTemplate(UNIT, 'count-on', {
    version: 2,
    params: (rng) => ({
      start: rng.int(10, 999) * 10000 + rng.int(0, 9) * 1000,
      stepPow: rng.int(4, 7),
      times: rng.int(3, 6),
      asMultiple: rng.int(0, 1) === 1,
    }),
    generate: ({ start, stepPow, times, asMultiple }, rng) => {
      const step = 10 ** stepPow;
      const end = start + step * times;
      const stem = L(
        `${m(num(start))}에서 ${m(num(step))}씩 ${m(times)}번 뛰어 센 수는 얼마입니까?`,
        `Start at ${m(num(start))} and count on by ${m(num(step))} ${m(times)} times. What number do you reach?`,
      );
      const steps = [
        L(
          `${m(num(step))}씩 뛰어 세면 ${PLACE_KO[stepPow]}의 자리 숫자가 ${m(1)}씩 커집니다.`,
          `Counting on by ${m(num(step))} makes the ${PLACE_EN[stepPow]} digit go up by ${m(1)} each time.`,
        ),
        L(
          `${m(times)}번 뛰어 세면 ${m(`${num(start)}+${num(step)}\\times${times}=${num(end)}`)}입니다.`,
          `After ${m(times)} jumps: ${m(`${num(start)}+${num(step)}\\times${times}=${num(end)}`)}.`,
        ),
      ];
      if (!asMultiple) {
        return essay({ difficulty: 2, stem, answer: num(end, { group: false }), form: 'number', steps });
      }
      return multiple(rng, {
        difficulty: 2,
        stem,
        correct: m(num(end)),
        wrong: [
          ...[start + step * (times - 1), start + step * (times + 1), start + step * times * 10].map((x) => m(num(x))),
          m(num(start + (step / 10) * times)),
          ...nearby(end, { step, min: 0 }),
        ],
        steps,
      });
    },
    check: ({ start, stepPow, times }, problem) => {
      let v = start;
      for (let k = 0; k < times; k++) v += 10 ** stepPow;
      return keyIs(problem, v);
    },
  }),
  defineTemplate(UNIT, 'compare-large', {
    version: 2,
    params: (rng) => {
      // Five numbers of 7 to 10 digits that share their leading digit, so the comparison needs place value.
      const len = rng.int(7, 10);
      const head = rng.int(1, 9);
      const nums: number[] = [];
      while (nums.length < 5) {
        const tail = Array.from({ length: len - 1 }, () => rng.int(0, 9)).join('');
        const x = Number(`${head}${tail}`);
        if (!nums.includes(x)) nums.push(x);
      }
      // One number is one digit shorter but starts with 9: a trap for reading only the first digit.
      const shortIdx = rng.int(0, 4);
      nums[shortIdx] = 9 * 10 ** (len - 2) + ((nums[shortIdx] as number) % 10 ** (len - 2));
      return { nums, largest: rng.int(0, 1) === 1 };
    },
    generate: ({ nums, largest }, rng) => {
      const ans = largest ? Math.max(...nums) : Math.min(...nums);
      const word = largest ? L('큰', 'greatest') : L('작은', 'least');
      return multiple(rng, {
        difficulty: 3,
        stem: L(`다음 수 중에서 가장 ${word.ko} 수는 어느 것입니까?`, `Which of these numbers is the ${word.en}?`),
        correct: m(num(ans)),
        wrong: nums.filter((x) => x !== ans).map((x) => m(num(x))),
        steps: [
          L(
            '먼저 자리 수를 비교합니다. 자리 수가 많을수록 큰 수입니다.',
            'First compare the number of digits: more digits means a greater number.',
          ),
          L(
            '자리 수가 같으면 가장 높은 자리부터 차례로 같은 자리의 숫자를 비교합니다.',
            'With the same number of digits, compare digits place by place from the left.',
          ),
          L(`가장 ${word.ko} 수는 ${m(num(ans))}입니다.`, `The ${word.en} is ${m(num(ans))}.`),
        ],
      });
    },
    // Compare as digit strings: longer wins, then the first differing digit.
    check: ({ nums, largest }, problem) => {
      if (new Set(nums).size !== 5) return false;
      const cmp = (a: string, b: string) => (a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0);
      const sorted = nums.map(String).sort(cmp);
      return keyIs(problem, Number(largest ? sorted.at(-1) : sorted[0]));
    },
  }),
  defineTemplate(UNIT, 'digit-cards-six', {
    version: 1,
    params: (rng) => ({
      cards: rng.shuffle([0, ...rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 5)]),
      ask: rng.int(0, 2),
    }),
    generate: ({ cards, ask }) => {
      const desc = [...cards].sort((a, b) => b - a);
      const asc = [...cards].sort((a, b) => a - b);
      // The least: the smallest card that is not 0 leads, then 0, then the rest in order.
      const least = [asc[1] as number, 0, ...asc.slice(2)];
      // The second greatest swaps the last two digits of the greatest.
      const second = [...desc.slice(0, 4), desc[5] as number, desc[4] as number];
      const digits = [desc, least, second][ask] as number[];
      const value = Number(digits.join(''));
      const shown = cards.map((c) => m(c)).join(', ');
      const [ko, en] = [
        ['가장 큰 수', 'the greatest number'],
        ['가장 작은 수', 'the least number'],
        ['두 번째로 큰 수', 'the second greatest number'],
      ][ask] as [string, string];
      return essay({
        difficulty: ask === 0 ? 2 : ask === 1 ? 3 : 4,
        subUnit: `${UNIT}.s3`,
        stem: L(
          `수 카드 ${withJosa(shown, '을/를')} 한 번씩 모두 사용하여 여섯 자리 수를 만들려고 합니다. 만들 수 있는 ${withJosa(ko, '을/를')} 구하시오.`,
          `Use each of the number cards ${shown} once to make a six-digit number. What is ${en} you can make?`,
        ),
        answer: String(value),
        form: 'number',
        steps: [
          ask === 1
            ? L(
                `카드의 수를 작은 것부터 늘어놓으면 ${m(asc.join(',\\ '))}입니다. 작은 수를 만들려면 높은 자리부터 작은 숫자를 놓습니다. 그런데 ${withJosa(m(0), '은/는')} 맨 앞에 올 수 없으므로 십만의 자리에는 ${m(asc[1] as number)}, 만의 자리에는 ${withJosa(m(0), '을/를')} 놓습니다.`,
                `From least to greatest the cards are ${m(asc.join(',\\ '))}. For a small number, put small digits in the high places; ${m(0)} cannot lead, so ${m(asc[1] as number)} goes in the hundred thousands place and ${m(0)} in the ten thousands place.`,
              )
            : L(
                `카드의 수를 큰 것부터 늘어놓으면 ${m(desc.join(',\\ '))}입니다. 큰 수를 만들려면 높은 자리부터 이 순서로 놓으므로 가장 큰 수는 ${m(num(Number(desc.join(''))))}입니다.`,
                `From greatest to least the cards are ${m(desc.join(',\\ '))}. A large number takes them in that order from the highest place: the greatest is ${m(num(Number(desc.join(''))))}.`,
              ),
          ask === 2
            ? L(
                `두 번째로 큰 수는 가장 큰 수에서 가장 낮은 두 자리(십의 자리와 일의 자리)의 숫자를 바꾼 ${m(num(value))}입니다.`,
                `The second greatest swaps the two lowest digits (tens and ones) of the greatest: ${m(num(value))}.`,
              )
            : L(`따라서 ${ko}는 ${m(num(value))}입니다.`, `So ${en} is ${m(num(value))}.`),
        ],
      });
    },
    // Make every six-digit number from the cards and take the one asked for.
    check: ({ cards, ask }, problem) => {
      const all = cardNumbers(cards, 6);
      return keyIs(problem, [all.at(-1), all[0], all.at(-2)][ask] as number);
    },
  }),
  defineTemplate(UNIT, 'box-digit-compare', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const digits = Array.from({ length: 6 }, (_, i) => rng.int(i === 0 ? 1 : 0, 9));
        const at = rng.int(1, 4);
        const other = digits.map((d, i) => (i === at ? rng.int(1, 8) : d));
        const bigger = rng.int(0, 1) === 1;
        const fits = Array.from({ length: 10 }, (_, x) => x).filter((x) => {
          const mine = Number(digits.map((d, i) => (i === at ? x : d)).join(''));
          const theirs = Number(other.join(''));
          return bigger ? mine > theirs : mine < theirs;
        });
        if (fits.length >= 2 && fits.length <= 8) return { digits, at, other, bigger };
      }
    },
    generate: ({ digits, at, other, bigger }) => {
      const boxed = digits.map((d, i) => (i === at ? '\\square' : String(d))).join('');
      const theirs = Number(other.join(''));
      const tex = `${boxed}${bigger ? '>' : '<'}${theirs}`;
      const fits = boxFits(tex, 0, 9);
      const same = other[at] as number;
      const sameBig = Number(digits.map((d, i) => (i === at ? same : d)).join(''));
      const tie = sameBig === theirs ? 'equal' : sameBig > theirs === bigger ? 'fits' : 'no';
      return boxFitEssay({
        tex,
        ask: 'count',
        fits,
        difficulty: 4,
        subUnit: `${UNIT}.s6`,
        steps: [
          [
            `자리 수가 같으므로 높은 자리부터 차례로 비교합니다. ${PLACE_KO[5 - at]}의 자리 앞까지는 두 수의 숫자가 같으므로 ${PLACE_KO[5 - at]}의 자리 숫자인 ${m('\\square')}로 크기가 정해집니다.`,
            `Both numbers have six digits, so compare from the highest place. The digits agree down to the ${PLACE_EN[5 - at]} place, where the box is, so the box decides.`,
          ],
          [
            tie === 'equal'
              ? `${withJosa(m('\\square'), '이/가')} ${m(same)}이면 두 수가 같으므로 ${withJosa(m(same), '은/는')} 들어갈 수 없습니다.`
              : `${withJosa(m('\\square'), '이/가')} ${m(same)}일 때 낮은 자리를 비교하면 ${tie === 'fits' ? `조건에 맞으므로 ${m(same)}도 들어갈 수 있습니다` : `조건에 맞지 않으므로 ${withJosa(m(same), '은/는')} 들어갈 수 없습니다`}.`,
            tie === 'equal'
              ? `With ${m(same)} in the box the two numbers are equal, so ${m(same)} does not fit.`
              : `With ${m(same)} in the box, the lower places decide: ${m(same)} ${tie === 'fits' ? 'fits' : 'does not fit'}.`,
          ],
        ],
      });
    },
    // Try each digit 0 to 9 in the box and compare the whole numbers.
    check: ({ digits, at, other, bigger }, problem) => {
      let count = 0;
      for (let x = 0; x <= 9; x++) {
        const mine = digits.reduce((v, d, i) => v * 10 + (i === at ? x : d), 0);
        const theirs = other.reduce((v, d) => v * 10 + d, 0);
        if (bigger ? mine > theirs : mine < theirs) count++;
      }
      return keyIs(problem, count);
    },
  }),
  defineTemplate(UNIT, 'count-back', {
    version: 1,
    params: (rng) => ({
      start: rng.int(10, 999) * 10000 + rng.int(0, 9) * 1000,
      stepPow: rng.int(4, 7),
      times: rng.int(3, 6),
    }),
    generate: ({ start, stepPow, times }) => {
      const step = 10 ** stepPow;
      const end = start + step * times;
      return essay({
        difficulty: 4,
        subUnit: `${UNIT}.s5`,
        stem: L(
          `어떤 수에서 ${m(num(step))}씩 ${m(times)}번 뛰어 세었더니 ${withJosa(m(num(end)), '이/가')} 되었습니다. 어떤 수를 구하시오.`,
          `Starting from a number and counting on by ${m(num(step))} ${m(times)} times gives ${m(num(end))}. What was the starting number?`,
        ),
        answer: String(start),
        form: 'number',
        steps: [
          L(
            `거꾸로 생각하는 것이 핵심입니다. ${m(num(end))}에서 ${m(num(step))}씩 ${m(times)}번 거꾸로 뛰어 세면 어떤 수가 됩니다.`,
            `The key is to work backwards: count back from ${m(num(end))} by ${m(num(step))} ${m(times)} times.`,
          ),
          L(
            `${m(num(step))}씩 거꾸로 뛰어 세면 ${PLACE_KO[stepPow]}의 자리 숫자가 ${m(1)}씩 작아지므로 ${m(`${num(end)}-${num(step)}\\times${times}=${num(start)}`)}입니다.`,
            `Each jump back makes the ${PLACE_EN[stepPow]} digit ${m(1)} smaller: ${m(`${num(end)}-${num(step)}\\times${times}=${num(start)}`)}.`,
          ),
        ],
      });
    },
    // Count on from the key and see that it lands on the number in the stem.
    check: ({ start, stepPow, times }, problem) =>
      keyHolds(problem, (choice) => {
        let v = numberOf(choice);
        for (let k = 0; k < times; k++) v += 10 ** stepPow;
        return v === start + 10 ** stepPow * times;
      }),
  }),
  defineTemplate(UNIT, 'count-money', {
    version: 1,
    params: (rng) => ({ big: rng.int(1, 9), mid: rng.int(11, 25), small: rng.int(11, 40) }),
    generate: ({ big, mid, small }) => {
      const total = big * 10000 + mid * 1000 + small * 100;
      return essay({
        difficulty: 2,
        subUnit: `${UNIT}.s1`,
        stem: L(
          `만 원짜리 지폐 ${m(big)}장, 천 원짜리 지폐 ${m(mid)}장, 백 원짜리 동전 ${m(small)}개가 있습니다. 모두 얼마입니까?`,
          `You have ${m(big)} ${noun(big, 'ten-thousand-won bill')}, ${m(mid)} thousand-won bills and ${m(small)} hundred-won coins. How many won is that in all?`,
        ),
        answer: String(total),
        form: 'number',
        unit: '원',
        steps: [
          L(
            `천 원짜리 ${m(mid)}장은 ${m(num(mid * 1000))}원, 백 원짜리 ${m(small)}개는 ${m(num(small * 100))}원입니다. 천 원짜리 ${m(10)}장이 만 원이 되는 것처럼 자리를 올려 셉니다.`,
            `${m(mid)} thousand-won bills make ${m(num(mid * 1000))} won and ${m(small)} hundred-won coins make ${m(num(small * 100))} won; ten of a kind make one of the next.`,
          ),
          L(
            `모두 ${m(`${num(big * 10000)}+${num(mid * 1000)}+${num(small * 100)}=${num(total)}`)}(원)입니다.`,
            `In all, ${m(`${num(big * 10000)}+${num(mid * 1000)}+${num(small * 100)}=${num(total)}`)} won.`,
          ),
        ],
      });
    },
    // Count up one bill or coin at a time.
    check: ({ big, mid, small }, problem) => {
      let won = 0;
      for (let i = 0; i < big; i++) won += 10000;
      for (let i = 0; i < mid; i++) won += 1000;
      for (let i = 0; i < small; i++) won += 100;
      return keyIs(problem, won);
    },
  }),
];
