// What a unit's concept lesson holds (one file a unit in this folder, named by the unit id). The api adds the unit's
// name and worked examples drawn from the unit's templates.
import type { Localized } from '../lib/types.js';

export interface UnitLesson {
  /** The concept summary, one paragraph an entry; math is LaTeX between \( and \). 2 to 4 paragraphs. */
  summary: Localized[];
  /** 3 to 6 short facts or rules to remember, same math form. */
  keyPoints: Localized[];
  /** 2 to 6 words the unit introduces, each with a one-line meaning. */
  terms: { term: Localized; meaning: Localized }[];
}

/** Identity helper so every lesson file is checked against the type. */
export const defineLesson = (lesson: UnitLesson): UnitLesson => lesson;
