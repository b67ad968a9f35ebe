// 중학교 1학년 6단원 평면도형의 성질
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '다각형에서 이웃한 두 변으로 이루어진 내부의 각을 내각, 한 내각의 꼭짓점에서 한 변과 그 이웃한 변의 연장선이 이루는 각을 외각이라고 합니다. 한 꼭짓점에서 내각과 외각의 크기의 합은 \\(180^\\circ\\)입니다. \\(n\\)각형의 한 꼭짓점에서 그을 수 있는 대각선은 \\((n-3)\\)개이므로, 대각선의 개수는 모두 \\(\\frac{n(n-3)}{2}\\)입니다.',
      en: 'An interior angle of a polygon is formed by two neighboring sides inside the polygon. An exterior angle is formed by one side and the extension of the neighboring side, so an interior and an exterior angle at the same vertex add up to \\(180^\\circ\\). From one vertex of an \\(n\\)-gon you can draw \\(n-3\\) diagonals, so it has \\(\\frac{n(n-3)}{2}\\) diagonals in all.',
    },
    {
      ko: '삼각형의 세 내각의 크기의 합은 \\(180^\\circ\\)이고, 삼각형의 한 외각의 크기는 그와 이웃하지 않는 두 내각의 크기의 합과 같습니다. \\(n\\)각형은 한 꼭짓점에서 그은 대각선으로 \\((n-2)\\)개의 삼각형으로 나뉘므로 내각의 크기의 합은 \\(180^\\circ\\times(n-2)\\)입니다. 다각형의 외각의 크기의 합은 항상 \\(360^\\circ\\)입니다.',
      en: 'The interior angles of a triangle add up to \\(180^\\circ\\), and an exterior angle of a triangle equals the sum of the two interior angles not next to it. Diagonals from one vertex split an \\(n\\)-gon into \\(n-2\\) triangles, so its interior angles add up to \\(180^\\circ\\times(n-2)\\). The exterior angles of any polygon add up to \\(360^\\circ\\).',
    },
    {
      ko: '정\\(n\\)각형의 한 내각의 크기는 \\(\\frac{180^\\circ\\times(n-2)}{n}\\), 한 외각의 크기는 \\(\\frac{360^\\circ}{n}\\)입니다. 예를 들어 정육각형의 한 내각은 \\(120^\\circ\\), 한 외각은 \\(60^\\circ\\)입니다.',
      en: 'In a regular \\(n\\)-gon, each interior angle measures \\(\\frac{180^\\circ\\times(n-2)}{n}\\) and each exterior angle measures \\(\\frac{360^\\circ}{n}\\). A regular hexagon has interior angles of \\(120^\\circ\\) and exterior angles of \\(60^\\circ\\).',
    },
    {
      ko: '원 위의 두 점을 양 끝으로 하는 원의 일부분을 호, 원 위의 두 점을 이은 선분을 현이라고 합니다. 두 반지름과 호로 이루어진 도형을 부채꼴이라 하고, 두 반지름이 이루는 각을 중심각이라고 합니다. 한 원에서 부채꼴의 호의 길이와 넓이는 중심각의 크기에 정비례하므로, 반지름이 \\(r\\), 중심각이 \\(x^\\circ\\)인 부채꼴의 호의 길이는 \\(l=2\\pi r\\times\\frac{x}{360}\\), 넓이는 \\(S=\\pi r^2\\times\\frac{x}{360}=\\frac{1}{2}rl\\)입니다.',
      en: 'An arc is part of a circle between two points on it, and a chord is the segment joining those points. A sector is the region bounded by two radii and an arc, and the angle between the radii is the central angle. In one circle, arc length and sector area are proportional to the central angle: with radius \\(r\\) and central angle \\(x^\\circ\\), the arc length is \\(l=2\\pi r\\times\\frac{x}{360}\\) and the area is \\(S=\\pi r^2\\times\\frac{x}{360}=\\frac{1}{2}rl\\).',
    },
  ],
  keyPoints: [
    {
      ko: '\\(n\\)각형의 대각선의 개수는 \\(\\frac{n(n-3)}{2}\\)입니다.',
      en: 'An \\(n\\)-gon has \\(\\frac{n(n-3)}{2}\\) diagonals.',
    },
    {
      ko: '\\(n\\)각형의 내각의 크기의 합은 \\(180^\\circ\\times(n-2)\\)입니다.',
      en: 'The interior angles of an \\(n\\)-gon add up to \\(180^\\circ\\times(n-2)\\).',
    },
    {
      ko: '다각형의 외각의 크기의 합은 항상 \\(360^\\circ\\)입니다.',
      en: 'The exterior angles of any polygon add up to \\(360^\\circ\\).',
    },
    {
      ko: '삼각형의 한 외각은 이웃하지 않는 두 내각의 합과 같습니다.',
      en: 'An exterior angle of a triangle equals the sum of the two remote interior angles.',
    },
    {
      ko: '부채꼴의 호의 길이와 넓이는 중심각의 크기에 정비례합니다.',
      en: 'Arc length and sector area are proportional to the central angle.',
    },
  ],
  terms: [
    {
      term: { ko: '내각', en: 'interior angle' },
      meaning: {
        ko: '다각형에서 이웃한 두 변이 이루는 내부의 각',
        en: 'an angle inside a polygon between two neighboring sides',
      },
    },
    {
      term: { ko: '외각', en: 'exterior angle' },
      meaning: {
        ko: '한 변과 그 이웃한 변의 연장선이 이루는 각',
        en: 'the angle between one side and the extension of the next side',
      },
    },
    {
      term: { ko: '호', en: 'arc' },
      meaning: {
        ko: '원 위의 두 점을 양 끝으로 하는 원의 일부분',
        en: 'a piece of a circle between two of its points',
      },
    },
    {
      term: { ko: '현', en: 'chord' },
      meaning: { ko: '원 위의 두 점을 이은 선분', en: 'a segment joining two points on a circle' },
    },
    {
      term: { ko: '부채꼴', en: 'sector' },
      meaning: { ko: '원에서 두 반지름과 호로 이루어진 도형', en: 'the part of a circle between two radii and an arc' },
    },
    {
      term: { ko: '중심각', en: 'central angle' },
      meaning: { ko: '부채꼴에서 두 반지름이 이루는 각', en: 'the angle between the two radii of a sector' },
    },
  ],
});
