// 중학교 3학년 7단원 통계
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '자료가 대푯값을 중심으로 흩어져 있는 정도를 하나의 수로 나타낸 값을 산포도라고 합니다. 각 변량에서 평균을 뺀 값을 편차라 하며, 편차의 합은 항상 \\(0\\)입니다. 그래서 모르는 편차 하나는 나머지 편차의 합을 이용하여 구할 수 있습니다.',
      en: 'A measure of spread tells, with one number, how far the data are scattered around the center. The deviation of a value is the value minus the mean, and the deviations of a data set always add up to \\(0\\). That is why you can find one missing deviation from the others.',
    },
    {
      ko: '편차의 제곱의 평균을 분산이라 하고, 분산의 음이 아닌 제곱근을 표준편차라고 합니다. 즉 (분산) \\(=\\frac{(\\text{편차})^2\\text{의 총합}}{(\\text{변량의 개수})}\\), (표준편차) \\(=\\sqrt{(\\text{분산})}\\)입니다. 예를 들어 자료 \\(2, 4, 6\\)의 평균은 \\(4\\), 편차는 \\(-2, 0, 2\\)이므로 분산은 \\(\\frac{8}{3}\\)입니다. 분산과 표준편차가 클수록 자료가 평균에서 멀리 흩어져 있습니다.',
      en: 'The variance is the mean of the squared deviations, and the standard deviation is the square root of the variance. For the data \\(2, 4, 6\\), the mean is \\(4\\), the deviations are \\(-2, 0, 2\\), and the variance is \\(\\frac{4+0+4}{3}=\\frac{8}{3}\\). (Here we divide by the number of values; statistics courses often divide the squared deviations of a sample by one less.) The larger the standard deviation, the more spread out the data.',
    },
    {
      ko: '두 변량 \\(x\\), \\(y\\)의 순서쌍 \\((x, y)\\)를 좌표평면 위에 점으로 나타낸 그림을 산점도라고 합니다. 산점도에서 \\(x\\)의 값이 커짐에 따라 \\(y\\)의 값도 대체로 커지면 양의 상관관계, \\(y\\)의 값이 대체로 작아지면 음의 상관관계가 있다고 합니다. 산점도에서 조건에 맞는 점을 세어 자료를 해석할 수 있습니다.',
      en: 'A scatter plot shows paired data \\((x, y)\\) as points in the coordinate plane. If \\(y\\) tends to increase as \\(x\\) increases, the variables have a positive correlation; if \\(y\\) tends to decrease, a negative correlation. You can answer questions by counting the points that meet a condition, such as students who scored higher in science than in math.',
    },
  ],
  keyPoints: [
    { ko: '(편차) \\(=\\) (변량) \\(-\\) (평균)', en: 'Deviation \\(=\\) value \\(-\\) mean.' },
    { ko: '편차의 합은 항상 \\(0\\)입니다.', en: 'The deviations always add up to \\(0\\).' },
    {
      ko: '분산은 편차의 제곱의 평균이고, 표준편차는 분산의 음이 아닌 제곱근입니다.',
      en: 'Variance is the mean of the squared deviations; standard deviation is its square root.',
    },
    {
      ko: '표준편차가 작을수록 자료가 평균 가까이에 모여 있습니다.',
      en: 'A smaller standard deviation means the data are bunched closer to the mean.',
    },
    {
      ko: '산점도에서 점들이 오른쪽 위로 향하면 양의 상관관계입니다.',
      en: 'Points that trend up and to the right on a scatter plot show a positive correlation.',
    },
  ],
  terms: [
    {
      term: { ko: '편차', en: 'deviation' },
      meaning: { ko: '변량에서 평균을 뺀 값', en: 'a value minus the mean' },
    },
    {
      term: { ko: '분산', en: 'variance' },
      meaning: { ko: '편차의 제곱의 평균', en: 'the mean of the squared deviations' },
    },
    {
      term: { ko: '표준편차', en: 'standard deviation' },
      meaning: { ko: '분산의 음이 아닌 제곱근', en: 'the square root of the variance' },
    },
    {
      term: { ko: '산점도', en: 'scatter plot' },
      meaning: {
        ko: '두 변량의 순서쌍을 좌표평면 위에 점으로 나타낸 그림',
        en: 'a graph of paired data shown as points in the coordinate plane',
      },
    },
    {
      term: { ko: '상관관계', en: 'correlation' },
      meaning: {
        ko: '한 변량이 변함에 따라 다른 변량이 변하는 경향이 있는 관계',
        en: 'a tendency for one variable to change as the other changes',
      },
    },
  ],
});
