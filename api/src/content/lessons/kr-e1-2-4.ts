// 1학년 2학기 4단원 덧셈과 뺄셈(2)
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '합이 \\(10\\)보다 큰 덧셈은 \\(10\\)을 만들어 더합니다. \\(8 + 5\\)는 \\(5\\)를 \\(2\\)와 \\(3\\)으로 가르고, \\(8\\)과 \\(2\\)를 더해 \\(10\\)을 만든 다음 \\(3\\)을 더합니다. 그래서 \\(8 + 5 = 13\\)입니다.',
      en: 'To add when the sum is more than \\(10\\), make a ten first. For \\(8 + 5\\), break \\(5\\) into \\(2\\) and \\(3\\). Add \\(8 + 2\\) to make \\(10\\), then add the \\(3\\) that is left: \\(8 + 5 = 13\\).',
    },
    {
      ko: '십몇에서 빼는 뺄셈은 \\(10\\)을 이용합니다. \\(13 - 5\\)는 \\(13\\)을 \\(10\\)과 \\(3\\)으로 가르고, \\(10\\)에서 \\(5\\)를 뺀 \\(5\\)와 \\(3\\)을 더해 \\(8\\)을 구합니다. \\(13\\)에서 \\(3\\)을 먼저 빼서 \\(10\\)을 만든 다음 \\(2\\)를 더 빼도 \\(8\\)이 됩니다.',
      en: 'To subtract from a teen number, use \\(10\\). For \\(13 - 5\\), split \\(13\\) into \\(10\\) and \\(3\\). Take \\(5\\) from \\(10\\) to get \\(5\\), then add the \\(3\\): the answer is \\(8\\). You can also take away \\(3\\) first to reach \\(10\\), then take away \\(2\\) more, and you still get \\(8\\).',
    },
    {
      ko: '두 수를 바꾸어 더해도 합은 같습니다. \\(4 + 9\\)보다 \\(9 + 4\\)로 생각하면 \\(10\\)을 만들기 쉽습니다. 이야기 문제는 모두 몇인지 묻는지, 남은 것이나 차이를 묻는지 살펴보고 덧셈이나 뺄셈을 정합니다.',
      en: 'Switching the order of two numbers does not change the sum, so \\(4 + 9\\) can be thought of as \\(9 + 4\\), which is easier to make into a ten. In a word problem, decide whether it asks how many in all (add) or how many are left or how many more (subtract).',
    },
  ],
  keyPoints: [
    {
      ko: '\\(9 + 6 = 9 + 1 + 5 = 15\\)처럼 \\(10\\)을 만들어 더합니다.',
      en: 'Make a ten to add: \\(9 + 6 = 9 + 1 + 5 = 15\\).',
    },
    {
      ko: '\\(15 - 7\\)은 \\(15 - 5 - 2 = 8\\)처럼 \\(10\\)을 거쳐 뺍니다.',
      en: 'Go through \\(10\\) to subtract: \\(15 - 7 = 15 - 5 - 2 = 8\\).',
    },
    {
      ko: '두 수를 바꾸어 더해도 합은 같습니다.',
      en: 'Adding in either order gives the same sum.',
    },
    {
      ko: '덧셈식 \\(7 + 5 = 12\\)에서 뺄셈식 \\(12 - 5 = 7\\), \\(12 - 7 = 5\\)를 만들 수 있습니다.',
      en: 'From \\(7 + 5 = 12\\) you also know \\(12 - 5 = 7\\) and \\(12 - 7 = 5\\).',
    },
  ],
  terms: [
    {
      term: { ko: '10을 만들어 더하기', en: 'making ten to add' },
      meaning: {
        ko: '한 수를 갈라 \\(10\\)을 먼저 만들고 남은 수를 더하는 방법',
        en: 'splitting one number so the other makes \\(10\\), then adding the rest',
      },
    },
    {
      term: { ko: '10을 이용해 빼기', en: 'subtracting through ten' },
      meaning: {
        ko: '\\(10\\)을 기준으로 가르거나 \\(10\\)을 거쳐서 빼는 방법',
        en: 'breaking a number at \\(10\\), or counting back to \\(10\\) first, to subtract',
      },
    },
  ],
});
