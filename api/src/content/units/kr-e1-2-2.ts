// 1학년 2학기 2단원 덧셈과 뺄셈(1): three numbers in a row, making 10, taking away from 10.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { nameWith, PEOPLE, THINGS } from '../kit/people.js';
import { keyIs, mathRuns } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { countOn, findOnly } from '../kit/counting.js';
import { boxAnswer, boxFitEssay, boxFits, mixedUpAddSub, mixedUpKey } from '../kit/workbook.js';

/** Left-to-right evaluation of a chain such as 7 + 3 - 4, by counting on and back. */
function chain(first: number, steps: [1 | -1, number][]): number {
  return steps.reduce((acc, [sign, n]) => countOn(acc, sign * n), first);
}

const U = 'kr-e1-2-2';

export const templates = [
  defineTemplate(U, 'three-numbers', {
    version: 2,
    params: (r) => {
      const kind = r.int(0, 3);
      const a = r.int(1, 9);
      return { kind, a, b: r.int(1, 9), c: r.int(1, 9) };
    },
    generate: ({ kind, a: a0, b: b0, c: c0 }) => {
      // kind 0: a+b+c (sum <= 9), 1: a+(10-a)+c, 2: a-b-c, 3: a+b-c
      let a = a0;
      let b: number;
      let c = c0;
      let op: [string, string];
      if (kind === 0) {
        a = Math.min(a0, 5);
        b = Math.min(b0, 7 - a) || 1;
        c = Math.max(1, Math.min(c0, 9 - a - b));
        op = ['+', '+'];
      } else if (kind === 1) {
        b = 10 - a;
        op = ['+', '+'];
      } else if (kind === 2) {
        a = Math.max(a0, 3);
        b = Math.min(b0, a - 2);
        c = Math.min(c0, a - b);
        op = ['-', '-'];
      } else {
        b = Math.min(b0, 9 - a) || 1;
        c = Math.min(c0, a + b);
        op = ['+', '-'];
      }
      const first = op[0] === '+' ? a + b : a - b;
      const answer = op[1] === '+' ? first + c : first - c;
      const tex = `${a}${op[0]}${b}${op[1]}${c}`;
      return essay({
        subUnit: `${U}.s1`,
        difficulty: kind === 1 ? 2 : kind === 0 ? 1 : 2,
        stem: L(`계산해 보세요. ${m(`${tex}=\\square`)}`, `Find the value. ${m(`${tex}=\\square`)}`),
        answer: String(answer),
        form: 'number',
        steps: [
          kind === 1
            ? L(
                `${withJosa(m(a), '과/와')} ${withJosa(m(b), '을/를')} 먼저 더하면 ${m(10)}이 됩니다.`,
                `Add ${m(a)} and ${m(b)} first to make ${m(10)}.`,
              )
            : L(
                `앞에서부터 두 수를 먼저 계산합니다: ${m(`${a}${op[0]}${b}=${first}`)}`,
                `Work from left to right. First ${m(`${a}${op[0]}${b}=${first}`)}.`,
              ),
          L(`${m(`${first}${op[1]}${c}=${answer}`)}`, `Then ${m(`${first}${op[1]}${c}=${answer}`)}.`),
          L(`답은 ${m(answer)}입니다.`, `The answer is ${m(answer)}.`),
        ],
      });
    },
    // Read the three numbers and signs from the stem and count on and back.
    check: (_p, problem) => {
      const tex = /\\\((.*)=\\square\\\)/.exec(problem.stem.en)?.[1] ?? '';
      const [, a, s1, b, s2, c] = /^(\d+)([+-])(\d+)([+-])(\d+)$/.exec(tex) ?? [];
      return keyIs(
        problem,
        chain(Number(a), [
          [s1 === '+' ? 1 : -1, Number(b)],
          [s2 === '+' ? 1 : -1, Number(c)],
        ]),
      );
    },
  }),

  defineTemplate(U, 'make-ten', {
    version: 2,
    params: (r) => ({ kind: r.int(0, 3), a: r.int(1, 9), p: r.pick(PEOPLE), t: r.pick(THINGS) }),
    generate: ({ kind, a, p, t }, rng) => {
      const answer = 10 - a;
      const stems = [
        L(
          `${m('\\square')} 안에 알맞은 수는 무엇입니까? ${m(`${a}+\\square=10`)}`,
          `What number goes in the box? ${m(`${a}+\\square=10`)}`,
        ),
        L(
          `${m('\\square')} 안에 알맞은 수는 무엇입니까? ${m(`10-${a}=\\square`)}`,
          `What number goes in the box? ${m(`10-${a}=\\square`)}`,
        ),
        L(
          `${withJosa(m(a), '과/와')} 더해서 ${m(10)}이 되는 수는 무엇입니까?`,
          `What number added to ${m(a)} makes ${m(10)}?`,
        ),
        L(
          `${nameWith(p, '는')} ${withJosa(t.ko, '을/를')} ${m(10)}${t.counter} 가지고 있었는데 ${m(a)}${withJosa(t.counter, '을/를')} 동생에게 주었습니다. 남은 ${withJosa(t.ko, '은/는')} 몇 ${t.counter}입니까?`,
          `${p.en} had ${m(10)} ${t.many} and gave ${m(a)} of them to a younger sister. How many ${t.many} are left?`,
        ),
      ];
      return multiple(rng, {
        subUnit: `${U}.${kind === 0 || kind === 2 ? 's2' : 's3'}`,
        difficulty: kind === 3 ? 2 : 1,
        stem: stems[kind] ?? stems[0]!,
        correct: m(answer),
        wrong: countChoices(answer, [10 + a, a, answer + 1, answer - 1, 9 - a]),
        steps: [
          L(
            `${withJosa(m(10), '은/는')} ${withJosa(m(a), '과/와')} ${withJosa(m(answer), '으로/로')} 가를 수 있습니다.`,
            `${m(10)} splits into ${m(a)} and ${m(answer)}.`,
          ),
          L(`그래서 답은 ${m(answer)}입니다.`, `So the answer is ${m(answer)}.`),
        ],
      });
    },
    // Try every number from 0 to 10 and keep the one that completes 10.
    check: ({ a }, problem) =>
      keyIs(
        problem,
        findOnly(0, 10, (x) => countOn(a, x) === 10),
      ),
  }),

  defineTemplate(U, 'three-number-story', {
    version: 2,
    params: (r) => {
      const start = r.int(4, 9);
      const off = r.int(1, start - 1);
      const on = r.int(1, 9 - (start - off));
      return { start, off, on, kind: r.int(0, 2), p: r.pick(PEOPLE), t: r.pick(THINGS) };
    },
    generate: ({ start, off, on, kind, p, t }, rng) => {
      const answer = start - off + on;
      const stems = [
        L(
          `버스에 ${m(start)}명이 타고 있었습니다. 정류장에서 ${m(off)}명이 내리고 ${m(on)}명이 탔습니다. 지금 버스에 타고 있는 사람은 몇 명입니까?`,
          `There were ${m(start)} people on a bus. At a stop, ${m(off)} got off and ${m(on)} got on. How many people are on the bus now?`,
        ),
        L(
          `${nameWith(p, '는')} ${withJosa(t.ko, '을/를')} ${m(start)}${t.counter} 가지고 있었습니다. 친구에게 ${m(off)}${withJosa(t.counter, '을/를')} 주고, 엄마에게서 ${m(on)}${withJosa(t.counter, '을/를')} 받았습니다. 지금 가지고 있는 ${withJosa(t.ko, '은/는')} 몇 ${t.counter}입니까?`,
          `${p.en} had ${count(start, t.one, t.many)}, gave ${m(off)} to a friend, and then got ${m(on)} from Mom. How many ${t.many} does ${p.en} have now?`,
        ),
        L(
          `연못에 오리가 ${m(start)}마리 있었습니다. ${m(off)}마리가 날아가고 ${m(on)}마리가 새로 왔습니다. 연못에 있는 오리는 몇 마리입니까?`,
          `There were ${m(start)} ducks on a pond. ${m(off)} flew away and ${m(on)} new ${on === 1 ? 'one' : 'ones'} came. How many ducks are on the pond now?`,
        ),
      ];
      return multiple(rng, {
        subUnit: `${U}.s1`,
        difficulty: 3,
        stem: stems[kind] ?? stems[0]!,
        correct: m(answer),
        wrong: countChoices(answer, [start + off + on, start - off - on, start + off - on, answer + 1, answer - 1]),
        steps: [
          L(
            `식으로 나타내면 ${m(`${start}-${off}+${on}`)}입니다.`,
            `As a number sentence: ${m(`${start}-${off}+${on}`)}.`,
          ),
          L(
            `앞에서부터 계산합니다: ${m(`${start}-${off}=${start - off}`)}, ${m(`${start - off}+${on}=${answer}`)}`,
            `Work from left to right: ${m(`${start}-${off}=${start - off}`)}, then ${m(`${start - off}+${on}=${answer}`)}.`,
          ),
          L(`답은 ${m(answer)}입니다.`, `The answer is ${m(answer)}.`),
        ],
      });
    },
    // Count back for those who leave and on for those who come.
    check: ({ start, off, on }, problem) =>
      keyIs(
        problem,
        chain(start, [
          [-1, off],
          [1, on],
        ]),
      ),
  }),
  defineTemplate(U, 'mixed-up-ten', {
    version: 1,
    params: (r) => ({ add: r.int(0, 1) === 1, k: r.int(1, 4), person: r.pick(PEOPLE) }),
    generate: ({ add, k, person }) =>
      // add: the number is 10 - k, so the intended sum is 10; subtract: the number is 10, the mistaken sum 10 + k.
      mixedUpAddSub({ x: add ? 10 - k : 10, k, add, person, difficulty: 4, subUnit: add ? `${U}.s2` : `${U}.s3` }),
    // Try every number against the mistaken result.
    check: ({ add, k }, problem) => keyIs(problem, mixedUpKey({ k, wrong: add ? 10 - 2 * k : 10 + k, add, max: 20 })),
  }),

  defineTemplate(U, 'box-to-ten', {
    version: 1,
    params: (r) => {
      const a = r.int(1, 6);
      return { a, b: r.int(1, 8 - a), middle: r.int(0, 1) === 1 };
    },
    generate: ({ a, b, middle }) => {
      const box = 10 - a - b;
      const tex = middle ? `${a}+\\square+${b}=10` : `${a}+${b}+\\square=10`;
      return essay({
        subUnit: `${U}.s2`,
        difficulty: 3,
        stem: [
          `${m('\\square')} 안에 알맞은 수를 구해 보세요. ${m(tex)}`,
          `Find the number that goes in the box. ${m(tex)}`,
        ],
        answer: String(box),
        form: 'number',
        steps: [
          [
            `아는 두 수를 먼저 더합니다: ${m(`${a}+${b}=${a + b}`)}`,
            `Add the two numbers you know first: ${m(`${a}+${b}=${a + b}`)}.`,
          ],
          [
            `${withJosa(m(a + b), '과/와')} 더해서 ${withJosa(m(10), '이/가')} 되는 수를 찾습니다: ${m(`${a + b}+${box}=10`)}`,
            `Find what makes ${m(10)} with ${m(a + b)}: ${m(`${a + b}+${box}=10`)}.`,
          ],
          [`${m('\\square')} 안에 알맞은 수는 ${m(box)}입니다.`, `The number in the box is ${m(box)}.`],
        ],
      });
    },
    // Put each number 0 to 10 in the box of the printed equation.
    check: (_p, problem) => {
      const tex = mathRuns(problem.stem.en).at(-1) ?? '';
      return keyIs(
        problem,
        findOnly(0, 10, (n) => boxFits(tex, n, n).length === 1),
      );
    },
  }),

  defineTemplate(U, 'pairs-to-ten', {
    version: 2,
    params: (r) => ({
      cards: r
        .shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9])
        .slice(0, 6)
        .sort((x, y) => x - y),
    }),
    generate: ({ cards }) => {
      const pairs = cards.filter((c) => c < 5 && cards.includes(10 - c)).map((c) => [c, 10 - c] as const);
      if (pairs.length === 0) throw new Error('no pair makes ten');
      const shown = cards.map((c) => m(`\\boxed{${c}}`)).join(' ');
      return essay({
        subUnit: `${U}.s2`,
        difficulty: 4,
        stem: [
          `수 카드 중에서 두 장을 골라 합이 ${withJosa(m(10), '이/가')} 되게 하려고 합니다. 합이 ${withJosa(m(10), '이/가')} 되는 두 수는 모두 몇 쌍입니까? ${shown}`,
          `Pick two of these number cards whose sum is ${m(10)}. How many such pairs are there? ${shown}`,
        ],
        answer: String(pairs.length),
        form: 'number',
        unit: '쌍',
        steps: [
          [
            `더해서 ${withJosa(m(10), '이/가')} 되는 두 수는 ${m('1+9')} / ${m('2+8')} / ${m('3+7')} / ${m('4+6')} / ${m('5+5')}입니다. 이 짝을 빠짐없이 순서대로 떠올리는 것이 열쇠입니다.`,
            `The key is to go through the ways to make ${m(10)} in order: ${m('1+9')} / ${m('2+8')} / ${m('3+7')} / ${m('4+6')} / ${m('5+5')}.`,
          ],
          [
            `카드는 한 장씩뿐이므로 ${m('5+5')}는 만들 수 없습니다. 두 카드가 모두 있는 짝은 ${pairs.map(([x, y]) => m(`${x}+${y}`)).join(', ')}입니다.`,
            `There is only one of each card, so ${m('5+5')} is out. The pairs with both cards here are ${pairs.map(([x, y]) => m(`${x}+${y}`)).join(', ')}.`,
          ],
          [`모두 ${m(pairs.length)}쌍입니다.`, `That is ${m(pairs.length)} ${pairs.length === 1 ? 'pair' : 'pairs'}.`],
        ],
      });
    },
    // Try every two cards.
    check: ({ cards }, problem) => {
      let n = 0;
      for (let i = 0; i < cards.length; i++)
        for (let j = i + 1; j < cards.length; j++) if (cards[i]! + cards[j]! === 10) n++;
      return keyIs(problem, n);
    },
  }),

  defineTemplate(U, 'ate-from-ten', {
    version: 1,
    params: (r) => ({ left: r.int(1, 8), person: r.pick(PEOPLE), thing: r.pick(THINGS) }),
    generate: ({ left, person, thing }, rng) =>
      multiple(rng, {
        subUnit: `${U}.s3`,
        difficulty: 2,
        stem: [
          `${nameWith(person, '는')} ${withJosa(thing.ko, '을/를')} ${m(10)}${thing.counter} 가지고 있었습니다. 그중 몇 ${withJosa(thing.counter, '을/를')} 친구에게 주었더니 ${m(left)}${thing.counter} 남았습니다. 친구에게 준 ${withJosa(thing.ko, '은/는')} 몇 ${thing.counter}입니까?`,
          `${person.en} had ${m(10)} ${thing.many}, gave some to a friend, and has ${m(left)} left. How many did ${person.en} give away?`,
        ],
        correct: m(10 - left),
        wrong: countChoices(10 - left, [left, 10 + left, 10, 9 - left]),
        steps: [
          [
            `처음 수에서 남은 수를 빼면 준 수가 됩니다: ${m(`10-${left}`)}`,
            `What was given away is what there was minus what is left: ${m(`10-${left}`)}.`,
          ],
          [
            `${withJosa(m(left), '과/와')} 더해서 ${withJosa(m(10), '이/가')} 되는 수는 ${m(10 - left)}이므로 ${m(`10-${left}=${10 - left}`)}입니다.`,
            `${m(10 - left)} and ${m(left)} make ${m(10)}, so ${m(`10-${left}=${10 - left}`)}.`,
          ],
        ],
      }),
    // Count up from what is left to ten.
    check: ({ left }, problem) =>
      keyIs(
        problem,
        findOnly(0, 10, (n) => countOn(left, n) === 10),
      ),
  }),

  defineTemplate(U, 'three-box-fit', {
    version: 1,
    params: (r) => {
      const a = r.int(1, 4);
      return { a, b: r.int(1, 5 - a), greatest: r.int(0, 1) === 1 };
    },
    generate: ({ a, b, greatest }) => {
      const tex = `${a}+\\square+${b}<10`;
      const edge = 10 - a - b;
      return boxFitEssay({
        tex,
        lo: 1,
        hi: 9,
        ask: greatest ? 'greatest' : 'count',
        fits: Array.from({ length: edge - 1 }, (_, i) => i + 1),
        difficulty: 4,
        subUnit: `${U}.s1`,
        steps: [
          [
            `아는 두 수를 먼저 더하면 ${m(`${a}+${b}=${a + b}`)}이므로 ${m(`${a + b}+\\square<10`)}입니다. 세 수를 두 수로 줄이는 것이 열쇠입니다.`,
            `The key is to turn three numbers into two: ${m(`${a}+${b}=${a + b}`)}, so ${m(`${a + b}+\\square<10`)}.`,
          ],
          [
            `${m(`${a + b}+${edge}=10`)}이므로 ${m('\\square')}에는 ${m(edge)}보다 작은 수가 들어가야 합니다.`,
            `${m(`${a + b}+${edge}=10`)}, so the box needs a number less than ${m(edge)}.`,
          ],
        ],
      });
    },
    // Put each number 1 to 9 in the box and test the inequality.
    check: ({ a, b, greatest }, problem) =>
      keyIs(problem, boxAnswer(boxFits(`${a}+\\square+${b}<10`, 1, 9), greatest ? 'greatest' : 'count')),
  }),
];
