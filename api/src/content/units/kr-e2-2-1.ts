// 2학년 2학기 1단원 네 자리 수: thousands, place value, skip counting and comparing four-digit numbers.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { num } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count, noun } from '../kit/english.js';
import { keyIs } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { groups } from '../kit/counting.js';
import { boxFitEssay, boxFits, cardNumbers, type BoxAsk } from '../kit/workbook.js';
import { PEOPLE, nameWith } from '../kit/people.js';

/** Numbers in a row, written as num writes them: 2{,}486,\ 2{,}457. */
const row = (xs: readonly number[]): string => xs.map((x) => num(x)).join(',\\ ');
/** 'a, b and c'. */
const andList = (xs: readonly string[]): string =>
  xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
/** A sum of numbers, grouped alike. */
const plus = (xs: readonly number[]): string => xs.map((x) => num(x)).join('+');

const UNIT = 'kr-e2-2-1';
const S = (n: number) => `${UNIT}.s${n}`;
/** The digits of a four-digit number, thousands first. */
const digitsOf = (n: number): number[] => String(n).split('').map(Number);
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
  defineTemplate(UNIT, 'make-thousand', {
    version: 1,
    params: (r) => ({
      kind: r.int(0, 1),
      hundreds: r.int(4, 8),
      tens: r.int(1, 9),
      boxes: r.int(1, 5),
      bundles: r.pick([10, 20, 30, 40]),
      person: r.pick(PEOPLE),
    }),
    generate: ({ kind, hundreds, tens, boxes, bundles, person: p }) => {
      if (kind === 0) {
        const have = hundreds * 100 + tens * 10;
        const toNext = 100 - tens * 10;
        const next = have + toNext;
        return essay({
          subUnit: S(1),
          difficulty: 3,
          stem: [
            `${nameWith(p, '는')} ${m(100)}원짜리 동전 ${m(hundreds)}개와 ${m(10)}원짜리 동전 ${m(tens)}개를 가지고 있습니다. ${m(1000)}원이 되려면 얼마가 더 있어야 합니까?`,
            `${p.en} has ${count(hundreds, 'hundred-won coin')} and ${count(tens, 'ten-won coin')}. How many more won does ${p.en} need to have ${m(1000)} won in all?`,
          ],
          answer: String(1000 - have),
          form: 'number',
          unit: '원',
          steps: [
            [
              `가진 돈은 ${m(100)}이 ${m(hundreds)}개, ${m(10)}이 ${m(tens)}개이므로 ${m(have)}원입니다.`,
              `The coins make ${m(hundreds)} hundreds and ${m(tens)} ${noun(tens, 'ten')}: ${m(have)} won.`,
            ],
            [
              `${m(10)}원씩 세어 ${m(next)}원까지 ${m(toNext)}원이 더 필요합니다.`,
              `Counting on by tens, ${m(toNext)} won more makes ${m(next)} won.`,
            ],
            [
              `${m(next)}에서 ${m(100)}씩 세어 ${m(1000)}까지 ${m(1000 - next)}원이 더 필요합니다.`,
              `Counting on by hundreds from ${m(next)}, ${m(1000 - next)} won more makes ${m(1000)}.`,
            ],
            [
              `모두 ${m(`${toNext}+${1000 - next}=${1000 - have}`)}원이 더 있어야 합니다.`,
              `In all, ${m(`${toNext}+${1000 - next}=${1000 - have}`)} won more is needed.`,
            ],
          ],
        });
      }
      const bundleThousands = bundles / 10;
      const total = (boxes + bundleThousands) * 1000;
      return essay({
        subUnit: S(2),
        difficulty: 3,
        stem: [
          `색종이가 ${m(1000)}장씩 ${m(boxes)}상자, ${m(100)}장씩 ${m(bundles)}묶음 있습니다. 색종이는 모두 몇 장입니까?`,
          `A classroom has ${count(boxes, 'box', 'boxes')} of ${m(1000)} sheets of colored paper and ${m(bundles)} packs of ${m(100)} sheets. How many sheets does it have in all?`,
        ],
        answer: String(total),
        form: 'number',
        unit: '장',
        steps: [
          [
            `${withJosa(m(100), '이/가')} ${m(10)}개이면 ${m(1000)}이므로, ${m(100)}장씩 ${m(bundles)}묶음은 ${m(1000)}장씩 ${m(bundleThousands)}묶음과 같습니다.`,
            `Ten hundreds make ${m(1000)}, so ${m(bundles)} packs of ${m(100)} are the same as ${m(bundleThousands)} ${noun(bundleThousands, 'thousand')}.`,
          ],
          [
            `${withJosa(m(1000), '이/가')} 모두 ${m(`${boxes}+${bundleThousands}=${boxes + bundleThousands}`)}개이므로 ${m(total)}장입니다.`,
            `That is ${m(`${boxes}+${bundleThousands}=${boxes + bundleThousands}`)} thousands in all: ${m(total)} sheets.`,
          ],
        ],
      });
    },
    // Count up coin by coin to a thousand, or add the sheets pack by pack.
    check: ({ kind, hundreds, tens, boxes, bundles }, problem) => {
      if (kind === 0) {
        let more = 0;
        while (groups(100, hundreds) + groups(10, tens) + more < 1000) more += 10;
        return keyIs(problem, more);
      }
      return keyIs(problem, groups(1000, boxes) + groups(100, bundles));
    },
  }),

  defineTemplate(UNIT, 'digit-cards', {
    version: 1,
    params: (r) => ({
      cards: r.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 4),
      ask: r.int(0, 3),
    }),
    generate: ({ cards, ask }) => {
      const greatest = ask % 2 === 0;
      const second = ask >= 2;
      const down = [...cards].sort((a, b) => b - a);
      const up = [...cards].sort((a, b) => a - b);
      // The least number cannot start with 0: the least card other than 0 leads.
      if (up[0] === 0) [up[0], up[1]] = [up[1] as number, 0];
      const first = Number((greatest ? down : up).join(''));
      // The second: swap the ones and tens digits of the first (they are the two smallest or largest left).
      const d = digitsOf(first);
      const swapped = Number([d[0], d[1], d[3], d[2]].join(''));
      const answer = second ? swapped : first;
      const shown = cards.map((c) => m(c)).join(', ');
      const word = greatest ? ['큰', 'greatest'] : ['작은', 'least'];
      const nth = second ? 'second ' : '';
      const zero = cards.includes(0);
      return essay({
        subUnit: S(3),
        difficulty: second ? 4 : 3,
        stem: [
          `숫자 카드 ${withJosa(shown, '을/를')} 한 번씩 모두 사용하여 네 자리 수를 만들려고 합니다. 만들 수 있는 수 중에서 ${second ? '두 번째로' : '가장'} ${word[0]} 수를 구해 보세요.`,
          `Use each of the digit cards ${shown} once to make a four-digit number. What is the ${nth}${word[1]} number you can make?`,
        ],
        answer: String(answer),
        form: 'number',
        steps: [
          [
            `카드의 숫자를 ${word[0]} 것부터 차례로 쓰면 ${(greatest ? down : [...cards].sort((a, b) => a - b)).map((c) => m(c)).join(', ')}입니다.`,
            `Order the digits from ${greatest ? 'greatest to least' : 'least to greatest'}: ${(greatest ? down : [...cards].sort((a, b) => a - b)).map((c) => m(c)).join(', ')}.`,
          ],
          greatest
            ? [
                `가장 큰 수는 천의 자리부터 큰 숫자를 차례로 놓아 만듭니다: ${m(first)}`,
                `For the greatest number, put the digits from greatest to least, starting at the thousands place: ${m(first)}.`,
              ]
            : [
                `가장 작은 수는 천의 자리부터 작은 숫자를 차례로 놓아 만듭니다${zero ? `. 이때 ${withJosa(m(0), '은/는')} 천의 자리에 올 수 없습니다` : ''}: ${m(first)}`,
                `For the least number, put the digits from least to greatest, starting at the thousands place${zero ? `; ${m(0)} cannot go first` : ''}: ${m(first)}.`,
              ],
          ...(second
            ? [
                [
                  `두 번째로 ${word[0]} 수는 천의 자리와 백의 자리를 그대로 두고 십의 자리와 일의 자리 숫자를 바꾸어 만듭니다: ${m(swapped)}`,
                  `For the second ${word[1]}, keep the thousands and hundreds digits and swap the tens and ones digits: ${m(swapped)}.`,
                ] as const,
              ]
            : []),
        ],
      });
    },
    // Every number the cards make, in order.
    check: ({ cards, ask }, problem) => {
      const all = cardNumbers(cards, 4);
      const at = [all.length - 1, 0, all.length - 2, 1][ask] as number;
      return keyIs(problem, all[at] as number);
    },
  }),

  defineTemplate(UNIT, 'box-compare', {
    version: 1,
    params: (r) => {
      // The box's digit is never 0 or 9, so some digit always fits on either side.
      const n = r.int(1, 9) * 1000 + r.int(1, 8) * 100 + r.int(1, 8) * 10 + r.int(0, 9);
      return { n, place: r.int(1, 2), greater: r.int(0, 1) === 1, ask: r.pick<BoxAsk>(['count', 'greatest', 'least']) };
    },
    generate: ({ n, place, greater, ask }) => {
      const d = digitsOf(n);
      // The other number keeps n's higher digits and differs below the box, so the tie case decides.
      const other = d.map((x, i) => (i > place ? (x + 3 + i) % 10 : x));
      const left = other.map((x, i) => (i === place ? '\\square' : String(x))).join('');
      const tex = greater ? `${left}>${n}` : `${left}<${n}`;
      const boxDigit = d[place] as number;
      const rest = (xs: number[]) => Number(xs.slice(place + 1).join(''));
      const tieHolds = greater ? rest(other) > rest(d) : rest(other) < rest(d);
      const strict = Array.from({ length: 10 }, (_, k) => k).filter((k) => (greater ? k > boxDigit : k < boxDigit));
      const fits = [...strict, ...(tieHolds ? [boxDigit] : [])].sort((a, b) => a - b);
      if (fits.length === 0) throw new Error('no digit fits');
      const tied = Number(other.map((x, i) => (i === place ? boxDigit : x)).join(''));
      const placeKo = PLACE_KO[place] as string;
      const placeEn = PLACE_EN[place] as string;
      const sign = greater ? '크면' : '작으면';
      return boxFitEssay({
        subUnit: S(6),
        tex,
        ask,
        fits,
        difficulty: 4,
        steps: [
          [
            `높은 자리부터 비교합니다. ${placeKo}의 자리보다 높은 자리의 숫자는 같으므로 ${placeKo}의 자리 숫자를 비교합니다.`,
            `Compare from the highest place. The digits above the ${placeEn} place are the same, so the ${placeEn} digits decide.`,
          ],
          [
            `${m('\\square')} 안의 수가 ${m(boxDigit)}보다 ${sign} 식이 맞습니다.`,
            `Any digit ${greater ? 'greater' : 'less'} than ${m(boxDigit)} in the box makes it true.`,
          ],
          [
            `${m('\\square')}에 ${withJosa(m(boxDigit), '을/를')} 넣으면 그 아래 자리까지 비교합니다. ${m(`${tied}${tieHolds ? (greater ? '>' : '<') : greater ? '<' : '>'}${n}`)}이므로 ${withJosa(m(boxDigit), '은/는')} 들어갈 수 ${tieHolds ? '있습니다' : '없습니다'}.`,
            `With ${m(boxDigit)} in the box, compare the lower places too: ${m(`${tied}${tieHolds ? (greater ? '>' : '<') : greater ? '<' : '>'}${n}`)}, so ${m(boxDigit)} ${tieHolds ? 'fits' : 'does not fit'}.`,
          ],
        ],
      });
    },
    // Put each digit in the box and compare the two numbers.
    check: ({ n, place, greater, ask }, problem) => {
      const d = digitsOf(n);
      const other = d.map((x, i) => (i > place ? (x + 3 + i) % 10 : x));
      const left = other.map((x, i) => (i === place ? '\\square' : String(x))).join('');
      const fits = boxFits(greater ? `${left}>${n}` : `${left}<${n}`, 0, 9);
      const answer = ask === 'count' ? fits.length : ask === 'greatest' ? Math.max(...fits) : Math.min(...fits);
      return fits.length > 0 && keyIs(problem, answer);
    },
  }),
  defineTemplate(UNIT, 'skip-count-savings', {
    version: 1,
    params: (r) => ({
      start: r.int(1, 5) * 1000 + r.int(0, 9) * 100 + r.pick([0, 50]),
      step: r.pick([100, 1000]),
      weeks: r.int(3, 6),
      ask: r.int(0, 1),
      person: r.pick(PEOPLE),
    }),
    generate: ({ start, step, weeks, ask, person: p }) => {
      const end = start + step * weeks;
      const placeKo = step === 100 ? '백' : '천';
      const placeEn = step === 100 ? 'hundreds' : 'thousands';
      const stepEn = step === 100 ? m(100) : m(1000);
      const counted = Array.from({ length: weeks + 1 }, (_, i) => start + step * i);
      return essay({
        subUnit: S(5),
        difficulty: 3,
        stem:
          ask === 0
            ? [
                `${nameWith(p, '의')} 저금통에 ${m(start)}원이 들어 있습니다. 다음 주부터 한 주에 ${m(step)}원씩 저금하면 ${m(weeks)}주 후에 저금통에 있는 돈은 얼마가 됩니까?`,
                `${p.en}'s piggy bank holds ${m(start)} won. Starting next week, ${p.en} saves ${stepEn} won each week. How much money will be in the piggy bank after ${count(weeks, 'week')}?`,
              ]
            : [
                `${nameWith(p, '의')} 저금통에 ${m(start)}원이 들어 있습니다. 다음 주부터 한 주에 ${m(step)}원씩 저금하면 몇 주 후에 저금통에 있는 돈이 ${m(end)}원이 됩니까?`,
                `${p.en}'s piggy bank holds ${m(start)} won. Starting next week, ${p.en} saves ${stepEn} won each week. After how many weeks will there be ${m(end)} won in the piggy bank?`,
              ],
        answer: String(ask === 0 ? end : weeks),
        form: 'number',
        unit: ask === 0 ? '원' : '주',
        steps: [
          [
            `한 주에 ${m(step)}원씩 늘어나므로 ${m(start)}에서 ${m(step)}씩 뛰어 셉니다. ${placeKo}의 자리 숫자가 ${m(1)}씩 커집니다.`,
            `The money grows by ${stepEn} won a week, so skip count by ${stepEn} from ${m(start)}: the ${placeEn} digit goes up by ${m(1)} each time.`,
          ],
          [`${m(row(counted))}`, `${m(row(counted))}`],
          ask === 0
            ? [
                `${m(weeks)}번 뛰어 세면 ${withJosa(m(end), '이/가')} 되므로 ${m(weeks)}주 후에는 ${m(end)}원이 됩니다.`,
                `After ${count(weeks, 'jump')} the count reaches ${m(end)}, so there will be ${m(end)} won.`,
              ]
            : [
                `${withJosa(m(end), '이/가')} 될 때까지 ${m(weeks)}번 뛰어 세었으므로 ${m(weeks)}주 후입니다.`,
                `It takes ${count(weeks, 'jump')} to reach ${m(end)}, so it takes ${count(weeks, 'week')}.`,
              ],
        ],
      });
    },
    // Add the savings one week at a time.
    check: ({ start, step, weeks, ask }, problem) => {
      if (ask === 0) return keyIs(problem, start + groups(step, weeks));
      const end = start + step * weeks;
      let money = start;
      let n = 0;
      while (money < end) {
        money += step;
        n++;
      }
      return keyIs(problem, n);
    },
  }),

  defineTemplate(UNIT, 'clue-number', {
    version: 1,
    params: (r) => ({ a: r.int(1, 9), b: r.int(1, 9), t: r.intExcept(3, 15, [9]), ask: r.int(0, 1) }),
    generate: ({ a, b, t, ask }) => {
      const pairs = Array.from({ length: 10 }, (_, x) => [x, t - x] as const).filter(([, y]) => y >= 0 && y <= 9);
      const made = pairs.map(([x, y]) => a * 1000 + b * 100 + x * 10 + y);
      const answer = ask === 0 ? made.length : (made.at(-1) as number);
      const clues = [
        `천의 자리 숫자는 ${m(a)}입니다.`,
        `백의 자리 숫자가 나타내는 값은 ${m(b * 100)}입니다.`,
        `십의 자리 숫자와 일의 자리 숫자의 합은 ${m(t)}입니다.`,
      ];
      const cluesEn = [
        `The thousands digit is ${m(a)}.`,
        `The hundreds digit stands for ${m(b * 100)}.`,
        `The tens digit and the ones digit add up to ${m(t)}.`,
      ];
      return essay({
        subUnit: S(4),
        difficulty: ask === 0 ? 4 : 3,
        stem: [
          `다음 조건을 모두 만족하는 네 자리 수${ask === 0 ? '는 모두 몇 개인지' : ' 중에서 가장 큰 수를'} 구해 보세요. ${clues.join(' ')}`,
          `${cluesEn.join(' ')} ${ask === 0 ? 'How many four-digit numbers fit all of these clues?' : 'What is the greatest four-digit number that fits all of these clues?'}`,
        ],
        answer: String(answer),
        form: 'number',
        ...(ask === 0 ? { unit: '개' } : {}),
        steps: [
          [
            `천의 자리와 백의 자리는 정해져 있습니다: 천의 자리 숫자 ${m(a)}, 백의 자리 숫자 ${m(b)}. 남은 것은 십의 자리와 일의 자리입니다.`,
            `The first two places are fixed: thousands digit ${m(a)}, hundreds digit ${m(b)}. Only the tens and ones digits are left to find.`,
          ],
          [
            `핵심은 합이 ${withJosa(m(t), '이/가')} 되는 두 숫자를 빠짐없이 차례로 찾는 것입니다. 십의 자리 숫자를 ${m(pairs[0]?.[0] ?? 0)}부터 하나씩 늘리면 일의 자리 숫자는 하나씩 줄어듭니다: ${pairs.map(([x, y]) => m(`${x}+${y}`)).join(', ')}`,
            `The key is to list every pair of digits with sum ${m(t)}, in order, so none is missed. As the tens digit goes up from ${m(pairs[0]?.[0] ?? 0)}, the ones digit goes down: ${pairs.map(([x, y]) => m(`${x}+${y}`)).join(', ')}.`,
          ],
          ask === 0
            ? [
                `조건에 맞는 수는 ${withJosa(made.map((x) => m(x)).join(', '), '으로/로')} 모두 ${m(made.length)}개입니다.`,
                `The numbers are ${made.map((x) => m(x)).join(', ')}: ${m(made.length)} in all.`,
              ]
            : [
                `십의 자리 숫자가 가장 클 때 가장 큰 수가 되므로 ${m(answer)}입니다.`,
                `The number is greatest when the tens digit is greatest: ${m(answer)}.`,
              ],
        ],
      });
    },
    // Try every four-digit number against the three clues.
    check: ({ a, b, t, ask }, problem) => {
      const fits: number[] = [];
      for (let n = 1000; n <= 9999; n++) {
        const s = String(n);
        if (Number(s[0]) === a && Number(s[1]) * 100 === b * 100 && Number(s[2]) + Number(s[3]) === t) fits.push(n);
      }
      return keyIs(problem, ask === 0 ? fits.length : Math.max(...fits));
    },
  }),
];
