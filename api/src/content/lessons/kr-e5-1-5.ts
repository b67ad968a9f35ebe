// 5학년 1학기 5단원 분수의 덧셈과 뺄셈
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '분모가 다른 분수의 덧셈과 뺄셈은 먼저 통분하여 분모를 같게 만든 다음 분자끼리 계산합니다. 예를 들어 \\(\\frac{1}{4}+\\frac{1}{6}=\\frac{3}{12}+\\frac{2}{12}=\\frac{5}{12}\\)입니다. 계산 결과는 약분하여 기약분수로 나타냅니다.',
      en: 'To add or subtract fractions with unlike denominators, first rewrite them with a common denominator, then add or subtract the numerators: \\(\\frac{1}{4}+\\frac{1}{6}=\\frac{3}{12}+\\frac{2}{12}=\\frac{5}{12}\\). Write the answer in simplest form.',
    },
    {
      ko: '대분수의 덧셈과 뺄셈은 자연수끼리, 분수끼리 계산합니다. 분수끼리 뺄 수 없으면 자연수에서 \\(1\\)을 받아내려 계산합니다. 대분수를 가분수로 바꾸어 계산할 수도 있습니다. 예를 들어 \\(3\\frac{1}{3}-1\\frac{1}{2}=2\\frac{8}{6}-1\\frac{3}{6}=1\\frac{5}{6}\\)입니다.',
      en: 'With mixed numbers, add or subtract the whole numbers and the fractions separately. If the fractions cannot be subtracted, regroup \\(1\\) from the whole number. You can also change the mixed numbers to improper fractions. For example, \\(3\\frac{1}{3}-1\\frac{1}{2}=2\\frac{8}{6}-1\\frac{3}{6}=1\\frac{5}{6}\\).',
    },
    {
      ko: '분수의 합이 가분수이면 대분수로 고칩니다. 문장으로 된 문제에서는 더 많아지는 상황인지 줄어드는 상황인지 살펴서 덧셈식이나 뺄셈식을 세웁니다.',
      en: 'If a sum comes out as an improper fraction, change it to a mixed number. In a word problem, decide whether the amount is growing or shrinking, then write an addition or a subtraction.',
    },
  ],
  keyPoints: [
    { ko: '분모가 다르면 먼저 통분합니다.', en: 'Unlike denominators: find a common denominator first.' },
    {
      ko: '분모의 최소공배수로 통분하면 계산이 간단합니다.',
      en: 'The least common denominator keeps the numbers small.',
    },
    {
      ko: '분수끼리 뺄 수 없으면 자연수에서 \\(1\\)을 받아내립니다.',
      en: 'Regroup \\(1\\) from the whole number when the fraction part is too small.',
    },
    {
      ko: '계산 결과는 기약분수나 대분수로 나타냅니다.',
      en: 'Give the answer in simplest form, as a mixed number if it is greater than \\(1\\).',
    },
  ],
  terms: [
    {
      term: { ko: '통분', en: 'common denominator' },
      meaning: { ko: '분모가 다른 분수의 분모를 같게 하는 것', en: 'rewriting fractions so their denominators match' },
    },
    {
      term: { ko: '받아내림', en: 'regrouping' },
      meaning: {
        ko: '자연수 \\(1\\)을 분수로 바꾸어 분수 부분에 보태는 것',
        en: 'trading \\(1\\) from the whole number for an equal fraction',
      },
    },
  ],
});
