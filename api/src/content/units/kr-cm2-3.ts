// 공통수학2 Ⅲ. 함수와 그래프: composite and inverse functions (s1); rational and radical functions (s2).
import { defineTemplate, essay, multiple, nearby } from '../kit/template.js';
import { q } from '../kit/numbers.js';
import { frac, linear, m, paren, shift, sum } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyIs, keyWhere } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-cm2-3';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;

/** a×v written in a substitution: 3\times (-2), -(-2) for a = -1, (-2) for a = 1. */
const times = (a: number, v: number | string) => {
  const value = typeof v === 'number' ? paren(v) : v;
  return a === 1 ? value : a === -1 ? `-${value}` : `${a}\\times ${value}`;
};

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'composite', {
    version: 2,
    params: (rng) => ({
      a: rng.intExcept(-4, 4, [0]),
      b: rng.int(-6, 6),
      c: rng.intExcept(-3, 3, [0]),
      d: rng.int(-5, 5),
      t: rng.int(-4, 4),
      order: rng.int(0, 1),
    }),
    generate: ({ a, b, c, d, t, order }) => {
      const f = (x: number) => a * x + b;
      const g = (x: number) => c * x * x + d;
      const fTex = linear(a, b);
      const gTex = sum([c, 'x^{2}'], [d, '']);
      const [name, inner, outer] = order === 0 ? ['f\\circ g', 'g', 'f'] : ['g\\circ f', 'f', 'g'];
      const innerValue = order === 0 ? g(t) : f(t);
      const value = order === 0 ? f(innerValue) : g(innerValue);
      const at = (fn: string, x: number) =>
        x === 0 ? '' : fn === 'f' ? `${sum(times(a, x), [b, ''])}=` : `${sum(times(c, `${paren(x)}^{2}`), [d, ''])}=`;
      return essay({
        stem: [
          `두 함수 \\(f(x)=${fTex}\\), \\(g(x)=${gTex}\\)에 대하여 \\((${name})(${t})\\)의 값을 구하시오.`,
          `For \\(f(x)=${fTex}\\) and \\(g(x)=${gTex}\\), find the value of \\((${name})(${t})\\).`,
        ],
        answer: String(value),
        form: 'number',
        steps: [
          [
            `\\((${name})(${t})=${outer}(${inner}(${t}))\\)이고 \\(${inner}(${t})=${at(inner, t)}${innerValue}\\)입니다.`,
            `\\((${name})(${t})=${outer}(${inner}(${t}))\\), and \\(${inner}(${t})=${at(inner, t)}${innerValue}\\).`,
          ],
          [
            `따라서 \\(${outer}(${innerValue})=${at(outer, innerValue)}${value}\\)입니다.`,
            `So \\(${outer}(${innerValue})=${at(outer, innerValue)}${value}\\).`,
          ],
        ],
        difficulty: 2,
        subUnit: S1,
      });
    },
    check: ({ a, b, c, d, t, order }, problem) => {
      // Compose symbolically first: f(g(x)) = a c x^2 + a d + b, g(f(x)) = c (a x + b)^2 + d.
      const value = order === 0 ? a * c * t * t + a * d + b : c * (a * t + b) ** 2 + d;
      return keyIs(problem, value);
    },
  }),

  defineTemplate(U, 'inverse', {
    version: 2,
    params: (rng) => ({ a: rng.intExcept(-5, 5, [0]), b: rng.int(-9, 9), t: rng.int(-12, 12) }),
    generate: ({ a, b, t }, rng) => {
      const fx = linear(a, b);
      const correct = frac(t - b, a);
      const fk = linear(a, b, 'k');
      const solve =
        b === 0 || a === 1
          ? `\\(${fk}=${t}\\)이므로 \\(k=${correct}\\)`
          : `\\(${fk}=${t}\\)에서 \\(${linear(a, 0, 'k')}=${t - b}\\)이므로 \\(k=${correct}\\)`;
      const solveEn =
        b === 0 || a === 1
          ? `\\(${fk}=${t}\\) gives \\(k=${correct}\\)`
          : `\\(${fk}=${t}\\) gives \\(${linear(a, 0, 'k')}=${t - b}\\), so \\(k=${correct}\\)`;
      return multiple(rng, {
        stem: [
          `함수 \\(f(x)=${fx}\\)의 역함수를 \\(f^{-1}\\)라 할 때, \\(f^{-1}(${t})\\)의 값은?`,
          `Let \\(f^{-1}\\) be the inverse of \\(f(x)=${fx}\\). What is \\(f^{-1}(${t})\\)?`,
        ],
        correct: m(correct),
        wrong: [
          m(a * t + b),
          m(frac(t + b, a)),
          m(frac(b - t, a)),
          m(frac(t, a)),
          ...(a * t + b !== 0 ? [m(frac(1, a * t + b))] : []),
          ...nearby(Math.round((t - b) / a)).filter((w) => w !== m(correct)),
        ],
        steps: [
          [`\\(f^{-1}(${t})=k\\)라 하면 \\(f(k)=${t}\\)입니다.`, `If \\(f^{-1}(${t})=k\\), then \\(f(k)=${t}\\).`],
          [`${solve}입니다.`, `${solveEn}.`],
        ],
        difficulty: 3,
        subUnit: S1,
      });
    },
    // Apply f to the key: it must give back t.
    check: ({ a, b, t }, problem) => keyWhere(problem, ([k]) => Math.abs(a * (k as number) + b - t) < 1e-9),
  }),

  defineTemplate(U, 'rational-radical', {
    version: 2,
    params: (rng) => ({
      kind: rng.int(0, 1),
      p: rng.intExcept(-6, 6, [0]),
      q: rng.int(-6, 6),
      k: rng.intExcept(-9, 9, [0]),
      a: rng.pick([1, 2, 3, -1, -2]),
      x0: rng.int(0, 6),
    }),
    generate: ({ kind, p, q: n, k, a, x0 }) => {
      if (kind === 0) {
        // y = (n x + (k - p n)) / (x - p) = k / (x - p) + n.
        const den = shift('x', -p);
        const split = sum(`${k < 0 ? '-' : ''}\\frac{${Math.abs(k)}}{${den}}`, [n, '']);
        // With n = 0 the function is already k/(x - p), its sign in front.
        const tex = n === 0 ? `y=${split}` : `y=\\frac{${sum([n, 'x'], [k - p * n, ''])}}{${den}}`;
        const add = n === 0 ? `${p}` : `${p}+${paren(n)}=${p + n}`;
        return essay({
          stem: [
            `유리함수 \\(${tex}\\)의 그래프의 점근선이 두 직선 \\(x=m\\), \\(y=n\\)일 때, \\(m+n\\)의 값을 구하시오.`,
            `The asymptotes of the graph of \\(${tex}\\) are the lines \\(x=m\\) and \\(y=n\\). Find \\(m+n\\).`,
          ],
          answer: String(p + n),
          form: 'number',
          steps: [
            n === 0
              ? [
                  `\\(${tex}\\)의 그래프는 분모가 \\(0\\)이 되는 직선 ${withJosa(`\\(x=${p}\\)`, '과/와')} \\(x\\)축에 한없이 가까워집니다.`,
                  `The graph of \\(${tex}\\) approaches the line \\(x=${p}\\), where the denominator is \\(0\\), and the \\(x\\)-axis.`,
                ]
              : [
                  `분자를 분모로 나누어 정리하면 \\(${tex}=${split}\\)입니다.`,
                  `Divide the numerator by the denominator: \\(${tex}=${split}\\).`,
                ],
            [
              `점근선은 두 직선 \\(x=${p}\\), \\(y=${n}\\)이므로 \\(m+n=${add}\\)입니다.`,
              `The asymptotes are \\(x=${p}\\) and \\(y=${n}\\), so \\(m+n=${add}\\).`,
            ],
          ],
          difficulty: 3,
          subUnit: S2,
        });
      }
      // y = √(a(x - p)) + n at a point where the root is a perfect square.
      const inside = x0 * x0;
      const x = q(inside + a * p, a);
      const radicand = sum([a, 'x'], [-a * p, '']);
      const tex = `y=${sum(`\\sqrt{${radicand}}`, [n, ''])}`;
      const underRoot = x.n === 0 ? `${inside}` : `${sum(times(a, paren(x)), [-a * p, ''])}=${inside}`;
      const result = inside === 1 ? sum('1', [n, '']) : sum(`\\sqrt{${inside}}`, [n, '']);
      const done = result === String(x0 + n) ? result : `${result}=${x0 + n}`;
      return essay({
        stem: [
          `무리함수 \\(${tex}\\)에서 \\(x=${frac(x)}\\)일 때, \\(y\\)의 값을 구하시오.`,
          `For \\(${tex}\\), find the value of \\(y\\) when \\(x=${frac(x)}\\).`,
        ],
        answer: String(x0 + n),
        form: 'number',
        steps: [
          [
            `근호 안의 식에 ${withJosa(`\\(x=${frac(x)}\\)`, '을/를')} 대입하면 \\(${underRoot}\\)입니다.`,
            `Put \\(x=${frac(x)}\\) into the expression under the root: \\(${underRoot}\\).`,
          ],
          inside === 0
            ? [`근호 안의 값이 \\(0\\)이므로 \\(y=${n}\\)입니다.`, `The root is \\(0\\), so \\(y=${n}\\).`]
            : [`따라서 \\(y=${done}\\)입니다.`, `So \\(y=${done}\\).`],
        ],
        difficulty: 3,
        subUnit: S2,
      });
    },
    check: ({ kind, p, q: n, k, a, x0 }, problem) => {
      if (kind === 0) {
        // Numerically: the function blows up at x = m and levels off at y = n far away.
        const y = (x: number) => (n * x + (k - p * n)) / (x - p);
        let mm = -50;
        while (mm < 50 && Math.abs(y(mm + 1e-7)) < 1e5) mm++;
        const level = Math.round(y(1e9) * 1e6) / 1e6;
        return keyIs(problem, mm + level);
      }
      const x = p + (x0 * x0) / a;
      return keyIs(problem, Math.sqrt(a * (x - p)) + n);
    },
  }),
];
