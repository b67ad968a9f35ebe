// 공통수학2 Ⅱ. 집합과 명제: counting elements and subsets (s1); conditions that make a proposition true (s2).
import { defineTemplate, essay, multiple, nearby } from '../kit/template.js';
import { num, q } from '../kit/numbers.js';
import { frac, m, shift, sum } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { keyIs } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-cm2-2';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'union-count', {
    version: 2,
    params: (rng) => {
      const both = rng.int(1, 10);
      const a = both + rng.int(1, 15);
      const b = both + rng.int(1, 15);
      return { a, b, both, total: a + b - both + rng.int(0, 10), ask: rng.int(0, 2), club: rng.int(0, 2) };
    },
    ranges: { total: [3, 60] },
    generate: ({ a, b, both, total, ask, club }) => {
      const union = a + b - both;
      const [A, B, enA, enB] = [
        ['수학 동아리', '과학 동아리', 'the math club', 'the science club'],
        ['축구', '농구', 'soccer', 'basketball'],
        ['영어 방과후 수업', '미술 방과후 수업', 'an English after-school class', 'an art after-school class'],
      ][club] as [string, string, string, string];
      const like = club === 1;
      const ko = (x: string) => (like ? `${withJosa(x, '을/를')} 좋아하는` : `${x}에 참여하는`);
      const verb = like ? 'like' : 'take part in';
      const verbBoth = like ? 'like both' : 'take part in both';
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
      const sets: [string, string] = [
        `${ko(A)} 학생의 집합을 \\(A\\), ${ko(B)} 학생의 집합을 \\(B\\)라 하면 \\(n(A)=${a}\\), \\(n(B)=${b}\\), \\(n(A\\cap B)=${both}\\)입니다.`,
        `Let \\(A\\) be the set of students who ${verb} ${enA} and \\(B\\) the set of those who ${verb} ${enB}: \\(n(A)=${a}\\), \\(n(B)=${b}\\) and \\(n(A\\cap B)=${both}\\).`,
      ];
      const unionStep: [string, string] = [
        `\\(n(A\\cup B)=n(A)+n(B)-n(A\\cap B)=${a}+${b}-${both}=${union}\\)`,
        `\\(n(A\\cup B)=n(A)+n(B)-n(A\\cap B)=${a}+${b}-${both}=${union}\\)`,
      ];
      const steps: Array<[string, string]> =
        ask === 0
          ? [sets, [`${unionStep[0]}이므로 \\(${union}\\)명입니다.`, `${unionStep[1]}, so ${count(union, 'student')}.`]]
          : ask === 1
            ? [
                sets,
                [`${unionStep[0]}입니다.`, `${unionStep[1]}.`],
                [
                  `전체 학생 수에서 빼면 \\(${total}-${union}=${total - union}\\)명입니다.`,
                  `Subtract from the whole class: \\(${total}-${union}=${total - union}\\).`,
                ],
              ]
            : [
                sets,
                [
                  `\\(n(A-B)=n(A)-n(A\\cap B)=${a}-${both}=${a - both}\\)이므로 \\(${a - both}\\)명입니다.`,
                  `\\(n(A-B)=n(A)-n(A\\cap B)=${a}-${both}=${a - both}\\), so ${count(a - both, 'student')}.`,
                ],
              ];
      return essay({
        stem: [
          `학생 \\(${total}\\)명 중 ${ko(A)} 학생이 \\(${a}\\)명, ${ko(B)} 학생이 \\(${b}\\)명, 둘 다 ${like ? '좋아하는' : '참여하는'} 학생이 \\(${both}\\)명입니다. ${withJosa(askKo, '을/를')} 구하시오.`,
          `Of \\(${total}\\) students, \\(${a}\\) ${verb} ${enA}, \\(${b}\\) ${verb} ${enB}, and \\(${both}\\) ${verbBoth}. ${askEn}`,
        ],
        answer: String(value),
        form: 'number',
        unit: '명',
        steps,
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
      let n = 0;
      for (let s = 0; s < total; s++) {
        const inA = A.has(s);
        const inB = B.has(s);
        if (ask === 0 ? inA || inB : ask === 1 ? !inA && !inB : inA && !inB) n++;
      }
      return keyIs(problem, n);
    },
  }),

  defineTemplate(U, 'subsets-with-conditions', {
    version: 2,
    params: (rng) => ({ n: rng.int(4, 10), inc: rng.int(0, 2), exc: rng.int(0, 2), letters: rng.int(0, 1) === 1 }),
    generate: ({ n, inc, exc, letters }, rng) => {
      const set = Array.from({ length: n }, (_, i) => (letters ? String.fromCharCode(97 + i) : String(i + 1)));
      const must = set.slice(0, inc);
      const never = set.slice(n - exc);
      const rest = set.slice(inc, n - exc);
      const free = rest.length;
      const mathList = (xs: readonly string[]) => `\\(${xs.join(',\\ ')}\\)`;
      const parts: string[] = [];
      const partsEn: string[] = [];
      if (must.length) {
        parts.push(`${withJosa(mathList(must), '을/를')} 반드시 원소로 ${never.length ? '갖고' : '갖는'}`);
        partsEn.push(`contain ${must.map((x) => `\\(${x}\\)`).join(' and ')}`);
      }
      if (never.length) {
        parts.push(`${withJosa(mathList(never), '은/는')} 원소로 갖지 않는`);
        partsEn.push(`do not contain ${never.map((x) => `\\(${x}\\)`).join(' or ')}`);
      }
      const setTex = `\\{${set.join(',\\ ')}\\}`;
      const value = 2 ** free;
      const steps: Array<[string, string]> = parts.length
        ? [
            [
              `조건에 따라 ${[
                ...(must.length ? [`${withJosa(mathList(must), '은/는')} 반드시 넣고`] : []),
                ...(never.length ? [`${withJosa(mathList(never), '은/는')} 넣지 않으므로`] : []),
              ]
                .join(' ')
                .replace(
                  /넣고$/,
                  '넣으므로',
                )}, ${free === 0 ? '부분집합은 하나로 정해집니다.' : free === 1 ? `나머지 원소 ${withJosa(mathList(rest), '을/를')} 넣을지 말지만 정하면 됩니다.` : `나머지 원소 ${mathList(rest)}의 \\(${free}\\)개를 각각 넣을지 말지만 정하면 됩니다.`}`,
              `${[
                ...(must.length ? [`${must.map((x) => `\\(${x}\\)`).join(' and ')} must be in`] : []),
                ...(never.length ? [`${never.map((x) => `\\(${x}\\)`).join(' and ')} must be out`] : []),
              ].join(
                ', and ',
              )}; ${free === 0 ? 'so the subset is fixed.' : free === 1 ? `only the other element, ${mathList(rest)}, can be in or out.` : `only the other \\(${free}\\) elements, ${mathList(rest)}, can each be in or out.`}`,
            ],
            [
              `따라서 구하는 부분집합의 개수는 \\(${free > 1 ? `2^{${free}}=` : ''}${num(value)}\\)입니다.`,
              `So the number of subsets is \\(${free > 1 ? `2^{${free}}=` : ''}${num(value)}\\).`,
            ],
          ]
        : [
            [
              `원소가 \\(${n}\\)개인 집합의 각 원소는 부분집합에 넣거나 넣지 않는 \\(2\\)가지 경우가 있습니다.`,
              `Each of the \\(${n}\\) elements is either in a subset or not: \\(2\\) ways each.`,
            ],
            [
              `따라서 부분집합의 개수는 \\(2^{${n}}=${num(value)}\\)입니다.`,
              `So the number of subsets is \\(2^{${n}}=${num(value)}\\).`,
            ],
          ];
      return multiple(rng, {
        stem: [
          parts.length
            ? `집합 \\(A=${setTex}\\)의 부분집합 중에서 ${parts.join(' ')} 부분집합의 개수는?`
            : `집합 \\(A=${setTex}\\)의 부분집합의 개수는?`,
          parts.length
            ? `How many subsets of \\(A=${setTex}\\) ${partsEn.join(' and ')}?`
            : `How many subsets does \\(A=${setTex}\\) have?`,
        ],
        correct: m(value),
        wrong: [
          ...[2 ** n, 2 ** (free + 1), 2 ** n - value, free, 2 * free, value - 1, 2 ** Math.max(free - 1, 0)]
            .filter((v) => v >= 1)
            .map((v) => m(v)),
          ...nearby(value, { min: 1 }),
        ],
        steps,
        difficulty: inc + exc > 0 ? 3 : 2,
        subUnit: S1,
      });
    },
    check: ({ n, inc, exc }, problem) => {
      let total = 0;
      for (let mask = 0; mask < 1 << n; mask++) {
        let ok = true;
        for (let i = 0; i < inc; i++) if (!(mask & (1 << i))) ok = false;
        for (let i = n - exc; i < n; i++) if (mask & (1 << i)) ok = false;
        if (ok) total++;
      }
      return keyIs(problem, total);
    },
  }),

  defineTemplate(U, 'true-proposition', {
    version: 2,
    params: (rng) => ({
      m: rng.int(-6, 6),
      d: rng.int(1, 6),
      upper: rng.int(0, 1) === 1,
      kind: rng.int(0, 1),
      r: rng.intExcept(-5, 5, [0]),
      c: rng.int(-12, 12),
    }),
    generate: ({ m: mid, d, upper, kind, r, c }) => {
      if (kind === 0) {
        const value = upper ? mid + d : mid - d;
        const abs = `\\left|${shift('x', -mid)}\\right|\\le ${d}`;
        const conclusion = `x${upper ? '\\le ' : '\\ge '}k`;
        const what = upper ? ['최솟값', 'least'] : ['최댓값', 'greatest'];
        return essay({
          stem: [
            `명제 '\\(${abs}\\)이면 \\(${conclusion}\\)이다.'가 참이 되도록 하는 실수 \\(k\\)의 ${withJosa(what[0] as string, '을/를')} 구하시오.`,
            `Find the ${what[1]} real number \\(k\\) for which the statement 'if \\(${abs}\\), then \\(${conclusion}\\)' is true.`,
          ],
          answer: String(value),
          form: 'number',
          steps: [
            [
              `\\(${abs}\\)에서 \\(-${d}\\le ${shift('x', -mid)}\\le ${d}\\)이므로 조건을 만족시키는 \\(x\\)의 범위는 \\(${mid - d}\\le x\\le ${mid + d}\\)입니다.`,
              `\\(${abs}\\) means \\(-${d}\\le ${shift('x', -mid)}\\le ${d}\\), so the hypothesis holds for \\(${mid - d}\\le x\\le ${mid + d}\\).`,
            ],
            [
              `명제가 참이려면 이 범위가 \\(${conclusion}\\)에 포함되어야 하므로 \\(k${upper ? '\\ge ' : '\\le '}${value}\\)이고, ${what[0]}은 \\(${value}\\)입니다.`,
              `For the statement to be true this range must lie inside \\(${conclusion}\\), so \\(k${upper ? '\\ge ' : '\\le '}${value}\\); the ${what[1]} value is \\(${value}\\).`,
            ],
          ],
          difficulty: 4,
          subUnit: S2,
        });
      }
      // 'If x = r, then x^2 + kx + c = 0' is true exactly when r^2 + kr + c = 0.
      const k = q(-(r * r + c), r);
      const answer = frac(k);
      const eq = `${sum('x^{2}', 'kx', [c, ''])}=0`;
      const substituted = `${sum([r * r, ''], [r, 'k'], [c, ''])}=0`;
      const given = `\\(x=${r}\\)`;
      return essay({
        stem: [
          `명제 '${given}이면 \\(${eq}\\)이다.'가 참이 되도록 하는 상수 \\(k\\)의 값을 구하시오.`,
          `Find the constant \\(k\\) that makes the statement 'if ${given}, then \\(${eq}\\)' true.`,
        ],
        answer,
        form: 'number',
        steps: [
          [
            `명제가 참이려면 ${withJosa(given, '을/를')} 대입한 등식이 성립해야 하므로 \\(${substituted}\\)입니다.`,
            `For the statement to be true, ${given} must satisfy the equation: \\(${substituted}\\).`,
          ],
          r === 1
            ? [`따라서 \\(k=${answer}\\)입니다.`, `So \\(k=${answer}\\).`]
            : [
                `\\(${sum([r, 'k'])}=${-(r * r + c)}\\)이므로 \\(k=${answer}\\)입니다.`,
                `\\(${sum([r, 'k'])}=${-(r * r + c)}\\), so \\(k=${answer}\\).`,
              ],
        ],
        difficulty: 3,
        subUnit: S2,
      });
    },
    check: ({ m: mid, d, upper, kind, r, c }, problem) => {
      const key = keyValue(problem.answer);
      if (kind === 1) return Math.abs(r * r + key * r + c) < 1e-9;
      // Test the implication on a fine grid of the hypothesis; the bound must be tight.
      const xs: number[] = [];
      for (let i = 0; i <= 400; i++) xs.push(mid - d + (2 * d * i) / 400);
      const holds = (v: number) => xs.every((x) => (upper ? x <= v : x >= v));
      return holds(key) && !holds(upper ? key - 0.001 : key + 0.001);
    },
  }),
];

/** The value of an integer or fraction key, read back from its LaTeX. */
function keyValue(tex: string): number {
  const match = /^(-?)\\frac\{(\d+)\}\{(\d+)\}$/.exec(tex);
  if (match) return (match[1] ? -1 : 1) * (Number(match[2]) / Number(match[3]));
  return Number(tex);
}
