// 5학년 1학기 4단원 약분과 통분
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '분모와 분자에 \\(0\\)이 아닌 같은 수를 곱하거나 분모와 분자를 같은 수로 나누면 크기가 같은 분수가 됩니다. 예를 들어 \\(\\frac{2}{3}=\\frac{4}{6}=\\frac{8}{12}\\)입니다.',
      en: 'Multiplying or dividing the numerator and denominator by the same nonzero number gives an equivalent fraction, one with the same value: \\(\\frac{2}{3}=\\frac{4}{6}=\\frac{8}{12}\\).',
    },
    {
      ko: '분모와 분자를 공약수로 나누어 간단한 분수로 만드는 것을 약분한다고 합니다. 분모와 분자의 공약수가 \\(1\\)뿐인 분수를 기약분수라고 합니다. 분모와 분자를 최대공약수로 나누면 한 번에 기약분수가 됩니다. \\(\\frac{18}{24}\\)은 분모와 분자를 \\(6\\)으로 나누면 \\(\\frac{3}{4}\\)이 됩니다.',
      en: 'Dividing the numerator and denominator by a common factor simplifies a fraction. A fraction is in simplest form when the only common factor of its numerator and denominator is \\(1\\). Dividing by the greatest common factor gets there in one step: \\(\\frac{18}{24}=\\frac{3}{4}\\), dividing both by \\(6\\).',
    },
    {
      ko: '분모가 다른 분수의 분모를 같게 하는 것을 통분한다고 하고, 이때 같게 만든 분모를 공통분모라고 합니다. 두 분모의 최소공배수를 공통분모로 하면 수가 작아서 계산이 편리합니다. 통분한 다음 분자의 크기를 비교하면 두 분수의 크기를 비교할 수 있습니다.',
      en: 'Rewriting fractions so they have the same denominator gives them a common denominator. Using the least common multiple of the denominators, the least common denominator, keeps the numbers small. Once the denominators match, the fraction with the greater numerator is greater.',
    },
  ],
  keyPoints: [
    {
      ko: '분모와 분자에 \\(0\\)이 아닌 같은 수를 곱하거나 분모와 분자를 같은 수로 나누어도 분수의 크기는 같습니다.',
      en: 'Multiplying or dividing the top and bottom by the same nonzero number keeps the value.',
    },
    {
      ko: '최대공약수로 약분하면 바로 기약분수가 됩니다.',
      en: 'Dividing by the GCF gives simplest form in one step.',
    },
    {
      ko: '두 분모의 최소공배수를 공통분모로 통분하면 편리합니다.',
      en: 'The least common denominator is the LCM of the denominators.',
    },
    {
      ko: '\\(\\frac{3}{4}\\)과 \\(\\frac{5}{6}\\)를 \\(\\frac{9}{12}\\)와 \\(\\frac{10}{12}\\)으로 통분하면 \\(\\frac{3}{4}<\\frac{5}{6}\\)임을 알 수 있습니다.',
      en: 'Rewrite \\(\\frac{3}{4}\\) and \\(\\frac{5}{6}\\) as \\(\\frac{9}{12}\\) and \\(\\frac{10}{12}\\): so \\(\\frac{3}{4}<\\frac{5}{6}\\).',
    },
  ],
  terms: [
    {
      term: { ko: '약분', en: 'simplifying a fraction' },
      meaning: {
        ko: '분모와 분자를 공약수로 나누어 간단히 하는 것',
        en: 'dividing the numerator and denominator by a common factor',
      },
    },
    {
      term: { ko: '기약분수', en: 'simplest form' },
      meaning: {
        ko: '분모와 분자의 공약수가 \\(1\\)뿐인 분수',
        en: 'a fraction whose numerator and denominator have no common factor but \\(1\\)',
      },
    },
    {
      term: { ko: '통분', en: 'finding a common denominator' },
      meaning: { ko: '분수의 분모를 같게 하는 것', en: 'rewriting fractions so they have the same denominator' },
    },
    {
      term: { ko: '공통분모', en: 'common denominator' },
      meaning: { ko: '통분하여 같게 만든 분모', en: 'a denominator that the fractions share' },
    },
  ],
});
