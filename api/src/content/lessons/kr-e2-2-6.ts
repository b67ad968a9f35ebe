// 2학년 2학기 6단원 규칙 찾기
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '덧셈표는 세로줄의 수와 가로줄의 수를 더한 값을 칸에 써 넣은 표입니다. 덧셈표에서 오른쪽으로 한 칸 갈 때마다 \\(1\\)씩 커지고, 아래로 한 칸 갈 때마다 \\(1\\)씩 커집니다. 오른쪽 아래로 향하는 대각선 위의 수는 \\(2\\)씩 커집니다.',
      en: 'In an addition chart, each box holds the sum of its row number and its column number. Each step to the right adds \\(1\\), each step down adds \\(1\\), and along a diagonal going down to the right the numbers grow by \\(2\\).',
    },
    {
      ko: '곱셈표에서 \\(\\square\\)단의 수는 \\(\\square\\)씩 커집니다. \\(5\\)단의 수는 일의 자리 숫자가 \\(5\\)와 \\(0\\)으로 반복되고, \\(2\\)단, \\(4\\)단, \\(6\\)단, \\(8\\)단의 수는 모두 짝수입니다. 곱셈표는 \\(3 \\times 4\\)와 \\(4 \\times 3\\)처럼 순서를 바꾼 곱이 같아서 대각선을 기준으로 접으면 같은 수끼리 만납니다.',
      en: 'In a multiplication chart, the numbers in a row grow by that row number. The \\(5\\)s end in \\(5\\) or \\(0\\), and the \\(2\\)s, \\(4\\)s, \\(6\\)s and \\(8\\)s are all even. Since \\(3 \\times 4 = 4 \\times 3\\), the chart matches itself when you fold it along the diagonal.',
    },
    {
      ko: '생활 속에서도 규칙을 찾을 수 있습니다. 달력에서 아래로 한 칸 가면 \\(7\\)일 뒤의 날짜이므로 \\(7\\)씩 커집니다. 쌓기나무를 한 층씩 더 쌓는 모양처럼 일정하게 늘어나는 모양에서도 몇 개씩 늘어나는지 찾으면 다음 모양을 알 수 있습니다.',
      en: 'Patterns are all around us. On a calendar, one box down is \\(7\\) days later, so the dates grow by \\(7\\). In shapes that grow step by step, like a stack of cubes getting taller, find how many are added each time to tell what comes next.',
    },
  ],
  keyPoints: [
    {
      ko: '덧셈표에서 오른쪽이나 아래로 한 칸 가면 \\(1\\)씩 커집니다.',
      en: 'In an addition chart, one step right or down adds \\(1\\).',
    },
    {
      ko: '곱셈표에서 \\(6\\)단의 수는 \\(6\\)씩 커집니다.',
      en: 'In a multiplication chart, the \\(6\\)s grow by \\(6\\).',
    },
    {
      ko: '달력에서 아래로 한 칸 가면 \\(7\\)일 뒤입니다.',
      en: 'On a calendar, one box down is \\(7\\) days later.',
    },
    {
      ko: '늘어나는 모양은 몇 개씩 늘어나는지 찾습니다.',
      en: 'For a growing shape, find how many are added each step.',
    },
  ],
  terms: [
    {
      term: { ko: '덧셈표', en: 'addition chart' },
      meaning: {
        ko: '가로줄과 세로줄의 수를 더한 값을 쓴 표',
        en: 'a chart whose boxes hold the sum of the row and column numbers',
      },
    },
    {
      term: { ko: '곱셈표', en: 'multiplication chart' },
      meaning: {
        ko: '가로줄과 세로줄의 수를 곱한 값을 쓴 표',
        en: 'a chart whose boxes hold the product of the row and column numbers',
      },
    },
  ],
});
