// Withdrawal leaves nothing personal: a student (an operator too) with rows in every table that can hold their data
// withdraws, and only the anonymous account row and the records kept on purpose still point at them. A new table with
// a user_id column, or a key to users, fails the first check until the student has a row there and withdrawal erases
// it (or it is added to KEPT with the reason).
import { AUTH_PATHS, EVENTS_PATH } from '@mathbridge/contract';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { planTemplate } from '../../content/plan.js';
import { templates } from '../../content/units/kr-e1-1-1.js';
import { rowsOf } from '../../db/client.js';
import {
  afterHelp,
  alertSettings,
  alerts,
  alertZones,
  attempts,
  bookmarks,
  chatConversations,
  chatMessages,
  dailySets,
  emailCodes,
  inquiries,
  interests,
  loginThrottles,
  memberships,
  noticeReads,
  notices,
  oauthAccounts,
  oauthStates,
  operatorAudit,
  paymentOrders,
  problems,
  pushSubscriptions,
  shares,
  skillStates,
  users,
  workbookItems,
  workbooks,
} from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { emailThrottleKey } from '../auth/repository.js';
import { insertProblems } from '../problems/repository.js';
import { insertUser } from './repository.js';

const t = useTestApp({ build: { materialiseContent: false } });

/** What still names the account after withdrawal, on purpose. */
const KEPT: ReadonlyMap<string, string> = new Map([
  ['payment_orders.user_id', 'payment records are kept for years by law'],
  ['operator_audit.operator_id', "the operators' audit trail"],
  ['inquiries.answered_by', "who answered another student's inquiry"],
]);

/** Every column that names a user: each user_id, and each key to users.id (the users table itself left out). */
async function userColumns(): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await t.database.db.execute(sql`
      select table_name || '.' || column_name as name from information_schema.columns
        where table_schema = 'public' and column_name = 'user_id'
      union
      select kcu.table_name || '.' || kcu.column_name from information_schema.referential_constraints rc
        join information_schema.key_column_usage kcu
          on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
        join information_schema.constraint_column_usage ccu
          on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
        where rc.constraint_schema = 'public' and ccu.table_name = 'users' and ccu.column_name = 'id'
      order by name`),
  );
  return rows.map((row) => row.name);
}

