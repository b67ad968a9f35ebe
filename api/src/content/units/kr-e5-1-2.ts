// 5-1 약수와 배수: greatest common factor, least common multiple in context, and counting factors.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, N, gcd, josa, lcm, m, plain, unit } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e5-1-2');
const divisors = (x: number) => Array.from({ length: x }, (_, i) => i + 1).filter((d) => x % d === 0);

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'gcd',
    params: (rng) => {
      const g = rng.int(2, 18);
      const p = rng.int(2, 9);
      const q = rng.intExcept(2, 9, [p]);
      return { a: g * p, b: g * q };
    },
    make: ({ a, b }) => {
      const g = gcd(a, b);
      const common = divisors(g);
      return {
        difficulty: 2,
        stem: L(
          `${josa(m(String(a)), '과/와')} ${m(String(b))}의 최대공약수를 구하세요.`,
          `Find the greatest common factor of ${m(String(a))} and ${m(String(b))}.`,
        ),
        multiple: {
          correct: N(g),
          wrong: [
            N(lcm(a, b)),
            N(common.at(-2) ?? 1),
            N(Math.min(a, b)),
            N(Math.abs(a - b) === g ? g * 2 : Math.abs(a - b)),
            N(g * 2),
          ],
          fill: (k) => N(g + k),
          min: 1,
        },
        explanation: [
          L(
            `${m(String(a))}의 약수: ${m(divisors(a).join(',\\ '))}`,
            `Factors of ${m(String(a))}: ${m(divisors(a).join(',\\ '))}`,
          ),
          L(
            `${m(String(b))}의 약수: ${m(divisors(b).join(',\\ '))}`,
            `Factors of ${m(String(b))}: ${m(divisors(b).join(',\\ '))}`,
          ),
          L(
            `공약수 ${m(common.join(',\\ '))} 중에서 가장 큰 수는 ${m(String(g))}입니다.`,
            `The common factors are ${m(common.join(',\\ '))}; the greatest is ${m(String(g))}.`,
          ),
        ],
      };
    },
    // Count down from the smaller number until both divide evenly.
    solve: ({ a, b }) => {
      for (let d = Math.min(a, b); d >= 1; d--) if (a % d === 0 && b % d === 0) return d;
      return NaN;
    },
  }),
  tpl({
    name: 'lcm-buses',
    params: (rng) => {
      const a = rng.int(4, 20);
      return { a, b: rng.intExcept(4, 24, [a]), h: rng.int(6, 9), ctx: rng.int(0, 1) };
    },
    make: ({ a, b, h, ctx }) => {
      const l = lcm(a, b);
      return {
        difficulty: 3,
        stem:
          ctx === 0
            ? L(
                `가 버스는 ${m(String(a))}분마다, 나 버스는 ${m(String(b))}분마다 출발합니다. 오전 ${h}시에 두 버스가 동시에 출발했다면, 다음에 처음으로 동시에 출발하는 것은 몇 분 후입니까?`,
                `Bus A leaves every ${m(String(a))} minutes and bus B every ${m(String(b))} minutes. Both leave together at ${h} a.m. In how many minutes will they next leave together?`,
              )
            : L(
                `가로 ${m(String(a))} cm, 세로 ${m(String(b))} cm인 직사각형 모양 종이를 같은 방향으로 겹치지 않게 빈틈없이 늘어놓아 가장 작은 정사각형을 만들려고 합니다. 정사각형의 한 변은 몇 cm입니까?`,
                `Rectangular cards ${m(String(a))} cm wide and ${m(String(b))} cm tall are laid side by side, all the same way, with no gaps or overlaps, to make the smallest possible square. How long is a side of the square, in cm?`,
              ),
        essay: { answer: plain(l), unit: ctx === 0 ? '분' : 'cm', hint: HINT.int },
        explanation: [
          L(
            `${josa(m(String(a)), '과/와')} ${m(String(b))}의 공배수를 찾습니다.`,
            `Look for common multiples of ${m(String(a))} and ${m(String(b))}.`,
          ),
          L(
            `최소공배수는 ${m(`${a}\\times${b}\\div${gcd(a, b)}=${l}`)}입니다.`,
            `The least common multiple is ${m(`${a}\\times${b}\\div${gcd(a, b)}=${l}`)}.`,
          ),
          L(
            `답: ${m(String(l))}${ctx === 0 ? '분 후' : ' cm'}`,
            `Answer: ${m(String(l))}${ctx === 0 ? ' minutes' : ' cm'}`,
          ),
        ],
      };
    },
    // List multiples of a until one is also a multiple of b.
    solve: ({ a, b }) => {
      for (let t = a; ; t += a) if (t % b === 0) return t;
    },
  }),
  tpl({
    name: 'count-factors',
    params: (rng) => ({
      x: rng.int(12, 150),
      multiples: rng.int(0, 1) === 1,
      k: rng.int(3, 13),
      top: rng.int(50, 300),
    }),
    make: ({ x, multiples, k, top }) => {
      if (multiples) {
        const c = Math.floor(top / k);
        return {
          difficulty: 2,
          stem: L(
            `${m('1')}부터 ${m(String(top))}까지의 자연수 중에서 ${m(String(k))}의 배수는 모두 몇 개입니까?`,
            `How many multiples of ${m(String(k))} are there from ${m('1')} to ${m(String(top))}?`,
          ),
          essay: { answer: plain(c), hint: HINT.int },
          explanation: [
            L(
              `${m(String(k))}의 배수는 ${m(`${k},\\ ${2 * k},\\ ${3 * k},\\ \\cdots`)}입니다.`,
              `The multiples of ${m(String(k))} are ${m(`${k},\\ ${2 * k},\\ ${3 * k},\\ \\cdots`)}.`,
            ),
            L(
              `${m(`${top}\\div${k}`)}의 몫이 ${m(String(c))}이므로 ${m(String(c))}개입니다.`,
              `${m(`${top}\\div${k}`)} has quotient ${m(String(c))}, so there are ${m(String(c))}.`,
            ),
          ],
        };
      }
      const ds = divisors(x);
      return {
        difficulty: 2,
        stem: L(`${m(String(x))}의 약수는 모두 몇 개입니까?`, `How many factors does ${m(String(x))} have?`),
        essay: { answer: plain(ds.length), hint: HINT.int },
        explanation: [
          L(
            `${josa(m(String(x)), '을/를')} 두 수의 곱으로 나타내어 약수를 짝지어 찾습니다.`,
            `Find the factors in pairs whose product is ${m(String(x))}.`,
          ),
          L(
            `약수: ${m(ds.join(',\\ '))}이므로 ${m(String(ds.length))}개입니다.`,
            `Factors: ${m(ds.join(',\\ '))}, so there are ${m(String(ds.length))}.`,
          ),
        ],
      };
    },
    // Prime factorisation: the number of factors is the product of (exponent + 1).
    solve: ({ x, multiples, k, top }) => {
      if (multiples) {
        let c = 0;
        for (let t = 1; t <= top; t++) if (t % k === 0) c++;
        return c;
      }
      let rest = x;
      let count = 1;
      for (let p = 2; p <= rest; p++) {
        let e = 0;
        while (rest % p === 0) {
          rest /= p;
          e++;
        }
        count *= e + 1;
      }
      return count;
    },
  }),
];
