// SAT 문제 해결과 자료 분석: 표본 통계를 이용한 추론과 오차 한계
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '모집단(population) 전체를 조사하기 어려울 때는 일부를 뽑아 표본(sample)을 조사합니다. 표본이 모집단에서 무작위로(randomly) 뽑혔다면 표본의 비율로 모집단 전체를 추정할 수 있습니다. 학생 \\(1200\\)명 중 무작위로 뽑은 \\(80\\)명 가운데 \\(24\\)명이 자전거로 통학한다면, 전체 중 자전거 통학생은 약 \\(\\frac{24}{80}\\times 1200=360\\)명으로 추정합니다.',
      en: 'When you cannot survey a whole population, you study a sample. If the sample is chosen at random from the population, the sample proportion estimates the population proportion. If \\(24\\) of \\(80\\) randomly chosen students at a school of \\(1200\\) bike to school, estimate that about \\(\\frac{24}{80}\\times 1200=360\\) students do.',
    },
    {
      ko: '표본으로 구한 추정값에는 오차가 있으며, 이를 오차 한계(margin of error)로 나타냅니다. 추정값이 \\(45\\%\\)이고 오차 한계가 \\(3\\%\\)이면 모집단의 실제 값은 \\(42\\%\\)에서 \\(48\\%\\) 사이에 있을 가능성이 높다고 해석합니다. 즉 그럴듯한 값의 범위는 (추정값) \\(\\pm\\) (오차 한계)입니다.',
      en: 'An estimate from a sample comes with a margin of error. An estimate of \\(45\\%\\) with a margin of error of \\(3\\%\\) means the true population value is plausibly between \\(42\\%\\) and \\(48\\%\\). The interval of plausible values is estimate \\(\\pm\\) margin of error.',
    },
    {
      ko: '표본의 크기가 클수록 오차 한계는 작아집니다. 또 결론은 표본을 뽑은 모집단에만 적용할 수 있습니다. 한 학교 학생들을 조사했다면 그 결과를 전국 학생에게 일반화할 수 없습니다. 자원한 사람만 조사한 표본은 편향될 수 있어 추정에 쓰기 어렵습니다.',
      en: 'Larger samples give smaller margins of error. A conclusion applies only to the population the sample was drawn from: a survey of one school says nothing reliable about all students in the country. A sample of volunteers may be biased, so it is a poor basis for an estimate.',
    },
  ],
  keyPoints: [
    {
      ko: '(모집단 추정값) \\(=\\) (표본 비율) \\(\\times\\) (모집단 크기)',
      en: 'Population estimate \\(=\\) sample proportion \\(\\times\\) population size.',
    },
    {
      ko: '그럴듯한 값의 범위는 (추정값) \\(-\\) (오차 한계)부터 (추정값) \\(+\\) (오차 한계)까지입니다.',
      en: 'Plausible values run from estimate \\(-\\) margin to estimate \\(+\\) margin.',
    },
    {
      ko: '표본이 클수록 오차 한계가 작아집니다.',
      en: 'A larger sample means a smaller margin of error.',
    },
    {
      ko: '무작위 표본이어야 모집단에 대한 추정이 타당합니다.',
      en: 'Only a random sample supports an estimate about the population.',
    },
  ],
  terms: [
    {
      term: { ko: '모집단 (population)', en: 'population' },
      meaning: { ko: '조사하려는 대상 전체', en: 'the whole group you want to learn about' },
    },
    {
      term: { ko: '표본 (sample)', en: 'sample' },
      meaning: { ko: '모집단에서 뽑아 실제로 조사한 일부', en: 'the part of the population actually studied' },
    },
    {
      term: { ko: '오차 한계 (margin of error)', en: 'margin of error' },
      meaning: {
        ko: '표본으로 구한 추정값이 실제 값과 다를 수 있는 정도',
        en: 'how far the estimate might reasonably be from the true value',
      },
    },
    {
      term: { ko: '무작위 추출 (random sampling)', en: 'random sampling' },
      meaning: {
        ko: '모집단의 모든 대상이 같은 확률로 뽑히도록 표본을 고르는 것',
        en: 'choosing a sample so every member of the population has the same chance of being picked',
      },
    },
  ],
});