/** The columns of `columns` that hold the value, as table.column. */
async function columnsHolding(columns: readonly string[], value: string): Promise<string[]> {
  const holding: string[] = [];
  for (const name of columns) {
    const [table = '', column = ''] = name.split('.');
    const [row] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text = ${value}`,
      ),
    );
    if ((row?.n ?? 0) > 0) holding.push(name);
  }
  return holding;
}

/** Tables with a row whose text (every column, JSON included) contains the value. */
async function tablesMentioning(value: string): Promise<string[]> {
  const tables = rowsOf<{ tablename: string }>(
    await t.database.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`),
  );
  const found: string[] = [];
  for (const { tablename } of tables) {
    const [row] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(tablename)} r where strpos(r::text, ${value}) > 0`,
      ),
    );
    if ((row?.n ?? 0) > 0) found.push(tablename);
  }
  return found;
}

/** A student with a row in every table that can hold their data; they are an operator too. */
async function studentWithEverything() {
  const db = t.database.db;
  const tag = randomUUID().slice(0, 8);
  const email = `withdrawing-${tag}@example.com`;
  const name = `Seoyeon-${tag}`;
  const account = await insertUser(db, {
    email,
    name,
    birthday: '2011-03-04',
    termsServiceAt: new Date(),
    termsPrivacyAt: new Date(),
    role: 'operator',
  });
  if (!account) throw new Error('the e-mail is taken');
  const userId = account.id;
  const other = await insertUser(db, { email: `other-${tag}@example.com`, name: 'Other' });
  if (!other) throw new Error('the e-mail is taken');
  const session = await t.app.accounts.auth.issueSession(userId, null);
  const headers = { authorization: `Bearer ${session.accessToken}` };

  await insertProblems(db, planTemplate(templates[0]!, 2, 'kr-e1-1-1'));
  const [problem] = await db.select().from(problems).limit(1);
  if (!problem) throw new Error('no problem was materialised');

  // The account module.
  await db.insert(oauthAccounts).values({ provider: 'kakao', subject: `k-${tag}`, userId });
  await db.insert(oauthStates).values({
    state: `s-${tag}`,
    provider: 'kakao',
    codeVerifier: 'v',
    nonce: 'n',
    expiresAt: new Date(Date.now() + 60_000),
    userId,
  });
  await db
    .insert(emailCodes)
    .values({ email, purpose: 'signup', codeHash: 'h', expiresAt: new Date(Date.now() + 60_000) });
  await db.insert(loginThrottles).values([
    { key: emailThrottleKey(email), failures: 1, windowStartedAt: new Date() },
    { key: `${emailThrottleKey(email)}|127.0.0.1`, failures: 1, windowStartedAt: new Date() },
  ]);
  const event = await t.app.inject({
    method: 'POST',
    url: EVENTS_PATH,
    headers,
    payload: { name: 'search', userId: null, language: 'ko', pageLocation: '/search', search: 'fractions' },
  });
  expect(event.statusCode, event.body).toBe(201);

  // Practice, the model and recommendations.
  const [workbook] = await db
    .insert(workbooks)
    .values({
      userId,
      kind: 'practice',
      source: { unitIds: ['kr-e1-1-1'], studyMode: null, problemId: null, query: null },
      questionCount: 1,
    })
    .returning();
  if (!workbook) throw new Error('no workbook');
  await db.insert(workbookItems).values({ workbookId: workbook.id, position: 0, problemId: problem.id });
  await db.insert(attempts).values({
    userId,
    problemId: problem.id,
    unitId: problem.unitId,
    skillIds: [problem.unitId],
    workbookId: workbook.id,
    answer: '1',
    correct: true,
  });
  await db.insert(skillStates).values([
    { userId, skillId: '*' },
    { userId, skillId: problem.unitId },
  ]);
  await db.insert(bookmarks).values({ userId, unitId: 'kr-e1-1-1' });
  await db.insert(interests).values({ userId, courseId: 'KR', position: 0 });
  await db.insert(dailySets).values({ userId, day: '2026-11-25', size: 1, items: [] });
  await db
    .insert(afterHelp)
    .values({ userId, helpedProblemId: problem.id, problemId: problem.id, kind: 'chat', dueOn: '2026-11-26' });

  // Shares, chat, membership.
  await db.insert(shares).values({
    userId,
    kind: 'PROGRESS',
    tokenHash: `hash-${tag}`,
    snapshot: { name },
    studentName: name,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const [conversation] = await db
    .insert(chatConversations)
    .values({ userId, problemId: problem.id, title: 'help' })
    .returning();
  if (!conversation) throw new Error('no conversation');
  await db.insert(chatMessages).values({ conversationId: conversation.id, role: 'student', text: 'How do I start?' });
  await db
    .insert(memberships)
    .values({ userId, plan: 'BETA', startedAt: new Date(), periodEnd: new Date(Date.now() + 86_400_000) });
  await db
    .insert(paymentOrders)
    .values({ userId, merchantUid: `m-${tag}`, plan: 'BETA', amount: 0, currency: 'KRW', status: 'FREE' });

  // Support: their own inquiry and notice read; as an operator, an answer to another student and the audit line.
  const [notice] = await db
    .insert(notices)
    .values({ title: { ko: '공지', en: 'Notice' }, body: { ko: '', en: '' }, status: 'PUBLISHED' })
    .returning();
  if (!notice) throw new Error('no notice');
  await db.insert(noticeReads).values({ noticeId: notice.id, userId });
  await db.insert(inquiries).values([
    { userId, category: 'STUDY', title: 'A question', body: `I am ${name}` },
    {
      userId: other.id,
      category: 'APP',
      title: 'Another question',
      body: 'Hello',
      status: 'ANSWERED',
      answer: 'Done',
      answeredAt: new Date(),
      answeredBy: userId,
    },
  ]);
  await db.insert(operatorAudit).values({ operatorId: userId, action: 'inquiry.answer', targetId: other.id });

  // Alerts.
  await db.insert(alerts).values({
    userId,
    kind: 'NOTICE',
    title: { ko: '공지', en: 'Notice' },
    body: { ko: '', en: '' },
    link: `/more/notices/${notice.id}`,
  });
  await db.insert(alertSettings).values({ userId, kind: 'NOTICE', push: false, email: true });
  await db.insert(pushSubscriptions).values({
    userId,
    endpoint: `https://fcm.googleapis.com/fcm/send/${tag}`,
    p256dh: 'key',
    auth: 'secret',
  });
  await db.insert(alertZones).values({ userId, timezone: 'Asia/Seoul' });

  return { userId, email, name, headers };
}

describe('withdrawal', () => {
  it('erases or anonymises every row of the student in every table that can hold their data', async () => {
    const columns = await userColumns();
    expect(columns.length).toBeGreaterThan(20);
    const me = await studentWithEverything();
    // Every table that can name a user holds a row of this student, so the sweep below covers all of them.
    expect(await columnsHolding(columns, me.userId)).toEqual(columns);
    expect(await tablesMentioning(me.email)).toEqual(
      expect.arrayContaining(['email_codes', 'login_throttles', 'users']),
    );

    const res = await t.app.inject({ method: 'POST', url: AUTH_PATHS.withdraw, headers: me.headers, payload: {} });
    expect(res.statusCode, res.body).toBe(204);

    expect(await columnsHolding(columns, me.userId)).toEqual([...KEPT.keys()].sort());
    expect(await tablesMentioning(me.email)).toEqual([]);
    expect(await tablesMentioning(me.name)).toEqual([]);
    const [tombstone] = await t.database.db.select().from(users).where(eq(users.id, me.userId));
    expect(tombstone).toMatchObject({ status: 'withdrawn', role: 'student', name: '', birthday: null });
    // Answers and events stay for the model and usage counts, owned by no one.
    expect(await t.database.db.select().from(attempts)).toEqual([expect.objectContaining({ userId: null })]);
    // Nothing cascades away by accident: a record of someone else stays whole.
    expect(await t.database.db.select().from(inquiries)).toHaveLength(1);
    const again = await t.app.inject({ method: 'GET', url: AUTH_PATHS.me, headers: me.headers });
    expect(again.statusCode).toBe(401);
  });

  it('is done by the code alone: no trigger on the account erases anything', async () => {
    const triggers = rowsOf<{ tgname: string }>(
      await t.database.db.execute(
        sql`select tgname from pg_trigger where tgrelid = 'users'::regclass and not tgisinternal order by tgname`,
      ),
    );
    // The one trigger left gives a listed operator e-mail its role at signup.
    expect(triggers.map((row) => row.tgname)).toEqual(['users_insert_listed_operator']);
  });
});
