// 5학년 2학기 6단원 평균과 가능성
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '자료의 값을 모두 더하여 자료의 수로 나눈 값을 평균이라고 합니다. 평균은 자료를 대표하는 값으로, 여러 자료를 고르게 했을 때의 값입니다. 예를 들어 \\(7, 9, 8, 6\\)의 평균은 \\((7+9+8+6)\\div 4=7.5\\)입니다.',
      en: 'The mean, or average, is the sum of the data values divided by how many values there are. It tells what each value would be if everything were shared out evenly. The mean of \\(7, 9, 8, 6\\) is \\((7+9+8+6)\\div 4=7.5\\).',
    },
    {
      ko: '평균을 알면 모르는 자료의 값을 구할 수 있습니다. (평균)\\(\\times\\)(자료의 수)는 자료의 값의 합이므로, 이 합에서 알고 있는 값들을 빼면 모르는 값이 됩니다.',
      en: 'If you know the mean, you can find a missing value. The mean times the number of values is the total, so subtract the values you know from that total.',
    },
    {
      ko: '어떤 일이 일어날 것으로 기대되는 정도를 가능성이라고 합니다. 가능성은 불가능하다, ~아닐 것 같다, 반반이다, ~일 것 같다, 확실하다와 같이 말로 나타낼 수 있습니다. 수로는 불가능하면 \\(0\\), 반반이면 \\(\\frac{1}{2}\\), 확실하면 \\(1\\)로 나타냅니다.',
      en: 'Likelihood is how likely something is to happen. In words it can be impossible, unlikely, even chance, likely or certain. As a number, impossible is \\(0\\), an even chance is \\(\\frac{1}{2}\\), and certain is \\(1\\).',
    },
  ],
  keyPoints: [
    {
      ko: '(평균)\\(=\\)(자료의 값의 합)\\(\\div\\)(자료의 수)',
      en: 'Mean \\(=\\) sum of the values \\(\\div\\) number of values.',
    },
    {
      ko: '(자료의 값의 합)\\(=\\)(평균)\\(\\times\\)(자료의 수)',
      en: 'Sum of the values \\(=\\) mean \\(\\times\\) number of values.',
    },
    {
      ko: '동전을 던져 그림 면이 나올 가능성은 \\(\\frac{1}{2}\\)입니다.',
      en: 'The chance a coin lands heads up is \\(\\frac{1}{2}\\).',
    },
    {
      ko: '가능성을 수로 나타내면 \\(0\\)부터 \\(1\\)까지입니다.',
      en: 'As a number, likelihood goes from \\(0\\) to \\(1\\).',
    },
  ],
  terms: [
    {
      term: { ko: '평균', en: 'mean' },
      meaning: {
        ko: '자료의 값의 합을 자료의 수로 나눈 값',
        en: 'the sum of the values divided by the number of values',
      },
    },
    {
      term: { ko: '가능성', en: 'likelihood' },
      meaning: { ko: '어떤 일이 일어날 것으로 기대되는 정도', en: 'how likely it is that something will happen' },
    },
  ],
});
