// 1학년 2학기 1단원 100까지의 수: tens and ones to 99, number words, order, comparing, even and odd.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { josa, withJosa } from '../kit/korean.js';
import { count, englishWords } from '../kit/english.js';
import { nativeKorean, sinoKorean } from '../kit/words.js';
import { THINGS } from '../kit/people.js';
import { keyIs, keyWhere, numberOf } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { countOn, groups } from '../kit/counting.js';

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
];
