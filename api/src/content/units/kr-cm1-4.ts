// 공통수학1 Ⅳ. 행렬: adding and scaling matrices, multiplying matrices, equal matrices, a power by its pattern, a
// price table as a product, AB − BA, a system as a matrix equation, a square that is a multiple of E.
import { type Rng, defineTemplate, essay, multiple } from '../kit/template.js';
import { m, paren, sum } from '../kit/latex.js';
import { evalLatex, keyIs } from '../kit/check.js';
import { num } from '../kit/numbers.js';
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

/** A multiplied by itself n times, one product at a time (what the power checks compare against). */
function powerOf(A: M, n: number): M {
  let P: M = [1, 0, 0, 1];
  for (let i = 0; i < n; i++)
    P = [P[0] * A[0] + P[1] * A[2], P[0] * A[1] + P[1] * A[3], P[2] * A[0] + P[3] * A[2], P[2] * A[1] + P[3] * A[3]];
  return P;
}
const entrySum = (P: M) => P[0] + P[1] + P[2] + P[3];

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

  defineTemplate(U, 'power-pattern', {
    version: 1,
    params: (rng) => ({ k: rng.intExcept(-4, 4, [0]), n: rng.int(5, 30), lower: rng.int(0, 1) === 1 }),
    generate: ({ k, n, lower }) => {
      const A = lower ? [1, 0, k, 1] : [1, k, 0, 1];
      const An = lower ? [1, 0, n * k, 1] : [1, n * k, 0, 1];
      const total = 2 + n * k;
      return essay({
        stem: [
          `행렬 \\(A=${mat(A)}\\)에 대하여 \\(A^{${n}}\\)의 모든 성분의 합을 구하시오.`,
          `For \\(A=${mat(A)}\\), find the sum of all the entries of \\(A^{${n}}\\).`,
        ],
        answer: String(total),
        form: 'number',
        steps: [
          [
            `핵심은 몇 번 곱해 보고 규칙을 찾는 것입니다. \\(A^{2}=${mat(lower ? [1, 0, 2 * k, 1] : [1, 2 * k, 0, 1])}\\), \\(A^{3}=${mat(lower ? [1, 0, 3 * k, 1] : [1, 3 * k, 0, 1])}\\)이므로 곱할 때마다 한 성분에 \\(${k}\\)씩 더해집니다.`,
            `The key idea: multiply a few times and look for the pattern. \\(A^{2}=${mat(lower ? [1, 0, 2 * k, 1] : [1, 2 * k, 0, 1])}\\) and \\(A^{3}=${mat(lower ? [1, 0, 3 * k, 1] : [1, 3 * k, 0, 1])}\\): each product adds \\(${k}\\) to that entry.`,
          ],
          [
            `따라서 \\(A^{${n}}=${mat(An)}\\)이고 모든 성분의 합은 \\(1+${paren(n * k)}+0+1=${total}\\)입니다.`,
            `So \\(A^{${n}}=${mat(An)}\\), and its entries add up to \\(1+${paren(n * k)}+0+1=${total}\\).`,
          ],
        ],
        difficulty: 4,
        subUnit: S1,
      });
    },
    // Multiplies A by itself n times.
    check: ({ k, n, lower }, problem) => {
      const A: M = lower ? [1, 0, k, 1] : [1, k, 0, 1];
      return keyIs(problem, entrySum(powerOf(A, n)));
    },
  }),

  defineTemplate(U, 'price-table-product', {
    version: 1,
    params: (rng) => ({
      q: [rng.int(1, 5), rng.int(1, 5), rng.int(1, 5), rng.int(1, 5)],
      price: [rng.int(5, 20) * 100, rng.int(5, 20) * 100],
      who: rng.int(0, 1),
    }),
    generate: ({ q: qty, price, who }) => {
      const [a, b, c, d] = qty as [number, number, number, number];
      const [p1, p2] = price as [number, number];
      const row = who === 0 ? [a, b] : [c, d];
      const total = row[0]! * p1 + row[1]! * p2;
      const names = [
        ['민준', 'Minjun'],
        ['서연', 'Seoyeon'],
      ];
      const [ko, en] = names[who] as [string, string];
      return essay({
        stem: [
          `행렬 \\(A=${mat(qty)}\\)의 제\\(1\\)행은 민준이가, 제\\(2\\)행은 서연이가 산 공책과 볼펜의 개수를 차례로 나타내고, \\(B=\\begin{pmatrix} ${p1} \\\\ ${p2} \\end{pmatrix}\\)는 공책과 볼펜 한 개의 가격(원)을 나타냅니다. 행렬 \\(AB\\)의 제\\(${who + 1}\\)행의 성분을 구하시오.`,
          `In \\(A=${mat(qty)}\\), row 1 gives the numbers of notebooks and pens Minjun bought, and row 2 those Seoyeon bought. \\(B=\\begin{pmatrix} ${p1} \\\\ ${p2} \\end{pmatrix}\\) gives the price of one notebook and one pen in won. Find the entry in row \\(${who + 1}\\) of \\(AB\\).`,
        ],
        answer: String(total),
        form: 'number',
        steps: [
          [
            `\\(AB\\)의 제\\(${who + 1}\\)행의 성분은 \\(A\\)의 제\\(${who + 1}\\)행과 \\(B\\)의 열을 차례로 곱하여 더한 값입니다: \\(${row[0]}\\times ${p1}+${row[1]}\\times ${p2}=${num(total)}\\).`,
            `The entry in row \\(${who + 1}\\) of \\(AB\\) multiplies row \\(${who + 1}\\) of \\(A\\) by the column of \\(B\\) term by term and adds: \\(${row[0]}\\times ${p1}+${row[1]}\\times ${p2}=${num(total)}\\).`,
          ],
          [
            `이 값은 ${ko === '민준' ? '민준이' : '서연이'}가 낸 돈 \\(${num(total)}\\)원을 뜻합니다.`,
            `It is the amount ${en} paid: \\(${num(total)}\\) won.`,
          ],
        ],
        difficulty: 3,
        subUnit: S1,
      });
    },
    // Adds up each item's cost for the buyer.
    check: ({ q: qty, price, who }, problem) => {
      let total = 0;
      for (let item = 0; item < 2; item++)
        for (let unit = 0; unit < qty[2 * who + item]!; unit++) total += price[item]!;
      return keyIs(problem, total);
    },
  }),

  defineTemplate(U, 'commutator-entry', {
    version: 1,
    params: (rng) => ({ A: randomMatrix(rng), B: randomMatrix(rng), entry: rng.int(0, 3) }),
    generate: ({ A, B, entry }) => {
      const mul = (X: M, Y: M): M => [
        X[0] * Y[0] + X[1] * Y[2],
        X[0] * Y[1] + X[1] * Y[3],
        X[2] * Y[0] + X[3] * Y[2],
        X[2] * Y[1] + X[3] * Y[3],
      ];
      const AB = mul(A, B);
      const BA = mul(B, A);
      const diff = AB.map((v, i) => v - BA[i]!) as M;
      const [r, c] = [Math.floor(entry / 2) + 1, (entry % 2) + 1];
      return essay({
        stem: [
          `두 행렬 \\(A=${mat(A)}\\), \\(B=${mat(B)}\\)에 대하여 행렬 \\(AB-BA\\)의 \\((${r},\\,${c})\\) 성분을 구하시오.`,
          `For \\(A=${mat(A)}\\) and \\(B=${mat(B)}\\), find the \\((${r},\\,${c})\\) entry of \\(AB-BA\\).`,
        ],
        answer: String(diff[entry]),
        form: 'number',
        steps: [
          [
            `핵심은 행렬의 곱셈에서는 교환법칙이 성립하지 않으므로 \\(AB\\)와 \\(BA\\)를 따로 계산해야 한다는 것입니다.`,
            `The key idea: matrix multiplication is not commutative, so \\(AB\\) and \\(BA\\) must be worked out separately.`,
          ],
          [`\\(AB=${mat(AB)}\\), \\(BA=${mat(BA)}\\)입니다.`, `\\(AB=${mat(AB)}\\) and \\(BA=${mat(BA)}\\).`],
          [
            `\\((${r},\\,${c})\\) 성분은 \\(${AB[entry]}-${paren(BA[entry]!)}=${diff[entry]}\\)입니다.`,
            `The \\((${r},\\,${c})\\) entry is \\(${AB[entry]}-${paren(BA[entry]!)}=${diff[entry]}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: S1,
      });
    },
    // The (r, c) entry of AB − BA as a sum over k of a_rk·b_kc − b_rk·a_kc.
    check: ({ A, B, entry }, problem) => {
      const at = (X: M, i: number, j: number) => X[2 * i + j]!;
      const [r, c] = [Math.floor(entry / 2), entry % 2];
      let v = 0;
      for (let k = 0; k < 2; k++) v += at(A, r, k) * at(B, k, c) - at(B, r, k) * at(A, k, c);
      return keyIs(problem, v);
    },
  }),

  defineTemplate(U, 'matrix-system', {
    version: 1,
    params: (rng) => {
      // A matrix with an inverse, so the system has exactly one solution.
      for (;;) {
        const A = randomMatrix(rng);
        if (A[0] * A[3] !== A[1] * A[2]) return { A, x: rng.int(-5, 5), y: rng.int(-5, 5) };
      }
    },
    generate: ({ A, x, y }) => {
      const [a, b, c, d] = A;
      const [p, q] = [a * x + b * y, c * x + d * y];
      return essay({
        stem: [
          `\\(${mat(A)}\\begin{pmatrix} x \\\\ y \\end{pmatrix}=\\begin{pmatrix} ${p} \\\\ ${q} \\end{pmatrix}\\)를 만족시키는 \\(x\\), \\(y\\)에 대하여 \\(x+y\\)의 값을 구하시오.`,
          `Find \\(x+y\\) if \\(${mat(A)}\\begin{pmatrix} x \\\\ y \\end{pmatrix}=\\begin{pmatrix} ${p} \\\\ ${q} \\end{pmatrix}\\).`,
        ],
        answer: String(x + y),
        form: 'number',
        steps: [
          [
            `핵심은 행렬의 곱을 성분끼리 비교하여 연립방정식으로 바꾸는 것입니다: \\(${sum([a, 'x'], [b, 'y'])}=${p}\\), \\(${sum([c, 'x'], [d, 'y'])}=${q}\\).`,
            `The key idea: compare entries to turn the product into a system: \\(${sum([a, 'x'], [b, 'y'])}=${p}\\) and \\(${sum([c, 'x'], [d, 'y'])}=${q}\\).`,
          ],
          [
            `연립방정식을 풀면 \\(x=${x}\\), \\(y=${y}\\)이므로 \\(x+y=${x + y}\\)입니다.`,
            `Solving gives \\(x=${x}\\) and \\(y=${y}\\), so \\(x+y=${x + y}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: S1,
      });
    },
    // Cramer's rule on the stated system; a system without one solution rejects the seed.
    check: ({ A, x, y }, problem) => {
      const [a, b, c, d] = A;
      const det = a * d - b * c;
      if (det === 0) return false;
      const [p, q] = [a * x + b * y, c * x + d * y];
      return keyIs(problem, (p * d - b * q) / det + (a * q - p * c) / det);
    },
  }),

  defineTemplate(U, 'square-is-scalar', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const a = rng.int(-4, 4);
        const b = rng.intExcept(-6, 6, [0]);
        const k = rng.pick([-1, 1, 2]);
        // a² + bc = k with c a whole number.
        const c = (k - a * a) / b;
        if (Number.isInteger(c) && c !== 0) return { a, b, c, k, n: 2 * rng.int(3, 10) };
      }
    },
    generate: ({ a, b, c, k, n }) => {
      const A = [a, b, c, -a];
      const power = k ** (n / 2);
      return essay({
        stem: [
          `행렬 \\(A=${mat(A)}\\)에 대하여 \\(A^{${n}}\\)의 모든 성분의 합을 구하시오.`,
          `For \\(A=${mat(A)}\\), find the sum of all the entries of \\(A^{${n}}\\).`,
        ],
        answer: String(2 * power),
        form: 'number',
        steps: [
          [
            `핵심은 \\(A^{2}\\)을 먼저 계산해 보는 것입니다: \\(A^{2}=${mat([k, 0, 0, k])}=${k === 1 ? 'E' : k === -1 ? '-E' : `${k}E`}\\) (\\(E\\)는 단위행렬).`,
            `The key idea: work out \\(A^{2}\\) first: \\(A^{2}=${mat([k, 0, 0, k])}=${k === 1 ? 'E' : k === -1 ? '-E' : `${k}E`}\\), where \\(E\\) is the identity matrix.`,
          ],
          [
            `\\(A^{${n}}=(A^{2})^{${n / 2}}=${k === 1 ? `E^{${n / 2}}` : `${paren(k)}^{${n / 2}}E`}=${mat([power, 0, 0, power])}\\)이므로 모든 성분의 합은 \\(${2 * power}\\)입니다.`,
            `\\(A^{${n}}=(A^{2})^{${n / 2}}=${k === 1 ? `E^{${n / 2}}` : `${paren(k)}^{${n / 2}}E`}=${mat([power, 0, 0, power])}\\), so the entries add up to \\(${2 * power}\\).`,
          ],
        ],
        difficulty: 4,
        subUnit: S1,
      });
    },
    // Multiplies A by itself n times.
    check: ({ a, b, c, n }, problem) => {
      const A: M = [a, b, c, -a];
      return keyIs(problem, entrySum(powerOf(A, n)));
    },
  }),
];
