// 중학교 1학년 1단원 소인수분해
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '\\(1\\)보다 큰 자연수 중에서 \\(1\\)과 자기 자신만을 약수로 가지는 수를 소수라 하고, \\(1\\)보다 큰 자연수 중에서 소수가 아닌 수를 합성수라고 합니다. \\(1\\)은 소수도 아니고 합성수도 아닙니다. 같은 수를 여러 번 곱한 것을 거듭제곱으로 나타내며, \\(2\\times 2\\times 2=2^3\\)에서 \\(2\\)를 밑, \\(3\\)을 지수라고 합니다.',
      en: 'A prime number is a whole number greater than \\(1\\) whose only factors are \\(1\\) and itself. A whole number greater than \\(1\\) that is not prime is composite, and \\(1\\) is neither. Repeated multiplication of the same number is written as a power: in \\(2\\times 2\\times 2=2^3\\), \\(2\\) is the base and \\(3\\) is the exponent.',
    },
    {
      ko: '자연수를 소인수만의 곱으로 나타내는 것을 소인수분해라고 합니다. \\(72\\)를 소인수분해하면 \\(72=2^3\\times 3^2\\)입니다. 소인수분해한 결과는 곱하는 순서를 생각하지 않으면 오직 한 가지뿐입니다. \\(a^m\\times b^n\\)(\\(a\\), \\(b\\)는 서로 다른 소수)의 약수의 개수는 \\((m+1)\\times(n+1)\\)입니다.',
      en: 'Writing a whole number as a product of prime factors is called prime factorization: \\(72=2^3\\times 3^2\\). Apart from the order of the factors, every number has exactly one prime factorization. If \\(N=a^m\\times b^n\\) for different primes \\(a\\) and \\(b\\), then \\(N\\) has \\((m+1)\\times(n+1)\\) factors; \\(72\\) has \\(4\\times 3=12\\).',
    },
    {
      ko: '두 수를 소인수분해하면 최대공약수와 최소공배수를 쉽게 구할 수 있습니다. 최대공약수는 공통인 소인수를 지수가 작은 것으로 택하여 곱하고, 최소공배수는 공통인 소인수는 지수가 큰 것으로, 공통이 아닌 소인수는 모두 택하여 곱합니다. \\(12=2^2\\times 3\\), \\(18=2\\times 3^2\\)의 최대공약수는 \\(2\\times 3=6\\), 최소공배수는 \\(2^2\\times 3^2=36\\)입니다.',
      en: 'Prime factorizations make the GCF and LCM easy. For the GCF, take each common prime with the smaller exponent. For the LCM, take every prime that appears, with the larger exponent. With \\(12=2^2\\times 3\\) and \\(18=2\\times 3^2\\), the GCF is \\(2\\times 3=6\\) and the LCM is \\(2^2\\times 3^2=36\\).',
    },
    {
      ko: '어떤 자연수의 제곱인 수는 소인수분해했을 때 모든 소인수의 지수가 짝수입니다. 따라서 \\(2^3\\times 3\\)에 가장 작은 자연수를 곱하여 어떤 수의 제곱이 되게 하려면 \\(2\\times 3=6\\)을 곱합니다.',
      en: 'A perfect square has only even exponents in its prime factorization. To turn \\(2^3\\times 3\\) into a perfect square with the smallest possible multiplier, multiply by \\(2\\times 3=6\\), giving \\(2^4\\times 3^2=144=12^2\\).',
    },
  ],
  keyPoints: [
    { ko: '\\(1\\)은 소수도 합성수도 아닙니다.', en: '\\(1\\) is neither prime nor composite.' },
    { ko: '\\(2\\)는 짝수인 유일한 소수입니다.', en: '\\(2\\) is the only even prime.' },
    {
      ko: '\\(a^m\\times b^n\\)의 약수의 개수는 \\((m+1)\\times(n+1)\\)입니다.',
      en: '\\(a^m\\times b^n\\) has \\((m+1)\\times(n+1)\\) factors.',
    },
    {
      ko: '최대공약수는 공통인 소인수의 지수가 작은 쪽, 최소공배수는 지수가 큰 쪽을 택합니다.',
      en: 'GCF: common primes, smaller exponents. LCM: all primes, larger exponents.',
    },
    {
      ko: '제곱인 수는 소인수의 지수가 모두 짝수입니다.',
      en: 'A perfect square has only even exponents.',
    },
  ],
  terms: [
    {
      term: { ko: '소수', en: 'prime number' },
      meaning: {
        ko: '\\(1\\)보다 큰 자연수 중 약수가 \\(1\\)과 자기 자신뿐인 수',
        en: 'a whole number greater than \\(1\\) whose only factors are \\(1\\) and itself',
      },
    },
    {
      term: { ko: '합성수', en: 'composite number' },
      meaning: {
        ko: '\\(1\\)보다 큰 자연수 중 소수가 아닌 수',
        en: 'a whole number greater than \\(1\\) that is not prime',
      },
    },
    {
      term: { ko: '거듭제곱', en: 'power' },
      meaning: {
        ko: '같은 수나 문자를 여러 번 곱한 것',
        en: 'a number multiplied by itself several times, like \\(2^3\\)',
      },
    },
    {
      term: { ko: '소인수', en: 'prime factor' },
      meaning: { ko: '어떤 자연수의 약수 중에서 소수인 것', en: 'a factor of a number that is prime' },
    },
    {
      term: { ko: '소인수분해', en: 'prime factorization' },
      meaning: { ko: '자연수를 소인수만의 곱으로 나타내는 것', en: 'writing a number as a product of primes' },
    },
  ],
});
