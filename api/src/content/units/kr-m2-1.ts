// 중2 1. 유리수와 순환소수: repeating decimals as fractions, which fractions terminate, making a fraction terminate.
import { HINTS, defineTemplate, essay, frac, fracRaw, gcd, keyIs, m, multiple, withJosa } from '../kit/index.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m2-1';

/** The whole part and the digits after the point of n/d by long division, up to `places` digits. */
function longDivision(n: number, d: number, places: number): { whole: number; digits: string; terminates: boolean } {
  let rest = n % d;
  let digits = '';
  for (let i = 0; i < places && rest !== 0; i++) {
    rest *= 10;
    digits += String(Math.floor(rest / d));
    rest %= d;
  }
  return { whole: Math.floor(n / d), digits, terminates: rest === 0 };
}

const terminates = (n: number, d: number) => longDivision(n, d, 60).terminates;

/** n as a product of primes: 60 is 2^{2}\\times 3\\times 5. */
function primeProduct(n: number): string {
  const parts: string[] = [];
  let rest = n;
  for (let p = 2; rest > 1; p++) {
    let e = 0;
    while (rest % p === 0) [rest, e] = [rest / p, e + 1];
    if (e) parts.push(e === 1 ? `${p}` : `${p}^{${e}}`);
  }
  return parts.join('\\times ');
}

/** n with its prime factorization when it is composite: 14=2\\times 7, but 7 alone. */
const factored = (n: number): string =>
  primeProduct(n).includes('\\times') || primeProduct(n).includes('^') ? `${n}=${primeProduct(n)}` : `${n}`;

/** n/d in lowest terms with plain digits, as an essay key is written. */
function plainFraction(n: number, d: number): string {
  const g = gcd(n, d);
  return d / g === 1 ? `${n / g}` : `\\frac{${n / g}}{${d / g}}`;
}

