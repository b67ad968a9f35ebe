// 중2 8. 확률: counting cases, probabilities with dice and draws, and the complement.
import { HINT, essay, keyIs, multiple, template } from '../lib/mh/build.js';
import { frac } from '../lib/mh/format.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m2-8';

export const templates: ProblemTemplate[] = [
  template(U, 'two-dice', {
    params: (rng) => ({
      kind: rng.int(0, 4),
      k: rng.int(2, 12),
      m: rng.int(2, 6),
      t: rng.int(4, 30),
      colors: rng.int(0, 1) === 1,
    }),
    make: ({ kind, k, m, t, colors }) => {
      const events = [
        [`두 눈의 수의 합이 \\(${k}\\)`, `the sum is \\(${k}\\)`, (a: number, b: number) => a + b === k],
        [`두 눈의 수의 합이 \\(${k}\\) 이상`, `the sum is at least \\(${k}\\)`, (a: number, b: number) => a + b >= k],
        [
          `두 눈의 수의 곱이 \\(${m}\\)의 배수`,
          `the product is a multiple of \\(${m}\\)`,
          (a: number, b: number) => (a * b) % m === 0,
        ],
        [
          `두 눈의 수의 차가 \\(${m - 2}\\)`,
          `the two numbers differ by \\(${m - 2}\\)`,
          (a: number, b: number) => Math.abs(a - b) === m - 2,
        ],
        [
          `두 눈의 수의 곱이 \\(${t}\\) 이하`,
          `the product is at most \\(${t}\\)`,
          (a: number, b: number) => a * b <= t,
        ],
      ] as const;
      const [ko, en] = events[kind] as (typeof events)[number];
      // Count by formula per event (not by listing all 36 outcomes).
      const count =
        kind === 0
          ? 6 - Math.abs(k - 7)
          : kind === 1
            ? Array.from({ length: 13 - k }, (_, i) => 6 - Math.abs(k + i - 7)).reduce((x, y) => x + y, 0)
            : kind === 2
              ? 36 - [1, 2, 3, 4, 5, 6].filter((d) => d % m !== 0).length ** 2 + extraProductCount(m)
              : kind === 3
                ? m === 2
                  ? 6
                  : 2 * (6 - (m - 2))
                : [1, 2, 3, 4, 5, 6].reduce((acc, a) => acc + Math.min(6, Math.floor(t / a)), 0);
      return essay({
        stem: [
          `${colors ? '빨간 주사위와 파란 주사위를' : '서로 다른 두 개의 주사위를'} 동시에 던질 때, ${ko}일 확률을 구하시오.`,
          `${colors ? 'A red die and a blue die are' : 'Two different dice are'} rolled. What is the probability that ${en}?`,
        ],
        answer: frac(count, 36),
        hint: HINT.frac,
        steps: [
          [`모든 경우의 수는 \\(6\\times6=36\\)입니다.`, `There are \\(6\\times6=36\\) equally likely outcomes.`],
          [
            `조건을 만족하는 경우는 \\(${count}\\)가지이므로 확률은 \\(\\frac{${count}}{36}=${frac(count, 36)}\\)입니다.`,
            `\\(${count}\\) of them fit, so the probability is \\(\\frac{${count}}{36}=${frac(count, 36)}\\).`,
          ],
        ],
        difficulty: kind < 2 ? 2 : 3,
      });
    },
    check: ({ kind, k, m, t }, problem) => {
      let count = 0;
      for (let a = 1; a <= 6; a++)
        for (let b = 1; b <= 6; b++) {
          const fits = [a + b === k, a + b >= k, (a * b) % m === 0, Math.abs(a - b) === m - 2, a * b <= t][kind];
          if (fits) count++;
        }
      return keyIs(problem, count / 36);
    },
  }),

  template(U, 'draw-two', {
    params: (rng) => ({ r: rng.int(2, 8), b: rng.int(2, 8), replace: rng.int(0, 1) === 1, ask: rng.int(0, 2) }),
    make: ({ r, b, replace, ask }, rng) => {
      const n = r + b;
      const second = replace ? n : n - 1;
      const rr = r * (replace ? r : r - 1);
      const bb = b * (replace ? b : b - 1);
      const total = n * second;
      const counts = [rr, bb, total - rr - bb];
      const [ko, en] = [
        ['두 공이 모두 빨간 공', 'both balls are red'],
        ['두 공이 모두 파란 공', 'both balls are blue'],
        ['두 공의 색이 서로 다를', 'the two balls are different colors'],
      ][ask] as [string, string];
      const c = counts[ask] as number;
      return multiple(rng, {
        stem: [
          `빨간 공 \\(${r}\\)개, 파란 공 \\(${b}\\)개가 들어 있는 주머니에서 공 한 개를 꺼내 색을 확인하고 ${replace ? '다시 넣은 후' : '다시 넣지 않고'} 한 개를 더 꺼낼 때, ${ko}${ask === 2 ? '' : '일'} 확률은?`,
          `A bag holds \\(${r}\\) red and \\(${b}\\) blue balls. One ball is drawn, its color noted, and it is ${replace ? 'put back' : 'not put back'}; then a second ball is drawn. What is the probability that ${en}?`,
        ],
        correct: frac(c, total),
        wrong: [
          frac(c, n * n),
          frac(c, n * (n - 1)),
          frac(ask === 2 ? c / 2 : r * r, total),
          frac(r * b, total),
          frac(ask === 0 ? r : b, n),
          frac(total - c, total),
        ],
        steps: [
          [
            `첫째 공은 \\(${n}\\)가지, 둘째 공은 \\(${second}\\)가지이므로 모든 경우는 \\(${n}\\times${second}=${total}\\)가지입니다.`,
            `There are \\(${n}\\) choices for the first ball and \\(${second}\\) for the second: \\(${total}\\) ordered outcomes.`,
          ],
          [
            `조건에 맞는 경우는 \\(${c}\\)가지이므로 확률은 \\(${frac(c, total)}\\)입니다.`,
            `\\(${c}\\) of them fit, so the probability is \\(${frac(c, total)}\\).`,
          ],
        ],
        difficulty: replace ? 3 : 4,
      });
    },
    check: ({ r, b, replace, ask }, problem) => {
      // Enumerate ordered draws of numbered balls (0..r-1 red, the rest blue).
      const n = r + b;
      let fits = 0;
      let all = 0;
      for (let i = 0; i < n; i++)
        for (let j = 0; j < n; j++) {
          if (!replace && i === j) continue;
          all++;
          const ri = i < r;
          const rj = j < r;
          if (ask === 0 ? ri && rj : ask === 1 ? !ri && !rj : ri !== rj) fits++;
        }
      return keyIs(problem, fits / all);
    },
  }),

  template(U, 'count-cases', {
    params: (rng) => ({ n: rng.int(4, 12), kind: rng.int(0, 3), k: rng.int(2, 3), who: rng.int(0, 2) }),
    make: ({ n, kind, k, who }) => {
      const [wk, we] = [
        ['학생', 'students'],
        ['동아리 회원', 'club members'],
        ['선수', 'players'],
      ][who] as [string, string];
      const kinds = [
        [
          `${wk} \\(${n}\\)명 중에서 회장 \\(1\\)명과 부회장 \\(1\\)명을 뽑는 경우의 수`,
          `the number of ways to choose a president and a vice president from \\(${n}\\) ${we}`,
          n * (n - 1),
          `${n}\\times${n - 1}`,
        ],
        [
          `${wk} \\(${n}\\)명 중에서 대표 \\(2\\)명을 뽑는 경우의 수`,
          `the number of ways to choose \\(2\\) representatives from \\(${n}\\) ${we}`,
          (n * (n - 1)) / 2,
          `\\frac{${n}\\times${n - 1}}{2}`,
        ],
        [
          `${wk} \\(${n}\\)명 중에서 \\(${k}\\)명을 뽑아 한 줄로 세우는 경우의 수`,
          `the number of ways to choose \\(${k}\\) of the \\(${n}\\) ${we} and line them up`,
          perm(n, k),
          Array.from({ length: k }, (_, i) => n - i).join('\\times '),
        ],
        [
          `\\(0\\)이 아닌 서로 다른 한 자리 숫자 \\(${Math.min(n, 9)}\\)개 중 ${k}개를 골라 만들 수 있는 ${k}자리 자연수의 개수`,
          `how many \\(${k}\\)-digit numbers can be made from \\(${Math.min(n, 9)}\\) different nonzero digits, using each digit at most once`,
          perm(Math.min(n, 9), k),
          Array.from({ length: k }, (_, i) => Math.min(n, 9) - i).join('\\times '),
        ],
      ] as const;
      const [ko, en, value, how] = kinds[kind] as (typeof kinds)[number];
      return essay({
        stem: [`${ko}를 구하시오.`, `Find ${en}.`],
        answer: String(value),
        hint: HINT.nat,
        steps: [
          [
            kind === 1
              ? `순서를 생각하여 뽑은 뒤, 같은 두 명이 두 번씩 세어졌으므로 \\(2\\)로 나눕니다.`
              : `자리마다 남은 사람(숫자) 수를 차례로 곱합니다.`,
            kind === 1
              ? `Count ordered choices, then divide by \\(2\\) because each pair was counted twice.`
              : `Multiply the number of options left for each position in turn.`,
          ],
          [`\\(${how}=${value}\\)`, `\\(${how}=${value}\\)`],
        ],
        difficulty: kind === 1 || kind === 3 ? 3 : 2,
      });
    },
    check: ({ n, kind, k }, problem) => {
      // Brute force over arrangements.
      let count = 0;
      if (kind === 0) for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) count += a !== b ? 1 : 0;
      else if (kind === 1) for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) count++;
      else if (kind === 2) count = arrangements(n, k);
      else count = arrangements(Math.min(n, 9), k);
      return keyIs(problem, count);
    },
  }),

  template(U, 'at-least-one', {
    params: (rng) => ({
      coins: rng.int(2, 10),
      ask: rng.int(0, 1),
      dice: rng.int(0, 2) === 0,
      quiz: rng.int(0, 1) === 1,
      face: rng.int(1, 6),
    }),
    make: ({ coins, ask, dice, quiz, face }, rng) => {
      const times = dice ? 2 + (coins % 3) : coins;
      const total = (dice ? 6 : 2) ** times;
      const none = dice ? 5 ** times : 1;
      const fits = ask === 0 ? total - none : none;
      const [ko, en] = dice
        ? ask === 0
          ? [
              `주사위 한 개를 \\(${times}\\)번 던질 때, \\(${face}\\)의 눈이 적어도 한 번 나올 확률은?`,
              `A die is rolled \\(${times}\\) times. What is the probability of rolling at least one \\(${face}\\)?`,
            ]
          : [
              `주사위 한 개를 \\(${times}\\)번 던질 때, \\(${face}\\)의 눈이 한 번도 나오지 않을 확률은?`,
              `A die is rolled \\(${times}\\) times. What is the probability of never rolling a \\(${face}\\)?`,
            ]
        : quiz
          ? ask === 0
            ? [
                `○, × 중 하나를 고르는 문제 \\(${coins}\\)개에 임의로 답할 때, 적어도 한 문제를 맞힐 확률은?`,
                `A student guesses at random on \\(${coins}\\) true-or-false questions. What is the probability of getting at least one right?`,
              ]
            : [
                `○, × 중 하나를 고르는 문제 \\(${coins}\\)개에 임의로 답할 때, 모두 틀릴 확률은?`,
                `A student guesses at random on \\(${coins}\\) true-or-false questions. What is the probability of getting all of them wrong?`,
              ]
          : ask === 0
            ? [
                `동전 한 개를 \\(${coins}\\)번 던질 때, 앞면이 적어도 한 번 나올 확률은?`,
                `A coin is tossed \\(${coins}\\) times. What is the probability of at least one head?`,
              ]
            : [
                `동전 한 개를 \\(${coins}\\)번 던질 때, 모두 뒷면이 나올 확률은?`,
                `A coin is tossed \\(${coins}\\) times. What is the probability that every toss is tails?`,
              ];
      return multiple(rng, {
        stem: [ko, en],
        correct: frac(fits, total),
        wrong: [
          frac(total - fits, total),
          frac(1, times),
          frac(times, dice ? 6 : 2 * times),
          frac(fits - 1, total),
          frac(fits, total * 2),
          frac(1, 2),
        ],
        steps: [
          [
            `모든 경우의 수는 \\(${dice ? 6 : 2}^{${times}}=${total}\\)입니다.`,
            `There are \\(${dice ? 6 : 2}^{${times}}=${total}\\) equally likely outcomes.`,
          ],
          ask === 0
            ? [
                `적어도 한 번 일어날 확률은 \\(1\\)에서 한 번도 일어나지 않을 확률을 뺀 값이므로 \\(1-\\frac{${none}}{${total}}=${frac(fits, total)}\\)입니다.`,
                `At least once is \\(1\\) minus never: \\(1-\\frac{${none}}{${total}}=${frac(fits, total)}\\).`,
              ]
            : [
                `한 번도 일어나지 않는 경우는 \\(${none}\\)가지이므로 확률은 \\(${frac(fits, total)}\\)입니다.`,
                `There are \\(${none}\\) such outcomes, so the probability is \\(${frac(fits, total)}\\).`,
              ],
        ],
        difficulty: dice ? 4 : 3,
      });
    },
    check: ({ coins, ask, dice, face }, problem) => {
      // List every sequence of outcomes and count.
      const times = dice ? 2 + (coins % 3) : coins;
      const faces = dice ? 6 : 2;
      const target = dice ? face - 1 : 1;
      let all = 0;
      let hit = 0;
      for (let code = 0; code < faces ** times; code++) {
        all++;
        let seen = false;
        for (let t = 0, c = code; t < times; t++, c = Math.floor(c / faces)) if (c % faces === target) seen = true;
        if (ask === 0 ? seen : !seen) hit++;
      }
      return keyIs(problem, hit / all);
    },
  }),
];

function perm(n: number, k: number): number {
  return k === 0 ? 1 : n * perm(n - 1, k - 1);
}
/** Counts ordered selections of k distinct items out of n by recursion over choices. */
function arrangements(n: number, k: number, used = 0): number {
  if (k === 0) return 1;
  let total = 0;
  for (let i = 0; i < n; i++) if (!(used & (1 << i))) total += arrangements(n, k - 1, used | (1 << i));
  return total;
}
/** Products a·b that are multiples of m although neither factor is. */
function extraProductCount(m: number): number {
  let count = 0;
  const bad = [1, 2, 3, 4, 5, 6].filter((d) => d % m !== 0);
  for (const a of bad) for (const b of bad) if ((a * b) % m === 0) count++;
  return count;
}
