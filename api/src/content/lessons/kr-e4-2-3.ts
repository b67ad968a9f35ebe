// 4학년 2학기 3단원 소수의 덧셈과 뺄셈
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '\\(1\\)을 똑같이 \\(100\\)으로 나눈 것 중 하나를 \\(0.01\\)이라 쓰고 영 점 영일이라고 읽습니다. \\(1\\)을 똑같이 \\(1000\\)으로 나눈 것 중 하나는 \\(0.001\\)입니다. 예를 들어 \\(2.56\\)은 \\(0.01\\)이 \\(256\\)개인 수입니다.',
      en: 'One hundredth, \\(0.01\\), is one of \\(100\\) equal parts of \\(1\\). One thousandth, \\(0.001\\), is one of \\(1{,}000\\) equal parts. So \\(2.56\\) is the same as \\(256\\) hundredths.',
    },
    {
      ko: '소수에서 각 숫자는 자리에 따라 나타내는 값이 다릅니다. \\(3.472\\)에서 \\(4\\)는 소수 첫째 자리 숫자로 \\(0.4\\), \\(7\\)은 소수 둘째 자리 숫자로 \\(0.07\\), \\(2\\)는 소수 셋째 자리 숫자로 \\(0.002\\)를 나타냅니다. 소수의 오른쪽 끝에 있는 \\(0\\)은 생략할 수 있습니다.',
      en: 'Each digit of a decimal has a place value. In \\(3.472\\), the \\(4\\) is in the tenths place and stands for \\(0.4\\), the \\(7\\) is in the hundredths place and stands for \\(0.07\\), and the \\(2\\) is in the thousandths place and stands for \\(0.002\\). Zeros at the right end of a decimal can be left off: \\(0.50=0.5\\).',
    },
    {
      ko: '소수의 덧셈과 뺄셈은 소수점끼리 맞추어 세로로 쓰고, 같은 자리의 수끼리 자연수처럼 계산합니다. 자릿수가 다르면 끝에 \\(0\\)을 붙여 생각하면 편리합니다. 계산한 뒤 소수점을 그대로 내려 찍습니다.',
      en: 'To add or subtract decimals, line up the decimal points, then add or subtract digits in the same place just like whole numbers. If the numbers have different numbers of decimal places, write zeros at the end to fill in. Bring the decimal point straight down into the answer.',
    },
  ],
  keyPoints: [
    {
      ko: '\\(0.1\\)이 \\(10\\)개이면 \\(1\\), \\(0.01\\)이 \\(10\\)개이면 \\(0.1\\)입니다.',
      en: 'Ten tenths make \\(1\\); ten hundredths make \\(0.1\\).',
    },
    {
      ko: '소수점끼리 맞추어 세로로 계산합니다.',
      en: 'Line up the decimal points before you add or subtract.',
    },
    {
      ko: '\\(0.5\\)와 \\(0.50\\)은 같은 수입니다.',
      en: '\\(0.5\\) and \\(0.50\\) are equal.',
    },
    {
      ko: '받아올림과 받아내림은 자연수의 계산과 같습니다.',
      en: 'Regrouping works the same way as with whole numbers.',
    },
  ],
  terms: [
    {
      term: { ko: '소수 두 자리 수', en: 'decimal to hundredths' },
      meaning: {
        ko: '\\(0.35\\)처럼 소수점 아래 두 자리까지 있는 소수',
        en: 'a decimal with two digits after the point, like \\(0.35\\)',
      },
    },
    {
      term: { ko: '소수점', en: 'decimal point' },
      meaning: {
        ko: '자연수 부분과 소수 부분을 나누는 점',
        en: 'the dot that separates the whole number part from the part less than one',
      },
    },
    {
      term: { ko: '소수 셋째 자리', en: 'thousandths place' },
      meaning: {
        ko: '소수점 아래 셋째 자리로, \\(0.001\\)의 자리',
        en: 'the third place after the decimal point, worth \\(0.001\\)',
      },
    },
  ],
});
