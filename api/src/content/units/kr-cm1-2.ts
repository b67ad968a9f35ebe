// 공통수학1 Ⅱ. 방정식과 부등식: complex numbers and roots (s1); quadratic functions on an interval (s2);
// quadratic inequalities (s3).
import { HINT, essay, keyIs, multiple, template } from '../lib/mh/build.js';
import { frac, linear, polyX } from '../lib/mh/format.js';
import { evalLatex } from '../lib/mh/latex-eval.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-cm1-2';
/** a + bi in LaTeX. */
const cx = (a: number, b: number) => {
  if (b === 0) return String(a);
  const im = b === 1 ? 'i' : b === -1 ? '-i' : `${b}i`;
  if (a === 0) return im;
  return `${a}${b > 0 ? '+' : ''}${im}`;
};

export const templates: ProblemTemplate[] = [
  template(U, 'complex-product', {
    params: (rng) => ({
      a: rng.int(-6, 6),
      b: rng.intExcept(-6, 6, [0]),
      c: rng.int(-6, 6),
      d: rng.intExcept(-6, 6, [0]),
      op: rng.int(0, 1),
    }),
    make: ({ a, b, c, d, op }, rng) => {
      const tex = op === 0 ? `(${cx(a, b)})(${cx(c, d)})` : `(${cx(a, b)})^{2}`;
      const [p, q] = op === 0 ? [a * c - b * d, a * d + b * c] : [a * a - b * b, 2 * a * b];
      const correct = cx(p, q);
      return multiple(rng, {
        stem: [
          `\\(i=\\sqrt{-1}\\)일 때, \\(${tex}\\)를 계산한 것은?`,
          `With \\(i=\\sqrt{-1}\\), what is \\(${tex}\\)?`,
        ],
        correct,
        wrong: (op === 0
          ? [cx(a * c + b * d, q), cx(p, a * d - b * c), cx(-p, q), cx(a * c, b * d), cx(p, -q), cx(q, p)]
          : [cx(a * a + b * b, q), cx(p, -q), cx(a * a, b * b), cx(p, a * b), cx(-p, q)]
        ).concat([cx(p + 1, q), cx(p, q + 1), cx(p - 1, q - 1)]),
        steps: [
          [`분배법칙으로 전개하고 \\(i^{2}=-1\\)을 이용합니다.`, `Expand and use \\(i^{2}=-1\\).`],
          [
            `실수부분은 \\(${p}\\), 허수부분은 \\(${q}\\)이므로 \\(${correct}\\)입니다.`,
            `The real part is \\(${p}\\) and the imaginary part is \\(${q}\\): \\(${correct}\\).`,
          ],
        ],
        difficulty: op === 0 ? 2 : 3,
        subUnit: `${U}.s1`,
      });
    },
    check: ({ a, b, c, d, op }, problem) => {
      // Multiply as 2×2 real matrices [[a, -b], [b, a]]; read each choice's real and imaginary parts at i = 0 and 1.
      const [u, v] = op === 0 ? [c, d] : [a, b];
      const re = a * u - b * v;
      const im = b * u + a * v;
      const parts = (problem.choices ?? []).map((ch) => {
        const t = ch.slice(2, -2);
        const r = evalLatex(t, { i: 0 })[0] as number;
        return [r, (evalLatex(t, { i: 1 })[0] as number) - r];
      });
      const ok = parts.map(([r, m]) => r === re && m === im);
      return ok.filter(Boolean).length === 1 && ok[Number(problem.answer)] === true;
    },
  }),

  template(U, 'root-relations', {
    params: (rng) => ({ r1: rng.intExcept(-8, 8, [0]), r2: rng.intExcept(-8, 8, [0]), ask: rng.int(0, 2) }),
    make: ({ r1, r2: r20, ask }) => {
      const r2 = r20 === r1 ? -r1 + (r1 > 0 ? 1 : -1) || 1 : r20;
      const s = r1 + r2;
      const p = r1 * r2;
      const eq = `${polyX([1, -s, p])}=0`;
      const asks = [
        ['\\alpha^{2}+\\beta^{2}', String(s * s - 2 * p), `(\\alpha+\\beta)^{2}-2\\alpha\\beta=${s * s}-(${2 * p})`],
        [
          '\\frac{1}{\\alpha}+\\frac{1}{\\beta}',
          frac(s, p),
          `\\frac{\\alpha+\\beta}{\\alpha\\beta}=\\frac{${s}}{${p}}`,
        ],
        ['(\\alpha-\\beta)^{2}', String(s * s - 4 * p), `(\\alpha+\\beta)^{2}-4\\alpha\\beta=${s * s}-(${4 * p})`],
      ] as const;
      const [tex, value, how] = asks[ask] as (typeof asks)[number];
      return essay({
        stem: [
          `이차방정식 \\(${eq}\\)의 두 근을 \\(\\alpha\\), \\(\\beta\\)라 할 때, \\(${tex}\\)의 값을 구하시오.`,
          `Let \\(\\alpha\\) and \\(\\beta\\) be the roots of \\(${eq}\\). Find \\(${tex}\\).`,
        ],
        answer: value,
        hint: HINT.frac,
        steps: [
          [
            `근과 계수의 관계에서 \\(\\alpha+\\beta=${s}\\), \\(\\alpha\\beta=${p}\\)입니다.`,
            `From the coefficients, \\(\\alpha+\\beta=${s}\\) and \\(\\alpha\\beta=${p}\\).`,
          ],
          [`\\(${tex}=${how}=${value}\\)`, `\\(${tex}=${how}=${value}\\)`],
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

  template(U, 'interval-and-inequality', {
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
    make: ({ kind, a, p, q, lo, len, strict, big }) => {
      if (kind === 0) {
        const hi = lo + len;
        const f = polyX([a, -2 * a * p, a * p * p + q]);
        const g = (x: number) => a * (x - p) ** 2 + q;
        const wantMax = big;
        const cands = [lo, hi, ...(p >= lo && p <= hi ? [p] : [])].map(g);
        const value = wantMax ? Math.max(...cands) : Math.min(...cands);
        return essay({
          stem: [
            `\\(${lo}\\le x\\le ${hi}\\)에서 이차함수 \\(y=${f}\\)의 ${wantMax ? '최댓값' : '최솟값'}을 구하시오.`,
            `Find the ${wantMax ? 'maximum' : 'minimum'} value of \\(y=${f}\\) for \\(${lo}\\le x\\le ${hi}\\).`,
          ],
          answer: String(value),
          hint: HINT.int,
          steps: [
            [
              `\\(y=${a === 1 ? '' : a === -1 ? '-' : a}(${linear('x', -p)})^{2}${q < 0 ? '' : '+'}${q}\\)이므로 꼭짓점의 \\(x\\)좌표는 \\(${p}\\)입니다.`,
              `\\(y=${a === 1 ? '' : a === -1 ? '-' : a}(${linear('x', -p)})^{2}${q < 0 ? '' : '+'}${q}\\), so the vertex is at \\(x=${p}\\).`,
            ],
            [
              `꼭짓점${p >= lo && p <= hi ? '과 양 끝' : '이 범위 밖이므로 양 끝'}에서의 값을 비교하면 ${wantMax ? '최댓값' : '최솟값'}은 \\(${value}\\)입니다.`,
              `Compare the values ${p >= lo && p <= hi ? 'at the vertex and the endpoints' : 'at the endpoints (the vertex is outside the interval)'}: the ${wantMax ? 'maximum' : 'minimum'} is \\(${value}\\).`,
            ],
          ],
          difficulty: 4,
          subUnit: `${U}.s2`,
        });
      }
      const r1 = lo;
      const r2 = lo + len;
      const tex = `${polyX([1, -(r1 + r2), r1 * r2])}${strict ? '<' : '\\le '}0`;
      const count = strict ? len - 1 : len + 1;
      return essay({
        stem: [
          `이차부등식 \\(${tex}\\)를 만족하는 정수 \\(x\\)의 개수를 구하시오.`.replace(/\)를 만족/, ')을 만족'),
          `How many integers \\(x\\) satisfy \\(${tex}\\)?`,
        ],
        answer: String(count),
        hint: HINT.nat,
        steps: [
          [
            `좌변을 인수분해하면 \\((${linear('x', -r1)})(${linear('x', -r2)})${strict ? '<' : '\\le '}0\\)입니다.`,
            `Factor: \\((${linear('x', -r1)})(${linear('x', -r2)})${strict ? '<' : '\\le '}0\\).`,
          ],
          [
            `해는 \\(${r1}${strict ? '<' : '\\le '}x${strict ? '<' : '\\le '}${r2}\\)이므로 정수는 \\(${count}\\)개입니다.`,
            `So \\(${r1}${strict ? '<' : '\\le '}x${strict ? '<' : '\\le '}${r2}\\), which holds for \\(${count}\\) integers.`,
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
      let count = 0;
      for (let x = -50; x <= 50; x++) {
        const v = x * x - (2 * lo + len) * x + lo * (lo + len);
        if (strict ? v < 0 : v <= 0) count++;
      }
      return keyIs(problem, count);
    },
  }),
];
