// 5학년 2학기 5단원 직육면체와 정육면체
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '직사각형 \\(6\\)개로 둘러싸인 도형을 직육면체, 정사각형 \\(6\\)개로 둘러싸인 도형을 정육면체라고 합니다. 정육면체는 직육면체라고 할 수 있지만 직육면체는 정육면체라고 할 수 없습니다. 직육면체와 정육면체는 면이 \\(6\\)개, 모서리가 \\(12\\)개, 꼭짓점이 \\(8\\)개입니다.',
      en: 'A rectangular prism is a solid with six rectangular faces, and a cube is one with six square faces. Every cube is a rectangular prism, but not every rectangular prism is a cube. Both have \\(6\\) faces, \\(12\\) edges and \\(8\\) vertices.',
    },
    {
      ko: '직육면체에서 서로 마주 보는 면은 평행하고, 이 두 면을 밑면이라고 합니다. 밑면과 수직인 면을 옆면이라고 합니다. 직육면체에는 길이가 같은 모서리가 \\(4\\)개씩 \\(3\\)쌍 있으므로 모든 모서리의 길이의 합은 (가로\\(+\\)세로\\(+\\)높이)\\(\\times 4\\)입니다. 정육면체는 모서리 \\(12\\)개의 길이가 모두 같습니다.',
      en: 'Opposite faces of a rectangular prism are parallel; a pair of them can be the bases, and the faces around them are the lateral faces. The edges come in three groups of \\(4\\) equal edges, so the total edge length is \\((\\text{length}+\\text{width}+\\text{height})\\times 4\\). All \\(12\\) edges of a cube are equal, so one edge is the total divided by \\(12\\).',
    },
    {
      ko: '직육면체의 모양을 잘 알 수 있도록 보이는 모서리는 실선으로, 보이지 않는 모서리는 점선으로 그린 그림을 겨냥도라고 합니다. 겨냥도에서 보이는 모서리는 \\(9\\)개, 보이지 않는 모서리는 \\(3\\)개이고, 보이지 않는 꼭짓점은 \\(1\\)개입니다. 직육면체의 모서리를 잘라 펼친 그림은 전개도라고 합니다.',
      en: 'In a drawing of a rectangular prism, the edges you can see are solid lines and the hidden edges are dashed lines. You see \\(9\\) edges and \\(7\\) vertices; \\(3\\) edges and \\(1\\) vertex are hidden. A net is the flat pattern you get by cutting along edges and unfolding the prism.',
    },
  ],
  keyPoints: [
    {
      ko: '면 \\(6\\)개, 모서리 \\(12\\)개, 꼭짓점 \\(8\\)개입니다.',
      en: '\\(6\\) faces, \\(12\\) edges, \\(8\\) vertices.',
    },
    {
      ko: '모든 모서리의 길이의 합 \\(=\\) (가로\\(+\\)세로\\(+\\)높이)\\(\\times 4\\)',
      en: 'Total edge length \\(=(\\text{length}+\\text{width}+\\text{height})\\times 4\\).',
    },
    {
      ko: '정육면체의 한 모서리는 (모서리 길이의 합)\\(\\div 12\\)입니다.',
      en: "A cube's edge is its total edge length \\(\\div 12\\).",
    },
    {
      ko: '겨냥도에서 보이지 않는 모서리는 \\(3\\)개입니다.',
      en: 'A drawing of a prism hides \\(3\\) edges.',
    },
  ],
  terms: [
    {
      term: { ko: '직육면체', en: 'rectangular prism' },
      meaning: { ko: '직사각형 \\(6\\)개로 둘러싸인 도형', en: 'a solid with six rectangular faces' },
    },
    {
      term: { ko: '정육면체', en: 'cube' },
      meaning: { ko: '정사각형 \\(6\\)개로 둘러싸인 도형', en: 'a solid with six square faces' },
    },
    {
      term: { ko: '모서리', en: 'edge' },
      meaning: { ko: '면과 면이 만나는 선분', en: 'a segment where two faces meet' },
    },
    {
      term: { ko: '겨냥도', en: 'sketch of a solid' },
      meaning: {
        ko: '보이는 모서리는 실선, 보이지 않는 모서리는 점선으로 그린 그림',
        en: 'a drawing with visible edges solid and hidden edges dashed',
      },
    },
    {
      term: { ko: '전개도', en: 'net' },
      meaning: { ko: '입체도형의 모서리를 잘라 펼친 그림', en: 'a flat pattern that folds up into a solid' },
    },
  ],
});
