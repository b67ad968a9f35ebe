// 2학년 1학기 2단원 여러 가지 도형
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '곧은 선 \\(3\\)개로 둘러싸인 도형을 삼각형이라고 합니다. 도형의 곧은 선을 변, 두 곧은 선이 만나는 점을 꼭짓점이라고 합니다. 삼각형은 변이 \\(3\\)개, 꼭짓점이 \\(3\\)개입니다. 곧은 선 \\(4\\)개로 둘러싸인 도형은 사각형이고 변과 꼭짓점이 각각 \\(4\\)개입니다.',
      en: 'A shape closed in by \\(3\\) straight lines is a triangle. Each straight line of a shape is a side, and each point where two sides meet is a vertex. A triangle has \\(3\\) sides and \\(3\\) vertices. A shape closed in by \\(4\\) straight lines is a quadrilateral, with \\(4\\) sides and \\(4\\) vertices.',
    },
    {
      ko: '어느 쪽에서 보아도 똑같이 동그란 모양의 도형을 원이라고 합니다. 원은 곧은 선이 없고 뾰족한 부분도 없습니다. 그래서 원에는 변과 꼭짓점이 없습니다.',
      en: 'A shape that is perfectly round from every side is a circle. A circle has no straight lines and no pointy corners, so it has no sides and no vertices.',
    },
    {
      ko: '칠교판은 삼각형 조각 \\(5\\)개와 사각형 조각 \\(2\\)개, 모두 \\(7\\)조각으로 이루어져 있습니다. 조각을 이어 붙여 여러 가지 삼각형, 사각형, 동물 모양을 만들 수 있습니다.',
      en: 'A tangram is a set of \\(7\\) pieces: \\(5\\) triangles and \\(2\\) quadrilaterals. Put the pieces together to make new triangles, quadrilaterals and animal pictures.',
    },
    {
      ko: '쌓기나무로 쌓은 모양은 몇 층인지, 각 층에 몇 개가 있는지, 어느 쪽에 있는지 말할 수 있습니다. 모두 몇 개인지 셀 때는 층별로 세어 더하고, 뒤에 숨어 있는 쌓기나무도 빠뜨리지 않습니다.',
      en: 'For a shape built with stacking cubes, you can tell how many layers it has, how many cubes are in each layer and where they are. To count all the cubes, count layer by layer and add, remembering the cubes hidden behind or underneath.',
    },
  ],
  keyPoints: [
    { ko: '삼각형은 변 \\(3\\)개, 꼭짓점 \\(3\\)개입니다.', en: 'A triangle has \\(3\\) sides and \\(3\\) vertices.' },
    {
      ko: '사각형은 변 \\(4\\)개, 꼭짓점 \\(4\\)개입니다.',
      en: 'A quadrilateral has \\(4\\) sides and \\(4\\) vertices.',
    },
    { ko: '원에는 변도 꼭짓점도 없습니다.', en: 'A circle has no sides and no vertices.' },
    {
      ko: '칠교판은 삼각형 \\(5\\)조각, 사각형 \\(2\\)조각입니다.',
      en: 'A tangram has \\(5\\) triangle pieces and \\(2\\) quadrilateral pieces.',
    },
    {
      ko: '쌓기나무의 수는 층별로 세어 더합니다.',
      en: 'Count stacked cubes layer by layer and add the counts.',
    },
  ],
  terms: [
    {
      term: { ko: '변', en: 'side' },
      meaning: { ko: '도형을 둘러싼 곧은 선', en: 'a straight line that makes up the edge of a shape' },
    },
    {
      term: { ko: '꼭짓점', en: 'vertex' },
      meaning: { ko: '두 변이 만나는 점', en: 'a point where two sides meet' },
    },
    {
      term: { ko: '원', en: 'circle' },
      meaning: { ko: '어느 쪽에서 보아도 똑같이 동그란 도형', en: 'a shape that is perfectly round' },
    },
    {
      term: { ko: '칠교판', en: 'tangram' },
      meaning: {
        ko: '\\(7\\)조각으로 이루어진 모양 만들기 판',
        en: 'a puzzle of \\(7\\) flat pieces for making shapes',
      },
    },
  ],
});
