// 중학교 3학년 6단원 원의 성질
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '원의 중심에서 현에 내린 수선은 그 현을 이등분합니다. 그래서 반지름이 \\(r\\), 중심에서 현까지의 거리가 \\(d\\)이면 현의 길이의 절반은 \\(\\sqrt{r^2-d^2}\\)입니다. 한 원에서 중심으로부터 같은 거리에 있는 두 현의 길이는 같습니다. 원의 접선은 접점을 지나는 반지름에 수직이고, 원 밖의 한 점에서 그 원에 그은 두 접선의 길이는 같습니다.',
      en: 'The perpendicular from the center of a circle to a chord bisects the chord. So if the radius is \\(r\\) and the chord is \\(d\\) units from the center, half the chord has length \\(\\sqrt{r^2-d^2}\\). Chords that are the same distance from the center have the same length. A tangent line is perpendicular to the radius at the point of tangency, and the two tangent segments from an outside point to a circle are equal in length.',
    },
    {
      ko: '원 위의 한 점에서 그은 두 현이 이루는 각을 원주각이라고 합니다. 한 호에 대한 원주각의 크기는 그 호에 대한 중심각의 크기의 \\(\\frac{1}{2}\\)입니다. 한 원에서 한 호에 대한 원주각의 크기는 모두 같고, 반원에 대한 원주각의 크기는 \\(90^\\circ\\)입니다.',
      en: 'An inscribed angle has its vertex on the circle and its sides along two chords. An inscribed angle is half the central angle that intercepts the same arc. All inscribed angles that intercept the same arc are equal, and an angle inscribed in a semicircle is a right angle, \\(90^\\circ\\).',
    },
    {
      ko: '원에 내접하는 사각형에서 한 쌍의 대각의 크기의 합은 \\(180^\\circ\\)입니다. 또 원의 접선과 그 접점을 지나는 현이 이루는 각의 크기는 그 각의 내부에 있는 호에 대한 원주각의 크기와 같습니다.',
      en: 'In a quadrilateral inscribed in a circle, opposite angles add up to \\(180^\\circ\\). Also, the angle between a tangent and a chord through the point of tangency equals the inscribed angle that intercepts the arc inside that angle.',
    },
  ],
  keyPoints: [
    {
      ko: '원의 중심에서 현에 내린 수선은 현을 이등분합니다.',
      en: 'A perpendicular from the center to a chord cuts the chord in half.',
    },
    {
      ko: '원 밖의 한 점에서 그은 두 접선의 길이는 같습니다.',
      en: 'Two tangent segments from the same outside point are equal.',
    },
    {
      ko: '(원주각) \\(=\\frac{1}{2}\\times\\)(중심각)',
      en: 'Inscribed angle \\(=\\frac{1}{2}\\times\\) central angle.',
    },
    {
      ko: '원에 내접하는 사각형의 대각의 크기의 합은 \\(180^\\circ\\)입니다.',
      en: 'Opposite angles of a quadrilateral inscribed in a circle add up to \\(180^\\circ\\).',
    },
    {
      ko: '접선과 현이 이루는 각은 그 각 안의 호에 대한 원주각과 같습니다.',
      en: 'The angle between a tangent and a chord equals the inscribed angle on the arc it cuts off.',
    },
  ],
  terms: [
    {
      term: { ko: '현', en: 'chord' },
      meaning: { ko: '원 위의 두 점을 이은 선분', en: 'a segment joining two points on a circle' },
    },
    {
      term: { ko: '접선', en: 'tangent line' },
      meaning: { ko: '원과 한 점에서 만나는 직선', en: 'a line that touches a circle at exactly one point' },
    },
    {
      term: { ko: '원주각', en: 'inscribed angle' },
      meaning: {
        ko: '원 위의 한 점에서 그은 두 현이 이루는 각',
        en: 'an angle whose vertex is on the circle and whose sides are chords',
      },
    },
    {
      term: { ko: '중심각', en: 'central angle' },
      meaning: {
        ko: '원의 두 반지름이 이루는 각',
        en: 'an angle whose vertex is the center of the circle',
      },
    },
  ],
});
