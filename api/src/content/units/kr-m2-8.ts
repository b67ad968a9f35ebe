// 중2 8. 확률: counting cases, probabilities with dice and draws, and the complement.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { fracRaw, frac, m } from '../kit/latex.js';
import { keyIs } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m2-8';

/** p/q with the reduction shown when there is one: \frac{6}{36}=\frac{1}{6}. */
const reduced = (p: number, q: number) => {
  const raw = fracRaw(p, q);
  return raw === frac(p, q) ? raw : `${raw}=${frac(p, q)}`;
};

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'two-dice', {
    version: 2,
    params: (rng) => ({
      kind: rng.int(0, 4),
      k: rng.int(2, 12),
      m: rng.int(2, 6),
      t: rng.int(4, 30),
      colors: rng.int(0, 1) === 1,
    }),
    generate: ({ kind, k: k0, m: mult, t, colors }) => {
      // 'At least 2' is certain, so that event starts at 3.
      const k = kind === 1 ? Math.max(k0, 3) : k0;
      const diff = mult - 2;
      const events = [
        [`두 눈의 수의 합이 \\(${k}\\)`, `the sum is \\(${k}\\)`],
        [`두 눈의 수의 합이 \\(${k}\\) 이상`, `the sum is at least \\(${k}\\)`],
        [`두 눈의 수의 곱이 \\(${mult}\\)의 배수`, `the product is a multiple of \\(${mult}\\)`],
        diff === 0
          ? [`두 눈의 수가 서로 같을`, `the two numbers are the same`]
          : [`두 눈의 수의 차가 \\(${diff}\\)`, `the two numbers differ by \\(${diff}\\)`],
        [`두 눈의 수의 곱이 \\(${t}\\) 이하`, `the product is at most \\(${t}\\)`],
      ] as const;
      const [ko, en] = events[kind] as (typeof events)[number];
      // Count by formula per event (not by listing all 36 outcomes).
      const count =
        kind === 0
          ? 6 - Math.abs(k - 7)
          : kind === 1
            ? Array.from({ length: 13 - k }, (_, i) => 6 - Math.abs(k + i - 7)).reduce((x, y) => x + y, 0)
            : kind === 2
              ? 36 - [1, 2, 3, 4, 5, 6].filter((d) => d % mult !== 0).length ** 2 + extraProductCount(mult)
              : kind === 3
                ? mult === 2
                  ? 6
                  : 2 * (6 - diff)
                : [1, 2, 3, 4, 5, 6].reduce((acc, a) => acc + Math.min(6, Math.floor(t / a)), 0);
      // The outcomes themselves when there are few enough to list.
      const fits = [
        (a: number, b: number) => a + b === k,
        (a: number, b: number) => a + b >= k,
        (a: number, b: number) => (a * b) % mult === 0,
        (a: number, b: number) => Math.abs(a - b) === diff,
        (a: number, b: number) => a * b <= t,
      ][kind] as (a: number, b: number) => boolean;
      const list: string[] = [];
      for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (fits(a, b)) list.push(`(${a}, ${b})`);
      const listed =
        list.length <= 8
          ? [
              `\\(${list.join(',\\ ')}\\)의 \\(${count}\\)가지`,
              `The outcomes that fit are \\(${list.join(',\\ ')}\\), \\(${count}\\) in all`,
            ]
          : [`\\(${count}\\)가지`, `\\(${count}\\) of the outcomes fit`];
      const word = kind === 3 && diff === 0 ? ko : `${ko}일`;
      return essay({
        stem: [
          `${colors ? '빨간 주사위와 파란 주사위를' : '서로 다른 두 개의 주사위를'} 동시에 던질 때, ${word} 확률을 구하시오.`,
          `${colors ? 'A red die and a blue die are' : 'Two different dice are'} rolled. What is the probability that ${en}?`,
        ],
        answer: frac(count, 36),
        form: 'fraction',
        steps: [
          [`모든 경우의 수는 \\(6\\times6=36\\)입니다.`, `There are \\(6\\times6=36\\) equally likely outcomes.`],
          [
            `조건을 만족하는 경우는 ${listed[0]}이므로 확률은 \\(${reduced(count, 36)}\\)입니다.`,
            `${listed[1]}, so the probability is \\(${reduced(count, 36)}\\).`,
          ],
        ],
        difficulty: kind < 2 ? 2 : 3,
      });
    },
    check: ({ kind, k: k0, m: mult, t }, problem) => {
      const k = kind === 1 ? Math.max(k0, 3) : k0;
      let count = 0;
      for (let a = 1; a <= 6; a++)
        for (let b = 1; b <= 6; b++) {
          const fits = [a + b === k, a + b >= k, (a * b) % mult === 0, Math.abs(a - b) === mult - 2, a * b <= t][kind];
          if (fits) count++;
        }
      return keyIs(problem, count / 36);
    },
  }),

  defineTemplate(U, 'draw-two', {
    version: 2,
    params: (rng) => ({ r: rng.int(2, 8), b: rng.int(2, 8), replace: rng.int(0, 1) === 1, ask: rng.int(0, 2) }),
    generate: ({ r, b, replace, ask }, rng) => {
      const n = r + b;
      const second = replace ? n : n - 1;
      const rr = r * (replace ? r : r - 1);
      const bb = b * (replace ? b : b - 1);
      const total = n * second;
      const counts = [rr, bb, total - rr - bb];
      const [ko, en] = [
        ['두 공이 모두 빨간 공일', 'both balls are red'],
        ['두 공이 모두 파란 공일', 'both balls are blue'],
        ['두 공의 색이 서로 다를', 'the two balls are different colors'],
      ][ask] as [string, string];
      const c = counts[ask] as number;
      const how = [
        `${r}\\times${replace ? r : r - 1}=${rr}`,
        `${b}\\times${replace ? b : b - 1}=${bb}`,
        `${r}\\times${b}+${b}\\times${r}=${c}`,
      ][ask] as string;
      const howKo = [
        `빨간 공을 두 번 꺼내는 경우는 \\(${how}\\)가지`,
        `파란 공을 두 번 꺼내는 경우는 \\(${how}\\)가지`,
        `(빨강, 파랑) 또는 (파랑, 빨강)으로 꺼내는 경우는 \\(${how}\\)가지`,
      ][ask] as string;
      const howEn = [
        `Red then red can happen in \\(${how}\\) ways`,
        `Blue then blue can happen in \\(${how}\\) ways`,
        `Red then blue or blue then red can happen in \\(${how}\\) ways`,
      ][ask] as string;
      return multiple(rng, {
        stem: [
          `빨간 공 \\(${r}\\)개, 파란 공 \\(${b}\\)개가 들어 있는 주머니에서 공 한 개를 꺼내 색을 확인하고 ${replace ? '다시 넣은 후' : '다시 넣지 않고'} 한 개를 더 꺼낼 때, ${ko} 확률은?`,
          `A bag holds \\(${r}\\) red and \\(${b}\\) blue balls. One ball is drawn, its color noted, and it is ${replace ? 'put back' : 'not put back'}; then a second ball is drawn. What is the probability that ${en}?`,
        ],
        correct: m(frac(c, total)),
        wrong: [
          frac(c, n * n),
          frac(c, n * (n - 1)),
          frac(ask === 2 ? c / 2 : r * r, total),
          frac(r * b, total),
          frac(ask === 0 ? r : b, n),
          frac(total - c, total),
          ...[1, -1, 2, -2, 3].map((d) => frac(Math.max(c + d, 1), total)),
        ].map(m),
        steps: [
          [
            `첫째 공은 \\(${n}\\)가지, 둘째 공은 \\(${second}\\)가지이므로 모든 경우의 수는 \\(${n}\\times${second}=${total}\\)입니다.`,
            `There are \\(${n}\\) choices for the first ball and \\(${second}\\) for the second: \\(${n}\\times${second}=${total}\\) ordered outcomes.`,
          ],
          [
            `${howKo}이므로 확률은 \\(${reduced(c, total)}\\)입니다.`,
            `${howEn}, so the probability is \\(${reduced(c, total)}\\).`,
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

  defineTemplate(U, 'count-cases', {
    version: 2,
    params: (rng) => ({ n: rng.int(4, 12), kind: rng.int(0, 3), k: rng.int(2, 3), who: rng.int(0, 2) }),
    generate: ({ n, kind, k, who }) => {
      const [wk, we] = [
        ['학생', 'students'],
        ['동아리 회원', 'club members'],
        ['선수', 'players'],
      ][who] as [string, string];
      const digits = Math.min(n, 9);
      const [kKo, kEn] = k === 2 ? ['두', 'two'] : ['세', 'three'];
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
          `\\(0\\)이 아닌 서로 다른 한 자리 숫자 \\(${digits}\\)개 중 ${kKo} 개를 골라 만들 수 있는 ${kKo} 자리 자연수의 개수`,
          `how many ${kEn}-digit numbers can be made from \\(${digits}\\) different nonzero digits, using each digit at most once`,
          perm(digits, k),
          Array.from({ length: k }, (_, i) => digits - i).join('\\times '),
        ],
      ] as const;
      const [ko, en, value, how] = kinds[kind] as (typeof kinds)[number];
      return essay({
        stem: [`${ko}를 구하시오.`, `Find ${en}.`],
        answer: String(value),
        form: 'number',
        hint: HINTS.whole,
        steps: [
          [
            kind === 1
              ? `순서를 생각하여 뽑은 뒤, 같은 두 명이 두 번씩 세어졌으므로 \\(2\\)로 나눕니다.`
              : kind === 3
                ? `높은 자리부터 차례로, 앞에서 쓴 숫자를 뺀 나머지 숫자의 개수를 곱합니다.`
                : `자리마다 남은 사람의 수를 차례로 곱합니다.`,
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

  defineTemplate(U, 'at-least-one', {
    version: 2,
    params: (rng) => ({
      coins: rng.int(2, 10),
      ask: rng.int(0, 1),
      dice: rng.int(0, 2) === 0,
      quiz: rng.int(0, 1) === 1,
      face: rng.int(1, 6),
    }),
    generate: ({ coins, ask, dice, quiz, face }, rng) => {
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
      const noneKo = dice
        ? `\\(${face}\\)의 눈이 한 번도 나오지 않는 경우는 매번 나머지 \\(5\\)가지 눈이 나오는 \\(5^{${times}}=${none}\\)가지`
        : quiz
          ? `모두 틀리는 경우는 \\(1\\)가지`
          : `모두 뒷면이 나오는 경우는 \\(1\\)가지`;
      const noneEn = dice
        ? `Never rolling a \\(${face}\\) means one of the other \\(5\\) faces every time: \\(5^{${times}}=${none}\\) outcomes`
        : quiz
          ? `Getting every question wrong happens in exactly one way`
          : `All tails happens in exactly one way`;
      return multiple(rng, {
        stem: [ko, en],
        correct: m(frac(fits, total)),
        wrong: [
          frac(total - fits, total),
          frac(1, times),
          frac(times, dice ? 6 : 2 * times),
          frac(fits - 1, total),
          frac(fits, total * 2),
          frac(1, 2),
          frac(fits + 1, total),
          frac(fits, total - 1),
        ]
          .filter((v) => v !== '0')
          .map(m),
        steps: [
          [
            `모든 경우의 수는 \\(${dice ? 6 : 2}^{${times}}=${total}\\)이고, ${noneKo}입니다.`,
            `There are \\(${dice ? 6 : 2}^{${times}}=${total}\\) equally likely outcomes. ${noneEn}.`,
          ],
          ask === 0
            ? [
                `(적어도 한 번 일어날 확률) \\(=1-\\)(한 번도 일어나지 않을 확률)이므로 \\(1-${fracRaw(none, total)}=${frac(fits, total)}\\)입니다.`,
                `At least once is \\(1\\) minus never: \\(1-${fracRaw(none, total)}=${frac(fits, total)}\\).`,
              ]
            : [
                `따라서 구하는 확률은 \\(${reduced(none, total)}\\)입니다.`,
                `So the probability is \\(${reduced(none, total)}\\).`,
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
        for (let i = 0, c = code; i < times; i++, c = Math.floor(c / faces)) if (c % faces === target) seen = true;
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
