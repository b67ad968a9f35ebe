// 중학교 2학년 8단원 확률
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '같은 조건에서 여러 번 반복할 수 있는 실험이나 관찰에서 나타나는 결과를 사건이라 하고, 사건이 일어나는 가짓수를 경우의 수라고 합니다. 두 사건 \\(A\\), \\(B\\)가 동시에 일어나지 않을 때 \\(A\\) 또는 \\(B\\)가 일어나는 경우의 수는 두 경우의 수의 합입니다. \\(A\\)가 일어나고 그 각각에 대하여 \\(B\\)가 일어나는 경우의 수는 두 경우의 수의 곱입니다. 예를 들어 두 주사위를 동시에 던질 때 일어나는 모든 경우의 수는 \\(6\\times 6=36\\)입니다.',
      en: 'Each possible result of an experiment you can repeat, such as rolling a number cube, is an outcome, and a result you are interested in, such as rolling an even number, is an event. Counting the ways an event can happen is the first step. If two events cannot happen at the same time, the number of ways for one or the other to happen is the sum of their counts. If one thing happens and then another, with every combination possible, the number of ways is the product. Rolling two number cubes gives \\(6\\times 6=36\\) outcomes.',
    },
    {
      ko: '어떤 실험에서 각 경우가 일어날 가능성이 모두 같을 때, 일어나는 모든 경우의 수를 \\(n\\), 사건 \\(A\\)가 일어나는 경우의 수를 \\(a\\)라 하면 사건 \\(A\\)가 일어날 확률은 \\(p=\\frac{a}{n}\\)입니다. 확률 \\(p\\)의 범위는 \\(0\\le p\\le 1\\)이고, 반드시 일어나는 사건의 확률은 \\(1\\), 절대로 일어나지 않는 사건의 확률은 \\(0\\)입니다.',
      en: 'When all outcomes are equally likely, the probability of an event \\(A\\) is \\(p=\\frac{a}{n}\\), where \\(n\\) is the total number of outcomes and \\(a\\) is the number of outcomes in which \\(A\\) happens. A probability is always between \\(0\\) and \\(1\\): \\(0\\le p\\le 1\\). An event that is certain has probability \\(1\\), and an impossible event has probability \\(0\\).',
    },
    {
      ko: '사건 \\(A\\)가 일어날 확률이 \\(p\\)이면 사건 \\(A\\)가 일어나지 않을 확률은 \\(1-p\\)입니다. 그래서 적어도 하나가 일어날 확률은 \\(1-\\)(모두 일어나지 않을 확률)로 구하면 편리합니다. 예를 들어 동전 \\(3\\)개를 던질 때 적어도 한 개는 앞면이 나올 확률은 \\(1-\\frac{1}{8}=\\frac{7}{8}\\)입니다. 주머니에서 두 개를 꺼낼 때는 꺼낸 것을 다시 넣는지에 따라 경우의 수가 달라지므로 주의합니다.',
      en: 'If the probability that \\(A\\) happens is \\(p\\), the probability that it does not happen is \\(1-p\\). This makes "at least one" questions easy: subtract the probability of "none" from \\(1\\). For three coin tosses, the probability of at least one head is \\(1-\\frac{1}{8}=\\frac{7}{8}\\). When you draw two items from a bag, notice whether the first one goes back in, because that changes the count.',
    },
  ],
  keyPoints: [
    {
      ko: '동시에 일어나지 않는 두 사건: 경우의 수를 더합니다.',
      en: 'Either-or events that cannot happen together: add the counts.',
    },
    {
      ko: '잇달아 일어나는 두 사건: 경우의 수를 곱합니다.',
      en: 'One event and then another: multiply the counts.',
    },
    {
      ko: '(사건 \\(A\\)가 일어날 확률) \\(=\\frac{(\\text{사건 }A\\text{가 일어나는 경우의 수})}{(\\text{모든 경우의 수})}\\)',
      en: 'Probability \\(=\\frac{\\text{favorable outcomes}}{\\text{total outcomes}}\\), when all outcomes are equally likely.',
    },
    {
      ko: '(사건 \\(A\\)가 일어나지 않을 확률) \\(=1-p\\)',
      en: 'The probability that \\(A\\) does not happen is \\(1-p\\).',
    },
    {
      ko: '적어도 하나가 일어날 확률은 \\(1-\\)(모두 일어나지 않을 확률)입니다.',
      en: 'P(at least one) \\(=1-\\) P(none).',
    },
  ],
  terms: [
    {
      term: { ko: '사건', en: 'event' },
      meaning: { ko: '실험이나 관찰에서 나타나는 결과', en: 'an outcome or set of outcomes of an experiment' },
    },
    {
      term: { ko: '경우의 수', en: 'number of outcomes' },
      meaning: { ko: '사건이 일어나는 가짓수', en: 'how many different ways an event can happen' },
    },
    {
      term: { ko: '확률', en: 'probability' },
      meaning: {
        ko: '어떤 사건이 일어날 가능성을 수로 나타낸 것',
        en: 'a number from \\(0\\) to \\(1\\) that tells how likely an event is',
      },
    },
  ],
});
