// 중학교 2학년 3단원 일차부등식
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '부등호 \\(<\\), \\(>\\), \\(\\le\\), \\(\\ge\\)를 사용하여 수나 식의 대소 관계를 나타낸 식을 부등식이라고 합니다. 부등식을 참이 되게 하는 미지수의 값을 그 부등식의 해라 하고, 해를 모두 구하는 것을 부등식을 푼다고 합니다. \\(x\\le 3\\)은 \\(x\\)가 \\(3\\) 이하라는 뜻입니다.',
      en: 'An inequality compares two quantities using \\(<\\), \\(>\\), \\(\\le\\), or \\(\\ge\\). A solution is a value of the variable that makes the inequality true, and solving the inequality means finding all of its solutions. The inequality \\(x\\le 3\\) says that \\(x\\) is less than or equal to \\(3\\).',
    },
    {
      ko: '부등식의 양변에 같은 수를 더하거나 빼도, 양변에 같은 양수를 곱하거나 양변을 같은 양수로 나누어도 부등호의 방향은 바뀌지 않습니다. 그러나 양변에 같은 음수를 곱하거나 양변을 같은 음수로 나누면 부등호의 방향이 바뀝니다. 예를 들어 \\(-2x<6\\)의 양변을 \\(-2\\)로 나누면 \\(x>-3\\)입니다.',
      en: 'You can add or subtract the same number on both sides, and multiply or divide both sides by the same positive number, without changing the inequality sign. But when you multiply or divide both sides by a negative number, you must flip the sign. For example, dividing \\(-2x<6\\) by \\(-2\\) gives \\(x>-3\\).',
    },
    {
      ko: '일차부등식은 일차방정식처럼 이항하여 \\(ax<b\\) 꼴로 정리한 뒤 \\(x\\)의 계수로 양변을 나누어 풉니다. 해는 수직선 위에 나타낼 수 있고, 자연수인 해의 개수를 묻는 문제는 해의 범위에 들어가는 자연수를 세면 됩니다. 활용 문제는 구하는 것을 \\(x\\)로 놓고 예산이나 조건을 부등식으로 세워 풉니다.',
      en: 'Solve a linear inequality the way you solve a linear equation: move terms to get the form \\(ax<b\\), then divide by the coefficient of \\(x\\), flipping the sign if it is negative. You can show the solutions on a number line. In word problems, let \\(x\\) be the unknown, write the condition, such as staying within a budget, as an inequality, and remember the answer may need to be a whole number.',
    },
  ],
  keyPoints: [
    {
      ko: '음수를 곱하거나 음수로 나누면 부등호의 방향이 바뀝니다.',
      en: 'Multiplying or dividing by a negative number flips the inequality sign.',
    },
    {
      ko: '\\(x\\le 3\\)은 \\(3\\)을 포함하고, \\(x<3\\)은 \\(3\\)을 포함하지 않습니다.',
      en: '\\(x\\le 3\\) includes \\(3\\); \\(x<3\\) does not.',
    },
    {
      ko: '\\(x<4\\)를 만족시키는 자연수는 \\(1, 2, 3\\)의 \\(3\\)개입니다.',
      en: 'The natural numbers that satisfy \\(x<4\\) are \\(1, 2, 3\\): three of them.',
    },
    {
      ko: '활용 문제에서 최대 개수를 구할 때는 부등식의 해 중 가장 큰 자연수를 찾습니다.',
      en: 'When a word problem asks for the most items you can buy, take the greatest whole number that fits.',
    },
  ],
  terms: [
    {
      term: { ko: '부등식', en: 'inequality' },
      meaning: {
        ko: '부등호를 사용하여 대소 관계를 나타낸 식',
        en: 'a statement that compares two quantities with \\(<\\), \\(>\\), \\(\\le\\), or \\(\\ge\\)',
      },
    },
    {
      term: { ko: '부등식의 해', en: 'solution of an inequality' },
      meaning: {
        ko: '부등식을 참이 되게 하는 미지수의 값',
        en: 'a value of the variable that makes the inequality true',
      },
    },
    {
      term: { ko: '일차부등식', en: 'linear inequality' },
      meaning: {
        ko: '모든 항을 좌변으로 이항하여 정리했을 때 (일차식) \\(>0\\)과 같은 꼴이 되는 부등식',
        en: 'an inequality that can be written as \\(ax+b>0\\) (or with \\(<\\), \\(\\le\\), \\(\\ge\\)) with \\(a\\ne 0\\)',
      },
    },
  ],
});
