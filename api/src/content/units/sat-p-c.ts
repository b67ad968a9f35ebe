// SAT Advanced Math, nonlinear functions: original items.
import { defineTemplate, essay, multiple, nearby, type ProblemTemplate } from '../kit/template.js';
import { num, q } from '../kit/numbers.js';
import { m, paren, polyX, shift, signed, sum } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { noun } from '../kit/english.js';
import { close, keyHolds, keyIs, keyNumber, keyWhere, valueOf } from '../kit/check.js';
import { times } from '../kit/working.js';

const U = 'sat-p-c';

export const templates: ProblemTemplate[] = [
  /** Evaluate a quadratic function. */
  defineTemplate(U, 'evaluate-quadratic', {
    version: 2,
    params: (rng) => {
      const a = rng.intExcept(-4, 4, [0]);
      const b = rng.int(-9, 9);
      const c = rng.int(-12, 12);
      const t = rng.intExcept(-5, 5, [0]);
      return { a, b, c, t };
    },
    generate: ({ a, b, c, t }) => {
      const value = a * t * t + b * t + c;
      const f = polyX([a, b, c]);
      const substituted = sum(times(a, `${paren(t)}^{2}`), b === 0 ? '' : times(b, t), [c, '']);
      const products = `${a * t * t}${b === 0 ? '' : `+${paren(b * t)}`}${signed(c)}`;
      return essay({
        stem: [
          `함수 \\(f(x)=${f}\\)에 대하여 \\(f(${t})\\)의 값을 구하시오.`,
          `The function \\(f\\) is defined by \\(f(x)=${f}\\). What is the value of \\(f(${t})\\)?`,
        ],
        answer: String(value),
        form: 'number',
        steps: [
          [`\\(f(x)\\)에 ${withJosa(`\\(x=${t}\\)`, '을/를')} 대입합니다.`, `Substitute \\(x=${t}\\) into \\(f(x)\\).`],
          [`\\(f(${t})=${substituted}=${products}=${value}\\)`, `\\(f(${t})=${substituted}=${products}=${value}\\)`],
        ],
        difficulty: 1,
      });
    },
    // Horner's rule instead of term by term.
    check: ({ a, b, c, t }, problem) => keyIs(problem, (a * t + b) * t + c),
  }),

  /** Exponential growth: a population that doubles or triples every few hours. */
  defineTemplate(U, 'exponential-growth', {
    version: 3,
    params: (rng) => {
      const start = rng.int(2, 30) * 10;
      const factor = rng.pick([2, 3] as const);
      const period = rng.int(2, 6);
      const periods = rng.int(2, 4);
      return { start, factor, period, periods, hours: period * periods };
    },
    ranges: { start: [10, 1000], hours: [1, 48] },
    generate: ({ start, factor, period, periods, hours }, rng) => {
      const key = start * factor ** periods;
      const everyHour = start * factor ** hours;
      const model = `N(t)=${start}\\cdot ${factor}^{\\frac{t}{${period}}}`;
      return multiple(rng, {
        choices: 4,
        stem: [
          `어느 세균은 \\(${period}\\)시간마다 그 수가 \\(${factor}\\)배가 됩니다. 처음 세균이 \\(${start}\\)마리일 때, \\(t\\)시간 후의 세균 수는 \\(${model}\\)입니다. \\(${hours}\\)시간 후의 세균은 몇 마리입니까?`,
          `A population of bacteria ${factor === 2 ? 'doubles' : 'triples'} every \\(${period}\\) hours. It starts with \\(${start}\\) bacteria, so after \\(t\\) hours there are \\(${model}\\) bacteria. How many bacteria are there after \\(${hours}\\) hours?`,
        ],
        correct: `\\(${num(key)}\\)`,
        wrong: [
          start * factor * periods,
          start + start * factor * periods,
          start * factor ** (periods + 1),
          everyHour > 1e6 ? start * factor ** (periods + 2) : everyHour,
          start * factor ** (periods - 1),
        ]
          .map((v) => `\\(${num(v)}\\)`)
          .concat(nearby(key, { step: 10, min: 0 })),
        steps: [
          [
            `\\(${hours}\\)시간은 \\(${period}\\)시간씩 \\(${periods}\\)번이므로 세균 수는 \\(${factor}\\)배씩 \\(${periods}\\)번 늘어납니다.`,
            `\\(${hours}\\) hours is \\(${periods}\\) periods of \\(${period}\\) hours, so the population ${factor === 2 ? 'doubles' : 'triples'} \\(${periods}\\) times.`,
          ],
          [
            `\\(N(${hours})=${start}\\cdot ${factor}^{\\frac{${hours}}{${period}}}=${start}\\cdot ${factor}^{${periods}}=${start}\\times ${factor ** periods}=${num(key)}\\)`,
            `\\(N(${hours})=${start}\\cdot ${factor}^{\\frac{${hours}}{${period}}}=${start}\\cdot ${factor}^{${periods}}=${start}\\times ${factor ** periods}=${num(key)}\\)`,
          ],
        ],
        difficulty: 3,
      });
    },
    check: ({ start, factor, period, hours }, problem) => {
      // Simulate hour by hour: multiply whenever a full period has passed.
      let population = start;
      for (let hour = 1; hour <= hours; hour++) if (hour % period === 0) population *= factor;
      return keyIs(problem, population);
    },
  }),

  /** The minimum value of a(x - h)^2 + k, given in expanded form. */
  defineTemplate(U, 'minimum-value', {
    version: 3,
    params: (rng) => {
      const a = rng.int(1, 5);
      const h = rng.intExcept(-8, 8, [0]);
      const k = rng.int(-15, 15);
      return { a, h, k };
    },
    generate: ({ a, h, k }, rng) => {
      const [b, c] = [-2 * a * h, a * h * h + k];
      const g = polyX([a, b, c]);
      const vertexForm = `${a === 1 ? '' : a}(${shift('x', -h)})^{2}${signed(k)}`;
      const grouped =
        a === 1 ? `(${polyX([1, -2 * h, h * h])})${signed(k)}` : `${a}(${polyX([1, -2 * h, h * h])})${signed(k)}`;
      return multiple(rng, {
        choices: 4,
        stem: [`이차함수 \\(g(x)=${g}\\)의 최솟값은?`, `What is the minimum value of the function \\(g(x)=${g}\\)?`],
        correct: `\\(${k}\\)`,
        wrong: [c, h, -h, k + a * h, -k].map((v) => `\\(${v}\\)`).concat(nearby(k)),
        steps: [
          [
            `완전제곱식을 이용하여 나타내면 \\(g(x)=${grouped}=${vertexForm}\\)입니다.`,
            `Complete the square: \\(g(x)=${grouped}=${vertexForm}\\).`,
          ],
          [
            `\\((${shift('x', -h)})^{2}\\ge 0\\)이고 \\(x^{2}\\)의 계수 ${withJosa(`\\(${a}\\)`, '이/가')} 양수이므로 \\(g(x)\\)는 \\(x=${h}\\)일 때 최솟값 ${withJosa(`\\(${k}\\)`, '을/를')} 갖습니다.`,
            `Since \\((${shift('x', -h)})^{2}\\ge 0\\) and the coefficient \\(${a}\\) of \\(x^{2}\\) is positive, \\(g\\) has its minimum at \\(x=${h}\\), and the minimum value is \\(${k}\\).`,
          ],
        ],
        difficulty: 4,
      });
    },
    check: ({ a, h, k }, problem) => {
      const [b, c] = [-2 * a * h, a * h * h + k];
      // Scan a grid (through every integer and half) for the least value.
      let least = Infinity;
      for (let x = -20; x <= 20; x += 0.5) least = Math.min(least, a * x * x + b * x + c);
      return keyIs(problem, least);
    },
  }),

  /** Which function models a quantity that grows or shrinks by a fixed percent each year. */
  defineTemplate(U, 'percent-growth-model', {
    version: 1,
    params: (rng) => ({
      start: rng.int(12, 90) * 500,
      rate: rng.pick([2, 3, 4, 5, 6, 8, 12, 15, 20, 25] as const),
      grows: rng.next() < 0.6,
      topic: rng.int(0, 1),
    }),
    ranges: { rate: [1, 30] },
    generate: ({ start, rate, grows, topic }, rng) => {
      const factor = num(q(grows ? 100 + rate : 100 - rate, 100));
      const other = num(q(grows ? 100 - rate : 100 + rate, 100));
      const p = num(start);
      const [ko, en] =
        topic === 0
          ? [
              `어느 도시의 현재 인구는 \\(${p}\\)명이고, 인구는 매년 \\(${rate}\\%\\)씩 ${grows ? '증가' : '감소'}합니다.`,
              `The population of a town is \\(${p}\\) and ${grows ? 'increases' : 'decreases'} by \\(${rate}\\%\\) each year.`,
            ]
          : [
              `어느 작품의 현재 가치는 \\(${p}\\)달러이고, 그 가치는 매년 \\(${rate}\\%\\)씩 ${grows ? '증가' : '감소'}합니다.`,
              `A painting is worth \\(${p}\\) dollars today, and its value ${grows ? 'increases' : 'decreases'} by \\(${rate}\\%\\) each year.`,
            ];
      return multiple(rng, {
        choices: 4,
        stem: [
          `${ko} \\(x\\)년 후의 ${topic === 0 ? '인구' : '가치'} \\(f(x)\\)를 나타내는 식으로 알맞은 것은?`,
          `${en} The function \\(f\\) gives the ${topic === 0 ? 'population' : 'value'} after \\(x\\) years. Which of the following defines \\(f(x)\\)?`,
        ],
        correct: m(`${p}(${factor})^{x}`),
        wrong: [
          m(`${p}(${other})^{x}`),
          m(`${p}(${num(q(rate, 100))})^{x}`),
          m(`${p}(1${grows ? '+' : '-'}${num(q(rate, 100))}x)`),
          m(`${p}(${rate})^{x}`),
        ],
        steps: [
          [
            `매년 \\(${rate}\\%\\)씩 ${grows ? '증가하면' : '감소하면'} 한 해가 지날 때마다 값이 \\(1${grows ? '+' : '-'}${num(q(rate, 100))}=${factor}\\)배가 됩니다. 일정한 양이 아니라 일정한 비율로 변하므로 지수함수입니다.`,
            `${grows ? 'Increasing' : 'Decreasing'} by \\(${rate}\\%\\) a year multiplies the value by \\(1${grows ? '+' : '-'}${num(q(rate, 100))}=${factor}\\) each year. It changes by a fixed percent, not a fixed amount, so the model is exponential.`,
          ],
          [
            `\\(x\\)년 동안 \\(${factor}\\)배가 \\(x\\)번 되므로 \\(f(x)=${p}(${factor})^{x}\\)입니다.`,
            `After \\(x\\) years the start value has been multiplied by \\(${factor}\\) \\(x\\) times: \\(f(x)=${p}(${factor})^{x}\\).`,
          ],
        ],
        difficulty: 2,
      });
    },
    // Compound year by year as a growth rate: ln f = ln start + x ln(1 ± r).
    check: ({ start, rate, grows }, problem) =>
      keyIs(problem, ({ x }) => Math.exp(Math.log(start) + x * Math.log1p((grows ? rate : -rate) / 100))),
  }),

  /** The percent change per year read off an exponential model. */
  defineTemplate(U, 'percent-from-model', {
    version: 1,
    params: (rng) => ({
      start: rng.int(8, 60) * 1000,
      rate: rng.pick([3, 4, 6, 8, 9, 12, 14, 15, 18, 22, 35] as const),
      grows: rng.next() < 0.5,
    }),
    ranges: { rate: [1, 40] },
    generate: ({ start, rate, grows }) => {
      const factor = num(q(grows ? 100 + rate : 100 - rate, 100));
      const model = `V(t)=${num(start)}(${factor})^{t}`;
      return essay({
        stem: grows
          ? [
              `어느 회사의 연 매출 \\(V(t)\\)달러는 \\(t\\)년 후에 ${withJosa(m(model), '으로/로')} 나타낼 수 있습니다. 매출은 매년 \\(p\\%\\)씩 증가합니다. \\(p\\)의 값을 구하시오.`,
              `A company's yearly sales, in dollars, \\(t\\) years from now are modeled by \\(${model}\\). The sales increase by \\(p\\%\\) each year. What is the value of \\(p\\)?`,
            ]
          : [
              `어느 자동차의 가치 \\(V(t)\\)달러는 구입한 지 \\(t\\)년 후에 ${withJosa(m(model), '으로/로')} 나타낼 수 있습니다. 자동차의 가치는 매년 \\(p\\%\\)씩 감소합니다. \\(p\\)의 값을 구하시오.`,
              `The value, in dollars, of a car \\(t\\) years after it was bought is modeled by \\(${model}\\). The value decreases by \\(p\\%\\) each year. What is the value of \\(p\\)?`,
            ],
        answer: String(rate),
        form: 'number',
        steps: [
          [
            `한 해가 지날 때마다 \\(V\\)는 \\(${factor}\\)배가 됩니다. ${withJosa(m(factor), '은/는')} \\(1\\)보다 ${grows ? '크므로 증가' : '작으므로 감소'}입니다.`,
            `Each year \\(V\\) is multiplied by \\(${factor}\\), which is ${grows ? 'greater' : 'less'} than \\(1\\), so the value ${grows ? 'grows' : 'shrinks'}.`,
          ],
          [
            `변화율은 \\(${grows ? `${factor}-1` : `1-${factor}`}=${num(q(rate, 100))}\\), 즉 \\(${rate}\\%\\)이므로 \\(p=${rate}\\)입니다. 곱하는 수 ${withJosa(m(factor), '이/가')} 아니라 \\(1\\)과의 차이를 읽어야 합니다.`,
            `The change per year is \\(${grows ? `${factor}-1` : `1-${factor}`}=${num(q(rate, 100))}\\), or \\(${rate}\\%\\), so \\(p=${rate}\\). Read the change from \\(1\\), not the factor itself.`,
          ],
        ],
        difficulty: 3,
      });
    },
    // V(1) / V(0) − 1 as a percent, from the model's values one year apart.
    check: ({ start, rate, grows }, problem) => {
      const next = (start * (grows ? 100 + rate : 100 - rate)) / 100;
      return keyIs(problem, Math.round((Math.abs(next - start) / start) * 1e6) / 1e4);
    },
  }),

  /** Growth by a percent every few years: the exponent counts the periods, t divided by the period. */
  defineTemplate(U, 'percent-per-period', {
    version: 1,
    params: (rng) => ({
      start: rng.int(2, 40) * 100,
      rate: rng.pick([5, 10, 20, 25, 50] as const),
      period: rng.int(2, 6),
      unit: rng.int(0, 1),
    }),
    ranges: { rate: [1, 60], period: [2, 6] },
    generate: ({ start, rate, period, unit }, rng) => {
      const factor = num(q(100 + rate, 100));
      const perUnit = unit === 0 ? ['년', 'years', 'year'] : ['시간', 'hours', 'hour'];
      const p = num(start);
      return multiple(rng, {
        choices: 4,
        stem: [
          `어느 생물의 개체 수는 \\(${period}\\)${perUnit[0]}마다 \\(${rate}\\%\\)씩 증가합니다. 처음 개체 수가 \\(${p}\\)일 때, \\(x\\)${perUnit[0]} 후의 개체 수 \\(P(x)\\)를 나타내는 식으로 알맞은 것은?`,
          `A population of \\(${p}\\) organisms increases by \\(${rate}\\%\\) every \\(${period}\\) ${perUnit[1]}. The function \\(P\\) gives the population after \\(x\\) ${perUnit[1]}. Which of the following defines \\(P(x)\\)?`,
        ],
        correct: m(`${p}(${factor})^{\\frac{x}{${period}}}`),
        wrong: [
          m(`${p}(${factor})^{${period}x}`),
          m(`${p}(${factor})^{x}`),
          m(`${p}(${num(q(100 + rate * period, 100))})^{x}`),
          m(`${p}(${num(q(rate, 100))})^{\\frac{x}{${period}}}`),
        ],
        steps: [
          [
            `한 번 증가할 때마다 개체 수는 \\(1+${num(q(rate, 100))}=${factor}\\)배가 됩니다.`,
            `Each increase multiplies the population by \\(1+${num(q(rate, 100))}=${factor}\\).`,
          ],
          [
            `증가는 \\(${period}\\)${perUnit[0]}에 한 번이므로 \\(x\\)${perUnit[0]} 동안 \\(\\frac{x}{${period}}\\)번 일어납니다. 지수는 흐른 시간이 아니라 증가한 횟수입니다.`,
            `The increase happens once every \\(${period}\\) ${perUnit[1]}, so in \\(x\\) ${perUnit[1]} it happens \\(\\frac{x}{${period}}\\) times. The key idea: the exponent counts the increases, not the ${perUnit[1]}.`,
          ],
          [
            `따라서 \\(P(x)=${p}(${factor})^{\\frac{x}{${period}}}\\)입니다. 확인: \\(x=${period}\\)이면 \\(P=${p}\\times ${factor}\\)로 한 번 증가한 값입니다.`,
            `So \\(P(x)=${p}(${factor})^{\\frac{x}{${period}}}\\). Check: at \\(x=${period}\\), \\(P=${p}\\times ${factor}\\), one increase.`,
          ],
        ],
        difficulty: 4,
      });
    },
    // The per-unit growth factor is the period's factor to the power 1/period.
    check: ({ start, rate, period }, problem) =>
      keyIs(problem, ({ x }) => start * Math.exp((x / period) * Math.log((100 + rate) / 100))),
  }),

  /** The starting value before two years of percent decrease. */
  defineTemplate(U, 'value-before-decrease', {
    version: 1,
    params: (rng) => {
      const rate = rng.pick([10, 20, 25, 40, 50] as const);
      // Three years only where the factor cubed is a short decimal (0.729, 0.512, 0.125).
      const years = rate === 25 || rate === 40 ? 2 : rng.int(2, 3);
      // The start is a multiple of 100^years / gcd so the later value is a whole number of dollars.
      const unit = years === 2 ? 100 : 1000;
      return { rate, years, start: rng.int(3, 40) * unit };
    },
    ranges: { start: [100, 40000] },
    generate: ({ rate, years, start }) => {
      const factor = q(100 - rate, 100);
      let power = q(1);
      for (let i = 0; i < years; i++) power = power.mul(factor);
      const later = power.mul(start);
      const f = num(factor);
      return essay({
        stem: [
          `어느 기계의 가치는 매년 \\(${rate}\\%\\)씩 감소합니다. 구입한 지 \\(${years}\\)년 후 기계의 가치가 \\(${num(later)}\\)달러였을 때, 처음 구입한 가격은 몇 달러인지 구하시오.`,
          `The value of a machine decreases by \\(${rate}\\%\\) each year. \\(${years}\\) years after it was bought, the machine was worth \\(${num(later)}\\) dollars. What was the purchase price, in dollars?`,
        ],
        answer: String(start),
        form: 'number',
        steps: [
          [
            `매년 \\(${rate}\\%\\)씩 감소하면 가치는 해마다 \\(${f}\\)배가 됩니다. 처음 가격을 \\(P\\)라 하면 \\(P(${f})^{${years}}=${num(later)}\\)입니다.`,
            `A \\(${rate}\\%\\) decrease each year multiplies the value by \\(${f}\\). With purchase price \\(P\\): \\(P(${f})^{${years}}=${num(later)}\\).`,
          ],
          [
            `\\((${f})^{${years}}=${num(power)}\\)이므로 \\(P=${num(later)}\\div ${num(power)}=${num(start)}\\)입니다.`,
            `\\((${f})^{${years}}=${num(power)}\\), so \\(P=${num(later)}\\div ${num(power)}=${num(start)}\\).`,
          ],
          [
            `핵심은 거꾸로 계산하는 것입니다. 감소한 \\(${rate}\\%\\)를 다시 더하는 것이 아니라 ${withJosa(m(f), '으로/로')} 나누어야 합니다.`,
            `The key is to undo the decrease by dividing by \\(${f}\\), not by adding \\(${rate}\\%\\) back: a percent of the smaller value is less than the amount lost.`,
          ],
        ],
        difficulty: 4,
      });
    },
    // Go forward from the key: decrease it year by year and compare with the value in the stem.
    check: ({ rate, years, start }, problem) => {
      let value = keyNumber(problem);
      for (let i = 0; i < years; i++) value -= (value * rate) / 100;
      let shown = start;
      for (let i = 0; i < years; i++) shown = (shown * (100 - rate)) / 100;
      return Math.abs(value - shown) < 1e-6 && keyIs(problem, start);
    },
  }),

  /** The y-intercept of an exponential function: b^0 = 1. */
  defineTemplate(U, 'exponential-intercept', {
    version: 1,
    params: (rng) => ({ a: rng.int(2, 40), b: rng.pick([2, 3, 4, 5] as const), c: rng.intExcept(-20, 20, [0]) }),
    generate: ({ a, b, c }, rng) => {
      const f = `${a}(${b})^{x}${signed(c)}`;
      return multiple(rng, {
        choices: 4,
        stem: [
          `함수 \\(f(x)=${f}\\)의 그래프가 \\(y\\)축과 만나는 점의 \\(y\\)좌표는?`,
          `The function \\(f\\) is defined by \\(f(x)=${f}\\). What is the \\(y\\)-coordinate of the \\(y\\)-intercept of the graph of \\(y=f(x)\\) in the \\(xy\\)-plane?`,
        ],
        correct: m(a + c),
        wrong: [a * b + c, a, c, a * b, a - c].map((v) => m(v)).concat(nearby(a + c)),
        steps: [
          [
            `그래프가 \\(y\\)축과 만나는 점은 \\(x=0\\)일 때입니다.`,
            `The graph meets the \\(y\\)-axis where \\(x=0\\).`,
          ],
          [
            `\\(${b}^{0}=1\\)이므로 \\(f(0)=${a}\\times 1${signed(c)}=${a + c}\\)입니다.`,
            `Since \\(${b}^{0}=1\\), \\(f(0)=${a}\\times 1${signed(c)}=${a + c}\\).`,
          ],
        ],
        difficulty: 1,
      });
    },
    check: ({ a, b, c }, problem) => keyIs(problem, a * Math.exp(0 * Math.log(b)) + c),
  }),

  /** The x-coordinate of a parabola's vertex: halfway between the zeros. */
  defineTemplate(U, 'vertex-between-zeros', {
    version: 1,
    params: (rng) => {
      const p = rng.intExcept(-10, 10, [0]);
      const half = rng.int(1, 8);
      const a = rng.intExcept(-3, 3, [0]);
      return { p, q: p + 2 * half, a };
    },
    generate: ({ p, q: r, a }, rng) => {
      const f = `${a === 1 ? '' : a === -1 ? '-' : a}(${shift('x', -p)})(${shift('x', -r)})`;
      const mid = (p + r) / 2;
      return multiple(rng, {
        choices: 4,
        stem: [
          `이차함수 \\(f(x)=${f}\\)의 그래프의 꼭짓점의 \\(x\\)좌표는?`,
          `The function \\(f\\) is defined by \\(f(x)=${f}\\). What is the \\(x\\)-coordinate of the vertex of the graph of \\(y=f(x)\\)?`,
        ],
        correct: m(mid),
        wrong: [-mid, p + r, r - p, (r - p) / 2, p * r].map((v) => m(v)).concat(nearby(mid)),
        steps: [
          [
            `\\(f(x)=0\\)의 해는 \\(x=${p}\\), \\(x=${r}\\)이므로 그래프는 이 두 점에서 \\(x\\)축과 만납니다.`,
            `\\(f(x)=0\\) at \\(x=${p}\\) and \\(x=${r}\\), where the graph crosses the \\(x\\)-axis.`,
          ],
          [
            `포물선은 축에 대하여 대칭이므로 꼭짓점은 두 점의 한가운데에 있습니다: \\(\\frac{${p}+${paren(r)}}{2}=${mid}\\). 전개하지 않고 대칭을 이용하는 것이 핵심입니다.`,
            `A parabola is symmetric about its axis, so the vertex is halfway between the zeros: \\(\\frac{${p}+${paren(r)}}{2}=${mid}\\). The key is to use the symmetry instead of expanding.`,
          ],
        ],
        difficulty: 3,
      });
    },
    // Search a fine grid for the extreme value of f.
    check: ({ p, q: r, a }, problem) => {
      let best = p;
      for (let x = p - 20; x <= r + 20; x += 0.5) {
        if (a * (x - p) * (x - r) * Math.sign(a) < a * (best - p) * (best - r) * Math.sign(a)) best = x;
      }
      return keyIs(problem, best);
    },
  }),

  /** A graph translated right and up: g(x) = f(x − h) + k, evaluated. */
  defineTemplate(U, 'translated-value', {
    version: 1,
    params: (rng) => ({
      a: rng.intExcept(-3, 3, [0]),
      b: rng.int(-6, 6),
      h: rng.intExcept(-5, 5, [0]),
      k: rng.intExcept(-9, 9, [0]),
      t: rng.int(-4, 6),
    }),
    generate: ({ a, b, h, k, t }, rng) => {
      const f = polyX([a, b, 0]);
      const u = t - h;
      const value = a * u * u + b * u + k;
      const moveKo = `\\(x\\)축의 방향으로 \\(${h}\\)만큼, \\(y\\)축의 방향으로 \\(${k}\\)만큼`;
      const moveEn = `\\(${Math.abs(h)}\\) ${noun(Math.abs(h), 'unit')} to the ${h > 0 ? 'right' : 'left'} and \\(${Math.abs(k)}\\) ${noun(Math.abs(k), 'unit')} ${k > 0 ? 'up' : 'down'}`;
      return multiple(rng, {
        choices: 4,
        stem: [
          `함수 \\(y=f(x)\\)의 그래프를 ${moveKo} 평행이동한 그래프가 \\(y=g(x)\\)의 그래프입니다. \\(f(x)=${f}\\)일 때, \\(g(${t})\\)의 값은?`,
          `The graph of \\(y=g(x)\\) is the graph of \\(y=f(x)\\) translated ${moveEn}. If \\(f(x)=${f}\\), what is the value of \\(g(${t})\\)?`,
        ],
        correct: m(value),
        wrong: [
          a * (t + h) ** 2 + b * (t + h) + k,
          a * u * u + b * u - k,
          a * t * t + b * t + k,
          a * (t + h) ** 2 + b * (t + h) - k,
        ]
          .map((v) => m(v))
          .concat(nearby(value)),
        steps: [
          [
            `\\(x\\)축의 방향으로 \\(${h}\\)만큼, \\(y\\)축의 방향으로 \\(${k}\\)만큼 평행이동하면 \\(g(x)=f(${shift('x', -h)})${signed(k)}\\)입니다. \\(x\\) 대신 ${withJosa(m(shift('x', -h)), '을/를')} 넣는 부호에 주의합니다.`,
            `Moving the graph right by \\(h\\) and up by \\(k\\) gives \\(g(x)=f(x-h)+k\\); here \\(g(x)=f(${shift('x', -h)})${signed(k)}\\). Watch the sign inside: a move to the right subtracts.`,
          ],
          [
            `\\(g(${t})=f(${u})${signed(k)}=${paren(a * u * u + b * u)}${signed(k)}=${value}\\)입니다.`,
            `\\(g(${t})=f(${u})${signed(k)}=${paren(a * u * u + b * u)}${signed(k)}=${value}\\).`,
          ],
        ],
        difficulty: 4,
      });
    },
    // The point (t, g(t)) moved back by (−h, −k) lies on y = f(x).
    check: ({ a, b, h, k, t }, problem) =>
      keyWhere(problem, ([y]) => {
        const [x0, y0] = [t - h, (y as number) - k];
        return a * x0 * x0 + b * x0 === y0;
      }),
  }),

  /** The greatest height of a thrown object, h(t) = −16t² + vt + s (feet, seconds). */
  defineTemplate(U, 'greatest-height', {
    version: 1,
    params: (rng) => ({ top: rng.int(1, 4) * 0.5, start: rng.int(0, 12) * 5 }),
    ranges: { start: [0, 60] },
    generate: ({ top, start }, rng) => {
      // h(t) = −16(t − top)² + peak, written expanded: v = 32·top, peak = start + 16·top².
      const v = 32 * top;
      const peak = start + 16 * top * top;
      const h = polyX([-16, v, start], 't');
      return multiple(rng, {
        choices: 4,
        stem: [
          `지면에서 \\(${start}\\)피트 높이에서 공을 위로 던졌습니다. 던진 지 \\(t\\)초 후 공의 높이 \\(h(t)\\)피트는 \\(h(t)=${h}\\)입니다. 공이 도달하는 가장 높은 높이는 몇 피트입니까?`,
          `A ball is thrown upward from a height of \\(${start}\\) feet. Its height, in feet, \\(t\\) seconds after it is thrown is \\(h(t)=${h}\\). What is the greatest height, in feet, that the ball reaches?`,
        ],
        correct: m(peak),
        wrong: [v, start + v, peak + 16 * top * top, start + 16 * top, v * top, peak + 10, peak + 20, peak - 5].map(
          (x) => m(x),
        ),
        steps: [
          [
            `\\(t^{2}\\)의 계수가 음수이므로 그래프는 위로 볼록하고, 꼭짓점에서 가장 높습니다. 꼭짓점의 \\(t\\)좌표는 \\(-\\frac{${v}}{2\\times (-16)}=${num(top)}\\)입니다.`,
            `The coefficient of \\(t^{2}\\) is negative, so the graph opens downward and is highest at its vertex, at \\(t=-\\frac{${v}}{2\\times (-16)}=${num(top)}\\).`,
          ],
          [
            `\\(h(${num(top)})=-16\\times ${paren(num(top))}^{2}+${v}\\times ${num(top)}+${start}=${num(-16 * top * top)}+${num(v * top)}+${start}=${num(peak)}\\)입니다. 가장 높은 높이는 꼭짓점의 \\(h\\)값이라는 것이 핵심입니다.`,
            `\\(h(${num(top)})=-16\\times ${paren(num(top))}^{2}+${v}\\times ${num(top)}+${start}=${num(-16 * top * top)}+${num(v * top)}+${start}=${num(peak)}\\). The key is that the greatest height is the vertex's value of \\(h\\).`,
          ],
        ],
        difficulty: 4,
      });
    },
    // Scan the flight in hundredths of a second for the greatest height.
    check: ({ top, start }, problem) => {
      let best = -Infinity;
      for (let i = 0; i <= 400; i++) {
        const t = i / 100;
        best = Math.max(best, -16 * t * t + 32 * top * t + start);
      }
      return keyIs(problem, Math.round(best * 1e6) / 1e6);
    },
  }),
  /** Function notation: the value of f(g(t)) for a linear f and a quadratic g. */
  defineTemplate(U, 'composite-value', {
    version: 1,
    params: (rng) => ({
      a: rng.intExcept(-5, 5, [0, 1]),
      b: rng.intExcept(-9, 9, [0]),
      c: rng.intExcept(-9, 9, [0]),
      t: rng.intExcept(-4, 4, [0, 1]),
    }),
    generate: ({ a, b, c, t }, rng) => {
      const [f, g] = [polyX([a, b]), polyX([1, 0, c])];
      const inner = t * t + c;
      const value = a * inner + b;
      return multiple(rng, {
        choices: 4,
        stem: [
          `함수 \\(f(x)=${f}\\), \\(g(x)=${g}\\)에 대하여 \\(f(g(${t}))\\)의 값은?`,
          `The functions \\(f\\) and \\(g\\) are defined by \\(f(x)=${f}\\) and \\(g(x)=${g}\\). What is the value of \\(f(g(${t}))\\)?`,
        ],
        correct: m(value),
        wrong: [(a * t + b) ** 2 + c, a * t + b + inner, a * t * t + c + b, a * inner - b]
          .map((v) => m(v))
          .concat(nearby(value)),
        steps: [
          [
            `안쪽 함수부터 계산합니다. \\(g(${t})=${paren(t)}^{2}${signed(c)}=${inner}\\)입니다.`,
            `Work from the inside out. First, \\(g(${t})=${paren(t)}^{2}${signed(c)}=${inner}\\).`,
          ],
          [
            `이 값을 \\(f\\)에 넣으면 \\(f(${inner})=${times(a, inner)}${signed(b)}=${value}\\)입니다.`,
            `Then put that output into \\(f\\): \\(f(${inner})=${times(a, inner)}${signed(b)}=${value}\\).`,
          ],
          [
            '두 함수의 순서를 바꾸면 값이 달라지므로, 항상 가장 안쪽의 함수부터 계산합니다.',
            `The order matters: \\(g(f(${t}))\\) is a different number, so always evaluate the innermost function first.`,
          ],
        ],
        difficulty: 3,
      });
    },
    // Undo f on the key: (y − b)/a must be g's output at t, which is t² + c.
    check: ({ a, b, c, t }, problem) => keyWhere(problem, ([y]) => ((y as number) - b) / a - c === t * t),
  }),

  /** A translated parabola: right h replaces x by x − h, up k adds k. */
  defineTemplate(U, 'shifted-function', {
    version: 1,
    params: (rng) => ({
      a: rng.pick([1, 2, 3, -1, -2] as const),
      c: rng.int(-9, 9),
      h: rng.intExcept(-6, 6, [0]),
      k: rng.intExcept(-8, 8, [0]),
    }),
    generate: ({ a, c, h, k }, rng) => {
      const lead = a === 1 ? '' : a === -1 ? '-' : String(a);
      const f = sum(`${lead}x^{2}`, [c, '']);
      const shifted = (right: number, up: number) => sum(`${lead}(${shift('x', -right)})^{2}`, [c + up, '']);
      const dirKo = (n: number, pos: string, neg: string) => `${n > 0 ? pos : neg}으로 \\(${Math.abs(n)}\\)만큼`;
      const dirEn = (n: number, pos: string, neg: string) =>
        `\\(${Math.abs(n)}\\) ${noun(Math.abs(n), 'unit')} ${n > 0 ? pos : neg}`;
      return multiple(rng, {
        choices: 4,
        stem: [
          `함수 \\(f(x)=${f}\\)의 그래프를 \\(x\\)축의 방향으로 \\(${h}\\)만큼, \\(y\\)축의 방향으로 \\(${k}\\)만큼 평행이동한 그래프가 함수 \\(y=g(x)\\)의 그래프입니다. \\(g(x)\\)는?`,
          `The function \\(f\\) is defined by \\(f(x)=${f}\\). The graph of \\(y=g(x)\\) is the graph of \\(y=f(x)\\) shifted ${dirEn(h, 'to the right', 'to the left')} and ${dirEn(k, 'up', 'down')}. Which equation defines \\(g\\)?`,
        ],
        correct: m(`g(x)=${shifted(h, k)}`),
        wrong: [shifted(-h, k), shifted(k, h), shifted(h, -k), shifted(-h, -k)].map((v) => m(`g(x)=${v}`)),
        steps: [
          [
            `그래프를 ${dirKo(h, '오른쪽', '왼쪽')} 옮기면 \\(x\\) 대신 ${withJosa(m(shift('x', -h)), '을/를')} 넣어 ${withJosa(m(`f(${shift('x', -h)})`), '이/가')} 됩니다. ${h > 0 ? '오른쪽으로 옮기는데 식에는 빼기가' : '왼쪽으로 옮기는데 식에는 더하기가'} 나타나는 점에 주의합니다.`,
            `Moving the graph ${dirEn(h, 'to the right', 'to the left')} replaces \\(x\\) with \\(${shift('x', -h)}\\): \\(f(${shift('x', -h)})\\). The shift is ${h > 0 ? 'right, yet the equation subtracts' : 'left, yet the equation adds'}.`,
          ],
          [
            `그래프를 ${dirKo(k, '위쪽', '아래쪽')} 옮기면 함숫값에 ${withJosa(m(k), '을/를')} 더합니다.`,
            `Moving it ${dirEn(k, 'up', 'down')} adds \\(${k}\\) to every output.`,
          ],
          [
            `따라서 \\(g(x)=f(${shift('x', -h)})+${paren(k)}=${shifted(h, k)}\\)입니다.`,
            `So \\(g(x)=f(${shift('x', -h)})+${paren(k)}=${shifted(h, k)}\\).`,
          ],
        ],
        difficulty: 3,
      });
    },
    // The key's right side must equal f(x − h) + k at the sample points.
    check: ({ a, c, h, k }, problem) => {
      const f = (x: number) => a * x * x + c;
      return keyHolds(problem, (choice) =>
        [-2, 0, 1.5, 3].every((x) =>
          close(valueOf(choice.replace(/^\\\(g\(x\)=/, '\\('), { x })[0] as number, f(x - h) + k),
        ),
      );
    },
  }),

  /** The next value in a table of an exponential function: multiply by the common ratio, not add a difference. */
  defineTemplate(U, 'exponential-table', {
    version: 1,
    params: (rng) => ({
      start: rng.pick([2, 3, 4, 5, 6, 8, 10] as const),
      ratio: rng.pick([2, 3, 4] as const),
      later: rng.int(4, 6),
    }),
    generate: ({ start, ratio, later }, rng) => {
      const xs = [0, 1, 2, 3];
      const ys = xs.map((x) => start * ratio ** x);
      const table = `\\begin{array}{c|cccc} x & ${xs.join(' & ')} \\\\ \\hline f(x) & ${ys.map((y) => num(y)).join(' & ')} \\end{array}`;
      const key = start * ratio ** later;
      const lastDiff = (ys[3] as number) - (ys[2] as number);
      return multiple(rng, {
        choices: 4,
        stem: [
          `함수 \\(f\\)에 대하여 \\(x\\)의 값과 \\(f(x)\\)의 값 사이의 관계가 다음 표와 같습니다. \\(${table}\\) \\(f(x)=ab^{x}\\) (\\(a\\), \\(b\\)는 양의 상수)일 때, \\(f(${later})\\)의 값은?`,
          `The table shows some values of \\(x\\) and their corresponding values of \\(f(x)\\), where \\(f(x)=ab^{x}\\) and \\(a\\) and \\(b\\) are positive constants. \\(${table}\\) What is the value of \\(f(${later})\\)?`,
        ],
        correct: m(num(key)),
        wrong: [
          (ys[3] as number) + lastDiff * (later - 3),
          start * ratio ** (later - 1),
          start * ratio * later,
          (start * ratio) ** later,
          start * ratio ** (later + 1),
        ].map((v) => m(num(v))),
        steps: [
          [
            `핵심은 지수함수는 \\(x\\)가 \\(1\\)씩 커질 때마다 함숫값이 일정한 수를 곱한 만큼 변한다는 것입니다. 차이가 아니라 비가 일정합니다: \\(${num(ys[1] as number)}\\div ${num(ys[0] as number)}=${ratio}\\), \\(${num(ys[2] as number)}\\div ${num(ys[1] as number)}=${ratio}\\).`,
            `The key: an exponential function multiplies by the same number each time \\(x\\) goes up by \\(1\\). The ratios, not the differences, are constant: \\(${num(ys[1] as number)}\\div ${num(ys[0] as number)}=${ratio}\\), \\(${num(ys[2] as number)}\\div ${num(ys[1] as number)}=${ratio}\\).`,
          ],
          [
            `\\(f(0)=a=${start}\\), \\(b=${ratio}\\)이므로 \\(f(x)=${start}\\cdot ${ratio}^{x}\\)입니다.`,
            `\\(f(0)=a=${start}\\) and \\(b=${ratio}\\), so \\(f(x)=${start}\\cdot ${ratio}^{x}\\).`,
          ],
          [
            `\\(f(${later})=${start}\\cdot ${ratio}^{${later}}=${start}\\times ${num(ratio ** later)}=${num(key)}\\)입니다. 마지막 차이 ${withJosa(m(num(lastDiff)), '을/를')} 계속 더하면 일차함수처럼 계산하게 되어 틀립니다.`,
            `\\(f(${later})=${start}\\cdot ${ratio}^{${later}}=${start}\\times ${num(ratio ** later)}=${num(key)}\\). Adding the last difference, \\(${num(lastDiff)}\\), again treats \\(f\\) as linear and gives a wrong value.`,
          ],
        ],
        difficulty: 4,
      });
    },
    // Multiplies out from the table's last column, one step of the ratio at a time.
    check: ({ start, ratio, later }, problem) => {
      let value = start * ratio * ratio * ratio;
      for (let x = 3; x < later; x++) value *= ratio;
      return keyIs(problem, value);
    },
  }),

  /** The extreme value of a quadratic from its zeros and its y-intercept: f(0) fixes the leading coefficient first. */
  defineTemplate(U, 'extreme-from-zeros', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const r = rng.intExcept(-7, 7, [0]);
        const s = rng.intExcept(-7, 7, [0, r]);
        const a = rng.intExcept(-3, 3, [0]);
        if ((r + s) % 2 !== 0) continue;
        return { r, s, a };
      }
    },
    generate: ({ r, s, a }, rng) => {
      const c = a * r * s;
      const h = (r + s) / 2;
      const key = a * (h - r) * (h - s);
      const word = a > 0 ? ['최솟값', 'minimum'] : ['최댓값', 'maximum'];
      return multiple(rng, {
        choices: 4,
        stem: [
          `이차함수 \\(f\\)의 그래프는 \\(x\\)축과 \\(x=${r}\\), \\(x=${s}\\)인 두 점에서 만나고 \\(f(0)=${c}\\)입니다. \\(f\\)의 ${word[0]}은?`,
          `The graph of the quadratic function \\(f\\) crosses the \\(x\\)-axis where \\(x=${r}\\) and \\(x=${s}\\), and \\(f(0)=${c}\\). What is the ${word[1]} value of \\(f\\)?`,
        ],
        correct: m(key),
        wrong: [(h - r) * (h - s), -key, c, key - c, h, 2 * key].map((v) => m(v)).concat(nearby(key)),
        steps: [
          [
            `두 근이 \\(${r}\\), \\(${s}\\)이므로 ${withJosa(m(`f(x)=a(${shift('x', -r)})(${shift('x', -s)})`), '으로/로')} 놓을 수 있습니다. 핵심은 \\(f(0)\\)으로 \\(a\\)를 먼저 구하는 것입니다.`,
            `With zeros \\(${r}\\) and \\(${s}\\), \\(f(x)=a(${shift('x', -r)})(${shift('x', -s)})\\). The key is to find \\(a\\) first, from \\(f(0)\\).`,
          ],
          [
            `\\(f(0)=a\\times ${paren(-r)}\\times ${paren(-s)}=${r * s === 1 ? '' : r * s === -1 ? '-' : r * s}a=${c}\\)이므로 \\(a=${a}\\)입니다.`,
            `\\(f(0)=a\\times ${paren(-r)}\\times ${paren(-s)}=${r * s === 1 ? '' : r * s === -1 ? '-' : r * s}a=${c}\\), so \\(a=${a}\\).`,
          ],
          [
            `꼭짓점의 \\(x\\)좌표는 두 근의 한가운데인 \\(\\frac{${r}+${paren(s)}}{2}=${h}\\)이므로 ${word[0]}은 \\(f(${h})=${a}\\times ${paren(h - r)}\\times ${paren(h - s)}=${key}\\)입니다.`,
            `The vertex is halfway between the zeros, at \\(x=\\frac{${r}+${paren(s)}}{2}=${h}\\), so the ${word[1]} is \\(f(${h})=${a}\\times ${paren(h - r)}\\times ${paren(h - s)}=${key}\\).`,
          ],
        ],
        difficulty: 5,
      });
    },
    // Finds the extreme value over a fine grid of the quadratic rebuilt from its zeros and f(0).
    check: ({ r, s, a }, problem) => {
      const lead = (a * r * s) / (r * s);
      const f = (x: number) => lead * (x - r) * (x - s);
      const values = Array.from({ length: 3201 }, (_, i) => f(-20 + i / 80));
      return keyIs(problem, a > 0 ? Math.min(...values) : Math.max(...values));
    },
  }),
];
