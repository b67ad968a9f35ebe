// 3학년 1학기 4단원 곱셈: two-digit times one-digit, with and without carrying.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { josa, mathWithJosa, withJosa } from '../kit/korean.js';
import { callKo, PEOPLE, THINGS } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { groups } from '../kit/counting.js';
import { partialProductBox } from '../kit/place-value.js';

const UNIT = 'kr-e3-1-4';

/** Multiplying tens and ones separately but dropping the carry from the ones. */
function forgetCarry(a: number, b: number): number {
  const tens = Math.floor(a / 10) * b;
  const ones = ((a % 10) * b) % 10;
  return tens * 10 + ones;
}

export const templates = [
  defineTemplate(UNIT, 'two-digit-times-one-digit', {
    version: 2,
    params: (r) => ({ a: r.int(11, 99), b: r.int(2, 9), frame: r.int(0, 1) }),
    generate: ({ a, b, frame }) => {
      const p = a * b;
      const t = Math.floor(a / 10) * 10;
      const o = a % 10;
      return essay({
        difficulty: o * b >= 10 ? (t * b >= 100 ? 4 : 3) : 2,
        stem: frame
          ? L(`다음을 계산하시오. ${m(`${a}\\times${b}`)}`, `Multiply. ${m(`${a}\\times${b}`)}`)
          : L(`${m(a)}의 ${m(b)}배는 얼마입니까?`, `What is ${m(b)} times ${m(a)}?`),
        answer: String(p),
        form: 'number',
        steps: [
          L(
            `${mathWithJosa(a, '을/를')} 십의 자리와 일의 자리로 나누어 곱합니다: ${m(`${t}\\times${b}=${t * b}`)}, ${m(`${o}\\times${b}=${o * b}`)}`,
            `Split ${m(a)} into tens and ones: ${m(`${t}\\times${b}=${t * b}`)} and ${m(`${o}\\times${b}=${o * b}`)}.`,
          ),
          L(`${m(`${t * b}+${o * b}=${p}`)}`, `${m(`${t * b}+${o * b}=${p}`)}`),
        ],
      });
    },
    // Repeated addition of the two-digit number.
    check: ({ a, b }, problem) => keyIs(problem, groups(a, b)),
  }),

  defineTemplate(UNIT, 'multiplication-story', {
    version: 2,
    params: (r) => ({ a: r.int(12, 49), b: r.int(3, 9), kind: r.int(0, 2), t: r.pick(THINGS), p: r.pick(PEOPLE) }),
    generate: ({ a, b, kind, t, p }, rng) => {
      const prod = a * b;
      const stem =
        [
          L(
            `한 상자에 ${withJosa(t.ko, '이/가')} ${m(a)}${t.counter}씩 들어 있습니다. ${m(b)}상자에 들어 있는 ${withJosa(t.ko, '은/는')} 모두 몇 ${t.counter}입니까?`,
            `Each box holds ${m(a)} ${t.many}. How many ${t.many} are in ${m(b)} boxes?`,
          ),
          L(
            `${withJosa(callKo(p), '은/는')} 매일 줄넘기를 ${m(a)}번씩 합니다. ${m(b)}일 동안 줄넘기를 모두 몇 번 하게 됩니까?`,
            `${p.en} jumps rope ${m(a)} times every day. How many jumps is that in ${m(b)} days?`,
          ),
          L(
            `한 줄에 의자가 ${m(a)}개씩 ${m(b)}줄 놓여 있습니다. 의자는 모두 몇 개입니까?`,
            `There are ${m(b)} rows of chairs with ${m(a)} chairs in each row. How many chairs are there?`,
          ),
        ][kind] ?? L('', '');
      return multiple(rng, {
        difficulty: 3,
        stem,
        correct: m(prod),
        wrong: countChoices(prod, [forgetCarry(a, b), a + b, a * (b - 1), a * (b + 1), prod + 10]),
        steps: [
          L(
            `${m(a)}씩 ${m(b)}묶음이므로 곱셈식 ${m(`${a}\\times${b}`)}${josa(b, '으로/로')} 나타냅니다.`,
            `${m(b)} groups of ${m(a)} is ${m(`${a}\\times${b}`)}.`,
          ),
          L(`${m(`${a}\\times${b}=${prod}`)}`, `${m(`${a}\\times${b}=${prod}`)}`),
          L(`답은 ${m(prod)}입니다.`, `The answer is ${m(prod)}.`),
        ],
      });
    },
    // Add the groups one by one.
    check: ({ a, b }, problem) => keyIs(problem, groups(a, b)),
  }),

  defineTemplate(UNIT, 'partial-products', {
    version: 2,
    params: (r) => ({ tens: r.int(1, 9), ones: r.int(1, 9), b: r.int(2, 9), hide: r.int(0, 1) }),
    generate: ({ tens, ones, b, hide }, rng) =>
      partialProductBox(rng, {
        tens,
        ones,
        other: b,
        splitFirst: true,
        hide,
        difficulty: 2,
        wrong: (big, small) =>
          hide
            ? [small + 10, ones + b, small - 1, (tens * 10 + ones) * b, tens * b]
            : [tens * b, big + 10, big - 10, (tens * 10 + ones) * b, big + small],
      }),
    // Evaluate the hidden product by repeated addition.
    check: ({ tens, ones, b, hide }, problem) => keyIs(problem, hide ? groups(ones, b) : groups(tens * 10, b)),
  }),
];
