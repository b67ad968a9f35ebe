// The alert centre over HTTP: alerts (paged, unread, read), settings per kind, Web Push against a local push service
// with the real payload encryption, e-mail to a local SMTP server with a working unsubscribe link, and the rules of
// the scheduled alerts.
import {
  ALERT_PATHS,
  AlertListSchema,
  AlertSettingsSchema,
  PushPayloadSchema,
  type AlertSettings,
  buildPath,
} from '@mathbridge/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alerts, pushSubscriptions, users } from '../../db/schema/index.js';
import { startPushService, type LocalPushService } from '../../test/push-service.js';
import { testConfig } from '../../test/database.js';
import { insertAnswers, localNoon, student, useBankTestApp, type Student } from '../../test/factories.js';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/smtp-test-server.js';
import { createAlert, notifyAllStudents, notifyUser, settleAlertDeliveries, type AlertInput } from './notify.js';
import { runAlertCheck } from './scheduler.js';

let smtp: TestSmtpServer;
let pushService: LocalPushService;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  pushService = await startPushService();
});

afterAll(async () => {
  await pushService.close();
  await smtp.close();
});

// Deliveries still under way from the last test end before the tables are emptied.
beforeEach(() => settleAlertDeliveries());

const t = useBankTestApp({
  config: () => {
    const base = testConfig();
    return testConfig({
      alerts: {
        ...base.alerts,
        smtpUrl: smtp.url,
        publicBaseUrl: 'https://app.example.test',
        checkIntervalMs: 0,
        pushServiceHosts: ['127.0.0.1'],
      },
    });
  },
});

const answer: AlertInput = {
  kind: 'INQUIRY_ANSWER',
  title: { ko: '문의에 답변이 왔어요', en: 'Your question was answered' },
  body: { ko: '로그인 문제에 대한 답변이에요.', en: 'About signing in.' },
  link: '/more/support/inquiries/7',
};

async function listOf(who: Student, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `${ALERT_PATHS.list}${query}`, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return AlertListSchema.parse(res.json());
}

async function settingsOf(who: Student): Promise<AlertSettings> {
  const res = await t.app.inject({ method: 'GET', url: ALERT_PATHS.settings, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return AlertSettingsSchema.parse(res.json());
}

function putSettings(who: Student, settings: unknown) {
  return t.app.inject({ method: 'PUT', url: ALERT_PATHS.settings, headers: who.headers, payload: { settings } });
}

function subscribe(who: Student, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: ALERT_PATHS.pushSubscriptions, headers: who.headers, payload: body });
}

describe('in-app alerts', () => {
  it('lists the student’s own alerts newest first, paged, with the unread count', async () => {
    const minji = await student(t, { name: 'Minji' });
    const other = await student(t, { name: 'Other' });
    for (let i = 1; i <= 3; i += 1) {
      await createAlert(t.database.db, minji.id, { ...answer, link: `/more/support/inquiries/${i}` });
    }
    await notifyUser(t.database.db, other.id, answer);
    const first = await listOf(minji, '?page=1&size=2');
    expect(first).toMatchObject({ total: 3, unread: 3, page: 1, size: 2 });
    expect(first.items.map((a) => a.link)).toEqual(['/more/support/inquiries/3', '/more/support/inquiries/2']);
    const second = await listOf(minji, '?page=2&size=2');
    expect(second.items.map((a) => a.link)).toEqual(['/more/support/inquiries/1']);
    const count = await t.app.inject({ method: 'GET', url: ALERT_PATHS.unreadCount, headers: minji.headers });
    expect(count.json()).toEqual({ unread: 3 });
  });

  it('marks one read, refuses another student’s alert, and marks all read', async () => {
    const minji = await student(t, { name: 'Minji' });
    const other = await student(t, { name: 'Other' });
    await notifyUser(t.database.db, minji.id, answer);
    await notifyUser(t.database.db, minji.id, { ...answer, link: '/more/notices/1', kind: 'NOTICE' });
    await notifyUser(t.database.db, other.id, answer);
    const [newest] = (await listOf(minji)).items;
    const url = buildPath(ALERT_PATHS.read, { id: newest!.id });
    expect((await t.app.inject({ method: 'POST', url, headers: minji.headers })).statusCode).toBe(204);
    expect((await listOf(minji)).unread).toBe(1);
    const theirs = (await listOf(other)).items[0]!;
    const res = await t.app.inject({
      method: 'POST',
      url: buildPath(ALERT_PATHS.read, { id: theirs.id }),
      headers: minji.headers,
    });
    expect(res.statusCode).toBe(404);
    expect((await listOf(other)).unread).toBe(1);
    const all = await t.app.inject({ method: 'POST', url: ALERT_PATHS.readAll, headers: minji.headers });
    expect(all.json()).toEqual({ updated: 1 });
    expect((await listOf(minji)).unread).toBe(0);
    expect((await listOf(other)).unread).toBe(1);
  });

  it('needs a login and a well-formed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: ALERT_PATHS.list })).statusCode).toBe(401);
    const minji = await student(t);
    const res = await t.app.inject({
      method: 'POST',
      url: buildPath(ALERT_PATHS.read, { id: 'nope' }),
      headers: minji.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/id must be an alert id/);
  });

  it('alerts every student of a new notice, not operators', async () => {
    const minji = await student(t, { name: 'Minji' });
    const ops = await student(t, { name: 'Ops' });
    await t.database.db.update(users).set({ role: 'operator' }).where(eq(users.id, ops.id));
    await notifyAllStudents(t.database.db, { ...answer, kind: 'NOTICE', link: '/more/notices/5' });
    expect((await listOf(minji)).items.map((a) => a.kind)).toEqual(['NOTICE']);
    expect((await listOf(ops)).total).toBe(0);
  });
});

