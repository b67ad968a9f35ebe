// 3학년 1학기 5단원 길이와 시간
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '자에서 \\(1\\) cm를 똑같이 \\(10\\)칸으로 나눈 작은 눈금 한 칸의 길이를 \\(1\\) mm라고 씁니다. \\(1\\) 밀리미터라고 읽습니다. \\(1\\) cm \\(= 10\\) mm이므로 \\(3\\) cm \\(4\\) mm는 \\(34\\) mm입니다.',
      en: 'On a ruler, each centimeter is split into \\(10\\) small spaces. One small space is \\(1\\) millimeter, written \\(1\\) mm. Since \\(1\\) cm \\(= 10\\) mm, \\(3\\) cm \\(4\\) mm is \\(34\\) mm.',
    },
    {
      ko: '\\(1000\\) m를 \\(1\\) km라고 쓰고 \\(1\\) 킬로미터라고 읽습니다. \\(2\\) km보다 \\(300\\) m 더 먼 거리는 \\(2\\) km \\(300\\) m이고 \\(2300\\) m와 같습니다. 먼 거리는 km로 나타내면 편리합니다.',
      en: '\\(1000\\) meters make \\(1\\) kilometer, written \\(1\\) km. A distance \\(300\\) m farther than \\(2\\) km is \\(2\\) km \\(300\\) m, the same as \\(2300\\) m. Long distances are easier to say in kilometers.',
    },
    {
      ko: '초바늘이 작은 눈금 한 칸을 가는 동안의 시간이 \\(1\\)초입니다. 초바늘이 시계를 한 바퀴 도는 데 걸리는 시간은 \\(60\\)초이고, \\(60\\)초는 \\(1\\)분입니다. \\(1\\)분 \\(20\\)초는 \\(80\\)초입니다.',
      en: 'The second hand moves one small mark in \\(1\\) second. It takes \\(60\\) seconds to go all the way around, and \\(60\\) seconds is \\(1\\) minute. So \\(1\\) minute \\(20\\) seconds is \\(80\\) seconds.',
    },
    {
      ko: '시간의 덧셈과 뺄셈은 시는 시끼리, 분은 분끼리, 초는 초끼리 계산합니다. 초끼리 더해 \\(60\\)이거나 \\(60\\)보다 크면 \\(60\\)초를 \\(1\\)분으로 받아올림하고, 뺄 수 없으면 \\(1\\)분을 \\(60\\)초로 받아내림합니다. 길이의 계산도 같은 단위끼리 하고, 필요하면 \\(10\\) mm와 \\(1\\) cm, \\(1000\\) m와 \\(1\\) km를 서로 바꾸어 줍니다.',
      en: 'To add or subtract times, work hours with hours, minutes with minutes and seconds with seconds. If the seconds reach \\(60\\) or more, trade \\(60\\) seconds for \\(1\\) minute; if you cannot subtract, trade \\(1\\) minute for \\(60\\) seconds. Lengths work the same way with \\(10\\) mm in a centimeter and \\(1000\\) m in a kilometer.',
    },
  ],
  keyPoints: [
    { ko: '\\(1\\) cm는 \\(10\\) mm입니다.', en: '\\(1\\) cm \\(= 10\\) mm.' },
    { ko: '\\(1\\) km는 \\(1000\\) m입니다.', en: '\\(1\\) km \\(= 1000\\) m.' },
    { ko: '\\(1\\)분은 \\(60\\)초입니다.', en: '\\(1\\) minute \\(= 60\\) seconds.' },
    {
      ko: '시간과 길이는 같은 단위끼리 계산하고, 넘치거나 모자라면 단위를 바꾸어 줍니다.',
      en: 'Add and subtract like units, trading between units when you need to.',
    },
  ],
  terms: [
    {
      term: { ko: '밀리미터(mm)', en: 'millimeter (mm)' },
      meaning: { ko: '\\(1\\) cm를 \\(10\\)칸으로 나눈 한 칸의 길이', en: 'one tenth of a centimeter' },
    },
    {
      term: { ko: '킬로미터(km)', en: 'kilometer (km)' },
      meaning: { ko: '\\(1000\\) m와 같은 길이', en: 'a length equal to \\(1000\\) m' },
    },
    {
      term: { ko: '초', en: 'second' },
      meaning: {
        ko: '초바늘이 작은 눈금 한 칸을 가는 동안의 시간',
        en: 'the time the second hand takes to move one small mark',
      },
    },
  ],
});
