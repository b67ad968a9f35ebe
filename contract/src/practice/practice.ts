// Practice and study: workbooks, answer submission, results, study modes, bookmarks, interests, search, samples.
import { z } from 'zod';
import { LIMITS, STUDY_MODES } from '../common/constants.js';
import { pageOf, pageQuery } from '../common/paging.js';
import { LocalizedSchema } from '../content/course-map.js';
import { ProblemViewSchema } from '../content/problems.js';
import { AnswerTimeMsSchema, ClientAttemptIdSchema, TEST_TYPES, TestErrorCode, TestMessage } from '../tests/tests.js';

export const PRACTICE_PATHS = {
  workbooks: '/v1/api/workbooks',
  workbook: '/v1/api/workbooks/:id',
  workbookFinish: '/v1/api/workbooks/:id/finish',
  workbookResults: '/v1/api/workbooks/:id/results',
  attempts: '/v1/api/attempts',
  study: '/v1/api/study/modes/:mode',
  /**
   * POST: the student got help on a problem, so a similar one is scheduled for later (204). GET: the share of those
   * the student then solved alone (AfterHelpSchema).
   */
  afterHelp: '/v1/api/study/after-help',
  progress: '/v1/api/study/progress',
  bookmarks: '/v1/api/study/bookmarks',
  bookmark: '/v1/api/study/bookmarks/:unitId',
  interests: '/v1/api/study/interests',
  search: '/v1/api/search',
  samples: '/v1/api/samples',
  sampleCheck: '/v1/api/samples/:id/check',
} as const;

/**
 * Messages of the catalogue (spec §8) and of the rules (spec §5) the api answers with. A test is a workbook too: where
 * practice and the tests answer alike, the text is the tests' one.
 */
export const PracticeMessage = {
  notFound: TestMessage.notFound,
  noProblems: TestMessage.noProblems,
  unparseable: TestMessage.unparseable,
  alreadyAnswered: 'Please go to the next problem',
  testNotFinished: TestMessage.notFinished,
  comingSoon: 'Coming soon',
  interestsMax: `At most ${LIMITS.interestsMax} courses of interest`,
  questionsMin: `The number of questions must be at least ${LIMITS.questionsMin}`,
  attemptIdTaken: TestMessage.attemptIdTaken,
} as const;

export const PracticeErrorCode = {
  NoProblems: TestErrorCode.NoProblems,
  AlreadyAnswered: 'E_ALREADY_ANSWERED',
  NotFinished: TestErrorCode.NotFinished,
  ComingSoon: 'E_COMING_SOON',
} as const;

export const WORKBOOK_KINDS = ['practice', 'test', 'quest'] as const;
export type WorkbookKind = (typeof WORKBOOK_KINDS)[number];

/** Most questions one workbook may hold. */
export const MAX_WORKBOOK_QUESTIONS = 50;
/** Questions in a FAST set. */
export const FAST_SET_SIZE = 5;

/** Study modes the study call accepts. AI is the recommended set; CHAT the problems talked over with the tutor. */
export const STUDY_MODE_PARAMS = [...STUDY_MODES, 'AI'] as const;
export type StudyModeParam = (typeof STUDY_MODE_PARAMS)[number];
/** Modes that answer 501 'Coming soon' (none now; kept for modes added before they work). */
export const COMING_SOON_MODES: readonly StudyModeParam[] = [];

const unitId = z.string().min(1, 'unitId must not be empty').max(64, 'unitId is longer than 64 characters');
const problemId = z.uuid({ message: 'problemId must be a problem id (a UUID)' });
const query = z.string().trim().min(1, 'q must not be empty').max(100, 'q is longer than 100 characters');

export const WorkbookIdParamsSchema = z.object({ id: z.uuid({ message: 'id must be a UUID' }) });

/** What a study mode needs: a unit (SAME_UNIT, NEXT, STUDY), a problem (SAME), words (SEARCH) or a day (LAWN). */
export const StudyTargetSchema = z.object({
  unitId: unitId.optional(),
  problemId: problemId.optional(),
  q: query.optional(),
});

