// 3학년 1학기 3단원 나눗셈: sharing equally, grouping, and division as the inverse of multiplication.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { josa, mathWithJosa, withJosa } from '../kit/korean.js';
import { callKo, PEOPLE, THINGS } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { findOnly, groups } from '../kit/counting.js';
import { boxFitEssay, boxFits, type BoxAsk } from '../kit/workbook.js';

const UNIT = 'kr-e3-1-3';
const S = (n: number) => `${UNIT}.s${n}`;

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
  defineTemplate(UNIT, 'added-instead', {
    version: 1,
    params: (r) => ({ a: r.int(2, 9), q: r.int(2, 9), p: r.pick(PEOPLE) }),
    generate: ({ a, q, p }) => {
      const x = a * q;
      const wrong = x + a;
      return essay({
        subUnit: S(2),
        difficulty: 4,
        stem: [
          `${callKo(p)}는 어떤 수를 ${withJosa(m(a), '으로/로')} 나누어야 할 것을 잘못하여 ${withJosa(m(a), '을/를')} 더했더니 ${withJosa(m(wrong), '이/가')} 되었습니다. 바르게 계산한 몫은 얼마인지 풀이 과정을 쓰고 답을 구하시오.`,
          `${p.en} was supposed to divide a number by ${m(a)} but added ${m(a)} by mistake and got ${m(wrong)}. What is the correct quotient? Show your work.`,
        ],
        answer: String(q),
        form: 'number',
        steps: [
          [
            `어떤 수를 ${m('\\square')}라 하면 잘못 계산한 식은 ${m(`\\square+${a}=${wrong}`)}입니다.`,
            `Call the number ${m('\\square')}. The mistake was ${m(`\\square+${a}=${wrong}`)}.`,
          ],
          [
            `거꾸로 계산하면 ${m(`\\square=${wrong}-${a}=${x}`)}입니다.`,
            `Undo it: ${m(`\\square=${wrong}-${a}=${x}`)}.`,
          ],
          [
            `바르게 계산하면 ${m(`${x}\\div${a}`)}이고, ${m(`${a}\\times${q}=${x}`)}이므로 몫은 ${m(q)}입니다.`,
            `The correct calculation is ${m(`${x}\\div${a}`)}; since ${m(`${a}\\times${q}=${x}`)}, the quotient is ${m(q)}.`,
          ],
        ],
      });
    },
    // Undo the addition, then share the number out one round at a time.
    check: ({ a, q }, problem) => {
      const x = findOnly(0, 100, (n) => n + a === a * q + a);
      return keyIs(problem, dealOut(x, a));
    },
  }),

  defineTemplate(UNIT, 'box-below-quotient', {
    version: 1,
    params: (r) => ({ b: r.int(2, 9), q: r.int(3, 9), ask: r.pick<BoxAsk>(['count', 'greatest']) }),
    generate: ({ b, q, ask }) => {
      const n = b * q;
      const tex = `\\square<${n}\\div${b}`;
      const fits = Array.from({ length: q - 1 }, (_, i) => i + 1);
      return boxFitEssay({
        subUnit: S(3),
        tex,
        lo: 1,
        hi: 9,
        ask,
        fits,
        difficulty: 3,
        steps: [
          [
            `먼저 나눗셈의 몫을 곱셈구구로 구합니다: ${m(`${b}\\times${q}=${n}`)}이므로 ${m(`${n}\\div${b}=${q}`)}`,
            `First find the quotient with the times table: ${m(`${b}\\times${q}=${n}`)}, so ${m(`${n}\\div${b}=${q}`)}.`,
          ],
          [`${m('\\square')} 안의 수는 ${m(q)}보다 작아야 합니다.`, `The number in the box must be less than ${m(q)}.`],
        ],
      });
    },
    // Put each number in the box and divide.
    check: ({ b, q, ask }, problem) => {
      const fits = boxFits(`\\square<${b * q}\\div${b}`, 1, 9);
      return keyIs(problem, ask === 'count' ? fits.length : Math.max(...fits));
    },
  }),

  defineTemplate(UNIT, 'bags-shared', {
    version: 1,
    params: (r) => {
      // Bags of b candies, a bags, shared among c children: a×b = c×q with every number from the times tables.
      const pairs: [number, number, number, number][] = [];
      for (let a = 2; a <= 9; a++)
        for (let b = 2; b <= 9; b++)
          for (let c = 2; c <= 9; c++)
            if ((a * b) % c === 0 && (a * b) / c <= 9 && (a * b) / c >= 2 && c !== a && c !== b)
              pairs.push([a, b, c, (a * b) / c]);
      return { pick: r.pick(pairs), thing: r.pick(THINGS) };
    },
    generate: ({ pick: [a, b, c, q], thing }) => {
      const total = a * b;
      return essay({
        subUnit: S(1),
        difficulty: 3,
        stem: [
          `${withJosa(thing.ko, '이/가')} 한 봉지에 ${m(b)}${thing.counter}씩 ${m(a)}봉지 있습니다. 이것을 ${m(c)}명에게 똑같이 나누어 주면 한 명에게 몇 ${thing.counter}씩 줄 수 있습니까?`,
          `There are ${m(a)} bags with ${m(b)} ${thing.many} in each. If they are shared equally among ${m(c)} children, how many ${thing.many} does each child get?`,
        ],
        answer: String(q),
        form: 'number',
        unit: thing.counter,
        steps: [
          [
            `먼저 모두 몇 ${thing.counter}인지 구합니다: ${m(`${b}\\times${a}=${total}`)}`,
            `First find how many there are in all: ${m(`${b}\\times${a}=${total}`)}.`,
          ],
          [
            `${m(c)}명에게 똑같이 나누면 ${m(`${total}\\div${c}=${q}`)}이므로 한 명에게 ${m(q)}${thing.counter}씩 줄 수 있습니다.`,
            `Shared equally among ${m(c)}: ${m(`${total}\\div${c}=${q}`)}, so each child gets ${m(q)}.`,
          ],
        ],
      });
    },
    // Count every item bag by bag, then deal them out.
    check: ({ pick: [a, b, c] }, problem) => keyIs(problem, dealOut(groups(b, a), c)),
  }),

  defineTemplate(UNIT, 'teams-and-balls', {
    version: 1,
    params: (r) => ({ k: r.int(3, 6), teams: r.int(3, 9), balls: r.int(2, 5) }),
    ranges: { teams: [3, 9] },
    generate: ({ k, teams, balls }) => {
      const n = k * teams;
      const answer = teams * balls;
      return essay({
        subUnit: S(1),
        difficulty: 3,
        stem: [
          `학생 ${m(n)}명이 한 모둠에 ${m(k)}명씩 모둠을 만들었습니다. 모둠마다 공을 ${m(balls)}개씩 나누어 주려면 공은 모두 몇 개 필요합니까?`,
          `${m(n)} students form teams of ${m(k)}. Each team gets ${m(balls)} balls. How many balls are needed in all?`,
        ],
        answer: String(answer),
        form: 'number',
        unit: '개',
        steps: [
          [`모둠의 수: ${m(`${n}\\div${k}=${teams}`)}(모둠)`, `Number of teams: ${m(`${n}\\div${k}=${teams}`)}.`],
          [
            `필요한 공: ${m(`${balls}\\times${teams}=${answer}`)}(개)`,
            `Balls needed: ${m(`${balls}\\times${teams}=${answer}`)}.`,
          ],
        ],
      });
    },
    // Make the teams one at a time, then hand out the balls team by team.
    check: ({ k, teams, balls }, problem) => keyIs(problem, groups(balls, dealOut(k * teams, k))),
  }),

  defineTemplate(UNIT, 'same-number-other-divisor', {
    version: 1,
    params: (r) => {
      const options: [number, number, number][] = [];
      for (let a = 2; a <= 9; a++)
        for (let b = 2; b <= 9; b++)
          for (let c = 2; c <= 9; c++)
            if (c !== a && (a * b) % c === 0 && (a * b) / c <= 9 && (a * b) / c >= 2) options.push([a, b, c]);
      return { pick: r.pick(options) };
    },
    generate: ({ pick: [a, b, c] }) => {
      const x = a * b;
      const answer = x / c;
      return essay({
        subUnit: S(2),
        difficulty: 4,
        stem: [
          `어떤 수를 ${withJosa(m(a), '으로/로')} 나누면 몫이 ${m(b)}입니다. 이 수를 ${withJosa(m(c), '으로/로')} 나누면 몫은 얼마입니까?`,
          `A number divided by ${m(a)} is ${m(b)}. What is the number divided by ${m(c)}?`,
        ],
        answer: String(answer),
        form: 'number',
        steps: [
          [
            `핵심은 곱셈과 나눗셈의 관계로 어떤 수를 먼저 찾는 것입니다: ${m(`\\square\\div${a}=${b}`)}이면 ${m(`\\square=${a}\\times${b}=${x}`)}`,
            `The key is to use how multiplication and division are related to find the number first: if ${m(`\\square\\div${a}=${b}`)}, then ${m(`\\square=${a}\\times${b}=${x}`)}.`,
          ],
          [
            `${m(`${x}\\div${c}`)}의 몫은 ${m(`${c}\\times${answer}=${x}`)}이므로 ${m(answer)}입니다.`,
            `For ${m(`${x}\\div${c}`)}: ${m(`${c}\\times${answer}=${x}`)}, so the quotient is ${m(answer)}.`,
          ],
        ],
      });
    },
    // Find the number by trying every one, then share it out.
    check: ({ pick: [a, b, c] }, problem) =>
      keyIs(
        problem,
        dealOut(
          findOnly(0, 100, (n) => dealOut(n, a) === b),
          c,
        ),
      ),
  }),
];
