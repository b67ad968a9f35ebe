// 중1 1. 소인수분해: prime factorization, number of divisors, GCD and LCM in context, making a perfect square.
import { defineTemplate, essay, multiple, nearby } from '../kit/template.js';
import { gcd, lcm, num } from '../kit/numbers.js';
import { m, pow } from '../kit/latex.js';
import { josa, withJosa } from '../kit/korean.js';
import { keyIs, keyWhere } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m1-1';

const isPrime = (n: number) => {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
};
/** p^e without exponent 1; '' for e = 0 (the prime is left out). */
const power = (p: number, e: number) => (e === 0 ? '' : pow(String(p), e));
const product = (parts: ReadonlyArray<readonly [number, number]>) =>
  parts
    .map(([p, e]) => power(p, e))
    .filter(Boolean)
    .join('\\times ');
/** n as a product of prime powers, smallest prime first. */
function factorize(n: number): Array<[number, number]> {
  const parts: Array<[number, number]> = [];
  let rest = n;
  for (let p = 2; rest > 1; p++) {
    let e = 0;
    while (rest % p === 0) [rest, e] = [rest / p, e + 1];
    if (e) parts.push([p, e]);
  }
  return parts;
}
const divisorCount = (n: number) => {
  let count = 0;
  for (let d = 1; d <= n; d++) if (n % d === 0) count++;
  return count;
};

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'prime-factorization', {
    version: 1,
    params: (rng) => {
      const p = rng.pick([2, 3]);
      const q = rng.pick([5, 7, 11, 13].filter((x) => x > p));
      const a = rng.int(1, p === 2 ? 6 : 3);
      const b = rng.int(1, q > 7 ? 1 : 2);
      const withThree = p === 2 && rng.int(0, 1) === 1;
      return { p, q, a, b, three: withThree ? rng.int(1, q > 7 ? 2 : 3) : 0 };
    },
    generate: ({ p, q, a, b, three }, rng) => {
      const parts: Array<[number, number]> = three
        ? [
            [2, a],
            [3, three],
            [q, b],
          ]
        : [
            [p, a],
            [q, b],
          ];
      const n = parts.reduce((acc, [base, e]) => acc * base ** e, 1);
      const bump = (i: number, d: number) => product(parts.map(([base, e], j) => [base, j === i ? e + d : e]));
      const wrong = [
        bump(0, 1),
        bump(0, -1),
        bump(1, 1),
        bump(parts.length - 1, -1),
        bump(parts.length - 1, 1),
        product(parts.map(([base, e]) => [base, e + 1])),
      ];
      const quotients: number[] = [];
      let rest = n;
      for (const [base, e] of parts) for (let i = 0; i < e; i++) quotients.push((rest /= base));
      return multiple(rng, {
        stem: [
          `${withJosa(m(`${n}`), '을/를')} 소인수분해한 것으로 옳은 것은?`,
          `Which is the prime factorization of \\(${n}\\)?`,
        ],
        correct: m(product(parts)),
        wrong: wrong.map(m),
        steps: [
          [
            `가장 작은 소수부터 차례로 나눕니다: \\(${n}\\)의 몫은 차례로 \\(${quotients.join(',\\ ')}\\)입니다.`,
            `Divide by primes, smallest first: the quotients are \\(${quotients.join(',\\ ')}\\).`,
          ],
          [
            `나눈 소수를 거듭제곱으로 모으면 \\(${n}=${product(parts)}\\)입니다.`,
            `Collect the prime divisors as powers: \\(${n}=${product(parts)}\\).`,
          ],
        ],
        difficulty: three ? 3 : 2,
      });
    },
    check: ({ p, q, a, b, three }, problem) => {
      const n = three ? 2 ** a * 3 ** three * q ** b : p ** a * q ** b;
      if (problem.type !== 'multiple') return false;
      const key = problem.choices?.[Number(problem.answer)] ?? '';
      const bases = [...key.matchAll(/(\d+)(?:\^\{\d+\})?/g)].map((match) => Number(match[1]));
      return bases.every(isPrime) && keyIs(problem, n);
    },
  }),

  defineTemplate(U, 'divisor-count', {
    version: 2,
    params: (rng) => {
      const [p, q] = rng.pick([
        [2, 3],
        [2, 5],
        [2, 7],
        [3, 5],
        [3, 7],
        [2, 11],
        [2, 13],
        [3, 11],
        [5, 7],
      ] as const);
      const r = [2, 3, 5].find((x) => x !== p && x !== q) ?? 5;
      return { p, q, r, a: rng.int(1, p === 2 ? 5 : 3), b: rng.int(1, q <= 5 ? 3 : 2), c: rng.int(0, 1) };
    },
    generate: ({ p, q, r, a, b, c }) => {
      const list: Array<[number, number]> = [
        [p, a],
        [q, b],
      ];
      if (c) list.push([r, c]);
      const parts = list.sort((x, y) => x[0] - y[0]);
      const n = parts.reduce((acc, [base, e]) => acc * base ** e, 1);
      const count = parts.reduce((acc, [, e]) => acc * (e + 1), 1);
      const form = parts.map(([, e]) => `(${e}+1)`).join('\\times');
      return essay({
        stem: [`\\(${n}\\)의 약수의 개수를 구하시오.`, `How many factors does \\(${n}\\) have?`],
        answer: String(count),
        form: 'number',
        unit: '개',
        hint: HINTS.whole,
        steps: [
          [
            `소인수분해하면 \\(${n}=${product(parts)}\\)입니다.`,
            `The prime factorization is \\(${n}=${product(parts)}\\).`,
          ],
          [
            `약수는 각 소인수의 지수를 \\(0\\)부터 그 지수까지 골라 곱한 수이므로 개수는 \\(${form}=${count}\\)입니다.`,
            `A factor takes each prime to a power from \\(0\\) up to its exponent, so the count is \\(${form}=${count}\\).`,
          ],
        ],
        difficulty: c ? 3 : 2,
      });
    },
    check: ({ p, q, r, a, b, c }, problem) => keyIs(problem, divisorCount(p ** a * q ** b * r ** c)),
  }),

  defineTemplate(U, 'gcd-lcm-story', {
    version: 2,
    params: (rng) => {
      // The story first: bus intervals stay within an hour, cards within 30 cm and a floor at least 20 cm a side.
      const story = rng.int(0, 3);
      const limit = story === 2 ? 60 : story === 3 ? 30 : 132;
      for (;;) {
        const g = rng.int(2, 12);
        const m = rng.int(2, 9);
        const n = rng.pick([2, 3, 4, 5, 6, 7, 8, 9, 10, 11].filter((x) => x !== m && gcd(x, m) === 1));
        const floorOk = story !== 1 || g * Math.min(m, n) >= 20;
        if (g * Math.max(m, n) <= limit && floorOk) return { g, m, n, story };
      }
    },
    ranges: { pencils: [1, 200], floorCm: [20, 200], busMinutes: [2, 60], cardCm: [2, 30] },
    values: ({ g, m: u, n: v, story }) => {
      const sides = [g * u, g * v];
      const names = ['pencils', 'floorCm', 'busMinutes', 'cardCm'];
      return Object.fromEntries(names.map((name, i) => [name, i === story ? sides : []]));
    },
    generate: ({ g, m: u, n: v, story }) => {
      const [lo, hi] = [Math.min(u, v), Math.max(u, v)];
      const A = g * lo;
      const B = g * hi;
      const L = lcm(A, B);
      const stories: Array<{ ko: string; en: string; answer: number; gcdAsked: boolean; unit: string }> = [
        {
          ko: `연필 \\(${A}\\)자루와 공책 \\(${B}\\)권을 가능한 한 많은 학생에게 남김없이 똑같이 나누어 주려고 합니다. 최대 몇 명에게 나누어 줄 수 있는지 구하시오.`,
          en: `There are \\(${A}\\) pencils and \\(${B}\\) notebooks to be shared equally among as many students as possible, with none left over. What is the greatest number of students who can share them?`,
          answer: g,
          gcdAsked: true,
          unit: '명',
        },
        {
          ko: `가로 \\(${A}\\,\\text{cm}\\), 세로 \\(${B}\\,\\text{cm}\\)인 직사각형 바닥에 같은 크기의 정사각형 타일을 빈틈없이 깔려고 합니다. 가장 큰 타일의 한 변의 길이는 몇 cm인지 구하시오.`,
          en: `A \\(${A}\\,\\text{cm}\\) by \\(${B}\\,\\text{cm}\\) rectangular floor is to be covered exactly with equal square tiles. What is the side length, in cm, of the largest possible tile?`,
          answer: g,
          gcdAsked: true,
          unit: 'cm',
        },
        {
          ko: `두 버스가 한 정류장에서 각각 \\(${A}\\)분, \\(${B}\\)분 간격으로 출발합니다. 오전 7시에 두 버스가 동시에 출발했다면, 처음으로 다시 동시에 출발하는 것은 몇 분 후인지 구하시오.`,
          en: `Two buses leave the same stop every \\(${A}\\) minutes and every \\(${B}\\) minutes. They both leave at 7:00 a.m. After how many minutes do they next leave together?`,
          answer: L,
          gcdAsked: false,
          unit: '분',
        },
        {
          ko: `가로 \\(${A}\\,\\text{cm}\\), 세로 \\(${B}\\,\\text{cm}\\)인 직사각형 카드를 같은 방향으로 빈틈없이 늘어놓아 가장 작은 정사각형을 만들려고 합니다. 정사각형의 한 변의 길이는 몇 cm인지 구하시오.`,
          en: `Cards that are \\(${A}\\,\\text{cm}\\) wide and \\(${B}\\,\\text{cm}\\) tall are laid side by side, all the same way, to make the smallest possible square. What is the side length of the square in cm?`,
          answer: L,
          gcdAsked: false,
          unit: 'cm',
        },
      ];
      const s = stories[story] as (typeof stories)[number];
      return essay({
        stem: [s.ko, s.en],
        answer: String(s.answer),
        form: 'number',
        unit: s.unit,
        hint: HINTS.whole,
        steps: s.gcdAsked
          ? [
              [
                `남김없이 똑같이 나누려면 ${withJosa(m(A), '과/와')} \\(${B}\\)의 공약수여야 하고, 가장 큰 수를 찾으므로 최대공약수를 구합니다.`,
                `The number must divide both \\(${A}\\) and \\(${B}\\); the largest such number is their greatest common factor.`,
              ],
              [
                `\\(${A}=${g}\\times${lo}\\), \\(${B}=${g}\\times${hi}\\)이고 ${withJosa(m(lo), '과/와')} \\(${hi}\\)의 공약수는 \\(1\\)뿐이므로 최대공약수는 \\(${g}\\)입니다.`,
                `\\(${A}=${g}\\times${lo}\\) and \\(${B}=${g}\\times${hi}\\), where \\(${lo}\\) and \\(${hi}\\) have no common factor but \\(1\\), so the GCF is \\(${g}\\).`,
              ],
            ]
          : [
              [
                `\\(${A}\\)의 배수이면서 \\(${B}\\)의 배수인 가장 작은 수, 즉 최소공배수를 구합니다.`,
                `We need the smallest number that is a multiple of both \\(${A}\\) and \\(${B}\\): the least common multiple.`,
              ],
              [
                `\\(${A}=${g}\\times${lo}\\), \\(${B}=${g}\\times${hi}\\)이므로 최소공배수는 \\(${g}\\times${lo}\\times${hi}=${L}\\)입니다.`,
                `\\(${A}=${g}\\times${lo}\\) and \\(${B}=${g}\\times${hi}\\), so the LCM is \\(${g}\\times${lo}\\times${hi}=${L}\\).`,
              ],
            ],
        difficulty: 3,
      });
    },
    check: ({ g, m, n, story }, problem) => {
      const A = g * Math.min(m, n);
      const B = g * Math.max(m, n);
      let truth = 0;
      if (story < 2) {
        for (let d = 1; d <= A; d++) if (A % d === 0 && B % d === 0) truth = d;
      } else {
        for (truth = B; truth % A !== 0 || truth % B !== 0; truth++);
      }
      return keyIs(problem, truth);
    },
  }),

  defineTemplate(U, 'perfect-square-multiplier', {
    version: 2,
    params: (rng) => {
      const size = rng.int(1, 3);
      const primes = rng
        .shuffle(size === 3 ? [2, 3, 5] : [2, 3, 5, 7, 11])
        .slice(0, size)
        .sort((x, y) => x - y);
      const k = rng.int(2, size === 1 ? 12 : size === 2 ? 8 : 4);
      return { primes, k };
    },
    generate: ({ primes, k }, rng) => {
      const s = primes.reduce((acc, p) => acc * p, 1);
      const n = k * k * s;
      const wrong = [
        s * 2,
        s * 3,
        primes[primes.length - 1] ?? 2,
        k,
        k * s,
        s * s,
        primes[0] === s ? s + 1 : (primes[0] ?? 2),
      ];
      const odd = primes.map((p) => m(p)).join(', ');
      const x = primes.length === 1 ? `x=${s}` : `x=${primes.join('\\times ')}=${s}`;
      return multiple(rng, {
        stem: [
          `\\(${n}\\)에 가장 작은 자연수 \\(x\\)를 곱하여 어떤 자연수의 제곱이 되게 하려고 합니다. \\(x\\)의 값은?`,
          `\\(${n}\\) is multiplied by the smallest whole number \\(x\\) that makes the product a perfect square. What is \\(x\\)?`,
        ],
        correct: m(s),
        wrong: [...wrong.map((w) => m(w)), ...nearby(s, { min: 2 })],
        steps: [
          [
            `${withJosa(m(n), '을/를')} 소인수분해하면 \\(${n}=${product(factorize(n))}\\)이고, 지수가 홀수인 소인수는 ${odd}입니다.`,
            `The prime factorization is \\(${n}=${product(factorize(n))}\\); ${primes.length === 1 ? `the only prime with an odd exponent is ${odd}` : `the primes with odd exponents are ${odd}`}.`,
          ],
          [
            `제곱수는 모든 소인수의 지수가 짝수이므로 \\(${x}\\)${josa(s, '을/를')} 곱해야 합니다.`,
            `A perfect square has only even exponents, so multiply by \\(${x}\\).`,
          ],
          [`\\(${n}\\times${s}=${n * s}=${k * s}^{2}\\)`, `\\(${n}\\times${s}=${n * s}=${k * s}^{2}\\)`],
        ],
        difficulty: 4,
      });
    },
    check: ({ primes, k }, problem) => {
      const n = k * k * primes.reduce((acc, p) => acc * p, 1);
      let x = 1;
      while (!Number.isInteger(Math.sqrt(n * x))) x++;
      return keyWhere(problem, ([v]) => v === x);
    },
  }),

  defineTemplate(U, 'gcd-lcm-product', {
    version: 1,
    params: (rng) => {
      const g = rng.int(2, 12);
      const u = rng.int(2, 9);
      const v = rng.pick([2, 3, 4, 5, 7, 8, 9, 11].filter((x) => x !== u && gcd(x, u) === 1));
      return { g, u, v };
    },
    ranges: { a: [4, 200], b: [4, 200] },
    values: ({ g, u, v }) => ({ a: g * u, b: g * v }),
    generate: ({ g, u, v }) => {
      const [a, b, l] = [g * u, g * v, g * u * v];
      return essay({
        stem: [
          `두 자연수 \\(A\\), \\(B\\)의 최대공약수는 \\(${g}\\)이고 최소공배수는 \\(${l}\\)입니다. \\(A=${a}\\)일 때, \\(B\\)의 값을 구하는 풀이 과정을 쓰고 답을 구하시오.`,
          `The greatest common factor of two whole numbers \\(A\\) and \\(B\\) is \\(${g}\\), and their least common multiple is \\(${l}\\). If \\(A=${a}\\), find \\(B\\) and show your work.`,
        ],
        answer: String(b),
        form: 'number',
        hint: HINTS.whole,
        steps: [
          [
            `두 수를 최대공약수로 나타내면 \\(A=${g}\\times a\\), \\(B=${g}\\times b\\) (\\(a\\), \\(b\\)는 서로소)이고, 최소공배수는 \\(${g}\\times a\\times b\\)입니다.`,
            `Write both numbers with their GCF: \\(A=${g}\\times a\\) and \\(B=${g}\\times b\\), where \\(a\\) and \\(b\\) share no factor but \\(1\\); the LCM is \\(${g}\\times a\\times b\\).`,
          ],
          [
            `따라서 (두 수의 곱) \\(=\\) (최대공약수) \\(\\times\\) (최소공배수)이므로 \\(${a}\\times B=${g}\\times ${l}=${g * l}\\)입니다.`,
            `So the product of the two numbers equals GCF \\(\\times\\) LCM: \\(${a}\\times B=${g}\\times ${l}=${g * l}\\).`,
          ],
          [
            `\\(B=${g * l}\\div ${a}=${b}\\)입니다. 실제로 \\(${a}=${g}\\times ${u}\\), \\(${b}=${g}\\times ${v}\\)이므로 최대공약수는 \\(${g}\\), 최소공배수는 ${withJosa(m(l), '으로/로')} 조건에 맞습니다.`,
            `\\(B=${g * l}\\div ${a}=${b}\\). Check: \\(${a}=${g}\\times ${u}\\) and \\(${b}=${g}\\times ${v}\\), so the GCF is \\(${g}\\) and the LCM is \\(${l}\\).`,
          ],
        ],
        difficulty: 3,
      });
    },
    // The key must give the stated GCF and LCM with A, found by trial division rather than the product rule.
    check: ({ g, u, v }, problem) =>
      keyWhere(problem, ([b]) => {
        const a = g * u;
        if (b === undefined || !Number.isInteger(b) || b < 1) return false;
        let common = 1;
        for (let d = 1; d <= Math.min(a, b); d++) if (a % d === 0 && b % d === 0) common = d;
        let multiple = Math.max(a, b);
        while (multiple % a !== 0 || multiple % b !== 0) multiple++;
        return common === g && multiple === g * u * v;
      }),
  }),

  defineTemplate(U, 'remainders-largest-divisor', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const g = rng.int(6, 18);
        const u = rng.int(2, 7);
        const v = rng.pick([2, 3, 4, 5, 6, 7, 8, 9].filter((x) => x !== u && gcd(x, u) === 1));
        const r1 = rng.int(1, g - 1);
        const r2 = rng.intExcept(1, g - 1, [r1]);
        // The remainders must be too big for every smaller common divisor, so the GCF is the only answer tried.
        if (Math.max(r1, r2) >= g / 2 && g * Math.max(u, v) + g <= 150) return { g, u, v, r1, r2 };
      }
    },
    generate: ({ g, u, v, r1, r2 }) => {
      const [a, b] = [g * u + r1, g * v + r2];
      const [a0, b0] = [a - r1, b - r2];
      return essay({
        stem: [
          `어떤 자연수로 \\(${a}\\)${josa(a, '을/를')} 나누면 나머지가 \\(${r1}\\)이고, \\(${b}\\)${josa(b, '을/를')} 나누면 나머지가 \\(${r2}\\)입니다. 이러한 자연수 중 가장 큰 수를 구하시오.`,
          `When \\(${a}\\) is divided by a certain whole number, the remainder is \\(${r1}\\); when \\(${b}\\) is divided by the same number, the remainder is \\(${r2}\\). What is the greatest such number?`,
        ],
        answer: String(g),
        form: 'number',
        hint: HINTS.whole,
        steps: [
          [
            `핵심은 나머지를 빼면 나누어떨어진다는 것입니다. ${withJosa(m(`${a}-${r1}=${a0}`), '과/와')} ${withJosa(m(`${b}-${r2}=${b0}`), '은/는')} 모두 어떤 자연수로 나누어떨어집니다.`,
            `The key idea: take the remainder away and the division comes out even. So \\(${a}-${r1}=${a0}\\) and \\(${b}-${r2}=${b0}\\) are both divisible by the number.`,
          ],
          [
            `따라서 어떤 자연수는 ${withJosa(m(a0), '과/와')} \\(${b0}\\)의 공약수이고, 가장 큰 수는 최대공약수 \\(${g}\\)입니다. (\\(${a0}=${g}\\times ${u}\\), \\(${b0}=${g}\\times ${v}\\))`,
            `So the number is a common factor of \\(${a0}\\) and \\(${b0}\\), and the greatest is their GCF, \\(${g}\\) (\\(${a0}=${g}\\times ${u}\\), \\(${b0}=${g}\\times ${v}\\)).`,
          ],
          [
            `나누는 수는 나머지 \\(${r1}\\), \\(${r2}\\)보다 커야 하는데 \\(${g}\\)${josa(g, '은/는')} 둘보다 크므로 답은 \\(${g}\\)입니다.`,
            `A divisor must be greater than the remainders \\(${r1}\\) and \\(${r2}\\), and \\(${g}\\) is, so the answer is \\(${g}\\).`,
          ],
        ],
        difficulty: 4,
      });
    },
    // Every divisor is tried with the remainders as stated.
    check: ({ g, u, v, r1, r2 }, problem) => {
      const [a, b] = [g * u + r1, g * v + r2];
      let best = 0;
      for (let d = 1; d <= a; d++) if (a % d === r1 && b % d === r2) best = d;
      return keyIs(problem, best);
    },
  }),

  defineTemplate(U, 'same-remainder-three-digit', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const [x, y, z] = rng
          .shuffle([2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 15, 18])
          .slice(0, 3)
          .sort((p, s) => p - s) as [number, number, number];
        const l = lcm(lcm(x, y), z);
        const short = rng.int(0, 1) === 1;
        const r = rng.int(1, Math.min(x - 1, 4));
        if (l >= 12 && l <= 120 && l !== z) return { x, y, z, short, r };
      }
    },
    generate: ({ x, y, z, short, r }) => {
      const l = lcm(lcm(x, y), z);
      // The smallest three-digit number of the form k·L + r (or k·L − r).
      let k = 1;
      while (k * l + (short ? -r : r) < 100) k++;
      const n = k * l + (short ? -r : r);
      const nums = `\\(${x}\\), \\(${y}\\), \\(${z}\\)`;
      const numsEn = `\\(${x}\\), \\(${y}\\), and \\(${z}\\)`;
      return essay({
        stem: short
          ? [
              `${nums} 중 어느 수로 나누어도 \\(${r}\\)${josa(r, '이/가')} 부족한 자연수 중에서 가장 작은 세 자리 자연수를 구하시오.`,
              `A whole number is \\(${r}\\) short of being divisible by each of ${numsEn}. What is the smallest three-digit number like this?`,
            ]
          : [
              `${nums} 중 어느 수로 나누어도 나머지가 \\(${r}\\)인 자연수 중에서 가장 작은 세 자리 자연수를 구하시오.`,
              `A whole number leaves a remainder of \\(${r}\\) when divided by each of ${numsEn}. What is the smallest three-digit number like this?`,
            ],
        answer: String(n),
        form: 'number',
        hint: HINTS.whole,
        steps: [
          short
            ? [
                `핵심은 \\(${r}\\)${josa(r, '을/를')} 더하면 모두 나누어떨어진다는 것입니다. 구하는 수에 \\(${r}\\)${josa(r, '을/를')} 더한 수는 ${nums}의 공배수입니다.`,
                `The key idea: add \\(${r}\\) and every division comes out even, so the number plus \\(${r}\\) is a common multiple of ${numsEn}.`,
              ]
            : [
                `핵심은 나머지 \\(${r}\\)${josa(r, '을/를')} 빼면 모두 나누어떨어진다는 것입니다. 구하는 수에서 \\(${r}\\)${josa(r, '을/를')} 뺀 수는 ${nums}의 공배수입니다.`,
                `The key idea: take away the remainder \\(${r}\\) and every division comes out even, so the number minus \\(${r}\\) is a common multiple of ${numsEn}.`,
              ],
          [
            `${nums}의 최소공배수는 \\(${l}\\)이므로 공배수는 \\(${l}\\), \\(${2 * l}\\), \\(${3 * l}\\), …입니다.`,
            `The LCM of ${numsEn} is \\(${l}\\), so the common multiples are \\(${l}\\), \\(${2 * l}\\), \\(${3 * l}\\), and so on.`,
          ],
          [
            `구하는 수는 \\(${l}\\times (\\text{자연수})${short ? '-' : '+'}${r}\\) 꼴이고, 세 자리 수 중 가장 작은 것은 \\(${l}\\times ${k}${short ? '-' : '+'}${r}=${n}\\)입니다.`,
            `The number has the form \\(${l}k${short ? '-' : '+'}${r}\\); the smallest with three digits is \\(${l}\\times ${k}${short ? '-' : '+'}${r}=${n}\\).`,
          ],
        ],
        difficulty: 4,
      });
    },
    // Every three-digit number is tested against the three divisions as stated.
    check: ({ x, y, z, short, r }, problem) => {
      const fits = (n: number) => [x, y, z].every((d) => (short ? (n + r) % d === 0 : n % d === r));
      let n = 100;
      while (!fits(n)) n++;
      return keyIs(problem, n);
    },
  }),

  defineTemplate(U, 'smallest-with-divisor-count', {
    version: 1,
    params: (rng) => ({ count: rng.pick([4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 24, 28, 30, 32]) }),
    generate: ({ count }) => {
      // Every way to write the count as a product of factors (e+1), largest first; the exponents go to 2, 3, 5, 7, ….
      const splits: number[][] = [];
      const split = (rest: number, max: number, acc: number[]) => {
        if (rest === 1) splits.push(acc);
        for (let f = Math.min(rest, max); f >= 2; f--) if (rest % f === 0) split(rest / f, f, [...acc, f]);
      };
      split(count, count, []);
      const PRIMES = [2, 3, 5, 7, 11];
      const candidates = splits.map((fs) => {
        const parts = fs.map((f, i) => [PRIMES[i] as number, f - 1] as [number, number]);
        return { fs, parts, value: parts.reduce((acc, [p, e]) => acc * p ** e, 1) };
      });
      const best = candidates.reduce((a, b) => (b.value < a.value ? b : a));
      // A candidate past ten thousand is left as its power: it is plainly not the smallest.
      const listed = candidates
        .map((c) => (c.value > 10000 ? product(c.parts) : `${product(c.parts)}=${num(c.value)}`))
        .join(',\\ ');
      const shapes = candidates.map((c) => c.fs.join('\\times ')).join(',\\ ');
      return essay({
        stem: [
          `약수의 개수가 \\(${count}\\)개인 자연수 중에서 가장 작은 수를 구하시오.`,
          `What is the smallest whole number with exactly \\(${count}\\) factors?`,
        ],
        answer: String(best.value),
        form: 'number',
        hint: HINTS.whole,
        steps: [
          [
            `핵심은 약수의 개수를 지수로 거꾸로 읽는 것입니다. \\(a^{p}b^{q}\\cdots\\)의 약수는 \\((p+1)(q+1)\\cdots\\)개이므로, \\(${count}\\)${josa(count, '을/를')} \\(2\\) 이상의 수의 곱으로 나타냅니다: \\(${shapes}\\).`,
            `The key idea is to read the factor count backwards into exponents: \\(a^{p}b^{q}\\cdots\\) has \\((p+1)(q+1)\\cdots\\) factors, so write \\(${count}\\) as a product of numbers \\(2\\) or more: \\(${shapes}\\).`,
          ],
          [
            `각 경우에 가장 큰 지수를 가장 작은 소수 \\(2\\)에, 다음 지수를 \\(3\\)에, … 주어 가장 작은 수를 만듭니다: \\(${listed}\\).`,
            `In each case, give the largest exponent to the smallest prime \\(2\\), the next to \\(3\\), and so on: \\(${listed}\\).`,
          ],
          [
            `이 중 가장 작은 수는 \\(${best.value}=${product(best.parts)}\\)입니다.`,
            `The smallest of these is \\(${best.value}=${product(best.parts)}\\).`,
          ],
        ],
        difficulty: 5,
      });
    },
    // Counts the factors of 1, 2, 3, … until one has exactly `count`.
    check: ({ count }, problem) => {
      let n = 1;
      while (divisorCount(n) !== count) n++;
      return keyIs(problem, n);
    },
  }),
];
