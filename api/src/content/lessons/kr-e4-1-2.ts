// 4학년 1학기 2단원 각도
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '각의 크기를 각도라고 합니다. 직각을 똑같이 \\(90\\)으로 나눈 것 중 하나를 \\(1\\)도라 하고 \\(1^\\circ\\)라고 씁니다. 직각은 \\(90^\\circ\\)이고, 각도는 각도기로 잽니다.',
      en: 'The size of an angle is measured in degrees. If you split a right angle into \\(90\\) equal parts, each part is \\(1\\) degree, written \\(1^\\circ\\). A right angle measures \\(90^\\circ\\), and we use a protractor to measure angles.',
    },
    {
      ko: '각도가 \\(0^\\circ\\)보다 크고 직각보다 작은 각을 예각, 직각보다 크고 \\(180^\\circ\\)보다 작은 각을 둔각이라고 합니다. 각도의 합과 차는 자연수의 덧셈, 뺄셈과 같은 방법으로 계산하고 단위 \\(^\\circ\\)를 붙입니다.',
      en: 'An acute angle is greater than \\(0^\\circ\\) and less than a right angle. An obtuse angle is greater than a right angle and less than \\(180^\\circ\\). To add or subtract angles, add or subtract the numbers of degrees just like whole numbers, and keep the degree sign.',
    },
    {
      ko: '삼각형의 세 각의 크기의 합은 \\(180^\\circ\\)입니다. 사각형은 대각선을 그어 삼각형 \\(2\\)개로 나눌 수 있으므로 네 각의 크기의 합은 \\(360^\\circ\\)입니다. 모르는 한 각은 전체 합에서 나머지 각을 빼서 구합니다.',
      en: 'The three angles of any triangle add up to \\(180^\\circ\\). A quadrilateral can be cut into two triangles along a diagonal, so its four angles add up to \\(360^\\circ\\). To find a missing angle, subtract the angles you know from the total.',
    },
    {
      ko: '시계의 숫자 \\(12\\)개는 한 바퀴 \\(360^\\circ\\)를 똑같이 나누므로 숫자 한 칸 사이의 각도는 \\(30^\\circ\\)입니다. 정각일 때 시곗바늘이 이루는 작은 쪽의 각도는 칸 수에 \\(30^\\circ\\)를 곱해 구합니다.',
      en: 'The \\(12\\) numbers on a clock split a full turn of \\(360^\\circ\\) evenly, so the space between two neighboring numbers is \\(30^\\circ\\). On the hour, count the spaces between the hands and multiply by \\(30^\\circ\\).',
    },
  ],
  keyPoints: [
    {
      ko: '직각은 \\(90^\\circ\\), 한 바퀴는 \\(360^\\circ\\)입니다.',
      en: 'A right angle is \\(90^\\circ\\); a full turn is \\(360^\\circ\\).',
    },
    {
      ko: '삼각형의 세 각의 합은 \\(180^\\circ\\)입니다.',
      en: 'The angles of a triangle add up to \\(180^\\circ\\).',
    },
    {
      ko: '사각형의 네 각의 합은 \\(360^\\circ\\)입니다.',
      en: 'The angles of a quadrilateral add up to \\(360^\\circ\\).',
    },
    {
      ko: '예각은 \\(90^\\circ\\)보다 작고, 둔각은 \\(90^\\circ\\)보다 크고 \\(180^\\circ\\)보다 작습니다.',
      en: 'An acute angle is less than \\(90^\\circ\\); an obtuse angle is between \\(90^\\circ\\) and \\(180^\\circ\\).',
    },
    {
      ko: '시계에서 숫자 한 칸은 \\(30^\\circ\\)입니다.',
      en: 'On a clock, one number to the next is \\(30^\\circ\\).',
    },
  ],
  terms: [
    {
      term: { ko: '각도', en: 'angle measure' },
      meaning: { ko: '각의 크기', en: 'how big an angle is, in degrees' },
    },
    {
      term: { ko: '도(°)', en: 'degree (°)' },
      meaning: {
        ko: '직각을 똑같이 \\(90\\)으로 나눈 것 중 하나의 크기',
        en: 'one of \\(90\\) equal parts of a right angle',
      },
    },
    {
      term: { ko: '예각', en: 'acute angle' },
      meaning: {
        ko: '\\(0^\\circ\\)보다 크고 직각보다 작은 각',
        en: 'an angle greater than \\(0^\\circ\\) and less than a right angle',
      },
    },
    {
      term: { ko: '둔각', en: 'obtuse angle' },
      meaning: {
        ko: '직각보다 크고 \\(180^\\circ\\)보다 작은 각',
        en: 'an angle greater than a right angle and less than \\(180^\\circ\\)',
      },
    },
  ],
});
