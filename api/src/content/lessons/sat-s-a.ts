// SAT 기하와 삼각법: 넓이와 부피
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: 'SAT 시험 화면에는 넓이와 부피 공식이 담긴 참고 자료(reference sheet)가 제공되지만, 자주 쓰는 공식은 외워 두어야 시간을 아낄 수 있습니다. 직사각형의 넓이는 \\(lw\\), 둘레는 \\(2l+2w\\), 삼각형의 넓이는 \\(\\frac{1}{2}bh\\), 원의 넓이는 \\(\\pi r^2\\)입니다. 둘레와 한 변이 주어지면 다른 변을 먼저 구합니다. 둘레가 \\(30\\)이고 가로가 \\(9\\)인 직사각형은 세로가 \\(\\frac{30}{2}-9=6\\)이므로 넓이가 \\(54\\)입니다.',
      en: 'The SAT gives you a reference sheet of area and volume formulas, but knowing the common ones by heart saves time. A rectangle has area \\(lw\\) and perimeter \\(2l+2w\\); a triangle has area \\(\\frac{1}{2}bh\\); a circle has area \\(\\pi r^2\\). If you know a perimeter and one side, find the other side first: a rectangle with perimeter \\(30\\) and length \\(9\\) has width \\(\\frac{30}{2}-9=6\\), so its area is \\(54\\).',
    },
    {
      ko: '기둥 모양 입체의 부피는 (밑넓이) \\(\\times\\) (높이)입니다. 직육면체는 \\(V=lwh\\), 원기둥은 \\(V=\\pi r^2h\\)입니다. 뿔 모양의 부피는 그 \\(\\frac{1}{3}\\)이므로 원뿔은 \\(V=\\frac{1}{3}\\pi r^2h\\)이고, 구는 \\(V=\\frac{4}{3}\\pi r^3\\)입니다. 답을 \\(k\\pi\\) 꼴로 묻는다면 \\(\\pi\\)를 계산하지 말고 그대로 남겨 둡니다. 반지름이 \\(3\\), 높이가 \\(5\\)인 원기둥의 부피는 \\(45\\pi\\)입니다.',
      en: 'For a prism or cylinder, volume \\(=\\) area of the base \\(\\times\\) height: a rectangular prism has \\(V=lwh\\) and a cylinder has \\(V=\\pi r^2h\\). A cone is one third of that, \\(V=\\frac{1}{3}\\pi r^2h\\), and a sphere has \\(V=\\frac{4}{3}\\pi r^3\\). When the answer is asked for as \\(k\\pi\\), leave \\(\\pi\\) as a symbol: a cylinder with radius \\(3\\) and height \\(5\\) has volume \\(45\\pi\\), so \\(k=45\\).',
    },
    {
      ko: '입체의 모든 길이를 \\(k\\)배 하면 겉넓이는 \\(k^2\\)배, 부피는 \\(k^3\\)배가 됩니다. 모든 모서리를 \\(2\\)배로 늘린 상자의 부피는 \\(8\\)배입니다. 반지름만 \\(2\\)배 하고 높이는 그대로인 원기둥은 부피가 \\(4\\)배라는 점처럼, 어떤 길이가 바뀌는지 꼼꼼히 읽어야 합니다.',
      en: 'If every length of a solid is multiplied by \\(k\\), its surface area is multiplied by \\(k^2\\) and its volume by \\(k^3\\). Doubling every edge of a box makes its volume \\(8\\) times as large. Read carefully, though: doubling only the radius of a cylinder, with the same height, multiplies its volume by \\(4\\).',
    },
  ],
  keyPoints: [
    {
      ko: '직사각형: 넓이 \\(lw\\), 둘레 \\(2l+2w\\)',
      en: 'Rectangle: area \\(lw\\), perimeter \\(2l+2w\\).',
    },
    {
      ko: '원기둥의 부피는 \\(\\pi r^2h\\), 원뿔의 부피는 \\(\\frac{1}{3}\\pi r^2h\\)입니다.',
      en: 'Cylinder: \\(V=\\pi r^2h\\). Cone: \\(V=\\frac{1}{3}\\pi r^2h\\).',
    },
    {
      ko: '구의 부피는 \\(\\frac{4}{3}\\pi r^3\\)입니다.',
      en: 'Sphere: \\(V=\\frac{4}{3}\\pi r^3\\).',
    },
    {
      ko: '길이가 \\(k\\)배이면 넓이는 \\(k^2\\)배, 부피는 \\(k^3\\)배입니다.',
      en: 'Scale lengths by \\(k\\): areas by \\(k^2\\), volumes by \\(k^3\\).',
    },
  ],
  terms: [
    {
      term: { ko: '둘레 (perimeter)', en: 'perimeter' },
      meaning: { ko: '도형의 테두리의 전체 길이', en: 'the distance around a figure' },
    },
    {
      term: { ko: '부피 (volume)', en: 'volume' },
      meaning: { ko: '입체가 차지하는 공간의 크기', en: 'the amount of space a solid takes up' },
    },
    {
      term: { ko: '겉넓이 (surface area)', en: 'surface area' },
      meaning: { ko: '입체의 겉면 전체의 넓이', en: 'the total area of all the faces or surfaces of a solid' },
    },
  ],
});
