// 공통수학2 Ⅲ. 함수와 그래프: composite and inverse functions (s1); rational and radical functions (s2).
import { HINT, essay, keyIs, keyWhere, multiple, template } from '../lib/mh/build.js';
import { frac, linear, poly } from '../lib/mh/format.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-cm2-3';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;

export const templates: ProblemTemplate[] = [
  template(U, 'composite', {
    params: (rng) => ({
      a: rng.intExcept(-4, 4, [0]),
      b: rng.int(-6, 6),
      c: rng.intExcept(-3, 3, [0]),
      d: rng.int(-5, 5),
      t: rng.int(-4, 4),
      order: rng.int(0, 1),
    }),
    make: ({ a, b, c, d, t, order }) => {
      const f = (x: number) => a * x + b;
      const g = (x: number) => c * x * x + d;
      const value = order === 0 ? f(g(t)) : g(f(t));
      const [name, inner, outer] = order === 0 ? ['f\\circ g', 'g', 'f'] : ['g\\circ f', 'f', 'g'];
      const innerValue = order === 0 ? g(t) : f(t);
      return essay({
        stem: [
          `두 함수 \\(f(x)=${poly([
            [a, 'x'],
            [b, ''],
          ])}\\), \\(g(x)=${poly([
            [c, 'x^{2}'],
            [d, ''],
          ])}\\)에 대하여 \\((${name})(${t})\\)의 값을 구하시오.`,
          `For \\(f(x)=${poly([
            [a, 'x'],
            [b, ''],
          ])}\\) and \\(g(x)=${poly([
            [c, 'x^{2}'],
            [d, ''],
          ])}\\), find \\((${name})(${t})\\).`,
        ],
        answer: String(value),
        hint: HINT.int,
        steps: [
          [
            `\\((${name})(${t})=${outer}(${inner}(${t}))\\)이고 \\(${inner}(${t})=${innerValue}\\)입니다.`,
            `\\((${name})(${t})=${outer}(${inner}(${t}))\\), and \\(${inner}(${t})=${innerValue}\\).`,
          ],
          [`\\(${outer}(${innerValue})=${value}\\)`, `\\(${outer}(${innerValue})=${value}\\)`],
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

  template(U, 'inverse', {
    params: (rng) => ({ a: rng.intExcept(-5, 5, [0]), b: rng.int(-9, 9), t: rng.int(-12, 12) }),
    make: ({ a, b, t }, rng) => {
      const fx = poly([
        [a, 'x'],
        [b, ''],
      ]);
      const correct = frac(t - b, a);
      return multiple(rng, {
        stem: [
          `함수 \\(f(x)=${fx}\\)의 역함수를 \\(f^{-1}\\)라 할 때, \\(f^{-1}(${t})\\)의 값은?`,
          `Let \\(f^{-1}\\) be the inverse of \\(f(x)=${fx}\\). What is \\(f^{-1}(${t})\\)?`,
        ],
        correct,
        wrong: [
          String(a * t + b),
          frac(t + b, a),
          frac(b - t, a),
          frac(1, a * t + b || 1),
          frac(t - b, -a),
          frac(t, a),
        ],
        steps: [
          [`\\(f^{-1}(${t})=k\\)라 하면 \\(f(k)=${t}\\)입니다.`, `If \\(f^{-1}(${t})=k\\), then \\(f(k)=${t}\\).`],
          [
            `\\(${poly([
              [a, 'k'],
              [b, ''],
            ])}=${t}\\)에서 \\(k=${correct}\\)입니다.`,
            `\\(${poly([
              [a, 'k'],
              [b, ''],
            ])}=${t}\\) gives \\(k=${correct}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: S1,
      });
    },
    // Apply f to the key: it must give back t.
    check: ({ a, b, t }, problem) => keyWhere(problem, ([k]) => Math.abs(a * (k as number) + b - t) < 1e-9),
  }),

  template(U, 'rational-radical', {
    params: (rng) => ({
      kind: rng.int(0, 1),
      p: rng.intExcept(-6, 6, [0]),
      q: rng.int(-6, 6),
      k: rng.intExcept(-9, 9, [0]),
      a: rng.pick([1, 2, 3, -1, -2]),
      x0: rng.int(0, 6),
    }),
    make: ({ kind, p, q, k, a, x0 }) => {
      if (kind === 0) {
        // y = (q x + (k - p q)) / (x - p) = k / (x - p) + q.
        const num = poly([
          [q, 'x'],
          [k - p * q, ''],
        ]);
        const tex = `y=\\frac{${num}}{${linear('x', -p)}}`;
        return essay({
          stem: [
            `유리함수 \\(${tex}\\)의 그래프의 점근선이 두 직선 \\(x=m\\), \\(y=n\\)일 때, \\(m+n\\)의 값을 구하시오.`,
            `The asymptotes of the graph of \\(${tex}\\) are \\(x=m\\) and \\(y=n\\). Find \\(m+n\\).`,
          ],
          answer: String(p + q),
          hint: HINT.int,
          steps: [
            [
              `\\(${tex.slice(2)}=\\frac{${k}}{${linear('x', -p)}}${q < 0 ? '' : '+'}${q}\\)로 고칩니다.`,
              `Rewrite: \\(${tex.slice(2)}=\\frac{${k}}{${linear('x', -p)}}${q < 0 ? '' : '+'}${q}\\).`,
            ],
            [
              `점근선은 \\(x=${p}\\), \\(y=${q}\\)이므로 \\(m+n=${p + q}\\)입니다.`,
              `The asymptotes are \\(x=${p}\\) and \\(y=${q}\\), so \\(m+n=${p + q}\\).`,
            ],
          ],
          difficulty: 3,
          subUnit: S2,
        });
      }
      // y = √(a(x - p)) + q at a point where the root is a perfect square.
      const inside = x0 * x0;

      const xTex = frac(inside + a * p, a);
      const tex = `y=\\sqrt{${poly([
        [a, 'x'],
        [-a * p, ''],
      ])}}${q < 0 ? '' : '+'}${q}`;
      return essay({
        stem: [
          `무리함수 \\(${tex}\\)에서 \\(x=${xTex}\\)일 때 \\(y\\)의 값을 구하시오.`,
          `For \\(${tex}\\), find \\(y\\) when \\(x=${xTex}\\).`,
        ],
        answer: String(x0 + q),
        hint: HINT.int,
        steps: [
          [
            `근호 안의 값은 \\(${a}\\times${xTex.startsWith('-') ? `\\left(${xTex}\\right)` : xTex}${-a * p < 0 ? '' : '+'}${-a * p}=${inside}\\)입니다.`,
            `The value under the root is \\(${a}\\times${xTex.startsWith('-') ? `\\left(${xTex}\\right)` : xTex}${-a * p < 0 ? '' : '+'}${-a * p}=${inside}\\).`,
          ],
          [
            `\\(y=\\sqrt{${inside}}${q < 0 ? '' : '+'}${q}=${x0 + q}\\)`,
            `\\(y=\\sqrt{${inside}}${q < 0 ? '' : '+'}${q}=${x0 + q}\\)`,
          ],
        ],
        difficulty: 3,
        subUnit: S2,
      });
    },
    check: ({ kind, p, q, k, a, x0 }, problem) => {
      if (kind === 0) {
        // Numerically: the function blows up at x = m and levels off at y = n far away.
        const y = (x: number) => (q * x + (k - p * q)) / (x - p);
        let m = -50;
        while (m < 50 && Math.abs(y(m + 1e-7)) < 1e5) m++;
        const n = Math.round(y(1e9) * 1e6) / 1e6;
        return keyIs(problem, m + n);
      }
      const x = p + (x0 * x0) / a;
      return keyIs(problem, Math.sqrt(a * (x - p)) + q);
    },
  }),
];
