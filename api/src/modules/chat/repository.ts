// Reads and writes of the chat tutor: conversations, their messages, and what the tutor may know of a problem (the
// problem itself and the student's own answers to it, read through practice, which owns attempts). Only this file
// touches the chat tables.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  chatConversations,
  chatMessages,
  type ChatMessageRow,
  type ConversationRow,
  type NewChatMessageRow,
} from '../../db/schema/chat.js';
import { studentAnswersTo } from '../practice/repository.js';
import { findProblem, type ProblemRow } from '../problems/repository.js';

export type { ChatMessageRow, ConversationRow, ProblemRow };

export { findProblem, studentAnswersTo };

/** The student's conversation about the problem, made if there is none; `created` says which. */
export async function openConversation(
  db: Db,
  values: { userId: string; problemId: string | null; title: string },
): Promise<{ row: ConversationRow; created: boolean }> {
  if (values.problemId !== null) {
    // Two tabs opening the same problem at once: the unique index lets one insert win, the other reads it.
    const [inserted] = await db.insert(chatConversations).values(values).onConflictDoNothing().returning();
    if (inserted) return { row: inserted, created: true };
    const [existing] = await db
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.userId, values.userId), eq(chatConversations.problemId, values.problemId)))
      .limit(1);
    if (!existing) throw new Error('conversation neither inserted nor found');
    return { row: existing, created: false };
  }
  const [row] = await db.insert(chatConversations).values(values).returning();
  if (!row) throw new Error('conversation insert returned no row');
  return { row, created: true };
}

/** The conversation if it is the student's. */
export async function findOwnConversation(db: Db, id: string, userId: string): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)))
    .limit(1);
  return row;
}

export async function listConversations(
  db: Db,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: ConversationRow[]; total: number }> {
  const where = eq(chatConversations.userId, userId);
  const [totalRow] = await db.select({ total: count() }).from(chatConversations).where(where);
  const rows = await db
    .select()
    .from(chatConversations)
    .where(where)
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

export async function messagesOf(db: Db, conversationId: string): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}

/** Adds a message and moves the conversation up the list (and to the rung given). */
export async function addMessage(
  db: Db,
  values: NewChatMessageRow & { createdAt: Date },
  conversation?: { hintLevel: number },
): Promise<ChatMessageRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(chatMessages).values(values).returning();
    if (!row) throw new Error('message insert returned no row');
    await tx
      .update(chatConversations)
      .set({ updatedAt: values.createdAt, ...(conversation ? { hintLevel: conversation.hintLevel } : {}) })
      .where(eq(chatConversations.id, values.conversationId));
    return row;
  });
}

export async function renameConversation(db: Db, id: string, title: string): Promise<void> {
  await db.update(chatConversations).set({ title }).where(eq(chatConversations.id, id));
}

/** Deletes the conversation (its messages go with it); false when it is not the student's. */
export async function deleteConversation(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(chatConversations)
    .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)))
    .returning({ id: chatConversations.id });
  return rows.length > 0;
}

/** Every conversation of the student, with its messages; the student's own delete, and withdrawal. */
export async function erase(db: Db, userId: string): Promise<void> {
  await db.delete(chatConversations).where(eq(chatConversations.userId, userId));
}

/** The problems the student talked over with the tutor, the latest conversation first (study mode CHAT). */
export async function discussedProblemIds(db: Db, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ problemId: chatConversations.problemId })
    .from(chatConversations)
    .where(and(eq(chatConversations.userId, userId), sql`${chatConversations.problemId} is not null`))
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
    .limit(limit);
  return rows.flatMap((row) => (row.problemId ? [row.problemId] : []));
}
