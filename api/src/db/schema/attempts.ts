// Every answer a student gives, append-only. The learning model is refitted from this table.
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Sent by the client so that a retried submission is recorded once. */
    clientAttemptId: text('client_attempt_id').unique(),
    /** Null once the student has withdrawn: the answer stays for statistics, anonymised. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    problemId: uuid('problem_id').notNull(),
    unitId: text('unit_id'),
    skillIds: text('skill_ids').array().notNull().default([]),
    workbookId: uuid('workbook_id'),
    answer: text('answer'),
    correct: boolean('correct').notNull(),
    timeMs: integer('time_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('attempts_user_created_idx').on(table.userId, table.createdAt)],
);

export type AttemptRow = typeof attempts.$inferSelect;
export type NewAttemptRow = typeof attempts.$inferInsert;