describe('settings per kind', () => {
  it('starts from the defaults: push on (for browsers turned on), e-mail only for answers', async () => {
    const minji = await student(t);
    const settings = await settingsOf(minji);
    expect(settings.settings).toEqual([
      { kind: 'NOTICE', push: true, email: false },
      { kind: 'INQUIRY_ANSWER', push: true, email: true },
      { kind: 'REVIEW_DUE', push: true, email: false },
      { kind: 'STREAK', push: true, email: false },
    ]);
    expect(settings).toMatchObject({ pushDevices: 0, emailAvailable: true });
  });

  it('changes only what is sent and names a bad value', async () => {
    const minji = await student(t);
    const res = await putSettings(minji, [
      { kind: 'STREAK', email: true },
      { kind: 'NOTICE', push: false },
    ]);
    expect(res.statusCode).toBe(200);
    const settings = AlertSettingsSchema.parse(res.json()).settings;
    expect(settings.find((s) => s.kind === 'STREAK')).toEqual({ kind: 'STREAK', push: true, email: true });
    expect(settings.find((s) => s.kind === 'NOTICE')).toEqual({ kind: 'NOTICE', push: false, email: false });
    const other = await student(t, { name: 'Other' });
    expect((await settingsOf(other)).settings.find((s) => s.kind === 'STREAK')?.email).toBe(false);
    const bad = await putSettings(minji, [{ kind: 'LOUD', push: true }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/kind must be NOTICE, INQUIRY_ANSWER, REVIEW_DUE or STREAK/);
    const badValue = await putSettings(minji, [{ kind: 'STREAK', push: 'yes' }]);
    expect(badValue.statusCode).toBe(400);
    expect(badValue.json().message).toMatch(/push must be true or false/);
  });
});

describe('Web Push', () => {
  it('gives the VAPID public key without a login', async () => {
    const res = await t.app.inject({ method: 'GET', url: ALERT_PATHS.pushPublicKey });
    expect(res.statusCode).toBe(200);
    expect(Buffer.from(res.json().publicKey as string, 'base64url')).toHaveLength(65);
  });

  it('refuses a subscription that is not a PushSubscription, naming what is wrong', async () => {
    const minji = await student(t);
    const sub = pushService.subscription().json;
    const noHttps = await subscribe(minji, { ...sub, endpoint: 'ftp://push.example/1' });
    expect(noHttps.statusCode).toBe(400);
    expect(noHttps.json().message).toMatch(/endpoint must be the push service URL/);
    const badKey = await subscribe(minji, { ...sub, keys: { ...sub.keys, p256dh: 'short' } });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toMatch(/keys.p256dh/);
    const elsewhere = await subscribe(minji, { ...sub, endpoint: 'https://169.254.169.254/latest/meta-data' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toMatch(/endpoint must be a browser's push service/);
    const noKeys = await subscribe(minji, { endpoint: sub.endpoint });
    expect(noKeys.statusCode).toBe(400);
    expect(noKeys.json().message).toMatch(/keys must hold p256dh and auth/);
  });

  it('sends an encrypted alert the subscriber decrypts, in the student’s language, signed with VAPID', async () => {
    const minji = await student(t);
    await t.database.db.update(users).set({ languageType: 'ko' }).where(eq(users.id, minji.id));
    const browser = pushService.subscription();
    expect((await subscribe(minji, browser.json)).statusCode).toBe(204);
    expect((await settingsOf(minji)).pushDevices).toBe(1);
    await notifyUser(t.database.db, minji.id, answer);
    const message = await pushService.next(browser);
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(message.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(message.headers.ttl).toBe('86400');
    // The body is ciphertext: the title is not readable without the browser's keys.
    expect(message.body.toString('utf8')).not.toContain('답변');
    const payload = PushPayloadSchema.parse(JSON.parse(browser.decrypt(message)));
    expect(payload).toMatchObject({
      kind: 'INQUIRY_ANSWER',
      title: '문의에 답변이 왔어요',
      body: '로그인 문제에 대한 답변이에요.',
      link: '/more/support/inquiries/7',
    });
  });

  it('sends nothing for a kind the student turned push off for', async () => {
    const minji = await student(t);
    const browser = pushService.subscription();
    await subscribe(minji, browser.json);
    await putSettings(minji, [{ kind: 'NOTICE', push: false }]);
    await notifyUser(t.database.db, minji.id, { ...answer, kind: 'NOTICE' });
    await notifyUser(t.database.db, minji.id, answer);
    await settleAlertDeliveries();
    const received = pushService.messages.filter((m) => m.path === new URL(browser.json.endpoint).pathname);
    expect(received.map((m) => JSON.parse(browser.decrypt(m)).kind)).toEqual(['INQUIRY_ANSWER']);
  });

  it('forgets a subscription the push service answers 410 for, and keeps the others', async () => {
    const minji = await student(t);
    const gone = pushService.subscription({ gone: true });
    const live = pushService.subscription();
    await subscribe(minji, gone.json);
    await subscribe(minji, live.json);
    await notifyUser(t.database.db, minji.id, answer);
    await settleAlertDeliveries();
    await pushService.next(live);
    const left = await t.database.db.select().from(pushSubscriptions);
    expect(left.map((s) => s.endpoint)).toEqual([live.json.endpoint]);
  });

  it('unsubscribes a browser, and a browser moves to the student who subscribed it last', async () => {
    const minji = await student(t, { name: 'Minji' });
    const jisu = await student(t, { name: 'Jisu' });
    const browser = pushService.subscription();
    await subscribe(minji, browser.json);
    await subscribe(jisu, browser.json);
    expect((await settingsOf(minji)).pushDevices).toBe(0);
    expect((await settingsOf(jisu)).pushDevices).toBe(1);
    const res = await t.app.inject({
      method: 'DELETE',
      url: ALERT_PATHS.pushSubscriptions,
      headers: jisu.headers,
      payload: { endpoint: browser.json.endpoint },
    });
    expect(res.statusCode).toBe(204);
    expect((await settingsOf(jisu)).pushDevices).toBe(0);
  });
});

describe('e-mail', () => {
  function headerOf(raw: string, name: string): string | undefined {
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
    return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1];
  }

  it('e-mails an answer in the student’s language with an unsubscribe link that works without login', async () => {
    const minji = await student(t);
    await t.database.db.update(users).set({ languageType: 'en' }).where(eq(users.id, minji.id));
    await notifyUser(t.database.db, minji.id, answer);
    const mail = await smtp.next(minji.email);
    expect(mail.subject).toBe('[MathBridge] Your question was answered');
    expect(mail.text).toContain('About signing in.');
    expect(mail.text).toContain('https://app.example.test/more/support/inquiries/7');
    const listHeader = headerOf(mail.raw, 'List-Unsubscribe');
    const link = /<(https:\/\/app\.example\.test[^>]+)>/.exec(listHeader ?? '')?.[1];
    expect(link).toBeDefined();
    expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(link);
    const url = new URL(link!);
    const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('문의 답변');
    expect(res.body).toContain('answers to your questions');
    const setting = (await settingsOf(minji)).settings.find((s) => s.kind === 'INQUIRY_ANSWER');
    expect(setting).toEqual({ kind: 'INQUIRY_ANSWER', push: true, email: false });
    // Now off: the next answer is not e-mailed (a notice is sent to check the server is still reachable).
    await putSettings(minji, [{ kind: 'NOTICE', email: true }]);
    await notifyUser(t.database.db, minji.id, answer);
    await notifyUser(t.database.db, minji.id, { ...answer, kind: 'NOTICE', title: { ko: '공지', en: 'Notice' } });
    const next = await smtp.next(minji.email);
    expect(next.subject).toBe('[MathBridge] Notice');
    expect(smtp.messages.filter((m) => m.to.includes(minji.email))).toHaveLength(2);
  });

  it('writes Korean for a Korean student and sends nothing for kinds that are off by default', async () => {
    const minji = await student(t);
    await t.database.db.update(users).set({ languageType: 'ko' }).where(eq(users.id, minji.id));
    await notifyUser(t.database.db, minji.id, { ...answer, kind: 'STREAK' });
    await notifyUser(t.database.db, minji.id, answer);
    const mail = await smtp.next(minji.email);
    expect(mail.subject).toBe('[매쓰브릿지] 문의에 답변이 왔어요');
    expect(mail.text).toContain('수신 거부');
    await settleAlertDeliveries();
    expect(smtp.messages.filter((m) => m.to.includes(minji.email))).toHaveLength(1);
  });

  it('refuses a forged or altered unsubscribe token, and the one-click POST works', async () => {
    const minji = await student(t);
    await notifyUser(t.database.db, minji.id, answer);
    const mail = await smtp.next(minji.email);
    const link = new URL(/<([^>]+)>/.exec(headerOf(mail.raw, 'List-Unsubscribe') ?? '')![1]!);
    const token = link.searchParams.get('token')!;
    const [payload, signature] = token.split('.');
    const other = await student(t, { name: 'Other' });
    const forgedPayload = Buffer.from(`${other.id}.INQUIRY_ANSWER`).toString('base64url');
    // The same signature spelled with other spare bits in its last character.
    const last = signature!.at(-1)!;
    const respelled = `${signature!.slice(0, -1)}${last === 'A' ? 'B' : String.fromCharCode(last.charCodeAt(0) ^ 1)}`;
    const bads = [
      `${forgedPayload}.${signature}`,
      `${payload}.${'A'.repeat(43)}`,
      `${payload}.${respelled}`,
      'not-a-token-at-all',
    ];
    for (const bad of bads) {
      const res = await t.app.inject({ method: 'GET', url: `${ALERT_PATHS.unsubscribe}?token=${bad}` });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('not valid');
    }
    expect((await settingsOf(other)).settings.find((s) => s.kind === 'INQUIRY_ANSWER')?.email).toBe(true);
    const missing = await t.app.inject({ method: 'GET', url: ALERT_PATHS.unsubscribe });
    expect(missing.statusCode).toBe(400);
    const post = await t.app.inject({ method: 'POST', url: `${link.pathname}${link.search}` });
    expect(post.statusCode).toBe(200);
    expect((await settingsOf(minji)).settings.find((s) => s.kind === 'INQUIRY_ANSWER')?.email).toBe(false);
  });
});

describe('scheduled alerts', () => {
  const zone = 'Asia/Seoul';
  /** An instant at a local hour of a day in Seoul. */
  const seoul = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+09:00`);

  async function alertsOf(userId: string) {
    return t.database.db.select().from(alerts).where(eq(alerts.userId, userId));
  }

  it('announces a due review after school, once a day, and again the next day while it is due', async () => {
    const minji = await student(t);
    const problem = t.bank[0]!;
    // Wrong on the 20th: the first review is due on the 21st.
    await insertAnswers(t.database.db, minji.id, [{ at: localNoon('2026-11-20', zone), correct: false, problem }]);
    expect(await runAlertCheck(t.database.db, seoul('2026-11-20', 20))).toBe(0);
    expect(await runAlertCheck(t.database.db, seoul('2026-11-21', 9))).toBe(0);
    expect(await runAlertCheck(t.database.db, seoul('2026-11-21', 16))).toBe(1);
    expect(await runAlertCheck(t.database.db, seoul('2026-11-21', 17))).toBe(0);
    const [alert] = await alertsOf(minji.id);
    expect(alert).toMatchObject({ kind: 'REVIEW_DUE', link: '/study', dedupeKey: 'REVIEW_DUE:2026-11-21' });
    expect(alert!.body.en).toBe('1 problem is due for review today. Solve it again before you forget it.');
    expect(alert!.body.ko).toBe('복습할 문제가 1개 있어요. 잊기 전에 다시 풀어 봐요.');
    // Reviewed right on the 21st: nothing due on the 22nd (the next review is on the 23rd).
    await insertAnswers(t.database.db, minji.id, [{ at: seoul('2026-11-21', 18), correct: true, problem }]);
    expect(await runAlertCheck(t.database.db, seoul('2026-11-22', 18))).toBe(0);
    expect(await runAlertCheck(t.database.db, seoul('2026-11-23', 18))).toBe(1);
  });

  it('uses the time zone the student’s app sent', async () => {
    const minji = await student(t);
    await t.app.inject({
      method: 'GET',
      url: ALERT_PATHS.unreadCount,
      headers: { ...minji.headers, timezone: 'America/New_York' },
    });
    await insertAnswers(t.database.db, minji.id, [
      { at: localNoon('2026-11-20', 'America/New_York'), correct: false, problem: t.bank[0]! },
    ]);
    // 16:00 in Seoul on the 21st is 02:00 in New York: too early there.
    expect(await runAlertCheck(t.database.db, seoul('2026-11-21', 16))).toBe(0);
    expect(await runAlertCheck(t.database.db, new Date('2026-11-21T16:30:00-05:00'))).toBe(1);
  });

  it('reminds in the evening of a streak of two days or more that today would break', async () => {
    const minji = await student(t, { name: 'Minji' });
    const short = await student(t, { name: 'Short' });
    const done = await student(t, { name: 'Done' });
    const days = ['2026-11-21', '2026-11-22', '2026-11-23'];
    await insertAnswers(
      t.database.db,
      minji.id,
      days.map((day) => ({ at: localNoon(day, zone) })),
    );
    await insertAnswers(t.database.db, short.id, [{ at: localNoon('2026-11-23', zone) }]);
    await insertAnswers(
      t.database.db,
      done.id,
      [...days, '2026-11-24'].map((day) => ({ at: localNoon(day, zone) })),
    );
    expect(await runAlertCheck(t.database.db, seoul('2026-11-24', 18))).toBe(0);
    expect(await runAlertCheck(t.database.db, seoul('2026-11-24', 19))).toBe(1);
    expect(await runAlertCheck(t.database.db, seoul('2026-11-24', 22))).toBe(0);
    const [alert] = await alertsOf(minji.id);
    expect(alert).toMatchObject({ kind: 'STREAK', dedupeKey: 'STREAK:2026-11-24' });
    expect(alert!.body.ko).toBe('3일 연속으로 공부했어요. 오늘 한 문제만 풀어도 기록이 이어져요.');
    expect(await alertsOf(short.id)).toHaveLength(0);
    expect(await alertsOf(done.id)).toHaveLength(0);
  });

  it('sends a scheduled alert by push like any other', async () => {
    const minji = await student(t);
    const browser = pushService.subscription();
    await subscribe(minji, browser.json);
    await insertAnswers(
      t.database.db,
      minji.id,
      ['2026-11-22', '2026-11-23'].map((day) => ({ at: localNoon(day, zone) })),
    );
    await runAlertCheck(t.database.db, seoul('2026-11-24', 20));
    const payload = JSON.parse(browser.decrypt(await pushService.next(browser)));
    expect(payload).toMatchObject({ kind: 'STREAK', link: '/study' });
  });
});
