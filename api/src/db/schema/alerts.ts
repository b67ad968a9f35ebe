// The alert centre: in-app alerts per student, their PUSH/EMAIL choices per kind, and the browsers subscribed to Web
// Push. An alert made by the periodic check carries a dedupe key (kind and day) so it is never made twice.
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const ALERT_KIND_VALUES = ['NOTICE', 'INQUIRY_ANSWER', 'REVIEW_DUE', 'STREAK'] as const;

/** A text in both app languages. */
export interface BilingualText {
  ko: string;
  en: string;
}

export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ALERT_KIND_VALUES }).notNull(),
    title: jsonb('title').$type<BilingualText>().notNull(),
    body: jsonb('body').$type<BilingualText>().notNull(),
    /** The app path the alert opens. */
    link: text('link').notNull(),
    /** Set for scheduled alerts (e.g. `REVIEW_DUE:2026-11-24`): one per student and key. */
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('alerts_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('alerts_user_dedupe_key')
      .on(table.userId, table.dedupeKey)
      .where(sql`${table.dedupeKey} is not null`),
  ],
);

/** A student's choice for one kind; a kind without a row has the default (see the contract's ALERT_DEFAULTS). */
export const alertSettings = pgTable(
  'alert_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ALERT_KIND_VALUES }).notNull(),
    push: boolean('push').notNull(),
    email: boolean('email').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/** A browser's Web Push subscription; the endpoint is the push service's address for that browser. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/** The student's time zone as the app last sent it, so the periodic check knows their day and evening. */
export const alertZones = pgTable('alert_zones', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timezone: text('timezone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AlertRow = typeof alerts.$inferSelect;
export type NewAlertRow = typeof alerts.$inferInsert;
export type AlertSettingRow = typeof alertSettings.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
