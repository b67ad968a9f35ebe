// 1학년 1학기 3단원 덧셈과 뺄셈: composing and splitting numbers, number stories, facts within 9 and zero.
import { L, PEOPLE, THINGS, countOn, findOnly, m, mj, spec, unitTemplates, w } from '../lib/e1e3/kit.js';
import { addStory, subStory } from '../lib/e1e3/stories.js';

export const templates = unitTemplates('kr-e1-1-3', [
  spec({
    name: 'compose-split',
    params: (r) => {
      const total = r.int(2, 9);
      return { total, part: r.int(1, total - 1), split: r.int(0, 1), thing: r.pick(THINGS), frame: r.int(0, 1) };
    },
    draft: ({ total, part, split, thing, frame }) => {
      const other = total - part;
      const stem = split
        ? frame
          ? L(
              `${thing.ko} ${m(total)}${w(thing.unit, '을/를')} 두 접시에 나누어 담았습니다. 한 접시에 ${m(part)}${w(thing.unit, '을/를')} 담았다면 다른 접시에는 몇 ${w(thing.unit, '을/를')} 담았습니까?`,
              `${m(total)} ${thing.en} are split onto two plates. One plate has ${m(part)}. How many are on the other plate?`,
            )
          : L(
              `${mj(total, '은/는')} ${mj(part, '과/와')} 몇으로 가를 수 있습니까?`,
              `${m(total)} can be split into ${m(part)} and what number?`,
            )
        : frame
          ? L(
              `왼손에 ${thing.ko} ${m(part)}${thing.unit}, 오른손에 ${thing.ko} ${m(other)}${w(thing.unit, '이/가')} 있습니다. 두 손의 ${w(thing.ko, '을/를')} 모으면 몇 ${thing.unit}입니까?`,
              `You hold ${m(part)} ${thing.en} in your left hand and ${m(other)} in your right hand. If you put them together, how many are there?`,
            )
          : L(
              `${mj(part, '과/와')} ${mj(other, '을/를')} 모으면 몇이 됩니까?`,
              `If you put ${m(part)} and ${m(other)} together, what number do you get?`,
            );
      return {
        type: 'essay',
        sub: 's1',
        difficulty: total <= 5 ? 1 : 2,
        stem,
        answer: split ? other : total,
        steps: split
          ? [
              L(`${m(total)}개를 ${m(part)}개와 나머지로 가릅니다.`, `Split ${m(total)} into ${m(part)} and the rest.`),
              L(
                `${m(part)}에서 ${m(total)}까지 세면 ${m(other)}만큼 더 셉니다.`,
                `Counting on from ${m(part)} to ${m(total)} takes ${m(other)} more counts.`,
              ),
              L(`그래서 ${m(other)}입니다.`, `So the answer is ${m(other)}.`),
            ]
          : [
              L(`${m(part)}에서 ${m(other)}만큼 이어 셉니다.`, `Start at ${m(part)} and count on ${m(other)} more.`),
              L(`모으면 ${m(total)}입니다.`, `Together they make ${m(total)}.`),
            ],
      };
    },
    // Count on from the known part; for splitting, search for the missing part.
    solve: ({ total, part, split }) =>
      split ? findOnly(0, 9, (x) => countOn(part, x) === total) : countOn(part, total - part),
  }),

  spec({
    name: 'number-story',
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
    draft: ({ add, a, b, kind, p, q, t }) => {
      const answer = add ? a + b : a - b;
      const op = add ? '+' : '-';
      return {
        type: 'multiple',
        sub: 's2',
        difficulty: add ? 1 : 2,
        stem: add ? addStory(kind, a, b, p, q, t) : subStory(kind, a, b, p, q, t),
        correct: answer,
        wrong: [add ? a - b : a + b, answer + 1, answer - 1, add ? b : a],
        steps: [
          L(
            add ? '모두 몇 개인지 묻고 있으므로 덧셈을 합니다.' : '남은 수나 더 많은 수를 묻고 있으므로 뺄셈을 합니다.',
            add
              ? 'The question asks how many in all, so we add.'
              : 'The question asks how many are left or how many more, so we subtract.',
          ),
          L(`식: ${m(`${a}${op}${b}=${answer}`)}`, `Number sentence: ${m(`${a}${op}${b}=${answer}`)}`),
          L(`답은 ${m(answer)}${t.unit}입니다.`, `The answer is ${m(answer)}.`),
        ],
      };
    },
    // Count on (or back) one at a time.
    solve: ({ add, a, b }) => countOn(a, add ? b : -b),
  }),

  spec({
    name: 'number-sentences',
    params: (r) => {
      const kind = r.int(0, 5);
      const a = r.int(kind === 2 || kind === 3 ? 0 : 1, 9);
      return { kind, a, b: r.int(0, 9 - a), c: r.int(1, 9), cover: r.int(0, 1) };
    },
    draft: ({ kind, a, b, c, cover }) => {
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
      return {
        type: 'essay',
        sub,
        difficulty: kind >= 4 ? 3 : kind === 1 ? 2 : 1,
        stem: L(
          `${m('\\square')} 안에 알맞은 수를 쓰세요. ${m(tex)}`,
          `Write the number that goes in the ${m('\\square')}. ${m(tex)}`,
        ),
        answer,
        steps: [
          kind >= 4
            ? L(
                '모르는 수를 □로 두고 전체와 부분의 관계를 생각합니다.',
                'Think of the whole and its parts; the box is the unknown part.',
              )
            : kind === 2 || kind === 3
              ? L(
                  '0을 더하거나 빼면 수가 그대로이고, 같은 수를 빼면 0입니다.',
                  'Adding or subtracting 0 leaves a number the same; taking a number from itself leaves 0.',
                )
              : L('앞의 수에서 이어 세거나 거꾸로 세어 계산합니다.', 'Count on or count back from the first number.'),
          L(
            `${m('\\square')}는 ${m(answer)}입니다: ${m(tex.replace('\\square', String(answer)))}`,
            `The box is ${m(answer)}: ${m(tex.replace('\\square', String(answer)))}`,
          ),
        ],
      };
    },
    // Try every digit in the box and keep the one that makes the sentence true.
    solve: (_p, problem) => {
      const sentence = /\\\(([^)]*=[^)]*)\\\)$/.exec(problem.stem.en)?.[1] ?? '';
      return findOnly(0, 20, (x) => {
        const [left, right] = sentence.replace('\\square', String(x)).split('=');
        return evalSimple(left ?? '') === evalSimple(right ?? '');
      });
    },
  }),
]);

/** Evaluates a chain like 7-3+2 left to right. */
function evalSimple(expr: string): number {
  const tokens = expr.match(/[+-]?\d+/g) ?? [];
  return tokens.reduce((acc, t) => acc + Number(t), 0);
}