export const WorkbookSourceSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('units'),
    unitIds: z.array(unitId).min(1, 'unitIds must name at least one unit').max(20, 'unitIds may name at most 20 units'),
  }),
  z.object({
    type: z.literal('study'),
    studyMode: z.enum(STUDY_MODE_PARAMS, { message: `studyMode must be one of ${STUDY_MODE_PARAMS.join(', ')}` }),
    ...StudyTargetSchema.shape,
  }),
]);
export type WorkbookSource = z.infer<typeof WorkbookSourceSchema>;

export const CreateWorkbookRequestSchema = z.object({
  kind: z.enum(WORKBOOK_KINDS, { message: 'kind must be practice, test or quest' }).default('practice'),
  questionCount: z
    .number({ message: 'questionCount must be a number' })
    .int('questionCount must be a whole number')
    .min(LIMITS.questionsMin, PracticeMessage.questionsMin)
    .max(MAX_WORKBOOK_QUESTIONS, `The number of questions must be at most ${MAX_WORKBOOK_QUESTIONS}`),
  source: WorkbookSourceSchema,
});
export type CreateWorkbookRequest = z.input<typeof CreateWorkbookRequestSchema>;

export const StoredWorkbookSourceSchema = z.object({
  unitIds: z.array(z.string()),
  studyMode: z.string().nullable(),
  problemId: z.string().nullable(),
  query: z.string().nullable(),
});

const workbookBase = {
  id: z.uuid(),
  mode: z.enum(['ONE', 'DIAGNOSE']),
  kind: z.enum(WORKBOOK_KINDS),
  /** A level, diagnostic or SAT test (mode DIAGNOSE), solved on its own screens; null for a workbook. */
  testType: z.enum(TEST_TYPES).nullable(),
  source: StoredWorkbookSourceSchema,
  questionCount: z.number().int(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
};

export const WorkbookItemSchema = z.object({
  position: z.number().int().nonnegative(),
  problem: ProblemViewSchema,
  answered: z.boolean(),
  /** Shown for practice and quest, and for a test once it is finished; null otherwise or when unanswered. */
  correct: z.boolean().nullable(),
});

export const WorkbookSchema = z.object({
  ...workbookBase,
  items: z.array(WorkbookItemSchema),
  /** A quest's current run of right answers (what its flame shows after a reload); null for other kinds. */
  streak: z.number().int().nonnegative().nullable(),
});
export type Workbook = z.infer<typeof WorkbookSchema>;

export const WorkbookSummarySchema = z.object({
  ...workbookBase,
  answered: z.number().int().nonnegative(),
  /** Null for a test that is not finished. */
  correct: z.number().int().nonnegative().nullable(),
});
export type WorkbookSummary = z.infer<typeof WorkbookSummarySchema>;

export const WorkbookListQuerySchema = z.object({
  ...pageQuery,
  kind: z.enum(WORKBOOK_KINDS, { message: 'kind must be practice, test or quest' }).optional(),
});

export const WorkbookListSchema = pageOf(WorkbookSummarySchema);
export type WorkbookList = z.infer<typeof WorkbookListSchema>;

export const SubmitAnswerRequestSchema = z.object({
  clientAttemptId: ClientAttemptIdSchema,
  problemId,
  workbookId: z.uuid({ message: 'workbookId must be a workbook id (a UUID)' }).optional(),
  answer: z.union([z.string().max(500, 'answer is longer than 500 characters'), z.number().int()], {
    message: 'answer must be text or a choice number',
  }),
  timeMs: AnswerTimeMsSchema,
});
export type SubmitAnswerRequest = z.infer<typeof SubmitAnswerRequestSchema>;

/**
 * unparseable: nothing was recorded; show 'Please enter the correct answer' with the hint.
 * recorded: a test answer, graded when the test is finished.
 * correct / incorrect: practice feedback with the key and the explanation (and the streak in a quest).
 */
export const SubmitAnswerResponseSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('unparseable'), message: z.string(), hint: LocalizedSchema }),
  z.object({ result: z.literal('recorded'), attemptId: z.uuid() }),
  z.object({
    result: z.enum(['correct', 'incorrect']),
    attemptId: z.uuid(),
    answer: z.string(),
    explanation: z.array(LocalizedSchema),
    /** Correct answers in a row in this quest, counting this one; null outside quests. */
    streak: z.number().int().nonnegative().nullable(),
  }),
]);
export type SubmitAnswerResponse = z.infer<typeof SubmitAnswerResponseSchema>;

