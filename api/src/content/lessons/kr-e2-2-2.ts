// 2학년 2학기 2단원 곱셈구구
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '곱셈구구는 \\(1\\)단부터 \\(9\\)단까지 두 수의 곱을 외우기 쉽게 정리한 것입니다. \\(\\square\\)단에서는 곱하는 수가 \\(1\\) 커질 때마다 곱이 \\(\\square\\)씩 커집니다. \\(3\\)단은 \\(3, 6, 9, 12, \\ldots\\)로 \\(3\\)씩 커집니다.',
      en: 'The times tables list the products from the \\(1\\)s to the \\(9\\)s so you can learn them by heart. In each table, the product grows by the same number every step: the \\(3\\)s go \\(3, 6, 9, 12, \\ldots\\), growing by \\(3\\).',
    },
    {
      ko: '\\(5\\)단의 곱은 일의 자리 숫자가 \\(5\\)와 \\(0\\)으로 반복되고, \\(2\\)단과 \\(4\\)단의 곱은 모두 짝수입니다. \\(6 \\times 4\\)는 \\(6 \\times 3\\)보다 \\(6\\)만큼 더 크므로, 모르는 곱은 아는 곱에 더해서 구할 수도 있습니다.',
      en: 'Products in the \\(5\\)s end in \\(5\\) or \\(0\\), and every product in the \\(2\\)s and \\(4\\)s is even. \\(6 \\times 4\\) is \\(6\\) more than \\(6 \\times 3\\), so you can build a fact you do not know from one you do.',
    },
    {
      ko: '\\(1\\)과 어떤 수의 곱은 항상 어떤 수입니다. \\(0\\)과 어떤 수의 곱, 어떤 수와 \\(0\\)의 곱은 항상 \\(0\\)입니다. 두 수의 순서를 바꾸어 곱해도 곱은 같습니다. \\(3 \\times 7 = 7 \\times 3 = 21\\)입니다.',
      en: 'Any number times \\(1\\) is that number. Any number times \\(0\\), or \\(0\\) times any number, is \\(0\\). Switching the two numbers does not change the product: \\(3 \\times 7 = 7 \\times 3 = 21\\).',
    },
    {
      ko: '곱셈구구를 이용하면 모르는 수도 구할 수 있습니다. \\(8 \\times \\square = 56\\)이면 \\(8\\)단에서 곱이 \\(56\\)인 것을 찾아 \\(\\square = 7\\)입니다.',
      en: 'The times tables also help you find a missing number. If \\(8 \\times \\square = 56\\), look through the \\(8\\)s for \\(56\\): \\(\\square = 7\\).',
    },
  ],
  keyPoints: [
    {
      ko: '\\(\\square\\)단의 곱은 \\(\\square\\)씩 커집니다.',
      en: 'Each table grows by its own number: the \\(7\\)s grow by \\(7\\).',
    },
    {
      ko: '\\(1 \\times 9 = 9\\)처럼 \\(1\\)과 어떤 수의 곱은 어떤 수입니다.',
      en: '\\(1 \\times 9 = 9\\): times \\(1\\) leaves a number the same.',
    },
    {
      ko: '\\(0 \\times 6 = 0\\), \\(6 \\times 0 = 0\\)입니다.',
      en: '\\(0 \\times 6 = 0\\) and \\(6 \\times 0 = 0\\).',
    },
    {
      ko: '곱하는 두 수의 순서를 바꾸어도 곱은 같습니다.',
      en: 'You can multiply in either order and get the same product.',
    },
  ],
  terms: [
    {
      term: { ko: '곱셈구구', en: 'times tables (multiplication facts)' },
      meaning: {
        ko: '\\(1\\)단부터 \\(9\\)단까지 두 수의 곱을 정리한 것',
        en: 'the products of the numbers \\(1\\) to \\(9\\), learned by heart',
      },
    },
    {
      term: { ko: '곱셈표', en: 'multiplication chart' },
      meaning: {
        ko: '가로줄과 세로줄의 수를 곱한 값을 칸에 써 넣은 표',
        en: 'a chart where each box holds the product of its row and column numbers',
      },
    },
  ],
});
