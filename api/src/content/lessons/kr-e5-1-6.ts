// 5학년 1학기 6단원 다각형의 둘레와 넓이
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '다각형의 둘레는 모든 변의 길이의 합입니다. 직사각형의 둘레는 (가로\\(+\\)세로)\\(\\times 2\\), 정다각형의 둘레는 (한 변의 길이)\\(\\times\\)(변의 수)입니다. 둘레가 \\(30\\,\\mathrm{cm}\\)이고 가로가 \\(9\\,\\mathrm{cm}\\)인 직사각형의 세로는 \\(30\\div 2-9=6\\,(\\mathrm{cm})\\)입니다.',
      en: 'The perimeter of a polygon is the sum of all its side lengths. For a rectangle, perimeter \\(=(\\text{length}+\\text{width})\\times 2\\); for a regular polygon, it is one side times the number of sides. A rectangle with perimeter \\(30\\,\\mathrm{cm}\\) and length \\(9\\,\\mathrm{cm}\\) has width \\(30\\div 2-9=6\\,\\mathrm{cm}\\).',
    },
    {
      ko: '넓이는 한 변이 \\(1\\,\\mathrm{cm}\\)인 정사각형의 넓이 \\(1\\,\\mathrm{cm}^2\\)를 단위로 잽니다. 직사각형의 넓이는 가로\\(\\times\\)세로, 정사각형의 넓이는 한 변\\(\\times\\)한 변입니다. \\(1\\,\\mathrm{m}^2=10000\\,\\mathrm{cm}^2\\)이고 \\(1\\,\\mathrm{km}^2=1000000\\,\\mathrm{m}^2\\)입니다.',
      en: "Area is measured in square units: \\(1\\,\\mathrm{cm}^2\\) is the area of a square with sides of \\(1\\,\\mathrm{cm}\\). A rectangle's area is length times width, and a square's is side times side. Also \\(1\\,\\mathrm{m}^2=10{,}000\\,\\mathrm{cm}^2\\) and \\(1\\,\\mathrm{km}^2=1{,}000{,}000\\,\\mathrm{m}^2\\).",
    },
    {
      ko: '평행사변형을 잘라 옮기면 직사각형이 되므로 넓이는 밑변\\(\\times\\)높이입니다. 삼각형 두 개를 붙이면 평행사변형이 되므로 삼각형의 넓이는 밑변\\(\\times\\)높이\\(\\div 2\\)입니다. 밑변과 높이가 같으면 모양이 달라도 넓이는 같습니다.',
      en: "A parallelogram can be cut and rearranged into a rectangle, so its area is base times height. Two copies of a triangle make a parallelogram, so a triangle's area is base times height divided by \\(2\\). Figures with the same base and height have the same area even if their shapes differ.",
    },
    {
      ko: '마름모의 넓이는 한 대각선\\(\\times\\)다른 대각선\\(\\div 2\\)입니다. 사다리꼴의 넓이는 (윗변\\(+\\)아랫변)\\(\\times\\)높이\\(\\div 2\\)입니다. 높이는 항상 밑변에 수직인 선분의 길이입니다.',
      en: 'A rhombus has area equal to one diagonal times the other, divided by \\(2\\). A trapezoid has area equal to the sum of its two parallel sides times the height, divided by \\(2\\). The height is always measured perpendicular to the base.',
    },
  ],
  keyPoints: [
    {
      ko: '직사각형의 넓이 \\(=\\) 가로 \\(\\times\\) 세로',
      en: 'Rectangle: \\(A=\\text{length}\\times\\text{width}\\).',
    },
    {
      ko: '평행사변형의 넓이 \\(=\\) 밑변 \\(\\times\\) 높이, 삼각형의 넓이 \\(=\\) 밑변 \\(\\times\\) 높이 \\(\\div 2\\)',
      en: 'Parallelogram: \\(A=b\\times h\\). Triangle: \\(A=b\\times h\\div 2\\).',
    },
    {
      ko: '마름모의 넓이 \\(=\\) 한 대각선 \\(\\times\\) 다른 대각선 \\(\\div 2\\)',
      en: 'Rhombus: \\(A=d_1\\times d_2\\div 2\\), using the two diagonals.',
    },
    {
      ko: '사다리꼴의 넓이 \\(=\\) (윗변 \\(+\\) 아랫변) \\(\\times\\) 높이 \\(\\div 2\\)',
      en: 'Trapezoid: \\(A=(b_1+b_2)\\times h\\div 2\\).',
    },
    {
      ko: '\\(1\\,\\mathrm{m}^2=10000\\,\\mathrm{cm}^2\\)입니다.',
      en: '\\(1\\,\\mathrm{m}^2=10{,}000\\,\\mathrm{cm}^2\\).',
    },
  ],
  terms: [
    {
      term: { ko: '둘레', en: 'perimeter' },
      meaning: { ko: '도형의 가장자리를 한 바퀴 돈 길이', en: 'the distance all the way around a figure' },
    },
    {
      term: { ko: '넓이', en: 'area' },
      meaning: { ko: '평면도형이 차지하는 크기', en: 'the amount of flat space a figure covers' },
    },
    {
      term: { ko: '밑변', en: 'base' },
      meaning: { ko: '넓이를 구할 때 기준이 되는 변', en: 'the side a height is measured from' },
    },
    {
      term: { ko: '높이', en: 'height' },
      meaning: {
        ko: '밑변과 마주 보는 꼭짓점이나 변까지 수직으로 잰 길이',
        en: 'the perpendicular distance from the base to the opposite side or vertex',
      },
    },
    {
      term: { ko: '제곱센티미터', en: 'square centimeter' },
      meaning: {
        ko: '한 변이 \\(1\\,\\mathrm{cm}\\)인 정사각형의 넓이, \\(1\\,\\mathrm{cm}^2\\)',
        en: 'the area of a square with \\(1\\,\\mathrm{cm}\\) sides, \\(1\\,\\mathrm{cm}^2\\)',
      },
    },
  ],
});
