// 1학년 1학기 1단원 9까지의 수: counting to 9, zero, order, one more and one less, comparing.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { josa, withJosa } from '../kit/korean.js';
import { PEOPLE, THINGS, callKo, nameWith } from '../kit/people.js';
import { keyIs, stemMath } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { numberLine, withFigure } from '../kit/figures.js';
import { count, englishWords, ordinal } from '../kit/english.js';
import { nativeKorean, sinoKorean } from '../kit/words.js';
import { findOnly } from '../kit/counting.js';

const U = 'kr-e1-1-1';

const SYMBOLS = [
  { tex: '\\bigstar', ko: '별', en: 'stars' },
  { tex: '\\heartsuit', ko: '하트', en: 'hearts' },
  { tex: '\\bigcirc', ko: '동그라미', en: 'circles' },
  { tex: '\\triangle', ko: '세모', en: 'triangles' },
  { tex: '\\square', ko: '네모', en: 'squares' },
  { tex: '\\diamondsuit', ko: '다이아몬드', en: 'diamonds' },
] as const;

const ORD_KO = ['', '첫째', '둘째', '셋째', '넷째', '다섯째'];
const ORD_EN = ['', 'first', 'second', 'third', 'fourth', 'fifth'];

export const templates = [
  defineTemplate(U, 'count-objects', {
    // Version 3: an empty box one time in five, so the few problems a unit of eight templates stores still teach 0.
    version: 3,
    params: (r) => ({
      n: r.int(0, 4) === 0 ? 0 : r.int(1, 9),
      symbol: r.pick(SYMBOLS),
      thing: r.pick(THINGS),
      person: r.pick(PEOPLE),
      ask: r.int(0, 2),
    }),
    ranges: { n: [0, 9] },
    generate: ({ n, symbol, thing, person, ask }) => {
      if (n === 0) {
        return essay({
          subUnit: `${U}.s6`,
          difficulty: 1,
          stem: [
            `${nameWith(person, '는')} 상자를 열어 보았는데 ${withJosa(thing.ko, '이/가')} 하나도 없었습니다. 상자 안의 ${thing.ko} 수를 수로 나타내어 보세요.`,
            `${person.en} opened a box, but there were no ${thing.many} in it at all. Write the number of ${thing.many} in the box.`,
          ],
          answer: '0',
          form: 'number',
          steps: [
            [
              `상자 안에는 ${withJosa(thing.ko, '이/가')} 하나도 없습니다.`,
              `There is not a single ${thing.one} in the box.`,
            ],
            [
              '아무것도 없는 것은 수 영으로 나타내고, 영은 숫자로 이렇게 씁니다.',
              'Nothing at all is the number zero, and we write zero with this digit.',
            ],
            [`그래서 답은 ${m(0)}입니다.`, `So the answer is ${m(0)}.`],
          ],
        });
      }
      const row = Array.from({ length: n }, () => symbol.tex).join('\\,');
      const question = [
        ['모두 몇 개입니까?', 'How many are there in all?'],
        ['세어 보고 수로 쓰세요.', 'Count them and write the number.'],
        [`${withJosa(symbol.ko, '은/는')} 몇 개인지 세어 보세요.`, `How many ${symbol.en} are there?`],
      ][ask] as [string, string];
      return essay({
        subUnit: n <= 5 ? `${U}.s1` : `${U}.s2`,
        difficulty: n <= 5 ? 1 : 2,
        stem: [`${m(row)} ${question[0]}`, `${m(row)} ${question[1]}`],
        answer: String(n),
        form: 'number',
        unit: '개',
        steps: [
          ['하나, 둘, 셋, … 하고 하나씩 짚으며 셉니다.', 'Point to each one as you count: one, two, three, and so on.'],
          [
            `마지막에 센 수가 ${m(n)}이므로 모두 ${m(n)}개입니다.`,
            `The last number you say is ${m(n)}, so the count is ${m(n)}.`,
          ],
        ],
      });
    },
    // Recount the symbols drawn in the stem itself.
    check: ({ symbol }, problem) => keyIs(problem, problem.stem.en.split(symbol.tex).length - 1),
  }),

  defineTemplate(U, 'neighbors', {
    version: 2,
    params: (r) => ({
      n: r.int(1, 8),
      ask: r.int(0, 4),
      story: r.int(0, 2),
      person: r.pick(PEOPLE),
      thing: r.pick(THINGS),
    }),
    ranges: { n: [1, 8] },
    generate: ({ n, ask, story, person, thing }, rng) => {
      const subUnit = ask <= 1 ? `${U}.s5` : `${U}.s4`;
      const intro =
        story === 0
          ? ['', '']
          : [
              `${nameWith(person, '는')} ${withJosa(thing.ko, '을/를')} ${m(n)}${thing.counter} 가지고 있습니다. `,
              `${person.en} has ${count(n, thing.one, thing.many)}. `,
            ];
      if (ask === 0 || ask === 1) {
        const more = ask === 0;
        const answer = more ? n + 1 : n - 1;
        const stem =
          story === 0
            ? more
              ? [`${m(n)}보다 ${m(1)}만큼 더 큰 수는 무엇입니까?`, `What number is ${m(1)} more than ${m(n)}?`]
              : [`${m(n)}보다 ${m(1)}만큼 더 작은 수는 무엇입니까?`, `What number is ${m(1)} less than ${m(n)}?`]
            : more
              ? [
                  `${intro[0]}친구가 ${m(1)}${withJosa(thing.counter, '을/를')} 더 주었습니다. 이제 ${withJosa(thing.ko, '은/는')} 몇 ${thing.counter}입니까?`,
                  `${intro[1]}A friend gives ${person.en} ${m(1)} more. How many ${thing.many} does ${person.en} have now?`,
                ]
              : [
                  `${intro[0]}그중 ${m(1)}${withJosa(thing.counter, '을/를')} 동생에게 주었습니다. 남은 ${withJosa(thing.ko, '은/는')} 몇 ${thing.counter}입니까?`,
                  `${intro[1]}${person.en} gives ${m(1)} to a younger brother. How many ${thing.many} are left?`,
                ];
        return multiple(rng, {
          subUnit,
          difficulty: 1,
          stem: stem as [string, string],
          correct: m(answer),
          wrong: countChoices(answer, more ? [n - 1, n, n + 2, 1] : [n + 1, n, n - 2, 1]),
          steps: more
            ? [
                [
                  '1만큼 더 큰 수는 수를 순서대로 셀 때 바로 뒤의 수입니다.',
                  'One more is the number that comes right after when you count.',
                ],
                [`${m(n)} 바로 뒤의 수는 ${m(n + 1)}입니다.`, `The number right after ${m(n)} is ${m(n + 1)}.`],
              ]
            : [
                [
                  '1만큼 더 작은 수는 수를 순서대로 셀 때 바로 앞의 수입니다.',
                  'One less is the number that comes just before when you count.',
                ],
                [`${m(n)} 바로 앞의 수는 ${m(n - 1)}입니다.`, `The number just before ${m(n)} is ${m(n - 1)}.`],
              ],
        });
      }
      if (ask === 2)
        return multiple(rng, {
          subUnit,
          difficulty: 2,
          stem: [
            `수를 순서대로 쓸 때 ${withJosa(m(n - 1), '과/와')} ${m(n + 1)} 사이에 있는 수는 무엇입니까?`,
            `When you count in order, which number comes between ${m(n - 1)} and ${m(n + 1)}?`,
          ],
          correct: m(n),
          wrong: countChoices(n, [n + 1, n - 1, n + 2, n - 2]),
          steps: [
            [`${m(n - 1)} 다음에 오는 수를 찾습니다.`, `Find the number that comes after ${m(n - 1)}.`],
            [
              `${m(n - 1)}, ${m(n)}, ${m(n + 1)} 순서이므로 사이에 있는 수는 ${m(n)}입니다.`,
              `The order is ${m(n - 1)}, ${m(n)}, ${m(n + 1)}, so the number between is ${m(n)}.`,
            ],
          ],
        });
      const after = ask === 3;
      const answer = after ? n + 1 : n - 1;
      return multiple(rng, {
        subUnit,
        difficulty: 1,
        stem: after
          ? [
              `수를 순서대로 쓸 때 ${m(n)} 바로 다음에 오는 수는 무엇입니까?`,
              `When you count in order, what number comes right after ${m(n)}?`,
            ]
          : [
              `수를 순서대로 쓸 때 ${m(n)} 바로 앞에 오는 수는 무엇입니까?`,
              `When you count in order, what number comes right before ${m(n)}?`,
            ],
        correct: m(answer),
        wrong: countChoices(answer, after ? [n - 1, n, n + 2, 9 - n] : [n + 1, n, n - 2, 9 - n]),
        steps: [
          [`${m(0)}부터 ${m(9)}까지 순서대로 세어 봅니다.`, `Count in order from ${m(0)} to ${m(9)}.`],
          [
            `${m(n)} 바로 ${after ? '다음' : '앞'}에 오는 수는 ${m(answer)}입니다.`,
            `The number right ${after ? 'after' : 'before'} ${m(n)} is ${m(answer)}.`,
          ],
        ],
      });
    },
    // Walk the counting sequence 0..9 and pick the neighbour the question names.
    check: ({ n, ask }, problem) => {
      const seq = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
      const i = seq.indexOf(n);
      if (ask === 0 || ask === 3) return keyIs(problem, seq[i + 1] as number);
      if (ask === 1 || ask === 4) return keyIs(problem, seq[i - 1] as number);
      return keyIs(
        problem,
        seq.filter((x) => x > n - 1 && x < n + 1),
      );
    },
  }),

  defineTemplate(U, 'order-and-compare', {
    version: 2,
    params: (r) => ({
      list: r.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 5),
      place: r.int(1, 5),
      ask: r.int(0, 3),
    }),
    generate: ({ list, place, ask }, rng) => {
      const shown = m(list.join(',\\ '));
      const ord = ORD_KO[place] as string;
      const ordEn = ORD_EN[place] as string;
      const choices = (answer: number) => list.filter((x) => x !== answer).map((x) => m(x));
      if (ask <= 1) {
        const fromLeft = ask === 0;
        const value = list[fromLeft ? place - 1 : 5 - place] as number;
        const side = fromLeft ? ['왼쪽', 'left'] : ['오른쪽', 'right'];
        return multiple(rng, {
          subUnit: `${U}.s3`,
          difficulty: 2,
          stem: [
            `수 카드가 ${shown} 순서로 놓여 있습니다. ${side[0]}에서 ${ord}에 있는 수는 무엇입니까?`,
            `Number cards are laid out in this order: ${shown}. Which number is ${ordEn} from the ${side[1]}?`,
          ],
          correct: m(value),
          wrong: choices(value),
          steps: [
            [
              `${side[0]}부터 첫째, 둘째, 셋째, … 하고 차례로 셉니다.`,
              `Count from the ${side[1]}: first, second, third, and so on.`,
            ],
            [
              `${side[0]}에서 ${ord}에 있는 수는 ${m(value)}입니다.`,
              `The ${ordEn} number from the ${side[1]} is ${m(value)}.`,
            ],
          ],
        });
      }
      const largest = ask === 2;
      const sorted = [...list].sort((a, b) => a - b);
      const answer = (largest ? sorted[4] : sorted[0]) as number;
      return multiple(rng, {
        subUnit: `${U}.s7`,
        difficulty: 1,
        stem: largest
          ? ['다음 수 중에서 가장 큰 수는 무엇입니까?', 'Which of these numbers is the greatest?']
          : ['다음 수 중에서 가장 작은 수는 무엇입니까?', 'Which of these numbers is the least?'],
        correct: m(answer),
        wrong: choices(answer),
        steps: [
          [
            '수를 순서대로 셀 때 뒤에 나오는 수가 더 큰 수입니다.',
            'When you count in order, a number that comes later is greater.',
          ],
          [
            `작은 수부터 차례로 놓으면 ${m(sorted.join(',\\ '))}입니다.`,
            `In counting order they are ${m(sorted.join(',\\ '))}.`,
          ],
          [
            `가장 ${largest ? '큰' : '작은'} 수는 ${m(answer)}입니다.`,
            `The ${largest ? 'greatest' : 'least'} number is ${m(answer)}.`,
          ],
        ],
      });
    },
    // Read the cards back out of the stem, or compare the choices pairwise.
    check: ({ list, place, ask }, problem) => {
      if (ask <= 1) {
        const cards = stemMath(problem, 0).split(',\\ ').map(Number);
        return keyIs(problem, (ask === 0 ? cards[place - 1] : cards[cards.length - place]) as number);
      }
      const best = list.find((v) => list.every((u) => (ask === 2 ? u <= v : u >= v)));
      return keyIs(problem, best as number);
    },
  }),
  defineTemplate(U, 'number-words', {
    version: 2,
    params: (r) => ({ n: r.int(1, 9), native: r.int(0, 1) === 1 }),
    ranges: { n: [1, 9] },
    generate: ({ n, native }, rng) => {
      const word = native ? nativeKorean(n) : sinoKorean(n);
      return multiple(rng, {
        subUnit: n <= 5 ? `${U}.s1` : `${U}.s2`,
        difficulty: 1,
        stem: [`'${word}'${josa(word, '을/를')} 수로 쓰면 무엇입니까?`, `Which number is "${englishWords(n)}"?`],
        correct: m(n),
        wrong: countChoices(
          n,
          [n + 1, n - 1, 10 - n, n + 2, n - 2, n + 3, n - 3].filter((x) => x >= 1 && x <= 9),
        ),
        steps: [
          [
            '수는 두 가지로 읽습니다. 하나, 둘, 셋, …으로도 읽고 일, 이, 삼, …으로도 읽습니다.',
            'Say the number names in order: one, two, three, and so on.',
          ],
          [
            `${withJosa(m(n), '은/는')} '${sinoKorean(n)}' 또는 '${nativeKorean(n)}'${josa(nativeKorean(n), '이라/라')}고 읽습니다.`,
            `The number ${m(n)} is read "${englishWords(n)}."`,
          ],
        ],
      });
    },
    // Say each number 1 to 9 both ways and keep the one whose name the stem quotes.
    check: (_p, problem) => {
      const quoted = /'(.+)'/.exec(problem.stem.ko)?.[1];
      return keyIs(
        problem,
        findOnly(1, 9, (x) => sinoKorean(x) === quoted || nativeKorean(x) === quoted),
      );
    },
  }),

  defineTemplate(U, 'number-line-neighbor', {
    version: 1,
    params: (r) => ({ n: r.pick([1, 2, 4, 5, 7, 8]), more: r.int(0, 1) === 1 }),
    generate: ({ n, more }, rng) => {
      const answer = more ? n + 1 : n - 1;
      const problem = multiple(rng, {
        subUnit: `${U}.s5`,
        difficulty: 2,
        stem: [
          `수직선에서 점 A가 나타내는 수보다 ${m(1)}만큼 더 ${more ? '큰' : '작은'} 수는 무엇입니까?`,
          `On the number line, what number is ${m(1)} ${more ? 'more' : 'less'} than the number at point A?`,
        ],
        correct: m(answer),
        wrong: countChoices(answer, [n, more ? n - 1 : n + 1, more ? n + 2 : n - 2]),
        steps: [
          [
            `눈금 한 칸은 ${m(1)}입니다. ${m(0)}, ${m(3)}, ${m(6)}에서부터 세어 보면 점 A는 ${withJosa(m(n), '을/를')} 나타냅니다.`,
            `Each tick is ${m(1)}. Count on from ${m(0)}, ${m(3)} or ${m(6)}: point A is at ${m(n)}.`,
          ],
          [
            more
              ? `${m(1)}만큼 더 큰 수는 오른쪽으로 한 칸 간 곳의 수입니다.`
              : `${m(1)}만큼 더 작은 수는 왼쪽으로 한 칸 간 곳의 수입니다.`,
            `${m(1)} ${more ? 'more is one tick to the right' : 'less is one tick to the left'}.`,
          ],
          [
            `${m(n)}보다 ${m(1)}만큼 더 ${more ? '큰' : '작은'} 수는 ${m(answer)}입니다.`,
            `${m(1)} ${more ? 'more' : 'less'} than ${m(n)} is ${m(answer)}.`,
          ],
        ],
      });
      return withFigure(problem, numberLine({ min: 0, max: 9, labelEvery: 3, points: [{ value: n, label: 'A' }] }));
    },
    // Read point A from the figure's description and step once along the counting sequence.
    check: ({ more }, problem) => {
      const at = Number(/Point A is at (\d)/.exec(problem.figure?.alt.en ?? '')?.[1]);
      const seq = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
      return keyIs(problem, seq[seq.indexOf(at) + (more ? 1 : -1)] as number);
    },
  }),

  defineTemplate(U, 'between-count', {
    version: 2,
    params: (r) => {
      const a = r.int(0, 6);
      return { a, b: r.int(a + 3, 9) };
    },
    generate: ({ a, b }) => {
      const inside = Array.from({ length: b - a - 1 }, (_, i) => a + 1 + i);
      return essay({
        subUnit: `${U}.s7`,
        difficulty: 3,
        stem: [
          `${m(a)}보다 크고 ${m(b)}보다 작은 수는 모두 몇 개입니까?`,
          `How many numbers are greater than ${m(a)} and less than ${m(b)}?`,
        ],
        answer: String(b - a - 1),
        form: 'number',
        unit: '개',
        steps: [
          [
            `${m(a)}보다 큰 수는 ${m(a)} 다음부터 셉니다. ${withJosa(m(a), '과/와')} ${withJosa(m(b), '은/는')} 들어가지 않습니다.`,
            `Start counting right after ${m(a)}. The numbers ${m(a)} and ${m(b)} themselves do not count.`,
          ],
          [
            `${m(a)}보다 크고 ${m(b)}보다 작은 수는 ${inside.map((x) => m(x)).join(', ')}입니다.`,
            `The numbers between them are ${inside.map((x) => m(x)).join(', ')}.`,
          ],
          [`모두 ${m(inside.length)}개입니다.`, `That makes ${m(inside.length)} numbers.`],
        ],
      });
    },
    // Test every number from 0 to 9 against both conditions.
    check: ({ a, b }, problem) => keyIs(problem, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((x) => x > a && x < b).length),
  }),

  defineTemplate(U, 'line-up', {
    version: 2,
    params: (r) => ({ front: r.int(2, 5), back: r.int(2, 5), person: r.pick(PEOPLE) }),
    ranges: { total: [3, 9] },
    values: ({ front, back }) => ({ total: front + back - 1 }),
    generate: ({ front, back, person }) => {
      const total = front + back - 1;
      return essay({
        subUnit: `${U}.s3`,
        difficulty: 4,
        stem: [
          `어린이들이 한 줄로 서 있습니다. ${nameWith(person, '는')} 앞에서 ${ORD_KO[front]}, 뒤에서 ${ORD_KO[back]}에 서 있습니다. 줄을 선 어린이는 모두 몇 명입니까?`,
          `Children are standing in a line. ${person.en} is ${ordinal(front)} from the front and ${ordinal(back)} from the back. How many children are in the line?`,
        ],
        answer: String(total),
        form: 'number',
        unit: '명',
        steps: [
          [
            `${callKo(person)} 앞에는 ${m(front - 1)}명, 뒤에는 ${m(back - 1)}명이 서 있습니다.`,
            `There ${front - 1 === 1 ? 'is' : 'are'} ${m(front - 1)} in front of ${person.en} and ${m(back - 1)} behind.`,
          ],
          [
            `앞에서 셀 때와 뒤에서 셀 때 ${nameWith(person, '를')} 두 번 세었으니 한 번만 세어야 합니다. 이것이 이 문제의 열쇠입니다.`,
            `The key idea: counting from the front and from the back both count ${person.en}, so count ${person.en} only once.`,
          ],
          [
            `앞의 ${m(front - 1)}명, ${callKo(person)}, 뒤의 ${m(back - 1)}명을 차례로 세면 모두 ${m(total)}명입니다.`,
            `Count the ${m(front - 1)} in front, then ${person.en}, then the ${m(back - 1)} behind: ${m(total)} children in all.`,
          ],
        ],
      });
    },
    // Try each line length and keep the one where the front position is the given place from the back.
    check: ({ front, back }, problem) =>
      keyIs(
        problem,
        findOnly(1, 20, (n) => n - front + 1 === back),
      ),
  }),

  defineTemplate(U, 'one-more-then-less', {
    version: 2,
    params: (r) => ({ n: r.int(3, 9), bigFirst: r.int(0, 1) === 1 }),
    generate: ({ n, bigFirst }, rng) => {
      // bigFirst: '1 more than the number is n', ask 1 less; otherwise '1 less is n0', ask 1 more.
      const given = bigFirst ? n : n - 2;
      const hidden = n - 1;
      const answer = bigFirst ? n - 2 : n;
      return multiple(rng, {
        subUnit: `${U}.s5`,
        difficulty: 4,
        stem: [
          `어떤 수보다 ${m(1)}만큼 더 ${bigFirst ? '큰' : '작은'} 수는 ${m(given)}입니다. 어떤 수보다 ${m(1)}만큼 더 ${bigFirst ? '작은' : '큰'} 수는 무엇입니까?`,
          `${m(1)} ${bigFirst ? 'more' : 'less'} than a number is ${m(given)}. What is ${m(1)} ${bigFirst ? 'less' : 'more'} than that number?`,
        ],
        correct: m(answer),
        wrong: countChoices(
          answer,
          [given, hidden, n + 1, n - 3, n - 4, n + 2].filter((x) => x >= 0 && x <= 9),
        ),
        steps: [
          [
            '먼저 어떤 수를 찾아야 합니다. 주어진 수에서 거꾸로 한 칸 가면 어떤 수가 나옵니다.',
            'The key is to find the number first: go one step back from the number you are given.',
          ],
          [
            `${m(1)}만큼 더 ${bigFirst ? '큰' : '작은'} 수가 ${m(given)}입니다. 그러니 어떤 수는 ${m(given)} 바로 ${bigFirst ? '앞' : '뒤'}의 수 ${m(hidden)}입니다.`,
            `Since ${m(1)} ${bigFirst ? 'more' : 'less'} is ${m(given)}, the number is ${m(hidden)}, just ${bigFirst ? 'before' : 'after'} ${m(given)}.`,
          ],
          [
            `${m(hidden)}보다 ${m(1)}만큼 더 ${bigFirst ? '작은' : '큰'} 수는 ${m(answer)}입니다.`,
            `${m(1)} ${bigFirst ? 'less' : 'more'} than ${m(hidden)} is ${m(answer)}.`,
          ],
        ],
      });
    },
    // Find the number by trying 0 to 9, then step the other way from it.
    check: ({ n, bigFirst }, problem) => {
      const given = bigFirst ? n : n - 2;
      const x = findOnly(0, 9, (y) => (bigFirst ? y + 1 : y - 1) === given);
      return keyIs(problem, bigFirst ? x - 1 : x + 1);
    },
  }),
];
