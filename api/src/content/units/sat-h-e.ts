// SAT Algebra, linear inequalities in one or two variables: original items.
import { defineTemplate, essay, multiple, type ProblemTemplate } from '../kit/template.js';
import { num, q } from '../kit/numbers.js';
import { frac, linear, m, point, signed, term } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyHolds, keyIs, keyWhere } from '../kit/check.js';
import { dollarsKo, usd } from '../kit/money.js';
import { times } from '../kit/working.js';
import { coordinatePlane, halfPlane, withFigure } from '../kit/figures.js';
import { evalLatex } from '../kit/latex-eval.js';

const U = 'sat-h-e';

export const templates: ProblemTemplate[] = [
  /** The greatest (or least) integer solution of ax + b < c. */
  defineTemplate(U, 'extreme-integer', {
    version: 2,
    params: (rng) => {
      const a = rng.intExcept(-7, 7, [0, 1, -1]);
      const b = rng.int(-20, 20);
      const c = rng.int(-30, 30);
      const strict = rng.next() < 0.5;
      return { a, b, c, strict };
    },
    generate: ({ a, b, c, strict }) => {
      const sign = strict ? '<' : '\\le';
      const flipped = strict ? '>' : '\\ge';
      const bound = q(c - b, a);
      // For a > 0 the solutions lie below the bound; for a < 0 the inequality flips and they lie above it.
      const wantGreatest = a > 0;
      const floor = Math.floor(bound.value);
      const ceil = Math.ceil(bound.value);
      const key = wantGreatest
        ? strict && bound.isInteger
          ? floor - 1
          : floor
        : strict && bound.isInteger
          ? ceil + 1
          : ceil;
      const wordKo = wantGreatest ? '가장 큰' : '가장 작은';
      const wordEn = wantGreatest ? 'greatest' : 'least';
      const moved = `${term(a, 'x')} ${sign} ${c - b}`;
      const steps: [string, string][] = [];
      if (b !== 0) {
        steps.push(
          b > 0
            ? [
                `양변에서 ${withJosa(`\\(${b}\\)`, '을/를')} 빼면 \\(${moved}\\)입니다.`,
                `Subtract \\(${b}\\) from both sides: \\(${moved}\\).`,
              ]
            : [
                `양변에 ${withJosa(`\\(${-b}\\)`, '을/를')} 더하면 \\(${moved}\\)입니다.`,
                `Add \\(${-b}\\) to both sides: \\(${moved}\\).`,
              ],
        );
      }
      const solved = `x ${a > 0 ? sign : flipped} ${frac(bound)}`;
      steps.push(
        a > 0
          ? [
              `양변을 ${withJosa(`\\(${a}\\)`, '으로/로')} 나누면 \\(${solved}\\)입니다.`,
              `Divide both sides by \\(${a}\\): \\(${solved}\\).`,
            ]
          : [
              `양변을 음수 ${withJosa(`\\(${a}\\)`, '으로/로')} 나누면 부등호의 방향이 바뀌어 \\(${solved}\\)입니다.`,
              `Dividing both sides by the negative number \\(${a}\\) reverses the inequality: \\(${solved}\\).`,
            ],
      );
      steps.push([
        `이를 만족시키는 정수 중 ${wordKo} 것은 \\(${key}\\)입니다.`,
        `The ${wordEn} integer that satisfies this is \\(${key}\\).`,
      ]);
      return essay({
        stem: [
          `부등식 ${withJosa(`\\(${linear(a, b)} ${sign} ${c}\\)`, '을/를')} 만족시키는 정수 \\(x\\) 중에서 ${wordKo} 값을 구하시오.`,
          `What is the ${wordEn} integer \\(x\\) that satisfies the inequality \\(${linear(a, b)} ${sign} ${c}\\)?`,
        ],
        answer: String(key),
        form: 'number',
        steps,
        difficulty: 3,
      });
    },
    check: ({ a, b, c, strict }, problem) => {
      const holds = (x: number) => (strict ? a * x + b < c : a * x + b <= c);
      // The key satisfies the inequality and the next integer outward does not.
      return keyWhere(
        problem,
        ([k]) => Number.isInteger(k) && holds(k as number) && !holds(a > 0 ? (k as number) + 1 : (k as number) - 1),
      );
    },
  }),

  /** Which point lies in the region y > mx + b. */
  defineTemplate(U, 'point-in-region', {
    version: 3,
    params: (rng) => {
      const m = rng.intExcept(-4, 4, [0]);
      const b = rng.int(-6, 6);
      const points: [number, number][] = [];
      const inside: [number, number][] = [];
      const outside: [number, number][] = [];
      while (inside.length < 1 || outside.length < 4) {
        const x = rng.int(-5, 5);
        const y = rng.int(-12, 12);
        if (y === m * x + b || points.some(([px, py]) => px === x && py === y)) continue;
        points.push([x, y]);
        if (y > m * x + b && inside.length < 1) inside.push([x, y]);
        else if (y < m * x + b && outside.length < 4) outside.push([x, y]);
      }
      return { m, b, inside: inside[0] as [number, number], outside };
    },
    generate: ({ m, b, inside, outside }, rng) => {
      const [x, y] = inside;
      const line = linear(m, b);
      const value = m * x + b;
      const [ox, oy] = outside[0] as [number, number];
      return multiple(rng, {
        choices: 4,
        stem: [
          `다음 중 부등식 ${withJosa(`\\(y > ${line}\\)`, '을/를')} 만족시키는 점 \\((x, y)\\)는?`,
          `Which point \\((x, y)\\) is a solution to the inequality \\(y > ${line}\\)?`,
        ],
        correct: `\\(${point(x, y)}\\)`,
        wrong: outside.map(([px, py]) => `\\(${point(px, py)}\\)`),
        steps: [
          [
            `각 점의 \\(x\\)좌표를 \\(${line}\\)에 대입한 값보다 \\(y\\)좌표가 큰지 확인합니다. 예를 들어 \\(${point(ox, oy)}\\)에서는 \\(${times(m, ox)}${signed(b)}=${m * ox + b}\\)이고 \\(${oy} < ${m * ox + b}\\)이므로 해가 아닙니다.`,
            `For each point, compare its \\(y\\)-coordinate with \\(${line}\\) at its \\(x\\)-coordinate. For example, at \\(${point(ox, oy)}\\): \\(${times(m, ox)}${signed(b)}=${m * ox + b}\\) and \\(${oy} < ${m * ox + b}\\), so it is not a solution.`,
          ],
          [
            `\\(${point(x, y)}\\)에서는 \\(${times(m, x)}${signed(b)}=${value}\\)이고 \\(${y} > ${value}\\)이므로 부등식을 만족시킵니다.`,
            `At \\(${point(x, y)}\\): \\(${times(m, x)}${signed(b)}=${value}\\) and \\(${y} > ${value}\\), so it satisfies the inequality.`,
          ],
        ],
        difficulty: 2,
      });
    },
    check: ({ m, b }, problem) => keyWhere(problem, ([px, py]) => (py as number) > m * (px as number) + b),
  }),

  /** The most items a budget allows. */
  defineTemplate(U, 'budget', {
    version: 2,
    params: (rng) => {
      const fixed = rng.int(5, 40);
      const price = rng.int(3, 15);
      const budget = fixed + price * rng.int(4, 25) + rng.int(0, price - 1);
      return { fixed, price, budget };
    },
    ranges: { fixed: [0, 100], price: [2, 30], budget: [10, 1000] },
    generate: ({ fixed, price, budget }) => {
      const key = Math.floor((budget - fixed) / price);
      const inequality = `${price}t+${fixed} \\le ${budget}`;
      const exact = budget - fixed === key * price;
      return essay({
        stem: [
          `어느 동아리에서 행사를 준비하며 장식에 ${dollarsKo(fixed)}를 쓰고, 한 장에 ${dollarsKo(price)}인 티셔츠를 \\(t\\)장 사려고 합니다. 예산이 ${dollarsKo(budget)}이므로 ${withJosa(`\\(${inequality}\\)`, '이/가')} 성립합니다. 살 수 있는 티셔츠는 최대 몇 장입니까?`,
          `A club spends ${usd(fixed)} on decorations and wants to buy \\(t\\) T-shirts at ${usd(price)} each. With a budget of ${usd(budget)}, \\(${inequality}\\). What is the greatest number of T-shirts the club can buy?`,
        ],
        answer: String(key),
        form: 'number',
        unit: '장',
        steps: [
          [
            `양변에서 ${withJosa(`\\(${fixed}\\)`, '을/를')} 빼면 \\(${price}t \\le ${budget - fixed}\\)입니다.`,
            `Subtract \\(${fixed}\\) from both sides: \\(${price}t \\le ${budget - fixed}\\).`,
          ],
          [
            `양변을 ${withJosa(`\\(${price}\\)`, '으로/로')} 나누면 \\(t \\le ${frac(budget - fixed, price)}\\)${exact ? '' : `이고, 이를 만족시키는 가장 큰 자연수는 \\(${key}\\)`}입니다.`,
            `Divide both sides by \\(${price}\\): \\(t \\le ${frac(budget - fixed, price)}\\)${exact ? '' : `. The greatest whole number that satisfies this is \\(${key}\\)`}.`,
          ],
        ],
        difficulty: 2,
      });
    },
    check: ({ fixed, price, budget }, problem) => {
      // Buy shirts one at a time while the budget allows.
      let t = 0;
      while (price * (t + 1) + fixed <= budget) t++;
      return keyIs(problem, t);
    },
  }),

  /** The most boxes a van can carry under a weight limit: an inequality, then the greatest whole number. */
  defineTemplate(U, 'weight-limit', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const limit = rng.int(8, 20) * 100;
        const driver = rng.int(60, 95);
        const box = rng.int(15, 45);
        // The limit must not be an exact fit, so the greatest count is found by rounding down.
        if ((limit - driver) % box !== 0) return { limit, driver, box };
      }
    },
    ranges: { driver: [40, 120], box: [5, 60] },
    generate: ({ limit, driver, box }, rng) => {
      const most = Math.floor((limit - driver) / box);
      return multiple(rng, {
        choices: 4,
        stem: [
          `어느 승합차에는 최대 \\(${num(limit)}\\)킬로그램까지 실을 수 있습니다. 몸무게가 \\(${driver}\\)킬로그램인 운전자가 무게가 각각 \\(${box}\\)킬로그램인 상자를 싣고 가려고 합니다. 운전자를 포함하여 최대 무게를 넘지 않도록 할 때, 실을 수 있는 상자는 최대 몇 개입니까?`,
          `A van can carry at most \\(${num(limit)}\\) kilograms. The driver weighs \\(${driver}\\) kilograms, and each box weighs \\(${box}\\) kilograms. With the driver on board, what is the greatest number of boxes the van can carry without going over the limit?`,
        ],
        correct: m(most),
        wrong: [most + 1, Math.floor(limit / box), most - 1, Math.ceil(limit / box), most + 2].map((v) => m(v)),
        steps: [
          [
            `상자의 수를 \\(n\\)이라 하면 \\(${driver}+${box}n\\le ${num(limit)}\\)입니다.`,
            `Let \\(n\\) be the number of boxes: \\(${driver}+${box}n\\le ${num(limit)}\\).`,
          ],
          [
            `\\(${box}n\\le ${num(limit - driver)}\\)이므로 \\(n\\le \\frac{${limit - driver}}{${box}}\\)이고, ${withJosa(m(`\\frac{${limit - driver}}{${box}}`), '은/는')} ${withJosa(m(most), '과/와')} \\(${most + 1}\\) 사이의 수입니다.`,
            `So \\(${box}n\\le ${num(limit - driver)}\\) and \\(n\\le \\frac{${limit - driver}}{${box}}\\), a number between \\(${most}\\) and \\(${most + 1}\\).`,
          ],
          [
            `상자의 수는 자연수이므로 최대 \\(${most}\\)개입니다. 운전자의 몸무게를 빼먹거나 올림하지 않도록 주의합니다.`,
            `The number of boxes is a whole number, so the greatest is \\(${most}\\). Remember the driver's weight, and round down, not up.`,
          ],
        ],
        difficulty: 3,
      });
    },
    // Load boxes one at a time while the total stays within the limit.
    check: ({ limit, driver, box }, problem) => {
      let n = 0;
      while (driver + (n + 1) * box <= limit) n++;
      return keyIs(problem, n);
    },
  }),
  /** Solve ax + b ≤ cx + d, where dividing by a negative number turns the sign around. */
  defineTemplate(U, 'solve-inequality', {
    version: 1,
    params: (rng) => {
      const a = rng.intExcept(-6, 6, [0]);
      const c = rng.intExcept(-6, 6, [0, a]);
      const k = rng.intExcept(-9, 9, [0]);
      const b = rng.int(-12, 12);
      return { a, b, c, k, d: (a - c) * k + b };
    },
    generate: ({ a, b, c, d, k }, rng) => {
      const left = linear(a, b);
      const right = linear(c, d);
      const coef = a - c;
      const sign = coef > 0 ? '\\le' : '\\ge';
      const flip = coef > 0 ? '\\ge' : '\\le';
      return multiple(rng, {
        choices: 4,
        stem: [
          `부등식 \\(${left}\\le ${right}\\)의 해는?`,
          `Which of the following describes all solutions to \\(${left}\\le ${right}\\)?`,
        ],
        correct: m(`x${sign} ${k}`),
        wrong: [`x${flip} ${k}`, `x${sign} ${-k}`, `x${flip} ${-k}`].map((v) => m(v)),
        steps: [
          [
            `\\(x\\)가 있는 항은 좌변으로, 상수항은 우변으로 옮기면 \\(${term(coef, 'x')}\\le ${d - b}\\)입니다.`,
            `Collect the \\(x\\)-terms on the left and the constants on the right: \\(${term(coef, 'x')}\\le ${d - b}\\).`,
          ],
          coef > 0
            ? [
                `양변을 양수 ${withJosa(m(coef), '으로/로')} 나누면 부등호의 방향은 그대로이므로 \\(x\\le ${k}\\)입니다.`,
                `Divide both sides by \\(${coef}\\). It is positive, so the inequality keeps its direction: \\(x\\le ${k}\\).`,
              ]
            : [
                `양변을 음수 ${withJosa(m(coef), '으로/로')} 나누면 부등호의 방향이 바뀌므로 \\(x\\ge ${k}\\)입니다.`,
                `Divide both sides by \\(${coef}\\). Dividing by a negative number reverses the inequality: \\(x\\ge ${k}\\).`,
              ],
        ],
        difficulty: 2,
      });
    },
    // The key's set must hold exactly the x that satisfy the original inequality, tested on both sides of its end.
    check: ({ a, b, c, d }, problem) =>
      keyHolds(problem, (choice) => {
        const [, op, end] = /x\\(le|ge) (-?\d+)/.exec(choice) ?? [];
        const bound = Number(end);
        return [bound - 1, bound, bound + 1].every(
          (x) => a * x + b <= c * x + d === (op === 'le' ? x <= bound : x >= bound),
        );
      }),
  }),

  /** The inequality whose solutions are the shaded region: the boundary line, its dashes, and the shaded side. */
  defineTemplate(U, 'region-from-graph', {
    version: 1,
    params: (rng) => ({
      slope: rng.intExcept(-3, 3, [0]),
      b: rng.intExcept(-4, 4, [0]),
      above: rng.pick([true, false] as const),
      strict: rng.pick([true, false] as const),
    }),
    generate: ({ slope, b, above, strict }, rng) => {
      const sign = (up: boolean, open: boolean) => (up ? (open ? '>' : '\\ge') : open ? '<' : '\\le');
      const ineq = (up: boolean, open: boolean, k: number, c: number) => m(`y${sign(up, open)} ${linear(k, c)}`);
      const box = { x: [-6, 6] as [number, number], y: [-6, 6] as [number, number] };
      return withFigure(
        multiple(rng, {
          choices: 4,
          stem: [
            '다음 좌표평면에서 색칠된 부분은 어떤 부등식의 해를 나타낸 것입니다. 경계선이 실선이면 경계선 위의 점을 포함하고, 점선이면 포함하지 않습니다. 이 부등식은?',
            'The shaded region in the \\(xy\\)-plane shows the solutions to an inequality; a dashed boundary line is not part of the region, and a solid one is. Which inequality is it?',
          ],
          correct: ineq(above, strict, slope, b),
          wrong: [
            ineq(!above, strict, slope, b),
            ineq(above, !strict, slope, b),
            ineq(above, strict, -slope, b),
            ineq(!above, !strict, slope, b),
            ineq(above, strict, slope, -b),
          ],
          steps: [
            [
              `경계선은 \\(y\\)축과 \\((0, ${b})\\)에서 만나고, 오른쪽으로 \\(1\\)만큼 가면 \\(${Math.abs(slope)}\\)만큼 ${slope > 0 ? '올라가므로' : '내려가므로'} \\(y=${linear(slope, b)}\\)입니다.`,
              `The boundary line crosses the \\(y\\)-axis at \\((0, ${b})\\) and goes ${slope > 0 ? 'up' : 'down'} \\(${Math.abs(slope)}\\) for each \\(1\\) to the right, so it is \\(y=${linear(slope, b)}\\).`,
            ],
            [
              `색칠된 부분은 경계선의 ${above ? '위쪽' : '아래쪽'}이므로 \\(y\\)가 \\(${linear(slope, b)}\\)보다 ${above ? '큰' : '작은'} 점들입니다.`,
              `The shaded region lies ${above ? 'above' : 'below'} the line, where \\(y\\) is ${above ? 'greater' : 'less'} than \\(${linear(slope, b)}\\).`,
            ],
            [
              strict
                ? `경계선이 점선이므로 경계선 위의 점은 포함되지 않습니다. 따라서 \\(y${sign(above, strict)} ${linear(slope, b)}\\)입니다.`
                : `경계선이 실선이므로 경계선 위의 점도 포함됩니다. 따라서 \\(y${sign(above, strict)} ${linear(slope, b)}\\)입니다.`,
              strict
                ? `The line is dashed, so points on it are not solutions: \\(y${sign(above, strict)} ${linear(slope, b)}\\).`
                : `The line is solid, so points on it are solutions too: \\(y${sign(above, strict)} ${linear(slope, b)}\\).`,
            ],
          ],
          difficulty: 3,
        }),
        coordinatePlane({
          ...box,
          lines: [{ slope, intercept: b, dashed: strict }],
          shade: halfPlane(slope, b, above ? 'above' : 'below', box),
        }),
      );
    },
    // Reads each choice as y (op) f(x): the key must match the boundary at two x values, hold at a point a unit
    // inside the shaded side, fail a unit outside it, and hold on the line only when the line is solid.
    check: ({ slope, b, above, strict }, problem) =>
      keyHolds(problem, (choice) => {
        const match = /^\\\(y(>|<|\\ge|\\le)\s*(.*)\\\)$/.exec(choice);
        if (!match) return false;
        const [, op, right] = match as unknown as [string, string, string];
        const f = (x: number) => evalLatex(right, { x })[0] as number;
        const holds = (x: number, y: number) =>
          op === '>' ? y > f(x) : op === '<' ? y < f(x) : op === '\\ge' ? y >= f(x) : y <= f(x);
        const inside = above ? 1 : -1;
        return (
          [0, 2].every((x) => Math.abs(f(x) - (slope * x + b)) < 1e-9) &&
          holds(0, b + inside) &&
          !holds(0, b - inside) &&
          holds(1, slope + b) === !strict
        );
      }),
  }),

  /** The least whole number of weeks to save up to a goal: an inequality whose answer is rounded up. */
  defineTemplate(U, 'least-weeks', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const saved = 5 * rng.int(4, 40);
        const weekly = rng.pick([15, 20, 25, 30, 35, 40, 45] as const);
        const goal = 10 * rng.int(30, 150);
        if (goal <= saved + weekly * 2 || (goal - saved) % weekly === 0) continue;
        return { saved, weekly, goal };
      }
    },
    ranges: { saved: [0, 1000], weekly: [1, 100], goal: [100, 2000] },
    generate: ({ saved, weekly, goal }, rng) => {
      const exact = q(goal - saved, weekly);
      const key = Math.ceil(exact.value);
      return multiple(rng, {
        choices: 4,
        stem: [
          `한 학생이 ${dollarsKo(saved)}를 모아 두었고, 앞으로 매주 ${dollarsKo(weekly)}씩 더 모으려고 합니다. 모은 돈이 처음으로 ${dollarsKo(goal)} 이상이 되는 것은 최소 몇 주 후입니까?`,
          `A student has saved ${usd(saved)} and plans to save ${usd(weekly)} more each week. What is the least number of whole weeks after which the student will have saved at least ${usd(goal)}?`,
        ],
        correct: m(key),
        wrong: [key - 1, key + 1, Math.floor(goal / weekly), Math.ceil(goal / weekly), key - 2].map((v) => m(v)),
        steps: [
          [
            `\\(w\\)주 후에 모은 돈은 \\(${linear(weekly, saved, 'w')}\\)달러이므로 ${withJosa(m(`${linear(weekly, saved, 'w')}\\ge ${num(goal)}`), '을/를')} 풉니다.`,
            `After \\(w\\) weeks the student has \\(${linear(weekly, saved, 'w')}\\) dollars, so solve \\(${linear(weekly, saved, 'w')}\\ge ${num(goal)}\\).`,
          ],
          [
            `\\(${weekly}w\\ge ${num(goal - saved)}\\)이므로 \\(w\\ge ${frac(exact)}\\)입니다.`,
            `\\(${weekly}w\\ge ${num(goal - saved)}\\), so \\(w\\ge ${frac(exact)}\\).`,
          ],
          [
            `${withJosa(m(frac(exact)), '은/는')} ${withJosa(m(key - 1), '과/와')} \\(${key}\\) 사이의 수이고 주의 수는 자연수이므로, 올림하여 \\(${key}\\)주입니다. \\(${key - 1}\\)주 후에는 ${dollarsKo(saved + weekly * (key - 1))}뿐입니다.`,
            `\\(${frac(exact)}\\) is between \\(${key - 1}\\) and \\(${key}\\), and weeks are whole, so round up to \\(${key}\\). After \\(${key - 1}\\) weeks the student has only ${usd(saved + weekly * (key - 1))}.`,
          ],
        ],
        difficulty: 2,
      });
    },
    // Counts the weeks one at a time until the savings reach the goal.
    check: ({ saved, weekly, goal }, problem) => {
      let weeks = 0;
      while (saved + weeks * weekly < goal) weeks++;
      return keyIs(problem, weeks);
    },
  }),

  /** The greatest x of a point in the region between two boundary lines: where the lines cross. */
  defineTemplate(U, 'system-greatest-x', {
    version: 1,
    params: (rng) => {
      const m1 = rng.intExcept(-4, -1, []);
      const m2 = rng.intExcept(1, 4, []);
      const x = rng.intExcept(-6, 8, [0]);
      const y = rng.int(-8, 10);
      return { m1, m2, x, y, b1: y - m1 * x, b2: y - m2 * x };
    },
    generate: ({ m1, m2, x, y, b1, b2 }, rng) => {
      const below = `y\\le ${linear(m1, b1)}`;
      const above = `y\\ge ${linear(m2, b2)}`;
      const cases = `\\begin{cases} ${below} \\\\ ${above} \\end{cases}`;
      return multiple(rng, {
        choices: 4,
        stem: [
          `점 \\((x, y)\\)가 연립부등식 \\(${cases}\\)의 해일 때, \\(x\\)의 값 중 가장 큰 것은?`,
          `The point \\((x, y)\\) is a solution to the system of inequalities \\(${cases}\\). What is the greatest possible value of \\(x\\)?`,
        ],
        correct: m(x),
        wrong: [y, -x, b1, b2, x + 1, x - 1].map((v) => m(v)),
        steps: [
          [
            `첫째 부등식의 해는 내려가는 직선 \\(y=${linear(m1, b1)}\\)의 아래쪽, 둘째 부등식의 해는 올라가는 직선 \\(y=${linear(m2, b2)}\\)의 위쪽입니다.`,
            `The first inequality holds on and below the falling line \\(y=${linear(m1, b1)}\\); the second on and above the rising line \\(y=${linear(m2, b2)}\\).`,
          ],
          [
            `핵심은 \\(x\\)가 커질수록 위쪽 경계는 내려가고 아래쪽 경계는 올라가서, 두 직선이 만나는 곳에서 영역이 끝난다는 것입니다.`,
            `The key: as \\(x\\) grows, the upper boundary falls and the lower one rises, so the region ends where the lines meet.`,
          ],
          [
            `\\(${linear(m1, b1)}=${linear(m2, b2)}\\)에서 \\(${term(m1 - m2, 'x')}=${b2 - b1}\\)이므로 \\(x=${x}\\)입니다. 따라서 \\(x\\)의 최댓값은 \\(${x}\\)입니다.`,
            `Set \\(${linear(m1, b1)}=${linear(m2, b2)}\\): \\(${term(m1 - m2, 'x')}=${b2 - b1}\\), so \\(x=${x}\\). The greatest possible \\(x\\) is \\(${x}\\).`,
          ],
        ],
        difficulty: 4,
      });
    },
    // Walks x up in steps of a quarter until no y fits between the two boundaries.
    check: ({ m1, m2, b1, b2 }, problem) => {
      let x = -40;
      while (m1 * (x + 0.25) + b1 >= m2 * (x + 0.25) + b2) x += 0.25;
      return keyIs(problem, x);
    },
  }),
];
