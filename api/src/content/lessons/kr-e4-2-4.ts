// 4학년 2학기 4단원 사각형
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '두 직선이 만나서 이루는 각이 직각일 때 두 직선은 서로 수직이라고 하고, 한 직선을 다른 직선에 대한 수선이라고 합니다. 한 직선에 수직인 두 직선은 서로 만나지 않습니다. 이렇게 서로 만나지 않는 두 직선을 평행하다고 하고, 평행한 두 직선을 평행선이라고 합니다.',
      en: 'Two lines that meet at a right angle are perpendicular. Two lines that never meet, no matter how far they go, are parallel. Two lines that are both perpendicular to the same line are parallel to each other.',
    },
    {
      ko: '평행선의 한 직선에서 다른 직선에 수선을 그었을 때 이 수선의 길이를 평행선 사이의 거리라고 합니다. 평행선 사이의 거리는 어디에서 재어도 같습니다.',
      en: 'The distance between two parallel lines is the length of a segment drawn perpendicular from one line to the other. It is the same everywhere along the lines.',
    },
    {
      ko: '평행한 변이 한 쌍이라도 있는 사각형을 사다리꼴, 마주 보는 두 쌍의 변이 서로 평행한 사각형을 평행사변형이라고 합니다. 평행사변형은 마주 보는 두 변의 길이가 같고, 마주 보는 두 각의 크기가 같으며, 이웃한 두 각의 크기의 합은 \\(180^\\circ\\)입니다. 네 변의 길이가 모두 같은 사각형은 마름모입니다.',
      en: 'A trapezoid is a quadrilateral with at least one pair of parallel sides. A parallelogram has two pairs of parallel sides. In a parallelogram, opposite sides are equal, opposite angles are equal, and two angles next to each other add up to \\(180^\\circ\\). A rhombus is a quadrilateral with four equal sides.',
    },
    {
      ko: '직사각형, 정사각형, 마름모는 모두 평행사변형의 성질을 가집니다. 정사각형은 네 변의 길이가 같고 네 각이 모두 직각이므로 직사각형이면서 마름모입니다.',
      en: 'Rectangles, squares and rhombuses all have the properties of a parallelogram. A square has four equal sides and four right angles, so it is both a rectangle and a rhombus.',
    },
  ],
  keyPoints: [
    {
      ko: '평행사변형에서 이웃한 두 각의 합은 \\(180^\\circ\\)입니다.',
      en: 'In a parallelogram, neighboring angles add up to \\(180^\\circ\\).',
    },
    {
      ko: '평행사변형의 둘레는 (이웃한 두 변의 길이의 합)\\(\\times 2\\)입니다.',
      en: 'The perimeter of a parallelogram is \\(2\\times\\) the sum of two neighboring sides.',
    },
    {
      ko: '마름모의 한 변의 길이는 (둘레)\\(\\div 4\\)입니다.',
      en: 'One side of a rhombus is its perimeter \\(\\div 4\\).',
    },
    {
      ko: '평행선 사이의 거리는 두 직선에 수직인 선분의 길이입니다.',
      en: 'The distance between parallel lines is measured along a perpendicular segment.',
    },
  ],
  terms: [
    {
      term: { ko: '수선', en: 'perpendicular line' },
      meaning: { ko: '다른 직선과 직각으로 만나는 직선', en: 'a line that meets another line at a right angle' },
    },
    {
      term: { ko: '평행선', en: 'parallel lines' },
      meaning: { ko: '서로 만나지 않는 두 직선', en: 'two lines in a plane that never meet' },
    },
    {
      term: { ko: '사다리꼴', en: 'trapezoid' },
      meaning: {
        ko: '평행한 변이 한 쌍이라도 있는 사각형',
        en: 'a quadrilateral with at least one pair of parallel sides',
      },
    },
    {
      term: { ko: '평행사변형', en: 'parallelogram' },
      meaning: {
        ko: '마주 보는 두 쌍의 변이 서로 평행한 사각형',
        en: 'a quadrilateral with two pairs of parallel sides',
      },
    },
    {
      term: { ko: '마름모', en: 'rhombus' },
      meaning: { ko: '네 변의 길이가 모두 같은 사각형', en: 'a quadrilateral with four equal sides' },
    },
  ],
});
