// SAT 대수: 연립일차방정식
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '연립일차방정식의 해는 두 직선의 교점입니다. SAT에서는 가감법(elimination)이나 대입법(substitution)으로 풀고, 데스모스(Desmos) 계산기로 두 직선을 그려 교점을 확인할 수도 있습니다. \\(x+y\\)처럼 식의 값을 묻는 문제는 두 식을 더하거나 빼기만 해도 답이 나오는 경우가 많으므로 이 방법을 먼저 확인합니다.',
      en: 'The solution of a system of two linear equations is the point where the two lines cross. Solve by elimination or substitution, or graph both lines in the Desmos calculator and read the intersection. When the question asks for something like \\(x+y\\), check first whether simply adding or subtracting the equations gives it directly.',
    },
    {
      ko: '연립방정식의 해의 개수는 두 직선의 위치 관계로 정해집니다. 기울기가 다르면 한 점에서 만나 해가 \\(1\\)개입니다. 기울기가 같고 \\(y\\)절편이 다르면 평행하여 해가 없습니다. 두 식이 같은 직선이면 해가 무수히 많습니다. 예를 들어 \\(2x+3y=5\\), \\(4x+ky=7\\)이 해를 갖지 않으려면 계수의 비가 같아야 하므로 \\(k=6\\)입니다. 이때 상수항의 비 \\(5:7\\)은 \\(2:4\\)와 다릅니다.',
      en: 'How many solutions a system has depends on how the lines sit. Different slopes: they cross once, one solution. Same slope, different intercepts: parallel lines, no solution. The same line: infinitely many solutions. For \\(2x+3y=5\\) and \\(4x+ky=7\\) to have no solution, the coefficients must be proportional, so \\(k=6\\), while the constants are not in that ratio (\\(5\\times 2\\ne 7\\)).',
    },
    {
      ko: '문장제는 대개 개수의 합과 금액의 합이 주어집니다. \\(2\\)달러짜리와 \\(5\\)달러짜리를 합쳐 \\(20\\)개 사고 \\(67\\)달러를 냈다면 \\(x+y=20\\), \\(2x+5y=67\\)을 세웁니다. 첫 식에 \\(2\\)를 곱해 빼면 \\(3y=27\\), \\(y=9\\)입니다. 문제에서 어느 것의 개수를 묻는지 마지막에 꼭 다시 확인합니다.',
      en: 'Word problems usually give a total count and a total cost. Buying \\(20\\) items at \\(\\$2\\) or \\(\\$5\\) each for \\(\\$67\\) gives \\(x+y=20\\) and \\(2x+5y=67\\). Multiply the first equation by \\(2\\) and subtract: \\(3y=27\\), so \\(y=9\\). Reread the question at the end to be sure you report the quantity it asks for.',
    },
  ],
  keyPoints: [
    {
      ko: '해는 두 직선의 교점이고, 두 식을 동시에 만족시킵니다.',
      en: 'The solution is the intersection point; it satisfies both equations.',
    },
    {
      ko: '기울기가 같고 절편이 다르면 해가 없습니다.',
      en: 'Same slope, different intercept: no solution.',
    },
    {
      ko: '두 식이 같은 직선을 나타내면 해가 무수히 많습니다.',
      en: 'Equivalent equations (the same line): infinitely many solutions.',
    },
    {
      ko: '\\(x+y\\)를 묻는다면 두 식을 더하거나 빼는 지름길을 먼저 찾습니다.',
      en: 'Asked for \\(x+y\\) or \\(x-y\\)? Try adding or subtracting the equations first.',
    },
  ],
  terms: [
    {
      term: { ko: '연립방정식 (system of equations)', en: 'system of equations' },
      meaning: { ko: '두 방정식을 한 쌍으로 묶은 것', en: 'two equations that must be true at the same time' },
    },
    {
      term: { ko: '가감법 (elimination)', en: 'elimination' },
      meaning: {
        ko: '두 식을 더하거나 빼서 한 미지수를 없애는 방법',
        en: 'adding or subtracting the equations to cancel one variable',
      },
    },
    {
      term: { ko: '대입법 (substitution)', en: 'substitution' },
      meaning: {
        ko: '한 식을 한 미지수에 대해 정리하여 다른 식에 대입하는 방법',
        en: 'solving one equation for a variable and plugging it into the other',
      },
    },
  ],
});
