// 6학년 1학기 3단원 소수의 나눗셈
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '(소수)\\(\\div\\)(자연수)는 자연수의 나눗셈과 같은 방법으로 계산하고, 몫의 소수점은 나누어지는 수의 소수점 위치에 맞추어 올려 찍습니다. \\(8.4\\div 4=2.1\\)입니다. \\(84\\div 4=21\\)을 이용하면 \\(8.4\\div 4\\)는 그 \\(\\frac{1}{10}\\)인 \\(2.1\\)입니다.',
      en: 'To divide a decimal by a whole number, divide as with whole numbers and put the decimal point in the quotient straight above the point in the dividend: \\(8.4\\div 4=2.1\\). You can also use \\(84\\div 4=21\\): since \\(8.4\\) is one tenth of \\(84\\), the quotient is one tenth of \\(21\\).',
    },
    {
      ko: '나누어지는 수가 나누는 수보다 작으면 몫의 자연수 부분에 \\(0\\)을 씁니다. \\(2.45\\div 5=0.49\\)입니다. 나눗셈이 끝나지 않으면 나누어지는 수의 오른쪽 끝에 \\(0\\)을 내려 계속 계산합니다. \\(3.3\\div 6=0.55\\)입니다.',
      en: 'If the dividend is less than the divisor, write \\(0\\) in the ones place of the quotient: \\(2.45\\div 5=0.49\\). If there is still a remainder, write a \\(0\\) at the end of the dividend and keep dividing: \\(3.3\\div 6=0.55\\). Sometimes a \\(0\\) also goes inside the quotient, as in \\(6.12\\div 6=1.02\\).',
    },
    {
      ko: '(자연수)\\(\\div\\)(자연수)의 몫도 소수로 나타낼 수 있습니다. \\(7\\div 4=1.75\\)입니다. 끈이나 물처럼 잰 양을 똑같이 나눌 때 소수의 나눗셈을 씁니다.',
      en: 'The quotient of two whole numbers can also be written as a decimal: \\(7\\div 4=1.75\\). Decimal division helps when you share a measured amount, like ribbon or water, equally.',
    },
  ],
  keyPoints: [
    {
      ko: '몫의 소수점은 나누어지는 수의 소수점 위치에 찍습니다.',
      en: 'Line up the decimal point of the quotient with the point in the dividend.',
    },
    {
      ko: '나누어지는 수가 나누는 수보다 작으면 몫의 자연수 부분은 \\(0\\)입니다.',
      en: 'If the dividend is less than the divisor, the quotient starts with \\(0\\).',
    },
    {
      ko: '나누어떨어지지 않으면 \\(0\\)을 내려 계속 나눕니다.',
      en: 'Write zeros at the end of the dividend to keep dividing.',
    },
    {
      ko: '\\(6.12\\div 6=1.02\\)처럼 몫의 중간에 \\(0\\)이 들어갈 수 있습니다.',
      en: 'A zero may be needed inside the quotient, as in \\(6.12\\div 6=1.02\\).',
    },
  ],
  terms: [
    {
      term: { ko: '나누어지는 수', en: 'dividend' },
      meaning: { ko: '나눗셈에서 나누어지는 수', en: 'the number being divided' },
    },
    {
      term: { ko: '나누는 수', en: 'divisor' },
      meaning: { ko: '나눗셈에서 나누는 수', en: 'the number you divide by' },
    },
    {
      term: { ko: '몫', en: 'quotient' },
      meaning: { ko: '나눗셈의 결과', en: 'the result of a division' },
    },
  ],
});
