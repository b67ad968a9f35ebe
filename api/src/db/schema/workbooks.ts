// Workbooks a student builds (from units or a study mode) and the problems in each, in order. Answers live in the
// append-only attempts table, tagged with the workbook id.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { problems } from './problems.js';
import { users } from './users.js';

export const WORKBOOK_KINDS = ['practice', 'test', 'quest'] as const;

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
export type WorkbookItemRow = typeof workbookItems.$inferSelect;
