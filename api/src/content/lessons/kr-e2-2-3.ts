// 2학년 2학기 3단원 길이 재기
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '\\(100\\) cm는 \\(1\\) m입니다. \\(1\\) m는 \\(1\\) 미터라고 읽습니다. 칠판의 긴 쪽이나 교실 문의 높이처럼 긴 길이는 m로 나타내면 편리합니다.',
      en: '\\(100\\) centimeters make \\(1\\) meter, written \\(1\\) m. Long lengths, like the width of a board or the height of a door, are easier to say in meters.',
    },
    {
      ko: '\\(130\\) cm는 \\(1\\) m보다 \\(30\\) cm 더 긴 길이입니다. 이것을 \\(1\\) m \\(30\\) cm라고 쓰고 \\(1\\) 미터 \\(30\\) 센티미터라고 읽습니다. 그러므로 \\(1\\) m \\(30\\) cm \\(= 130\\) cm입니다.',
      en: '\\(130\\) cm is \\(30\\) cm longer than \\(1\\) m. We write it \\(1\\) m \\(30\\) cm and read it "one meter thirty centimeters." So \\(1\\) m \\(30\\) cm \\(= 130\\) cm.',
    },
    {
      ko: '길이의 합과 차는 m는 m끼리, cm는 cm끼리 계산합니다. \\(2\\) m \\(40\\) cm \\(+\\) \\(1\\) m \\(35\\) cm \\(=\\) \\(3\\) m \\(75\\) cm입니다. cm끼리의 합이 \\(100\\)이거나 \\(100\\)보다 크면 \\(100\\) cm를 \\(1\\) m로 바꾸어 줍니다.',
      en: 'To add or subtract lengths, work meters with meters and centimeters with centimeters: \\(2\\) m \\(40\\) cm \\(+\\) \\(1\\) m \\(35\\) cm \\(=\\) \\(3\\) m \\(75\\) cm. If the centimeters add up to \\(100\\) or more, trade \\(100\\) cm for \\(1\\) m.',
    },
    {
      ko: '몸의 한 부분으로 \\(1\\) m를 어림할 수 있습니다. 양팔을 벌린 길이나 걸음으로 \\(1\\) m가 어느 정도인지 알아 두면 긴 길이를 약 몇 m라고 어림할 수 있습니다.',
      en: 'You can use your body to estimate a meter. Once you know how your arm span or a few steps compare with \\(1\\) m, you can estimate a long length as about so many meters.',
    },
  ],
  keyPoints: [
    { ko: '\\(1\\) m는 \\(100\\) cm입니다.', en: '\\(1\\) m is \\(100\\) cm.' },
    {
      ko: '\\(245\\) cm는 \\(2\\) m \\(45\\) cm입니다.',
      en: '\\(245\\) cm is \\(2\\) m \\(45\\) cm.',
    },
    {
      ko: '길이의 계산은 m끼리, cm끼리 합니다.',
      en: 'Add or subtract meters with meters and centimeters with centimeters.',
    },
    {
      ko: '양팔을 벌린 길이로 \\(1\\) m를 어림할 수 있습니다.',
      en: 'Your arm span can help you estimate \\(1\\) m.',
    },
  ],
  terms: [
    {
      term: { ko: '미터(m)', en: 'meter (m)' },
      meaning: { ko: '길이의 단위. \\(1\\) m는 \\(100\\) cm입니다.', en: 'a unit of length equal to \\(100\\) cm' },
    },
    {
      term: { ko: '줄자', en: 'measuring tape' },
      meaning: {
        ko: '긴 길이를 잴 때 쓰는 감을 수 있는 자',
        en: 'a long ruler that rolls up, for measuring long lengths',
      },
    },
  ],
});
