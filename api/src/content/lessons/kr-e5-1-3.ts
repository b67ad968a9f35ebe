// 5학년 1학기 3단원 대응 관계
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '한 양이 변할 때 다른 양이 그에 따라 일정하게 변하는 관계를 대응 관계라고 합니다. 표를 만들어 두 양을 나란히 적으면 규칙을 찾기 쉽습니다. 예를 들어 의자 한 개에 다리가 \\(4\\)개이면 의자 수가 \\(1\\)씩 늘 때 다리 수는 \\(4\\)씩 늘어납니다.',
      en: 'Two quantities correspond when a change in one goes with a steady change in the other. Putting them side by side in a table makes the rule easy to see. If each chair has \\(4\\) legs, every extra chair adds \\(4\\) legs.',
    },
    {
      ko: '두 양 사이의 대응 관계는 \\(\\bigcirc\\), \\(\\triangle\\)와 같은 기호를 사용하여 식으로 나타낼 수 있습니다. 의자 수를 \\(\\bigcirc\\), 다리 수를 \\(\\triangle\\)라고 하면 \\(\\triangle=\\bigcirc\\times 4\\) 또는 \\(\\bigcirc=\\triangle\\div 4\\)입니다. 식을 알면 표에 없는 값도 구할 수 있습니다.',
      en: 'You can write the relationship with symbols such as \\(\\bigcirc\\) and \\(\\triangle\\). If \\(\\bigcirc\\) is the number of chairs and \\(\\triangle\\) the number of legs, then \\(\\triangle=\\bigcirc\\times 4\\), or \\(\\bigcirc=\\triangle\\div 4\\). With the rule you can find values that are not in the table.',
    },
    {
      ko: '성냥개비로 정사각형을 한 줄로 이어 만들면 처음 \\(4\\)개에 정사각형이 하나 늘 때마다 \\(3\\)개씩 더 필요합니다. 이처럼 처음 수와 늘어나는 수를 나누어 생각하면 모양의 배열에서도 대응 관계를 식으로 나타낼 수 있습니다.',
      en: 'When squares are made from matchsticks in a row, the first square needs \\(4\\) sticks and each new square needs \\(3\\) more, because it shares a side. Thinking about the start and the amount added each time turns a growing pattern into a rule.',
    },
  ],
  keyPoints: [
    {
      ko: '표를 만들어 두 양이 어떻게 변하는지 살펴봅니다.',
      en: 'Make a table to see how the two quantities change together.',
    },
    {
      ko: '\\(\\triangle=\\bigcirc\\times 4\\)처럼 대응 관계를 식으로 나타냅니다.',
      en: 'Write the rule as an equation, like \\(\\triangle=\\bigcirc\\times 4\\).',
    },
    {
      ko: '식이 맞는지 표의 여러 값을 넣어 확인합니다.',
      en: 'Test the rule on several pairs from the table.',
    },
    {
      ko: '정사각형의 수를 \\(\\bigcirc\\), 성냥개비의 수를 \\(\\triangle\\)라고 하면 \\(\\triangle=\\bigcirc\\times 3+1\\)입니다.',
      en: 'With \\(\\bigcirc\\) squares in a row and \\(\\triangle\\) matchsticks, \\(\\triangle=\\bigcirc\\times 3+1\\).',
    },
  ],
  terms: [
    {
      term: { ko: '대응 관계', en: 'relationship between quantities' },
      meaning: {
        ko: '한 양이 변할 때 다른 양이 일정하게 따라 변하는 관계',
        en: 'a rule that matches each value of one quantity with a value of another',
      },
    },
    {
      term: { ko: '기호', en: 'symbol' },
      meaning: {
        ko: '\\(\\bigcirc\\), \\(\\triangle\\)처럼 변하는 양을 대신 나타내는 표시',
        en: 'a mark like \\(\\bigcirc\\) or \\(\\triangle\\) that stands for a changing quantity',
      },
    },
  ],
});
