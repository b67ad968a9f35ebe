// 1학년 2학기 1단원 100까지의 수: tens and ones to 99 (with more than ten loose ones), number words, order and a
// number line, comparing (the digits that fit a box, digit cards), even and odd, and numbers from clues.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { josa, withJosa } from '../kit/korean.js';
import { count, englishWords } from '../kit/english.js';
import { nativeKorean, sinoKorean } from '../kit/words.js';
import { THINGS } from '../kit/people.js';
import { keyIs, keyWhere, numberOf } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { countOn, groups } from '../kit/counting.js';
import { boxFitEssay, boxFits, cardNumbers, type BoxAsk } from '../kit/workbook.js';
import { numberLine, withFigure } from '../kit/figures.js';

/** English number words decoded word by word, for the check. */
const EN_VALUE: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  fifty: 50,
};

const U = 'kr-e1-2-1';

export const templates = [
  defineTemplate(U, 'tens-and-ones', {
    version: 2,
    params: (r) => ({
      kind: r.int(0, 3),
      tens: r.int(5, 9),
      ones: r.int(0, 3) === 0 ? 0 : r.int(1, 9),
      thing: r.pick(THINGS),
    }),
    ranges: { tens: [5, 9], ones: [0, 9] },
    generate: ({ kind, tens, ones, thing }) => {
      const n = tens * 10 + ones;
      const stems = [
        L(
          ones === 0
            ? `${m(10)}개씩 묶음 ${m(tens)}개인 수는 얼마입니까?`
            : `${m(10)}개씩 묶음 ${m(tens)}개와 낱개 ${m(ones)}개인 수는 얼마입니까?`,
          ones === 0
            ? `What number has ${m(tens)} tens?`
            : `What number has ${m(tens)} tens and ${count(ones, 'one')}?`,
        ),
        L(
          `${withJosa(thing.ko, '을/를')} ${m(10)}${thing.counter}씩 ${m(tens)}묶음${ones === 0 ? '' : `과 낱개 ${m(ones)}${thing.counter}`} 가지고 있습니다. ${withJosa(thing.ko, '은/는')} 모두 몇 ${thing.counter}입니까?`,
          `You have ${m(tens)} bundles of ${m(10)} ${thing.many}${ones === 0 ? '' : ` and ${count(ones, `loose ${thing.one}`, `loose ${thing.many}`)}`}. How many ${thing.many} do you have in all?`,
        ),
        L(`'${sinoKorean(n)}'${josa(sinoKorean(n), '을/를')} 수로 쓰세요.`, `Write '${englishWords(n)}' as a number.`),
        L(
          `'${nativeKorean(n) || sinoKorean(n)}'${josa(nativeKorean(n) || sinoKorean(n), '을/를')} 수로 쓰세요.`,
          `Write '${englishWords(n)}' in digits.`,
        ),
      ];
      return essay({
        subUnit: `${U}.${ones === 0 ? 's1' : 's2'}`,
        difficulty: kind >= 2 ? 2 : 1,
        stem: stems[kind] ?? stems[0]!,
        answer: String(n),
        form: 'number',
        steps: [
          L(`${m(10)}개씩 묶음이 ${m(tens)}개이면 ${m(tens * 10)}입니다.`, `${m(tens)} tens make ${m(tens * 10)}.`),
          ones === 0
            ? L(`낱개가 없으므로 ${m(n)}입니다.`, `There are no ones, so the number is ${m(n)}.`)
            : L(`낱개 ${m(ones)}개를 더하면 ${m(n)}입니다.`, `Add ${count(ones, 'one')} to get ${m(n)}.`),
        ],
      });
    },
    // Decode the English words (or repeat-add the tens and count on the ones).
    check: ({ kind, tens, ones }, problem) => {
      if (kind < 2) return keyIs(problem, countOn(groups(10, tens), ones));
      const word = /'([a-z-]+)'/.exec(problem.stem.en)?.[1] ?? '';
      return keyIs(
        problem,
        word.split('-').reduce((sum, part) => sum + (EN_VALUE[part] ?? Number.NaN), 0),
      );
    },
  }),

  defineTemplate(U, 'even-or-odd', {
    version: 2,
    params: (r) => {
      const even = r.int(0, 1) === 1;
      const pool = new Set<number>();
      while (pool.size < 4) {
        const x = r.int(1, 49) * 2 + (even ? 1 : 0);
        if (x <= 99) pool.add(x);
      }
      return { even, one: r.int(1, 49) * 2 + (even ? 0 : 1), others: [...pool] };
    },
    generate: ({ even, one, others }, rng) => {
      const [ko, en] = even ? ['짝수', 'even'] : ['홀수', 'odd'];
      return multiple(rng, {
        subUnit: `${U}.s5`,
        difficulty: 2,
        stem: L(`다음 수 중에서 ${ko}는 어느 것입니까?`, `Which of these numbers is ${en}?`),
        correct: m(one),
        wrong: countChoices(one, others),
        steps: [
          L(
            '둘씩 짝을 지을 때 남는 것이 없으면 짝수, 하나가 남으면 홀수입니다.',
            'A number is even if it can be put in pairs with none left over, and odd if one is left over.',
          ),
          L(
            '일의 자리 숫자가 0, 2, 4, 6, 8이면 짝수, 1, 3, 5, 7, 9이면 홀수입니다.',
            'Numbers ending in 0, 2, 4, 6 or 8 are even; numbers ending in 1, 3, 5, 7 or 9 are odd.',
          ),
          L(`그래서 ${ko}는 ${m(one)}입니다.`, `So the ${en} number is ${m(one)}.`),
        ],
      });
    },
    // Pair things off two at a time for every choice and keep the one whose leftover matches.
    check: ({ even }, problem) => {
      const leftover = (n: number) => {
        let x = n;
        while (x >= 2) x -= 2;
        return x;
      };
      return keyWhere(problem, ([n]) => leftover(n as number) === (even ? 0 : 1));
    },
  }),

  defineTemplate(U, 'order-and-compare', {
    version: 2,
    params: (r) => {
      const t = r.int(5, 9);
      const o = r.intExcept(5, 9, [t]);
      const pool = new Set<number>([t * 10 + o, o * 10 + t]);
      while (pool.size < 5) pool.add(r.int(50, 99));
      return { kind: r.int(0, 4), n: r.int(51, 97), gap: r.int(3, 9), list: r.shuffle([...pool]) };
    },
    generate: ({ kind, n, gap, list }, rng) => {
      if (kind === 0 || kind === 1) {
        const largest = kind === 0;
        const [ko, en] = largest ? ['큰', 'greatest'] : ['작은', 'least'];
        const answer = largest ? Math.max(...list) : Math.min(...list);
        return multiple(rng, {
          subUnit: `${U}.s4`,
          difficulty: 2,
          stem: L(`다음 수 중에서 가장 ${ko} 수는 어느 것입니까?`, `Which of these numbers is the ${en}?`),
          correct: m(answer),
          wrong: countChoices(answer, list),
          steps: [
            L(
              '10개씩 묶음의 수(십의 자리)를 먼저 비교하고, 같으면 낱개의 수를 비교합니다.',
              'Compare the tens first; if they are the same, compare the ones.',
            ),
            L(
              `작은 수부터 차례로 놓으면 ${m([...list].sort((a, b) => a - b).join(',\\ '))}입니다.`,
              `From least to greatest: ${m([...list].sort((a, b) => a - b).join(',\\ '))}.`,
            ),
            L(`가장 ${ko} 수는 ${m(answer)}입니다.`, `The ${en} number is ${m(answer)}.`),
          ],
        });
      }
      if (kind === 2) {
        const lo = Math.min(n, 89);
        const hi = lo + gap;
        const answer = hi - lo - 1;
        return multiple(rng, {
          subUnit: `${U}.s3`,
          difficulty: 3,
          stem: L(
            `${withJosa(m(lo), '과/와')} ${m(hi)} 사이에 있는 수는 모두 몇 개입니까?`,
            `How many numbers are there between ${m(lo)} and ${m(hi)}?`,
          ),
          correct: m(answer),
          wrong: countChoices(answer, [hi - lo, hi - lo + 1, answer - 1, hi + lo]),
          steps: [
            L(
              `${m(lo)}보다 크고 ${m(hi)}보다 작은 수를 차례로 씁니다.`,
              `List the numbers greater than ${m(lo)} and less than ${m(hi)}.`,
            ),
            L(
              `${m(Array.from({ length: answer }, (_, i) => lo + 1 + i).join(',\\ '))}`,
              `${m(Array.from({ length: answer }, (_, i) => lo + 1 + i).join(',\\ '))}`,
            ),
            L(
              `모두 ${m(answer)}개입니다. 두 수는 세지 않습니다.`,
              `There are ${m(answer)}; the two end numbers are not counted.`,
            ),
          ],
        });
      }
      const more = kind === 3;
      const answer = more ? n + 1 : n - 1;
      return multiple(rng, {
        subUnit: `${U}.s3`,
        difficulty: 1,
        stem: more
          ? L(`${m(n)}보다 ${m(1)}만큼 더 큰 수는 무엇입니까?`, `What number is ${m(1)} more than ${m(n)}?`)
          : L(`${m(n)}보다 ${m(1)}만큼 더 작은 수는 무엇입니까?`, `What number is ${m(1)} less than ${m(n)}?`),
        correct: m(answer),
        wrong: countChoices(answer, [more ? n - 1 : n + 1, n + (more ? 10 : -10), answer + (more ? 1 : -1), n]),
        steps: [
          L(
            `수를 순서대로 셀 때 ${more ? '바로 뒤' : '바로 앞'}의 수를 찾습니다.`,
            `Find the number right ${more ? 'after' : 'before'} it when counting.`,
          ),
          L(
            `${m(n)}의 ${more ? '바로 뒤' : '바로 앞'}의 수는 ${m(answer)}입니다.`,
            `The number right ${more ? 'after' : 'before'} ${m(n)} is ${m(answer)}.`,
          ),
        ],
      });
    },
    // Compare choices digit by digit, or count the numbers between by walking.
    check: ({ kind, n, gap }, problem) => {
      if (kind <= 1) {
        const values = (problem.choices ?? []).map((c) => numberOf(c));
        const key = (v: number) => [Math.floor(v / 10), v % 10] as const;
        const best = values.reduce((a, b) => {
          const [ta, oa] = key(a);
          const [tb, ob] = key(b);
          const bBigger = tb > ta || (tb === ta && ob > oa);
          return (kind === 0) === bBigger ? b : a;
        });
        return keyIs(problem, best);
      }
      if (kind === 2) {
        let c = 0;
        const lo = Math.min(n, 89);
        for (let x = lo + 1; x < lo + gap; x++) c++;
        return keyIs(problem, c);
      }
      return keyIs(problem, countOn(n, kind === 3 ? 1 : -1));
    },
  }),
  defineTemplate(U, 'box-compare', {
    version: 1,
    params: (r) => ({
      tens: r.int(5, 8),
      ones: r.int(1, 8),
      other: r.int(0, 9),
      tensBox: r.int(0, 1) === 1,
      greater: r.int(0, 1) === 1,
      ask: r.pick<BoxAsk>(['count', 'greatest', 'least']),
    }),
    generate: ({ tens, ones, other, tensBox, greater, ask }) => {
      const n = tens * 10 + ones;
      const sign = greater ? '>' : '<';
      const [bigger, word] = greater ? ['큰', 'greater'] : ['작은', 'less'];
      // In the tens place a tie on the tens is decided by the ones; in the ones place the tens already agree.
      const tieFits = greater ? other > ones : other < ones;
      const tied = `${tens}${other}${tieFits ? sign : greater ? '<' : '>'}${n}`;
      const [tex, lo, fits, steps]: [string, number, number[], Array<readonly [string, string]>] = tensBox
        ? [
            `\\square${other}${sign}${n}`,
            1,
            Array.from({ length: 9 }, (_, i) => i + 1).filter(
              (d) => (greater ? d > tens : d < tens) || (d === tens && tieFits),
            ),
            [
              [
                `십의 자리 숫자를 먼저 비교합니다. ${m('\\square')} 안의 수가 ${m(tens)}보다 ${greater ? '크면' : '작으면'} 맞습니다.`,
                `Compare the tens first: any tens digit ${word} than ${m(tens)} works.`,
              ],
              [
                `${m('\\square')}에 ${withJosa(m(tens), '을/를')} 넣으면 일의 자리까지 비교합니다. ${m(tied)}이므로 ${withJosa(m(tens), '은/는')} 들어갈 수 ${tieFits ? '있습니다' : '없습니다'}.`,
                `With ${m(tens)} in the box, compare the ones too: ${m(tied)}, so ${m(tens)} ${tieFits ? 'works' : 'does not work'}.`,
              ],
            ],
          ]
        : [
            `${tens}\\square${sign}${n}`,
            0,
            Array.from({ length: 10 }, (_, d) => d).filter((d) => (greater ? d > ones : d < ones)),
            [
              [
                `십의 자리 숫자가 ${withJosa(m(tens), '으로/로')} 같으므로 일의 자리 숫자를 비교합니다.`,
                `The tens digits are both ${m(tens)}, so compare the ones digits.`,
              ],
              [
                `${m('\\square')} 안에는 ${m(ones)}보다 ${bigger} 수가 들어가야 합니다.`,
                `The digit in the box must be ${word} than ${m(ones)}.`,
              ],
            ],
          ];
      return boxFitEssay({ subUnit: `${U}.s4`, tex, lo, hi: 9, ask, fits, difficulty: 3, steps });
    },
    // Put every digit in the box and compare the two numbers.
    check: ({ tens, ones, other, tensBox, greater, ask }, problem) => {
      const n = tens * 10 + ones;
      const sign = greater ? '>' : '<';
      const fits = tensBox ? boxFits(`\\square${other}${sign}${n}`, 1, 9) : boxFits(`${tens}\\square${sign}${n}`, 0, 9);
      const answer = ask === 'count' ? fits.length : ask === 'greatest' ? Math.max(...fits) : Math.min(...fits);
      return fits.length > 0 && keyIs(problem, answer);
    },
  }),

  defineTemplate(U, 'digit-cards', {
    version: 1,
    params: (r) => ({ cards: r.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 4), ask: r.int(0, 3) }),
    generate: ({ cards, ask }) => {
      const greatest = ask % 2 === 0;
      const second = ask >= 2;
      const made = cardNumbers(cards, 2);
      const answer = made.at(greatest ? (second ? -2 : -1) : second ? 1 : 0) as number;
      const first = made.at(greatest ? -1 : 0) as number;
      const sorted = [...cards].sort((a, b) => (greatest ? b - a : a - b));
      const shown = cards.map((c) => m(c)).join(', ');
      const [ko, en] = greatest ? ['큰', 'greatest'] : ['작은', 'least'];
      const zero = !greatest && cards.includes(0);
      return essay({
        subUnit: `${U}.s4`,
        difficulty: second ? 4 : 3,
        stem: [
          `숫자 카드 ${shown} 중에서 ${m(2)}장을 골라 한 번씩만 사용하여 몇십몇을 만들려고 합니다. 만들 수 있는 수 중에서 ${second ? '두 번째로' : '가장'} ${ko} 수를 구해 보세요.`,
          `Choose ${m(2)} of the digit cards ${shown} and use each once to make a two-digit number. What is the ${second ? 'second ' : ''}${en} number you can make?`,
        ],
        answer: String(answer),
        form: 'number',
        steps: [
          [
            `카드의 숫자를 ${ko} 것부터 차례로 쓰면 ${sorted.map((c) => m(c)).join(', ')}입니다.`,
            `Order the digits from ${greatest ? 'greatest to least' : 'least to greatest'}: ${sorted.map((c) => m(c)).join(', ')}.`,
          ],
          [
            `가장 ${ko} 수는 십의 자리에 가장 ${ko} 숫자를, 일의 자리에 그다음으로 ${ko} 숫자를 놓아 만듭니다${zero ? `. 이때 ${withJosa(m(0), '은/는')} 십의 자리에 올 수 없습니다` : ''}: ${m(first)}`,
            `For the ${en} number, put the ${en} digit in the tens place and the next one in the ones place${zero ? `; ${m(0)} cannot go in the tens place` : ''}: ${m(first)}.`,
          ],
          ...(second
            ? [
                [
                  `두 번째로 ${ko} 수는 십의 자리 숫자는 그대로 두고 일의 자리에 그다음으로 ${ko} 숫자를 놓은 ${m(answer)}입니다.`,
                  `The second ${en} keeps the tens digit and puts the next digit in the ones place: ${m(answer)}.`,
                ] as const,
              ]
            : []),
        ],
      });
    },
    // Every two-digit number, kept when its two different digits are both on the cards.
    check: ({ cards, ask }, problem) => {
      const made: number[] = [];
      for (let t = 1; t <= 9; t++)
        for (let o = 0; o <= 9; o++) if (t !== o && cards.includes(t) && cards.includes(o)) made.push(t * 10 + o);
      const at = [made.length - 1, 0, made.length - 2, 1][ask] as number;
      return keyIs(problem, made[at] as number);
    },
  }),

  defineTemplate(U, 'numbers-from-clues', {
    version: 2,
    params: (r) => {
      const lo = r.int(5, 7) * 10;
      return { lo, hi: Math.min(100, lo + r.int(2, 3) * 10), even: r.int(0, 1) === 1, onesBigger: r.int(0, 1) === 1 };
    },
    generate: ({ lo, hi, even, onesBigger }) => {
      const [kindKo, kindEn] = even ? ['짝수', 'even'] : ['홀수', 'odd'];
      const fits = Array.from({ length: hi - lo - 1 }, (_, i) => lo + 1 + i).filter(
        (n) => n % 2 === (even ? 0 : 1) && (onesBigger ? n % 10 > Math.floor(n / 10) : n % 10 < Math.floor(n / 10)),
      );
      const byTens = [...new Set(fits.map((n) => Math.floor(n / 10)))].map((t) =>
        fits.filter((n) => Math.floor(n / 10) === t),
      );
      return essay({
        subUnit: `${U}.s5`,
        difficulty: 4,
        stem: [
          `다음 조건을 모두 만족하는 수는 모두 몇 개입니까? ${m(lo)}보다 크고 ${m(hi)}보다 작은 수입니다. ${kindKo}입니다. 일의 자리 숫자가 십의 자리 숫자보다 ${onesBigger ? '큽니다' : '작습니다'}.`,
          `How many numbers fit all these clues? The number is greater than ${m(lo)} and less than ${m(hi)}. It is ${kindEn}. Its ones digit is ${onesBigger ? 'greater' : 'less'} than its tens digit.`,
        ],
        answer: String(fits.length),
        form: 'number',
        unit: '개',
        steps: [
          [
            `핵심은 십의 자리 숫자별로 나누어 차례로 찾는 것입니다. ${m(lo)}보다 크고 ${m(hi)}보다 작은 ${kindKo}에서 일의 자리 숫자와 십의 자리 숫자를 비교합니다.`,
            `The key is to go through the tens one at a time. Look at the ${kindEn} numbers between ${m(lo)} and ${m(hi)} and compare their two digits.`,
          ],
          ...byTens.map(
            (group) =>
              [
                `십의 자리 숫자가 ${m(Math.floor((group[0] as number) / 10))}인 수: ${group.map((n) => m(n)).join(', ')}`,
                `Tens digit ${m(Math.floor((group[0] as number) / 10))}: ${group.map((n) => m(n)).join(', ')}`,
              ] as const,
          ),
          [`모두 ${m(fits.length)}개입니다.`, `That makes ${count(fits.length, 'number')}.`],
        ],
      });
    },
    // Build each number from a tens digit and a ones digit, and test every clue.
    check: ({ lo, hi, even, onesBigger }, problem) => {
      let found = 0;
      for (let t = 1; t <= 9; t++) {
        for (let o = 0; o <= 9; o++) {
          const n = groups(10, t) + o;
          const parity = o % 2 === 0;
          if (n > lo && n < hi && parity === even && (onesBigger ? o > t : o < t)) found++;
        }
      }
      return found > 0 && keyIs(problem, found);
    },
  }),

  defineTemplate(U, 'bundles-and-loose', {
    version: 1,
    params: (r) => ({ tens: r.int(4, 7), loose: r.int(11, 19), thing: r.pick(THINGS) }),
    ranges: { loose: [11, 19] },
    generate: ({ tens, loose, thing }) => {
      const n = tens * 10 + loose;
      const c = thing.counter;
      return essay({
        subUnit: `${U}.s2`,
        difficulty: 4,
        stem: [
          `${withJosa(thing.ko, '이/가')} ${m(10)}${c}씩 ${m(tens)}묶음과 낱개 ${m(loose)}${c} 있습니다. ${withJosa(thing.ko, '은/는')} 모두 몇 ${c}입니까?`,
          `There are ${m(tens)} bundles of ${m(10)} ${thing.many} and ${count(loose, `loose ${thing.one}`, `loose ${thing.many}`)}. How many ${thing.many} are there in all?`,
        ],
        answer: String(n),
        form: 'number',
        unit: c,
        steps: [
          [
            `핵심은 낱개가 ${m(10)}${c}보다 많으면 ${withJosa(`${m(10)}${c}`, '을/를')} 한 묶음으로 바꾸는 것입니다. 낱개 ${withJosa(`${m(loose)}${c}`, '은/는')} ${m(10)}${c}씩 ${m(1)}묶음과 낱개 ${m(loose - 10)}${c}입니다.`,
            `The key idea: when there are more than ${m(10)} loose ones, make another bundle of ${m(10)}. The ${m(loose)} loose ${thing.many} are ${m(1)} bundle of ${m(10)} and ${m(loose - 10)} more.`,
          ],
          [
            `그러면 ${m(10)}${c}씩 ${m(tens + 1)}묶음과 낱개 ${m(loose - 10)}${c}이므로 ${m(n)}${c}입니다.`,
            `That makes ${m(tens + 1)} bundles of ${m(10)} and ${m(loose - 10)} more: ${m(n)} ${thing.many}.`,
          ],
        ],
      });
    },
    // Count on the loose ones one by one from the bundles.
    check: ({ tens, loose }, problem) => keyIs(problem, countOn(groups(10, tens), loose)),
  }),

  defineTemplate(U, 'number-line-ten-more', {
    version: 2,
    params: (r) => ({ start: r.int(5, 8) * 10, at: r.int(1, 9), more: r.int(0, 1) === 1 }),
    generate: ({ start, at, more }) => {
      const n = start + at;
      const answer = more ? n + 10 : n - 10;
      const [ko, en, tensEn] = more ? ['큰', 'more', 'greater'] : ['작은', 'less', 'less'];
      const figure = numberLine({ min: start, max: start + 10, labelEvery: 5, points: [{ value: n, label: 'A' }] });
      const asked = essay({
        subUnit: `${U}.s3`,
        difficulty: 2,
        stem: [
          `수직선에서 점 A가 나타내는 수보다 ${m(10)}만큼 더 ${ko} 수를 쓰세요.`,
          `Write the number that is ${m(10)} ${en} than the number at point A on the number line.`,
        ],
        answer: String(answer),
        form: 'number',
        steps: [
          [
            `눈금 한 칸은 ${m(1)}입니다. ${m(start)}에서부터 세어 보면 점 A는 ${withJosa(m(n), '을/를')} 나타냅니다.`,
            `Each tick is ${m(1)}. Count on from ${m(start)}: point A is at ${m(n)}.`,
          ],
          [
            `${m(10)}만큼 더 ${ko} 수는 십의 자리 숫자가 ${m(1)} ${ko} 수이므로 ${m(answer)}입니다.`,
            `${m(10)} ${en} makes the tens digit ${m(1)} ${tensEn}: ${m(answer)}.`,
          ],
        ],
      });
      return withFigure(asked, figure);
    },
    // Read point A from the figure's description and count ten steps along.
    check: ({ more }, problem) => {
      const at = Number(/Point A is at (\d+)/.exec(problem.figure?.alt.en ?? '')?.[1]);
      return keyIs(problem, countOn(at, more ? 10 : -10));
    },
  }),
];
