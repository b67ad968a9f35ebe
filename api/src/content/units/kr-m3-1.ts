// 중3 1. 실수와 그 계산: square roots (s1); calculating with radicals (s2).
import { HINT, essay, keyIs, multiple, stemMath, template } from '../lib/mh/build.js';
import { sqrtTex, splitSqrt } from '../lib/mh/format.js';
import { evalLatex } from '../lib/mh/latex-eval.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m3-1';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;

export const templates: ProblemTemplate[] = [
  template(U, 'square-root-naturals', {
    params: (rng) => ({
      kind: rng.int(0, 1),
      k: rng.int(1, 10),
      s: rng.pick([2, 3, 5, 6, 7, 10, 11, 14, 15]),
      lo: rng.int(1, 8),
      width: rng.int(1, 4),
    }),
    make: ({ kind, k, s, lo, width }) => {
      if (kind === 0) {
        const n = k * k * s;
        return essay({
          stem: [
            `\\(\\sqrt{${n}x}\\)가 자연수가 되도록 하는 가장 작은 자연수 \\(x\\)의 값을 구하시오.`,
            `Find the smallest whole number \\(x\\) that makes \\(\\sqrt{${n}x}\\) a whole number.`,
          ],
          answer: String(s),
          hint: HINT.nat,
          steps: [
            [
              `\\(${n}=${k > 1 ? `${k}^{2}\\times` : ''}${s}\\)이므로 제곱인 인수를 빼고 남는 수는 \\(${s}\\)입니다.`,
              `\\(${n}=${k > 1 ? `${k}^{2}\\times` : ''}${s}\\); after the square factor, \\(${s}\\) is left.`,
            ],
            [
              `\\(x=${s}\\)이면 \\(\\sqrt{${n * s}}=${k * s}\\)입니다.`,
              `With \\(x=${s}\\), \\(\\sqrt{${n * s}}=${k * s}\\).`,
            ],
          ],
          difficulty: 3,
          subUnit: S1,
        });
      }
      const hi = lo + width;
      const count = hi * hi - lo * lo - 1;
      return essay({
        stem: [
          `\\(${lo}<\\sqrt{n}<${hi}\\)를 만족하는 자연수 \\(n\\)의 개수를 구하시오.`,
          `How many whole numbers \\(n\\) satisfy \\(${lo}<\\sqrt{n}<${hi}\\)?`,
        ],
        answer: String(count),
        hint: HINT.nat,
        steps: [
          [`각 변을 제곱하면 \\(${lo * lo}<n<${hi * hi}\\)입니다.`, `Square each part: \\(${lo * lo}<n<${hi * hi}\\).`],
          [
            `자연수 \\(n\\)은 \\(${lo * lo + 1}\\)부터 \\(${hi * hi - 1}\\)까지 \\(${count}\\)개입니다.`,
            `So \\(n\\) runs from \\(${lo * lo + 1}\\) to \\(${hi * hi - 1}\\): \\(${count}\\) numbers.`,
          ],
        ],
        difficulty: 2,
        subUnit: S1,
      });
    },
    check: ({ kind, k, s, lo, width }, problem) => {
      if (kind === 0) {
        let x = 1;
        while (!Number.isInteger(Math.sqrt(k * k * s * x))) x++;
        return keyIs(problem, x);
      }
      let count = 0;
      for (let n = 1; n < 1000; n++) if (Math.sqrt(n) > lo && Math.sqrt(n) < lo + width) count++;
      return keyIs(problem, count);
    },
  }),

  template(U, 'simplify-radicals', {
    params: (rng) => ({
      base: rng.pick([2, 3, 5, 6, 7]),
      a: rng.int(2, 4),
      b: rng.int(2, 5),
      c: rng.intExcept(-5, 5, [0]),
      d: rng.intExcept(-4, 4, [0]),
    }),
    make: ({ base, a, b, c, d }, rng) => {
      // c√(a²·base) + d√(b²·base) - in one of two shapes.
      const m = a * a * base;
      const n = b * b * base;
      const tex = `${c === 1 ? '' : c === -1 ? '-' : c}\\sqrt{${m}}${d > 0 ? '+' : '-'}${Math.abs(d) === 1 ? '' : Math.abs(d)}\\sqrt{${n}}`;
      const coef = c * a + d * b;
      const correct = sqrtTex(coef, base);
      return multiple(rng, {
        stem: [`다음을 계산한 것은? \\(${tex}\\)`, `Simplify \\(${tex}\\).`],
        correct,
        wrong: [
          sqrtTex(c + d, m + n),
          sqrtTex(c * a - d * b, base),
          sqrtTex(coef + 1, base),
          sqrtTex(c * a + d, base),
          sqrtTex(c + d * b, base),
          sqrtTex(coef, base * 2),
          `${coef}`,
        ],
        steps: [
          [
            `근호 안을 제곱인 수로 묶어 꺼냅니다: \\(\\sqrt{${m}}=${sqrtTex(1, m)}\\), \\(\\sqrt{${n}}=${sqrtTex(1, n)}\\)`,
            `Take square factors out: \\(\\sqrt{${m}}=${sqrtTex(1, m)}\\), \\(\\sqrt{${n}}=${sqrtTex(1, n)}\\).`,
          ],
          [
            `\\(\\sqrt{${base}}\\)의 계수끼리 계산하면 \\(${c * a}${d * b < 0 ? '' : '+'}${d * b}=${coef}\\)이므로 \\(${correct}\\)입니다.`,
            `Combine the coefficients of \\(\\sqrt{${base}}\\): \\(${c * a}${d * b < 0 ? '' : '+'}${d * b}=${coef}\\), giving \\(${correct}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: S2,
      });
    },
    // Numeric evaluation of the expression as stated.
    check: (_p, problem) => keyIs(problem, evalLatex(stemMath(problem))[0] as number),
  }),

  template(U, 'rationalize', {
    params: (rng) => ({ a: rng.int(1, 12), b: rng.pick([2, 3, 5, 6, 7, 8, 12, 18, 20]), k: rng.int(1, 3) }),
    make: ({ a, b, k }) => {
      const [outer, inner] = splitSqrt(b);
      // a / (k√b) = a√inner / (k·outer·inner)
      const den = k * outer * inner;
      const g = gcdInt(a, den);
      const top = a / g;
      const bottom = den / g;
      const answer = bottom === 1 ? sqrtTex(top, inner) : `\\frac{${sqrtTex(top, inner)}}{${bottom}}`;
      const denTex = `${k === 1 ? '' : k}\\sqrt{${b}}`;
      return essay({
        stem: [
          `\\(\\frac{${a}}{${denTex}}\\)의 분모를 유리화하시오.`,
          `Rationalize the denominator of \\(\\frac{${a}}{${denTex}}\\).`,
        ],
        answer,
        hint: HINT.sqrt,
        steps: [
          [
            `\\(${denTex}=${sqrtTex(k, b)}\\)이므로 분모와 분자에 \\(\\sqrt{${inner}}\\)를 곱합니다.`,
            `\\(${denTex}=${sqrtTex(k, b)}\\), so multiply top and bottom by \\(\\sqrt{${inner}}\\).`,
          ],
          [
            `\\(\\frac{${a}\\sqrt{${inner}}}{${den}}=${answer}\\)`,
            `\\(\\frac{${a}\\sqrt{${inner}}}{${den}}=${answer}\\)`,
          ],
        ],
        difficulty: 3,
        subUnit: S2,
      });
    },
    check: ({ a, b, k }, problem) => {
      // The key must equal the original value, and its denominator must be rational (no √ below the bar).
      const denominatorHasRoot = /\\frac\{[^}]*\}\{[^}]*\\sqrt/.test(problem.answer);
      return !denominatorHasRoot && keyIs(problem, a / (k * Math.sqrt(b)));
    },
  }),
];

function gcdInt(a: number, b: number): number {
  return b ? gcdInt(b, a % b) : a;
}
