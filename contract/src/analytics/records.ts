// Analytics and records (/analytics/record): the recent problems, the last six months by week and month, mastery per
// unit, the lawn (a year of daily activity), and every workbook and test with its result. Days follow the student's
// timezone (the `timezone` header). And reports shared by link and QR code (/report).
import { z } from 'zod';
import { pageOf, pageQuery } from '../common/paging.js';
import { LocalizedSchema } from '../content/course-map.js';
import { WORKBOOK_KINDS } from '../practice/practice.js';
import { DiagnoseReportSchema, LevelReportSchema, SatReportSchema, STRANDS, TEST_TYPES } from '../tests/tests.js';

export const ANALYTICS_PATHS = {
  recent: '/v1/api/analytics/recent',
  activity: '/v1/api/analytics/activity',
  mastery: '/v1/api/analytics/mastery',
  lawn: '/v1/api/analytics/lawn',
  records: '/v1/api/analytics/records',
} as const;

export const SHARE_PATHS = {
  shares: '/v1/api/shares',
  share: '/v1/api/shares/:id',
  /** Public: the token travels in the body, so it never sits in a logged URL. */
  open: '/v1/api/shared/open',
} as const;

/** A calendar day in the student's timezone. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dates are written YYYY-MM-DD');

// ---- recent problems ----

export const RecentProblemSchema = z.object({
  attemptId: z.uuid(),
  problemId: z.uuid(),
  unitId: z.string().nullable(),
  correct: z.boolean(),
  timeMs: z.number().int().nullable(),
  answeredAt: z.iso.datetime(),
  /** The workbook or test it was answered in, when there is one. */
  workbookId: z.uuid().nullable(),
});
export const RecentProblemsSchema = z.object({ items: z.array(RecentProblemSchema) });
export type RecentProblems = z.infer<typeof RecentProblemsSchema>;

// ---- the last six months ----

export const ActivityPeriodSchema = z.object({
  /** The first day of the week (Monday) or of the month, in the student's timezone. */
  start: day,
  solved: z.number().int().nonnegative(),
  correct: z.number().int().nonnegative(),
  /** correct / solved, null when nothing was solved. */
  accuracy: z.number().min(0).max(1).nullable(),
  minutes: z.number().int().nonnegative(),
});
export const ActivitySchema = z.object({
  timezone: z.string(),
  /** The first day of the window (six months back, at a week's start) and today, in the student's timezone. */
  from: day,
  to: day,
  weeks: z.array(ActivityPeriodSchema),
  months: z.array(ActivityPeriodSchema),
});
export type Activity = z.infer<typeof ActivitySchema>;

// ---- mastery per unit ----

export const UnitMasterySchema = z.object({
  unitId: z.string(),
  name: LocalizedSchema,
  trackId: z.string(),
  gradeId: z.string(),
  /** The KR strand; null for a unit outside the strands (the SAT track). */
  strand: z.enum(STRANDS).nullable(),
  answered: z.number().int().nonnegative(),
  correct: z.number().int().nonnegative(),
  /** The model's chance of a right answer on a typical problem of the unit, with its 95% band. */
  mastery: z.number().min(0).max(1),
  low: z.number().min(0).max(1),
  high: z.number().min(0).max(1),
  /** Mastery 30 days ago (from the answers up to then); null when the unit had no answer then. */
  before: z.number().min(0).max(1).nullable(),
  trend: z.enum(['improved', 'slipped', 'steady', 'new']),
});
export const MasterySchema = z.object({ units: z.array(UnitMasterySchema) });
export type Mastery = z.infer<typeof MasterySchema>;
/** A change of mastery over 30 days that counts as improved or slipped. */
export const MASTERY_TREND_STEP = 0.05;

// ---- the lawn ----

