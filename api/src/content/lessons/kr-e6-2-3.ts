// 6학년 2학기 3단원 소수의 나눗셈
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '나누는 수와 나누어지는 수에 같은 수를 곱해도 몫은 변하지 않습니다. 그래서 (소수)\\(\\div\\)(소수)는 나누는 수가 자연수가 되도록 두 수의 소수점을 똑같이 오른쪽으로 옮겨 계산합니다. \\(4.56\\div 1.2=45.6\\div 12=3.8\\)입니다.',
      en: 'Multiplying the dividend and the divisor by the same number does not change the quotient. So to divide by a decimal, move the decimal point of both numbers the same number of places to the right until the divisor is a whole number: \\(4.56\\div 1.2=45.6\\div 12=3.8\\).',
    },
    {
      ko: '(자연수)\\(\\div\\)(소수)도 소수점을 옮길 때 나누어지는 수의 빈자리에 \\(0\\)을 채워 계산합니다. \\(18\\div 0.45=1800\\div 45=40\\)입니다. 몫이 나누어떨어지지 않거나 너무 길면 몫을 반올림하여 필요한 자리까지 나타냅니다.',
      en: 'When the dividend is a whole number, write zeros as you move its decimal point: \\(18\\div 0.45=1{,}800\\div 45=40\\). If the division does not come out even, round the quotient to the place you need.',
    },
    {
      ko: '주스 \\(7.5\\,\\mathrm{L}\\)를 한 병에 \\(2\\,\\mathrm{L}\\)씩 담으면 몫은 \\(3\\)이고 \\(1.5\\,\\mathrm{L}\\)가 남습니다. 담을 수 있는 병의 수는 자연수까지만 몫을 구하고, 남는 양의 소수점은 나누어지는 수의 처음 소수점 위치에 맞춥니다.',
      en: 'Pouring \\(7.5\\,\\mathrm{L}\\) of juice into \\(2\\,\\mathrm{L}\\) bottles fills \\(3\\) bottles with \\(1.5\\,\\mathrm{L}\\) left over. To count full containers, find the whole-number quotient only. The decimal point of the leftover amount lines up with the original decimal point of the dividend.',
    },
  ],
  keyPoints: [
    {
      ko: '두 수의 소수점을 똑같이 옮기면 몫은 같습니다.',
      en: 'Moving both decimal points the same number of places keeps the quotient the same.',
    },
    {
      ko: '나누는 수가 자연수가 되도록 소수점을 옮깁니다.',
      en: 'Move the points until the divisor is a whole number.',
    },
    {
      ko: '몫을 소수 첫째 자리까지 나타내려면 소수 둘째 자리에서 반올림합니다.',
      en: 'To round a quotient to tenths, divide to the hundredths place and round.',
    },
    {
      ko: '(나누어지는 수)\\(=\\)(나누는 수)\\(\\times\\)(몫)\\(+\\)(남는 양)',
      en: 'Dividend \\(=\\) divisor \\(\\times\\) quotient \\(+\\) amount left over.',
    },
  ],
  terms: [
    {
      term: { ko: '소수점 옮기기', en: 'moving the decimal point' },
      meaning: {
        ko: '두 수에 \\(10\\)이나 \\(100\\)을 똑같이 곱하는 것',
        en: 'multiplying both numbers by the same \\(10\\) or \\(100\\)',
      },
    },
    {
      term: { ko: '반올림', en: 'rounding' },
      meaning: {
        ko: '바로 아래 자리 숫자가 \\(5\\) 이상이면 올리고 \\(4\\) 이하이면 버리는 방법',
        en: 'rounding up when the next digit is \\(5\\) or more, and down otherwise',
      },
    },
  ],
});
