// SAT 고급 수학: 비선형 방정식과 연립방정식
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '이차방정식 \\(x^2+bx+c=0\\)은 먼저 인수분해를 시도합니다. 곱이 \\(c\\), 합이 \\(b\\)인 두 수를 찾으면 됩니다. \\(x^2-2x-15=0\\)이면 \\((x-5)(x+3)=0\\)이므로 \\(x=5\\) 또는 \\(x=-3\\)이고, 양의 해는 \\(5\\)입니다. 인수분해가 어려우면 근의 공식 \\(x=\\frac{-b\\pm\\sqrt{b^2-4ac}}{2a}\\)를 씁니다.',
      en: 'To solve a quadratic \\(x^2+bx+c=0\\), try factoring first: find two numbers whose product is \\(c\\) and whose sum is \\(b\\). For \\(x^2-2x-15=0\\), \\((x-5)(x+3)=0\\), so \\(x=5\\) or \\(x=-3\\), and the positive solution is \\(5\\). If it does not factor nicely, use the quadratic formula, \\(x=\\frac{-b\\pm\\sqrt{b^2-4ac}}{2a}\\).',
    },
    {
      ko: '근호가 있는 방정식은 근호만 한쪽에 남긴 뒤 양변을 제곱합니다. \\(3\\sqrt{x+2}=12\\)이면 \\(\\sqrt{x+2}=4\\), \\(x+2=16\\), \\(x=14\\)입니다. 제곱하는 과정에서 원래 방정식의 해가 아닌 값(extraneous solution)이 생길 수 있으므로 구한 값을 원래 식에 대입하여 확인해야 합니다.',
      en: 'For an equation with a square root, isolate the radical and then square both sides. From \\(3\\sqrt{x+2}=12\\) you get \\(\\sqrt{x+2}=4\\), \\(x+2=16\\), and \\(x=14\\). Squaring can create extraneous solutions that do not satisfy the original equation, so always plug your answer back in.',
    },
    {
      ko: '직선과 포물선으로 이루어진 연립방정식은 한 식을 다른 식에 대입하여 풉니다. \\(y=x^2+3\\)과 \\(y=19\\)의 교점은 \\(x^2+3=19\\), \\(x^2=16\\)에서 \\(x=\\pm 4\\)입니다. 교점의 개수는 대입한 뒤 생기는 이차방정식의 실근의 개수와 같습니다. 데스모스로 두 그래프를 그려 교점을 읽는 것도 좋은 방법입니다.',
      en: 'To solve a system with a line and a parabola, substitute one equation into the other. For \\(y=x^2+3\\) and \\(y=19\\), \\(x^2+3=19\\), so \\(x^2=16\\) and \\(x=\\pm 4\\). The number of intersection points equals the number of real solutions of the resulting quadratic. Graphing both in Desmos and reading the intersections works well too.',
    },
  ],
  keyPoints: [
    {
      ko: '\\(x^2+bx+c\\)는 곱이 \\(c\\), 합이 \\(b\\)인 두 수로 인수분해합니다.',
      en: 'Factor \\(x^2+bx+c\\) with two numbers that multiply to \\(c\\) and add to \\(b\\).',
    },
    {
      ko: '\\(x^2=16\\)의 해는 \\(4\\)와 \\(-4\\) 두 개입니다.',
      en: '\\(x^2=16\\) has two solutions, \\(4\\) and \\(-4\\).',
    },
    {
      ko: '근호가 있는 방정식은 근호가 있는 항만 한쪽 변에 남긴 뒤 제곱하고, 반드시 검산합니다.',
      en: 'Radical equations: isolate, square, and check for extraneous solutions.',
    },
    {
      ko: '판별식 \\(b^2-4ac\\)가 양수이면 실근 \\(2\\)개, \\(0\\)이면 \\(1\\)개, 음수이면 실근이 없습니다.',
      en: 'Discriminant \\(b^2-4ac\\): positive, two real solutions; zero, one; negative, none.',
    },
  ],
  terms: [
    {
      term: { ko: '이차방정식 (quadratic equation)', en: 'quadratic equation' },
      meaning: {
        ko: '\\(ax^2+bx+c=0\\) (\\(a\\ne 0\\)) 꼴의 방정식',
        en: 'an equation of the form \\(ax^2+bx+c=0\\), \\(a\\ne 0\\)',
      },
    },
    {
      term: { ko: '무연근 (extraneous solution)', en: 'extraneous solution' },
      meaning: {
        ko: '풀이 과정에서 생겼지만 원래 방정식을 만족시키지 않는 값',
        en: 'a value that comes out of the algebra but does not satisfy the original equation',
      },
    },
    {
      term: { ko: '판별식 (discriminant)', en: 'discriminant' },
      meaning: {
        ko: '실근의 개수를 알려 주는 \\(b^2-4ac\\)',
        en: 'the value \\(b^2-4ac\\), which tells how many real solutions there are',
      },
    },
  ],
});
