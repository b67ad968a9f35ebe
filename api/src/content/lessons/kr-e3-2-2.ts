// 3학년 2학기 2단원 나눗셈
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '(몇십)\\(\\div\\)(몇)은 곱셈구구를 이용합니다. \\(60 \\div 3\\)은 \\(6 \\div 3 = 2\\)이므로 \\(20\\)입니다. (두 자리 수)\\(\\div\\)(한 자리 수)는 십의 자리부터 나눕니다. \\(84 \\div 4\\)는 \\(80 \\div 4 = 20\\), \\(4 \\div 4 = 1\\)이므로 \\(21\\)입니다.',
      en: 'To divide tens by a one-digit number, use a times-table fact: \\(60 \\div 3\\) is \\(20\\) because \\(6 \\div 3 = 2\\). To divide a two-digit number, start with the tens: \\(84 \\div 4\\) is \\(80 \\div 4 = 20\\) and \\(4 \\div 4 = 1\\), so the quotient is \\(21\\).',
    },
    {
      ko: '\\(17\\)을 \\(5\\)로 나누면 몫이 \\(3\\)이고 \\(2\\)가 남습니다. 이때 \\(2\\)를 \\(17 \\div 5\\)의 나머지라고 합니다. 나머지는 항상 나누는 수보다 작아야 합니다. 나머지가 \\(0\\)일 때 나누어떨어진다고 합니다.',
      en: 'When you divide \\(17\\) by \\(5\\), the quotient is \\(3\\) and \\(2\\) is left over. The \\(2\\) is the remainder of \\(17 \\div 5\\). A remainder must always be less than the number you divide by. When the remainder is \\(0\\), the number divides evenly.',
    },
    {
      ko: '나눗셈을 바르게 했는지는 나누는 수와 몫을 곱하고 나머지를 더해 확인합니다. \\(17 \\div 5 = 3 \\cdots 2\\)는 \\(5 \\times 3 + 2 = 17\\)이므로 맞습니다. (세 자리 수)\\(\\div\\)(한 자리 수)도 높은 자리부터 차례로 나누고 같은 방법으로 확인합니다.',
      en: 'To check a division, multiply the divisor by the quotient and add the remainder: \\(17 \\div 5\\) is \\(3\\) remainder \\(2\\), and \\(5 \\times 3 + 2 = 17\\), so it is right. Three-digit numbers are divided the same way, starting with the highest place, and checked the same way.',
    },
    {
      ko: '문제에 따라 나머지를 어떻게 할지 생각해야 합니다. 학생 \\(26\\)명이 \\(4\\)명씩 보트를 타면 \\(26 \\div 4 = 6 \\cdots 2\\)이므로 남은 \\(2\\)명도 타야 해서 보트는 \\(7\\)대가 필요합니다.',
      en: 'In a word problem, think about what the remainder means. If \\(26\\) students ride boats \\(4\\) to a boat, \\(26 \\div 4\\) is \\(6\\) remainder \\(2\\). The \\(2\\) students left over need a boat too, so \\(7\\) boats are needed.',
    },
  ],
  keyPoints: [
    { ko: '나머지는 나누는 수보다 작습니다.', en: 'The remainder is always less than the divisor.' },
    {
      ko: '(나누는 수)\\(\\times\\)(몫)\\(+\\)(나머지)\\(=\\)(나누어지는 수)',
      en: 'Divisor \\(\\times\\) quotient \\(+\\) remainder \\(=\\) the number you divided.',
    },
    {
      ko: '나머지가 \\(0\\)이면 나누어떨어진다고 합니다.',
      en: 'A remainder of \\(0\\) means the number divides evenly.',
    },
    {
      ko: '높은 자리부터 차례로 나눕니다.',
      en: 'Divide starting from the highest place.',
    },
  ],
  terms: [
    {
      term: { ko: '나머지', en: 'remainder' },
      meaning: { ko: '똑같이 나누고 남은 수', en: 'the amount left over after dividing equally' },
    },
    {
      term: { ko: '나누어떨어진다', en: 'divides evenly' },
      meaning: { ko: '나머지가 \\(0\\)인 것', en: 'dividing with a remainder of \\(0\\)' },
    },
    {
      term: { ko: '몫', en: 'quotient' },
      meaning: { ko: '나눗셈에서 나누어 나온 답', en: 'the answer to a division' },
    },
  ],
});
