// 1학년 2학기 2단원 덧셈과 뺄셈(1)
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '세 수의 덧셈은 앞의 두 수를 먼저 더하고, 그 결과에 나머지 수를 더합니다. \\(2 + 3 + 4\\)는 \\(2 + 3 = 5\\)를 먼저 구하고 \\(5 + 4 = 9\\)를 계산합니다. 세 수의 뺄셈도 앞에서부터 차례로 계산합니다. \\(9 - 2 - 3\\)은 \\(9 - 2 = 7\\), \\(7 - 3 = 4\\)입니다.',
      en: 'To add three numbers, add the first two, then add the third to that answer: for \\(2 + 3 + 4\\), first \\(2 + 3 = 5\\), then \\(5 + 4 = 9\\). Subtract three numbers in order from left to right too: \\(9 - 2 - 3\\) is \\(9 - 2 = 7\\), then \\(7 - 3 = 4\\).',
    },
    {
      ko: '더해서 \\(10\\)이 되는 두 수는 \\(1\\)과 \\(9\\), \\(2\\)와 \\(8\\), \\(3\\)과 \\(7\\), \\(4\\)와 \\(6\\), \\(5\\)와 \\(5\\)입니다. 세 수를 더할 때 더해서 \\(10\\)이 되는 두 수를 먼저 더하면 편리합니다. \\(7 + 3 + 5\\)는 \\(10 + 5 = 15\\)입니다.',
      en: 'The pairs that make \\(10\\) are \\(1\\) and \\(9\\), \\(2\\) and \\(8\\), \\(3\\) and \\(7\\), \\(4\\) and \\(6\\), and \\(5\\) and \\(5\\). When you add three numbers, adding the two that make \\(10\\) first is easier: \\(7 + 3 + 5 = 10 + 5 = 15\\).',
    },
    {
      ko: '\\(10\\)에서 빼는 뺄셈은 \\(10\\)을 두 수로 가르기 한 것으로 생각합니다. \\(10\\)은 \\(4\\)와 \\(6\\)으로 가를 수 있으므로 \\(10 - 4 = 6\\)입니다.',
      en: 'To take a number away from \\(10\\), think of the pairs that make \\(10\\). Since \\(4\\) and \\(6\\) make \\(10\\), \\(10 - 4 = 6\\).',
    },
  ],
  keyPoints: [
    {
      ko: '세 수의 계산은 앞에서부터 차례로 합니다.',
      en: 'Work out three numbers in order, from left to right.',
    },
    {
      ko: '\\(10\\)이 되는 더하기: \\(1 + 9\\), \\(2 + 8\\), \\(3 + 7\\), \\(4 + 6\\), \\(5 + 5\\)',
      en: 'Pairs that make ten: \\(1 + 9\\), \\(2 + 8\\), \\(3 + 7\\), \\(4 + 6\\), \\(5 + 5\\).',
    },
    {
      ko: '\\(6 + 4 = 10\\)이면 \\(10 - 4 = 6\\)이고 \\(10 - 6 = 4\\)입니다.',
      en: 'If \\(6 + 4 = 10\\), then \\(10 - 4 = 6\\) and \\(10 - 6 = 4\\).',
    },
    {
      ko: '더해서 \\(10\\)이 되는 두 수를 먼저 더하면 계산이 쉽습니다.',
      en: 'Adding the pair that makes \\(10\\) first makes the sum easier.',
    },
  ],
  terms: [
    {
      term: { ko: '세 수의 덧셈', en: 'adding three numbers' },
      meaning: { ko: '세 수를 차례로 더하는 계산', en: 'adding three numbers one after another' },
    },
    {
      term: { ko: '10이 되는 더하기', en: 'making ten' },
      meaning: { ko: '더해서 \\(10\\)이 되는 두 수를 찾는 것', en: 'finding two numbers that add up to \\(10\\)' },
    },
  ],
});
