// 공통수학1 Ⅲ. 경우의 수: sum and product rules (s1); permutations and combinations (s2).
import { defineTemplate, essay, multiple, nearby } from '../kit/template.js';
import { choose, num } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { keyIs } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-cm1-3';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;
const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));

/** Every ordering of 0..n-1. */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) =>
    Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]),
  );
}

/** n×(n-1)×… with k factors. */
const falling = (n: number, k: number) => Array.from({ length: k }, (_, i) => n - i).join('\\times ');

/** The pairs of dice that add up to s: (1, 4), (2, 3), … */
const dicePairs = (s: number) => {
  const out: string[] = [];
  for (let x = 1; x <= 6; x++) if (s - x >= 1 && s - x <= 6) out.push(`(${x}, ${s - x})`);
  return out;
};

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'routes-and-sums', {
    version: 2,
    params: (rng) => ({ kind: rng.int(0, 1), a: rng.int(2, 6), b: rng.int(2, 6), c: rng.int(1, 4), k: rng.int(3, 9) }),
    ranges: { a: [1, 10], b: [1, 10], c: [1, 10] },
    generate: ({ kind, a, b, c, k }) => {
      const A = '\\(\\mathrm{A}\\)';
      const B = '\\(\\mathrm{B}\\)';
      const C = '\\(\\mathrm{C}\\)';
      if (kind === 0) {
        const total = a * b + c;
        return essay({
          stem: [
            `${A} 마을에서 ${B} 마을로 가는 길이 \\(${a}\\)가지, ${B} 마을에서 ${C} 마을로 가는 길이 \\(${b}\\)가지, ${A} 마을에서 ${C} 마을로 바로 가는 길이 \\(${c}\\)가지 있습니다. ${A} 마을에서 ${C} 마을로 가는 방법의 수를 구하시오. (단, 같은 마을을 두 번 지나지 않습니다.)`,
            `There are ${roads(a)} from town ${A} to town ${B}, ${roads(b)} from ${B} to ${C}, and ${roads(c, 'direct ')} from ${A} to ${C}. In how many ways can you travel from ${A} to ${C} without passing through a town twice?`,
          ],
          answer: String(total),
          form: 'number',
          unit: '가지',
          steps: [
            [
              `${B} 마을을 거쳐 가는 방법의 수는 곱의 법칙에 의하여 \\(${a}\\times ${b}=${a * b}\\)입니다.`,
              `Through ${B}: by the product rule, \\(${a}\\times ${b}=${a * b}\\) ways.`,
            ],
            [
              `바로 가는 경우와 ${B} 마을을 거쳐 가는 경우는 동시에 일어나지 않으므로 합의 법칙에 의하여 \\(${a * b}+${c}=${total}\\)입니다.`,
              `Going directly and going through ${B} cannot happen together, so by the sum rule: \\(${a * b}+${c}=${total}\\) ways.`,
            ],
          ],
          difficulty: 2,
          subUnit: S1,
        });
      }
      const pairsK = dicePairs(k);
      const pairsL = dicePairs(k + 3);
      const total = pairsK.length + pairsL.length;
      return essay({
        stem: [
          `서로 다른 두 개의 주사위를 동시에 던질 때, 나오는 두 눈의 수의 합이 \\(${k}\\) 또는 ${withJosa(`\\(${k + 3}\\)`, '이/가')} 되는 경우의 수를 구하시오.`,
          `Two different dice are rolled together. In how many outcomes is the sum of the two numbers \\(${k}\\) or \\(${k + 3}\\)?`,
        ],
        answer: String(total),
        form: 'number',
        unit: '가지',
        steps: [
          [
            `합이 \\(${k}\\)인 경우는 \\(${pairsK.join(',\\ ')}\\)의 \\(${pairsK.length}\\)가지, 합이 \\(${k + 3}\\)인 경우는 \\(${pairsL.join(',\\ ')}\\)의 \\(${pairsL.length}\\)가지입니다.`,
            `A sum of \\(${k}\\): \\(${pairsK.join(',\\ ')}\\), ${count(pairsK.length, 'way')}. A sum of \\(${k + 3}\\): \\(${pairsL.join(',\\ ')}\\), ${count(pairsL.length, 'way')}.`,
          ],
          [
            `두 사건은 동시에 일어나지 않으므로 합의 법칙에 의하여 \\(${pairsK.length}+${pairsL.length}=${total}\\)입니다.`,
            `The two cannot happen together, so by the sum rule: \\(${pairsK.length}+${pairsL.length}=${total}\\).`,
          ],
        ],
        difficulty: 2,
        subUnit: S1,
      });
    },
    check: ({ kind, a, b, c, k }, problem) => {
      let total = 0;
      if (kind === 0) {
        // List routes: (road AB, road BC) pairs plus direct roads.
        for (let i = 0; i < a; i++) for (let j = 0; j < b; j++) total++;
        for (let d = 0; d < c; d++) total++;
      } else for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) if (x + y === k || x + y === k + 3) total++;
      return keyIs(problem, total);
    },
  }),

  defineTemplate(U, 'committee', {
    version: 2,
    params: (rng) => ({ n: rng.int(5, 14), k: rng.int(2, 5), kind: rng.int(0, 2) }),
    ranges: { n: [2, 40], k: [1, 14] },
    generate: ({ n, k, kind }, rng) => {
      const comb = (a: number, b: number) =>
        `{}_{${a}}\\mathrm{C}_{${b}}=\\frac{${falling(a, b)}}{${falling(b, b)}}=${num(choose(a, b))}`;
      const kinds = [
        [
          `학생 \\(${n}\\)명 중에서 대표 \\(${k}\\)명을 뽑는 경우의 수는?`,
          `In how many ways can \\(${k}\\) representatives be chosen from \\(${n}\\) students?`,
          choose(n, k),
          comb(n, k),
        ],
        [
          `학생 \\(${n}\\)명 중에서 \\(${k}\\)명을 뽑아 한 줄로 세우는 경우의 수는?`,
          `In how many ways can \\(${k}\\) of \\(${n}\\) students be chosen and lined up?`,
          fact(n) / fact(n - k),
          `{}_{${n}}\\mathrm{P}_{${k}}=${falling(n, k)}=${num(fact(n) / fact(n - k))}`,
        ],
        [
          `학생 \\(${n}\\)명 중에서 대표 \\(${k}\\)명을 뽑을 때, 특정한 학생 \\(\\mathrm{A}\\)가 반드시 포함되는 경우의 수는?`,
          `\\(${k}\\) representatives are chosen from \\(${n}\\) students, and student \\(\\mathrm{A}\\) must be one of them. In how many ways can this be done?`,
          choose(n - 1, k - 1),
          k - 1 === 1 ? `{}_{${n - 1}}\\mathrm{C}_{1}=${n - 1}` : comb(n - 1, k - 1),
        ],
      ] as const;
      const [ko, en, value, how] = kinds[kind] as (typeof kinds)[number];
      return multiple(rng, {
        stem: [ko, en],
        correct: m(value),
        wrong: [
          ...[
            choose(n, k),
            fact(n) / fact(n - k),
            choose(n - 1, k - 1),
            choose(n - 1, k),
            n * k,
            choose(n, k - 1),
            fact(k),
          ].map((v) => m(v)),
          ...nearby(value, { min: 1 }),
        ],
        steps: [
          [
            kind === 1
              ? `뽑은 학생을 세우는 순서가 다르면 다른 경우이므로 순열의 수입니다.`
              : kind === 0
                ? `뽑는 순서를 생각하지 않으므로 조합의 수입니다.`
                : `\\(\\mathrm{A}\\)를 먼저 뽑고, 나머지 \\(${n - 1}\\)명 중에서 \\(${k - 1}\\)명을 뽑습니다.`,
            kind === 1
              ? `Different orders in the line are different outcomes, so this is a permutation.`
              : kind === 0
                ? `The order of choosing does not matter, so this is a combination.`
                : `Put \\(\\mathrm{A}\\) in first, then choose \\(${k - 1}\\) of the other \\(${n - 1}\\) students.`,
          ],
          [`\\(${how}\\)`, `\\(${how}\\)`],
        ],
        difficulty: kind === 2 ? 4 : 3,
        subUnit: S2,
      });
    },
    check: ({ n, k, kind }, problem) => {
      // Enumerate subsets by bitmask (and multiply by k! orderings for lines).
      let total = 0;
      for (let mask = 0; mask < 1 << n; mask++) {
        let bits = 0;
        for (let b = mask; b; b &= b - 1) bits++;
        if (bits === k && (kind !== 2 || mask & 1)) total++;
      }
      return keyIs(problem, kind === 1 ? total * permutations(k).length : total);
    },
  }),

  defineTemplate(U, 'adjacent-arrangement', {
    version: 2,
    params: (rng) => ({ n: rng.int(4, 7), rule: rng.int(0, 3), who: rng.int(0, 4) }),
    ranges: { n: [2, 10] },
    generate: ({ n, rule, who }) => {
      const together = 2 * fact(n - 1);
      const values = [together, fact(n) - together, fact(n - 1), 2 * fact(n - 2)];
      const value = values[rule] as number;
      const [ko, en] = [
        ['학생', 'students'],
        ['가족', 'family members'],
        ['선수', 'players'],
        ['친구', 'friends'],
        ['손님', 'guests'],
      ][who] as [string, string];
      const A = '\\(\\mathrm{A}\\)';
      const B = '\\(\\mathrm{B}\\)';
      const rules = [
        [`${A}와 ${B}가 이웃하도록`, `${A} and ${B} are next to each other`],
        [`${A}와 ${B}가 이웃하지 않도록`, `${A} and ${B} are not next to each other`],
        [`${A}가 맨 앞에 서도록`, `${A} is first in line`],
        [`${A}와 ${B}가 양 끝에 서도록`, `${A} and ${B} are at the two ends`],
      ][rule] as [string, string];
      const how: Array<readonly [string, string]> = [
        [
          `${A}, ${B}를 한 사람으로 생각하여 \\(${n - 1}\\)명을 한 줄로 세우는 경우의 수는 \\(${n - 1}!=${num(fact(n - 1))}\\)이고, ${A}, ${B}가 서로 자리를 바꾸는 경우의 수는 \\(2\\)이므로 \\(${num(fact(n - 1))}\\times 2=${num(together)}\\)입니다.`,
          `Treat ${A} and ${B} as one person: \\(${n - 1}\\) can line up in \\(${n - 1}!=${num(fact(n - 1))}\\) ways, and ${A} and ${B} can swap places in \\(2\\) ways, so \\(${num(fact(n - 1))}\\times 2=${num(together)}\\).`,
        ],
        [
          `이웃하는 경우는 \\(${n - 1}!\\times 2=${num(together)}\\)이므로, 전체에서 빼면 \\(${num(fact(n))}-${num(together)}=${num(fact(n) - together)}\\)입니다.`,
          `They are next to each other in \\(${n - 1}!\\times 2=${num(together)}\\) orders; subtract from all orders: \\(${num(fact(n))}-${num(together)}=${num(fact(n) - together)}\\).`,
        ],
        [
          `${A}를 맨 앞에 세우고 나머지 \\(${n - 1}\\)명을 한 줄로 세우면 되므로 \\(${n - 1}!=${num(fact(n - 1))}\\)입니다.`,
          `Put ${A} first; the other \\(${n - 1}\\) line up in \\(${n - 1}!=${num(fact(n - 1))}\\) ways.`,
        ],
        [
          `${A}, ${B}를 양 끝에 세우는 경우의 수는 \\(2\\)이고, 나머지 \\(${n - 2}\\)명을 가운데에 세우는 경우의 수는 \\(${n - 2}!=${num(fact(n - 2))}\\)이므로 \\(2\\times ${num(fact(n - 2))}=${num(2 * fact(n - 2))}\\)입니다.`,
          `${A} and ${B} can take the two ends in \\(2\\) ways, and the other \\(${n - 2}\\) fill the middle in \\(${n - 2}!=${num(fact(n - 2))}\\) ways: \\(2\\times ${num(fact(n - 2))}=${num(2 * fact(n - 2))}\\).`,
        ],
      ];
      return essay({
        stem: [
          `${A}, ${B}를 포함한 ${ko} \\(${n}\\)명이 한 줄로 설 때, ${rules[0]} 서는 경우의 수를 구하시오.`.replace(
            '서도록 서는',
            '서는',
          ),
          `\\(${n}\\) ${en}, including ${A} and ${B}, stand in a line. In how many ways can they line up so that ${rules[1]}?`,
        ],
        answer: String(value),
        form: 'number',
        unit: '가지',
        steps: [
          [
            `\\(${n}\\)명을 한 줄로 세우는 모든 경우의 수는 \\(${n}!=${num(fact(n))}\\)입니다.`,
            `All orders of the \\(${n}\\) people: \\(${n}!=${num(fact(n))}\\).`,
          ],
          how[rule] as readonly [string, string],
        ],
        difficulty: rule === 1 ? 4 : 3,
        subUnit: S2,
      });
    },
    check: ({ n, rule }, problem) => {
      // List every ordering and test where persons 0 (A) and 1 (B) stand.
      const total = permutations(n).filter((p) => {
        const a = p.indexOf(0);
        const b = p.indexOf(1);
        return [Math.abs(a - b) === 1, Math.abs(a - b) > 1, a === 0, Math.min(a, b) === 0 && Math.max(a, b) === n - 1][
          rule
        ];
      }).length;
      return keyIs(problem, total);
    },
  }),
];

/** '3 roads', '1 road', '2 direct roads', as inline math and words. */
function roads(n: number, kind = ''): string {
  return `\\(${n}\\) ${kind}${n === 1 ? 'road' : 'roads'}`;
}
