// 공통수학1 Ⅲ. 경우의 수: sum and product rules (s1); permutations and combinations (s2).
import { HINT, essay, keyIs, multiple, template } from '../lib/mh/build.js';
import { choose } from '../lib/mh/format.js';
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

export const templates: ProblemTemplate[] = [
  template(U, 'routes-and-sums', {
    params: (rng) => ({ kind: rng.int(0, 1), a: rng.int(2, 6), b: rng.int(2, 6), c: rng.int(1, 4), k: rng.int(3, 9) }),
    make: ({ kind, a, b, c, k }) => {
      if (kind === 0) {
        const total = a * b + c;
        return essay({
          stem: [
            `\\(\\mathrm{A}\\) 마을에서 \\(\\mathrm{B}\\) 마을로 가는 길이 \\(${a}\\)가지, \\(\\mathrm{B}\\) 마을에서 \\(\\mathrm{C}\\) 마을로 가는 길이 \\(${b}\\)가지, \\(\\mathrm{A}\\) 마을에서 \\(\\mathrm{C}\\) 마을로 바로 가는 길이 \\(${c}\\)가지 있습니다. \\(\\mathrm{A}\\) 마을에서 \\(\\mathrm{C}\\) 마을로 가는 방법의 수를 구하시오. (단, 같은 마을을 두 번 지나지 않습니다.)`,
            `There are \\(${a}\\) roads from town \\(\\mathrm{A}\\) to town \\(\\mathrm{B}\\), \\(${b}\\) roads from \\(\\mathrm{B}\\) to \\(\\mathrm{C}\\), and \\(${c}\\) direct roads from \\(\\mathrm{A}\\) to \\(\\mathrm{C}\\). How many ways are there to travel from \\(\\mathrm{A}\\) to \\(\\mathrm{C}\\) without visiting a town twice?`,
          ],
          answer: String(total),
          hint: HINT.nat,
          steps: [
            [
              `\\(\\mathrm{B}\\)를 거쳐 가는 방법은 곱의 법칙으로 \\(${a}\\times${b}=${a * b}\\)가지입니다.`,
              `Through \\(\\mathrm{B}\\): by the product rule, \\(${a}\\times${b}=${a * b}\\).`,
            ],
            [
              `바로 가는 방법과 동시에 일어나지 않으므로 합의 법칙으로 \\(${a * b}+${c}=${total}\\)가지입니다.`,
              `Direct routes are separate cases, so by the sum rule: \\(${a * b}+${c}=${total}\\).`,
            ],
          ],
          difficulty: 2,
          subUnit: S1,
        });
      }
      // Two dice: the sum is k or a multiple of... keep: sum equal to k or to k + 3.
      const count = (s: number) => 6 - Math.abs(s - 7);
      const total = count(k) + count(k + 3);
      return essay({
        stem: [
          `서로 다른 두 개의 주사위를 동시에 던질 때, 나온 눈의 수의 합이 \\(${k}\\) 또는 \\(${k + 3}\\)이 되는 경우의 수를 구하시오.`,
          `Two different dice are rolled. In how many outcomes is the sum \\(${k}\\) or \\(${k + 3}\\)?`,
        ],
        answer: String(total),
        hint: HINT.nat,
        steps: [
          [
            `합이 \\(${k}\\)인 경우는 \\(${count(k)}\\)가지, 합이 \\(${k + 3}\\)인 경우는 \\(${count(k + 3)}\\)가지입니다.`,
            `A sum of \\(${k}\\) happens \\(${count(k)}\\) ways; a sum of \\(${k + 3}\\), \\(${count(k + 3)}\\) ways.`,
          ],
          [
            `두 사건은 동시에 일어나지 않으므로 \\(${count(k)}+${count(k + 3)}=${total}\\)가지입니다.`,
            `They cannot both happen, so add: \\(${count(k)}+${count(k + 3)}=${total}\\).`,
          ],
        ],
        difficulty: 2,
        subUnit: S1,
      });
    },
    check: ({ kind, a, b, c, k }, problem) => {
      let count = 0;
      if (kind === 0) {
        // List routes: (road AB, road BC) pairs plus direct roads.
        for (let i = 0; i < a; i++) for (let j = 0; j < b; j++) count++;
        for (let d = 0; d < c; d++) count++;
      } else for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) if (x + y === k || x + y === k + 3) count++;
      return keyIs(problem, count);
    },
  }),

  template(U, 'committee', {
    params: (rng) => ({ n: rng.int(5, 14), k: rng.int(2, 5), kind: rng.int(0, 2) }),
    make: ({ n, k, kind }, rng) => {
      const kinds = [
        [
          `학생 \\(${n}\\)명 중에서 대표 \\(${k}\\)명을 뽑는 경우의 수는?`,
          `In how many ways can \\(${k}\\) representatives be chosen from \\(${n}\\) students?`,
          choose(n, k),
          `{}_{${n}}\\mathrm{C}_{${k}}`,
        ],
        [
          `학생 \\(${n}\\)명 중에서 \\(${k}\\)명을 뽑아 한 줄로 세우는 경우의 수는?`,
          `In how many ways can \\(${k}\\) of \\(${n}\\) students be chosen and lined up?`,
          fact(n) / fact(n - k),
          `{}_{${n}}\\mathrm{P}_{${k}}`,
        ],
        [
          `학생 \\(${n}\\)명 중에서 대표 \\(${k}\\)명을 뽑을 때, 특정한 학생 \\(\\mathrm{A}\\)가 반드시 포함되는 경우의 수는?`,
          `\\(${k}\\) representatives are chosen from \\(${n}\\) students, and student \\(\\mathrm{A}\\) must be one of them. In how many ways can this be done?`,
          choose(n - 1, k - 1),
          `{}_{${n - 1}}\\mathrm{C}_{${k - 1}}`,
        ],
      ] as const;
      const [ko, en, value, how] = kinds[kind] as (typeof kinds)[number];
      return multiple(rng, {
        stem: [ko, en],
        correct: String(value),
        wrong: [
          choose(n, k),
          fact(n) / fact(n - k),
          choose(n - 1, k - 1),
          choose(n - 1, k),
          n * k,
          choose(n, k - 1),
          fact(k),
        ].map(String),
        steps: [
          [
            kind === 1
              ? `뽑는 순서(줄의 자리)가 중요하므로 순열입니다.`
              : kind === 0
                ? `뽑는 순서가 중요하지 않으므로 조합입니다.`
                : `\\(\\mathrm{A}\\)를 먼저 뽑고 나머지 \\(${n - 1}\\)명 중 \\(${k - 1}\\)명을 뽑습니다.`,
            kind === 1
              ? `Order matters (places in line), so this is a permutation.`
              : kind === 0
                ? `Order does not matter, so this is a combination.`
                : `Put \\(\\mathrm{A}\\) in first, then choose \\(${k - 1}\\) of the other \\(${n - 1}\\).`,
          ],
          [`\\(${how}=${value}\\)`, `\\(${how}=${value}\\)`],
        ],
        difficulty: kind === 2 ? 4 : 3,
        subUnit: S2,
      });
    },
    check: ({ n, k, kind }, problem) => {
      // Enumerate subsets by bitmask (and multiply by k! orderings for lines).
      let count = 0;
      for (let mask = 0; mask < 1 << n; mask++) {
        let bits = 0;
        for (let m = mask; m; m &= m - 1) bits++;
        if (bits === k && (kind !== 2 || mask & 1)) count++;
      }
      return keyIs(problem, kind === 1 ? count * permutations(k).length : count);
    },
  }),

  template(U, 'adjacent-arrangement', {
    params: (rng) => ({ n: rng.int(4, 7), rule: rng.int(0, 3), who: rng.int(0, 4) }),
    make: ({ n, rule, who }) => {
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
      const rules = [
        [
          '\\(\\mathrm{A}\\)와 \\(\\mathrm{B}\\)가 이웃하게',
          '\\(\\mathrm{A}\\) and \\(\\mathrm{B}\\) are next to each other',
        ],
        [
          '\\(\\mathrm{A}\\)와 \\(\\mathrm{B}\\)가 이웃하지 않게',
          '\\(\\mathrm{A}\\) and \\(\\mathrm{B}\\) are not next to each other',
        ],
        ['\\(\\mathrm{A}\\)가 맨 앞에', '\\(\\mathrm{A}\\) is first in line'],
        [
          '\\(\\mathrm{A}\\)와 \\(\\mathrm{B}\\)가 양 끝에',
          '\\(\\mathrm{A}\\) and \\(\\mathrm{B}\\) are at the two ends',
        ],
      ][rule] as [string, string];
      const how: Array<readonly [string, string]> = [
        [
          `\\(\\mathrm{A}\\), \\(\\mathrm{B}\\)를 한 묶음으로 보면 \\(${n - 1}!\\)가지이고, 묶음 안의 순서 \\(2\\)가지를 곱해 \\(${together}\\)가지입니다.`,
          `Treat \\(\\mathrm{A}\\) and \\(\\mathrm{B}\\) as one block: \\(${n - 1}!\\) orders, times \\(2\\) inside the block: \\(${together}\\).`,
        ],
        [
          `전체 \\(${n}!=${fact(n)}\\)에서 이웃하는 \\(${together}\\)가지를 빼면 \\(${fact(n) - together}\\)가지입니다.`,
          `Subtract the \\(${together}\\) orders with them together from all \\(${n}!=${fact(n)}\\): \\(${fact(n) - together}\\).`,
        ],
        [
          `\\(\\mathrm{A}\\)의 자리를 정하면 나머지 \\(${n - 1}\\)명을 세우는 \\(${n - 1}!=${fact(n - 1)}\\)가지입니다.`,
          `With \\(\\mathrm{A}\\) fixed in front, the other \\(${n - 1}\\) can be ordered in \\(${n - 1}!=${fact(n - 1)}\\) ways.`,
        ],
        [
          `양 끝에 \\(\\mathrm{A}\\), \\(\\mathrm{B}\\)를 세우는 \\(2\\)가지와 나머지를 세우는 \\(${n - 2}!\\)가지를 곱해 \\(${2 * fact(n - 2)}\\)가지입니다.`,
          `\\(2\\) ways to put \\(\\mathrm{A}\\) and \\(\\mathrm{B}\\) at the ends, times \\(${n - 2}!\\) for the rest: \\(${2 * fact(n - 2)}\\).`,
        ],
      ];
      return essay({
        stem: [
          `\\(\\mathrm{A}\\), \\(\\mathrm{B}\\)를 포함한 ${ko} \\(${n}\\)명이 한 줄로 설 때, ${rules[0]} 서는 경우의 수를 구하시오.`,
          `\\(${n}\\) ${en}, including \\(\\mathrm{A}\\) and \\(\\mathrm{B}\\), stand in a line. In how many ways can they line up so that ${rules[1]}?`,
        ],
        answer: String(value),
        hint: HINT.nat,
        steps: [
          [
            `${n}명을 한 줄로 세우는 모든 경우는 \\(${n}!=${fact(n)}\\)가지입니다.`,
            `All orders of \\(${n}\\) people: \\(${n}!=${fact(n)}\\).`,
          ],
          how[rule] as readonly [string, string],
        ],
        difficulty: rule === 1 ? 4 : 3,
        subUnit: S2,
      });
    },
    check: ({ n, rule }, problem) => {
      // List every ordering and test where persons 0 (A) and 1 (B) stand.
      const count = permutations(n).filter((p) => {
        const a = p.indexOf(0);
        const b = p.indexOf(1);
        return [Math.abs(a - b) === 1, Math.abs(a - b) > 1, a === 0, Math.min(a, b) === 0 && Math.max(a, b) === n - 1][
          rule
        ];
      }).length;
      return keyIs(problem, count);
    },
  }),
];
