// 6학년 1학기 5단원 여러 가지 그래프
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '전체에 대한 각 부분의 비율을 띠 모양에 나타낸 그래프를 띠그래프, 원 모양에 나타낸 그래프를 원그래프라고 합니다. 두 그래프 모두 각 항목의 백분율을 나타내며, 모든 항목의 백분율을 더하면 \\(100\\%\\)입니다.',
      en: 'A strip graph shows how a whole is split into parts as sections of a long bar, and a circle graph shows it as slices of a circle. Both show each part as a percent of the whole, and all the percents add up to \\(100\\%\\).',
    },
    {
      ko: '그래프를 그릴 때는 먼저 각 항목의 수량을 전체 수량으로 나누어 백분율을 구합니다. 모르는 항목의 백분율은 \\(100\\%\\)에서 나머지 항목의 백분율을 빼서 구합니다. 항목의 비율이 클수록 띠그래프에서는 길이가 길고, 원그래프에서는 넓이가 넓습니다.',
      en: 'To make either graph, divide each amount by the total to get its percent. A missing percent is \\(100\\%\\) minus all the others. The bigger the percent, the longer the section of the strip or the larger the slice of the circle.',
    },
    {
      ko: '그래프에서 어떤 항목이 나타내는 수량은 (전체 수량)\\(\\times\\)(백분율)\\(\\div 100\\)입니다. 길이가 \\(20\\,\\mathrm{cm}\\)인 띠그래프에서 \\(35\\%\\)인 항목의 길이는 \\(20\\times\\frac{35}{100}=7\\,(\\mathrm{cm})\\)입니다.',
      en: 'The amount a part stands for is the total times its percent: for \\(25\\%\\) of \\(240\\) students, \\(240\\times\\frac{25}{100}=60\\) students. On a strip \\(20\\,\\mathrm{cm}\\) long, a part of \\(35\\%\\) takes up \\(20\\times\\frac{35}{100}=7\\,\\mathrm{cm}\\).',
    },
  ],
  keyPoints: [
    { ko: '모든 항목의 백분율의 합은 \\(100\\%\\)입니다.', en: 'All the percents add up to \\(100\\%\\).' },
    {
      ko: '(항목의 백분율)\\(=\\)(항목의 수량)\\(\\div\\)(전체 수량)\\(\\times 100\\)',
      en: 'Percent of a part \\(=\\) part \\(\\div\\) total \\(\\times 100\\).',
    },
    {
      ko: '(항목의 수량)\\(=\\)(전체 수량)\\(\\times\\)(백분율)\\(\\div 100\\)',
      en: 'Amount of a part \\(=\\) total \\(\\times\\) percent \\(\\div 100\\).',
    },
    {
      ko: '원그래프에서 \\(25\\%\\)는 원의 \\(\\frac{1}{4}\\)입니다.',
      en: 'In a circle graph, \\(25\\%\\) is a quarter of the circle.',
    },
  ],
  terms: [
    {
      term: { ko: '띠그래프', en: 'strip graph' },
      meaning: {
        ko: '전체에 대한 각 부분의 비율을 띠 모양에 나타낸 그래프',
        en: 'a bar divided into sections that show each part as a percent of the whole',
      },
    },
    {
      term: { ko: '원그래프', en: 'circle graph' },
      meaning: {
        ko: '전체에 대한 각 부분의 비율을 원 모양에 나타낸 그래프',
        en: 'a circle divided into slices that show each part as a percent of the whole',
      },
    },
  ],
});
