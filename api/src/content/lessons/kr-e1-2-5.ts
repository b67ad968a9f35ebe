// 1학년 2학기 5단원 규칙 찾기
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '모양이나 색깔이 일정하게 되풀이되는 것을 규칙이라고 합니다. \\(\\bigcirc, \\triangle, \\bigcirc, \\triangle, \\ldots\\)는 \\(\\bigcirc\\)와 \\(\\triangle\\)가 번갈아 반복되는 규칙입니다. 반복되는 부분을 찾으면 다음에 올 것을 알 수 있습니다.',
      en: 'When shapes or colors repeat in the same way again and again, they follow a pattern. In \\(\\bigcirc, \\triangle, \\bigcirc, \\triangle, \\ldots\\) the circle and the triangle take turns. Find the part that repeats and you can tell what comes next.',
    },
    {
      ko: '수에도 규칙이 있습니다. \\(2, 4, 6, 8\\)은 \\(2\\)씩 커지고, \\(30, 25, 20, 15\\)는 \\(5\\)씩 작아집니다. 이웃한 두 수의 차이를 보면 몇씩 커지는지 작아지는지 알 수 있습니다.',
      en: 'Numbers can make patterns too. \\(2, 4, 6, 8\\) goes up by \\(2\\) each time, and \\(30, 25, 20, 15\\) goes down by \\(5\\). Look at how much each number changes from the one before it.',
    },
    {
      ko: '\\(1\\)부터 \\(100\\)까지의 수 배열표에서 오른쪽으로 한 칸 가면 \\(1\\)씩 커지고, 아래로 한 칸 가면 \\(10\\)씩 커집니다. 규칙을 수나 모양으로 바꾸어 나타낼 수도 있습니다. 박수와 발 구르기를 반복하면 \\(1, 2, 1, 2\\)처럼 나타낼 수 있습니다.',
      en: 'On a hundred chart, each step to the right is \\(1\\) more and each step down is \\(10\\) more. A pattern can also be shown another way: clap, stomp, clap, stomp can be written \\(1, 2, 1, 2\\).',
    },
  ],
  keyPoints: [
    {
      ko: '반복되는 부분을 찾으면 다음에 올 것을 알 수 있습니다.',
      en: 'Find the part that repeats to tell what comes next.',
    },
    {
      ko: '이웃한 수의 차이를 보고 몇씩 커지거나 작아지는지 찾습니다.',
      en: 'Compare each number with the one before it to see how much it grows or shrinks.',
    },
    {
      ko: '수 배열표에서 오른쪽으로 가면 \\(1\\)씩, 아래로 가면 \\(10\\)씩 커집니다.',
      en: 'On a hundred chart, moving right adds \\(1\\) and moving down adds \\(10\\).',
    },
    {
      ko: '같은 규칙을 모양, 수, 소리 등 여러 가지로 나타낼 수 있습니다.',
      en: 'The same pattern can be shown with shapes, numbers or sounds.',
    },
  ],
  terms: [
    {
      term: { ko: '규칙', en: 'pattern (rule)' },
      meaning: { ko: '일정하게 되풀이되거나 변하는 방법', en: 'the way something repeats or changes each time' },
    },
    {
      term: { ko: '수 배열표', en: 'hundred chart' },
      meaning: {
        ko: '수를 차례로 줄을 맞추어 늘어놓은 표',
        en: 'a chart that shows the numbers in order in rows of ten',
      },
    },
  ],
});
