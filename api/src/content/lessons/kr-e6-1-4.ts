// 6학년 1학기 4단원 비와 비율
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '두 수를 나눗셈으로 비교하기 위해 기호 \\(:\\)을 사용하여 나타낸 것을 비라고 합니다. \\(3:5\\)는 \\(3\\) 대 \\(5\\)라고 읽고, \\(5\\)에 대한 \\(3\\)의 비 또는 \\(3\\)의 \\(5\\)에 대한 비라고도 합니다. 비 \\(3:5\\)에서 기호 \\(:\\)의 오른쪽에 있는 \\(5\\)는 기준량, 왼쪽에 있는 \\(3\\)은 비교하는 양입니다.',
      en: 'A ratio compares two numbers by division and is written with a colon: \\(3:5\\), read “\\(3\\) to \\(5\\).” The number after the colon, \\(5\\), is the base you compare to, and the number before it, \\(3\\), is the amount being compared.',
    },
    {
      ko: '기준량에 대한 비교하는 양의 크기를 비율이라고 합니다. (비율)\\(=\\)(비교하는 양)\\(\\div\\)(기준량)이고, 비 \\(3:5\\)의 비율은 \\(\\frac{3}{5}\\) 또는 \\(0.6\\)입니다. 걸린 시간에 대한 간 거리의 비율처럼 생활 속의 여러 가지 비율도 같은 방법으로 구합니다.',
      en: 'The value of a ratio is the compared amount divided by the base: for \\(3:5\\) it is \\(\\frac{3}{5}\\), or \\(0.6\\). A rate compares two different kinds of quantities in the same way, such as distance per hour: \\(150\\) km in \\(3\\) hours is \\(150\\div 3=50\\) km per hour.',
    },
    {
      ko: '기준량을 \\(100\\)으로 할 때의 비율을 백분율이라고 하며 기호 \\(\\%\\)를 사용합니다. 비율에 \\(100\\)을 곱하면 백분율이 됩니다. \\(\\frac{3}{5}=0.6\\)은 \\(60\\%\\)입니다. 정가의 \\(20\\%\\)를 할인하면 할인 금액은 (정가)\\(\\times\\frac{20}{100}\\)이고, 내는 돈은 정가에서 할인 금액을 뺀 값입니다.',
      en: 'A percent is a ratio compared to \\(100\\), written with the sign \\(\\%\\). Multiply the value of a ratio by \\(100\\) to get a percent: \\(\\frac{3}{5}=0.6=60\\%\\). With \\(20\\%\\) off, the discount is the list price times \\(\\frac{20}{100}\\), and you pay the list price minus the discount.',
    },
  ],
  keyPoints: [
    {
      ko: '(비율)\\(=\\)(비교하는 양)\\(\\div\\)(기준량)',
      en: 'Value of a ratio \\(=\\) compared amount \\(\\div\\) base.',
    },
    {
      ko: '비 \\(3:5\\)와 \\(5:3\\)은 서로 다른 비입니다.',
      en: 'The order matters: \\(3:5\\) and \\(5:3\\) are different ratios.',
    },
    { ko: '(백분율)\\(=\\)(비율)\\(\\times 100\\)', en: 'Percent \\(=\\) value of the ratio \\(\\times 100\\).' },
    {
      ko: '\\(10000\\)원의 \\(30\\%\\)는 \\(10000\\times\\frac{30}{100}=3000\\)(원)입니다.',
      en: '\\(30\\%\\) of \\(10{,}000\\) won is \\(10{,}000\\times\\frac{30}{100}=3{,}000\\) won.',
    },
  ],
  terms: [
    {
      term: { ko: '비', en: 'ratio' },
      meaning: {
        ko: '두 수를 나눗셈으로 비교하여 기호 \\(:\\)으로 나타낸 것',
        en: 'a comparison of two numbers by division, written with a colon',
      },
    },
    {
      term: { ko: '기준량', en: 'base' },
      meaning: {
        ko: '비에서 기준이 되는 양, 기호 \\(:\\)의 오른쪽 수',
        en: 'the amount you compare to, after the colon',
      },
    },
    {
      term: { ko: '비교하는 양', en: 'compared amount' },
      meaning: {
        ko: '비에서 기준량과 비교하는 양, 기호 \\(:\\)의 왼쪽 수',
        en: 'the amount being compared, before the colon',
      },
    },
    {
      term: { ko: '비율', en: 'value of a ratio' },
      meaning: { ko: '기준량에 대한 비교하는 양의 크기', en: 'the compared amount divided by the base' },
    },
    {
      term: { ko: '백분율', en: 'percent' },
      meaning: { ko: '기준량을 \\(100\\)으로 할 때의 비율', en: 'a ratio with \\(100\\) as the base' },
    },
  ],
});
