// Tests: the adaptive level test, the diagnostic test and the SAT sample test, for students (saved, in the workbook
// tables with mode DIAGNOSE) and for visitors (the samples: nothing is saved).
import { z } from 'zod';
import { pageOf, pageQuery } from '../common/paging.js';
import { LocalizedSchema } from '../content/course-map.js';
import { ProblemViewSchema } from '../content/problems.js';

export const TEST_PATHS = {
  tests: '/v1/api/tests',
  test: '/v1/api/tests/:id',
  answers: '/v1/api/tests/:id/answers',
  report: '/v1/api/tests/:id/report',
  /** Visitors: a short diagnostic, stateless (the answers so far travel with every call). */
  sampleDiagnose: '/v1/api/samples/tests/diagnose',
  /** Visitors: one short timed SAT module, then its score. */
  sampleSat: '/v1/api/samples/tests/sat',
  sampleSatScore: '/v1/api/samples/tests/sat/score',
} as const;

export const TEST_TYPES = ['LEVEL', 'DIAGNOSE', 'SAT'] as const;
export type TestType = (typeof TEST_TYPES)[number];

export const TEST_STATUSES = ['IN_PROGRESS', 'FINISHED'] as const;
export type TestStatus = (typeof TEST_STATUSES)[number];

/** The strands of the KR course the level test reports on. */
export const STRANDS = ['number', 'algebra', 'geometry', 'data'] as const;
export type StrandName = (typeof STRANDS)[number];

/** The SAT Math domains: Algebra, Advanced Math, Problem-Solving and Data Analysis, Geometry and Trigonometry. */
export const SAT_DOMAIN_IDS = ['sat-h', 'sat-p', 'sat-q', 'sat-s'] as const;
export type SatDomainId = (typeof SAT_DOMAIN_IDS)[number];

export const SAT_MODULE_LEVELS = ['standard', 'harder', 'easier'] as const;
export type SatModuleLevel = (typeof SAT_MODULE_LEVELS)[number];

export const UNIT_STATUSES = ['MASTERED', 'LEARNING', 'GAP'] as const;
export type UnitMasteryStatus = (typeof UNIT_STATUSES)[number];

export const TestMessage = {
  notFound: "We couldn't find your record.",
  noProblems: 'There is no problem to solve.',
  notFinished: 'This problem is not solved yet.',
  unparseable: 'Please enter the correct answer',
  notCurrent: 'This is not the current problem of the test; answer the current one first',
  finished: 'This test is already finished',
  attemptIdTaken: 'This clientAttemptId was already used for another answer',
  gradeRequired: 'gradeId is required for a diagnostic test',
  unknownGrade: 'gradeId must be a grade of the course map (kr-e1 … kr-h1)',
  unitOutsideGrade: 'unitIds must be units of the chosen grade',
  notForTests: 'This workbook is a test; answer it through the tests call',
  inOpenTest: 'This problem is in a test you have not finished; answer it in the test',
} as const;

export const TestErrorCode = {
  NoProblems: 'E_NO_PROBLEMS',
  NotFinished: 'E_NOT_FINISHED',
  NotCurrent: 'E_NOT_CURRENT',
  Finished: 'E_FINISHED',
  Unparseable: 'E_UNPARSEABLE',
} as const;

/** A level test asks at most this many problems. */
export const LEVEL_MAX_ITEMS = 20;
/** Questions and minutes of one SAT module; a full test has two. */
export const SAT_MODULE_QUESTIONS = 22;
export const SAT_MODULE_MINUTES = 35;
/** The visitor's SAT sample: one shorter module. */
export const SAT_SAMPLE_QUESTIONS = 12;
export const SAT_SAMPLE_MINUTES = 19;
/** The visitor's diagnostic sample stops after this many answers. */
export const DIAGNOSE_SAMPLE_MAX = 8;

const gradeId = z.string().regex(/^kr-(e[1-6]|m[1-3]|h1)$/, TestMessage.unknownGrade);
const unitId = z.string().min(1, 'unitIds must not hold empty ids').max(64, 'a unit id is longer than 64 characters');
const answer = z.union([z.string().max(500, 'answer is longer than 500 characters'), z.number().int()], {
  message: 'answer must be text or a choice number (an empty text skips the problem)',
});

export const TestIdParamsSchema = z.object({ id: z.uuid({ message: 'id must be a test id (a UUID)' }) });

export const CreateTestRequestSchema = z
  .object({
    type: z.enum(TEST_TYPES, { message: 'type must be LEVEL, DIAGNOSE or SAT' }),
    /** LEVEL: the grade to start around (default: the grade given at signup). DIAGNOSE: the grade tested. */
    gradeId: gradeId.optional(),
    /** DIAGNOSE: some units of the grade (default: all of them). */
    unitIds: z.array(unitId).min(1, 'unitIds must name at least one unit').max(40).optional(),
  })
  .superRefine((body, context) => {
    if (body.type === 'DIAGNOSE' && !body.gradeId) {
      context.addIssue({ code: 'custom', path: ['gradeId'], message: TestMessage.gradeRequired });
    }
    if (body.type !== 'DIAGNOSE' && body.unitIds) {
      context.addIssue({ code: 'custom', path: ['unitIds'], message: 'unitIds are only for a diagnostic test' });
    }
    if (body.type === 'SAT' && body.gradeId) {
      context.addIssue({ code: 'custom', path: ['gradeId'], message: 'The SAT test has one level; leave gradeId out' });
    }
  });
