// 3학년 1학기 1단원 덧셈과 뺄셈: three-digit addition and subtraction with carrying and borrowing.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { mathWithJosa, withJosa } from '../kit/korean.js';
import { callKo, PEOPLE } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { columnAdd, columnSub } from '../kit/counting.js';

const UNIT = 'kr-e3-1-1';

const digits = (n: number) => [Math.floor(n / 100), Math.floor(n / 10) % 10, n % 10];

/** Subtracting the smaller digit from the larger in each place: the classic no-borrow mistake. */
function noBorrow(a: number, b: number): number {
  const da = digits(a);
  const db = digits(b);
  return da.reduce((acc, d, i) => acc * 10 + Math.abs(d - (db[i] ?? 0)), 0);
}

/** Adding digit by digit and dropping every carry. */
function noCarry(a: number, b: number): number {
  const da = digits(a);
  const db = digits(b);
  return da.reduce((acc, d, i) => acc * 10 + ((d + (db[i] ?? 0)) % 10), 0);
}

const STORIES = [
  {
    ko: ['도서관에 동화책이', '권', '과학책이', '권 있습니다'],
    en: ['The library has', 'storybooks and', 'science books'],
    unit: '권',
    q: ['책은 모두 몇 권입니까?', 'How many books are there in all?'],
    diff: ['동화책은 과학책보다 몇 권 더 많습니까?', 'How many more storybooks are there than science books?'],
  },
  {
    ko: ['과수원에서 사과를 어제', '개, 오늘', '개 땄습니다'],
    en: ['An orchard picked', 'apples yesterday and', 'apples today'],
    unit: '개',
    q: ['이틀 동안 딴 사과는 모두 몇 개입니까?', 'How many apples were picked in the two days?'],
    diff: ['어제는 오늘보다 몇 개 더 많이 땄습니까?', 'How many more apples were picked yesterday than today?'],
  },
  {
    ko: ['줄넘기를 지난주에', '번, 이번 주에', '번 했습니다'],
    en: ['Someone jumped rope', 'times last week and', 'times this week'],
    unit: '번',
    q: ['두 주 동안 모두 몇 번 했습니까?', 'How many jumps were there in the two weeks?'],
    diff: [
      '지난주에는 이번 주보다 몇 번 더 많이 했습니까?',
      'How many more jumps were there last week than this week?',
    ],
  },
  {
    ko: ['공연장에 어른이', '명, 어린이가', '명 왔습니다'],
    en: ['A concert had', 'adults and', 'children'],
    unit: '명',
    q: ['공연장에 온 사람은 모두 몇 명입니까?', 'How many people came in all?'],
    diff: ['어른은 어린이보다 몇 명 더 많이 왔습니까?', 'How many more adults than children came?'],
  },
];

