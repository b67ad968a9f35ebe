// 3학년 2학기 4단원 분수
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '물건 \\(12\\)개를 \\(3\\)개씩 묶으면 \\(4\\)묶음이 됩니다. \\(6\\)개는 \\(4\\)묶음 중 \\(2\\)묶음이므로 \\(12\\)의 \\(\\frac{2}{4}\\)입니다. 이렇게 전체를 똑같이 묶어서 부분을 분수로 나타낼 수 있습니다.',
      en: 'Put \\(12\\) things into groups of \\(3\\) and you get \\(4\\) groups. \\(6\\) things are \\(2\\) of those \\(4\\) groups, so \\(6\\) is \\(\\frac{2}{4}\\) of \\(12\\). Grouping a set equally lets you name a part of it with a fraction.',
    },
    {
      ko: '\\(12\\)의 \\(\\frac{1}{3}\\)은 \\(12\\)를 똑같이 \\(3\\)묶음으로 나눈 것 중 \\(1\\)묶음이므로 \\(4\\)입니다. \\(12\\)의 \\(\\frac{2}{3}\\)는 그중 \\(2\\)묶음이므로 \\(8\\)입니다. 길이나 시간도 같은 방법으로 구합니다. \\(1\\)시간의 \\(\\frac{1}{4}\\)은 \\(15\\)분입니다.',
      en: '\\(\\frac{1}{3}\\) of \\(12\\) is one of \\(3\\) equal groups, which is \\(4\\). \\(\\frac{2}{3}\\) of \\(12\\) is two of those groups, which is \\(8\\). Lengths and times work the same way: \\(\\frac{1}{4}\\) of an hour is \\(15\\) minutes.',
    },
    {
      ko: '\\(\\frac{2}{5}\\)처럼 분자가 분모보다 작은 분수를 진분수, \\(\\frac{5}{5}\\)나 \\(\\frac{7}{5}\\)처럼 분자가 분모와 같거나 분모보다 큰 분수를 가분수라고 합니다. \\(\\frac{5}{5}\\)는 \\(1\\)과 같습니다. \\(1\\), \\(2\\), \\(3\\)과 같은 수를 자연수라 하고, \\(1\\frac{2}{5}\\)처럼 자연수와 진분수로 이루어진 분수를 대분수라고 합니다. \\(1\\frac{2}{5} = \\frac{7}{5}\\)입니다.',
      en: 'A fraction whose numerator is less than its denominator, like \\(\\frac{2}{5}\\), is a proper fraction. One whose numerator is equal to or greater than its denominator, like \\(\\frac{5}{5}\\) or \\(\\frac{7}{5}\\), is an improper fraction; \\(\\frac{5}{5}\\) equals \\(1\\). Numbers like \\(1\\), \\(2\\) and \\(3\\) are counting numbers, and a counting number together with a proper fraction, like \\(1\\frac{2}{5}\\), is a mixed number. \\(1\\frac{2}{5} = \\frac{7}{5}\\).',
    },
    {
      ko: '분모가 같은 가분수는 분자가 클수록 큽니다. 대분수는 자연수 부분이 클수록 크고, 자연수 부분이 같으면 분수 부분을 비교합니다. 대분수와 가분수를 비교할 때는 가분수를 대분수로 바꾸거나 대분수를 가분수로 바꾸어 비교합니다.',
      en: 'For improper fractions with the same denominator, the one with the larger numerator is larger. For mixed numbers, the one with the larger whole-number part is larger; if those match, compare the fraction parts. To compare a mixed number with an improper fraction, write both the same way first.',
    },
  ],
  keyPoints: [
    {
      ko: '\\(15\\)의 \\(\\frac{2}{5}\\)는 \\(15\\)를 똑같이 \\(5\\)묶음으로 나눈 것 중 \\(2\\)묶음이므로 \\(6\\)입니다.',
      en: '\\(\\frac{2}{5}\\) of \\(15\\) is two of \\(5\\) equal groups: \\(6\\).',
    },
    {
      ko: '진분수는 분자가 분모보다 작고, 가분수는 분자가 분모와 같거나 분모보다 큽니다.',
      en: 'A proper fraction has a numerator less than its denominator; an improper fraction has a numerator equal to or greater than its denominator.',
    },
    {
      ko: '\\(2\\frac{1}{3} = \\frac{7}{3}\\)입니다. \\(2 = \\frac{6}{3}\\)이기 때문입니다.',
      en: '\\(2\\frac{1}{3} = \\frac{7}{3}\\), because \\(2 = \\frac{6}{3}\\).',
    },
    {
      ko: '분모가 같으면 분자가 클수록 큰 분수입니다.',
      en: 'With the same denominator, the larger numerator is the larger fraction.',
    },
  ],
  terms: [
    {
      term: { ko: '진분수', en: 'proper fraction' },
      meaning: { ko: '분자가 분모보다 작은 분수', en: 'a fraction with the numerator less than the denominator' },
    },
    {
      term: { ko: '가분수', en: 'improper fraction' },
      meaning: {
        ko: '분자가 분모와 같거나 분모보다 큰 분수',
        en: 'a fraction with the numerator equal to or greater than the denominator',
      },
    },
    {
      term: { ko: '대분수', en: 'mixed number' },
      meaning: { ko: '자연수와 진분수로 이루어진 분수', en: 'a whole number and a proper fraction together' },
    },
    {
      term: { ko: '자연수', en: 'counting number (natural number)' },
      meaning: {
        ko: '\\(1, 2, 3, \\ldots\\)과 같은 수',
        en: 'one of the numbers \\(1, 2, 3, \\ldots\\) you count with',
      },
    },
  ],
});