export type CreateTestRequest = z.infer<typeof CreateTestRequestSchema>;

/** The SAT module under way: every question of it (for the navigator), its clock, and what was sent. */
export const SatModuleViewSchema = z.object({
  /** 1 or 2. */
  index: z.number().int().min(1).max(2),
  level: z.enum(SAT_MODULE_LEVELS),
  minutes: z.number().int().positive(),
  startedAt: z.iso.datetime(),
  items: z.array(ProblemViewSchema),
  /** Problems of this module already answered (in the order sent). */
  answeredIds: z.array(z.uuid()),
});
export type SatModuleView = z.infer<typeof SatModuleViewSchema>;

/**
 * A test as it stands: `item` is the problem to answer now (answer-free), null once the test is over. No key and no
 * correctness are shown before the test is finished.
 */
export const TestSchema = z.object({
  id: z.uuid(),
  type: z.enum(TEST_TYPES),
  status: z.enum(TEST_STATUSES),
  item: ProblemViewSchema.nullable(),
  answered: z.number().int().nonnegative(),
  /** The most problems the test can ask (the level test and the diagnostic stop earlier when they are sure). */
  maxItems: z.number().int().positive(),
  gradeId: z.string().nullable(),
  unitIds: z.array(z.string()),
  /** SAT only: the module under way (null once finished, and for other tests). */
  module: SatModuleViewSchema.nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type Test = z.infer<typeof TestSchema>;

/** The app's id of an answer: a retry sends it again, so the answer is kept once. */
export const ClientAttemptIdSchema = z.uuid({ message: 'clientAttemptId must be a UUID made by the app' });
/** How long the student took over an answer. */
export const AnswerTimeMsSchema = z
  .number({ message: 'timeMs must be a number' })
  .int('timeMs must be a whole number of milliseconds')
  .min(0, 'timeMs must not be negative')
  .max(86_400_000, 'timeMs must be at most one day');

export const TestAnswerRequestSchema = z.object({
  clientAttemptId: ClientAttemptIdSchema,
  problemId: z.uuid({ message: 'problemId must be a problem id (a UUID)' }),
  answer,
  timeMs: AnswerTimeMsSchema,
});
export type TestAnswerRequest = z.infer<typeof TestAnswerRequestSchema>;

/** 422 for an answer the grader cannot read: nothing was recorded; the hint names the form wanted. */
export const UnparseableErrorSchema = z.object({
  code: z.literal(TestErrorCode.Unparseable),
  message: z.string(),
  hint: LocalizedSchema,
});

// ---- reports ----

export const StrandResultSchema = z.object({
  strand: z.enum(STRANDS),
  answered: z.number().int().nonnegative(),
  correct: z.number().int().nonnegative(),
  /** strength / gap: the strand sits above / below the placement; untested: no problem of it was asked. */
  status: z.enum(['strength', 'gap', 'even', 'untested']),
});

export const NextUnitSchema = z.object({
  unitId: z.string(),
  gradeId: z.string(),
  strand: z.enum(STRANDS),
  /** The chance the unit is already mastered. */
  mastery: z.number().min(0).max(1),
});

export const LevelReportSchema = z.object({
  type: z.literal('LEVEL'),
  placement: z.object({ gradeId: z.string(), lowGradeId: z.string(), highGradeId: z.string() }),
  itemCount: z.number().int().nonnegative(),
  correct: z.number().int().nonnegative(),
  seconds: z.number().int().nonnegative(),
  strands: z.array(StrandResultSchema),
  nextUnits: z.array(NextUnitSchema),
});
export type LevelReport = z.infer<typeof LevelReportSchema>;

export const EvidenceSchema = z.object({
  problemId: z.uuid(),
  /** Position of the answer in the test, from 1. */
  position: z.number().int().positive(),
  correct: z.boolean(),
});

export const UnitResultSchema = z.object({
  unitId: z.string(),
  name: LocalizedSchema,
  /** The chance the unit is mastered, and its band: the mastery after one more wrong (low) or right (high) answer. */
  mastery: z.number().min(0).max(1),
  low: z.number().min(0).max(1),
  high: z.number().min(0).max(1),
  status: z.enum(UNIT_STATUSES),
  answered: z.number().int().nonnegative(),
  correct: z.number().int().nonnegative(),
  /** Chosen by the student, or brought in as a prerequisite of a failing unit. */
  chosen: z.boolean(),
  sentence: LocalizedSchema,
  evidence: z.array(EvidenceSchema),
});
export type UnitResult = z.infer<typeof UnitResultSchema>;

export const GapSchema = z.object({
  unitId: z.string(),
  /** This unit, then a failing prerequisite, … down to the root gap (the last). */
  chain: z.array(z.string()),
  root: z.boolean(),
  sentence: LocalizedSchema,
});

export const StudyStepSchema = z.object({
  step: z.number().int().positive(),
  unitId: z.string(),
  reason: z.enum(['ROOT_GAP', 'GAP', 'LEARNING']),
  sentence: LocalizedSchema,
});

export const DiagnoseReportSchema = z.object({
  type: z.literal('DIAGNOSE'),
  gradeId: z.string(),
  answered: z.number().int().nonnegative(),
  correct: z.number().int().nonnegative(),
  seconds: z.number().int().nonnegative(),
  units: z.array(UnitResultSchema),
  /** Chosen units no answer reached. */
  untested: z.array(z.string()),
  gaps: z.array(GapSchema),
  plan: z.array(StudyStepSchema),
});
export type DiagnoseReport = z.infer<typeof DiagnoseReportSchema>;

export const SatDomainResultSchema = z.object({
  domain: z.enum(SAT_DOMAIN_IDS),
  correct: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** Right answers expected on these questions at the student's own level. */
  expected: z.number().nonnegative(),
  relative: z.enum(['above', 'as-expected', 'below']),
});

export const SatReportSchema = z.object({
  type: z.literal('SAT'),
  /** The 200–800 estimate and its range. */
  score: z.number().int().min(200).max(800),
  low: z.number().int().min(200).max(800),
  high: z.number().int().min(200).max(800),
  correct: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  seconds: z.number().int().nonnegative(),
  modules: z.array(
    z.object({
      level: z.enum(SAT_MODULE_LEVELS),
      correct: z.number().int().nonnegative(),
      total: z.number().int().nonnegative(),
    }),
  ),
  domains: z.array(SatDomainResultSchema),
});
export type SatReport = z.infer<typeof SatReportSchema>;

export const TestReportSchema = z.discriminatedUnion('type', [
  LevelReportSchema,
  DiagnoseReportSchema,
  SatReportSchema,
]);
export type TestReport = z.infer<typeof TestReportSchema>;

// ---- the student's tests ----

export const TestListQuerySchema = z.object({
  ...pageQuery,
  type: z.enum(TEST_TYPES, { message: 'type must be LEVEL, DIAGNOSE or SAT' }).optional(),
});

export const TestSummarySchema = z.object({
  id: z.uuid(),
  type: z.enum(TEST_TYPES),
  status: z.enum(TEST_STATUSES),
  answered: z.number().int().nonnegative(),
  gradeId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  /** The headline of a finished test: LEVEL its placement, SAT its score, DIAGNOSE its mastered units and gaps. */
  placementGradeId: z.string().nullable(),
  score: z.number().int().nullable(),
  mastered: z.number().int().nullable(),
  gaps: z.number().int().nullable(),
});
export type TestSummary = z.infer<typeof TestSummarySchema>;

export const TestListSchema = pageOf(TestSummarySchema);
export type TestList = z.infer<typeof TestListSchema>;

// ---- visitors (nothing is saved) ----

const SampleAnswerSchema = z.object({
  problemId: z.uuid({ message: 'problemId must be a problem id (a UUID)' }),
  answer,
});

export const SampleDiagnoseRequestSchema = z.object({
  gradeId,
  /** Chosen by the app on the first call and sent back with every later one. */
  seed: z.number().int().min(1).max(2_147_483_647),
  answers: z.array(SampleAnswerSchema).max(DIAGNOSE_SAMPLE_MAX, `at most ${DIAGNOSE_SAMPLE_MAX} answers`),
});
export type SampleDiagnoseRequest = z.infer<typeof SampleDiagnoseRequestSchema>;

export const SampleDiagnoseSchema = z.object({
  item: ProblemViewSchema.nullable(),
  answered: z.number().int().nonnegative(),
  maxItems: z.number().int().positive(),
  /** Once the sample is over: the report, built from exactly these answers. */
  report: DiagnoseReportSchema.nullable(),
});
export type SampleDiagnose = z.infer<typeof SampleDiagnoseSchema>;

export const SampleSatQuerySchema = z.object({
  seed: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

export const SampleSatSchema = z.object({
  seed: z.number().int(),
  minutes: z.number().int().positive(),
  items: z.array(ProblemViewSchema),
});
export type SampleSat = z.infer<typeof SampleSatSchema>;

export const SampleSatScoreRequestSchema = z.object({
  seed: z.number().int().min(1).max(2_147_483_647),
  /** Unanswered questions may be left out or sent as ''. */
  answers: z.array(SampleAnswerSchema).max(SAT_SAMPLE_QUESTIONS, `at most ${SAT_SAMPLE_QUESTIONS} answers`),
  seconds: z.number().int().min(0).max(86_400).default(0),
});

export const SampleSatScoreSchema = z.object({
  report: SatReportSchema,
  items: z.array(
    z.object({
      problem: ProblemViewSchema,
      studentAnswer: z.string().nullable(),
      correct: z.boolean(),
      correctAnswer: z.string(),
      explanation: z.array(LocalizedSchema),
    }),
  ),
});
export type SampleSatScore = z.infer<typeof SampleSatScoreSchema>;
