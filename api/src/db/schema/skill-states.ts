// The learning model's current state per student and skill; the row with skill_id '*' holds the overall ability.
import { doublePrecision, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const skillStates = pgTable(
  'skill_states',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillId: text('skill_id').notNull(),
    theta: doublePrecision('theta').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    successes: integer('successes').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    recent: doublePrecision('recent').notNull().default(0.5),
    decayedSuccesses: doublePrecision('decayed_successes').notNull().default(0),
    decayedFailures: doublePrecision('decayed_failures').notNull().default(0),
    info: doublePrecision('info').notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.skillId] })],
);

export type SkillStateRow = typeof skillStates.$inferSelect;
