// 3학년 1학기 3단원 나눗셈: sharing equally, grouping, and division as the inverse of multiplication.
import { L, PEOPLE, THINGS, findOnly, groups, jo, m, mj, nameKo, spec, unitTemplates, w } from '../lib/e1e3/kit.js';

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

export const templates = unitTemplates('kr-e3-1-3', [
  spec({
    name: 'share-equally',
    params: (r) => ({
      people: r.int(2, 9),
      each: r.int(2, 9),
      t: r.pick(THINGS),
      p: r.pick(PEOPLE),
      frame: r.int(0, 2),
    }),
    draft: ({ people, each, t, p, frame }) => {
      const total = people * each;
      const stem =
        [
          L(
            `${t.ko} ${m(total)}${w(t.unit, '을/를')} ${m(people)}명에게 똑같이 나누어 주려고 합니다. 한 명에게 몇 ${t.unit}씩 줄 수 있습니까?`,
            `${m(total)} ${t.en} are shared equally among ${m(people)} children. How many does each child get?`,
          ),
          L(
            `${w(nameKo(p), '은/는')} ${t.ko} ${m(total)}${w(t.unit, '을/를')} 상자 ${m(people)}개에 똑같이 나누어 담았습니다. 상자 한 개에 몇 ${t.unit}씩 담았습니까?`,
            `${p.en} put ${m(total)} ${t.en} equally into ${m(people)} boxes. How many went into each box?`,
          ),
          L(`나눗셈을 하세요. ${m(`${total}\\div${people}`)}`, `Divide. ${m(`${total}\\div${people}`)}`),
        ][frame] ?? L('', '');
      return {
        type: 'essay',
        difficulty: total > 40 ? 3 : 2,
        stem,
        answer: each,
        steps: [
          L(`${m(`${total}\\div${people}`)}의 몫을 구합니다.`, `Find ${m(`${total}\\div${people}`)}.`),
          L(
            `${m(people)}단 곱셈구구에서 ${m(`${people}\\times${each}=${total}`)}이므로 몫은 ${m(each)}입니다.`,
            `From the ${m(people)} times table, ${m(`${people}\\times${each}=${total}`)}, so the quotient is ${m(each)}.`,
          ),
        ],
      };
    },
    // Deal the objects out one round at a time.
    solve: ({ people, each }) => dealOut(people * each, people),
  }),

  spec({
    name: 'make-groups',
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
    draft: ({ size, count, t, bag }) => {
      const total = size * count;
      return {
        type: 'multiple',
        difficulty: 2,
        stem: L(
          `${t.ko} ${m(total)}${w(t.unit, '을/를')} 한 ${bag[0]}에 ${m(size)}${t.unit}씩 담으려고 합니다. ${w(bag[0], '은/는')} 몇 개 필요합니까?`,
          `${m(total)} ${t.en} are packed ${m(size)} to a ${bag[2]}. How many ${bag[1]} are needed?`,
        ),
        correct: count,
        wrong: [total - size, total + size, count + 1, count - 1, size],
        steps: [
          L(
            `${m(total)}에서 ${mj(size, '을/를')} 몇 번 뺄 수 있는지 생각합니다. 이것은 ${m(`${total}\\div${size}`)}입니다.`,
            `Think how many times ${m(size)} can be taken from ${m(total)}: that is ${m(`${total}\\div${size}`)}.`,
          ),
          L(
            `${m(`${size}\\times${count}=${total}`)}이므로 ${m(`${total}\\div${size}=${count}`)}입니다.`,
            `${m(`${size}\\times${count}=${total}`)}, so ${m(`${total}\\div${size}=${count}`)}.`,
          ),
          L(`${bag[0]} ${m(count)}개가 필요합니다.`, `${m(count)} ${bag[1]} are needed.`),
        ],
      };
    },
    // Take groups away until nothing is left, counting them.
    solve: ({ size, count }) => {
      let left = size * count;
      let n = 0;
      while (left > 0) {
        left -= size;
        n++;
      }
      return left === 0 ? n : Number.NaN;
    },
  }),

  spec({
    name: 'multiplication-and-division',
    params: (r) => ({ a: r.int(2, 9), b: r.int(2, 9), kind: r.int(0, 2) }),
    draft: ({ a, b, kind }) => {
      const p = a * b;
      const cases = [
        {
          stem: L(
            `곱셈식 ${m(`${a}\\times${b}=${p}`)}${jo(p, '을/를')} 나눗셈식으로 나타내었습니다. ${m(`${p}\\div${a}=\\square`)}에서 ${m('\\square')}에 알맞은 수를 쓰세요.`,
            `The multiplication fact ${m(`${a}\\times${b}=${p}`)} is written as a division. What goes in the box? ${m(`${p}\\div${a}=\\square`)}`,
          ),
          answer: b,
          steps: [
            L(
              '곱셈식의 곱을 한 수로 나누면 다른 수가 됩니다.',
              'Dividing the product by one factor gives the other factor.',
            ),
            L(`${m(`${p}\\div${a}=${b}`)}`, `${m(`${p}\\div${a}=${b}`)}`),
          ],
        },
        {
          stem: L(
            `${m('\\square')}에 알맞은 수를 쓰세요. ${m(`\\square\\div${a}=${b}`)}`,
            `What number goes in the box? ${m(`\\square\\div${a}=${b}`)}`,
          ),
          answer: p,
          steps: [
            L(
              `${m('\\square')}를 ${mj(a, '으로/로')} 나눈 몫이 ${m(b)}이므로 ${m(`\\square=${a}\\times${b}`)}입니다.`,
              `Since the box divided by ${m(a)} is ${m(b)}, the box is ${m(`${a}\\times${b}`)}.`,
            ),
            L(`${m(`${a}\\times${b}=${p}`)}`, `${m(`${a}\\times${b}=${p}`)}`),
          ],
        },
        {
          stem: L(
            `어떤 수를 ${mj(a, '으로/로')} 나누었더니 몫이 ${m(b)}${jo(b, '이/가') === '이' ? '이었' : '였'}습니다. 어떤 수를 ${mj(b, '으로/로')} 나누면 몫은 얼마입니까?`,
            `A number divided by ${m(a)} is ${m(b)}. What is that number divided by ${m(b)}?`,
          ),
          answer: a,
          steps: [
            L(`어떤 수는 ${m(`${a}\\times${b}=${p}`)}입니다.`, `The number is ${m(`${a}\\times${b}=${p}`)}.`),
            L(`${m(`${p}\\div${b}=${a}`)}`, `${m(`${p}\\div${b}=${a}`)}`),
          ],
        },
      ];
      const c = cases[kind] ?? cases[0]!;
      return { type: 'essay', difficulty: kind === 2 ? 3 : 2, stem: c.stem, answer: c.answer, steps: c.steps };
    },
    // Search for the number that makes the division true.
    solve: ({ a, b, kind }) => {
      if (kind === 0) return findOnly(0, 20, (x) => groups(a, x) === a * b);
      if (kind === 1) return findOnly(0, 100, (x) => dealOut(x, a) === b);
      const n = findOnly(0, 100, (x) => dealOut(x, a) === b);
      return dealOut(n, b);
    },
  }),
]);
