// 'How many whole numbers can go in the box?': the stem every such count shares, and the step that closes a bound
// on □ × k by trying the multiples on either side of it.
import type { Difficulty, GeneratedProblem } from '../lib/types.js';
import { m } from './latex.js';
import { essay, type Bilingual } from './template.js';

/** '□ 안에 들어갈 수 있는 자연수는 모두 몇 개입니까?' for an inequality in □, the key the count of whole numbers. */
export function boxCountEssay(o: {
  inequality: string;
  count: number;
  difficulty: Difficulty;
  steps: readonly Bilingual[];
}): GeneratedProblem {
  return essay({
    difficulty: o.difficulty,
    stem: [
      `${m('\\square')} 안에 들어갈 수 있는 자연수는 모두 몇 개입니까? ${m(o.inequality)}`,
      `How many whole numbers can go in the box? ${m(o.inequality)}`,
    ],
    answer: String(o.count),
    form: 'number',
    unit: '개',
    steps: o.steps,
  });
}

/** The last step of such a count when □ × k must stay below a bound: k × n fits, k × (n + 1) does not. */
export function boxCountLastStep(k: number, count: number): Bilingual {
  const [fits, over] = [`${k}\\times${count}=${k * count}`, `${k}\\times${count + 1}=${k * (count + 1)}`];
  return [
    `${m(fits)}, ${m(over)}이므로 ${m(1)}부터 ${m(count)}까지 ${m(count)}개입니다.`,
    `${m(fits)} and ${m(over)}, so ${m(1)} through ${m(count)} fit: ${m(count)} whole numbers.`,
  ];
}
