// SAT 대수: 일차함수
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: 'SAT에서 일차함수는 \\(f(x)=mx+b\\) 꼴로 나옵니다. \\(m\\)은 기울기(slope)로 \\(x\\)가 \\(1\\) 늘 때 \\(y\\)가 변하는 양이고, \\(b\\)는 \\(y\\)절편(\\(y\\)-intercept)으로 \\(x=0\\)일 때의 값입니다. 두 점 \\((x_1, y_1)\\), \\((x_2, y_2)\\)를 지나는 직선의 기울기는 \\(\\frac{y_2-y_1}{x_2-x_1}\\)입니다. 분자와 분모의 빼는 순서를 같게 맞추는 것이 핵심입니다.',
      en: 'On the SAT, a linear function looks like \\(f(x)=mx+b\\). The slope \\(m\\) is how much the output changes when \\(x\\) goes up by \\(1\\), and the \\(y\\)-intercept \\(b\\) is the output when \\(x=0\\). The slope through \\((x_1, y_1)\\) and \\((x_2, y_2)\\) is \\(\\frac{y_2-y_1}{x_2-x_1}\\); just subtract in the same order on the top and the bottom.',
    },
    {
      ko: '함숫값 두 개가 주어지면 식을 만들 수 있습니다. 예를 들어 \\(f(1)=5\\), \\(f(3)=11\\)이면 기울기는 \\(\\frac{11-5}{3-1}=3\\)이고, \\(5=3\\times 1+b\\)에서 \\(b=2\\)이므로 \\(f(x)=3x+2\\)입니다. 그러면 \\(f(10)=32\\)처럼 어떤 값이든 구할 수 있습니다.',
      en: 'Two values of a function are enough to pin it down. If \\(f(1)=5\\) and \\(f(3)=11\\), the slope is \\(\\frac{11-5}{3-1}=3\\); then \\(5=3\\times 1+b\\) gives \\(b=2\\), so \\(f(x)=3x+2\\) and, for example, \\(f(10)=32\\).',
    },
    {
      ko: '문장제에서는 기울기와 \\(y\\)절편의 의미를 해석하는 문제가 자주 나옵니다. 가입비 \\(30\\)달러에 한 달에 \\(12\\)달러씩 내는 요금제라면 \\(C(t)=12t+30\\)이고, 기울기 \\(12\\)는 한 달마다 늘어나는 비용, \\(y\\)절편 \\(30\\)은 처음에 한 번 내는 가입비를 뜻합니다.',
      en: 'In context questions, you will be asked what the slope and intercept mean. For a gym that charges a \\(\\$30\\) sign-up fee plus \\(\\$12\\) per month, the cost after \\(t\\) months is \\(C(t)=12t+30\\). The slope \\(12\\) is the cost added each month, and the intercept \\(30\\) is the one-time fee paid at the start.',
    },
  ],
  keyPoints: [
    {
      ko: '기울기 \\(m=\\frac{y_2-y_1}{x_2-x_1}\\)',
      en: 'Slope \\(m=\\frac{y_2-y_1}{x_2-x_1}\\): rise over run.',
    },
    {
      ko: '\\(y\\)절편은 \\(x=0\\)일 때의 값으로, 문장제에서는 보통 처음 값입니다.',
      en: 'The \\(y\\)-intercept is the value at \\(x=0\\), usually the starting amount in a story.',
    },
    {
      ko: '함숫값 두 개 \\(\\rightarrow\\) 기울기 \\(\\rightarrow\\) \\(b\\) 순서로 식을 완성합니다.',
      en: 'Two values give the slope; one value then gives \\(b\\).',
    },
    {
      ko: '기울기가 양수이면 증가, 음수이면 감소하는 함수입니다.',
      en: 'A positive slope means the function increases; a negative slope means it decreases.',
    },
  ],
  terms: [
    {
      term: { ko: '기울기 (slope)', en: 'slope' },
      meaning: {
        ko: '\\(x\\)가 \\(1\\) 증가할 때 \\(y\\)의 변화량',
        en: 'the change in \\(y\\) for each increase of \\(1\\) in \\(x\\)',
      },
    },
    {
      term: { ko: '\\(y\\)절편 (\\(y\\)-intercept)', en: '\\(y\\)-intercept' },
      meaning: { ko: '그래프가 \\(y\\)축과 만나는 점의 \\(y\\)좌표', en: 'where the graph crosses the \\(y\\)-axis' },
    },
    {
      term: { ko: '변화율 (rate of change)', en: 'rate of change' },
      meaning: {
        ko: '한 양이 변할 때 다른 양이 변하는 비율로, 일차함수에서는 기울기와 같습니다',
        en: 'how fast one quantity changes compared with another; for a linear function, the slope',
      },
    },
  ],
});
