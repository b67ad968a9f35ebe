// Reports a student shares by link: a snapshot of the report taken when the link was made, found by the hash of the
// link's token (the token itself is never stored, so a copy of the database opens no report).
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { workbooks } from './workbooks.js';

export const SHARE_KINDS = ['PROGRESS', 'LEVEL', 'DIAGNOSE', 'SAT'] as const;

export const shares = pgTable(
  'shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SHARE_KINDS }).notNull(),
    /** The test whose result is shared (LEVEL, DIAGNOSE, SAT); null for a progress report. */
    testId: uuid('test_id').references(() => workbooks.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the link's token. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The report as it stood when the link was made; later answers do not change it. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    /** The name shown on the report, as it was when the link was made. */
    studentName: text('student_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('shares_user_created_idx').on(table.userId, table.createdAt)],
);

export type ShareRow = typeof shares.$inferSelect;
export type NewShareRow = typeof shares.$inferInsert;
