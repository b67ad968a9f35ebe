// SAT Algebra, linear equations in two variables: original items.
import { defineTemplate, essay, multiple, nearby, type ProblemTemplate } from '../kit/template.js';
import { q } from '../kit/numbers.js';
import { frac, linear, m, paren, point, sum, term } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { close, keyIs, keyWhere } from '../kit/check.js';
import { dollarsKo, usd } from '../kit/money.js';
import { divideStep, times } from '../kit/working.js';
import { valueChoices } from '../kit/choices.js';

const U = 'sat-h-c';

export const templates: ProblemTemplate[] = [
  /** A point on px + qy = r with one coordinate missing. */
  defineTemplate(U, 'missing-coordinate', {
    version: 2,
    params: (rng) => {
      const p = rng.intExcept(-9, 9, [0]);
      const qq = rng.intExcept(-9, 9, [0]);
      const a = rng.int(-6, 6);
      const k = rng.int(-8, 8);
      return { p, q: qq, a, k, r: p * a + qq * k };
    },
    generate: ({ p, q: qy, a, k, r }) => {
      const equation = `${sum([p, 'x'], [qy, 'y'])}=${r}`;
      const substituted = `${sum(times(p, a), [qy, 'k'])}=${r}`;
      const moved = `${term(qy, 'k')}=${r - p * a}`;
      const steps: [string, string][] = [
        [
          `\\(x=${a}\\), ${withJosa('\\(y=k\\)', '을/를')} 대입하면 \\(${substituted}\\)입니다.`,
          `Substitute \\(x=${a}\\) and \\(y=k\\): \\(${substituted}\\).`,
        ],
      ];
      if (p * a !== 0) {
        steps.push([
          `${p * a > 0 ? `양변에서 ${withJosa(`\\(${p * a}\\)`, '을/를')} 빼면` : `양변에 ${withJosa(`\\(${-p * a}\\)`, '을/를')} 더하면`} \\(${moved}\\)입니다.`,
          `${p * a > 0 ? `Subtract \\(${p * a}\\) from both sides` : `Add \\(${-p * a}\\) to both sides`}: \\(${moved}\\).`,
        ]);
      }
      steps.push(divideStep(qy, r - p * a, 'k'));
      return essay({
        stem: [
          `점 \\((${a}, k)\\)가 직선 \\(${equation}\\) 위에 있을 때, \\(k\\)의 값을 구하시오.`,
          `The point \\((${a}, k)\\) lies on the line \\(${equation}\\). What is the value of \\(k\\)?`,
        ],
        answer: String(k),
        form: 'number',
        steps,
        difficulty: 2,
      });
    },
    // The point (a, key) must satisfy the equation.
    check: ({ p, q: qy, a, r }, problem) => keyWhere(problem, ([v]) => Math.abs(p * a + qy * (v as number) - r) < 1e-9),
  }),

  /** The x-intercept of px + qy = r. */
  defineTemplate(U, 'x-intercept', {
    version: 3,
    params: (rng) => {
      const p = rng.intExcept(-9, 9, [0]);
      const qy = rng.intExcept(-9, 9, [0]);
      const r = rng.intExcept(-30, 30, [0]);
      return { p, q: qy, r };
    },
    generate: ({ p, q: qy, r }, rng) => {
      const equation = `${sum([p, 'x'], [qy, 'y'])}=${r}`;
      const key = frac(r, p);
      // The y-intercept, the reciprocals, the sign slip.
      const wrong = [q(r, qy), q(p, r), q(-r, p), q(qy, r)].map((v) => `\\(${frac(v)}\\)`);
      return multiple(rng, {
        choices: 4,
        stem: [
          `\\(xy\\)평면에서 직선 \\(${equation}\\)의 \\(x\\)절편은?`,
          `In the \\(xy\\)-plane, what is the \\(x\\)-intercept of the line \\(${equation}\\)?`,
        ],
        correct: `\\(${key}\\)`,
        wrong: [...wrong, ...nearby(Math.round(r / p))],
        steps: [
          [
            `\\(x\\)절편은 \\(y=0\\)일 때의 \\(x\\)의 값이므로 ${withJosa('\\(y=0\\)', '을/를')} 대입하면 \\(${term(p, 'x')}=${r}\\)입니다.`,
            `At the \\(x\\)-intercept, \\(y=0\\). Substitute it: \\(${term(p, 'x')}=${r}\\).`,
          ],
          divideStep(p, r, 'x'),
        ],
        difficulty: 2,
      });
    },
    // The point (key, 0) must satisfy the equation.
    check: ({ p, r }, problem) => keyWhere(problem, ([v]) => Math.abs(p * (v as number) - r) < 1e-9),
  }),

  /** Ticket sales: 12a + 7c = T and a is known. */
  defineTemplate(U, 'ticket-sales', {
    version: 3,
    params: (rng) => {
      const adult = rng.int(8, 20);
      const child = rng.intExcept(4, 12, [adult]);
      const adults = rng.int(5, 40);
      const children = rng.int(5, 40);
      return { adult, child, adults, children, total: adult * adults + child * children };
    },
    ranges: { adult: [5, 30], child: [2, 20], adults: [0, 500], children: [0, 500] },
    generate: ({ adult, child, adults, children, total }, rng) => {
      const equation = `${adult}a+${child}c=${total}`;
      const rest = total - adult * adults;
      return multiple(rng, {
        choices: 4,
        stem: [
          `어느 공연의 어른 표는 한 장에 ${dollarsKo(adult)}, 어린이 표는 한 장에 ${dollarsKo(child)}입니다. 어른 표 \\(a\\)장과 어린이 표 \\(c\\)장을 팔아 모두 ${dollarsKo(total)}를 받았으므로 ${withJosa(`\\(${equation}\\)`, '이/가')} 성립합니다. 어른 표를 \\(${adults}\\)장 팔았다면 어린이 표는 몇 장 팔았습니까?`,
          `Adult tickets to a show cost ${usd(adult)} each and child tickets cost ${usd(child)} each. Selling \\(a\\) adult tickets and \\(c\\) child tickets brought in ${usd(total)}, so \\(${equation}\\). If \\(${adults}\\) adult tickets were sold, how many child tickets were sold?`,
        ],
        correct: `\\(${children}\\)`,
        wrong: [adults, Math.round(rest / adult), Math.floor(total / child), children + 2, children - 3]
          .filter((v) => v >= 0)
          .map((v) => `\\(${v}\\)`)
          .concat(nearby(children, { min: 0 })),
        steps: [
          [
            `${withJosa(`\\(a=${adults}\\)`, '을/를')} 대입하면 \\(${adult * adults}+${child}c=${total}\\)입니다.`,
            `Substitute \\(a=${adults}\\): \\(${adult * adults}+${child}c=${total}\\).`,
          ],
          [
            `양변에서 ${withJosa(`\\(${adult * adults}\\)`, '을/를')} 빼면 \\(${child}c=${rest}\\)이므로 \\(c=${rest}\\div ${child}=${children}\\)입니다.`,
            `Subtract \\(${adult * adults}\\) from both sides: \\(${child}c=${rest}\\), so \\(c=${rest}\\div ${child}=${children}\\).`,
          ],
        ],
        difficulty: 2,
      });
    },
    check: ({ adult, child, adults, total }, problem) => {
      // Sell child tickets one at a time until the takings reach the total.
      let c = 0;
      while (adult * adults + child * c < total) c++;
      return adult * adults + child * c === total && keyIs(problem, c);
    },
  }),

  /** The slope of a line given in standard form ax + by = c. */
  defineTemplate(U, 'slope-from-standard', {
    version: 1,
    params: (rng) => {
      const a = rng.intExcept(-9, 9, [0]);
      const b = rng.pick([2, 3, 4, 5, 6, 7, 8, 9].filter((v) => v !== Math.abs(a)));
      return { a, b, c: rng.intExcept(-30, 30, [0]) };
    },
    generate: ({ a, b, c }, rng) => {
      const line = `${sum([a, 'x'], [b, 'y'])}=${c}`;
      const slope = q(-a, b);
      return multiple(rng, {
        choices: 4,
        stem: [
          `좌표평면에서 직선 \\(${line}\\)의 기울기는?`,
          `In the \\(xy\\)-plane, what is the slope of the line with equation \\(${line}\\)?`,
        ],
        correct: m(frac(slope)),
        wrong: [slope.mul(-1), q(-b, a), q(b, a), q(c, b)].map((v) => m(frac(v))),
        steps: [
          [
            `\\(y\\)에 대하여 풀면 \\(${term(b, 'y')}=${sum([-a, 'x'], [c, ''])}\\), \\(y=${sum([slope, 'x'], [q(c, b), ''])}\\)입니다.`,
            `Solve for \\(y\\): \\(${term(b, 'y')}=${sum([-a, 'x'], [c, ''])}\\), so \\(y=${sum([slope, 'x'], [q(c, b), ''])}\\).`,
          ],
          [
            `\\(x\\)의 계수가 기울기이므로 기울기는 \\(${frac(slope)}\\)입니다.`,
            `The coefficient of \\(x\\) is the slope: \\(${frac(slope)}\\).`,
          ],
        ],
        difficulty: 2,
      });
    },
    // Two points of the line, (0, c/b) and (b, (c − ab)/b), give the slope as rise over run.
    check: ({ a, b, c }, problem) => {
      const [y1, y2] = [c / b, (c - a * b) / b];
      return keyIs(problem, (y2 - y1) / b);
    },
  }),

  /** Which point lies on ax + by = c: substitute each choice. */
  defineTemplate(U, 'point-on-line', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const a = rng.intExcept(-6, 6, [0]);
        const b = rng.intExcept(-6, 6, [0, a]);
        const x = rng.intExcept(-5, 5, [0]);
        const y = rng.intExcept(-5, 5, [0, x, -x]);
        return { a, b, x, y, c: a * x + b * y };
      }
    },
    generate: ({ a, b, x, y, c }, rng) => {
      const on = ([px, py]: readonly [number, number]) => a * px + b * py === c;
      const line = `${sum([a, 'x'], [b, 'y'])}=${c}`;
      const others = (
        [
          [y, x],
          [-x, y],
          [x, -y],
          [-x, -y],
          [x + 1, y],
          [x, y + 1],
          [y, -x],
        ] as const
      ).filter((p) => !on(p));
      return multiple(rng, {
        choices: 4,
        stem: [
          `\\(xy\\)평면에서 방정식 \\(${line}\\)의 그래프 위에 있는 점은?`,
          `Which of the following points lies on the graph of \\(${line}\\) in the \\(xy\\)-plane?`,
        ],
        correct: m(point(x, y)),
        wrong: others.map(([px, py]) => m(point(px, py))),
        steps: [
          [
            '점이 그래프 위에 있다는 것은 그 점의 좌표를 방정식에 대입했을 때 등식이 성립한다는 뜻입니다.',
            'A point lies on the graph exactly when its coordinates make the equation true.',
          ],
          [
            `${withJosa(m(point(x, y)), '을/를')} 대입하면 \\(${sum(times(a, x), times(b, y))}=${sum([a * x, ''], [b * y, ''])}=${c}\\)이므로 성립합니다.`,
            `Substituting \\(${point(x, y)}\\) gives \\(${sum(times(a, x), times(b, y))}=${sum([a * x, ''], [b * y, ''])}=${c}\\), which is true.`,
          ],
          [
            `다른 점들은 대입한 값이 ${withJosa(m(c), '이/가')} 되지 않습니다. 예를 들어 \\(${point(others[0]![0], others[0]![1])}\\)이면 \\(${a * others[0]![0] + b * others[0]![1]}\\ne ${c}\\)입니다.`,
            `The other points do not give \\(${c}\\); for example, \\(${point(others[0]![0], others[0]![1])}\\) gives \\(${a * others[0]![0] + b * others[0]![1]}\\ne ${c}\\).`,
          ],
        ],
        difficulty: 2,
      });
    },
    // The line through (x, y) and the direction (b, −a): a point is on it when its offset is parallel to that.
    check: ({ a, b, x, y }, problem) =>
      keyWhere(problem, ([px, py]) => ((px as number) - x) * -a === ((py as number) - y) * b),
  }),

  /** The y-intercept of the line through a point parallel to ax + by = c: the slope −a/b carries over. */
  defineTemplate(U, 'parallel-through-point', {
    version: 1,
    params: (rng) => {
      const a = rng.intExcept(-6, 6, [0]);
      const b = rng.intExcept(-6, 6, [0, a, -a]);
      const c = rng.intExcept(-12, 12, [0]);
      const px = rng.intExcept(-6, 6, [0]);
      const py = rng.int(-8, 8);
      return { a, b, c, px, py };
    },
    generate: ({ a, b, c, px, py }, rng) => {
      const slope = q(-a, b);
      const key = slope.mul(-px).add(py);
      const line = `${sum([a, 'x'], [b, 'y'])}=${c}`;
      const choices = valueChoices(
        key,
        [slope.mul(px).add(py), q(b, a).mul(-px).add(py), q(c, b), q(a, b).mul(-px).add(py)],
        { show: (v) => frac(v), min: -1000, step: q(1, Math.abs(b)) },
      );
      return multiple(rng, {
        choices: 4,
        stem: [
          `\\(xy\\)평면에서 방정식 \\(${line}\\)의 그래프와 평행하고 점 ${withJosa(m(point(px, py)), '을/를')} 지나는 직선의 \\(y\\)절편은?`,
          `In the \\(xy\\)-plane, line \\(\\ell\\) is parallel to the graph of \\(${line}\\) and passes through the point \\(${point(px, py)}\\). What is the \\(y\\)-intercept of line \\(\\ell\\)?`,
        ],
        ...choices,
        steps: [
          [
            `평행한 직선은 기울기가 같습니다. ${withJosa(m(line), '을/를')} \\(y\\)에 대하여 풀면 \\(y=${linear(slope, q(c, b))}\\)이므로 기울기는 \\(${frac(slope)}\\)입니다.`,
            `Parallel lines have equal slopes. Solving \\(${line}\\) for \\(y\\) gives \\(y=${linear(slope, q(c, b))}\\), so the slope is \\(${frac(slope)}\\).`,
          ],
          [
            `구하는 직선을 \\(y=${sum([slope, 'x'], 'k')}\\)로 놓고 ${withJosa(m(point(px, py)), '을/를')} 대입하면 \\(${py}=${frac(slope)}\\times ${paren(px)}+k=${frac(slope.mul(px))}+k\\)입니다.`,
            `Write line \\(\\ell\\) as \\(y=${sum([slope, 'x'], 'k')}\\) and substitute \\(${point(px, py)}\\): \\(${py}=${frac(slope)}\\times ${paren(px)}+k=${frac(slope.mul(px))}+k\\).`,
          ],
          [
            `따라서 \\(k=${py}-${paren(frac(slope.mul(px)))}=${frac(key)}\\)입니다. 원래 직선의 \\(y\\)절편 ${withJosa(m(frac(q(c, b))), '은/는')} 답이 아닙니다.`,
            `So \\(k=${py}-${paren(frac(slope.mul(px)))}=${frac(key)}\\). The original line's \\(y\\)-intercept, \\(${frac(q(c, b))}\\), is not the answer.`,
          ],
        ],
        difficulty: 4,
      });
    },
    // The line through (0, k) and the point must have the direction (b, −a) of the given line.
    check: ({ a, b, px, py }, problem) => keyWhere(problem, ([k]) => close((py - (k as number)) * b, -a * px)),
  }),

  /** The coefficient that makes two lines in standard form perpendicular: a₁a₂ + b₁b₂ = 0. */
  defineTemplate(U, 'perpendicular-coefficient', {
    version: 2,
    params: (rng) => {
      for (;;) {
        const a = rng.intExcept(-6, 6, [0]);
        const b = rng.intExcept(-6, 6, [0]);
        const d = rng.intExcept(-6, 6, [0]);
        // k·a + b·d = 0 with k whole.
        if ((b * d) % a !== 0) continue;
        const k = -(b * d) / a;
        if (k === 0 || Math.abs(k) > 24) continue;
        return { a, b, d, k, c: rng.int(-9, 9), e: rng.int(-9, 9) };
      }
    },
    generate: ({ a, b, d, k, c, e }, rng) => {
      const first = `${sum([a, 'x'], [b, 'y'])}=${c}`;
      const second = `${sum('kx', [d, 'y'])}=${e}`;
      const s1 = q(-a, b);
      return multiple(rng, {
        choices: 4,
        stem: [
          `\\(xy\\)평면에서 두 직선 ${withJosa(m(first), '과/와')} ${withJosa(m(second), '이/가')} 서로 수직일 때, 상수 \\(k\\)의 값은?`,
          `In the \\(xy\\)-plane, the graphs of \\(${first}\\) and \\(${second}\\), where \\(k\\) is a constant, are perpendicular. What is the value of \\(k\\)?`,
        ],
        correct: m(k),
        wrong: [-k, (a * d) / b, -(a * d) / b, a, b * d, d]
          .filter((v) => Number.isInteger(v))
          .map((v) => m(v))
          .concat(nearby(k)),
        steps: [
          [
            `핵심은 수직인 두 직선의 기울기의 곱이 \\(-1\\)이라는 것입니다. 첫째 직선의 기울기는 \\(${frac(s1)}\\)이고, 둘째 직선의 기울기는 \\(${term(q(-1, d), 'k')}\\)입니다.`,
            `The key: perpendicular lines have slopes whose product is \\(-1\\). The first line has slope \\(${frac(s1)}\\); the second has slope \\(${term(q(-1, d), 'k')}\\).`,
          ],
          [
            `\\(${paren(frac(s1))}\\times ${d > 0 ? `\\left(${term(q(-1, d), 'k')}\\right)` : term(q(-1, d), 'k')}=-1\\)에서 \\(${term(s1.mul(q(-1, d)), 'k')}=-1\\)이므로 \\(k=${k}\\)입니다.`,
            `\\(${paren(frac(s1))}\\times ${d > 0 ? `\\left(${term(q(-1, d), 'k')}\\right)` : term(q(-1, d), 'k')}=-1\\) gives \\(${term(s1.mul(q(-1, d)), 'k')}=-1\\), so \\(k=${k}\\).`,
          ],
          [
            `확인: \\(${a}\\times ${paren(k)}+${paren(b)}\\times ${paren(d)}=0\\)이므로 두 직선은 수직입니다.`,
            `Check: \\(${a}\\times ${paren(k)}+${paren(b)}\\times ${paren(d)}=0\\), so the lines are perpendicular.`,
          ],
        ],
        difficulty: 5,
      });
    },
    // The direction vectors (b, −a) and (d, −k) must be at right angles: their dot product is zero.
    check: ({ a, b, d }, problem) => keyWhere(problem, ([k]) => b * d + a * (k as number) === 0),
  }),
];
