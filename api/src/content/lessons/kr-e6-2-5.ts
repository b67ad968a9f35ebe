// 6학년 2학기 5단원 원의 둘레와 넓이
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '원의 둘레를 원주라고 합니다. 원의 크기와 관계없이 (원주)\\(\\div\\)(지름)은 항상 일정하며, 이 값을 원주율이라고 합니다. 원주율은 \\(3.1415926\\ldots\\)처럼 끝없이 이어지는 소수이므로 보통 \\(3.14\\)로 어림하여 씁니다.',
      en: 'The distance around a circle is its circumference. For every circle, the circumference divided by the diameter is the same number, called pi. Pi goes on forever, \\(3.1415926\\ldots\\), so we usually round it to \\(3.14\\).',
    },
    {
      ko: '(원주)\\(=\\)(지름)\\(\\times\\)(원주율)이고, 지름은 반지름의 \\(2\\)배입니다. 지름이 \\(10\\,\\mathrm{cm}\\)인 원의 원주는 \\(10\\times 3.14=31.4\\,(\\mathrm{cm})\\)입니다. 거꾸로 원주를 알면 (지름)\\(=\\)(원주)\\(\\div\\)(원주율)로 지름을 구합니다.',
      en: 'Circumference \\(=\\) diameter \\(\\times\\) pi, and the diameter is twice the radius. A circle with a \\(10\\,\\mathrm{cm}\\) diameter has a circumference of \\(10\\times 3.14=31.4\\,\\mathrm{cm}\\). Working backward, diameter \\(=\\) circumference \\(\\div\\) pi.',
    },
    {
      ko: '원을 잘게 잘라 이어 붙이면 가로가 원주의 절반, 세로가 반지름인 직사각형에 가까워집니다. 그래서 (원의 넓이)\\(=\\)(반지름)\\(\\times\\)(반지름)\\(\\times\\)(원주율)입니다. 반지름이 \\(5\\,\\mathrm{cm}\\)인 원의 넓이는 \\(5\\times 5\\times 3.14=78.5\\,(\\mathrm{cm}^2)\\)입니다.',
      en: 'Cut a circle into many thin wedges and line them up, and they form a shape close to a rectangle whose length is half the circumference and whose height is the radius. So the area of a circle is radius \\(\\times\\) radius \\(\\times\\) pi. A circle with a \\(5\\,\\mathrm{cm}\\) radius has an area of \\(5\\times 5\\times 3.14=78.5\\,\\mathrm{cm}^2\\).',
    },
  ],
  keyPoints: [
    {
      ko: '(원주율)\\(=\\)(원주)\\(\\div\\)(지름), 약 \\(3.14\\)',
      en: 'Pi \\(=\\) circumference \\(\\div\\) diameter, about \\(3.14\\).',
    },
    { ko: '(원주)\\(=\\)(지름)\\(\\times\\)(원주율)', en: 'Circumference \\(=\\) diameter \\(\\times\\) pi.' },
    {
      ko: '(원의 넓이)\\(=\\)(반지름)\\(\\times\\)(반지름)\\(\\times\\)(원주율)',
      en: 'Area \\(=\\) radius \\(\\times\\) radius \\(\\times\\) pi.',
    },
    {
      ko: '넓이를 구할 때는 지름이 아니라 반지름을 두 번 곱합니다.',
      en: 'For area, multiply the radius by itself, not the diameter.',
    },
  ],
  terms: [
    {
      term: { ko: '원주', en: 'circumference' },
      meaning: { ko: '원의 둘레', en: 'the distance around a circle' },
    },
    {
      term: { ko: '원주율', en: 'pi' },
      meaning: {
        ko: '지름에 대한 원주의 비율, 약 \\(3.14\\)',
        en: 'the circumference divided by the diameter, about \\(3.14\\)',
      },
    },
    {
      term: { ko: '반지름', en: 'radius' },
      meaning: {
        ko: '원의 중심과 원 위의 한 점을 이은 선분',
        en: 'a segment from the center of a circle to a point on the circle',
      },
    },
    {
      term: { ko: '지름', en: 'diameter' },
      meaning: {
        ko: '원의 중심을 지나 원 위의 두 점을 이은 선분',
        en: 'a segment through the center joining two points on the circle',
      },
    },
  ],
});
