import {
  AUTH_PATHS,
  CreatedShareSchema,
  SHARE_PATHS,
  ShareListSchema,
  ShareSchema,
  SharedReportSchema,
  buildPath,
  type CreatedShare,
} from '@mathbridge/contract';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { shares } from '../../db/schema/index.js';
import {
  diagnoseReport,
  finishedTest as insertTest,
  insertAnswers,
  insertWorkbook,
  levelReport,
  satReport,
  student,
  type Student,
  useBankTestApp,
} from '../../test/factories.js';

const t = useBankTestApp();

function share(who: Student, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: SHARE_PATHS.shares,
    headers: { ...who.headers, timezone: 'Asia/Seoul' },
    payload,
  });
}

async function shareOk(who: Student, payload: Record<string, unknown>): Promise<CreatedShare> {
  const res = await share(who, payload);
  expect(res.statusCode, res.body).toBe(201);
  return CreatedShareSchema.parse(res.json());
}

/** Opens a link as a parent would: no login. */
const open = (token: string) => t.app.inject({ method: 'POST', url: SHARE_PATHS.open, payload: { token } });

const revoke = (who: Student, id: string) =>
  t.app.inject({ method: 'DELETE', url: buildPath(SHARE_PATHS.share, { id }), headers: who.headers });

async function expectGone(token: string): Promise<void> {
  const res = await open(token);
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ code: 'E_NOT_FOUND', message: "We couldn't find your record." });
}

const finishedTest = (who: Student, type: 'LEVEL' | 'SAT' | 'DIAGNOSE', finished = true) =>
  insertTest(t.database.db, who.id, type, {
    finished,
    problemId: t.bank[0]?.id ?? '',
    extra: { note: 'kept out of the snapshot' },
  });

describe('sharing the progress report', () => {
  it('makes a link whose report opens without login, as it was when the link was made', async () => {
    const me = await student(t, { name: 'Minji' });
    const now = Date.now();
    await insertAnswers(t.database.db, me.id, [
      { at: new Date(now - 2 * 86_400_000), correct: true, timeMs: 60_000, problem: t.bank[0] },
      { at: new Date(now - 86_400_000), correct: false, timeMs: 90_000, problem: t.bank[1] },
      { at: new Date(now - 60_000), correct: true, timeMs: 30_000, problem: t.bank[2] },
    ]);
    const created = await shareOk(me, { kind: 'PROGRESS' });
    expect(created.token.length).toBeGreaterThanOrEqual(43);
    expect(created.path).toBe(`/report?token=${created.token}`);
    expect(created).toMatchObject({ kind: 'PROGRESS', testId: null, revokedAt: null });
    const days = (Date.parse(created.expiresAt) - Date.parse(created.createdAt)) / 86_400_000;
    expect(days).toBe(30);

    const res = await open(created.token);
    expect(res.statusCode, res.body).toBe(200);
    const shared = SharedReportSchema.parse(res.json());
    expect(shared).toMatchObject({ kind: 'PROGRESS', studentName: 'Minji', snapshotAt: created.createdAt });
    expect(shared.report).toMatchObject({ type: 'PROGRESS', solved: 3, correct: 2, minutes: 3, currentStreak: 3 });
    if (shared.report.type !== 'PROGRESS') throw new Error('not a progress report');
    expect(shared.report.months).toHaveLength(6);
    expect(shared.report.months.reduce((sum, m) => sum + m.solved, 0)).toBe(3);
    expect(shared.report.units.map((u) => u.answered).reduce((a, b) => a + b, 0)).toBe(3);

    // Nothing about the student but the name: no e-mail, birthday or id, anywhere in the answer.
    expect(res.body).not.toContain(me.email);
    expect(res.body).not.toContain('2012-04-05');
    expect(res.body).not.toContain(me.id);
    expect(res.body).not.toContain(created.id);
    expect(Object.keys(res.json()).sort()).toEqual(['expiresAt', 'kind', 'report', 'snapshotAt', 'studentName']);

    // Later answers do not change what was sent.
    await insertAnswers(t.database.db, me.id, [{ at: new Date(), correct: false, problem: t.bank[3] }]);
    expect((await open(created.token)).json()).toEqual(res.json());
  });

  it('keeps only the hash of the token, and takes the days the student chose', async () => {
    const me = await student(t);
    const created = await shareOk(me, { kind: 'PROGRESS', days: 7 });
    expect((Date.parse(created.expiresAt) - Date.parse(created.createdAt)) / 86_400_000).toBe(7);
    const [row] = await t.database.db.select().from(shares).where(eq(shares.id, created.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    const dump = rowsOf<{ t: string }>(
      await t.database.db.execute(sql`select row_to_json(s)::text as t from shares s`),
    );
    expect(dump.map((d) => d.t).join('')).not.toContain(created.token);
    // Two links never share a token.
    const again = await shareOk(me, { kind: 'PROGRESS' });
    expect(again.token).not.toBe(created.token);
  });
});

describe('sharing a test result', () => {
  it("snapshots the stored report of the student's own finished test, with nothing beside it", async () => {
    const me = await student(t);
    for (const type of ['LEVEL', 'SAT', 'DIAGNOSE'] as const) {
      const test = await finishedTest(me, type);
      const created = await shareOk(me, { kind: type, testId: test.id });
      expect(created).toMatchObject({ kind: type, testId: test.id });
      const res = await open(created.token);
      expect(res.statusCode, res.body).toBe(200);
      const shared = SharedReportSchema.parse(res.json());
      const expected =
        type === 'LEVEL' ? levelReport() : type === 'SAT' ? satReport() : diagnoseReport(t.bank[0]?.id ?? '');
      expect(res.json().report).toEqual(expected);
      expect(shared.kind).toBe(type);
      expect(res.body).not.toContain(test.id);
      expect(res.body).not.toContain(me.id);
    }
  });

  it("answers 404 for a test that is not the student's, 409 before it ends, 400 for the wrong kind", async () => {
    const me = await student(t);
    const other = await student(t, { name: 'Other' });
    const theirs = await finishedTest(other, 'LEVEL');
    const unfinished = await finishedTest(me, 'SAT', false);
    const level = await finishedTest(me, 'LEVEL');
    const practice = await insertWorkbook(t.database.db, me.id, { finishedAt: new Date() });

    for (const testId of [theirs.id, practice.id, '6b1f1a2e-0c1e-4a53-9d36-5b7a3c0f9e11']) {
      const res = await share(me, { kind: 'LEVEL', testId });
      expect(res.statusCode, testId).toBe(404);
      expect(res.json().message).toBe("We couldn't find your record.");
    }
    const early = await share(me, { kind: 'SAT', testId: unfinished.id });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ code: 'E_NOT_FINISHED', message: 'This problem is not solved yet.' });
    const mismatch = await share(me, { kind: 'SAT', testId: level.id });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('testId: This test is not of the kind being shared');
  });

  it('refuses bad input with a 400 that names the field, and needs a login', async () => {
    const me = await student(t);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ kind: 'REPORT' }, /kind/],
      [{ kind: 'LEVEL' }, /testId/],
      [{ kind: 'LEVEL', testId: 'abc' }, /testId/],
      [{ kind: 'PROGRESS', days: 0 }, /days/],
      [{ kind: 'PROGRESS', days: 366 }, /days/],
    ];
    for (const [payload, field] of cases) {
      const res = await share(me, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(field);
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: SHARE_PATHS.shares,
      headers: { ...me.headers, timezone: 'Nowhere/Land' },
      payload: { kind: 'PROGRESS' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^timezone: /);
    const empty = await t.app.inject({ method: 'POST', url: SHARE_PATHS.open, payload: { token: '' } });
    expect(empty.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: SHARE_PATHS.shares })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: SHARE_PATHS.shares, payload: { kind: 'PROGRESS' } })).statusCode,
    ).toBe(401);
  });
});

