// 1학년 1학기 1단원 9까지의 수: counting to 9, zero, order, one more and one less, comparing.
import {
  L,
  PEOPLE,
  THINGS,
  findOnly,
  m,
  mathNumbers,
  mj,
  nameKo,
  occurrences,
  spec,
  unitTemplates,
  w,
} from '../lib/e1e3/kit.js';

const SYMBOLS = [
  { tex: '\\bigstar', ko: '별', en: 'stars' },
  { tex: '\\heartsuit', ko: '하트', en: 'hearts' },
  { tex: '\\bigcirc', ko: '동그라미', en: 'circles' },
  { tex: '\\triangle', ko: '세모', en: 'triangles' },
  { tex: '\\square', ko: '네모', en: 'squares' },
  { tex: '\\diamondsuit', ko: '다이아몬드', en: 'diamonds' },
] as const;

export const templates = unitTemplates('kr-e1-1-1', [
  spec({
    name: 'count-objects',
    params: (r) => ({
      n: r.int(0, 9),
      symbol: r.pick(SYMBOLS),
      thing: r.pick(THINGS),
      person: r.pick(PEOPLE),
      ask: r.int(0, 2),
    }),
    draft: ({ n, symbol, thing, person, ask }) => {
      if (n === 0) {
        const name = nameKo(person);
        return {
          type: 'essay',
          sub: 's6',
          difficulty: 1,
          stem: L(
            `${w(name, '은/는')} 상자를 열어 보았는데 ${w(thing.ko, '이/가')} 하나도 없었습니다. 상자 안의 ${thing.ko} 수를 수로 나타내어 보세요.`,
            `${person.en} opened a box, but there were no ${thing.en} in it at all. Write the number of ${thing.en} in the box.`,
          ),
          answer: 0,
          steps: [
            L('아무것도 없는 것을 수로 나타낼 때는 0을 씁니다.', 'When there is nothing, we write the number 0.'),
            L(`상자 안의 ${thing.ko} 수는 ${m(0)}입니다.`, `The number of ${thing.en} in the box is ${m(0)}.`),
          ],
        };
      }
      const row = Array.from({ length: n }, () => symbol.tex).join('\\,');
      const question =
        [
          L('모두 몇 개입니까?', 'How many are there in all?'),
          L('세어 보고 수로 쓰세요.', 'Count them and write the number.'),
          L(`${symbol.ko}는 몇 개인지 세어 보세요.`, `How many ${symbol.en} are there?`),
        ][ask] ?? L('', '');
      return {
        type: 'essay',
        sub: n <= 5 ? 's1' : 's2',
        difficulty: n <= 5 ? 1 : 2,
        stem: L(`${m(row)} ${question.ko}`, `${m(row)} ${question.en}`),
        answer: n,
        steps: [
          L('하나, 둘, 셋, ... 하고 하나씩 짚으며 셉니다.', 'Point to each one as you count: one, two, three, ...'),
          L(
            `마지막에 센 수가 ${m(n)}이므로 모두 ${m(n)}개입니다.`,
            `The last number you say is ${m(n)}, so there are ${m(n)}.`,
          ),
        ],
      };
    },
    // Recount the symbols drawn in the stem itself.
    solve: ({ symbol }, problem) => occurrences(problem.stem.en, symbol.tex),
  }),

  spec({
    name: 'neighbors',
    params: (r) => ({
      n: r.int(1, 8),
      ask: r.int(0, 4),
      story: r.int(0, 2),
      person: r.pick(PEOPLE),
      thing: r.pick(THINGS),
    }),
    draft: ({ n, ask, story, person, thing }) => {
      const sub = ask <= 1 ? 's5' : 's4';
      const intro =
        story === 0
          ? L('', '')
          : L(
              `${w(nameKo(person), '은/는')} ${w(thing.ko, '을/를')} ${m(n)}${thing.unit} 가지고 있습니다. `,
              `${person.en} has ${m(n)} ${n === 1 ? thing.one : thing.en}. `,
            );
      if (ask === 0)
        return {
          type: 'multiple',
          sub,
          difficulty: 1,
          stem:
            story === 0
              ? L(`${m(n)}보다 ${m(1)}만큼 더 큰 수는 무엇입니까?`, `What number is ${m(1)} more than ${m(n)}?`)
              : L(
                  `${intro.ko}친구가 ${m(1)}${w(thing.unit, '을/를')} 더 주었습니다. 이제 ${w(thing.ko, '은/는')} 몇 ${thing.unit}입니까?`,
                  `${intro.en}A friend gives ${person.en} ${m(1)} more. How many ${thing.en} does ${person.en} have now?`,
                ),
          correct: n + 1,
          wrong: [n - 1, n, n + 2, 1],
          steps: [
            L(
              '1만큼 더 큰 수는 수를 순서대로 셀 때 바로 뒤의 수입니다.',
              'One more is the number that comes right after when you count.',
            ),
            L(`${m(n)} 바로 뒤의 수는 ${m(n + 1)}입니다.`, `The number right after ${m(n)} is ${m(n + 1)}.`),
          ],
        };
      if (ask === 1)
        return {
          type: 'multiple',
          sub,
          difficulty: 1,
          stem:
            story === 0
              ? L(`${m(n)}보다 ${m(1)}만큼 더 작은 수는 무엇입니까?`, `What number is ${m(1)} less than ${m(n)}?`)
              : L(
                  `${intro.ko}그중 ${m(1)}${w(thing.unit, '을/를')} 동생에게 주었습니다. 남은 ${w(thing.ko, '은/는')} 몇 ${thing.unit}입니까?`,
                  `${intro.en}${person.en} gives ${m(1)} to a little brother. How many ${thing.en} are left?`,
                ),
          correct: n - 1,
          wrong: [n + 1, n, n - 2, 1],
          steps: [
            L(
              '1만큼 더 작은 수는 수를 순서대로 셀 때 바로 앞의 수입니다.',
              'One less is the number that comes just before when you count.',
            ),
            L(`${m(n)} 바로 앞의 수는 ${m(n - 1)}입니다.`, `The number just before ${m(n)} is ${m(n - 1)}.`),
          ],
        };
      if (ask === 2)
        return {
          type: 'multiple',
          sub,
          difficulty: 2,
          stem: L(
            `수를 순서대로 쓸 때 ${mj(n - 1, '과/와')} ${m(n + 1)} 사이에 있는 수는 무엇입니까?`,
            `When you count in order, which number comes between ${m(n - 1)} and ${m(n + 1)}?`,
          ),
          correct: n,
          wrong: [n + 1, n - 1, n + 2, n - 2],
          steps: [
            L(`${m(n - 1)} 다음에 오는 수를 찾습니다.`, `Find the number that comes after ${m(n - 1)}.`),
            L(
              `${m(n - 1)}, ${m(n)}, ${m(n + 1)} 순서이므로 사이에 있는 수는 ${m(n)}입니다.`,
              `The order is ${m(n - 1)}, ${m(n)}, ${m(n + 1)}, so the number between is ${m(n)}.`,
            ),
          ],
        };
      const after = ask === 3;
      return {
        type: 'multiple',
        sub,
        difficulty: 1,
        stem: after
          ? L(
              `수를 순서대로 쓸 때 ${m(n)} 바로 다음에 오는 수는 무엇입니까?`,
              `When you count in order, what number comes right after ${m(n)}?`,
            )
          : L(
              `수를 순서대로 쓸 때 ${m(n)} 바로 앞에 오는 수는 무엇입니까?`,
              `When you count in order, what number comes right before ${m(n)}?`,
            ),
        correct: after ? n + 1 : n - 1,
        wrong: after ? [n - 1, n, n + 2, 9 - n] : [n + 1, n, n - 2, 9 - n],
        steps: [
          L(`${m(0)}부터 ${m(9)}까지 순서대로 세어 봅니다.`, `Count in order from ${m(0)} to ${m(9)}.`),
          L(
            `${m(n)} 바로 ${after ? '다음' : '앞'}에 오는 수는 ${m(after ? n + 1 : n - 1)}입니다.`,
            `The number right ${after ? 'after' : 'before'} ${m(n)} is ${m(after ? n + 1 : n - 1)}.`,
          ),
        ],
      };
    },
    // Walk the counting sequence 0..9 and pick the neighbour the question names.
    solve: ({ n, ask }) => {
      const seq = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
      const i = seq.indexOf(n);
      if (ask === 0 || ask === 3) return seq[i + 1] ?? Number.NaN;
      if (ask === 1 || ask === 4) return seq[i - 1] ?? Number.NaN;
      return findOnly(0, 9, (x) => x > n - 1 && x < n + 1);
    },
  }),

  spec({
    name: 'order-and-compare',
    params: (r) => ({
      list: r.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 5),
      place: r.int(1, 5),
      ask: r.int(0, 3),
    }),
    draft: ({ list, place, ask }) => {
      const shown = m(list.join(',\\ '));
      const ord = ['', '첫째', '둘째', '셋째', '넷째', '다섯째'][place] ?? '';
      const ordEn = ['', 'first', 'second', 'third', 'fourth', 'fifth'][place] ?? '';
      if (ask <= 1) {
        const fromLeft = ask === 0;
        const idx = fromLeft ? place - 1 : 5 - place;
        const value = list[idx] ?? 0;
        const other = list[fromLeft ? 5 - place : place - 1] ?? 0;
        return {
          type: 'multiple',
          sub: 's3',
          difficulty: 2,
          stem: L(
            `수 카드가 ${shown} 순서로 놓여 있습니다. ${fromLeft ? '왼쪽' : '오른쪽'}에서 ${ord}에 있는 수는 무엇입니까?`,
            `Number cards are laid out in this order: ${shown}. Which number is ${ordEn} from the ${fromLeft ? 'left' : 'right'}?`,
          ),
          correct: { v: value, tex: String(value) },
          wrong: [other, ...list],
          steps: [
            L(
              `${fromLeft ? '왼쪽' : '오른쪽'}부터 첫째, 둘째, ... 하고 차례로 셉니다.`,
              `Count first, second, ... starting from the ${fromLeft ? 'left' : 'right'}.`,
            ),
            L(`${ord}에 있는 수는 ${m(value)}입니다.`, `The ${ordEn} number is ${m(value)}.`),
          ],
        };
      }
      const largest = ask === 2;
      const answer = largest ? Math.max(...list) : Math.min(...list);
      return {
        type: 'multiple',
        sub: 's7',
        difficulty: 1,
        stem: largest
          ? L(`다음 수 중에서 가장 큰 수는 무엇입니까?`, `Which of these numbers is the greatest?`)
          : L(`다음 수 중에서 가장 작은 수는 무엇입니까?`, `Which of these numbers is the least?`),
        correct: answer,
        wrong: list,
        steps: [
          L(
            '수를 순서대로 셀 때 뒤에 나오는 수가 더 큰 수입니다.',
            'When you count in order, a number that comes later is greater.',
          ),
          L(
            `${m([...list].sort((a, b) => a - b).join(',\\ '))} 순서로 셀 수 있습니다.`,
            `In counting order they are ${m([...list].sort((a, b) => a - b).join(',\\ '))}.`,
          ),
          L(
            `가장 ${largest ? '큰' : '작은'} 수는 ${m(answer)}입니다.`,
            `The ${largest ? 'greatest' : 'least'} number is ${m(answer)}.`,
          ),
        ],
      };
    },
    // Read the cards back out of the stem (or compare the choices pairwise).
    solve: ({ place, ask }, problem) => {
      if (ask <= 1) {
        const cards = mathNumbers(problem.stem.en);
        return (ask === 0 ? cards[place - 1] : cards[cards.length - place]) ?? Number.NaN;
      }
      const values = (problem.choices ?? []).map(Number);
      const best = values.find((v) => values.every((u) => (ask === 2 ? u <= v : u >= v)));
      return best ?? Number.NaN;
    },
  }),
]);
