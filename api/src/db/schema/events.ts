// First-party analytics: page views and the Log In / Log Out / Withdraw / Search events the app sends, so operators
// see usage without a third party. Append-only; user_id is the signed-in user's id (null for a visitor), not a key:
// the events outlive a withdrawn account, which clears it.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    userId: text('user_id'),
    language: text('language').notNull(),
    translationCode: text('translation_code'),
    pageLocation: text('page_location').notNull(),
    pageReferrer: text('page_referrer'),
    search: text('search'),
    searchType: text('search_type'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_name_received_at_idx').on(table.name, table.receivedAt),
    index('events_user_id_idx').on(table.userId),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
