// 공통수학1 2단원 방정식과 부등식
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '제곱하여 \\(-1\\)이 되는 새로운 수를 \\(i\\)로 나타내고 허수단위라고 합니다. 즉 \\(i^2=-1\\)입니다. 실수 \\(a\\), \\(b\\)에 대하여 \\(a+bi\\) 꼴의 수를 복소수라 하고, \\(a\\)를 실수부분, \\(b\\)를 허수부분이라 합니다. 복소수의 사칙연산은 \\(i\\)를 문자처럼 계산하고 \\(i^2\\)을 \\(-1\\)로 바꿉니다. 예를 들어 \\((1+2i)(3-i)=3-i+6i-2i^2=5+5i\\)입니다. \\(a+bi\\)의 켤레복소수는 \\(a-bi\\)입니다.',
      en: 'The imaginary unit \\(i\\) is a number whose square is \\(-1\\): \\(i^2=-1\\). A complex number has the form \\(a+bi\\) with real numbers \\(a\\) (the real part) and \\(b\\) (the imaginary part). Add, subtract, and multiply complex numbers the way you work with binomials, then replace \\(i^2\\) with \\(-1\\): \\((1+2i)(3-i)=3-i+6i-2i^2=5+5i\\). The complex conjugate of \\(a+bi\\) is \\(a-bi\\).',
    },
    {
      ko: '계수가 실수인 이차방정식 \\(ax^2+bx+c=0\\)은 복소수의 범위에서 항상 근을 가지며, 판별식 \\(D=b^2-4ac\\)의 부호로 근을 판별합니다. \\(D>0\\)이면 서로 다른 두 실근, \\(D=0\\)이면 중근, \\(D<0\\)이면 서로 다른 두 허근을 가집니다. 두 근을 \\(\\alpha\\), \\(\\beta\\)라 하면 근과 계수의 관계에 의하여 \\(\\alpha+\\beta=-\\frac{b}{a}\\), \\(\\alpha\\beta=\\frac{c}{a}\\)이고, \\(\\alpha^2+\\beta^2=(\\alpha+\\beta)^2-2\\alpha\\beta\\)처럼 변형하여 식의 값을 구합니다.',
      en: 'A quadratic equation \\(ax^2+bx+c=0\\) with real coefficients always has roots among the complex numbers. The discriminant \\(D=b^2-4ac\\) tells you what kind: two different real roots if \\(D>0\\), one double real root if \\(D=0\\), and two complex (non-real) roots if \\(D<0\\). If the roots are \\(\\alpha\\) and \\(\\beta\\), then \\(\\alpha+\\beta=-\\frac{b}{a}\\) and \\(\\alpha\\beta=\\frac{c}{a}\\). Rewrite other expressions in terms of these, as in \\(\\alpha^2+\\beta^2=(\\alpha+\\beta)^2-2\\alpha\\beta\\).',
    },
    {
      ko: '제한된 범위 \\(\\alpha\\le x\\le\\beta\\)에서 이차함수 \\(y=a(x-p)^2+q\\)의 최댓값과 최솟값은 꼭짓점의 \\(x\\)좌표 \\(p\\)가 범위 안에 있는지 확인한 뒤, 꼭짓점과 양 끝점에서의 함숫값을 비교하여 구합니다. 꼭짓점이 범위 밖에 있으면 양 끝점에서의 함숫값만 비교합니다.',
      en: 'To find the maximum and minimum of \\(y=a(x-p)^2+q\\) on an interval \\(\\alpha\\le x\\le\\beta\\), first check whether the vertex \\(x=p\\) lies in the interval. Then compare the function values at the vertex (if it is inside) and at both endpoints. If the vertex is outside, only the endpoints matter.',
    },
    {
      ko: '이차부등식은 이차함수의 그래프를 이용하여 풉니다. \\(a>0\\)이고 \\(ax^2+bx+c=0\\)의 두 실근이 \\(\\alpha\\), \\(\\beta\\) (\\(\\alpha<\\beta\\))이면 \\(ax^2+bx+c<0\\)의 해는 \\(\\alpha<x<\\beta\\), \\(ax^2+bx+c>0\\)의 해는 \\(x<\\alpha\\) 또는 \\(x>\\beta\\)입니다.',
      en: 'Solve a quadratic inequality with the graph of the quadratic function. If \\(a>0\\) and \\(ax^2+bx+c=0\\) has real roots \\(\\alpha<\\beta\\), the parabola is below the \\(x\\)-axis between the roots, so \\(ax^2+bx+c<0\\) for \\(\\alpha<x<\\beta\\), and \\(ax^2+bx+c>0\\) for \\(x<\\alpha\\) or \\(x>\\beta\\).',
    },
  ],
  keyPoints: [
    {
      ko: '\\(i^2=-1\\)이고, \\(i^3=-i\\), \\(i^4=1\\)입니다.',
      en: '\\(i^2=-1\\), \\(i^3=-i\\), and \\(i^4=1\\), so powers of \\(i\\) repeat every four.',
    },
    {
      ko: '판별식 \\(D=b^2-4ac\\)의 부호로 실근과 허근을 판별합니다.',
      en: 'The sign of the discriminant \\(D=b^2-4ac\\) tells whether the roots are real or not.',
    },
    {
      ko: '근과 계수의 관계: \\(\\alpha+\\beta=-\\frac{b}{a}\\), \\(\\alpha\\beta=\\frac{c}{a}\\)',
      en: 'Sum and product of the roots: \\(\\alpha+\\beta=-\\frac{b}{a}\\), \\(\\alpha\\beta=\\frac{c}{a}\\).',
    },
    {
      ko: '제한된 범위에서의 최대·최소는 꼭짓점과 양 끝점의 함숫값을 비교합니다.',
      en: 'On a closed interval, compare the values at the vertex and at both endpoints.',
    },
    {
      ko: '\\(\\alpha<\\beta\\)일 때 \\((x-\\alpha)(x-\\beta)<0\\)의 해는 \\(\\alpha<x<\\beta\\)입니다.',
      en: 'For \\(\\alpha<\\beta\\), \\((x-\\alpha)(x-\\beta)<0\\) means \\(\\alpha<x<\\beta\\).',
    },
  ],
  terms: [
    {
      term: { ko: '허수단위', en: 'imaginary unit' },
      meaning: { ko: '제곱하여 \\(-1\\)이 되는 수 \\(i\\)', en: 'the number \\(i\\) with \\(i^2=-1\\)' },
    },
    {
      term: { ko: '복소수', en: 'complex number' },
      meaning: {
        ko: '실수 \\(a\\), \\(b\\)에 대하여 \\(a+bi\\) 꼴로 나타내어지는 수',
        en: 'a number \\(a+bi\\) where \\(a\\) and \\(b\\) are real',
      },
    },
    {
      term: { ko: '켤레복소수', en: 'complex conjugate' },
      meaning: { ko: '\\(a+bi\\)에 대하여 \\(a-bi\\)', en: 'the number \\(a-bi\\) paired with \\(a+bi\\)' },
    },
    {
      term: { ko: '판별식', en: 'discriminant' },
      meaning: {
        ko: '이차방정식의 근을 판별하는 식 \\(D=b^2-4ac\\)',
        en: 'the expression \\(b^2-4ac\\) that tells the kind of roots',
      },
    },
    {
      term: { ko: '이차부등식', en: 'quadratic inequality' },
      meaning: {
        ko: '모든 항을 좌변으로 이항하여 정리했을 때 좌변이 \\(x\\)에 대한 이차식인 부등식',
        en: 'an inequality such as \\(ax^2+bx+c>0\\) with \\(a\\ne 0\\)',
      },
    },
  ],
});
