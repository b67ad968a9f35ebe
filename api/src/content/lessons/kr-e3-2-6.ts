// 3학년 2학기 6단원 그림그래프
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '알려고 하는 수를 그림으로 나타낸 그래프를 그림그래프라고 합니다. 그림그래프에서는 큰 그림과 작은 그림이 나타내는 수가 다릅니다. 큰 그림이 \\(10\\)을, 작은 그림이 \\(1\\)을 나타낼 때 큰 그림 \\(3\\)개와 작은 그림 \\(4\\)개는 \\(34\\)입니다.',
      en: 'A pictograph uses pictures to show numbers. The big picture and the small picture stand for different amounts. If a big picture means \\(10\\) and a small one means \\(1\\), then \\(3\\) big pictures and \\(4\\) small ones show \\(34\\).',
    },
    {
      ko: '그림그래프를 읽을 때는 먼저 큰 그림과 작은 그림이 각각 얼마를 나타내는지 확인합니다. 큰 그림이 \\(100\\), 작은 그림이 \\(10\\)을 나타내면 큰 그림 \\(2\\)개와 작은 그림 \\(5\\)개는 \\(250\\)입니다. 큰 그림이 많을수록 수가 크므로 가장 많은 것과 가장 적은 것을 한눈에 알 수 있습니다.',
      en: 'To read a pictograph, first check what each big and small picture stands for. If a big picture means \\(100\\) and a small one means \\(10\\), then \\(2\\) big and \\(5\\) small pictures show \\(250\\). More big pictures mean a bigger number, so you can see the most and the fewest at a glance.',
    },
    {
      ko: '그림그래프를 그릴 때는 그림의 종류와 각 그림이 나타낼 수를 정하고, 큰 그림을 되도록 많이 써서 나타냅니다. \\(42\\)를 큰 그림 \\(10\\), 작은 그림 \\(1\\)로 나타내면 큰 그림 \\(4\\)개와 작은 그림 \\(2\\)개입니다. 마지막으로 그래프에 알맞은 제목을 붙입니다.',
      en: 'To draw a pictograph, choose the pictures and what each one stands for, then use as many big pictures as you can. With a big picture for \\(10\\) and a small one for \\(1\\), \\(42\\) is drawn as \\(4\\) big and \\(2\\) small pictures. Finally, give the graph a title.',
    },
  ],
  keyPoints: [
    {
      ko: '먼저 큰 그림과 작은 그림이 나타내는 수를 확인합니다.',
      en: 'First check what the big and small pictures stand for.',
    },
    {
      ko: '(큰 그림 수)\\(\\times\\)(큰 그림의 값)\\(+\\)(작은 그림 수)\\(\\times\\)(작은 그림의 값)',
      en: 'Value \\(=\\) big pictures \\(\\times\\) big value \\(+\\) small pictures \\(\\times\\) small value.',
    },
    {
      ko: '그릴 때는 큰 그림을 되도록 많이 씁니다.',
      en: 'When drawing, use as many big pictures as you can.',
    },
    {
      ko: '그림그래프는 많고 적음을 한눈에 비교하기 쉽습니다.',
      en: 'A pictograph makes it easy to compare amounts at a glance.',
    },
  ],
  terms: [
    {
      term: { ko: '그림그래프', en: 'pictograph' },
      meaning: { ko: '알려고 하는 수를 그림으로 나타낸 그래프', en: 'a graph that shows numbers with pictures' },
    },
    {
      term: { ko: '자료', en: 'data' },
      meaning: { ko: '조사하여 모은 수나 내용', en: 'facts or numbers you collect' },
    },
  ],
});
