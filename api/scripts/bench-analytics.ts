// Seeds one student with a year of answers (20,000 by default, in workbooks and tests, beside other students' answers)
// and times every call of /analytics/record through the app (inject: routing, validation, the queries and the
// serialisation, without a network), printing each call's p50 and p95.
//   bench:analytics -- [--attempts 20000] [--runs 60] [--others 4] [--json]
// On PostgreSQL when DATABASE_URL or TEST_DATABASE_URL names a server (a scratch database is created there and
// dropped afterwards), else on in-memory PGlite.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app.js';
import { findUnit } from '../src/content/curriculum.js';
import { planTemplate } from '../src/content/plan.js';
import { loadUnits } from '../src/content/registry.js';
import { rowsOf, type Db } from '../src/db/client.js';
import { attempts, problems, users, workbooks, type NewAttemptRow } from '../src/db/schema/index.js';
import { difficultyPrior, newStudentState, update } from '../src/model/model.js';
import { saveItemParams, saveStudentState } from '../src/model/repository.js';
import { addDays } from '../src/modules/analytics/calendar.js';
import { AnalyticsService } from '../src/modules/analytics/service.js';
import { levelReport } from '../src/test/reports.js';
import { upsertCurriculum } from '../src/modules/curriculum/repository.js';
import { curriculumRows } from '../src/modules/curriculum/service.js';
import { insertProblems } from '../src/modules/problems/repository.js';
import { createTestDatabase, testConfig, type TestDatabase } from '../src/test/database.js';
import { scriptArgs } from './args.js';

const DAY_MS = 86_400_000;
const ZONE = 'Asia/Seoul';
/** Grades whose units the seeded students practise. */
const GRADES = ['kr-e5', 'kr-e6', 'kr-m1'];

const { wholeNumber } = scriptArgs('bench:analytics');

/** A small seeded generator (mulberry32), so every run seeds the same year. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface BankProblem {
  id: string;
  unitId: string;
  difficulty: number;
}

async function seedBank(db: Db): Promise<BankProblem[]> {
  await upsertCurriculum(db, curriculumRows());
  const units = (await loadUnits()).filter((unit) => GRADES.includes(findUnit(unit.unitId)?.grade.id ?? ''));
  const planned = units.flatMap((unit) => unit.templates.flatMap((t) => planTemplate(t, 6, unit.unitId)));
  await insertProblems(
    db,
    planned.filter((p) => p.checked),
  );
  return db.select({ id: problems.id, unitId: problems.unitId, difficulty: problems.difficulty }).from(problems);
}

async function insertUser(db: Db, name: string): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      email: `${name}-${randomUUID()}@example.com`,
      name,
      termsServiceAt: new Date(),
      termsPrivacyAt: new Date(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

/**
 * A year of study: sessions on about 80% of days, each a workbook of 10 answers in one unit (every 40th a finished
 * level test), walking through the units in course order, a minute or so per answer. The model's state is the
 * replay of those answers, written as the api would have left it.
 */
async function seedStudent(db: Db, userId: string, bank: BankProblem[], count: number, seed: number): Promise<void> {
  const next = random(seed);
  const byUnit = new Map<string, BankProblem[]>();
  for (const problem of bank) byUnit.set(problem.unitId, [...(byUnit.get(problem.unitId) ?? []), problem]);
  const unitIds = [...byUnit.keys()];
  const now = Date.now();
  const activeDays = Array.from({ length: 365 }, (_, i) => i).filter(() => next() < 0.8);
  const perDay = Math.ceil(count / activeDays.length / 10);
  const rows: NewAttemptRow[] = [];
  const workbookRows: (typeof workbooks.$inferInsert)[] = [];
  let student = newStudentState();
  const touched = new Set<string>();
  for (const back of activeDays.sort((a, b) => b - a)) {
    for (let session = 0; session < perDay && rows.length < count; session++) {
      const start = now - back * DAY_MS - (16 - session) * 3_600_000 - next() * 3_000_000;
      if (start > now - 60_000) continue;
      const unitId = unitIds[Math.min(unitIds.length - 1, Math.floor((rows.length / count) * unitIds.length))] ?? '';
      const pool = byUnit.get(unitId) ?? [];
      const workbookId = randomUUID();
      const isTest = workbookRows.length % 40 === 39;
      workbookRows.push({
        id: workbookId,
        userId,
        mode: isTest ? 'DIAGNOSE' : 'ONE',
        kind: isTest ? 'test' : 'practice',
        testType: isTest ? 'LEVEL' : null,
        testState: isTest ? { seed: 1, gradeId: null, unitIds: [] } : null,
        report: isTest ? levelReport() : null,
        source: { unitIds: isTest ? [] : [unitId], studyMode: null, problemId: null, query: null },
        questionCount: 10,
        createdAt: new Date(start),
        finishedAt: new Date(start + 12 * 60_000),
      });
      for (let i = 0; i < 10 && rows.length < count; i++) {
        const problem = pool[Math.floor(next() * pool.length)];
        if (!problem) continue;
        const at = new Date(start + i * 70_000);
        const correct = next() < 0.72;
        rows.push({
          userId,
          problemId: problem.id,
          unitId,
          skillIds: [unitId],
          workbookId,
          answer: '1',
          correct,
          timeMs: 20_000 + Math.floor(next() * 80_000),
          createdAt: at,
        });
        const item = { id: problem.id, skillIds: [unitId], difficulty: difficultyPrior(problem.difficulty), n: 0 };
        student = update(student, item, correct, at.getTime() / 1000).student;
        touched.add(unitId);
      }
    }
  }
  for (let i = 0; i < workbookRows.length; i += 1000)
    await db.insert(workbooks).values(workbookRows.slice(i, i + 1000));
  for (let i = 0; i < rows.length; i += 1000) await db.insert(attempts).values(rows.slice(i, i + 1000));
  await saveStudentState(db, userId, student, [...touched]);
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[index] ?? 0;
}

