// 공통수학1 Ⅳ. 행렬: adding and scaling matrices, multiplying matrices, equal matrices.
import { type Rng, defineTemplate, essay, multiple } from '../kit/template.js';
import { m, paren, sum } from '../kit/latex.js';
import { evalLatex, keyIs } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-cm1-4';
// The unit's one sub-unit, 행렬과 그 연산.
const S1 = `${U}.s1`;
type M = [number, number, number, number];
const mat = (m: readonly number[]) => `\\begin{pmatrix} ${m[0]} & ${m[1]} \\\\ ${m[2]} & ${m[3]} \\end{pmatrix}`;
/** A matrix with nonzero entries (a product's worked entries then never show a bare 0 × term). */
const randomMatrix = (rng: Rng): M => {
  const entry = () => rng.intExcept(-5, 5, [0]);
  return [entry(), entry(), entry(), entry()];
};

/** Reads the two matrices A and B from the stem. */
function stemMatrices(en: string): number[][] {
  return [...en.matchAll(/\\begin\{pmatrix\}.*?\\end\{pmatrix\}/g)].map((m) => evalLatex(m[0]));
}

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'linear-combination', {
    version: 2,
    params: (rng) => ({
      A: randomMatrix(rng),
      B: randomMatrix(rng),
      p: rng.intExcept(-3, 3, [0]),
      q: rng.intExcept(-3, 3, [0]),
    }),
    generate: ({ A, B, p, q }, rng) => {
      const C = A.map((a, i) => p * a + q * (B[i] as number));
      const expr = sum([p, 'A'], [q, 'B']);
      const pA = A.map((a) => p * a);
      const qB = B.map((b) => q * b);
      return multiple(rng, {
        stem: [
          `두 행렬 \\(A=${mat(A)}\\), \\(B=${mat(B)}\\)에 대하여 행렬 \\(${expr}\\)는?`,
          `For \\(A=${mat(A)}\\) and \\(B=${mat(B)}\\), what is \\(${expr}\\)?`,
        ],
        correct: m(mat(C)),
        wrong: [
          mat(A.map((a, i) => p * a - q * (B[i] as number))),
          mat(A.map((a, i) => a + q * (B[i] as number))),
          mat(A.map((a, i) => p * a + (B[i] as number))),
          mat(C.map((v, i) => (i === 1 ? v + 1 : v))),
          mat([C[0], C[2], C[1], C[3]] as number[]),
          mat(C.map((v) => -v)),
          mat(C.map((v, i) => (i === 3 ? v - 1 : v))),
        ].map(m),
        steps: [
          [
            `행렬의 실수배는 각 성분에 그 수를 곱하고, 행렬의 덧셈은 같은 위치의 성분끼리 더합니다.`,
            `A scalar multiple multiplies every entry, and matrices add entry by entry.`,
          ],
          [`\\(${expr}=${mat(pA)}+${mat(qB)}=${mat(C)}\\)`, `\\(${expr}=${mat(pA)}+${mat(qB)}=${mat(C)}\\)`],
        ],
        difficulty: 2,
        subUnit: S1,
      });
    },
    check: ({ p, q }, problem) => {
      const [A, B] = stemMatrices(problem.stem.en) as [number[], number[]];
      return keyIs(
        problem,
        A.map((a, i) => p * a + q * (B[i] as number)),
      );
    },
  }),

  defineTemplate(U, 'product', {
    version: 2,
    params: (rng) => ({ A: randomMatrix(rng), B: randomMatrix(rng) }),
    generate: ({ A, B }, rng) => {
      const [a, b, c, d] = A;
      const [e, f, g, h] = B;
      const AB = [a * e + b * g, a * f + b * h, c * e + d * g, c * f + d * h];
      const BA = [e * a + f * c, e * b + f * d, g * a + h * c, g * b + h * d];
      const dot = (u: number, v: number, w: number, z: number) =>
        `${u}\\times ${paren(w)}+${paren(v)}\\times ${paren(z)}`;
      const worked = `\\begin{pmatrix} ${dot(a, b, e, g)} & ${dot(a, b, f, h)} \\\\ ${dot(c, d, e, g)} & ${dot(c, d, f, h)} \\end{pmatrix}`;
      return multiple(rng, {
        stem: [
          `두 행렬 \\(A=${mat(A)}\\), \\(B=${mat(B)}\\)에 대하여 행렬 \\(AB\\)는?`,
          `For \\(A=${mat(A)}\\) and \\(B=${mat(B)}\\), what is \\(AB\\)?`,
        ],
        correct: m(mat(AB)),
        wrong: [
          mat(BA),
          mat([a * e, b * f, c * g, d * h]),
          mat([a * e + b * f, c * e + d * f, a * g + b * h, c * g + d * h]),
          mat(AB.map((v, i) => (i === 2 ? v + 1 : v))),
          mat([AB[0], AB[2], AB[1], AB[3]] as number[]),
          mat(AB.map((v, i) => (i === 0 ? v - 1 : v))),
        ].map(m),
        steps: [
          [
            `\\(AB\\)의 \\((i, j)\\) 성분은 \\(A\\)의 제\\(i\\)행의 성분과 \\(B\\)의 제\\(j\\)열의 성분을 차례로 곱하여 더한 값입니다.`,
            `The \\((i, j)\\) entry of \\(AB\\) is row \\(i\\) of \\(A\\) times column \\(j\\) of \\(B\\), entry by entry, added up.`,
          ],
          [`\\(AB=${worked}=${mat(AB)}\\)`, `\\(AB=${worked}=${mat(AB)}\\)`],
        ],
        difficulty: 3,
        subUnit: S1,
      });
    },
    check: (_p, problem) => {
      // Multiply A by each column of B as a vector, then assemble.
      const [A, B] = stemMatrices(problem.stem.en) as [number[], number[]];
      const times = (v: [number, number]) => [
        (A[0] as number) * v[0] + (A[1] as number) * v[1],
        (A[2] as number) * v[0] + (A[3] as number) * v[1],
      ];
      const c1 = times([B[0] as number, B[2] as number]);
      const c2 = times([B[1] as number, B[3] as number]);
      return keyIs(problem, [c1[0] as number, c2[0] as number, c1[1] as number, c2[1] as number]);
    },
  }),

  defineTemplate(U, 'equal-matrices', {
    version: 2,
    params: (rng) => ({
      x: rng.int(-6, 6),
      y: rng.int(-6, 6),
      u: rng.int(-5, 5),
      v: rng.int(-5, 5),
      ask: rng.int(0, 2),
    }),
    generate: ({ x, y, u, v, ask }) => {
      const left = `\\begin{pmatrix} x+y & ${u} \\\\ ${v} & x-y \\end{pmatrix}`;
      const right = mat([x + y, u, v, x - y]);
      const asks = [
        ['xy', x * y, `${paren(x)}\\times ${paren(y)}`],
        ['x^{2}+y^{2}', x * x + y * y, sum(x === 0 ? '' : `${paren(x)}^{2}`, y === 0 ? '' : `${paren(y)}^{2}`)],
        ['2x+y', 2 * x + y, sum(x === 0 ? '' : `2\\times ${paren(x)}`, y === 0 ? '' : paren(y))],
      ] as const;
      const [tex, value, how] = asks[ask] as (typeof asks)[number];
      const worked = how === String(value) ? '' : `${how}=`;
      return essay({
        stem: [
          `\\(${left}=${right}\\)일 때, \\(${tex}\\)의 값을 구하시오.`,
          `If \\(${left}=${right}\\), find the value of \\(${tex}\\).`,
        ],
        answer: String(value),
        form: 'number',
        steps: [
          [
            `두 행렬이 서로 같으면 대응하는 성분이 각각 같으므로 \\(x+y=${x + y}\\), \\(x-y=${x - y}\\)입니다.`,
            `Equal matrices have equal corresponding entries: \\(x+y=${x + y}\\) and \\(x-y=${x - y}\\).`,
          ],
          [
            `두 식을 더하면 \\(2x=${2 * x}\\)이므로 \\(x=${x}\\), \\(y=${x + y}-${paren(x)}=${y}\\)입니다.`,
            `Adding the two gives \\(2x=${2 * x}\\), so \\(x=${x}\\) and \\(y=${x + y}-${paren(x)}=${y}\\).`,
          ],
          [`따라서 \\(${tex}=${worked}${value}\\)입니다.`, `So \\(${tex}=${worked}${value}\\).`],
        ],
        difficulty: 2,
        subUnit: S1,
      });
    },
    check: ({ ask }, problem) => {
      // Search integer x, y for which the left matrix equals the right one entrywise.
      const right = stemMatrices(problem.stem.en)[1] as number[];
      const hits: Array<[number, number]> = [];
      for (let x = -20; x <= 20; x++)
        for (let y = -20; y <= 20; y++) if (x + y === right[0] && x - y === right[3]) hits.push([x, y]);
      if (hits.length !== 1) return false;
      const [x, y] = hits[0] as [number, number];
      return keyIs(problem, ask === 0 ? x * y : ask === 1 ? x * x + y * y : 2 * x + y);
    },
  }),
];
