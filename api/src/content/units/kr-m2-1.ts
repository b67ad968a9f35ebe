// 중2 1. 유리수와 순환소수: repeating decimals as fractions and back, the n-th digit of a repeating decimal, sums of
// repeating decimals, which fractions terminate, making a fraction terminate, and a fraction copied wrong by two students.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { gcd } from '../kit/numbers.js';
import { frac, fracRaw, m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { ordinal } from '../kit/english.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { keyIs, mathRuns, stemMath } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';
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

/** n/d (0 < n, d) split into whole part, the digits before the cycle and the cycle, by tracking remainders. */
function decimalOf(n: number, d: number): { whole: number; fixed: string; cycle: string } {
  const seen = new Map<number, number>();
  let rest = n % d;
  let digits = '';
  while (rest !== 0 && !seen.has(rest)) {
    seen.set(rest, digits.length);
    rest *= 10;
    digits += String(Math.floor(rest / d));
    rest %= d;
  }
  const start = rest === 0 ? digits.length : (seen.get(rest) as number);
  return { whole: Math.floor(n / d), fixed: digits.slice(0, start), cycle: digits.slice(start) };
}

/** A repeating decimal as written with dots (0.1\\dot{2}3\\dot{4}) read back as [numerator, denominator], by the 9s rule. */
function readRepeating(tex: string): [number, number] | null {
  const match = /^(\d+)\.(\d*)\\dot\{(\d)\}(?:(\d*)\\dot\{(\d)\})?$/.exec(tex.trim());
  if (!match) return null;
  const [, whole, fixed, first, middle, last] = match;
  const cycle = `${first}${middle ?? ''}${last ?? ''}`;
  const head = Number(`${whole}${fixed}`);
  const den = Number(`${'9'.repeat(cycle.length)}${'0'.repeat((fixed as string).length)}`);
  const top = Number(`${whole}${fixed}${cycle}`) - head;
  const g = gcd(top, den);
  return [top / g, den / g];
}

/** The fraction a key is written as: \\frac{a}{b} or a whole number. */
function keyFraction(answer: string): [number, number] | null {
  const match = /^\\frac\{(\d+)\}\{(\d+)\}$/.exec(answer) ?? /^(\d+)()$/.exec(answer);
  return match ? [Number(match[1]), match[2] ? Number(match[2]) : 1] : null;
}

const dotted = (n: number, d: number) => {
  const { whole, fixed, cycle } = decimalOf(n, d);
  return repeatingTex(whole, fixed, cycle);
};

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
  // The n-th digit after the point: the cycle repeats, so only the position within the cycle matters.
  defineTemplate(U, 'nth-digit', {
    version: 1,
    params: (rng) => {
      const d = rng.pick([7, 11, 13, 27, 33, 37, 41]);
      let n = rng.int(1, d - 1);
      while (gcd(n, d) !== 1) n++;
      return { n, d, place: rng.int(20, 99) };
    },
    generate: ({ n, d, place }) => {
      const { cycle } = decimalOf(n, d);
      const tex = repeatingTex(0, '', cycle);
      const len = cycle.length;
      const r = place % len;
      const at = r === 0 ? len : r;
      const digit = cycle[at - 1] as string;
      return essay({
        stem: [
          `분수 ${withJosa(m(`\\frac{${n}}{${d}}`), '을/를')} 소수로 나타낼 때, 소수점 아래 \\(${place}\\)번째 자리의 숫자를 구하시오.`,
          `When \\(\\frac{${n}}{${d}}\\) is written as a decimal, find the digit in the ${ordinal(place)} place after the decimal point.`,
        ],
        answer: digit,
        form: 'number',
        hint: HINTS.whole,
        steps: [
          [
            `나눗셈을 하면 \\(\\frac{${n}}{${d}}=${tex}\\)이므로 순환마디는 \\(${cycle}\\)이고, 숫자 \\(${len}\\)개가 반복됩니다.`,
            `Divide: \\(\\frac{${n}}{${d}}=${tex}\\). The repeating block is \\(${cycle}\\), \\(${len}\\) digits long.`,
          ],
          [
            `\\(${place}=${len}\\times ${Math.floor((place - 1) / len)}+${at}\\)이므로 \\(${place}\\)번째 자리는 순환마디의 \\(${at}\\)번째 숫자와 같습니다.`,
            `Since \\(${place}=${len}\\times ${Math.floor((place - 1) / len)}+${at}\\), the ${ordinal(place)} digit is digit number \\(${at}\\) of the block.`,
          ],
          [`따라서 구하는 숫자는 \\(${digit}\\)입니다.`, `So the digit is \\(${digit}\\).`],
        ],
        difficulty: len > 2 ? 3 : 2,
      });
    },
    // Long-divide digit by digit up to the asked place.
    check: ({ n, d, place }, problem) => {
      let rest = n % d;
      let digit = 0;
      for (let i = 0; i < place; i++) {
        digit = Math.floor((rest * 10) / d);
        rest = (rest * 10) % d;
      }
      return keyIs(problem, digit);
    },
  }),

  // The same fraction as a repeating decimal: the dots go over the first and last digit of the block.
  defineTemplate(U, 'fraction-to-repeating', {
    version: 1,
    params: (rng) => {
      const d = rng.pick([6, 12, 15, 22, 30, 44, 55, 74, 110, 135, 270]);
      let n = rng.int(1, 2 * d);
      while (gcd(n, d) !== 1 || n % d === 0) n++;
      return { n, d };
    },
    generate: ({ n, d }, rng) => {
      const { whole, fixed, cycle } = decimalOf(n, d);
      const right = repeatingTex(whole, fixed, cycle);
      // Wrong: the block started one digit early or late, a longer block, the dot over every digit's neighbour.
      const twice = cycle + cycle;
      const candidates = [
        fixed ? repeatingTex(whole, fixed.slice(0, -1), `${fixed.slice(-1)}${cycle.slice(0, -1)}`) : '',
        repeatingTex(
          whole,
          fixed + cycle.slice(0, 1),
          cycle.length > 1 ? `${cycle.slice(1)}${cycle.slice(0, 1)}0` : '0',
        ),
        repeatingTex(whole, fixed, `${cycle}${(Number(cycle.slice(-1)) + 1) % 10}`),
        repeatingTex(whole, `${fixed}${cycle}`, `${(Number(cycle[0]) + 1) % 10}`),
        repeatingTex(whole, fixed, twice.slice(1, cycle.length + 1)),
        repeatingTex(whole + 1, fixed, cycle),
        repeatingTex(whole, `${fixed}${cycle[0]}`, `${(Number(cycle[0]) + 3) % 10}`),
      ];
      const value = (tex: string) => readRepeating(tex);
      const wrong: string[] = [];
      const seen = [value(right)!];
      for (const c of candidates) {
        const v = c ? value(c) : null;
        if (v && !seen.some(([a, b]) => a * v[1] === b * v[0])) {
          seen.push(v);
          wrong.push(m(c));
        }
      }
      return multiple(rng, {
        stem: [
          `분수 ${withJosa(m(`\\frac{${n}}{${d}}`), '을/를')} 순환소수로 바르게 나타낸 것은?`,
          `Which shows \\(\\frac{${n}}{${d}}\\) correctly as a repeating decimal?`,
        ],
        correct: m(right),
        wrong,
        steps: [
          [
            `\\(${n}\\div ${d}\\)의 나눗셈을 계속하면 몫은 \\(${whole}.${fixed}${cycle}\\cdots\\)이고, ${fixed ? `소수점 아래 ${withJosa(m(fixed), '이/가')} 나온 다음부터` : '소수점 아래 첫째 자리부터'} ${withJosa(m(cycle), '이/가')} 끝없이 되풀이됩니다.`,
            `Keep dividing \\(${n}\\div ${d}\\): the quotient is \\(${whole}.${fixed}${cycle}\\ldots\\), and ${fixed ? `after the digits \\(${fixed}\\)` : 'from the first decimal place on'} the digits \\(${cycle}\\) repeat forever.`,
          ],
          [
            `${fixed ? `소수점 아래 ${withJosa(m(fixed), '은/는')} 한 번만 나오고, ` : ''}처음으로 되풀이되는 부분은 \\(${cycle}\\)입니다. 순환마디의 처음과 끝 숫자 위에 점을 찍으면 \\(${right}\\)입니다.`,
            `${fixed ? `The digits \\(${fixed}\\) appear once; ` : ''}the block that repeats is \\(${cycle}\\). Put a dot over its first and last digit: \\(${right}\\).`,
          ],
        ],
        difficulty: fixed ? 3 : 2,
      });
    },
    // Read every choice back as a fraction and keep the ones equal to n/d.
    check: ({ n, d }, problem) => {
      const equal = (problem.choices ?? []).map((c) => {
        const v = readRepeating(mathRuns(c)[0] ?? c);
        return v !== null && v[0] * d === v[1] * n;
      });
      return equal.filter(Boolean).length === 1 && equal[Number(problem.answer)] === true;
    },
  }),

  // A sum of two repeating decimals: change each to a fraction first.
  defineTemplate(U, 'repeating-sum', {
    version: 1,
    params: (rng) => ({
      a: rng.int(1, 8),
      b: rng.int(10, 98),
      c: rng.int(1, 9),
      shape: rng.int(0, 1),
    }),
    generate: ({ a, b, c, shape }) => {
      // First 0.\dot{a} (a/9) or 0.a\dot{c} ((10a+c−a)/90); second 0.\dot{b_1}\dot{b_2} (b/99).
      const b2 = b % 11 === 0 ? b + 1 : b;
      // 0.3\dot{3} is written 0.\dot{3}: the digit after the point differs from the repeating one.
      const c2 = c === a ? (c % 9) + 1 : c;
      const [x, xd] = shape === 0 ? [a, 9] : [10 * a + c2 - a, 90];
      const left = shape === 0 ? `0.\\dot{${a}}` : `0.${a}\\dot{${c2}}`;
      const right = `0.\\dot{${String(b2)[0]}}\\dot{${String(b2)[1]}}`;
      const answer = frac(x * 99 + b2 * xd, xd * 99);
      const firstRaw = `\\frac{${x}}{${xd}}`;
      const den = xd === 9 ? 99 : 990;
      const num1 = (x * den) / xd;
      const num2 = (b2 * den) / 99;
      return essay({
        stem: [
          `${withJosa(m(`${left}+${right}`), '을/를')} 계산하여 기약분수로 나타내시오.`,
          `Compute \\(${left}+${right}\\) and write the result as a fraction in lowest terms.`,
        ],
        answer,
        form: 'fraction',
        steps: [
          [
            `순환소수를 먼저 분수로 바꿉니다: \\(${left}=${firstRaw}\\), \\(${right}=\\frac{${b2}}{99}\\)`,
            `Change each repeating decimal to a fraction first: \\(${left}=${firstRaw}\\) and \\(${right}=\\frac{${b2}}{99}\\).`,
          ],
          [
            `분모를 ${withJosa(m(den), '으로/로')} 통분하면 \\(\\frac{${num1}}{${den}}+\\frac{${num2}}{${den}}=\\frac{${num1 + num2}}{${den}}\\)입니다.`,
            `Over the common denominator \\(${den}\\): \\(\\frac{${num1}}{${den}}+\\frac{${num2}}{${den}}=\\frac{${num1 + num2}}{${den}}\\).`,
          ],
          [`약분하면 \\(${answer}\\)입니다.`, `In lowest terms this is \\(${answer}\\).`],
        ],
        difficulty: shape === 0 ? 3 : 4,
      });
    },
    // Read both decimals back by the 9s rule and add with cross-multiplication.
    check: (_p, problem) => {
      const [sum] = mathRuns(problem.stem.en);
      const [l, r] = (sum ?? '').split('+');
      const p = readRepeating(l ?? '');
      const q = readRepeating(r ?? '');
      const key = keyFraction(problem.answer);
      if (!p || !q || !key || gcd(key[0], key[1]) !== 1) return false;
      return key[0] * p[1] * q[1] === key[1] * (p[0] * q[1] + q[0] * p[1]);
    },
  }),

  // □ 안에 들어갈 수 있는 수: how many numerators make the fraction terminate.
  defineTemplate(U, 'count-numerators', {
    version: 1,
    params: (rng) => {
      const other = rng.pick([3, 7, 9, 11, 21, 33]);
      const limit = rng.pick([30, 50, 60, 99, 100]);
      // At least two multiples of the other factor fit under the limit.
      return { twoFive: rng.pick([2, 4, 5, 8, 10, 20]), other, limit: limit < 2 * other ? 100 : limit };
    },
    generate: ({ twoFive, other, limit }) => {
      const d = twoFive * other;
      const count = Math.floor(limit / other);
      const small = Math.min(count, 3);
      const list = Array.from({ length: small }, (_, i) => (i + 1) * other).join(',\\ ');
      return essay({
        stem: [
          `분수 \\(\\frac{\\square}{${d}}\\)를 소수로 나타내면 유한소수가 됩니다. \\(\\square\\) 안에 들어갈 수 있는 \\(1\\)부터 \\(${limit}\\)까지의 자연수는 모두 몇 개인지 구하시오.`,
          `The fraction \\(\\frac{\\square}{${d}}\\) is a terminating decimal. How many whole numbers from \\(1\\) to \\(${limit}\\) can go in the box?`,
        ],
        answer: String(count),
        form: 'number',
        unit: '개',
        hint: HINTS.whole,
        steps: [
          [
            `분모를 소인수분해하면 \\(${d}=${primeProduct(d)}\\)입니다. 유한소수가 되려면 기약분수의 분모에 \\(2\\)와 \\(5\\) 이외의 소인수가 남지 않아야 합니다.`,
            `Factor the denominator: \\(${d}=${primeProduct(d)}\\). To terminate, the denominator in lowest terms may have no prime factors but \\(2\\) and \\(5\\).`,
          ],
          [
            `따라서 분자가 ${withJosa(m(other), '을/를')} 약분해 없애야 하므로 \\(\\square\\)는 \\(${other}\\)의 배수입니다. 분자가 분모의 어떤 부분을 지워야 하는지 찾는 것이 핵심입니다.`,
            `So the numerator must cancel the \\(${other}\\): the number in the box is a multiple of \\(${other}\\). The key is seeing which part of the denominator the numerator has to cancel.`,
          ],
          [
            `\\(1\\)부터 \\(${limit}\\)까지 \\(${other}\\)의 배수는 \\(${count}\\)개입니다: \\(${list}${count > small ? ',\\ \\ldots' : ''}\\)`,
            `The multiples of \\(${other}\\) from \\(1\\) to \\(${limit}\\) are \\(${list}${count > small ? ',\\ \\ldots' : ''}\\): \\(${count}\\) of them.`,
          ],
        ],
        difficulty: 4,
      });
    },
    // Try every numerator by long division.
    check: ({ twoFive, other, limit }, problem) => {
      let count = 0;
      for (let x = 1; x <= limit; x++) if (terminates(x, twoFive * other)) count++;
      return keyIs(problem, count);
    },
  }),

  // 잘못 본 분수: one student misread the denominator (so the numerator is right), the other the numerator.
  defineTemplate(U, 'misread-fraction', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const d = rng.pick([9, 11, 33, 99, 27, 37]);
        const n = rng.int(1, d - 1);
        const d1 = rng.pick([6, 12, 15, 18, 30, 45, 90]);
        const n2 = rng.int(1, d - 1);
        if (gcd(n, d) === 1 && gcd(n, d1) === 1 && n < d1 && gcd(n2, d) === 1 && n2 !== n && d1 !== d)
          return { n, d, d1, n2, who: rng.int(0, PEOPLE.length - 2) };
      }
    },
    generate: ({ n, d, d1, n2, who }) => {
      const [p, q] = [PEOPLE[who]!, PEOPLE[who + 1]!];
      const wrongDen = dotted(n, d1);
      const wrongNum = dotted(n2, d);
      const answer = `\\frac{${n}}{${d}}`;
      return essay({
        stem: [
          `어떤 기약분수를 소수로 나타내는데 ${nameWith(p, '는')} 분모를 잘못 보아 ${withJosa(m(wrongDen), '으로/로')} 나타냈고, ${nameWith(q, '는')} 분자를 잘못 보아 ${withJosa(m(wrongNum), '으로/로')} 나타냈습니다. 처음 기약분수를 구하시오.`,
          `${p.en} and ${q.en} each wrote the same fraction in lowest terms as a decimal. ${p.en} misread the denominator and got \\(${wrongDen}\\); ${q.en} misread the numerator and got \\(${wrongNum}\\). Find the original fraction.`,
        ],
        answer,
        form: 'fraction',
        steps: [
          [
            `분모를 잘못 본 사람은 분자를 바르게 보았고, 분자를 잘못 본 사람은 분모를 바르게 보았습니다. 누가 무엇을 바르게 보았는지 가려내는 것이 핵심입니다.`,
            `Whoever misread the denominator read the numerator correctly, and the other way around. The key is sorting out what each one read correctly.`,
          ],
          [
            `${nameWith(p, '의')} 답은 \\(${wrongDen}=\\frac{${n}}{${d1}}\\)이므로 처음 분수의 분자는 \\(${n}\\)입니다.`,
            `${p.en}'s decimal is \\(${wrongDen}=\\frac{${n}}{${d1}}\\), so the numerator is \\(${n}\\).`,
          ],
          [
            `${nameWith(q, '의')} 답은 \\(${wrongNum}=\\frac{${n2}}{${d}}\\)이므로 처음 분수의 분모는 \\(${d}\\)입니다.`,
            `${q.en}'s decimal is \\(${wrongNum}=\\frac{${n2}}{${d}}\\), so the denominator is \\(${d}\\).`,
          ],
          [`따라서 처음 기약분수는 \\(${answer}\\)입니다.`, `So the original fraction is \\(${answer}\\).`],
        ],
        difficulty: 4,
      });
    },
    // Read both decimals back by the 9s rule: the numerator of the first and the denominator of the second.
    check: (_p, problem) => {
      const first = readRepeating(stemMath(problem, 0));
      const second = readRepeating(stemMath(problem, 1));
      const key = keyFraction(problem.answer);
      return !!first && !!second && !!key && key[0] === first[0] && key[1] === second[1];
    },
  }),
];
