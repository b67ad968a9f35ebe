// 2학년 2학기 2단원 곱셈구구: the times tables from 2 to 9, with 0 and 1, in facts and stories.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { josa, withJosa } from '../kit/korean.js';
import { PEOPLE, THINGS, nameWith } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { groups } from '../kit/counting.js';

const UNIT = 'kr-e2-2-2';

/** Containers: Korean word (also its counter), English singular and plural. */
const GROUPS: [string, string, string][] = [
  ['상자', 'box', 'boxes'],
  ['봉지', 'bag', 'bags'],
  ['접시', 'plate', 'plates'],
  ['바구니', 'basket', 'baskets'],
  ['주머니', 'pouch', 'pouches'],
];

/** a, 2a, …, ba: counting by a, b times. */
const skip = (a: number, b: number): string => Array.from({ length: b }, (_, i) => a * (i + 1)).join(',\\ ');

export const templates = [
  defineTemplate(UNIT, 'times-table-facts', {
    version: 2,
    params: (r) => ({ a: r.int(0, 9), b: r.int(0, 9), frame: r.int(0, 2) }),
    generate: ({ a: a0, b, frame: f0 }) => {
      const a = a0 === 0 && b === 0 ? 2 : a0;
      const p = a * b;
      const special = a <= 1 || b <= 1;
      // '1의 6배', '4의 0배' would show the answer itself in the question: those facts are asked as a product.
      const frame = f0 === 2 && special ? 0 : f0;
      const stems: [string, string][] = [
        [`다음을 계산하시오. ${m(`${a}\\times${b}`)}`, `Multiply. ${m(`${a}\\times${b}`)}`],
        [
          `${m('\\square')} 안에 알맞은 수를 구하시오. ${m(`${a}\\times${b}=\\square`)}`,
          `Find the number that goes in the box. ${m(`${a}\\times${b}=\\square`)}`,
        ],
        [`${m(a)}의 ${m(b)}배는 얼마입니까?`, `What is ${m(b)} times ${m(a)}?`],
      ];
      return essay({
        difficulty: special ? 1 : a >= 6 && b >= 6 ? 3 : 2,
        stem: stems[frame] ?? stems[0]!,
        answer: String(p),
        form: 'number',
        steps:
          a === 0 || b === 0
            ? [
                [
                  `${withJosa(m(0), '과/와')} 어떤 수의 곱, 어떤 수와 ${m(0)}의 곱은 항상 ${m(0)}입니다.`,
                  `${m(0)} times any number, and any number times ${m(0)}, is always ${m(0)}.`,
                ],
                [`${m(`${a}\\times${b}=0`)}`, `${m(`${a}\\times${b}=0`)}`],
              ]
            : a === 1 || b === 1
              ? [
                  [
                    `${withJosa(m(1), '과/와')} 어떤 수의 곱은 항상 그 수 자신입니다.`,
                    `${m(1)} times any number is that number.`,
                  ],
                  [`${m(`${a}\\times${b}=${p}`)}`, `${m(`${a}\\times${b}=${p}`)}`],
                ]
              : [
                  [
                    `${m(a)}단 곱셈구구입니다. ${m(a)}씩 ${m(b)}번 뛰어 세면 ${m(skip(a, b))}입니다.`,
                    `Use the ${m(a)} times table: counting by ${m(a)} ${m(b)} times gives ${m(skip(a, b))}.`,
                  ],
                  [`${m(`${a}\\times${b}=${p}`)}`, `${m(`${a}\\times${b}=${p}`)}`],
                ],
      });
    },
    // Repeated addition.
    check: ({ a: a0, b }, problem) => keyIs(problem, groups(a0 === 0 && b === 0 ? 2 : a0, b)),
  }),

  defineTemplate(UNIT, 'times-table-story', {
    version: 2,
    params: (r) => ({
      a: r.int(2, 9),
      b: r.int(2, 9),
      g: r.pick(GROUPS),
      t: r.pick(THINGS),
      p: r.pick(PEOPLE),
      kind: r.int(0, 2),
    }),
    generate: ({ a, b, g, t, p, kind }, rng) => {
      const stems: [string, string][] = [
        [
          `한 ${g[0]}에 ${withJosa(t.ko, '이/가')} ${m(a)}${t.counter}씩 들어 있습니다. ${m(b)}${g[0]}에 들어 있는 ${withJosa(t.ko, '은/는')} 모두 몇 ${t.counter}입니까?`,
          `Each of ${m(b)} ${g[2]} holds ${m(a)} ${t.many}. How many ${t.many} are there in all?`,
        ],
        [
          `${nameWith(p, '는')} 하루에 ${withJosa(t.ko, '을/를')} ${m(a)}${t.counter}씩 모읍니다. ${m(b)}일 동안 모은 ${withJosa(t.ko, '은/는')} 모두 몇 ${t.counter}입니까?`,
          `${p.en} collects ${m(a)} ${t.many} every day. How many ${t.many} does ${p.en} collect in ${m(b)} days?`,
        ],
        [
          `세발자전거 한 대의 바퀴는 ${m(3)}개입니다. 세발자전거 ${m(b)}대의 바퀴는 모두 몇 개입니까?`,
          `A tricycle has ${m(3)} wheels. How many wheels do ${m(b)} tricycles have?`,
        ],
      ];
      const x = kind === 2 ? 3 : a;
      const answer = x * b;
      const unit = kind === 2 ? '개' : t.counter;
      return multiple(rng, {
        difficulty: 2,
        stem: stems[kind] ?? stems[0]!,
        correct: m(answer),
        wrong: countChoices(answer, [x + b, x * (b + 1), x * (b - 1), (x + 1) * b, answer + 1]),
        steps: [
          [
            `${m(x)}씩 ${m(b)}묶음이므로 곱셈식 ${m(`${x}\\times${b}`)}${josa(b, '으로/로')} 나타냅니다.`,
            `There are ${m(b)} groups of ${m(x)}, so multiply: ${m(`${x}\\times${b}`)}.`,
          ],
          [
            `${m(`${x}\\times${b}=${answer}`)}이므로 모두 ${m(answer)}${unit}입니다.`,
            `${m(`${x}\\times${b}=${answer}`)}, so there are ${m(answer)} ${kind === 2 ? 'wheels' : t.many} in all.`,
          ],
        ],
      });
    },
    // Count every object group by group.
    check: ({ a, b, kind }, problem) => {
      let n = 0;
      for (let i = 0; i < b; i++) for (let j = 0; j < (kind === 2 ? 3 : a); j++) n++;
      return keyIs(problem, n);
    },
  }),

  defineTemplate(UNIT, 'missing-factor', {
    version: 2,
    params: (r) => ({ a: r.int(2, 9), b: r.int(2, 9), side: r.int(0, 1) }),
    generate: ({ a, b, side }, rng) => {
      const p = a * b;
      const tex = side ? `\\square\\times${b}=${p}` : `${a}\\times\\square=${p}`;
      const answer = side ? a : b;
      const known = side ? b : a;
      return multiple(rng, {
        difficulty: 3,
        stem: [`${m('\\square')} 안에 알맞은 수는 무엇입니까? ${m(tex)}`, `What number goes in the box? ${m(tex)}`],
        correct: m(answer),
        wrong: countChoices(answer, [p - known, answer + 1, answer - 1, p + known, known]),
        steps: [
          [
            `${m(known)}단 곱셈구구의 곱은 ${m(skip(known, 9))}입니다. 이 중에서 곱이 ${withJosa(m(p), '이/가')} 되는 것을 찾습니다.`,
            `The ${m(known)} times table gives ${m(skip(known, 9))}. Look for the product ${m(p)}.`,
          ],
          [
            `${m(side ? `${answer}\\times${b}=${p}` : `${a}\\times${answer}=${p}`)}이므로 ${m('\\square')} 안에 알맞은 수는 ${m(answer)}입니다.`,
            `${m(side ? `${answer}\\times${b}=${p}` : `${a}\\times${answer}=${p}`)}, so the box is ${m(answer)}.`,
          ],
        ],
      });
    },
    // Try every digit in the box.
    check: ({ a, b, side }, problem) => {
      const fits: number[] = [];
      for (let x = 0; x <= 12; x++) if ((side ? groups(x, b) : groups(a, x)) === a * b) fits.push(x);
      return fits.length === 1 && keyIs(problem, fits[0] as number);
    },
  }),
];
