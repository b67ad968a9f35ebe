// 중학교 1학년 4단원 좌표평면과 그래프
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '두 수직선을 원점 \\(\\mathrm{O}\\)에서 서로 수직으로 만나게 그리면 좌표평면이 됩니다. 가로의 수직선을 \\(x\\)축, 세로의 수직선을 \\(y\\)축이라고 합니다. 좌표평면 위의 점은 순서쌍 \\((a, b)\\)로 나타내며, \\(a\\)를 \\(x\\)좌표, \\(b\\)를 \\(y\\)좌표라고 합니다.',
      en: 'Two number lines that cross at right angles at the origin \\(\\mathrm{O}\\) form the coordinate plane. The horizontal line is the \\(x\\)-axis and the vertical line is the \\(y\\)-axis. Each point is named by an ordered pair \\((a, b)\\): \\(a\\) is its \\(x\\)-coordinate and \\(b\\) is its \\(y\\)-coordinate.',
    },
    {
      ko: '좌표축은 좌표평면을 네 부분으로 나누며, 각각을 제1사분면, 제2사분면, 제3사분면, 제4사분면이라고 합니다. 점의 좌표의 부호는 제1사분면에서 \\((+, +)\\), 제2사분면에서 \\((-, +)\\), 제3사분면에서 \\((-, -)\\), 제4사분면에서 \\((+, -)\\)입니다. 좌표축 위의 점은 어느 사분면에도 속하지 않습니다. 세 꼭짓점의 좌표가 주어진 삼각형의 넓이는 좌표로 밑변의 길이와 높이를 구하여 계산합니다.',
      en: 'The axes split the plane into four quadrants, numbered counterclockwise starting from the upper right. The signs of the coordinates are \\((+, +)\\) in Quadrant I, \\((-, +)\\) in Quadrant II, \\((-, -)\\) in Quadrant III and \\((+, -)\\) in Quadrant IV. A point on an axis is not in any quadrant. To find the area of a triangle whose vertices are given, use the coordinates to find the length of a base and the height to it.',
    },
    {
      ko: '\\(x\\)의 값이 \\(2\\)배, \\(3\\)배, …로 변할 때 \\(y\\)의 값도 \\(2\\)배, \\(3\\)배, …로 변하면 \\(y\\)는 \\(x\\)에 정비례한다고 합니다. 정비례 관계는 \\(y=ax\\)(\\(a\\ne 0\\))로 나타내고, 그래프는 원점을 지나는 직선입니다. \\(a>0\\)이면 오른쪽 위로, \\(a<0\\)이면 오른쪽 아래로 향합니다.',
      en: 'If \\(y\\) doubles, triples, and so on whenever \\(x\\) does, then \\(y\\) varies directly with \\(x\\). Direct proportion is written \\(y=ax\\) with \\(a\\ne 0\\), and its graph is a straight line through the origin. It rises to the right when \\(a>0\\) and falls to the right when \\(a<0\\).',
    },
    {
      ko: '\\(x\\)의 값이 \\(2\\)배, \\(3\\)배, …로 변할 때 \\(y\\)의 값은 \\(\\frac{1}{2}\\)배, \\(\\frac{1}{3}\\)배, …로 변하면 \\(y\\)는 \\(x\\)에 반비례한다고 합니다. 반비례 관계는 \\(y=\\frac{a}{x}\\)(\\(a\\ne 0\\))로 나타내며, \\(xy\\)의 값이 \\(a\\)로 일정합니다. 그래프는 좌표축에 한없이 가까워지는 한 쌍의 매끄러운 곡선입니다.',
      en: 'If \\(y\\) is halved, cut to a third, and so on whenever \\(x\\) doubles, triples, and so on, then \\(y\\) varies inversely with \\(x\\). Inverse proportion is written \\(y=\\frac{a}{x}\\) with \\(a\\ne 0\\), so the product \\(xy\\) always equals \\(a\\). Its graph is a pair of smooth curves that get closer and closer to the axes.',
    },
  ],
  keyPoints: [
    {
      ko: '점 \\((a, b)\\)에서 \\(a\\)는 \\(x\\)좌표, \\(b\\)는 \\(y\\)좌표입니다.',
      en: 'In \\((a, b)\\), \\(a\\) is the \\(x\\)-coordinate and \\(b\\) is the \\(y\\)-coordinate.',
    },
    {
      ko: '제2사분면 위의 점은 \\(x\\)좌표가 음수, \\(y\\)좌표가 양수입니다.',
      en: 'A point in Quadrant II has a negative \\(x\\)-coordinate and a positive \\(y\\)-coordinate.',
    },
    {
      ko: '정비례: \\(y=ax\\), \\(\\frac{y}{x}\\)의 값이 일정합니다.',
      en: 'Direct proportion: \\(y=ax\\), and \\(\\frac{y}{x}\\) stays the same.',
    },
    {
      ko: '반비례: \\(y=\\frac{a}{x}\\), \\(xy\\)의 값이 일정합니다.',
      en: 'Inverse proportion: \\(y=\\frac{a}{x}\\), and \\(xy\\) stays the same.',
    },
    {
      ko: '그래프가 지나는 한 점의 좌표를 대입하면 \\(a\\)의 값을 구할 수 있습니다.',
      en: 'Substitute one point on the graph to find \\(a\\).',
    },
  ],
  terms: [
    {
      term: { ko: '순서쌍', en: 'ordered pair' },
      meaning: {
        ko: '두 수의 순서를 정하여 짝지어 나타낸 것',
        en: 'two numbers written in a set order, like \\((3, -2)\\)',
      },
    },
    {
      term: { ko: '좌표평면', en: 'coordinate plane' },
      meaning: { ko: '좌표축이 그려진 평면', en: 'a plane with an \\(x\\)-axis and a \\(y\\)-axis' },
    },
    {
      term: { ko: '사분면', en: 'quadrant' },
      meaning: {
        ko: '좌표축에 의해 나누어진 좌표평면의 네 부분',
        en: 'one of the four regions the axes divide the plane into',
      },
    },
    {
      term: { ko: '정비례', en: 'direct proportion' },
      meaning: {
        ko: '\\(y=ax\\)(\\(a\\ne 0\\))로 나타나는 관계',
        en: 'a relationship of the form \\(y=ax\\) with \\(a\\ne 0\\)',
      },
    },
    {
      term: { ko: '반비례', en: 'inverse proportion' },
      meaning: {
        ko: '\\(y=\\frac{a}{x}\\)(\\(a\\ne 0\\))로 나타나는 관계',
        en: 'a relationship of the form \\(y=\\frac{a}{x}\\) with \\(a\\ne 0\\)',
      },
    },
  ],
});
