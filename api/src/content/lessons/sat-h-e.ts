// SAT 대수: 일차부등식
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '일차부등식은 일차방정식과 같은 방법으로 풀되, 양변에 음수를 곱하거나 음수로 나누면 부등호의 방향을 바꿉니다. 예를 들어 \\(-3x+4<19\\)이면 \\(-3x<15\\), \\(x>-5\\)입니다. 가장 큰 정수나 가장 작은 정수를 묻는 문제는 등호가 포함되는지(\\(<\\)인지 \\(\\le\\)인지) 꼭 확인해야 합니다. \\(x>-5\\)를 만족시키는 가장 작은 정수는 \\(-4\\)입니다.',
      en: 'Solve a linear inequality the same way as an equation, except that multiplying or dividing both sides by a negative number flips the inequality sign. From \\(-3x+4<19\\) you get \\(-3x<15\\), so \\(x>-5\\). When the question asks for the greatest or least integer solution, pay attention to whether the endpoint is included: the least integer with \\(x>-5\\) is \\(-4\\), not \\(-5\\).',
    },
    {
      ko: '미지수가 \\(2\\)개인 부등식 \\(y>mx+b\\)의 해는 직선 \\(y=mx+b\\)의 위쪽 영역에 있는 모든 점입니다. 어떤 점이 해인지 확인하려면 좌표를 대입하여 부등식이 성립하는지 보면 됩니다. 부등호에 등호가 없으면 경계선은 점선으로, 있으면 실선으로 그립니다.',
      en: 'The solutions of an inequality in two variables, such as \\(y>mx+b\\), are all the points above the line \\(y=mx+b\\). To check whether a point is a solution, substitute its coordinates and see whether the inequality is true. The boundary line is drawn dashed for \\(<\\) or \\(>\\) and solid for \\(\\le\\) or \\(\\ge\\).',
    },
    {
      ko: '예산 문제도 자주 나옵니다. \\(50\\)달러로 배송비 \\(6\\)달러를 내고 \\(4\\)달러짜리 공책을 산다면 \\(6+4n\\le 50\\)에서 \\(n\\le 11\\)이므로 최대 \\(11\\)권을 살 수 있습니다. 답이 소수로 나오면 개수는 자연수이므로 내림한 값이 답입니다.',
      en: 'Budget questions are common. With \\(\\$50\\), a \\(\\$6\\) shipping fee, and notebooks at \\(\\$4\\) each, \\(6+4n\\le 50\\) gives \\(n\\le 11\\), so you can buy at most \\(11\\). If the bound comes out as a decimal, round down, because you cannot buy part of an item.',
    },
  ],
  keyPoints: [
    {
      ko: '음수를 곱하거나 음수로 나누면 부등호 방향이 바뀝니다.',
      en: 'Multiply or divide by a negative: flip the sign.',
    },
    {
      ko: '\\(<\\)는 경계값을 포함하지 않고, \\(\\le\\)는 포함합니다.',
      en: '\\(<\\) leaves the endpoint out; \\(\\le\\) keeps it in.',
    },
    {
      ko: '\\(y>mx+b\\)의 해는 직선 위쪽 영역, \\(y<mx+b\\)의 해는 아래쪽 영역입니다.',
      en: '\\(y>mx+b\\) is the region above the line; \\(y<mx+b\\) is below it.',
    },
    {
      ko: '최대 개수를 묻는 문제는 부등식의 해 중 가장 큰 자연수를 답합니다.',
      en: 'For "at most how many," give the greatest whole number that satisfies the inequality.',
    },
  ],
  terms: [
    {
      term: { ko: '부등식 (inequality)', en: 'inequality' },
      meaning: {
        ko: '\\(<\\), \\(>\\), \\(\\le\\), \\(\\ge\\)로 두 양의 크기를 비교한 식',
        en: 'a statement that compares two quantities with \\(<\\), \\(>\\), \\(\\le\\), or \\(\\ge\\)',
      },
    },
    {
      term: { ko: '경계선 (boundary line)', en: 'boundary line' },
      meaning: {
        ko: '부등식의 해의 영역과 나머지를 나누는 직선',
        en: 'the line that separates the solution region from the rest of the plane',
      },
    },
    {
      term: { ko: '해의 영역 (solution region)', en: 'solution region' },
      meaning: {
        ko: '부등식을 만족시키는 모든 점이 있는 부분',
        en: 'the part of the plane where every point satisfies the inequality',
      },
    },
  ],
});
