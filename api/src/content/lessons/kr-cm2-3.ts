// 공통수학2 3단원 함수와 그래프
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '두 집합 \\(X\\), \\(Y\\)에 대하여 \\(X\\)의 각 원소에 \\(Y\\)의 원소가 오직 하나씩 대응할 때, 이 대응을 \\(X\\)에서 \\(Y\\)로의 함수라 하고 \\(f:X\\rightarrow Y\\)로 나타냅니다. \\(X\\)를 정의역, \\(Y\\)를 공역, 함숫값 전체의 집합을 치역이라고 합니다. 두 함수 \\(f:X\\rightarrow Y\\), \\(g:Y\\rightarrow Z\\)에 대하여 \\((g\\circ f)(x)=g(f(x))\\)로 정의된 함수를 합성함수라고 합니다. 일반적으로 \\(g\\circ f\\ne f\\circ g\\)이므로 안쪽의 함수부터 차례로 계산합니다.',
      en: 'A function \\(f:X\\rightarrow Y\\) assigns to each element of \\(X\\) exactly one element of \\(Y\\). The set \\(X\\) is the domain, \\(Y\\) is the codomain, and the set of all outputs is the range. The composite function \\(g\\circ f\\) is defined by \\((g\\circ f)(x)=g(f(x))\\): apply \\(f\\) first, then \\(g\\). In general \\(g\\circ f\\ne f\\circ g\\), so work from the inside out.',
    },
    {
      ko: '함수 \\(f:X\\rightarrow Y\\)가 일대일대응일 때, \\(Y\\)의 각 원소 \\(y\\)에 \\(f(x)=y\\)인 \\(X\\)의 원소 \\(x\\)를 대응시키는 함수를 \\(f\\)의 역함수라 하고 \\(f^{-1}\\)로 나타냅니다. 즉 \\(f(a)=b\\)이면 \\(f^{-1}(b)=a\\)입니다. 그래서 \\(f^{-1}(t)\\)의 값은 \\(f(x)=t\\)를 만족시키는 \\(x\\)의 값을 구하면 됩니다. \\(y=f(x)\\)의 그래프와 \\(y=f^{-1}(x)\\)의 그래프는 직선 \\(y=x\\)에 대하여 대칭입니다.',
      en: 'If \\(f\\) is a one-to-one correspondence, its inverse function \\(f^{-1}\\) undoes it: \\(f(a)=b\\) means \\(f^{-1}(b)=a\\). So to find \\(f^{-1}(t)\\), solve \\(f(x)=t\\) for \\(x\\); you do not need the formula for the inverse. The graphs of \\(y=f(x)\\) and \\(y=f^{-1}(x)\\) are reflections of each other across the line \\(y=x\\).',
    },
    {
      ko: '\\(y=\\frac{k}{x-p}+q\\) (\\(k\\ne 0\\))의 그래프는 \\(y=\\frac{k}{x}\\)의 그래프를 \\(x\\)축의 방향으로 \\(p\\)만큼, \\(y\\)축의 방향으로 \\(q\\)만큼 평행이동한 것이며, 점근선은 두 직선 \\(x=p\\), \\(y=q\\)입니다. \\(y=\\frac{ax+b}{cx+d}\\) 꼴은 이 꼴로 고쳐서 점근선을 찾습니다. \\(y=\\sqrt{a(x-p)}+q\\)의 그래프는 \\(y=\\sqrt{ax}\\)의 그래프를 평행이동한 것으로, 근호 안의 식의 값이 \\(0\\) 이상이 되는 범위에서 정의됩니다.',
      en: 'The graph of \\(y=\\frac{k}{x-p}+q\\) with \\(k\\ne 0\\) is the graph of \\(y=\\frac{k}{x}\\) shifted \\(p\\) units horizontally and \\(q\\) units vertically. Its asymptotes are the lines \\(x=p\\) and \\(y=q\\). Rewrite \\(y=\\frac{ax+b}{cx+d}\\) in that form to read off the asymptotes. The graph of \\(y=\\sqrt{a(x-p)}+q\\) is a shift of \\(y=\\sqrt{ax}\\), and the function is defined only where the expression under the radical is at least \\(0\\).',
    },
  ],
  keyPoints: [
    {
      ko: '\\((g\\circ f)(x)=g(f(x))\\): \\(f\\)를 먼저 계산합니다.',
      en: '\\((g\\circ f)(x)=g(f(x))\\): apply \\(f\\) first.',
    },
    {
      ko: '\\(f^{-1}(b)=a\\)는 \\(f(a)=b\\)와 같은 뜻입니다.',
      en: '\\(f^{-1}(b)=a\\) means the same as \\(f(a)=b\\).',
    },
    {
      ko: '역함수가 존재하려면 함수가 일대일대응이어야 합니다.',
      en: 'A function has an inverse only if it is a one-to-one correspondence.',
    },
    {
      ko: '\\(y=\\frac{k}{x-p}+q\\)의 점근선은 \\(x=p\\), \\(y=q\\)입니다.',
      en: 'The asymptotes of \\(y=\\frac{k}{x-p}+q\\) are \\(x=p\\) and \\(y=q\\).',
    },
    {
      ko: '\\(y=\\frac{ax+b}{cx+d}\\)의 점근선은 \\(x=-\\frac{d}{c}\\), \\(y=\\frac{a}{c}\\)입니다.',
      en: 'For \\(y=\\frac{ax+b}{cx+d}\\), the asymptotes are \\(x=-\\frac{d}{c}\\) and \\(y=\\frac{a}{c}\\).',
    },
  ],
  terms: [
    {
      term: { ko: '합성함수', en: 'composite function' },
      meaning: {
        ko: '두 함수를 차례로 적용하여 만든 함수 \\(g\\circ f\\)',
        en: 'the function \\(g\\circ f\\) made by applying \\(f\\) and then \\(g\\)',
      },
    },
    {
      term: { ko: '역함수', en: 'inverse function' },
      meaning: {
        ko: '함수 \\(f\\)의 대응을 거꾸로 하여 만든 함수 \\(f^{-1}\\)',
        en: 'the function \\(f^{-1}\\) that reverses \\(f\\)',
      },
    },
    {
      term: { ko: '일대일대응', en: 'one-to-one correspondence' },
      meaning: {
        ko: '공역과 치역이 같고 정의역의 서로 다른 원소에 서로 다른 원소가 대응하는 함수',
        en: 'a function that pairs each input with a different output and uses every element of the codomain',
      },
    },
    {
      term: { ko: '점근선', en: 'asymptote' },
      meaning: {
        ko: '그래프가 한없이 가까워지는 직선',
        en: 'a line the graph gets closer and closer to',
      },
    },
    {
      term: { ko: '무리함수', en: 'radical function' },
      meaning: {
        ko: '\\(y=\\sqrt{x}\\)처럼 근호 안에 문자가 있는 식으로 나타내어지는 함수',
        en: 'a function with the variable under a square root, such as \\(y=\\sqrt{x}\\)',
      },
    },
  ],
});
