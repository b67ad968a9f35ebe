// Notices (with who has read each), the FAQ, students' inquiries, the operators' audit trail, and the e-mails that
// are operators by configuration (a trigger in 0007_support.sql gives an account made later with one of them the
// operator role).
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const NOTICE_STATUS_VALUES = ['DRAFT', 'PUBLISHED'] as const;
export const SUPPORT_CATEGORY_VALUES = ['ACCOUNT', 'STUDY', 'MEMBERSHIP', 'APP', 'OTHER'] as const;
export const INQUIRY_STATUS_VALUES = ['WAITING', 'ANSWERED'] as const;

/** Text in both languages; a language not written is an empty string. */
export type SupportText = { ko: string; en: string };

export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: jsonb('title').$type<SupportText>().notNull(),
    body: jsonb('body').$type<SupportText>().notNull(),
    status: text('status', { enum: NOTICE_STATUS_VALUES }).notNull().default('DRAFT'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [index('notices_published_idx').on(table.status, table.publishedAt)],
);

export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.noticeId, table.userId] }), index('notice_reads_user_idx').on(table.userId)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category', { enum: SUPPORT_CATEGORY_VALUES }).notNull(),
    question: jsonb('question').$type<SupportText>().notNull(),
    answer: jsonb('answer').$type<SupportText>().notNull(),
    /** Lower first within a category; new entries go last. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('faqs_category_idx').on(table.category, table.position)],
);

export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: SUPPORT_CATEGORY_VALUES }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: INQUIRY_STATUS_VALUES }).notNull().default('WAITING'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inquiries_user_created_idx').on(table.userId, table.createdAt),
    index('inquiries_status_created_idx').on(table.status, table.createdAt),
  ],
);

/** Every operator action: who, what, on which record, when. Kept when the record itself is deleted. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetId: uuid('target_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('operator_audit_at_idx').on(table.at)],
);

/** OPERATOR_EMAILS as of the last start (lower-cased): read by the trigger that sets the role of a new account. */
export const operatorEmails = pgTable('operator_emails', {
  email: text('email').primaryKey(),
});

export type NoticeRow = typeof notices.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;
export type InquiryRow = typeof inquiries.$inferSelect;
export type OperatorAuditRow = typeof operatorAudit.$inferSelect;
