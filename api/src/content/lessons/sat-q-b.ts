// SAT 문제 해결과 자료 분석: 백분율
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '백분율(percent)은 \\(100\\)에 대한 비율입니다. \\(p\\%\\)는 \\(\\frac{p}{100}\\)이므로, 어떤 수의 \\(p\\%\\)는 그 수에 \\(\\frac{p}{100}\\)를 곱해 구합니다. \\(240\\)의 \\(35\\%\\)는 \\(0.35\\times 240=84\\)입니다.',
      en: 'Percent means per hundred: \\(p\\%\\) is \\(\\frac{p}{100}\\). To find \\(p\\%\\) of a number, multiply by \\(\\frac{p}{100}\\). For example, \\(35\\%\\) of \\(240\\) is \\(0.35\\times 240=84\\).',
    },
    {
      ko: '증가와 감소는 배수로 바꾸어 생각하면 편합니다. \\(20\\%\\) 증가는 \\(1.2\\)를 곱하는 것, \\(20\\%\\) 감소는 \\(0.8\\)을 곱하는 것입니다. 가격을 \\(20\\%\\) 올린 뒤 \\(20\\%\\) 내리면 \\(1.2\\times 0.8=0.96\\)이므로 처음 가격보다 \\(4\\%\\) 낮아집니다. 연속된 변화는 백분율을 더하지 말고 배수를 곱해야 합니다.',
      en: 'Think of percent changes as multipliers. A \\(20\\%\\) increase multiplies by \\(1.2\\); a \\(20\\%\\) decrease multiplies by \\(0.8\\). Raising a price \\(20\\%\\) and then lowering it \\(20\\%\\) gives \\(1.2\\times 0.8=0.96\\), which is \\(4\\%\\) below the original, not back where you started. For successive changes, multiply the multipliers; never just add the percents.',
    },
    {
      ko: '백분율 변화(percent change)는 (변화량) \\(\\div\\) (처음 값) \\(\\times 100\\)으로 구합니다. \\(80\\)에서 \\(92\\)로 늘었다면 \\(\\frac{12}{80}\\times 100=15\\%\\) 증가입니다. 기준이 나중 값이 아니라 처음 값이라는 점이 가장 많이 틀리는 부분입니다.',
      en: 'Percent change \\(=\\frac{\\text{new}-\\text{original}}{\\text{original}}\\times 100\\). Going from \\(80\\) to \\(92\\) is a \\(\\frac{12}{80}\\times 100=15\\%\\) increase. Always divide by the original value, not the new one; that is the most common slip.',
    },
  ],
  keyPoints: [
    {
      ko: '어떤 수의 \\(p\\%\\) \\(=\\frac{p}{100}\\times\\) (그 수)',
      en: '\\(p\\%\\) of a number \\(=\\frac{p}{100}\\times\\) the number.',
    },
    {
      ko: '\\(p\\%\\) 증가는 \\(\\left(1+\\frac{p}{100}\\right)\\)배, \\(p\\%\\) 감소는 \\(\\left(1-\\frac{p}{100}\\right)\\)배입니다.',
      en: 'A \\(p\\%\\) increase multiplies by \\(1+\\frac{p}{100}\\); a \\(p\\%\\) decrease by \\(1-\\frac{p}{100}\\).',
    },
    {
      ko: '연속된 변화는 배수끼리 곱합니다.',
      en: 'Successive percent changes: multiply the multipliers.',
    },
    {
      ko: '백분율 변화의 기준은 항상 처음 값입니다.',
      en: 'Percent change is always measured against the original value.',
    },
  ],
  terms: [
    {
      term: { ko: '백분율 (percent)', en: 'percent' },
      meaning: { ko: '전체를 \\(100\\)으로 볼 때의 비율', en: 'a ratio out of \\(100\\)' },
    },
    {
      term: { ko: '백분율 변화 (percent change)', en: 'percent change' },
      meaning: {
        ko: '처음 값에 대한 변화량의 비율을 백분율로 나타낸 것',
        en: 'the change divided by the original value, written as a percent',
      },
    },
    {
      term: { ko: '배수 (multiplier)', en: 'multiplier' },
      meaning: {
        ko: '증가나 감소를 곱셈으로 나타낼 때 곱하는 수',
        en: 'the number you multiply by to apply a percent increase or decrease',
      },
    },
  ],
});
