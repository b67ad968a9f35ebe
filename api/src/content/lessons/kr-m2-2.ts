// 중학교 2학년 2단원 식의 계산
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '지수법칙은 거듭제곱을 간단히 계산하는 규칙입니다. \\(m\\), \\(n\\)이 자연수일 때 \\(a^m\\times a^n=a^{m+n}\\), \\((a^m)^n=a^{mn}\\), \\((ab)^n=a^nb^n\\)입니다. 나눗셈에서는 \\(m>n\\)이면 \\(a^m\\div a^n=a^{m-n}\\), \\(m=n\\)이면 \\(1\\), \\(m<n\\)이면 \\(\\frac{1}{a^{n-m}}\\)입니다.',
      en: 'The laws of exponents make powers quick to work with. For whole-number exponents, \\(a^m\\times a^n=a^{m+n}\\), \\((a^m)^n=a^{mn}\\), and \\((ab)^n=a^nb^n\\). When you divide, \\(a^m\\div a^n=a^{m-n}\\) if \\(m>n\\), the quotient is \\(1\\) if \\(m=n\\), and it is \\(\\frac{1}{a^{n-m}}\\) if \\(m<n\\).',
    },
    {
      ko: '단항식의 곱셈은 계수끼리, 문자끼리 곱하고, 같은 문자의 곱은 지수법칙으로 정리합니다. 단항식의 나눗셈은 나누는 식의 역수를 곱하거나 분수 꼴로 고쳐 계산합니다. 예를 들어 \\(6x^3y\\div 2x=\\frac{6x^3y}{2x}=3x^2y\\)입니다.',
      en: 'To multiply monomials, multiply the coefficients, then multiply the variables using the laws of exponents. To divide, multiply by the reciprocal or write the quotient as a fraction and simplify: \\(6x^3y\\div 2x=\\frac{6x^3y}{2x}=3x^2y\\).',
    },
    {
      ko: '다항식의 덧셈과 뺄셈은 괄호를 풀고 동류항끼리 모아서 계산합니다. 빼는 식의 괄호 앞에 \\(-\\)가 있으면 괄호 안의 모든 항의 부호를 바꾸어야 합니다. 다항식을 단항식으로 나눌 때는 다항식의 각 항을 단항식으로 나눕니다. 예를 들어 \\((4x^2-6x)\\div 2x=2x-3\\)입니다.',
      en: 'To add or subtract polynomials, remove the parentheses and combine like terms. When a minus sign stands in front of parentheses, change the sign of every term inside. To divide a polynomial by a monomial, divide each term by the monomial: \\((4x^2-6x)\\div 2x=2x-3\\).',
    },
  ],
  keyPoints: [
    {
      ko: '밑이 같은 거듭제곱끼리 곱할 때는 지수끼리 더하고(\\(a^m\\times a^n=a^{m+n}\\)), 거듭제곱의 거듭제곱은 지수끼리 곱합니다(\\((a^m)^n=a^{mn}\\)).',
      en: 'Multiplying powers of the same base adds exponents, \\(a^m\\times a^n=a^{m+n}\\); a power of a power multiplies them, \\((a^m)^n=a^{mn}\\).',
    },
    {
      ko: '\\(a^2\\times a^3\\)은 \\(a^6\\)이 아니라 \\(a^5\\)입니다.',
      en: 'Watch out: \\(a^2\\times a^3\\) is \\(a^5\\), not \\(a^6\\).',
    },
    {
      ko: '괄호 앞의 \\(-\\)는 괄호 안의 모든 항의 부호를 바꿉니다: \\(-(2x-3y)=-2x+3y\\).',
      en: 'A minus sign in front of parentheses changes every sign inside: \\(-(2x-3y)=-2x+3y\\).',
    },
    { ko: '동류항끼리만 더하거나 뺄 수 있습니다.', en: 'You can only add or subtract like terms.' },
    {
      ko: '다항식을 단항식으로 나눌 때는 각 항을 모두 나눕니다.',
      en: 'When dividing a polynomial by a monomial, divide every term, not just the first.',
    },
  ],
  terms: [
    {
      term: { ko: '지수법칙', en: 'laws of exponents' },
      meaning: {
        ko: '거듭제곱의 곱셈, 나눗셈, 거듭제곱을 계산하는 규칙',
        en: 'the rules for multiplying, dividing, and raising powers',
      },
    },
    {
      term: { ko: '단항식', en: 'monomial' },
      meaning: {
        ko: '수나 문자의 곱으로만 이루어진 식',
        en: 'a number, a variable, or a product of them, such as \\(3x^2y\\)',
      },
    },
    {
      term: { ko: '동류항', en: 'like terms' },
      meaning: {
        ko: '문자와 차수가 각각 같은 항',
        en: 'terms with the same variables raised to the same powers',
      },
    },
    {
      term: { ko: '이차식', en: 'quadratic expression' },
      meaning: {
        ko: '차수가 가장 큰 항의 차수가 \\(2\\)인 다항식',
        en: 'a polynomial whose highest degree is \\(2\\)',
      },
    },
  ],
});
