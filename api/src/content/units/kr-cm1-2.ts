// 공통수학1 Ⅱ. 방정식과 부등식: complex numbers and roots (s1); quadratic functions on an interval, the discriminant
// (s2); quadratic, absolute-value and simultaneous inequalities, a cubic's imaginary roots, a simultaneous quadratic
// system (s3).
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { frac, fracRaw, m, paren, polyX, shift, signed, sum } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { evalLatex, keyIs } from '../kit/check.js';
import { q } from '../kit/numbers.js';
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

  defineTemplate(U, 'discriminant-range', {
    version: 1,
    params: (rng) => ({ h: rng.intExcept(-6, 6, [0]), c: rng.int(-5, 5), none: rng.int(0, 1) === 1 }),
    generate: ({ h, c, none }) => {
      // x² + 2hx + (k + c) = 0: D/4 = h² − k − c.
      const bound = h * h - c;
      const eq = `x^{2}${h < 0 ? '-' : '+'}${Math.abs(2 * h)}x+k${c === 0 ? '' : c > 0 ? `+${c}` : c}=0`;
      const key = none ? `k>${bound}` : `k<${bound}`;
      return essay({
        stem: [
          `이차방정식 \\(${eq}\\)이 ${none ? '허근을 갖도록' : '서로 다른 두 실근을 갖도록'} 하는 실수 \\(k\\)의 값의 범위를 구하시오.`,
          `Find the range of real values of \\(k\\) for which \\(${eq}\\) has ${none ? 'imaginary roots' : 'two distinct real roots'}.`,
        ],
        answer: key,
        form: 'interval',
        variables: ['k'],
        steps: [
          [
            `핵심은 근의 종류를 판별식의 부호로 정한다는 것입니다. ${none ? '허근' : '서로 다른 두 실근'}을 가지려면 \\(D${none ? '<' : '>'}0\\)이어야 합니다.`,
            `The key idea: the sign of the discriminant decides the kind of roots. For ${none ? 'imaginary roots' : 'two distinct real roots'} we need \\(D${none ? '<' : '>'}0\\).`,
          ],
          [
            `\\(\\frac{D}{4}=${paren(h)}^{2}-(k${c === 0 ? '' : c > 0 ? `+${c}` : c})=${bound}-k\\)입니다.`,
            `\\(\\frac{D}{4}=${paren(h)}^{2}-(k${c === 0 ? '' : c > 0 ? `+${c}` : c})=${bound}-k\\).`,
          ],
          [
            `\\(${bound}-k${none ? '<' : '>'}0\\)에서 \\(${key}\\)입니다.`,
            `\\(${bound}-k${none ? '<' : '>'}0\\) gives \\(${key}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: `${U}.s2`,
      });
    },
    // Tries values of k around the boundary: the roots are real exactly when the vertex value is not above 0.
    check: ({ h, c, none }, problem) => {
      const m = /^k([<>])(-?\d+)$/.exec(problem.answer);
      if (!m) return false;
      const minValue = (k: number) => -h * h + k + c;
      const fits = (k: number) => (none ? minValue(k) > 0 : minValue(k) < 0);
      const bound = Number(m[2]);
      const side = (k: number) => (m[1] === '<' ? k < bound : k > bound);
      return [-50, -7.5, -1, 0, 0.5, 3, 9, 24, 40, bound - 0.01, bound, bound + 0.01].every((k) => fits(k) === side(k));
    },
  }),

  defineTemplate(U, 'absolute-value-inequality', {
    version: 1,
    params: (rng) => ({
      a: rng.int(1, 3),
      b: rng.intExcept(-8, 8, [0]),
      c: rng.int(1, 12),
      closed: rng.int(0, 1) === 1,
    }),
    generate: ({ a, b, c, closed }) => {
      const [lo, hi] = [q(-c - b, a), q(c - b, a)];
      const inner = sum([a, 'x'], [b, '']);
      const rel = closed ? '\\le ' : '<';
      const key = `${frac(lo)}${rel}x${rel}${frac(hi)}`;
      const moved =
        b > 0
          ? [`각 변에서 ${withJosa(m(b), '을/를')} 빼`, `subtract \\(${b}\\) from each part`]
          : [`각 변에 ${withJosa(m(-b), '을/를')} 더하`, `add \\(${-b}\\) to each part`];
      const divided =
        a === 1 ? ['면', ''] : [`고 각 변을 ${withJosa(m(a), '으로/로')} 나누면`, ` and divide by \\(${a}\\)`];
      return essay({
        stem: [
          `부등식 ${withJosa(m(`\\left|${inner}\\right|${rel}${c}`), '을/를')} 푸시오.`,
          `Solve \\(\\left|${inner}\\right|${rel}${c}\\).`,
        ],
        answer: key,
        form: 'interval',
        variables: ['x'],
        steps: [
          [
            `핵심은 절댓값을 수직선 위에서 \\(0\\)까지의 거리로 보는 것입니다: \\(|A|${rel}${c}\\)이면 \\(-${c}${rel}A${rel}${c}\\)입니다.`,
            `The key idea: an absolute value is a distance from \\(0\\), so \\(|A|${rel}${c}\\) means \\(-${c}${rel}A${rel}${c}\\).`,
          ],
          [
            `\\(-${c}${rel}${inner}${rel}${c}\\)의 ${moved[0]}${divided[0]} \\(${key}\\)입니다.`,
            `In \\(-${c}${rel}${inner}${rel}${c}\\), ${moved[1]}${divided[1]}: \\(${key}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: `${U}.s3`,
      });
    },
    // Reads the key's two ends and tests points inside, outside and on them against |ax + b| and c.
    check: ({ a, b, c, closed }, problem) => {
      const ends = problem.answer.split(/<|\\le /).filter((part) => part.trim() !== 'x');
      const [lo, hi] = ends.map((tex) => evalLatex(tex)[0] as number);
      if (lo === undefined || hi === undefined) return false;
      const holds = (x: number) => (closed ? Math.abs(a * x + b) <= c : Math.abs(a * x + b) < c);
      const inKey = (x: number) => (closed ? x >= lo && x <= hi : x > lo && x < hi);
      return [lo - 1, lo, lo + 0.01, (lo + hi) / 2, hi - 0.01, hi, hi + 1].every((x) => holds(x) === inKey(x));
    },
  }),

  defineTemplate(U, 'simultaneous-inequalities', {
    version: 1,
    params: (rng) => {
      const lo = rng.int(-6, 4);
      return { lo, hi: lo + rng.int(1, 7), a: rng.int(2, 5), b: rng.int(2, 5), c: rng.int(-9, 9), d: rng.int(-9, 9) };
    },
    generate: ({ lo, hi, a, b, c, d }) => {
      // ax + c > a·lo + c gives x > lo; bx + d ≤ b·hi + d gives x ≤ hi.
      const first = `${sum([a, 'x'], [c, ''])}>${a * lo + c}`;
      const second = `${sum([b, 'x'], [d, ''])}\\le ${b * hi + d}`;
      const key = `${lo}<x\\le ${hi}`;
      return essay({
        stem: [
          `다음 연립부등식을 푸시오. \\(\\begin{cases} ${first} \\\\ ${second} \\end{cases}\\)`,
          `Solve the system \\(\\begin{cases} ${first} \\\\ ${second} \\end{cases}\\).`,
        ],
        answer: key,
        form: 'interval',
        variables: ['x'],
        steps: [
          [
            `각 부등식을 풀면 \\(${first}\\)에서 \\(x>${lo}\\), \\(${second}\\)에서 \\(x\\le ${hi}\\)입니다.`,
            `Solve each: \\(${first}\\) gives \\(x>${lo}\\), and \\(${second}\\) gives \\(x\\le ${hi}\\).`,
          ],
          [
            `핵심은 두 해를 수직선 위에 함께 나타내어 공통부분을 찾는 것입니다. 공통부분은 \\(${key}\\)입니다.`,
            `The key idea: draw both on one number line and take the overlap, which is \\(${key}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: `${U}.s3`,
      });
    },
    // Tests points against both inequalities and against the key's two ends.
    check: ({ lo, hi, a, b, c, d }, problem) => {
      const m = /^(-?\d+)<x\\le (-?\d+)$/.exec(problem.answer);
      if (!m) return false;
      const [l, h] = [Number(m[1]), Number(m[2])];
      const holds = (x: number) => a * x + c > a * lo + c && b * x + d <= b * hi + d;
      return [l - 1, l, l + 0.5, (l + h) / 2, h, h + 0.5].every((x) => holds(x) === (x > l && x <= h));
    },
  }),

  defineTemplate(U, 'cubic-imaginary-roots', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const r = rng.intExcept(-3, 3, [0]);
        const p = rng.int(-4, 4);
        const s = rng.int(1, 9);
        if (p * p < 4 * s) return { r, p, s };
      }
    },
    generate: ({ r, p, s }) => {
      // (x − r)(x² + px + s) with p² < 4s: one real root r and two imaginary roots α, β.
      const cubic = polyX([1, p - r, s - p * r, -s * r]);
      const answer = p * p - 2 * s;
      return essay({
        stem: [
          `삼차방정식 \\(${cubic}=0\\)의 두 허근을 \\(\\alpha\\), \\(\\beta\\)라 할 때, \\(\\alpha^{2}+\\beta^{2}\\)의 값을 구하시오.`,
          `The cubic equation \\(${cubic}=0\\) has two imaginary roots \\(\\alpha\\) and \\(\\beta\\). Find \\(\\alpha^{2}+\\beta^{2}\\).`,
        ],
        answer: String(answer),
        form: 'number',
        steps: [
          [
            `핵심은 정수 근을 하나 찾아 인수정리로 차수를 낮추는 것입니다. ${withJosa(m(`x=${r}`), '을/를')} 대입하면 \\(0\\)이 되므로 ${withJosa(m(shift('x', -r)), '은/는')} 인수입니다.`,
            `The key idea: find one whole-number root and lower the degree by the factor theorem. \\(x=${r}\\) makes the left side \\(0\\), so \\(${shift('x', -r)}\\) is a factor.`,
          ],
          [
            `조립제법으로 나누면 \\(${cubic}=(${shift('x', -r)})(${polyX([1, p, s])})\\)이므로 \\(\\alpha\\), \\(\\beta\\)는 \\(${polyX([1, p, s])}=0\\)의 두 근입니다.`,
            `Synthetic division gives \\(${cubic}=(${shift('x', -r)})(${polyX([1, p, s])})\\), so \\(\\alpha\\) and \\(\\beta\\) are the roots of \\(${polyX([1, p, s])}=0\\).`,
          ],
          [
            `근과 계수의 관계에서 \\(\\alpha+\\beta=${-p}\\), \\(\\alpha\\beta=${s}\\)이므로 \\(\\alpha^{2}+\\beta^{2}=(\\alpha+\\beta)^{2}-2\\alpha\\beta=${paren(-p)}^{2}-2\\times ${s}=${answer}\\)입니다.`,
            `By Vieta, \\(\\alpha+\\beta=${-p}\\) and \\(\\alpha\\beta=${s}\\), so \\(\\alpha^{2}+\\beta^{2}=(\\alpha+\\beta)^{2}-2\\alpha\\beta=${paren(-p)}^{2}-2\\times ${s}=${answer}\\).`,
          ],
        ],
        difficulty: 4,
        subUnit: `${U}.s3`,
      });
    },
    // The imaginary roots as complex numbers u ± vi: α² + β² = 2(u² − v²).
    check: ({ p, s }, problem) => {
      const u = -p / 2;
      const v = Math.sqrt(4 * s - p * p) / 2;
      return keyIs(problem, 2 * (u * u - v * v));
    },
  }),

  defineTemplate(U, 'simultaneous-quadratic', {
    version: 1,
    params: (rng) => {
      const y = rng.int(1, 9);
      return { x: y + rng.int(1, 6), y };
    },
    generate: ({ x, y }) => {
      const d = x - y;
      const total = x * x + y * y;
      const product = x * y;
      return essay({
        stem: [
          `연립방정식 \\(\\begin{cases} x-y=${d} \\\\ x^{2}+y^{2}=${total} \\end{cases}\\)의 해가 \\(x=\\alpha\\), \\(y=\\beta\\)일 때, \\(\\alpha\\beta\\)의 값을 구하시오.`,
          `The system \\(\\begin{cases} x-y=${d} \\\\ x^{2}+y^{2}=${total} \\end{cases}\\) has the solution \\(x=\\alpha\\), \\(y=\\beta\\). Find \\(\\alpha\\beta\\).`,
        ],
        answer: String(product),
        form: 'number',
        steps: [
          [
            `핵심은 두 식을 풀지 않고 곱셈 공식으로 잇는 것입니다: \\((x-y)^{2}=x^{2}+y^{2}-2xy\\).`,
            `The key idea: link the two equations by an identity instead of solving: \\((x-y)^{2}=x^{2}+y^{2}-2xy\\).`,
          ],
          [
            `\\(${d}^{2}=${total}-2xy\\)이므로 \\(2xy=${total - d * d}\\), 즉 \\(\\alpha\\beta=${product}\\)입니다. (어느 해이든 곱은 같습니다.)`,
            `\\(${d}^{2}=${total}-2xy\\), so \\(2xy=${total - d * d}\\) and \\(\\alpha\\beta=${product}\\), whichever solution you take.`,
          ],
        ],
        difficulty: 4,
        subUnit: `${U}.s3`,
      });
    },
    // Substitutes x = y + d into the circle and solves the quadratic for y; both solutions must give one product.
    check: ({ x, y }, problem) => {
      const d = x - y;
      const total = x * x + y * y;
      // 2y² + 2dy + d² − total = 0
      const disc = 4 * d * d - 8 * (d * d - total);
      const ys = [(-2 * d + Math.sqrt(disc)) / 4, (-2 * d - Math.sqrt(disc)) / 4];
      const products = ys.map((v) => v * (v + d));
      return Math.abs(products[0]! - products[1]!) < 1e-9 && keyIs(problem, products[0]!);
    },
  }),
];
