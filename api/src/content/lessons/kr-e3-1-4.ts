// 3학년 1학기 4단원 곱셈
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '\\(20 \\times 3\\)은 \\(10\\)이 \\(2 \\times 3 = 6\\)개이므로 \\(60\\)입니다. (몇십)\\(\\times\\)(몇)은 (몇)\\(\\times\\)(몇)을 계산한 다음 \\(0\\)을 하나 붙입니다.',
      en: '\\(20 \\times 3\\) is \\(2 \\times 3 = 6\\) tens, which is \\(60\\). To multiply a multiple of ten by a one-digit number, multiply the digits, then write one zero at the end.',
    },
    {
      ko: '(두 자리 수)\\(\\times\\)(한 자리 수)는 일의 자리와 십의 자리로 나누어 곱한 다음 더합니다. \\(23 \\times 3\\)은 \\(3 \\times 3 = 9\\)와 \\(20 \\times 3 = 60\\)을 더해 \\(69\\)입니다.',
      en: 'To multiply a two-digit number by a one-digit number, multiply the ones and the tens separately, then add. For \\(23 \\times 3\\): \\(3 \\times 3 = 9\\) and \\(20 \\times 3 = 60\\), so the product is \\(69\\).',
    },
    {
      ko: '일의 자리의 곱이 \\(10\\)이거나 \\(10\\)보다 크면 십의 자리로 올림합니다. \\(27 \\times 4\\)는 \\(7 \\times 4 = 28\\)에서 \\(8\\)을 쓰고 \\(2\\)를 십의 자리로 올립니다. 십의 자리는 \\(2 \\times 4 + 2 = 10\\)이므로 \\(108\\)입니다. 십의 자리의 곱이 \\(10\\)이거나 \\(10\\)보다 크면 백의 자리로 올림합니다.',
      en: 'If the ones make \\(10\\) or more, carry to the tens. For \\(27 \\times 4\\): \\(7 \\times 4 = 28\\), so write \\(8\\) and carry \\(2\\). Then the tens are \\(2 \\times 4 + 2 = 10\\), so the product is \\(108\\). If the tens make \\(10\\) or more, carry to the hundreds.',
    },
  ],
  keyPoints: [
    {
      ko: '\\(30 \\times 2 = 60\\)처럼 (몇십)\\(\\times\\)(몇)은 \\(3 \\times 2\\)에 \\(0\\)을 붙입니다.',
      en: '\\(30 \\times 2 = 60\\): multiply \\(3 \\times 2\\), then write a zero.',
    },
    {
      ko: '\\(34 \\times 2 = 30 \\times 2 + 4 \\times 2 = 68\\)입니다.',
      en: '\\(34 \\times 2 = 30 \\times 2 + 4 \\times 2 = 68\\).',
    },
    {
      ko: '일의 자리의 곱에서 올림한 수는 십의 자리의 곱에 더합니다.',
      en: 'Add the number you carried from the ones to the product of the tens.',
    },
    {
      ko: '곱을 어림하면 답이 맞는지 확인하기 쉽습니다. \\(29 \\times 3\\)은 약 \\(30 \\times 3 = 90\\)입니다.',
      en: 'Estimate to check: \\(29 \\times 3\\) is about \\(30 \\times 3 = 90\\).',
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
      term: { ko: '곱', en: 'product' },
      meaning: { ko: '곱셈을 해서 나온 수', en: 'the answer to a multiplication' },
    },
  ],
});
