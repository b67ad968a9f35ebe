// 4-1 큰 수: place value up to 억 and 조, reading numbers given in units, counting on by large steps.
import { L, defineTemplate, essay, multiple, nearby } from '../kit/template.js';
import { num } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { noun } from '../kit/english.js';
import { keyHolds, numberOf } from '../kit/check.js';
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
];
