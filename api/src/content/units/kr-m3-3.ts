// 중3 3. 이차방정식: solving by factoring and by the quadratic formula (typed radical), double roots, the other root,
// coefficients misread by two students (s1); word problems: garden paths, the first time a ball reaches a height (s2).
import { defineTemplate, essay, multiple, nearby } from '../kit/template.js';
import { num } from '../kit/numbers.js';
import { m, paren, polyX, shift, sqrt, sum } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { evalLatex, keyIs, numberOf, stemMath } from '../kit/check.js';
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

  defineTemplate(U, 'quadratic-formula', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const p = rng.intExcept(-6, 6, [0]);
        const d = rng.int(2, 30);
        // x² − 2p x + (p² − d) = 0 has the roots p ± √d; √d must not be whole.
        if (!Number.isInteger(Math.sqrt(d)) && Math.abs(p * p - d) <= 40) return { p, d };
      }
    },
    generate: ({ p, d }) => {
      const eq = `${polyX([1, -2 * p, p * p - d])}=0`;
      const key = sum([p, ''], sqrt(d));
      const half = `x=-${paren(-p)}\\pm\\sqrt{${paren(-p)}^{2}-${paren(p * p - d)}}`;
      return essay({
        stem: [`이차방정식 \\(${eq}\\)의 두 근 중 큰 근을 구하시오.`, `Find the larger root of \\(${eq}\\).`],
        answer: key,
        form: 'radical',
        steps: [
          [
            `좌변이 정수 범위에서 인수분해되지 않으므로 근의 공식을 씁니다. \\(x\\)의 계수가 짝수이면 짝수 공식 \\(x=\\frac{-b'\\pm\\sqrt{b'^{2}-ac}}{a}\\)가 간단합니다.`,
            `The left side does not factor over the integers, so use the quadratic formula; with an even coefficient of \\(x\\), the half-coefficient form \\(x=\\frac{-b'\\pm\\sqrt{b'^{2}-ac}}{a}\\) is quicker.`,
          ],
          [
            `\\(b'=${-p}\\), \\(c=${p * p - d}\\)이므로 \\(${half}=${num(p)}\\pm${sqrt(d)}\\)입니다.`,
            `Here \\(b'=${-p}\\) and \\(c=${p * p - d}\\): \\(${half}=${num(p)}\\pm${sqrt(d)}\\).`,
          ],
          [`두 근 중 큰 근은 \\(${key}\\)입니다.`, `The larger root is \\(${key}\\).`],
        ],
        difficulty: 3,
        subUnit: S1,
      });
    },
    // The key must make the stated quadratic zero and lie right of the vertex (the larger root).
    check: (_p, problem) => {
      const eq = stemMath(problem);
      const key = evalLatex(problem.answer)[0] as number;
      const f = (x: number) => evalLatex(eq, { x })[1] as number;
      const vertex = (f(-1) - f(1)) / (2 * (f(1) + f(-1) - 2 * f(0)));
      return Math.abs(f(key)) < 1e-9 && key > vertex;
    },
  }),

  defineTemplate(U, 'other-root', {
    version: 1,
    params: (rng) => ({ r: rng.intExcept(-7, 7, [0]), s: rng.intExcept(-9, 9, [0]) }),
    generate: ({ r, s: s0 }) => {
      // x² + a x + c = 0 with c shown and a unknown; the given root r and the other root s (s ≠ r).
      const s = s0 === r ? r + 2 || 2 : s0;
      const c = r * s;
      const a = -(r + s);
      const eq = `x^{2}+ax${c < 0 ? '' : '+'}${c}=0`;
      const put = `${paren(r)}^{2}+a\\times${paren(r)}${c < 0 ? '' : '+'}${c}=0`;
      return essay({
        stem: [
          `이차방정식 \\(${eq}\\)의 한 근이 \\(${r}\\)일 때, 다른 한 근을 구하시오. (단, \\(a\\)는 상수)`,
          `One root of \\(${eq}\\) is \\(${r}\\), where \\(a\\) is a constant. Find the other root.`,
        ],
        answer: num(s),
        form: 'number',
        steps: [
          [
            `한 근이 \\(${r}\\)이므로 ${withJosa(m(`x=${r}`), '을/를')} 대입하면 등식이 성립합니다: \\(${put}\\)이므로 \\(a=${a}\\)입니다.`,
            `\\(${r}\\) is a root, so substituting \\(x=${r}\\) makes the equation true: \\(${put}\\), so \\(a=${a}\\).`,
          ],
          [
            `이차방정식 \\(${polyX([1, a, c])}=0\\)을 인수분해하면 \\(${factors(r, s)}=0\\)이므로 다른 한 근은 \\(${s}\\)입니다.`,
            `The equation is \\(${polyX([1, a, c])}=0\\); factoring, \\(${factors(r, s)}=0\\), so the other root is \\(${s}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: S1,
      });
    },
    // Find a by trying every integer, then the other integer root by trying every integer.
    check: (_p, problem) => {
      const [eq, given] = [stemMath(problem, 0), numberOf(stemMath(problem, 1))];
      const as = Array.from({ length: 61 }, (_, i) => i - 30).filter(
        (a) => Math.abs(evalLatex(eq, { x: given, a })[1] as number) < 1e-9,
      );
      if (as.length !== 1) return false;
      const others = Array.from({ length: 81 }, (_, i) => i - 40).filter(
        (x) => x !== given && Math.abs(evalLatex(eq, { x, a: as[0]! })[1] as number) < 1e-9,
      );
      return others.length === 1 && keyIs(problem, others[0]!);
    },
  }),

  defineTemplate(U, 'misread-coefficients', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const [t1, t2] = [rng.intExcept(-6, 6, [0]), rng.intExcept(-6, 6, [0])];
        const product = t1 * t2;
        // One read the constant right and the x-coefficient wrong: another factor pair of the same product.
        const pairs = [];
        for (let u = -36; u <= 36; u++) {
          if (u !== 0 && product % u === 0 && u <= product / u && u + product / u !== t1 + t2) pairs.push(u);
        }
        const k = rng.intExcept(-4, 4, [0]);
        const [v1, v2] = [t1 + k, t2 - k];
        if (pairs.length === 0 || t1 === t2 || v1 * v2 === product || v1 === v2) continue;
        const u1 = rng.pick(pairs);
        return { t1, t2, u1, u2: product / u1, v1: Math.min(v1, v2), v2: Math.max(v1, v2), who: rng.int(0, 7) };
      }
    },
    generate: ({ t1, t2, u1, u2, v1, v2, who }) => {
      const [first, second] = [PEOPLE[who]!, PEOPLE[who + 8]!];
      const big = Math.max(t1, t2);
      const eq = `x^{2}+ax+b=0`;
      return essay({
        stem: [
          `이차방정식 ${withJosa(m(eq), '을/를')} 푸는데 ${nameWith(first, '는')} \\(x\\)의 계수를 잘못 보고 풀어 두 근 \\(${u1}\\), ${withJosa(m(u2), '을/를')} 얻었고, ${nameWith(second, '는')} 상수항을 잘못 보고 풀어 두 근 \\(${v1}\\), ${withJosa(m(v2), '을/를')} 얻었습니다. 처음 이차방정식의 두 근 중 큰 근을 구하는 풀이 과정을 쓰고 답을 구하시오. (단, \\(a\\), \\(b\\)는 상수)`,
          `Solving \\(${eq}\\) (\\(a\\) and \\(b\\) constants), ${first.en} misread the coefficient of \\(x\\) and got the roots \\(${u1}\\) and \\(${u2}\\); ${second.en} misread the constant term and got the roots \\(${v1}\\) and \\(${v2}\\). Find the larger root of the original equation, showing your work.`,
        ],
        answer: num(big),
        form: 'number',
        steps: [
          [
            `잘못 본 사람도 나머지 계수는 바르게 보았다는 것이 핵심입니다. ${nameWith(first, '는')} 상수항을 바르게 보았으므로 \\(b=${paren(u1)}\\times${paren(u2)}=${u1 * u2}\\)입니다.`,
            `The key is that each of them read the other coefficient correctly. ${first.en} read the constant term right: \\(b=${paren(u1)}\\times${paren(u2)}=${u1 * u2}\\).`,
          ],
          [
            `${nameWith(second, '는')} \\(x\\)의 계수를 바르게 보았으므로 \\(${factors(v1, v2)}=${polyX([1, -(v1 + v2), v1 * v2])}\\)에서 \\(a=${-(v1 + v2)}\\)입니다.`,
            `${second.en} read the coefficient of \\(x\\) right: \\(${factors(v1, v2)}=${polyX([1, -(v1 + v2), v1 * v2])}\\), so \\(a=${-(v1 + v2)}\\).`,
          ],
          [
            `처음 이차방정식은 \\(${polyX([1, -(t1 + t2), t1 * t2])}=0\\), 곧 \\(${factors(t1, t2)}=0\\)이므로 두 근 중 큰 근은 \\(${big}\\)입니다.`,
            `The original equation is \\(${polyX([1, -(t1 + t2), t1 * t2])}=0\\), that is \\(${factors(t1, t2)}=0\\), so the larger root is \\(${big}\\).`,
          ],
        ],
        difficulty: 5,
        subUnit: S1,
      });
    },
    // From the roots in the stem: the true equation has the first pair's product and the second pair's sum; try
    // every integer for its roots.
    check: ({ u1, u2, v1, v2 }, problem) => {
      const roots = Array.from({ length: 81 }, (_, i) => i - 40).filter((x) => x * x - (v1 + v2) * x + u1 * u2 === 0);
      return roots.length > 0 && keyIs(problem, Math.max(...roots));
    },
  }),

  defineTemplate(U, 'garden-paths', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const [a, b] = [rng.int(8, 30), rng.int(6, 24)];
        const x = rng.int(1, 4);
        if (a !== b && x < Math.min(a, b) / 3) return { a, b, x };
      }
    },
    ranges: { a: [8, 30], b: [6, 24], x: [1, 4] },
    generate: ({ a, b, x }) => {
      const area = (a - x) * (b - x);
      const expanded = `${polyX([1, -(a + b), a * b - area])}=0`;
      const other = a + b - x;
      return essay({
        stem: [
          `가로의 길이가 \\(${a}\\) m, 세로의 길이가 \\(${b}\\) m인 직사각형 모양의 꽃밭에 폭이 일정한 길을 가로, 세로로 하나씩 내었더니 길을 뺀 꽃밭의 넓이가 \\(${area}\\) m²가 되었습니다. 길의 폭은 몇 m인지 구하시오.`,
          `A rectangular garden is \\(${a}\\) m long and \\(${b}\\) m wide. Two paths of the same width are laid across it, one parallel to each side, and the garden left is \\(${area}\\) square meters. How wide are the paths, in meters?`,
        ],
        answer: num(x),
        form: 'number',
        unit: 'm',
        steps: [
          [
            `길을 꽃밭의 가장자리로 옮겨도 남은 넓이는 같다는 것이 핵심입니다. 길의 폭을 \\(x\\) m라 하면 남은 꽃밭은 가로 \\((${a}-x)\\) m, 세로 \\((${b}-x)\\) m인 직사각형이므로 \\((${a}-x)(${b}-x)=${area}\\)입니다.`,
            `The key is that sliding the paths to the edges leaves the same area. If the paths are \\(x\\) m wide, the rest is a rectangle \\(${a}-x\\) m by \\(${b}-x\\) m, so \\((${a}-x)(${b}-x)=${area}\\).`,
          ],
          [
            `전개하여 정리하면 \\(${expanded}\\), 곧 \\((x-${x})(x-${other})=0\\)이므로 \\(x=${x}\\) 또는 \\(x=${other}\\)입니다.`,
            `Expand and collect: \\(${expanded}\\), that is \\((x-${x})(x-${other})=0\\), so \\(x=${x}\\) or \\(x=${other}\\).`,
          ],
          [
            `폭은 \\(${Math.min(a, b)}\\) m보다 좁아야 하므로 ${withJosa(m(`x=${other}`), '은/는')} 알맞지 않고, 길의 폭은 \\(${x}\\) m입니다.`,
            `A path must be narrower than \\(${Math.min(a, b)}\\) m, so \\(x=${other}\\) does not fit: the paths are \\(${x}\\) m wide.`,
          ],
        ],
        difficulty: 4,
        subUnit: S2,
      });
    },
    // Try each whole width narrower than the garden.
    check: ({ a, b, x }, problem) => {
      const area = (a - x) * (b - x);
      const fits = Array.from({ length: Math.min(a, b) - 1 }, (_, i) => i + 1).filter(
        (w) => (a - w) * (b - w) === area,
      );
      return fits.length === 1 && keyIs(problem, fits[0]!);
    },
  }),

  defineTemplate(U, 'first-time-height', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const v = rng.pick([20, 25, 30, 35, 40, 45, 50]);
        const t1 = rng.int(1, 4);
        const t2 = v / 5 - t1;
        if (Number.isInteger(t2) && t2 > t1) return { v, t1 };
      }
    },
    ranges: { v: [20, 50] },
    generate: ({ v, t1 }) => {
      const t2 = v / 5 - t1;
      const h = v * t1 - 5 * t1 * t1;
      const model = `${v}t-5t^{2}`;
      return essay({
        stem: [
          `지면에서 초속 \\(${v}\\) m로 똑바로 위로 쏘아 올린 공의 \\(t\\)초 후의 높이는 \\((${model})\\) m입니다. 공의 높이가 처음으로 \\(${h}\\) m가 되는 것은 공을 쏘아 올린 지 몇 초 후인지 구하시오.`,
          `A ball is launched straight up from the ground at \\(${v}\\) m per second. Its height after \\(t\\) seconds is \\(${model}\\) meters. How many seconds after the launch is the ball first at a height of \\(${h}\\) meters?`,
        ],
        answer: num(t1),
        form: 'number',
        unit: '초',
        steps: [
          [
            `\\(${model}=${h}\\)에서 \\(5t^{2}-${v}t+${h}=0\\), 양변을 \\(5\\)로 나누면 \\(${polyX([1, -v / 5, h / 5], 't')}=0\\)입니다.`,
            `Set \\(${model}=${h}\\): \\(5t^{2}-${v}t+${h}=0\\); divide by \\(5\\): \\(${polyX([1, -v / 5, h / 5], 't')}=0\\).`,
          ],
          [
            `\\((t-${t1})(t-${t2})=0\\)이므로 \\(t=${t1}\\) 또는 \\(t=${t2}\\)입니다.`,
            `\\((t-${t1})(t-${t2})=0\\), so \\(t=${t1}\\) or \\(t=${t2}\\).`,
          ],
          [
            `공은 올라가는 길에 한 번, 내려오는 길에 한 번 이 높이를 지나므로 두 근이 모두 뜻이 있습니다. '처음으로'는 그중 작은 값이므로 \\(${t1}\\)초 후입니다.`,
            `The ball passes this height twice, once going up and once coming down, so both roots make sense; "first" asks for the smaller: ${count(t1, 'second')}.`,
          ],
        ],
        difficulty: 4,
        subUnit: S2,
      });
    },
    // Step through the flight a tenth of a second at a time until the height reaches the given one.
    check: ({ v, t1 }, problem) => {
      const h = v * t1 - 5 * t1 * t1;
      let tenths = 0;
      while (v * (tenths / 10) - 5 * (tenths / 10) ** 2 < h - 1e-9 && tenths < 1000) tenths++;
      return keyIs(problem, tenths / 10);
    },
  }),
];
