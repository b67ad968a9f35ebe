// 중3 3. 이차방정식: solving by factoring, double roots (s1); word problems (s2).
import {
  defineTemplate,
  essay,
  evalLatex,
  keyIs,
  m,
  multiple,
  nearby,
  num,
  paren,
  polyX,
  shift,
  stemMath,
  sum,
  withJosa,
} from '../kit/index.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m3-3';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;

/** The factor (x - r) as written in a product: x for r = 0, else (x-3), (x+2). */
const factor = (r: number) => (r === 0 ? 'x' : `(${shift('x', -r)})`);
/** (x - r1)(x - r2) with a lone x first. */
const factors = (r1: number, r2: number) => (r2 === 0 ? factor(r2) + factor(r1) : factor(r1) + factor(r2));
const lead = (k: number) => (k === 1 ? '' : k === -1 ? '-' : String(k));

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'roots', {
    version: 2,
    params: (rng) => ({ r1: rng.int(-9, 9), r2: rng.int(-9, 9), a: rng.pick([1, 1, 2, 3, -1]), ask: rng.int(0, 2) }),
    generate: ({ r1, r2: r20, a, ask }) => {
      const r2 = r20 === r1 ? r1 + 3 : r20;
      const eq = `${polyX([a, -a * (r1 + r2), a * r1 * r2])}=0`;
      const big = Math.max(r1, r2);
      const small = Math.min(r1, r2);
      const asks = [
        ['두 근 중 큰 근', 'the larger root', big, `큰 근은 \\(${big}\\)`, `the larger is \\(${big}\\)`],
        ['두 근 중 작은 근', 'the smaller root', small, `작은 근은 \\(${small}\\)`, `the smaller is \\(${small}\\)`],
        [
          '두 근의 곱',
          'the product of the two roots',
          r1 * r2,
          `두 근의 곱은 \\(${paren(small)}\\times ${paren(big)}=${r1 * r2}\\)`,
          `their product is \\(${paren(small)}\\times ${paren(big)}=${r1 * r2}\\)`,
        ],
      ] as const;
      const [ko, en, value, howKo, howEn] = asks[ask] as (typeof asks)[number];
      const product = `${lead(a)}${factors(small, big)}=0`;
      return essay({
        stem: [`이차방정식 \\(${eq}\\)의 ${withJosa(ko, '을/를')} 구하시오.`, `Find ${en} of \\(${eq}\\).`],
        answer: String(value),
        form: 'number',
        steps: [
          [`좌변을 인수분해하면 \\(${product}\\)입니다.`, `Factor the left side: \\(${product}\\).`],
          [
            `근은 \\(x=${small}\\) 또는 \\(x=${big}\\)이므로 ${howKo}입니다.`,
            `The roots are \\(x=${small}\\) and \\(x=${big}\\), so ${howEn}.`,
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

  defineTemplate(U, 'double-root', {
    version: 2,
    params: (rng) => ({ m: rng.intExcept(-9, 9, [0]), ask: rng.int(0, 1), lead: rng.pick([1, 1, 2, 3]) }),
    generate: ({ m: r, ask, lead: a }, rng) => {
      // a·(x - r)^2 = a x^2 - 2 a r x + a r^2: hide either the constant or the x-coefficient.
      const b = -2 * a * r;
      const c = a * r * r;
      const eq = ask === 0 ? `${sum(polyX([a, b, 0]), 'k')}=0` : `${sum(polyX([a, 0, 0]), 'kx', [c, ''])}=0`;
      const value = ask === 0 ? c : b;
      const sign = Math.sign(r);
      const condition = sign > 0 ? '<' : '>';
      const solve = ask === 0 ? `${paren(b)}^{2}-4\\times ${a}\\times k=0` : `k^{2}-4\\times ${a}\\times ${c}=0`;
      return multiple(rng, {
        stem: [
          `이차방정식 \\(${eq}\\)이 중근을 가질 때, 상수 \\(k\\)의 값은?${ask === 1 ? ` (단, \\(k${condition}0\\))` : ''}`,
          `The equation \\(${eq}\\) has a double root. What is the value of the constant \\(k\\)?${ask === 1 ? ` (Assume \\(k${condition}0\\).)` : ''}`,
        ],
        correct: m(value),
        wrong: [
          ...[
            -value,
            value * 2,
            ask === 0 ? (b * b) / 2 : 2 * r,
            ask === 0 ? b : a * r,
            value + a,
            ask === 0 ? b * b : c,
          ].map((v) => m(v)),
          ...nearby(value),
        ],
        steps: [
          [
            `중근을 가지려면 판별식 \\(D=b^{2}-4ac\\)의 값이 \\(0\\)이어야 합니다.`,
            `A double root means the discriminant \\(b^{2}-4ac\\) is \\(0\\).`,
          ],
          ask === 0
            ? [
                `\\(${solve}\\)에서 \\(${4 * a}k=${b * b}\\)이므로 \\(k=${value}\\)입니다.`,
                `\\(${solve}\\) gives \\(${4 * a}k=${b * b}\\), so \\(k=${value}\\).`,
              ]
            : [
                `\\(${solve}\\)에서 \\(k^{2}=${b * b}\\)이므로 \\(k=${b}\\) 또는 \\(k=${-b}\\)이고, \\(k${condition}0\\)이므로 \\(k=${value}\\)입니다.`,
                `\\(${solve}\\) gives \\(k^{2}=${b * b}\\), so \\(k=${b}\\) or \\(k=${-b}\\); since \\(k${condition}0\\), \\(k=${value}\\).`,
              ],
        ],
        difficulty: ask === 0 ? 3 : 4,
        subUnit: S1,
      });
    },
    check: ({ m: r, ask, lead: a }, problem) => {
      // Substitute each choice for k: a double root is where the quadratic touches 0 at its lowest point.
      const eq = stemMath(problem);
      const sign = Math.sign(r);
      const double = (k: number) => {
        if (ask === 1 && Math.sign(k) !== -sign) return false;
        const at = (x: number) => evalLatex(eq, { x, k })[1] as number;
        const vertex = ask === 0 ? r : -k / (2 * a);
        return Math.abs(at(vertex)) < 1e-9 && at(vertex + 0.5) > 0 && at(vertex - 0.5) > 0;
      };
      const ok = (problem.choices ?? []).map((ch) => double(evalLatex(ch.slice(2, -2))[0] as number));
      return ok.filter(Boolean).length === 1 && ok[Number(problem.answer)] === true;
    },
  }),

  defineTemplate(U, 'word-problem', {
    version: 2,
    params: (rng) => {
      const kind = rng.int(0, 2);
      const d = rng.int(1, 8);
      // For the third story the other root d + 1 - x must not be a whole number too: keep x above d + 1.
      return { kind, d, x: kind === 2 ? rng.int(d + 2, d + 16) : rng.int(3, 20) };
    },
    ranges: { x: [1, 40], d: [1, 8] },
    generate: ({ kind, x, d }) => {
      const stories = [
        {
          ko: `연속하는 두 자연수의 곱이 \\(${x * (x + 1)}\\)일 때, 두 수 중 작은 수를 구하시오.`,
          en: `The product of two consecutive natural numbers is \\(${x * (x + 1)}\\). Find the smaller number.`,
          letKo: `작은 수를 \\(x\\)라 하면 큰 수는 \\(x+1\\)이므로`,
          letEn: `Let the smaller number be \\(x\\); the larger is \\(x+1\\), so`,
          eq: `x(x+1)=${x * (x + 1)}`,
          other: -(x + 1),
          why: ['\\(x\\)는 자연수', '\\(x\\) is a natural number'],
        },
        {
          ko: `가로의 길이가 세로의 길이보다 \\(${d}\\,\\text{cm}\\) 더 긴 직사각형의 넓이가 \\(${x * (x + d)}\\,\\text{cm}^{2}\\)일 때, 이 직사각형의 세로의 길이를 구하시오.`,
          en: `A rectangle is \\(${d}\\,\\text{cm}\\) longer than it is wide, and its area is \\(${x * (x + d)}\\,\\text{cm}^{2}\\). Find its width.`,
          letKo: `세로의 길이를 \\(x\\,\\text{cm}\\)라 하면 가로의 길이는 \\((x+${d})\\,\\text{cm}\\)이므로`,
          letEn: `Let the width be \\(x\\,\\text{cm}\\); the length is \\((x+${d})\\,\\text{cm}\\), so`,
          eq: `x(x+${d})=${x * (x + d)}`,
          other: -(x + d),
          why: ['길이는 양수', 'a length is positive'],
        },
        {
          ko: `어떤 자연수를 제곱한 수는 그 수의 \\(${d + 1}\\)배보다 \\(${x * x - (d + 1) * x}\\)만큼 큽니다. 이 자연수를 구하시오.`,
          en: `The square of a natural number is \\(${x * x - (d + 1) * x}\\) more than \\(${d + 1}\\) times the number. Find the number.`,
          letKo: `구하는 수를 \\(x\\)라 하면`,
          letEn: `Let the number be \\(x\\); then`,
          eq: `x^{2}=${d + 1}x+${x * x - (d + 1) * x}`,
          other: d + 1 - x,
          why: ['\\(x\\)는 자연수', '\\(x\\) is a natural number'],
        },
      ];
      const story = stories[kind] as (typeof stories)[number];
      const standard = `${polyX([1, -(x + story.other), x * story.other])}=0`;
      const product = `${factors(x, story.other)}=0`;
      return essay({
        stem: [story.ko, story.en],
        answer: String(x),
        form: 'number',
        ...(kind === 1 ? { unit: 'cm' } : {}),
        steps: [
          [`${story.letKo} \\(${story.eq}\\)입니다.`, `${story.letEn} \\(${story.eq}\\).`],
          [
            `정리하면 \\(${standard}\\), 인수분해하면 \\(${product}\\)이므로 \\(x=${x}\\) 또는 \\(x=${num(story.other)}\\)입니다.`,
            `Rearrange: \\(${standard}\\); factor: \\(${product}\\). So \\(x=${x}\\) or \\(x=${num(story.other)}\\).`,
          ],
          [`${story.why[0]}이므로 \\(x=${x}\\)입니다.`, `Since ${story.why[1]}, \\(x=${x}\\).`],
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
