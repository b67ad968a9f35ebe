// 5-1 약수와 배수: greatest common factor, least common multiple in context, and counting factors.
import { L, defineTemplate, essay, multiple } from '../kit/template.js';
import { gcd, lcm } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyIs, keyWhere } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';
import type { ProblemTemplate } from '../lib/types.js';

const UNIT = 'kr-e5-1-2';
const divisors = (x: number) => Array.from({ length: x }, (_, i) => i + 1).filter((d) => x % d === 0);
const list = (xs: readonly number[]) => m(xs.join(',\\ '));
/** Every two-digit number made from two different cards, in order. */
const twoDigit = (cards: readonly number[]) =>
  cards.flatMap((t) => cards.filter((o) => o !== t).map((o) => t * 10 + o)).sort((x, y) => x - y);

export const templates: ProblemTemplate[] = [
  defineTemplate(UNIT, 'gcd', {
    version: 2,
    params: (rng) => {
      const g = rng.int(2, 18);
      const p = rng.int(2, 9);
      const q = rng.intExcept(2, 9, [p]);
      return { a: g * p, b: g * q };
    },
    generate: ({ a, b }, rng) => {
      const g = gcd(a, b);
      const common = divisors(g);
      return multiple(rng, {
        difficulty: 2,
        stem: L(
          `${withJosa(m(a), '과/와')} ${m(b)}의 최대공약수는 어느 것입니까?`,
          `What is the greatest common factor of ${m(a)} and ${m(b)}?`,
        ),
        correct: m(g),
        wrong: [
          lcm(a, b),
          common.at(-2) ?? 1,
          Math.min(a, b),
          Math.abs(a - b),
          g * 2,
          g + 1,
          g - 1,
          g + 2,
          g + 3,
          g - 2,
        ]
          .filter((x) => Number.isInteger(x) && x >= 1)
          .map((x) => m(x)),
        steps: [
          L(`${m(a)}의 약수: ${list(divisors(a))}`, `Factors of ${m(a)}: ${list(divisors(a))}`),
          L(`${m(b)}의 약수: ${list(divisors(b))}`, `Factors of ${m(b)}: ${list(divisors(b))}`),
          L(
            `공약수 ${list(common)} 중에서 가장 큰 수는 ${m(g)}입니다.`,
            `The common factors are ${list(common)}; the greatest is ${m(g)}.`,
          ),
        ],
      });
    },
    // Count down from the smaller number until both divide evenly.
    check: ({ a, b }, problem) => {
      for (let d = Math.min(a, b); d >= 1; d--) if (a % d === 0 && b % d === 0) return keyIs(problem, d);
      return false;
    },
  }),
  defineTemplate(UNIT, 'lcm-buses', {
    version: 2,
    params: (rng) => {
      // The two intervals meet again within two hours (or a square of at most 120 cm): a realistic wait or size.
      for (;;) {
        const a = rng.int(4, 20);
        const b = rng.intExcept(4, 24, [a]);
        const h = rng.int(6, 9);
        const ctx = rng.int(0, 1);
        if (lcm(a, b) <= 120) return { a, b, h, ctx };
      }
    },
    ranges: { meet: [1, 120] },
    values: ({ a, b }) => ({ meet: lcm(a, b) }),
    generate: ({ a, b, h, ctx }) => {
      const l = lcm(a, b);
      const g = gcd(a, b);
      return essay({
        difficulty: 3,
        stem:
          ctx === 0
            ? L(
                `가 버스는 ${m(a)}분마다, 나 버스는 ${m(b)}분마다 출발합니다. 오전 ${h}시에 두 버스가 동시에 출발했다면, 바로 다음에 두 버스가 동시에 출발하는 것은 몇 분 후입니까?`,
                `Bus A leaves every ${m(a)} minutes and bus B every ${m(b)} minutes. Both leave together at ${h} a.m. In how many minutes will they next leave together?`,
              )
            : L(
                `가로 ${m(`${a}\\text{ cm}`)}, 세로 ${m(`${b}\\text{ cm}`)}인 직사각형 모양 종이를 같은 방향으로 겹치지 않게 빈틈없이 늘어놓아 가장 작은 정사각형을 만들려고 합니다. 정사각형의 한 변의 길이는 몇 cm입니까?`,
                `Rectangular cards ${m(`${a}\\text{ cm}`)} wide and ${m(`${b}\\text{ cm}`)} tall are laid side by side, all the same way, with no gaps or overlaps, to make the smallest possible square. How long is a side of the square, in centimeters?`,
              ),
        answer: String(l),
        form: 'number',
        unit: ctx === 0 ? '분' : 'cm',
        steps: [
          ctx === 0
            ? L(
                `두 버스가 동시에 출발하는 때는 ${withJosa(m(a), '과/와')} ${m(b)}의 공배수만큼 지난 때입니다.`,
                `The buses leave together after a common multiple of ${m(a)} and ${m(b)} minutes.`,
              )
            : L(
                `정사각형의 한 변의 길이는 ${withJosa(m(a), '과/와')} ${m(b)}의 공배수여야 합니다.`,
                `A side of the square must be a common multiple of ${m(a)} and ${m(b)}.`,
              ),
          L(
            `두 수의 최대공약수는 ${m(g)}입니다. 가장 작은 공배수인 최소공배수는 ${m(`${a}\\times${b}\\div${g}=${l}`)}입니다.`,
            `The least common multiple is ${m(`${a}\\times${b}\\div${g}=${l}`)}, where ${m(g)} is the greatest common factor.`,
          ),
          ctx === 0
            ? L(`따라서 ${m(l)}분 후입니다.`, `So they next leave together in ${m(l)} minutes.`)
            : L(
                `따라서 한 변의 길이는 ${m(`${l}\\text{ cm}`)}입니다.`,
                `So a side of the square is ${m(`${l}\\text{ cm}`)}.`,
              ),
        ],
      });
    },
    // List multiples of a until one is also a multiple of b.
    check: ({ a, b }, problem) => {
      for (let t = a; ; t += a) if (t % b === 0) return keyIs(problem, t);
    },
  }),
  defineTemplate(UNIT, 'count-factors', {
    version: 2,
    params: (rng) => ({
      x: rng.int(12, 150),
      multiples: rng.int(0, 1) === 1,
      k: rng.int(3, 13),
      top: rng.int(50, 300),
    }),
    generate: ({ x, multiples, k, top }) => {
      if (multiples) {
        const c = Math.floor(top / k);
        return essay({
          difficulty: 2,
          stem: L(
            `${m(1)}부터 ${m(top)}까지의 자연수 중에서 ${m(k)}의 배수는 모두 몇 개입니까?`,
            `How many multiples of ${m(k)} are there from ${m(1)} to ${m(top)}?`,
          ),
          answer: String(c),
          form: 'number',
          unit: '개',
          steps: [
            L(
              `${m(k)}의 배수는 ${m(`${k}\\times1,\\ ${k}\\times2,\\ ${k}\\times3,\\ \\cdots`)}입니다.`,
              `The multiples of ${m(k)} are ${m(`${k}\\times1,\\ ${k}\\times2,\\ ${k}\\times3,\\ \\cdots`)}.`,
            ),
            L(
              `${m(`${top}\\div${k}`)}의 몫은 ${m(c)}입니다. ${m(top)}까지 ${m(k)}의 배수는 ${m(`${k}\\times${c}=${k * c}`)}까지이므로 모두 ${m(c)}개입니다.`,
              `The quotient of ${m(`${top}\\div${k}`)} is ${m(c)}, so the multiples up to ${m(top)} end at ${m(`${k}\\times${c}=${k * c}`)}: there are ${m(c)} of them.`,
            ),
          ],
        });
      }
      const ds = divisors(x);
      return essay({
        difficulty: 2,
        stem: L(`${m(x)}의 약수는 모두 몇 개입니까?`, `How many factors does ${m(x)} have?`),
        answer: String(ds.length),
        form: 'number',
        unit: '개',
        steps: [
          L(
            `${withJosa(m(x), '을/를')} 두 수의 곱으로 나타내어 약수를 짝지어 찾습니다.`,
            `Find the factors in pairs whose product is ${m(x)}.`,
          ),
          L(
            `${m(x)}의 약수는 ${list(ds)}이므로 모두 ${m(ds.length)}개입니다.`,
            `The factors are ${list(ds)}, so there are ${m(ds.length)}.`,
          ),
        ],
      });
    },
    // Count one by one; for factors, the prime factorisation gives the product of (exponent + 1).
    check: ({ x, multiples, k, top }, problem) => {
      if (multiples) {
        let c = 0;
        for (let t = 1; t <= top; t++) if (t % k === 0) c++;
        return keyIs(problem, c);
      }
      let rest = x;
      let n = 1;
      for (let p = 2; p <= rest; p++) {
        let e = 0;
        while (rest % p === 0) {
          rest /= p;
          e++;
        }
        n *= e + 1;
      }
      return keyIs(problem, n);
    },
  }),
  defineTemplate(UNIT, 'not-a-factor', {
    version: 1,
    params: (rng) => {
      // A number with at least five factors, so four of them can stand beside the one that is not.
      for (;;) {
        const x = rng.int(12, 60);
        const factors = divisors(x).filter((d) => d > 1 && d < x);
        if (factors.length >= 4) return { x, shown: rng.shuffle(factors).slice(0, 4), other: rng.int(0, 99) };
      }
    },
    generate: ({ x, shown, other }, rng) => {
      // A number no greater than half of x that does not divide it: one a student might take for a factor.
      const misses = Array.from({ length: Math.floor(x / 2) - 1 }, (_, i) => i + 2).filter((d) => x % d !== 0);
      const odd = misses[other % misses.length] as number;
      return multiple(rng, {
        difficulty: 1,
        stem: L(`다음 중 ${m(x)}의 약수가 아닌 것은 어느 것입니까?`, `Which of these is not a factor of ${m(x)}?`),
        correct: m(odd),
        wrong: shown.map((d) => m(d)),
        steps: [
          L(
            `${withJosa(m(x), '을/를')} 나누어떨어지게 하는 수가 ${m(x)}의 약수입니다.`,
            `A factor of ${m(x)} divides it with no remainder.`,
          ),
          L(
            `${m(x)}의 약수는 ${list(divisors(x))}입니다. ${withJosa(m(`${x}\\div${odd}`), '은/는')} 나누어떨어지지 않으므로 ${withJosa(m(odd), '은/는')} 약수가 아닙니다.`,
            `The factors of ${m(x)} are ${list(divisors(x))}. ${m(`${x}\\div${odd}`)} leaves a remainder, so ${m(odd)} is not a factor.`,
          ),
        ],
      });
    },
    // The key, and only the key, leaves a remainder.
    check: ({ x }, problem) => keyWhere(problem, ([d]) => d !== undefined && x % d !== 0),
  }),

  defineTemplate(UNIT, 'digit-cards-multiples', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const cards = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 4);
        const k = rng.pick([3, 4, 6, 9]);
        const hits = twoDigit(cards).filter((n) => n % k === 0).length;
        if (hits >= 2) return { cards, k };
      }
    },
    generate: ({ cards, k }) => {
      const all = twoDigit(cards);
      const hits = all.filter((n) => n % k === 0);
      const shown = cards.map((c) => m(c)).join(', ');
      return essay({
        difficulty: 3,
        stem: L(
          `수 카드 ${shown} 중에서 ${m(2)}장을 골라 한 번씩만 사용하여 두 자리 수를 만들려고 합니다. 만들 수 있는 두 자리 수 중에서 ${m(k)}의 배수는 모두 몇 개입니까?`,
          `Make two-digit numbers with ${m(2)} of the number cards ${shown}, using each card at most once. How many of the numbers you can make are multiples of ${m(k)}?`,
        ),
        answer: String(hits.length),
        form: 'number',
        unit: '개',
        steps: [
          L(
            `만들 수 있는 두 자리 수는 모두 ${m(all.length)}개입니다. 빠짐없이 찾기 위해 십의 자리 수를 정하고 일의 자리 수를 바꾸어 가며 씁니다.`,
            `You can make ${m(all.length)} two-digit numbers. To miss none, fix the tens digit and change the ones digit each time.`,
          ),
          L(
            k === 3 || k === 9
              ? `${m(k)}의 배수는 각 자리 숫자의 합이 ${m(k)}의 배수인 수입니다.`
              : `각 수를 ${withJosa(m(k), '으로/로')} 나누어 나누어떨어지는 수를 찾습니다.`,
            k === 3 || k === 9
              ? `A number is a multiple of ${m(k)} when the sum of its digits is a multiple of ${m(k)}.`
              : `Divide each number by ${m(k)} and keep those with no remainder.`,
          ),
          L(
            `${m(k)}의 배수는 ${withJosa(list(hits), '으로/로')} 모두 ${m(hits.length)}개입니다.`,
            `The multiples of ${m(k)} are ${list(hits)}: ${m(hits.length)} in all.`,
          ),
        ],
      });
    },
    // Build every number digit by digit from the cards and test it by repeated subtraction.
    check: ({ cards, k }, problem) => {
      let count = 0;
      for (const tens of cards) {
        for (const ones of cards) {
          if (tens === ones) continue;
          let rest = tens * 10 + ones;
          while (rest >= k) rest -= k;
          if (rest === 0) count++;
        }
      }
      return keyIs(problem, count);
    },
  }),

  defineTemplate(UNIT, 'divides-both-box', {
    version: 1,
    params: (rng) => {
      const g = rng.pick([6, 8, 10, 12, 16, 18, 20, 24]);
      const p = rng.int(2, 7);
      const q = rng.pick([2, 3, 5, 7].filter((x) => x !== p && gcd(x, p) === 1));
      return { a: g * p, b: g * q };
    },
    ranges: { a: [12, 168], b: [12, 168] },
    generate: ({ a, b }) => {
      const g = gcd(a, b);
      const common = divisors(g);
      return essay({
        difficulty: 4,
        stem: L(
          `${withJosa(m(a), '과/와')} ${withJosa(m(b), '이/가')} 모두 ${withJosa(m('\\square'), '으로/로')} 나누어떨어집니다. ${m('\\square')} 안에 들어갈 수 있는 자연수는 모두 몇 개입니까?`,
          `Both ${m(a)} and ${m(b)} can be divided by ${m('\\square')} with no remainder. How many whole numbers can go in the box?`,
        ),
        answer: String(common.length),
        form: 'number',
        unit: '개',
        steps: [
          L(
            `${withJosa(m('\\square'), '은/는')} 두 수를 모두 나누어떨어지게 하므로 ${withJosa(m(a), '과/와')} ${m(b)}의 공약수입니다. 공약수는 최대공약수의 약수입니다.`,
            `The box divides both numbers, so it is a common factor of ${m(a)} and ${m(b)}. The common factors are the factors of the greatest common factor.`,
          ),
          L(
            `${withJosa(m(a), '과/와')} ${m(b)}의 최대공약수는 ${m(g)}입니다.`,
            `The greatest common factor of ${m(a)} and ${m(b)} is ${m(g)}.`,
          ),
          L(
            `${m(g)}의 약수는 ${withJosa(list(common), '으로/로')} 모두 ${m(common.length)}개입니다.`,
            `The factors of ${m(g)} are ${list(common)}: ${m(common.length)} in all.`,
          ),
        ],
      });
    },
    // Try every number up to the smaller one.
    check: ({ a, b }, problem) => {
      let count = 0;
      for (let d = 1; d <= Math.min(a, b); d++) if (a % d === 0 && b % d === 0) count++;
      return keyIs(problem, count);
    },
  }),

  defineTemplate(UNIT, 'share-two-kinds', {
    version: 1,
    params: (rng) => {
      const g = rng.int(4, 12);
      const p = rng.int(2, 6);
      const q = rng.pick([2, 3, 4, 5, 6, 7].filter((x) => x !== p && gcd(x, p) === 1));
      return { g, p, q, kind: rng.int(0, 1) };
    },
    ranges: { a: [8, 72], b: [8, 84] },
    values: ({ g, p, q }) => ({ a: g * p, b: g * q }),
    generate: ({ g, p, q, kind }) => {
      const [a, b] = [g * p, g * q];
      const [ko1, ko2, en1, en2] =
        kind === 0 ? ['사과', '귤', 'apples', 'tangerines'] : ['사탕', '초콜릿', 'candies', 'chocolates'];
      return essay({
        difficulty: 4,
        stem: L(
          `${ko1} ${m(a)}개와 ${ko2} ${m(b)}개를 남김없이 될 수 있는 대로 많은 학생에게 똑같이 나누어 주려고 합니다. 한 학생이 받는 ${withJosa(ko1, '과/와')} ${withJosa(ko2, '은/는')} 모두 몇 개입니까?`,
          `You want to share ${m(a)} ${en1} and ${m(b)} ${en2} equally among as many students as possible, with none left over. How many ${en1} and ${en2} in all does each student get?`,
        ),
        answer: String(p + q),
        form: 'number',
        unit: '개',
        steps: [
          L(
            `두 가지를 모두 남김없이 똑같이 나누려면 학생 수는 ${withJosa(m(a), '과/와')} ${m(b)}의 공약수여야 하고, 가장 많은 학생 수는 최대공약수입니다.`,
            `To share both with none left over, the number of students must be a common factor of ${m(a)} and ${m(b)}; the most students is the greatest common factor.`,
          ),
          L(
            `${withJosa(m(a), '과/와')} ${m(b)}의 최대공약수는 ${m(g)}이므로 학생은 ${m(g)}명입니다.`,
            `The greatest common factor of ${m(a)} and ${m(b)} is ${m(g)}, so there are ${m(g)} students.`,
          ),
          L(
            `한 학생이 받는 ${withJosa(ko1, '은/는')} ${m(`${a}\\div${g}=${p}`)}, ${withJosa(ko2, '은/는')} ${m(`${b}\\div${g}=${q}`)}이므로 모두 ${m(`${p}+${q}=${p + q}`)}개입니다.`,
            `Each student gets ${m(`${a}\\div${g}=${p}`)} ${en1} and ${m(`${b}\\div${g}=${q}`)} ${en2}, so ${m(`${p}+${q}=${p + q}`)} in all.`,
          ),
        ],
      });
    },
    // Try student counts from the most down until both share evenly.
    check: ({ g, p, q }, problem) => {
      const [a, b] = [g * p, g * q];
      for (let n = Math.min(a, b); n >= 1; n--) if (a % n === 0 && b % n === 0) return keyIs(problem, a / n + b / n);
      return false;
    },
  }),

  defineTemplate(UNIT, 'remainders-largest-divisor', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const d = rng.int(6, 20);
        const r1 = rng.int(1, d - 1);
        const r2 = rng.int(0, d - 1);
        const a = d * rng.int(2, 9) + r1;
        const b = d * rng.int(2, 9) + r2;
        // d must be the greatest number that leaves these remainders: the gcd of a − r1 and b − r2.
        if (a !== b && gcd(a - r1, b - r2) === d) return { a, b, r1, r2 };
      }
    },
    ranges: { a: [13, 200], b: [12, 200] },
    generate: ({ a, b, r1, r2 }) => {
      const d = gcd(a - r1, b - r2);
      const remainderKo = (r: number) => (r === 0 ? '나누어떨어집니다' : `${withJosa(m(r), '이/가')} 남습니다`);
      const remainderEn = (r: number) => (r === 0 ? 'leaves no remainder' : `leaves a remainder of ${m(r)}`);
      return essay({
        difficulty: 5,
        stem: L(
          `어떤 수로 ${withJosa(m(a), '을/를')} 나누면 ${remainderKo(r1)}. 또 같은 수로 ${withJosa(m(b), '을/를')} 나누면 ${remainderKo(r2)}. 어떤 수 중에서 가장 큰 수를 구하는 풀이 과정을 쓰고 답을 구하시오.`,
          `Dividing ${m(a)} by a certain number ${remainderEn(r1)}, and dividing ${m(b)} by the same number ${remainderEn(r2)}. Find the greatest such number, and show your work.`,
        ),
        answer: String(d),
        form: 'number',
        hint: HINTS.whole,
        steps: [
          L(
            `나머지를 빼면 나누어떨어집니다. 그래서 어떤 수는 ${withJosa(m(`${a}-${r1}=${a - r1}`), '과/와')} ${r2 === 0 ? m(b) : m(`${b}-${r2}=${b - r2}`)}의 공약수입니다.`,
            `Take away the remainders and the divisions come out even, so the number is a common factor of ${m(`${a}-${r1}=${a - r1}`)} and ${r2 === 0 ? m(b) : m(`${b}-${r2}=${b - r2}`)}.`,
          ),
          L(
            `가장 큰 수는 ${withJosa(m(a - r1), '과/와')} ${m(b - r2)}의 최대공약수인 ${m(d)}입니다.`,
            `The greatest such number is their greatest common factor, ${m(d)}.`,
          ),
          L(
            `나머지는 나누는 수보다 작아야 하는데, ${withJosa(m(d), '은/는')} ${m(Math.max(r1, r2))}보다 크므로 조건에 맞습니다.`,
            `A remainder must be less than the divisor, and ${m(d)} is greater than ${m(Math.max(r1, r2))}, so it works.`,
          ),
        ],
      });
    },
    // Try divisors from the larger number down and keep the first that leaves both remainders.
    check: ({ a, b, r1, r2 }, problem) => {
      for (let d = Math.max(a, b); d >= 1; d--) if (a % d === r1 && b % d === r2) return keyIs(problem, d);
      return false;
    },
  }),
];
