// 1학년 2학기 2단원 덧셈과 뺄셈(1): three numbers in a row, making 10, taking away from 10.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { nameWith, PEOPLE, THINGS } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { countOn, findOnly } from '../kit/counting.js';

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
];
