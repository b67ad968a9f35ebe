// 중학교 2학년 6단원 삼각형과 사각형의 성질
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '두 변의 길이가 같은 삼각형을 이등변삼각형이라고 합니다. 이등변삼각형의 두 밑각의 크기는 같고, 꼭지각의 이등분선은 밑변을 수직이등분합니다. 따라서 꼭지각의 크기가 \\(40^\\circ\\)이면 한 밑각의 크기는 \\((180^\\circ-40^\\circ)\\div 2=70^\\circ\\)입니다.',
      en: 'An isosceles triangle has two sides of equal length. Its two base angles are equal, and the bisector of the vertex angle is the perpendicular bisector of the base. So if the vertex angle is \\(40^\\circ\\), each base angle is \\((180^\\circ-40^\\circ)\\div 2=70^\\circ\\).',
    },
    {
      ko: '삼각형의 세 변의 수직이등분선은 한 점에서 만나고, 이 점을 외심이라고 합니다. 외심에서 세 꼭짓점까지의 거리는 같습니다. 삼각형의 세 내각의 이등분선은 한 점에서 만나고, 이 점을 내심이라고 합니다. 내심에서 세 변까지의 거리는 같습니다. 외심 \\(O\\)에 대하여 \\(\\angle A\\)가 예각이면 \\(\\angle BOC=2\\angle A\\)이고, 내심 \\(I\\)에 대하여 \\(\\angle BIC=90^\\circ+\\frac{1}{2}\\angle A\\)입니다.',
      en: 'The perpendicular bisectors of the three sides of a triangle meet at one point, the circumcenter, which is the same distance from all three vertices. The three angle bisectors meet at the incenter, which is the same distance from all three sides. For the circumcenter \\(O\\), \\(\\angle BOC=2\\angle A\\) (when \\(\\angle A\\) is acute); for the incenter \\(I\\), \\(\\angle BIC=90^\\circ+\\frac{1}{2}\\angle A\\).',
    },
    {
      ko: '두 쌍의 대변이 각각 평행한 사각형을 평행사변형이라고 합니다. 평행사변형은 두 쌍의 대변의 길이가 각각 같고, 두 쌍의 대각의 크기가 각각 같으며, 두 대각선은 서로 다른 것을 이등분합니다. 또 이웃한 두 내각의 크기의 합은 \\(180^\\circ\\)입니다. 직사각형, 마름모, 정사각형은 모두 평행사변형의 성질을 가집니다.',
      en: 'A parallelogram is a quadrilateral with both pairs of opposite sides parallel. Its opposite sides are equal, its opposite angles are equal, and its diagonals bisect each other. Any two consecutive angles add up to \\(180^\\circ\\). Rectangles, rhombuses, and squares are special parallelograms, so they have all of these properties.',
    },
  ],
  keyPoints: [
    {
      ko: '이등변삼각형의 두 밑각의 크기는 같습니다.',
      en: 'The base angles of an isosceles triangle are equal.',
    },
    {
      ko: '외심은 세 꼭짓점에서, 내심은 세 변에서 같은 거리에 있습니다.',
      en: 'The circumcenter is equidistant from the vertices; the incenter is equidistant from the sides.',
    },
    {
      ko: '외심 \\(O\\): \\(\\angle BOC=2\\angle A\\) (\\(\\angle A\\)가 예각일 때), 내심 \\(I\\): \\(\\angle BIC=90^\\circ+\\frac{1}{2}\\angle A\\)',
      en: 'Circumcenter \\(O\\): \\(\\angle BOC=2\\angle A\\) when \\(\\angle A\\) is acute. Incenter \\(I\\): \\(\\angle BIC=90^\\circ+\\frac{1}{2}\\angle A\\).',
    },
    {
      ko: '평행사변형의 대변의 길이와 대각의 크기는 각각 같고, 이웃한 두 각의 크기의 합은 \\(180^\\circ\\)입니다.',
      en: 'In a parallelogram, opposite sides and opposite angles are equal, and consecutive angles add up to \\(180^\\circ\\).',
    },
    {
      ko: '평행사변형의 두 대각선은 서로 다른 것을 이등분합니다.',
      en: 'The diagonals of a parallelogram bisect each other.',
    },
  ],
  terms: [
    {
      term: { ko: '이등변삼각형', en: 'isosceles triangle' },
      meaning: { ko: '두 변의 길이가 같은 삼각형', en: 'a triangle with two sides of equal length' },
    },
    {
      term: { ko: '외심', en: 'circumcenter' },
      meaning: {
        ko: '삼각형의 세 변의 수직이등분선의 교점',
        en: 'the point where the perpendicular bisectors of the sides meet; the center of the circle through all three vertices',
      },
    },
    {
      term: { ko: '내심', en: 'incenter' },
      meaning: {
        ko: '삼각형의 세 내각의 이등분선의 교점',
        en: 'the point where the angle bisectors meet; the center of the circle that touches all three sides',
      },
    },
    {
      term: { ko: '평행사변형', en: 'parallelogram' },
      meaning: {
        ko: '두 쌍의 대변이 각각 평행한 사각형',
        en: 'a quadrilateral with both pairs of opposite sides parallel',
      },
    },
  ],
});
