// 4학년 1학기 3단원 곱셈과 나눗셈
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '(세 자리 수)\\(\\times\\)(두 자리 수)는 곱하는 수를 일의 자리와 십의 자리로 나누어 계산합니다. 예를 들어 \\(243\\times 36\\)은 \\(243\\times 6=1458\\)과 \\(243\\times 30=7290\\)을 더하여 \\(8748\\)입니다. 십의 자리를 곱한 값은 한 자리 왼쪽부터 씁니다.',
      en: 'To multiply a three-digit number by a two-digit number, split the second number into tens and ones. For \\(243\\times 36\\), find \\(243\\times 6=1{,}458\\) and \\(243\\times 30=7{,}290\\), then add: \\(8{,}748\\). The product for the tens digit is written one place to the left.',
    },
    {
      ko: '나눗셈에서 똑같이 나누고 남는 수를 나머지라고 합니다. 나머지는 항상 나누는 수보다 작아야 합니다. 두 자리 수로 나눌 때는 몫을 어림하여 곱해 보고, 너무 크거나 작으면 몫을 \\(1\\)씩 고칩니다.',
      en: 'In division, the amount left over after sharing equally is the remainder, and it must always be less than the divisor. When you divide by a two-digit number, estimate the quotient, multiply to check, and adjust the quotient by \\(1\\) if it is too big or too small.',
    },
    {
      ko: '나눗셈을 바르게 했는지는 (나누는 수)\\(\\times\\)(몫)\\(+\\)(나머지)가 나누어지는 수와 같은지 확인하여 검산합니다. 문제 상황에 따라 남는 것까지 모두 담거나 태워야 할 때는 몫보다 \\(1\\) 큰 수가 답이 됩니다.',
      en: 'Check a division by multiplying: the divisor times the quotient, plus the remainder, must equal the dividend. In a word problem, think about the leftovers. If every person must ride a bus, the remainder needs one more bus, so the answer is the quotient plus \\(1\\).',
    },
  ],
  keyPoints: [
    {
      ko: '\\(243\\times 36=243\\times 6+243\\times 30\\)처럼 나누어 곱합니다.',
      en: 'Split the factor: \\(243\\times 36=243\\times 6+243\\times 30\\).',
    },
    { ko: '나머지는 나누는 수보다 작습니다.', en: 'The remainder is always less than the divisor.' },
    {
      ko: '검산: (나누는 수)\\(\\times\\)(몫)\\(+\\)(나머지)\\(=\\)(나누어지는 수)',
      en: 'Check: divisor \\(\\times\\) quotient \\(+\\) remainder \\(=\\) dividend.',
    },
    {
      ko: '남는 것도 모두 담아야 하면 몫에 \\(1\\)을 더합니다.',
      en: 'If the leftovers also need a box or a bus, add \\(1\\) to the quotient.',
    },
  ],
  terms: [
    {
      term: { ko: '몫', en: 'quotient' },
      meaning: { ko: '나눗셈에서 똑같이 나누어 얻은 수', en: 'the answer to a division, not counting the remainder' },
    },
    {
      term: { ko: '나머지', en: 'remainder' },
      meaning: { ko: '똑같이 나누고 남은 수', en: 'what is left over after dividing equally' },
    },
    {
      term: { ko: '검산', en: 'checking' },
      meaning: { ko: '계산 결과가 맞는지 다시 확인하는 것', en: 'working backward to make sure an answer is right' },
    },
  ],
});
