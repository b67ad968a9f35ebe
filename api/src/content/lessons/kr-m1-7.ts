// 중학교 1학년 7단원 입체도형의 성질
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '다각형인 면으로만 둘러싸인 입체도형을 다면체라 하고, 면의 개수에 따라 사면체, 오면체, …라고 합니다. 밑면의 변의 개수가 \\(n\\)일 때 \\(n\\)각기둥과 \\(n\\)각뿔대는 꼭짓점이 \\(2n\\)개, 모서리가 \\(3n\\)개, 면이 \\((n+2)\\)개이고, \\(n\\)각뿔은 꼭짓점이 \\((n+1)\\)개, 모서리가 \\(2n\\)개, 면이 \\((n+1)\\)개입니다.',
      en: 'A polyhedron is a solid whose faces are all polygons; it is named by its number of faces, such as a tetrahedron with four. If the base has \\(n\\) sides, a prism and a frustum of a pyramid each have \\(2n\\) vertices, \\(3n\\) edges and \\(n+2\\) faces, while a pyramid has \\(n+1\\) vertices, \\(2n\\) edges and \\(n+1\\) faces.',
    },
    {
      ko: '모든 면이 합동인 정다각형이고 각 꼭짓점에 모인 면의 개수가 같은 다면체를 정다면체라고 합니다. 정다면체는 정사면체, 정육면체, 정팔면체, 정십이면체, 정이십면체의 다섯 가지뿐입니다. 평면도형을 한 직선을 축으로 하여 1회전시킬 때 생기는 입체도형을 회전체라 하며, 원기둥, 원뿔, 원뿔대, 구가 있습니다.',
      en: 'A regular polyhedron has faces that are all congruent regular polygons, with the same number of faces meeting at every vertex. There are only five: the regular tetrahedron, cube, octahedron, dodecahedron and icosahedron. A solid of revolution is made by turning a plane figure one full turn around a line, the axis; cylinders, cones, frustums of cones and spheres are examples.',
    },
    {
      ko: '기둥의 부피는 (밑넓이)\\(\\times\\)(높이)이고, 뿔의 부피는 밑넓이와 높이가 같은 기둥의 부피의 \\(\\frac{1}{3}\\)입니다. 밑면의 반지름이 \\(r\\), 높이가 \\(h\\)인 원기둥의 부피는 \\(\\pi r^2h\\), 겉넓이는 \\(2\\pi r^2+2\\pi rh\\)이고, 원뿔의 부피는 \\(\\frac{1}{3}\\pi r^2h\\)입니다. 모선의 길이가 \\(l\\)인 원뿔의 옆넓이는 \\(\\pi rl\\)입니다.',
      en: 'The volume of a prism or cylinder is base area times height, and a pyramid or cone holds \\(\\frac{1}{3}\\) of the prism or cylinder with the same base and height. A cylinder with radius \\(r\\) and height \\(h\\) has volume \\(\\pi r^2h\\) and surface area \\(2\\pi r^2+2\\pi rh\\). A cone has volume \\(\\frac{1}{3}\\pi r^2h\\), and with slant height \\(l\\) its lateral area is \\(\\pi rl\\).',
    },
    {
      ko: '반지름이 \\(r\\)인 구의 겉넓이는 \\(4\\pi r^2\\), 부피는 \\(\\frac{4}{3}\\pi r^3\\)입니다. 지름이 주어지면 먼저 반지름으로 바꾸어 계산합니다.',
      en: 'A sphere with radius \\(r\\) has surface area \\(4\\pi r^2\\) and volume \\(\\frac{4}{3}\\pi r^3\\). If you are given the diameter, halve it first to get the radius.',
    },
  ],
  keyPoints: [
    {
      ko: '\\(n\\)각기둥: 꼭짓점 \\(2n\\)개, 모서리 \\(3n\\)개, 면 \\((n+2)\\)개',
      en: 'Prism with an \\(n\\)-sided base: \\(2n\\) vertices, \\(3n\\) edges, \\(n+2\\) faces.',
    },
    { ko: '정다면체는 다섯 가지뿐입니다.', en: 'There are exactly five regular polyhedra.' },
    {
      ko: '(뿔의 부피)\\(=\\frac{1}{3}\\times\\)(밑넓이)\\(\\times\\)(높이)',
      en: 'Volume of a pyramid or cone \\(=\\frac{1}{3}\\times\\) base area \\(\\times\\) height.',
    },
    {
      ko: '원기둥의 겉넓이는 \\(2\\pi r^2+2\\pi rh\\)입니다.',
      en: 'Surface area of a cylinder: \\(2\\pi r^2+2\\pi rh\\).',
    },
    {
      ko: '구의 겉넓이는 \\(4\\pi r^2\\), 부피는 \\(\\frac{4}{3}\\pi r^3\\)입니다.',
      en: 'Sphere: surface area \\(4\\pi r^2\\), volume \\(\\frac{4}{3}\\pi r^3\\).',
    },
  ],
  terms: [
    {
      term: { ko: '다면체', en: 'polyhedron' },
      meaning: { ko: '다각형인 면으로만 둘러싸인 입체도형', en: 'a solid whose faces are all polygons' },
    },
    {
      term: { ko: '정다면체', en: 'regular polyhedron' },
      meaning: {
        ko: '모든 면이 합동인 정다각형이고 각 꼭짓점에 모인 면의 개수가 같은 다면체',
        en: 'a polyhedron with congruent regular faces and the same number of faces at each vertex',
      },
    },
    {
      term: { ko: '각뿔대', en: 'frustum of a pyramid' },
      meaning: {
        ko: '각뿔을 밑면에 평행한 평면으로 잘라 생긴 두 입체도형 중 각뿔이 아닌 쪽',
        en: 'what is left of a pyramid when its top is cut off parallel to the base',
      },
    },
    {
      term: { ko: '회전체', en: 'solid of revolution' },
      meaning: {
        ko: '평면도형을 한 직선을 축으로 하여 1회전시킬 때 생기는 입체도형',
        en: 'a solid made by turning a plane figure one full turn around a line',
      },
    },
    {
      term: { ko: '모선', en: 'generating segment' },
      meaning: {
        ko: '회전체에서 옆면을 만드는 선분',
        en: 'the segment that sweeps out the curved side of a cone or cylinder; on a cone its length is the slant height',
      },
    },
  ],
});
