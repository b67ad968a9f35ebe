// 4학년 2학기 2단원 삼각형
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '두 변의 길이가 같은 삼각형을 이등변삼각형이라고 합니다. 이등변삼각형은 두 각의 크기가 같습니다. 세 각의 합이 \\(180^\\circ\\)이므로 나머지 한 각을 알면 \\(180^\\circ\\)에서 그 각을 뺀 다음 \\(2\\)로 나누어 크기가 같은 두 각 중 한 각을 구합니다.',
      en: 'A triangle with two sides of equal length is an isosceles triangle. The two angles opposite the equal sides are also equal. Since the angles add up to \\(180^\\circ\\), if you know the third angle, each of the two equal angles is \\(180^\\circ\\) minus the third angle, divided by \\(2\\).',
    },
    {
      ko: '세 변의 길이가 모두 같은 삼각형을 정삼각형이라고 합니다. 정삼각형은 세 각의 크기가 모두 \\(60^\\circ\\)입니다. 정삼각형은 이등변삼각형이라고도 할 수 있습니다.',
      en: 'A triangle with all three sides equal is an equilateral triangle. All three of its angles measure \\(60^\\circ\\). Every equilateral triangle is also an isosceles triangle.',
    },
    {
      ko: '삼각형은 각의 크기에 따라서도 나눌 수 있습니다. 세 각이 모두 예각이면 예각삼각형, 한 각이 직각이면 직각삼각형, 한 각이 둔각이면 둔각삼각형입니다. 한 삼각형을 변의 길이와 각의 크기로 함께 분류할 수도 있습니다.',
      en: 'Triangles can also be sorted by their angles. If all three angles are acute, it is an acute triangle; if one angle is a right angle, it is a right triangle; if one angle is obtuse, it is an obtuse triangle. A triangle can be named by its sides and its angles at the same time, such as an isosceles right triangle.',
    },
  ],
  keyPoints: [
    {
      ko: '이등변삼각형은 두 각의 크기가 같습니다.',
      en: 'An isosceles triangle has two equal angles.',
    },
    {
      ko: '정삼각형의 한 각은 \\(60^\\circ\\)입니다.',
      en: 'Each angle of an equilateral triangle is \\(60^\\circ\\).',
    },
    {
      ko: '이등변삼각형에서 길이가 같은 한 변은 (둘레\\(-\\)나머지 한 변)\\(\\div 2\\)입니다.',
      en: 'In an isosceles triangle, each of the two equal sides is (perimeter \\(-\\) third side) \\(\\div 2\\).',
    },
    {
      ko: '한 삼각형에는 직각이나 둔각이 두 개 있을 수 없습니다.',
      en: 'A triangle can never have two right angles or two obtuse angles.',
    },
  ],
  terms: [
    {
      term: { ko: '이등변삼각형', en: 'isosceles triangle' },
      meaning: { ko: '두 변의 길이가 같은 삼각형', en: 'a triangle with at least two equal sides' },
    },
    {
      term: { ko: '정삼각형', en: 'equilateral triangle' },
      meaning: { ko: '세 변의 길이가 같은 삼각형', en: 'a triangle with three equal sides' },
    },
    {
      term: { ko: '예각삼각형', en: 'acute triangle' },
      meaning: { ko: '세 각이 모두 예각인 삼각형', en: 'a triangle whose three angles are all acute' },
    },
    {
      term: { ko: '둔각삼각형', en: 'obtuse triangle' },
      meaning: { ko: '한 각이 둔각인 삼각형', en: 'a triangle with one obtuse angle' },
    },
  ],
});
