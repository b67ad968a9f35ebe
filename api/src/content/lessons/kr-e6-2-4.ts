// 6학년 2학기 4단원 비례식과 비례배분
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '비 \\(2:3\\)에서 기호 \\(:\\) 앞에 있는 \\(2\\)를 전항, 뒤에 있는 \\(3\\)을 후항이라고 합니다. 비의 전항과 후항에 \\(0\\)이 아닌 같은 수를 곱하거나 나누어도 비율은 같습니다. 이 성질을 이용하면 \\(12:18=2:3\\)처럼 비를 가장 간단한 자연수의 비로 나타낼 수 있습니다.',
      en: 'In the ratio \\(2:3\\), \\(2\\) is the first term and \\(3\\) is the second term. Multiplying or dividing both terms by the same nonzero number gives an equivalent ratio. Dividing by the greatest common factor puts a ratio in simplest form: \\(12:18=2:3\\).',
    },
    {
      ko: '비율이 같은 두 비를 등호를 사용하여 \\(2:3=4:6\\)처럼 나타낸 식을 비례식이라고 합니다. 비례식에서 바깥쪽에 있는 두 항을 외항, 안쪽에 있는 두 항을 내항이라고 합니다. 비례식에서 외항의 곱과 내항의 곱은 같습니다.',
      en: 'An equation that says two ratios are equal, like \\(2:3=4:6\\), is a proportion. The two outer terms are called the extremes and the two inner terms the means. In a proportion, the product of the extremes equals the product of the means: \\(2\\times 6=3\\times 4\\).',
    },
    {
      ko: '외항의 곱과 내항의 곱이 같다는 성질로 비례식의 모르는 항을 구합니다. \\(3:5=\\square:20\\)이면 \\(5\\times\\square=3\\times 20\\)이므로 \\(\\square=12\\)입니다. 지도의 축척이나 요리 재료의 양처럼 일정한 비를 유지해야 할 때 비례식을 씁니다.',
      en: 'Use the products to find a missing term. If \\(3:5=\\square:20\\), then \\(5\\times\\square=3\\times 20\\), so \\(\\square=12\\). Proportions help with map scales and recipes, anywhere a ratio must stay the same.',
    },
    {
      ko: '전체를 주어진 비로 나누는 것을 비례배분이라고 합니다. \\(40\\)을 \\(3:5\\)로 나누면 \\(40\\times\\frac{3}{3+5}=15\\)와 \\(40\\times\\frac{5}{3+5}=25\\)입니다.',
      en: 'Sharing a total in a given ratio is called proportional sharing. To split \\(40\\) in the ratio \\(3:5\\), the parts are \\(40\\times\\frac{3}{3+5}=15\\) and \\(40\\times\\frac{5}{3+5}=25\\).',
    },
  ],
  keyPoints: [
    {
      ko: '전항과 후항에 \\(0\\)이 아닌 같은 수를 곱하거나 나누어도 비율은 같습니다.',
      en: 'Multiplying or dividing both terms by the same nonzero number keeps the ratio equivalent.',
    },
    {
      ko: '비례식에서 (외항의 곱)\\(=\\)(내항의 곱)입니다.',
      en: 'In a proportion, the product of the extremes equals the product of the means.',
    },
    {
      ko: '전체를 \\(3:5\\)로 나누면 한 부분은 (전체)\\(\\times\\frac{3}{3+5}\\)입니다.',
      en: 'To split a total in the ratio \\(3:5\\), one part is the total \\(\\times\\frac{3}{3+5}\\).',
    },
    {
      ko: '비례배분한 두 양을 더하면 전체가 됩니다.',
      en: 'The parts of a proportional share add up to the total.',
    },
  ],
  terms: [
    {
      term: { ko: '전항과 후항', en: 'terms of a ratio' },
      meaning: { ko: '비에서 기호 \\(:\\) 앞의 수와 뒤의 수', en: 'the numbers before and after the colon' },
    },
    {
      term: { ko: '비례식', en: 'proportion' },
      meaning: { ko: '비율이 같은 두 비를 등호로 나타낸 식', en: 'an equation stating that two ratios are equal' },
    },
    {
      term: { ko: '외항과 내항', en: 'extremes and means' },
      meaning: {
        ko: '비례식의 바깥쪽 두 항과 안쪽 두 항',
        en: 'the outer two terms and the inner two terms of a proportion',
      },
    },
    {
      term: { ko: '비례배분', en: 'proportional sharing' },
      meaning: { ko: '전체를 주어진 비로 나누는 것', en: 'splitting a total in a given ratio' },
    },
  ],
});
