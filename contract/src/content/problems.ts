// Problems as learners receive them (answer-free until answered) and the answer check.
import { z } from 'zod';
import { QUESTION_TYPES } from '../common/constants.js';
import { LocalizedSchema } from './course-map.js';

export const PROBLEMS_PATH = '/v1/api/problems';
export const PROBLEM_PATH = '/v1/api/problems/:id';

/** Messages the api answers with about problems, wherever a problem is looked up by its id. */
export const ProblemMessage = {
  notFound: 'There is no problem with this id.',
  /** A visitor's check of a problem outside the sample set. */
  sampleNotFound: 'There is no sample problem with this id.',
} as const;

export const ANSWER_KINDS = ['number', 'expression', 'text'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/**
 * The final form an essay answer must be written in (a fraction in lowest terms, an expanded polynomial, …); an answer
 * in another form is 'unparseable' with a hint for the form. Essays without one take 'number' or 'any' by kind.
 */
export const ANSWER_FORMS = [
  'number',
  'fraction',
  'mixed',
  'radical',
  'expanded',
  'factored',
  'solved',
  'interval',
  'any',
] as const;
export type AnswerFormName = (typeof ANSWER_FORMS)[number];

/** How an essay answer is read: what the input should look like, never the answer itself. */
export const AnswerFormSchema = z.object({
  kind: z.enum(ANSWER_KINDS),
  form: z.enum(ANSWER_FORMS).optional(),
  tolerance: z.number().nonnegative().optional(),
  unit: z.string().optional(),
  variables: z.array(z.string()).optional(),
  hint: LocalizedSchema,
});
export type AnswerForm = z.infer<typeof AnswerFormSchema>;

export const ProblemIdParamsSchema = z.object({ id: z.uuid({ message: 'id must be a problem id (a UUID)' }) });

/**
 * A figure drawn from the problem's parameters: self-contained SVG (one drawing, or one per language when it holds
 * words) and a text alternative that states what it shows.
 */
export const FigureSchema = z.object({
  svg: z.union([z.string(), LocalizedSchema]),
  alt: LocalizedSchema,
});
export type ProblemFigure = z.infer<typeof FigureSchema>;

/** The answer-free projection: no key, no explanation. */
export const ProblemViewSchema = z.object({
  id: z.uuid(),
  unitId: z.string(),
  subUnit: z.string().nullable(),
  type: z.enum(QUESTION_TYPES),
  difficulty: z.number().int().min(1).max(5),
  /** Text with inline math between \( and \) (see splitMathText). */
  stem: LocalizedSchema,
  /** Five choices for multiple (four on the SAT track), in the same math-text form; null for essay. */
  choices: z.array(z.string()).nullable(),
  /** For essay: how the answer is read; null for multiple. */
  answerForm: AnswerFormSchema.nullable(),
  /** The problem's figure, shown with the stem; null when it has none. */
  figure: FigureSchema.nullable(),
});
export type ProblemView = z.infer<typeof ProblemViewSchema>;

export const CheckAnswerRequestSchema = z.object({
  /** The choice index (0-4, or 0-3 for four choices) for multiple; the typed answer (plain or LaTeX) for essay. */
  answer: z.union([z.string().max(500, 'answer is longer than 500 characters'), z.number().int()]),
});
export type CheckAnswerRequest = z.infer<typeof CheckAnswerRequestSchema>;

export const GRADE_RESULTS = ['correct', 'incorrect', 'unparseable'] as const;
export type GradeResultCode = (typeof GRADE_RESULTS)[number];

/**
 * 'unparseable' is not a wrong answer: the student sees 'Please enter the correct answer' with the hint and may try
 * again, so the key stays hidden. 'correct' and 'incorrect' reveal the key and the explanation.
 */
export const CheckAnswerResponseSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('unparseable'), hint: LocalizedSchema }),
  z.object({
    result: z.enum(['correct', 'incorrect']),
    /** The choice index for multiple; the answer in LaTeX for essay. */
    answer: z.string(),
    explanation: z.array(LocalizedSchema),
  }),
]);
export type CheckAnswerResponse = z.infer<typeof CheckAnswerResponseSchema>;

/** A unit's problems, answer-free, in a stable order (template, then seed). */
export const ProblemListQuerySchema = z.object({
  unitId: z.string({ message: 'unitId is required' }).min(1, 'unitId is required'),
  subUnit: z.string().min(1).optional(),
  type: z.enum(QUESTION_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(5),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ProblemListQuery = z.infer<typeof ProblemListQuerySchema>;

export const ProblemListSchema = z.object({
  items: z.array(ProblemViewSchema),
  total: z.number().int().nonnegative(),
});
export type ProblemList = z.infer<typeof ProblemListSchema>;
