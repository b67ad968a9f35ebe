// 2학년 2학기 2단원 곱셈구구: the times tables from 2 to 9, with 0 and 1, in facts and stories.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { josa, withJosa } from '../kit/korean.js';
import { PEOPLE, THINGS, nameWith } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { groups } from '../kit/counting.js';
import { boxFitEssay, boxFits, type BoxAsk } from '../kit/workbook.js';
import { count, noun } from '../kit/english.js';

const UNIT = 'kr-e2-2-2';
/** The sub-unit that teaches the a times table: 2·5, 3·6, 4·8, 7·9, then 1 and 0. */
const tableSub = (a: number): string =>
  `${UNIT}.s${[2, 5].includes(a) ? 1 : [3, 6].includes(a) ? 2 : [4, 8].includes(a) ? 3 : [7, 9].includes(a) ? 4 : 5}`;
/** The products of the a times table from a×1 to a×9, as a list. */
const tableRow = (a: number): number[] => Array.from({ length: 9 }, (_, i) => a * (i + 1));

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
  defineTemplate(UNIT, 'box-product', {
    version: 1,
    params: (r) => {
      const a = r.int(2, 9);
      // A bound between two products of the table, so the last fitting product and the first too big are near it.
      const k = r.int(3, 8);
      return {
        a,
        n: a * k + r.int(1, a - 1),
        less: r.int(0, 1) === 1,
        ask: r.pick<BoxAsk>(['count', 'greatest', 'least']),
      };
    },
    generate: ({ a, n, less, ask }) => {
      const tex = less ? `${a}\\times\\square<${n}` : `${a}\\times\\square>${n}`;
      const row = tableRow(a);
      const fits = row.map((x, i) => ({ x, k: i + 1 })).filter(({ x }) => (less ? x < n : x > n));
      const asked: BoxAsk = less && ask === 'least' ? 'greatest' : !less && ask === 'greatest' ? 'least' : ask;
      const near = less ? fits.at(-1) : fits[0];
      return boxFitEssay({
        subUnit: tableSub(a),
        tex,
        lo: 1,
        hi: 9,
        ask: asked,
        fits: fits.map(({ k }) => k),
        difficulty: 4,
        steps: [
          [
            `${m(a)}단 곱셈구구의 곱을 차례로 씁니다: ${m(row.join(',\\ '))}`,
            `Write out the ${m(a)} times table: ${m(row.join(',\\ '))}.`,
          ],
          [
            `핵심은 ${m(n)}에 가장 가까운 ${m(a)}단의 곱을 찾는 것입니다. 곱이 ${m(n)}보다 ${less ? '작은' : '큰'} 것은 ${less ? `${m(`${a}\\times${near?.k ?? 1}=${near?.x ?? a}`)}까지` : `${m(`${a}\\times${near?.k ?? 9}=${near?.x ?? a * 9}`)}부터`}입니다.`,
            `The key is the product in the ${m(a)} times table nearest to ${m(n)}. The products ${less ? 'less' : 'greater'} than ${m(n)} go ${less ? 'up to' : 'from'} ${m(`${a}\\times${near?.k ?? 1}=${near?.x ?? a}`)}${less ? '' : ' on'}.`,
          ],
        ],
      });
    },
    // Put each number from 1 to 9 in the box.
    check: ({ a, n, less, ask }, problem) => {
      const fits = boxFits(less ? `${a}\\times\\square<${n}` : `${a}\\times\\square>${n}`, 1, 9);
      const asked = less && ask === 'least' ? 'greatest' : !less && ask === 'greatest' ? 'least' : ask;
      const answer = asked === 'count' ? fits.length : asked === 'greatest' ? Math.max(...fits) : Math.min(...fits);
      return keyIs(problem, answer);
    },
  }),

  defineTemplate(UNIT, 'added-instead', {
    version: 1,
    params: (r) => ({ x: r.int(2, 9), a: r.int(2, 9), p: r.pick(PEOPLE) }),
    generate: ({ x, a, p }) => {
      const wrong = x + a;
      const right = x * a;
      return essay({
        subUnit: tableSub(a),
        difficulty: 4,
        stem: [
          `${nameWith(p, '는')} 어떤 수에 ${withJosa(m(a), '을/를')} 곱해야 할 것을 잘못하여 더했더니 ${withJosa(m(wrong), '이/가')} 되었습니다. 바르게 계산하면 얼마인지 풀이 과정을 쓰고 답을 구하시오.`,
          `${p.en} was supposed to multiply a number by ${m(a)} but added ${m(a)} by mistake and got ${m(wrong)}. What is the correct answer? Show your work.`,
        ],
        answer: String(right),
        form: 'number',
        steps: [
          [
            `어떤 수를 ${m('\\square')}라 하면 잘못 계산한 식은 ${m(`\\square+${a}=${wrong}`)}입니다.`,
            `Call the number ${m('\\square')}. What was done by mistake: ${m(`\\square+${a}=${wrong}`)}.`,
          ],
          [
            `덧셈과 뺄셈의 관계로 거꾸로 계산합니다: ${m(`\\square=${wrong}-${a}=${x}`)}`,
            `Undo the addition with a subtraction: ${m(`\\square=${wrong}-${a}=${x}`)}.`,
          ],
          [
            `바르게 계산하면 ${m(`${x}\\times${a}=${right}`)}입니다.`,
            `The correct calculation is ${m(`${x}\\times${a}=${right}`)}.`,
          ],
        ],
      });
    },
    // Find the number by trying every one against the mistaken sum, then multiply by repeated addition.
    check: ({ x, a }, problem) => {
      const wrong = x + a;
      const found = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((n) => n + a === wrong);
      return found.length === 1 && keyIs(problem, groups(found[0] as number, a));
    },
  }),

  defineTemplate(UNIT, 'chart-same-product', {
    version: 1,
    params: (r) => ({ n: r.pick([6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 24, 28, 30, 32, 36, 40, 42, 48, 56, 63, 72]) }),
    generate: ({ n }) => {
      const cells: [number, number][] = [];
      for (let a = 1; a <= 9; a++) if (n % a === 0 && n / a <= 9) cells.push([a, n / a]);
      return essay({
        subUnit: `${UNIT}.s6`,
        difficulty: 4,
        stem: [
          `${m(1)}단부터 ${m(9)}단까지의 곱셈표에서 곱이 ${m(n)}인 칸은 모두 몇 개입니까?`,
          `In the multiplication chart from ${m(1)} to ${m(9)}, how many squares show the product ${m(n)}?`,
        ],
        answer: String(cells.length),
        form: 'number',
        unit: '개',
        steps: [
          [
            `곱이 ${withJosa(m(n), '이/가')} 되는 두 수를 ${m(1)}부터 차례로 찾습니다: ${cells.map(([a, b]) => m(`${a}\\times${b}`)).join(', ')}`,
            `Look for two numbers with product ${m(n)}, starting from ${m(1)}: ${cells.map(([a, b]) => m(`${a}\\times${b}`)).join(', ')}.`,
          ],
          [
            `곱셈표는 두 수의 순서를 바꾸어 곱해도 곱이 같으므로, ${m(`3\\times4`)}${josa('4', '과/와')} ${m(`4\\times3`)}처럼 서로 다른 칸에 같은 곱이 나옵니다. 이것이 빠짐없이 세는 열쇠입니다.`,
            `Swapping the two numbers gives the same product, so ${m('3\\times4')} and ${m('4\\times3')} are two different squares with the same number. That is the key to counting them all.`,
          ],
          [
            `곱이 ${m(n)}인 칸은 모두 ${m(cells.length)}개입니다.`,
            `There are ${count(cells.length, 'square')} showing ${m(n)}.`,
          ],
        ],
      });
    },
    // Walk the whole 9 by 9 chart.
    check: ({ n }, problem) => {
      let found = 0;
      for (let row = 1; row <= 9; row++) for (let col = 1; col <= 9; col++) if (groups(row, col) === n) found++;
      return keyIs(problem, found);
    },
  }),

  defineTemplate(UNIT, 'zero-and-one-score', {
    version: 1,
    params: (r) => ({ zeros: r.int(2, 5), ones: r.int(2, 6), threes: r.int(2, 5), p: r.pick(PEOPLE) }),
    generate: ({ zeros, ones, threes, p }) => {
      const total = ones + threes * 3;
      const throws = zeros + ones + threes;
      return essay({
        subUnit: `${UNIT}.s5`,
        difficulty: 3,
        stem: [
          `${nameWith(p, '는')} 과녁 맞히기 놀이에서 공을 ${m(throws)}번 던져 ${m(0)}점에 ${m(zeros)}번, ${m(1)}점에 ${m(ones)}번, ${m(3)}점에 ${m(threes)}번 맞혔습니다. ${nameWith(p, '가')} 얻은 점수는 모두 몇 점입니까?`,
          `In a target game, ${p.en} threw a ball ${m(throws)} times: ${m(zeros)} throws hit the ${m(0)}-point ring, ${m(ones)} hit the ${m(1)}-point ring and ${m(threes)} hit the ${m(3)}-point ring. How many points did ${p.en} score in all?`,
        ],
        answer: String(total),
        form: 'number',
        unit: '점',
        steps: [
          [
            `${m(0)}점에 ${m(zeros)}번 맞힌 점수는 ${m(`0\\times${zeros}=0`)}점입니다. ${m(0)}에 어떤 수를 곱하면 항상 ${m(0)}입니다.`,
            `The ${m(0)}-point hits score ${m(`0\\times${zeros}=0`)} points: ${m(0)} times any number is ${m(0)}.`,
          ],
          [
            `${m(1)}점에 ${m(ones)}번 맞힌 점수는 ${m(`1\\times${ones}=${ones}`)}점, ${m(3)}점에 ${m(threes)}번 맞힌 점수는 ${m(`3\\times${threes}=${threes * 3}`)}점입니다.`,
            `The ${m(1)}-point hits score ${m(`1\\times${ones}=${ones}`)} points, and the ${m(3)}-point hits score ${m(`3\\times${threes}=${threes * 3}`)} points.`,
          ],
          [
            `모두 ${m(`0+${ones}+${threes * 3}=${total}`)}점입니다.`,
            `In all: ${m(`0+${ones}+${threes * 3}=${total}`)} points.`,
          ],
        ],
      });
    },
    // Add the points throw by throw.
    check: ({ zeros, ones, threes }, problem) => {
      const throws = [
        ...Array<number>(zeros).fill(0),
        ...Array<number>(ones).fill(1),
        ...Array<number>(threes).fill(3),
      ];
      return keyIs(
        problem,
        throws.reduce((sum, x) => sum + x, 0),
      );
    },
  }),

  defineTemplate(UNIT, 'legs-on-the-farm', {
    version: 1,
    params: (r) => ({ hens: r.int(2, 9), pigs: r.int(2, 9), ask: r.int(0, 1) }),
    generate: ({ hens, pigs, ask }) => {
      const henLegs = hens * 2;
      const pigLegs = pigs * 4;
      const total = henLegs + pigLegs;
      const more = pigLegs - henLegs;
      // The difference is asked only when the pigs have more legs, as the question says.
      const diff = ask === 1 && more > 0;
      const answer = diff ? more : total;
      return essay({
        subUnit: `${UNIT}.s3`,
        difficulty: 3,
        stem: [
          `농장에 닭이 ${m(hens)}마리, 돼지가 ${m(pigs)}마리 있습니다. ${diff ? '돼지의 다리는 닭의 다리보다 몇 개 더 많습니까?' : '닭과 돼지의 다리는 모두 몇 개입니까?'}`,
          `A farm has ${count(hens, 'chicken')} and ${count(pigs, 'pig')}. ${diff ? 'How many more legs do the pigs have than the chickens?' : 'How many legs do they have in all?'}`,
        ],
        answer: String(answer),
        form: 'number',
        unit: '개',
        steps: [
          [
            `닭 한 마리의 다리는 ${m(2)}개이므로 닭의 다리는 ${m(`2\\times${hens}=${henLegs}`)}개입니다.`,
            `A chicken has ${m(2)} legs, so the chickens have ${m(`2\\times${hens}=${henLegs}`)} legs.`,
          ],
          [
            `돼지 한 마리의 다리는 ${m(4)}개이므로 돼지의 다리는 ${m(`4\\times${pigs}=${pigLegs}`)}개입니다.`,
            `A pig has ${m(4)} legs, so the pigs have ${m(`4\\times${pigs}=${pigLegs}`)} legs.`,
          ],
          !diff
            ? [
                `모두 ${m(`${henLegs}+${pigLegs}=${total}`)}개입니다.`,
                `In all: ${m(`${henLegs}+${pigLegs}=${total}`)} legs.`,
              ]
            : [
                `돼지의 다리가 ${m(`${pigLegs}-${henLegs}=${more}`)}개 더 많습니다.`,
                `The pigs have ${m(`${pigLegs}-${henLegs}=${more}`)} more ${noun(more, 'leg')}.`,
              ],
        ],
      });
    },
    // Count the legs animal by animal.
    check: ({ hens, pigs, ask }, problem) => {
      let henLegs = 0;
      let pigLegs = 0;
      for (let i = 0; i < hens; i++) henLegs += 2;
      for (let i = 0; i < pigs; i++) pigLegs += 4;
      return keyIs(problem, ask === 1 && pigLegs > henLegs ? pigLegs - henLegs : henLegs + pigLegs);
    },
  }),
];
