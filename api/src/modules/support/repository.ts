// Reads and writes of notices, their reads, the FAQ, inquiries, the operators' audit trail and the list of operator
// e-mails. Only this file touches those tables; the role itself is the users repository's.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { likePattern } from '../../db/like.js';
import {
  faqs,
  inquiries,
  noticeReads,
  notices,
  operatorAudit,
  operatorEmails,
  users,
  type FaqRow,
  type InquiryRow,
  type NoticeRow,
  type OperatorAuditRow,
  type SupportText,
} from '../../db/schema/index.js';
import { promoteStudents, setRole, type Role } from '../users/repository.js';

export type { FaqRow, InquiryRow, NoticeRow, OperatorAuditRow, SupportText };
export type { Role };

export interface Paging {
  page: number;
  size: number;
}

const offsetOf = ({ page, size }: Paging) => (page - 1) * size;

// ---- roles ----

/**
 * Makes `emails` the configured operators: kept for the signup trigger, and the active accounts among them promoted.
 * Answers how many accounts were promoted.
 */
export async function syncOperatorEmails(db: Db, emails: readonly string[]): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.delete(operatorEmails);
    if (emails.length === 0) return 0;
    await tx
      .insert(operatorEmails)
      .values(emails.map((email) => ({ email })))
      .onConflictDoNothing();
    return promoteStudents(tx, emails);
  });
}

// ---- notices ----

const isPublished = eq(notices.status, 'PUBLISHED');

export interface NoticeWithRead {
  notice: NoticeRow;
  read: boolean;
}

/** Published notices, newest first, each with whether this student has opened it. */
export async function listPublishedNotices(
  db: Db,
  userId: string,
  paging: Paging,
): Promise<{ rows: NoticeWithRead[]; total: number }> {
  const rows = await db
    .select({ notice: notices, readAt: noticeReads.readAt })
    .from(notices)
    .leftJoin(noticeReads, and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, userId)))
    .where(isPublished)
    .orderBy(desc(notices.publishedAt), desc(notices.id))
    .limit(paging.size)
    .offset(offsetOf(paging));
  const [total] = await db.select({ n: count() }).from(notices).where(isPublished);
  return { rows: rows.map((row) => ({ notice: row.notice, read: row.readAt !== null })), total: total?.n ?? 0 };
}

export async function countUnreadNotices(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .leftJoin(noticeReads, and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, userId)))
    .where(and(isPublished, sql`${noticeReads.noticeId} is null`));
  return row?.n ?? 0;
}

export async function findPublishedNotice(db: Db, id: string): Promise<NoticeRow | undefined> {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), isPublished))
    .limit(1);
  return row;
}

export async function markNoticeRead(db: Db, noticeId: string, userId: string): Promise<void> {
  await db.insert(noticeReads).values({ noticeId, userId }).onConflictDoNothing();
}

/** Every notice, drafts included, the most recently changed first. */
export async function listAllNotices(db: Db, paging: Paging): Promise<{ rows: NoticeRow[]; total: number }> {
  const rows = await db
    .select()
    .from(notices)
    .orderBy(desc(notices.updatedAt), desc(notices.id))
    .limit(paging.size)
    .offset(offsetOf(paging));
  const [total] = await db.select({ n: count() }).from(notices);
  return { rows, total: total?.n ?? 0 };
}

export async function insertNotice(db: Db, values: { title: SupportText; body: SupportText }): Promise<NoticeRow> {
  const [row] = await db.insert(notices).values(values).returning();
  if (!row) throw new Error('notice insert returned no row');
  return row;
}

export async function updateNotice(
  db: Db,
  id: string,
  values: { title: SupportText; body: SupportText },
  at: Date,
): Promise<NoticeRow | undefined> {
  const [row] = await db
    .update(notices)
    .set({ ...values, updatedAt: at })
    .where(eq(notices.id, id))
    .returning();
  return row;
}

/** Publishes a draft; undefined when there is no such draft (unknown, or already published). */
export async function publishNotice(db: Db, id: string, at: Date): Promise<NoticeRow | undefined> {
  const [row] = await db
    .update(notices)
    .set({ status: 'PUBLISHED', publishedAt: at, updatedAt: at })
    .where(and(eq(notices.id, id), eq(notices.status, 'DRAFT')))
    .returning();
  return row;
}

export async function findNotice(db: Db, id: string): Promise<NoticeRow | undefined> {
  const [row] = await db.select().from(notices).where(eq(notices.id, id)).limit(1);
  return row;
}

export async function deleteNotice(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id });
  return rows.length > 0;
}

// ---- FAQ ----