export const templates = [
  defineTemplate(UNIT, 'add-three-digit', {
    version: 2,
    params: (r) => ({ a: r.int(101, 899), b: r.int(101, 899), frame: r.int(0, 1) }),
    generate: ({ a, b, frame }) => {
      const sum = a + b;
      const carries = [(a % 10) + (b % 10) >= 10, (a % 100) + (b % 100) >= 100].filter(Boolean).length;
      return essay({
        difficulty: carries === 0 ? 2 : carries === 1 ? 3 : 4,
        stem: frame
          ? L(`다음을 계산하시오. ${m(`${a}+${b}`)}`, `Add. ${m(`${a}+${b}`)}`)
          : L(`${mathWithJosa(a, '과/와')} ${m(b)}의 합을 구하시오.`, `Find the sum of ${m(a)} and ${m(b)}.`),
        answer: String(sum),
        form: 'number',
        steps: [
          L(
            '일의 자리, 십의 자리, 백의 자리 순서로 더합니다. 같은 자리의 합이 10이거나 10보다 크면 윗자리로 받아올림합니다.',
            'Add the ones, then the tens, then the hundreds; when a place adds to 10 or more, carry 1 to the next place.',
          ),
          L(`${m(`${a}+${b}=${sum}`)}`, `${m(`${a}+${b}=${sum}`)}`),
        ],
      });
    },
    // Count up from a in hundreds, tens and ones.
    check: ({ a, b }, problem) => {
      let x = a;
      const [h, t, o] = digits(b);
      for (let i = 0; i < (h ?? 0); i++) x += 100;
      for (let i = 0; i < (t ?? 0); i++) x += 10;
      for (let i = 0; i < (o ?? 0); i++) x += 1;
      return keyIs(problem, x);
    },
  }),

  defineTemplate(UNIT, 'subtract-three-digit', {
    version: 2,
    params: (r) => {
      const a = r.int(300, 999);
      return { a, b: r.int(101, a - 50), frame: r.int(0, 1) };
    },
    generate: ({ a, b, frame }, rng) => {
      const d = a - b;
      return multiple(rng, {
        difficulty: a % 10 < b % 10 || a % 100 < b % 100 ? 3 : 2,
        stem: frame
          ? L(`다음을 계산하시오. ${m(`${a}-${b}`)}`, `Subtract. ${m(`${a}-${b}`)}`)
          : L(`${m(a)}보다 ${m(b)} 작은 수는 얼마입니까?`, `What number is ${m(b)} less than ${m(a)}?`),
        correct: m(d),
        wrong: countChoices(d, [noBorrow(a, b), d + 10, d - 10, d + 100, a + b]),
        steps: [
          L(
            '일의 자리부터 빼고, 뺄 수 없으면 바로 윗자리에서 10을 받아내림합니다.',
            'Subtract from the ones place up; when a digit is too small, regroup 10 from the next place.',
          ),
          L(`${m(`${a}-${b}=${d}`)}`, `${m(`${a}-${b}=${d}`)}`),
          L(`확인: ${m(`${d}+${b}=${a}`)}`, `Check: ${m(`${d}+${b}=${a}`)}.`),
        ],
      });
    },
    // Column subtraction, confirmed by adding back.
    check: ({ a, b }, problem) => {
      const d = columnSub(a, b);
      return keyIs(problem, columnAdd(d, b) === a ? d : Number.NaN);
    },
  }),

  defineTemplate(UNIT, 'three-digit-story', {
    version: 2,
    params: (r) => {
      const x = r.int(150, 800);
      return { x, y: r.int(101, x - 20), add: r.int(0, 1) === 1, story: r.pick(STORIES), p: r.pick(PEOPLE) };
    },
    generate: ({ x, y, add, story, p }, rng) => {
      const answer = add ? x + y : x - y;
      const [k0, k1, k2, k3] = story.ko;
      const koFacts = k3 ? `${k0} ${m(x)}${k1}, ${k2} ${m(y)}${k3}.` : `${k0} ${m(x)}${k1} ${m(y)}${k2}.`;
      const [e0, e1, e2] = story.en;
      const enFacts = `${(e0 ?? '').replace('Someone', p.en)} ${m(x)} ${e1} ${m(y)} ${e2}.`;
      const koStart = koFacts.replace('줄넘기를', `${withJosa(callKo(p), '은/는')} 줄넘기를`);
      return multiple(rng, {
        difficulty: 3,
        stem: L(`${koStart} ${add ? story.q[0] : story.diff[0]}`, `${enFacts} ${add ? story.q[1] : story.diff[1]}`),
        correct: m(answer),
        wrong: countChoices(
          answer,
          add ? [noCarry(x, y), x - y, answer + 100, answer - 10] : [noBorrow(x, y), x + y, answer + 10, answer - 100],
        ),
        steps: [
          L(
            add ? '모두 몇인지 구하므로 덧셈을 합니다.' : '몇 더 많은지 구하므로 뺄셈을 합니다.',
            add ? 'We want the total, so we add.' : 'We want how many more, so we subtract.',
          ),
          L(
            `${m(add ? `${x}+${y}=${answer}` : `${x}-${y}=${answer}`)}`,
            `${m(add ? `${x}+${y}=${answer}` : `${x}-${y}=${answer}`)}`,
          ),
          L(`답은 ${m(answer)}${story.unit}입니다.`, `The answer is ${m(answer)}.`),
        ],
      });
    },
    // Column arithmetic on the two amounts.
    check: ({ x, y, add }, problem) => keyIs(problem, add ? columnAdd(x, y) : columnSub(x, y)),
  }),
];
