// Failed logins per e-mail address (known or not, so a lockout tells nothing about which accounts exist).
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export type LoginThrottleRow = typeof loginThrottles.$inferSelect;
