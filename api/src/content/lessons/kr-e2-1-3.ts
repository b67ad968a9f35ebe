// 2학년 1학기 3단원 덧셈과 뺄셈
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '일의 자리끼리 더한 값이 \\(10\\)이거나 \\(10\\)보다 크면 \\(10\\)을 십의 자리로 받아올림합니다. \\(38 + 27\\)은 일의 자리 \\(8 + 7 = 15\\)에서 \\(10\\)을 받아올림하고 \\(5\\)를 씁니다. 십의 자리는 \\(1 + 3 + 2 = 6\\)이므로 \\(65\\)입니다.',
      en: 'When the ones add up to \\(10\\) or more, regroup \\(10\\) ones as one ten and carry it to the tens place. For \\(38 + 27\\): \\(8 + 7 = 15\\), so write \\(5\\) and carry \\(1\\) ten. Then the tens are \\(1 + 3 + 2 = 6\\), and the sum is \\(65\\).',
    },
    {
      ko: '일의 자리끼리 뺄 수 없으면 십의 자리에서 \\(10\\)을 받아내림합니다. \\(52 - 18\\)은 \\(2\\)에서 \\(8\\)을 뺄 수 없으므로 십의 자리에서 \\(10\\)을 받아내려 \\(12 - 8 = 4\\)를 씁니다. 십의 자리는 \\(4 - 1 = 3\\)이므로 \\(34\\)입니다.',
      en: 'When you cannot subtract the ones, regroup: break one ten into \\(10\\) ones. For \\(52 - 18\\), you cannot take \\(8\\) from \\(2\\), so trade a ten for ones: \\(12 - 8 = 4\\). That leaves \\(4\\) tens, and \\(4 - 1 = 3\\). The difference is \\(34\\).',
    },
    {
      ko: '세 수의 계산은 앞에서부터 두 수씩 차례로 계산합니다. 덧셈과 뺄셈은 서로 관계가 있어서 \\(25 + 17 = 42\\)에서 \\(42 - 17 = 25\\), \\(42 - 25 = 17\\)을 만들 수 있습니다.',
      en: 'With three numbers, work two at a time from left to right. Addition and subtraction undo each other: from \\(25 + 17 = 42\\) you also get \\(42 - 17 = 25\\) and \\(42 - 25 = 17\\).',
    },
    {
      ko: '모르는 수를 \\(\\square\\)로 나타내어 식을 만들 수 있습니다. \\(\\square + 8 = 23\\)에서 \\(\\square\\)는 덧셈과 뺄셈의 관계를 이용해 \\(23 - 8 = 15\\)로 구합니다.',
      en: 'You can write an unknown number as a box \\(\\square\\). In \\(\\square + 8 = 23\\), use the link between addition and subtraction: \\(\\square = 23 - 8 = 15\\).',
    },
  ],
  keyPoints: [
    {
      ko: '일의 자리의 합이 \\(10\\)이거나 \\(10\\)보다 크면 십의 자리로 \\(1\\)을 받아올림합니다.',
      en: 'If the ones add to \\(10\\) or more, carry \\(1\\) ten to the tens place.',
    },
    {
      ko: '일의 자리끼리 뺄 수 없으면 십의 자리에서 \\(10\\)을 받아내림합니다.',
      en: 'If you cannot subtract the ones, trade \\(1\\) ten for \\(10\\) ones.',
    },
    {
      ko: '\\(\\square + 9 = 31\\)이면 \\(\\square = 31 - 9 = 22\\)입니다.',
      en: 'If \\(\\square + 9 = 31\\), then \\(\\square = 31 - 9 = 22\\).',
    },
    {
      ko: '뺄셈의 답에 빼는 수를 더하면 처음 수가 되어야 합니다.',
      en: 'Check a subtraction by adding the answer to the number you took away.',
    },
  ],
  terms: [
    {
      term: { ko: '받아올림', en: 'carrying (regrouping)' },
      meaning: {
        ko: '같은 자리의 합이 \\(10\\)이거나 \\(10\\)보다 클 때 \\(10\\)을 윗자리로 올려 주는 것',
        en: 'trading \\(10\\) ones for \\(1\\) ten and moving it to the next place',
      },
    },
    {
      term: { ko: '받아내림', en: 'borrowing (regrouping)' },
      meaning: {
        ko: '뺄 수 없을 때 윗자리에서 \\(10\\)을 내려 주는 것',
        en: 'trading \\(1\\) ten for \\(10\\) ones so you can subtract',
      },
    },
    {
      term: { ko: '□가 사용된 식', en: 'equation with a box' },
      meaning: {
        ko: '모르는 수를 \\(\\square\\)로 나타낸 식',
        en: 'a number sentence where a box stands for the unknown number',
      },
    },
  ],
});
