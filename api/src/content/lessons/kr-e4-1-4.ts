// 4학년 1학기 4단원 평면도형의 이동
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '도형을 어느 방향으로 밀어도 모양과 크기는 변하지 않고 위치만 바뀝니다. 모눈종이 위의 점을 밀 때는 오른쪽, 왼쪽, 위쪽, 아래쪽으로 몇 칸 움직였는지 차례로 세어 봅니다.',
      en: 'When you slide a figure in any direction, its shape and size stay the same; only its position changes. To slide a point on grid paper, count the squares it moves right, left, up or down, one move at a time.',
    },
    {
      ko: '도형을 위쪽이나 아래쪽으로 뒤집으면 위쪽과 아래쪽이 서로 바뀌고, 왼쪽이나 오른쪽으로 뒤집으면 왼쪽과 오른쪽이 서로 바뀝니다. 같은 방향으로 두 번 뒤집으면 처음 모양이 됩니다.',
      en: 'Flipping a figure up or down swaps its top and bottom. Flipping it left or right swaps its left and right sides. Flipping twice the same way brings it back to where it started.',
    },
    {
      ko: '도형을 돌릴 때는 돌리는 방향과 각도를 함께 생각합니다. 시계 방향으로 \\(90^\\circ\\)만큼 돌리면 위쪽이 오른쪽으로 갑니다. 시계 방향으로 \\(360^\\circ\\) 돌리면 처음 모양과 같고, 시계 방향으로 \\(270^\\circ\\) 돌린 것은 시계 반대 방향으로 \\(90^\\circ\\) 돌린 것과 같습니다. 숫자 카드를 \\(180^\\circ\\) 돌리면 숫자의 순서와 모양이 모두 뒤바뀝니다.',
      en: 'To turn a figure, think about the direction and the angle together. A quarter turn, \\(90^\\circ\\) clockwise, moves the top to the right. A full turn of \\(360^\\circ\\) gives the starting figure, and \\(270^\\circ\\) clockwise is the same as \\(90^\\circ\\) counterclockwise. Turning a number card \\(180^\\circ\\) turns each digit upside down and reverses their order.',
    },
  ],
  keyPoints: [
    { ko: '밀기를 해도 모양은 그대로이고 위치만 바뀝니다.', en: 'A slide changes only the position.' },
    {
      ko: '같은 방향으로 두 번 뒤집으면 처음 모양이 됩니다.',
      en: 'Two flips in the same direction give back the starting figure.',
    },
    {
      ko: '시계 방향으로 \\(360^\\circ\\) 돌리면 처음 모양과 같습니다.',
      en: 'A \\(360^\\circ\\) turn brings a figure back to where it started.',
    },
    {
      ko: '시계 방향으로 \\(270^\\circ\\) 돌린 것은 시계 반대 방향으로 \\(90^\\circ\\) 돌린 것과 같습니다.',
      en: '\\(270^\\circ\\) clockwise is the same as \\(90^\\circ\\) counterclockwise.',
    },
    {
      ko: '\\(180^\\circ\\) 돌리면 시계 방향이든 시계 반대 방향이든 결과가 같습니다.',
      en: 'A \\(180^\\circ\\) turn gives the same result clockwise or counterclockwise.',
    },
  ],
  terms: [
    {
      term: { ko: '밀기', en: 'slide' },
      meaning: {
        ko: '도형을 모양을 바꾸지 않고 어느 방향으로 옮기는 것',
        en: 'moving a figure in a straight line without turning it',
      },
    },
    {
      term: { ko: '뒤집기', en: 'flip' },
      meaning: {
        ko: '도형을 위아래나 왼쪽 오른쪽으로 뒤집는 것',
        en: 'turning a figure over so it faces the other way, like a mirror image',
      },
    },
    {
      term: { ko: '돌리기', en: 'turn' },
      meaning: {
        ko: '한 점을 중심으로 도형을 일정한 각도만큼 돌리는 것',
        en: 'rotating a figure around a point by some angle',
      },
    },
  ],
});
