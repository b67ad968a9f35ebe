// 5학년 1학기 2단원 약수와 배수
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '어떤 수를 나누어떨어지게 하는 수를 그 수의 약수라고 합니다. \\(12\\)의 약수는 \\(1, 2, 3, 4, 6, 12\\)입니다. 어떤 수를 \\(1\\)배, \\(2\\)배, \\(3\\)배, … 한 수를 그 수의 배수라고 합니다. \\(12=3\\times 4\\)이면 \\(3\\)과 \\(4\\)는 \\(12\\)의 약수이고, \\(12\\)는 \\(3\\)과 \\(4\\)의 배수입니다.',
      en: 'A factor of a number divides it with no remainder: the factors of \\(12\\) are \\(1, 2, 3, 4, 6, 12\\). A multiple of a number is that number times \\(1, 2, 3\\), and so on. Since \\(12=3\\times 4\\), both \\(3\\) and \\(4\\) are factors of \\(12\\), and \\(12\\) is a multiple of both.',
    },
    {
      ko: '두 수의 공통인 약수를 공약수라 하고, 그중 가장 큰 수를 최대공약수라고 합니다. 공약수는 최대공약수의 약수입니다. 최대공약수는 두 수를 공약수로 더 나눌 수 없을 때까지 나누고, 나눈 공약수들을 곱하여 구할 수 있습니다.',
      en: 'A common factor divides both numbers, and the largest one is the greatest common factor (GCF). Every common factor is a factor of the GCF. To find the GCF, keep dividing both numbers by a common factor until none is left, then multiply the factors you divided by.',
    },
    {
      ko: '두 수의 공통인 배수를 공배수라 하고, 그중 가장 작은 수를 최소공배수라고 합니다. 공배수는 최소공배수의 배수입니다. 두 버스가 동시에 출발하여 다시 동시에 출발하는 때처럼, 일정한 간격으로 반복되는 두 일이 다시 만나는 때는 최소공배수로 구합니다.',
      en: 'A common multiple is a multiple of both numbers, and the smallest one is the least common multiple (LCM). Every common multiple is a multiple of the LCM. If two buses leave together, one every \\(12\\) minutes and one every \\(18\\) minutes, they next leave together after the LCM, \\(36\\) minutes.',
    },
  ],
  keyPoints: [
    {
      ko: '\\(1\\)은 모든 수의 약수이고, 어떤 수는 자기 자신의 약수이자 배수입니다.',
      en: '\\(1\\) is a factor of every number, and each number is both a factor and a multiple of itself.',
    },
    {
      ko: '\\(12\\)와 \\(18\\)의 최대공약수는 \\(6\\), 최소공배수는 \\(36\\)입니다.',
      en: 'For \\(12\\) and \\(18\\), the GCF is \\(6\\) and the LCM is \\(36\\).',
    },
    {
      ko: '공약수는 최대공약수의 약수이고, 공배수는 최소공배수의 배수입니다.',
      en: 'Common factors are the factors of the GCF; common multiples are the multiples of the LCM.',
    },
    {
      ko: '똑같이 나누어 주는 문제는 최대공약수, 다시 만나는 때를 묻는 문제는 최소공배수를 생각합니다.',
      en: 'Sharing into equal groups points to the GCF; “when do they meet again” points to the LCM.',
    },
  ],
  terms: [
    {
      term: { ko: '약수', en: 'factor' },
      meaning: { ko: '어떤 수를 나누어떨어지게 하는 수', en: 'a number that divides another with no remainder' },
    },
    {
      term: { ko: '배수', en: 'multiple' },
      meaning: {
        ko: '어떤 수를 \\(1\\)배, \\(2\\)배, \\(3\\)배, … 한 수',
        en: 'a number times \\(1, 2, 3\\), and so on',
      },
    },
    {
      term: { ko: '최대공약수', en: 'greatest common factor' },
      meaning: { ko: '두 수의 공약수 중에서 가장 큰 수', en: 'the largest number that is a factor of both' },
    },
    {
      term: { ko: '최소공배수', en: 'least common multiple' },
      meaning: { ko: '두 수의 공배수 중에서 가장 작은 수', en: 'the smallest number that is a multiple of both' },
    },
  ],
});
