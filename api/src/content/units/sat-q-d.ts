// SAT Problem-Solving and Data Analysis, two-variable data (models and scatterplots): original items.
import { defineTemplate, essay, multiple, type ProblemTemplate } from '../kit/template.js';
import { num, q, type Q } from '../kit/numbers.js';
import { linear, m, point, signed } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyIs, keyWhere } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';
import { chain, times } from '../kit/working.js';
import { scatterPlot, withFigure } from '../kit/figures.js';

const U = 'sat-q-d';

/** The x-values of the table in extend-table. */
const TABLE_XS = [0, 1, 2, 3] as const;

/**
 * A model y = slope·x + intercept in one of three settings. The slope, the start and the increase in x are drawn
 * from the setting's own realistic ranges; `question` asks for the change in y as a positive amount.
 */
const SETTINGS = [
  {
    // Ice cream sales rise with the temperature.
    xKo: '기온',
    xUnitKo: '°C',
    yKo: '하루 아이스크림 판매량',
    yUnitKo: '개',
    xEn: 'the temperature in degrees Celsius',
    yEn: 'the number of ice creams sold in a day',
    stepKo: (s: number) => `기온이 \\(${s}\\)°C 오를 때`,
    stepEn: (s: number) => `the temperature rises by \\(${s}\\) degrees Celsius`,
    askKo: '하루 아이스크림 판매량은 몇 개 늘어난다고 예측할 수 있습니까?',
    askEn: 'by how many does the predicted number of ice creams sold in a day increase',
    draw: (rng: { int(a: number, b: number): number }) => ({
      slope: q(rng.int(2, 15)),
      intercept: rng.int(10, 80),
      step: rng.int(2, 10),
    }),
  },
  {
    // A young tree grows a few dozen centimeters a year.
    xKo: '나무의 나이',
    xUnitKo: '년',
    yKo: '나무의 키',
    yUnitKo: ' cm',
    xEn: 'the age of a young tree in years',
    yEn: 'its height in centimeters',
    stepKo: (s: number) => `나무의 나이가 \\(${s}\\)년 많아질 때`,
    stepEn: (s: number) => `the age increases by \\(${s}\\) years`,
    askKo: '나무의 키는 몇 cm 자란다고 예측할 수 있습니까?',
    askEn: 'by how many centimeters does the predicted height increase',
    draw: (rng: { int(a: number, b: number): number }) => ({
      slope: q(rng.int(4, 12) * 5),
      intercept: rng.int(3, 20) * 10,
      step: rng.int(2, 5),
    }),
  },
  {
    // A car uses about 0.05-0.1 liters of fuel per kilometer.
    xKo: '자동차의 주행 거리',
    xUnitKo: ' km',
    yKo: '연료 탱크에 남은 연료의 양',
    yUnitKo: ' L',
    xEn: 'the distance a car has driven in kilometers',
    yEn: 'the fuel left in its tank in liters',
    stepKo: (s: number) => `주행 거리가 \\(${s}\\) km 늘어날 때`,
    stepEn: (s: number) => `the distance driven increases by \\(${s}\\) kilometers`,
    askKo: '남은 연료의 양은 몇 L 줄어든다고 예측할 수 있습니까?',
    askEn: 'by how many liters does the predicted amount of fuel left decrease',
    draw: (rng: { int(a: number, b: number): number }) => ({
      slope: q(-rng.int(5, 10), 100),
      intercept: rng.int(40, 60),
      step: rng.int(2, 10) * 10,
    }),
  },
] as const;

