// SAT 기하와 삼각법: 원
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '반지름이 \\(r\\)인 원의 둘레(circumference)는 \\(2\\pi r\\), 넓이는 \\(\\pi r^2\\)입니다. 둘레가 주어지고 넓이를 묻는다면 먼저 반지름을 구합니다. 둘레가 \\(10\\pi\\)이면 \\(r=5\\)이므로 넓이는 \\(25\\pi\\)입니다.',
      en: 'A circle with radius \\(r\\) has circumference \\(2\\pi r\\) and area \\(\\pi r^2\\). If you know the circumference and need the area, find the radius first: a circumference of \\(10\\pi\\) means \\(r=5\\), so the area is \\(25\\pi\\).',
    },
    {
      ko: '호의 길이(arc length)와 부채꼴의 넓이는 중심각에 비례합니다. 중심각이 \\(x^\\circ\\)이면 호의 길이는 \\(2\\pi r\\times\\frac{x}{360}\\), 부채꼴의 넓이는 \\(\\pi r^2\\times\\frac{x}{360}\\)입니다. 반지름이 \\(9\\)이고 중심각이 \\(40^\\circ\\)이면 호의 길이는 \\(18\\pi\\times\\frac{40}{360}=2\\pi\\)입니다. SAT에서는 각을 라디안(radian)으로 주기도 하는데, \\(180^\\circ=\\pi\\)라디안입니다.',
      en: 'Arc length and sector area are proportional to the central angle. For a central angle of \\(x^\\circ\\), the arc length is \\(2\\pi r\\times\\frac{x}{360}\\) and the sector area is \\(\\pi r^2\\times\\frac{x}{360}\\). With radius \\(9\\) and a \\(40^\\circ\\) angle, the arc is \\(18\\pi\\times\\frac{40}{360}=2\\pi\\) long. The SAT may also give angles in radians: \\(180^\\circ=\\pi\\) radians.',
    },
    {
      ko: '중심이 \\((h, k)\\)이고 반지름이 \\(r\\)인 원의 방정식은 \\((x-h)^2+(y-k)^2=r^2\\)입니다. \\(x^2+y^2-6x+4y-12=0\\)처럼 전개된 꼴로 주어지면 완전제곱식을 만들어 \\((x-3)^2+(y+2)^2=25\\)로 고치고, 중심 \\((3, -2)\\), 반지름 \\(5\\)를 읽습니다. 우변은 \\(r\\)이 아니라 \\(r^2\\)이라는 점에 주의합니다.',
      en: 'The circle with center \\((h, k)\\) and radius \\(r\\) has equation \\((x-h)^2+(y-k)^2=r^2\\). When the equation is expanded, like \\(x^2+y^2-6x+4y-12=0\\), complete the square in \\(x\\) and in \\(y\\): \\((x-3)^2+(y+2)^2=25\\), so the center is \\((3, -2)\\) and the radius is \\(5\\). Remember the right side is \\(r^2\\), not \\(r\\).',
    },
  ],
  keyPoints: [
    {
      ko: '둘레는 \\(2\\pi r\\), 넓이는 \\(\\pi r^2\\)입니다.',
      en: 'Circumference \\(2\\pi r\\); area \\(\\pi r^2\\).',
    },
    {
      ko: '호의 길이 \\(=2\\pi r\\times\\frac{x}{360}\\), 부채꼴의 넓이 \\(=\\pi r^2\\times\\frac{x}{360}\\)',
      en: 'Arc length \\(=2\\pi r\\times\\frac{x}{360}\\); sector area \\(=\\pi r^2\\times\\frac{x}{360}\\).',
    },
    {
      ko: '\\((x-h)^2+(y-k)^2=r^2\\)에서 중심은 \\((h, k)\\), 반지름은 \\(r\\)입니다.',
      en: 'In \\((x-h)^2+(y-k)^2=r^2\\), the center is \\((h, k)\\) and the radius is \\(r\\).',
    },
    {
      ko: '전개된 원의 방정식은 완전제곱식으로 고쳐 중심과 반지름을 구합니다.',
      en: 'Complete the square to read the center and radius from an expanded equation.',
    },
    {
      ko: '\\(180^\\circ=\\pi\\)라디안입니다.',
      en: '\\(180^\\circ=\\pi\\) radians.',
    },
  ],
  terms: [
    {
      term: { ko: '원의 둘레 (circumference)', en: 'circumference' },
      meaning: { ko: '원의 테두리의 길이', en: 'the distance around a circle' },
    },
    {
      term: { ko: '호 (arc)', en: 'arc' },
      meaning: { ko: '원 위의 두 점 사이의 원의 일부분', en: 'a piece of a circle between two points on it' },
    },
    {
      term: { ko: '중심각 (central angle)', en: 'central angle' },
      meaning: {
        ko: '꼭짓점이 원의 중심에 있는 각',
        en: 'an angle whose vertex is at the center of the circle',
      },
    },
    {
      term: { ko: '라디안 (radian)', en: 'radian' },
      meaning: {
        ko: '반지름과 길이가 같은 호에 대한 중심각의 크기를 \\(1\\)로 하는 각의 단위',
        en: 'the angle that cuts off an arc as long as the radius; \\(\\pi\\) radians equal \\(180^\\circ\\)',
      },
    },
  ],
});
