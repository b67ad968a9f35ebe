// 1학년 2학기 4단원 덧셈과 뺄셈(2): adding past 10 by making ten, subtracting through 10.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { PEOPLE, THINGS, callKo, nameWith, twoPeople } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { addStory, countChoices, subStory } from '../kit/stories.js';
import { countOn, findOnly } from '../kit/counting.js';
import { boxAnswer, boxFitEssay, boxFits, mixedUpAddSub, mixedUpKey } from '../kit/workbook.js';
import { numberLine, withFigure } from '../kit/figures.js';

const U = 'kr-e1-2-4';

export const templates = [
  defineTemplate(U, 'add-past-ten', {
    version: 2,
    params: (r) => {
      const a = r.int(2, 9);
      return { a, b: r.int(11 - a, 9), kind: r.int(0, 2) };
    },
    generate: ({ a, b, kind }) => {
      const sum = a + b;
      const need = 10 - a;
      const rest = b - need;
      const stem =
        kind === 0
          ? L(`계산해 보세요. ${m(`${a}+${b}=\\square`)}`, `Find the sum. ${m(`${a}+${b}=\\square`)}`)
          : kind === 1
            ? L(
                `${withJosa(m(b), '을/를')} 가르기하여 ${m(10)}을 만들었습니다. ${m(`${a}+${b}=${a}+${need}+\\square`)}에서 ${m('\\square')} 안에 알맞은 수를 쓰세요.`,
                `${m(b)} was split to make ten. What goes in the box? ${m(`${a}+${b}=${a}+${need}+\\square`)}`,
              )
            : L(
                `${m(a)}에 ${withJosa(m(b), '을/를')} 더하면 얼마입니까? ${m(10)}을 만들어 계산해 보세요.`,
                `What is ${m(a)} plus ${m(b)}? Make ten to find it.`,
              );
      const answer = kind === 1 ? rest : sum;
      return essay({
        subUnit: `${U}.s1`,
        difficulty: kind === 1 ? 3 : 2,
        stem,
        answer: String(answer),
        form: 'number',
        steps: [
          L(
            `${withJosa(m(a), '과/와')} 더해서 ${m(10)}이 되려면 ${withJosa(m(need), '이/가')} 필요하므로 ${withJosa(m(b), '을/를')} ${withJosa(m(need), '과/와')} ${withJosa(m(rest), '으로/로')} 가릅니다.`,
            `${m(a)} needs ${m(need)} more to make ${m(10)}, so split ${m(b)} into ${m(need)} and ${m(rest)}.`,
          ),
          L(
            `${m(`${a}+${need}=10`)}, ${m(`10+${rest}=${sum}`)}`,
            `${m(`${a}+${need}=10`)}, then ${m(`10+${rest}=${sum}`)}.`,
          ),
          L(`답은 ${m(answer)}입니다.`, `The answer is ${m(answer)}.`),
        ],
      });
    },
    // Count on from a one at a time; for the box, find what completes the split.
    check: ({ a, b, kind }, problem) =>
      keyIs(problem, kind === 1 ? findOnly(0, 9, (x) => countOn(10 - a, x) === b) : countOn(a, b)),
  }),

  defineTemplate(U, 'subtract-through-ten', {
    version: 2,
    params: (r) => {
      const ones = r.int(1, 8);
      return { whole: 10 + ones, b: r.int(ones + 1, 9), way: r.int(0, 1), frame: r.int(0, 3) };
    },
    generate: ({ whole, b, way, frame }, rng) => {
      const ones = whole - 10;
      const answer = whole - b;
      return multiple(rng, {
        subUnit: `${U}.s2`,
        difficulty: 2,
        stem:
          [
            L(`계산해 보세요. ${m(`${whole}-${b}`)}`, `Subtract. ${m(`${whole}-${b}`)}`),
            L(
              `${m('\\square')} 안에 알맞은 수는 무엇입니까? ${m(`${whole}-${b}=\\square`)}`,
              `What number goes in the box? ${m(`${whole}-${b}=\\square`)}`,
            ),
            L(`${m(whole)}보다 ${m(b)}만큼 더 작은 수는 무엇입니까?`, `What number is ${m(b)} less than ${m(whole)}?`),
            L(
              `${m(whole)}에서 ${withJosa(m(b), '을/를')} 빼면 얼마입니까?`,
              `What do you get when you take ${m(b)} away from ${m(whole)}?`,
            ),
          ][frame] ?? L('', ''),
        correct: m(answer),
        wrong: countChoices(answer, [10 + (b - ones), b - ones, 10 - b, answer + 1, answer - 1]),
        steps:
          way === 0
            ? [
                L(
                  `${m(whole)}에서 먼저 ${withJosa(m(ones), '을/를')} 빼면 ${m(10)}입니다.`,
                  `First take ${m(ones)} from ${m(whole)} to get ${m(10)}.`,
                ),
                L(
                  `남은 ${withJosa(m(b - ones), '을/를')} ${m(10)}에서 빼면 ${m(answer)}입니다.`,
                  `Then take the remaining ${m(b - ones)} from ${m(10)} to get ${m(answer)}.`,
                ),
              ]
            : [
                L(
                  `${withJosa(m(whole), '을/를')} ${withJosa(m(10), '과/와')} ${withJosa(m(ones), '으로/로')} 가릅니다.`,
                  `Split ${m(whole)} into ${m(10)} and ${m(ones)}.`,
                ),
                L(
                  `${m(`10-${b}=${10 - b}`)}, ${m(`${10 - b}+${ones}=${answer}`)}`,
                  `${m(`10-${b}=${10 - b}`)}, then ${m(`${10 - b}+${ones}=${answer}`)}.`,
                ),
              ],
      });
    },
    // Count back from the whole one at a time.
    check: ({ whole, b }, problem) => keyIs(problem, countOn(whole, -b)),
  }),

  defineTemplate(U, 'story-past-ten', {
    version: 2,
    params: (r) => {
      const add = r.int(0, 1) === 1;
      const a = r.int(2, 9);
      const b = r.int(11 - a, 9);
      const p = r.pick(PEOPLE);
      return { add, a, b, kind: r.int(0, 2), p, q: r.pick(PEOPLE.filter((x) => x !== p)), t: r.pick(THINGS) };
    },
    generate: ({ add, a, b, kind, p, q, t }) => {
      const sum = a + b;
      const stem = add ? addStory(kind, a, b, p, q, t) : subStory(kind, sum, b, p, q, t);
      const answer = add ? sum : a;
      const tex = add ? `${a}+${b}=${sum}` : `${sum}-${b}=${a}`;
      return essay({
        subUnit: `${U}.${add ? 's1' : 's2'}`,
        difficulty: 3,
        stem,
        answer: String(answer),
        form: 'number',
        steps: [
          L(
            add ? '모두 몇인지 구하므로 덧셈을 합니다.' : '남은 수나 차이를 구하므로 뺄셈을 합니다.',
            add ? 'We want the total, so we add.' : 'We want what is left or the difference, so we subtract.',
          ),
          L(`${m(tex)}`, `${m(tex)}`),
          L(`답은 ${m(answer)}${t.counter}입니다.`, `The answer is ${count(answer, t.one, t.many)}.`),
        ],
      });
    },
    // Recount: start from the first amount and step by ones.
    check: ({ add, a, b }, problem) => keyIs(problem, add ? countOn(a, b) : countOn(a + b, -b)),
  }),
  defineTemplate(U, 'mixed-up', {
    version: 1,
    params: (r) => {
      const add = r.int(0, 1) === 1;
      // add: x - k is written down and x + k passes 10; subtract: x is a teen, x + k stays below 20.
      const x = add ? r.int(6, 9) : r.int(11, 14);
      const k = add ? r.int(11 - x, x - 1) : r.int(x - 9, 19 - x);
      return { add, x, k, person: r.pick(PEOPLE) };
    },
    generate: ({ add, x, k, person }) =>
      mixedUpAddSub({ x, k, add, person, difficulty: 4, subUnit: add ? `${U}.s1` : `${U}.s2` }),
    // Try every number against the mistaken result.
    check: ({ add, x, k }, problem) => keyIs(problem, mixedUpKey({ k, wrong: add ? x - k : x + k, add, max: 30 })),
  }),

  defineTemplate(U, 'box-fit', {
    version: 1,
    params: (r) => {
      const a = r.int(4, 9);
      return { a, b: r.int(11, a + 7), least: r.int(0, 1) === 1 };
    },
    generate: ({ a, b, least }) => {
      const edge = b - a;
      const tex = `${a}+\\square>${b}`;
      return boxFitEssay({
        tex,
        lo: 1,
        hi: 9,
        ask: least ? 'least' : 'count',
        fits: Array.from({ length: 9 - edge }, (_, i) => edge + 1 + i),
        difficulty: 4,
        subUnit: `${U}.s1`,
        steps: [
          [
            `먼저 ${withJosa(m(`${a}+\\square=${b}`), '이/가')} 되는 수를 찾는 것이 열쇠입니다. ${m(`${a}+${edge}=${b}`)}이므로 ${m(edge)}입니다.`,
            `The key is to find first the number that makes ${m(`${a}+\\square=${b}`)}: ${m(`${a}+${edge}=${b}`)}, so it is ${m(edge)}.`,
          ],
          [
            `합이 ${m(b)}보다 크려면 ${m('\\square')}에는 ${m(edge)}보다 큰 수가 들어가야 합니다.`,
            `For the sum to be more than ${m(b)}, the box needs a number greater than ${m(edge)}.`,
          ],
        ],
      });
    },
    // Put each number 1 to 9 in the box and test the inequality.
    check: ({ a, b, least }, problem) =>
      keyIs(problem, boxAnswer(boxFits(`${a}+\\square>${b}`, 1, 9), least ? 'least' : 'count')),
  }),

  defineTemplate(U, 'card-sums-past-ten', {
    version: 2,
    params: (r) => {
      // Two cards that pass ten, then two more of the rest.
      const a = r.int(6, 9);
      const b = r.intExcept(11 - a, 9, [a]);
      const rest = r.shuffle([2, 3, 4, 5, 6, 7, 8, 9].filter((c) => c !== a && c !== b)).slice(0, 2);
      return { cards: [a, b, ...rest].sort((x, y) => x - y) };
    },
    generate: ({ cards }) => {
      const pairs = cards.flatMap((x, i) => cards.slice(i + 1).map((y) => [x, y] as const));
      const over = pairs.filter(([x, y]) => x + y > 10);
      const shown = cards.map((c) => m(`\\boxed{${c}}`)).join(' ');
      const sums = pairs.map(([x, y]) => m(`${x}+${y}=${x + y}`)).join(', ');
      return essay({
        subUnit: `${U}.s1`,
        difficulty: 4,
        stem: [
          `수 카드 중에서 두 장을 골라 더했을 때 합이 ${m(10)}보다 큰 것은 모두 몇 가지입니까? ${shown}`,
          `Pick two of these number cards and add them. How many of the pairs have a sum greater than ${m(10)}? ${shown}`,
        ],
        answer: String(over.length),
        form: 'number',
        unit: '가지',
        steps: [
          [
            `네 장 중 두 장을 고르는 방법을 빠짐없이 차례로 써 보는 것이 열쇠입니다: ${sums}`,
            `The key is to list every pair of the four cards in order: ${sums}.`,
          ],
          [
            `합이 ${m(10)}보다 큰 것은 ${over.length === 0 ? '없습니다' : `${over.map(([x, y]) => m(`${x}+${y}`)).join(', ')}입니다`}.`,
            `The sums greater than ${m(10)} are ${over.length === 0 ? 'none' : over.map(([x, y]) => m(`${x}+${y}`)).join(', ')}.`,
          ],
          [`모두 ${m(over.length)}가지입니다.`, `That is ${m(over.length)} ${over.length === 1 ? 'pair' : 'pairs'}.`],
        ],
      });
    },
    // Try every two cards, counting on from one by the other.
    check: ({ cards }, problem) => {
      let n = 0;
      for (let i = 0; i < cards.length; i++)
        for (let j = i + 1; j < cards.length; j++) if (countOn(cards[i]!, cards[j]!) > 10) n++;
      return keyIs(problem, n);
    },
  }),

  defineTemplate(U, 'paper-left', {
    version: 1,
    params: (r) => {
      const total = r.int(12, 18);
      const first = r.int(total - 9, 9);
      return { total, first, second: r.int(1, total - first - 1), people: twoPeople(r) };
    },
    generate: ({ total, first, second, people: [p, q] }, rng) => {
      const mid = total - first;
      const left = mid - second;
      return multiple(rng, {
        subUnit: `${U}.s2`,
        difficulty: 3,
        stem: [
          `색종이가 ${m(total)}장 있습니다. ${nameWith(p, '가')} ${m(first)}장, ${nameWith(q, '가')} ${m(second)}장을 사용했습니다. 남은 색종이는 몇 장입니까?`,
          `There are ${m(total)} sheets of colored paper. ${p.en} uses ${m(first)} and ${q.en} uses ${m(second)}. How many sheets are left?`,
        ],
        correct: m(left),
        wrong: countChoices(left, [mid, total - second, first + second, left + 1, total - first + second]),
        steps: [
          [
            `${callKo(p)}가 사용하고 남은 것: ${m(`${total}-${first}=${mid}`)}`,
            `After ${p.en}: ${m(`${total}-${first}=${mid}`)}.`,
          ],
          [
            `${callKo(q)}가 사용하고 남은 것: ${m(`${mid}-${second}=${left}`)}`,
            `After ${q.en}: ${m(`${mid}-${second}=${left}`)}.`,
          ],
          [`남은 색종이는 ${m(left)}장입니다.`, `${m(left)} ${left === 1 ? 'sheet is' : 'sheets are'} left.`],
        ],
      });
    },
    // Take the sheets away one at a time.
    check: ({ total, first, second }, problem) => keyIs(problem, countOn(countOn(total, -first), -second)),
  }),

  defineTemplate(U, 'number-line-jump', {
    version: 2,
    params: (r) => {
      const a = r.int(3, 9);
      return { a, k: r.int(11 - a, 9), back: r.int(0, 1) === 1 };
    },
    generate: ({ a, k, back }, rng) => {
      // back: A is the teen a + k and the jump goes left by k.
      const at = back ? a + k : a;
      const answer = back ? a : a + k;
      const problem = multiple(rng, {
        subUnit: back ? `${U}.s2` : `${U}.s1`,
        difficulty: 2,
        stem: [
          `수직선의 점 A에서 ${back ? '왼쪽' : '오른쪽'}으로 ${m(k)}칸 뛰어 간 곳의 수는 무엇입니까?`,
          `Start at point A on the number line and jump ${m(k)} ticks to the ${back ? 'left' : 'right'}. What number do you land on?`,
        ],
        correct: m(answer),
        wrong: countChoices(answer, [at, answer - 1, answer + 1, 10, back ? answer + 2 : answer - 2]),
        steps: [
          [`점 A가 나타내는 수는 ${m(at)}입니다.`, `Point A is at ${m(at)}.`],
          [
            back
              ? `왼쪽으로 ${m(k)}칸 가는 것은 ${withJosa(m(k), '을/를')} 빼는 것입니다: ${m(`${at}-${k}=${answer}`)}`
              : `오른쪽으로 ${m(k)}칸 가는 것은 ${withJosa(m(k), '을/를')} 더하는 것입니다: ${m(`${at}+${k}=${answer}`)}`,
            back
              ? `Jumping ${m(k)} to the left takes away ${m(k)}: ${m(`${at}-${k}=${answer}`)}.`
              : `Jumping ${m(k)} to the right adds ${m(k)}: ${m(`${at}+${k}=${answer}`)}.`,
          ],
        ],
      });
      return withFigure(problem, numberLine({ min: 0, max: 20, labelEvery: 5, points: [{ value: at, label: 'A' }] }));
    },
    // Read A from the figure's description and step along one tick at a time.
    check: ({ k, back }, problem) => {
      const at = Number(/Point A is at (\d+)/.exec(problem.figure?.alt.en ?? '')?.[1]);
      return keyIs(problem, countOn(at, back ? -k : k));
    },
  }),
];
