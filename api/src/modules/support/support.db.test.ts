import {
  AuditPageSchema,
  FaqListSchema,
  InquiryPageSchema,
  InquirySchema,
  NoticePageSchema,
  NoticeSchema,
  OperatorInquiryPageSchema,
  OperatorNoticeSchema,
  SPEC_CALLS,
  SUPPORT_PATHS,
  UnreadCountSchema,
  UserMeSchema,
  buildPath,
  type OperatorNotice,
} from '@mathbridge/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { alerts, operatorAudit, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { operator, student, type Student } from '../../test/factories.js';
import { setRoleByEmail } from '../users/repository.js';
import { syncOperatorEmails } from './repository.js';
import { SupportService } from './service.js';

const t = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: Student | null, method: Method, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

const noticeBody = (n: number) => ({
  title: { ko: `공지 ${n}`, en: `Notice ${n}` },
  body: { ko: `내용 ${n}`, en: `Body ${n}` },
});

async function publishedNotice(ops: Student, n: number): Promise<OperatorNotice> {
  const created = await call(ops, 'POST', SUPPORT_PATHS.operatorNotices, noticeBody(n));
  expect(created.statusCode, created.body).toBe(201);
  const { id } = OperatorNoticeSchema.parse(created.json());
  const published = await call(ops, 'POST', buildPath(SUPPORT_PATHS.operatorNoticePublish, { id }));
  expect(published.statusCode, published.body).toBe(200);
  return OperatorNoticeSchema.parse(published.json());
}

