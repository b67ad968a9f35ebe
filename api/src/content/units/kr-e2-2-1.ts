// 2학년 2학기 1단원 네 자리 수: thousands, place value, skip counting and comparing four-digit numbers.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { num } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count, noun } from '../kit/english.js';
import { keyIs } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { groups } from '../kit/counting.js';

/** Numbers in a row, written as num writes them: 2{,}486,\ 2{,}457. */
const row = (xs: readonly number[]): string => xs.map((x) => num(x)).join(',\\ ');
/** 'a, b and c'. */
const andList = (xs: readonly string[]): string =>
  xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
/** A sum of numbers, grouped alike. */
const plus = (xs: readonly number[]): string => xs.map((x) => num(x)).join('+');

const UNIT = 'kr-e2-2-1';
const PLACE_KO = ['천', '백', '십', '일'];
const PLACE_EN = ['thousands', 'hundreds', 'tens', 'ones'];
const PLACE_ONE = ['thousand', 'hundred', 'ten', 'one'];
const PLACE_VALUE = [1000, 100, 10, 1];

export const templates = [
  defineTemplate(UNIT, 'place-value', {
    version: 2,
    params: (r) => ({
      digits: r.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 4),
      place: r.int(0, 3),
      build: r.int(0, 1) === 1,
      zero: r.int(0, 3),
    }),
    generate: ({ digits, place, build, zero }, rng) => {
      if (build) {
        const d = digits.map((x, i) => (i === zero && i > 0 ? 0 : x));
        const n = d.reduce((acc, x) => acc * 10 + x, 0);
        // A place whose digit is 0 is left out, as the textbook does ('100이 0개' is not said).
        const parts = d.map((x, i) => ({ x, i })).filter(({ x }) => x !== 0);
        const expansion = plus(parts.map(({ x, i }) => x * (PLACE_VALUE[i] as number)));
        return multiple(rng, {
          difficulty: 2,
          stem: [
            `${parts.map(({ x, i }) => `${withJosa(m(PLACE_VALUE[i] as number), '이/가')} ${m(x)}개`).join(', ')}인 수는 얼마입니까?`,
            `What number has ${andList(parts.map(({ x, i }) => `${m(x)} ${noun(x, PLACE_ONE[i] as string, PLACE_EN[i])}`))}?`,
          ],
          correct: m(n),
          wrong: countChoices(n, [
            Number(parts.map(({ x }) => x).join('')),
            (d[0] ?? 0) * 1000 + (d[2] ?? 0) * 100 + (d[1] ?? 0) * 10 + (d[3] ?? 0),
            n + 1000,
            d.reduce((a, b) => a + b, 0),
            n + 100,
          ]),
          steps: [
            [
              `천의 자리 숫자는 ${m(d[0] ?? 0)}, 백의 자리 숫자는 ${m(d[1] ?? 0)}, 십의 자리 숫자는 ${m(d[2] ?? 0)}, 일의 자리 숫자는 ${m(d[3] ?? 0)}입니다.${parts.length < 4 ? ` 주어지지 않은 자리에는 ${withJosa(m(0), '을/를')} 씁니다.` : ''}`,
              `The thousands digit is ${m(d[0] ?? 0)}, the hundreds digit ${m(d[1] ?? 0)}, the tens digit ${m(d[2] ?? 0)} and the ones digit ${m(d[3] ?? 0)}.${parts.length < 4 ? ` A place that is not mentioned gets ${m(0)}.` : ''}`,
            ],
            [`${m(`${expansion}=${num(n)}`)}입니다.`, `${m(`${expansion}=${num(n)}`)}.`],
          ],
        });
      }
      const n = digits.reduce((acc, x) => acc * 10 + x, 0);
      const digit = digits[place] ?? 0;
      const value = digit * 10 ** (3 - place);
      const expansion = plus(digits.map((x, i) => x * (PLACE_VALUE[i] as number)));
      return multiple(rng, {
        difficulty: 2,
        stem: [
          `${m(n)}에서 숫자 ${withJosa(m(digit), '이/가')} 나타내는 값은 얼마입니까?`,
          `In ${m(n)}, what value does the digit ${m(digit)} stand for?`,
        ],
        correct: m(value),
        wrong: countChoices(value, [digit, digit * 10, digit * 100, digit * 1000, n]),
        steps: [
          [
            `${withJosa(m(n), '은/는')} 자리별로 나누면 ${m(expansion)}입니다.`,
            `Split by place, ${m(n)} is ${m(expansion)}.`,
          ],
          [
            `숫자 ${withJosa(m(digit), '은/는')} ${PLACE_KO[place]}의 자리 숫자이므로 ${withJosa(m(`${digit}\\times${PLACE_VALUE[place]}=${num(value)}`), '을/를')} 나타냅니다.`,
            `The digit ${m(digit)} is in the ${PLACE_EN[place]} place, so it stands for ${m(`${digit}\\times${PLACE_VALUE[place]}=${num(value)}`)}.`,
          ],
        ],
      });
    },
    // Rebuild the value by repeated addition of thousands, hundreds, tens and ones.
    check: ({ digits, place, build, zero }, problem) => {
      if (build) {
        const d = digits.map((x, i) => (i === zero && i > 0 ? 0 : x));
        return keyIs(problem, groups(1000, d[0] ?? 0) + groups(100, d[1] ?? 0) + groups(10, d[2] ?? 0) + (d[3] ?? 0));
      }
      const s = digits.join('');
      return keyIs(problem, groups(Number(s[place]), Number('1'.padEnd(4 - place, '0'))));
    },
  }),

  defineTemplate(UNIT, 'thousands-and-skip-counting', {
    version: 2,
    params: (r) => ({
      kind: r.int(0, 2),
      c: r.pick([900, 990, 999, 800, 700, 600, 995, 950]),
      bills: r.int(1, 9),
      coins: r.int(1, 9),
      start: r.int(1000, 5000),
      step: r.pick([1, 10, 100, 1000]),
      jumps: r.int(2, 4),
    }),
    generate: ({ kind, c, bills, coins, start, step, jumps }) => {
      if (kind === 0)
        return essay({
          difficulty: 1,
          stem: [
            `${withJosa(m(1000), '은/는')} ${m(c)}보다 얼마만큼 더 큰 수입니까?`,
            `How much greater is ${m(1000)} than ${m(c)}?`,
          ],
          answer: String(1000 - c),
          form: 'number',
          steps: [
            [
              `${m(c)}에 얼마를 더하면 ${withJosa(m(1000), '이/가')} 되는지 생각합니다.`,
              `Think: what must be added to ${m(c)} to make ${m(1000)}?`,
            ],
            [
              `${m(`${num(1000)}-${c}=${1000 - c}`)}이므로 ${m(1000 - c)}만큼 더 큽니다.`,
              `${m(`${num(1000)}-${c}=${1000 - c}`)}, so it is ${m(1000 - c)} greater.`,
            ],
          ],
        });
      if (kind === 1) {
        const total = bills * 1000 + coins * 100;
        return essay({
          difficulty: 2,
          stem: [
            `${m(1000)}원짜리 지폐 ${m(bills)}장과 ${m(100)}원짜리 동전 ${m(coins)}개가 있습니다. 모두 얼마입니까?`,
            `You have ${m(bills)} ${noun(bills, '1,000-won bill')} and ${m(coins)} ${noun(coins, '100-won coin')}. How many won do you have in all?`,
          ],
          answer: String(total),
          form: 'number',
          unit: '원',
          steps: [
            [
              `지폐는 ${m(`${num(1000)}\\times${bills}=${num(bills * 1000)}`)}원, 동전은 ${m(`100\\times${coins}=${coins * 100}`)}원입니다.`,
              `The bills make ${m(`${num(1000)}\\times${bills}=${num(bills * 1000)}`)} won and the coins ${m(`100\\times${coins}=${coins * 100}`)} won.`,
            ],
            [
              `${m(`${num(bills * 1000)}+${coins * 100}=${num(total)}`)}이므로 모두 ${m(total)}원입니다.`,
              `${m(`${num(bills * 1000)}+${coins * 100}=${num(total)}`)}, so you have ${m(total)} won in all.`,
            ],
          ],
        });
      }
      const end = start + step * jumps;
      const placeKo = step === 1 ? '일' : step === 10 ? '십' : step === 100 ? '백' : '천';
      const placeEn = step === 1 ? 'ones' : step === 10 ? 'tens' : step === 100 ? 'hundreds' : 'thousands';
      return essay({
        difficulty: 2,
        stem: [
          `${m(start)}에서 ${m(step)}씩 ${m(jumps)}번 뛰어 센 수는 얼마입니까?`,
          `Skip count by ${m(step)} from ${m(start)}, making ${count(jumps, 'jump')}. What number do you reach?`,
        ],
        answer: String(end),
        form: 'number',
        steps: [
          [
            `${m(step)}씩 뛰어 세면 ${placeKo}의 자리 숫자가 ${m(1)}씩 커집니다.`,
            `Counting by ${m(step)} makes the ${placeEn} digit one greater each time.`,
          ],
          [
            `${m(row(Array.from({ length: jumps + 1 }, (_, i) => start + step * i)))}`,
            `${m(row(Array.from({ length: jumps + 1 }, (_, i) => start + step * i)))}`,
          ],
        ],
      });
    },
    // Search for the gap, add the money note by note, or jump one step at a time.
    check: ({ kind, c, bills, coins, start, step, jumps }, problem) => {
      if (kind === 0) {
        let d = 0;
        while (c + d < 1000) d++;
        return keyIs(problem, d);
      }
      if (kind === 1) return keyIs(problem, groups(1000, bills) + groups(100, coins));
      let x = start;
      for (let j = 0; j < jumps; j++) for (let i = 0; i < step; i++) x++;
      return keyIs(problem, x);
    },
  }),

  defineTemplate(UNIT, 'compare-four-digit', {
    version: 2,
    params: (r) => {
      const base = r.int(1, 8) * 1000 + r.int(0, 9) * 100;
      const pool = new Set<number>();
      while (pool.size < 5) pool.add(base + r.int(0, 1) * 100 + r.int(0, 9) * 10 + r.int(0, 9));
      return { list: r.shuffle([...pool]), largest: r.int(0, 1) === 1 };
    },
    generate: ({ list, largest }, rng) => {
      const answer = largest ? Math.max(...list) : Math.min(...list);
      return multiple(rng, {
        difficulty: 2,
        stem: largest
          ? ['다음 수 중에서 가장 큰 수는 무엇입니까?', 'Which of these numbers is the greatest?']
          : ['다음 수 중에서 가장 작은 수는 무엇입니까?', 'Which of these numbers is the least?'],
        correct: m(answer),
        wrong: list.map((x) => m(x)),
        steps: [
          [
            '천의 자리부터 차례로 비교합니다. 높은 자리 숫자가 같으면 바로 아래 자리 숫자를 비교합니다.',
            'Compare from the thousands place down; when the digits match, compare the next place.',
          ],
          [
            `${largest ? '큰' : '작은'} 수부터 차례로 쓰면 ${m(row([...list].sort((a, b) => (largest ? b - a : a - b))))}입니다.`,
            `From ${largest ? 'greatest to least' : 'least to greatest'}: ${m(row([...list].sort((a, b) => (largest ? b - a : a - b))))}.`,
          ],
          [
            `가장 ${largest ? '큰' : '작은'} 수는 ${m(answer)}입니다.`,
            `The ${largest ? 'greatest' : 'least'} number is ${m(answer)}.`,
          ],
        ],
      });
    },
    // Compare the numbers as four-digit strings, place by place.
    check: ({ list, largest }, problem) => {
      const best = list.map((x) => String(x).padStart(4, '0')).reduce((a, b) => (b > a === largest ? b : a));
      return keyIs(problem, Number(best));
    },
  }),
];
