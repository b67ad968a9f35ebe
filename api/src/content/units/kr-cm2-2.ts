// 공통수학2 Ⅱ. 집합과 명제: counting elements and subsets (s1); conditions that make a proposition true (s2).
import { HINT, essay, keyIs, multiple, template } from '../lib/mh/build.js';
import { josa } from '../lib/mh/ko.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-cm2-2';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;

export const templates: ProblemTemplate[] = [
  template(U, 'union-count', {
    params: (rng) => {
      const both = rng.int(1, 10);
      const a = both + rng.int(1, 15);
      const b = both + rng.int(1, 15);
      return { a, b, both, total: a + b - both + rng.int(0, 10), ask: rng.int(0, 2), club: rng.int(0, 2) };
    },
    make: ({ a, b, both, total, ask, club }) => {
      const union = a + b - both;
      const [A, B, enA, enB] = [
        ['수학 동아리', '과학 동아리', 'the math club', 'the science club'],
        ['축구', '농구', 'soccer', 'basketball'],
        ['영어 방과후 수업', '미술 방과후 수업', 'an English after-school class', 'an art after-school class'],
      ][club] as [string, string, string, string];
      const like = club === 1;
      const ko = (x: string) => (like ? `${josa(x, '을/를')} 좋아하는` : `${x}에 참여하는`);
      const verb = like ? 'like' : 'take part in';
      const asks = [
        [`${A} 또는 ${ko(B)} 학생 수`, `How many students ${verb} ${enA} or ${enB}?`, union],
        [
          `둘 중 어느 것도 ${like ? '좋아하지 않는' : '참여하지 않는'} 학생 수`,
          `How many students ${verb} neither?`,
          total - union,
        ],
        [
          `${like ? `${A}만 좋아하는` : `${A}에만 참여하는`} 학생 수`,
          `How many students ${verb} only ${enA}?`,
          a - both,
        ],
      ] as const;
      const [askKo, askEn, value] = asks[ask] as (typeof asks)[number];
      return essay({
        stem: [
          `학생 \\(${total}\\)명 중 ${ko(A)} 학생이 \\(${a}\\)명, ${ko(B)} 학생이 \\(${b}\\)명, 둘 다 ${like ? '좋아하는' : '참여하는'} 학생이 \\(${both}\\)명입니다. ${askKo}를 구하시오.`,
          `Of \\(${total}\\) students, \\(${a}\\) ${verb} ${enA}, \\(${b}\\) ${verb} ${enB}, and \\(${both}\\) ${verb} both. ${askEn}`,
        ],
        answer: String(value),
        hint: HINT.nat,
        steps: [
          [
            `\\(n(A\\cup B)=n(A)+n(B)-n(A\\cap B)=${a}+${b}-${both}=${union}\\)`,
            `\\(n(A\\cup B)=n(A)+n(B)-n(A\\cap B)=${a}+${b}-${both}=${union}\\)`,
          ],
          ask === 0
            ? [`따라서 \\(${union}\\)명입니다.`, `So the answer is \\(${union}\\).`]
            : ask === 1
              ? [
                  `전체에서 빼면 \\(${total}-${union}=${total - union}\\)명입니다.`,
                  `Subtract from the total: \\(${total}-${union}=${total - union}\\).`,
                ]
              : [
                  `\\(n(A-B)=n(A)-n(A\\cap B)=${a}-${both}=${a - both}\\)`,
                  `\\(n(A-B)=n(A)-n(A\\cap B)=${a}-${both}=${a - both}\\)`,
                ],
        ],
        difficulty: ask === 0 ? 2 : 3,
        subUnit: S1,
      });
    },
    check: ({ a, b, both, total, ask }, problem) => {
      // Build the sets from student numbers and count.
      const A = new Set<number>();
      const B = new Set<number>();
      for (let s = 0; s < a; s++) A.add(s);
      for (let s = a - both; s < a - both + b; s++) B.add(s);
      let count = 0;
      for (let s = 0; s < total; s++) {
        const inA = A.has(s);
        const inB = B.has(s);
        if (ask === 0 ? inA || inB : ask === 1 ? !inA && !inB : inA && !inB) count++;
      }
      return keyIs(problem, count);
    },
  }),

  template(U, 'subsets-with-conditions', {
    params: (rng) => ({ n: rng.int(4, 10), inc: rng.int(0, 2), exc: rng.int(0, 2), letters: rng.int(0, 1) === 1 }),
    make: ({ n, inc, exc, letters }, rng) => {
      const set = Array.from({ length: n }, (_, i) => (letters ? String.fromCharCode(97 + i) : String(i + 1)));
      const must = set.slice(0, inc);
      const never = set.slice(n - exc);
      const free = n - inc - exc;
      const parts: string[] = [];
      const partsEn: string[] = [];
      if (must.length) {
        parts.push(`${josa(`\\(${must.join(',\\ ')}\\)`, '을/를')} 반드시 원소로 갖고`);
        partsEn.push(`contain \\(${must.join('\\) and \\(')}\\)`);
      }
      if (never.length) {
        parts.push(`${josa(`\\(${never.join(',\\ ')}\\)`, '은/는')} 원소로 갖지 않는`);
        partsEn.push(`do not contain \\(${never.join('\\) or \\(')}\\)`);
      }
      const setTex = `\\{${set.join(',\\ ')}\\}`;
      const ko = parts.length ? `${parts.join(' ')}`.replace(/갖고$/, '갖는') : '';
      return multiple(rng, {
        stem: [
          parts.length
            ? `집합 \\(A=${setTex}\\)의 부분집합 중에서 ${ko} 부분집합의 개수는?`
            : `집합 \\(A=${setTex}\\)의 부분집합의 개수는?`,
          parts.length
            ? `How many subsets of \\(A=${setTex}\\) ${partsEn.join(' and ')}?`
            : `How many subsets does \\(A=${setTex}\\) have?`,
        ],
        correct: String(2 ** free),
        wrong: [
          2 ** n,
          2 ** (free + 1),
          2 ** Math.max(free - 1, 0) === 2 ** free ? 2 ** free + 1 : 2 ** Math.max(free - 1, 0),
          2 ** n - 2 ** free,
          free,
          2 * free,
          2 ** free - 1,
        ].map(String),
        steps: [
          [
            `조건이 정해진 원소를 빼면 자유롭게 넣거나 뺄 수 있는 원소는 \\(${free}\\)개입니다.`,
            `Apart from the elements whose membership is fixed, \\(${free}\\) elements can be in or out freely.`,
          ],
          [
            `각 원소마다 \\(2\\)가지이므로 \\(2^{${free}}=${2 ** free}\\)개입니다.`,
            `Two choices for each: \\(2^{${free}}=${2 ** free}\\).`,
          ],
        ],
        difficulty: inc + exc > 0 ? 3 : 2,
        subUnit: S1,
      });
    },
    check: ({ n, inc, exc }, problem) => {
      let count = 0;
      for (let mask = 0; mask < 1 << n; mask++) {
        let ok = true;
        for (let i = 0; i < inc; i++) if (!(mask & (1 << i))) ok = false;
        for (let i = n - exc; i < n; i++) if (mask & (1 << i)) ok = false;
        if (ok) count++;
      }
      return keyIs(problem, count);
    },
  }),

  template(U, 'true-proposition', {
    params: (rng) => ({
      m: rng.int(-6, 6),
      d: rng.int(1, 6),
      upper: rng.int(0, 1) === 1,
      kind: rng.int(0, 1),
      r: rng.intExcept(-5, 5, [0]),
      c: rng.int(-12, 12),
    }),
    make: ({ m, d, upper, kind, r, c }) => {
      if (kind === 0) {
        const value = upper ? m + d : m - d;
        return essay({
          stem: [
            `명제 '\\(\\left|x-${m < 0 ? `(${m})` : m}\\right|\\le ${d}\\)이면 \\(x${upper ? '\\le ' : '\\ge '}k\\)이다.'가 참이 되도록 하는 실수 \\(k\\)의 ${upper ? '최솟값' : '최댓값'}을 구하시오.`,
            `Find the ${upper ? 'least' : 'greatest'} real number \\(k\\) for which the statement 'if \\(\\left|x-${m < 0 ? `(${m})` : m}\\right|\\le ${d}\\), then \\(x${upper ? '\\le ' : '\\ge '}k\\)' is true.`,
          ],
          answer: String(value),
          hint: HINT.int,
          steps: [
            [
              `조건 \\(p\\)의 진리집합은 \\(${m - d}\\le x\\le ${m + d}\\)입니다.`,
              `The truth set of the hypothesis is \\(${m - d}\\le x\\le ${m + d}\\).`,
            ],
            [
              `이 집합이 \\(x${upper ? '\\le ' : '\\ge '}k\\)에 포함되어야 하므로 \\(k${upper ? '\\ge ' : '\\le '}${value}\\)이고, 답은 \\(${value}\\)입니다.`,
              `It must lie inside \\(x${upper ? '\\le ' : '\\ge '}k\\), so \\(k${upper ? '\\ge ' : '\\le '}${value}\\); the answer is \\(${value}\\).`,
            ],
          ],
          difficulty: 4,
          subUnit: S2,
        });
      }
      // 'If x = r, then x^2 + kx + c = 0' is true exactly when r^2 + kr + c = 0.
      const k = -(r * r + c) / r;
      const answer = Number.isInteger(k)
        ? String(k)
        : `${k < 0 ? '-' : ''}\\frac{${Math.abs(r * r + c)}}{${Math.abs(r)}}`;
      return essay({
        stem: [
          `명제 '\\(x=${r}\\)이면 \\(x^{2}+kx${c < 0 ? '' : '+'}${c}=0\\)이다.'가 참이 되도록 하는 상수 \\(k\\)의 값을 구하시오.`,
          `Find the constant \\(k\\) that makes the statement 'if \\(x=${r}\\), then \\(x^{2}+kx${c < 0 ? '' : '+'}${c}=0\\)' true.`,
        ],
        answer: reduce(answer),
        hint: HINT.frac,
        steps: [
          [
            `\\(x=${r}\\)을 대입한 식이 성립해야 합니다: \\(${r * r}${r < 0 ? '-' : '+'}${Math.abs(r)}k${c < 0 ? '' : '+'}${c}=0\\)`.replace(
              `\\(x=${r}\\)을`,
              `\\(x=${r}\\)${[1, 3, 6, 7, 8, 0].includes(Math.abs(r) % 10) ? '을' : '를'}`,
            ),
            `Substituting \\(x=${r}\\) must give a true equation: \\(${r * r}${r < 0 ? '-' : '+'}${Math.abs(r)}k${c < 0 ? '' : '+'}${c}=0\\).`,
          ],
          [`따라서 \\(k=${reduce(answer)}\\)입니다.`, `So \\(k=${reduce(answer)}\\).`],
        ],
        difficulty: 3,
        subUnit: S2,
      });
    },
    check: ({ m, d, upper, kind, r, c }, problem) => {
      const key = Number(
        problem.answer.replace(/^(-?)\\frac\{(\d+)\}\{(\d+)\}$/, (_s, sg: string, a: string, b: string) =>
          String((sg ? -1 : 1) * (Number(a) / Number(b))),
        ),
      );
      if (kind === 1) return Math.abs(r * r + key * r + c) < 1e-9;
      // Test the implication on a fine grid of the hypothesis; the bound must be tight.
      const xs: number[] = [];
      for (let i = 0; i <= 400; i++) xs.push(m - d + (2 * d * i) / 400);
      const holds = (k: number) => xs.every((x) => (upper ? x <= k : x >= k));
      return holds(key) && !holds(upper ? key - 0.001 : key + 0.001);
    },
  }),
];

function reduce(tex: string): string {
  const m = /^(-?)\\frac\{(\d+)\}\{(\d+)\}$/.exec(tex);
  if (!m) return tex;
  let [a, b] = [Number(m[2]), Number(m[3])];
  const g = ((x: number, y: number): number => {
    while (y) [x, y] = [y, x % y];
    return x;
  })(a, b);
  a /= g;
  b /= g;
  return b === 1 ? `${m[1]}${a}` : `${m[1]}\\frac{${a}}{${b}}`;
}