async function time(
  app: FastifyInstance,
  request: () => InjectOptions,
  runs: number,
): Promise<{ p50: number; p95: number; max: number }> {
  const samples: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const started = performance.now();
    const res = await app.inject(request());
    const ms = performance.now() - started;
    if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
    if (i >= 5) samples.push(ms);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), max: samples.at(-1) ?? 0 };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      attempts: { type: 'string' },
      runs: { type: 'string' },
      others: { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  const count = wholeNumber('attempts', values.attempts, 20_000, 1);
  const runs = wholeNumber('runs', values.runs, 60, 1);
  const others = wholeNumber('others', values.others, 4, 0);
  const server = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (server) process.env.TEST_DATABASE_URL = server;
  const kind = server ? 'PostgreSQL' : 'PGlite (in memory)';

  const seeding = performance.now();
  let database: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  try {
    database = await createTestDatabase();
    app = await buildApp(testConfig(), { database, materialiseContent: false });
    await app.ready();
    const db = database.db;
    const bank = await seedBank(db);
    await saveItemParams(db, new Map(bank.map((p) => [p.id, { difficulty: difficultyPrior(p.difficulty), n: 5 }])));
    for (let i = 0; i < others; i++) await seedStudent(db, await insertUser(db, `other${i}`), bank, 5_000, 100 + i);
    const userId = await insertUser(db, 'Bench');
    await seedStudent(db, userId, bank, count, 1);
    await db.execute(sql`analyze`);
    const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from attempts where user_id = ${userId}`),
    );
    const pair = await app.accounts.auth.issueSession(userId, null);
    const headers = { authorization: `Bearer ${pair.accessToken}`, timezone: ZONE };
    const seededIn = (performance.now() - seeding) / 1000;

    const lawn = await app.inject({ method: 'GET', url: '/v1/api/analytics/lawn', headers });
    const year = lawn.json() as { to: string; days: { date: string; count: number }[] };
    const busiest = year.days.reduce((a, b) => (b.count > a.count ? b : a));
    const quarterAgo = addDays(year.to, -90);
    const created = await app.inject({ method: 'POST', url: '/v1/api/shares', headers, payload: { kind: 'PROGRESS' } });
    const token = (created.json() as { token: string }).token;
    const get = (url: string) => () => ({ method: 'GET' as const, url, headers });
    const calls: [string, () => InjectOptions][] = [
      ['GET analytics/recent', get('/v1/api/analytics/recent')],
      ['GET analytics/activity', get('/v1/api/analytics/activity')],
      ['GET analytics/mastery', get('/v1/api/analytics/mastery')],
      ['GET analytics/lawn', get('/v1/api/analytics/lawn')],
      ['GET analytics/records', get('/v1/api/analytics/records')],
      [
        'GET analytics/records (practice, 90 days, page 2)',
        get(`/v1/api/analytics/records?kind=practice&from=${quarterAgo}&to=${year.to}&page=2`),
      ],
      [`GET study/modes/LAWN (${busiest.count} answers)`, get(`/v1/api/study/modes/LAWN?q=${busiest.date}`)],
      [
        'POST shares (PROGRESS snapshot)',
        () => ({ method: 'POST' as const, url: '/v1/api/shares', headers, payload: { kind: 'PROGRESS' } }),
      ],
      ['POST shared/open', () => ({ method: 'POST' as const, url: '/v1/api/shared/open', payload: { token } })],
    ];
    const results: { call: string; p50: number; p95: number; max: number }[] = [];
    for (const [call, request] of calls) results.push({ call, ...(await time(app, request, runs)) });
    // Mastery replays the answers up to 30 days ago once per student and instance, then only the answers since:
    // its first call after a start, timed on fresh services (no HTTP around it).
    const cold: number[] = [];
    for (let i = 0; i < Math.min(runs, 20); i++) {
      const started = performance.now();
      await new AnalyticsService(db).mastery(userId);
      cold.push(performance.now() - started);
    }
    cold.sort((a, b) => a - b);
    results.push({
      call: 'mastery, first call after a start (service)',
      p50: percentile(cold, 0.5),
      p95: percentile(cold, 0.95),
      max: cold.at(-1) ?? 0,
    });

    if (values.json) {
      process.stdout.write(`${JSON.stringify({ database: kind, attempts: n, runs, results })}\n`);
      return;
    }
    const width = Math.max(...results.map((r) => r.call.length));
    const ms = (value: number) => value.toFixed(1).padStart(7);
    const lines = [
      `${kind}: one student with ${n} answers over a year (${others} other students with 5000 each), ` +
        `timezone ${ZONE}; seeded in ${seededIn.toFixed(1)} s; ${runs} runs a call after 5 warm-up runs`,
      `${'call'.padEnd(width)}  p50 ms  p95 ms  max ms`,
      ...results.map((r) => `${r.call.padEnd(width)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.max)}`),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await app?.close();
    await database?.close();
  }
}

await main();
