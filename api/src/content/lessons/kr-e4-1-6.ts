// 4학년 1학기 6단원 규칙 찾기
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '수의 배열에서 규칙을 찾을 때는 이웃한 두 수 사이의 관계를 살펴봅니다. \\(3, 7, 11, 15\\)처럼 일정한 수만큼 커지는 규칙도 있고, \\(2, 6, 18, 54\\)처럼 일정한 수를 곱하는 규칙도 있습니다. 찾은 규칙에 따라 다음에 올 수를 구합니다.',
      en: 'To find the rule in a number pattern, look at how each number is related to the one before it. In \\(3, 7, 11, 15\\) you add \\(4\\) each time. In \\(2, 6, 18, 54\\) you multiply by \\(3\\) each time. Use the rule to find the numbers that come next.',
    },
    {
      ko: '달력에서는 오른쪽으로 한 칸 가면 \\(1\\)씩, 아래쪽으로 한 칸 가면 \\(7\\)씩 커집니다. 그래서 정사각형 모양으로 묶은 네 수에서 대각선 방향에 있는 두 수의 합은 서로 같습니다. 가로 \\(3\\)칸, 세로 \\(3\\)칸으로 묶은 \\(9\\)개의 날짜는 가운데 날짜보다 큰 만큼과 작은 만큼이 서로 같으므로, 그 합은 (가운데 날짜)\\(\\times 9\\)입니다.',
      en: 'On a calendar, each step to the right adds \\(1\\) and each step down adds \\(7\\). So in any square of four dates, the two numbers on one diagonal add up to the same sum as the two on the other diagonal. In a \\(3\\times 3\\) square of nine dates, the dates balance around the middle one, so their sum is the middle date \\(\\times 9\\).',
    },
    {
      ko: '계산식에도 규칙이 있습니다. 더하는 수나 곱하는 수가 일정하게 바뀌면 계산 결과도 일정하게 바뀝니다. 규칙을 찾으면 직접 계산하지 않고도 다음 계산식과 결과를 알 수 있습니다.',
      en: 'Calculations can follow patterns too. When the numbers in a calculation change in a steady way, the answers also change in a steady way. Once you see the pattern, you can predict the next calculation and its answer without working it out.',
    },
  ],
  keyPoints: [
    {
      ko: '이웃한 두 수의 차나 몫을 살펴봅니다.',
      en: 'Look at the difference or the quotient of neighboring numbers.',
    },
    {
      ko: '일정하게 더하는 규칙과 일정하게 곱하는 규칙이 있습니다.',
      en: 'A pattern may add the same number or multiply by the same number each time.',
    },
    {
      ko: '달력에서 아래로 한 칸은 \\(7\\)만큼 큽니다.',
      en: 'On a calendar, the date just below is \\(7\\) more.',
    },
    {
      ko: '계산식의 규칙을 찾으면 다음 식을 예상할 수 있습니다.',
      en: 'A pattern in calculations lets you predict the next one.',
    },
  ],
  terms: [
    {
      term: { ko: '규칙', en: 'rule' },
      meaning: {
        ko: '수나 모양이 일정하게 바뀌는 방법',
        en: 'the steady way the numbers or shapes in a pattern change',
      },
    },
    {
      term: { ko: '수의 배열', en: 'number pattern' },
      meaning: { ko: '규칙에 따라 차례로 늘어놓은 수', en: 'numbers listed in order by a rule' },
    },
  ],
});
