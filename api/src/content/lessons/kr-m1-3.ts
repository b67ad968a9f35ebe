// 중학교 1학년 3단원 문자와 식
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '문자를 사용한 식에서는 곱셈 기호 \\(\\times\\)를 생략하여 \\(3\\times a=3a\\), \\(a\\times b=ab\\)처럼 씁니다. 수와 문자의 곱에서는 수를 문자 앞에 쓰고, 나눗셈은 분수 꼴로 나타냅니다. 문자에 어떤 수를 바꾸어 넣는 것을 대입이라 하고, 대입하여 계산한 결과를 식의 값이라고 합니다.',
      en: 'In algebra we leave out the multiplication sign: \\(3\\times a\\) is written \\(3a\\), and \\(a\\times b\\) is \\(ab\\). The number goes in front of the letter, and a division is written as a fraction. Putting a number in place of a letter is called substitution, and the result is the value of the expression. If \\(x=-2\\), then \\(3x+5=3\\times(-2)+5=-1\\).',
    },
    {
      ko: '식 \\(2x-3\\)에서 \\(2x\\), \\(-3\\)처럼 수 또는 문자의 곱으로 이루어진 식을 항이라 하고, \\(-3\\)처럼 수만으로 이루어진 항을 상수항이라고 합니다. \\(2x\\)에서 \\(2\\)를 \\(x\\)의 계수라고 합니다. 차수가 \\(1\\)인 다항식을 일차식이라고 합니다. 문자와 차수가 같은 항을 동류항이라 하며, 동류항끼리만 모아서 간단히 할 수 있습니다.',
      en: 'In \\(2x-3\\), the parts \\(2x\\) and \\(-3\\) are terms, and \\(-3\\), a term with no variable, is the constant term. The number \\(2\\) in \\(2x\\) is the coefficient of \\(x\\). An expression of degree \\(1\\), like \\(2x-3\\), is a linear expression. Like terms have the same variables raised to the same powers, and only like terms can be combined: \\(2(3x-1)-(x+4)=6x-2-x-4=5x-6\\).',
    },
    {
      ko: '등호를 사용하여 두 수나 식이 같음을 나타낸 식을 등식이라고 합니다. \\(x\\)의 값에 따라 참이 되기도 하고 거짓이 되기도 하는 등식을 \\(x\\)에 대한 방정식이라 하고, 방정식을 참이 되게 하는 \\(x\\)의 값을 해 또는 근이라고 합니다. \\(x\\)에 어떤 값을 대입해도 항상 참인 등식은 항등식입니다.',
      en: 'An equation states that two expressions are equal. An equation in \\(x\\) may be true for some values of \\(x\\) and false for others; a value that makes it true is a solution. An equation that is true for every value of \\(x\\), like \\(2(x+1)=2x+2\\), is an identity.',
    },
    {
      ko: '등식의 양변에 같은 수를 더하거나 빼거나 곱하거나 \\(0\\)이 아닌 같은 수로 나누어도 등식은 성립합니다. 이 성질에 따라 한 변의 항을 부호를 바꾸어 다른 변으로 옮길 수 있으며, 이를 이항이라고 합니다. 일차방정식은 이항하여 \\(ax=b\\)(\\(a\\ne 0\\)) 꼴로 정리한 다음 양변을 \\(a\\)로 나누어 풉니다. \\(3x-5=x+7\\)이면 \\(2x=12\\)이므로 \\(x=6\\)입니다.',
      en: 'An equation stays true when you add, subtract, or multiply both sides by the same number, or divide both sides by the same nonzero number. So a term can move to the other side if you change its sign. To solve a linear equation, collect the \\(x\\)-terms on one side to get \\(ax=b\\) with \\(a\\ne 0\\), then divide by \\(a\\). From \\(3x-5=x+7\\) we get \\(2x=12\\), so \\(x=6\\).',
    },
  ],
  keyPoints: [
    {
      ko: '음수를 대입할 때는 반드시 괄호를 씁니다.',
      en: 'Put parentheses around a negative number when you substitute it.',
    },
    {
      ko: '동류항끼리만 더하거나 뺄 수 있습니다: \\(3x+2x=5x\\)',
      en: 'Only like terms combine: \\(3x+2x=5x\\).',
    },
    {
      ko: '괄호 앞의 \\(-\\)를 풀 때는 괄호 안 모든 항의 부호를 바꿉니다.',
      en: 'A minus sign in front of parentheses changes the sign of every term inside.',
    },
    {
      ko: '이항하면 항의 부호가 바뀝니다.',
      en: 'A term that moves to the other side changes its sign.',
    },
    {
      ko: '구한 해를 처음 방정식에 대입하여 확인합니다.',
      en: 'Check a solution by substituting it into the original equation.',
    },
  ],
  terms: [
    {
      term: { ko: '계수', en: 'coefficient' },
      meaning: { ko: '수와 문자의 곱에서 문자 앞의 수', en: 'the number multiplying a variable in a term' },
    },
    {
      term: { ko: '동류항', en: 'like terms' },
      meaning: { ko: '문자와 차수가 각각 같은 항', en: 'terms with the same variables raised to the same powers' },
    },
    {
      term: { ko: '일차식', en: 'linear expression' },
      meaning: { ko: '차수가 \\(1\\)인 다항식', en: 'an expression whose highest degree is \\(1\\)' },
    },
    {
      term: { ko: '방정식', en: 'equation in x' },
      meaning: {
        ko: '\\(x\\)의 값에 따라 참이 되기도 하고 거짓이 되기도 하는 등식',
        en: 'an equation that is true or false depending on the value of \\(x\\)',
      },
    },
    {
      term: { ko: '이항', en: 'moving a term' },
      meaning: {
        ko: '등식의 한 변에 있는 항을 부호를 바꾸어 다른 변으로 옮기는 것',
        en: 'moving a term to the other side of an equation by changing its sign',
      },
    },
  ],
});
