// 5-1 약분과 통분: fractions in lowest terms, reducing them, and comparing fractions by a common denominator.
import { L, bare, defineTemplate, essay, multiple } from '../kit/template.js';
import { coprimeTo, gcd, lcm, q, type Q } from '../kit/numbers.js';
import { fracRaw, m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyHolds, keyIs, valueOf } from '../kit/check.js';
import type { GeneratedProblem, ProblemTemplate } from '../lib/types.js';

const UNIT = 'kr-e5-1-4';

/** The numerator and denominator of a choice written as a single fraction, or undefined. */
function fractionParts(choice: string): [number, number] | undefined {
  const match = /^\\frac\{(\d+)\}\{(\d+)\}$/.exec(bare(choice).trim());
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

/** The choice's value as an exact rational, read back from its text. */
function choiceValue(choice: string): Q {
  const parts = fractionParts(choice);
  if (parts) return q(parts[0], parts[1]);
  const value = valueOf(choice)[0];
  if (value === undefined || !Number.isInteger(value)) throw new Error(`cannot read ${choice}`);
  return q(value);
}

/**
 * The key is the greatest (or least) of all five choices, strictly, and equals `expected`: no distractor can fit the
 * question better than the key.
 */
function keyIsExtreme(problem: GeneratedProblem, expected: Q, greatest: boolean): boolean {
  const choices = problem.choices ?? [];
  if (problem.type !== 'multiple' || choices.length !== 5) return false;
  const values = choices.map(choiceValue);
  const key = values[Number(problem.answer)];
  if (!key || !key.eq(expected)) return false;
  return values.every((v, i) => i === Number(problem.answer) || (greatest ? v.cmp(key) < 0 : v.cmp(key) > 0));
}

export const templates: ProblemTemplate[] = [
  defineTemplate(UNIT, 'which-is-lowest-terms', {
    version: 2,
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
    generate: ({ fracs }, rng) => {
      const [a, b] = fracs[0] as [number, number];
      const others = fracs.slice(1);
      const reductions = others
        .map(([x, y]) => {
          const g = gcd(x, y);
          return m(`${fracRaw(x, y)}=\\frac{${x}\\div${g}}{${y}\\div${g}}=${fracRaw(x / g, y / g)}`);
        })
        .join(', ');
      return multiple(rng, {
        difficulty: 2,
        stem: L('다음 분수 중에서 기약분수는 어느 것입니까?', 'Which of these fractions is in lowest terms?'),
        correct: m(fracRaw(a, b)),
        wrong: others.map(([x, y]) => m(fracRaw(x, y))),
        steps: [
          L(
            `분모와 분자의 공약수가 ${m(1)}뿐인 분수를 기약분수라고 합니다.`,
            `A fraction is in lowest terms when its numerator and denominator have no common factor other than ${m(1)}.`,
          ),
          L(
            `${withJosa(m(fracRaw(a, b)), '은/는')} 분모와 분자의 공약수가 ${m(1)}뿐입니다. 나머지 분수는 다음과 같이 더 약분할 수 있습니다: ${reductions}`,
            `${m(fracRaw(a, b))} has no common factor but ${m(1)}. The others can still be reduced: ${reductions}`,
          ),
        ],
      });
    },
    // Trial division: only the key has no shared divisor from 2 up.
    check: ({ fracs }, problem) => {
      const [a, b] = fracs[0] as [number, number];
      return keyHolds(problem, (choice) => {
        const parts = fractionParts(choice);
        if (!parts) return false;
        const [x, y] = parts;
        for (let d = 2; d <= x; d++) if (x % d === 0 && y % d === 0) return false;
        return x * b === y * a;
      });
    },
  }),
  defineTemplate(UNIT, 'reduce-fraction', {
    version: 2,
    params: (rng) => {
      const b = rng.int(3, 20);
      let a = rng.int(1, b - 1);
      while (gcd(a, b) !== 1) a = rng.int(1, b - 1);
      return { a, b, g: rng.int(2, 12) };
    },
    generate: ({ a, b, g }, rng) => {
      // Typical slips: dividing only one part, or by different numbers; every choice is itself in lowest terms.
      const slips: [number, number][] = [
        [a + 1, b],
        [a, b + 1],
        [a, b - 1],
        [b - a, b],
        [a * g, b * g + 1],
        [a + g, b + g],
        [1, b + 1],
        [1, b + 2],
      ];
      const wrong = slips
        .map(([x, y]) => [x / gcd(x, y), y / gcd(x, y)] as const)
        .filter(([x, y]) => y > 1 && x < y)
        .map(([x, y]) => m(fracRaw(x, y)));
      return multiple(rng, {
        difficulty: 2,
        stem: L(
          `${withJosa(m(fracRaw(a * g, b * g)), '을/를')} 기약분수로 나타내면 어느 것입니까?`,
          `Which fraction is ${m(fracRaw(a * g, b * g))} in lowest terms?`,
        ),
        correct: m(fracRaw(a, b)),
        wrong,
        steps: [
          L(
            `분모 ${withJosa(m(b * g), '과/와')} 분자 ${m(a * g)}의 최대공약수는 ${m(g)}입니다.`,
            `The greatest common factor of ${m(a * g)} and ${m(b * g)} is ${m(g)}.`,
          ),
          L(
            `분모와 분자를 각각 ${withJosa(m(g), '으로/로')} 나누면 ${m(`${fracRaw(a * g, b * g)}=\\frac{${a * g}\\div${g}}{${b * g}\\div${g}}=${fracRaw(a, b)}`)}입니다.`,
            `Divide both by ${m(g)}: ${m(`${fracRaw(a * g, b * g)}=\\frac{${a * g}\\div${g}}{${b * g}\\div${g}}=${fracRaw(a, b)}`)}.`,
          ),
        ],
      });
    },
    // Every choice is in lowest terms; the key is the one equal in value to the fraction asked about.
    check: ({ a, b, g }, problem) =>
      keyHolds(problem, (choice) => {
        const parts = fractionParts(choice);
        if (!parts) return false;
        const [x, y] = parts;
        for (let d = 2; d <= x; d++) if (x % d === 0 && y % d === 0) return false;
        return x * (b * g) === y * (a * g);
      }),
  }),
  defineTemplate(UNIT, 'least-common-denominator', {
    version: 2,
    params: (rng) => {
      const b1 = rng.int(2, 15);
      const b2 = rng.intExcept(2, 15, [b1]);
      return { b1, a1: coprimeTo(rng, b1), b2, a2: coprimeTo(rng, b2) };
    },
    generate: ({ b1, a1, b2, a2 }) => {
      const l = lcm(b1, b2);
      return essay({
        difficulty: 2,
        stem: L(
          `${withJosa(m(fracRaw(a1, b1)), '과/와')} ${withJosa(m(fracRaw(a2, b2)), '을/를')} 공통분모가 가장 작은 수가 되도록 통분하려고 합니다. 공통분모는 얼마입니까?`,
          `${m(fracRaw(a1, b1))} and ${m(fracRaw(a2, b2))} are rewritten with the smallest possible common denominator. What is that denominator?`,
        ),
        answer: String(l),
        form: 'number',
        steps: [
          L(
            `두 분모 ${withJosa(m(b1), '과/와')} ${m(b2)}의 최소공배수를 공통분모로 합니다.`,
            `Use the least common multiple of the denominators ${m(b1)} and ${m(b2)}.`,
          ),
          L(
            `최소공배수는 ${m(l)}이므로 ${m(`${fracRaw(a1, b1)}=${fracRaw(a1 * (l / b1), l)}`)}, ${m(`${fracRaw(a2, b2)}=${fracRaw(a2 * (l / b2), l)}`)}입니다.`,
            `It is ${m(l)}: ${m(`${fracRaw(a1, b1)}=${fracRaw(a1 * (l / b1), l)}`)} and ${m(`${fracRaw(a2, b2)}=${fracRaw(a2 * (l / b2), l)}`)}.`,
          ),
        ],
      });
    },
    // Count up through multiples of the larger denominator until the smaller one divides it.
    check: ({ b1, b2 }, problem) => {
      const big = Math.max(b1, b2);
      const small = Math.min(b1, b2);
      let t = big;
      while (t % small !== 0) t += big;
      return keyIs(problem, t);
    },
  }),
  defineTemplate(UNIT, 'compare-by-common-denominator', {
    version: 2,
    params: (rng) => {
      const b1 = rng.int(3, 12);
      const b2 = rng.intExcept(3, 12, [b1]);
      const a1 = coprimeTo(rng, b1);
      let a2 = coprimeTo(rng, b2);
      while (a1 * b2 === a2 * b1) a2 = coprimeTo(rng, b2);
      return { a1, b1, a2, b2, askBig: rng.int(0, 1) === 1 };
    },
    generate: ({ a1, b1, a2, b2, askBig }, rng) => {
      const l = lcm(b1, b2);
      const first = askBig ? a1 * b2 > a2 * b1 : a1 * b2 < a2 * b1;
      const [ca, cb] = first ? [a1, b1] : [a2, b2];
      const [wa, wb] = first ? [a2, b2] : [a1, b1];
      const key = q(ca, cb);
      // Three more fractions whose denominators divide l, all on the far side of the key (smaller when the greatest
      // is asked), so they compare over the same common denominator and none of them fits the question.
      const candidatesOver = (limit: number) => {
        const out: [number, number][] = [];
        for (let d = 2; d <= limit; d++) {
          if (limit % d !== 0) continue;
          for (let n = 1; n < d; n++) {
            if (gcd(n, d) !== 1) continue;
            const v = q(n, d);
            if (v.eq(q(a1, b1)) || v.eq(q(a2, b2))) continue;
            if (askBig ? v.cmp(key) < 0 : v.cmp(key) > 0) out.push([n, d]);
          }
        }
        return out;
      };
      // Denominators that divide l first; a multiple of l when too few fractions lie on the far side of the key.
      let candidates = candidatesOver(l);
      for (let k = 2; candidates.length < 3; k++) candidates = candidatesOver(k * l);
      // The nearest ones make the comparison worth doing.
      candidates.sort((x, y) => Math.abs(x[0] / x[1] - key.value) - Math.abs(y[0] / y[1] - key.value));
      const extra = rng.shuffle(candidates.slice(0, 6)).slice(0, 3);
      const all: [number, number][] = [[a1, b1], [a2, b2], ...extra];
      const common = all.reduce((acc, [, d]) => lcm(acc, d), 1);
      const over = (n: number, d: number) => fracRaw(n * (common / d), common);
      const denominators = [...new Set(all.map(([, d]) => d))].sort((x, y) => x - y);
      const converted = all
        .filter(([, d]) => d !== common)
        .map(([n, d]) => m(`${fracRaw(n, d)}=${over(n, d)}`))
        .join(', ');
      const word = askBig ? L('큰', 'greatest') : L('작은', 'least');
      const order = [...all].sort((x, y) => (askBig ? y[0] * x[1] - x[0] * y[1] : x[0] * y[1] - y[0] * x[1]));
      return multiple(rng, {
        difficulty: 3,
        stem: L(
          `다음 분수를 통분하여 크기를 비교하려고 합니다. 가장 ${word.ko} 분수는 어느 것입니까?`,
          `Compare these fractions using a common denominator. Which one is the ${word.en}?`,
        ),
        correct: m(fracRaw(ca, cb)),
        wrong: [m(fracRaw(wa, wb)), ...extra.map(([n, d]) => m(fracRaw(n, d)))],
        steps: [
          L(
            `분모 ${denominators.map((d) => m(d)).join(', ')}의 최소공배수 ${withJosa(m(common), '으로/로')} 통분합니다: ${converted}`,
            `Use the least common multiple of the denominators, ${m(common)}, as the common denominator: ${converted}`,
          ),
          L(
            `분자의 크기를 비교하면 ${m(order.map(([n, d]) => over(n, d)).join(askBig ? '>' : '<'))}이므로 가장 ${word.ko} 분수는 ${m(fracRaw(ca, cb))}입니다.`,
            `Compare the numerators: ${m(order.map(([n, d]) => over(n, d)).join(askBig ? '>' : '<'))}, so the ${word.en} is ${m(fracRaw(ca, cb))}.`,
          ),
        ],
      });
    },
    // Cross-multiply the two given fractions, and the key must beat every other choice.
    check: ({ a1, b1, a2, b2, askBig }, problem) => {
      const firstBigger = a1 * b2 > a2 * b1;
      const expected = firstBigger === askBig ? q(a1, b1) : q(a2, b2);
      return keyIsExtreme(problem, expected, askBig);
    },
  }),
];
