// 2학년 1학기 5단원 분류하기
import { defineLesson } from './types.js';

export const lesson = defineLesson({
  summary: [
    {
      ko: '여러 가지 물건을 같은 것끼리 모아 나누는 것을 분류라고 합니다. 분류할 때는 누가 분류해도 결과가 같도록 분명한 기준을 정해야 합니다. 예쁜 것과 예쁘지 않은 것은 사람마다 다르므로 기준이 될 수 없습니다.',
      en: 'Sorting things into groups that belong together is called classifying. To classify, choose a clear rule so that anyone who sorts gets the same groups. Pretty and not pretty cannot be a rule, because people see it differently.',
    },
    {
      ko: '색깔, 모양, 크기, 구멍의 수처럼 분명한 기준을 정하면 물건을 빠짐없이 나눌 수 있습니다. 같은 물건도 기준을 바꾸면 다르게 분류됩니다. 단추를 색깔로 나눌 수도 있고 구멍의 수로 나눌 수도 있습니다.',
      en: 'Clear rules such as color, shape, size or number of holes let you place every object in exactly one group. The same objects sort differently under a different rule: buttons can be sorted by color or by number of holes.',
    },
    {
      ko: '분류한 다음에는 각 기준에 맞는 것이 몇 개인지 셉니다. 셀 때는 센 것에 표시를 하면 빠뜨리거나 두 번 세지 않습니다. 각 무리의 수를 모두 더하면 처음 물건의 수와 같아야 합니다.',
      en: 'After sorting, count how many are in each group. Mark each object as you count so you do not skip one or count it twice. The group counts should add up to the number of objects you started with.',
    },
    {
      ko: '분류하고 센 결과를 보면 어느 것이 가장 많은지, 가장 적은지 쉽게 알 수 있습니다. 그 결과로 더 필요한 물건이나 정리하는 방법을 정할 수 있습니다.',
      en: 'Sorted and counted results show at a glance which group has the most and which has the fewest. You can use them to decide what to buy more of or how to put things away.',
    },
  ],
  keyPoints: [
    {
      ko: '분류 기준은 누가 보아도 같은 결과가 나오도록 분명해야 합니다.',
      en: 'A sorting rule must be clear, so everyone gets the same groups.',
    },
    {
      ko: '기준을 바꾸면 분류한 결과도 바뀝니다.',
      en: 'A different rule gives different groups.',
    },
    {
      ko: '센 것에 표시를 하며 세면 빠뜨리지 않습니다.',
      en: 'Mark each object as you count it.',
    },
    {
      ko: '각 무리의 수를 더하면 전체 수가 됩니다.',
      en: 'The counts of all the groups add up to the total.',
    },
  ],
  terms: [
    {
      term: { ko: '분류', en: 'classifying (sorting)' },
      meaning: { ko: '기준에 따라 같은 것끼리 나누는 것', en: 'putting things into groups by a rule' },
    },
    {
      term: { ko: '기준', en: 'rule (sorting rule)' },
      meaning: { ko: '무엇에 따라 나눌지 정한 것', en: 'what you look at to decide which group each thing goes in' },
    },
  ],
});
