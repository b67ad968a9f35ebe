// 6학년 1학기 1단원 분수의 나눗셈
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '(자연수)\\(\\div\\)(자연수)의 몫은 분수로 나타낼 수 있습니다. \\(3\\div 4\\)는 \\(1\\div 4=\\frac{1}{4}\\)이 \\(3\\)개이므로 \\(\\frac{3}{4}\\)입니다. 나누어지는 수는 분자, 나누는 수는 분모가 됩니다.',
      en: 'The quotient of two whole numbers can be written as a fraction. \\(3\\div 4\\) is three of \\(1\\div 4=\\frac{1}{4}\\), so \\(3\\div 4=\\frac{3}{4}\\). The dividend becomes the numerator and the divisor becomes the denominator.',
    },
    {
      ko: '(분수)\\(\\div\\)(자연수)에서 분자가 자연수로 나누어떨어지면 분자를 자연수로 나눕니다. \\(\\frac{6}{7}\\div 3=\\frac{6\\div 3}{7}=\\frac{2}{7}\\)입니다. 나누어떨어지지 않으면 (자연수)분의 \\(1\\)을 곱합니다. \\(\\frac{2}{5}\\div 3=\\frac{2}{5}\\times\\frac{1}{3}=\\frac{2}{15}\\)입니다.',
      en: 'To divide a fraction by a whole number, you can divide the numerator when it divides evenly: \\(\\frac{6}{7}\\div 3=\\frac{6\\div 3}{7}=\\frac{2}{7}\\). In general, dividing by a whole number is the same as multiplying by one over that number: \\(\\frac{2}{5}\\div 3=\\frac{2}{5}\\times\\frac{1}{3}=\\frac{2}{15}\\).',
    },
    {
      ko: '(대분수)\\(\\div\\)(자연수)는 대분수를 가분수로 바꾼 다음 계산합니다. \\(2\\frac{1}{4}\\div 3=\\frac{9}{4}\\div 3=\\frac{3}{4}\\)입니다. 어떤 양을 똑같이 나누어 한 사람이 갖는 양을 구할 때 이 나눗셈을 씁니다.',
      en: "To divide a mixed number by a whole number, change it to an improper fraction first: \\(2\\frac{1}{4}\\div 3=\\frac{9}{4}\\div 3=\\frac{3}{4}\\). You use this division to find each person's share when an amount is shared equally.",
    },
  ],
  keyPoints: [
    {
      ko: '\\(3\\div 4=\\frac{3}{4}\\)처럼 나누어지는 수는 분자, 나누는 수는 분모가 됩니다.',
      en: 'In \\(3\\div 4=\\frac{3}{4}\\), the dividend is the numerator and the divisor is the denominator.',
    },
    {
      ko: '\\(3\\)으로 나누는 것은 \\(\\frac{1}{3}\\)을 곱하는 것과 같습니다.',
      en: 'Dividing by \\(3\\) is the same as multiplying by \\(\\frac{1}{3}\\).',
    },
    { ko: '대분수는 가분수로 바꾸어 계산합니다.', en: 'Change mixed numbers to improper fractions first.' },
    {
      ko: '계산 결과는 기약분수로 나타냅니다.',
      en: 'Give the answer in simplest form.',
    },
  ],
  terms: [
    {
      term: { ko: '몫', en: 'quotient' },
      meaning: { ko: '나눗셈의 결과', en: 'the answer to a division' },
    },
    {
      term: { ko: '가분수', en: 'improper fraction' },
      meaning: {
        ko: '분자가 분모와 같거나 분모보다 큰 분수',
        en: 'a fraction whose numerator is at least its denominator',
      },
    },
  ],
});
