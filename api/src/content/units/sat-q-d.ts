// SAT Problem-Solving and Data Analysis, two-variable data (models and scatterplots): original items.
import {
  Q,
  chain,
  defineTemplate,
  essay,
  keyIs,
  linear,
  multiple,
  nearby,
  num,
  point,
  q,
  signed,
  times,
  withJosa,
  type ProblemTemplate,
} from '../kit/index.js';

const U = 'sat-q-d';

/** a·x + b with a decimal slope written as a decimal (1.5x, not \frac{3}{2}x). */
function decimalLine(a: Q, b: number): string {
  const slope = a.eq(1) ? 'x' : a.eq(-1) ? '-x' : `${num(a)}x`;
  return `${slope}${signed(b)}`;
}

const CONTEXTS = [
  {
    ko: { x: '기온', xVar: '\\(x\\)°C', y: '아이스크림 판매량', yVar: '\\(y\\)개' },
    en: { x: 'the temperature, in degrees Celsius', y: 'the number of ice creams sold in a day' },
  },
  {
    ko: { x: '나무의 나이', xVar: '\\(x\\)년', y: '나무의 높이', yVar: '\\(y\\)cm' },
    en: { x: 'the age of a tree, in years', y: 'its height, in centimeters' },
  },
  {
    ko: { x: '주행 거리', xVar: '\\(x\\)km', y: '남은 연료의 양', yVar: '\\(y\\,\\text{L}\\)' },
    en: { x: 'the distance a car has been driven, in kilometers', y: 'the fuel left in its tank, in liters' },
  },
] as const;

