// Fitted item parameters of the learning model, keyed by item (problem) id; refitted by `model:fit`.
import { doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const itemParams = pgTable('item_params', {
  itemId: text('item_id').primaryKey(),
  /** Logit scale, 0 for a typical item; higher is harder. */
  difficulty: doublePrecision('difficulty').notNull(),
  /** Answers that shaped the difficulty. */
  n: integer('n').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ItemParamsRow = typeof itemParams.$inferSelect;
