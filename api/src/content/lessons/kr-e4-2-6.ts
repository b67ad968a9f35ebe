// 4학년 2학기 6단원 다각형
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '선분으로만 둘러싸인 도형을 다각형이라고 합니다. 다각형은 변의 수에 따라 삼각형, 사각형, 오각형, 육각형, …이라고 부릅니다. 변의 길이가 모두 같고 각의 크기가 모두 같은 다각형을 정다각형이라고 합니다.',
      en: 'A polygon is a closed figure made only of line segments. Polygons are named by their number of sides: triangle, quadrilateral, pentagon, hexagon, and so on. A regular polygon has all sides equal and all angles equal.',
    },
    {
      ko: '다각형에서 서로 이웃하지 않는 두 꼭짓점을 이은 선분을 대각선이라고 합니다. 삼각형에는 대각선이 없습니다. 한 꼭짓점에서는 자기 자신과 이웃한 두 꼭짓점을 뺀 나머지 꼭짓점으로 대각선을 그을 수 있습니다. 대각선 하나를 양 끝에서 두 번 세게 되므로 육각형의 대각선은 \\(6\\times 3\\div 2=9\\)(개)입니다.',
      en: 'A diagonal joins two vertices that are not next to each other. A triangle has no diagonals. From one vertex you can draw a diagonal to every vertex except itself and its two neighbors. Counting this way, a hexagon has \\(9\\) diagonals in all, since each diagonal gets counted from both ends: \\(6\\times 3\\div 2=9\\).',
    },
    {
      ko: '정다각형의 둘레는 (한 변의 길이)\\(\\times\\)(변의 수)이므로 한 변의 길이는 둘레를 변의 수로 나누어 구합니다. 다각형을 한 꼭짓점에서 그은 대각선으로 나누면 삼각형이 (변의 수)보다 \\(2\\)개 적게 생기므로, 모든 각의 크기의 합은 \\(180^\\circ\\)에 삼각형의 수를 곱하여 구합니다. 오각형은 \\(180^\\circ\\times 3=540^\\circ\\)입니다.',
      en: "The perimeter of a regular polygon is the side length times the number of sides, so one side is the perimeter divided by the number of sides. Diagonals from one vertex cut a polygon into \\(2\\) fewer triangles than it has sides, so its angles add up to \\(180^\\circ\\) times the number of triangles. A pentagon's angles add up to \\(180^\\circ\\times 3=540^\\circ\\).",
    },
  ],
  keyPoints: [
    {
      ko: '정다각형은 변의 길이와 각의 크기가 모두 같습니다.',
      en: 'A regular polygon has equal sides and equal angles.',
    },
    {
      ko: '대각선은 이웃하지 않는 두 꼭짓점을 이은 선분입니다.',
      en: 'A diagonal joins two vertices that are not next to each other.',
    },
    {
      ko: '오각형의 대각선은 \\(5\\)개, 육각형의 대각선은 \\(9\\)개입니다.',
      en: 'A pentagon has \\(5\\) diagonals; a hexagon has \\(9\\).',
    },
    {
      ko: '오각형의 모든 각의 합은 \\(540^\\circ\\), 육각형은 \\(720^\\circ\\)입니다.',
      en: 'The angles of a pentagon add up to \\(540^\\circ\\); those of a hexagon add up to \\(720^\\circ\\).',
    },
  ],
  terms: [
    {
      term: { ko: '다각형', en: 'polygon' },
      meaning: { ko: '선분으로만 둘러싸인 도형', en: 'a closed figure made only of line segments' },
    },
    {
      term: { ko: '정다각형', en: 'regular polygon' },
      meaning: { ko: '변의 길이와 각의 크기가 모두 같은 다각형', en: 'a polygon with all sides and all angles equal' },
    },
    {
      term: { ko: '대각선', en: 'diagonal' },
      meaning: {
        ko: '다각형에서 이웃하지 않는 두 꼭짓점을 이은 선분',
        en: 'a segment joining two vertices of a polygon that are not next to each other',
      },
    },
  ],
});
