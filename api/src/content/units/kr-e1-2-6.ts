// 1학년 2학기 6단원 덧셈과 뺄셈(3): two-digit addition and subtraction without regrouping.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { count } from '../kit/english.js';
import { PEOPLE, THINGS, callKo, nameWith, twoPeople } from '../kit/people.js';
import { withJosa } from '../kit/korean.js';
import { keyIs } from '../kit/check.js';
import { addStory, countChoices, subStory } from '../kit/stories.js';
import { columnAdd, columnSub } from '../kit/counting.js';
import { boxAnswer, boxFitEssay, boxFits, mixedUpAddSub, mixedUpKey } from '../kit/workbook.js';
import { numberLine, withFigure } from '../kit/figures.js';

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
  defineTemplate(U, 'mixed-up', {
    version: 1,
    params: (r) => {
      // Every digit of x is at least k's digit and the two add without carrying, so neither sum nor difference regroups.
      const [k1, k0] = [r.int(1, 4), r.int(0, 4)];
      const [x1, x0] = [r.int(k1 + 1, 9 - k1), r.int(k0, 9 - k0)];
      return { add: r.int(0, 1) === 1, k: 10 * k1 + k0, x: 10 * x1 + x0, person: r.pick(PEOPLE) };
    },
    generate: ({ add, k, x, person }) => mixedUpAddSub({ x, k, add, person, difficulty: 4, subUnit: `${U}.s1` }),
    // Try every number against the mistaken result.
    check: ({ add, x, k }, problem) =>
      keyIs(problem, mixedUpKey({ k, wrong: add ? columnSub(x, k) : columnAdd(x, k), add, max: 99 })),
  }),

  defineTemplate(U, 'box-digit-sum', {
    version: 1,
    params: (r) => {
      const [t, b1, b0] = [r.int(1, 4), r.int(1, 4), r.int(1, 4)];
      return { t, b: 10 * b1 + b0, over: r.int(2, 9 - b0) };
    },
    generate: ({ t, b, over }) => {
      // t□ + b < limit: the tens give 10t + b, and the box adds its digit to the ones.
      const base = 10 * t + b;
      const limit = base + over;
      const tex = `${t}\\square+${b}<${limit}`;
      return boxFitEssay({
        tex,
        ask: 'count',
        fits: Array.from({ length: over }, (_, i) => i),
        difficulty: 4,
        subUnit: `${U}.s1`,
        steps: [
          [
            `${m('\\square')}에 ${withJosa(m(0), '을/를')} 넣은 수부터 계산해 보는 것이 열쇠입니다: ${m(`${t}0+${b}=${base}`)}`,
            `The key is to start with ${m(0)} in the box: ${m(`${t}0+${b}=${base}`)}.`,
          ],
          [
            `${m('\\square')}에 넣는 수가 ${m(1)} 커질 때마다 합도 ${m(1)}씩 커지므로, 합이 ${m(limit)}보다 작으려면 ${m('\\square')}는 ${m(over)}보다 작아야 합니다.`,
            `Each ${m(1)} more in the box makes the sum ${m(1)} more, so to stay below ${m(limit)} the box must be less than ${m(over)}.`,
          ],
        ],
      });
    },
    // Put each digit 0 to 9 in the box and test the inequality.
    check: ({ t, b, over }, problem) =>
      keyIs(problem, boxAnswer(boxFits(`${t}\\square+${b}<${10 * t + b + over}`, 0, 9), 'count')),
  }),

  defineTemplate(U, 'card-sum-extreme', {
    version: 1,
    params: (r) => ({
      cards: r
        .shuffle([0, 1, 2, 3, 4, 5])
        .slice(0, 4)
        .sort((x, y) => x - y),
      greatest: r.int(0, 1) === 1,
    }),
    generate: ({ cards, greatest }) => {
      // Greatest: the two biggest cards in the tens. Least: the two smallest cards that are not 0 in the tens.
      const nonzero = cards.filter((x) => x > 0);
      const tens = greatest ? cards.slice(2) : nonzero.slice(0, 2);
      const ones = cards.filter((x) => !tens.includes(x));
      const [n1, n2] = [10 * tens[1]! + ones[1]!, 10 * tens[0]! + ones[0]!];
      const sum = n1 + n2;
      const shown = cards.map((x) => m(`\\boxed{${x}}`)).join(' ');
      const word = greatest ? ['클', 'greatest'] : ['작을', 'least'];
      return essay({
        subUnit: `${U}.s1`,
        difficulty: 5,
        stem: [
          `수 카드 ${m(4)}장을 한 번씩 모두 사용하여 몇십몇을 두 개 만들었습니다. 두 수의 합이 가장 ${word[0]} 때, 그 합을 구해 보세요. ${shown}`,
          `Use all ${m(4)} number cards, each once, to make a pair of two-digit numbers. What is the ${word[1]} possible sum of the two numbers? ${shown}`,
        ],
        answer: String(sum),
        form: 'number',
        steps: [
          [
            `두 수의 십의 자리에 ${greatest ? '가장 큰 두 수를' : `${m(0)}이 아닌 가장 작은 두 수를`} 놓는 것이 열쇠입니다. 십의 자리 숫자가 일의 자리 숫자보다 큰 값을 나타내기 때문입니다.`,
            `The key is to put the two ${greatest ? 'greatest cards' : `least cards that are not ${m(0)}`} in the tens places, because a tens digit is worth more than a ones digit.`,
          ],
          [
            `십의 자리에 ${withJosa(m(tens[1]!), '과/와')} ${m(tens[0]!)}, 일의 자리에 ${withJosa(m(ones[1]!), '과/와')} ${withJosa(m(ones[0]!), '을/를')} 놓으면 예를 들어 ${withJosa(m(n1), '과/와')} ${m(n2)}입니다.`,
            `Tens digits ${m(tens[1]!)} and ${m(tens[0]!)}, ones digits ${m(ones[1]!)} and ${m(ones[0]!)}: for example ${m(n1)} and ${m(n2)}.`,
          ],
          [`합은 ${m(`${n1}+${n2}=${sum}`)}입니다.`, `The sum is ${m(`${n1}+${n2}=${sum}`)}.`],
        ],
      });
    },
    // Try every order of the four cards as two two-digit numbers.
    check: ({ cards, greatest }, problem) => {
      const sums: number[] = [];
      const orders = (rest: number[], done: number[]): void => {
        if (rest.length === 0) {
          const [w, x, y, z] = done as [number, number, number, number];
          if (w > 0 && y > 0) sums.push(columnAdd(10 * w + x, 10 * y + z));
          return;
        }
        rest.forEach((v, i) => orders([...rest.slice(0, i), ...rest.slice(i + 1)], [...done, v]));
      };
      orders([...cards], []);
      return keyIs(problem, greatest ? Math.max(...sums) : Math.min(...sums));
    },
  }),

  defineTemplate(U, 'more-then-both', {
    version: 1,
    params: (r) => {
      // a + (a + more) must not carry: twice a's digit plus more's digit stays within 9.
      const [a1, a0] = [r.int(1, 3), r.int(0, 4)];
      const [m1, m0] = [r.int(1, Math.min(4, 9 - 2 * a1)), r.int(0, Math.min(4, 9 - 2 * a0))];
      return { a: 10 * a1 + a0, more: 10 * m1 + m0, people: twoPeople(r), thing: r.pick(THINGS) };
    },
    ranges: { both: [20, 99] },
    values: ({ a, more }) => ({ both: 2 * a + more }),
    generate: ({ a, more, people: [p, q], thing }, rng) => {
      const b = a + more;
      const both = a + b;
      return multiple(rng, {
        subUnit: `${U}.s1`,
        difficulty: 3,
        stem: [
          `${nameWith(p, '는')} ${withJosa(thing.ko, '을/를')} ${m(a)}${thing.counter} 가지고 있고, ${nameWith(q, '는')} ${callKo(p)}보다 ${m(more)}${thing.counter} 더 많이 가지고 있습니다. 두 사람이 가지고 있는 ${withJosa(thing.ko, '은/는')} 모두 몇 ${thing.counter}입니까?`,
          `${p.en} has ${count(a, thing.one, thing.many)}, and ${q.en} has ${m(more)} more than ${p.en}. How many ${thing.many} do they have in all?`,
        ],
        correct: m(both),
        wrong: countChoices(
          both,
          [b, 2 * a, b + more, both + 10, both - 10, both + 1].filter((x) => x < 100),
        ),
        steps: [
          [
            `먼저 ${callKo(q)}가 가진 수를 구합니다: ${m(`${a}+${more}=${b}`)}`,
            `First find how many ${q.en} has: ${m(`${a}+${more}=${b}`)}.`,
          ],
          [`두 사람의 것을 더합니다: ${m(`${a}+${b}=${both}`)}`, `Then add the two: ${m(`${a}+${b}=${both}`)}.`],
        ],
      });
    },
    // Column addition twice.
    check: ({ a, more }, problem) => keyIs(problem, columnAdd(a, columnAdd(a, more))),
  }),

  defineTemplate(U, 'number-line-tens', {
    version: 1,
    params: (r) => ({ tens: r.int(1, 6), add: r.int(11, 34), back: r.int(0, 1) === 1 }),
    generate: ({ tens, add, back }, rng) => {
      // back: A is tens·10 + add and the question takes add away again.
      const at = back ? 10 * tens + add : 10 * tens;
      const answer = back ? 10 * tens : 10 * tens + add;
      const problem = multiple(rng, {
        subUnit: `${U}.s1`,
        difficulty: 2,
        stem: back
          ? [
              `수직선에서 점 A가 나타내는 수보다 ${m(add)}만큼 더 작은 수는 무엇입니까?`,
              `On the number line, what number is ${m(add)} less than the number at point A?`,
            ]
          : [
              `수직선에서 점 A가 나타내는 수보다 ${m(add)}만큼 더 큰 수는 무엇입니까?`,
              `On the number line, what number is ${m(add)} more than the number at point A?`,
            ],
        correct: m(answer),
        wrong: countChoices(answer, [at, answer + 10, answer - 10, answer + 1, answer - 1]),
        steps: [
          [
            `눈금 한 칸은 ${m(back ? 1 : 10)}이고, 점 A는 ${withJosa(m(at), '을/를')} 나타냅니다.`,
            `Each tick is ${m(back ? 1 : 10)}, and point A is at ${m(at)}.`,
          ],
          [
            back ? `${m(`${at}-${add}=${answer}`)}입니다.` : `${m(`${at}+${add}=${answer}`)}입니다.`,
            back ? `${m(`${at}-${add}=${answer}`)}.` : `${m(`${at}+${add}=${answer}`)}.`,
          ],
        ],
      });
      const line = back ? { min: at - 5, max: at + 5, labelEvery: 5 } : { min: 0, max: 100, step: 10, labelEvery: 5 };
      return withFigure(problem, numberLine({ ...line, points: [{ value: at, label: 'A' }] }));
    },
    // Read A from the figure's description and add or take away by columns.
    check: ({ add, back }, problem) => {
      const at = Number(/Point A is at (\d+)/.exec(problem.figure?.alt.en ?? '')?.[1]);
      return keyIs(problem, back ? columnSub(at, add) : columnAdd(at, add));
    },
  }),
];
