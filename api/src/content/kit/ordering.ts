// "Which of these numbers is the greatest (least)?": the multiple-choice shape every grade that orders whole numbers
// uses; the grade brings its own list and the steps that teach its way of comparing (tens, then ones; or hundreds).
import type { Rng } from '../lib/random.js';
import { m } from './latex.js';
import { countChoices } from './stories.js';
import { L, multiple, type Bilingual, type Difficulty, type GeneratedProblem } from './template.js';

export interface GreatestOrLeastDraft {
  /** The numbers shown; every other one is a wrong choice. */
  list: readonly number[];
  largest: boolean;
  subUnit: string;
  difficulty: Difficulty;
  /** The explanation, given the answer. */
  steps: (answer: number) => readonly Bilingual[];
}

/** Asks for the greatest or least of a list of whole numbers; the other numbers of the list are the wrong choices. */
export function greatestOrLeastChoice(rng: Rng, o: GreatestOrLeastDraft): GeneratedProblem {
  const answer = o.largest ? Math.max(...o.list) : Math.min(...o.list);
  return multiple(rng, {
    subUnit: o.subUnit,
    difficulty: o.difficulty,
    stem: o.largest
      ? L('다음 수 중에서 가장 큰 수는 무엇입니까?', 'Which of these numbers is the greatest?')
      : L('다음 수 중에서 가장 작은 수는 무엇입니까?', 'Which of these numbers is the least?'),
    correct: m(answer),
    wrong: countChoices(answer, o.list),
    steps: o.steps(answer),
  });
}
