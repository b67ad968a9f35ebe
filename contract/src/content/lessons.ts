// Unit study (/study/learning/): a unit's concept summary and worked examples, in ko and en.
import { z } from 'zod';
import { QUESTION_TYPES } from '../common/constants.js';
import { LocalizedSchema } from './course-map.js';

export const LESSON_PATH = '/v1/api/units/:unitId/lesson';

export const LessonParamsSchema = z.object({
  unitId: z.string().min(1, 'unitId must not be empty').max(64, 'unitId is longer than 64 characters'),
});

/** A solved example: the problem, its answer and the steps. It is not one of the bank's problems. */
export const WorkedExampleSchema = z.object({
  type: z.enum(QUESTION_TYPES),
  difficulty: z.number().int().min(1).max(5),
  /** Math text: inline math between \( and \). */
  stem: LocalizedSchema,
  /** Five choices for multiple (math text); null for essay. */
  choices: z.array(z.string()).nullable(),
  /** The choice's index (0-4) for multiple; the answer in LaTeX for essay. */
  answer: z.string(),
  explanation: z.array(LocalizedSchema).min(1),
});
export type WorkedExample = z.infer<typeof WorkedExampleSchema>;

export const LessonSchema = z.object({
  unitId: z.string(),
  name: LocalizedSchema,
  /** The concept summary, one paragraph an entry, in math text. */
  summary: z.array(LocalizedSchema).min(1),
  /** Short facts or rules to remember, in math text. */
  keyPoints: z.array(LocalizedSchema).min(1),
  /** Words the unit introduces, with a one-line meaning. */
  terms: z.array(z.object({ term: LocalizedSchema, meaning: LocalizedSchema })),
  examples: z.array(WorkedExampleSchema).min(1),
});
export type Lesson = z.infer<typeof LessonSchema>;
