// 3학년 2학기 1단원 곱셈: three-digit by one-digit, tens by tens, and two-digit by two-digit.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { josa, mathWithJosa, withJosa } from '../kit/korean.js';
import { callKo, PEOPLE, THINGS } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { columnAdd, groups } from '../kit/counting.js';
import { partialProductBox } from '../kit/place-value.js';

const UNIT = 'kr-e3-2-1';

/** Long multiplication done digit by digit of the second factor, shifting by place. */
function longMultiply(a: number, b: number): number {
  let total = 0;
  String(b)
    .split('')
    .reverse()
    .forEach((d, place) => {
      total = columnAdd(total, groups(a, Number(d)) * 10 ** place);
    });
  return total;
}

export const templates = [
  defineTemplate(UNIT, 'multiply', {
    version: 2,
    params: (r) => ({
      kind: r.int(0, 2),
      a3: r.int(101, 999),
      d: r.int(2, 9),
      t1: r.int(1, 9),
      t2: r.int(1, 9),
      a2: r.int(11, 99),
      b2: r.int(1, 9) * 10 + r.int(1, 9),
    }),
    generate: ({ kind, a3, d, t1, t2, a2, b2 }) => {
      const [a, b] = kind === 0 ? [a3, d] : kind === 1 ? [t1 * 10, t2 * 10] : [a2, b2];
      const p = a * b;
      const steps =
        kind === 0
          ? [
              L(
                `${mathWithJosa(a, '을/를')} 백의 자리, 십의 자리, 일의 자리로 나누어 각각 ${mathWithJosa(b, '을/를')} 곱한 뒤 더합니다.`,
                `Multiply the hundreds, tens and ones of ${m(a)} by ${m(b)} and add.`,
              ),
              L(
                `${m(`${Math.floor(a / 100) * 100 * b}+${Math.floor((a % 100) / 10) * 10 * b}+${(a % 10) * b}=${p}`)}`,
                `${m(`${Math.floor(a / 100) * 100 * b}+${Math.floor((a % 100) / 10) * 10 * b}+${(a % 10) * b}=${p}`)}`,
              ),
            ]
          : kind === 1
            ? [
                L(
                  `${m(`${t1}\\times${t2}=${t1 * t2}`)}${josa(t1 * t2, '을/를')} 구한 뒤 ${m(0)}을 두 개 붙입니다.`,
                  `Find ${m(`${t1}\\times${t2}=${t1 * t2}`)}, then write two zeros after it.`,
                ),
                L(`${m(`${a}\\times${b}=${p}`)}`, `${m(`${a}\\times${b}=${p}`)}`),
              ]
            : [
                L(
                  `${mathWithJosa(b, '을/를')} ${mathWithJosa(Math.floor(b / 10) * 10, '과/와')} ${mathWithJosa(b % 10, '으로/로')} 나누어 곱합니다: ${m(`${a}\\times${Math.floor(b / 10) * 10}=${a * Math.floor(b / 10) * 10}`)}, ${m(`${a}\\times${b % 10}=${a * (b % 10)}`)}`,
                  `Split ${m(b)} into ${m(Math.floor(b / 10) * 10)} and ${m(b % 10)}: ${m(`${a}\\times${Math.floor(b / 10) * 10}=${a * Math.floor(b / 10) * 10}`)} and ${m(`${a}\\times${b % 10}=${a * (b % 10)}`)}.`,
                ),
                L(
                  `${m(`${a * Math.floor(b / 10) * 10}+${a * (b % 10)}=${p}`)}`,
                  `${m(`${a * Math.floor(b / 10) * 10}+${a * (b % 10)}=${p}`)}`,
                ),
              ];
      return essay({
        difficulty: kind === 1 ? 2 : kind === 0 ? 3 : 4,
        stem: L(`다음을 계산하시오. ${m(`${a}\\times${b}`)}`, `Multiply. ${m(`${a}\\times${b}`)}`),
        answer: String(p),
        form: 'number',
        steps,
      });
    },
    // Long multiplication from the stem's two factors.
    check: (_p, problem) => {
      const [, x, y] = /\\\((\d+)\\times(\d+)\\\)/.exec(problem.stem.en) ?? [];
      return keyIs(problem, longMultiply(Number(x), Number(y)));
    },
  }),

  defineTemplate(UNIT, 'multiplication-story', {
    version: 2,
    params: (r) => ({
      kind: r.int(0, 2),
      a: r.int(12, 99),
      b: r.int(12, 45),
      c: r.int(105, 350),
      d: r.int(3, 9),
      t: r.pick(THINGS),
      p: r.pick(PEOPLE),
    }),
    generate: ({ kind, a, b, c, d, t, p }, rng) => {
      const [x, y] = kind === 2 ? [c, d] : [a, b];
      const prod = x * y;
      const tensForgot = kind === 2 ? prod + 10 : x * Math.floor(y / 10) + x * (y % 10);
      const stem =
        [
          L(
            `한 상자에 ${withJosa(t.ko, '이/가')} ${m(x)}${t.counter}씩 들어 있습니다. ${m(y)}상자에 들어 있는 ${withJosa(t.ko, '은/는')} 모두 몇 ${t.counter}입니까?`,
            `Each box holds ${m(x)} ${t.many}. How many ${t.many} are in ${m(y)} boxes?`,
          ),
          L(
            `${withJosa(callKo(p), '은/는')} 하루에 ${m(x)}쪽씩 책을 읽습니다. ${m(y)}일 동안 모두 몇 쪽을 읽게 됩니까?`,
            `${p.en} reads ${m(x)} pages a day. How many pages is that in ${m(y)} days?`,
          ),
          L(
            `장난감 공장에서 하루에 인형을 ${m(x)}개씩 만듭니다. ${m(y)}일 동안 만드는 인형은 모두 몇 개입니까?`,
            `A toy factory makes ${m(x)} dolls a day. How many dolls does it make in ${m(y)} days?`,
          ),
        ][kind] ?? L('', '');
      return multiple(rng, {
        difficulty: kind === 2 ? 3 : 4,
        stem,
        correct: m(prod),
        wrong: countChoices(prod, [tensForgot, x + y, prod + x, prod - x, prod + 100]),
        steps: [
          L(
            `${m(x)}씩 ${m(y)}묶음이므로 ${m(`${x}\\times${y}`)}${josa(y, '을/를')} 계산합니다.`,
            `${m(y)} groups of ${m(x)}: compute ${m(`${x}\\times${y}`)}.`,
          ),
          L(`${m(`${x}\\times${y}=${prod}`)}`, `${m(`${x}\\times${y}=${prod}`)}`),
          L(`답은 ${m(prod)}입니다.`, `The answer is ${m(prod)}.`),
        ],
      });
    },
    // Add the groups one at a time.
    check: ({ kind, a, b, c, d }, problem) => {
      const [x, y] = kind === 2 ? [c, d] : [a, b];
      let total = 0;
      for (let i = 0; i < y; i++) total = columnAdd(total, x);
      return keyIs(problem, total);
    },
  }),

  defineTemplate(UNIT, 'partial-products', {
    version: 2,
    params: (r) => ({ a: r.int(12, 99), tens: r.int(1, 9), ones: r.int(1, 9), hide: r.int(0, 1) }),
    generate: ({ a, tens, ones, hide }, rng) =>
      partialProductBox(rng, {
        tens,
        ones,
        other: a,
        splitFirst: false,
        hide,
        difficulty: 3,
        wrong: (big, small) =>
          hide
            ? [small + a, small + 10, a * (ones + 1), small * 10, a + ones]
            : [a * tens, big + a * 10, big + a, a * (tens * 10 + ones), big + small],
      }),
    // Evaluate the hidden part by repeated column addition.
    check: ({ a, tens, ones, hide }, problem) => {
      let total = 0;
      const times = hide ? ones : tens * 10;
      for (let i = 0; i < times; i++) total = columnAdd(total, a);
      return keyIs(problem, total);
    },
  }),
];
