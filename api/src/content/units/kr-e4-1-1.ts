// 4-1 큰 수: place value up to 억 and 조, reading numbers given in units, counting on by large steps.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, N, josa, m, n, plain, unit } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e4-1-1');
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

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'digit-value',
    params: (rng) => {
      const len = rng.int(8, 12);
      const pos = rng.int(4, len - 1);
      const d = rng.int(1, 9);
      // The asked digit appears exactly once, in the place `pos` from the right.
      const digits = Array.from({ length: len }, (_, i) =>
        i === len - 1 - pos ? d : rng.intExcept(i === 0 ? 1 : 0, 9, [d]),
      );
      return { digits, pos };
    },
    make: ({ digits, pos }) => {
      const d = digits[digits.length - 1 - pos] as number;
      const num = Number(digits.join(''));
      const v = d * 10 ** pos;
      return {
        difficulty: pos >= 8 ? 3 : 2,
        stem: L(
          `다음 수에서 숫자 ${josa(m(String(d)), '이/가')} 나타내는 값은 얼마입니까? ${m(n(num))}`,
          `In the number ${m(n(num))}, what value does the digit ${m(String(d))} stand for?`,
        ),
        multiple: {
          correct: N(v),
          wrong: [N(v / 10), N(v * 10), N(v / 100), N(v * 100), N(d)],
        },
        explanation: [
          L(
            `${m(n(num))}에서 숫자 ${josa(m(String(d)), '은/는')} ${PLACE_KO[pos]}의 자리 숫자입니다.`,
            `In ${m(n(num))}, the digit ${m(String(d))} is in the ${PLACE_EN[pos]} place.`,
          ),
          L(
            `따라서 ${josa(m(`${d}\\times${n(10 ** pos)}=${n(v)}`), '을/를')} 나타냅니다.`,
            `So it stands for ${m(`${d}\\times${n(10 ** pos)}=${n(v)}`)}.`,
          ),
        ],
      };
    },
    // Scan the digits from the right and keep the value of the single digit that matches.
    solve: ({ digits, pos }) => {
      const d = digits[digits.length - 1 - pos] as number;
      let place = 1;
      let found = NaN;
      for (let i = digits.length - 1; i >= 0; i--, place *= 10) if (digits[i] === d) found = d * place;
      return found;
    },
  }),
  tpl({
    name: 'compose-units',
    params: (rng) => ({
      eok: rng.int(1, 999),
      man: rng.int(0, 9999),
      one: rng.int(0, 9999),
      zeroMan: rng.int(0, 4) === 0,
    }),
    make: ({ eok, man, one, zeroMan }) => {
      const mn = zeroMan ? 0 : man;
      const parts = [
        L(`억이 ${m(String(eok))}개`, `${m(String(eok))} hundred millions`),
        ...(mn ? [L(`만이 ${m(String(mn))}개`, `${m(String(mn))} ten thousands`)] : []),
        L(`일이 ${m(String(one))}개`, `${m(String(one))} ones`),
      ];
      const total = Number(`${eok}${String(mn).padStart(4, '0')}${String(one).padStart(4, '0')}`);
      return {
        difficulty: zeroMan ? 3 : 2,
        stem: L(
          `${parts.map((p) => p.ko).join(', ')}인 수를 숫자로 쓰세요.`,
          `Write the number made of ${parts.map((p) => p.en).join(', ')} in digits.`,
        ),
        essay: { answer: plain(total), hint: HINT.int },
        explanation: [
          L(
            `억의 자리부터 네 자리씩 끊어 씁니다: 억 ${m(String(eok))}, 만 ${m(String(mn).padStart(4, '0'))}, 일 ${m(String(one).padStart(4, '0'))}`,
            `Write it in groups of four digits from the hundred millions: ${m(String(eok))}, ${m(String(mn).padStart(4, '0'))}, ${m(String(one).padStart(4, '0'))}.`,
          ),
          L(
            `빈 자리에는 ${m('0')}을 씁니다. 답: ${m(n(total))}`,
            `Empty places get a ${m('0')}. Answer: ${m(n(total))}`,
          ),
        ],
      };
    },
    solve: ({ eok, man, one, zeroMan }) => eok * 100000000 + (zeroMan ? 0 : man) * 10000 + one,
  }),
  tpl({
    name: 'count-on',
    params: (rng) => ({
      start: rng.int(10, 999) * 10000 + rng.int(0, 9) * 1000,
      stepPow: rng.int(4, 7),
      times: rng.int(3, 6),
      asMultiple: rng.int(0, 1) === 1,
    }),
    make: ({ start, stepPow, times, asMultiple }) => {
      const step = 10 ** stepPow;
      const end = start + step * times;
      const stem = L(
        `${m(n(start))}에서 ${m(n(step))}씩 ${m(String(times))}번 뛰어 센 수는 얼마입니까?`,
        `Start at ${m(n(start))} and count on by ${m(n(step))} ${m(String(times))} times. What number do you reach?`,
      );
      const explanation = [
        L(
          `${m(n(step))}씩 뛰어 세면 ${m(n(step))}의 자리 숫자가 ${m('1')}씩 커집니다.`,
          `Counting on by ${m(n(step))} makes the digit in that place go up by ${m('1')} each time.`,
        ),
        L(
          `${m(String(times))}번 뛰어 세면 ${m(`${n(start)}+${n(step * times)}=${n(end)}`)}`,
          `After ${m(String(times))} jumps: ${m(`${n(start)}+${n(step * times)}=${n(end)}`)}`,
        ),
      ];
      if (!asMultiple) return { difficulty: 2, stem, essay: { answer: plain(end), hint: HINT.int }, explanation };
      return {
        difficulty: 2,
        stem,
        multiple: {
          correct: N(end),
          wrong: [
            N(start + step * (times - 1)),
            N(start + step * (times + 1)),
            N(start + step * times * 10),
            N(start + (step / 10) * times),
          ],
        },
        explanation,
      };
    },
    solve: ({ start, stepPow, times }) => {
      let v = start;
      for (let k = 0; k < times; k++) v += 10 ** stepPow;
      return v;
    },
  }),
  tpl({
    name: 'compare-large',
    params: (rng) => {
      // Five numbers of 7 to 10 digits that share their leading digits, so the comparison needs place value.
      const len = rng.int(7, 10);
      const head = rng.int(1, 9);
      const nums: number[] = [];
      while (nums.length < 5) {
        const tail = Array.from({ length: len - 1 }, () => rng.int(0, 9)).join('');
        const x = Number(`${head}${tail}`);
        if (!nums.includes(x)) nums.push(x);
      }
      // One number is one digit shorter: a trap for counting digits.
      const shortIdx = rng.int(0, 4);
      nums[shortIdx] = 9 * 10 ** (len - 2) + ((nums[shortIdx] as number) % 10 ** (len - 2));
      return { nums: [...new Set(nums)].length === 5 ? nums : nums.map((x, i) => x + i), largest: rng.int(0, 1) === 1 };
    },
    make: ({ nums, largest }) => {
      const ans = largest ? Math.max(...nums) : Math.min(...nums);
      return {
        difficulty: 3,
        stem: L(
          `다음 수 중에서 가장 ${largest ? '큰' : '작은'} 수는 어느 것입니까? ${m(nums.map(n).join(',\\quad '))}`,
          `Which of these numbers is the ${largest ? 'greatest' : 'least'}? ${m(nums.map(n).join(',\\quad '))}`,
        ),
        multiple: { correct: N(ans), wrong: nums.filter((x) => x !== ans).map(N) },
        explanation: [
          L(
            '먼저 자리 수를 비교합니다. 자리 수가 많을수록 큰 수입니다.',
            'First compare the number of digits: more digits means a greater number.',
          ),
          L(
            '자리 수가 같으면 가장 높은 자리부터 차례로 같은 자리의 숫자를 비교합니다.',
            'With the same number of digits, compare digits place by place from the left.',
          ),
          L(
            `가장 ${largest ? '큰' : '작은'} 수는 ${m(n(ans))}입니다.`,
            `The ${largest ? 'greatest' : 'least'} is ${m(n(ans))}.`,
          ),
        ],
      };
    },
    // Compare as digit strings: longer wins, then the first differing digit.
    solve: ({ nums, largest }) => {
      const cmp = (a: string, b: string) => (a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0);
      const sorted = nums.map(String).sort(cmp);
      return Number(largest ? sorted.at(-1) : sorted[0]);
    },
  }),
];
