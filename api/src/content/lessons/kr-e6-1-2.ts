// 6학년 1학기 2단원 각기둥과 각뿔
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '위와 아래에 있는 면이 서로 평행하고 합동인 다각형으로 이루어진 입체도형을 각기둥이라고 합니다. 서로 평행한 두 면을 밑면, 밑면과 만나는 면을 옆면이라고 합니다. 각기둥의 옆면은 모두 직사각형이고, 밑면의 모양에 따라 삼각기둥, 사각기둥, 오각기둥, …이라고 부릅니다.',
      en: 'A prism is a solid with two parallel, congruent polygon faces called bases; the other faces, the lateral faces, are rectangles. A prism is named by the shape of its bases: triangular prism, rectangular prism, pentagonal prism, and so on.',
    },
    {
      ko: '밑면이 다각형이고 옆면이 모두 삼각형인 입체도형을 각뿔이라고 합니다. 각뿔의 밑면은 \\(1\\)개이고, 옆면이 모두 만나는 점을 각뿔의 꼭짓점이라고 합니다. 각뿔의 꼭짓점에서 밑면에 수직인 선분의 길이를 높이라고 합니다.',
      en: 'A pyramid has one polygon base, and its lateral faces are triangles that meet at a single point, the apex. The height of a pyramid is the length of the segment from the apex perpendicular to the base.',
    },
    {
      ko: '각기둥의 면의 수는 (한 밑면의 변의 수)\\(+2\\), 모서리의 수는 (한 밑면의 변의 수)\\(\\times 3\\), 꼭짓점의 수는 (한 밑면의 변의 수)\\(\\times 2\\)입니다. 각뿔의 면의 수와 꼭짓점의 수는 (밑면의 변의 수)\\(+1\\), 모서리의 수는 (밑면의 변의 수)\\(\\times 2\\)입니다. 모서리나 꼭짓점의 수를 알면 거꾸로 밑면의 모양을 알아낼 수 있습니다.',
      en: 'If the base has \\(n\\) sides, the prism has \\(n+2\\) faces, \\(3\\times n\\) edges and \\(2\\times n\\) vertices. The pyramid has \\(n+1\\) faces, \\(2\\times n\\) edges and \\(n+1\\) vertices. Working backward from a count tells you the shape of the base.',
    },
  ],
  keyPoints: [
    {
      ko: '육각기둥은 면 \\(8\\)개, 모서리 \\(18\\)개, 꼭짓점 \\(12\\)개입니다.',
      en: 'A hexagonal prism has \\(8\\) faces, \\(18\\) edges and \\(12\\) vertices.',
    },
    {
      ko: '육각뿔은 면 \\(7\\)개, 모서리 \\(12\\)개, 꼭짓점 \\(7\\)개입니다.',
      en: 'A hexagonal pyramid has \\(7\\) faces, \\(12\\) edges and \\(7\\) vertices.',
    },
    {
      ko: '각기둥의 옆면은 직사각형, 각뿔의 옆면은 삼각형입니다.',
      en: 'Prisms have rectangular lateral faces; pyramids have triangular ones.',
    },
    {
      ko: '오각기둥의 모서리는 \\(15\\)개, 오각뿔의 모서리는 \\(10\\)개입니다.',
      en: 'A pentagonal prism has \\(15\\) edges; a pentagonal pyramid has \\(10\\).',
    },
  ],
  terms: [
    {
      term: { ko: '각기둥', en: 'prism' },
      meaning: {
        ko: '두 밑면이 평행하고 합동인 다각형인 입체도형',
        en: 'a solid with two parallel, congruent polygon bases',
      },
    },
    {
      term: { ko: '각뿔', en: 'pyramid' },
      meaning: {
        ko: '밑면이 다각형이고 옆면이 모두 삼각형인 입체도형',
        en: 'a solid with one polygon base and triangular faces meeting at a point',
      },
    },
    {
      term: { ko: '밑면', en: 'base' },
      meaning: {
        ko: '각기둥에서 서로 평행한 두 면, 각뿔에서 아래에 놓인 면',
        en: 'a face that names a prism or pyramid; a prism has two, a pyramid one',
      },
    },
    {
      term: { ko: '옆면', en: 'lateral face' },
      meaning: { ko: '밑면과 만나는 면', en: 'a face that is not a base' },
    },
    {
      term: { ko: '각뿔의 꼭짓점', en: 'apex' },
      meaning: { ko: '각뿔에서 옆면이 모두 만나는 점', en: 'the point where all lateral faces of a pyramid meet' },
    },
  ],
});
