// 1학년 1학기 3단원 덧셈과 뺄셈
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '두 수를 하나로 합치는 것을 모으기, 한 수를 두 수로 나누는 것을 가르기라고 합니다. \\(2\\)와 \\(3\\)을 모으면 \\(5\\)가 되고, \\(5\\)는 \\(1\\)과 \\(4\\), \\(2\\)와 \\(3\\)으로 가를 수 있습니다.',
      en: 'Putting two numbers together is called composing, and breaking one number into two parts is called decomposing. \\(2\\) and \\(3\\) put together make \\(5\\), and \\(5\\) can be broken into \\(1\\) and \\(4\\), or into \\(2\\) and \\(3\\).',
    },
    {
      ko: '더하는 것을 덧셈식으로 \\(3 + 2 = 5\\)와 같이 씁니다. \\(3\\) 더하기 \\(2\\)는 \\(5\\)와 같습니다라고 읽고, \\(5\\)는 \\(3\\)과 \\(2\\)의 합입니다. 그림을 보고 더 오는 이야기나 모두 몇인지 묻는 이야기를 만들면 덧셈식으로 나타낼 수 있습니다.',
      en: 'We write adding as an addition sentence such as \\(3 + 2 = 5\\), read "three plus two equals five." The answer \\(5\\) is the sum of \\(3\\) and \\(2\\). A story where more join in, or where you ask how many in all, can be told with an addition sentence.',
    },
    {
      ko: '빼는 것을 뺄셈식으로 \\(5 - 2 = 3\\)과 같이 씁니다. \\(5\\) 빼기 \\(2\\)는 \\(3\\)과 같습니다라고 읽고, \\(3\\)은 \\(5\\)와 \\(2\\)의 차입니다. 덜어 내고 남은 수나 두 수를 비교해 몇 개 더 많은지 구할 때 뺄셈을 합니다.',
      en: 'We write taking away as a subtraction sentence such as \\(5 - 2 = 3\\), read "five minus two equals three." The answer \\(3\\) is the difference of \\(5\\) and \\(2\\). Subtract to find how many are left, or how many more one group has than another.',
    },
    {
      ko: '어떤 수에 \\(0\\)을 더하거나 어떤 수에서 \\(0\\)을 빼면 그 수 그대로입니다. 어떤 수에서 그 수 전체를 빼면 \\(0\\)이 됩니다.',
      en: 'Adding \\(0\\) to a number or taking \\(0\\) away leaves the number the same. Taking a number away from itself leaves \\(0\\).',
    },
  ],
  keyPoints: [
    { ko: '\\(2\\)와 \\(3\\)을 모으면 \\(5\\)입니다.', en: '\\(2\\) and \\(3\\) put together make \\(5\\).' },
    {
      ko: '덧셈식 \\(4 + 3 = 7\\)에서 \\(7\\)은 \\(4\\)와 \\(3\\)의 합입니다.',
      en: 'In \\(4 + 3 = 7\\), the sum of \\(4\\) and \\(3\\) is \\(7\\).',
    },
    {
      ko: '뺄셈식 \\(7 - 3 = 4\\)에서 \\(4\\)는 \\(7\\)과 \\(3\\)의 차입니다.',
      en: 'In \\(7 - 3 = 4\\), the difference of \\(7\\) and \\(3\\) is \\(4\\).',
    },
    {
      ko: '\\(6 + 0 = 6\\), \\(6 - 0 = 6\\), \\(6 - 6 = 0\\)입니다.',
      en: '\\(6 + 0 = 6\\), \\(6 - 0 = 6\\) and \\(6 - 6 = 0\\).',
    },
  ],
  terms: [
    {
      term: { ko: '모으기와 가르기', en: 'composing and decomposing' },
      meaning: {
        ko: '두 수를 하나로 합치기와 한 수를 두 수로 나누기',
        en: 'putting two numbers together, and breaking one apart',
      },
    },
    {
      term: { ko: '합', en: 'sum' },
      meaning: { ko: '두 수를 더해서 나온 수', en: 'the answer when you add numbers' },
    },
    {
      term: { ko: '차', en: 'difference' },
      meaning: { ko: '큰 수에서 작은 수를 빼서 나온 수', en: 'the answer when you subtract one number from another' },
    },
  ],
});
