// 1학년 2학기 4단원 덧셈과 뺄셈(2): adding past 10 by making ten, subtracting through 10.
import { L, PEOPLE, THINGS, countOn, findOnly, m, mj, spec, unitTemplates } from '../lib/e1e3/kit.js';
import { addStory, subStory } from '../lib/e1e3/stories.js';

export const templates = unitTemplates('kr-e1-2-4', [
  spec({
    name: 'add-past-ten',
    params: (r) => {
      const a = r.int(2, 9);
      return { a, b: r.int(11 - a, 9), kind: r.int(0, 2) };
    },
    draft: ({ a, b, kind }) => {
      const sum = a + b;
      const need = 10 - a;
      const rest = b - need;
      const stem =
        kind === 0
          ? L(`계산해 보세요. ${m(`${a}+${b}=\\square`)}`, `Find the sum. ${m(`${a}+${b}=\\square`)}`)
          : kind === 1
            ? L(
                `${mj(b, '을/를')} ${mj(need, '과/와')} ${mj(rest, '으로/로')} 가르기하여 ${m(10)}을 만들었습니다. ${m(`${a}+${b}=${a}+${need}+\\square`)}에서 ${m('\\square')} 안에 알맞은 수를 쓰세요.`,
                `Split ${m(b)} into ${m(need)} and ${m(rest)} to make ten. What goes in the box? ${m(`${a}+${b}=${a}+${need}+\\square`)}`,
              )
            : L(
                `${m(a)}에 ${mj(b, '을/를')} 더하면 얼마입니까? ${m(10)}을 만들어 계산해 보세요.`,
                `What is ${m(a)} plus ${m(b)}? Make ten to find it.`,
              );
      const answer = kind === 1 ? rest : sum;
      return {
        type: 'essay',
        sub: 's1',
        difficulty: kind === 1 ? 3 : 2,
        stem,
        answer,
        steps: [
          L(
            `${mj(a, '과/와')} 더해서 ${m(10)}이 되려면 ${mj(need, '이/가')} 필요하므로 ${mj(b, '을/를')} ${mj(need, '과/와')} ${mj(rest, '으로/로')} 가릅니다.`,
            `${m(a)} needs ${m(need)} more to make ${m(10)}, so split ${m(b)} into ${m(need)} and ${m(rest)}.`,
          ),
          L(
            `${m(`${a}+${need}=10`)}, ${m(`10+${rest}=${sum}`)}`,
            `${m(`${a}+${need}=10`)}, then ${m(`10+${rest}=${sum}`)}.`,
          ),
          L(`답은 ${m(answer)}입니다.`, `The answer is ${m(answer)}.`),
        ],
      };
    },
    // Count on from a one at a time; for the box, find what completes the split.
    solve: ({ a, b, kind }) => (kind === 1 ? findOnly(0, 9, (x) => countOn(10 - a, x) === b) : countOn(a, b)),
  }),

  spec({
    name: 'subtract-through-ten',
    params: (r) => {
      const ones = r.int(1, 8);
      return { whole: 10 + ones, b: r.int(ones + 1, 9), way: r.int(0, 1), frame: r.int(0, 3) };
    },
    draft: ({ whole, b, way, frame }) => {
      const ones = whole - 10;
      const answer = whole - b;
      return {
        type: 'multiple',
        sub: 's2',
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
              `${m(whole)}에서 ${mj(b, '을/를')} 빼면 얼마입니까?`,
              `What do you get when you take ${m(b)} away from ${m(whole)}?`,
            ),
          ][frame] ?? L('', ''),
        correct: answer,
        wrong: [10 + (b - ones), b - ones, 10 - b, answer + 1, answer - 1],
        steps:
          way === 0
            ? [
                L(
                  `${m(whole)}에서 먼저 ${mj(ones, '을/를')} 빼면 ${m(10)}입니다.`,
                  `First take ${m(ones)} from ${m(whole)} to get ${m(10)}.`,
                ),
                L(
                  `남은 ${mj(b - ones, '을/를')} ${m(10)}에서 빼면 ${m(answer)}입니다.`,
                  `Then take the remaining ${m(b - ones)} from ${m(10)} to get ${m(answer)}.`,
                ),
              ]
            : [
                L(
                  `${mj(whole, '을/를')} ${mj(10, '과/와')} ${mj(ones, '으로/로')} 가릅니다.`,
                  `Split ${m(whole)} into ${m(10)} and ${m(ones)}.`,
                ),
                L(
                  `${m(`10-${b}=${10 - b}`)}, ${m(`${10 - b}+${ones}=${answer}`)}`,
                  `${m(`10-${b}=${10 - b}`)}, then ${m(`${10 - b}+${ones}=${answer}`)}.`,
                ),
              ],
      };
    },
    // Count back from the whole one at a time.
    solve: ({ whole, b }) => countOn(whole, -b),
  }),

  spec({
    name: 'story-past-ten',
    params: (r) => {
      const add = r.int(0, 1) === 1;
      const a = r.int(2, 9);
      const b = r.int(11 - a, 9);
      const p = r.pick(PEOPLE);
      return { add, a, b, kind: r.int(0, 2), p, q: r.pick(PEOPLE.filter((x) => x !== p)), t: r.pick(THINGS) };
    },
    draft: ({ add, a, b, kind, p, q, t }) => {
      const sum = a + b;
      const stem = add ? addStory(kind, a, b, p, q, t) : subStory(kind, sum, b, p, q, t);
      const answer = add ? sum : a;
      const tex = add ? `${a}+${b}=${sum}` : `${sum}-${b}=${a}`;
      return {
        type: 'essay',
        sub: add ? 's1' : 's2',
        difficulty: 3,
        stem,
        answer,
        steps: [
          L(
            add ? '모두 몇인지 구하므로 덧셈을 합니다.' : '남은 수나 차이를 구하므로 뺄셈을 합니다.',
            add ? 'We want the total, so we add.' : 'We want what is left or the difference, so we subtract.',
          ),
          L(`${m(tex)}`, `${m(tex)}`),
          L(`답은 ${m(answer)}${t.unit}입니다.`, `The answer is ${m(answer)}.`),
        ],
      };
    },
    // Recount: start from the first amount and step by ones.
    solve: ({ add, a, b }) => (add ? countOn(a, b) : countOn(a + b, -b)),
  }),
]);