export async function listFaqs(db: Db, filter: { q?: string | undefined; category?: string | undefined }) {
  const conditions: SQL[] = [];
  if (filter.category) conditions.push(eq(faqs.category, filter.category as FaqRow['category']));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const search = or(
      ilike(sql`${faqs.question}->>'ko'`, pattern),
      ilike(sql`${faqs.question}->>'en'`, pattern),
      ilike(sql`${faqs.answer}->>'ko'`, pattern),
      ilike(sql`${faqs.answer}->>'en'`, pattern),
    );
    if (search) conditions.push(search);
  }
  return db
    .select()
    .from(faqs)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(faqs.category), asc(faqs.position), asc(faqs.createdAt));
}

export async function insertFaq(
  db: Db,
  values: { category: FaqRow['category']; question: SupportText; answer: SupportText },
): Promise<FaqRow> {
  const [row] = await db
    .insert(faqs)
    .values({
      ...values,
      position: sql`(select coalesce(max(${faqs.position}), 0) + 1 from ${faqs} where ${faqs.category} = ${values.category})`,
    })
    .returning();
  if (!row) throw new Error('faq insert returned no row');
  return row;
}

export async function updateFaq(
  db: Db,
  id: string,
  values: { category: FaqRow['category']; question: SupportText; answer: SupportText },
  at: Date,
): Promise<FaqRow | undefined> {
  const [row] = await db
    .update(faqs)
    .set({ ...values, updatedAt: at })
    .where(eq(faqs.id, id))
    .returning();
  return row;
}

export async function deleteFaq(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  return rows.length > 0;
}

// ---- inquiries ----

export async function insertInquiry(
  db: Db,
  values: { userId: string; category: InquiryRow['category']; title: string; body: string },
): Promise<InquiryRow> {
  const [row] = await db.insert(inquiries).values(values).returning();
  if (!row) throw new Error('inquiry insert returned no row');
  return row;
}

export async function listOwnInquiries(
  db: Db,
  userId: string,
  paging: Paging,
): Promise<{ rows: InquiryRow[]; total: number }> {
  const mine = eq(inquiries.userId, userId);
  const rows = await db
    .select()
    .from(inquiries)
    .where(mine)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(paging.size)
    .offset(offsetOf(paging));
  const [total] = await db.select({ n: count() }).from(inquiries).where(mine);
  return { rows, total: total?.n ?? 0 };
}

/** The student's own inquiry; another student's is undefined, as an unknown one is. */
export async function findOwnInquiry(db: Db, id: string, userId: string): Promise<InquiryRow | undefined> {
  const [row] = await db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.id, id), eq(inquiries.userId, userId)))
    .limit(1);
  return row;
}

/** Every student's inquiries for operators: waiting ones first, the oldest first among them. */
export async function listAllInquiries(
  db: Db,
  filter: Paging & { status?: InquiryRow['status'] | undefined },
): Promise<{ rows: { inquiry: InquiryRow; studentName: string }[]; total: number }> {
  const where = filter.status ? eq(inquiries.status, filter.status) : undefined;
  const rows = await db
    .select({ inquiry: inquiries, studentName: users.name })
    .from(inquiries)
    .innerJoin(users, eq(users.id, inquiries.userId))
    .where(where)
    .orderBy(
      sql`case when ${inquiries.status} = 'WAITING' then 0 else 1 end`,
      sql`case when ${inquiries.status} = 'WAITING' then ${inquiries.createdAt} end asc`,
      desc(inquiries.answeredAt),
      desc(inquiries.id),
    )
    .limit(filter.size)
    .offset(offsetOf(filter));
  const [total] = await db.select({ n: count() }).from(inquiries).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function answerInquiry(
  db: Db,
  id: string,
  values: { answer: string; answeredBy: string; answeredAt: Date },
): Promise<InquiryRow | undefined> {
  const [row] = await db
    .update(inquiries)
    .set({ ...values, status: 'ANSWERED' })
    .where(eq(inquiries.id, id))
    .returning();
  return row;
}

// ---- audit ----

export async function insertAudit(db: Db, values: { operatorId: string; action: string; targetId: string }) {
  await db.insert(operatorAudit).values(values);
}

export async function listAudit(
  db: Db,
  paging: Paging,
): Promise<{ rows: { entry: OperatorAuditRow; operatorName: string | null }[]; total: number }> {
  const rows = await db
    .select({ entry: operatorAudit, operatorName: users.name })
    .from(operatorAudit)
    .leftJoin(users, eq(users.id, operatorAudit.operatorId))
    .orderBy(desc(operatorAudit.at), desc(operatorAudit.id))
    .limit(paging.size)
    .offset(offsetOf(paging));
  const [total] = await db.select({ n: count() }).from(operatorAudit);
  return { rows, total: total?.n ?? 0 };
}

/** Withdrawal: the student's inquiries and notice reads go, and an operator's role with them. */
export async function erase(db: Db, userId: string): Promise<void> {
  await db.delete(inquiries).where(eq(inquiries.userId, userId));
  await db.delete(noticeReads).where(eq(noticeReads.userId, userId));
  await setRole(db, userId, 'student');
}
