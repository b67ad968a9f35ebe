// Notices, the FAQ and inquiries: what students read and write, and what operators publish and answer. Every operator
// action is written to the audit trail in the same transaction as the change, and logged with who did it; alerts
// go out after the change is stored, and a failure to alert never undoes it.
import {
  ErrorCode,
  SupportMessage,
  type AuditPage,
  type Faq,
  type FaqList,
  type FaqWrite,
  type Inquiry,
  type InquiryPage,
  type InquiryWrite,
  type Notice,
  type NoticePage,
  type NoticeWrite,
  type OperatorAction,
  type OperatorInquiryPage,
  type OperatorNotice,
  type OperatorNoticePage,
  type UnreadCount,
} from '@mathbridge/contract';
import { wireFields } from '@mathbridge/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { markAlertsReadByLink, notifyAllStudents, notifyUser } from '../alerts/notify.js';
import * as repo from './repository.js';

/** The app's pages an alert opens. */
export const noticeLink = (id: string) => `/more/notices/${id}`;
export const inquiryLink = (id: string) => `/more/support/inquiries/${id}`;

/** A text in the other language when this one was not written. */
const filled = (text: repo.SupportText): repo.SupportText => ({ ko: text.ko || text.en, en: text.en || text.ko });

function noticeView(row: repo.NoticeRow, read: boolean): Notice {
  return {
    ...wireFields(row, ['id', 'title', 'body']),
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    read,
  };
}

const operatorNoticeView = (row: repo.NoticeRow): OperatorNotice =>
  wireFields(row, ['id', 'title', 'body', 'status', 'createdAt', 'updatedAt', 'publishedAt']);

const faqView = (row: repo.FaqRow): Faq => wireFields(row, ['id', 'category', 'question', 'answer', 'updatedAt']);

const inquiryView = (row: repo.InquiryRow): Inquiry =>
  wireFields(row, ['id', 'category', 'title', 'body', 'status', 'answer', 'answeredAt', 'createdAt']);

export class SupportService {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  // ---- students ----

  async notices(userId: string, paging: repo.Paging): Promise<NoticePage> {
    const { rows, total } = await repo.listPublishedNotices(this.db, userId, paging);
    const items = rows.map(({ notice, read }) => {
      const { body: _body, ...summary } = noticeView(notice, read);
      return summary;
    });
    return { items, page: paging.page, size: paging.size, total };
  }

  async unread(userId: string): Promise<UnreadCount> {
    return { count: await repo.countUnreadNotices(this.db, userId) };
  }

  /** Opening a notice marks it read, and so its alert in the alert centre. */
  async openNotice(userId: string, id: string): Promise<Notice> {
    const row = await repo.findPublishedNotice(this.db, id);
    if (!row) throw notFound(SupportMessage.noticeNotFound);
    await repo.markNoticeRead(this.db, id, userId);
    await this.quietly('mark the alert read', () => markAlertsReadByLink(this.db, userId, noticeLink(id)));
    return noticeView(row, true);
  }

  async faqs(filter: { q?: string | undefined; category?: repo.FaqRow['category'] | undefined }): Promise<FaqList> {
    return { items: (await repo.listFaqs(this.db, filter)).map(faqView) };
  }

  async writeInquiry(userId: string, body: InquiryWrite): Promise<Inquiry> {
    return inquiryView(await repo.insertInquiry(this.db, { userId, ...body }));
  }

  async inquiries(userId: string, paging: repo.Paging): Promise<InquiryPage> {
    const { rows, total } = await repo.listOwnInquiries(this.db, userId, paging);
    return { items: rows.map(inquiryView), page: paging.page, size: paging.size, total };
  }

  async inquiry(userId: string, id: string): Promise<Inquiry> {
    const row = await repo.findOwnInquiry(this.db, id, userId);
    if (!row) throw notFound(SupportMessage.inquiryNotFound);
    return inquiryView(row);
  }

  // ---- operators ----

  async allNotices(paging: repo.Paging): Promise<OperatorNoticePage> {
    const { rows, total } = await repo.listAllNotices(this.db, paging);
    return { items: rows.map(operatorNoticeView), page: paging.page, size: paging.size, total };
  }

  async createNotice(operatorId: string, body: NoticeWrite): Promise<OperatorNotice> {
    const row = await this.audited(operatorId, 'NOTICE_CREATE', async (tx) => {
      const created = await repo.insertNotice(tx, body);
      return { row: created, targetId: created.id };
    });
    return operatorNoticeView(row);
  }

  async updateNotice(operatorId: string, id: string, body: NoticeWrite): Promise<OperatorNotice> {
    const row = await this.audited(operatorId, 'NOTICE_UPDATE', async (tx) => {
      const updated = await repo.updateNotice(tx, id, body, this.now());
      if (!updated) throw notFound(SupportMessage.noticeNotFound);
      return { row: updated, targetId: id };
    });
    return operatorNoticeView(row);
  }

