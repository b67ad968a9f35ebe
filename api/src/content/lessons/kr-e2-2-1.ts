// 2학년 2학기 1단원 네 자리 수
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '\\(100\\)이 \\(10\\)개이면 \\(1000\\)입니다. \\(1000\\)은 천이라고 읽습니다. \\(1000\\)은 \\(999\\)보다 \\(1\\)만큼 더 큰 수이고, \\(900\\)보다 \\(100\\)만큼 더 큰 수입니다. \\(1000\\)이 \\(4\\)개이면 \\(4000\\)(사천)입니다.',
      en: 'Ten hundreds make \\(1000\\), one thousand. \\(1000\\) is \\(1\\) more than \\(999\\) and \\(100\\) more than \\(900\\). Four thousands make \\(4000\\) (four thousand).',
    },
    {
      ko: '\\(1000\\)이 \\(2\\)개, \\(100\\)이 \\(5\\)개, \\(10\\)이 \\(3\\)개, \\(1\\)이 \\(8\\)개이면 \\(2538\\)이고 이천오백삼십팔이라고 읽습니다. \\(2538\\)에서 \\(2\\)는 천의 자리 숫자로 \\(2000\\)을 나타냅니다. 그래서 \\(2538 = 2000 + 500 + 30 + 8\\)입니다. 어떤 자리에 \\(0\\)이 있으면 그 자리는 읽지 않습니다. \\(3070\\)은 삼천칠십입니다.',
      en: '\\(2\\) thousands, \\(5\\) hundreds, \\(3\\) tens and \\(8\\) ones make \\(2538\\), two thousand five hundred thirty-eight. The \\(2\\) is in the thousands place and stands for \\(2000\\), so \\(2538 = 2000 + 500 + 30 + 8\\). A \\(0\\) in a place is not said aloud: \\(3070\\) is three thousand seventy.',
    },
    {
      ko: '\\(1000\\)씩 뛰어 세면 천의 자리 숫자가 \\(1\\)씩 커지고, \\(100\\)씩 뛰어 세면 백의 자리 숫자가 \\(1\\)씩 커집니다. \\(10\\)씩, \\(1\\)씩 뛰어 세기도 같은 방법입니다.',
      en: 'Counting by \\(1000\\)s raises the thousands digit by \\(1\\) each time, and counting by \\(100\\)s raises the hundreds digit by \\(1\\). Counting by \\(10\\)s and by \\(1\\)s works the same way.',
    },
    {
      ko: '네 자리 수의 크기는 천의 자리부터 차례로 비교합니다. 천의 자리 숫자가 같으면 백의 자리, 그다음 십의 자리, 일의 자리를 비교합니다. \\(5230 > 5203\\)입니다.',
      en: 'To compare four-digit numbers, start at the thousands place. If those digits match, compare the hundreds, then the tens, then the ones. For example, \\(5230 > 5203\\).',
    },
  ],
  keyPoints: [
    { ko: '\\(100\\)이 \\(10\\)개이면 \\(1000\\)(천)입니다.', en: 'Ten hundreds make \\(1000\\).' },
    {
      ko: '\\(4716\\)에서 \\(4\\)는 \\(4000\\), \\(7\\)은 \\(700\\), \\(1\\)은 \\(10\\), \\(6\\)은 \\(6\\)을 나타냅니다.',
      en: 'In \\(4716\\), the \\(4\\) means \\(4000\\), the \\(7\\) means \\(700\\), the \\(1\\) means \\(10\\) and the \\(6\\) means \\(6\\).',
    },
    {
      ko: '\\(100\\)씩 뛰어 세면 백의 자리 숫자가 \\(1\\)씩 커집니다.',
      en: 'Counting by \\(100\\)s raises the hundreds digit by \\(1\\) each time.',
    },
    {
      ko: '크기는 천의 자리부터 차례로 비교합니다.',
      en: 'Compare digits from the thousands place down.',
    },
  ],
  terms: [
    {
      term: { ko: '천', en: 'thousand' },
      meaning: { ko: '\\(100\\)이 \\(10\\)개인 수 \\(1000\\)', en: 'the number \\(1000\\), ten hundreds' },
    },
    {
      term: { ko: '천의 자리', en: 'thousands place' },
      meaning: { ko: '네 자리 수에서 맨 왼쪽의 자리', en: 'the leftmost place of a four-digit number' },
    },
  ],
});
