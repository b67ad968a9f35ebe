// 6학년 2학기 6단원 원기둥, 원뿔, 구
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '서로 평행하고 합동인 두 원을 밑면으로 하고 옆이 굽은 면으로 둘러싸인 입체도형을 원기둥이라고 합니다. 두 밑면에 수직인 선분의 길이를 높이라고 합니다. 원기둥의 전개도에서 옆면은 직사각형이고, 그 가로는 밑면의 둘레와 같고 세로는 원기둥의 높이와 같습니다.',
      en: 'A cylinder has two parallel, congruent circles as bases and a curved side joining them. Its height is the length of a segment perpendicular to both bases. In the net of a cylinder, the curved side unrolls into a rectangle: its length equals the circumference of a base, and its width equals the height.',
    },
    {
      ko: '평평한 면이 원이고 옆을 둘러싼 면이 굽은 뿔 모양의 입체도형을 원뿔이라고 합니다. 원뿔의 뾰족한 점을 원뿔의 꼭짓점이라 하고, 꼭짓점과 밑면의 둘레의 한 점을 이은 선분을 모선이라고 합니다. 원기둥을 앞에서 보면 직사각형, 원뿔을 앞에서 보면 이등변삼각형으로 보입니다.',
      en: 'A cone has one circular base and a curved surface that narrows to a point, the vertex. A segment from the vertex to the edge of the base is a slant height. Seen from the front, a cylinder looks like a rectangle and a cone looks like an isosceles triangle.',
    },
    {
      ko: '공처럼 둥근 입체도형을 구라고 합니다. 구의 가장 안쪽에 있는 점을 구의 중심, 구의 중심에서 구의 겉면의 한 점을 이은 선분을 구의 반지름이라고 합니다. 구는 어느 방향에서 보아도 원으로 보이고, 중심을 지나도록 자른 면은 반지름이 구의 반지름과 같은 원입니다.',
      en: 'A sphere is a perfectly round solid, like a ball. Its center is the point inside that is the same distance from every point on the surface, and that distance is its radius. A sphere looks like a circle from every direction, and cutting it through the center gives a circle with the same radius as the sphere.',
    },
  ],
  keyPoints: [
    {
      ko: '원기둥 전개도의 옆면 가로 \\(=\\) (밑면의 지름)\\(\\times\\)(원주율)',
      en: "In a cylinder's net, the rectangle's length \\(=\\) base diameter \\(\\times\\) pi.",
    },
    {
      ko: '원기둥 전개도의 옆면 세로는 원기둥의 높이와 같습니다.',
      en: "The rectangle's width equals the cylinder's height.",
    },
    {
      ko: '앞에서 본 모양은 원기둥이 직사각형, 원뿔이 삼각형, 구가 원입니다.',
      en: 'From the front: a cylinder looks like a rectangle, a cone like a triangle, a sphere like a circle.',
    },
    {
      ko: '구를 중심을 지나게 자른 면은 구와 반지름이 같은 원입니다.',
      en: "Cutting a sphere through its center gives a circle with the sphere's radius.",
    },
  ],
  terms: [
    {
      term: { ko: '원기둥', en: 'cylinder' },
      meaning: {
        ko: '평행하고 합동인 두 원을 밑면으로 하는 기둥 모양의 입체도형',
        en: 'a solid with two parallel, congruent circular bases and a curved side',
      },
    },
    {
      term: { ko: '원뿔', en: 'cone' },
      meaning: {
        ko: '밑면이 원이고 옆면이 굽은 뿔 모양의 입체도형',
        en: 'a solid with a circular base and a curved surface that comes to a point',
      },
    },
    {
      term: { ko: '모선', en: 'slant height' },
      meaning: {
        ko: '원뿔의 꼭짓점과 밑면의 둘레의 한 점을 이은 선분',
        en: 'a segment from the vertex of a cone to the edge of its base',
      },
    },
    {
      term: { ko: '구', en: 'sphere' },
      meaning: { ko: '공처럼 둥근 입체도형', en: 'a perfectly round solid, like a ball' },
    },
  ],
});
