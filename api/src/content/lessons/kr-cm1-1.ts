// 공통수학1 1단원 다항식
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '다항식은 보통 한 문자에 대하여 차수가 높은 항부터 차례로 나타내는 내림차순으로 정리합니다. 다항식의 덧셈과 뺄셈은 동류항끼리 모아서 계산하고, 곱셈은 분배법칙을 이용하여 전개합니다. 곱셈 공식 \\((a+b)^3=a^3+3a^2b+3ab^2+b^3\\), \\((a+b)(a^2-ab+b^2)=a^3+b^3\\), \\((a+b+c)^2=a^2+b^2+c^2+2ab+2bc+2ca\\) 등을 이용하면 전개가 빨라집니다.',
      en: 'We usually write a polynomial in descending order, from the highest power of the variable down to the constant. To add or subtract polynomials, combine like terms; to multiply, expand with the distributive property. Special products such as \\((a+b)^3=a^3+3a^2b+3ab^2+b^3\\), \\((a+b)(a^2-ab+b^2)=a^3+b^3\\), and \\((a+b+c)^2=a^2+b^2+c^2+2ab+2bc+2ca\\) make expanding faster.',
    },
    {
      ko: '다항식 \\(A\\)를 다항식 \\(B\\)로 나누었을 때의 몫을 \\(Q\\), 나머지를 \\(R\\)이라 하면 \\(A=BQ+R\\)이고, \\(R\\)의 차수는 \\(B\\)의 차수보다 낮습니다. 문자에 어떤 값을 대입해도 항상 성립하는 등식을 항등식이라 하며, 항등식에서는 양변의 같은 차수의 항의 계수가 각각 같습니다.',
      en: 'When you divide a polynomial \\(A\\) by a polynomial \\(B\\), you get a quotient \\(Q\\) and a remainder \\(R\\) with \\(A=BQ+R\\), where the degree of \\(R\\) is less than the degree of \\(B\\). An equation that is true for every value of the variable is an identity; in an identity, the coefficients of like terms on the two sides are equal.',
    },
    {
      ko: '다항식 \\(P(x)\\)를 일차식 \\(x-a\\)로 나누었을 때의 나머지는 \\(P(a)\\)입니다. 이것을 나머지정리라고 합니다. 특히 \\(P(a)=0\\)이면 \\(P(x)\\)는 \\(x-a\\)로 나누어떨어지며, 이것을 인수정리라고 합니다. 몫과 나머지는 조립제법으로 간단히 구할 수 있습니다.',
      en: 'The Remainder Theorem says that when \\(P(x)\\) is divided by \\(x-a\\), the remainder is \\(P(a)\\). In particular, if \\(P(a)=0\\), then \\(x-a\\) is a factor of \\(P(x)\\); this is the Factor Theorem. Synthetic division gives the quotient and remainder quickly.',
    },
    {
      ko: '삼차 이상의 다항식은 인수정리를 이용하여 인수분해합니다. 상수항의 약수에 \\(\\pm\\)를 붙인 수(최고차항의 계수가 \\(1\\)이 아니면 이를 최고차항의 계수의 약수로 나눈 수) 중에서 \\(P(a)=0\\)이 되는 \\(a\\)를 찾고, 조립제법으로 \\(P(x)=(x-a)Q(x)\\)로 나타낸 뒤 \\(Q(x)\\)를 다시 인수분해합니다. 예를 들어 \\(x^3-6x^2+11x-6=(x-1)(x-2)(x-3)\\)입니다.',
      en: 'To factor a cubic, use the Factor Theorem. Try the divisors of the constant term, positive and negative (divided by divisors of the leading coefficient if it is not \\(1\\)), until \\(P(a)=0\\), divide by \\(x-a\\) with synthetic division to get \\(P(x)=(x-a)Q(x)\\), and then factor the quadratic \\(Q(x)\\). For example, \\(x^3-6x^2+11x-6=(x-1)(x-2)(x-3)\\).',
    },
  ],
  keyPoints: [
    {
      ko: '\\(A=BQ+R\\)에서 나머지 \\(R\\)의 차수는 나누는 식 \\(B\\)의 차수보다 낮습니다.',
      en: 'In \\(A=BQ+R\\), the remainder has lower degree than the divisor.',
    },
    {
      ko: '나머지정리: \\(P(x)\\)를 \\(x-a\\)로 나눈 나머지는 \\(P(a)\\)입니다.',
      en: 'Remainder Theorem: dividing \\(P(x)\\) by \\(x-a\\) leaves the remainder \\(P(a)\\).',
    },
    {
      ko: '\\(P(x)\\)를 \\(ax+b\\)로 나눈 나머지는 \\(P\\left(-\\frac{b}{a}\\right)\\)입니다.',
      en: 'Dividing by \\(ax+b\\) leaves the remainder \\(P\\left(-\\frac{b}{a}\\right)\\).',
    },
    {
      ko: '인수정리: \\(P(a)=0\\)이면 \\(x-a\\)는 \\(P(x)\\)의 인수입니다.',
      en: 'Factor Theorem: if \\(P(a)=0\\), then \\(x-a\\) is a factor of \\(P(x)\\).',
    },
    {
      ko: '\\(a^3+b^3=(a+b)(a^2-ab+b^2)\\), \\(a^3-b^3=(a-b)(a^2+ab+b^2)\\)입니다.',
      en: 'Sum and difference of cubes: \\(a^3+b^3=(a+b)(a^2-ab+b^2)\\) and \\(a^3-b^3=(a-b)(a^2+ab+b^2)\\).',
    },
  ],
  terms: [
    {
      term: { ko: '내림차순', en: 'descending order' },
      meaning: {
        ko: '다항식을 한 문자에 대하여 차수가 높은 항부터 낮은 항의 순서로 나타내는 것',
        en: 'writing terms from the highest power of the variable to the lowest',
      },
    },
    {
      term: { ko: '항등식', en: 'identity' },
      meaning: {
        ko: '문자에 어떤 값을 대입해도 항상 성립하는 등식',
        en: 'an equation that is true for every value of the variable',
      },
    },
    {
      term: { ko: '나머지정리', en: 'Remainder Theorem' },
      meaning: {
        ko: '다항식 \\(P(x)\\)를 \\(x-a\\)로 나눈 나머지는 \\(P(a)\\)라는 정리',
        en: 'the remainder of \\(P(x)\\) divided by \\(x-a\\) is \\(P(a)\\)',
      },
    },
    {
      term: { ko: '인수정리', en: 'Factor Theorem' },
      meaning: {
        ko: '\\(P(a)=0\\)이면 \\(P(x)\\)가 \\(x-a\\)로 나누어떨어진다는 정리',
        en: '\\(x-a\\) is a factor of \\(P(x)\\) exactly when \\(P(a)=0\\)',
      },
    },
    {
      term: { ko: '조립제법', en: 'synthetic division' },
      meaning: {
        ko: '다항식을 일차식으로 나눌 때 계수만으로 몫과 나머지를 구하는 방법',
        en: 'a shortcut for dividing by \\(x-a\\) using only the coefficients',
      },
    },
  ],
});
