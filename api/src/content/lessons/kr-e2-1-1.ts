// 2학년 1학기 1단원 세 자리 수
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '\\(10\\)이 \\(10\\)개이면 \\(100\\)입니다. \\(100\\)은 백이라고 읽습니다. \\(100\\)이 \\(3\\)개이면 \\(300\\)(삼백), \\(100\\)이 \\(7\\)개이면 \\(700\\)(칠백)입니다. 이런 수를 몇백이라고 합니다.',
      en: 'Ten tens make \\(100\\), one hundred. Three hundreds make \\(300\\) (three hundred) and seven hundreds make \\(700\\) (seven hundred).',
    },
    {
      ko: '\\(100\\)이 \\(3\\)개, \\(10\\)이 \\(4\\)개, \\(1\\)이 \\(5\\)개이면 \\(345\\)이고 삼백사십오라고 읽습니다. \\(345\\)에서 \\(3\\)은 백의 자리 숫자로 \\(300\\)을, \\(4\\)는 십의 자리 숫자로 \\(40\\)을, \\(5\\)는 일의 자리 숫자로 \\(5\\)를 나타냅니다. 그래서 \\(345 = 300 + 40 + 5\\)입니다.',
      en: '\\(3\\) hundreds, \\(4\\) tens and \\(5\\) ones make \\(345\\), three hundred forty-five. In \\(345\\) the digit \\(3\\) is in the hundreds place and stands for \\(300\\), the \\(4\\) is in the tens place and stands for \\(40\\), and the \\(5\\) is in the ones place and stands for \\(5\\). So \\(345 = 300 + 40 + 5\\).',
    },
    {
      ko: '뛰어 세기를 하면 수가 일정하게 커집니다. \\(100\\)씩 뛰어 세면 백의 자리 숫자가, \\(10\\)씩 뛰어 세면 십의 자리 숫자가, \\(1\\)씩 뛰어 세면 일의 자리 숫자가 \\(1\\)씩 커집니다. \\(999\\)보다 \\(1\\)만큼 더 큰 수는 \\(1000\\)입니다.',
      en: 'Skip counting makes a number grow by the same amount each time. Counting by \\(100\\)s raises the hundreds digit by \\(1\\), counting by \\(10\\)s raises the tens digit, and counting by \\(1\\)s raises the ones digit. One more than \\(999\\) is \\(1000\\).',
    },
    {
      ko: '세 자리 수의 크기는 백의 자리부터 비교합니다. 백의 자리 숫자가 같으면 십의 자리를, 십의 자리 숫자도 같으면 일의 자리를 비교합니다. \\(428\\)과 \\(482\\)는 백의 자리 숫자가 같으므로 십의 자리 숫자를 비교하면 \\(482\\)가 더 큽니다. 이것을 \\(428 < 482\\)로 나타냅니다.',
      en: 'To compare three-digit numbers, start with the hundreds. If the hundreds are the same, compare the tens; if those match too, compare the ones. \\(482\\) has more tens than \\(428\\), so \\(428 < 482\\).',
    },
  ],
  keyPoints: [
    { ko: '\\(10\\)이 \\(10\\)개이면 \\(100\\)(백)입니다.', en: 'Ten tens make \\(100\\).' },
    {
      ko: '\\(627\\)에서 \\(6\\)은 \\(600\\), \\(2\\)는 \\(20\\), \\(7\\)은 \\(7\\)을 나타냅니다.',
      en: 'In \\(627\\), the \\(6\\) means \\(600\\), the \\(2\\) means \\(20\\) and the \\(7\\) means \\(7\\).',
    },
    {
      ko: '\\(10\\)씩 뛰어 세면 십의 자리 숫자가 \\(1\\)씩 커집니다.',
      en: 'Counting by \\(10\\)s raises the tens digit by \\(1\\) each time.',
    },
    {
      ko: '크기를 비교할 때는 백의 자리부터 차례로 비교합니다.',
      en: 'Compare digits from the hundreds place down.',
    },
  ],
  terms: [
    {
      term: { ko: '백', en: 'hundred' },
      meaning: { ko: '\\(10\\)이 \\(10\\)개인 수 \\(100\\)', en: 'the number \\(100\\), ten tens' },
    },
    {
      term: { ko: '자리', en: 'place' },
      meaning: {
        ko: '숫자가 놓인 위치. 일의 자리, 십의 자리, 백의 자리가 있습니다.',
        en: 'where a digit sits in a number: the ones, tens or hundreds place',
      },
    },
    {
      term: { ko: '뛰어 세기', en: 'skip counting' },
      meaning: { ko: '같은 수만큼씩 건너뛰며 세는 것', en: 'counting forward by the same amount each time' },
    },
  ],
});
