// 공통수학1 Ⅳ. 행렬: adding and scaling matrices, multiplying matrices, equal matrices.
import { HINT, essay, keyIs, multiple, template } from '../lib/mh/build.js';
import { evalLatex } from '../lib/mh/latex-eval.js';
import type { Rng } from '../lib/random.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-cm1-4';
// The unit's one sub-unit, 행렬과 그 연산.
const S1 = `${U}.s1`;
type M = [number, number, number, number];
const mat = (m: readonly number[]) => `\\begin{pmatrix} ${m[0]} & ${m[1]} \\\\ ${m[2]} & ${m[3]} \\end{pmatrix}`;
const randomMatrix = (rng: Rng): M => [rng.int(-5, 5), rng.int(-5, 5), rng.int(-5, 5), rng.int(-5, 5)];

/** Reads the two matrices A and B from the stem. */
function stemMatrices(en: string): number[][] {
  return [...en.matchAll(/\\begin\{pmatrix\}.*?\\end\{pmatrix\}/g)].map((m) => evalLatex(m[0]));
}

export const templates: ProblemTemplate[] = [
  template(U, 'linear-combination', {
    params: (rng) => ({
      A: randomMatrix(rng),
      B: randomMatrix(rng),
      p: rng.intExcept(-3, 3, [0]),
      q: rng.intExcept(-3, 3, [0]),
    }),
    make: ({ A, B, p, q }, rng) => {
      const C = A.map((a, i) => p * a + q * (B[i] as number));
      const term = (k: number, name: string, first: boolean) =>
        `${k < 0 ? '-' : first ? '' : '+'}${Math.abs(k) === 1 ? '' : Math.abs(k)}${name}`;
      const expr = `${term(p, 'A', true)}${term(q, 'B', false)}`;
      return multiple(rng, {
        stem: [
          `두 행렬 \\(A=${mat(A)}\\), \\(B=${mat(B)}\\)에 대하여 행렬 \\(${expr}\\)는?`,
          `For \\(A=${mat(A)}\\) and \\(B=${mat(B)}\\), what is \\(${expr}\\)?`,
        ],
        correct: mat(C),
        wrong: [
          mat(A.map((a, i) => p * a - q * (B[i] as number))),
          mat(A.map((a, i) => a + q * (B[i] as number))),
          mat(A.map((a, i) => p * a + (B[i] as number))),
          mat(C.map((v, i) => (i === 1 ? v + 1 : v))),
          mat([C[0], C[2], C[1], C[3]] as number[]),
          mat(C.map((v) => -v)),
          mat(C.map((v, i) => (i === 3 ? v - 1 : v))),
        ],
        steps: [
          [
            `행렬의 실수배와 덧셈은 같은 위치의 성분끼리 계산합니다.`,
            `Scalar multiples and sums of matrices work entry by entry.`,
          ],
          [`\\(${expr}=${mat(C)}\\)`, `\\(${expr}=${mat(C)}\\)`],
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

  template(U, 'product', {
    params: (rng) => ({ A: randomMatrix(rng), B: randomMatrix(rng) }),
    make: ({ A, B }, rng) => {
      const [a, b, c, d] = A;
      const [e, f, g, h] = B;
      const AB = [a * e + b * g, a * f + b * h, c * e + d * g, c * f + d * h];
      const BA = [e * a + f * c, e * b + f * d, g * a + h * c, g * b + h * d];
      return multiple(rng, {
        stem: [
          `두 행렬 \\(A=${mat(A)}\\), \\(B=${mat(B)}\\)에 대하여 \\(AB\\)는?`,
          `For \\(A=${mat(A)}\\) and \\(B=${mat(B)}\\), what is \\(AB\\)?`,
        ],
        correct: mat(AB),
        wrong: [
          mat(BA),
          mat([a * e, b * f, c * g, d * h]),
          mat([a * e + b * f, c * e + d * f, a * g + b * h, c * g + d * h]),
          mat(AB.map((v, i) => (i === 2 ? v + 1 : v))),
          mat([AB[0], AB[2], AB[1], AB[3]] as number[]),
          mat(AB.map((v, i) => (i === 0 ? v - 1 : v))),
        ],
        steps: [
          [
            `\\(AB\\)의 \\((i, j)\\) 성분은 \\(A\\)의 \\(i\\)행과 \\(B\\)의 \\(j\\)열의 성분을 차례로 곱하여 더한 값입니다.`,
            `The \\((i, j)\\) entry of \\(AB\\) is row \\(i\\) of \\(A\\) times column \\(j\\) of \\(B\\), entry by entry, added up.`,
          ],
          [
            `예를 들어 \\((1, 1)\\) 성분은 \\(${a}\\times${e < 0 ? `(${e})` : e}+${b < 0 ? `(${b})` : b}\\times${g < 0 ? `(${g})` : g}=${AB[0]}\\)이고, \\(AB=${mat(AB)}\\)입니다.`,
            `For example, the \\((1, 1)\\) entry is \\(${a}\\times${e < 0 ? `(${e})` : e}+${b < 0 ? `(${b})` : b}\\times${g < 0 ? `(${g})` : g}=${AB[0]}\\); \\(AB=${mat(AB)}\\).`,
          ],
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

  template(U, 'equal-matrices', {
    params: (rng) => ({
      x: rng.int(-6, 6),
      y: rng.int(-6, 6),
      u: rng.int(-5, 5),
      v: rng.int(-5, 5),
      ask: rng.int(0, 2),
    }),
    make: ({ x, y, u, v, ask }) => {
      const left = `\\begin{pmatrix} x+y & ${u} \\\\ ${v} & x-y \\end{pmatrix}`;
      const right = mat([x + y, u, v, x - y]);
      const asks = [
        ['xy', x * y],
        ['x^{2}+y^{2}', x * x + y * y],
        ['2x+y', 2 * x + y],
      ] as const;
      const [tex, value] = asks[ask] as (typeof asks)[number];
      return essay({
        stem: [
          `두 행렬이 서로 같을 때, \\(${tex}\\)의 값을 구하시오. \\(${left}=${right}\\)`,
          `The two matrices are equal: \\(${left}=${right}\\). Find \\(${tex}\\).`,
        ],
        answer: String(value),
        hint: HINT.int,
        steps: [
          [
            `대응하는 성분이 같으므로 \\(x+y=${x + y}\\), \\(x-y=${x - y}\\)입니다.`,
            `Corresponding entries are equal: \\(x+y=${x + y}\\) and \\(x-y=${x - y}\\).`,
          ],
          [
            `연립하면 \\(x=${x}\\), \\(y=${y}\\)이므로 \\(${tex}=${value}\\)입니다.`,
            `Solving, \\(x=${x}\\) and \\(y=${y}\\), so \\(${tex}=${value}\\).`,
          ],
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
