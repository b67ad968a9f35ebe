// 중학교 2학년 1단원 유리수와 순환소수
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '분수를 소수로 나타내면 소수점 아래의 \\(0\\)이 아닌 숫자가 유한 개인 유한소수가 되거나, 소수점 아래의 숫자가 한없이 계속되는 무한소수가 됩니다. 무한소수 중에서 소수점 아래의 어떤 자리부터 일정한 숫자의 배열이 한없이 되풀이되는 소수를 순환소수라 하고, 되풀이되는 한 부분을 순환마디라고 합니다. 순환소수는 순환마디의 양 끝 숫자 위에 점을 찍어 \\(0.333\\cdots=0.\\dot{3}\\), \\(1.2454545\\cdots=1.2\\dot{4}\\dot{5}\\)와 같이 간단히 나타냅니다.',
      en: 'When you write a fraction as a decimal, you get either a terminating decimal, which stops after a certain number of digits, or a decimal that goes on forever. A decimal in which a block of digits repeats forever is a repeating decimal, and the block that repeats is the repeating block. In Korea the repeating block is marked with dots over its first and last digits, \\(1.2454545\\ldots=1.2\\dot{4}\\dot{5}\\); in the US a bar over the block is common: \\(1.2\\overline{45}\\).',
    },
    {
      ko: '분수를 기약분수로 나타낸 뒤 분모를 소인수분해했을 때, 소인수가 \\(2\\)나 \\(5\\)뿐이면 그 분수는 유한소수로 나타낼 수 있습니다. 분모에 \\(2\\)나 \\(5\\) 이외의 소인수가 있으면 순환소수가 됩니다. 예를 들어 \\(\\frac{3}{20}=\\frac{3}{2^2\\times 5}=0.15\\)이고, \\(\\frac{1}{6}=0.1\\dot{6}\\)입니다. 분수가 유한소수가 되도록 하려면 분모에서 \\(2\\)와 \\(5\\) 이외의 소인수가 약분되어 없어지게 하는 수를 곱하면 됩니다.',
      en: 'To tell whether a fraction terminates, first write it in lowest terms, then find the prime factorization of the denominator. If the only prime factors are \\(2\\) and \\(5\\), the decimal terminates; if any other prime is left, the decimal repeats. For example, \\(\\frac{3}{20}=\\frac{3}{2^2\\times 5}=0.15\\), but \\(\\frac{1}{6}=0.1\\overline{6}\\). To make a fraction terminate, multiply it by a number that cancels every prime factor other than \\(2\\) and \\(5\\) in the denominator.',
    },
    {
      ko: '순환소수는 분수로 나타낼 수 있습니다. \\(x=0.\\dot{4}\\dot{5}\\)로 놓으면 \\(100x=45.\\dot{4}\\dot{5}\\)이므로 \\(100x-x=45\\), 즉 \\(x=\\frac{45}{99}=\\frac{5}{11}\\)입니다. 더 간단하게는 분모에 순환마디의 숫자 개수만큼 \\(9\\)를 쓰고 그 뒤에 소수점 아래 순환하지 않는 숫자 개수만큼 \\(0\\)을 쓰며, 분자에는 전체의 수에서 순환하지 않는 부분의 수를 뺀 값을 씁니다. 예를 들어 \\(0.1\\dot{6}=\\frac{16-1}{90}=\\frac{1}{6}\\)입니다.',
      en: 'Every repeating decimal can be written as a fraction. Let \\(x=0.\\overline{45}\\). Then \\(100x=45.\\overline{45}\\), so \\(100x-x=45\\) and \\(x=\\frac{45}{99}=\\frac{5}{11}\\). As a shortcut, the denominator has one \\(9\\) for each repeating digit, followed by one \\(0\\) for each digit after the decimal point that does not repeat; the numerator is the whole number formed by the digits minus the part that does not repeat. For example, \\(0.1\\overline{6}=\\frac{16-1}{90}=\\frac{1}{6}\\).',
    },
    {
      ko: '정수가 아닌 유리수는 모두 유한소수나 순환소수로 나타낼 수 있고, 거꾸로 유한소수와 순환소수는 모두 분수로 나타낼 수 있으므로 유리수입니다.',
      en: 'So every rational number that is not an integer is a terminating or a repeating decimal, and every terminating or repeating decimal is a rational number.',
    },
  ],
  keyPoints: [
    {
      ko: '유한소수인지 판단할 때는 먼저 기약분수로 고친 뒤 분모를 소인수분해합니다.',
      en: 'Reduce the fraction to lowest terms before you look at the prime factors of the denominator.',
    },
    {
      ko: '분모의 소인수가 \\(2\\)나 \\(5\\)뿐이면 유한소수, 다른 소인수가 있으면 순환소수입니다.',
      en: 'Only \\(2\\)s and \\(5\\)s in the denominator: the decimal terminates. Any other prime factor: it repeats.',
    },
    {
      ko: '\\(0.\\dot{2}\\dot{7}=\\frac{27}{99}=\\frac{3}{11}\\)처럼 순환마디의 숫자 개수만큼 분모에 \\(9\\)를 씁니다.',
      en: 'A two-digit repeating block over \\(99\\): \\(0.\\overline{27}=\\frac{27}{99}=\\frac{3}{11}\\).',
    },
    {
      ko: '\\(0.1\\dot{6}=\\frac{16-1}{90}\\)처럼 분자는 (전체의 수) \\(-\\) (순환하지 않는 부분)입니다.',
      en: 'With a non-repeating digit in front, subtract it and add a \\(0\\) to the denominator: \\(0.1\\overline{6}=\\frac{16-1}{90}\\).',
    },
    {
      ko: '유한소수와 순환소수는 모두 유리수입니다.',
      en: 'Terminating and repeating decimals are all rational numbers.',
    },
  ],
  terms: [
    {
      term: { ko: '유한소수', en: 'terminating decimal' },
      meaning: {
        ko: '소수점 아래의 \\(0\\)이 아닌 숫자가 유한 개인 소수',
        en: 'a decimal that ends after a certain number of digits',
      },
    },
    {
      term: { ko: '순환소수', en: 'repeating decimal' },
      meaning: {
        ko: '소수점 아래의 어떤 자리부터 일정한 숫자의 배열이 한없이 되풀이되는 무한소수',
        en: 'a decimal in which a block of digits repeats forever',
      },
    },
    {
      term: { ko: '순환마디', en: 'repeating block' },
      meaning: { ko: '순환소수에서 되풀이되는 한 부분', en: 'the group of digits that repeats in a repeating decimal' },
    },
    {
      term: { ko: '기약분수', en: 'fraction in lowest terms' },
      meaning: {
        ko: '분모와 분자의 공약수가 \\(1\\)뿐인 분수',
        en: 'a fraction whose numerator and denominator have no common factor other than \\(1\\)',
      },
    },
  ],
});
