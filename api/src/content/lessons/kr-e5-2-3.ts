// 5학년 2학기 3단원 합동과 대칭
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '모양과 크기가 같아서 포개었을 때 완전히 겹치는 두 도형을 서로 합동이라고 합니다. 합동인 두 도형을 포개었을 때 겹치는 점을 대응점, 겹치는 변을 대응변, 겹치는 각을 대응각이라고 합니다. 합동인 두 도형에서 대응변의 길이와 대응각의 크기는 각각 같습니다.',
      en: 'Two figures are congruent when they have the same shape and size, so one fits exactly on top of the other. The matching points, sides and angles are called corresponding vertices, sides and angles. In congruent figures, corresponding sides are equal in length and corresponding angles are equal in measure.',
    },
    {
      ko: '한 직선을 따라 접었을 때 완전히 겹치는 도형을 선대칭도형이라 하고, 그 직선을 대칭축이라고 합니다. 선대칭도형에서 대응점을 이은 선분은 대칭축과 수직으로 만나고, 대칭축은 그 선분을 둘로 똑같이 나눕니다.',
      en: 'A figure has line symmetry if folding it along a line makes the two halves match exactly; that line is the line of symmetry. A segment joining two corresponding points crosses the line of symmetry at a right angle, and the line cuts it into two equal halves.',
    },
    {
      ko: '어떤 점을 중심으로 \\(180^\\circ\\) 돌렸을 때 처음 도형과 완전히 겹치는 도형을 점대칭도형이라 하고, 그 점을 대칭의 중심이라고 합니다. 점대칭도형에서 대응점을 이은 선분은 대칭의 중심을 지나고, 대칭의 중심은 그 선분을 둘로 똑같이 나눕니다.',
      en: 'A figure has point symmetry if turning it \\(180^\\circ\\) around a point gives exactly the same figure; that point is the center of symmetry. A segment joining two corresponding points passes through the center, and the center cuts it into two equal halves.',
    },
  ],
  keyPoints: [
    {
      ko: '합동인 도형에서 대응변의 길이와 대응각의 크기는 같습니다.',
      en: 'Congruent figures have equal corresponding sides and equal corresponding angles.',
    },
    {
      ko: '선대칭도형의 대칭축은 여러 개일 수 있습니다.',
      en: 'A figure can have more than one line of symmetry.',
    },
    {
      ko: '점대칭도형의 대칭의 중심은 하나뿐입니다.',
      en: 'A figure with point symmetry has exactly one center of symmetry.',
    },
    {
      ko: '대칭의 중심에서 대응점까지의 거리는 서로 같습니다.',
      en: 'Corresponding points are the same distance from the center of symmetry.',
    },
  ],
  terms: [
    {
      term: { ko: '합동', en: 'congruent' },
      meaning: { ko: '모양과 크기가 같아 완전히 겹치는 것', en: 'having the same shape and size' },
    },
    {
      term: { ko: '대응변', en: 'corresponding sides' },
      meaning: {
        ko: '합동인 두 도형을 포갰을 때 겹치는 변',
        en: 'sides that match up when two congruent figures are placed on top of each other',
      },
    },
    {
      term: { ko: '대칭축', en: 'line of symmetry' },
      meaning: {
        ko: '선대칭도형을 접어 완전히 겹치게 하는 직선',
        en: 'the fold line that splits a figure into matching halves',
      },
    },
    {
      term: { ko: '대칭의 중심', en: 'center of symmetry' },
      meaning: {
        ko: '점대칭도형을 \\(180^\\circ\\) 돌릴 때 중심이 되는 점',
        en: 'the point a figure is turned \\(180^\\circ\\) around to match itself',
      },
    },
  ],
});
