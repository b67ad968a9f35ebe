// 공통수학1 3단원 경우의 수
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '두 사건 \\(A\\), \\(B\\)가 동시에 일어나지 않을 때, 사건 \\(A\\)가 일어나는 경우의 수가 \\(m\\), 사건 \\(B\\)가 일어나는 경우의 수가 \\(n\\)이면 사건 \\(A\\) 또는 사건 \\(B\\)가 일어나는 경우의 수는 \\(m+n\\)입니다. 이것을 합의 법칙이라고 합니다. 사건 \\(A\\)가 일어나는 경우의 수가 \\(m\\)이고 그 각각에 대하여 사건 \\(B\\)가 일어나는 경우의 수가 \\(n\\)이면 두 사건이 잇달아 일어나는 경우의 수는 \\(m\\times n\\)입니다. 이것을 곱의 법칙이라고 합니다.',
      en: 'The sum rule: if events \\(A\\) and \\(B\\) cannot happen at the same time, and they can happen in \\(m\\) and \\(n\\) ways, then \\(A\\) or \\(B\\) can happen in \\(m+n\\) ways. The product rule: if \\(A\\) can happen in \\(m\\) ways and, for each of them, \\(B\\) can happen in \\(n\\) ways, then \\(A\\) followed by \\(B\\) can happen in \\(m\\times n\\) ways. For example, with \\(3\\) roads from town A to town B and \\(2\\) roads from B to C, there are \\(3\\times 2=6\\) routes from A to C through B.',
    },
    {
      ko: '서로 다른 \\(n\\)개에서 \\(r\\)개를 택하여 일렬로 나열하는 것을 \\(n\\)개에서 \\(r\\)개를 택하는 순열이라 하고, 그 수를 \\({}_n\\mathrm{P}_r\\)로 나타냅니다. \\({}_n\\mathrm{P}_r=n(n-1)(n-2)\\cdots(n-r+1)=\\frac{n!}{(n-r)!}\\)입니다. 이웃하는 것이 있는 나열은 이웃하는 것을 한 묶음으로 보고 나열한 뒤, 묶음 안에서 자리를 바꾸는 경우의 수를 곱합니다.',
      en: 'A permutation is an arrangement in order. The number of ways to choose \\(r\\) of \\(n\\) different objects and line them up is \\({}_n\\mathrm{P}_r=n(n-1)(n-2)\\cdots(n-r+1)=\\frac{n!}{(n-r)!}\\). When some objects must stand next to each other, treat them as one block, arrange the blocks, and then multiply by the ways to arrange the objects inside the block.',
    },
    {
      ko: '서로 다른 \\(n\\)개에서 순서를 생각하지 않고 \\(r\\)개를 택하는 것을 조합이라 하고, 그 수를 \\({}_n\\mathrm{C}_r\\)로 나타냅니다. \\({}_n\\mathrm{C}_r=\\frac{{}_n\\mathrm{P}_r}{r!}=\\frac{n!}{r!(n-r)!}\\)이고, \\({}_n\\mathrm{C}_r={}_n\\mathrm{C}_{n-r}\\)입니다. 특정한 사람이 반드시 포함되도록 뽑을 때는 그 사람을 먼저 뽑고 나머지 \\(n-1\\)명 중에서 \\(r-1\\)명을 뽑습니다.',
      en: 'A combination is a selection where order does not matter. The number of ways to choose \\(r\\) of \\(n\\) different objects is \\({}_n\\mathrm{C}_r=\\frac{{}_n\\mathrm{P}_r}{r!}=\\frac{n!}{r!(n-r)!}\\), often written \\(\\binom{n}{r}\\), and \\({}_n\\mathrm{C}_r={}_n\\mathrm{C}_{n-r}\\). If one particular person must be on a committee, put that person on first, then choose the other \\(r-1\\) members from the remaining \\(n-1\\) people.',
    },
  ],
  keyPoints: [
    {
      ko: '동시에 일어나지 않으면 더하고(합의 법칙), 잇달아 일어나면 곱합니다(곱의 법칙).',
      en: 'Either-or: add (sum rule). One after another: multiply (product rule).',
    },
    {
      ko: '순서를 생각하면 순열 \\({}_n\\mathrm{P}_r\\), 순서를 생각하지 않으면 조합 \\({}_n\\mathrm{C}_r\\)을 씁니다.',
      en: 'Order matters: permutations, \\({}_n\\mathrm{P}_r\\). Order does not matter: combinations, \\({}_n\\mathrm{C}_r\\).',
    },
    {
      ko: '\\(n!=n\\times(n-1)\\times\\cdots\\times 2\\times 1\\), \\(0!=1\\)로 정합니다.',
      en: '\\(n!=n\\times(n-1)\\times\\cdots\\times 2\\times 1\\), and \\(0!=1\\) by definition.',
    },
    {
      ko: '이웃하게 세울 때는 한 묶음으로 보고 나열한 뒤 묶음 안의 나열 수를 곱합니다.',
      en: 'Must be side by side: make a block, arrange, then multiply by the arrangements inside the block.',
    },
    {
      ko: '\\({}_n\\mathrm{C}_r={}_n\\mathrm{C}_{n-r}\\)입니다.',
      en: 'Choosing \\(r\\) to take is the same as choosing \\(n-r\\) to leave: \\({}_n\\mathrm{C}_r={}_n\\mathrm{C}_{n-r}\\).',
    },
  ],
  terms: [
    {
      term: { ko: '합의 법칙', en: 'sum rule' },
      meaning: {
        ko: '동시에 일어나지 않는 두 사건 중 하나가 일어나는 경우의 수는 각 경우의 수의 합이라는 법칙',
        en: 'for events that cannot happen together, the number of ways for one or the other is the sum',
      },
    },
    {
      term: { ko: '곱의 법칙', en: 'product rule' },
      meaning: {
        ko: '두 사건이 잇달아 일어나는 경우의 수는 각 경우의 수의 곱이라는 법칙',
        en: 'the number of ways for one event followed by another is the product',
      },
    },
    {
      term: { ko: '순열', en: 'permutation' },
      meaning: {
        ko: '서로 다른 \\(n\\)개에서 \\(r\\)개를 택하여 일렬로 나열하는 것',
        en: 'an ordered arrangement of \\(r\\) objects chosen from \\(n\\)',
      },
    },
    {
      term: { ko: '조합', en: 'combination' },
      meaning: {
        ko: '서로 다른 \\(n\\)개에서 순서를 생각하지 않고 \\(r\\)개를 택하는 것',
        en: 'a selection of \\(r\\) objects from \\(n\\) where order does not matter',
      },
    },
    {
      term: { ko: '계승', en: 'factorial' },
      meaning: {
        ko: '\\(1\\)부터 \\(n\\)까지의 자연수를 모두 곱한 것, \\(n!\\)',
        en: 'the product of the whole numbers from \\(1\\) to \\(n\\), written \\(n!\\)',
      },
    },
  ],
});
