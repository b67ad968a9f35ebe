// 공통수학1 Ⅱ. 방정식과 부등식: complex numbers and roots (s1); quadratic functions on an interval (s2);
// quadratic inequalities (s3).
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { frac, fracRaw, m, paren, polyX, shift, signed, sum } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { evalLatex, keyIs } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-cm1-2';
/** a + bi in LaTeX: 3-2i, -i, 4, 0. */
const cx = (a: number, b: number) => sum([a, ''], [b, 'i']);

/** a(x - p)^2 + q as written in vertex form. */
function vertexForm(a: number, p: number, q: number): string {
  const square = p === 0 ? 'x^{2}' : `(${shift('x', -p)})^{2}`;
  return sum(`${a === 1 ? '' : a === -1 ? '-' : a}${square}`, [q, '']);
}

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'complex-product', {
    version: 2,
    params: (rng) => ({
      a: rng.int(-6, 6),
      b: rng.intExcept(-6, 6, [0]),
      c: rng.int(-6, 6),
      d: rng.intExcept(-6, 6, [0]),
      op: rng.int(0, 1),
    }),
    generate: ({ a: a0, b, c, d, op }, rng) => {
      // (±i)^2 alone is too bare to be a question: a square always has a real part.
      const a = op === 1 && a0 === 0 ? 1 : a0;
      const tex = op === 0 ? `(${cx(a, b)})(${cx(c, d)})` : `(${cx(a, b)})^{2}`;
      const [u, v] = op === 0 ? [c, d] : [a, b];
      const [p, q] = [a * u - b * v, a * v + b * u];
      const correct = cx(p, q);
      const expanded = sum([a * u, ''], [a * v, 'i'], [b * u, 'i'], [b * v, 'i^{2}']);
      const collected = sum([a * u, ''], [a * v + b * u, 'i'], [-b * v, '']);
      return multiple(rng, {
        stem: [
          `\\(i=\\sqrt{-1}\\)일 때, ${withJosa(`\\(${tex}\\)`, '을/를')} 계산한 것은?`,
          `With \\(i=\\sqrt{-1}\\), what is \\(${tex}\\)?`,
        ],
        correct: m(correct),
        wrong: (op === 0
          ? [cx(a * c + b * d, q), cx(p, a * d - b * c), cx(-p, q), cx(a * c, b * d), cx(p, -q), cx(q, p)]
          : [cx(a * a + b * b, q), cx(p, -q), cx(a * a, b * b), cx(p, a * b), cx(-p, q)]
        )
          .concat([cx(p + 1, q), cx(p, q + 1), cx(p - 1, q - 1)])
          .map(m),
        steps: [
          [`분배법칙으로 전개하면 \\(${tex}=${expanded}\\)입니다.`, `Expand: \\(${tex}=${expanded}\\).`],
          [
            `\\(i^{2}=-1\\)이므로 \\(${collected}=${correct}\\)입니다.`,
            `Since \\(i^{2}=-1\\), this is \\(${collected}=${correct}\\).`,
          ],
        ],
        difficulty: op === 0 ? 2 : 3,
        subUnit: `${U}.s1`,
      });
    },
    check: ({ a: a0, b, c, d, op }, problem) => {
      const a = op === 1 && a0 === 0 ? 1 : a0;
      // Multiply as 2×2 real matrices [[a, -b], [b, a]]; read each choice's real and imaginary parts at i = 0 and 1.
      const [u, v] = op === 0 ? [c, d] : [a, b];
      const re = a * u - b * v;
      const im = b * u + a * v;
      const parts = (problem.choices ?? []).map((ch) => {
        const t = ch.slice(2, -2);
        const r = evalLatex(t, { i: 0 })[0] as number;
        return [r, (evalLatex(t, { i: 1 })[0] as number) - r];
      });
      const ok = parts.map(([r, mm]) => r === re && mm === im);
      return ok.filter(Boolean).length === 1 && ok[Number(problem.answer)] === true;
    },
  }),

  defineTemplate(U, 'root-relations', {
    version: 2,
    params: (rng) => ({ r1: rng.intExcept(-8, 8, [0]), r2: rng.intExcept(-8, 8, [0]), ask: rng.int(0, 2) }),
    generate: ({ r1, r2: r20, ask }) => {
      const r2 = r20 === r1 ? -r1 + (r1 > 0 ? 1 : -1) || 1 : r20;
      const s = r1 + r2;
      const p = r1 * r2;
      const eq = `${polyX([1, -s, p])}=0`;
      const asks = [
        [
          '\\alpha^{2}+\\beta^{2}',
          String(s * s - 2 * p),
          `(\\alpha+\\beta)^{2}-2\\alpha\\beta=${paren(s)}^{2}-2\\times ${paren(p)}=${s * s}${signed(-2 * p)}`,
        ],
        [
          '\\frac{1}{\\alpha}+\\frac{1}{\\beta}',
          frac(s, p),
          `\\frac{\\alpha+\\beta}{\\alpha\\beta}${Math.abs(p) === 1 || s === 0 ? '' : `=${fracRaw(s, p)}`}`,
        ],
        [
          '(\\alpha-\\beta)^{2}',
          String(s * s - 4 * p),
          `(\\alpha+\\beta)^{2}-4\\alpha\\beta=${paren(s)}^{2}-4\\times ${paren(p)}=${s * s}${signed(-4 * p)}`,
        ],
      ] as const;
      const [tex, value, how] = asks[ask] as (typeof asks)[number];
      const end = how.endsWith(`=${value}`) ? '' : `=${value}`;
      return essay({
        stem: [
          `이차방정식 \\(${eq}\\)의 두 근을 \\(\\alpha\\), \\(\\beta\\)라 할 때, \\(${tex}\\)의 값을 구하시오.`,
          `Let \\(\\alpha\\) and \\(\\beta\\) be the roots of \\(${eq}\\). Find the value of \\(${tex}\\).`,
        ],
        answer: value,
        form: 'number',
        steps: [
          [
            `근과 계수의 관계에 의하여 \\(\\alpha+\\beta=${s}\\), \\(\\alpha\\beta=${p}\\)입니다.`,
            `By Vieta's formulas, \\(\\alpha+\\beta=${s}\\) and \\(\\alpha\\beta=${p}\\).`,
          ],
          [`\\(${tex}=${how}${end}\\)`, `\\(${tex}=${how}${end}\\)`],
        ],
        difficulty: 3,
        subUnit: `${U}.s1`,
      });
    },
    check: ({ r1, r2: r20, ask }, problem) => {
      // Find the two roots by the quadratic formula and evaluate directly.
      const r2 = r20 === r1 ? -r1 + (r1 > 0 ? 1 : -1) || 1 : r20;
      const s = r1 + r2;
      const p = r1 * r2;
      const disc = Math.sqrt(s * s - 4 * p);
      const al = (s + disc) / 2;
      const be = (s - disc) / 2;
      return keyIs(problem, ask === 0 ? al * al + be * be : ask === 1 ? 1 / al + 1 / be : (al - be) ** 2);
    },
  }),

  defineTemplate(U, 'interval-and-inequality', {
    version: 2,
    params: (rng) => ({
      kind: rng.int(0, 1),
      a: rng.intExcept(-2, 2, [0]),
      p: rng.int(-5, 5),
      q: rng.int(-9, 9),
      lo: rng.int(-6, 2),
      len: rng.int(2, 8),
      strict: rng.int(0, 1) === 1,
      big: rng.int(0, 1) === 1,
    }),
    generate: ({ kind, a, p, q, lo, len, strict, big }) => {
      if (kind === 0) {
        const hi = lo + len;
        const f = polyX([a, -2 * a * p, a * p * p + q]);
        const g = (x: number) => a * (x - p) ** 2 + q;
        const inside = p >= lo && p <= hi;
        const xs = [lo, hi, ...(inside && p !== lo && p !== hi ? [p] : [])].sort((u, v) => u - v);
        const value = big ? Math.max(...xs.map(g)) : Math.min(...xs.map(g));
        const what = big ? ['최댓값', 'maximum'] : ['최솟값', 'minimum'];
        const listed = xs.map((x) => `x=${x}`);
        const values = xs.map((x) => `\\(f(${x})=${g(x)}\\)`).join(', ');
        return essay({
          stem: [
            `\\(${lo}\\le x\\le ${hi}\\)에서 이차함수 \\(f(x)=${f}\\)의 ${withJosa(what[0] as string, '을/를')} 구하시오.`,
            `Find the ${what[1]} value of \\(f(x)=${f}\\) for \\(${lo}\\le x\\le ${hi}\\).`,
          ],
          answer: String(value),
          form: 'number',
          steps: [
            [
              `\\(f(x)=${vertexForm(a, p, q)}\\)이므로 꼭짓점의 \\(x\\)좌표는 \\(${p}\\)이고, ${inside ? '이 값은 주어진 범위에 속합니다' : '이 값은 주어진 범위 밖에 있습니다'}.`,
              `\\(f(x)=${vertexForm(a, p, q)}\\), so the vertex is at \\(x=${p}\\), which is ${inside ? 'inside' : 'outside'} the interval.`,
            ],
            [
              `${listed.map((t) => `\\(${t}\\)`).join(', ')}에서의 함숫값을 비교하면 ${values}이므로 ${what[0]}은 \\(${value}\\)입니다.`,
              `Compare the values at ${listed.map((t) => `\\(${t}\\)`).join(', ')}: ${values}. The ${what[1]} is \\(${value}\\).`,
            ],
          ],
          difficulty: 4,
          subUnit: `${U}.s2`,
        });
      }
      const r1 = lo;
      const r2 = lo + len;
      const rel = strict ? '<' : '\\le ';
      const tex = `${polyX([1, -(r1 + r2), r1 * r2])}${rel}0`;
      const total = strict ? len - 1 : len + 1;
      const first = strict ? r1 + 1 : r1;
      const last = strict ? r2 - 1 : r2;
      const fx = (r: number) => (r === 0 ? 'x' : `(${shift('x', -r)})`);
      const factors = r2 === 0 ? fx(r2) + fx(r1) : fx(r1) + fx(r2);
      return essay({
        stem: [
          `이차부등식 ${withJosa(`\\(${tex}\\)`, '을/를')} 만족시키는 정수 \\(x\\)의 개수를 구하시오.`,
          `How many integers \\(x\\) satisfy \\(${tex}\\)?`,
        ],
        answer: String(total),
        form: 'number',
        unit: '개',
        steps: [
          [
            `좌변을 인수분해하면 \\(${factors}${rel}0\\)이므로 해는 \\(${r1}${rel}x${rel}${r2}\\)입니다.`,
            `Factor: \\(${factors}${rel}0\\), so \\(${r1}${rel}x${rel}${r2}\\).`,
          ],
          [
            total === 1
              ? `이를 만족시키는 정수는 \\(${first}\\)의 \\(1\\)개입니다.`
              : `이를 만족시키는 정수는 \\(${first}\\)부터 \\(${last}\\)까지 \\(${total}\\)개입니다.`,
            total === 1
              ? `Only the integer \\(${first}\\) satisfies it: \\(1\\) integer.`
              : `The integers from \\(${first}\\) to \\(${last}\\) satisfy it: \\(${total}\\) integers.`,
          ],
        ],
        difficulty: 3,
        subUnit: `${U}.s3`,
      });
    },
    check: ({ kind, a, p, q, lo, len, strict, big }, problem) => {
      if (kind === 0) {
        // Scan the interval on a fine grid that contains every integer.
        let best = big ? -Infinity : Infinity;
        for (let i = 0; i <= len * 100; i++) {
          const x = lo + i / 100;
          const y = a * (x - p) ** 2 + q;
          best = big ? Math.max(best, y) : Math.min(best, y);
        }
        return keyIs(problem, Math.round(best * 1e6) / 1e6);
      }
      let total = 0;
      for (let x = -50; x <= 50; x++) {
        const v = x * x - (2 * lo + len) * x + lo * (lo + len);
        if (strict ? v < 0 : v <= 0) total++;
      }
      return keyIs(problem, total);
    },
  }),
];