  /** Publishes a draft and alerts every student once; publishing it again is a 409. */
  async publishNotice(operatorId: string, id: string): Promise<OperatorNotice> {
    const row = await this.audited(operatorId, 'NOTICE_PUBLISH', async (tx) => {
      const published = await repo.publishNotice(tx, id, this.now());
      if (published) return { row: published, targetId: id };
      if (await repo.findNotice(tx, id)) {
        throw new AppError(409, ErrorCode.Conflict, SupportMessage.alreadyPublished);
      }
      throw notFound(SupportMessage.noticeNotFound);
    });
    await this.quietly('alert the students of a notice', () =>
      notifyAllStudents(this.db, {
        kind: 'NOTICE',
        title: { ko: '새 공지사항', en: 'New notice' },
        body: filled(row.title),
        link: noticeLink(row.id),
      }),
    );
    return operatorNoticeView(row);
  }

  async deleteNotice(operatorId: string, id: string): Promise<void> {
    await this.audited(operatorId, 'NOTICE_DELETE', async (tx) => {
      if (!(await repo.deleteNotice(tx, id))) throw notFound(SupportMessage.noticeNotFound);
      return { row: null, targetId: id };
    });
  }

  async createFaq(operatorId: string, body: FaqWrite): Promise<Faq> {
    const row = await this.audited(operatorId, 'FAQ_CREATE', async (tx) => {
      const created = await repo.insertFaq(tx, body);
      return { row: created, targetId: created.id };
    });
    return faqView(row);
  }

  async updateFaq(operatorId: string, id: string, body: FaqWrite): Promise<Faq> {
    const row = await this.audited(operatorId, 'FAQ_UPDATE', async (tx) => {
      const updated = await repo.updateFaq(tx, id, body, this.now());
      if (!updated) throw notFound(SupportMessage.faqNotFound);
      return { row: updated, targetId: id };
    });
    return faqView(row);
  }

  async deleteFaq(operatorId: string, id: string): Promise<void> {
    await this.audited(operatorId, 'FAQ_DELETE', async (tx) => {
      if (!(await repo.deleteFaq(tx, id))) throw notFound(SupportMessage.faqNotFound);
      return { row: null, targetId: id };
    });
  }

  async allInquiries(
    filter: repo.Paging & { status?: repo.InquiryRow['status'] | undefined },
  ): Promise<OperatorInquiryPage> {
    const { rows, total } = await repo.listAllInquiries(this.db, filter);
    return {
      items: rows.map(({ inquiry, studentName }) => ({ ...inquiryView(inquiry), studentName })),
      page: filter.page,
      size: filter.size,
      total,
    };
  }

  /** Answers (or corrects the answer to) an inquiry; its student is alerted. */
  async answerInquiry(operatorId: string, id: string, answer: string): Promise<Inquiry> {
    const row = await this.audited(operatorId, 'INQUIRY_ANSWER', async (tx) => {
      const answered = await repo.answerInquiry(tx, id, { answer, answeredBy: operatorId, answeredAt: this.now() });
      if (!answered) throw notFound(SupportMessage.inquiryNotFound);
      return { row: answered, targetId: id };
    });
    await this.quietly('alert the student of an answer', () =>
      notifyUser(this.db, row.userId, {
        kind: 'INQUIRY_ANSWER',
        title: { ko: '문의에 답변이 왔어요', en: 'Your inquiry has an answer' },
        body: { ko: row.title, en: row.title },
        link: inquiryLink(row.id),
      }),
    );
    return inquiryView(row);
  }

  async audit(paging: repo.Paging): Promise<AuditPage> {
    const { rows, total } = await repo.listAudit(this.db, paging);
    return {
      items: rows.map(({ entry, operatorName }) => ({
        id: entry.id,
        operatorId: entry.operatorId,
        operatorName,
        action: entry.action as OperatorAction,
        targetId: entry.targetId,
        at: entry.at.toISOString(),
      })),
      page: paging.page,
      size: paging.size,
      total,
    };
  }

  /** Runs an operator's change and writes its audit entry in one transaction, then logs who did what. */
  private async audited<T>(
    operatorId: string,
    action: OperatorAction,
    change: (tx: Db) => Promise<{ row: T; targetId: string }>,
  ): Promise<T> {
    const { row, targetId } = await this.db.transaction(async (tx) => {
      const result = await change(tx);
      await repo.insertAudit(tx, { operatorId, action, targetId: result.targetId });
      return result;
    });
    this.log.info({ operatorId, action, targetId }, 'operator action');
    return row;
  }

  /** Alerts are a courtesy: the change they follow is already stored, so a failure is logged, not thrown. */
  private async quietly(what: string, send: () => Promise<void>): Promise<void> {
    try {
      await send();
    } catch (err) {
      this.log.error({ err }, `could not ${what}`);
    }
  }
}
