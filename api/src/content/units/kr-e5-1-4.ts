// 5-1 약분과 통분: fractions in lowest terms, counting them, and comparing fractions by a common denominator.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, coprime, fr, gcd, josa, lcm, m, tfr, unit, type Item } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e5-1-4');
const frItem = (a: number, b: number): Item => ({ tex: tfr(a, b), v: a / b });

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'which-is-lowest-terms',
    params: (rng) => {
      // One fraction in lowest terms and four that can still be reduced, all of different values.
      const fracs: [number, number][] = [];
      const values: number[] = [];
      const push = (a: number, b: number) => {
        if (values.some((v) => Math.abs(v - a / b) < 1e-9)) return false;
        fracs.push([a, b]);
        values.push(a / b);
        return true;
      };
      for (;;) {
        const b = rng.int(5, 30);
        const a = rng.int(1, b - 1);
        if (gcd(a, b) === 1 && push(a, b)) break;
      }
      while (fracs.length < 5) {
        const g = rng.int(2, 6);
        const b = rng.int(3, 15);
        const a = rng.int(1, b - 1);
        push(a * g, b * g);
      }
      return { fracs };
    },
    make: ({ fracs }) => {
      const [a, b] = fracs[0] as [number, number];
      return {
        difficulty: 2,
        stem: L(
          `다음 분수 중에서 기약분수는 어느 것입니까? ${m(
            [...fracs]
              .sort((x, y) => x[1] - y[1])
              .map(([x, y]) => tfr(x, y))
              .join(',\\ '),
          )}`,
          `Which of these fractions is in lowest terms? ${m(
            [...fracs]
              .sort((x, y) => x[1] - y[1])
              .map(([x, y]) => tfr(x, y))
              .join(',\\ '),
          )}`,
        ),
        multiple: { correct: frItem(a, b), wrong: fracs.slice(1).map(([x, y]) => frItem(x, y)) },
        explanation: [
          L(
            `분모와 분자의 공약수가 ${m('1')}뿐인 분수를 기약분수라고 합니다.`,
            'A fraction is in lowest terms when its numerator and denominator have no common factor other than 1.',
          ),
          L(
            `${josa(m(tfr(a, b)), '은/는')} 분모와 분자의 공약수가 ${m('1')}뿐이고, 나머지는 ${m(
              fracs
                .slice(1)
                .map(([x, y]) => `${tfr(x, y)}\\ (${gcd(x, y)})`)
                .join(',\\ '),
            )}처럼 괄호 안의 수로 약분할 수 있습니다.`,
            `${m(tfr(a, b))} has no common factor but 1; the others can be divided by the numbers in parentheses: ${m(
              fracs
                .slice(1)
                .map(([x, y]) => `${tfr(x, y)}\\ (${gcd(x, y)})`)
                .join(',\\ '),
            )}.`,
          ),
        ],
      };
    },
    // Trial division: keep the only fraction with no shared divisor from 2 up.
    solve: ({ fracs }) => {
      const irreducible = fracs.filter(([a, b]) => {
        for (let d = 2; d <= a; d++) if (a % d === 0 && b % d === 0) return false;
        return true;
      });
      return irreducible.length === 1
        ? (irreducible[0] as [number, number])[0] / (irreducible[0] as [number, number])[1]
        : NaN;
    },
  }),
  tpl({
    name: 'reduce-fraction',
    params: (rng) => {
      const b = rng.int(3, 20);
      let a = rng.int(1, b - 1);
      while (gcd(a, b) !== 1) a = rng.int(1, b - 1);
      return { a, b, g: rng.int(2, 12) };
    },
    make: ({ a, b, g }) => ({
      difficulty: 2,
      stem: L(
        `${josa(m(tfr(a * g, b * g)), '을/를')} 기약분수로 나타내면 어느 것입니까?`,
        `Which fraction is ${m(tfr(a * g, b * g))} in lowest terms?`,
      ),
      multiple: {
        correct: frItem(a, b),
        // Typical slips: dividing only one part, or by different numbers; every choice is itself in lowest terms.
        wrong: [fr(a + 1, b), fr(a, b + 1), fr(a, b - 1), fr(b - a, b), fr(a * g, b * g + 1), fr(a + g, b + g)]
          .filter((f) => f.d > 1 && f.n < f.d)
          .map((f) => frItem(f.n, f.d)),
        fill: (k) => frItem(1, b + k),
      },
      explanation: [
        L(
          `분모 ${josa(m(String(b * g)), '과/와')} 분자 ${m(String(a * g))}의 최대공약수는 ${m(String(g))}입니다.`,
          `The greatest common factor of ${m(String(a * g))} and ${m(String(b * g))} is ${m(String(g))}.`,
        ),
        L(
          `분모와 분자를 ${josa(m(String(g)), '으로/로')} 나누면 ${m(`${tfr(a * g, b * g)}=${tfr(a, b)}`)}입니다.`,
          `Divide both by ${m(String(g))}: ${m(`${tfr(a * g, b * g)}=${tfr(a, b)}`)}.`,
        ),
      ],
    }),
    solve: ({ a, b, g }) => (a * g) / (b * g),
    // Every choice must be in lowest terms: a choice is read as a value only if its parts share no factor.
    read: (tex) => {
      const mm = /^\\frac\{(\d+)\}\{(\d+)\}$/.exec(tex.replace(/\\\(|\\\)/g, ''));
      if (!mm) return NaN;
      const [x, y] = [Number(mm[1]), Number(mm[2])];
      for (let d = 2; d <= x; d++) if (x % d === 0 && y % d === 0) return NaN;
      return x / y;
    },
  }),
  tpl({
    name: 'least-common-denominator',
    params: (rng) => {
      const b1 = rng.int(2, 15);
      const b2 = rng.intExcept(2, 15, [b1]);
      return { b1, a1: coprime(rng, b1), b2, a2: coprime(rng, b2) };
    },
    make: ({ b1, a1, b2, a2 }) => {
      const l = lcm(b1, b2);
      return {
        difficulty: 2,
        stem: L(
          `${josa(m(tfr(a1, b1)), '과/와')} ${josa(m(tfr(a2, b2)), '을/를')} 공통분모가 가장 작은 수가 되도록 통분하려고 합니다. 공통분모는 얼마입니까?`,
          `${m(tfr(a1, b1))} and ${m(tfr(a2, b2))} are rewritten with the smallest possible common denominator. What is that denominator?`,
        ),
        essay: { answer: String(l), hint: HINT.int },
        explanation: [
          L(
            `두 분모 ${josa(m(String(b1)), '과/와')} ${m(String(b2))}의 최소공배수를 공통분모로 합니다.`,
            `Use the least common multiple of the denominators ${m(String(b1))} and ${m(String(b2))}.`,
          ),
          L(
            `최소공배수는 ${m(String(l))}이므로 ${m(`${tfr(a1, b1)}=${tfr(a1 * (l / b1), l)}`)}, ${m(`${tfr(a2, b2)}=${tfr(a2 * (l / b2), l)}`)}입니다.`,
            `It is ${m(String(l))}: ${m(`${tfr(a1, b1)}=${tfr(a1 * (l / b1), l)}`)} and ${m(`${tfr(a2, b2)}=${tfr(a2 * (l / b2), l)}`)}.`,
          ),
        ],
      };
    },
    // Count up through multiples of the larger denominator until the smaller one divides it.
    solve: ({ b1, b2 }) => {
      const big = Math.max(b1, b2);
      const small = Math.min(b1, b2);
      let t = big;
      while (t % small !== 0) t += big;
      return t;
    },
  }),
  tpl({
    name: 'compare-by-common-denominator',
    params: (rng) => {
      const b1 = rng.int(3, 12);
      const b2 = rng.intExcept(3, 12, [b1]);
      let a1 = rng.int(1, b1 - 1);
      if (gcd(a1, b1) !== 1) a1 = 1;
      let a2 = rng.int(1, b2 - 1);
      while (a1 * b2 === a2 * b1) a2 = rng.int(1, b2 - 1);
      return { a1, b1, a2, b2, askBig: rng.int(0, 1) === 1 };
    },
    make: ({ a1, b1, a2, b2, askBig }) => {
      const l = lcm(b1, b2);
      const n1 = a1 * (l / b1);
      const n2 = a2 * (l / b2);
      const first = askBig ? n1 > n2 : n1 < n2;
      const [ca, cb] = first ? [a1, b1] : [a2, b2];
      const [wa, wb] = first ? [a2, b2] : [a1, b1];
      return {
        difficulty: 3,
        stem: L(
          `두 분수 ${josa(m(tfr(a1, b1)), '과/와')} ${josa(m(tfr(a2, b2)), '을/를')} 통분하여 크기를 비교하려고 합니다. 더 ${askBig ? '큰' : '작은'} 분수는 어느 것입니까?`,
          `Compare ${m(tfr(a1, b1))} and ${m(tfr(a2, b2))} using a common denominator. Which one is ${askBig ? 'greater' : 'smaller'}?`,
        ),
        multiple: {
          correct: frItem(ca, cb),
          wrong: [frItem(wa, wb), frItem(a1 + a2, b1 + b2), frItem(n1, l + 1), frItem(n2 + 1, l)],
          fill: (k) => frItem(k, l + k),
        },
        explanation: [
          L(
            `두 분모의 최소공배수 ${josa(m(String(l)), '을/를')} 공통분모로 통분합니다.`,
            `Use the least common multiple ${m(String(l))} as the common denominator.`,
          ),
          L(
            `${m(`${tfr(a1, b1)}=${tfr(n1, l)}`)}, ${m(`${tfr(a2, b2)}=${tfr(n2, l)}`)}`,
            `${m(`${tfr(a1, b1)}=${tfr(n1, l)}`)} and ${m(`${tfr(a2, b2)}=${tfr(n2, l)}`)}.`,
          ),
          L(
            `분자를 비교하면 더 ${askBig ? '큰' : '작은'} 분수는 ${m(tfr(ca, cb))}입니다.`,
            `Compare the numerators: the ${askBig ? 'greater' : 'smaller'} one is ${m(tfr(ca, cb))}.`,
          ),
        ],
      };
    },
    // Cross-multiply instead of finding a common denominator.
    solve: ({ a1, b1, a2, b2, askBig }) => {
      const firstBigger = a1 * b2 > a2 * b1;
      return firstBigger === askBig ? a1 / b1 : a2 / b2;
    },
  }),
];
