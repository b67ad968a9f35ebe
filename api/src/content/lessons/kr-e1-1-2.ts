// 1학년 1학기 2단원 여러 가지 모양
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '우리 주변의 물건은 모양에 따라 상자 모양, 둥근기둥 모양, 공 모양으로 나눌 수 있습니다. 휴지 상자와 주사위는 상자 모양, 음료수 캔과 풀은 둥근기둥 모양, 축구공과 구슬은 공 모양입니다.',
      en: 'Many things around us come in three shapes: the box shape, the can shape (cylinder) and the ball shape (sphere). A tissue box and a die are box shapes, a soda can and a glue stick are can shapes, and a soccer ball and a marble are ball shapes.',
    },
    {
      ko: '상자 모양은 평평한 부분과 뾰족한 부분이 있어서 잘 쌓을 수 있지만 잘 굴러가지 않습니다. 둥근기둥 모양은 평평한 부분과 둥근 부분이 있어서 세우면 쌓을 수 있고 눕히면 잘 굴러갑니다. 공 모양은 둥근 부분만 있어서 어느 쪽으로나 잘 굴러가지만 쌓기 어렵습니다.',
      en: 'A box shape has flat faces and pointy corners, so it stacks well but does not roll. A can shape has flat ends and a curved side: stand it up and you can stack it, lay it down and it rolls. A ball shape is curved all over, so it rolls in every direction but is hard to stack.',
    },
    {
      ko: '여러 가지 모양을 이용하여 자동차, 집, 로봇 같은 것을 만들 수 있습니다. 만든 모양에 상자 모양, 둥근기둥 모양, 공 모양이 각각 몇 개 쓰였는지 빠뜨리지 않고 세어 봅니다.',
      en: 'You can put these shapes together to build a car, a house or a robot. Then count how many box, can and ball shapes you used, checking each piece once so none is missed.',
    },
  ],
  keyPoints: [
    {
      ko: '상자 모양은 평평한 부분만 있어 잘 쌓이고 잘 굴러가지 않습니다.',
      en: 'Box shapes have only flat faces: they stack well and do not roll.',
    },
    {
      ko: '둥근기둥 모양은 눕히면 굴러가고 세우면 쌓을 수 있습니다.',
      en: 'Can shapes roll when lying down and stack when standing up.',
    },
    {
      ko: '공 모양은 둥근 부분만 있어 어느 쪽으로나 잘 굴러갑니다.',
      en: 'Ball shapes are curved all over and roll any way you push them.',
    },
    {
      ko: '모양을 셀 때는 센 것에 표시를 하면 빠뜨리거나 두 번 세지 않습니다.',
      en: 'Mark each shape as you count it so you do not skip one or count it twice.',
    },
  ],
  terms: [
    {
      term: { ko: '상자 모양', en: 'box shape' },
      meaning: {
        ko: '평평한 부분과 뾰족한 부분이 있는 모양',
        en: 'a shape with flat faces and pointy corners, like a box',
      },
    },
    {
      term: { ko: '둥근기둥 모양', en: 'can shape (cylinder)' },
      meaning: {
        ko: '위와 아래가 평평하고 옆이 둥근 모양',
        en: 'a shape with two flat ends and a curved side, like a can',
      },
    },
    {
      term: { ko: '공 모양', en: 'ball shape (sphere)' },
      meaning: { ko: '모든 부분이 둥근 모양', en: 'a shape that is round all over, like a ball' },
    },
  ],
});
