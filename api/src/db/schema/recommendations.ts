// What the recommendations keep: today's set as it was made for the student's day (so it stays the same all day),
// and the similar problems scheduled after a student got help, to measure how often they then succeed alone.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** One problem of a stored daily set with the reason it was given (a StudyWhy of the contract). */
export interface DailySetItem {
  problemId: string;
  why: Record<string, unknown>;
}

export const dailySets = pgTable(
  'daily_sets',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The student's calendar day, YYYY-MM-DD, in the time zone of the request that made the set. */
    day: text('day').notNull(),
    /** The number of problems asked for; a set of another size that day is its own set. */
    size: integer('size').notNull(),
    items: jsonb('items').$type<DailySetItem[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day, table.size] })],
);

export const HELP_KINDS = ['explanation', 'chat'] as const;

export const afterHelp = pgTable(
  'after_help',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The problem the student got help on. */
    helpedProblemId: uuid('helped_problem_id').notNull(),
    /** The similar problem (same template) scheduled to be solved alone. */
    problemId: uuid('problem_id').notNull(),
    kind: text('kind', { enum: HELP_KINDS }).notNull(),
    /** The student's calendar day from which the problem is due, YYYY-MM-DD. */
    dueOn: text('due_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('after_help_user_created_idx').on(table.userId, table.createdAt)],
);

export type DailySetRow = typeof dailySets.$inferSelect;
export type AfterHelpRow = typeof afterHelp.$inferSelect;
