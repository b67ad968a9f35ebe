// SAT 문제 해결과 자료 분석: 두 변수 자료 (모형과 산점도)
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '산점도(scatterplot)는 두 변수의 자료를 좌표평면 위의 점으로 나타낸 그래프입니다. 점들의 경향을 가장 잘 나타내는 직선을 최적선(line of best fit)이라 하며, 보통 \\(y=mx+b\\) 꼴로 주어집니다. 최적선에 \\(x\\)의 값을 대입하면 \\(y\\)의 예측값을 얻습니다. 예를 들어 \\(y=2.5x+40\\)에서 \\(x=12\\)이면 예측값은 \\(70\\)입니다.',
      en: 'A scatterplot shows two-variable data as points in the \\(xy\\)-plane. The line of best fit is the line that best follows the trend of the points, usually given as \\(y=mx+b\\). Substitute an \\(x\\)-value to get a predicted \\(y\\)-value: for \\(y=2.5x+40\\) and \\(x=12\\), the prediction is \\(70\\).',
    },
    {
      ko: '최적선의 기울기는 \\(x\\)가 \\(1\\) 증가할 때 \\(y\\)의 예측값이 변하는 양입니다. 그래서 \\(x\\)가 \\(4\\) 증가하면 예측값은 \\(4m\\)만큼 변합니다. \\(y\\)절편은 \\(x=0\\)일 때의 예측값입니다. 이것은 실제 값이 아니라 예측값이며, 실제 값과 예측값의 차이를 잔차(residual)라고 합니다.',
      en: 'The slope of the line of best fit is the predicted change in \\(y\\) for each increase of \\(1\\) in \\(x\\), so if \\(x\\) grows by \\(4\\), the prediction changes by \\(4m\\). The \\(y\\)-intercept is the predicted value at \\(x=0\\). These are predictions, not actual data; the difference between an actual point and the line is called a residual.',
    },
    {
      ko: '표로 주어진 자료가 일차 관계인지 지수 관계인지 구분하는 문제도 나옵니다. \\(x\\)가 일정하게 증가할 때 \\(y\\)가 같은 양씩 더해지면 일차 모형, 같은 비율로 곱해지면 지수 모형입니다. 일차 관계인 표는 변화율을 구해 다음 값을 이어서 구할 수 있습니다.',
      en: 'You may also need to tell whether a table shows a linear or an exponential relationship. If \\(x\\) goes up by equal steps and \\(y\\) changes by the same amount each time, the model is linear; if \\(y\\) is multiplied by the same factor each time, it is exponential. For a linear table, find the rate of change and use it to extend the table.',
    },
  ],
  keyPoints: [
    {
      ko: '최적선에 \\(x\\)를 대입하면 \\(y\\)의 예측값이 나옵니다.',
      en: 'Plug \\(x\\) into the line of best fit to predict \\(y\\).',
    },
    {
      ko: '기울기는 \\(x\\)가 \\(1\\) 늘 때 예측값의 변화량입니다.',
      en: 'The slope is the predicted change in \\(y\\) per unit increase in \\(x\\).',
    },
    {
      ko: '(잔차) \\(=\\) (실제 값) \\(-\\) (예측값)',
      en: 'Residual \\(=\\) actual value \\(-\\) predicted value.',
    },
    {
      ko: '같은 양씩 더해지면 일차 모형, 같은 비율로 곱해지면 지수 모형입니다.',
      en: 'Equal differences: linear. Equal ratios: exponential.',
    },
  ],
  terms: [
    {
      term: { ko: '산점도 (scatterplot)', en: 'scatterplot' },
      meaning: {
        ko: '두 변수의 자료를 좌표평면 위의 점으로 나타낸 그래프',
        en: 'a graph of paired data as points',
      },
    },
    {
      term: { ko: '최적선 (line of best fit)', en: 'line of best fit' },
      meaning: {
        ko: '산점도의 경향을 가장 잘 나타내는 직선',
        en: 'the line that best models the trend in a scatterplot',
      },
    },
    {
      term: { ko: '잔차 (residual)', en: 'residual' },
      meaning: {
        ko: '실제 값에서 모형의 예측값을 뺀 값',
        en: 'the actual value minus the value the model predicts',
      },
    },
  ],
});
