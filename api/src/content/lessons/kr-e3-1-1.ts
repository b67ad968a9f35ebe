// 3학년 1학기 1단원 덧셈과 뺄셈
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '세 자리 수의 덧셈은 일의 자리부터 같은 자리끼리 더합니다. 같은 자리의 합이 \\(10\\)이거나 \\(10\\)보다 크면 바로 윗자리로 \\(1\\)을 받아올림합니다. \\(358 + 276\\)은 일의 자리 \\(8 + 6 = 14\\), 십의 자리 \\(1 + 5 + 7 = 13\\), 백의 자리 \\(1 + 3 + 2 = 6\\)이므로 \\(634\\)입니다.',
      en: 'To add three-digit numbers, add each place, starting with the ones. When a place adds up to \\(10\\) or more, carry \\(1\\) to the next place. For \\(358 + 276\\): ones \\(8 + 6 = 14\\), tens \\(1 + 5 + 7 = 13\\), hundreds \\(1 + 3 + 2 = 6\\), so the sum is \\(634\\).',
    },
    {
      ko: '세 자리 수의 뺄셈도 일의 자리부터 같은 자리끼리 뺍니다. 같은 자리끼리 뺄 수 없으면 바로 윗자리에서 \\(10\\)을 받아내림합니다. \\(503 - 168\\)처럼 십의 자리가 \\(0\\)이면 백의 자리에서 십의 자리로, 다시 십의 자리에서 일의 자리로 차례로 받아내림합니다. 답은 \\(335\\)입니다.',
      en: 'To subtract three-digit numbers, subtract each place, starting with the ones. When a place is too small to subtract from, regroup: trade \\(1\\) from the next place up for \\(10\\) in this place. In \\(503 - 168\\) the tens digit is \\(0\\), so regroup a hundred as \\(10\\) tens first, then a ten as \\(10\\) ones. The answer is \\(335\\).',
    },
    {
      ko: '계산하기 전에 몇백쯤인지 어림하면 답이 맞는지 알아보기 쉽습니다. \\(398 + 205\\)는 약 \\(400 + 200 = 600\\)이므로 계산한 값 \\(603\\)이 알맞습니다. 뺄셈의 답은 빼는 수와 더해서 처음 수가 되는지 확인합니다.',
      en: 'Estimating to the nearest hundred before you calculate helps you spot mistakes. \\(398 + 205\\) is about \\(400 + 200 = 600\\), so the answer \\(603\\) makes sense. Check a subtraction by adding the answer to the number you took away.',
    },
  ],
  keyPoints: [
    {
      ko: '같은 자리끼리 일의 자리부터 계산합니다.',
      en: 'Line up the places and start with the ones.',
    },
    {
      ko: '합이 \\(10\\)이거나 \\(10\\)보다 크면 윗자리로 \\(1\\)을 받아올림합니다.',
      en: 'When a place adds to \\(10\\) or more, carry \\(1\\) to the next place.',
    },
    {
      ko: '뺄 수 없으면 윗자리에서 \\(10\\)을 받아내림합니다.',
      en: 'When you cannot subtract in a place, regroup \\(1\\) from the next place up as \\(10\\).',
    },
    {
      ko: '\\(634 - 276 = 358\\)이면 \\(358 + 276 = 634\\)입니다.',
      en: 'If \\(634 - 276 = 358\\), then \\(358 + 276 = 634\\).',
    },
  ],
  terms: [
    {
      term: { ko: '받아올림', en: 'carrying (regrouping)' },
      meaning: {
        ko: '같은 자리의 합에서 \\(10\\)을 윗자리 \\(1\\)로 올리는 것',
        en: 'trading \\(10\\) in one place for \\(1\\) in the next place up',
      },
    },
    {
      term: { ko: '받아내림', en: 'borrowing (regrouping)' },
      meaning: {
        ko: '윗자리의 \\(1\\)을 아랫자리의 \\(10\\)으로 내리는 것',
        en: 'trading \\(1\\) in a higher place for \\(10\\) in the place below',
      },
    },
    {
      term: { ko: '어림셈', en: 'estimation' },
      meaning: {
        ko: '수를 몇백쯤으로 생각하여 대강 계산하는 것',
        en: 'working with rounded numbers to get a rough answer',
      },
    },
  ],
});
