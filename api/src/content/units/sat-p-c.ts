// SAT Advanced Math, nonlinear functions: original items.
import {
  defineTemplate,
  essay,
  keyIs,
  multiple,
  nearby,
  num,
  paren,
  polyX,
  shift,
  signed,
  sum,
  times,
  withJosa,
  type ProblemTemplate,
} from '../kit/index.js';

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
];