export const templates: ProblemTemplate[] = [
  /** Predict from the line of best fit: a predicted test score, which stays between 0 and 100. */
  defineTemplate(U, 'predict-from-fit', {
    version: 2,
    params: (rng) => {
      for (;;) {
        const slope = rng.int(1, 8) / 2;
        const intercept = rng.int(30, 60);
        const x = rng.int(1, 10) * 2;
        if (slope * x + intercept <= 100) return { slope, intercept, x };
      }
    },
    ranges: { x: [0, 30], intercept: [0, 100], score: [0, 100] },
    values: ({ slope, intercept, x }) => ({ score: slope * x + intercept }),
    generate: ({ slope, intercept, x }) => {
      const a = Q.of(slope);
      const y = a.mul(x).add(intercept);
      const line = `y=${decimalLine(a, intercept)}`;
      return essay({
        stem: [
          `어느 반 학생들의 일주일 동안의 공부 시간을 \\(x\\)시간, 시험 점수를 \\(y\\)점이라 할 때, 산점도에 가장 잘 맞는 직선의 방정식은 \\(${line}\\)입니다. 이 직선을 이용하여 일주일 동안 \\(${x}\\)시간 공부한 학생의 시험 점수를 예측하시오.`,
          `A line of best fit for a scatterplot of weekly study time \\(x\\), in hours, and test score \\(y\\) for a class is \\(${line}\\). Based on the line, what score is predicted for a student who studies \\(${x}\\) hours a week?`,
        ],
        answer: num(y, { group: false }),
        form: 'number',
        unit: '점',
        steps: [
          [
            `직선의 방정식에 ${withJosa(`\\(x=${x}\\)`, '을/를')} 대입합니다.`,
            `Substitute \\(x=${x}\\) into the equation of the line.`,
          ],
          [
            `\\(y=${chain(`${times(slope, x)}+${intercept}`, `${num(a.mul(x))}+${intercept}`, num(y))}\\)이므로 예측 점수는 \\(${num(y)}\\)점입니다.`,
            `\\(y=${chain(`${times(slope, x)}+${intercept}`, `${num(a.mul(x))}+${intercept}`, num(y))}\\), so the predicted score is \\(${num(y)}\\).`,
          ],
        ],
        difficulty: 1,
      });
    },
    // The point (x, key) lies on the line: its slope from the y-intercept equals the model's slope.
    check: ({ slope, intercept, x }, problem) => keyIs(problem, intercept + slope * x) && slope > 0,
  }),

  /** What the slope says: the predicted change in y when x grows by a few units. */
  defineTemplate(U, 'predicted-change', {
    version: 2,
    params: (rng) => {
      const index = rng.int(0, CONTEXTS.length - 1);
      const slope = index === 2 ? -rng.int(5, 12) / 100 : rng.int(2, 15);
      const intercept = index === 2 ? rng.int(40, 60) : rng.int(10, 80);
      const step = index === 2 ? rng.int(1, 10) * 10 : rng.int(2, 10);
      return { index, slope, intercept, step };
    },
    ranges: { intercept: [0, 100], step: [1, 100] },
    generate: ({ index, slope, intercept, step }, rng) => {
      const context = CONTEXTS[index] as (typeof CONTEXTS)[number];
      const a = Q.of(slope);
      const key = a.mul(step);
      const line = `y=${decimalLine(a, intercept)}`;
      const ko = context.ko;
      return multiple(rng, {
        stem: [
          `${withJosa(ko.x, '을/를')} ${ko.xVar}, ${withJosa(ko.y, '을/를')} ${withJosa(ko.yVar, '이라/라')} 할 때, \\(x\\)와 \\(y\\) 사이의 관계를 나타내는 모형은 \\(${line}\\)입니다. 이 모형에 따르면 \\(x\\)의 값이 \\(${step}\\)만큼 증가할 때 \\(y\\)의 값의 예상 변화량은?`,
          `The model \\(${line}\\) relates ${context.en.x}, \\(x\\), and ${context.en.y}, \\(y\\). According to the model, what is the predicted change in \\(y\\) when \\(x\\) increases by \\(${step}\\)?`,
        ],
        correct: `\\(${num(key)}\\)`,
        wrong: [a, q(intercept), a.mul(step).add(intercept), key.neg(), q(step)]
          .map((v) => `\\(${num(v)}\\)`)
          .concat(nearby(key.value, { step: Math.abs(slope) })),
        steps: [
          [
            `기울기 ${withJosa(`\\(${num(a)}\\)`, '은/는')} \\(x\\)의 값이 \\(1\\)만큼 증가할 때 \\(y\\)의 값의 예상 변화량입니다.`,
            `The slope \\(${num(a)}\\) is the predicted change in \\(y\\) for each increase of \\(1\\) in \\(x\\).`,
          ],
          [
            `따라서 \\(x\\)의 값이 \\(${step}\\)만큼 증가하면 \\(y\\)의 값은 \\(${num(a)}\\times ${step}=${num(key)}\\)만큼 변합니다.`,
            `So for an increase of \\(${step}\\), the change is \\(${num(a)}\\times ${step}=${num(key)}\\).`,
          ],
        ],
        difficulty: 2,
      });
    },
    check: ({ slope, intercept, step }, problem) => {
      // The difference of two predictions, at x = 10 and x = 10 + step.
      const predict = (x: number) => Q.of(slope).mul(x).add(intercept);
      return keyIs(problem, predict(10 + step).sub(predict(10)).value);
    },
  }),

  /** A table of a linear relationship: extend it. */
  defineTemplate(U, 'extend-table', {
    version: 2,
    params: (rng) => {
      const m = rng.intExcept(-6, 9, [0]);
      const b = rng.int(-10, 20);
      const xs = [0, 1, 2, 3];
      const target = rng.int(8, 20);
      return { m, b, xs, target };
    },
    generate: ({ m, b, xs, target }) => {
      const rows = xs.map((x) => point(x, m * x + b)).join(',\\ ');
      const key = m * target + b;
      return essay({
        stem: [
          `두 변수 \\(x\\), \\(y\\) 사이의 관계는 일차함수이고, 이 관계를 만족시키는 순서쌍 \\((x, y)\\)는 \\(${rows}\\)입니다. \\(x=${target}\\)일 때 \\(y\\)의 값을 구하시오.`,
          `The relationship between \\(x\\) and \\(y\\) is linear. Ordered pairs \\((x, y)\\) from the relationship are \\(${rows}\\). What is the value of \\(y\\) when \\(x=${target}\\)?`,
        ],
        answer: String(key),
        form: 'number',
        steps: [
          [
            `\\(x\\)의 값이 \\(1\\)씩 증가할 때마다 \\(y\\)의 값은 \\(${m}\\)만큼 변하므로 기울기는 \\(${m}\\)이고, \\(x=0\\)일 때 \\(y=${b}\\)이므로 \\(y\\)절편은 \\(${b}\\)입니다.`,
            `Each time \\(x\\) goes up by \\(1\\), \\(y\\) changes by \\(${m}\\), so the slope is \\(${m}\\); when \\(x=0\\), \\(y=${b}\\), so the \\(y\\)-intercept is \\(${b}\\).`,
          ],
          [
            `\\(y=${linear(m, b)}\\)에 ${withJosa(`\\(x=${target}\\)`, '을/를')} 대입하면 \\(y=${times(m, target)}${signed(b)}=${key}\\)입니다.`,
            `So \\(y=${linear(m, b)}\\), and at \\(x=${target}\\), \\(y=${times(m, target)}${signed(b)}=${key}\\).`,
          ],
        ],
        difficulty: 2,
      });
    },
    check: ({ m, b, xs, target }, problem) => {
      // Extrapolate step by step from the last row.
      const last = xs[xs.length - 1] as number;
      let y = m * last + b;
      for (let x = last; x < target; x++) y += m;
      return keyIs(problem, y);
    },
  }),
];
