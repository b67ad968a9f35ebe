// 중3 3. 이차방정식: solving by factoring, double roots (s1); word problems (s2).
import { HINT, essay, keyIs, multiple, stemMath, template } from '../lib/mh/build.js';
import { polyX } from '../lib/mh/format.js';
import { evalLatex } from '../lib/mh/latex-eval.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m3-3';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;

export const templates: ProblemTemplate[] = [
  template(U, 'roots', {
    params: (rng) => ({ r1: rng.int(-9, 9), r2: rng.int(-9, 9), a: rng.pick([1, 1, 2, 3, -1]), ask: rng.int(0, 2) }),
    make: ({ r1, r2: r20, a, ask }) => {
      const r2 = r20 === r1 ? r1 + 3 : r20;
      const eq = `${polyX([a, -a * (r1 + r2), a * r1 * r2])}=0`;
      const big = Math.max(r1, r2);
      const small = Math.min(r1, r2);
      const asks = [
        ['두 근 중 큰 근', 'the larger root', big],
        ['두 근 중 작은 근', 'the smaller root', small],
        ['두 근의 곱', 'the product of the two roots', r1 * r2],
      ] as const;
      const [ko, en, value] = asks[ask] as (typeof asks)[number];
      return essay({
        stem: [`이차방정식 \\(${eq}\\)의 ${ko}을 구하시오.`, `Find ${en} of \\(${eq}\\).`],
        answer: String(value),
        hint: HINT.int,
        steps: [
          [
            `좌변을 인수분해하면 \\(${a === 1 ? '' : a === -1 ? '-' : a}(x${r1 < 0 ? '+' : '-'}${Math.abs(r1)})(x${r2 < 0 ? '+' : '-'}${Math.abs(r2)})=0\\)입니다.`.replace(
              /x[+-]0/g,
              'x',
            ),
            `Factor the left side: \\(${a === 1 ? '' : a === -1 ? '-' : a}(x${r1 < 0 ? '+' : '-'}${Math.abs(r1)})(x${r2 < 0 ? '+' : '-'}${Math.abs(r2)})=0\\).`.replace(
              /x[+-]0/g,
              'x',
            ),
          ],
          [
            `근은 \\(x=${small}\\) 또는 \\(x=${big}\\)이므로 답은 \\(${value}\\)입니다.`,
            `The roots are \\(x=${small}\\) and \\(x=${big}\\), so the answer is \\(${value}\\).`,
          ],
        ],
        difficulty: a === 1 ? 2 : 3,
        subUnit: S1,
      });
    },
    check: ({ ask }, problem) => {
      // Find the integer roots of the stated equation by substitution.
      const eq = stemMath(problem);
      const roots: number[] = [];
      for (let x = -30; x <= 30; x++) if (Math.abs(evalLatex(eq, { x })[1] as number) < 1e-9) roots.push(x);
      if (roots.length !== 2) return false;
      const [lo, hi] = roots as [number, number];
      return keyIs(problem, ask === 0 ? hi : ask === 1 ? lo : lo * hi);
    },
  }),

  template(U, 'double-root', {
    params: (rng) => ({ m: rng.intExcept(-9, 9, [0]), ask: rng.int(0, 1), lead: rng.pick([1, 1, 2, 3]) }),
    make: ({ m, ask, lead }, rng) => {
      // lead·(x - m)^2 = lead x^2 - 2 lead m x + lead m^2: hide either the constant or the x-coefficient.
      const b = -2 * lead * m;
      const c = lead * m * m;
      const eq = ask === 0 ? `${polyX([lead, b, 0]).replace(/^(.*)$/, '$1')}+k=0` : `${polyX([lead, 0, 0])}+kx+${c}=0`;
      const value = ask === 0 ? c : b;
      const sign = Math.sign(m);
      return multiple(rng, {
        stem: [
          `이차방정식 \\(${eq}\\)이 중근을 가질 때, 상수 \\(k\\)의 값은?${ask === 1 ? ` (단, \\(k${sign > 0 ? '<' : '>'}0\\))` : ''}`,
          `The equation \\(${eq}\\) has a double root. What is the value of the constant \\(k\\)?${ask === 1 ? ` (Assume \\(k${sign > 0 ? '<' : '>'}0\\).)` : ''}`,
        ],
        correct: String(value),
        wrong: [
          -value,
          value * 2,
          ask === 0 ? (b * b) / 2 : 2 * m,
          ask === 0 ? b : lead * m,
          value + lead,
          ask === 0 ? b * b : c,
        ].map(String),
        steps: [
          [
            `중근을 가지려면 판별식 \\(D=b^{2}-4ac=0\\)이어야 합니다.`,
            `A double root means the discriminant \\(b^{2}-4ac\\) is \\(0\\).`,
          ],
          ask === 0
            ? [
                `\\(${b}^{2}-4\\times${lead}\\times k=0\\)에서 \\(k=${value}\\)입니다.`.replace(
                  `\\(${b}^{2}`,
                  `\\((${b})^{2}`,
                ),
                `\\((${b})^{2}-4\\times${lead}\\times k=0\\) gives \\(k=${value}\\).`,
              ]
            : [
                `\\(k^{2}-4\\times${lead}\\times${c}=0\\)에서 \\(k=\\pm${Math.abs(value)}\\)이고 조건에 맞는 값은 \\(${value}\\)입니다.`,
                `\\(k^{2}-4\\times${lead}\\times${c}=0\\) gives \\(k=\\pm${Math.abs(value)}\\); the condition picks \\(${value}\\).`,
              ],
        ],
        difficulty: ask === 0 ? 3 : 4,
        subUnit: S1,
      });
    },
    check: ({ m, ask, lead }, problem) => {
      // Substitute each choice for k and count real roots of the quadratic by scanning for sign changes and zeros.
      const eq = stemMath(problem);
      const sign = Math.sign(m);
      const double = (k: number) => {
        if (ask === 1 && Math.sign(k) !== -sign) return false;
        const at = (x: number) => evalLatex(eq, { x, k })[1] as number;
        // A double root of a quadratic with positive leading coefficient is its minimum and equals 0.
        const vertex = ask === 0 ? m : -k / (2 * lead);
        return Math.abs(at(vertex)) < 1e-9 && at(vertex + 0.5) > 0 && at(vertex - 0.5) > 0;
      };
      const ok = (problem.choices ?? []).map((ch) => double(evalLatex(ch.slice(2, -2))[0] as number));
      return ok.filter(Boolean).length === 1 && ok[Number(problem.answer)] === true;
    },
  }),

  template(U, 'word-problem', {
    params: (rng) => {
      const kind = rng.int(0, 2);
      const d = rng.int(1, 8);
      // For the third story the other root d + 1 - x must not be a whole number too: keep x above d + 1.
      return { kind, d, x: kind === 2 ? rng.int(d + 2, d + 16) : rng.int(3, 20) };
    },
    make: ({ kind, x, d }) => {
      const kinds = [
        [
          `연속하는 두 자연수의 곱이 \\(${x * (x + 1)}\\)일 때, 두 수 중 작은 수를 구하시오.`,
          `The product of two consecutive whole numbers is \\(${x * (x + 1)}\\). Find the smaller number.`,
          `x(x+1)=${x * (x + 1)}`,
        ],
        [
          `가로의 길이가 세로의 길이보다 \\(${d}\\,\\text{cm}\\) 더 긴 직사각형의 넓이가 \\(${x * (x + d)}\\,\\text{cm}^{2}\\)일 때, 세로의 길이는 몇 cm인지 구하시오.`,
          `A rectangle is \\(${d}\\,\\text{cm}\\) longer than it is wide, and its area is \\(${x * (x + d)}\\,\\text{cm}^{2}\\). Find its width in cm.`,
          `x(x+${d})=${x * (x + d)}`,
        ],
        [
          `어떤 자연수를 제곱한 수는 그 수의 \\(${d + 1}\\)배보다 \\(${x * x - (d + 1) * x}\\)만큼 ${x * x - (d + 1) * x >= 0 ? '큽니다' : '작습니다'}. 이 자연수를 구하시오.`.replace(
            `\\(${x * x - (d + 1) * x}\\)만큼 작습니다`,
            `\\(${(d + 1) * x - x * x}\\)만큼 작습니다`,
          ),
          `The square of a whole number is \\(${Math.abs(x * x - (d + 1) * x)}\\) ${x * x - (d + 1) * x >= 0 ? 'more' : 'less'} than \\(${d + 1}\\) times the number. Find the number.`,
          `x^{2}=${d + 1}x${x * x - (d + 1) * x >= 0 ? '+' : ''}${x * x - (d + 1) * x}`,
        ],
      ] as const;
      const [ko, en, eq] = kinds[kind] as (typeof kinds)[number];
      return essay({
        stem: [ko, en],
        answer: String(x),
        hint: HINT.nat,
        steps: [
          [`구하는 수를 \\(x\\)라 하면 \\(${eq}\\)입니다.`, `Let the number be \\(x\\): \\(${eq}\\).`],
          [
            `이차방정식을 풀고 조건(양수, 자연수)에 맞는 근을 고르면 \\(x=${x}\\)입니다.`,
            `Solve and keep the root that fits (positive, whole): \\(x=${x}\\).`,
          ],
        ],
        difficulty: kind === 2 ? 4 : 3,
        subUnit: S2,
      });
    },
    check: ({ kind, x, d }, problem) => {
      // Search the whole numbers for the one that fits the story.
      let n = 1;
      const fits = (v: number) =>
        kind === 0
          ? v * (v + 1) === x * (x + 1)
          : kind === 1
            ? v * (v + d) === x * (x + d)
            : v * v - (d + 1) * v === x * x - (d + 1) * x;
      while (n < 500 && !fits(n)) n++;
      return keyIs(problem, n);
    },
  }),
];
