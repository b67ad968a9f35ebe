// 중학교 3학년 1단원 제곱근과 실수
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '어떤 수 \\(x\\)를 제곱하여 \\(a\\)가 될 때, 즉 \\(x^2=a\\)일 때 \\(x\\)를 \\(a\\)의 제곱근이라고 합니다. 양수 \\(a\\)의 제곱근은 양수와 음수 두 개이며, 양의 제곱근은 \\(\\sqrt{a}\\), 음의 제곱근은 \\(-\\sqrt{a}\\)로 나타냅니다. \\(0\\)의 제곱근은 \\(0\\)뿐이고, 음수의 제곱근은 생각하지 않습니다. 예를 들어 \\(9\\)의 제곱근은 \\(\\pm 3\\)이고, \\(\\sqrt{9}=3\\)입니다.',
      en: 'If \\(x^2=a\\), then \\(x\\) is a square root of \\(a\\). A positive number has two square roots, one positive and one negative: the positive one is written \\(\\sqrt{a}\\) and the negative one \\(-\\sqrt{a}\\). The only square root of \\(0\\) is \\(0\\), and at this level negative numbers have no square roots. For example, the square roots of \\(9\\) are \\(\\pm 3\\), while \\(\\sqrt{9}=3\\).',
    },
    {
      ko: '\\(a>0\\)일 때 \\((\\sqrt{a})^2=a\\), \\(\\sqrt{a^2}=a\\)입니다. 일반적으로 \\(\\sqrt{a^2}=|a|\\)입니다. \\(\\sqrt{a}\\)가 자연수가 되려면 \\(a\\)가 자연수의 제곱인 수이어야 하므로, \\(\\sqrt{12x}\\)가 자연수가 되는 가장 작은 자연수 \\(x\\)는 \\(12=2^2\\times 3\\)에서 지수가 홀수인 소인수를 곱한 \\(3\\)입니다. 순환하지 않는 무한소수를 무리수라 하며, \\(\\sqrt{2}\\), \\(\\pi\\)는 무리수입니다. 유리수와 무리수를 통틀어 실수라고 합니다.',
      en: 'For \\(a>0\\), \\((\\sqrt{a})^2=a\\) and \\(\\sqrt{a^2}=a\\); in general \\(\\sqrt{a^2}=|a|\\). The square root \\(\\sqrt{a}\\) is a whole number only when \\(a\\) is a perfect square. So to make \\(\\sqrt{12x}\\) a whole number, factor \\(12=2^2\\times 3\\) and multiply by the primes with odd exponents: the least \\(x\\) is \\(3\\). A decimal that never ends and never repeats is irrational, like \\(\\sqrt{2}\\) or \\(\\pi\\). The rational and irrational numbers together are the real numbers.',
    },
    {
      ko: '근호를 포함한 식의 곱셈과 나눗셈에서는 \\(\\sqrt{a}\\times\\sqrt{b}=\\sqrt{ab}\\), \\(\\sqrt{a}\\div\\sqrt{b}=\\sqrt{\\frac{a}{b}}\\)를 이용합니다. 근호 안의 제곱인 인수는 밖으로 꺼내어 \\(\\sqrt{12}=2\\sqrt{3}\\)처럼 간단히 합니다. 분모에 근호가 있으면 분모와 분자에 같은 수를 곱하여 \\(\\frac{3}{\\sqrt{3}}=\\frac{3\\sqrt{3}}{3}=\\sqrt{3}\\)처럼 분모를 유리화합니다. 덧셈과 뺄셈은 근호 안의 수가 같은 것끼리 \\(2\\sqrt{3}+5\\sqrt{3}=7\\sqrt{3}\\)처럼 계산합니다.',
      en: 'To multiply and divide radicals, use \\(\\sqrt{a}\\times\\sqrt{b}=\\sqrt{ab}\\) and \\(\\sqrt{a}\\div\\sqrt{b}=\\sqrt{\\frac{a}{b}}\\). Simplify a radical by taking perfect-square factors out: \\(\\sqrt{12}=2\\sqrt{3}\\). To rationalize a denominator, multiply the numerator and denominator by the same radical: \\(\\frac{3}{\\sqrt{3}}=\\frac{3\\sqrt{3}}{3}=\\sqrt{3}\\). You can add or subtract only radicals with the same number under the root: \\(2\\sqrt{3}+5\\sqrt{3}=7\\sqrt{3}\\).',
    },
  ],
  keyPoints: [
    {
      ko: '양수 \\(a\\)의 제곱근은 \\(\\pm\\sqrt{a}\\)이고, \\(\\sqrt{a}\\)는 그중 양의 제곱근입니다.',
      en: 'A positive number \\(a\\) has two square roots, \\(\\pm\\sqrt{a}\\); the symbol \\(\\sqrt{a}\\) means the positive one.',
    },
    { ko: '\\(a\\)의 부호와 관계없이 \\(\\sqrt{a^2}=|a|\\)입니다.', en: '\\(\\sqrt{a^2}=|a|\\), not always \\(a\\).' },
    {
      ko: '\\(a>0\\), \\(b>0\\)일 때 \\(\\sqrt{a}\\times\\sqrt{b}=\\sqrt{ab}\\), \\(\\sqrt{a^2b}=a\\sqrt{b}\\)입니다.',
      en: '\\(\\sqrt{a}\\times\\sqrt{b}=\\sqrt{ab}\\) and \\(\\sqrt{a^2b}=a\\sqrt{b}\\) for \\(a>0\\), \\(b>0\\).',
    },
    {
      ko: '\\(\\frac{b}{\\sqrt{a}}=\\frac{b\\sqrt{a}}{a}\\)처럼 분모를 유리화합니다.',
      en: 'Rationalize the denominator: \\(\\frac{b}{\\sqrt{a}}=\\frac{b\\sqrt{a}}{a}\\).',
    },
    {
      ko: '\\(\\sqrt{2}+\\sqrt{3}\\)은 \\(\\sqrt{5}\\)가 아닙니다.',
      en: 'Careful: \\(\\sqrt{2}+\\sqrt{3}\\) is not \\(\\sqrt{5}\\).',
    },
  ],
  terms: [
    {
      term: { ko: '제곱근', en: 'square root' },
      meaning: { ko: '제곱하여 \\(a\\)가 되는 수', en: 'a number whose square is \\(a\\)' },
    },
    {
      term: { ko: '근호', en: 'radical sign' },
      meaning: {
        ko: '제곱근을 나타내는 기호 \\(\\sqrt{\\phantom{a}}\\)',
        en: 'the symbol \\(\\sqrt{\\phantom{a}}\\) for a square root',
      },
    },
    {
      term: { ko: '무리수', en: 'irrational number' },
      meaning: {
        ko: '순환소수가 아닌 무한소수로 나타내어지는 수',
        en: 'a number whose decimal never ends and never repeats',
      },
    },
    {
      term: { ko: '실수', en: 'real number' },
      meaning: { ko: '유리수와 무리수를 통틀어 이르는 말', en: 'any rational or irrational number' },
    },
    {
      term: { ko: '분모의 유리화', en: 'rationalizing the denominator' },
      meaning: {
        ko: '분모에 근호가 있을 때 분모를 유리수로 고치는 것',
        en: 'rewriting a fraction so that no radical is left in the denominator',
      },
    },
  ],
});