export const LawnSchema = z.object({
  timezone: z.string(),
  /** 365 days ending today (the student's today), oldest first; days without answers count 0. */
  from: day,
  to: day,
  days: z.array(z.object({ date: day, count: z.number().int().nonnegative() })),
  /** Days in a row with at least one answer, up to today (or yesterday, when today has none yet). */
  currentStreak: z.number().int().nonnegative(),
  longestStreak: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type Lawn = z.infer<typeof LawnSchema>;

// ---- records ----

export const RecordsQuerySchema = z.object({
  ...pageQuery,
  kind: z.enum(WORKBOOK_KINDS, { message: 'kind must be practice, test or quest' }).optional(),
  /** Records made from this day to that day (inclusive), in the student's timezone. */
  from: day.optional(),
  to: day.optional(),
});

export const RecordSchema = z.object({
  id: z.uuid(),
  kind: z.enum(WORKBOOK_KINDS),
  /** LEVEL, DIAGNOSE or SAT for a test taken through the tests call; null for a workbook. */
  testType: z.enum(TEST_TYPES).nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  questionCount: z.number().int().nonnegative(),
  answered: z.number().int().nonnegative(),
  /** Null for a test that is not finished. */
  correct: z.number().int().nonnegative().nullable(),
  /** A finished test's headline: its placement, SAT score or gaps. */
  placementGradeId: z.string().nullable(),
  score: z.number().int().nullable(),
  gaps: z.number().int().nullable(),
  unitIds: z.array(z.string()),
});
export const RecordListSchema = pageOf(RecordSchema);
export type RecordList = z.infer<typeof RecordListSchema>;

// ---- shared reports ----

export const SHARE_KINDS = ['PROGRESS', 'LEVEL', 'DIAGNOSE', 'SAT'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];
export const SHARE_DEFAULT_DAYS = 30;
export const SHARE_MAX_DAYS = 365;

export const ShareMessage = {
  testRequired: 'testId is required to share a test result',
  kindMismatch: 'This test is not of the kind being shared',
  notFinished: 'This problem is not solved yet.',
} as const;

export const CreateShareRequestSchema = z
  .object({
    kind: z.enum(SHARE_KINDS, { message: `kind must be one of ${SHARE_KINDS.join(', ')}` }),
    /** The finished test whose result is shared (LEVEL, DIAGNOSE, SAT). */
    testId: z.uuid({ message: 'testId must be a test id (a UUID)' }).optional(),
    days: z
      .number({ message: 'days must be a number' })
      .int('days must be a whole number')
      .min(1, 'days must be at least 1')
      .max(SHARE_MAX_DAYS, `days must be at most ${SHARE_MAX_DAYS}`)
      .default(SHARE_DEFAULT_DAYS),
  })
  .superRefine((body, context) => {
    if (body.kind !== 'PROGRESS' && !body.testId) {
      context.addIssue({ code: 'custom', path: ['testId'], message: ShareMessage.testRequired });
    }
  });
export type CreateShareRequest = z.input<typeof CreateShareRequestSchema>;

export const ShareSchema = z.object({
  id: z.uuid(),
  kind: z.enum(SHARE_KINDS),
  testId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
});
export type Share = z.infer<typeof ShareSchema>;

/** The answer to creating a link: the only time the token is shown (the api keeps only its hash). */
export const CreatedShareSchema = ShareSchema.extend({
  token: z.string().min(22),
  /** The app path of the shared page, `/report?token=…`. */
  path: z.string(),
});
export type CreatedShare = z.infer<typeof CreatedShareSchema>;

export const ShareListSchema = z.object({ items: z.array(ShareSchema) });
export type ShareList = z.infer<typeof ShareListSchema>;
export const ShareIdParamsSchema = z.object({ id: z.uuid({ message: 'id must be a share id (a UUID)' }) });

export const OpenShareRequestSchema = z.object({
  token: z.string().min(1, 'token must not be empty').max(200, 'token is longer than 200 characters'),
});

/** A progress report: the figures of /analytics/record at the moment the link was made. */
export const ProgressReportSchema = z.object({
  type: z.literal('PROGRESS'),
  solved: z.number().int().nonnegative(),
  correct: z.number().int().nonnegative(),
  minutes: z.number().int().nonnegative(),
  currentStreak: z.number().int().nonnegative(),
  longestStreak: z.number().int().nonnegative(),
  months: z.array(ActivityPeriodSchema),
  units: z.array(UnitMasterySchema),
});
export type ProgressReport = z.infer<typeof ProgressReportSchema>;

export const SharedReportSchema = z.object({
  kind: z.enum(SHARE_KINDS),
  /** The student's name, and nothing else about them. */
  studentName: z.string(),
  snapshotAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  report: z.discriminatedUnion('type', [
    ProgressReportSchema,
    LevelReportSchema,
    DiagnoseReportSchema,
    SatReportSchema,
  ]),
});
export type SharedReport = z.infer<typeof SharedReportSchema>;
