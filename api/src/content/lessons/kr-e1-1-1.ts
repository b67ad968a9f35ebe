// 1학년 1학기 1단원 9까지의 수
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '물건의 수를 셀 때는 하나, 둘, 셋, … 하고 빠뜨리거나 두 번 세지 않도록 차례로 셉니다. 마지막으로 센 수가 물건의 개수입니다. 9까지의 수는 \\(1, 2, 3, 4, 5, 6, 7, 8, 9\\)로 씁니다.',
      en: 'To count objects, touch each one once and say one, two, three, … in order, without skipping or counting twice. The last number you say tells how many there are. The numbers up to nine are written \\(1, 2, 3, 4, 5, 6, 7, 8, 9\\).',
    },
    {
      ko: '수는 개수를 나타내기도 하고 순서를 나타내기도 합니다. 순서를 말할 때는 첫째, 둘째, 셋째, …라고 합니다. 수를 차례로 셀 때 바로 뒤의 수는 \\(1\\)만큼 더 큰 수이고, 바로 앞의 수는 \\(1\\)만큼 더 작은 수입니다.',
      en: 'A number can tell how many, or it can tell the order: first, second, third, and so on. When you count in order, the next number is one more, and the number just before is one less.',
    },
    {
      ko: '아무것도 없는 것은 \\(0\\)(영)이라고 씁니다. 두 수의 크기를 비교할 때는 수를 차례로 셀 때 뒤에 나오는 수가 더 큰 수입니다.',
      en: 'When there is nothing, we write \\(0\\) (zero). To compare two numbers, the one that comes later when you count is the greater one.',
    },
  ],
  keyPoints: [
    { ko: '마지막으로 센 수가 전체 개수입니다.', en: 'The last number you count is how many there are.' },
    {
      ko: '\\(5\\)보다 \\(1\\)만큼 더 큰 수는 \\(6\\), \\(1\\)만큼 더 작은 수는 \\(4\\)입니다.',
      en: 'One more than \\(5\\) is \\(6\\); one less than \\(5\\) is \\(4\\).',
    },
    { ko: '아무것도 없으면 \\(0\\)입니다.', en: 'Nothing at all is \\(0\\).' },
    { ko: '수를 셀 때 뒤에 나오는 수가 더 큽니다.', en: 'A number that comes later in counting is greater.' },
  ],
  terms: [
    {
      term: { ko: '순서', en: 'order' },
      meaning: { ko: '첫째, 둘째처럼 몇 번째인지 나타낸 것', en: 'which place something is in: first, second, third' },
    },
    {
      term: { ko: '영(0)', en: 'zero (0)' },
      meaning: { ko: '아무것도 없음을 나타내는 수', en: 'the number for nothing at all' },
    },
  ],
});
