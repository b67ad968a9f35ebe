// 1학년 2학기 6단원 덧셈과 뺄셈(3)
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '두 자리 수의 덧셈은 \\(10\\)개씩 묶음은 \\(10\\)개씩 묶음끼리, 낱개는 낱개끼리 더합니다. \\(32 + 25\\)는 \\(10\\)개씩 묶음 \\(3 + 2 = 5\\)개, 낱개 \\(2 + 5 = 7\\)개이므로 \\(57\\)입니다.',
      en: 'To add two-digit numbers, add tens to tens and ones to ones. For \\(32 + 25\\): \\(3 + 2 = 5\\) tens and \\(2 + 5 = 7\\) ones, so the sum is \\(57\\).',
    },
    {
      ko: '두 자리 수의 뺄셈도 \\(10\\)개씩 묶음끼리, 낱개끼리 뺍니다. \\(68 - 23\\)은 \\(10\\)개씩 묶음 \\(6 - 2 = 4\\)개, 낱개 \\(8 - 3 = 5\\)개이므로 \\(45\\)입니다.',
      en: 'To subtract two-digit numbers, subtract tens from tens and ones from ones. For \\(68 - 23\\): \\(6 - 2 = 4\\) tens and \\(8 - 3 = 5\\) ones, so the difference is \\(45\\).',
    },
    {
      ko: '세로로 계산할 때는 자리를 맞추어 씁니다. 낱개끼리 먼저 계산하고 \\(10\\)개씩 묶음끼리 계산합니다. 계산한 뒤에는 뺄셈의 답에 빼는 수를 더해 처음 수가 나오는지 확인할 수 있습니다.',
      en: 'When you write the numbers in columns, line up the tens and the ones. Work the ones first, then the tens. To check a subtraction, add the answer to the number you took away: you should get the number you started with.',
    },
  ],
  keyPoints: [
    {
      ko: '\\(10\\)개씩 묶음끼리, 낱개끼리 계산합니다.',
      en: 'Add or subtract tens with tens and ones with ones.',
    },
    {
      ko: '\\(41 + 36 = 77\\): \\(10\\)개씩 묶음 \\(4 + 3\\)개, 낱개 \\(1 + 6\\)개입니다.',
      en: '\\(41 + 36 = 77\\): \\(4 + 3\\) tens and \\(1 + 6\\) ones.',
    },
    {
      ko: '\\(59 - 24 = 35\\): \\(10\\)개씩 묶음 \\(5 - 2\\)개, 낱개 \\(9 - 4\\)개입니다.',
      en: '\\(59 - 24 = 35\\): \\(5 - 2\\) tens and \\(9 - 4\\) ones.',
    },
    {
      ko: '\\(35 + 24 = 59\\)이므로 뺄셈 \\(59 - 24 = 35\\)가 맞습니다.',
      en: 'Since \\(35 + 24 = 59\\), the subtraction \\(59 - 24 = 35\\) is right.',
    },
  ],
  terms: [
    {
      term: { ko: '몇십몇', en: 'two-digit number' },
      meaning: { ko: '\\(10\\)개씩 묶음과 낱개로 이루어진 수', en: 'a number made of some tens and some ones' },
    },
    {
      term: { ko: '자리 맞추기', en: 'lining up places' },
      meaning: {
        ko: '세로셈에서 \\(10\\)개씩 묶음의 수와 낱개의 수를 같은 줄에 쓰는 것',
        en: 'writing tens under tens and ones under ones before you add or subtract',
      },
    },
  ],
});
