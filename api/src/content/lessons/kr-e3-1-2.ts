// 3학년 1학기 2단원 평면도형
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '두 점을 곧게 이은 선을 선분이라고 합니다. 한 점에서 시작하여 한쪽으로 끝없이 늘인 곧은 선을 반직선, 양쪽으로 끝없이 늘인 곧은 선을 직선이라고 합니다. 점 ㄱ과 점 ㄴ을 이은 선분은 선분 ㄱㄴ이라고 읽습니다.',
      en: 'A straight path joining two points is a line segment. A straight line that starts at one point and goes on forever in one direction is a ray, and one that goes on forever in both directions is a line. The segment joining points A and B is called segment AB.',
    },
    {
      ko: '한 점에서 그은 두 반직선으로 이루어진 도형을 각이라고 합니다. 그 점을 각의 꼭짓점, 두 반직선을 각의 변이라고 합니다. 종이를 반듯하게 두 번 접었을 때 생기는 각을 직각이라고 합니다. 삼각자의 직각 부분을 대어 보면 직각인지 알 수 있습니다.',
      en: 'Two rays that start at the same point make an angle. The point is the vertex of the angle, and the rays are its sides. Fold a sheet of paper neatly in half and in half again, and the corner you get is a right angle. Hold the square corner of a triangle ruler against an angle to check if it is a right angle.',
    },
    {
      ko: '한 각이 직각인 삼각형을 직각삼각형이라고 합니다. 네 각이 모두 직각인 사각형을 직사각형이라고 합니다. 직사각형은 마주 보는 두 변의 길이가 같습니다. 네 각이 모두 직각이고 네 변의 길이가 모두 같은 사각형을 정사각형이라고 합니다.',
      en: 'A triangle with one right angle is a right triangle. A quadrilateral with four right angles is a rectangle, and its opposite sides are the same length. A quadrilateral with four right angles and four sides of the same length is a square.',
    },
    {
      ko: '정사각형은 네 각이 모두 직각이므로 직사각형이라고 할 수 있습니다. 하지만 직사각형은 네 변의 길이가 모두 같지 않을 수 있으므로 정사각형이라고 할 수 없습니다. 직사각형 모양 종이에서 가장 큰 정사각형을 잘라 낼 때는 짧은 변의 길이를 한 변으로 합니다.',
      en: "Every square has four right angles, so every square is a rectangle. But a rectangle does not always have four equal sides, so not every rectangle is a square. The largest square you can cut from a rectangle has sides as long as the rectangle's shorter side.",
    },
  ],
  keyPoints: [
    {
      ko: '선분은 양 끝이 있고, 반직선은 한쪽 끝이 있고, 직선은 끝이 없습니다.',
      en: 'A segment has two endpoints, a ray has one, and a line has none.',
    },
    {
      ko: '직각삼각형에는 직각이 \\(1\\)개 있습니다.',
      en: 'A right triangle has exactly \\(1\\) right angle.',
    },
    {
      ko: '직사각형은 네 각이 직각이고 마주 보는 변의 길이가 같습니다.',
      en: 'A rectangle has four right angles, and its opposite sides are equal.',
    },
    {
      ko: '정사각형은 네 각이 직각이고 네 변의 길이가 모두 같습니다.',
      en: 'A square has four right angles and four equal sides.',
    },
    {
      ko: '정사각형은 직사각형이지만, 직사각형이 모두 정사각형은 아닙니다.',
      en: 'Every square is a rectangle, but not every rectangle is a square.',
    },
  ],
  terms: [
    {
      term: { ko: '선분, 반직선, 직선', en: 'line segment, ray, line' },
      meaning: {
        ko: '두 점을 이은 곧은 선, 한쪽으로 끝없는 곧은 선, 양쪽으로 끝없는 곧은 선',
        en: 'a straight path between two points; one going on forever one way; one going on forever both ways',
      },
    },
    {
      term: { ko: '각', en: 'angle' },
      meaning: {
        ko: '한 점에서 그은 두 반직선으로 이루어진 도형',
        en: 'the figure made by two rays from the same point',
      },
    },
    {
      term: { ko: '직각', en: 'right angle' },
      meaning: {
        ko: '종이를 반듯하게 두 번 접었을 때 생기는 각',
        en: 'a square corner, like the corner of a sheet of paper',
      },
    },
    {
      term: { ko: '직사각형', en: 'rectangle' },
      meaning: { ko: '네 각이 모두 직각인 사각형', en: 'a quadrilateral with four right angles' },
    },
    {
      term: { ko: '정사각형', en: 'square' },
      meaning: {
        ko: '네 각이 모두 직각이고 네 변의 길이가 모두 같은 사각형',
        en: 'a quadrilateral with four right angles and four equal sides',
      },
    },
  ],
});
