// 중3 1. 실수와 그 계산: square roots, integer and decimal parts, √(A²) by the sign of A (s1); calculating with
// radicals (s2).
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { gcd, splitSqrt } from '../kit/numbers.js';
import { m, radicalFrac, signed, sqrt, sum, term } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { evalLatex, keyIs, stemMath } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m3-1';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;

/** k√n as written in a stem, not simplified: 3\sqrt{8}. */
const rootTerm = (k: number, n: number) => term(k, `\\sqrt{${n}}`);

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'square-root-naturals', {
    version: 2,
    params: (rng) => ({
      kind: rng.int(0, 1),
      k: rng.int(1, 10),
      s: rng.pick([2, 3, 5, 6, 7, 10, 11, 14, 15]),
      lo: rng.int(1, 8),
      width: rng.int(1, 4),
    }),
    generate: ({ kind, k, s, lo, width }) => {
      if (kind === 0) {
        const n = k * k * s;
        const root = `\\(\\sqrt{${n}x}\\)`;
        const split = k > 1 ? `${n}=${k}^{2}\\times ${s}` : '';
        return essay({
          stem: [
            `${withJosa(root, '이/가')} 자연수가 되도록 하는 가장 작은 자연수 \\(x\\)의 값을 구하시오.`,
            `Find the smallest natural number \\(x\\) for which ${root} is a natural number.`,
          ],
          answer: String(s),
          form: 'number',
          steps: [
            k > 1
              ? [
                  `\\(${split}\\)이므로 \\(\\sqrt{${n}x}=${k}\\sqrt{${s}x}\\)입니다. \\(${s}x\\)가 제곱수가 되어야 합니다.`,
                  `\\(${split}\\), so \\(\\sqrt{${n}x}=${k}\\sqrt{${s}x}\\), and \\(${s}x\\) must be a perfect square.`,
                ]
              : [
                  `\\(${n}\\)에는 \\(1\\)이 아닌 제곱인 약수가 없으므로 \\(${n}x\\)가 제곱수가 되려면 \\(x\\)에 ${withJosa(`\\(${n}\\)`, '이/가')} 곱해져 있어야 합니다.`,
                  `\\(${n}\\) has no square factor other than \\(1\\), so for \\(${n}x\\) to be a perfect square, \\(x\\) must contain the factor \\(${n}\\).`,
                ],
            [
              `가장 작은 자연수는 \\(x=${s}\\)이고, 이때 \\(\\sqrt{${n}\\times ${s}}=\\sqrt{${n * s}}=${k * s}\\)입니다.`,
              `The smallest is \\(x=${s}\\): then \\(\\sqrt{${n}\\times ${s}}=\\sqrt{${n * s}}=${k * s}\\).`,
            ],
          ],
          difficulty: 3,
          subUnit: S1,
        });
      }
      const hi = lo + width;
      const count = hi * hi - lo * lo - 1;
      const ineq = `\\(${lo}<\\sqrt{n}<${hi}\\)`;
      return essay({
        stem: [
          `${withJosa(ineq, '을/를')} 만족시키는 자연수 \\(n\\)의 개수를 구하시오.`,
          `How many natural numbers \\(n\\) satisfy ${ineq}?`,
        ],
        answer: String(count),
        form: 'number',
        unit: '개',
        steps: [
          [
            `각 변이 양수이므로 제곱하면 \\(${lo * lo}<n<${hi * hi}\\)입니다.`,
            `Every part is positive, so squaring gives \\(${lo * lo}<n<${hi * hi}\\).`,
          ],
          [
            `자연수 \\(n\\)은 \\(${lo * lo + 1}\\)부터 \\(${hi * hi - 1}\\)까지이므로 \\(${hi * hi - 1}-${lo * lo}=${count}\\)(개)입니다.`,
            `So \\(n\\) runs from \\(${lo * lo + 1}\\) to \\(${hi * hi - 1}\\): \\(${hi * hi - 1}-${lo * lo}=${count}\\) numbers.`,
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

  defineTemplate(U, 'simplify-radicals', {
    version: 2,
    params: (rng) => ({
      base: rng.pick([2, 3, 5, 6, 7]),
      a: rng.int(2, 4),
      b: rng.int(2, 5),
      c: rng.intExcept(-5, 5, [0]),
      d: rng.intExcept(-4, 4, [0]),
    }),
    generate: ({ base, a, b: b0, c, d }, rng) => {
      // c√(a²·base) + d√(b²·base), with two different radicands.
      const b = b0 === a ? a + 1 : b0;
      const mm = a * a * base;
      const n = b * b * base;
      const tex = sum([c, `\\sqrt{${mm}}`], [d, `\\sqrt{${n}}`]);
      const coef = c * a + d * b;
      const correct = sqrt(base, coef);
      const rootBase = `\\sqrt{${base}}`;
      return multiple(rng, {
        stem: [`다음을 계산한 것은? \\(${tex}\\)`, `Simplify \\(${tex}\\).`],
        correct: m(correct),
        wrong: [
          // Adding under the root, a sign slip, forgetting to multiply out the square factor.
          ...(c + d !== 0 ? [m(sqrt(mm + n, c + d))] : []),
          m(sqrt(base, c * a - d * b)),
          m(sqrt(base, c * a + d)),
          m(sqrt(base, c + d * b)),
          m(sqrt(base * 2, coef || 1)),
          m(sqrt(base, coef + 1)),
          m(sqrt(base, coef - 1)),
          m(sqrt(base, coef + 2)),
          m(sqrt(base, coef - 2)),
        ],
        steps: [
          [
            `근호 안의 제곱인 인수를 근호 밖으로 꺼냅니다: \\(\\sqrt{${mm}}=\\sqrt{${a}^{2}\\times ${base}}=${rootTerm(a, base)}\\), \\(\\sqrt{${n}}=\\sqrt{${b}^{2}\\times ${base}}=${rootTerm(b, base)}\\)`,
            `Take the square factors out of the roots: \\(\\sqrt{${mm}}=\\sqrt{${a}^{2}\\times ${base}}=${rootTerm(a, base)}\\) and \\(\\sqrt{${n}}=\\sqrt{${b}^{2}\\times ${base}}=${rootTerm(b, base)}\\).`,
          ],
          [
            `\\(${tex}=${sum([c * a, rootBase], [d * b, rootBase])}=${correct}\\)`,
            `\\(${tex}=${sum([c * a, rootBase], [d * b, rootBase])}=${correct}\\)`,
          ],
        ],
        difficulty: 3,
        subUnit: S2,
      });
    },
    // Numeric evaluation of the expression as stated.
    check: (_p, problem) => keyIs(problem, evalLatex(stemMath(problem))[0] as number),
  }),

  defineTemplate(U, 'rationalize', {
    version: 2,
    params: (rng) => ({ a: rng.int(1, 12), b: rng.pick([2, 3, 5, 6, 7, 8, 12, 18, 20]), k: rng.int(1, 3) }),
    generate: ({ a: a0, b, k: k0 }) => {
      // The value a/(k√b), written with a and k in lowest terms: 3/(3√5) is asked as 1/√5.
      const g = gcd(a0, k0);
      const [a, k] = [a0 / g, k0 / g];
      const [outer, inner] = splitSqrt(b);
      const den = k * outer; // a/(k√b) = a/(den·√inner)
      const answer = radicalFrac(a, inner, den * inner);
      const given = `\\frac{${a}}{${rootTerm(k, b)}}`;
      const simple = `\\frac{${a}}{${rootTerm(den, inner)}}`;
      const rootInner = `\\sqrt{${inner}}`;
      const multiplied = `\\frac{${a === 1 ? rootInner : `${a}\\times ${rootInner}`}}{${rootTerm(den, inner)}\\times ${rootInner}}`;
      const raw = `\\frac{${rootTerm(a, inner)}}{${den * inner}}`;
      const reduces = raw !== answer;
      const steps: Array<[string, string]> = [];
      if (outer > 1) {
        steps.push([
          `먼저 분모를 간단히 합니다: \\(\\sqrt{${b}}=\\sqrt{${outer}^{2}\\times ${inner}}=${rootTerm(outer, inner)}\\)이므로 \\(${given}=${simple}\\)입니다.`,
          `First simplify the denominator: \\(\\sqrt{${b}}=\\sqrt{${outer}^{2}\\times ${inner}}=${rootTerm(outer, inner)}\\), so \\(${given}=${simple}\\).`,
        ]);
      }
      const times = withJosa(`\\(${rootInner}\\)`, '을/를');
      steps.push([
        `분모와 분자에 각각 ${times} 곱하면 \\(${simple}=${multiplied}=${raw}\\)${reduces ? '' : '입니다.'}`,
        `Multiply the numerator and the denominator by \\(${rootInner}\\): \\(${simple}=${multiplied}=${raw}\\).`,
      ]);
      if (reduces) steps.push([`약분하면 \\(${raw}=${answer}\\)입니다.`, `Reduce: \\(${raw}=${answer}\\).`]);
      return essay({
        stem: [`\\(${given}\\)의 분모를 유리화하시오.`, `Rationalize the denominator of \\(${given}\\).`],
        answer,
        form: 'radical',
        steps,
        difficulty: 3,
        subUnit: S2,
      });
    },
    check: ({ a, b, k }, problem) => {
      // The key must equal the original value, have no root below the bar and a square-free radicand.
      const key = problem.answer;
      const denominatorHasRoot = /\\frac\{[^}]*\}\{[^}]*\\sqrt/.test(key);
      const radicands = [...key.matchAll(/\\sqrt\{(\d+)\}/g)].map((r) => Number(r[1]));
      const squareFree = radicands.every((r) => splitSqrt(r)[0] === 1);
      return !denominatorHasRoot && squareFree && keyIs(problem, a / (k * Math.sqrt(b)));
    },
  }),
  // Integer and decimal parts of √n: b(b + 2a) is (√n − a)(√n + a), a difference of squares.
  defineTemplate(U, 'decimal-part', {
    version: 1,
    params: (rng) => {
      const a = rng.int(2, 9);
      return { a, n: a * a + rng.int(1, 2 * a) };
    },
    generate: ({ a, n }) => {
      const value = n - a * a;
      const b = `\\sqrt{${n}}-${a}`;
      return essay({
        stem: [
          `\\(\\sqrt{${n}}\\)의 정수 부분을 \\(a\\), 소수 부분을 \\(b\\)라 할 때, \\(b(b+2a)\\)의 값을 구하시오.`,
          `Let \\(a\\) be the integer part and \\(b\\) the decimal part of \\(\\sqrt{${n}}\\). Find the value of \\(b(b+2a)\\).`,
        ],
        answer: String(value),
        form: 'number',
        steps: [
          [
            `\\(${a * a}<${n}<${(a + 1) * (a + 1)}\\)이므로 \\(${a}<\\sqrt{${n}}<${a + 1}\\)이고, 정수 부분은 \\(a=${a}\\)입니다.`,
            `Since \\(${a * a}<${n}<${(a + 1) * (a + 1)}\\), \\(${a}<\\sqrt{${n}}<${a + 1}\\): the integer part is \\(a=${a}\\).`,
          ],
          [
            `소수 부분은 (전체)\\(-\\)(정수 부분)이므로 \\(b=${b}\\)입니다.`,
            `The decimal part is the number minus its integer part: \\(b=${b}\\).`,
          ],
          [
            `\\(b+2a=\\sqrt{${n}}+${a}\\)이므로 \\(b(b+2a)=(\\sqrt{${n}}-${a})(\\sqrt{${n}}+${a})=${n}-${a * a}=${value}\\)입니다. 합과 차의 곱으로 근호를 없애는 것이 핵심입니다.`,
            `Since \\(b+2a=\\sqrt{${n}}+${a}\\), \\(b(b+2a)=(\\sqrt{${n}}-${a})(\\sqrt{${n}}+${a})=${n}-${a * a}=${value}\\). The key is that a sum times a difference clears the root.`,
          ],
        ],
        difficulty: 4,
        subUnit: S1,
      });
    },
    // Numerically: split √n with floor and multiply out.
    check: ({ n }, problem) => {
      const a = Math.floor(Math.sqrt(n));
      const b = Math.sqrt(n) - a;
      return keyIs(problem, Math.round(b * (b + 2 * a) * 1e6) / 1e6);
    },
  }),

  // √(x−a)² + √(x−b)² between a and b: each root is the absolute value, whose sign the range decides.
  defineTemplate(U, 'root-of-square-range', {
    version: 1,
    params: (rng) => {
      // Neither end is 0, so both roots hold a binomial: √((x−3)²), never √((x)²).
      const a = rng.intExcept(-6, 4, [0]);
      const b = a + rng.int(2, 9);
      return { a, b: b === 0 ? 1 : b };
    },
    generate: ({ a, b }) => {
      const shift = (c: number) => (c === 0 ? 'x' : c > 0 ? `x-${c}` : `x+${-c}`);
      const left = `\\sqrt{(${shift(a)})^{2}}`;
      const right = `\\sqrt{(${shift(b)})^{2}}`;
      const flip = (c: number) => (c === 0 ? '-x' : c > 0 ? `-x+${c}` : `-x-${-c}`);
      return essay({
        stem: [
          `\\(${a}<x<${b}\\)일 때, ${withJosa(m(`${left}+${right}`), '을/를')} 간단히 하시오.`,
          `For \\(${a}<x<${b}\\), simplify \\(${left}+${right}\\).`,
        ],
        answer: String(b - a),
        form: 'number',
        steps: [
          [
            `${withJosa(m('\\sqrt{A^{2}}'), '은/는')} \\(A\\geq 0\\)이면 \\(A\\), \\(A<0\\)이면 \\(-A\\)입니다. 근호 안의 식의 부호를 먼저 정하는 것이 핵심입니다.`,
            `\\(\\sqrt{A^{2}}\\) is \\(A\\) when \\(A\\geq 0\\) and \\(-A\\) when \\(A<0\\). The key is to settle the sign of each expression first.`,
          ],
          [
            `\\(x>${a}\\)이므로 \\(${shift(a)}>0\\)이고 \\(${left}=${shift(a)}\\)입니다.`,
            `Since \\(x>${a}\\), \\(${shift(a)}>0\\) and \\(${left}=${shift(a)}\\).`,
          ],
          [
            `\\(x<${b}\\)이므로 \\(${shift(b)}<0\\)이고 \\(${right}=${flip(b)}\\)입니다.`,
            `Since \\(x<${b}\\), \\(${shift(b)}<0\\) and \\(${right}=${flip(b)}\\).`,
          ],
          [
            `따라서 \\((${shift(a)})+(${flip(b)})=${b - a}\\)입니다.`,
            `So the sum is \\((${shift(a)})+(${flip(b)})=${b - a}\\).`,
          ],
        ],
        difficulty: 4,
        subUnit: S1,
      });
    },
    // Evaluate the stated expression at a few x strictly inside the range.
    check: ({ a, b }, problem) =>
      [0.25, 0.5, 0.75].every((t) => {
        const x = a + (b - a) * t;
        return keyIs(problem, Math.round(Math.abs(x - a) + Math.abs(x - b)));
      }),
  }),

  // √a × √b ÷ √c: multiply and divide under one root, then take out the square factor.
  defineTemplate(U, 'multiply-divide-roots', {
    version: 1,
    params: (rng) => ({
      a: rng.pick([2, 3, 5, 6, 7, 10]),
      b: rng.pick([6, 8, 12, 14, 15, 18, 20, 21]),
      c: rng.pick([2, 3, 5]),
    }),
    generate: ({ a, b, c }) => {
      // a·(b·c)/c is a whole number under the root.
      const bb = b * c;
      const under = (a * bb) / c;
      const answer = sqrt(under);
      const tex = `\\sqrt{${a}}\\times \\sqrt{${bb}}\\div \\sqrt{${c}}`;
      const [outer, inner] = splitSqrt(under);
      return essay({
        stem: [`다음을 계산하시오. \\(${tex}\\)`, `Simplify \\(${tex}\\).`],
        answer,
        form: 'radical',
        steps: [
          [
            `근호 안의 수끼리 곱하고 나눕니다: \\(${tex}=\\sqrt{\\frac{${a}\\times ${bb}}{${c}}}=\\sqrt{${under}}\\)`,
            `Multiply and divide under a single root: \\(${tex}=\\sqrt{\\frac{${a}\\times ${bb}}{${c}}}=\\sqrt{${under}}\\).`,
          ],
          outer === 1
            ? [
                `\\(${under}\\)에는 제곱인 인수가 없으므로 답은 \\(\\sqrt{${under}}\\)입니다.`,
                `\\(${under}\\) has no square factor, so the answer is \\(\\sqrt{${under}}\\).`,
              ]
            : [
                `제곱인 인수를 근호 밖으로 꺼내면 \\(\\sqrt{${under}}=\\sqrt{${outer}^{2}\\times ${inner}}=${answer}\\)입니다.`,
                `Take the square factor out: \\(\\sqrt{${under}}=\\sqrt{${outer}^{2}\\times ${inner}}=${answer}\\).`,
              ],
        ],
        difficulty: 2,
        subUnit: S2,
      });
    },
    check: ({ a, b, c }, problem) => keyIs(problem, (Math.sqrt(a) * Math.sqrt(b * c)) / Math.sqrt(c)),
  }),
  // Which real number is largest: move every coefficient under the root and compare the radicands.
  defineTemplate(U, 'largest-root', {
    version: 1,
    params: (rng) => ({ pick: rng.int(0, 10_000) }),
    generate: (_p, rng) => {
      const squares = new Set<number>();
      const items: Array<[number, number]> = [];
      while (items.length < 5) {
        const k = rng.int(1, 5);
        const s = rng.pick([1, 2, 3, 5, 6, 7]);
        if (k === 1 && s === 1) continue;
        if (!squares.has(k * k * s)) {
          squares.add(k * k * s);
          items.push([k, s]);
        }
      }
      const show = ([k, s]: [number, number]) => (s === 1 ? `${k}` : term(k, `\\sqrt{${s}}`));
      const sorted = [...items].sort((x, y) => y[0] * y[0] * y[1] - x[0] * x[0] * x[1]);
      const [best, ...rest] = sorted as [[number, number], ...Array<[number, number]>];
      const under = items
        .map(([k, s]) => (k === 1 ? show([k, s]) : `${show([k, s])}=\\sqrt{${k * k * s}}`))
        .join(',\\ ');
      return multiple(rng, {
        stem: ['다음 중 가장 큰 수는?', 'Which number is the greatest?'],
        correct: m(show(best)),
        wrong: rest.map((x) => m(show(x))),
        steps: [
          [
            `근호 밖의 수를 제곱하여 근호 안으로 넣으면 \\(${under}\\)입니다.`,
            `Square each number outside the root and move it inside: \\(${under}\\).`,
          ],
          [
            `양수끼리는 근호 안의 수가 클수록 크므로 가장 큰 수는 \\(${show(best)}=\\sqrt{${best[0] * best[0] * best[1]}}\\)입니다.`,
            `For positive numbers, the larger the number under the root, the larger the root: the greatest is \\(${show(best)}=\\sqrt{${best[0] * best[0] * best[1]}}\\).`,
          ],
        ],
        difficulty: 2,
        subUnit: S1,
      });
    },
    // Evaluate every choice and keep the largest.
    check: (_p, problem) => {
      const values = (problem.choices ?? []).map(
        (c) => evalLatex(stemMath({ ...problem, stem: { ko: c, en: c } }))[0] as number,
      );
      const top = Math.max(...values);
      return values.filter((v) => v === top).length === 1 && values[Number(problem.answer)] === top;
    },
  }),
  // When a number of the form m + n√s is rational: the coefficient of √s must vanish.
  defineTemplate(U, 'rational-condition', {
    version: 1,
    params: (rng) => ({
      k: rng.intExcept(-4, 4, [0]),
      q: rng.int(1, 5),
      r: rng.int(1, 3),
      s: rng.pick([2, 3, 5, 6, 7]),
    }),
    generate: ({ k, q, r, s }) => {
      // (p + a√s)(q − r√s) has √s-coefficient aq − pr; with p = kq it vanishes at a = kr.
      const p = k * q;
      const a = k * r;
      const root = `\\sqrt{${s}}`;
      const expr = `(${p}+a${root})(${q}-${term(r, root)})`;
      const constant = `${p * q}-${term(r * s, 'a')}`;
      const coef = `${term(q, 'a')}${signed(-p * r)}`;
      return essay({
        stem: [
          `${withJosa(`\\(${expr}\\)`, '이/가')} 유리수가 되도록 하는 유리수 \\(a\\)의 값을 구하시오.`,
          `Find the rational number \\(a\\) for which \\(${expr}\\) is a rational number.`,
        ],
        answer: String(a),
        form: 'number',
        steps: [
          [
            `전개하여 유리수 부분과 \\(${root}\\)의 계수로 정리하면 \\(${expr}=(${constant})+(${coef})${root}\\)입니다.`,
            `Expand and group the rational part and the coefficient of \\(${root}\\): \\(${expr}=(${constant})+(${coef})${root}\\).`,
          ],
          [
            `${withJosa(`\\(${root}\\)`, '은/는')} 무리수이므로 \\(m, n\\)이 유리수일 때 ${withJosa(`\\(m+n${root}\\)`, '이/가')} 유리수가 되려면 \\(n=0\\)이어야 합니다.`,
            `Since \\(${root}\\) is irrational, for rational \\(m\\) and \\(n\\) the number \\(m+n${root}\\) is rational only when \\(n=0\\).`,
          ],
          [`따라서 \\(${coef}=0\\)에서 \\(a=${a}\\)입니다.`, `So \\(${coef}=0\\), which gives \\(a=${a}\\).`],
        ],
        difficulty: 4,
        subUnit: S2,
      });
    },
    // Numerically: the product is a whole number at the key and not at the key plus one.
    check: ({ k, q, r, s }, problem) => {
      const value = (a: number) => (k * q + a * Math.sqrt(s)) * (q - r * Math.sqrt(s));
      const whole = (v: number) => Math.abs(v - Math.round(v)) < 1e-9;
      const key = Number(problem.answer);
      return whole(value(key)) && !whole(value(key + 1));
    },
  }),
];
