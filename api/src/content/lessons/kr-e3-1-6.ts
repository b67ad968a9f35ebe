// 3학년 1학기 6단원 분수와 소수
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '전체를 똑같이 \\(4\\)로 나눈 것 중의 \\(1\\)을 \\(\\frac{1}{4}\\)이라고 쓰고 \\(4\\)분의 \\(1\\)이라고 읽습니다. 똑같이 \\(4\\)로 나눈 것 중의 \\(3\\)은 \\(\\frac{3}{4}\\)입니다. 이와 같은 수를 분수라고 합니다. 가로선 아래의 수를 분모, 위의 수를 분자라고 합니다.',
      en: 'If a whole is split into \\(4\\) equal parts, one part is \\(\\frac{1}{4}\\), one fourth. Three of those parts are \\(\\frac{3}{4}\\), three fourths. Numbers like these are fractions. The number below the bar is the denominator, and the number above it is the numerator.',
    },
    {
      ko: '\\(\\frac{1}{2}\\), \\(\\frac{1}{3}\\), \\(\\frac{1}{4}\\)처럼 분자가 \\(1\\)인 분수를 단위분수라고 합니다. 분모가 같은 분수는 분자가 클수록 큽니다. 단위분수는 분모가 클수록 작습니다. 전체를 더 많이 나눌수록 한 조각이 작아지기 때문입니다.',
      en: 'A fraction with numerator \\(1\\), like \\(\\frac{1}{2}\\), \\(\\frac{1}{3}\\) or \\(\\frac{1}{4}\\), is a unit fraction. With the same denominator, the bigger numerator is the bigger fraction. Among unit fractions, the bigger the denominator, the smaller the fraction, because cutting a whole into more pieces makes each piece smaller.',
    },
    {
      ko: '분수 \\(\\frac{1}{10}\\)을 \\(0.1\\)이라고 쓰고 영 점 일이라고 읽습니다. \\(0.1, 0.2, 0.3\\)과 같은 수를 소수라 하고 \\(.\\)을 소수점이라고 합니다. \\(1\\)과 \\(0.4\\)만큼을 \\(1.4\\)라 쓰고 일 점 사라고 읽습니다. \\(1\\) mm는 \\(0.1\\) cm이므로 \\(3\\) cm \\(6\\) mm는 \\(3.6\\) cm입니다.',
      en: 'The fraction \\(\\frac{1}{10}\\) can be written as the decimal \\(0.1\\), read "zero point one" (one tenth). Numbers like \\(0.1, 0.2, 0.3\\) are decimals, and the dot is the decimal point. \\(1\\) and \\(0.4\\) more make \\(1.4\\). Since \\(1\\) mm is \\(0.1\\) cm, \\(3\\) cm \\(6\\) mm is \\(3.6\\) cm.',
    },
    {
      ko: '소수의 크기는 소수점 왼쪽의 수부터 비교하고, 같으면 소수점 오른쪽의 숫자를 비교합니다. \\(2.7\\)은 \\(0.1\\)이 \\(27\\)개, \\(2.3\\)은 \\(0.1\\)이 \\(23\\)개이므로 \\(2.7 > 2.3\\)입니다.',
      en: 'To compare decimals, first compare the whole-number parts to the left of the decimal point; if they match, compare the tenths. \\(2.7\\) is \\(27\\) tenths and \\(2.3\\) is \\(23\\) tenths, so \\(2.7 > 2.3\\).',
    },
  ],
  keyPoints: [
    {
      ko: '분수는 전체를 똑같이 나눈 것 중의 몇인지 나타냅니다.',
      en: 'A fraction tells how many of the equal parts of a whole you have.',
    },
    {
      ko: '분모가 같으면 분자가 클수록 큽니다. \\(\\frac{2}{5} < \\frac{4}{5}\\)',
      en: 'Same denominator: the larger numerator wins. \\(\\frac{2}{5} < \\frac{4}{5}\\)',
    },
    {
      ko: '단위분수는 분모가 클수록 작습니다. \\(\\frac{1}{6} < \\frac{1}{3}\\)',
      en: 'Unit fractions: the larger denominator is smaller. \\(\\frac{1}{6} < \\frac{1}{3}\\)',
    },
    {
      ko: '\\(\\frac{1}{10} = 0.1\\)이고, \\(1\\) mm \\(= 0.1\\) cm입니다.',
      en: '\\(\\frac{1}{10} = 0.1\\), and \\(1\\) mm \\(= 0.1\\) cm.',
    },
  ],
  terms: [
    {
      term: { ko: '분수', en: 'fraction' },
      meaning: {
        ko: '전체를 똑같이 나눈 것 중의 몇을 나타내는 수',
        en: 'a number for some of the equal parts of a whole',
      },
    },
    {
      term: { ko: '분모, 분자', en: 'denominator, numerator' },
      meaning: {
        ko: '분수에서 가로선 아래의 수와 위의 수',
        en: 'the number below the fraction bar (how many equal parts) and above it (how many you have)',
      },
    },
    {
      term: { ko: '단위분수', en: 'unit fraction' },
      meaning: { ko: '분자가 \\(1\\)인 분수', en: 'a fraction with numerator \\(1\\)' },
    },
    {
      term: { ko: '소수, 소수점', en: 'decimal, decimal point' },
      meaning: { ko: '\\(0.1\\)처럼 나타낸 수와 그 수에 찍은 점', en: 'a number like \\(0.1\\), and the dot in it' },
    },
  ],
});
