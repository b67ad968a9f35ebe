// 1학년 1학기 3단원 덧셈과 뺄셈: composing and splitting numbers, number stories, facts within 9 and zero.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { PEOPLE, THINGS } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { addStory, countChoices, subStory } from '../kit/stories.js';
import { countOn } from '../kit/counting.js';

const U = 'kr-e1-1-3';

export const templates = [
  defineTemplate(U, 'compose-split', {
    version: 2,
    params: (r) => {
      const total = r.int(2, 9);
      return { total, part: r.int(1, total - 1), split: r.int(0, 1), thing: r.pick(THINGS), frame: r.int(0, 1) };
    },
    ranges: { total: [2, 9], part: [1, 8] },
    generate: ({ total, part, split, thing, frame }) => {
      const other = total - part;
      const u = thing.counter;
      const stem: [string, string] = split
        ? frame
          ? [
              `${thing.ko} ${m(total)}${withJosa(u, '을/를')} 두 바구니에 나누어 담았습니다. 한 바구니에 ${m(part)}${withJosa(u, '을/를')} 담았다면 다른 바구니에는 몇 ${withJosa(u, '을/를')} 담았습니까?`,
              `${count(total, thing.one, thing.many)} are put into two baskets. One basket has ${m(part)}. How many are in the other basket?`,
            ]
          : [
              `${withJosa(m(total), '은/는')} ${withJosa(m(part), '과/와')} 몇으로 가를 수 있습니까?`,
              `${m(total)} can be split into ${m(part)} and what number?`,
            ]
        : frame
          ? [
              `왼손에 ${thing.ko} ${m(part)}${u}, 오른손에 ${thing.ko} ${m(other)}${withJosa(u, '이/가')} 있습니다. 두 손의 ${withJosa(thing.ko, '을/를')} 모으면 몇 ${u}입니까?`,
              `You hold ${count(part, thing.one, thing.many)} in your left hand and ${m(other)} in your right hand. If you put them together, how many ${thing.many} are there?`,
            ]
          : [
              `${withJosa(m(part), '과/와')} ${withJosa(m(other), '을/를')} 모으면 몇이 됩니까?`,
              `If you put ${m(part)} and ${m(other)} together, what number do you get?`,
            ];
      return essay({
        subUnit: `${U}.s1`,
        difficulty: total <= 5 ? 1 : 2,
        stem,
        answer: String(split ? other : total),
        form: 'number',
        steps: split
          ? [
              [
                `${withJosa(m(total), '을/를')} ${withJosa(m(part), '과/와')} 나머지로 가릅니다.`,
                `Split ${m(total)} into ${m(part)} and the rest.`,
              ],
              [
                `${m(part)}에서 ${m(total)}까지 이어 세면 ${m(other)}만큼 더 셉니다.`,
                `Counting on from ${m(part)} to ${m(total)} takes ${m(other)} more counts.`,
              ],
              [
                `그래서 ${withJosa(m(total), '은/는')} ${withJosa(m(part), '과/와')} ${withJosa(m(other), '으로/로')} 가를 수 있습니다.`,
                `So ${m(total)} splits into ${m(part)} and ${m(other)}.`,
              ],
            ]
          : [
              [`${m(part)}에서 ${m(other)}만큼 이어 셉니다.`, `Start at ${m(part)} and count on ${m(other)} more.`],
              [
                `${withJosa(m(part), '과/와')} ${withJosa(m(other), '을/를')} 모으면 ${m(total)}입니다.`,
                `Together ${m(part)} and ${m(other)} make ${m(total)}.`,
              ],
            ],
      });
    },
    // Count on from the known part; for splitting, search for the missing part.
    check: ({ total, part, split }, problem) =>
      keyIs(
        problem,
        split ? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((x) => countOn(part, x) === total) : countOn(part, total - part),
      ),
  }),

  defineTemplate(U, 'number-story', {
    version: 2,
    params: (r) => {
      const add = r.int(0, 1) === 1;
      const big = r.int(3, 9);
      const small = r.int(1, big - 1);
      const p = r.pick(PEOPLE);
      return {
        add,
        a: add ? small : big,
        b: add ? big - small : small,
        kind: r.int(0, 2),
        p,
        q: r.pick(PEOPLE.filter((x) => x !== p)),
        t: r.pick(THINGS),
      };
    },
    ranges: { a: [1, 9], b: [1, 8] },
    generate: ({ add, a, b, kind, p, q, t }, rng) => {
      const answer = add ? a + b : a - b;
      const op = add ? '+' : '-';
      return multiple(rng, {
        subUnit: `${U}.s2`,
        difficulty: add ? 1 : 2,
        stem: add ? addStory(kind, a, b, p, q, t) : subStory(kind, a, b, p, q, t),
        correct: m(answer),
        wrong: countChoices(answer, [add ? a - b : a + b, answer + 1, answer - 1, add ? b : a]),
        steps: [
          add
            ? ['모두 몇 개인지 묻고 있으므로 덧셈을 합니다.', 'The question asks how many in all, so we add.']
            : [
                kind === 1 ? '몇 개 더 많은지 묻고 있으므로 뺄셈을 합니다.' : '남은 수를 묻고 있으므로 뺄셈을 합니다.',
                kind === 1
                  ? 'The question asks how many more, so we subtract.'
                  : 'The question asks how many are left, so we subtract.',
              ],
          [`식: ${m(`${a}${op}${b}=${answer}`)}`, `Number sentence: ${m(`${a}${op}${b}=${answer}`)}`],
          [`답은 ${m(answer)}${t.counter}입니다.`, `The answer is ${count(answer, t.one, t.many)}.`],
        ],
      });
    },
    // Count on (or back) one at a time.
    check: ({ add, a, b }, problem) => keyIs(problem, countOn(a, add ? b : -b)),
  }),

  defineTemplate(U, 'number-sentences', {
    version: 2,
    params: (r) => {
      const kind = r.int(0, 5);
      const a = r.int(kind === 2 || kind === 3 ? 0 : 1, 9);
      return { kind, a, b: r.int(0, 9 - a), c: r.int(1, 9), cover: r.int(0, 1) };
    },
    generate: ({ kind, a, b, c, cover }) => {
      // kind 0: a+b, 1: (a+b)-b, 2: zero facts with +, 3: zero facts with -, 4: a+□=a+b, 5: a+b-□=a
      let tex: string;
      let answer: number;
      let sub: string;
      const sum = a + b;
      if (kind === 0) [tex, answer, sub] = [`${a}+${b}=\\square`, sum, 's3'];
      else if (kind === 1) [tex, answer, sub] = [`${sum}-${b}=\\square`, a, 's4'];
      else if (kind === 2) [tex, answer, sub] = [cover ? `0+${c}=\\square` : `${c}+0=\\square`, c, 's5'];
      else if (kind === 3) [tex, answer, sub] = [cover ? `${c}-${c}=\\square` : `${c}-0=\\square`, cover ? 0 : c, 's5'];
      else if (kind === 4) [tex, answer, sub] = [`${a}+\\square=${sum}`, b, 's6'];
      else [tex, answer, sub] = [`${sum}-\\square=${a}`, b, 's6'];
      return essay({
        subUnit: `${U}.${sub}`,
        difficulty: kind >= 4 ? 3 : kind === 1 ? 2 : 1,
        stem: [
          `${m('\\square')} 안에 알맞은 수를 쓰세요. ${m(tex)}`,
          `Write the number that goes in the ${m('\\square')}. ${m(tex)}`,
        ],
        answer: String(answer),
        form: 'number',
        steps: [
          kind >= 4
            ? [
                kind === 4
                  ? `${m(a)}에 몇을 더해야 ${withJosa(m(sum), '이/가')} 되는지 ${m(a)}에서 이어 세어 봅니다.`
                  : `${m(sum)}에서 몇을 빼야 ${withJosa(m(a), '이/가')} 되는지 ${m(a)}에서 ${m(sum)}까지 이어 세어 봅니다.`,
                kind === 4
                  ? `Count on from ${m(a)} to ${m(sum)} to find what must be added.`
                  : `Count on from ${m(a)} to ${m(sum)} to find what must be taken away.`,
              ]
            : kind === 2 || kind === 3
              ? [
                  '0을 더하거나 빼면 수가 그대로이고, 같은 수를 빼면 0입니다.',
                  'Adding or subtracting 0 leaves a number the same; taking a number from itself leaves 0.',
                ]
              : ['앞의 수에서 이어 세거나 거꾸로 세어 계산합니다.', 'Count on or count back from the first number.'],
          [
            `${m('\\square')} 안에 알맞은 수는 ${m(answer)}입니다. ${m(tex.replace('\\square', String(answer)))}`,
            `The number in the box is ${m(answer)}: ${m(tex.replace('\\square', String(answer)))}.`,
          ],
        ],
      });
    },
    // Try every digit in the box and keep the one that makes the sentence true.
    check: (_p, problem) => {
      const sentence = /\\\(([^)]*=[^)]*)\\\)$/.exec(problem.stem.en)?.[1] ?? '';
      const fits = Array.from({ length: 21 }, (_, x) => x).filter((x) => {
        const [left, right] = sentence.replace('\\square', String(x)).split('=');
        return evalSimple(left ?? '') === evalSimple(right ?? '');
      });
      return fits.length === 1 && keyIs(problem, fits);
    },
  }),
];

/** Evaluates a chain like 7-3+2 left to right. */
function evalSimple(expr: string): number {
  const tokens = expr.match(/[+-]?\d+/g) ?? [];
  return tokens.reduce((acc, t) => acc + Number(t), 0);
}
