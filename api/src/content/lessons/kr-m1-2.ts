// 중학교 1학년 2단원 정수와 유리수
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '\\(0\\)보다 큰 수를 양수, \\(0\\)보다 작은 수를 음수라 하고, 각각 부호 \\(+\\), \\(-\\)를 붙여 나타냅니다. 양의 정수, \\(0\\), 음의 정수를 통틀어 정수라 하고, 분모와 분자가 정수이고 분모가 \\(0\\)이 아닌 분수로 나타낼 수 있는 수를 유리수라고 합니다. 정수는 모두 유리수입니다.',
      en: 'Numbers greater than \\(0\\) are positive and numbers less than \\(0\\) are negative; we mark them with the signs \\(+\\) and \\(-\\). The positive integers, \\(0\\), and the negative integers together are the integers. A rational number is any number that can be written as a fraction of two integers with a nonzero denominator, so every integer is rational.',
    },
    {
      ko: '수직선 위에서 원점과 어떤 수를 나타내는 점 사이의 거리를 그 수의 절댓값이라 하고, 기호 \\(|\\;|\\)를 사용하여 나타냅니다. \\(|-3|=|+3|=3\\)입니다. 수직선에서 오른쪽에 있는 수가 더 크므로, 음수끼리는 절댓값이 큰 수가 더 작습니다.',
      en: 'The absolute value of a number is its distance from \\(0\\) on the number line, written with bars: \\(|-3|=|+3|=3\\). Numbers increase from left to right on the number line, so among negative numbers, the one with the larger absolute value is smaller: \\(-5<-2\\).',
    },
    {
      ko: '부호가 같은 두 수의 합은 절댓값의 합에 공통인 부호를 붙이고, 부호가 다른 두 수의 합은 절댓값의 차에 절댓값이 큰 수의 부호를 붙입니다. 뺄셈은 빼는 수의 부호를 바꾸어 덧셈으로 고쳐 계산합니다. \\((-3)-(-7)=(-3)+(+7)=4\\)입니다.',
      en: 'To add two numbers with the same sign, add their absolute values and keep the sign. With different signs, subtract the absolute values and take the sign of the one with the larger absolute value. To subtract, add the opposite: \\((-3)-(-7)=(-3)+(+7)=4\\).',
    },
    {
      ko: '두 수의 곱셈과 나눗셈은 절댓값의 곱이나 몫에, 두 수의 부호가 같으면 \\(+\\), 다르면 \\(-\\)를 붙입니다. 여러 수를 곱할 때 음수가 짝수 개이면 \\(+\\), 홀수 개이면 \\(-\\)입니다. 혼합 계산은 괄호 안, 거듭제곱, 곱셈과 나눗셈, 덧셈과 뺄셈의 순서로 합니다.',
      en: 'When you multiply or divide two numbers, the result is positive if the signs are the same and negative if they are different. A product with an even number of negative factors is positive; with an odd number, it is negative. In mixed calculations, work inside parentheses first, then powers, then multiplication and division, then addition and subtraction.',
    },
  ],
  keyPoints: [
    {
      ko: '음수끼리는 절댓값이 큰 수가 더 작습니다.',
      en: 'Among negative numbers, a larger absolute value means a smaller number.',
    },
    {
      ko: '빼기는 빼는 수의 부호를 바꾸어 더하기로 계산합니다.',
      en: 'Subtracting a number is the same as adding its opposite.',
    },
    {
      ko: '\\((-2)\\times(-3)=6\\), \\((-2)\\times 3=-6\\)입니다.',
      en: '\\((-2)\\times(-3)=6\\) and \\((-2)\\times 3=-6\\).',
    },
    {
      ko: '\\((-2)^2=4\\)이지만 \\(-2^2=-4\\)입니다.',
      en: '\\((-2)^2=4\\), but \\(-2^2=-4\\).',
    },
    {
      ko: '\\(-2.5\\)와 \\(3\\) 사이에 있는 정수는 \\(-2, -1, 0, 1, 2\\)입니다.',
      en: 'The integers between \\(-2.5\\) and \\(3\\) are \\(-2, -1, 0, 1, 2\\).',
    },
  ],
  terms: [
    {
      term: { ko: '정수', en: 'integer' },
      meaning: {
        ko: '양의 정수, \\(0\\), 음의 정수를 통틀어 이르는 말',
        en: 'a whole number, its opposite, or \\(0\\)',
      },
    },
    {
      term: { ko: '유리수', en: 'rational number' },
      meaning: {
        ko: '분자, 분모가 정수이고 분모가 \\(0\\)이 아닌 분수로 나타낼 수 있는 수',
        en: 'a number that can be written as a fraction of integers with a nonzero denominator',
      },
    },
    {
      term: { ko: '절댓값', en: 'absolute value' },
      meaning: {
        ko: '수직선에서 원점과 그 수를 나타내는 점 사이의 거리',
        en: 'the distance of a number from \\(0\\) on the number line',
      },
    },
    {
      term: { ko: '수직선', en: 'number line' },
      meaning: {
        ko: '직선 위에 기준점 \\(0\\)을 정하고 수를 대응시킨 것',
        en: 'a line with \\(0\\) marked on it, where each point stands for a number',
      },
    },
  ],
});
