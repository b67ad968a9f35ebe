// 1학년 1학기 3단원 덧셈과 뺄셈: composing and splitting numbers, number stories, facts within 9 and zero.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { keyIs } from '../kit/check.js';
import { addStory, countChoices, subStory } from '../kit/stories.js';
import { countOn, findOnly } from '../kit/counting.js';
import { boxFitEssay, boxAnswer, boxFits, mixedUpAddSub, mixedUpKey } from '../kit/workbook.js';
import { PEOPLE, THINGS, callKo, nameWith, twoPeople } from '../kit/people.js';

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
  defineTemplate(U, 'mixed-up', {
    version: 1,
    params: (r) => {
      const add = r.int(0, 1) === 1;
      const k = r.int(1, 4);
      // add: x - k is written down and x + k must stay within 9; subtract: x + k is written down.
      const x = add ? r.int(k + 1, 9 - k) : r.int(k, 9 - k);
      return { add, k, x, person: r.pick(PEOPLE) };
    },
    ranges: { x: [0, 9] },
    generate: ({ add, k, x, person }) => mixedUpAddSub({ x, k, add, person, difficulty: 4, subUnit: `${U}.s6` }),
    // Try every number against the mistaken result.
    check: ({ add, k, x }, problem) => keyIs(problem, mixedUpKey({ k, wrong: add ? x - k : x + k, add, max: 9 })),
  }),

  defineTemplate(U, 'box-fit', {
    version: 1,
    params: (r) => {
      const plus = r.int(0, 1) === 1;
      const a = r.int(1, 5);
      const b = r.int(a + 3, 9);
      return { plus, a, b, greatest: r.int(0, 1) === 1 };
    },
    generate: ({ plus, a, b, greatest }) => {
      // plus: a + □ < b; minus: b - □ > a. Both hold for □ below b - a.
      const tex = plus ? `${a}+\\square<${b}` : `${b}-\\square>${a}`;
      const edge = b - a;
      const fits = Array.from({ length: edge - 1 }, (_, i) => i + 1);
      return boxFitEssay({
        tex,
        lo: 1,
        hi: 9,
        ask: greatest ? 'greatest' : 'count',
        fits,
        difficulty: 4,
        subUnit: `${U}.s6`,
        steps: [
          [
            `먼저 ${withJosa(m(plus ? `${a}+\\square=${b}` : `${b}-\\square=${a}`), '이/가')} 되는 ${withJosa(m('\\square'), '을/를')} 찾습니다. ${m(plus ? `${a}+${edge}=${b}` : `${b}-${edge}=${a}`)}이므로 ${m(edge)}입니다. 같아지는 수를 먼저 찾는 것이 열쇠입니다.`,
            `The key is to find first the number that makes both sides equal: ${m(plus ? `${a}+${edge}=${b}` : `${b}-${edge}=${a}`)}, so it is ${m(edge)}.`,
          ],
          [
            plus
              ? `${m('\\square')}에 더 큰 수를 넣으면 합이 커지므로, ${m(b)}보다 작으려면 ${m(edge)}보다 작은 수가 들어가야 합니다.`
              : `${m('\\square')}에 더 큰 수를 넣을수록 빼고 남는 수가 작아지므로, ${m(a)}보다 크려면 ${m(edge)}보다 작은 수가 들어가야 합니다.`,
            plus
              ? `A bigger number in the box makes the sum bigger, so to stay below ${m(b)} the box needs a number less than ${m(edge)}.`
              : `A bigger number in the box leaves less, so to stay above ${m(a)} the box needs a number less than ${m(edge)}.`,
          ],
        ],
      });
    },
    // Put each number 1 to 9 in the box and test the inequality.
    check: ({ plus, a, b, greatest }, problem) =>
      keyIs(
        problem,
        boxAnswer(boxFits(plus ? `${a}+\\square<${b}` : `${b}-\\square>${a}`, 1, 9), greatest ? 'greatest' : 'count'),
      ),
  }),

  defineTemplate(U, 'share-with-more', {
    version: 1,
    params: (r) => {
      const more = r.int(1, 3);
      const small = r.int(1, Math.floor((9 - more) / 2));
      return { more, small, people: twoPeople(r), thing: r.pick(THINGS) };
    },
    ranges: { total: [3, 9] },
    values: ({ more, small }) => ({ total: 2 * small + more }),
    generate: ({ more, small, people: [p, q], thing }) => {
      const total = 2 * small + more;
      const big = small + more;
      // The splits with the bigger part first: (total - 1, 1), (total - 2, 2), …
      const splits = Array.from({ length: Math.floor(total / 2) }, (_, i) => [total - 1 - i, i + 1] as const);
      const pair = (x: number, y: number) => `${withJosa(m(x), '과/와')} ${m(y)}`;
      const pairEn = (x: number, y: number) => `${m(x)} and ${m(y)}`;
      return essay({
        subUnit: `${U}.s1`,
        difficulty: 5,
        stem: [
          `${thing.ko} ${withJosa(`${m(total)}${thing.counter}`, '을/를')} ${nameWith(p, '와')} ${nameWith(q, '가')} 나누어 가졌습니다. ${nameWith(p, '가')} ${callKo(q)}보다 ${m(more)}${thing.counter} 더 많이 가졌다면 ${nameWith(p, '는')} 몇 ${withJosa(thing.counter, '을/를')} 가졌습니까?`,
          `${p.en} and ${q.en} share ${count(total, thing.one, thing.many)}. ${p.en} gets ${m(more)} more than ${q.en}. How many does ${p.en} get?`,
        ],
        answer: String(big),
        form: 'number',
        unit: thing.counter,
        steps: [
          [
            `${withJosa(m(total), '을/를')} 두 수로 가르는 방법을 모두 써 봅니다: ${splits.map(([x, y]) => pair(x, y)).join(', ')}`,
            `Write every way to split ${m(total)} into two numbers: ${splits.map(([x, y]) => pairEn(x, y)).join('; ')}.`,
          ],
          [
            `그중에서 큰 수가 작은 수보다 ${m(more)}만큼 더 큰 것을 찾는 것이 이 문제의 열쇠입니다. ${pair(big, small)}입니다.`,
            `The key is to find the split where one part is ${m(more)} more than the other: ${pairEn(big, small)}.`,
          ],
          [
            `더 많이 가진 사람은 ${callKo(p)}이므로 ${nameWith(p, '는')} ${m(big)}${withJosa(thing.counter, '을/를')} 가졌습니다.`,
            `${p.en} gets the bigger part, ${m(big)}.`,
          ],
        ],
      });
    },
    // Try every share for the first child and keep the one that leaves the other `more` fewer.
    check: ({ more, small }, problem) => {
      const total = 2 * small + more;
      return keyIs(
        problem,
        findOnly(0, total, (x) => total - x === x - more),
      );
    },
  }),

  defineTemplate(U, 'equal-sides', {
    version: 1,
    params: (r) => {
      const a = r.int(1, 7);
      const b = r.int(1, 8 - a);
      const minus = r.int(0, 1) === 1;
      // plus: a + b = c + □ with c below a + b; minus: a + b = c - □ with c above a + b (up to 9).
      const c = minus ? r.int(a + b + 1, 9) : r.int(1, a + b - 1);
      return { a, b, c, minus };
    },
    generate: ({ a, b, c, minus }) => {
      const sum = a + b;
      const box = minus ? c - sum : sum - c;
      const right = minus ? `${c}-\\square` : `${c}+\\square`;
      return essay({
        subUnit: `${U}.s3`,
        difficulty: 3,
        stem: [
          `두 식의 계산 결과가 같도록 ${m('\\square')} 안에 알맞은 수를 구해 보세요. ${m(`${a}+${b}=${right}`)}`,
          `Find the number that goes in the box so that both sides are equal. ${m(`${a}+${b}=${right}`)}`,
        ],
        answer: String(box),
        form: 'number',
        steps: [
          [
            `왼쪽을 먼저 계산합니다: ${m(`${a}+${b}=${sum}`)}`,
            `Work out the left side first: ${m(`${a}+${b}=${sum}`)}.`,
          ],
          [
            minus
              ? `${m(c)}에서 얼마를 빼야 ${withJosa(m(sum), '이/가')} 되는지 생각합니다: ${m(`${c}-${box}=${sum}`)}`
              : `${m(c)}에 얼마를 더해야 ${withJosa(m(sum), '이/가')} 되는지 생각합니다: ${m(`${c}+${box}=${sum}`)}`,
            minus
              ? `What do you take from ${m(c)} to leave ${m(sum)}? ${m(`${c}-${box}=${sum}`)}`
              : `What do you add to ${m(c)} to make ${m(sum)}? ${m(`${c}+${box}=${sum}`)}`,
          ],
          [`${m('\\square')} 안에 알맞은 수는 ${m(box)}입니다.`, `The number in the box is ${m(box)}.`],
        ],
      });
    },
    // Put each number 0 to 9 in the box of the printed equation.
    check: (_p, problem) => {
      const tex = /\\\(([^()]*=[^()]*)\\\)$/.exec(problem.stem.en)?.[1] ?? '';
      return keyIs(
        problem,
        findOnly(0, 9, (n) => boxFits(tex, n, n).length === 1),
      );
    },
  }),

  defineTemplate(U, 'bus-riders', {
    version: 1,
    params: (r) => {
      const start = r.int(3, 8);
      const off = r.int(1, start - 1);
      return { start, off, on: r.int(1, 9 - start + off), bus: r.int(0, 1) };
    },
    ranges: { start: [3, 8], now: [1, 9] },
    values: ({ start, off, on }) => ({ now: start - off + on }),
    generate: ({ start, off, on, bus }, rng) => {
      const now = start - off + on;
      return multiple(rng, {
        subUnit: `${U}.s6`,
        difficulty: 3,
        stem:
          bus === 1
            ? [
                `버스에 ${m(start)}명이 타고 있었습니다. 정류장에서 ${m(off)}명이 내리고 ${m(on)}명이 탔습니다. 지금 버스에 타고 있는 사람은 몇 명입니까?`,
                `There were ${m(start)} people on a bus. At a stop, ${m(off)} got off and ${m(on)} got on. How many people are on the bus now?`,
              ]
            : [
                `놀이터에 어린이가 ${m(start)}명 있었습니다. ${m(off)}명이 집에 가고 ${m(on)}명이 새로 왔습니다. 지금 놀이터에 있는 어린이는 몇 명입니까?`,
                `There were ${m(start)} children at the playground. ${m(off)} went home and ${m(on)} more came. How many children are at the playground now?`,
              ],
        correct: m(now),
        wrong: countChoices(
          now,
          [start + off + on, start - off, start + on, start - off - on, now + 1, now - 1].filter((x) => x <= 9),
        ),
        steps: [
          [
            `${bus === 1 ? '내린' : '집에 간'} 사람은 빼고, ${bus === 1 ? '탄' : '새로 온'} 사람은 더합니다. 일어난 순서대로 계산합니다.`,
            `Take away the ones who ${bus === 1 ? 'got off' : 'left'} and add the ones who ${bus === 1 ? 'got on' : 'came'}, in the order it happened.`,
          ],
          [`먼저 ${m(`${start}-${off}=${start - off}`)}`, `First ${m(`${start}-${off}=${start - off}`)}.`],
          [
            `다음으로 ${m(`${start - off}+${on}=${now}`)}이므로 ${m(now)}명입니다.`,
            `Then ${m(`${start - off}+${on}=${now}`)}, so there are ${m(now)}.`,
          ],
        ],
      });
    },
    // Count down and then up one at a time.
    check: ({ start, off, on }, problem) => keyIs(problem, countOn(countOn(start, -off), on)),
  }),
];

/** Evaluates a chain like 7-3+2 left to right. */
function evalSimple(expr: string): number {
  const tokens = expr.match(/[+-]?\d+/g) ?? [];
  return tokens.reduce((acc, t) => acc + Number(t), 0);
}
