// 4학년 1학기 5단원 막대그래프
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '조사한 자료의 수량을 막대 모양으로 나타낸 그래프를 막대그래프라고 합니다. 막대그래프는 가로와 세로 중 한쪽에 항목을, 다른 쪽에 수량을 나타냅니다. 막대의 길이를 보면 수량의 많고 적음을 한눈에 비교할 수 있습니다.',
      en: 'A bar graph shows data with bars. One axis lists the categories and the other shows the amounts. Because a longer bar means a larger amount, you can compare the categories at a glance.',
    },
    {
      ko: '막대그래프를 읽을 때는 먼저 눈금 한 칸이 나타내는 수를 알아봅니다. 예를 들어 눈금 \\(5\\)칸이 \\(10\\)명을 나타내면 눈금 한 칸은 \\(10\\div 5=2\\)(명)입니다. 막대의 칸 수에 한 칸의 크기를 곱하면 그 항목의 수량이 됩니다.',
      en: 'Before you read a bar graph, find the scale: what one grid square stands for. If \\(5\\) squares stand for \\(10\\) students, one square is \\(10\\div 5=2\\) students. Multiply the number of squares in a bar by that value to get the amount.',
    },
    {
      ko: '전체 수량은 모든 막대가 나타내는 수량을 더해서 구합니다. 가장 많은 항목과 가장 적은 항목의 차는 두 막대의 칸 수 차이에 한 칸의 크기를 곱해서 구할 수도 있습니다.',
      en: 'The total is the sum of all the bars. The difference between the largest and smallest amounts is the difference in their lengths, in squares, times the value of one square.',
    },
  ],
  keyPoints: [
    { ko: '먼저 눈금 한 칸의 크기를 확인합니다.', en: 'Always check what one grid square stands for first.' },
    {
      ko: '(수량)\\(=\\)(막대의 칸 수)\\(\\times\\)(한 칸의 크기)',
      en: 'Amount \\(=\\) number of squares \\(\\times\\) value of one square.',
    },
    { ko: '막대가 길수록 수량이 많습니다.', en: 'The longer the bar, the greater the amount.' },
    { ko: '전체 수량은 모든 막대의 수량을 더합니다.', en: 'Add all the bars to find the total.' },
  ],
  terms: [
    {
      term: { ko: '막대그래프', en: 'bar graph' },
      meaning: { ko: '조사한 수량을 막대 모양으로 나타낸 그래프', en: 'a graph that shows amounts as bars' },
    },
    {
      term: { ko: '눈금', en: 'scale' },
      meaning: {
        ko: '그래프에서 수량을 읽기 위해 일정한 간격으로 나눈 표시',
        en: 'the evenly spaced marks that tell how much each square is worth',
      },
    },
  ],
});