describe("the student's links", () => {
  it('lists them newest first with the revoked ones marked; a revoked or expired link opens nothing', async () => {
    const me = await student(t);
    const other = await student(t, { name: 'Other' });
    const first = await shareOk(me, { kind: 'PROGRESS' });
    const second = await shareOk(me, { kind: 'PROGRESS', days: 1 });
    await shareOk(other, { kind: 'PROGRESS' });

    const revoked = await revoke(me, first.id);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const row = ShareSchema.parse(revoked.json());
    expect(row.revokedAt).not.toBeNull();
    // Revoking again is fine and keeps the first time.
    const twice = await revoke(me, first.id);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().revokedAt).toBe(row.revokedAt);
    await expectGone(first.token);

    const list = ShareListSchema.parse(
      (await t.app.inject({ method: 'GET', url: SHARE_PATHS.shares, headers: me.headers })).json(),
    );
    expect(list.items.map((s) => [s.id, s.revokedAt !== null])).toEqual([
      [second.id, false],
      [first.id, true],
    ]);

    // Someone else cannot revoke, or even see, the student's link.
    const theirs = await revoke(other, second.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe("We couldn't find your record.");
    expect((await open(second.token)).statusCode).toBe(200);

    await t.database.db
      .update(shares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shares.id, second.id));
    await expectGone(second.token);
    await expectGone('not-a-token-anyone-was-given');
    expect((await revoke(me, '6b1f1a2e-0c1e-4a53-9d36-5b7a3c0f9e11')).statusCode).toBe(404);
  });

  it('stop opening when the student withdraws', async () => {
    const me = await student(t);
    const progress = await shareOk(me, { kind: 'PROGRESS' });
    const test = await finishedTest(me, 'LEVEL');
    const level = await shareOk(me, { kind: 'LEVEL', testId: test.id });
    const res = await t.app.inject({ method: 'POST', url: AUTH_PATHS.withdraw, headers: me.headers, payload: {} });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await expectGone(progress.token);
    await expectGone(level.token);
    const left = await t.database.db.select().from(shares).where(eq(shares.userId, me.id));
    expect(left).toEqual([]);
  });
});