describe('notices', () => {
  it('lists published notices newest first, paged, and leaves drafts out', async () => {
    const ops = await operator(t);
    const minji = await student(t);
    for (const n of [1, 2, 3, 4, 5, 6, 7]) await publishedNotice(ops, n);
    await call(ops, 'POST', SUPPORT_PATHS.operatorNotices, noticeBody(99));

    const first = NoticePageSchema.parse((await call(minji, 'GET', `${SUPPORT_PATHS.notices}?size=3`)).json());
    expect(first.total).toBe(7);
    expect(first.items.map((n) => n.title.en)).toEqual(['Notice 7', 'Notice 6', 'Notice 5']);
    const last = NoticePageSchema.parse((await call(minji, 'GET', `${SUPPORT_PATHS.notices}?size=3&page=3`)).json());
    expect(last.items.map((n) => n.title.en)).toEqual(['Notice 1']);
    expect(JSON.stringify(first)).not.toContain('Body 7');

    const bad = await call(minji, 'GET', `${SUPPORT_PATHS.notices}?page=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/page/);
  });

  it('keeps read state per student: opening one marks it read for that student only, and clears its alert', async () => {
    const ops = await operator(t);
    const minji = await student(t, { name: 'Minji' });
    const jisoo = await student(t, { name: 'Jisoo' });
    const notice = await publishedNotice(ops, 1);
    await publishedNotice(ops, 2);

    const unread = async (who: Student) =>
      UnreadCountSchema.parse((await call(who, 'GET', SUPPORT_PATHS.noticesUnread)).json()).count;
    expect(await unread(minji)).toBe(2);
    // Publishing alerted every student, not the operator.
    const alertRows = await t.database.db
      .select()
      .from(alerts)
      .where(eq(alerts.link, `/more/notices/${notice.id}`));
    expect(alertRows.map((row) => row.userId).sort()).toEqual([minji.id, jisoo.id].sort());

    const opened = await call(minji, 'GET', buildPath(SUPPORT_PATHS.notice, { id: notice.id }));
    expect(opened.statusCode).toBe(200);
    expect(NoticeSchema.parse(opened.json())).toMatchObject({ read: true, body: { en: 'Body 1', ko: '내용 1' } });
    expect(await unread(minji)).toBe(1);
    expect(await unread(jisoo)).toBe(2);
    const list = NoticePageSchema.parse((await call(minji, 'GET', SUPPORT_PATHS.notices)).json());
    expect(list.items.map((n) => n.read)).toEqual([false, true]);

    const [minjiAlert] = await t.database.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.userId, minji.id), eq(alerts.link, `/more/notices/${notice.id}`)));
    expect(minjiAlert?.readAt).not.toBeNull();
    const [jisooAlert] = await t.database.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.userId, jisoo.id), eq(alerts.link, `/more/notices/${notice.id}`)));
    expect(jisooAlert?.readAt).toBeNull();

    // Opening it again changes nothing.
    expect((await call(minji, 'GET', buildPath(SUPPORT_PATHS.notice, { id: notice.id }))).statusCode).toBe(200);
    expect(await unread(minji)).toBe(1);
  });

  it('does not open a draft or an unknown notice, and needs a login', async () => {
    const ops = await operator(t);
    const minji = await student(t);
    const draft = OperatorNoticeSchema.parse(
      (await call(ops, 'POST', SUPPORT_PATHS.operatorNotices, noticeBody(1))).json(),
    );
    expect((await call(minji, 'GET', buildPath(SUPPORT_PATHS.notice, { id: draft.id }))).json()).toEqual({
      code: 'E_NOT_FOUND',
      message: "We couldn't find that notice.",
    });
    expect((await call(minji, 'GET', buildPath(SUPPORT_PATHS.notice, { id: 'not-a-uuid' }))).statusCode).toBe(400);
    expect((await call(null, 'GET', SUPPORT_PATHS.notices)).statusCode).toBe(401);
  });

  it('takes a notice in one language, and refuses a language with a title but no body', async () => {
    const ops = await operator(t);
    const koOnly = await call(ops, 'POST', SUPPORT_PATHS.operatorNotices, {
      title: { ko: '점검 안내' },
      body: { ko: '내일 새벽에 점검해요.' },
    });
    expect(koOnly.statusCode).toBe(201);
    expect(OperatorNoticeSchema.parse(koOnly.json()).title).toEqual({ ko: '점검 안내', en: '' });

    const half = await call(ops, 'POST', SUPPORT_PATHS.operatorNotices, {
      title: { ko: '점검 안내', en: 'Maintenance' },
      body: { ko: '내일 점검해요.' },
    });
    expect(half.statusCode).toBe(400);
    expect(half.json()).toMatchObject({ code: 'E_VALIDATION' });
    expect(half.json().message).toMatch(/Korean, in English, or in both/);
  });

  it('publishes once: a second publish is 409 and sends no second alert; editing keeps it published', async () => {
    const ops = await operator(t);
    const minji = await student(t);
    const notice = await publishedNotice(ops, 1);
    const again = await call(ops, 'POST', buildPath(SUPPORT_PATHS.operatorNoticePublish, { id: notice.id }));
    expect(again.statusCode).toBe(409);
    const edited = await call(ops, 'PUT', buildPath(SUPPORT_PATHS.operatorNotice, { id: notice.id }), noticeBody(11));
    expect(OperatorNoticeSchema.parse(edited.json())).toMatchObject({
      status: 'PUBLISHED',
      title: { en: 'Notice 11' },
    });
    expect(await t.database.db.select().from(alerts).where(eq(alerts.userId, minji.id))).toHaveLength(1);
  });
});

describe('the FAQ', () => {
  it('is searched in both languages and narrowed by category', async () => {
    const ops = await operator(t);
    const minji = await student(t);
    const add = (category: string, question: { ko: string; en: string }, answer: { ko: string; en: string }) =>
      call(ops, 'POST', SUPPORT_PATHS.operatorFaqs, { category, question, answer });
    expect(
      (
        await add(
          'ACCOUNT',
          { ko: '비밀번호를 잊었어요', en: 'I forgot my password' },
          { ko: '로그인 화면에서 찾을 수 있어요.', en: 'Use the login screen.' },
        )
      ).statusCode,
    ).toBe(201);
    await add(
      'STUDY',
      { ko: '오답 노트는 어디 있나요?', en: 'Where are my incorrect notes?' },
      { ko: '학습 탭에 있어요.', en: 'On the Study tab.' },
    );
    await add('STUDY', { ko: '100% 정답', en: 'A 100% score' }, { ko: '축하해요.', en: 'Well done.' });

    const all = FaqListSchema.parse((await call(minji, 'GET', SUPPORT_PATHS.faqs)).json());
    expect(all.items).toHaveLength(3);
    const search = async (query: string) =>
      FaqListSchema.parse((await call(minji, 'GET', `${SUPPORT_PATHS.faqs}?${query}`)).json()).items.map(
        (f) => f.question.en,
      );
    expect(await search('q=PASSWORD')).toEqual(['I forgot my password']);
    expect(await search(`q=${encodeURIComponent('학습 탭')}`)).toEqual(['Where are my incorrect notes?']);
    expect(await search('category=STUDY')).toEqual(['Where are my incorrect notes?', 'A 100% score']);
    // A % is a character to find, not a wildcard.
    expect(await search(`q=${encodeURIComponent('%')}`)).toEqual(['A 100% score']);
    expect((await call(minji, 'GET', `${SUPPORT_PATHS.faqs}?category=NOPE`)).statusCode).toBe(400);
  });
});

describe('inquiries', () => {
  it('a student writes one, sees it waiting, then reads the answer, which arrives as an alert', async () => {
    const ops = await operator(t);
    const minji = await student(t);
    const written = await call(minji, 'POST', SUPPORT_PATHS.inquiries, {
      category: 'STUDY',
      title: '  문제가 안 보여요 ',
      body: '그래프 문제가 안 보여요.',
    });
    expect(written.statusCode).toBe(201);
    const inquiry = InquirySchema.parse(written.json());
    expect(inquiry).toMatchObject({ title: '문제가 안 보여요', status: 'WAITING', answer: null });

    const queue = OperatorInquiryPageSchema.parse(
      (await call(ops, 'GET', `${SUPPORT_PATHS.operatorInquiries}?status=WAITING`)).json(),
    );
    expect(queue.items.map((i) => [i.id, i.studentName])).toEqual([[inquiry.id, 'Minji']]);

    const answered = await call(ops, 'POST', buildPath(SUPPORT_PATHS.operatorInquiryAnswer, { id: inquiry.id }), {
      answer: '새로고침해 보세요.',
    });
    expect(answered.statusCode).toBe(200);
    const mine = InquirySchema.parse(
      (await call(minji, 'GET', buildPath(SUPPORT_PATHS.inquiry, { id: inquiry.id }))).json(),
    );
    expect(mine).toMatchObject({ status: 'ANSWERED', answer: '새로고침해 보세요.' });
    expect(mine.answeredAt).not.toBeNull();

    const [alert] = await t.database.db.select().from(alerts).where(eq(alerts.userId, minji.id));
    expect(alert).toMatchObject({ kind: 'INQUIRY_ANSWER', link: `/more/support/inquiries/${inquiry.id}` });
    const list = InquiryPageSchema.parse((await call(minji, 'GET', SUPPORT_PATHS.inquiries)).json());
    expect(list.items.map((i) => i.status)).toEqual(['ANSWERED']);
  });

  it("a student never reads or lists another student's inquiry", async () => {
    const minji = await student(t, { name: 'Minji' });
    const jisoo = await student(t, { name: 'Jisoo' });
    const theirs = InquirySchema.parse(
      (
        await call(minji, 'POST', SUPPORT_PATHS.inquiries, { category: 'OTHER', title: 'Private', body: 'Mine only' })
      ).json(),
    );
    const read = await call(jisoo, 'GET', buildPath(SUPPORT_PATHS.inquiry, { id: theirs.id }));
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ code: 'E_NOT_FOUND', message: "We couldn't find that inquiry." });
    const list = InquiryPageSchema.parse((await call(jisoo, 'GET', SUPPORT_PATHS.inquiries)).json());
    expect(list.total).toBe(0);
  });

  it('refuses an inquiry without a title, a body or a known category, naming what is wrong', async () => {
    const minji = await student(t);
    const noTitle = await call(minji, 'POST', SUPPORT_PATHS.inquiries, { category: 'APP', title: '   ', body: 'x' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toMatch(/Write a title/);
    const noCategory = await call(minji, 'POST', SUPPORT_PATHS.inquiries, {
      category: 'BILLING',
      title: 't',
      body: 'b',
    });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().message).toMatch(/Choose a category/);
  });
});

describe('operators', () => {
  const operatorCalls: [Method, string, Record<string, unknown>?][] = [
    ['GET', SUPPORT_PATHS.operatorNotices],
    ['POST', SUPPORT_PATHS.operatorNotices, noticeBody(1)],
    ['PUT', buildPath(SUPPORT_PATHS.operatorNotice, { id: '00000000-0000-4000-8000-000000000000' }), noticeBody(1)],
    ['DELETE', buildPath(SUPPORT_PATHS.operatorNotice, { id: '00000000-0000-4000-8000-000000000000' })],
    ['POST', buildPath(SUPPORT_PATHS.operatorNoticePublish, { id: '00000000-0000-4000-8000-000000000000' })],
    ['POST', SUPPORT_PATHS.operatorFaqs, { category: 'APP', question: { en: 'q' }, answer: { en: 'a' } }],
    [
      'PUT',
      buildPath(SUPPORT_PATHS.operatorFaq, { id: '00000000-0000-4000-8000-000000000000' }),
      { category: 'APP', question: { en: 'q' }, answer: { en: 'a' } },
    ],
    ['DELETE', buildPath(SUPPORT_PATHS.operatorFaq, { id: '00000000-0000-4000-8000-000000000000' })],
    ['GET', SUPPORT_PATHS.operatorInquiries],
    [
      'POST',
      buildPath(SUPPORT_PATHS.operatorInquiryAnswer, { id: '00000000-0000-4000-8000-000000000000' }),
      { answer: 'a' },
    ],
    ['GET', SUPPORT_PATHS.operatorAudit],
  ];

  it('answers 403 { code, message } to a student on every operator call, and 401 without a login', async () => {
    const minji = await student(t);
    for (const [method, url, payload] of operatorCalls) {
      const res = await call(minji, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ code: 'E_FORBIDDEN', message: 'Only operators can do this.' });
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
    }
  });

  it('takes the role back at once: a former operator is refused on the next call', async () => {
    const ops = await operator(t);
    expect((await call(ops, 'GET', SUPPORT_PATHS.operatorNotices)).statusCode).toBe(200);
    await setRoleByEmail(t.database.db, ops.email, 'student');
    expect((await call(ops, 'GET', SUPPORT_PATHS.operatorNotices)).statusCode).toBe(403);
  });

  it('records every operator action with who did it, kept after the record is deleted', async () => {
    const ops = await operator(t, 'Ops');
    const minji = await student(t);
    const notice = await publishedNotice(ops, 1);
    await call(ops, 'PUT', buildPath(SUPPORT_PATHS.operatorNotice, { id: notice.id }), noticeBody(2));
    await call(ops, 'DELETE', buildPath(SUPPORT_PATHS.operatorNotice, { id: notice.id }));
    const faq = await call(ops, 'POST', SUPPORT_PATHS.operatorFaqs, {
      category: 'APP',
      question: { en: 'Q' },
      answer: { en: 'A' },
    });
    const faqId = faq.json().id as string;
    await call(ops, 'PUT', buildPath(SUPPORT_PATHS.operatorFaq, { id: faqId }), {
      category: 'APP',
      question: { en: 'Q2' },
      answer: { en: 'A' },
    });
    await call(ops, 'DELETE', buildPath(SUPPORT_PATHS.operatorFaq, { id: faqId }));
    const inquiry = InquirySchema.parse(
      (await call(minji, 'POST', SUPPORT_PATHS.inquiries, { category: 'APP', title: 't', body: 'b' })).json(),
    );
    await call(ops, 'POST', buildPath(SUPPORT_PATHS.operatorInquiryAnswer, { id: inquiry.id }), { answer: 'a' });
    // A refused or failed call leaves no entry.
    await call(minji, 'POST', SUPPORT_PATHS.operatorNotices, noticeBody(3));
    await call(ops, 'DELETE', buildPath(SUPPORT_PATHS.operatorNotice, { id: notice.id }));

    const audit = AuditPageSchema.parse((await call(ops, 'GET', `${SUPPORT_PATHS.operatorAudit}?size=20`)).json());
    expect(audit.items.map((e) => e.action).reverse()).toEqual([
      'NOTICE_CREATE',
      'NOTICE_PUBLISH',
      'NOTICE_UPDATE',
      'NOTICE_DELETE',
      'FAQ_CREATE',
      'FAQ_UPDATE',
      'FAQ_DELETE',
      'INQUIRY_ANSWER',
    ]);
    expect(new Set(audit.items.map((e) => `${e.operatorId}:${e.operatorName}`))).toEqual(new Set([`${ops.id}:Ops`]));
    expect(audit.items.find((e) => e.action === 'INQUIRY_ANSWER')?.targetId).toBe(inquiry.id);
    const rows = await t.database.db.select().from(operatorAudit);
    expect(rows).toHaveLength(8);
  });

  it('logs each operator action with the operator, and no notice text', async () => {
    const ops = await operator(t);
    const lines: unknown[][] = [];
    const log = { info: (...args: unknown[]) => lines.push(args), error: () => {} } as unknown as FastifyBaseLogger;
    const service = new SupportService(t.database.db, log);
    const created = await service.createNotice(ops.id, {
      title: { ko: '', en: 'Hello' },
      body: { ko: '', en: 'Body 1' },
    });
    expect(lines).toEqual([[{ operatorId: ops.id, action: 'NOTICE_CREATE', targetId: created.id }, 'operator action']]);
    expect(JSON.stringify(lines)).not.toContain('Body 1');
  });
});

describe('the operator role', () => {
  it('is in the me answer', async () => {
    const minji = await student(t);
    const ops = await operator(t);
    expect(UserMeSchema.parse((await call(minji, 'GET', SPEC_CALLS.me)).json()).role).toBe('student');
    expect(UserMeSchema.parse((await call(ops, 'GET', SPEC_CALLS.me)).json()).role).toBe('operator');
  });

  it('OPERATOR_EMAILS promotes listed accounts that exist, and a listed account made later', async () => {
    const existing = await student(t, { name: 'Early' });
    const promoted = await syncOperatorEmails(t.database.db, [existing.email, 'later@example.com']);
    expect(promoted).toBe(1);
    const [later] = await t.database.db
      .insert(users)
      .values({ email: 'Later@Example.com', name: 'Later' })
      .returning({ role: users.role });
    const [other] = await t.database.db
      .insert(users)
      .values({ email: 'other@example.com', name: 'Other' })
      .returning({ role: users.role });
    expect(later?.role).toBe('operator');
    expect(other?.role).toBe('student');
    const [early] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, existing.id));
    expect(early?.role).toBe('operator');
    // An empty list stops promoting new accounts but takes no role back.
    await syncOperatorEmails(t.database.db, []);
    const [afterwards] = await t.database.db
      .insert(users)
      .values({ email: 'later2@example.com', name: 'Later' })
      .returning({ role: users.role });
    expect(afterwards?.role).toBe('student');
  });

  it('is taken back, and the inquiries forgotten, when the account is withdrawn', async () => {
    const ops = await operator(t);
    await call(ops, 'POST', SUPPORT_PATHS.inquiries, { category: 'APP', title: 't', body: 'b' });
    await t.app.accounts.users.withdraw({ id: ops.id } as never, undefined);
    const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, ops.id));
    expect(row?.role).toBe('student');
    const queue = OperatorInquiryPageSchema.parse(
      (await call(await operator(t, 'Other'), 'GET', SUPPORT_PATHS.operatorInquiries)).json(),
    );
    expect(queue.total).toBe(0);
  });
});
