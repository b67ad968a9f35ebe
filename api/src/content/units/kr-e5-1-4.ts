// 5-1 약분과 통분: fractions in lowest terms, reducing them, equal fractions, common denominators, and comparing
// fractions by a common denominator.
import { L, bare, defineTemplate, essay, multiple } from '../kit/template.js';
import { coprimeTo, gcd, lcm, q, type Q } from '../kit/numbers.js';
import { fracRaw, m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyHolds, keyIs, valueOf } from '../kit/check.js';
import { boxCountEssay } from '../kit/box.js';
import type { GeneratedProblem, ProblemTemplate } from '../lib/types.js';

const UNIT = 'kr-e5-1-4';

/** Every proper fraction made from two of the cards, as [numerator, denominator], smaller denominators first. */
const properPairs = (cards: readonly number[]): (readonly [number, number])[] =>
  [...cards].sort((x, y) => x - y).flatMap((b, i, sorted) => sorted.slice(0, i).map((a) => [a, b] as const));

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

  defineTemplate(UNIT, 'equal-fraction-by-sum', {
    version: 2,
    params: (rng) => {
      const b = rng.int(3, 12);
      return { a: coprimeTo(rng, b), b, k: rng.int(3, 12) };
    },
    ranges: { sum: [12, 276] },
    values: ({ a, b, k }) => ({ sum: (a + b) * k }),
    generate: ({ a, b, k }) => {
      const sum = (a + b) * k;
      const shown = m(fracRaw(a, b));
      return essay({
        difficulty: 3,
        subUnit: 'kr-e5-1-4.s1',
        stem: L(
          `${withJosa(shown, '과/와')} 크기가 같은 분수 중에서 분모와 분자의 합이 ${withJosa(m(sum), '이/가')} 되는 분수가 있습니다. 이 분수의 분자는 얼마입니까?`,
          `One of the fractions equal to ${shown} has a numerator and denominator that add up to ${m(sum)}. What is its numerator?`,
        ),
        answer: String(a * k),
        form: 'number',
        steps: [
          L(
            `${withJosa(shown, '과/와')} 크기가 같은 분수는 분모와 분자에 같은 수를 곱한 ${m(`\\frac{${a}\\times\\square}{${b}\\times\\square}`)}입니다. 이때 분모와 분자의 합도 ${m(`${a}+${b}=${a + b}`)}의 ${m('\\square')}배가 됩니다.`,
            `A fraction equal to ${shown} is ${m(`\\frac{${a}\\times\\square}{${b}\\times\\square}`)}, with the same number multiplying both parts, so the sum of its parts is ${m('\\square')} times ${m(`${a}+${b}=${a + b}`)}.`,
          ),
          L(
            `${m(`${sum}\\div${a + b}=${k}`)}이므로 ${m(`\\square=${k}`)}입니다.`,
            `${m(`${sum}\\div${a + b}=${k}`)}, so ${m(`\\square=${k}`)}.`,
          ),
          L(
            `구하는 분수는 ${m(`\\frac{${a}\\times${k}}{${b}\\times${k}}=\\frac{${a * k}}{${b * k}}`)}이므로 분자는 ${m(a * k)}입니다.`,
            `The fraction is ${m(`\\frac{${a}\\times${k}}{${b}\\times${k}}=\\frac{${a * k}}{${b * k}}`)}, so its numerator is ${m(a * k)}.`,
          ),
        ],
      });
    },
    // Split the sum every way into a numerator and a denominator and keep the split equal to a/b by cross-multiplying.
    check: ({ a, b, k }, problem) => {
      const sum = (a + b) * k;
      for (let top = 1; top < sum; top++) if (top * b === (sum - top) * a) return keyIs(problem, top);
      return false;
    },
  }),

  defineTemplate(UNIT, 'between-fractions-box', {
    version: 2,
    params: (rng) => {
      for (;;) {
        const [d1, d2] = [rng.int(2, 9), rng.int(2, 9)];
        const [n1, n2] = [coprimeTo(rng, d1), coprimeTo(rng, d2)];
        const base = lcm(d1, d2);
        const den = base * rng.int(1, Math.max(1, Math.floor(48 / base)));
        // The lower fraction is the smaller, and at least two whole numbers fit between.
        if (den <= 60 && n1 * d2 < n2 * d1 && (n2 * den) / d2 - (n1 * den) / d1 >= 3) return { n1, d1, n2, d2, den };
      }
    },
    generate: ({ n1, d1, n2, d2, den }) => {
      const [lo, hi] = [(n1 * den) / d1, (n2 * den) / d2];
      const count = hi - lo - 1;
      const box = `\\frac{\\square}{${den}}`;
      const asDen = (n: number, d: number) =>
        d === den
          ? fracRaw(n, d)
          : `${fracRaw(n, d)}=\\frac{${n}\\times${den / d}}{${d}\\times${den / d}}=\\frac{${(n * den) / d}}{${den}}`;
      return {
        ...boxCountEssay({
          inequality: `${fracRaw(n1, d1)}<${box}<${fracRaw(n2, d2)}`,
          count,
          difficulty: 4,
          steps: [
            [
              `분모를 ${withJosa(m(den), '으로/로')} 같게 하면 분자끼리 비교할 수 있습니다: ${m(asDen(n1, d1))}, ${m(asDen(n2, d2))}`,
              `Rewrite both fractions with the denominator ${m(den)}, so only the numerators need comparing: ${m(asDen(n1, d1))}, ${m(asDen(n2, d2))}`,
            ],
            [
              `${m(`\\frac{${lo}}{${den}}<${box}<\\frac{${hi}}{${den}}`)}이므로 ${m(`${lo}<\\square<${hi}`)}입니다.`,
              `${m(`\\frac{${lo}}{${den}}<${box}<\\frac{${hi}}{${den}}`)}, so ${m(`${lo}<\\square<${hi}`)}.`,
            ],
            [
              `${m(lo + 1)}부터 ${m(hi - 1)}까지이므로 모두 ${m(count)}개입니다.`,
              `The numbers ${m(lo + 1)} through ${m(hi - 1)} fit: ${m(count)} in all.`,
            ],
          ],
        }),
        subUnit: 'kr-e5-1-4.s4',
      };
    },
    // Try each numerator with exact fractions.
    check: ({ n1, d1, n2, d2, den }, problem) => {
      let count = 0;
      for (let x = 1; x <= den; x++) if (q(x, den).cmp(q(n1, d1)) > 0 && q(x, den).cmp(q(n2, d2)) < 0) count++;
      return keyIs(problem, count);
    },
  }),

  defineTemplate(UNIT, 'digit-cards-lowest-terms', {
    version: 2,
    params: (rng) => {
      for (;;) {
        const cards = rng.shuffle([2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 4);
        const fractions = properPairs(cards);
        const lowest = fractions.filter(([a, b]) => gcd(a, b) === 1).length;
        if (lowest >= 2 && lowest < fractions.length) return { cards };
      }
    },
    generate: ({ cards }) => {
      const fractions = properPairs(cards);
      const lowest = fractions.filter(([a, b]) => gcd(a, b) === 1);
      const others = fractions.filter(([a, b]) => gcd(a, b) > 1);
      const list = (pairs: (readonly [number, number])[]) => pairs.map(([a, b]) => m(fracRaw(a, b))).join(', ');
      const shown = cards.map((c) => m(c)).join(', ');
      return essay({
        difficulty: 3,
        subUnit: 'kr-e5-1-4.s2',
        stem: L(
          `수 카드 ${shown} 중에서 ${m(2)}장을 골라 한 장은 분자, 다른 한 장은 분모에 놓아 진분수를 만들려고 합니다. 만들 수 있는 진분수 중에서 기약분수는 모두 몇 개입니까?`,
          `Choose ${m(2)} of the number cards ${shown}: one for the numerator and one for the denominator of a proper fraction. How many of the proper fractions you can make are in lowest terms?`,
        ),
        answer: String(lowest.length),
        form: 'number',
        unit: '개',
        steps: [
          L(
            `진분수는 분자가 분모보다 작으므로 작은 수를 분자에 놓습니다. 만들 수 있는 진분수는 ${list(fractions)}입니다.`,
            `In a proper fraction the numerator is the smaller card. The proper fractions are ${list(fractions)}.`,
          ),
          L(
            `이 중에서 ${withJosa(list(others), '은/는')} 분모와 분자가 ${m(1)} 말고도 공약수가 있어 약분할 수 있습니다.`,
            `Of these, ${list(others)} can be reduced: the numerator and denominator share a factor other than ${m(1)}.`,
          ),
          L(
            `기약분수는 ${withJosa(list(lowest), '으로/로')} 모두 ${m(lowest.length)}개입니다.`,
            `The fractions in lowest terms are ${list(lowest)}: ${m(lowest.length)} in all.`,
          ),
        ],
      });
    },
    // Every ordered pair of cards, smaller on top; lowest terms when no number from 2 up divides both.
    check: ({ cards }, problem) => {
      let n = 0;
      for (const top of cards) {
        for (const bottom of cards) {
          if (top >= bottom) continue;
          let shared = false;
          for (let d = 2; d <= top; d++) if (top % d === 0 && bottom % d === 0) shared = true;
          if (!shared) n++;
        }
      }
      return keyIs(problem, n);
    },
  }),

  defineTemplate(UNIT, 'common-denominator-nearest', {
    version: 2,
    params: (rng) => {
      for (;;) {
        const b1 = rng.int(4, 15);
        const b2 = rng.intExcept(4, 15, [b1]);
        const l = lcm(b1, b2);
        const near = rng.int(10, 30) * 10;
        const below = Math.floor(near / l) * l;
        // Not a multiple itself, and one multiple strictly nearer than the other.
        if (l >= 10 && l <= 60 && below !== near && near - below !== below + l - near)
          return { b1, b2, a1: coprimeTo(rng, b1), a2: coprimeTo(rng, b2), near };
      }
    },
    generate: ({ b1, b2, a1, a2, near }) => {
      const l = lcm(b1, b2);
      const below = Math.floor(near / l) * l;
      const above = below + l;
      const ans = near - below < above - near ? below : above;
      const [f1, f2] = [m(fracRaw(a1, b1)), m(fracRaw(a2, b2))];
      return essay({
        difficulty: 4,
        subUnit: 'kr-e5-1-4.s3',
        stem: L(
          `${withJosa(f1, '과/와')} ${withJosa(f2, '을/를')} 통분하려고 합니다. 공통분모가 될 수 있는 수 중에서 ${m(near)}에 가장 가까운 수를 구하는 풀이 과정을 쓰고 답을 구하시오.`,
          `You want to write ${f1} and ${f2} with a common denominator. Of all the numbers that can be the common denominator, which is closest to ${m(near)}? Show your work.`,
        ),
        answer: String(ans),
        form: 'number',
        steps: [
          L(
            `공통분모가 될 수 있는 수는 두 분모 ${withJosa(m(b1), '과/와')} ${m(b2)}의 공배수이고, 공배수는 최소공배수의 배수입니다.`,
            `A common denominator is a common multiple of ${m(b1)} and ${m(b2)}, and the common multiples are the multiples of the least common multiple.`,
          ),
          L(
            `${withJosa(m(b1), '과/와')} ${m(b2)}의 최소공배수는 ${m(l)}이므로 공통분모는 ${m(`${l},\\ ${2 * l},\\ ${3 * l},\\ \\cdots`)}입니다.`,
            `The least common multiple of ${m(b1)} and ${m(b2)} is ${m(l)}, so the common denominators are ${m(`${l},\\ ${2 * l},\\ ${3 * l},\\ \\cdots`)}.`,
          ),
          L(
            `${m(near)}에 가까운 것은 ${withJosa(m(below), '과/와')} ${m(above)}입니다. ${m(`${near}-${below}=${near - below}`)}, ${m(`${above}-${near}=${above - near}`)}이므로 가장 가까운 수는 ${m(ans)}입니다.`,
            `The nearest ones are ${m(below)} and ${m(above)}: ${m(`${near}-${below}=${near - below}`)} and ${m(`${above}-${near}=${above - near}`)}, so the closest is ${m(ans)}.`,
          ),
        ],
      });
    },
    // Walk out from the target one step at a time, below first then above, until both denominators divide the number.
    check: ({ b1, b2, near }, problem) => {
      for (let d = 0; d < near; d++) {
        const hits = [near - d, near + d].filter((x) => x % b1 === 0 && x % b2 === 0);
        if (hits.length === 1) return keyIs(problem, hits[0] as number);
        if (hits.length > 1) return false;
      }
      return false;
    },
  }),
];
