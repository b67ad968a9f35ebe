// Accounts: identity, profile, terms consent and status. Withdrawn accounts keep a row with every personal field
// cleared, so tokens issued before the withdrawal answer E00004 and learning records stay anonymous.
import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const USER_STATUSES = ['active', 'withdrawn'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
/** Operators also write notices, the FAQ and answers to inquiries (the contract's USER_ROLES). */
export const USER_ROLE_VALUES = ['student', 'operator'] as const;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    birthday: date('birthday', { mode: 'string' }),
    gradeClass: text('grade_class'),
    gradeSub: integer('grade_sub'),
    sex: text('sex'),
    countryCode: text('country_code'),
    languageType: text('language_type'),
    translationCode: text('translation_code'),
    /** When each terms document was accepted; null = not accepted (marketing is optional). */
    termsServiceAt: timestamp('terms_service_at', { withTimezone: true }),
    termsPrivacyAt: timestamp('terms_privacy_at', { withTimezone: true }),
    termsMarketingAt: timestamp('terms_marketing_at', { withTimezone: true }),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    /** Set after a login with a temporary password; cleared by a password change. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    tempPasswordHash: text('temp_password_hash'),
    tempPasswordExpiresAt: timestamp('temp_password_expires_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    role: text('role', { enum: USER_ROLE_VALUES }).notNull().default('student'),
  },
  (table) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
