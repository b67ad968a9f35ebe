// 4학년 2학기 5단원 꺾은선그래프
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '연속적으로 변화하는 양을 점으로 찍고, 그 점들을 선분으로 이어 그린 그래프를 꺾은선그래프라고 합니다. 꺾은선그래프는 시간에 따라 기온이나 키가 어떻게 변하는지 나타낼 때 알맞습니다.',
      en: "A line graph shows how an amount changes over time. Each reading is marked with a point, and the points are joined with line segments. It is a good choice for things like temperature during a day or a plant's height week by week.",
    },
    {
      ko: '선분이 많이 기울어질수록 변화가 큽니다. 선분이 오른쪽 위로 올라가면 양이 늘어난 것이고, 오른쪽 아래로 내려가면 줄어든 것입니다. 두 점 사이의 중간 시각의 값은 두 값의 가운데쯤으로 어림할 수 있습니다.',
      en: 'The steeper a segment, the bigger the change. A segment going up to the right means the amount increased; going down means it decreased. To estimate a value halfway between two readings, take the number halfway between them.',
    },
    {
      ko: '필요 없는 부분은 물결선으로 줄여서 나타낼 수 있습니다. 물결선을 쓰면 변화하는 모습이 잘 드러납니다. 그래프를 읽을 때는 물결선 위의 눈금이 어디에서 시작하는지와 눈금 한 칸의 크기를 꼭 확인합니다.',
      en: 'A zigzag break on the axis lets you skip the part of the scale you do not need, so the changes show up clearly. When you read such a graph, check where the scale starts after the break and what one grid square is worth.',
    },
  ],
  keyPoints: [
    {
      ko: '선분이 많이 기울어질수록 변화가 큽니다.',
      en: 'The steeper the segment, the greater the change.',
    },
    {
      ko: '변화한 양은 (나중 값)\\(-\\)(처음 값)으로 구합니다.',
      en: 'The change is the later value minus the earlier value.',
    },
    {
      ko: '측정한 두 값 사이의 값은 두 값의 가운데쯤으로 어림합니다.',
      en: 'Estimate a value between two readings as about halfway between them.',
    },
    {
      ko: '물결선이 있으면 눈금이 시작하는 값을 확인합니다.',
      en: 'With a zigzag break, check where the scale starts.',
    },
  ],
  terms: [
    {
      term: { ko: '꺾은선그래프', en: 'line graph' },
      meaning: {
        ko: '변화하는 양을 점으로 찍고 선분으로 이은 그래프',
        en: 'a graph that joins data points with segments to show change',
      },
    },
    {
      term: { ko: '물결선', en: 'zigzag break' },
      meaning: {
        ko: '그래프에서 필요 없는 부분을 줄여 나타내는 선',
        en: 'a mark on an axis that shows part of the scale is skipped',
      },
    },
  ],
});
