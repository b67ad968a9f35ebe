// 4학년 1학기 1단원 큰 수
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '\\(1000\\)이 \\(10\\)개인 수를 \\(10{,}000\\) 또는 \\(1\\)만이라 쓰고 만 또는 일만이라고 읽습니다. 만이 \\(10000\\)개이면 \\(1\\)억, 억이 \\(10000\\)개이면 \\(1\\)조입니다. 큰 수는 일, 만, 억, 조처럼 네 자리마다 새로운 단위가 붙습니다.',
      en: 'Ten groups of \\(1{,}000\\) make \\(10{,}000\\), ten thousand. Ten thousand groups of \\(10{,}000\\) make one hundred million, \\(100{,}000{,}000\\), and ten thousand groups of one hundred million make one trillion, \\(1{,}000{,}000{,}000{,}000\\). We put a comma every three digits so a large number is easy to read.',
    },
    {
      ko: '수를 읽을 때는 오른쪽부터 네 자리씩 끊은 다음 왼쪽부터 만, 억, 조의 단위를 붙여 읽습니다. 각 자리의 숫자는 그 자리의 값을 나타냅니다. 예를 들어 \\(3{,}500{,}000\\)에서 숫자 \\(5\\)는 십만의 자리 숫자이므로 \\(500{,}000\\)을 나타냅니다.',
      en: 'Every digit has a place value: the value it stands for depends on where it sits. In \\(3{,}500{,}000\\), the digit \\(5\\) is in the hundred thousands place, so it stands for \\(500{,}000\\). To read a large number, read each group of digits and then say the name of the group, such as million or billion.',
    },
    {
      ko: '뛰어 세기를 할 때는 어느 자리의 숫자가 얼마씩 바뀌는지 살펴봅니다. 예를 들어 \\(10\\)만씩 뛰어 세면 십만의 자리 숫자가 \\(1\\)씩 커집니다.',
      en: 'When you skip count by a large step, watch which digit changes. Counting by \\(100{,}000\\), the hundred thousands digit goes up by \\(1\\) each time, and a \\(9\\) rolls over to the next place.',
    },
    {
      ko: '두 수의 크기를 비교할 때는 먼저 자리 수를 비교합니다. 자리 수가 많은 쪽이 더 큰 수입니다. 자리 수가 같으면 가장 높은 자리부터 차례로 같은 자리의 숫자를 비교합니다.',
      en: 'To compare two large numbers, first count the digits: the number with more digits is greater. If they have the same number of digits, compare the digits place by place, starting from the greatest place.',
    },
  ],
  keyPoints: [
    {
      ko: '\\(1\\)만 \\(=10{,}000\\), \\(1\\)억 \\(=100{,}000{,}000\\), \\(1\\)조 \\(=1{,}000{,}000{,}000{,}000\\)입니다.',
      en: 'Ten thousand is \\(10{,}000\\), one hundred million is \\(100{,}000{,}000\\), and one trillion is \\(1{,}000{,}000{,}000{,}000\\).',
    },
    {
      ko: '각 자리의 숫자가 나타내는 값은 (숫자)\\(\\times\\)(자리의 값)입니다.',
      en: 'The value of a digit is the digit times the value of its place, for example \\(7\\times 1{,}000{,}000=7{,}000{,}000\\).',
    },
    {
      ko: '\\(10\\)배 할 때마다 각 숫자는 한 자리씩 왼쪽으로 옮겨 갑니다.',
      en: 'Multiplying by \\(10\\) moves every digit one place to the left.',
    },
    {
      ko: '자리 수가 같으면 가장 높은 자리의 숫자부터 비교합니다.',
      en: 'With the same number of digits, compare from the greatest place first.',
    },
  ],
  terms: [
    {
      term: { ko: '자릿값', en: 'place value' },
      meaning: { ko: '숫자가 놓인 자리에 따라 정해지는 값', en: 'the value a digit has because of the place it is in' },
    },
    {
      term: { ko: '억', en: 'hundred million' },
      meaning: {
        ko: '\\(1000\\)만이 \\(10\\)개인 수, \\(100{,}000{,}000\\)',
        en: 'ten ten-millions, written \\(100{,}000{,}000\\)',
      },
    },
    {
      term: { ko: '조', en: 'trillion' },
      meaning: {
        ko: '\\(1000\\)억이 \\(10\\)개인 수, \\(1{,}000{,}000{,}000{,}000\\)',
        en: 'a thousand billions, written \\(1{,}000{,}000{,}000{,}000\\)',
      },
    },
    {
      term: { ko: '뛰어 세기', en: 'skip counting' },
      meaning: { ko: '일정한 수만큼씩 건너뛰며 세는 것', en: 'counting on by the same step each time' },
    },
  ],
});
