// 공통수학1 Ⅲ. 경우의 수: sum and product rules, payable amounts, dice sums (s1); permutations and combinations,
// shortest routes on a grid, even numbers from cards, triangles from points on two lines (s2).
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

  defineTemplate(U, 'grid-shortest-paths', {
    version: 2,
    params: (rng) => {
      const w = rng.int(3, 6);
      const h = rng.int(2, 5);
      return { w, h, px: rng.int(1, w - 1), py: rng.int(1, h - 1), via: rng.int(0, 1) === 1 };
    },
    generate: ({ w, h, px, py, via }) => {
      const total = choose(w + h, w);
      const first = choose(px + py, px);
      const second = choose(w - px + h - py, w - px);
      const answer = via ? first * second : total;
      return essay({
        stem: via
          ? [
              `가로로 \\(${w}\\)칸, 세로로 \\(${h}\\)칸인 바둑판 모양의 길이 있습니다. 왼쪽 아래 꼭짓점 \\(\\mathrm{A}\\)에서 오른쪽 위 꼭짓점 \\(\\mathrm{B}\\)까지 오른쪽 또는 위쪽으로만 갈 때, \\(\\mathrm{A}\\)에서 오른쪽으로 \\(${px}\\)칸, 위쪽으로 \\(${py}\\)칸 떨어진 지점 \\(\\mathrm{P}\\)를 지나는 가장 짧은 길의 수를 구하시오.`,
              `A grid of streets is \\(${w}\\) blocks wide and \\(${h}\\) blocks tall. Going only right or up from the bottom-left corner \\(\\mathrm{A}\\) to the top-right corner \\(\\mathrm{B}\\), how many shortest routes pass through the corner \\(\\mathrm{P}\\) that is ${count(px, 'block')} right of and ${count(py, 'block')} above \\(\\mathrm{A}\\)?`,
            ]
          : [
              `가로로 \\(${w}\\)칸, 세로로 \\(${h}\\)칸인 바둑판 모양의 길이 있습니다. 왼쪽 아래 꼭짓점 \\(\\mathrm{A}\\)에서 오른쪽 위 꼭짓점 \\(\\mathrm{B}\\)까지 오른쪽 또는 위쪽으로만 가는 가장 짧은 길의 수를 구하시오.`,
              `A grid of streets is \\(${w}\\) blocks wide and \\(${h}\\) blocks tall. Going only right or up, how many shortest routes lead from the bottom-left corner \\(\\mathrm{A}\\) to the top-right corner \\(\\mathrm{B}\\)?`,
            ],
        answer: String(answer),
        form: 'number',
        steps: [
          [
            `핵심은 가장 짧은 길 하나가 '오른쪽' \\(${w}\\)번과 '위쪽' \\(${h}\\)번을 늘어놓는 순서 하나와 같다는 것입니다. 따라서 \\(${w + h}\\)번 중 '오른쪽'이 올 자리를 고르는 조합의 수입니다.`,
            `The key idea: a shortest route is an order of \\(${w}\\) moves right and \\(${h}\\) moves up, so count the ways to choose which of the \\(${w + h}\\) moves go right.`,
          ],
          via
            ? [
                `\\(\\mathrm{A}\\)에서 \\(\\mathrm{P}\\)까지 \\({}_{${px + py}}\\mathrm{C}_{${px}}=${first}\\)가지, \\(\\mathrm{P}\\)에서 \\(\\mathrm{B}\\)까지 \\({}_{${w - px + h - py}}\\mathrm{C}_{${w - px}}=${second}\\)가지이므로 곱의 법칙에 의해 \\(${first}\\times ${second}=${answer}\\)가지입니다.`,
                `From \\(\\mathrm{A}\\) to \\(\\mathrm{P}\\): \\({}_{${px + py}}\\mathrm{C}_{${px}}=${first}\\); from \\(\\mathrm{P}\\) to \\(\\mathrm{B}\\): \\({}_{${w - px + h - py}}\\mathrm{C}_{${w - px}}=${second}\\). By the product rule, \\(${first}\\times ${second}=${answer}\\).`,
              ]
            : [
                `\\({}_{${w + h}}\\mathrm{C}_{${w}}=${answer}\\)가지입니다.`,
                `\\({}_{${w + h}}\\mathrm{C}_{${w}}=${answer}\\).`,
              ],
        ],
        difficulty: via ? 4 : 3,
        subUnit: S2,
      });
    },
    // Counts routes corner by corner (each corner is reached from the left or from below), through P when asked.
    check: ({ w, h, px, py, via }, problem) => {
      const ways = (fromX: number, fromY: number, toX: number, toY: number) => {
        const grid: number[][] = [];
        for (let x = fromX; x <= toX; x++) {
          grid[x] = [];
          for (let y = fromY; y <= toY; y++)
            grid[x]![y] = x === fromX && y === fromY ? 1 : (grid[x - 1]?.[y] ?? 0) + (grid[x]![y - 1] ?? 0);
        }
        return grid[toX]![toY]!;
      };
      return keyIs(problem, via ? ways(0, 0, px, py) * ways(px, py, w, h) : ways(0, 0, w, h));
    },
  }),

  defineTemplate(U, 'payable-amounts', {
    version: 1,
    params: (rng) => ({ a: rng.int(1, 3), b: rng.int(1, 4), c: rng.int(1, 9) }),
    generate: ({ a, b, c }) => {
      const answer = (a + 1) * (b + 1) * (c + 1) - 1;
      return essay({
        stem: [
          `\\(500\\)원짜리 동전 \\(${a}\\)개, \\(100\\)원짜리 동전 \\(${b}\\)개, \\(10\\)원짜리 동전 \\(${c}\\)개의 일부 또는 전부를 사용하여 지불할 수 있는 금액의 수를 구하시오. (단, \\(0\\)원을 지불하는 것은 제외합니다.)`,
          `You have ${count(a, '500-won coin')}, ${count(b, '100-won coin')}, and ${count(c, '10-won coin')}. Using some or all of them, how many different amounts can you pay? (Paying 0 won does not count.)`,
        ],
        answer: String(answer),
        form: 'number',
        steps: [
          [
            `핵심은 금액이 겹치는지 먼저 확인하는 것입니다. \\(100\\)원짜리 \\(${b}\\)개로는 \\(500\\)원을 만들 수 없고, \\(10\\)원짜리 \\(${c}\\)개로는 \\(100\\)원을 만들 수 없으므로 동전의 개수가 다르면 금액도 다릅니다.`,
            `The key idea: first check whether amounts can repeat. ${count(b, '100-won coin')} cannot make 500 won and ${count(c, '10-won coin')} cannot make 100 won, so different coin counts always give different amounts.`,
          ],
          [
            `각 동전을 \\(0\\)개부터 쓰는 방법은 \\(${a + 1}\\)가지, \\(${b + 1}\\)가지, \\(${c + 1}\\)가지이므로, \\(0\\)원을 빼면 \\(${a + 1}\\times ${b + 1}\\times ${c + 1}-1=${answer}\\)가지입니다.`,
            `Each coin can be used from 0 up: \\(${a + 1}\\), \\(${b + 1}\\), and \\(${c + 1}\\) ways. Leaving out 0 won: \\(${a + 1}\\times ${b + 1}\\times ${c + 1}-1=${answer}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: S1,
      });
    },
    // Lists every payable amount and counts the distinct ones.
    check: ({ a, b, c }, problem) => {
      const amounts = new Set<number>();
      for (let i = 0; i <= a; i++)
        for (let j = 0; j <= b; j++) for (let k = 0; k <= c; k++) amounts.add(500 * i + 100 * j + 10 * k);
      amounts.delete(0);
      return keyIs(problem, amounts.size);
    },
  }),

  defineTemplate(U, 'even-three-digit-numbers', {
    version: 2,
    params: (rng) => {
      const n = rng.int(4, 9);
      // 0 even, 1 odd, 2 a multiple of 5 (with a card 5 there must be at least six cards).
      return { n, ask: rng.int(0, n >= 6 ? 2 : 1) };
    },
    generate: ({ n, ask }) => {
      // Cards 0..n−1; the ones digit comes from `ends`, and 0 cannot lead.
      const ends = Array.from({ length: n }, (_, i) => i).filter((d) =>
        ask === 0 ? d % 2 === 0 : ask === 1 ? d % 2 === 1 : d % 5 === 0,
      );
      const others = ends.filter((d) => d !== 0).length;
      const endZero = ends.includes(0) ? (n - 1) * (n - 2) : 0;
      const endOther = others * (n - 2) * (n - 2);
      const answer = endZero + endOther;
      const cards = Array.from({ length: n }, (_, i) => `\\(${i}\\)`).join(', ');
      const [ko, en] = [
        ['짝수', 'even numbers'],
        ['홀수', 'odd numbers'],
        ['\\(5\\)의 배수', 'multiples of \\(5\\)'],
      ][ask] as [string, string];
      const endsKo = ends
        .filter((d) => d !== 0)
        .map((d) => `\\(${d}\\)`)
        .join(', ');
      return essay({
        stem: [
          `${cards}의 숫자가 하나씩 적힌 카드 \\(${n}\\)장 중에서 \\(3\\)장을 뽑아 만들 수 있는 세 자리 자연수 중 ${ko}의 개수를 구하시오.`,
          `Each of \\(${n}\\) cards shows one of the digits ${cards}. How many three-digit ${en} can be made from three of the cards?`,
        ],
        answer: String(answer),
        form: 'number',
        steps: [
          [
            `핵심은 \\(0\\)이 백의 자리에 올 수 없으므로, 일의 자리가 \\(0\\)인 경우와 아닌 경우로 나누어 세는 것입니다.`,
            `The key idea: 0 cannot lead, so split by whether the ones digit is 0.`,
          ],
          [
            ends.includes(0)
              ? `일의 자리가 \\(0\\)이면 나머지 두 자리는 \\(${n - 1}\\times ${n - 2}=${endZero}\\)가지입니다.`
              : `일의 자리에는 \\(0\\)이 올 수 없습니다.`,
            ends.includes(0)
              ? `With 0 in the ones place, the other two places can be filled in \\(${n - 1}\\times ${n - 2}=${endZero}\\) ways.`
              : `The ones digit cannot be 0 here.`,
          ],
          [
            `일의 자리가 ${endsKo} 중 하나이면 백의 자리는 \\(0\\)과 그 수를 뺀 \\(${n - 2}\\)가지, 십의 자리는 \\(${n - 2}\\)가지이므로 \\(${others}\\times ${n - 2}\\times ${n - 2}=${endOther}\\)가지입니다. 합의 법칙에 의해 모두 \\(${answer}\\)개입니다.`,
            `With ${endsKo} in the ones place (${count(others, 'choice')}), the hundreds place has \\(${n - 2}\\) choices (not 0, not that digit) and the tens place \\(${n - 2}\\): \\(${others}\\times ${n - 2}\\times ${n - 2}=${endOther}\\). By the sum rule, there are \\(${answer}\\) in all.`,
          ],
        ],
        difficulty: 4,
        subUnit: S2,
      });
    },
    // Lists every three-digit number from the cards and tests it.
    check: ({ n, ask }, problem) => {
      let found = 0;
      for (let h = 1; h < n; h++)
        for (let t = 0; t < n; t++)
          for (let u = 0; u < n; u++) {
            if (h === t || t === u || h === u) continue;
            const v = 100 * h + 10 * t + u;
            if (ask === 0 ? v % 2 === 0 : ask === 1 ? v % 2 === 1 : v % 5 === 0) found++;
          }
      return keyIs(problem, found);
    },
  }),

  defineTemplate(U, 'triangles-from-points', {
    version: 2,
    params: (rng) => {
      const top = rng.int(3, 6);
      return { top, bottom: rng.int(3, 6), apex: rng.int(0, 1) === 1 };
    },
    generate: ({ top, bottom, apex }) => {
      // Points on two parallel lines (top and bottom); with apex, one more point off both lines.
      const total = top + bottom + (apex ? 1 : 0);
      const all = choose(total, 3);
      const answer = all - choose(top, 3) - choose(bottom, 3);
      return essay({
        stem: [
          `평행한 두 직선 위에 각각 \\(${top}\\)개, \\(${bottom}\\)개의 점이 있${apex ? '고, 두 직선 위에 있지 않은 점이 \\(1\\)개 더 있' : ''}습니다. 이 \\(${total}\\)개의 점 중 세 점을 꼭짓점으로 하는 삼각형의 개수를 구하시오.`,
          `There are \\(${top}\\) points on one line and \\(${bottom}\\) points on a parallel line${apex ? ', and \\(1\\) more point on neither line' : ''}. How many triangles have three of these \\(${total}\\) points as vertices?`,
        ],
        answer: String(answer),
        form: 'number',
        steps: [
          [
            `핵심은 모든 세 점의 조합에서 삼각형이 되지 않는 경우, 즉 한 직선 위의 세 점을 빼는 것입니다.`,
            `The key idea: count all choices of three points, then take away those that lie on one line and make no triangle.`,
          ],
          [
            `\\({}_{${total}}\\mathrm{C}_{3}-{}_{${top}}\\mathrm{C}_{3}-{}_{${bottom}}\\mathrm{C}_{3}=${all}-${choose(top, 3)}-${choose(bottom, 3)}=${answer}\\)`,
            `\\({}_{${total}}\\mathrm{C}_{3}-{}_{${top}}\\mathrm{C}_{3}-{}_{${bottom}}\\mathrm{C}_{3}=${all}-${choose(top, 3)}-${choose(bottom, 3)}=${answer}\\)`,
          ],
        ],
        difficulty: 4,
        subUnit: S2,
      });
    },
    // Places the points (y = 1 and y = 0, the extra at y = 3.5) and counts triples with a nonzero area.
    check: ({ top, bottom, apex }, problem) => {
      const pts: Array<[number, number]> = [
        ...Array.from({ length: top }, (_, i) => [i, 1] as [number, number]),
        ...Array.from({ length: bottom }, (_, i) => [i * 1.3, 0] as [number, number]),
        ...(apex ? [[0.77, 3.5] as [number, number]] : []),
      ];
      let triangles = 0;
      for (let i = 0; i < pts.length; i++)
        for (let j = i + 1; j < pts.length; j++)
          for (let k = j + 1; k < pts.length; k++) {
            const [a, b, c] = [pts[i]!, pts[j]!, pts[k]!];
            if (Math.abs((b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1])) > 1e-9) triangles++;
          }
      return keyIs(problem, triangles);
    },
  }),

  defineTemplate(U, 'dice-sum-multiples', {
    version: 2,
    params: (rng) => {
      const k1 = rng.pick([2, 3, 4, 5, 6]);
      return { k1, k2: rng.pick([2, 3, 4, 5, 6].filter((k) => k !== k1 && k % k1 !== 0 && k1 % k !== 0)) };
    },
    generate: ({ k1, k2 }) => {
      const sums = (k: number) => [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((v) => v % k === 0);
      const ways = (v: number) => 6 - Math.abs(v - 7);
      const count1 = sums(k1).reduce((acc, v) => acc + ways(v), 0);
      const count2 = sums(k2).reduce((acc, v) => acc + ways(v), 0);
      const both = sums(k1).filter((v) => v % k2 === 0);
      const countBoth = both.reduce((acc, v) => acc + ways(v), 0);
      const answer = count1 + count2 - countBoth;
      return essay({
        stem: [
          `서로 다른 두 개의 주사위를 동시에 던질 때, 나오는 두 눈의 수의 합이 \\(${k1}\\)의 배수 또는 \\(${k2}\\)의 배수가 되는 경우의 수를 구하시오.`,
          `Two different dice are rolled. In how many outcomes is the sum a multiple of \\(${k1}\\) or a multiple of \\(${k2}\\)?`,
        ],
        answer: String(answer),
        form: 'number',
        steps: [
          [
            `합이 \\(${k1}\\)의 배수(\\(${sums(k1).join(',\\ ')}\\))인 경우는 \\(${count1}\\)가지, \\(${k2}\\)의 배수(\\(${sums(k2).join(',\\ ')}\\))인 경우는 \\(${count2}\\)가지입니다.`,
            `The sum is a multiple of \\(${k1}\\) (\\(${sums(k1).join(',\\ ')}\\)) in \\(${count1}\\) outcomes and a multiple of \\(${k2}\\) (\\(${sums(k2).join(',\\ ')}\\)) in \\(${count2}\\).`,
          ],
          [
            `핵심은 두 사건이 동시에 일어나는 경우를 한 번 빼는 것입니다. 합이 ${both.length ? `\\(${both.join(',\\ ')}\\)인 \\(${countBoth}\\)가지가 겹치므로` : '둘 다의 배수인 경우는 없으므로'} \\(${count1}+${count2}-${countBoth}=${answer}\\)가지입니다.`,
            `The key idea: subtract once the outcomes counted twice. ${both.length ? `Sums \\(${both.join(',\\ ')}\\) are counted in both (${count(countBoth, 'outcome')})` : 'No sum is a multiple of both'}, so \\(${count1}+${count2}-${countBoth}=${answer}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: S1,
      });
    },
    // Rolls every pair of faces.
    check: ({ k1, k2 }, problem) => {
      let found = 0;
      for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if ((a + b) % k1 === 0 || (a + b) % k2 === 0) found++;
      return keyIs(problem, found);
    },
  }),
];

/** '3 roads', '1 road', '2 direct roads', as inline math and words. */
function roads(n: number, kind = ''): string {
  return `\\(${n}\\) ${kind}${n === 1 ? 'road' : 'roads'}`;
}
