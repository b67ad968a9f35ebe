// Workbooks a student builds (from units or a study mode) and the problems in each, in order. Answers live in the
// append-only attempts table, tagged with the workbook id.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { problems } from './problems.js';
import { users } from './users.js';

export const WORKBOOK_KINDS = ['practice', 'test', 'quest'] as const;

export const TEST_TYPES = ['LEVEL', 'DIAGNOSE', 'SAT'] as const;

/**
 * What a test (mode DIAGNOSE) needs besides its items and answers to carry on where it stopped: the seed its engine
 * draws with, what it was asked about, and for the SAT the modules laid out so far.
 */
export interface TestStateRow {
  seed: number;
  /** LEVEL: the grade it started around; DIAGNOSE: the grade tested. */
  gradeId: string | null;
  /** DIAGNOSE: the units chosen. */
  unitIds: string[];
  /** SAT: each module's level, problems in order and start. */
  modules?: { level: 'standard' | 'harder' | 'easier'; itemIds: string[]; startedAt: string }[];
}

/** Where the problems came from: the units chosen, or a study mode and what it was asked about. */
export interface WorkbookSourceRow {
  unitIds: string[];
  studyMode: string | null;
  problemId: string | null;
  query: string | null;
}

export const workbooks = pgTable(
  'workbooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['ONE', 'DIAGNOSE'] })
      .notNull()
      .default('ONE'),
    kind: text('kind', { enum: WORKBOOK_KINDS }).notNull(),
    source: jsonb('source').$type<WorkbookSourceRow>().notNull(),
    questionCount: integer('question_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** LEVEL, DIAGNOSE or SAT for a test of mode DIAGNOSE; null for a workbook. */
    testType: text('test_type', { enum: TEST_TYPES }),
    testState: jsonb('test_state').$type<TestStateRow>(),
    /** The report of a finished test, built once from its answers when it ends. */
    report: jsonb('report').$type<Record<string, unknown>>(),
    /** Set when a test is handed in (or a practice run closed); results then show every key. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('workbooks_user_created_idx').on(table.userId, table.createdAt)],
);

export const workbookItems = pgTable(
  'workbook_items',
  {
    workbookId: uuid('workbook_id')
      .notNull()
      .references(() => workbooks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id),
  },
  (table) => [primaryKey({ columns: [table.workbookId, table.position] })],
);

export type WorkbookRow = typeof workbooks.$inferSelect;
export type NewWorkbookRow = typeof workbooks.$inferInsert;
export type WorkbookItemRow = typeof workbookItems.$inferSelect;
