// 2학년 2학기 5단원 표와 그래프
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '조사한 자료를 분류하여 표로 나타내면 항목별 수와 전체 수를 한눈에 알 수 있습니다. 표의 합계는 각 항목의 수를 모두 더한 것입니다. 표에서 모르는 한 항목의 수는 합계에서 나머지 항목의 수를 빼서 구합니다.',
      en: 'Sorting the data you collected into a table shows the count for each category and the total at a glance. The total is the sum of all the category counts. To find one missing count, subtract the other counts from the total.',
    },
    {
      ko: '자료를 \\(\\bigcirc\\), \\(\\times\\), \\(/\\) 같은 기호로 그림처럼 나타낸 것을 그래프라고 합니다. 그래프를 그릴 때는 가로와 세로에 무엇을 쓸지 정하고, 한 칸에 기호를 하나씩 아래에서 위로 빈칸 없이 채웁니다.',
      en: 'A graph shows data with marks such as \\(\\bigcirc\\), \\(\\times\\) or \\(/\\). To draw one, decide what goes along the bottom and along the side, then fill one mark in each box, from the bottom up, with no gaps.',
    },
    {
      ko: '표는 항목별 수와 합계를 알기 쉽고, 그래프는 가장 많은 것과 가장 적은 것을 한눈에 비교하기 쉽습니다. 그래프에서 \\(\\bigcirc\\)가 가장 높이 올라간 항목이 가장 많은 것입니다.',
      en: 'A table makes it easy to read each count and the total; a graph makes it easy to see which is the most and which is the fewest. In a graph, the category whose marks reach highest has the most.',
    },
  ],
  keyPoints: [
    {
      ko: '합계는 각 항목의 수를 모두 더한 것입니다.',
      en: 'The total is the sum of every category count.',
    },
    {
      ko: '모르는 항목의 수 \\(=\\) 합계 \\(-\\) 나머지 항목의 수입니다.',
      en: 'Missing count \\(=\\) total \\(-\\) the other counts.',
    },
    {
      ko: '그래프의 기호는 한 칸에 하나씩 아래에서부터 빈칸 없이 채웁니다.',
      en: 'In a graph, fill one mark per box, from the bottom up, with no gaps.',
    },
    {
      ko: '두 항목의 차는 큰 수에서 작은 수를 빼서 구합니다.',
      en: 'To find how many more, subtract the smaller count from the larger.',
    },
  ],
  terms: [
    {
      term: { ko: '표', en: 'table' },
      meaning: {
        ko: '자료를 항목별로 나누어 수로 정리한 것',
        en: 'data sorted into categories and written as numbers',
      },
    },
    {
      term: { ko: '그래프', en: 'graph' },
      meaning: { ko: '자료를 기호나 그림으로 나타낸 것', en: 'data shown with marks or pictures' },
    },
    {
      term: { ko: '합계', en: 'total' },
      meaning: { ko: '모든 항목의 수를 더한 값', en: 'all the counts added together' },
    },
  ],
});
