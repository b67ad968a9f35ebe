// Login attempt counters, per e-mail ("login:<e-mail>") and per e-mail and client address
// ("login:<e-mail>|<address>"), kept for unknown addresses too, so a lock tells nothing about which accounts exist.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export type LoginThrottleRow = typeof loginThrottles.$inferSelect;
