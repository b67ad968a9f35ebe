// 3학년 1학기 3단원 나눗셈: sharing equally, grouping, and division as the inverse of multiplication.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { josa, mathWithJosa, withJosa } from '../kit/korean.js';
import { callKo, PEOPLE, THINGS } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { findOnly, groups } from '../kit/counting.js';

const UNIT = 'kr-e3-1-3';

/** Shares out one at a time, round by round, and reports how many each gets. */
function dealOut(total: number, people: number): number {
  let left = total;
  let each = 0;
  while (left >= people) {
    left -= people;
    each++;
  }
  return left === 0 ? each : Number.NaN;
}

export const templates = [
  defineTemplate(UNIT, 'share-equally', {
    version: 2,
    params: (r) => {
      const people = r.int(2, 9);
      return {
        people,
        // Never as many each as there are children, so the answer is not a number of the question.
        each: r.intExcept(2, 9, [people]),
        t: r.pick(THINGS),
        p: r.pick(PEOPLE),
        frame: r.int(0, 2),
      };
    },
    generate: ({ people, each, t, p, frame }) => {
      const total = people * each;
      const stem =
        [
          L(
            `${t.ko} ${m(total)}${withJosa(t.counter, '을/를')} ${m(people)}명에게 똑같이 나누어 주려고 합니다. 한 명에게 몇 ${t.counter}씩 줄 수 있습니까?`,
            `${m(total)} ${t.many} are shared equally among ${m(people)} children. How many does each child get?`,
          ),
          L(
            `${withJosa(callKo(p), '은/는')} ${t.ko} ${m(total)}${withJosa(t.counter, '을/를')} 상자 ${m(people)}개에 똑같이 나누어 담았습니다. 상자 한 개에 몇 ${t.counter}씩 담았습니까?`,
            `${p.en} put ${m(total)} ${t.many} equally into ${m(people)} boxes. How many went into each box?`,
          ),
          L(`다음을 계산하시오. ${m(`${total}\\div${people}`)}`, `Divide. ${m(`${total}\\div${people}`)}`),
        ][frame] ?? L('', '');
      return essay({
        difficulty: total > 40 ? 3 : 2,
        stem,
        answer: String(each),
        form: 'number',
        steps: [
          L(`${m(`${total}\\div${people}`)}의 몫을 구합니다.`, `Find ${m(`${total}\\div${people}`)}.`),
          L(
            `${m(people)}단 곱셈구구에서 ${m(`${people}\\times${each}=${total}`)}이므로 몫은 ${m(each)}입니다.`,
            `From the ${m(people)} times table, ${m(`${people}\\times${each}=${total}`)}, so the quotient is ${m(each)}.`,
          ),
        ],
      });
    },
    // Deal the objects out one round at a time.
    check: ({ people, each }, problem) => keyIs(problem, dealOut(people * each, people)),
  }),

  defineTemplate(UNIT, 'make-groups', {
    version: 2,
    params: (r) => ({
      size: r.int(2, 9),
      count: r.int(2, 9),
      t: r.pick(THINGS),
      bag: r.pick([
        ['봉지', 'bags', 'bag'],
        ['상자', 'boxes', 'box'],
        ['묶음', 'bundles', 'bundle'],
        ['바구니', 'baskets', 'basket'],
      ] as const),
    }),
    generate: ({ size, count, t, bag }, rng) => {
      const total = size * count;
      return multiple(rng, {
        difficulty: 2,
        stem: L(
          `${t.ko} ${m(total)}${withJosa(t.counter, '을/를')} 한 ${bag[0]}에 ${m(size)}${t.counter}씩 담으려고 합니다. ${withJosa(bag[0], '은/는')} 몇 개 필요합니까?`,
          `${m(total)} ${t.many} are packed ${m(size)} to a ${bag[2]}. How many ${bag[1]} are needed?`,
        ),
        correct: m(count),
        wrong: countChoices(count, [total - size, total + size, count + 1, count - 1, size]),
        steps: [
          L(
            `${m(total)}에서 ${mathWithJosa(size, '을/를')} 몇 번 뺄 수 있는지 생각합니다. 이것은 ${m(`${total}\\div${size}`)}입니다.`,
            `Think how many times ${m(size)} can be taken from ${m(total)}: that is ${m(`${total}\\div${size}`)}.`,
          ),
          L(
            `${m(`${size}\\times${count}=${total}`)}이므로 ${m(`${total}\\div${size}=${count}`)}입니다.`,
            `${m(`${size}\\times${count}=${total}`)}, so ${m(`${total}\\div${size}=${count}`)}.`,
          ),
          L(`${bag[0]} ${m(count)}개가 필요합니다.`, `${m(count)} ${bag[1]} are needed.`),
        ],
      });
    },
    // Take groups away until nothing is left, counting them.
    check: ({ size, count }, problem) => {
      let left = size * count;
      let n = 0;
      while (left > 0) {
        left -= size;
        n++;
      }
      return keyIs(problem, left === 0 ? n : Number.NaN);
    },
  }),

  defineTemplate(UNIT, 'multiplication-and-division', {
    version: 2,
    params: (r) => {
      const a = r.int(2, 9);
      // b is never a or half of a, so neither the divisor shown nor a number of the question is the answer.
      return { a, b: r.intExcept(2, 9, [a, a / 2]), kind: r.int(0, 2) };
    },
    generate: ({ a, b, kind }) => {
      const p = a * b;
      const cases = [
        {
          stem: L(
            `곱셈식을 이용하여 ${m('\\square')}에 알맞은 수를 구하시오. ${m(`${p}\\div${a}=\\square`)}`,
            `Use a multiplication fact to find the number that goes in the box. ${m(`${p}\\div${a}=\\square`)}`,
          ),
          answer: b,
          steps: [
            L(
              `${m(a)}단 곱셈구구에서 곱이 ${withJosa(m(p), '이/가')} 되는 곱셈식은 ${m(`${a}\\times${b}=${p}`)}입니다.`,
              `In the ${m(a)} times table, ${m(`${a}\\times${b}=${p}`)}.`,
            ),
            L(`따라서 ${m(`${p}\\div${a}=${b}`)}입니다.`, `So ${m(`${p}\\div${a}=${b}`)}.`),
          ],
        },
        {
          stem: L(
            `${m('\\square')}에 알맞은 수를 구하시오. ${m(`\\square\\div${a}=${b}`)}`,
            `What number goes in the box? ${m(`\\square\\div${a}=${b}`)}`,
          ),
          answer: p,
          steps: [
            L(
              `${m('\\square')}를 ${mathWithJosa(a, '으로/로')} 나눈 몫이 ${m(b)}이므로 ${m(`\\square=${a}\\times${b}`)}입니다.`,
              `Since the box divided by ${m(a)} is ${m(b)}, the box is ${m(`${a}\\times${b}`)}.`,
            ),
            L(`${m(`${a}\\times${b}=${p}`)}`, `${m(`${a}\\times${b}=${p}`)}`),
          ],
        },
        {
          stem: L(
            `어떤 수를 ${mathWithJosa(a, '으로/로')} 나누었더니 몫이 ${m(b)}${josa(b, '이/가') === '이' ? '이었' : '였'}습니다. 어떤 수의 ${m(2)}배를 ${mathWithJosa(a, '으로/로')} 나누면 몫은 얼마입니까?`,
            `A number divided by ${m(a)} is ${m(b)}. What is twice that number divided by ${m(a)}?`,
          ),
          answer: 2 * b,
          steps: [
            L(`어떤 수는 ${m(`${a}\\times${b}=${p}`)}입니다.`, `The number is ${m(`${a}\\times${b}=${p}`)}.`),
            L(
              `어떤 수의 ${m(2)}배는 ${m(`${p}\\times2=${2 * p}`)}이므로 ${m(`${2 * p}\\div${a}=${2 * b}`)}입니다.`,
              `Twice the number is ${m(`${p}\\times2=${2 * p}`)}, so ${m(`${2 * p}\\div${a}=${2 * b}`)}.`,
            ),
          ],
        },
      ];
      const c = cases[kind] ?? cases[0]!;
      return essay({
        difficulty: kind === 2 ? 3 : 2,
        stem: c.stem,
        answer: String(c.answer),
        form: 'number',
        steps: c.steps,
      });
    },
    // Search for the number that makes the division true.
    check: ({ a, b, kind }, problem) => {
      if (kind === 0)
        return keyIs(
          problem,
          findOnly(0, 20, (x) => groups(a, x) === a * b),
        );
      if (kind === 1)
        return keyIs(
          problem,
          findOnly(0, 100, (x) => dealOut(x, a) === b),
        );
      const n = findOnly(0, 100, (x) => dealOut(x, a) === b);
      return keyIs(problem, dealOut(n + n, a));
    },
  }),
];
