// SAT 고급 수학: 동치인 식
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '두 식이 모든 \\(x\\)의 값에 대하여 같은 값을 가지면 동치인 식(equivalent expressions)이라고 합니다. SAT에서는 주어진 식과 동치인 식을 선택지에서 고르는 문제가 많습니다. 괄호를 분배법칙으로 전개하고 동류항을 정리하면 됩니다. 예를 들어 \\(3(2x+1)-(x-4)=6x+3-x+4=5x+7\\)입니다. 괄호 앞의 빼기 기호는 괄호 안의 모든 항의 부호를 바꾼다는 점이 가장 흔한 함정입니다.',
      en: 'Two expressions are equivalent if they have the same value for every value of \\(x\\). Many SAT questions ask which choice is equivalent to a given expression. Expand with the distributive property and combine like terms: \\(3(2x+1)-(x-4)=6x+3-x+4=5x+7\\). The most common trap is a minus sign in front of parentheses, which changes the sign of every term inside.',
    },
    {
      ko: '두 일차식의 곱은 FOIL 순서(앞끼리, 바깥끼리, 안쪽끼리, 뒤끼리)로 전개합니다. \\((ax+b)(cx+d)=acx^2+(ad+bc)x+bd\\)이므로 \\(x\\)의 계수만 묻는다면 \\(ad+bc\\)만 계산하면 됩니다. 예를 들어 \\((2x+3)(x-5)\\)에서 \\(x\\)의 계수는 \\(2\\times(-5)+3\\times 1=-7\\)입니다.',
      en: 'Multiply two binomials with FOIL: first, outer, inner, last. Since \\((ax+b)(cx+d)=acx^2+(ad+bc)x+bd\\), if you only need the \\(x\\)-coefficient, compute \\(ad+bc\\). In \\((2x+3)(x-5)\\), the coefficient of \\(x\\) is \\(2\\times(-5)+3\\times 1=-7\\).',
    },
    {
      ko: '지수법칙도 자주 나옵니다. \\(x^a\\times x^b=x^{a+b}\\), \\(x^a\\div x^b=x^{a-b}\\), \\((x^a)^b=x^{ab}\\)입니다. 예를 들어 \\(\\left(\\frac{x^5\\times x^3}{x^2}\\right)^2=(x^6)^2=x^{12}\\)입니다. 식이 복잡하면 데스모스에서 두 식의 그래프를 그려 완전히 겹치는지 확인하는 방법도 있습니다.',
      en: 'Exponent rules show up here too: \\(x^a\\times x^b=x^{a+b}\\), \\(x^a\\div x^b=x^{a-b}\\), and \\((x^a)^b=x^{ab}\\). For example, \\(\\left(\\frac{x^5\\times x^3}{x^2}\\right)^2=(x^6)^2=x^{12}\\). When the algebra gets messy, you can graph both expressions in Desmos: equivalent expressions give exactly the same graph.',
    },
  ],
  keyPoints: [
    {
      ko: '괄호 앞의 \\(-\\)는 괄호 안 모든 항의 부호를 바꿉니다.',
      en: 'A minus sign before parentheses flips the sign of every term inside.',
    },
    {
      ko: '\\((ax+b)(cx+d)\\)의 \\(x\\)의 계수는 \\(ad+bc\\)입니다.',
      en: 'The \\(x\\)-coefficient of \\((ax+b)(cx+d)\\) is \\(ad+bc\\).',
    },
    {
      ko: '곱하면 지수를 더하고, 나누면 빼고, 거듭제곱하면 곱합니다.',
      en: 'Multiply powers: add exponents. Divide: subtract. Power of a power: multiply.',
    },
    {
      ko: '\\((x+3)^2\\)은 \\(x^2+9\\)가 아니라 \\(x^2+6x+9\\)입니다.',
      en: '\\((x+3)^2\\) is \\(x^2+6x+9\\), not \\(x^2+9\\).',
    },
  ],
  terms: [
    {
      term: { ko: '동치인 식 (equivalent expressions)', en: 'equivalent expressions' },
      meaning: {
        ko: '모든 \\(x\\)의 값에 대하여 값이 같은 두 식',
        en: 'expressions that are equal for every value of the variable',
      },
    },
    {
      term: { ko: '동류항 (like terms)', en: 'like terms' },
      meaning: {
        ko: '문자와 차수가 같은 항',
        en: 'terms with the same variable raised to the same power',
      },
    },
    {
      term: { ko: 'FOIL 전개', en: 'FOIL' },
      meaning: {
        ko: '두 일차식의 곱을 앞, 바깥, 안쪽, 뒤 항의 순서로 곱하여 전개하는 방법',
        en: 'first, outer, inner, last: a way to multiply two binomials',
      },
    },
  ],
});
