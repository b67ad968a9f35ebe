// SAT 문제 해결과 자료 분석: 통계적 주장 평가 (관찰 연구와 실험)
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '관찰 연구(observational study)는 연구자가 아무것도 바꾸지 않고 있는 그대로를 기록합니다. 실험(experiment)은 연구자가 참가자를 처치 집단(treatment group)과 대조 집단(control group)으로 나누어 처치를 다르게 합니다. 원인과 결과 관계를 결론 내릴 수 있는 것은 참가자를 무작위로 배정(random assignment)한 실험뿐입니다. 관찰 연구에서는 두 변수 사이의 연관성(association)만 말할 수 있습니다.',
      en: 'In an observational study, researchers record what happens without changing anything. In an experiment, researchers divide participants into a treatment group and a control group and treat them differently. Only an experiment with random assignment to the groups supports a cause-and-effect conclusion. An observational study can show only an association between variables.',
    },
    {
      ko: '실험의 효과는 두 집단의 평균 차이로 추정합니다. 새 학습법을 쓴 집단의 평균 점수가 \\(84\\)점, 대조 집단이 \\(78\\)점이면 추정된 효과는 \\(84-78=6\\)점입니다.',
      en: 'The estimated effect of a treatment is the difference between the group means. If the group using a new study method averages \\(84\\) and the control group averages \\(78\\), the estimated effect is \\(84-78=6\\) points.',
    },
    {
      ko: '결과를 어디까지 일반화할 수 있는지는 표본을 어떻게 뽑았는지에 달려 있습니다. 모집단에서 무작위로 표본을 뽑았다면 그 모집단 전체로 일반화할 수 있습니다. 예를 들어 학생 \\(900\\)명에서 무작위로 뽑은 표본의 \\(30\\%\\)가 어떤 답을 했다면, 전체 중 약 \\(0.3\\times 900=270\\)명이 같은 답을 할 것으로 봅니다. 정리하면 무작위 배정은 인과 관계를, 무작위 추출은 일반화를 가능하게 합니다.',
      en: 'How far you can generalize depends on how the participants were chosen. If they were randomly selected from a population, the results extend to that population: if \\(30\\%\\) of a random sample from \\(900\\) students gave an answer, expect about \\(0.3\\times 900=270\\) students overall to give it. In short, random assignment lets you claim cause and effect; random selection lets you generalize.',
    },
  ],
  keyPoints: [
    {
      ko: '무작위 배정이 있는 실험만 인과 관계를 보여 줍니다.',
      en: 'Cause and effect requires an experiment with random assignment.',
    },
    {
      ko: '관찰 연구는 연관성만 보여 줍니다.',
      en: 'Observational studies show association, not causation.',
    },
    {
      ko: '(추정된 효과) \\(=\\) (처치 집단 평균) \\(-\\) (대조 집단 평균)',
      en: 'Estimated effect \\(=\\) treatment mean \\(-\\) control mean.',
    },
    {
      ko: '결론은 무작위로 표본을 뽑은 모집단까지만 일반화할 수 있습니다.',
      en: 'Generalize only to the population the sample was randomly drawn from.',
    },
  ],
  terms: [
    {
      term: { ko: '관찰 연구 (observational study)', en: 'observational study' },
      meaning: {
        ko: '처치 없이 대상을 있는 그대로 관찰하여 자료를 모으는 연구',
        en: 'a study that records data without assigning any treatment',
      },
    },
    {
      term: { ko: '실험 (experiment)', en: 'experiment' },
      meaning: {
        ko: '연구자가 처치를 정하여 그 효과를 알아보는 연구',
        en: 'a study in which researchers assign treatments to see their effect',
      },
    },
    {
      term: { ko: '무작위 배정 (random assignment)', en: 'random assignment' },
      meaning: {
        ko: '참가자를 우연에 따라 각 집단에 나누는 것',
        en: 'putting participants into groups by chance',
      },
    },
    {
      term: { ko: '대조 집단 (control group)', en: 'control group' },
      meaning: {
        ko: '처치를 받지 않아 비교 기준이 되는 집단',
        en: 'the group that does not get the treatment and serves as the comparison',
      },
    },
  ],
});
