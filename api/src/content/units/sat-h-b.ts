// SAT Algebra, linear functions: original items.
import { defineTemplate, essay, multiple, nearby, type ProblemTemplate } from '../kit/template.js';
import { gcd, q } from '../kit/numbers.js';
import { frac, linear, m, paren, point, signed, sum, term } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyHolds, keyIs, keyWhere, keyNumber, valueOf } from '../kit/check.js';
import { dollarsKo, usd } from '../kit/money.js';
import { chain, times } from '../kit/working.js';
import { coordinatePlane, withFigure } from '../kit/figures.js';
import { evalLatex } from '../kit/latex-eval.js';

const U = 'sat-h-b';

const SERVICES = [
  { ko: '헬스장', en: 'gym' },
  { ko: '휴대폰 요금제', en: 'phone plan' },
  { ko: '음악 스트리밍 서비스', en: 'music streaming service' },
] as const;

/** The line y = (rise/run)x + b on the plane from −6 to 6, its y-intercept and the point one run on marked. */
const drawnLine = (rise: number, run: number, b: number) =>
  coordinatePlane({
    x: [-6, 6],
    y: [-6, 6],
    lines: [{ slope: rise / run, intercept: b }],
    points: [
      { x: 0, y: b },
      { x: run, y: b + rise },
    ],
  });

