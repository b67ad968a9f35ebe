// 1학년 2학기 6단원 덧셈과 뺄셈(3): two-digit addition and subtraction without regrouping.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { count } from '../kit/english.js';
import { PEOPLE, THINGS } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { addStory, countChoices, subStory } from '../kit/stories.js';
import { columnAdd, columnSub } from '../kit/counting.js';

/** Two numbers whose ones (and tens) add without carrying; b may be one-digit. */
function noCarryPair(r: { int(a: number, b: number): number }, twoDigitB: boolean): [number, number] {
  const t1 = r.int(1, 8);
  const o1 = r.int(0, 8);
  const t2 = twoDigitB ? r.int(1, 9 - t1) : 0;
  const o2 = r.int(1, 9 - o1);
  return [t1 * 10 + o1, t2 * 10 + o2];
}

const U = 'kr-e1-2-6';

export const templates = [
  defineTemplate(U, 'add-two-digit', {
    version: 2,
    params: (r) => {
      const two = r.int(0, 2) > 0;
      const [a, b] = noCarryPair(r, two);
      return { a, b, frame: r.int(0, 2) };
    },
    generate: ({ a, b, frame }) => {
      const sum = a + b;
      const stem =
        [
          L(`계산해 보세요. ${m(`${a}+${b}`)}`, `Add. ${m(`${a}+${b}`)}`),
          L(
            `${m('\\square')} 안에 알맞은 수를 쓰세요. ${m(`${a}+${b}=\\square`)}`,
            `Write the number that goes in the box. ${m(`${a}+${b}=\\square`)}`,
          ),
          L(`${m(a)}보다 ${m(b)}만큼 더 큰 수는 얼마입니까?`, `What number is ${m(b)} more than ${m(a)}?`),
        ][frame] ?? L('', '');
      return essay({
        subUnit: `${U}.s1`,
        difficulty: b >= 10 ? 2 : 1,
        stem,
        answer: String(sum),
        form: 'number',
        steps: [
          L('일의 자리끼리, 십의 자리끼리 더합니다.', 'Add the ones together and the tens together.'),
          L(
            `일의 자리: ${m(`${a % 10}+${b % 10}=${(a % 10) + (b % 10)}`)}, 십의 자리: ${m(`${Math.floor(a / 10)}+${Math.floor(b / 10)}=${Math.floor(a / 10) + Math.floor(b / 10)}`)}`,
            `Ones: ${m(`${a % 10}+${b % 10}=${(a % 10) + (b % 10)}`)}; tens: ${m(`${Math.floor(a / 10)}+${Math.floor(b / 10)}=${Math.floor(a / 10) + Math.floor(b / 10)}`)}.`,
          ),
          L(`답은 ${m(sum)}입니다.`, `The answer is ${m(sum)}.`),
        ],
      });
    },
    // Column addition digit by digit.
    check: ({ a, b }, problem) => keyIs(problem, columnAdd(a, b)),
  }),

  defineTemplate(U, 'subtract-two-digit', {
    version: 2,
    params: (r) => {
      const two = r.int(0, 2) > 0;
      const [x, y] = noCarryPair(r, two);
      return { whole: x + y, b: y, frame: r.int(0, 1) };
    },
    generate: ({ whole, b, frame }, rng) => {
      const answer = whole - b;
      const tensOnly = Math.floor(whole / 10) * 10 - b;
      return multiple(rng, {
        subUnit: `${U}.s1`,
        difficulty: b >= 10 ? 2 : 1,
        stem: frame
          ? L(`${m(whole)}보다 ${m(b)}만큼 더 작은 수는 얼마입니까?`, `What number is ${m(b)} less than ${m(whole)}?`)
          : L(`계산해 보세요. ${m(`${whole}-${b}`)}`, `Subtract. ${m(`${whole}-${b}`)}`),
        correct: m(answer),
        wrong: countChoices(answer, [whole + b, answer + 10, answer - 10, tensOnly, answer + 1]),
        steps: [
          L('일의 자리끼리, 십의 자리끼리 뺍니다.', 'Subtract the ones from the ones and the tens from the tens.'),
          L(
            `일의 자리: ${m(`${whole % 10}-${b % 10}=${(whole % 10) - (b % 10)}`)}, 십의 자리: ${m(`${Math.floor(whole / 10)}-${Math.floor(b / 10)}=${Math.floor(whole / 10) - Math.floor(b / 10)}`)}`,
            `Ones: ${m(`${whole % 10}-${b % 10}=${(whole % 10) - (b % 10)}`)}; tens: ${m(`${Math.floor(whole / 10)}-${Math.floor(b / 10)}=${Math.floor(whole / 10) - Math.floor(b / 10)}`)}.`,
          ),
          L(`답은 ${m(answer)}입니다.`, `The answer is ${m(answer)}.`),
        ],
      });
    },
    // Column subtraction, then confirm by adding back.
    check: ({ whole, b }, problem) => {
      const d = columnSub(whole, b);
      return columnAdd(d, b) === whole && keyIs(problem, d);
    },
  }),

  defineTemplate(U, 'two-digit-story', {
    version: 2,
    params: (r) => {
      const add = r.int(0, 1) === 1;
      const [x, y] = noCarryPair(r, r.int(0, 1) === 1);
      const p = r.pick(PEOPLE);
      return { add, x, y, kind: r.int(0, 2), p, q: r.pick(PEOPLE.filter((z) => z !== p)), t: r.pick(THINGS) };
    },
    generate: ({ add, x, y, kind, p, q, t }, rng) => {
      const answer = add ? x + y : x;
      const tex = add ? `${x}+${y}=${x + y}` : `${x + y}-${y}=${x}`;
      return multiple(rng, {
        subUnit: `${U}.s1`,
        difficulty: 2,
        stem: add ? addStory(kind, x, y, p, q, t) : subStory(kind, x + y, y, p, q, t),
        correct: m(answer),
        wrong: countChoices(
          answer,
          add ? [x - y, answer + 10, answer - 10, answer + 1] : [x + 2 * y, answer + 10, answer - 10, answer - 1],
        ),
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
    check: ({ add, x, y }, problem) => keyIs(problem, add ? columnAdd(x, y) : columnSub(x + y, y)),
  }),
];
