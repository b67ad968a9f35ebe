// SAT 문제 해결과 자료 분석: 한 변수 자료 (분포, 중심과 퍼짐)
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '자료의 중심을 나타내는 값으로 평균(mean)과 중앙값(median)이 있습니다. 평균은 (자료의 총합) \\(\\div\\) (자료의 개수)입니다. 중앙값은 자료를 크기순으로 나열했을 때 한가운데 값이고, 자료의 개수가 짝수이면 가운데 두 값의 평균입니다. SAT에서는 자료가 정렬되지 않은 채로 나오는 경우가 많으므로 반드시 먼저 크기순으로 정렬합니다.',
      en: 'The mean and the median both describe the center of a data set. The mean is the sum of the values divided by how many there are. The median is the middle value once the data are in order; with an even number of values, it is the mean of the two middle values. SAT data sets are often listed out of order, so sort them first.',
    },
    {
      ko: '새 값이 추가되면 평균은 총합을 이용해 다시 구합니다. 평균이 \\(80\\)인 \\(5\\)개의 점수에 \\(92\\)점이 추가되면 총합은 \\(5\\times 80+92=492\\)이고, 새 평균은 \\(\\frac{492}{6}=82\\)입니다. 평균은 극단적인 값(outlier)의 영향을 크게 받지만 중앙값은 거의 받지 않습니다.',
      en: 'When a value is added, work with the total. Five scores with a mean of \\(80\\) total \\(5\\times 80=400\\); adding a score of \\(92\\) gives \\(492\\), and the new mean is \\(\\frac{492}{6}=82\\). An outlier can pull the mean a lot but barely moves the median.',
    },
    {
      ko: '퍼짐(spread)은 범위(range)와 표준편차(standard deviation)로 나타냅니다. 범위는 (최댓값) \\(-\\) (최솟값)입니다. SAT에서는 표준편차를 직접 계산하기보다, 값들이 평균에서 멀리 흩어진 자료일수록 표준편차가 크다는 것을 비교하는 문제가 나옵니다. 도수분포표, 히스토그램, 점그래프(dot plot)로 주어진 자료도 같은 방식으로 읽습니다.',
      en: 'Spread is measured by the range, the maximum minus the minimum, and by the standard deviation. On the SAT you rarely compute a standard deviation; instead you compare: the data set whose values sit farther from the mean has the larger standard deviation. Read data from frequency tables, histograms, and dot plots the same way, counting each value as many times as it occurs.',
    },
  ],
  keyPoints: [
    {
      ko: '(평균) \\(=\\frac{(\\text{총합})}{(\\text{개수})}\\), 그래서 (총합) \\(=\\) (평균) \\(\\times\\) (개수)입니다.',
      en: 'Mean \\(=\\frac{\\text{sum}}{\\text{count}}\\), so sum \\(=\\) mean \\(\\times\\) count.',
    },
    {
      ko: '중앙값은 정렬한 뒤 가운데 값을 찾습니다. 개수가 짝수이면 가운데 두 값의 평균입니다.',
      en: 'Sort before finding the median; with an even count, average the two middle values.',
    },
    {
      ko: '극단적인 값은 평균을 크게 바꾸지만 중앙값은 거의 바꾸지 않습니다.',
      en: 'Outliers move the mean much more than the median.',
    },
    {
      ko: '값이 평균에서 멀리 퍼져 있을수록 표준편차가 큽니다.',
      en: 'The more spread out the values, the larger the standard deviation.',
    },
  ],
  terms: [
    {
      term: { ko: '평균 (mean)', en: 'mean' },
      meaning: {
        ko: '자료의 총합을 자료의 개수로 나눈 값',
        en: 'the sum of the values divided by the number of values',
      },
    },
    {
      term: { ko: '중앙값 (median)', en: 'median' },
      meaning: { ko: '자료를 크기순으로 나열했을 때 한가운데 값', en: 'the middle value of the data in order' },
    },
    {
      term: { ko: '범위 (range)', en: 'range' },
      meaning: { ko: '최댓값에서 최솟값을 뺀 값', en: 'the greatest value minus the least value' },
    },
    {
      term: { ko: '이상값 (outlier)', en: 'outlier' },
      meaning: {
        ko: '다른 값들과 크게 떨어져 있는 값',
        en: 'a value far away from the rest of the data',
      },
    },
    {
      term: { ko: '표준편차 (standard deviation)', en: 'standard deviation' },
      meaning: {
        ko: '자료가 평균 주위에 흩어진 정도를 나타내는 값',
        en: 'a measure of how far the values typically are from the mean',
      },
    },
  ],
});
