// 3학년 2학기 1단원 곱셈
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '(세 자리 수)\\(\\times\\)(한 자리 수)는 일의 자리, 십의 자리, 백의 자리 순서로 곱합니다. 각 자리의 곱이 \\(10\\)이거나 \\(10\\)보다 크면 바로 윗자리로 올림합니다. \\(214 \\times 3\\)은 \\(200 \\times 3 + 10 \\times 3 + 4 \\times 3 = 600 + 30 + 12 = 642\\)입니다.',
      en: 'To multiply a three-digit number by a one-digit number, multiply the ones, then the tens, then the hundreds, carrying to the next place whenever a product is \\(10\\) or more. For example, \\(214 \\times 3 = 200 \\times 3 + 10 \\times 3 + 4 \\times 3 = 600 + 30 + 12 = 642\\).',
    },
    {
      ko: '(몇십)\\(\\times\\)(몇십)은 (몇)\\(\\times\\)(몇)을 계산한 다음 \\(0\\)을 두 개 붙입니다. \\(30 \\times 40\\)은 \\(3 \\times 4 = 12\\)에 \\(0\\)을 두 개 붙여 \\(1200\\)입니다. (몇십몇)\\(\\times\\)(몇십)도 (몇십몇)\\(\\times\\)(몇)을 계산한 다음 \\(0\\)을 하나 붙입니다.',
      en: 'To multiply two multiples of ten, multiply the digits, then write two zeros: \\(30 \\times 40\\) is \\(3 \\times 4 = 12\\), so \\(1200\\). To multiply a two-digit number by a multiple of ten, multiply by the digit, then write one zero: \\(23 \\times 20 = 46 \\times 10 = 460\\).',
    },
    {
      ko: '(두 자리 수)\\(\\times\\)(두 자리 수)는 곱하는 수를 몇십과 몇으로 나누어 곱한 다음 두 곱을 더합니다. \\(26 \\times 14\\)는 \\(26 \\times 4 = 104\\)와 \\(26 \\times 10 = 260\\)을 더해 \\(364\\)입니다.',
      en: 'To multiply two two-digit numbers, split the second number into tens and ones, multiply by each part, and add the two partial products. For \\(26 \\times 14\\): \\(26 \\times 4 = 104\\) and \\(26 \\times 10 = 260\\), so the product is \\(364\\).',
    },
  ],
  keyPoints: [
    {
      ko: '각 자리의 곱이 \\(10\\)이거나 \\(10\\)보다 크면 바로 윗자리로 올림합니다.',
      en: 'Carry to the next place whenever a product is \\(10\\) or more.',
    },
    {
      ko: '\\(50 \\times 60 = 3000\\)은 \\(5 \\times 6 = 30\\)에 \\(0\\)을 두 개 붙인 것입니다.',
      en: '\\(50 \\times 60 = 3000\\): \\(5 \\times 6 = 30\\), then two zeros.',
    },
    {
      ko: '\\(38 \\times 25 = 38 \\times 20 + 38 \\times 5 = 760 + 190 = 950\\)입니다.',
      en: '\\(38 \\times 25 = 38 \\times 20 + 38 \\times 5 = 760 + 190 = 950\\).',
    },
    {
      ko: '어림한 곱과 비교하여 계산이 맞는지 확인합니다. \\(198 \\times 4\\)는 약 \\(800\\)입니다.',
      en: 'Compare with an estimate: \\(198 \\times 4\\) is about \\(800\\).',
    },
  ],
  terms: [
    {
      term: { ko: '올림', en: 'carrying' },
      meaning: {
        ko: '곱이 \\(10\\)이거나 \\(10\\)보다 클 때 윗자리로 올려 주는 것',
        en: 'moving the tens of a product into the next place',
      },
    },
    {
      term: { ko: '부분의 곱', en: 'partial product' },
      meaning: {
        ko: '곱하는 수를 자리별로 나누어 곱한 각각의 곱',
        en: 'the product of one part of a number, added with the others to get the whole product',
      },
    },
  ],
});
