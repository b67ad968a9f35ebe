// 중2 1. 유리수와 순환소수: repeating decimals as fractions, which fractions terminate, making a fraction terminate.
import { HINT, essay, keyIs, multiple, template } from '../lib/mh/build.js';
import { frac, gcd } from '../lib/mh/format.js';
import { particle } from '../lib/mh/ko.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m2-1';

/** Digits after the point of n/d by long division; null when it terminates within the limit is not needed. */
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

function repeatingTex(whole: number, fixed: string, cycle: string): string {
  const dotted =
    cycle.length === 1 ? `\\dot{${cycle}}` : `\\dot{${cycle[0]}}${cycle.slice(1, -1)}\\dot{${cycle[cycle.length - 1]}}`;
  return `${whole}.${fixed}${dotted}`;
}

export const templates: ProblemTemplate[] = [
  template(U, 'repeating-to-fraction', {
    params: (rng) => {
      const cycleLength = rng.int(1, 2);
      let cycle: string;
      do {
        cycle = Array.from({ length: cycleLength }, () => String(rng.int(0, 9))).join('');
      } while (/^0+$/.test(cycle) || /^9+$/.test(cycle) || (cycleLength === 2 && cycle[0] === cycle[1]));
      const fixed = rng.int(0, 2) === 0 ? String(rng.int(0, 9)) : '';
      return { whole: rng.int(0, 3), fixed: fixed === cycle[cycle.length - 1] ? '' : fixed, cycle };
    },
    make: ({ whole, fixed, cycle }) => {
      const all = Number(`${whole}${fixed}${cycle}`);
      const head = Number(`${whole}${fixed}`);
      const den = Number(`${'9'.repeat(cycle.length)}${'0'.repeat(fixed.length)}`);
      const answer = frac(all - head, den);
      const tex = repeatingTex(whole, fixed, cycle);
      return essay({
        stem: [
          `순환소수 \\(${tex}\\)${particle(cycle, '을/를')} 기약분수로 나타내시오.`,
          `Write the repeating decimal \\(${tex}\\) as a fraction in lowest terms.`,
        ],
        answer,
        hint: HINT.frac,
        steps: [
          [
            `분모에는 순환마디의 숫자 개수만큼 \\(9\\)를, 소수점 아래 순환하지 않는 숫자 개수만큼 \\(0\\)을 씁니다: 분모 \\(${den}\\).`,
            `The denominator has one \\(9\\) per repeating digit followed by one \\(0\\) per non-repeating decimal digit: \\(${den}\\).`,
          ],
          [
            `분자는 (전체 수) \\(-\\) (순환하지 않는 부분)이므로 \\(${all}-${head}=${all - head}\\)입니다.`.replace(
              '(전체 수) \\(-\\) (순환하지 않는 부분)',
              '전체 숫자로 된 수에서 순환하지 않는 부분을 뺀 값',
            ),
            `The numerator is the whole digit string minus the non-repeating part: \\(${all}-${head}=${all - head}\\).`,
          ],
          gcd(all - head, den) === 1
            ? [
                `\\(\\frac{${all - head}}{${den}}\\)은 이미 기약분수입니다.`,
                `\\(\\frac{${all - head}}{${den}}\\) is already in lowest terms.`,
              ]
            : [
                `약분하면 \\(\\frac{${all - head}}{${den}}=${answer}\\)입니다.`,
                `Reduce: \\(\\frac{${all - head}}{${den}}=${answer}\\).`,
              ],
        ],
        difficulty: fixed || whole ? 3 : 2,
      });
    },
    check: ({ whole, fixed, cycle }, problem) => {
      // Long-divide the key and compare its digits with the decimal the stem shows.
      const m = /^(-?)\\frac\{(\d+)\}\{(\d+)\}$/.exec(problem.answer) ?? /^()(\d+)()$/.exec(problem.answer);
      if (!m) return false;
      const n = Number(m[2]);
      const d = m[3] ? Number(m[3]) : 1;
      if (gcd(n, d) !== 1) return false;
      const { whole: w, digits } = longDivision(n, d, 24);
      return w === whole && digits === (fixed + cycle.repeat(24)).slice(0, 24);
    },
  }),

  template(U, 'terminating-fraction', {
    params: (rng) => ({ pick: rng.int(0, 10_000) }),
    make: (_p, rng) => {
      const good = rng.pick([2, 4, 5, 8, 10, 16, 20, 25, 40, 50]);
      const k = rng.pick([3, 7, 9, 11, 3]);
      // The correct fraction may hide its terminating denominator behind a common factor.
      let top = rng.int(1, good * 3);
      while (gcd(top, good) !== 1) top++;
      const correct = rng.int(0, 1) ? `\\frac{${top * k}}{${good * k}}` : `\\frac{${top}}{${good}}`;
      const wrong: string[] = [];
      for (const bad of rng.shuffle([3, 6, 7, 9, 11, 12, 14, 15, 21, 24, 30, 35, 45, 60])) {
        let t = rng.int(1, bad * 2);
        while (gcd(t, bad) !== 1 || bad / gcd(bad, 1) === 1) t++;
        wrong.push(`\\frac{${t}}{${bad}}`);
      }
      return multiple(rng, {
        stem: [
          `다음 분수 중 유한소수로 나타낼 수 있는 것은?`,
          `Which fraction can be written as a terminating decimal?`,
        ],
        correct,
        wrong,
        steps: [
          [
            `기약분수로 나타냈을 때 분모의 소인수가 \\(2\\) 또는 \\(5\\)뿐이면 유한소수입니다.`,
            `A fraction in lowest terms is a terminating decimal exactly when its denominator has no prime factors other than \\(2\\) and \\(5\\).`,
          ],
          [
            `${correct === `\\frac{${top}}{${good}}` ? `\\(${correct}\\)` : `\\(${correct}=\\frac{${top}}{${good}}\\)`}의 분모 \\(${good}\\)${particle(String(good), '은/는')} \\(2\\)와 \\(5\\)만으로 이루어지고, 나머지는 분모에 \\(3\\), \\(7\\), \\(11\\) 등이 남습니다.`,
            `${correct === `\\frac{${top}}{${good}}` ? `\\(${correct}\\)` : `\\(${correct}=\\frac{${top}}{${good}}\\)`} has denominator \\(${good}\\), made of \\(2\\)s and \\(5\\)s only; the others keep a factor such as \\(3\\), \\(7\\) or \\(11\\).`,
          ],
        ],
        difficulty: correct.includes(`${top * k}`) && k > 1 ? 4 : 3,
      });
    },
    check: (_p, problem) => {
      // Long-divide every choice and see which one stops.
      const stops = (problem.choices ?? []).map((c) => {
        const m = /\\frac\{(\d+)\}\{(\d+)\}/.exec(c);
        return m ? terminates(Number(m[1]), Number(m[2])) : false;
      });
      return stops.filter(Boolean).length === 1 && stops[Number(problem.answer)] === true;
    },
  }),

  template(U, 'terminating-multiplier', {
    params: (rng) => {
      const twoFive = rng.pick([1, 2, 4, 5, 8, 10, 20]);
      const other = rng.pick([3, 7, 9, 11, 13, 21, 33]);
      let top = rng.int(1, 40);
      while (gcd(top, other) !== 1) top++;
      const shared = rng.pick([1, 1, 3]);
      return { twoFive, other, top, shared: gcd(shared, other) === shared && shared !== other ? shared : 1 };
    },
    make: ({ twoFive, other, top, shared }) => {
      const den = twoFive * other;
      const num = top * shared;
      // After reducing, the part of the denominator other than 2 and 5 must be cancelled.
      const g = gcd(num, den);
      const reducedDen = den / g;
      let need = reducedDen;
      while (need % 2 === 0) need /= 2;
      while (need % 5 === 0) need /= 5;
      return essay({
        stem: [
          `분수 \\(\\frac{${num}}{${den}}\\)에 자연수 \\(x\\)를 곱하면 유한소수가 됩니다. 가장 작은 \\(x\\)의 값을 구하시오.`,
          `When the fraction \\(\\frac{${num}}{${den}}\\) is multiplied by a whole number \\(x\\), the result is a terminating decimal. Find the smallest such \\(x\\).`,
        ],
        answer: String(need),
        hint: HINT.nat,
        steps: [
          [
            `기약분수로 나타내면 \\(${frac(num, den)}\\)이고, 분모를 소인수분해했을 때 \\(2\\), \\(5\\) 이외의 소인수의 곱은 \\(${need}\\)입니다.`,
            `In lowest terms it is \\(${frac(num, den)}\\); the part of the denominator made of primes other than \\(2\\) and \\(5\\) is \\(${need}\\).`,
          ],
          [
            `이 부분이 약분되도록 \\(x=${need}\\)${particle(String(need), '을/를')} 곱해야 합니다.`,
            `Multiplying by \\(x=${need}\\) cancels it, so \\(x=${need}\\).`,
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