export const templates: ProblemTemplate[] = [
  /** The slope of the line through two points. */
  defineTemplate(U, 'slope-through-points', {
    version: 2,
    params: (rng) => {
      const x1 = rng.int(-8, 8);
      const x2 = rng.intExcept(-8, 8, [x1]);
      const y1 = rng.int(-10, 10);
      const y2 = rng.intExcept(-10, 10, [y1]);
      return { x1, y1, x2, y2 };
    },
    generate: ({ x1, y1, x2, y2 }) => {
      const slope = frac(y2 - y1, x2 - x1);
      const A = point(x1, y1);
      const B = point(x2, y2);
      return essay({
        stem: [
          `일차함수 \\(y=f(x)\\)의 그래프가 두 점 \\(${A}\\), ${withJosa(`\\(${B}\\)`, '을/를')} 지날 때, 이 그래프의 기울기를 구하시오.`,
          `The graph of the linear function \\(y=f(x)\\) passes through the points \\(${A}\\) and \\(${B}\\). What is the slope of the graph?`,
        ],
        answer: slope,
        form: 'number',
        steps: [
          [
            '기울기는 \\(\\dfrac{(y\\text{의 값의 증가량})}{(x\\text{의 값의 증가량})}\\)입니다.',
            'The slope is the change in \\(y\\) divided by the change in \\(x\\).',
          ],
          [
            `\\(${chain(`\\dfrac{${y2}-${paren(y1)}}{${x2}-${paren(x1)}}`, x2 - x1 === 1 ? slope : `\\dfrac{${y2 - y1}}{${x2 - x1}}`, slope)}\\)`,
            `\\(${chain(`\\dfrac{${y2}-${paren(y1)}}{${x2}-${paren(x1)}}`, x2 - x1 === 1 ? slope : `\\dfrac{${y2 - y1}}{${x2 - x1}}`, slope)}\\)`,
          ],
        ],
        difficulty: 2,
      });
    },
    check: ({ x1, y1, x2, y2 }, problem) => {
      const m = keyNumber(problem);
      // Both points must lie on y = mx + c for one c.
      return Math.abs(y1 - m * x1 - (y2 - m * x2)) < 1e-9;
    },
  }),

  /** f(p) and f(r) are given; find f(t). */
  defineTemplate(U, 'value-from-two-values', {
    version: 3,
    params: (rng) => {
      const m = rng.intExcept(-6, 6, [0]);
      const b = rng.int(-15, 15);
      const p = rng.int(-5, 5);
      const r = rng.intExcept(-5, 5, [p]);
      const t = rng.intExcept(-9, 9, [p, r]);
      return { m, b, p, r, t };
    },
    generate: ({ m, b, p, r, t }, rng) => {
      const f = (x: number) => m * x + b;
      const key = f(t);
      return multiple(rng, {
        choices: 4,
        stem: [
          `일차함수 \\(f\\)에 대하여 \\(f(${p})=${f(p)}\\), \\(f(${r})=${f(r)}\\)일 때, \\(f(${t})\\)의 값은?`,
          `For a linear function \\(f\\), \\(f(${p})=${f(p)}\\) and \\(f(${r})=${f(r)}\\). What is the value of \\(f(${t})\\)?`,
        ],
        correct: `\\(${key}\\)`,
        wrong: [-m * t + b, m * t - b, f(t - 1), f(t + 1), m + b].map((v) => `\\(${v}\\)`).concat(nearby(key)),
        steps: [
          [
            `기울기는 \\(\\dfrac{${f(r)}-${paren(f(p))}}{${r}-${paren(p)}}=${m}\\)입니다.`,
            `The slope is \\(\\dfrac{${f(r)}-${paren(f(p))}}{${r}-${paren(p)}}=${m}\\).`,
          ],
          [
            `${withJosa(`\\(f(x)=${term(m, 'x')}+b\\)`, '으로/로')} 놓으면 \\(f(${p})=${times(m, p)}+b=${f(p)}\\)이므로 \\(b=${b}\\)입니다.`,
            `Write \\(f(x)=${term(m, 'x')}+b\\). Then \\(f(${p})=${times(m, p)}+b=${f(p)}\\), so \\(b=${b}\\).`,
          ],
          [
            `\\(f(x)=${linear(m, b)}\\)이므로 \\(f(${t})=${times(m, t)}${signed(b)}=${key}\\)입니다.`,
            `So \\(f(x)=${linear(m, b)}\\), and \\(f(${t})=${times(m, t)}${signed(b)}=${key}\\).`,
          ],
        ],
        difficulty: 3,
      });
    },
    check: ({ m, b, p, r, t }, problem) => {
      const [fp, fr] = [m * p + b, m * r + b];
      // Interpolate through the two given values (a different route from slope-intercept form).
      return keyIs(
        problem,
        q(fr - fp, r - p)
          .mul(t - p)
          .add(fp).value,
      );
    },
  }),

  /** A one-time fee plus a monthly rate: the total after some months. */
  defineTemplate(U, 'fee-plus-rate', {
    version: 2,
    params: (rng) => {
      const fee = rng.int(2, 12) * 5;
      const rate = rng.int(3, 25);
      const months = rng.int(3, 18);
      const service = rng.pick(SERVICES);
      return { fee, rate, months, service };
    },
    ranges: { fee: [0, 100], rate: [1, 100], months: [1, 24] },
    generate: ({ fee, rate, months, service }) => {
      const total = fee + rate * months;
      return essay({
        stem: [
          `어느 ${withJosa(service.ko, '은/는')} 가입비 ${dollarsKo(fee)}에 매달 ${dollarsKo(rate)}씩을 받습니다. \\(n\\)개월 동안 이용한 총비용(달러)은 \\(C(n)=${rate}n+${fee}\\)입니다. \\(${months}\\)개월 동안 이용한 총비용은 몇 달러입니까?`,
          `A ${service.en} charges a one-time fee of ${usd(fee)} plus ${usd(rate)} per month. The total cost, in dollars, for \\(n\\) months is \\(C(n)=${rate}n+${fee}\\). What is the total cost, in dollars, for \\(${months}\\) months?`,
        ],
        answer: String(total),
        form: 'number',
        unit: '달러',
        steps: [
          [
            `\\(${months}\\)개월 동안의 비용은 \\(C(${months})\\)이므로 ${withJosa(`\\(n=${months}\\)`, '을/를')} 대입합니다.`,
            `The cost for \\(${months}\\) months is \\(C(${months})\\), so substitute \\(n=${months}\\).`,
          ],
          [
            `\\(C(${months})=${rate}\\times ${months}+${fee}=${rate * months}+${fee}=${total}\\)이므로 ${dollarsKo(total)}입니다.`,
            `\\(C(${months})=${rate}\\times ${months}+${fee}=${rate * months}+${fee}=${total}\\), so the cost is ${usd(total)}.`,
          ],
        ],
        difficulty: 1,
      });
    },
    check: ({ fee, rate, months }, problem) => {
      // Add month by month instead of multiplying.
      let total = fee;
      for (let i = 0; i < months; i++) total += rate;
      return keyIs(problem, total);
    },
  }),

  /** The linear function that fits a table of values. */
  defineTemplate(U, 'function-from-table', {
    version: 1,
    params: (rng) => ({
      slope: rng.intExcept(-6, 6, [0, 1]),
      intercept: rng.intExcept(-12, 12, [0]),
      start: rng.int(-3, 2),
      gap: rng.int(1, 3),
    }),
    generate: ({ slope, intercept, start, gap }, rng) => {
      const xs = [0, 1, 2].map((i) => start + i * gap);
      const ys = xs.map((x) => slope * x + intercept);
      const table = `\\begin{array}{c|ccc} x & ${xs.join(' & ')} \\\\ \\hline f(x) & ${ys.join(' & ')} \\end{array}`;
      return multiple(rng, {
        choices: 4,
        stem: [
          `일차함수 \\(f\\)에 대하여 \\(x\\)의 값과 \\(f(x)\\)의 값 사이의 관계가 다음 표와 같습니다. \\(${table}\\) \\(f(x)\\)를 나타내는 식은?`,
          `For the linear function \\(f\\), the table shows three values of \\(x\\) and their corresponding values of \\(f(x)\\). \\(${table}\\) Which equation defines \\(f\\)?`,
        ],
        correct: m(`f(x)=${linear(slope, intercept)}`),
        wrong: [
          linear(slope * gap, intercept),
          linear(intercept, slope),
          linear(-slope, intercept),
          linear(slope, (ys[0] as number) - slope),
          linear(slope, -intercept),
          linear(slope + 1, intercept),
          linear(slope, intercept + slope),
        ].map((t) => m(`f(x)=${t}`)),
        steps: [
          [
            `\\(x\\)가 \\(${gap}\\)만큼 늘 때마다 \\(f(x)\\)는 \\(${slope * gap}\\)만큼 변하므로 기울기는 \\(${gap === 1 ? slope : `\\frac{${slope * gap}}{${gap}}=${slope}`}\\)입니다.`,
            `Each time \\(x\\) increases by \\(${gap}\\), \\(f(x)\\) changes by \\(${slope * gap}\\), so the slope is \\(${gap === 1 ? slope : `\\frac{${slope * gap}}{${gap}}=${slope}`}\\).`,
          ],
          [
            `\\(f(${xs[0]})=${ys[0]}\\)에서 \\(${ys[0]}=${slope}\\times ${paren(xs[0] as number)}+b\\)이므로 \\(b=${intercept}\\)입니다. 따라서 \\(f(x)=${linear(slope, intercept)}\\)입니다.`,
            `From \\(f(${xs[0]})=${ys[0]}\\): \\(${ys[0]}=${slope}\\times ${paren(xs[0] as number)}+b\\), so \\(b=${intercept}\\) and \\(f(x)=${linear(slope, intercept)}\\).`,
          ],
        ],
        difficulty: 2,
      });
    },
    // The key must reproduce every row of the table, and no other choice may.
    check: ({ slope, intercept, start, gap }, problem) =>
      keyHolds(problem, (choice) => {
        const right = choice.replace(/^\\\(f\(x\)=/, '\\(');
        return [0, 1, 2].every((i) => {
          const x = start + i * gap;
          const v = valueOf(right, { x, y: 0, a: 0, b: 0, c: 0, n: 0, i: 0 })[0];
          return v === slope * x + intercept;
        });
      }),
  }),

  /** The slope of a line perpendicular to a given line: the negative reciprocal. */
  defineTemplate(U, 'perpendicular-slope', {
    version: 1,
    params: (rng) => {
      const a = rng.intExcept(-7, 7, [0]);
      const b = rng.pick([1, 2, 3, 4, 5, 7].filter((v) => gcd(Math.abs(a), v) === 1 && v !== Math.abs(a)));
      return { a, b, c: rng.intExcept(-9, 9, [0]) };
    },
    generate: ({ a, b, c }, rng) => {
      const slope = q(a, b);
      const line = `y=${sum([slope, 'x'], [c, ''])}`;
      const perp = q(-b, a);
      return multiple(rng, {
        choices: 4,
        stem: [
          `좌표평면에서 직선 \\(${line}\\)에 수직인 직선 \\(\\ell\\)의 기울기는?`,
          `In the \\(xy\\)-plane, line \\(\\ell\\) is perpendicular to the line \\(${line}\\). What is the slope of line \\(\\ell\\)?`,
        ],
        correct: m(frac(perp)),
        wrong: [perp.mul(-1), slope, slope.mul(-1), q(c, 1).mul(-1)].map((v) => m(frac(v))),
        steps: [
          [
            `주어진 직선의 기울기는 \\(${frac(slope)}\\)입니다. 서로 수직인 두 직선의 기울기의 곱은 \\(-1\\)입니다.`,
            `The given line has slope \\(${frac(slope)}\\). Perpendicular lines have slopes whose product is \\(-1\\).`,
          ],
          [
            `\\(${frac(slope)}\\times m=-1\\)이므로 \\(m=${frac(perp)}\\)입니다. 역수를 취하고 부호를 바꾼 값입니다.`,
            `\\(${frac(slope)}\\times m=-1\\), so \\(m=${frac(perp)}\\): the reciprocal with the opposite sign.`,
          ],
        ],
        difficulty: 3,
      });
    },
    // The direction vectors (b, a) and (1, m) are perpendicular: their dot product is zero.
    check: ({ a, b }, problem) => keyWhere(problem, ([m]) => Math.abs(b + a * (m as number)) < 1e-9),
  }),
  /** A linear function from its slope and one value: f(k) from f(x0) = y0. */
  defineTemplate(U, 'value-from-slope', {
    version: 1,
    params: (rng) => {
      const x0 = rng.int(-6, 6);
      return { p: rng.intExcept(-7, 7, [0, 1]), x0, y0: rng.int(-15, 15), k: rng.intExcept(-8, 8, [x0]) };
    },
    generate: ({ p, x0, y0, k }, rng) => {
      const run = k - x0;
      const value = y0 + p * run;
      return multiple(rng, {
        choices: 4,
        stem: [
          `일차함수 \\(f\\)의 그래프의 기울기는 \\(${p}\\)이고 \\(f(${x0})=${y0}\\)입니다. \\(f(${k})\\)의 값은?`,
          `For the linear function \\(f\\), the graph of \\(y=f(x)\\) has a slope of \\(${p}\\), and \\(f(${x0})=${y0}\\). What is the value of \\(f(${k})\\)?`,
        ],
        correct: m(value),
        wrong: [y0 - p * run, y0 + p * k, p * k, y0 + run].map((v) => m(v)).concat(nearby(value)),
        steps: [
          [
            `\\(x\\)의 값이 \\(${x0}\\)에서 \\(${k}\\)까지 \\(${run}\\)만큼 변합니다.`,
            `From \\(x=${x0}\\) to \\(x=${k}\\), the input changes by \\(${run}\\).`,
          ],
          [
            `기울기는 \\(x\\)의 값이 \\(1\\)만큼 변할 때 \\(y\\)의 값의 변화량이므로, \\(y\\)의 값은 \\(${times(p, run)}=${p * run}\\)만큼 변합니다.`,
            `The slope is the change in output for each unit of input, so the output changes by \\(${times(p, run)}=${p * run}\\).`,
          ],
          [
            `따라서 \\(f(${k})=${y0}${signed(p * run)}=${value}\\)입니다.`,
            `So \\(f(${k})=${y0}${signed(p * run)}=${value}\\).`,
          ],
        ],
        difficulty: 2,
      });
    },
    // The slope between (x0, y0) and (k, key) must be p.
    check: ({ p, x0, y0, k }, problem) => keyWhere(problem, ([y]) => ((y as number) - y0) / (k - x0) === p),
  }),

  /** The equation of a line read off its graph: the y-intercept and the rise over the run between lattice points. */
  defineTemplate(U, 'line-from-graph', {
    version: 1,
    params: (rng) => ({
      rise: rng.intExcept(-3, 3, [0]),
      run: rng.pick([1, 2, 3] as const),
      b: rng.intExcept(-4, 4, [0]),
    }),
    generate: ({ rise, run, b }, rng) => {
      const slope = q(rise, run);
      const line = (k: ReturnType<typeof q> | number, c: number) => m(`y=${linear(k, c)}`);
      return withFigure(
        multiple(rng, {
          choices: 4,
          stem: [
            '다음 좌표평면 위에 그려진 직선을 그래프로 하는 방정식은?',
            'Which equation defines the line shown in the \\(xy\\)-plane?',
          ],
          correct: line(slope, b),
          wrong: [
            line(slope.mul(-1), b),
            line(slope, -b),
            line(q(run, rise), b),
            line(slope.mul(-1), -b),
            line(b, rise),
          ],
          steps: [
            [
              `직선이 \\(y\\)축과 만나는 점은 \\((0, ${b})\\)이므로 \\(y\\)절편은 \\(${b}\\)입니다.`,
              `The line crosses the \\(y\\)-axis at \\((0, ${b})\\), so its \\(y\\)-intercept is \\(${b}\\).`,
            ],
            [
              `\\((0, ${b})\\)에서 오른쪽으로 \\(${run}\\)칸 가면 ${rise > 0 ? '위' : '아래'}로 \\(${Math.abs(rise)}\\)칸 움직여 ${withJosa(m(point(run, b + rise)), '을/를')} 지나므로 기울기는 \\(${frac(rise, run)}\\)입니다.`,
              `From \\((0, ${b})\\), moving \\(${run}\\) to the right moves the line \\(${Math.abs(rise)}\\) ${rise > 0 ? 'up' : 'down'}, to \\((${run}, ${b + rise})\\), so the slope is \\(${frac(rise, run)}\\).`,
            ],
            [
              `기울기가 \\(${frac(slope)}\\), \\(y\\)절편이 \\(${b}\\)이므로 \\(y=${linear(slope, b)}\\)입니다.`,
              `With slope \\(${frac(slope)}\\) and \\(y\\)-intercept \\(${b}\\), the equation is \\(y=${linear(slope, b)}\\).`,
            ],
          ],
          difficulty: 2,
        }),
        drawnLine(rise, run, b),
      );
    },
    // The key's right side must give both marked points of the graph, read through the evaluator.
    check: ({ rise, run, b }, problem) =>
      keyHolds(problem, (choice) => {
        const right = choice.replace(/^\\\(y=|\\\)$/g, '');
        return [
          [0, b],
          [run, b + rise],
        ].every(([x, y]) => Math.abs((evalLatex(right, { x: x as number })[0] as number) - (y as number)) < 1e-9);
      }),
  }),

  /** A value of a linear function beyond the part of its graph shown: slope and intercept from the graph first. */
  defineTemplate(U, 'value-beyond-graph', {
    version: 1,
    params: (rng) => {
      const rise = rng.intExcept(-3, 3, [0]);
      const run = rng.pick([2, 3] as const);
      const b = rng.intExcept(-4, 4, [0]);
      // A whole number of runs past the drawn plane, so f(t) is whole.
      const t = run * rng.int(4, 9) * rng.pick([1, -1] as const);
      return { rise, run, b, t };
    },
    generate: ({ rise, run, b, t }, rng) => {
      const slope = q(rise, run);
      const value = slope.mul(t).add(b);
      return withFigure(
        multiple(rng, {
          choices: 4,
          stem: [
            `일차함수 \\(y=f(x)\\)의 그래프가 다음 좌표평면 위에 그려져 있습니다. \\(f(${t})\\)의 값은?`,
            `The graph of the linear function \\(y=f(x)\\) is shown in the \\(xy\\)-plane. What is the value of \\(f(${t})\\)?`,
          ],
          correct: m(value.value),
          wrong: [slope.mul(-t).add(b), slope.mul(t).sub(b), q(run, rise).mul(t).add(b), q(rise * t + b), slope.mul(t)]
            .map((v) => m(frac(v)))
            .concat(nearby(value.value)),
          steps: [
            [
              `\\(x=${t}\\)인 점은 그래프 밖에 있으므로, 그래프에서 식을 먼저 구합니다. 그래프는 ${withJosa(m(point(0, b)), '과/와')} ${withJosa(m(point(run, b + rise)), '을/를')} 지납니다.`,
              `The point with \\(x=${t}\\) is off the graph, so find the function's rule first. The graph passes through \\((0, ${b})\\) and \\((${run}, ${b + rise})\\).`,
            ],
            [
              `기울기는 \\(\\frac{${b + rise}-${paren(b)}}{${run}-0}=${frac(slope)}\\), \\(y\\)절편은 \\(${b}\\)이므로 \\(f(x)=${linear(slope, b)}\\)입니다.`,
              `The slope is \\(\\frac{${b + rise}-${paren(b)}}{${run}-0}=${frac(slope)}\\) and the \\(y\\)-intercept is \\(${b}\\), so \\(f(x)=${linear(slope, b)}\\).`,
            ],
            [
              `\\(f(${t})=${frac(slope)}\\times ${paren(t)}+${paren(b)}=${slope.mul(t).value}+${paren(b)}=${value.value}\\)입니다.`,
              `\\(f(${t})=${frac(slope)}\\times ${paren(t)}+${paren(b)}=${slope.mul(t).value}+${paren(b)}=${value.value}\\).`,
            ],
          ],
          difficulty: 4,
        }),
        drawnLine(rise, run, b),
      );
    },
    // Walks from the marked point (run, b + rise) in steps of the run, one rise at a time, to x = t.
    check: ({ rise, run, b, t }, problem) => {
      let x: number = run;
      let y = b + rise;
      const step = t > x ? 1 : -1;
      while (x !== t) {
        x += step * run;
        y += step * rise;
      }
      return keyIs(problem, y);
    },
  }),

  /** A linear function from a ratio of two of its values and one more value: two equations in slope and intercept. */
  defineTemplate(U, 'value-from-conditions', {
    version: 2,
    params: (rng) => {
      for (;;) {
        const k = rng.pick([2, 3] as const);
        const r = rng.int(1, 3);
        const p = rng.intExcept(r + 1, 8, [k * r]);
        const slope = rng.intExcept(-4, 5, [0]);
        // m(p − kr) = b(k − 1) fixes the intercept.
        const lift = slope * (p - k * r);
        if (lift % (k - 1) !== 0) continue;
        const b = lift / (k - 1);
        const s = rng.intExcept(-3, 9, [p, r, 0]);
        const t = rng.intExcept(-4, 10, [p, r, s]);
        // The two conditions must fix m and b: they are not one condition twice.
        if (p - k * r + (k - 1) * s === 0) continue;
        return { k, r, p, slope, b, s, t };
      }
    },
    generate: ({ k, r, p, slope, b, s, t }, rng) => {
      const total = slope * s + b;
      const key = slope * t + b;
      const times = k === 2 ? '두 배' : '세 배';
      return multiple(rng, {
        choices: 4,
        stem: [
          `일차함수 \\(f\\)에 대하여 ${withJosa(m(`f(${p})`), '은/는')} \\(f(${r})\\)의 ${times}이고, \\(f(${s})=${total}\\)입니다. \\(f(${t})\\)의 값은?`,
          `For a linear function \\(f\\), \\(f(${p})\\) is ${k === 2 ? 'twice' : 'three times'} \\(f(${r})\\), and \\(f(${s})=${total}\\). What is the value of \\(f(${t})\\)?`,
        ],
        correct: m(key),
        wrong: [b, slope, slope * t - b, k * key, key + slope, total * t].map((v) => m(v)).concat(nearby(key)),
        steps: [
          [
            `핵심은 \\(f(x)=mx+b\\)로 놓고 두 조건을 \\(m\\), \\(b\\)에 대한 연립방정식으로 바꾸는 것입니다: \\(${p}m+b=${k}(${sum([r, 'm'], 'b')})\\), \\(${s === 1 ? '' : s === -1 ? '-' : s}m+b=${total}\\).`,
            `The key is to write \\(f(x)=mx+b\\) and turn both facts into equations in \\(m\\) and \\(b\\): \\(${p}m+b=${k}(${sum([r, 'm'], 'b')})\\) and \\(${s === 1 ? '' : s === -1 ? '-' : s}m+b=${total}\\).`,
          ],
          [
            `첫째 식을 정리하면 \\(${term(p - k * r, 'm')}=${term(k - 1, 'b')}\\)입니다. 이 식과 둘째 식을 연립하여 풀면 \\(m=${slope}\\), \\(b=${b}\\)입니다.`,
            `The first equation simplifies to \\(${term(p - k * r, 'm')}=${term(k - 1, 'b')}\\). Solving it together with the second gives \\(m=${slope}\\) and \\(b=${b}\\).`,
          ],
          [
            `따라서 \\(f(x)=${linear(slope, b)}\\)이고 \\(f(${t})=${key}\\)입니다.`,
            `So \\(f(x)=${linear(slope, b)}\\) and \\(f(${t})=${key}\\).`,
          ],
        ],
        difficulty: 5,
      });
    },
    // Cramer's rule on m(p − kr) + b(1 − k) = 0 and ms + b = total, then f(t).
    check: ({ k, r, p, slope, b, s, t }, problem) => {
      const total = slope * s + b;
      const [a1, b1, a2, b2] = [p - k * r, 1 - k, s, 1];
      const det = a1 * b2 - b1 * a2;
      const m = (0 * b2 - b1 * total) / det;
      const c = (a1 * total - 0 * a2) / det;
      return keyIs(problem, m * t + c);
    },
  }),
];
