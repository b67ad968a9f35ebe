// 1학년 2학기 1단원 100까지의 수
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '\\(10\\)개씩 묶음 \\(6\\)개는 \\(60\\)(육십, 예순), \\(7\\)개는 \\(70\\)(칠십, 일흔), \\(8\\)개는 \\(80\\)(팔십, 여든), \\(9\\)개는 \\(90\\)(구십, 아흔)입니다. \\(10\\)개씩 묶음 \\(7\\)개와 낱개 \\(4\\)개는 \\(74\\)이고 칠십사 또는 일흔넷이라고 읽습니다.',
      en: 'Six tens are \\(60\\) (sixty), seven tens \\(70\\) (seventy), eight tens \\(80\\) (eighty) and nine tens \\(90\\) (ninety). Seven tens and \\(4\\) ones make \\(74\\), seventy-four.',
    },
    {
      ko: '수를 차례로 쓰면 바로 뒤의 수는 \\(1\\)만큼 더 큰 수, 바로 앞의 수는 \\(1\\)만큼 더 작은 수입니다. \\(99\\)보다 \\(1\\)만큼 더 큰 수는 \\(100\\)이고 백이라고 읽습니다.',
      en: 'When numbers are written in order, the next number is one more and the number before is one less. One more than \\(99\\) is \\(100\\), one hundred.',
    },
    {
      ko: '두 수의 크기를 비교할 때는 \\(10\\)개씩 묶음의 수를 먼저 비교하고, 같으면 낱개의 수를 비교합니다. \\(68\\)과 \\(72\\)에서는 \\(10\\)개씩 묶음이 더 많은 \\(72\\)가 더 큽니다.',
      en: 'To compare two numbers, compare the tens first; if they are the same, compare the ones. \\(72\\) has more tens than \\(68\\), so \\(72\\) is greater.',
    },
    {
      ko: '둘씩 짝을 지을 때 남는 것이 없는 수를 짝수, 하나가 남는 수를 홀수라고 합니다. \\(2, 4, 6, 8, 10\\)은 짝수이고 \\(1, 3, 5, 7, 9\\)는 홀수입니다. 낱개의 수를 보면 짝수인지 홀수인지 알 수 있습니다.',
      en: 'A number is even if its things can all be put in pairs, and odd if one is left over. \\(2, 4, 6, 8, 10\\) are even and \\(1, 3, 5, 7, 9\\) are odd. Look at the ones digit to tell whether a number is even or odd.',
    },
  ],
  keyPoints: [
    {
      ko: '\\(60\\)은 예순, \\(70\\)은 일흔, \\(80\\)은 여든, \\(90\\)은 아흔입니다.',
      en: '\\(60\\), \\(70\\), \\(80\\) and \\(90\\) are sixty, seventy, eighty and ninety.',
    },
    { ko: '\\(99\\) 다음 수는 \\(100\\)(백)입니다.', en: 'The number after \\(99\\) is \\(100\\).' },
    {
      ko: '\\(10\\)개씩 묶음의 수가 클수록 큰 수입니다.',
      en: 'The number with more tens is greater.',
    },
    {
      ko: '낱개의 수가 \\(0, 2, 4, 6, 8\\)이면 짝수, \\(1, 3, 5, 7, 9\\)이면 홀수입니다.',
      en: 'A number ending in \\(0, 2, 4, 6\\) or \\(8\\) is even; ending in \\(1, 3, 5, 7\\) or \\(9\\) it is odd.',
    },
  ],
  terms: [
    {
      term: { ko: '백(100)', en: 'one hundred (100)' },
      meaning: { ko: '\\(99\\)보다 \\(1\\)만큼 더 큰 수', en: 'one more than \\(99\\)' },
    },
    {
      term: { ko: '짝수', en: 'even number' },
      meaning: {
        ko: '둘씩 짝을 지을 때 남는 것이 없는 수',
        en: 'a number that can be split into pairs with none left over',
      },
    },
    {
      term: { ko: '홀수', en: 'odd number' },
      meaning: { ko: '둘씩 짝을 지을 때 하나가 남는 수', en: 'a number that has one left over when split into pairs' },
    },
  ],
});
