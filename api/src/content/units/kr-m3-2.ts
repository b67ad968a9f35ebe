// 중3 2. 다항식의 곱셈과 인수분해: expanding products (typed), identities, values of x²y + xy² and x² + y² from x + y and xy
// (s1); factoring (typed, with a common factor, by substitution), the number that makes a perfect square (s2).
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { m, paren, polyX, shift, sum } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { evalLatex, keyIs, stemMath } from '../kit/check.js';
import type { Difficulty, ProblemTemplate } from '../lib/types.js';

const U = 'kr-m3-2';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;
/** (a x + b) in LaTeX. */
const lin = (a: number, b: number) => polyX([a, b]);
/** A coefficient in front of brackets: nothing for 1, '-' for -1. */
const lead = (k: number) => (k === 1 ? '' : k === -1 ? '-' : String(k));

/** An item that asks to factor an expression in x completely, typed; the steps teach the method. */
const factorEssay = (expr: string, key: string, steps: Array<readonly [string, string]>, difficulty: Difficulty) =>
  essay({
    stem: [`다음 식을 인수분해하시오. \\(${expr}\\)`, `Factor completely: \\(${expr}\\)`],
    answer: key,
    form: 'factored',
    variables: ['x'],
    steps,
    difficulty,
    subUnit: S2,
  });

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'expand-product', {
    version: 2,
    params: (rng) => ({
      a: rng.intExcept(-4, 5, [0]),
      b: rng.intExcept(-9, 9, [0]),
      c: rng.intExcept(-4, 5, [0]),
      d: rng.intExcept(-9, 9, [0]),
      square: rng.int(0, 3) === 0,
    }),
    generate: ({ a, b, c: c0, d: d0, square }, rng) => {
      const [c, d] = square ? [a, b] : [c0, d0];
      const tex = square ? `\\left(${lin(a, b)}\\right)^{2}` : `\\left(${lin(a, b)}\\right)\\left(${lin(c, d)}\\right)`;
      const correct = polyX([a * c, a * d + b * c, b * d]);
      const terms = sum([a * c, 'x^{2}'], [a * d, 'x'], [b * c, 'x'], [b * d, '']);
      return multiple(rng, {
        stem: [`다음 식을 전개한 것은? \\(${tex}\\)`, `Expand \\(${tex}\\).`],
        correct: m(correct),
        wrong: [
          polyX([a * c, 0, b * d]),
          polyX([a * c, a * d - b * c, b * d]),
          polyX([a * c, a * d + b * c, -b * d]),
          polyX([a * c, a + c, b * d]),
          polyX([a * c, a * d + b * c + 1, b * d]),
          polyX([a + c, a * d + b * c, b * d]),
          polyX([a * c, 2 * (a * d + b * c), b * d]),
          polyX([a * c, a * d + b * c, b * d + 1]),
          polyX([a * c + 1, a * d + b * c, b * d]),
        ].map(m),
        steps: [
          [
            `분배법칙으로 앞의 식의 각 항을 뒤의 식의 각 항에 곱하면 \\(${tex}=${terms}\\)입니다.`,
            `Multiply each term of the first factor by each term of the second: \\(${tex}=${terms}\\).`,
          ],
          [`동류항끼리 정리하면 \\(${correct}\\)입니다.`, `Combine like terms: \\(${correct}\\).`],
        ],
        difficulty: square ? 2 : 3,
        subUnit: S1,
      });
    },
    check: (_p, problem) => keyIs(problem, (v) => evalLatex(stemMath(problem), v)),
  }),

  defineTemplate(U, 'factor-quadratic', {
    version: 2,
    params: (rng) => ({
      p: rng.intExcept(-9, 9, [0]),
      q: rng.intExcept(-9, 9, [0]),
      lead: rng.pick([1, 1, 1, 2, 3]),
      kind: rng.int(0, 3),
    }),
    generate: ({ p, q: q0, lead: k, kind }, rng) => {
      // k·(x + p)(x + q), or a perfect square (kind 1) or a difference of squares (kind 2).
      const q = kind === 1 ? p : kind === 2 ? -p : q0;
      const poly = polyX([k, k * (p + q), k * p * q]);
      const monic = polyX([1, p + q, p * q]);
      const factor = (u: number) => (u === 0 ? 'x' : `\\left(${shift('x', u)}\\right)`);
      // A lone x goes first, without brackets: 2x(x+1).
      const f = (u: number, v: number) =>
        u === v ? `${lead(k)}${factor(u)}^{2}` : `${lead(k)}${v === 0 ? factor(v) + factor(u) : factor(u) + factor(v)}`;
      const correct = f(p, q);
      const pair = `\\(${p}\\)${p === q ? '' : `, \\(${q}\\)`}이므로`;
      return multiple(rng, {
        stem: [`다음 식을 인수분해한 것은? \\(${poly}\\)`, `Factor \\(${poly}\\).`],
        correct: m(correct),
        wrong: [f(-p, -q), f(p, -q), f(-p, q), f(p + q, 1), f(p * q, 1), f(p, q + 1), f(p - 1, q + 1), f(p + 1, q - 1)]
          // x^2 alone is not a factoring of anything here.
          .filter((w) => w !== `${lead(k)}x^{2}`)
          .map(m),
        steps: [
          [
            k === 1
              ? `곱이 \\(${p * q}\\), 합이 \\(${p + q}\\)인 두 정수를 찾습니다.`
              : `공통인수 ${withJosa(`\\(${k}\\)`, '으로/로')} 묶으면 \\(${poly}=${k}\\left(${monic}\\right)\\)이고, 곱이 \\(${p * q}\\), 합이 \\(${p + q}\\)인 두 정수를 찾습니다.`,
            k === 1
              ? `Find two integers with product \\(${p * q}\\) and sum \\(${p + q}\\).`
              : `Take out the common factor \\(${k}\\): \\(${poly}=${k}\\left(${monic}\\right)\\). Then find two integers with product \\(${p * q}\\) and sum \\(${p + q}\\).`,
          ],
          [
            p === q ? `두 수는 모두 ${pair} \\(${correct}\\)입니다.` : `두 수는 ${pair} \\(${correct}\\)입니다.`,
            p === q
              ? `Both numbers are \\(${p}\\), so the answer is \\(${correct}\\).`
              : `They are \\(${p}\\) and \\(${q}\\), so the answer is \\(${correct}\\).`,
          ],
        ],
        difficulty: k === 1 ? 3 : 4,
        subUnit: S2,
      });
    },
    check: (_p, problem) => keyIs(problem, (v) => evalLatex(stemMath(problem), v)),
  }),

  defineTemplate(U, 'identity-value', {
    version: 2,
    params: (rng) => ({ a: rng.intExcept(-9, 9, [0]), b: rng.intExcept(-9, 9, [0]), ask: rng.int(0, 1) }),
    generate: ({ a, b, ask }) => {
      const s = a + b;
      const p = a * b;
      const value = ask === 0 ? s * s - 2 * p : s * s - 4 * p;
      const k = ask === 0 ? 2 : 4;
      const tex = ask === 0 ? 'x^{2}+y^{2}' : '(x-y)^{2}';
      const formula = `(x+y)^{2}-${k}xy`;
      const numbers = `${paren(s)}^{2}-${k}\\times ${paren(p)}`;
      return essay({
        stem: [
          `\\(x+y=${s}\\), \\(xy=${p}\\)일 때, \\(${tex}\\)의 값을 구하시오.`,
          `If \\(x+y=${s}\\) and \\(xy=${p}\\), find the value of \\(${tex}\\).`,
        ],
        answer: String(value),
        form: 'number',
        steps: [
          [
            `곱셈 공식을 변형하면 \\(${tex}=${formula}\\)입니다.`,
            `Rewrite it with the product formulas: \\(${tex}=${formula}\\).`,
          ],
          [
            `값을 대입하면 \\(${numbers}=${s * s}${p * k < 0 ? '+' : '-'}${Math.abs(p * k)}=${value}\\)입니다.`,
            `Substitute: \\(${numbers}=${s * s}${p * k < 0 ? '+' : '-'}${Math.abs(p * k)}=${value}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: S1,
      });
    },
    // The numbers a and b themselves satisfy the given sum and product: evaluate directly.
    check: ({ a, b, ask }, problem) => keyIs(problem, ask === 0 ? a * a + b * b : (a - b) ** 2),
  }),

  defineTemplate(U, 'factor-typed', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const k = rng.pick([1, 2, 3, -1, -2]);
        const r1 = rng.intExcept(-8, 8, [0]);
        const r2 = rng.intExcept(-8, 8, [0]);
        if (r1 !== r2 && r1 !== -r2) return { k, r1, r2 };
      }
    },
    generate: ({ k, r1, r2 }) => {
      const expr = polyX([k, -k * (r1 + r2), k * r1 * r2]);
      const [lo, hi] = [Math.min(r1, r2), Math.max(r1, r2)];
      const key = `${lead(k)}\\left(${shift('x', -hi)}\\right)\\left(${shift('x', -lo)}\\right)`;
      const inner = polyX([1, -(r1 + r2), r1 * r2]);
      return factorEssay(
        expr,
        key,
        [
          ...(k === 1
            ? []
            : [
                [
                  `먼저 공통인수 ${withJosa(m(k), '을/를')} 묶어 냅니다: \\(${expr}=${lead(k)}\\left(${inner}\\right)\\)`,
                  `First take out the common factor \\(${k}\\): \\(${expr}=${lead(k)}\\left(${inner}\\right)\\)`,
                ] as const,
              ]),
          [
            `곱이 \\(${r1 * r2}\\), 합이 \\(${-(r1 + r2)}\\)인 두 정수는 ${withJosa(m(-hi), '과/와')} \\(${-lo}\\)입니다.`,
            `Two integers with product \\(${r1 * r2}\\) and sum \\(${-(r1 + r2)}\\) are \\(${-hi}\\) and \\(${-lo}\\).`,
          ],
          [`따라서 \\(${expr}=${key}\\)입니다.`, `So \\(${expr}=${key}\\).`],
        ],
        k === 1 ? 2 : 3,
      );
    },
    check: (_p, problem) => keyIs(problem, (v) => evalLatex(stemMath(problem), v)),
  }),

  defineTemplate(U, 'expand-and-simplify', {
    version: 1,
    params: (rng) => ({
      a: rng.int(2, 3),
      b: rng.intExcept(-5, 5, [0]),
      c: rng.intExcept(-6, 6, [0]),
      d: rng.intExcept(-5, 5, [0]),
    }),
    generate: ({ a, b, c, d }) => {
      // (a x + b)(x + c) − (x + d)²
      const expr = `\\left(${lin(a, b)}\\right)\\left(${shift('x', c)}\\right)-\\left(${shift('x', d)}\\right)^{2}`;
      const first = polyX([a, a * c + b, b * c]);
      const second = polyX([1, 2 * d, d * d]);
      const key = polyX([a - 1, a * c + b - 2 * d, b * c - d * d]);
      return essay({
        stem: [`다음 식을 전개하여 간단히 하시오. \\(${expr}\\)`, `Expand and simplify: \\(${expr}\\)`],
        answer: key,
        form: 'expanded',
        variables: ['x'],
        steps: [
          [
            `앞의 곱을 분배법칙으로 전개하면 \\(${first}\\), 곱셈 공식 \\((a+b)^{2}=a^{2}+2ab+b^{2}\\)으로 뒤의 식을 전개하면 \\(${second}\\)입니다.`,
            `Expand the product: \\(${first}\\); and the square by \\((a+b)^{2}=a^{2}+2ab+b^{2}\\): \\(${second}\\).`,
          ],
          [
            `빼는 식은 괄호로 묶어 각 항의 부호를 바꿉니다: \\(${first}-\\left(${second}\\right)=${key}\\)`,
            `Subtract the whole square, changing every sign: \\(${first}-\\left(${second}\\right)=${key}\\)`,
          ],
        ],
        difficulty: 3,
        subUnit: S1,
      });
    },
    check: ({ a, b, c, d }, problem) => keyIs(problem, (v) => (a * v.x + b) * (v.x + c) - (v.x + d) ** 2),
  }),

  defineTemplate(U, 'perfect-square-box', {
    version: 1,
    params: (rng) => ({ n: rng.int(2, 9), k: rng.pick([1, 4, 9]), middle: rng.int(0, 1) === 1 }),
    generate: ({ n, k, middle }) => {
      // (√k x + n)² = k x² + 2√k n x + n²: the box is the middle coefficient (positive) or the constant.
      const r = Math.sqrt(k);
      const [mid, last] = [2 * r * n, n * n];
      const tex = middle ? `${k === 1 ? '' : k}x^{2}+\\square x+${last}` : `${k === 1 ? '' : k}x^{2}+${mid}x+\\square`;
      const box = middle ? mid : last;
      const square = `\\left(${r === 1 ? '' : r}x+${n}\\right)^{2}`;
      return essay({
        stem: [
          `다항식 ${withJosa(m(tex), '이/가')} 완전제곱식이 되도록 \\(\\square\\) 안에 알맞은 ${middle ? '양수' : '수'}를 구하시오.`,
          `What ${middle ? 'positive number' : 'number'} in the box makes \\(${tex}\\) a perfect square?`,
        ],
        answer: String(box),
        form: 'number',
        steps: [
          middle
            ? [
                `${k === 1 ? '' : `\\(${k}x^{2}=\\left(${r}x\\right)^{2}\\), `}\\(${last}=${n}^{2}\\)이므로 완전제곱식 \\(${square}\\)의 꼴이어야 합니다.`,
                `${k === 1 ? '' : `\\(${k}x^{2}=\\left(${r}x\\right)^{2}\\) and `}\\(${last}=${n}^{2}\\), so it must be \\(${square}\\).`,
              ]
            : [
                `\\(${mid}x=2\\times ${r === 1 ? '' : r}x\\times${n}\\)이므로 완전제곱식 \\(${square}\\)의 꼴이어야 합니다.`,
                `\\(${mid}x=2\\times ${r === 1 ? '' : r}x\\times${n}\\), so it must be \\(${square}\\).`,
              ],
          [
            middle
              ? `\\(${square}\\)을 전개하면 \\(x\\)의 계수는 \\(2\\times${r === 1 ? '' : `${r}\\times`}${n}=${mid}\\)입니다.`
              : `\\(${square}\\)을 전개하면 상수항은 \\(${n}^{2}=${last}\\)입니다.`,
            middle
              ? `Expanding \\(${square}\\), the coefficient of \\(x\\) is \\(2\\times${r === 1 ? '' : `${r}\\times`}${n}=${mid}\\).`
              : `Expanding \\(${square}\\), the constant term is \\(${n}^{2}=${last}\\).`,
          ],
        ],
        difficulty: middle ? 3 : 2,
        subUnit: S2,
      });
    },
    // A perfect square has a zero discriminant: try each positive whole number in the box.
    check: ({ n, k, middle }, problem) => {
      const r = Math.sqrt(k);
      const fits = Array.from({ length: 200 }, (_, i) => i + 1).filter((v) =>
        middle ? v * v - 4 * k * n * n === 0 : (2 * r * n) ** 2 - 4 * k * v === 0,
      );
      return fits.length === 1 && keyIs(problem, fits[0]!);
    },
  }),

  defineTemplate(U, 'factor-by-substitution', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const c = rng.intExcept(-4, 4, [0]);
        const p = rng.intExcept(-6, 6, [0]);
        const q = rng.intExcept(-6, 6, [0, p]);
        // (x + c)² − (p + q)(x + c) + pq = (x + c − p)(x + c − q); no factor may be plain x or a constant.
        if (c - p !== 0 && c - q !== 0 && p + q !== 0) return { c, p, q };
      }
    },
    generate: ({ c, p, q }) => {
      const A = `\\left(${shift('x', c)}\\right)`;
      const expr = `${A}^{2}${sum([-(p + q), A], [p * q, ''])}`;
      const inA = polyX([1, -(p + q), p * q], 'A');
      const [f1, f2] = [c - Math.max(p, q), c - Math.min(p, q)];
      const key = `\\left(${shift('x', f1)}\\right)\\left(${shift('x', f2)}\\right)`;
      return factorEssay(
        expr,
        key,
        [
          [
            `공통부분 ${withJosa(m(shift('x', c)), '을/를')} 한 문자 \\(A\\)로 놓는 치환이 핵심입니다: \\(${inA}=\\left(${shift('A', -Math.max(p, q))}\\right)\\left(${shift('A', -Math.min(p, q))}\\right)\\)`,
            `The key is to replace the repeated part \\(${shift('x', c)}\\) by one letter \\(A\\): \\(${inA}=\\left(${shift('A', -Math.max(p, q))}\\right)\\left(${shift('A', -Math.min(p, q))}\\right)\\)`,
          ],
          [
            `\\(A\\)에 ${withJosa(m(shift('x', c)), '을/를')} 다시 대입하여 정리하면 \\(${key}\\)입니다.`,
            `Put \\(${shift('x', c)}\\) back for \\(A\\) and simplify: \\(${key}\\).`,
          ],
        ],
        4,
      );
    },
    check: ({ c, p, q }, problem) => keyIs(problem, (v) => (v.x + c) ** 2 - (p + q) * (v.x + c) + p * q),
  }),

  defineTemplate(U, 'conjugate-values', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const a = rng.int(1, 5);
        const b = rng.pick([2, 3, 5, 6, 7]);
        if (a * a !== b) return { a, b, ask: rng.int(0, 1) };
      }
    },
    generate: ({ a, b, ask }) => {
      const [sumXY, prod] = [2 * a, a * a - b];
      const value = ask === 0 ? prod * sumXY : sumXY * sumXY - 2 * prod;
      const asked = ask === 0 ? 'x^{2}y+xy^{2}' : 'x^{2}+y^{2}';
      const rewritten = ask === 0 ? 'xy\\left(x+y\\right)' : '\\left(x+y\\right)^{2}-2xy';
      const work = ask === 0 ? `${paren(prod)}\\times${sumXY}` : `${sumXY}^{2}-2\\times${paren(prod)}`;
      return essay({
        stem: [
          `\\(x=${a}+\\sqrt{${b}}\\), \\(y=${a}-\\sqrt{${b}}\\)일 때, \\(${asked}\\)의 값을 구하시오.`,
          `Let \\(x=${a}+\\sqrt{${b}}\\) and \\(y=${a}-\\sqrt{${b}}\\). Find the value of \\(${asked}\\).`,
        ],
        answer: String(value),
        form: 'number',
        steps: [
          [
            `\\(x\\), \\(y\\)를 바로 대입하지 않고, 식을 \\(x+y\\)와 \\(xy\\)로 나타내는 것이 핵심입니다: \\(${asked}=${rewritten}\\)`,
            `The key is not to substitute straight away but to write the expression with \\(x+y\\) and \\(xy\\): \\(${asked}=${rewritten}\\)`,
          ],
          [
            `\\(x+y=${sumXY}\\), 합차 공식으로 \\(xy=${a}^{2}-\\left(\\sqrt{${b}}\\right)^{2}=${prod}\\)입니다.`,
            `\\(x+y=${sumXY}\\), and by the difference of squares \\(xy=${a}^{2}-\\left(\\sqrt{${b}}\\right)^{2}=${prod}\\).`,
          ],
          [`따라서 \\(${asked}=${work}=${value}\\)입니다.`, `So \\(${asked}=${work}=${value}\\).`],
        ],
        difficulty: 4,
        subUnit: S1,
      });
    },
    // Substitute the two numbers in floating point.
    check: ({ a, b, ask }, problem) => {
      const [x, y] = [a + Math.sqrt(b), a - Math.sqrt(b)];
      return keyIs(problem, Math.round(ask === 0 ? x * x * y + x * y * y : x * x + y * y));
    },
  }),
];
