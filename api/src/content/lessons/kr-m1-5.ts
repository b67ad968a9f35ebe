// 중학교 1학년 5단원 기본 도형과 작도
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '서로 다른 두 점 \\(\\mathrm{A}\\), \\(\\mathrm{B}\\)를 지나는 직선은 오직 하나뿐입니다. 직선 \\(\\mathrm{AB}\\) 위의 점 \\(\\mathrm{A}\\)에서 시작하여 점 \\(\\mathrm{B}\\)의 방향으로 한없이 뻗은 부분을 반직선 \\(\\mathrm{AB}\\), 점 \\(\\mathrm{A}\\)에서 점 \\(\\mathrm{B}\\)까지의 부분을 선분 \\(\\mathrm{AB}\\)라고 합니다. 어느 세 점도 한 직선 위에 있지 않은 \\(n\\)개의 점 중 두 점을 지나는 직선의 개수는 \\(\\frac{n(n-1)}{2}\\)입니다.',
      en: 'Through two different points \\(\\mathrm{A}\\) and \\(\\mathrm{B}\\) there is exactly one line. The ray \\(\\mathrm{AB}\\) starts at \\(\\mathrm{A}\\) and goes on forever through \\(\\mathrm{B}\\); the segment \\(\\mathrm{AB}\\) is the part of the line from \\(\\mathrm{A}\\) to \\(\\mathrm{B}\\). If no three of \\(n\\) points lie on one line, they determine \\(\\frac{n(n-1)}{2}\\) lines.',
    },
    {
      ko: '두 직선이 한 점에서 만날 때 생기는 네 각 중 서로 마주 보는 두 각을 맞꼭지각이라 하며, 맞꼭지각의 크기는 서로 같습니다. 한 직선 위에서 이웃한 두 각의 크기의 합은 평각인 \\(180^\\circ\\)입니다. 두 직선이 직각으로 만나면 서로 수직이라 하고, 한 직선 밖의 한 점에서 그 직선에 수선을 그었을 때 수선과 직선이 만나는 점을 수선의 발이라고 합니다.',
      en: 'When two lines cross, the angles opposite each other are vertical angles, and vertical angles are equal. Two angles side by side on a straight line form a linear pair and add up to \\(180^\\circ\\). Lines that meet at a right angle are perpendicular; the point where a perpendicular from a point meets the line is the foot of the perpendicular.',
    },
    {
      ko: '눈금 없는 자와 컴퍼스만을 사용하여 도형을 그리는 것을 작도라고 합니다. 삼각형에서 가장 긴 변의 길이는 나머지 두 변의 길이의 합보다 작아야 합니다. 두 변의 길이가 \\(a\\), \\(b\\)(\\(a\\ge b\\))일 때 나머지 한 변의 길이 \\(c\\)는 \\(a-b<c<a+b\\)를 만족해야 합니다.',
      en: 'A construction draws a figure with only a straightedge and a compass. In any triangle, the longest side must be shorter than the sum of the other two. If two sides are \\(a\\) and \\(b\\) with \\(a\\ge b\\), the third side \\(c\\) must satisfy \\(a-b<c<a+b\\).',
    },
    {
      ko: '모양과 크기가 같아서 완전히 포개어지는 두 도형을 합동이라 하고, \\(\\triangle\\mathrm{ABC}\\equiv\\triangle\\mathrm{DEF}\\)와 같이 나타냅니다. 두 삼각형은 세 변의 길이가 각각 같을 때(SSS 합동), 두 변의 길이와 그 끼인각의 크기가 각각 같을 때(SAS 합동), 한 변의 길이와 그 양 끝 각의 크기가 각각 같을 때(ASA 합동) 합동입니다.',
      en: 'Congruent figures have the same shape and size; we write \\(\\triangle\\mathrm{ABC}\\cong\\triangle\\mathrm{DEF}\\). Two triangles are congruent if their three pairs of sides are equal (SSS), if two pairs of sides and the angles between them are equal (SAS), or if one pair of sides and the two angles at its ends are equal (ASA).',
    },
  ],
  keyPoints: [
    { ko: '맞꼭지각의 크기는 서로 같습니다.', en: 'Vertical angles are equal.' },
    {
      ko: '한 직선 위에서 이웃한 두 각의 합은 \\(180^\\circ\\)입니다.',
      en: 'Angles that form a linear pair add up to \\(180^\\circ\\).',
    },
    {
      ko: '어느 세 점도 한 직선 위에 있지 않은 \\(5\\)개의 점으로 만들 수 있는 직선은 \\(10\\)개입니다.',
      en: 'Five points, no three on a line, determine \\(10\\) lines.',
    },
    {
      ko: '삼각형이 되려면 (가장 긴 변의 길이)\\(<\\)(나머지 두 변의 길이의 합)이어야 합니다.',
      en: 'For a triangle, the longest side must be less than the sum of the other two.',
    },
    {
      ko: '삼각형의 합동 조건은 SSS, SAS, ASA입니다.',
      en: 'Triangle congruence: SSS, SAS, ASA.',
    },
  ],
  terms: [
    {
      term: { ko: '맞꼭지각', en: 'vertical angles' },
      meaning: {
        ko: '두 직선이 만날 때 서로 마주 보는 두 각',
        en: 'the pairs of opposite angles formed when two lines cross',
      },
    },
    {
      term: { ko: '수선의 발', en: 'foot of the perpendicular' },
      meaning: {
        ko: '한 점에서 직선에 그은 수선과 그 직선이 만나는 점',
        en: 'where a perpendicular from a point meets the line',
      },
    },
    {
      term: { ko: '작도', en: 'construction' },
      meaning: {
        ko: '눈금 없는 자와 컴퍼스만으로 도형을 그리는 것',
        en: 'drawing with only a straightedge and a compass',
      },
    },
    {
      term: { ko: '합동', en: 'congruent' },
      meaning: { ko: '모양과 크기가 같아 완전히 포개어지는 것', en: 'having exactly the same shape and size' },
    },
    {
      term: { ko: '끼인각', en: 'included angle' },
      meaning: { ko: '두 변 사이에 끼인 각', en: 'the angle between two given sides' },
    },
  ],
});
