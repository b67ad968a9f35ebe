// 중학교 3학년 3단원 이차방정식
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '등식의 모든 항을 좌변으로 이항하여 정리했을 때 \\(ax^2+bx+c=0\\) (\\(a\\ne 0\\)) 꼴이 되는 방정식을 \\(x\\)에 대한 이차방정식이라고 합니다. 이차방정식을 참이 되게 하는 \\(x\\)의 값을 해 또는 근이라 합니다. 두 수 또는 두 식 \\(A\\), \\(B\\)에 대하여 \\(AB=0\\)이면 \\(A=0\\) 또는 \\(B=0\\)이므로, 인수분해를 이용하여 이차방정식을 풀 수 있습니다. 예를 들어 \\(x^2-5x+6=0\\)에서 \\((x-2)(x-3)=0\\)이므로 \\(x=2\\) 또는 \\(x=3\\)입니다.',
      en: 'An equation that can be written as \\(ax^2+bx+c=0\\) with \\(a\\ne 0\\) is a quadratic equation. A value of \\(x\\) that makes it true is a solution, or root. If a product is zero, one of its factors must be zero, so factoring solves many quadratics: \\(x^2-5x+6=0\\) becomes \\((x-2)(x-3)=0\\), so \\(x=2\\) or \\(x=3\\).',
    },
    {
      ko: '이차방정식의 두 해가 중복되어 서로 같을 때, 이 해를 중근이라고 합니다. 좌변이 \\((x-p)^2\\)처럼 완전제곱식으로 인수분해되면 중근 \\(x=p\\)를 가집니다. \\(x^2+bx+k=0\\)이 중근을 가지려면 \\(k=\\left(\\frac{b}{2}\\right)^2\\)이어야 합니다.',
      en: 'When both roots are the same number, the equation has a double root. This happens when the left side is a perfect square, such as \\((x-p)^2=0\\), which has the double root \\(x=p\\). So \\(x^2+bx+k=0\\) has a double root exactly when \\(k=\\left(\\frac{b}{2}\\right)^2\\).',
    },
    {
      ko: '인수분해가 잘 되지 않으면 완전제곱식을 만들거나 근의 공식 \\(x=\\frac{-b\\pm\\sqrt{b^2-4ac}}{2a}\\)를 이용합니다. 활용 문제는 구하는 것을 \\(x\\)로 놓고 이차방정식을 세워 풀고, 두 해 중에서 길이나 개수처럼 문제의 조건에 맞는 것만 답으로 합니다.',
      en: 'If a quadratic does not factor easily, complete the square or use the quadratic formula, \\(x=\\frac{-b\\pm\\sqrt{b^2-4ac}}{2a}\\). In word problems, let \\(x\\) be the unknown, write and solve the equation, and keep only the roots that make sense; a length or a count cannot be negative.',
    },
  ],
  keyPoints: [
    {
      ko: '\\(AB=0\\)이면 \\(A=0\\) 또는 \\(B=0\\)입니다.',
      en: 'If \\(AB=0\\), then \\(A=0\\) or \\(B=0\\).',
    },
    {
      ko: '\\((x-p)^2=0\\)의 해는 중근 \\(x=p\\)입니다.',
      en: '\\((x-p)^2=0\\) has the double root \\(x=p\\).',
    },
    {
      ko: '근의 공식: \\(x=\\frac{-b\\pm\\sqrt{b^2-4ac}}{2a}\\)',
      en: 'Quadratic formula: \\(x=\\frac{-b\\pm\\sqrt{b^2-4ac}}{2a}\\).',
    },
    {
      ko: '활용 문제에서는 구한 해가 문제의 조건에 맞는지 확인합니다.',
      en: 'In a word problem, check each root against the situation and drop the ones that do not fit.',
    },
  ],
  terms: [
    {
      term: { ko: '이차방정식', en: 'quadratic equation' },
      meaning: {
        ko: '\\(ax^2+bx+c=0\\) (\\(a\\ne 0\\)) 꼴로 나타내어지는 방정식',
        en: 'an equation that can be written as \\(ax^2+bx+c=0\\) with \\(a\\ne 0\\)',
      },
    },
    {
      term: { ko: '근', en: 'root' },
      meaning: {
        ko: '방정식을 참이 되게 하는 미지수의 값',
        en: 'a value of the variable that makes the equation true',
      },
    },
    {
      term: { ko: '중근', en: 'double root' },
      meaning: {
        ko: '이차방정식의 두 해가 중복되어 같을 때의 해',
        en: 'a root that appears twice, when both roots are equal',
      },
    },
    {
      term: { ko: '근의 공식', en: 'quadratic formula' },
      meaning: {
        ko: '이차방정식의 해를 계수로 나타낸 공식',
        en: 'the formula that gives the roots of a quadratic from its coefficients',
      },
    },
  ],
});
