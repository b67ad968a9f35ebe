// 중학교 2학년 5단원 일차함수
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '두 변수 \\(x\\), \\(y\\)에 대하여 \\(x\\)의 값이 정해짐에 따라 \\(y\\)의 값이 오직 하나씩 정해지는 대응 관계가 있을 때, \\(y\\)를 \\(x\\)의 함수라고 합니다. \\(y=ax+b\\) (\\(a\\ne 0\\))와 같이 \\(y\\)가 \\(x\\)에 대한 일차식으로 나타내어지는 함수를 일차함수라고 합니다. 일차함수의 그래프는 직선이며, \\(y=ax\\)의 그래프를 \\(y\\)축의 방향으로 \\(b\\)만큼 평행이동한 것입니다.',
      en: 'When each value of \\(x\\) gives exactly one value of \\(y\\), we say \\(y\\) is a function of \\(x\\). A function that can be written as \\(y=ax+b\\) with \\(a\\ne 0\\) is a linear function. Its graph is a straight line: the graph of \\(y=ax\\) shifted \\(b\\) units up (or down, if \\(b\\) is negative).',
    },
    {
      ko: '일차함수 \\(y=ax+b\\)에서 \\(x\\)의 값의 증가량에 대한 \\(y\\)의 값의 증가량의 비율은 항상 \\(a\\)로 일정하며, 이것을 기울기라고 합니다. 두 점 \\((x_1, y_1)\\), \\((x_2, y_2)\\)를 지나는 직선의 기울기는 \\(\\frac{y_2-y_1}{x_2-x_1}\\)입니다. 그래프가 \\(x\\)축과 만나는 점의 \\(x\\)좌표를 \\(x\\)절편, \\(y\\)축과 만나는 점의 \\(y\\)좌표를 \\(y\\)절편이라 합니다. \\(y\\)절편은 \\(b\\)이고, \\(x\\)절편은 \\(y=0\\)을 대입하여 구한 \\(-\\frac{b}{a}\\)입니다.',
      en: 'In \\(y=ax+b\\), the change in \\(y\\) divided by the change in \\(x\\) is always \\(a\\); this constant rate is the slope. The slope of the line through \\((x_1, y_1)\\) and \\((x_2, y_2)\\) is \\(\\frac{y_2-y_1}{x_2-x_1}\\). The \\(y\\)-intercept is where the line crosses the \\(y\\)-axis, which is \\(b\\). The \\(x\\)-intercept is where it crosses the \\(x\\)-axis; set \\(y=0\\) to get \\(x=-\\frac{b}{a}\\).',
    },
    {
      ko: '일차함수의 식은 기울기와 한 점, 또는 서로 다른 두 점을 알면 구할 수 있습니다. 두 점을 알면 먼저 기울기 \\(a\\)를 구하고, 한 점의 좌표를 \\(y=ax+b\\)에 대입하여 \\(b\\)를 구합니다. 두 일차함수의 그래프의 교점의 좌표는 두 식을 연립하여 푼 해와 같습니다.',
      en: 'You can write the equation of a line from its slope and one point, or from two points. With two points, find the slope \\(a\\) first, then substitute one point into \\(y=ax+b\\) to find \\(b\\). The point where two lines cross is the solution of the system made from their two equations.',
    },
  ],
  keyPoints: [
    {
      ko: '기울기 \\(=\\frac{(y\\text{의 값의 증가량})}{(x\\text{의 값의 증가량})}\\)',
      en: 'Slope \\(=\\frac{\\text{change in } y}{\\text{change in } x}\\), the rise over the run.',
    },
    {
      ko: '\\(a>0\\)이면 오른쪽 위로, \\(a<0\\)이면 오른쪽 아래로 향하는 직선입니다.',
      en: 'If \\(a>0\\) the line rises from left to right; if \\(a<0\\) it falls.',
    },
    {
      ko: '\\(y\\)절편은 \\(x=0\\)일 때의 \\(y\\)의 값, \\(x\\)절편은 \\(y=0\\)일 때의 \\(x\\)의 값입니다.',
      en: 'The \\(y\\)-intercept is the value of \\(y\\) when \\(x=0\\); the \\(x\\)-intercept is the value of \\(x\\) when \\(y=0\\).',
    },
    {
      ko: '두 그래프의 교점의 좌표는 연립방정식의 해입니다.',
      en: 'The intersection point of two lines is the solution of their system of equations.',
    },
  ],
  terms: [
    {
      term: { ko: '일차함수', en: 'linear function' },
      meaning: {
        ko: '\\(y=ax+b\\) (\\(a\\ne 0\\))와 같이 \\(y\\)가 \\(x\\)에 대한 일차식으로 나타내어지는 함수',
        en: 'a function of the form \\(y=ax+b\\) with \\(a\\ne 0\\)',
      },
    },
    {
      term: { ko: '기울기', en: 'slope' },
      meaning: {
        ko: '\\(x\\)의 값의 증가량에 대한 \\(y\\)의 값의 증가량의 비율',
        en: 'how much \\(y\\) changes for each increase of \\(1\\) in \\(x\\)',
      },
    },
    {
      term: { ko: '\\(x\\)절편', en: '\\(x\\)-intercept' },
      meaning: {
        ko: '그래프가 \\(x\\)축과 만나는 점의 \\(x\\)좌표',
        en: 'the \\(x\\)-coordinate of the point where the graph crosses the \\(x\\)-axis',
      },
    },
    {
      term: { ko: '\\(y\\)절편', en: '\\(y\\)-intercept' },
      meaning: {
        ko: '그래프가 \\(y\\)축과 만나는 점의 \\(y\\)좌표',
        en: 'the \\(y\\)-coordinate of the point where the graph crosses the \\(y\\)-axis',
      },
    },
  ],
});
