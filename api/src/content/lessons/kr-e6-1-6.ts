// 6학년 1학기 6단원 직육면체의 겉넓이와 부피
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '입체도형이 공간에서 차지하는 크기를 부피라고 합니다. 한 모서리의 길이가 \\(1\\,\\mathrm{cm}\\)인 정육면체의 부피를 \\(1\\,\\mathrm{cm}^3\\)라 쓰고 \\(1\\) 세제곱센티미터라고 읽습니다. 직육면체의 부피는 가로\\(\\times\\)세로\\(\\times\\)높이이고, 정육면체의 부피는 한 모서리\\(\\times\\)한 모서리\\(\\times\\)한 모서리입니다.',
      en: 'Volume is the amount of space a solid takes up. A cube with \\(1\\,\\mathrm{cm}\\) edges has a volume of \\(1\\,\\mathrm{cm}^3\\), one cubic centimeter. The volume of a rectangular prism is length \\(\\times\\) width \\(\\times\\) height, and the volume of a cube is edge \\(\\times\\) edge \\(\\times\\) edge.',
    },
    {
      ko: '한 모서리의 길이가 \\(1\\,\\mathrm{m}\\)인 정육면체의 부피는 \\(1\\,\\mathrm{m}^3\\)입니다. \\(1\\,\\mathrm{m}=100\\,\\mathrm{cm}\\)이므로 \\(1\\,\\mathrm{m}^3=100\\times 100\\times 100=1000000\\,\\mathrm{cm}^3\\)입니다. 큰 물건의 부피는 모서리의 길이를 \\(\\mathrm{m}\\)로 바꾸어 계산하면 편리합니다.',
      en: 'A cube with \\(1\\,\\mathrm{m}\\) edges has a volume of \\(1\\,\\mathrm{m}^3\\). Since \\(1\\,\\mathrm{m}=100\\,\\mathrm{cm}\\), \\(1\\,\\mathrm{m}^3=100\\times 100\\times 100=1{,}000{,}000\\,\\mathrm{cm}^3\\). For large objects, change the edge lengths to meters before you multiply.',
    },
    {
      ko: '직육면체의 여섯 면의 넓이의 합을 겉넓이라고 합니다. 직육면체는 합동인 면이 \\(2\\)개씩 \\(3\\)쌍이므로 겉넓이는 (한 꼭짓점에서 만나는 세 면의 넓이의 합)\\(\\times 2\\)입니다. 정육면체의 겉넓이는 (한 면의 넓이)\\(\\times 6\\)입니다.',
      en: "Surface area is the total area of all six faces. A rectangular prism has three pairs of matching faces, so its surface area is twice the sum of the three different faces. A cube's surface area is the area of one face \\(\\times 6\\).",
    },
  ],
  keyPoints: [
    {
      ko: '(직육면체의 부피)\\(=\\)(가로)\\(\\times\\)(세로)\\(\\times\\)(높이)',
      en: 'Volume of a rectangular prism \\(=\\) length \\(\\times\\) width \\(\\times\\) height.',
    },
    {
      ko: '\\(1\\,\\mathrm{m}^3=1000000\\,\\mathrm{cm}^3\\)입니다.',
      en: '\\(1\\,\\mathrm{m}^3=1{,}000{,}000\\,\\mathrm{cm}^3\\).',
    },
    {
      ko: '(직육면체의 겉넓이)\\(=\\)(한 꼭짓점에서 만나는 세 면의 넓이의 합)\\(\\times 2\\)',
      en: 'Surface area of a rectangular prism \\(=\\) (sum of the areas of three faces that meet at a corner) \\(\\times 2\\).',
    },
    {
      ko: '(정육면체의 겉넓이)\\(=\\)(한 면의 넓이)\\(\\times 6\\)',
      en: 'Surface area of a cube \\(=\\) area of one face \\(\\times 6\\).',
    },
  ],
  terms: [
    {
      term: { ko: '부피', en: 'volume' },
      meaning: { ko: '입체도형이 공간에서 차지하는 크기', en: 'the amount of space a solid takes up' },
    },
    {
      term: { ko: '겉넓이', en: 'surface area' },
      meaning: { ko: '입체도형의 겉면 전체의 넓이', en: 'the total area of all the faces of a solid' },
    },
    {
      term: { ko: '세제곱센티미터', en: 'cubic centimeter' },
      meaning: {
        ko: '한 모서리가 \\(1\\,\\mathrm{cm}\\)인 정육면체의 부피, \\(1\\,\\mathrm{cm}^3\\)',
        en: 'the volume of a cube with \\(1\\,\\mathrm{cm}\\) edges, \\(1\\,\\mathrm{cm}^3\\)',
      },
    },
    {
      term: { ko: '세제곱미터', en: 'cubic meter' },
      meaning: {
        ko: '한 모서리가 \\(1\\,\\mathrm{m}\\)인 정육면체의 부피, \\(1\\,\\mathrm{m}^3\\)',
        en: 'the volume of a cube with \\(1\\,\\mathrm{m}\\) edges, \\(1\\,\\mathrm{m}^3\\)',
      },
    },
  ],
});
