// The chat tutor's conversations and their messages. A student has at most one conversation per problem (opening the
// chat from that problem again takes it up); a chat opened on its own has no problem.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { problems } from './problems.js';
import { users } from './users.js';

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id').references(() => problems.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The hint ladder's rung reached: 0 none, 1 nudge, 2 hint, 3 one worked step. */
    hintLevel: integer('hint_level').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chat_conversations_user_problem_key')
      .on(table.userId, table.problemId)
      .where(sql`${table.problemId} is not null`),
    index('chat_conversations_user_updated_idx').on(table.userId, table.updatedAt),
  ],
);

export const CHAT_ROLES = ['student', 'tutor'] as const;

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CHAT_ROLES }).notNull(),
    text: text('text').notNull(),
    intent: text('intent', { enum: ['message', 'hint', 'solution'] }),
    engine: text('engine', { enum: ['model', 'basic'] }),
    /** A reply stopped by the student or cut off; what arrived is kept. */
    interrupted: boolean('interrupted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_conversation_created_idx').on(table.conversationId, table.createdAt)],
);

export type ConversationRow = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type NewChatMessageRow = typeof chatMessages.$inferInsert;
