// 5학년 2학기 1단원 수의 범위와 어림하기
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '\\(10\\)과 같거나 큰 수를 \\(10\\) 이상인 수, \\(10\\)과 같거나 작은 수를 \\(10\\) 이하인 수라고 합니다. \\(10\\)보다 큰 수는 \\(10\\) 초과인 수, \\(10\\)보다 작은 수는 \\(10\\) 미만인 수입니다. 이상과 이하는 기준이 되는 수를 포함하고, 초과와 미만은 포함하지 않습니다.',
      en: 'Numbers can be described by a range. “At least \\(10\\)” means \\(10\\) or more, and “at most \\(10\\)” means \\(10\\) or less; both include \\(10\\). “More than \\(10\\)” and “less than \\(10\\)” do not include \\(10\\) itself. On a number line, a filled dot includes the endpoint and an open dot leaves it out.',
    },
    {
      ko: '구하려는 자리 아래 수를 올려서 나타내는 방법을 올림, 버려서 나타내는 방법을 버림이라고 합니다. \\(3417\\)을 올림하여 백의 자리까지 나타내면 \\(3500\\), 버림하여 나타내면 \\(3400\\)입니다.',
      en: 'Rounding up means raising the digit in the chosen place if anything is left below it; rounding down means dropping everything below that place. To the nearest hundred, \\(3{,}417\\) rounds up to \\(3{,}500\\) and rounds down to \\(3{,}400\\).',
    },
    {
      ko: '구하려는 자리 바로 아래 자리의 숫자가 \\(0, 1, 2, 3, 4\\)이면 버리고, \\(5, 6, 7, 8, 9\\)이면 올리는 방법을 반올림이라고 합니다. \\(3417\\)을 반올림하여 백의 자리까지 나타내면 \\(3400\\)입니다.',
      en: 'Rounding to the nearest place looks at the digit just below that place: if it is \\(0\\) to \\(4\\), round down; if it is \\(5\\) to \\(9\\), round up. So \\(3{,}417\\) rounded to the nearest hundred is \\(3{,}400\\).',
    },
    {
      ko: '생활에서는 상황에 맞는 어림 방법을 고릅니다. 물건을 모두 담을 상자 수는 남는 물건도 담아야 하므로 올림으로, 포장해서 팔 수 있는 상자 수는 모자란 상자를 팔 수 없으므로 버림으로 구합니다.',
      en: 'In real life, choose the method that fits. To pack every item, round up, because leftover items still need a box. To count full boxes you can sell, round down, because a box that is not full cannot be sold.',
    },
  ],
  keyPoints: [
    { ko: '이상, 이하는 기준 수를 포함합니다.', en: '“At least” and “at most” include the boundary number.' },
    {
      ko: '초과, 미만은 기준 수를 포함하지 않습니다.',
      en: '“More than” and “less than” leave out the boundary number.',
    },
    {
      ko: '\\(5\\) 이상 \\(9\\) 미만인 자연수는 \\(5, 6, 7, 8\\)입니다.',
      en: 'The whole numbers at least \\(5\\) and less than \\(9\\) are \\(5, 6, 7, 8\\).',
    },
    {
      ko: '반올림은 바로 아래 자리의 숫자가 \\(5\\) 이상이면 올립니다.',
      en: 'To round to the nearest place, round up when the next digit is \\(5\\) or more.',
    },
    {
      ko: '모두 담으려면 올림, 다 채운 것만 세려면 버림을 씁니다.',
      en: 'To fit everything, round up; to count only full groups, round down.',
    },
  ],
  terms: [
    {
      term: { ko: '이상', en: 'at least' },
      meaning: { ko: '어떤 수와 같거나 큰 수', en: 'equal to or greater than a number' },
    },
    {
      term: { ko: '미만', en: 'less than' },
      meaning: { ko: '어떤 수보다 작은 수', en: 'smaller than a number, not including it' },
    },
    {
      term: { ko: '올림', en: 'rounding up' },
      meaning: {
        ko: '구하려는 자리 아래 수를 올려서 나타내는 방법',
        en: 'raising a number to the next value of the chosen place',
      },
    },
    {
      term: { ko: '버림', en: 'rounding down' },
      meaning: {
        ko: '구하려는 자리 아래 수를 버려서 나타내는 방법',
        en: 'dropping every digit below the chosen place',
      },
    },
    {
      term: { ko: '반올림', en: 'rounding' },
      meaning: {
        ko: '바로 아래 자리 숫자가 \\(5\\) 이상이면 올리고 \\(4\\) 이하이면 버리는 방법',
        en: 'rounding up when the next digit is \\(5\\) or more, and down otherwise',
      },
    },
  ],
});
