// 1학년 2학기 4단원 덧셈과 뺄셈(2): adding past 10 by making ten, subtracting through 10.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { PEOPLE, THINGS } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { addStory, countChoices, subStory } from '../kit/stories.js';
import { countOn, findOnly } from '../kit/counting.js';

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
];
