// 1학년 1학기 4단원 비교하기
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '두 물건의 길이를 비교할 때는 한쪽 끝을 맞추고 다른 쪽 끝을 봅니다. 더 많이 나온 것이 더 깁니다. 두 가지를 비교할 때는 더 길다, 더 짧다라고 하고, 세 가지나 그보다 많은 것을 비교할 때는 가장 길다, 가장 짧다라고 합니다.',
      en: 'To compare the lengths of two things, line up one end of each and look at the other end. The one that sticks out farther is longer. For two things we say longer and shorter; for three or more we say longest and shortest.',
    },
    {
      ko: '무게는 손으로 들어 보거나 시소나 양팔 저울에 올려 비교합니다. 아래로 내려간 쪽이 더 무겁고, 위로 올라간 쪽이 더 가볍습니다. 크기가 크다고 항상 더 무거운 것은 아닙니다.',
      en: 'To compare weight, lift the things or put them on a seesaw or a balance. The side that goes down is heavier, and the side that goes up is lighter. A bigger thing is not always heavier.',
    },
    {
      ko: '넓이를 비교할 때는 두 물건을 겹쳐 보아 남는 부분이 있는 쪽이 더 넓습니다. 담을 수 있는 양을 비교할 때는 그릇의 크기를 비교하거나, 한 그릇에 물을 가득 채워 다른 그릇에 옮겨 부어 봅니다. 그릇이 클수록 담을 수 있는 양이 더 많습니다.',
      en: 'To compare area, lay one thing on top of the other: the one with a part left over is bigger. To compare how much containers hold, look at their sizes, or fill one with water and pour it into the other. A larger container holds more.',
    },
    {
      ko: '같은 물건으로 재면 비교하기 쉽습니다. 클립이나 구슬처럼 같은 물건이 몇 개인지 세어 보면 수가 많을수록 더 길거나 더 무겁습니다.',
      en: 'Measuring with the same small object makes comparing easy. Count how many paper clips long something is, or how many marbles balance it: the bigger the count, the longer or heavier it is.',
    },
  ],
  keyPoints: [
    { ko: '길이는 한쪽 끝을 맞추어 비교합니다.', en: 'Line up one end to compare lengths.' },
    {
      ko: '저울에서 내려간 쪽이 더 무겁습니다.',
      en: 'On a balance, the side that goes down is heavier.',
    },
    {
      ko: '겹쳤을 때 남는 부분이 있는 쪽이 더 넓습니다.',
      en: 'When you lay one on the other, the one with a part left over is bigger.',
    },
    {
      ko: '셋이나 그보다 많은 것을 비교할 때는 가장 길다, 가장 무겁다처럼 가장을 붙여 말합니다.',
      en: 'With three or more things, use words like longest and heaviest.',
    },
  ],
  terms: [
    {
      term: { ko: '길다, 짧다', en: 'longer, shorter' },
      meaning: { ko: '길이를 비교할 때 쓰는 말', en: 'words for comparing length' },
    },
    {
      term: { ko: '무겁다, 가볍다', en: 'heavier, lighter' },
      meaning: { ko: '무게를 비교할 때 쓰는 말', en: 'words for comparing weight' },
    },
    {
      term: { ko: '넓다, 좁다', en: 'bigger, smaller (area)' },
      meaning: { ko: '넓이를 비교할 때 쓰는 말', en: 'words for comparing how much surface something covers' },
    },
    {
      term: { ko: '많다, 적다', en: 'holds more, holds less' },
      meaning: { ko: '담을 수 있는 양을 비교할 때 쓰는 말', en: 'words for comparing how much a container holds' },
    },
  ],
});
