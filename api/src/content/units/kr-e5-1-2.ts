// 5-1 약수와 배수: greatest common factor, least common multiple in context, and counting factors.
import { L, defineTemplate, essay, multiple } from '../kit/template.js';
import { gcd, lcm } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyIs } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';

const UNIT = 'kr-e5-1-2';
const divisors = (x: number) => Array.from({ length: x }, (_, i) => i + 1).filter((d) => x % d === 0);
const list = (xs: readonly number[]) => m(xs.join(',\\ '));

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
];
