// 5학년 1학기 1단원 자연수의 혼합 계산
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '덧셈, 뺄셈, 곱셈, 나눗셈이 섞여 있는 식을 혼합 계산식이라고 합니다. 덧셈과 뺄셈만 있거나 곱셈과 나눗셈만 있는 식은 앞에서부터 차례로 계산합니다.',
      en: 'An expression can mix addition, subtraction, multiplication and division. If it has only addition and subtraction, or only multiplication and division, work from left to right.',
    },
    {
      ko: '덧셈, 뺄셈과 곱셈, 나눗셈이 섞여 있으면 곱셈과 나눗셈을 먼저 계산합니다. 예를 들어 \\(20-12\\div 4\\times 2=20-6=14\\)입니다. 괄호가 있으면 괄호 안을 가장 먼저 계산합니다. \\((20-12)\\div 4\\times 2=4\\)이므로 괄호의 위치에 따라 결과가 달라집니다.',
      en: 'When the operations are mixed, multiply and divide before you add and subtract: \\(20-12\\div 4\\times 2=20-6=14\\). Parentheses come first of all. Since \\((20-12)\\div 4\\times 2=4\\), moving the parentheses can change the answer. This agreed order is called the order of operations.',
    },
    {
      ko: '문장으로 된 문제는 상황에 맞게 하나의 식으로 나타낸 다음 계산 순서에 따라 계산합니다. 먼저 해야 하는 계산이 덧셈이나 뺄셈이면 괄호로 묶어 줍니다.',
      en: 'For a word problem, write one expression that matches the story, then follow the order of operations. If the story needs an addition or subtraction done first, put it in parentheses.',
    },
  ],
  keyPoints: [
    { ko: '괄호 안을 가장 먼저 계산합니다.', en: 'Work inside parentheses first.' },
    {
      ko: '곱셈과 나눗셈은 덧셈과 뺄셈보다 먼저 계산합니다.',
      en: 'Multiply and divide before you add and subtract.',
    },
    {
      ko: '같은 단계의 계산은 앞에서부터 차례로 합니다.',
      en: 'Operations of the same kind go from left to right.',
    },
    {
      ko: '\\(36\\div(3\\times 4)=3\\)이지만 \\(36\\div 3\\times 4=48\\)입니다.',
      en: '\\(36\\div(3\\times 4)=3\\), but \\(36\\div 3\\times 4=48\\).',
    },
  ],
  terms: [
    {
      term: { ko: '혼합 계산', en: 'mixed operations' },
      meaning: {
        ko: '여러 가지 연산이 섞여 있는 식의 계산',
        en: 'working out an expression that uses more than one operation',
      },
    },
    {
      term: { ko: '괄호', en: 'parentheses' },
      meaning: {
        ko: '먼저 계산할 부분을 묶는 기호 \\((\\;)\\)',
        en: 'the marks \\((\\;)\\) around the part to work out first',
      },
    },
    {
      term: { ko: '계산 순서', en: 'order of operations' },
      meaning: { ko: '혼합 계산식에서 계산하기로 약속한 차례', en: 'the agreed order for working out an expression' },
    },
  ],
});
