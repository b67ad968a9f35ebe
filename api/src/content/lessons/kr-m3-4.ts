// 중학교 3학년 4단원 이차함수
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '함수 \\(y=f(x)\\)에서 \\(y\\)가 \\(x\\)에 대한 이차식 \\(y=ax^2+bx+c\\) (\\(a\\ne 0\\))로 나타내어질 때, 이 함수를 이차함수라고 합니다. 이차함수의 그래프는 포물선이며, 포물선은 선대칭도형입니다. 대칭축을 포물선의 축이라 하고, 포물선과 축의 교점을 꼭짓점이라 합니다. \\(a>0\\)이면 아래로 볼록하고, \\(a<0\\)이면 위로 볼록하며, \\(|a|\\)가 클수록 폭이 좁아집니다.',
      en: 'A function that can be written as \\(y=ax^2+bx+c\\) with \\(a\\ne 0\\) is a quadratic function. Its graph is a parabola, which is symmetric about a vertical line called the axis of symmetry. The point where the parabola meets its axis is the vertex. If \\(a>0\\) the parabola opens up; if \\(a<0\\) it opens down. The larger \\(|a|\\) is, the narrower the parabola.',
    },
    {
      ko: '\\(y=a(x-p)^2+q\\)의 그래프는 \\(y=ax^2\\)의 그래프를 \\(x\\)축의 방향으로 \\(p\\)만큼, \\(y\\)축의 방향으로 \\(q\\)만큼 평행이동한 것입니다. 꼭짓점의 좌표는 \\((p, q)\\), 축의 방정식은 \\(x=p\\)입니다. \\(y=ax^2+bx+c\\)는 완전제곱식을 이용하여 \\(y=a(x-p)^2+q\\) 꼴로 고치면 꼭짓점을 알 수 있습니다. 예를 들어 \\(y=x^2-4x+1=(x-2)^2-3\\)의 꼭짓점은 \\((2, -3)\\)입니다. \\(y\\)축과 만나는 점의 \\(y\\)좌표는 \\(c\\)입니다.',
      en: 'The graph of \\(y=a(x-p)^2+q\\) is the graph of \\(y=ax^2\\) shifted \\(p\\) units horizontally and \\(q\\) units vertically. Its vertex is \\((p, q)\\) and its axis of symmetry is the line \\(x=p\\). To find the vertex of \\(y=ax^2+bx+c\\), complete the square: \\(y=x^2-4x+1=(x-2)^2-3\\) has vertex \\((2, -3)\\). The \\(y\\)-intercept is \\(c\\).',
    },
    {
      ko: '\\(y=a(x-p)^2+q\\)에서 \\(a>0\\)이면 \\(x=p\\)일 때 최솟값 \\(q\\)를 가지고, \\(a<0\\)이면 \\(x=p\\)일 때 최댓값 \\(q\\)를 가집니다. 넓이나 이익이 가장 클 때를 묻는 활용 문제는 그 양을 이차함수로 나타낸 뒤 꼭짓점을 구하여 해결합니다.',
      en: 'For \\(y=a(x-p)^2+q\\), if \\(a>0\\) the function has a minimum value of \\(q\\) at \\(x=p\\); if \\(a<0\\) it has a maximum value of \\(q\\) at \\(x=p\\). To find the greatest area or profit in a word problem, write the quantity as a quadratic function and find its vertex.',
    },
  ],
  keyPoints: [
    {
      ko: '\\(y=a(x-p)^2+q\\)의 꼭짓점은 \\((p, q)\\), 축은 \\(x=p\\)입니다.',
      en: 'The vertex of \\(y=a(x-p)^2+q\\) is \\((p, q)\\); the axis of symmetry is \\(x=p\\).',
    },
    {
      ko: '\\(a>0\\)이면 아래로 볼록, \\(a<0\\)이면 위로 볼록합니다.',
      en: '\\(a>0\\): opens up. \\(a<0\\): opens down.',
    },
    {
      ko: '\\(y=ax^2+bx+c\\)의 축은 \\(x=-\\frac{b}{2a}\\)입니다.',
      en: 'The axis of symmetry of \\(y=ax^2+bx+c\\) is \\(x=-\\frac{b}{2a}\\).',
    },
    {
      ko: '최댓값이나 최솟값은 꼭짓점의 \\(y\\)좌표입니다.',
      en: 'The maximum or minimum value is the \\(y\\)-coordinate of the vertex.',
    },
  ],
  terms: [
    {
      term: { ko: '이차함수', en: 'quadratic function' },
      meaning: {
        ko: '\\(y=ax^2+bx+c\\) (\\(a\\ne 0\\))로 나타내어지는 함수',
        en: 'a function of the form \\(y=ax^2+bx+c\\) with \\(a\\ne 0\\)',
      },
    },
    {
      term: { ko: '포물선', en: 'parabola' },
      meaning: {
        ko: '이차함수의 그래프와 같은 모양의 곡선',
        en: 'the U-shaped curve that is the graph of a quadratic function',
      },
    },
    {
      term: { ko: '축', en: 'axis of symmetry' },
      meaning: { ko: '포물선의 대칭축', en: 'the vertical line that divides a parabola into mirror images' },
    },
    {
      term: { ko: '꼭짓점', en: 'vertex' },
      meaning: {
        ko: '포물선과 축의 교점',
        en: 'the point where the parabola meets its axis; its highest or lowest point',
      },
    },
  ],
});
