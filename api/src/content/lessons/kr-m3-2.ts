// 중학교 3학년 2단원 다항식의 곱셈과 인수분해
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '다항식의 곱셈은 분배법칙을 이용하여 전개한 뒤 동류항끼리 정리합니다. 예를 들어 \\((a+b)(c+d)=ac+ad+bc+bd\\)입니다. 자주 쓰는 곱셈 공식은 \\((a+b)^2=a^2+2ab+b^2\\), \\((a-b)^2=a^2-2ab+b^2\\), \\((a+b)(a-b)=a^2-b^2\\), \\((x+a)(x+b)=x^2+(a+b)x+ab\\), \\((ax+b)(cx+d)=acx^2+(ad+bc)x+bd\\)입니다.',
      en: 'To multiply polynomials, use the distributive property to expand, then combine like terms: \\((a+b)(c+d)=ac+ad+bc+bd\\). Special products worth knowing are \\((a+b)^2=a^2+2ab+b^2\\), \\((a-b)^2=a^2-2ab+b^2\\), \\((a+b)(a-b)=a^2-b^2\\), \\((x+a)(x+b)=x^2+(a+b)x+ab\\), and \\((ax+b)(cx+d)=acx^2+(ad+bc)x+bd\\).',
    },
    {
      ko: '곱셈 공식을 변형하면 식의 값을 쉽게 구할 수 있습니다. \\(a^2+b^2=(a+b)^2-2ab\\)이므로 \\(a+b=5\\), \\(ab=6\\)이면 \\(a^2+b^2=25-12=13\\)입니다. 또 \\(102^2=(100+2)^2\\)처럼 수의 계산에도 이용합니다.',
      en: 'Rearranged, these formulas let you find values without solving for each variable. Since \\(a^2+b^2=(a+b)^2-2ab\\), if \\(a+b=5\\) and \\(ab=6\\), then \\(a^2+b^2=25-12=13\\). They also speed up arithmetic: \\(102^2=(100+2)^2=10404\\).',
    },
    {
      ko: '하나의 다항식을 두 개 이상의 다항식의 곱으로 나타내는 것을 인수분해라고 합니다. 인수분해는 전개의 반대 과정입니다. 먼저 공통인수를 묶어 내고, 곱셈 공식을 거꾸로 이용합니다. \\(x^2+(a+b)x+ab=(x+a)(x+b)\\)에서는 곱이 상수항, 합이 \\(x\\)의 계수가 되는 두 수를 찾습니다. 예를 들어 \\(x^2-x-6=(x+2)(x-3)\\)입니다.',
      en: 'Factoring writes a polynomial as a product of polynomials; it is expanding in reverse. First pull out any common factor, then use the special products backward. To factor \\(x^2+bx+c\\), look for two numbers whose product is \\(c\\) and whose sum is \\(b\\). For example, \\(x^2-x-6=(x+2)(x-3)\\), because \\(2\\times(-3)=-6\\) and \\(2+(-3)=-1\\).',
    },
  ],
  keyPoints: [
    {
      ko: '\\((a+b)^2\\)은 \\(a^2+b^2\\)이 아니라 \\(a^2+2ab+b^2\\)입니다.',
      en: '\\((a+b)^2\\) is \\(a^2+2ab+b^2\\), not \\(a^2+b^2\\).',
    },
    {
      ko: '\\((a+b)(a-b)=a^2-b^2\\), 거꾸로 \\(a^2-b^2=(a+b)(a-b)\\)입니다.',
      en: '\\((a+b)(a-b)=a^2-b^2\\), and a difference of squares factors the same way.',
    },
    {
      ko: '\\(x^2+bx+c\\)는 곱이 \\(c\\), 합이 \\(b\\)인 두 수를 찾아 인수분해합니다.',
      en: 'For \\(x^2+bx+c\\), find two numbers with product \\(c\\) and sum \\(b\\).',
    },
    {
      ko: '인수분해할 때는 공통인수부터 묶어 냅니다.',
      en: 'Always take out the greatest common factor first.',
    },
    {
      ko: '식의 값을 구할 때는 \\(a^2+b^2=(a+b)^2-2ab\\)처럼 곱셈 공식을 변형하여 씁니다.',
      en: 'To find a value from a sum and a product, use \\(a^2+b^2=(a+b)^2-2ab\\).',
    },
  ],
  terms: [
    {
      term: { ko: '전개', en: 'expanding' },
      meaning: {
        ko: '다항식의 곱을 분배법칙을 이용하여 하나의 다항식으로 나타내는 것',
        en: 'multiplying out a product of polynomials into a single polynomial',
      },
    },
    {
      term: { ko: '인수', en: 'factor' },
      meaning: {
        ko: '하나의 다항식을 여러 다항식의 곱으로 나타낼 때 곱해진 각각의 식',
        en: 'each polynomial in a product that equals the given polynomial',
      },
    },
    {
      term: { ko: '인수분해', en: 'factoring' },
      meaning: {
        ko: '하나의 다항식을 두 개 이상의 인수의 곱으로 나타내는 것',
        en: 'writing a polynomial as a product of two or more factors',
      },
    },
    {
      term: { ko: '완전제곱식', en: 'perfect square trinomial' },
      meaning: {
        ko: '\\((a+b)^2\\)처럼 다항식의 제곱으로 된 식 또는 이것에 상수를 곱한 식',
        en: 'a polynomial that is the square of a binomial, such as \\(x^2+6x+9=(x+3)^2\\)',
      },
    },
  ],
});
