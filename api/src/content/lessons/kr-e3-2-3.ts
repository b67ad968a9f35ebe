// 3학년 2학기 3단원 원
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '원을 그릴 때 누름 못이 꽂혔던 점처럼 원의 한가운데에 있는 점을 원의 중심이라고 합니다. 원의 중심과 원 위의 한 점을 이은 선분을 반지름이라고 합니다. 한 원에서 반지름은 무수히 많이 그을 수 있고 길이가 모두 같습니다.',
      en: 'The point in the middle of a circle, where you hold the pin when you draw it, is the center. A line segment from the center to any point on the circle is a radius. A circle has countless radii, and they are all the same length.',
    },
    {
      ko: '원 위의 두 점을 이은 선분이 원의 중심을 지날 때, 이 선분을 지름이라고 합니다. 지름은 원을 똑같이 둘로 나누고, 원 안에 그을 수 있는 선분 중에서 가장 깁니다. 한 원에서 지름의 길이는 반지름의 \\(2\\)배입니다.',
      en: 'A line segment that joins two points on a circle and passes through the center is a diameter. A diameter cuts the circle into two equal halves, and it is the longest segment that fits inside the circle. In any circle, the diameter is \\(2\\) times the radius.',
    },
    {
      ko: '컴퍼스를 반지름만큼 벌리고 침을 원의 중심에 꽂은 다음 한 바퀴 돌리면 원을 그릴 수 있습니다. 반지름이 같은 원을 서로 맞닿게 한 줄로 그리면 첫 원의 중심에서 마지막 원의 중심까지의 거리는 지름을 (원의 수)보다 \\(1\\) 작은 수만큼 더한 길이입니다.',
      en: 'To draw a circle with a compass, open it to the length of the radius, put the point on the center and turn it all the way around. When circles of the same radius are drawn in a row, each touching the next, the distance from the first center to the last center is one diameter for each gap, which is one less than the number of circles.',
    },
  ],
  keyPoints: [
    {
      ko: '한 원에서 반지름의 길이는 모두 같습니다.',
      en: 'All the radii of a circle are the same length.',
    },
    {
      ko: '(지름)\\(=\\)(반지름)\\(\\times 2\\)',
      en: 'Diameter \\(=\\) radius \\(\\times 2\\).',
    },
    {
      ko: '지름은 원 안에 그을 수 있는 가장 긴 선분입니다.',
      en: 'The diameter is the longest segment inside a circle.',
    },
    {
      ko: '컴퍼스는 반지름만큼 벌려서 원을 그립니다.',
      en: 'Open a compass to the radius to draw a circle.',
    },
  ],
  terms: [
    {
      term: { ko: '원의 중심', en: 'center' },
      meaning: { ko: '원의 한가운데에 있는 점', en: 'the point in the middle of a circle' },
    },
    {
      term: { ko: '반지름', en: 'radius' },
      meaning: { ko: '원의 중심과 원 위의 한 점을 이은 선분', en: 'a segment from the center to the circle' },
    },
    {
      term: { ko: '지름', en: 'diameter' },
      meaning: {
        ko: '원의 중심을 지나도록 원 위의 두 점을 이은 선분',
        en: 'a segment through the center joining two points on the circle',
      },
    },
    {
      term: { ko: '컴퍼스', en: 'compass' },
      meaning: { ko: '원을 그리는 도구', en: 'a tool for drawing circles' },
    },
  ],
});
