// 2학년 1학기 6단원 곱셈
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '물건이 많을 때는 하나씩 세는 것보다 \\(2\\)씩, \\(5\\)씩처럼 묶어 세는 것이 빠릅니다. 사과를 \\(4\\)개씩 묶어 \\(3\\)묶음이 되면 \\(4, 8, 12\\)로 세어 모두 \\(12\\)개입니다.',
      en: 'When there are many things, counting in groups, such as by \\(2\\)s or \\(5\\)s, is faster than counting one at a time. If apples are in \\(3\\) groups of \\(4\\), count \\(4, 8, 12\\): there are \\(12\\) apples.',
    },
    {
      ko: '\\(4\\)씩 \\(3\\)묶음은 \\(4\\)의 \\(3\\)배입니다. \\(4\\)의 \\(3\\)배는 \\(4 + 4 + 4\\)로 나타낼 수 있습니다. 형이 가진 구슬 수가 동생이 가진 구슬 수의 \\(3\\)배라면, 형의 구슬 수는 동생의 구슬 수를 \\(3\\)번 더한 것과 같습니다.',
      en: '\\(3\\) groups of \\(4\\) is \\(3\\) times \\(4\\), which is \\(4 + 4 + 4\\). If a boy has \\(3\\) times as many marbles as his little brother, he has the number his brother has, added \\(3\\) times.',
    },
    {
      ko: '\\(4\\)의 \\(3\\)배를 곱셈식으로 \\(4 \\times 3 = 12\\)라고 씁니다. \\(4\\) 곱하기 \\(3\\)은 \\(12\\)와 같습니다라고 읽고, \\(12\\)는 \\(4\\)와 \\(3\\)의 곱입니다. 같은 수를 여러 번 더하는 덧셈식은 곱셈식으로 간단히 나타낼 수 있습니다.',
      en: 'We write \\(3\\) groups of \\(4\\) as the multiplication sentence \\(4 \\times 3 = 12\\), read "four times three equals twelve." Here the size of each group comes first and the number of groups second. The answer \\(12\\) is the product of \\(4\\) and \\(3\\). Adding the same number again and again can be written more simply as multiplication.',
    },
  ],
  keyPoints: [
    {
      ko: '\\(5\\)씩 \\(4\\)묶음은 \\(5\\)의 \\(4\\)배입니다.',
      en: '\\(4\\) groups of \\(5\\) is \\(4\\) times \\(5\\).',
    },
    {
      ko: '\\(5\\)의 \\(4\\)배는 \\(5 + 5 + 5 + 5 = 5 \\times 4 = 20\\)입니다.',
      en: '\\(5 + 5 + 5 + 5 = 5 \\times 4 = 20\\).',
    },
    {
      ko: '\\(6 \\times 2 = 12\\)는 \\(6\\) 곱하기 \\(2\\)는 \\(12\\)와 같습니다라고 읽습니다.',
      en: '\\(6 \\times 2 = 12\\) is read "six times two equals twelve."',
    },
    {
      ko: '묶어 세기는 하나씩 세기보다 빠르고 정확합니다.',
      en: 'Counting in groups is faster and easier than counting by ones.',
    },
  ],
  terms: [
    {
      term: { ko: '묶어 세기', en: 'counting in groups' },
      meaning: { ko: '같은 수씩 묶어서 세는 것', en: 'counting things that are in equal groups' },
    },
    {
      term: { ko: '몇의 몇 배', en: 'times as many' },
      meaning: { ko: '같은 수를 몇 번 더한 만큼', en: 'how many when the same amount is taken several times' },
    },
    {
      term: { ko: '곱', en: 'product' },
      meaning: { ko: '곱셈을 해서 나온 수', en: 'the answer to a multiplication' },
    },
  ],
});