export const ResultItemSchema = z.object({
  position: z.number().int().nonnegative(),
  problem: ProblemViewSchema,
  /** What the student answered; null when unanswered. */
  studentAnswer: z.string().nullable(),
  correct: z.boolean().nullable(),
  timeMs: z.number().int().nullable(),
  /** The key and explanation: for answered problems, and for all once the workbook is finished. */
  correctAnswer: z.string().nullable(),
  explanation: z.array(LocalizedSchema).nullable(),
});

export const WorkbookResultsSchema = z.object({
  workbookId: z.uuid(),
  kind: z.enum(WORKBOOK_KINDS),
  finishedAt: z.iso.datetime().nullable(),
  score: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  answered: z.number().int().nonnegative(),
  totalTimeMs: z.number().int().nonnegative(),
  /** Longest run of correct answers in answer order (the quest's best streak). */
  bestStreak: z.number().int().nonnegative(),
  items: z.array(ResultItemSchema),
});
export type WorkbookResults = z.infer<typeof WorkbookResultsSchema>;

export const StudyModeParamsSchema = z.object({
  mode: z.enum(STUDY_MODE_PARAMS, { message: `mode must be one of ${STUDY_MODE_PARAMS.join(', ')}` }),
});

export const StudyQuerySchema = StudyTargetSchema.extend({
  count: z.coerce
    .number()
    .int('count must be a whole number')
    .min(LIMITS.questionsMin, PracticeMessage.questionsMin)
    .max(MAX_WORKBOOK_QUESTIONS, `count must be at most ${MAX_WORKBOOK_QUESTIONS}`)
    .optional(),
});

/** Why a problem is in a study set. */
export const PICK_REASONS = [
  'incorrect',
  'recent',
  'quick',
  'search',
  'same-template',
  'same-unit',
  'next-unit',
  'weak-unit',
  'study',
  'practice',
  /** Answered on the lawn day asked for (LAWN). */
  'lawn',
  /** Talked over with the chat tutor (CHAT). */
  'chat',
] as const;
export type PickReason = (typeof PICK_REASONS)[number];

/**
 * Why a recommendation is offered: one short phrase the app words in ko and en from the key and the facts beside it.
 * The facts are the true ones from the student's history (a test builds the history each phrase claims).
 */
export const STUDY_WHY_KEYS = [
  /** 'You missed {missed} of {of} on {unit} last week' */
  'missedRecently',
  /** 'Review: answered wrong {daysAgo} days ago' */
  'review',
  /** 'Ready: you have mastered its prerequisites' ({unit}) */
  'ready',
  /** '{unit} first: {targetUnit} builds on it' (a gap in a prerequisite, so the student is sent there) */
  'prerequisiteFirst',
  /** 'Just right for you: about {chance}% likely right' */
  'rightLevel',
  /** 'Keep going: {unit} is not mastered yet' */
  'continueUnit',
  /** 'From {unit}, a course you follow' */
  'interest',
  /** 'From {unit}, which you bookmarked' */
  'bookmark',
  /** 'On your own now: like the problem you got help with' */
  'afterHelp',
  /** 'Where your level test said to start' ({unit}) */
  'levelTest',
  /** 'Your grade's starting point' ({unit}), for a student with no history yet */
  'gradeStart',
] as const;
export type StudyWhyKey = (typeof STUDY_WHY_KEYS)[number];

