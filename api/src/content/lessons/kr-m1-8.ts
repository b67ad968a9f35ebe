// 중학교 1학년 8단원 자료의 정리와 해석
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '자료 전체의 특징을 대표적으로 나타내는 값을 대푯값이라 하며, 평균, 중앙값, 최빈값이 있습니다. 평균은 변량의 총합을 변량의 개수로 나눈 값입니다. 평균을 알면 (평균)\\(\\times\\)(변량의 개수)로 총합을 구하여 모르는 변량을 찾을 수 있습니다.',
      en: 'A measure of center is one number that describes a whole data set: the mean, the median or the mode. The mean is the sum of the values divided by how many values there are. If you know the mean, the total is the mean times the number of values, which lets you find a missing value.',
    },
    {
      ko: '자료를 작은 값부터 크기순으로 나열할 때 한가운데 있는 값을 중앙값이라고 합니다. 변량의 개수가 홀수이면 한가운데 값이 중앙값이고, 짝수이면 한가운데 있는 두 값의 평균이 중앙값입니다. 자료에서 가장 많이 나타나는 값을 최빈값이라 하며, 최빈값은 두 개 이상일 수도 있습니다. 자료에 극단적인 값이 있으면 평균보다 중앙값이 자료를 더 잘 나타내는 경우가 많습니다.',
      en: 'The median is the middle value when the data are listed in order. With an odd number of values it is the middle one; with an even number it is the mean of the two middle values. The mode is the value that appears most often, and a data set can have more than one mode. When there are extreme values, the median often describes the data better than the mean.',
    },
    {
      ko: '변량을 일정한 간격으로 나눈 구간을 계급, 구간의 너비를 계급의 크기, 각 계급에 속하는 자료의 수를 도수라고 합니다. 자료를 계급과 도수로 정리한 표를 도수분포표라 하고, 이를 직사각형으로 나타낸 그래프를 히스토그램, 각 직사각형 윗변의 중앙을 이은 그래프를 도수분포다각형이라고 합니다.',
      en: 'To organize data, split the values into equal intervals called classes; the width of each class is the class width, and the number of values in a class is its frequency. A frequency table lists the classes and their frequencies. A histogram draws them as touching bars, and a frequency polygon joins the midpoints of the tops of those bars.',
    },
    {
      ko: '도수분포표에서 전체 도수에 대한 각 계급의 도수의 비율을 상대도수라고 합니다. 상대도수는 그 계급의 도수를 도수의 총합으로 나눈 값입니다. 상대도수의 총합은 항상 \\(1\\)이며, 전체 크기가 다른 두 자료를 비교할 때 편리합니다. 거꾸로 도수의 총합이 \\(40\\)이고 상대도수가 \\(0.25\\)인 계급의 도수는 \\(40\\times 0.25=10\\)입니다.',
      en: 'The relative frequency of a class is its frequency divided by the total frequency. The relative frequencies always add up to \\(1\\), which makes them handy for comparing two groups of different sizes. Working backward, a class frequency is the total times its relative frequency: \\(40\\times 0.25=10\\).',
    },
  ],
  keyPoints: [
    {
      ko: '(평균)\\(=\\)(변량의 총합)\\(\\div\\)(변량의 개수)',
      en: 'Mean \\(=\\) sum of the values \\(\\div\\) number of values.',
    },
    {
      ko: '변량의 개수가 짝수이면 중앙값은 가운데 두 값의 평균입니다.',
      en: 'With an even number of values, the median is the mean of the two middle values.',
    },
    { ko: '최빈값은 두 개 이상일 수 있습니다.', en: 'A data set can have more than one mode.' },
    {
      ko: '(상대도수)\\(=\\)(그 계급의 도수)\\(\\div\\)(도수의 총합)',
      en: 'Relative frequency \\(=\\) class frequency \\(\\div\\) total frequency.',
    },
    {
      ko: '상대도수의 총합은 \\(1\\)입니다.',
      en: 'The relative frequencies add up to \\(1\\).',
    },
  ],
  terms: [
    {
      term: { ko: '대푯값', en: 'measure of center' },
      meaning: { ko: '자료 전체의 특징을 대표하는 값', en: 'one number that describes the center of a data set' },
    },
    {
      term: { ko: '중앙값', en: 'median' },
      meaning: { ko: '자료를 크기순으로 나열할 때 한가운데 있는 값', en: 'the middle value of data listed in order' },
    },
    {
      term: { ko: '최빈값', en: 'mode' },
      meaning: { ko: '자료에서 가장 많이 나타나는 값', en: 'the value that appears most often' },
    },
    {
      term: { ko: '도수분포표', en: 'frequency table' },
      meaning: {
        ko: '자료를 계급으로 나누고 각 계급의 도수를 나타낸 표',
        en: 'a table of classes and how many values fall in each',
      },
    },
    {
      term: { ko: '상대도수', en: 'relative frequency' },
      meaning: { ko: '전체 도수에 대한 각 계급의 도수의 비율', en: 'a class frequency divided by the total frequency' },
    },
  ],
});
