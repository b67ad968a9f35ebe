// 3학년 1학기 1단원 덧셈과 뺄셈: three-digit addition and subtraction with carrying and borrowing.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { mathWithJosa, withJosa } from '../kit/korean.js';
import { callKo, PEOPLE } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { columnAdd, columnSub } from '../kit/counting.js';
import { boxFitEssay, boxFits, cardNumbers, mixedUpAddSub, mixedUpKey } from '../kit/workbook.js';

const UNIT = 'kr-e3-1-1';
const S = (n: number) => `${UNIT}.s${n}`;

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
  defineTemplate(UNIT, 'mixed-up', {
    version: 1,
    params: (r) => ({ x: r.int(320, 780), k: r.int(125, 219), add: r.int(0, 1) === 1, person: r.pick(PEOPLE) }),
    generate: ({ x, k, add, person }) => mixedUpAddSub({ x, k, add, person, difficulty: 4, subUnit: S(add ? 2 : 4) }),
    // Try every number against the mistaken result.
    check: ({ x, k, add }, problem) => keyIs(problem, mixedUpKey({ k, wrong: add ? x - k : x + k, add, max: 999 })),
  }),

  defineTemplate(UNIT, 'cards-sum-difference', {
    version: 1,
    params: (r) => ({ cards: r.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 3), sum: r.int(0, 1) === 1 }),
    generate: ({ cards, sum }) => {
      const greatest = Number([...cards].sort((a, b) => b - a).join(''));
      const least = Number([...cards].sort((a, b) => a - b).join(''));
      const answer = sum ? greatest + least : greatest - least;
      const shown = cards.map((c) => m(c)).join(', ');
      return essay({
        subUnit: S(sum ? 2 : 4),
        difficulty: 3,
        stem: [
          `숫자 카드 ${withJosa(shown, '을/를')} 한 번씩 모두 사용하여 세 자리 수를 만들려고 합니다. 만들 수 있는 가장 큰 수와 가장 작은 수의 ${sum ? '합을' : '차를'} 구하시오.`,
          `Use each of the digit cards ${shown} once to make three-digit numbers. Find the ${sum ? 'sum' : 'difference'} of the greatest and the least numbers you can make.`,
        ],
        answer: String(answer),
        form: 'number',
        steps: [
          [
            `가장 큰 수는 높은 자리부터 큰 숫자를 놓은 ${m(greatest)}, 가장 작은 수는 작은 숫자를 놓은 ${m(least)}입니다.`,
            `The greatest number puts the greatest digits first: ${m(greatest)}; the least puts the least digits first: ${m(least)}.`,
          ],
          [
            `${m(sum ? `${greatest}+${least}=${answer}` : `${greatest}-${least}=${answer}`)}`,
            `${m(sum ? `${greatest}+${least}=${answer}` : `${greatest}-${least}=${answer}`)}`,
          ],
        ],
      });
    },
    // Every number the cards make, added or subtracted in columns.
    check: ({ cards, sum }, problem) => {
      const all = cardNumbers(cards, 3);
      const [least, greatest] = [all[0] as number, all.at(-1) as number];
      return keyIs(problem, sum ? columnAdd(greatest, least) : columnSub(greatest, least));
    },
  }),

  defineTemplate(UNIT, 'box-digit-sum', {
    version: 1,
    params: (r) => {
      const h = r.int(2, 5);
      const o = r.int(0, 9);
      // The first tens digit that no longer fits is 1 to 9, so some digits fit and some do not.
      const limit = h * 100 + r.int(1, 9) * 10 + o - r.int(0, 9);
      const target = Math.ceil((limit + 150) / 50) * 50;
      return { h, o, b: target - limit, target, ask: r.pick(['count', 'greatest', 'least'] as const) };
    },
    generate: ({ h, o, b, target, ask }) => {
      const tex = `${h}\\square${o}+${b}<${target}`;
      const limit = target - b;
      // The largest tens digit that keeps h?o below target - b.
      const fits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((t) => h * 100 + t * 10 + o < limit);
      return boxFitEssay({
        subUnit: S(2),
        tex,
        ask,
        fits,
        difficulty: 4,
        steps: [
          [
            `핵심은 덧셈식을 뺄셈으로 바꾸어 ${m(`${h}\\square${o}`)}의 범위를 먼저 구하는 것입니다: ${m(`${h}\\square${o}<${target}-${b}=${limit}`)}`,
            `The key is to turn the sum into a difference and find the range of ${m(`${h}\\square${o}`)} first: ${m(`${h}\\square${o}<${target}-${b}=${limit}`)}.`,
          ],
          [
            `십의 자리에 숫자를 하나씩 넣어 비교합니다. ${m(`${h}${fits.at(-1)}${o}<${limit}`)}이고 ${withJosa(m(`${h}${(fits.at(-1) ?? 0) + 1}${o}`), '은/는')} ${m(limit)}보다 작지 않습니다.`,
            `Try each tens digit: ${m(`${h}${fits.at(-1)}${o}<${limit}`)}, but ${m(`${h}${(fits.at(-1) ?? 0) + 1}${o}`)} is not less than ${m(limit)}.`,
          ],
        ],
      });
    },
    // Put each digit in the box and add.
    check: ({ h, o, b, target, ask }, problem) => {
      const fits = boxFits(`${h}\\square${o}+${b}<${target}`, 0, 9);
      return keyIs(problem, ask === 'count' ? fits.length : ask === 'greatest' ? Math.max(...fits) : Math.min(...fits));
    },
  }),
  defineTemplate(UNIT, 'estimate-sum', {
    version: 1,
    params: (r) => {
      // Each number a few away from a hundred, so rounding to the nearest hundred is plain.
      const near = () => r.int(2, 8) * 100 + r.pick([-3, -2, -1, 1, 2, 3]) * r.int(1, 3);
      const a = near();
      let b = near();
      // Different hundreds, so a difference is never estimated as 0.
      while (Math.round(b / 100) === Math.round(a / 100)) b = near();
      return { a, b, add: r.int(0, 1) === 1 };
    },
    generate: ({ a: a0, b: b0, add }, rng) => {
      const [a, b] = add || a0 > b0 ? [a0, b0] : [b0, a0];
      const ra = Math.round(a / 100) * 100;
      const rb = Math.round(b / 100) * 100;
      const estimate = add ? ra + rb : ra - rb;
      const exact = add ? a + b : a - b;
      const op = add ? '+' : '-';
      return multiple(rng, {
        subUnit: S(5),
        difficulty: 2,
        stem: [
          `${m(`${a}${op}${b}`)}의 값을 어림하면 약 얼마입니까? 각 수를 가장 가까운 몇백으로 어림하여 계산하시오.`,
          `Estimate ${m(`${a}${op}${b}`)} by rounding each number to the nearest hundred first.`,
        ],
        correct: m(estimate),
        wrong: countChoices(estimate, [
          estimate + 100,
          estimate - 100,
          exact,
          estimate + 200,
          Math.max(0, estimate - 200),
        ]),
        steps: [
          [
            `${withJosa(m(a), '은/는')} 약 ${m(ra)}, ${withJosa(m(b), '은/는')} 약 ${withJosa(m(rb), '으로/로')} 어림합니다.`,
            `${m(a)} is about ${m(ra)} and ${m(b)} is about ${m(rb)}.`,
          ],
          [
            `${m(`${ra}${op}${rb}=${estimate}`)}이므로 약 ${m(estimate)}입니다.`,
            `${m(`${ra}${op}${rb}=${estimate}`)}, so the answer is about ${m(estimate)}.`,
          ],
        ],
      });
    },
    // Round by looking at the tens digit, then add or subtract in columns.
    check: ({ a: a0, b: b0, add }, problem) => {
      const [a, b] = add || a0 > b0 ? [a0, b0] : [b0, a0];
      const round = (x: number) => Math.floor(x / 100) * 100 + (Math.floor(x / 10) % 10 >= 5 ? 100 : 0);
      return keyIs(problem, add ? columnAdd(round(a), round(b)) : columnSub(round(a), round(b)));
    },
  }),

  defineTemplate(UNIT, 'library-books', {
    version: 1,
    params: (r) => ({ start: r.int(420, 760), out: r.int(200, 289), back: r.int(105, 198) }),
    generate: ({ start, out, back }) => {
      const after = start - out;
      const answer = after + back;
      return essay({
        subUnit: S(4),
        difficulty: 3,
        stem: [
          `도서관에 책이 ${m(start)}권 있었습니다. 오전에 ${m(out)}권을 빌려 가고, 오후에 ${m(back)}권이 반납되었습니다. 지금 도서관에 있는 책은 몇 권입니까?`,
          `A library had ${m(start)} books. In the morning ${m(out)} books were checked out, and in the afternoon ${m(back)} books were returned. How many books are in the library now?`,
        ],
        answer: String(answer),
        form: 'number',
        unit: '권',
        steps: [
          [
            `빌려 간 책은 빼고, 반납된 책은 더합니다. 일어난 순서대로 계산합니다.`,
            'Subtract the books checked out and add the books returned, in the order it happened.',
          ],
          [`오전 뒤: ${m(`${start}-${out}=${after}`)}권`, `After the morning: ${m(`${start}-${out}=${after}`)}.`],
          [`오후 뒤: ${m(`${after}+${back}=${answer}`)}권`, `After the afternoon: ${m(`${after}+${back}=${answer}`)}.`],
        ],
      });
    },
    // Follow the books in columns: the returns first, then the loans (the order does not change the count).
    check: ({ start, out, back }, problem) => keyIs(problem, columnSub(columnAdd(start, back), out)),
  }),
];
