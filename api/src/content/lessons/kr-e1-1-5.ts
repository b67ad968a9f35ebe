// 1학년 1학기 5단원 50까지의 수
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '\\(9\\)보다 \\(1\\)만큼 더 큰 수는 \\(10\\)입니다. \\(10\\)은 십 또는 열이라고 읽습니다. \\(10\\)개씩 묶음 \\(1\\)개와 낱개 \\(3\\)개는 \\(13\\)이고 십삼 또는 열셋이라고 읽습니다. \\(11\\)부터 \\(19\\)까지의 수를 십몇이라고 합니다.',
      en: 'One more than \\(9\\) is \\(10\\) (ten). One group of ten and \\(3\\) ones make \\(13\\) (thirteen). The numbers from \\(11\\) to \\(19\\) are the teen numbers: one ten and some ones.',
    },
    {
      ko: '\\(10\\)은 \\(3\\)과 \\(7\\), \\(4\\)와 \\(6\\)처럼 두 수로 가를 수 있고, 두 수를 모아 \\(10\\)이나 십몇을 만들 수도 있습니다. \\(8\\)과 \\(5\\)를 모으면 \\(13\\)이 됩니다.',
      en: '\\(10\\) can be broken into two parts, like \\(3\\) and \\(7\\) or \\(4\\) and \\(6\\), and two numbers can be put together to make \\(10\\) or a teen number. \\(8\\) and \\(5\\) make \\(13\\).',
    },
    {
      ko: '많은 물건은 \\(10\\)개씩 묶어 셉니다. \\(10\\)개씩 묶음 \\(2\\)개는 \\(20\\)(이십, 스물), \\(3\\)개는 \\(30\\)(삼십, 서른), \\(4\\)개는 \\(40\\)(사십, 마흔), \\(5\\)개는 \\(50\\)(오십, 쉰)입니다. \\(10\\)개씩 묶음 \\(3\\)개와 낱개 \\(6\\)개는 \\(36\\)입니다.',
      en: 'Count many things by making groups of ten. Two tens are \\(20\\) (twenty), three tens \\(30\\) (thirty), four tens \\(40\\) (forty) and five tens \\(50\\) (fifty). Three tens and \\(6\\) ones are \\(36\\).',
    },
    {
      ko: '두 수의 크기를 비교할 때는 먼저 \\(10\\)개씩 묶음의 수를 비교하고, 같으면 낱개의 수를 비교합니다. \\(10\\)개씩 묶음이 많은 \\(41\\)이 \\(39\\)보다 큽니다.',
      en: 'To compare two numbers, first compare the tens. If the tens are the same, compare the ones. \\(41\\) has more tens than \\(39\\), so \\(41\\) is greater.',
    },
  ],
  keyPoints: [
    {
      ko: '\\(10\\)개씩 묶음 \\(1\\)개는 \\(10\\)입니다.',
      en: 'One group of ten is \\(10\\).',
    },
    {
      ko: '\\(10\\)개씩 묶음 \\(2\\)개와 낱개 \\(7\\)개는 \\(27\\)입니다.',
      en: 'Two tens and \\(7\\) ones make \\(27\\).',
    },
    {
      ko: '\\(20\\)은 스물, \\(30\\)은 서른, \\(40\\)은 마흔, \\(50\\)은 쉰이라고도 읽습니다.',
      en: 'Say the tens as twenty, thirty, forty and fifty.',
    },
    {
      ko: '크기를 비교할 때는 \\(10\\)개씩 묶음의 수부터 비교합니다.',
      en: 'To compare, look at the tens first, then the ones.',
    },
  ],
  terms: [
    {
      term: { ko: '십(열)', en: 'ten' },
      meaning: { ko: '\\(9\\)보다 \\(1\\)만큼 더 큰 수 \\(10\\)', en: 'the number \\(10\\), one more than \\(9\\)' },
    },
    {
      term: { ko: '10개씩 묶음', en: 'a ten (group of ten)' },
      meaning: { ko: '물건을 \\(10\\)개씩 묶은 한 덩어리', en: 'a bundle of \\(10\\) things counted as one ten' },
    },
    {
      term: { ko: '낱개', en: 'ones' },
      meaning: { ko: '\\(10\\)개씩 묶고 남은 하나하나', en: 'the single things left over after making tens' },
    },
  ],
});
