// 중2 8. 확률: counting cases, probabilities with dice and draws, and the complement; digit cards, two independent
// shots, two students side by side in a line, a point moved by coin tosses.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { fracRaw, frac, m } from '../kit/latex.js';
import { num, q, type Q } from '../kit/numbers.js';
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

  defineTemplate(U, 'digit-cards-probability', {
    version: 1,
    params: (rng) => {
      const n = rng.int(4, 7);
      const zero = rng.int(0, 1) === 1;
      // Multiples of 5 need a card 0 or 5 to end in.
      const k = rng.pick(zero || n >= 5 ? [3, 4, 5] : [3, 4]);
      return { n, zero, ask: rng.int(0, 2), k };
    },
    generate: ({ n, zero, ask, k }) => {
      const digits = Array.from({ length: n }, (_, i) => (zero ? i : i + 1));
      // Two cards in a row make a two-digit number: the tens card cannot be 0.
      const tensChoices = zero ? n - 1 : n;
      const total = tensChoices * (n - 1);
      const numbers: number[] = [];
      for (const t of digits) for (const u of digits) if (t !== 0 && t !== u) numbers.push(10 * t + u);
      const threshold = 10 * digits[Math.floor(n / 2)]!;
      const fits = (v: number) => (ask === 0 ? v % 2 === 0 : ask === 1 ? v % k === 0 : v >= threshold);
      const count = numbers.filter(fits).length;
      const [ko, en] = [
        ['짝수일', 'even'],
        [`\\(${k}\\)의 배수일`, `a multiple of \\(${k}\\)`],
        [`\\(${threshold}\\) 이상일`, `\\(${threshold}\\) or greater`],
      ][ask] as [string, string];
      const cards = digits.map((d) => `\\(${d}\\)`).join(', ');
      const listed = numbers.filter(fits).join(',\\ ');
      return essay({
        stem: [
          `${cards}의 숫자가 각각 적힌 카드 \\(${n}\\)장 중에서 \\(2\\)장을 뽑아 두 자리 자연수를 만들 때, 그 수가 ${ko} 확률을 구하시오.`,
          `Each of \\(${n}\\) cards shows one of the digits ${cards}. Two cards are drawn to make a two-digit number. What is the probability that the number is ${en}?`,
        ],
        answer: frac(count, total),
        form: 'fraction',
        steps: [
          [
            zero
              ? `십의 자리에는 \\(0\\)이 올 수 없으므로 \\(${n - 1}\\)가지, 일의 자리에는 남은 \\(${n - 1}\\)가지가 올 수 있어 모든 경우의 수는 \\(${n - 1}\\times${n - 1}=${total}\\)입니다.`
              : `십의 자리에 \\(${n}\\)가지, 일의 자리에 남은 \\(${n - 1}\\)가지가 올 수 있으므로 모든 경우의 수는 \\(${n}\\times${n - 1}=${total}\\)입니다.`,
            zero
              ? `The tens digit cannot be \\(0\\), so it has \\(${n - 1}\\) choices, and the ones digit has the \\(${n - 1}\\) cards left: \\(${n - 1}\\times${n - 1}=${total}\\) numbers in all.`
              : `The tens digit has \\(${n}\\) choices and the ones digit the \\(${n - 1}\\) cards left: \\(${n}\\times${n - 1}=${total}\\) numbers in all.`,
          ],
          [
            `조건에 맞는 수는 \\(${listed}\\)의 \\(${count}\\)개입니다.`,
            `The numbers that fit are \\(${listed}\\): \\(${count}\\) of them.`,
          ],
          [
            `따라서 확률은 \\(${reduced(count, total)}\\)입니다.`,
            `So the probability is \\(${reduced(count, total)}\\).`,
          ],
        ],
        difficulty: zero ? 4 : 3,
      });
    },
    // Every ordered pair of different cards, read as tens and ones, with a leading 0 left out.
    check: ({ n, zero, ask, k }, problem) => {
      const first = zero ? 0 : 1;
      const mid = (zero ? 0 : 1) + Math.floor(n / 2);
      let [all, good] = [0, 0];
      for (let t = first; t < first + n; t++)
        for (let u = first; u < first + n; u++) {
          if (t === u || t === 0) continue;
          all++;
          const v = t * 10 + u;
          if (ask === 0 ? u % 2 === 0 : ask === 1 ? v % k === 0 : t >= mid) good++;
        }
      return good > 0 && keyIs(problem, good / all);
    },
  }),

  defineTemplate(U, 'two-independent-events', {
    version: 1,
    params: (rng) => ({
      a: rng.int(1, 4),
      da: rng.pick([5, 6]),
      b: rng.int(1, 3),
      db: rng.pick([4, 5]),
      ask: rng.int(0, 2),
    }),
    generate: ({ a, da, b, db, ask }) => {
      const [pa, pb] = [q(a, da), q(b, db)];
      const [qa, qb] = [q(1, 1).sub(pa), q(1, 1).sub(pb)];
      const both = pa.mul(pb);
      const one = pa.mul(qb).add(qa.mul(pb));
      const atLeast = q(1, 1).sub(qa.mul(qb));
      const answer = [both, one, atLeast][ask] as Q;
      const [ko, en] = [
        ['두 사람 모두 명중시킬', 'both hit the target'],
        ['한 사람만 명중시킬', 'exactly one of them hits the target'],
        ['적어도 한 사람은 명중시킬', 'at least one of them hits the target'],
      ][ask] as [string, string];
      const work = [
        [`${frac(pa)}\\times${frac(pb)}=${frac(both)}`],
        [`${frac(pa)}\\times${frac(qb)}+${frac(qa)}\\times${frac(pb)}=${frac(one)}`],
        [`1-${frac(qa)}\\times${frac(qb)}=${frac(atLeast)}`],
      ][ask]![0] as string;
      const why = [
        [
          '두 사건이 서로 영향을 주지 않으므로 두 확률을 곱합니다.',
          'The shots do not affect each other, so multiply the probabilities.',
        ],
        [
          '(A만 명중) 또는 (B만 명중)이고, 두 경우는 동시에 일어나지 않으므로 각각의 확률을 곱한 뒤 더합니다.',
          'Either only A hits or only B hits; these cannot both happen, so find each by multiplying and then add.',
        ],
        [
          '(적어도 한 사람은 명중) \\(=1-\\)(두 사람 모두 명중시키지 못함)으로 여사건을 이용합니다.',
          'Use the complement: P(at least one hits) \\(=1-\\) P(both miss).',
        ],
      ][ask] as [string, string];
      return essay({
        stem: [
          `A, B 두 사람이 활을 쏘아 과녁을 명중시킬 확률이 각각 \\(${frac(pa)}\\), \\(${frac(pb)}\\)입니다. 두 사람이 각각 한 번씩 활을 쏠 때, ${ko} 확률을 구하는 풀이 과정을 쓰고 답을 구하시오.`,
          `A and B hit a target with probabilities \\(${frac(pa)}\\) and \\(${frac(pb)}\\). Each shoots once. Find the probability that ${en}, and show your work.`,
        ],
        answer: frac(answer),
        form: 'fraction',
        steps: [
          [
            `A, B가 명중시키지 못할 확률은 각각 \\(1-${frac(pa)}=${frac(qa)}\\), \\(1-${frac(pb)}=${frac(qb)}\\)입니다.`,
            `A and B miss with probabilities \\(1-${frac(pa)}=${frac(qa)}\\) and \\(1-${frac(pb)}=${frac(qb)}\\).`,
          ],
          why,
          [`\\(${work}\\)`, `\\(${work}\\)`],
        ],
        difficulty: ask === 0 ? 3 : 4,
      });
    },
    // Weighs the four outcomes (hit or miss for each) and adds the ones asked for.
    check: ({ a, da, b, db, ask }, problem) => {
      let total = 0;
      for (const hitA of [true, false])
        for (const hitB of [true, false]) {
          const weight = (hitA ? a / da : 1 - a / da) * (hitB ? b / db : 1 - b / db);
          const hits = Number(hitA) + Number(hitB);
          if (ask === 0 ? hits === 2 : ask === 1 ? hits === 1 : hits >= 1) total += weight;
        }
      return keyIs(problem, total);
    },
  }),

  defineTemplate(U, 'line-up-together', {
    version: 1,
    params: (rng) => {
      // A block of three needs at least two others beside it.
      const kind = rng.int(0, 2);
      return { n: rng.int(kind === 2 ? 5 : 4, 8), kind };
    },
    generate: ({ n, kind }) => {
      const apart = kind === 1;
      const three = kind === 2;
      // Tie the two into one block: (n−1)! orders of blocks, times 2 inside the block.
      const fact = (k: number): number => (k <= 1 ? 1 : k * fact(k - 1));
      const all = fact(n);
      const block = three ? 3 : 2;
      const inside = fact(block);
      const together = inside * fact(n - block + 1);
      const count = apart ? all - together : together;
      // n×(n−1)×…×1 written out: the factorial sign is a high-school notation.
      const product = (k: number) => Array.from({ length: k }, (_, i) => k - i).join('\\times ');
      return essay({
        stem: [
          three
            ? `A, B, C를 포함한 학생 \\(${n}\\)명이 한 줄로 설 때, A, B, C 세 명이 모두 이웃하여 설 확률을 구하시오.`
            : `A, B를 포함한 학생 \\(${n}\\)명이 한 줄로 설 때, A와 B가 ${apart ? '이웃하지 않게' : '이웃하여'} 설 확률을 구하시오.`,
          three
            ? `\\(${n}\\) students, including A, B, and C, line up in a row at random. What is the probability that A, B, and C all stand together?`
            : `\\(${n}\\) students, including A and B, line up in a row at random. What is the probability that A and B ${apart ? 'do not stand next to each other' : 'stand next to each other'}?`,
        ],
        answer: frac(count, all),
        form: 'fraction',
        steps: [
          [
            `모든 경우의 수는 \\(${n}\\)명을 한 줄로 세우는 경우의 수 \\(${product(n)}=${num(all)}\\)입니다.`,
            `The number of orders is \\(${product(n)}=${num(all)}\\).`,
          ],
          [
            `핵심은 이웃하는 ${three ? '세' : '두'} 사람을 한 묶음으로 보는 것입니다. 묶음과 나머지 \\(${n - block}\\)명을 세우는 \\(${product(n - block + 1)}\\)가지에 묶음 안에서 자리를 바꾸는 \\(${product(block)}\\)가지를 곱하면 \\((${product(n - block + 1)})\\times (${product(block)})=${num(together)}\\)가지입니다.`,
            `The key idea: treat the ${three ? 'three' : 'two'} as one block. Line up the block and the other \\(${n - block}\\) students in \\(${product(n - block + 1)}\\) ways, and order the students inside the block in \\(${product(block)}\\) ways: \\((${product(n - block + 1)})\\times (${product(block)})=${num(together)}\\).`,
          ],
          apart
            ? [
                `이웃할 확률은 \\(${frac(together, all)}\\)이므로 이웃하지 않을 확률은 여사건을 이용하여 \\(1-${frac(together, all)}=${frac(count, all)}\\)입니다.`,
                `They stand together with probability \\(${frac(together, all)}\\), so by the complement they do not with probability \\(1-${frac(together, all)}=${frac(count, all)}\\).`,
              ]
            : [
                `따라서 확률은 \\(${reduced(together, all)}\\)입니다.`,
                `So the probability is \\(${reduced(together, all)}\\).`,
              ],
        ],
        difficulty: kind === 0 ? 3 : 4,
      });
    },
    // Only where A, B (and C) stand matters: every ordered choice of their places, checked for who is next to whom.
    check: ({ n, kind }, problem) => {
      let [all, good] = [0, 0];
      for (let a = 0; a < n; a++)
        for (let b = 0; b < n; b++) {
          if (b === a) continue;
          for (let c = 0; c < (kind === 2 ? n : 1); c++) {
            if (kind === 2 && (c === a || c === b)) continue;
            all++;
            const spots = kind === 2 ? [a, b, c] : [a, b];
            const close = Math.max(...spots) - Math.min(...spots) === spots.length - 1;
            if (close !== (kind === 1)) good++;
          }
        }
      return keyIs(problem, good / all);
    },
  }),

  defineTemplate(U, 'coin-walk', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const n = rng.int(4, 8);
        const up = rng.int(2, 3);
        const heads = rng.int(1, n - 1);
        const end = up * heads - (n - heads);
        if (end !== 0) return { n, up, heads };
      }
    },
    generate: ({ n, up, heads }) => {
      const tails = n - heads;
      const end = up * heads - tails;
      const choose = (a: number, b: number): number => (b === 0 ? 1 : (choose(a, b - 1) * (a - b + 1)) / b);
      const ways = choose(n, heads);
      const all = 2 ** n;
      return essay({
        stem: [
          `수직선 위의 원점에 있는 점 \\(\\mathrm{P}\\)가 동전을 한 번 던져 앞면이 나오면 양의 방향으로 \\(${up}\\)만큼, 뒷면이 나오면 음의 방향으로 \\(1\\)만큼 움직입니다. 동전을 \\(${n}\\)번 던진 후 점 \\(\\mathrm{P}\\)의 좌표가 \\(${end}\\)일 확률을 구하시오.`,
          `A point \\(\\mathrm{P}\\) starts at \\(0\\) on a number line. Each time a coin is tossed, \\(\\mathrm{P}\\) moves \\(${up}\\) to the right on heads and \\(1\\) to the left on tails. After \\(${n}\\) tosses, what is the probability that \\(\\mathrm{P}\\) is at \\(${end}\\)?`,
        ],
        answer: frac(ways, all),
        form: 'fraction',
        steps: [
          [
            `핵심은 위치를 앞면의 횟수로 나타내는 것입니다. 앞면이 \\(x\\)번이면 뒷면은 \\(${n}-x\\)번이므로 \\(${up}x-(${n}-x)=${end}\\), 즉 \\(x=${heads}\\)입니다.`,
            `The key idea: write the position in terms of the number of heads. With \\(x\\) heads there are \\(${n}-x\\) tails, so \\(${up}x-(${n}-x)=${end}\\), which gives \\(x=${heads}\\).`,
          ],
          [
            `\\(${n}\\)번 중 앞면이 나올 \\(${heads}\\)번을 고르는 경우는 \\(${ways}\\)가지이고, 모든 경우는 \\(2^{${n}}=${all}\\)가지입니다.`,
            `There are \\(${ways}\\) ways to choose which \\(${heads}\\) of the \\(${n}\\) tosses are heads, out of \\(2^{${n}}=${all}\\) outcomes.`,
          ],
          [`따라서 확률은 \\(${reduced(ways, all)}\\)입니다.`, `So the probability is \\(${reduced(ways, all)}\\).`],
        ],
        difficulty: 5,
      });
    },
    // Walks every sequence of n tosses and counts those that end where the stem says.
    check: ({ n, up, heads }, problem) => {
      const end = up * heads - (n - heads);
      let good = 0;
      for (let mask = 0; mask < 2 ** n; mask++) {
        let at = 0;
        for (let i = 0; i < n; i++) at += mask & (1 << i) ? up : -1;
        if (at === end) good++;
      }
      return keyIs(problem, good / 2 ** n);
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
