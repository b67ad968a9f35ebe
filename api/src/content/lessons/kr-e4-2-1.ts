// 4학년 2학기 1단원 분수의 덧셈과 뺄셈
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '분모가 같은 분수끼리 더하거나 뺄 때는 분모는 그대로 두고 분자끼리 더하거나 뺍니다. 예를 들어 \\(\\frac{3}{7}+\\frac{2}{7}=\\frac{5}{7}\\)입니다. 계산 결과가 가분수이면 대분수로 나타낼 수 있습니다.',
      en: 'To add or subtract fractions with the same denominator, keep the denominator and add or subtract the numerators. For example, \\(\\frac{3}{7}+\\frac{2}{7}=\\frac{5}{7}\\). If the answer is an improper fraction, you can write it as a mixed number.',
    },
    {
      ko: '대분수끼리 더하거나 뺄 때는 자연수는 자연수끼리, 분수는 분수끼리 계산합니다. 분수끼리 뺄 수 없으면 자연수에서 \\(1\\)을 받아내려 분수로 바꿉니다. 예를 들어 \\(3\\frac{1}{5}-1\\frac{3}{5}=2\\frac{6}{5}-1\\frac{3}{5}=1\\frac{3}{5}\\)입니다.',
      en: 'To add or subtract mixed numbers, work with the whole numbers and the fractions separately. If the fraction part is too small to subtract from, regroup: take \\(1\\) from the whole number and turn it into a fraction. For example, \\(3\\frac{1}{5}-1\\frac{3}{5}=2\\frac{6}{5}-1\\frac{3}{5}=1\\frac{3}{5}\\).',
    },
    {
      ko: '자연수에서 분수를 뺄 때는 자연수 \\(1\\)을 분모와 분자가 같은 분수로 바꾸어 계산합니다. 예를 들어 \\(1-\\frac{2}{9}=\\frac{9}{9}-\\frac{2}{9}=\\frac{7}{9}\\)입니다. 두 대분수를 모두 가분수로 바꾸어 계산해도 됩니다.',
      en: 'To subtract a fraction from a whole number, rewrite \\(1\\) as a fraction whose numerator equals its denominator: \\(1-\\frac{2}{9}=\\frac{9}{9}-\\frac{2}{9}=\\frac{7}{9}\\). You can also change mixed numbers to improper fractions before you subtract.',
    },
  ],
  keyPoints: [
    {
      ko: '분모가 같으면 분자끼리 더하거나 뺍니다.',
      en: 'Same denominators: add or subtract the numerators only.',
    },
    {
      ko: '\\(1=\\frac{5}{5}=\\frac{9}{9}\\)처럼 \\(1\\)은 분모와 분자가 같은 분수로 나타낼 수 있습니다.',
      en: '\\(1\\) can be written as \\(\\frac{5}{5}\\), \\(\\frac{9}{9}\\), or any fraction with equal numerator and denominator.',
    },
    {
      ko: '분수끼리 뺄 수 없으면 자연수에서 \\(1\\)을 받아내립니다.',
      en: 'If you cannot subtract the fractions, regroup \\(1\\) from the whole number.',
    },
    {
      ko: '계산 결과가 가분수이면 대분수로 고쳐 나타냅니다.',
      en: 'Write an improper fraction answer as a mixed number.',
    },
  ],
  terms: [
    {
      term: { ko: '대분수', en: 'mixed number' },
      meaning: {
        ko: '\\(2\\frac{1}{3}\\)처럼 자연수와 진분수로 이루어진 분수',
        en: 'a whole number and a proper fraction together, like \\(2\\frac{1}{3}\\)',
      },
    },
    {
      term: { ko: '가분수', en: 'improper fraction' },
      meaning: {
        ko: '분자가 분모와 같거나 분모보다 큰 분수',
        en: 'a fraction whose numerator is equal to or greater than its denominator',
      },
    },
    {
      term: { ko: '진분수', en: 'proper fraction' },
      meaning: { ko: '분자가 분모보다 작은 분수', en: 'a fraction whose numerator is less than its denominator' },
    },
  ],
});
