// 3학년 1학기 3단원 나눗셈
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '사탕 \\(12\\)개를 \\(3\\)명이 똑같이 나누어 가지면 한 명이 \\(4\\)개씩 가집니다. 이것을 나눗셈식으로 \\(12 \\div 3 = 4\\)라고 씁니다. \\(12\\) 나누기 \\(3\\)은 \\(4\\)와 같습니다라고 읽고, \\(4\\)는 \\(12\\)를 \\(3\\)으로 나눈 몫입니다.',
      en: 'If \\(3\\) children share \\(12\\) candies equally, each gets \\(4\\). We write this as the division sentence \\(12 \\div 3 = 4\\), read "twelve divided by three equals four." The answer \\(4\\) is the quotient.',
    },
    {
      ko: '사탕 \\(12\\)개를 한 명에게 \\(4\\)개씩 주면 \\(3\\)명에게 줄 수 있습니다. 이것도 \\(12 \\div 4 = 3\\)으로 나타냅니다. \\(12\\)에서 \\(4\\)를 \\(3\\)번 빼면 \\(0\\)이 되는 것과 같습니다. 나눗셈은 똑같이 나누어 한 묶음의 수를 구할 때와 몇 묶음이 되는지 구할 때 씁니다.',
      en: 'If each child gets \\(4\\) candies, \\(12\\) candies are enough for \\(3\\) children. This is \\(12 \\div 4 = 3\\) too: taking \\(4\\) away from \\(12\\) three times leaves \\(0\\). Division answers two questions: how many in each equal share, and how many equal groups.',
    },
    {
      ko: '곱셈과 나눗셈은 서로 관계가 있습니다. \\(3 \\times 4 = 12\\)에서 나눗셈식 \\(12 \\div 3 = 4\\)와 \\(12 \\div 4 = 3\\)을 만들 수 있습니다. 그래서 나눗셈의 몫은 곱셈구구로 구할 수 있습니다. \\(35 \\div 7\\)의 몫은 \\(7 \\times 5 = 35\\)이므로 \\(5\\)입니다.',
      en: 'Multiplication and division are related. From \\(3 \\times 4 = 12\\) we get \\(12 \\div 3 = 4\\) and \\(12 \\div 4 = 3\\). That is why the times tables give quotients: \\(35 \\div 7 = 5\\) because \\(7 \\times 5 = 35\\).',
    },
  ],
  keyPoints: [
    {
      ko: '\\(20 \\div 5 = 4\\)는 \\(20\\) 나누기 \\(5\\)는 \\(4\\)와 같습니다라고 읽습니다.',
      en: '\\(20 \\div 5 = 4\\) is read "twenty divided by five equals four."',
    },
    {
      ko: '나눗셈은 똑같이 나누기와 몇 묶음인지 구하기에 씁니다.',
      en: 'Division is for sharing equally and for finding how many groups.',
    },
    {
      ko: '\\(6 \\times 8 = 48\\)이면 \\(48 \\div 6 = 8\\), \\(48 \\div 8 = 6\\)입니다.',
      en: 'If \\(6 \\times 8 = 48\\), then \\(48 \\div 6 = 8\\) and \\(48 \\div 8 = 6\\).',
    },
    {
      ko: '몫은 곱셈구구를 이용해 구합니다.',
      en: 'Use the times tables to find a quotient.',
    },
  ],
  terms: [
    {
      term: { ko: '나눗셈', en: 'division' },
      meaning: {
        ko: '똑같이 나누는 계산. \\(\\div\\)를 씁니다.',
        en: 'splitting into equal parts, written with \\(\\div\\)',
      },
    },
    {
      term: { ko: '몫', en: 'quotient' },
      meaning: { ko: '나눗셈에서 나누어 나온 답', en: 'the answer to a division' },
    },
  ],
});
