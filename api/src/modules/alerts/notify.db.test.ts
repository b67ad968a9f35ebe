// notify.ts on its own: in-app alerts for one student, for every student, and cleared by link.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alerts } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { insertUser } from '../users/repository.js';
import { withdraw } from '../users/withdraw.js';
import { createAlert, markAlertsReadByLink, notifyAllStudents, notifyUser, type AlertInput } from './notify.js';

const t = useTestApp();

async function user(email: string, status: 'active' | 'withdrawn' = 'active'): Promise<string> {
  const row = await insertUser(t.database.db, { email, name: email, status });
  return row!.id;
}

const notice: AlertInput = {
  kind: 'NOTICE',
  title: { ko: '새 공지', en: 'New notice' },
  body: { ko: '점검 안내', en: 'Maintenance' },
  link: '/more/notices/1',
};

describe('notify', () => {
  it('stores an alert for one student', async () => {
    const id = await user('a@example.com');
    await notifyUser(t.database.db, id, { ...notice, kind: 'INQUIRY_ANSWER', link: '/more/support/inquiries/9' });
    const rows = await t.database.db.select().from(alerts).where(eq(alerts.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'INQUIRY_ANSWER', link: '/more/support/inquiries/9', readAt: null });
  });

  it('alerts every active student, not a withdrawn one', async () => {
    const a = await user('a@example.com');
    const b = await user('b@example.com');
    await user('gone@example.com', 'withdrawn');
    await notifyAllStudents(t.database.db, notice);
    const rows = await t.database.db.select().from(alerts);
    expect(rows.map((r) => r.userId).sort()).toEqual([a, b].sort());
    expect(rows[0]).toMatchObject({ kind: 'NOTICE', title: notice.title, body: notice.body, link: notice.link });
    expect(rows[0]!.readAt).toBeNull();
    expect(rows[0]!.dedupeKey).toBeNull();
  });

  it('marks only that student’s alerts with the link read', async () => {
    const a = await user('a@example.com');
    const b = await user('b@example.com');
    await notifyAllStudents(t.database.db, notice);
    await notifyUser(t.database.db, a, { ...notice, link: '/more/notices/2' });
    await markAlertsReadByLink(t.database.db, a, '/more/notices/1');
    const rows = await t.database.db.select().from(alerts);
    const readOf = (uid: string, link: string) => rows.find((r) => r.userId === uid && r.link === link)!.readAt;
    expect(readOf(a, '/more/notices/1')).not.toBeNull();
    expect(readOf(a, '/more/notices/2')).toBeNull();
    expect(readOf(b, '/more/notices/1')).toBeNull();
  });

  it('makes a scheduled alert once per dedupe key', async () => {
    const a = await user('a@example.com');
    const first = await createAlert(t.database.db, a, { ...notice, kind: 'STREAK' }, 'STREAK:2026-11-24');
    const second = await createAlert(t.database.db, a, { ...notice, kind: 'STREAK' }, 'STREAK:2026-11-24');
    expect(first).toBeDefined();
    expect(second).toBeUndefined();
    expect(await t.database.db.select().from(alerts)).toHaveLength(1);
  });

  it('forgets a student’s alerts when they withdraw', async () => {
    const a = await user('a@example.com');
    await notifyUser(t.database.db, a, notice);
    await withdraw(t.database.db, a, new Date());
    expect(await t.database.db.select().from(alerts)).toHaveLength(0);
  });
});
