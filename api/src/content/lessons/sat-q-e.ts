// SAT 문제 해결과 자료 분석: 확률과 조건부확률
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '모든 결과가 일어날 가능성이 같을 때 사건의 확률은 (원하는 결과의 수) \\(\\div\\) (전체 결과의 수)입니다. 빨간 구슬 \\(4\\)개, 파란 구슬 \\(6\\)개가 든 주머니에서 한 개를 꺼낼 때 빨간 구슬일 확률은 \\(\\frac{4}{10}=\\frac{2}{5}\\)입니다. 확률은 항상 \\(0\\) 이상 \\(1\\) 이하입니다.',
      en: 'When all outcomes are equally likely, the probability of an event is the number of favorable outcomes divided by the total number of outcomes. Drawing one marble from a bag with \\(4\\) red and \\(6\\) blue marbles, the probability of red is \\(\\frac{4}{10}=\\frac{2}{5}\\). A probability is always between \\(0\\) and \\(1\\).',
    },
    {
      ko: '어떤 사건이 일어나지 않을 확률은 \\(1-P(A)\\)입니다. 비가 올 확률이 \\(0.3\\)이면 비가 오지 않을 확률은 \\(0.7\\)입니다. 여사건(complement)을 이용하면 "적어도 하나"와 같은 문제를 쉽게 풀 수 있습니다.',
      en: 'The probability that an event does not happen is \\(1-P(A)\\). If the chance of rain is \\(0.3\\), the chance of no rain is \\(0.7\\). Using the complement is often the quickest way to handle "at least one" questions.',
    },
    {
      ko: 'SAT에서 가장 자주 나오는 확률 문제는 이원분류표(two-way table)를 이용한 조건부확률입니다. "\\(A\\)라는 조건에서 \\(B\\)일 확률"은 분모를 전체가 아니라 조건 \\(A\\)에 해당하는 행이나 열의 합계로 바꾸어 구합니다. 예를 들어 \\(2\\)학년 \\(50\\)명 중 \\(20\\)명이 밴드부라면, 임의로 고른 \\(2\\)학년 학생이 밴드부일 확률은 \\(\\frac{20}{50}\\)입니다. 문제의 "given", "of those" 같은 표현이 분모를 알려 줍니다.',
      en: 'The most common SAT probability question uses a two-way table and asks for a conditional probability. For the probability of \\(B\\) given \\(A\\), the denominator is not the grand total but the total of the row or column for \\(A\\). If \\(20\\) of the \\(50\\) sophomores are in the band, the probability that a randomly chosen sophomore is in the band is \\(\\frac{20}{50}\\). Words like "given" and "of those" tell you which total goes in the denominator.',
    },
  ],
  keyPoints: [
    {
      ko: '(확률) \\(=\\frac{(\\text{원하는 결과의 수})}{(\\text{전체 결과의 수})}\\)',
      en: 'Probability \\(=\\frac{\\text{favorable outcomes}}{\\text{total outcomes}}\\).',
    },
    {
      ko: '일어나지 않을 확률은 \\(1-P(A)\\)입니다.',
      en: 'P(not \\(A\\)) \\(=1-P(A)\\).',
    },
    {
      ko: '조건부확률은 조건에 해당하는 합계를 분모로 씁니다.',
      en: 'For a conditional probability, divide by the total of the given group only.',
    },
    {
      ko: '이원분류표에서는 행과 열의 합계를 먼저 채워 두면 실수가 줄어듭니다.',
      en: 'Fill in the row and column totals of a two-way table before you start.',
    },
  ],
  terms: [
    {
      term: { ko: '확률 (probability)', en: 'probability' },
      meaning: {
        ko: '사건이 일어날 가능성을 \\(0\\)과 \\(1\\) 사이의 수로 나타낸 것',
        en: 'how likely an event is, from \\(0\\) to \\(1\\)',
      },
    },
    {
      term: { ko: '여사건 (complement)', en: 'complement' },
      meaning: { ko: '어떤 사건이 일어나지 않는 사건', en: 'the event that \\(A\\) does not happen' },
    },
    {
      term: { ko: '조건부확률 (conditional probability)', en: 'conditional probability' },
      meaning: {
        ko: '어떤 사건이 일어났다는 조건에서 다른 사건이 일어날 확률',
        en: 'the probability of one event given that another has happened',
      },
    },
    {
      term: { ko: '이원분류표 (two-way table)', en: 'two-way table' },
      meaning: {
        ko: '자료를 두 기준에 따라 행과 열로 나누어 정리한 표',
        en: 'a table that sorts data by two categories, one in rows and one in columns',
      },
    },
  ],
});
