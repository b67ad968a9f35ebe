// 중1 2. 정수와 유리수: calculations with integers and rational numbers, counting integers in a range, absolute value.
import { HINT, essay, keyIs, multiple, stemMath, template } from '../lib/mh/build.js';
import { frac, fracRaw, num, paren, parenFrac } from '../lib/mh/format.js';
import { evalLatex } from '../lib/mh/latex-eval.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m1-2';
const nonZero = (rng: { intExcept(a: number, b: number, e: number[]): number }, lo: number, hi: number) =>
  rng.intExcept(lo, hi, [0]);

export const templates: ProblemTemplate[] = [
  template(U, 'integer-expression', {
    params: (rng) => ({
      form: rng.int(0, 3),
      a: nonZero(rng, -12, 12),
      b: nonZero(rng, -9, 9),
      c: nonZero(rng, -9, 9),
      k: nonZero(rng, -6, 6),
    }),
    make: ({ form, a, b, c: c0, k }) => {
      const c = form === 0 ? -Math.abs(c0) : c0;
      // Each form: the expression, the value, and the step that is done first.
      const forms = [
        { tex: `${paren(a)}+${paren(b)}-${paren(c)}`, value: a + b - c, first: `${paren(a)}+${paren(b)}+${paren(-c)}` },
        { tex: `${paren(a)}-${paren(b)}\\times${paren(c)}`, value: a - b * c, first: `${paren(a)}-${paren(b * c)}` },
        { tex: `${paren(a)}+${paren(b * k)}\\div${paren(k)}`, value: a + b, first: `${paren(a)}+${paren(b)}` },
        {
          tex: `\\left[${paren(a)}-${paren(b)}\\right]\\times${paren(c)}`,
          value: (a - b) * c,
          first: `${paren(a - b)}\\times${paren(c)}`,
        },
      ];
      const f = forms[form] as (typeof forms)[number];
      return essay({
        stem: [`다음을 계산하시오. \\(${f.tex}\\)`, `Evaluate \\(${f.tex}\\).`],
        answer: num(f.value),
        hint: HINT.int,
        steps: [
          [
            form === 0
              ? `빼기는 부호를 바꾼 수를 더하는 것과 같습니다: \\(${f.first}\\)`
              : form === 3
                ? `괄호 안을 먼저 계산합니다: \\(${f.first}\\)`
                : `곱셈과 나눗셈을 먼저 계산합니다: \\(${f.first}\\)`,
            form === 0
              ? `Subtracting a number is adding its opposite: \\(${f.first}\\)`
              : form === 3
                ? `Work inside the brackets first: \\(${f.first}\\)`
                : `Multiply or divide first: \\(${f.first}\\)`,
          ],
          [`따라서 \\(${f.tex}=${num(f.value)}\\)입니다.`, `So \\(${f.tex}=${num(f.value)}\\).`],
        ],
        difficulty: form === 0 ? 2 : 3,
      });
    },
    check: (_p, problem) => keyIs(problem, evalLatex(stemMath(problem))[0] as number),
  }),

  template(U, 'fraction-expression', {
    params: (rng) => {
      const b = rng.int(2, 9);
      const d = rng.intExcept(2, 9, [b]);
      return { op: rng.int(0, 2), a: nonZero(rng, -8, 8), b, c: rng.int(1, 8), d };
    },
    make: ({ op, a, b, c, d }, rng) => {
      const x = frac(a, b);
      const y = parenFrac(-c, d);
      const ops = [
        // a/b - (-c/d)
        {
          tex: `${x}-${y}`,
          n: a * d + c * b,
          m: b * d,
          wrong: [
            [a * d - c * b, b * d],
            [a - c, b + d],
            [a + c, b + d],
          ],
        },
        // a/b × (-c/d)
        {
          tex: `${x}\\times${y}`,
          n: -a * c,
          m: b * d,
          wrong: [
            [a * c, b * d],
            [-a * d, b * c],
            [a * d, b * c],
          ],
        },
        // a/b ÷ (-c/d)
        {
          tex: `${x}\\div${y}`,
          n: -a * d,
          m: b * c,
          wrong: [
            [a * d, b * c],
            [-a * c, b * d],
            [a * c, b * d],
          ],
        },
      ];
      const o = ops[op] as (typeof ops)[number];
      const correct = frac(o.n, o.m);
      const wrong = [...o.wrong.map(([n, m]) => frac(n as number, m as number)), frac(-o.n, o.m), frac(o.m, o.n || 1)];
      const how = [
        [
          `빼는 수의 부호를 바꾸어 더하고 통분합니다: \\(${fracRaw(a * d, b * d)}+${fracRaw(c * b, b * d)}\\)`,
          `Change subtraction to adding the opposite, then use a common denominator: \\(${fracRaw(a * d, b * d)}+${fracRaw(c * b, b * d)}\\)`,
        ],
        [
          `분자끼리, 분모끼리 곱하고 부호를 정합니다: \\(${frac(-a * c, b * d)}\\)`,
          `Multiply numerators and denominators, then decide the sign: \\(${frac(-a * c, b * d)}\\)`,
        ],
        [
          `나누는 수의 역수를 곱합니다: \\(${x}\\times${parenFrac(-d, c)}\\)`,
          `Multiply by the reciprocal of the divisor: \\(${x}\\times${parenFrac(-d, c)}\\)`,
        ],
      ] as const;
      return multiple(rng, {
        stem: [`다음을 계산한 값은? \\(${o.tex}\\)`, `What is the value of \\(${o.tex}\\)?`],
        correct,
        wrong,
        steps: [
          how[op] as readonly [string, string],
          [`따라서 답은 \\(${correct}\\)입니다.`, `So the answer is \\(${correct}\\).`],
        ],
        difficulty: op === 0 ? 3 : 2,
      });
    },
    check: (_p, problem) => keyIs(problem, evalLatex(stemMath(problem))[0] as number),
  }),

  template(U, 'integers-between', {
    params: (rng) => {
      const b = rng.int(2, 7);
      const d = rng.int(2, 7);
      return { kind: rng.int(0, 1), a: rng.int(1, 40), b, c: rng.int(1, 40), d, n: rng.int(2, 15) };
    },
    make: ({ kind, a, b, c, d, n }) => {
      if (kind === 0) {
        return essay({
          stem: [
            `절댓값이 \\(${n}\\) 이하인 정수의 개수를 구하시오.`,
            `How many integers have an absolute value of at most \\(${n}\\)?`,
          ],
          answer: String(2 * n + 1),
          hint: HINT.nat,
          steps: [
            [
              `절댓값이 \\(${n}\\) 이하인 정수는 \\(-${n}\\)부터 \\(${n}\\)까지입니다.`,
              `They are the integers from \\(-${n}\\) to \\(${n}\\).`,
            ],
            [
              `음수 \\(${n}\\)개, \\(0\\), 양수 \\(${n}\\)개이므로 \\(${2 * n + 1}\\)개입니다.`,
              `That is \\(${n}\\) negatives, \\(0\\) and \\(${n}\\) positives: \\(${2 * n + 1}\\) integers.`,
            ],
          ],
          difficulty: 2,
        });
      }
      const lo = Math.floor(-a / b) + 1;
      const hi = Math.floor(c / d);
      const count = hi - lo + 1;
      return essay({
        stem: [
          `\\(${frac(-a, b)}\\)보다 크고 \\(${frac(c, d)}\\) 이하인 정수의 개수를 구하시오.`,
          `How many integers are greater than \\(${frac(-a, b)}\\) and less than or equal to \\(${frac(c, d)}\\)?`,
        ],
        answer: String(count),
        hint: HINT.nat,
        steps: [
          [
            `\\(${frac(-a, b)}\\)보다 큰 가장 작은 정수는 \\(${lo}\\), \\(${frac(c, d)}\\) 이하인 가장 큰 정수는 \\(${hi}\\)입니다.`,
            `The smallest integer greater than \\(${frac(-a, b)}\\) is \\(${lo}\\); the largest integer at most \\(${frac(c, d)}\\) is \\(${hi}\\).`,
          ],
          [
            `\\(${lo}\\)부터 \\(${hi}\\)까지의 정수는 \\(${hi}-(${lo})+1=${count}\\)개입니다.`,
            `From \\(${lo}\\) to \\(${hi}\\) there are \\(${hi}-(${lo})+1=${count}\\) integers.`,
          ],
        ],
        difficulty: 3,
      });
    },
    check: ({ kind, a, b, c, d, n }, problem) => {
      let count = 0;
      for (let z = -100; z <= 100; z++) {
        if (kind === 0 ? Math.abs(z) <= n : z * b > -a && z * d <= c) count++;
      }
      return keyIs(problem, count);
    },
  }),
];
