// 중학교 2학년 4단원 연립일차방정식
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '미지수가 \\(2\\)개이고 그 차수가 모두 \\(1\\)인 방정식을 미지수가 \\(2\\)개인 일차방정식이라고 합니다. 두 일차방정식을 한 쌍으로 묶어 놓은 것을 연립일차방정식이라 하고, 두 방정식을 동시에 만족시키는 \\(x\\), \\(y\\)의 값 또는 순서쌍 \\((x, y)\\)를 연립방정식의 해라고 합니다. 어떤 순서쌍이 해인지 확인하려면 두 방정식에 모두 대입하여 참이 되는지 봅니다.',
      en: 'An equation such as \\(2x+y=7\\), with two variables each to the first power, is a linear equation in two variables. Two such equations taken together form a system of linear equations. A solution of the system is an ordered pair \\((x, y)\\) that makes both equations true at the same time. To check a pair, substitute it into both equations.',
    },
    {
      ko: '연립방정식은 한 미지수를 없애 미지수가 \\(1\\)개인 일차방정식으로 만들어 풉니다. 두 방정식을 변끼리 더하거나 빼서 한 미지수를 없애는 방법을 가감법, 한 방정식을 한 미지수에 대하여 정리하여 다른 방정식에 대입하는 방법을 대입법이라고 합니다. 계수의 절댓값이 같지 않으면 적당한 수를 곱하여 맞춘 뒤 더하거나 뺍니다.',
      en: 'To solve a system, eliminate one variable so that you are left with one equation in one variable. In the elimination method you add or subtract the equations, first multiplying one or both so that a variable has opposite or equal coefficients. In the substitution method you solve one equation for a variable and substitute that expression into the other equation.',
    },
    {
      ko: '활용 문제는 구하려는 두 양을 \\(x\\), \\(y\\)로 놓고, 개수의 합과 금액의 합처럼 문제에 주어진 두 조건으로 방정식을 두 개 세웁니다. 해를 구한 뒤에는 그 값이 문제의 뜻에 맞는지 꼭 확인합니다.',
      en: 'In a word problem, let \\(x\\) and \\(y\\) be the two unknown quantities and write one equation for each condition, for example the total number of items and the total cost. After solving, check that your answer makes sense in the story.',
    },
  ],
  keyPoints: [
    {
      ko: '연립방정식의 해는 두 방정식을 동시에 만족시켜야 합니다.',
      en: 'A solution has to satisfy both equations, not just one.',
    },
    {
      ko: '가감법: 한 미지수의 계수의 절댓값을 같게 만든 뒤 두 식을 더하거나 뺍니다.',
      en: 'Elimination: make the coefficients of one variable match, then add or subtract the equations.',
    },
    {
      ko: '대입법: \\(y=\\cdots\\) 꼴로 정리한 식을 다른 식에 대입합니다.',
      en: 'Substitution: solve one equation for \\(y\\) (or \\(x\\)) and plug that expression into the other.',
    },
    {
      ko: '한 미지수의 값을 구하면 처음 식에 대입하여 나머지 미지수의 값을 구합니다.',
      en: 'Once you know one variable, substitute it back to find the other.',
    },
  ],
  terms: [
    {
      term: { ko: '연립일차방정식', en: 'system of linear equations' },
      meaning: { ko: '두 일차방정식을 한 쌍으로 묶어 나타낸 것', en: 'two linear equations considered together' },
    },
    {
      term: { ko: '연립방정식의 해', en: 'solution of a system' },
      meaning: {
        ko: '두 방정식을 동시에 만족시키는 \\(x\\), \\(y\\)의 값',
        en: 'the ordered pair \\((x, y)\\) that makes both equations true',
      },
    },
    {
      term: { ko: '가감법', en: 'elimination method' },
      meaning: {
        ko: '두 식을 더하거나 빼서 한 미지수를 없애어 푸는 방법',
        en: 'solving by adding or subtracting the equations to remove one variable',
      },
    },
    {
      term: { ko: '대입법', en: 'substitution method' },
      meaning: {
        ko: '한 식을 다른 식에 대입하여 한 미지수를 없애어 푸는 방법',
        en: 'solving by replacing a variable with an equal expression from the other equation',
      },
    },
  ],
});