export const templates: ProblemTemplate[] = [
  /** Predict a test score from the line of best fit of study time and score. */
  defineTemplate(U, 'predict-from-fit', {
    version: 3,
    params: (rng) => {
      const slope = q(rng.int(3, 10), 2);
      const intercept = rng.int(40, 65);
      // Hours of study that keep the predicted score at most 100.
      const most = Math.min(12, Math.floor(q(100 - intercept).div(slope).value));
      const x = rng.int(1, most);
      return { slope, intercept, x };
    },
    ranges: { intercept: [0, 100], x: [0, 15], score: [0, 100] },
    values: ({ slope, intercept, x }) => ({ score: slope.mul(x).add(intercept).value }),
    generate: ({ slope, intercept, x }, rng) => {
      const y = slope.mul(x).add(intercept);
      const line = `y=${num(slope)}x${signed(intercept)}`;
      return multiple(rng, {
        choices: 4,
        stem: [
          `어느 반 학생들이 시험 전에 공부한 시간을 \\(x\\)시간, 시험 점수를 \\(y\\)점이라 할 때, 이 자료의 산점도에 가장 잘 맞는 직선의 방정식은 \\(${line}\\)입니다. 이 직선을 이용하여 예측할 때, \\(${x}\\)시간 공부한 학생의 점수는 몇 점입니까?`,
          `A line of best fit for a scatterplot of the study time \\(x\\), in hours, and the test score \\(y\\) of the students in a class is \\(${line}\\). Based on the line, what score is predicted for a student who studies for \\(${x}\\) ${x === 1 ? 'hour' : 'hours'}?`,
        ],
        // Mistakes: the slope or the intercept alone, the slope times the hours, the hours added to the intercept.
        ...valueChoices(y, [slope.mul(x), intercept, slope.add(intercept), q(x).add(intercept)], { step: slope }),
        steps: [
          [
            `\\(${line}\\)에 ${withJosa(`\\(x=${x}\\)`, '을/를')} 대입하면 \\(${chain(`y=${num(slope)}\\times ${x}+${intercept}`, `${num(slope.mul(x))}+${intercept}`, num(y))}\\)입니다.`,
            `Substitute \\(x=${x}\\) into \\(${line}\\): \\(${chain(`y=${num(slope)}\\times ${x}+${intercept}`, `${num(slope.mul(x))}+${intercept}`, num(y))}\\).`,
          ],
          [`따라서 예측한 점수는 \\(${num(y)}\\)점입니다.`, `So the predicted score is \\(${num(y)}\\).`],
        ],
        difficulty: 1,
      });
    },
    check: ({ slope, intercept, x }, problem) =>
      // The point (x, key) lies on the line: its slope from the y-intercept (0, intercept) equals the model's.
      keyWhere(problem, ([v]) => Math.abs(((v as number) - intercept) / x - slope.value) < 1e-9),
  }),

  /** What the slope says: the predicted change in y when x grows by a few units. */
  defineTemplate(U, 'predicted-change', {
    version: 3,
    params: (rng) => {
      const index = rng.int(0, SETTINGS.length - 1);
      const { slope, intercept, step } = (SETTINGS[index] as (typeof SETTINGS)[number]).draw(rng);
      return { index, slope, intercept, step };
    },
    // Each setting's values, listed only for the setting drawn.
    ranges: {
      salesPerDegree: [0, 30],
      salesAtZero: [0, 200],
      degrees: [1, 15],
      growthPerYear: [5, 100],
      startHeight: [0, 300],
      years: [1, 10],
      litersPerKm: [0.03, 0.15],
      startFuel: [20, 80],
      kilometers: [10, 200],
    },
    values: ({ index, slope, intercept, step }) => {
      const only = (i: number, v: number) => (index === i ? [v] : []);
      return {
        salesPerDegree: only(0, slope.value),
        salesAtZero: only(0, intercept),
        degrees: only(0, step),
        growthPerYear: only(1, slope.value),
        startHeight: only(1, intercept),
        years: only(1, step),
        litersPerKm: only(2, -slope.value),
        startFuel: only(2, intercept),
        kilometers: only(2, step),
      };
    },
    generate: ({ index, slope, intercept, step }, rng) => {
      const s = SETTINGS[index] as (typeof SETTINGS)[number];
      // Models are written with decimal slopes, as a regression reports them.
      const model = `y=${num(slope)}x${signed(intercept)}`;
      const change: Q = slope.mul(step);
      const key = change.abs();
      const sizeKo = slope.n < 0 ? `\\(${num(slope.abs())}\\)만큼 줄어든` : `\\(${num(slope)}\\)만큼 늘어난`;
      const sizeEn =
        slope.n < 0
          ? `decreases the predicted \\(y\\) by \\(${num(slope.abs())}\\)`
          : `increases the predicted \\(y\\) by \\(${num(slope)}\\)`;
      return multiple(rng, {
        choices: 4,
        stem: [
          `${withJosa(s.xKo, '을/를')} \\(x\\)${s.xUnitKo}, ${withJosa(s.yKo, '을/를')} \\(y\\)${s.yUnitKo}라 할 때, 두 양의 관계를 나타내는 모형은 \\(${model}\\)입니다. 이 모형에 따르면 ${s.stepKo(step)} ${s.askKo}`,
          `The model \\(${model}\\) relates \\(x\\), ${s.xEn}, and \\(y\\), ${s.yEn}. According to the model, when ${s.stepEn(step)}, ${s.askEn}?`,
        ],
        ...valueChoices(key, [
          slope.abs(),
          intercept,
          change.add(intercept).abs(),
          key.add(intercept),
          step,
          key.mul(10),
          key.div(10),
        ]),
        steps: [
          [
            `기울기가 \\(${num(slope)}\\)이므로 \\(x\\)가 \\(1\\)만큼 늘어날 때마다 \\(y\\)는 ${sizeKo}다고 예측합니다.`,
            `The slope is \\(${num(slope)}\\), so each increase of \\(1\\) in \\(x\\) ${sizeEn}.`,
          ],
          [
            `\\(x\\)가 \\(${step}\\)만큼 늘어나면 \\(y\\)의 변화량은 \\(${num(slope)}\\times ${step}=${num(change)}\\)이므로 \\(${num(key)}\\)${s.yUnitKo} ${slope.n < 0 ? '줄어듭니다' : '늘어납니다'}.`,
            `For an increase of \\(${step}\\) in \\(x\\), the change in \\(y\\) is \\(${num(slope)}\\times ${step}=${num(change)}\\), so the prediction ${slope.n < 0 ? 'decreases' : 'increases'} by \\(${num(key)}\\).`,
          ],
        ],
        difficulty: 2,
      });
    },
    check: ({ slope, intercept, step }, problem) => {
      // The difference of two predictions, at x = 10 and x = 10 + step.
      const predict = (x: number) => slope.mul(x).add(intercept);
      return keyIs(
        problem,
        predict(10 + step)
          .sub(predict(10))
          .abs().value,
      );
    },
  }),

  /** Ordered pairs of a linear relationship: extend them. */
  defineTemplate(U, 'extend-table', {
    version: 2,
    params: (rng) => {
      const m = rng.intExcept(-6, 9, [0]);
      const b = rng.int(-10, 20);
      const target = rng.int(8, 20);
      return { m, b, target };
    },
    generate: ({ m, b, target }) => {
      const rows = TABLE_XS.map((x) => point(x, m * x + b)).join(', ');
      const key = m * target + b;
      const rule = `y=${linear(m, b)}`;
      return essay({
        stem: [
          `두 변수 \\(x\\), \\(y\\) 사이의 관계가 일차함수이고, 이 관계를 만족하는 순서쌍 \\((x, y)\\)의 일부는 \\(${rows}\\)입니다. \\(x=${target}\\)일 때 \\(y\\)의 값을 구하시오.`,
          `The relationship between \\(x\\) and \\(y\\) is linear. Some ordered pairs \\((x, y)\\) that satisfy the relationship are \\(${rows}\\). What is the value of \\(y\\) when \\(x=${target}\\)?`,
        ],
        answer: String(key),
        form: 'number',
        steps: [
          [
            `\\(x\\)가 \\(1\\)씩 늘어날 때 \\(y\\)는 \\(${m}\\)씩 변하므로 기울기는 \\(${m}\\)이고, \\(x=0\\)일 때 \\(y=${b}\\)이므로 관계식은 \\(${rule}\\)입니다.`,
            `Each time \\(x\\) goes up by \\(1\\), \\(y\\) changes by \\(${m}\\), so the slope is \\(${m}\\); when \\(x=0\\), \\(y=${b}\\). So \\(${rule}\\).`,
          ],
          [
            `${withJosa(`\\(x=${target}\\)`, '을/를')} 대입하면 \\(y=${times(m, target)}${signed(b)}=${key}\\)입니다.`,
            `Substitute \\(x=${target}\\): \\(y=${times(m, target)}${signed(b)}=${key}\\).`,
          ],
        ],
        difficulty: 2,
      });
    },
    check: ({ m, b, target }, problem) => {
      // Extrapolate step by step from the last pair.
      const last = TABLE_XS[TABLE_XS.length - 1] as number;
      let y = m * last + b;
      for (let x = last; x < target; x++) y += m;
      return keyIs(problem, y);
    },
  }),

  /** The residual of one point against the line of best fit drawn on a scatter plot: actual minus predicted. */
  defineTemplate(U, 'residual-from-plot', {
    version: 2,
    params: (rng) => {
      for (;;) {
        const slope = rng.pick([0.5, 1, 1.5, 2] as const);
        const intercept = rng.int(2, 10);
        const xs = rng
          .shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9])
          .slice(0, 6)
          .sort((a, b) => a - b);
        // Each point off the line by a whole number, at most 4 either way, inside the plot.
        const offsets = xs.map(() => rng.int(-4, 4));
        // A line of best fit: the points fall on both sides of it, their offsets balancing out.
        const above = offsets.filter((d) => d > 0).length;
        const below = offsets.filter((d) => d < 0).length;
        if (offsets.reduce((sum, d) => sum + d, 0) !== 0 || above < 2 || below < 2) continue;
        const points = xs.map((x, i) => [x, slope * x + intercept + (offsets[i] as number)] as [number, number]);
        if (points.some(([, y]) => !Number.isInteger(y) || y < 0 || y > 30)) continue;
        const pick = rng.int(0, 5);
        if (offsets[pick] === 0) continue;
        return { slope, intercept, points, pick };
      }
    },
    generate: ({ slope, intercept, points, pick }, rng) => {
      const [x, y] = points[pick] as [number, number];
      const predicted = slope * x + intercept;
      const residual = y - predicted;
      return withFigure(
        multiple(rng, {
          choices: 4,
          stem: [
            `다음 산점도는 어느 실험에서 얻은 자료 \\(6\\)개와 이 자료에 가장 잘 맞는 직선 ${withJosa(m(`y=${linear(slope, intercept)}`), '을/를')} 나타낸 것입니다. 자료 중 점 \\(${point(x, y)}\\)에 대하여 실제 \\(y\\)의 값에서 직선이 예측한 값을 뺀 값은?`,
            `The scatter plot shows \\(6\\) data points from an experiment and the line of best fit for the data, \\(y=${linear(slope, intercept)}\\). For the data point \\(${point(x, y)}\\), what is the actual \\(y\\)-value minus the \\(y\\)-value the line predicts?`,
          ],
          ...valueChoices(residual, [-residual, predicted, y, residual + slope, residual - slope], {
            min: -100,
            show: (v) => num(v),
          }),
          steps: [
            [
              `점 \\(${point(x, y)}\\)의 실제 \\(y\\)의 값은 \\(${num(y)}\\)이고, 산점도에서 이 점은 직선보다 ${y > predicted ? '위' : '아래'}에 있습니다.`,
              `The data point \\(${point(x, y)}\\) has actual \\(y\\)-value \\(${num(y)}\\); on the plot it lies ${y > predicted ? 'above' : 'below'} the line.`,
            ],
            [
              `직선이 예측한 값은 \\(${num(slope)}\\times ${x}+${intercept}=${num(predicted)}\\)입니다.`,
              `The line predicts \\(${num(slope)}\\times ${x}+${intercept}=${num(predicted)}\\).`,
            ],
            [
              `핵심은 순서입니다: 실제 값에서 예측값을 빼므로 \\(${num(y)}-${num(predicted)}=${num(residual)}\\)입니다. ${residual > 0 ? '점이 직선보다 위에 있으므로 양수입니다.' : '점이 직선보다 아래에 있으므로 음수입니다.'}`,
              `The order matters: actual minus predicted is \\(${num(y)}-${num(predicted)}=${num(residual)}\\). ${residual > 0 ? 'The point lies above the line, so it is positive.' : 'The point lies below the line, so it is negative.'}`,
            ],
          ],
          difficulty: 4,
        }),
        scatterPlot({
          points,
          x: { min: 0, max: 10, step: 1 },
          y: { min: 0, max: 30, step: 5 },
          xLabel: 'x',
          yLabel: 'y',
          fit: { slope, intercept },
        }),
      );
    },
    // Measures the vertical gap from the line to the point at that x, in the figure's own coordinates.
    check: ({ slope, intercept, points, pick }, problem) => {
      const [x, y] = points[pick] as [number, number];
      const lineAt = intercept + slope * x;
      return keyIs(problem, y - lineAt);
    },
  }),
];
