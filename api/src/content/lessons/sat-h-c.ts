// SAT 대수: 일차방정식 (미지수 2개)
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '미지수가 \\(2\\)개인 일차방정식은 \\(px+qy=r\\) 꼴입니다. 이 식을 만족시키는 순서쌍 \\((x, y)\\)는 무수히 많고, 좌표평면에 나타내면 직선이 됩니다. 한 점이 직선 위에 있다는 말은 그 좌표를 대입하면 식이 성립한다는 뜻입니다. 그래서 점 \\((2, k)\\)가 \\(3x+2y=16\\) 위에 있으면 \\(6+2k=16\\)에서 \\(k=5\\)입니다.',
      en: 'A linear equation in two variables has the form \\(px+qy=r\\). It has infinitely many solutions \\((x, y)\\), and together they form a line in the \\(xy\\)-plane. A point lies on the line exactly when its coordinates make the equation true. So if \\((2, k)\\) is on \\(3x+2y=16\\), then \\(6+2k=16\\) and \\(k=5\\).',
    },
    {
      ko: '\\(x\\)절편(\\(x\\)-intercept)은 \\(y=0\\)을, \\(y\\)절편은 \\(x=0\\)을 대입하여 구합니다. \\(4x+5y=20\\)의 \\(x\\)절편은 \\(5\\), \\(y\\)절편은 \\(4\\)입니다. 기울기가 필요하면 \\(y=-\\frac{p}{q}x+\\frac{r}{q}\\)로 정리하면 됩니다.',
      en: 'For the \\(x\\)-intercept, set \\(y=0\\); for the \\(y\\)-intercept, set \\(x=0\\). The line \\(4x+5y=20\\) has \\(x\\)-intercept \\(5\\) and \\(y\\)-intercept \\(4\\). If you need the slope, solve for \\(y\\): \\(y=-\\frac{p}{q}x+\\frac{r}{q}\\), so the slope is \\(-\\frac{p}{q}\\).',
    },
    {
      ko: '문장제에서는 두 종류의 양이 합쳐진 상황을 식으로 세웁니다. 성인 표가 \\(12\\)달러, 어린이 표가 \\(7\\)달러이고 총수입이 \\(T\\)달러라면 \\(12a+7c=T\\)입니다. 이때 계수 \\(12\\)는 성인 표 한 장의 가격을 뜻합니다. 한 미지수의 값이 주어지면 대입하여 나머지를 구합니다.',
      en: 'Word problems combine two kinds of quantities. If adult tickets cost \\(\\$12\\), child tickets cost \\(\\$7\\), and the total sales are \\(T\\) dollars, then \\(12a+7c=T\\), and the coefficient \\(12\\) means the price of one adult ticket. When the question gives you one variable, substitute it and solve for the other.',
    },
  ],
  keyPoints: [
    {
      ko: '점이 직선 위에 있으면 그 좌표를 대입했을 때 식이 성립합니다.',
      en: 'A point is on the line exactly when its coordinates satisfy the equation.',
    },
    {
      ko: '\\(x\\)절편: \\(y=0\\) 대입, \\(y\\)절편: \\(x=0\\) 대입',
      en: '\\(x\\)-intercept: set \\(y=0\\). \\(y\\)-intercept: set \\(x=0\\).',
    },
    {
      ko: '\\(px+qy=r\\)의 기울기는 \\(-\\frac{p}{q}\\)입니다.',
      en: 'The slope of \\(px+qy=r\\) is \\(-\\frac{p}{q}\\).',
    },
    {
      ko: '문장제에서 계수는 한 개당 값(가격, 무게 등)을 뜻합니다.',
      en: 'In context, a coefficient is usually the value of one item, such as a price per ticket.',
    },
  ],
  terms: [
    {
      term: { ko: '순서쌍 (ordered pair)', en: 'ordered pair' },
      meaning: {
        ko: '\\((x, y)\\)처럼 순서를 정하여 짝지은 두 수',
        en: 'two numbers \\((x, y)\\) written in a set order',
      },
    },
    {
      term: { ko: '\\(x\\)절편 (\\(x\\)-intercept)', en: '\\(x\\)-intercept' },
      meaning: { ko: '직선이 \\(x\\)축과 만나는 점의 \\(x\\)좌표', en: 'where the line crosses the \\(x\\)-axis' },
    },
    {
      term: { ko: '표준형 (standard form)', en: 'standard form' },
      meaning: { ko: '직선의 방정식을 \\(px+qy=r\\) 꼴로 쓴 것', en: 'a line written as \\(px+qy=r\\)' },
    },
  ],
});
