// 공통수학2 1단원 도형의 방정식
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '좌표평면 위의 두 점 \\(\\mathrm{A}(x_1, y_1)\\), \\(\\mathrm{B}(x_2, y_2)\\) 사이의 거리는 \\(\\sqrt{(x_2-x_1)^2+(y_2-y_1)^2}\\)입니다. 선분 \\(\\mathrm{AB}\\)를 \\(m:n\\) (\\(m>0\\), \\(n>0\\))으로 내분하는 점의 좌표는 \\(\\left(\\frac{mx_2+nx_1}{m+n}, \\frac{my_2+ny_1}{m+n}\\right)\\)이고, 특히 중점의 좌표는 \\(\\left(\\frac{x_1+x_2}{2}, \\frac{y_1+y_2}{2}\\right)\\)입니다.',
      en: 'The distance between \\(\\mathrm{A}(x_1, y_1)\\) and \\(\\mathrm{B}(x_2, y_2)\\) is \\(\\sqrt{(x_2-x_1)^2+(y_2-y_1)^2}\\). The point that divides segment \\(\\mathrm{AB}\\) internally in the ratio \\(m:n\\) is \\(\\left(\\frac{mx_2+nx_1}{m+n}, \\frac{my_2+ny_1}{m+n}\\right)\\); notice that \\(m\\) goes with \\(\\mathrm{B}\\). The midpoint is \\(\\left(\\frac{x_1+x_2}{2}, \\frac{y_1+y_2}{2}\\right)\\).',
    },
    {
      ko: "점 \\((x_1, y_1)\\)을 지나고 기울기가 \\(m\\)인 직선의 방정식은 \\(y-y_1=m(x-x_1)\\)입니다. 두 직선 \\(y=mx+n\\), \\(y=m'x+n'\\)에 대하여 두 직선이 평행하면 \\(m=m'\\), \\(n\\ne n'\\)이고, 두 직선이 수직이면 \\(mm'=-1\\)입니다. 점 \\((x_1, y_1)\\)과 직선 \\(ax+by+c=0\\) 사이의 거리는 \\(\\frac{|ax_1+by_1+c|}{\\sqrt{a^2+b^2}}\\)입니다.",
      en: "The line through \\((x_1, y_1)\\) with slope \\(m\\) is \\(y-y_1=m(x-x_1)\\), the point-slope form. Two lines \\(y=mx+n\\) and \\(y=m'x+n'\\) are parallel when \\(m=m'\\) and \\(n\\ne n'\\), and perpendicular when \\(mm'=-1\\); the slopes of perpendicular lines are negative reciprocals. The distance from \\((x_1, y_1)\\) to the line \\(ax+by+c=0\\) is \\(\\frac{|ax_1+by_1+c|}{\\sqrt{a^2+b^2}}\\).",
    },
    {
      ko: '중심이 \\((a, b)\\)이고 반지름의 길이가 \\(r\\)인 원의 방정식은 \\((x-a)^2+(y-b)^2=r^2\\)입니다. \\(x^2+y^2+Ax+By+C=0\\) 꼴로 주어진 원은 완전제곱식으로 고쳐 중심과 반지름을 구합니다. 원과 직선의 위치 관계는 원의 중심과 직선 사이의 거리 \\(d\\)와 반지름 \\(r\\)을 비교하여 판단합니다.',
      en: 'The circle with center \\((a, b)\\) and radius \\(r\\) has equation \\((x-a)^2+(y-b)^2=r^2\\). When a circle is given as \\(x^2+y^2+Ax+By+C=0\\), complete the square in \\(x\\) and in \\(y\\) to find its center and radius. To see how a line and a circle meet, compare the distance \\(d\\) from the center to the line with the radius \\(r\\).',
    },
    {
      ko: '점 \\((x, y)\\)를 \\(x\\)축의 방향으로 \\(a\\)만큼, \\(y\\)축의 방향으로 \\(b\\)만큼 평행이동하면 \\((x+a, y+b)\\)가 됩니다. 점 \\((x, y)\\)를 \\(x\\)축에 대하여 대칭이동하면 \\((x, -y)\\), \\(y\\)축에 대하여 대칭이동하면 \\((-x, y)\\), 원점에 대하여 대칭이동하면 \\((-x, -y)\\), 직선 \\(y=x\\)에 대하여 대칭이동하면 \\((y, x)\\)가 됩니다. 원을 이동할 때는 중심만 이동하면 됩니다.',
      en: 'Translating the point \\((x, y)\\) by \\(a\\) horizontally and \\(b\\) vertically gives \\((x+a, y+b)\\). Reflecting it across the \\(x\\)-axis gives \\((x, -y)\\); across the \\(y\\)-axis, \\((-x, y)\\); through the origin, \\((-x, -y)\\); and across the line \\(y=x\\), \\((y, x)\\). To move a circle, move its center; the radius stays the same.',
    },
  ],
  keyPoints: [
    {
      ko: '\\(m:n\\)으로 내분하는 점: \\(\\left(\\frac{mx_2+nx_1}{m+n}, \\frac{my_2+ny_1}{m+n}\\right)\\)',
      en: 'Dividing \\(\\mathrm{AB}\\) in the ratio \\(m:n\\): \\(\\left(\\frac{mx_2+nx_1}{m+n}, \\frac{my_2+ny_1}{m+n}\\right)\\).',
    },
    {
      ko: '평행한 두 직선은 기울기가 같고, 수직인 두 직선은 기울기의 곱이 \\(-1\\)입니다.',
      en: 'Parallel lines have equal slopes; perpendicular lines have slopes whose product is \\(-1\\).',
    },
    {
      ko: '원의 방정식 \\((x-a)^2+(y-b)^2=r^2\\)에서 중심은 \\((a, b)\\), 반지름은 \\(r\\)입니다.',
      en: 'In \\((x-a)^2+(y-b)^2=r^2\\), the center is \\((a, b)\\) and the radius is \\(r\\).',
    },
    {
      ko: '\\(d<r\\)이면 원과 직선은 두 점에서 만나고, \\(d=r\\)이면 접하며, \\(d>r\\)이면 만나지 않습니다.',
      en: '\\(d<r\\): the line crosses the circle twice; \\(d=r\\): it is tangent; \\(d>r\\): they do not meet.',
    },
    {
      ko: '직선 \\(y=x\\)에 대한 대칭이동은 \\(x\\)와 \\(y\\)를 서로 바꿉니다.',
      en: 'Reflecting across \\(y=x\\) swaps the coordinates.',
    },
  ],
  terms: [
    {
      term: { ko: '내분점', en: 'point of internal division' },
      meaning: {
        ko: '선분 위에서 선분을 주어진 비로 나누는 점',
        en: 'a point on a segment that splits it in a given ratio',
      },
    },
    {
      term: { ko: '원의 방정식', en: 'equation of a circle' },
      meaning: {
        ko: '원 위의 모든 점 \\((x, y)\\)가 만족시키는 방정식',
        en: 'the equation satisfied by every point \\((x, y)\\) on the circle',
      },
    },
    {
      term: { ko: '평행이동', en: 'translation' },
      meaning: {
        ko: '도형을 일정한 방향으로 일정한 거리만큼 옮기는 것',
        en: 'sliding a figure a fixed distance in a fixed direction',
      },
    },
    {
      term: { ko: '대칭이동', en: 'reflection' },
      meaning: {
        ko: '도형을 한 점이나 한 직선에 대하여 대칭인 도형으로 옮기는 것',
        en: 'flipping a figure across a point or a line',
      },
    },
  ],
});