export const StudyWhySchema = z.object({
  key: z.enum(STUDY_WHY_KEYS),
  /** The unit the phrase talks about. */
  unitId: z.string().nullable(),
  /** For prerequisiteFirst: the unit that builds on `unitId`. */
  targetUnitId: z.string().nullable(),
  /** For missedRecently: wrong answers and answers in the window. */
  missed: z.number().int().nonnegative().nullable(),
  of: z.number().int().nonnegative().nullable(),
  /** For review: whole days since the wrong answer, in the student's timezone. */
  daysAgo: z.number().int().nonnegative().nullable(),
  /** For rightLevel: the model's chance of a right answer. */
  chance: z.number().min(0).max(1).nullable(),
});
export type StudyWhy = z.infer<typeof StudyWhySchema>;

export const StudyItemSchema = z.object({
  problem: ProblemViewSchema,
  reason: z.enum(PICK_REASONS),
  /** Why this problem, for the recommending modes (AI, TODAY, NEXT); null for the others. */
  why: StudyWhySchema.nullable(),
  /** The learning model's chance that the student answers it right now. */
  predicted: z.number().min(0).max(1),
});

export const StudySetSchema = z.object({
  mode: z.enum(STUDY_MODE_PARAMS),
  /** The unit the set was drawn from, when there is one (NEXT names the next unit). */
  unitId: z.string().nullable(),
  /** Why this unit, for NEXT (e.g. ready, or a prerequisite first); null otherwise. */
  why: StudyWhySchema.nullable(),
  items: z.array(StudyItemSchema),
});
export type StudySet = z.infer<typeof StudySetSchema>;

export const AfterHelpSchema = z.object({
  /** Problems scheduled after help whose day has come. */
  due: z.number().int().nonnegative(),
  /** Of those, answered by now. */
  tried: z.number().int().nonnegative(),
  /** Of those, answered right on the first try without help. */
  solvedAlone: z.number().int().nonnegative(),
  /** solvedAlone / tried, or null before the first try. */
  share: z.number().min(0).max(1).nullable(),
});
export type AfterHelp = z.infer<typeof AfterHelpSchema>;

/** POST afterHelp: the student got help on a problem (read its explanation, or asked the chat); a similar one is set. */
export const AfterHelpRequestSchema = z.object({
  problemId,
  kind: z.enum(['explanation', 'chat'], { message: 'kind must be explanation or chat' }),
});
export type AfterHelpRequest = z.infer<typeof AfterHelpRequestSchema>;

export const UnitProgressSchema = z.object({
  unitId: z.string(),
  answered: z.number().int().nonnegative(),
  correct: z.number().int().nonnegative(),
  /** The model's P(correct) on an average item of the unit, with its 95% band. */
  mastery: z.number().min(0).max(1),
  low: z.number().min(0).max(1),
  high: z.number().min(0).max(1),
});
export const ProgressSchema = z.object({ units: z.array(UnitProgressSchema) });
export type Progress = z.infer<typeof ProgressSchema>;

export const UnitIdParamsSchema = z.object({ unitId });
export const BookmarksSchema = z.object({ unitIds: z.array(z.string()) });
export type Bookmarks = z.infer<typeof BookmarksSchema>;

export const InterestsRequestSchema = z.object({
  courseIds: z
    .array(z.string().min(1, 'courseIds must not hold empty ids').max(64))
    .max(LIMITS.interestsMax, PracticeMessage.interestsMax),
});
export const InterestsSchema = z.object({ courseIds: z.array(z.string()) });
export type Interests = z.infer<typeof InterestsSchema>;

export const SearchQuerySchema = z.object({
  q: query,
  limit: z.coerce.number().int().min(1).max(50, 'limit must be at most 50').default(20),
});
export const SearchResultSchema = z.object({
  units: z.array(z.object({ id: z.string(), name: LocalizedSchema })),
  problems: z.array(ProblemViewSchema),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SampleSetSchema = z.object({ problems: z.array(ProblemViewSchema) });
export type SampleSet = z.infer<typeof SampleSetSchema>;
