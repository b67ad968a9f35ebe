// 5학년 2학기 4단원 소수의 곱셈
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '(소수)\\(\\times\\)(자연수)는 소수를 자연수처럼 생각하여 곱한 다음, 곱하는 소수의 소수점 아래 자리 수만큼 소수점을 찍습니다. \\(0.7\\times 6\\)은 \\(0.1\\)이 \\(7\\times 6=42\\)개이므로 \\(4.2\\)입니다.',
      en: 'To multiply a decimal by a whole number, multiply as if there were no decimal point, then place the point so the answer has as many decimal places as the decimal factor. \\(0.7\\times 6\\) is \\(42\\) tenths, so it equals \\(4.2\\).',
    },
    {
      ko: '(소수)\\(\\times\\)(소수)도 자연수처럼 곱한 다음, 두 소수의 소수점 아래 자리 수를 더한 만큼 곱의 소수점을 왼쪽으로 옮깁니다. \\(1.3\\times 0.24\\)는 \\(13\\times 24=312\\)이고 소수점 아래 자리 수가 \\(1+2=3\\)이므로 \\(0.312\\)입니다.',
      en: 'To multiply two decimals, multiply the whole numbers you get by ignoring the points, then count the decimal places in both factors and give the product that many. For \\(1.3\\times 0.24\\): \\(13\\times 24=312\\), and \\(1+2=3\\) decimal places gives \\(0.312\\).',
    },
    {
      ko: '곱의 크기를 어림하면 소수점 위치가 맞는지 확인할 수 있습니다. \\(1\\)보다 작은 소수를 곱하면 곱은 처음 수보다 작아집니다. 어떤 수에 \\(10\\), \\(100\\), \\(1000\\)을 곱하면 소수점이 오른쪽으로 한 자리, 두 자리, 세 자리 옮겨 갑니다.',
      en: 'Estimating the product checks where the point goes: \\(1.3\\times 0.24\\) is a bit more than a quarter of \\(1\\), so \\(0.312\\) makes sense. Multiplying by a decimal less than \\(1\\) gives a product smaller than the other factor. Multiplying by \\(10\\), \\(100\\) or \\(1{,}000\\) moves the decimal point one, two or three places to the right.',
    },
  ],
  keyPoints: [
    {
      ko: '먼저 자연수처럼 곱하고 마지막에 소수점을 찍습니다.',
      en: 'Multiply as whole numbers, then place the decimal point.',
    },
    {
      ko: '곱의 소수점 아래 자리 수는 두 수의 소수점 아래 자리 수의 합입니다.',
      en: 'The product has as many decimal places as the two factors together.',
    },
    {
      ko: '\\(2.5\\times 100=250\\)이고 \\(2.5\\times 0.01=0.025\\)입니다.',
      en: '\\(2.5\\times 100=250\\) and \\(2.5\\times 0.01=0.025\\).',
    },
    { ko: '어림하여 곱의 크기가 알맞은지 확인합니다.', en: 'Estimate to check that the answer is reasonable.' },
  ],
  terms: [
    {
      term: { ko: '소수점', en: 'decimal point' },
      meaning: {
        ko: '자연수 부분과 소수 부분을 나누는 점',
        en: 'the dot between the whole number part and the part less than one',
      },
    },
    {
      term: { ko: '어림', en: 'estimate' },
      meaning: { ko: '대강 짐작하여 나타낸 값', en: 'a close, easy-to-find value used to check an answer' },
    },
  ],
});
