// 5학년 2학기 2단원 분수의 곱셈
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '(분수)\\(\\times\\)(자연수)는 분자와 자연수를 곱하고 분모는 그대로 둡니다. 예를 들어 \\(\\frac{3}{8}\\times 4=\\frac{12}{8}=\\frac{3}{2}=1\\frac{1}{2}\\)입니다. 곱하기 전에 약분하면 계산이 간단해집니다.',
      en: 'To multiply a fraction by a whole number, multiply the numerator by the whole number and keep the denominator: \\(\\frac{3}{8}\\times 4=\\frac{12}{8}=1\\frac{1}{2}\\). Simplifying before you multiply makes the numbers smaller.',
    },
    {
      ko: '(분수)\\(\\times\\)(분수)는 분자는 분자끼리, 분모는 분모끼리 곱합니다. \\(\\frac{2}{3}\\times\\frac{5}{7}=\\frac{10}{21}\\)입니다. 대분수가 있으면 가분수로 바꾼 다음 곱합니다. \\(1\\frac{1}{2}\\times 2\\frac{2}{3}=\\frac{3}{2}\\times\\frac{8}{3}=4\\)입니다.',
      en: 'To multiply two fractions, multiply numerator by numerator and denominator by denominator: \\(\\frac{2}{3}\\times\\frac{5}{7}=\\frac{10}{21}\\). Change mixed numbers to improper fractions first: \\(1\\frac{1}{2}\\times 2\\frac{2}{3}=\\frac{3}{2}\\times\\frac{8}{3}=4\\).',
    },
    {
      ko: '어떤 양의 \\(\\frac{3}{4}\\)은 그 양에 \\(\\frac{3}{4}\\)을 곱하여 구합니다. \\(1\\)보다 작은 분수를 곱하면 곱은 처음 수보다 작아지고, \\(1\\)보다 큰 수를 곱하면 커집니다.',
      en: 'To find \\(\\frac{3}{4}\\) of an amount, multiply the amount by \\(\\frac{3}{4}\\). Multiplying by a fraction less than \\(1\\) makes the result smaller than the starting number, and multiplying by a number greater than \\(1\\) makes it larger.',
    },
  ],
  keyPoints: [
    {
      ko: '\\(\\frac{2}{3}\\times\\frac{4}{5}=\\frac{2\\times 4}{3\\times 5}=\\frac{8}{15}\\)처럼 분자끼리, 분모끼리 곱합니다.',
      en: 'Multiply straight across: \\(\\frac{2}{3}\\times\\frac{4}{5}=\\frac{2\\times 4}{3\\times 5}=\\frac{8}{15}\\).',
    },
    { ko: '대분수는 가분수로 바꾸어 곱합니다.', en: 'Change mixed numbers to improper fractions before multiplying.' },
    { ko: '곱하기 전에 약분할 수 있으면 먼저 약분합니다.', en: 'Simplify across before you multiply when you can.' },
    {
      ko: '\\(20\\)의 \\(\\frac{3}{4}\\)은 \\(20\\times\\frac{3}{4}=15\\)입니다.',
      en: '\\(\\frac{3}{4}\\) of \\(20\\) is \\(20\\times\\frac{3}{4}=15\\).',
    },
  ],
  terms: [
    {
      term: { ko: '가분수', en: 'improper fraction' },
      meaning: {
        ko: '분자가 분모와 같거나 분모보다 큰 분수',
        en: 'a fraction whose numerator is at least its denominator',
      },
    },
    {
      term: { ko: '약분', en: 'simplifying' },
      meaning: {
        ko: '분모와 분자를 공약수로 나누는 것',
        en: 'dividing a numerator and a denominator by a common factor',
      },
    },
  ],
});