function repeatingTex(whole: number, fixed: string, cycle: string): string {
  const dotted =
    cycle.length === 1 ? `\\dot{${cycle}}` : `\\dot{${cycle[0]}}${cycle.slice(1, -1)}\\dot{${cycle[cycle.length - 1]}}`;
  return `${whole}.${fixed}${dotted}`;
}

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'repeating-to-fraction', {
    version: 2,
    params: (rng) => {
      const cycleLength = rng.int(1, 2);
      let cycle: string;
      do {
        cycle = Array.from({ length: cycleLength }, () => String(rng.int(0, 9))).join('');
      } while (/^0+$/.test(cycle) || /^9+$/.test(cycle) || (cycleLength === 2 && cycle[0] === cycle[1]));
      const fixed = rng.int(0, 2) === 0 ? String(rng.int(0, 9)) : '';
      return { whole: rng.int(0, 3), fixed: fixed === cycle[cycle.length - 1] ? '' : fixed, cycle };
    },
    generate: ({ whole, fixed, cycle }) => {
      const all = Number(`${whole}${fixed}${cycle}`);
      const head = Number(`${whole}${fixed}`);
      const den = Number(`${'9'.repeat(cycle.length)}${'0'.repeat(fixed.length)}`);
      const answer = plainFraction(all - head, den);
      const tex = repeatingTex(whole, fixed, cycle);
      const raw = `\\frac{${all - head}}{${den}}`;
      const zeros = fixed ? ', 그 뒤에 소수점 아래 순환하지 않는 숫자의 개수만큼 \\(0\\)을' : '';
      const zerosEn = fixed ? ', then one \\(0\\) for each non-repeating decimal digit' : '';
      return essay({
        stem: [
          `순환소수 ${withJosa(m(tex), '을/를')} 기약분수로 나타내시오.`,
          `Write the repeating decimal \\(${tex}\\) as a fraction in lowest terms.`,
        ],
        answer,
        form: 'fraction',
        steps: [
          [
            `분모에는 순환마디의 숫자의 개수만큼 \\(9\\)를${zeros} 씁니다: 분모는 \\(${den}\\)입니다.`,
            `Write one \\(9\\) for each repeating digit${zerosEn}: the denominator is \\(${den}\\).`,
          ],
          [
            `분자는 소수점을 뺀 전체 숫자 \\(${all}\\)에서 순환하지 않는 부분 ${withJosa(m(head), '을/를')} 뺀 값이므로 \\(${all}-${head}=${all - head}\\)입니다.`,
            `The numerator is the whole digit string \\(${all}\\) minus the non-repeating part \\(${head}\\): \\(${all}-${head}=${all - head}\\).`,
          ],
          gcd(all - head, den) === 1
            ? [`${withJosa(m(raw), '은/는')} 이미 기약분수입니다.`, `\\(${raw}\\) is already in lowest terms.`]
            : [`약분하면 \\(${raw}=${answer}\\)입니다.`, `Reduce: \\(${raw}=${answer}\\).`],
        ],
        difficulty: fixed || whole ? 3 : 2,
      });
    },
    check: ({ whole, fixed, cycle }, problem) => {
      // Long-divide the key and compare its digits with the decimal the stem shows.
      const match = /^(-?)\\frac\{(\d+)\}\{(\d+)\}$/.exec(problem.answer) ?? /^()(\d+)()$/.exec(problem.answer);
      if (!match) return false;
      const n = Number(match[2]);
      const d = match[3] ? Number(match[3]) : 1;
      if (gcd(n, d) !== 1) return false;
      const { whole: w, digits } = longDivision(n, d, 24);
      return w === whole && digits === (fixed + cycle.repeat(24)).slice(0, 24);
    },
  }),

  defineTemplate(U, 'terminating-fraction', {
    version: 2,
    params: (rng) => ({ pick: rng.int(0, 10_000) }),
    generate: (_p, rng) => {
      const good = rng.pick([2, 4, 5, 8, 10, 16, 20, 25, 40, 50]);
      const k = rng.pick([3, 7, 9, 11, 3]);
      // The correct fraction may hide its terminating denominator behind a common factor.
      let top = rng.int(1, good * 3);
      while (gcd(top, good) !== 1) top++;
      const hidden = rng.int(0, 1) === 1;
      const correct = hidden ? `\\frac{${top * k}}{${good * k}}` : `\\frac{${top}}{${good}}`;
      const wrong: Array<[number, number]> = [];
      for (const bad of rng.shuffle([3, 6, 7, 9, 11, 12, 14, 15, 21, 24, 30, 35, 45, 60])) {
        let t = rng.int(1, bad * 2);
        while (gcd(t, bad) !== 1) t++;
        wrong.push([t, bad]);
      }
      // Only the four wrong fractions that are shown are explained: the first four with distinct values.
      const shown: Array<[number, number]> = [];
      for (const [t, bad] of wrong) {
        if (shown.length < 4 && !shown.some(([u, v]) => u * bad === t * v)) shown.push([t, bad]);
      }
      const why = shown.map(([t, bad]) => `\\(\\frac{${t}}{${bad}}\\) (\\(${factored(bad)}\\))`).join(', ');
      return multiple(rng, {
        stem: [
          `다음 분수 중 유한소수로 나타낼 수 있는 것은?`,
          `Which fraction can be written as a terminating decimal?`,
        ],
        correct: m(correct),
        wrong: shown.map(([t, bad]) => m(`\\frac{${t}}{${bad}}`)),
        steps: [
          [
            `기약분수로 나타냈을 때 분모의 소인수가 \\(2\\) 또는 \\(5\\)뿐이면 유한소수로 나타낼 수 있습니다.`,
            `A fraction in lowest terms is a terminating decimal exactly when its denominator has no prime factors other than \\(2\\) and \\(5\\).`,
          ],
          [
            `${hidden ? `\\(${correct}=\\frac{${top}}{${good}}\\)` : `\\(${correct}\\)`}의 분모 ${withJosa(m(factored(good)), '은/는')} 소인수가 \\(2\\)나 \\(5\\)뿐이므로 유한소수입니다.`,
            `${hidden ? `\\(${correct}=\\frac{${top}}{${good}}\\)` : `\\(${correct}\\)`} has denominator \\(${factored(good)}\\), with no prime factors but \\(2\\) and \\(5\\), so it terminates.`,
          ],
          [
            `나머지는 기약분수의 분모에 \\(2\\), \\(5\\) 이외의 소인수가 있습니다: ${why}`,
            `Each of the others has a prime factor other than \\(2\\) and \\(5\\) in its denominator: ${why}.`,
          ],
        ],
        difficulty: hidden && k > 1 ? 4 : 3,
      });
    },
    check: (_p, problem) => {
      // Long-divide every choice and see which one stops.
      const stops = (problem.choices ?? []).map((c) => {
        const match = /\\frac\{(\d+)\}\{(\d+)\}/.exec(c);
        return match ? terminates(Number(match[1]), Number(match[2])) : false;
      });
      return stops.filter(Boolean).length === 1 && stops[Number(problem.answer)] === true;
    },
  }),

  defineTemplate(U, 'terminating-multiplier', {
    version: 2,
    params: (rng) => {
      const twoFive = rng.pick([1, 2, 4, 5, 8, 10, 20]);
      const other = rng.pick([3, 7, 9, 11, 13, 21, 33]);
      let top = rng.int(1, 40);
      while (gcd(top, other) !== 1) top++;
      const shared = rng.pick([1, 1, 3]);
      return { twoFive, other, top, shared: gcd(shared, other) === shared && shared !== other ? shared : 1 };
    },
    generate: ({ twoFive, other, top, shared }) => {
      const den = twoFive * other;
      const numerator = top * shared;
      // After reducing, the part of the denominator other than 2 and 5 must be cancelled.
      const g = gcd(numerator, den);
      const reducedDen = den / g;
      let need = reducedDen;
      while (need % 2 === 0) need /= 2;
      while (need % 5 === 0) need /= 5;
      const reduced = frac(numerator, den);
      const lowest =
        g === 1
          ? `\\(${reduced}\\)의 분모를 소인수분해하면 \\(${reducedDen}=${primeProduct(reducedDen)}\\)`
          : `기약분수로 나타내면 \\(${fracRaw(numerator, den)}=${reduced}\\)이고, 분모를 소인수분해하면 \\(${reducedDen}=${primeProduct(reducedDen)}\\)`;
      const lowestEn =
        g === 1
          ? `The denominator of \\(${reduced}\\) is \\(${reducedDen}=${primeProduct(reducedDen)}\\)`
          : `In lowest terms \\(${fracRaw(numerator, den)}=${reduced}\\), whose denominator is \\(${reducedDen}=${primeProduct(reducedDen)}\\)`;
      return essay({
        stem: [
          `분수 \\(\\frac{${numerator}}{${den}}\\)에 자연수 \\(x\\)를 곱하면 유한소수가 됩니다. 가장 작은 \\(x\\)의 값을 구하시오.`,
          `When the fraction \\(\\frac{${numerator}}{${den}}\\) is multiplied by a whole number \\(x\\), the result is a terminating decimal. Find the smallest such \\(x\\).`,
        ],
        answer: String(need),
        form: 'number',
        hint: HINTS.whole,
        steps: [
          [
            `${lowest}입니다. \\(2\\), \\(5\\) 이외의 소인수의 곱은 \\(${need}\\)입니다.`,
            `${lowestEn}. Its prime factors other than \\(2\\) and \\(5\\) multiply to \\(${need}\\).`,
          ],
          [
            `이 부분이 약분되어야 하므로 \\(x\\)는 \\(${need}\\)의 배수이고, 가장 작은 값은 \\(x=${need}\\)입니다.`,
            `That part must cancel, so \\(x\\) is a multiple of \\(${need}\\); the smallest is \\(x=${need}\\).`,
          ],
        ],
        difficulty: 4,
      });
    },
    check: ({ twoFive, other, top, shared }, problem) => {
      let x = 1;
      while (!terminates(top * shared * x, twoFive * other)) x++;
      return keyIs(problem, x);
    },
  }),
];
