// 6학년 2학기 1단원 분수의 나눗셈
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '분모가 같은 분수끼리의 나눗셈은 분자끼리 나누어 구합니다. \\(\\frac{6}{7}\\div\\frac{2}{7}\\)는 \\(\\frac{1}{7}\\)이 \\(6\\)개인 수를 \\(\\frac{1}{7}\\)이 \\(2\\)개인 수로 나누는 것이므로 \\(6\\div 2=3\\)입니다. 분자끼리 나누어떨어지지 않으면 몫을 분수로 나타냅니다. \\(\\frac{5}{9}\\div\\frac{2}{9}=5\\div 2=\\frac{5}{2}=2\\frac{1}{2}\\)입니다.',
      en: 'When two fractions have the same denominator, divide the numerators. \\(\\frac{6}{7}\\div\\frac{2}{7}\\) asks how many groups of \\(2\\) sevenths fit in \\(6\\) sevenths, so it equals \\(6\\div 2=3\\). If the numerators do not divide evenly, write the quotient as a fraction: \\(\\frac{5}{9}\\div\\frac{2}{9}=5\\div 2=2\\frac{1}{2}\\).',
    },
    {
      ko: '분모가 다른 분수의 나눗셈은 통분한 다음 분자끼리 나눌 수 있습니다. 또 나눗셈을 곱셈으로 바꾸고 나누는 분수의 분모와 분자를 바꾸어 곱해도 됩니다. \\(\\frac{3}{4}\\div\\frac{2}{5}=\\frac{3}{4}\\times\\frac{5}{2}=\\frac{15}{8}=1\\frac{7}{8}\\)입니다.',
      en: 'With different denominators, you can find a common denominator and then divide the numerators. Or change the division to multiplication by the reciprocal of the divisor, the fraction flipped upside down: \\(\\frac{3}{4}\\div\\frac{2}{5}=\\frac{3}{4}\\times\\frac{5}{2}=\\frac{15}{8}=1\\frac{7}{8}\\).',
    },
    {
      ko: '(자연수)\\(\\div\\)(분수)나 (대분수)\\(\\div\\)(분수)도 같은 방법으로 계산합니다. 대분수는 가분수로 바꾼 다음 계산합니다. 어떤 양이 다른 양의 몇 배인지 구할 때 분수의 나눗셈을 씁니다.',
      en: 'The same method works for a whole number or a mixed number divided by a fraction; change mixed numbers to improper fractions first. Use fraction division to find how many times one amount fits into another, such as how many \\(\\frac{3}{4}\\) L bottles \\(6\\) L fills: \\(6\\div\\frac{3}{4}=8\\).',
    },
  ],
  keyPoints: [
    {
      ko: '분모가 같으면 분자끼리 나눕니다.',
      en: 'Same denominators: divide the numerators.',
    },
    {
      ko: '나누는 분수의 분모와 분자를 바꾸어 곱합니다.',
      en: 'To divide by a fraction, multiply by its reciprocal.',
    },
    {
      ko: '\\(6\\div\\frac{3}{4}=6\\times\\frac{4}{3}=8\\)입니다.',
      en: '\\(6\\div\\frac{3}{4}=6\\times\\frac{4}{3}=8\\).',
    },
    {
      ko: '\\(1\\)보다 작은 분수로 나누면 몫은 나누어지는 수보다 커집니다.',
      en: 'Dividing by a fraction less than \\(1\\) gives a quotient greater than the number you started with.',
    },
  ],
  terms: [
    {
      term: { ko: '분수의 나눗셈', en: 'dividing fractions' },
      meaning: { ko: '나누는 수가 분수인 나눗셈', en: 'a division where the divisor is a fraction' },
    },
    {
      term: { ko: '분모와 분자를 바꾼 분수', en: 'reciprocal' },
      meaning: {
        ko: '\\(\\frac{2}{5}\\)에 대한 \\(\\frac{5}{2}\\)처럼 분모와 분자의 자리를 바꾼 분수',
        en: 'the fraction turned upside down, like \\(\\frac{5}{2}\\) for \\(\\frac{2}{5}\\)',
      },
    },
  ],
});
