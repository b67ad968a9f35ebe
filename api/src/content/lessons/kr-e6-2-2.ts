// 6학년 2학기 2단원 공간과 입체
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '쌓기나무로 쌓은 모양은 보는 방향에 따라 다르게 보입니다. 위에서 본 모양은 바닥에 닿은 쌓기나무의 자리를 보여 주고, 앞이나 옆에서 본 모양은 각 줄에서 가장 높이 쌓인 층수를 보여 줍니다. 뒤에 숨은 쌓기나무가 있을 수 있으므로 한 방향에서 본 모양만으로는 개수를 정확히 알 수 없습니다.',
      en: 'A stack of cubes looks different from each direction. The top view shows which spots on the floor have cubes. The front and side views show the tallest stack in each column or row. Some cubes may be hidden behind others, so one view alone cannot tell you how many cubes there are.',
    },
    {
      ko: '위에서 본 모양의 각 칸에 그 자리에 쌓인 쌓기나무의 수를 쓰면 쌓은 모양을 정확히 알 수 있습니다. 사용한 쌓기나무의 수는 적힌 수를 모두 더하여 구합니다. 앞에서 본 모양은 왼쪽부터 각 세로줄의 가장 큰 수만큼의 높이로 그립니다.',
      en: 'Writing the number of cubes in each square of the top view describes the stack exactly. The total number of cubes is the sum of all those numbers. The front view shows, for each column from left to right, a tower as tall as the greatest number in that column.',
    },
    {
      ko: '쌓은 모양을 \\(1\\)층, \\(2\\)층, \\(3\\)층처럼 층별로 나누어 나타낼 수도 있습니다. 이때 쌓기나무의 수는 각 층에 있는 쌓기나무의 수를 모두 더한 것입니다. 위층의 쌓기나무는 반드시 아래층 쌓기나무 위에 있어야 합니다.',
      en: 'You can also draw a stack layer by layer: the first layer, the second layer, and so on. The number of cubes is then the sum of the cubes in each layer. A cube in an upper layer must sit on a cube in the layer below it.',
    },
  ],
  keyPoints: [
    {
      ko: '위에서 본 모양에 쓴 수를 모두 더하면 쌓기나무의 수입니다.',
      en: 'Add the numbers on the top view to count the cubes.',
    },
    {
      ko: '앞에서 본 모양은 각 세로줄에서 가장 큰 수만큼 보입니다.',
      en: 'The front view shows the greatest number in each column.',
    },
    {
      ko: '층별로 나타낸 모양에서는 각 층의 쌓기나무 수를 더합니다.',
      en: 'With a layer-by-layer drawing, add the cubes in every layer.',
    },
    {
      ko: '한 방향에서 본 모양만으로는 숨은 쌓기나무를 알 수 없습니다.',
      en: 'One view alone can hide some cubes.',
    },
  ],
  terms: [
    {
      term: { ko: '쌓기나무', en: 'unit cube' },
      meaning: {
        ko: '크기가 같은 정육면체 모양의 나무 블록',
        en: 'one of many equal cube blocks used to build a solid',
      },
    },
    {
      term: { ko: '위에서 본 모양', en: 'top view' },
      meaning: { ko: '쌓은 모양을 바로 위에서 내려다본 모양', en: 'what a solid looks like from directly above' },
    },
    {
      term: { ko: '층', en: 'layer' },
      meaning: { ko: '같은 높이에 놓인 쌓기나무들', en: 'the cubes that sit at the same height' },
    },
  ],
});
