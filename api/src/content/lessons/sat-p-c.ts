// SAT 고급 수학: 비선형 함수
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '비선형 함수 단원의 기본은 함숫값 계산입니다. \\(f(x)=2x^2-3x+1\\)일 때 \\(f(-2)\\)는 \\(x\\) 자리에 \\(-2\\)를 괄호와 함께 넣어 \\(2(-2)^2-3(-2)+1=8+6+1=15\\)로 구합니다. 음수를 대입할 때 괄호를 빼먹어 \\(-2^2=-4\\)로 계산하는 실수가 가장 많습니다.',
      en: 'The basic skill for nonlinear functions is evaluating them. If \\(f(x)=2x^2-3x+1\\), then \\(f(-2)=2(-2)^2-3(-2)+1=8+6+1=15\\). Always put a negative input in parentheses; writing \\(-2^2\\) instead of \\((-2)^2\\) is the classic mistake.',
    },
    {
      ko: '이차함수 \\(f(x)=a(x-h)^2+k\\)는 꼭짓점 \\((h, k)\\)를 바로 보여 주는 꼴(vertex form)입니다. \\(a>0\\)이면 최솟값이 \\(k\\), \\(a<0\\)이면 최댓값이 \\(k\\)입니다. 전개된 꼴 \\(ax^2+bx+c\\)로 주어지면 꼭짓점의 \\(x\\)좌표 \\(-\\frac{b}{2a}\\)를 구해 대입하거나 완전제곱식으로 고칩니다. 예를 들어 \\(x^2-6x+11=(x-3)^2+2\\)의 최솟값은 \\(2\\)입니다.',
      en: 'Vertex form, \\(f(x)=a(x-h)^2+k\\), shows the vertex \\((h, k)\\) directly. If \\(a>0\\) the minimum value is \\(k\\); if \\(a<0\\) the maximum value is \\(k\\). When the function is given in standard form \\(ax^2+bx+c\\), find the vertex at \\(x=-\\frac{b}{2a}\\) or complete the square: \\(x^2-6x+11=(x-3)^2+2\\) has a minimum value of \\(2\\).',
    },
    {
      ko: '지수함수는 일정한 시간마다 같은 비율로 늘거나 줄어드는 양을 나타냅니다. 처음 \\(500\\)마리인 세균이 \\(3\\)시간마다 \\(2\\)배가 되면 \\(t\\)시간 후의 수는 \\(P(t)=500\\times 2^{t/3}\\)입니다. \\(9\\)시간 후에는 \\(2\\)배가 세 번 일어나므로 \\(500\\times 2^3=4000\\)마리입니다. 일차함수는 같은 양을 더하고, 지수함수는 같은 수를 곱한다는 차이를 기억해 둡니다.',
      en: 'Exponential functions model quantities that grow or shrink by the same factor over equal time periods. A colony of \\(500\\) bacteria that doubles every \\(3\\) hours has \\(P(t)=500\\times 2^{t/3}\\) bacteria after \\(t\\) hours. After \\(9\\) hours it has doubled three times: \\(500\\times 2^3=4000\\). Remember: linear functions add the same amount each step; exponential functions multiply by the same factor.',
    },
  ],
  keyPoints: [
    {
      ko: '음수를 대입할 때는 괄호를 씁니다: \\((-2)^2=4\\)',
      en: 'Use parentheses for negative inputs: \\((-2)^2=4\\).',
    },
    {
      ko: '\\(a(x-h)^2+k\\)의 꼭짓점은 \\((h, k)\\)입니다.',
      en: 'The vertex of \\(a(x-h)^2+k\\) is \\((h, k)\\).',
    },
    {
      ko: '\\(ax^2+bx+c\\)의 꼭짓점의 \\(x\\)좌표는 \\(-\\frac{b}{2a}\\)입니다.',
      en: 'The vertex of \\(ax^2+bx+c\\) is at \\(x=-\\frac{b}{2a}\\).',
    },
    {
      ko: '\\(P(t)=P_0\\times r^{t/d}\\): \\(d\\)시간마다 \\(r\\)배가 됩니다.',
      en: '\\(P(t)=P_0\\times r^{t/d}\\) multiplies by \\(r\\) every \\(d\\) time units.',
    },
  ],
  terms: [
    {
      term: { ko: '꼭짓점 (vertex)', en: 'vertex' },
      meaning: {
        ko: '포물선에서 가장 높거나 가장 낮은 점',
        en: 'the highest or lowest point of a parabola',
      },
    },
    {
      term: { ko: '꼭짓점 꼴 (vertex form)', en: 'vertex form' },
      meaning: {
        ko: '이차함수를 \\(a(x-h)^2+k\\) 꼴로 나타낸 것',
        en: 'a quadratic written as \\(a(x-h)^2+k\\)',
      },
    },
    {
      term: { ko: '지수적 증가 (exponential growth)', en: 'exponential growth' },
      meaning: {
        ko: '일정한 기간마다 같은 수를 곱하며 늘어나는 변화',
        en: 'growth by multiplying by the same factor in each equal time period',
      },
    },
    {
      term: { ko: '증가 배율 (growth factor)', en: 'growth factor' },
      meaning: {
        ko: '한 기간마다 곱해지는 수로, \\(2\\)배가 되면 \\(2\\)입니다',
        en: 'the number you multiply by each period, such as \\(2\\) for doubling',
      },
    },
  ],
});
