// 중2 5. 일차함수: slope from two points, intercepts, a linear function from two values, intersections.
import { bare, defineTemplate, essay, multiple } from '../kit/template.js';
import { num, q } from '../kit/numbers.js';
import { frac, fracRaw, linear, m, paren, point, term, signed } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { evalLatex, keyIs, keyWhere } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';
import { coordinatePlane, withFigure } from '../kit/figures.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m2-5';

/** Solving 0 = a x + c for x, in words: ['0=2x-6에서 2x=6이므로 x=3', …]; a coefficient 1 skips the division. */
function zeroOf(a: number, c: number): [string, string] {
  const line = linear(a, c);
  if (c === 0) return [`\\(0=${line}\\)에서 \\(x=0\\)`, `\\(0=${line}\\) gives \\(x=0\\)`];
  if (a === 1) return [`\\(0=${line}\\)에서 \\(x=${-c}\\)`, `\\(0=${line}\\) gives \\(x=${-c}\\)`];
  return [
    `\\(0=${line}\\)에서 \\(${term(a, 'x')}=${-c}\\), \\(x=${frac(-c, a)}\\)`,
    `\\(0=${line}\\) gives \\(${term(a, 'x')}=${-c}\\), so \\(x=${frac(-c, a)}\\)`,
  ];
}

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'slope-two-points', {
    version: 2,
    params: (rng) => {
      const x1 = rng.int(-8, 8);
      return { x1, y1: rng.int(-9, 9), x2: rng.intExcept(-8, 8, [x1]), y2: rng.int(-9, 9) };
    },
    generate: ({ x1, y1, x2, y2 }, rng) => {
      const dx = x2 - x1;
      const dy = y2 - y1;
      const correct = frac(dy, dx);
      const quotient = `\\frac{${y2}-${paren(y1)}}{${x2}-${paren(x1)}}`;
      const raw = fracRaw(dy, dx);
      const middle = dy === 0 || Math.abs(dx) === 1 || raw === correct ? '' : `=${raw}`;
      return multiple(rng, {
        stem: [
          `두 점 \\(${point(x1, y1)}\\), ${withJosa(m(point(x2, y2)), '을/를')} 지나는 일차함수의 그래프의 기울기는?`,
          `What is the slope of the line through \\(${point(x1, y1)}\\) and \\(${point(x2, y2)}\\)?`,
        ],
        correct: m(correct),
        wrong: [
          frac(dx, dy || 1),
          frac(-dy, dx),
          frac(-dx, dy || 1),
          frac(y2 + y1, dx),
          frac(dy, x2 + x1 || 1),
          frac(dy + 1, dx),
          ...[2, -1, -2, 3, -3].map((k) => frac(dy + k, dx)),
        ].map(m),
        steps: [
          [
            `(기울기) \\(=\\frac{(y\\text{의 값의 증가량})}{(x\\text{의 값의 증가량})}\\)입니다.`,
            `The slope is the change in \\(y\\) divided by the change in \\(x\\).`,
          ],
          [`\\(${quotient}${middle}=${correct}\\)`, `\\(${quotient}${middle}=${correct}\\)`],
        ],
        difficulty: 2,
      });
    },
    check: ({ x1, y1, x2, y2 }, problem) =>
      // The line through the first point with the key as slope must pass through the second point.
      keyWhere(problem, ([slope]) => Math.abs(y1 + (slope as number) * (x2 - x1) - y2) < 1e-9),
  }),

  defineTemplate(U, 'intercepts', {
    version: 2,
    params: (rng) => ({
      a: rng.intExcept(-6, 6, [0]),
      b: rng.intExcept(-12, 12, [0]),
      ask: rng.int(0, 1),
      shift: rng.intExcept(-5, 5, [0]),
    }),
    generate: ({ a, b, ask, shift }) => {
      const f = linear(a, b);
      if (ask === 0) {
        return essay({
          stem: [
            `일차함수 \\(y=${f}\\)의 그래프의 \\(x\\)절편을 구하시오.`,
            `Find the \\(x\\)-intercept of the graph of \\(y=${f}\\).`,
          ],
          answer: frac(-b, a),
          form: 'fraction',
          steps: [
            [
              `\\(x\\)절편은 \\(y=0\\)일 때의 \\(x\\)의 값입니다.`,
              `The \\(x\\)-intercept is the value of \\(x\\) where \\(y=0\\).`,
            ],
            [`${zeroOf(a, b)[0]}입니다.`, `${zeroOf(a, b)[1]}.`],
          ],
          difficulty: 2,
        });
      }
      // y = a x + b moved up or down by shift: the new graph's x-intercept.
      const moved = linear(a, b + shift);
      const solve = zeroOf(a, b + shift);
      const units = Math.abs(shift) === 1 ? 'unit' : 'units';
      return essay({
        stem: [
          `일차함수 \\(y=${f}\\)의 그래프를 \\(y\\)축의 방향으로 \\(${shift}\\)만큼 평행이동한 그래프의 \\(x\\)절편을 구하시오.`,
          `The graph of \\(y=${f}\\) is translated \\(${Math.abs(shift)}\\) ${units} ${shift > 0 ? 'up' : 'down'}. Find the \\(x\\)-intercept of the new graph.`,
        ],
        answer: frac(-(b + shift), a),
        form: 'fraction',
        steps: [
          [
            `평행이동한 그래프의 식은 \\(y=${f}${shift > 0 ? '+' : ''}${shift}\\), 즉 \\(y=${moved}\\)입니다.`,
            `The translated graph is \\(y=${f}${shift > 0 ? '+' : ''}${shift}\\), that is, \\(y=${moved}\\).`,
          ],
          [
            `\\(x\\)절편은 \\(y=0\\)일 때의 \\(x\\)의 값이므로 ${solve[0]}입니다.`,
            `The \\(x\\)-intercept is where \\(y=0\\): ${solve[1]}.`,
          ],
        ],
        difficulty: 3,
      });
    },
    check: ({ a, b, ask, shift }, problem) => {
      // Substitute the key for x: the (translated) function must be 0 there.
      const x = evalLatex(problem.answer)[0] as number;
      return Math.abs(a * x + b + (ask ? shift : 0)) < 1e-9;
    },
  }),

  defineTemplate(U, 'function-from-values', {
    version: 2,
    params: (rng) => {
      const p = rng.int(-5, 5);
      const r = rng.intExcept(-5, 5, [p]);
      // The asked input differs from both given ones, or the stem would state the answer.
      return { a: rng.intExcept(-5, 5, [0]), b: rng.int(-9, 9), p, r, t: rng.intExcept(-8, 8, [p, r]) };
    },
    generate: ({ a, b, p, r, t }) => {
      const f = (x: number) => a * x + b;
      const rule = linear(a, b);
      // a·v written as it is substituted; at v = 0 the term is 0 and not written.
      const times = (v: number) => (v === 0 ? '' : `${a === 1 ? '' : a === -1 ? '-' : `${a}\\times`}${paren(v)}`);
      const value = t === 0 ? `${b}` : `${times(t)}${b === 0 ? '' : b > 0 ? `+${b}` : `${b}`}`;
      const given = p === 0 ? 'b' : `${times(p)}+b`;
      const last = t === 0 ? `b=${b}` : `${value}=${f(t)}`;
      return essay({
        stem: [
          `일차함수 \\(f(x)=ax+b\\)에서 \\(f(${p})=${f(p)}\\), \\(f(${r})=${f(r)}\\)일 때, \\(f(${t})\\)의 값을 구하시오.`,
          `For the linear function \\(f(x)=ax+b\\), \\(f(${p})=${f(p)}\\) and \\(f(${r})=${f(r)}\\). Find \\(f(${t})\\).`,
        ],
        answer: String(f(t)),
        form: 'number',
        hint: HINTS.integer,
        steps: [
          [
            `기울기는 \\(a=\\frac{${f(r)}-${paren(f(p))}}{${r}-${paren(p)}}=${a}\\)입니다.`,
            `The slope is \\(a=\\frac{${f(r)}-${paren(f(p))}}{${r}-${paren(p)}}=${a}\\).`,
          ],
          [
            `\\(f(${p})=${given}=${f(p)}\\)에서 \\(b=${b}\\)이므로 \\(f(x)=${rule}\\)입니다.`,
            `From \\(f(${p})=${given}=${f(p)}\\), \\(b=${b}\\), so \\(f(x)=${rule}\\).`,
          ],
          [`\\(f(${t})=${last}\\)`, `\\(f(${t})=${last}\\)`],
        ],
        difficulty: 3,
      });
    },
    check: ({ a, b, p, r, t }, problem) => {
      // Lagrange form through the two given values, without solving for a and b.
      const fp = a * p + b;
      const fr = a * r + b;
      return keyIs(problem, (fp * (t - r)) / (p - r) + (fr * (t - p)) / (r - p));
    },
  }),

  defineTemplate(U, 'intersection', {
    version: 2,
    params: (rng) => {
      const a = rng.intExcept(-4, 4, [0]);
      return { a, c: rng.intExcept(-4, 4, [0, a]), x: rng.int(-6, 6), y: rng.int(-8, 8) };
    },
    generate: ({ a, c, x, y }, rng) => {
      const l1 = linear(a, y - a * x);
      const l2 = linear(c, y - c * x);
      const k = a - c;
      const rhs = y - c * x - (y - a * x);
      const solved = k === 1 ? '' : `, \\(${term(k, 'x')}=${rhs}\\)`;
      return multiple(rng, {
        stem: [
          `두 일차함수 \\(y=${l1}\\), \\(y=${l2}\\)의 그래프의 교점의 좌표는?`,
          `At what point do the graphs of \\(y=${l1}\\) and \\(y=${l2}\\) intersect?`,
        ],
        correct: m(point(x, y)),
        wrong: [
          point(y, x),
          point(-x, y),
          point(x, -y),
          point(x + 1, y + a),
          point(x - 1, y - c),
          point(0, y - a * x),
          point(x, y + 1),
          point(x + 1, y),
          point(x, y - 1),
          point(x + 2, y - 1),
        ].map(m),
        steps: [
          [
            `교점에서는 두 식의 \\(y\\)의 값이 같으므로 \\(${l1}=${l2}\\)${solved}에서 \\(x=${x}\\)입니다.`,
            `At the intersection the two \\(y\\)-values are equal: \\(${l1}=${l2}\\)${solved}, so \\(x=${x}\\).`,
          ],
          [
            `${withJosa(m(`x=${x}`), '을/를')} \\(y=${l1}\\)에 대입하면 \\(y=${num(y)}\\)이므로 교점은 \\(${point(x, y)}\\)입니다.`,
            `Substituting \\(x=${x}\\) into \\(y=${l1}\\) gives \\(y=${num(y)}\\), so the point is \\(${point(x, y)}\\).`,
          ],
        ],
        difficulty: 3,
      });
    },
    check: (_p, problem) => {
      // Substitute each choice into both equations read from the stem.
      const lines = [...problem.stem.en.matchAll(/\\\(y=(.*?)\\\)/g)].map((match) => match[1] as string);
      const ok = (problem.choices ?? []).map((c) => {
        const [x, y] = evalLatex(bare(c)) as [number, number];
        return lines.length === 2 && lines.every((l) => Math.abs((evalLatex(l, { x })[0] as number) - y) < 1e-9);
      });
      return ok.filter(Boolean).length === 1 && ok[Number(problem.answer)] === true;
    },
  }),

  // The graph is drawn through two grid points; the equation is read from the slope and the y-intercept.
  defineTemplate('kr-m2-5', 'line-equation-from-graph', {
    version: 1,
    params: (r) => ({ rise: r.intExcept(-3, 3, [0]), run: r.int(1, 3), b: r.int(-3, 3) }),
    generate: ({ rise, run, b }) => {
      const slope = q(rise, run);
      const key = `y=${linear(slope, b)}`;
      const [x2, y2] = [run, b + rise];
      return withFigure(
        essay({
          difficulty: run === 1 ? 3 : 4,
          stem: [
            '그래프가 다음 그림과 같은 일차함수의 식을 구하시오.',
            'Find the equation of the linear function whose graph is shown.',
          ],
          answer: key,
          form: 'solved',
          variables: ['x', 'y'],
          steps: [
            [
              `그래프가 \\(y\\)축과 만나는 점이 \\((0,\\,${b})\\)이므로 \\(y\\)절편은 \\(${b}\\)입니다.`,
              `The graph meets the \\(y\\)-axis at \\((0,\\,${b})\\), so the \\(y\\)-intercept is \\(${b}\\).`,
            ],
            [
              `두 점 \\((0,\\,${b})\\), ${withJosa(m(`(${x2},\\,${y2})`), '을/를')} 지나므로 기울기는 \\(\\frac{${y2}-${paren(b)}}{${x2}-0}=${frac(slope)}\\)입니다. (\\(x\\)의 값이 \\(${run}\\)만큼 증가할 때 \\(y\\)의 값은 \\(${Math.abs(rise)}\\)만큼 ${rise > 0 ? '증가' : '감소'}합니다.)`,
              `It passes through \\((0,\\,${b})\\) and \\((${x2},\\,${y2})\\), so the slope is \\(\\frac{${y2}-${paren(b)}}{${x2}-0}=${frac(slope)}\\). (As \\(x\\) goes up by \\(${run}\\), \\(y\\) goes ${rise > 0 ? 'up' : 'down'} by \\(${Math.abs(rise)}\\).)`,
            ],
            [`따라서 \\(${key}\\)입니다.`, `So \\(${key}\\).`],
          ],
        }),
        coordinatePlane({
          x: [-5, 5],
          y: [-5, 5],
          lines: [{ slope: rise / run, intercept: b }],
          points: [
            { x: 0, y: b },
            { x: x2, y: y2 },
          ],
        }),
      );
    },
    // The key's right side, evaluated, must pass through both drawn grid points and a third on the same line.
    check: ({ rise, run, b }, problem) => {
      if (!problem.answer.startsWith('y=')) return false;
      const at = (x: number) => evalLatex(problem.answer.slice(2), { x })[0] as number;
      return [
        [0, b],
        [run, b + rise],
        [-run, b - rise],
      ].every(([x, y]) => Math.abs(at(x as number) - (y as number)) < 1e-9);
    },
  }),
  // A word problem in several steps: set up y = A − bx from the situation, then solve for the time.
  defineTemplate(U, 'drain-word-problem', {
    version: 1,
    params: (rng) => ({ b: rng.int(2, 8), t: rng.int(3, 20), left: rng.int(2, 10) }),
    generate: ({ b, t, left }) => {
      const c = b * left;
      const full = b * (t + left);
      const L = (v: number | string) => m(`${v}\\text{ L}`);
      return essay({
        stem: [
          `물이 ${L(full)} 들어 있는 물통에서 1분에 ${L(b)}씩 일정하게 물을 빼냅니다. 물을 빼내기 시작한 지 \\(x\\)분 후에 물통에 남아 있는 물의 양을 ${L('y')}라 할 때, \\(x\\)와 \\(y\\) 사이의 관계를 식으로 나타내고, 남은 물의 양이 ${withJosa(L(c), '이/가')} 되는 것은 물을 빼내기 시작한 지 몇 분 후인지 구하시오.`,
          `A tank holds \\(${full}\\) liters of water, and water is drained from it at a steady \\(${b}\\) liters per minute. Let \\(y\\) be the number of liters left \\(x\\) minutes after the draining starts. Write \\(y\\) in terms of \\(x\\), then find how many minutes after the start the tank holds \\(${c}\\) liters.`,
        ],
        answer: String(t),
        form: 'number',
        steps: [
          [
            `1분에 ${L(b)}씩 줄어들므로 \\(x\\)분 동안 ${L(term(b, 'x'))}가 줄어듭니다. 따라서 \\(y=${full}-${term(b, 'x')}\\)입니다.`,
            `The tank loses \\(${b}\\) liters each minute, so after \\(x\\) minutes it has lost \\(${term(b, 'x')}\\) liters: \\(y=${full}-${term(b, 'x')}\\).`,
          ],
          [
            `${withJosa(m(`y=${c}`), '을/를')} 대입하면 \\(${c}=${full}-${term(b, 'x')}\\), \\(${term(b, 'x')}=${full - c}\\), \\(x=${t}\\)입니다.`,
            `Substitute \\(y=${c}\\): \\(${c}=${full}-${term(b, 'x')}\\), so \\(${term(b, 'x')}=${full - c}\\) and \\(x=${t}\\).`,
          ],
          [
            `따라서 물을 빼내기 시작한 지 \\(${t}\\)분 후입니다.`,
            `So the tank holds \\(${c}\\) liters \\(${t}\\) minutes after the draining starts.`,
          ],
        ],
        difficulty: 3,
      });
    },
    // Drain minute by minute from the full tank and count the minutes until the asked amount is left.
    check: ({ b, t, left }, problem) => {
      let water = b * t + b * left;
      let minutes = 0;
      while (water > b * left) {
        water -= b;
        minutes++;
      }
      return keyIs(problem, minutes);
    },
  }),
  // Three points on one line: the slope between any two of them is the same.
  defineTemplate(U, 'collinear-points', {
    version: 1,
    params: (rng) => ({
      x1: rng.int(-5, 3),
      y1: rng.int(-6, 6),
      rise: rng.intExcept(-4, 4, [0]),
      run: rng.int(1, 4),
      j: rng.pick([-2, -1, 2, 3]),
    }),
    generate: ({ x1, y1, rise, run, j }) => {
      const [x2, y2] = [x1 + run, y1 + rise];
      const [x3, k] = [x1 + j * run, y1 + j * rise];
      const slope = frac(rise, run);
      const ab = `\\frac{${y2}-${paren(y1)}}{${x2}-${paren(x1)}}`;
      const shifted = `k${signed(-y1)}`;
      const ac = `\\frac{${shifted}}{${x3}-${paren(x1)}}`;
      const points = `\\(A${point(x1, y1)}\\), \\(B${point(x2, y2)}\\), \\(C(${x3}, k)\\)`;
      return essay({
        stem: [
          `세 점 ${points}가 한 직선 위에 있을 때, \\(k\\)의 값을 구하시오.`,
          `The points ${points} lie on one line. Find the value of \\(k\\).`,
        ],
        answer: String(k),
        form: 'number',
        hint: HINTS.integer,
        steps: [
          [
            `세 점이 한 직선 위에 있으면 어느 두 점을 골라도 두 점을 지나는 직선의 기울기가 같습니다.`,
            `Three points lie on one line exactly when the slope between any two of them is the same.`,
          ],
          [
            `두 점 \\(A\\), \\(B\\)를 지나는 직선의 기울기는 \\(${ab}=${slope}\\)입니다.`,
            `The slope through \\(A\\) and \\(B\\) is \\(${ab}=${slope}\\).`,
          ],
          [
            `두 점 \\(A\\), \\(C\\)를 지나는 직선의 기울기도 같으므로 \\(${ac}=${slope}\\)${y1 === 0 ? '' : `, \\(${shifted}=${j * rise}\\)`}, \\(k=${k}\\)입니다.`,
            `The slope through \\(A\\) and \\(C\\) must match: \\(${ac}=${slope}\\), so ${y1 === 0 ? '' : `\\(${shifted}=${j * rise}\\) and `}\\(k=${k}\\).`,
          ],
        ],
        difficulty: 3,
      });
    },
    // The triangle ABC has zero area: the cross product of AB and AC vanishes at the key.
    check: ({ y1, rise, run, j }, problem) => {
      const k = Number(problem.answer);
      return run * (k - y1) - j * run * rise === 0 && Number.isInteger(k);
    },
  }),
  // The triangle cut off by two lines and the y-axis: its base lies on the y-axis, its height is |x| of the meeting point.
  defineTemplate(U, 'triangle-two-lines-y-axis', {
    version: 1,
    params: (rng) => {
      const a = rng.intExcept(-4, 4, [0]);
      return { a, c: rng.intExcept(-4, 4, [0, a]), x0: rng.intExcept(-4, 4, [0]), y0: rng.int(-5, 5) };
    },
    generate: ({ a, c, x0, y0 }) => {
      const [b1, b2] = [y0 - a * x0, y0 - c * x0];
      const [l1, l2] = [linear(a, b1), linear(c, b2)];
      const base = Math.abs(b1 - b2);
      const height = Math.abs(x0);
      const area = frac(base * height, 2);
      const meet = withJosa(m(`${l1}=${l2}`), '을/를');
      return essay({
        stem: [
          `두 일차함수 \\(y=${l1}\\), \\(y=${l2}\\)의 그래프와 \\(y\\)축으로 둘러싸인 삼각형의 넓이를 구하시오.`,
          `Find the area of the triangle enclosed by the graphs of \\(y=${l1}\\) and \\(y=${l2}\\) and the \\(y\\)-axis.`,
        ],
        answer: area,
        form: 'fraction',
        steps: [
          [
            `두 그래프의 \\(y\\)절편은 각각 \\(${b1}\\), \\(${b2}\\)이므로 \\(y\\)축 위의 변의 길이는 \\(${base}\\)입니다. 이 변을 밑변으로 잡습니다.`,
            `The \\(y\\)-intercepts are \\(${b1}\\) and \\(${b2}\\), so the side on the \\(y\\)-axis has length \\(${base}\\). Take it as the base.`,
          ],
          [
            `${meet} 풀면 \\(x=${x0}\\)이므로 두 그래프의 교점은 \\(${point(x0, y0)}\\)입니다.`,
            `Solving \\(${l1}=${l2}\\) gives \\(x=${x0}\\), so the graphs meet at \\(${point(x0, y0)}\\).`,
          ],
          [
            `높이는 교점에서 \\(y\\)축까지의 거리, 즉 교점의 \\(x\\)좌표의 절댓값 \\(${height}\\)이므로 넓이는 \\(\\frac{1}{2}\\times ${base}\\times ${height}=${area}\\)입니다.`,
            `The height is the distance from that point to the \\(y\\)-axis, the absolute value of its \\(x\\)-coordinate, \\(${height}\\). The area is \\(\\frac{1}{2}\\times ${base}\\times ${height}=${area}\\).`,
          ],
        ],
        difficulty: 4,
      });
    },
    // Shoelace formula over the three vertices: the two y-intercepts and the meeting point.
    check: ({ a, c, x0, y0 }, problem) => {
      const p = [0, y0 - a * x0];
      const r = [0, y0 - c * x0];
      const twice = (p[0]! - x0) * (r[1]! - y0) - (r[0]! - x0) * (p[1]! - y0);
      return keyIs(problem, Math.abs(twice) / 2);
    },
  }),
];
