// Test data through the app's own paths: students and operators made by the users repository and signed in by the
// auth service, workbooks and answers through the HTTP api, a small problem bank through the content pipeline, and
// history at chosen times (the rows the app writes, dated by the test).
import {
  AUTH_PATHS,
  PRACTICE_PATHS,
  TokenPairSchema,
  SubmitAnswerResponseSchema,
  WorkbookSchema,
  type SubmitAnswerResponse,
  type TokenPair,
  type Workbook,
} from '@mathbridge/contract';
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { planTemplate } from '../content/plan.js';
import type { ProblemTemplate } from '../content/lib/types.js';
import { templates as e111 } from '../content/units/kr-e1-1-1.js';
import { templates as e112 } from '../content/units/kr-e1-1-2.js';
import { templates as e113 } from '../content/units/kr-e1-1-3.js';
import { templates as e114 } from '../content/units/kr-e1-1-4.js';
import type { Db } from '../db/client.js';
import { attempts, problems, workbooks, type NewUserRow, type WorkbookRow } from '../db/schema/index.js';
import { upsertCurriculum } from '../modules/curriculum/repository.js';
import { curriculumRows } from '../modules/curriculum/service.js';
import { insertProblems, type ProblemRow } from '../modules/problems/repository.js';
import { insertUser, setRoleByEmail } from '../modules/users/repository.js';
import { useTestApp, type MailTestApp, type TestApp, type TestAppOptions } from './app.js';
import { diagnoseReport, levelReport, satReport } from './reports.js';

export { diagnoseReport, levelReport, satReport };

// ---- people ----

export interface Student {
  id: string;
  email: string;
  name: string;
  /** The bearer token of a fresh session, as the gateway sends it. */
  headers: Record<string, string>;
}

export type StudentValues = Partial<Pick<NewUserRow, 'name' | 'birthday' | 'gradeClass' | 'gradeSub' | 'email'>>;

/** A student who has agreed to the terms, signed in (a session issued as at login). */
export async function student(t: TestApp, values: StudentValues = {}): Promise<Student> {
  const name = values.name ?? 'Minji';
  const row = await insertUser(t.database.db, {
    email: `${name.toLowerCase()}-${randomUUID()}@example.com`,
    birthday: '2012-04-05',
    termsServiceAt: new Date(),
    termsPrivacyAt: new Date(),
    ...values,
    name,
  });
  if (!row) throw new Error('the e-mail is taken');
  const pair = await t.app.accounts.auth.issueSession(row.id, null);
  return { id: row.id, email: row.email, name, headers: { authorization: `Bearer ${pair.accessToken}` } };
}

/** A signed-in operator, promoted as the user-role script does. */
export async function operator(t: TestApp, name = 'Ops'): Promise<Student> {
  const who = await student(t, { name });
  await setRoleByEmail(t.database.db, who.email, 'operator');
  return who;
}

// ---- signing up through the api ----

/** Where a request comes from: the gateway's connection and the client's address it vouches for, say. */
export interface RequestOrigin {
  remoteAddress?: string;
  headers?: Record<string, string>;
}

export const SIGNUP_PASSWORD = 'abcd123!';

/** What a middle-school student tells the sign-up form about herself, agreeing to every term; `me` answers it back. */
export const SIGNUP_PROFILE = {
  terms: { service: true, privacy: true, marketing: true },
  name: '김하늘',
  birthday: '2011-05-06',
  gradeClass: 'MIDDLE',
  gradeSub: 1,
  sex: 'woman',
  countryCode: 'KR',
} as const;

/** The sign-up form as that student fills it in. */
export function signupBody(email: string, code: string, overrides: Record<string, unknown> = {}) {
  return {
    method: 'email',
    email,
    emailCode: code,
    password: SIGNUP_PASSWORD,
    passwordConfirm: SIGNUP_PASSWORD,
    ...SIGNUP_PROFILE,
    ...overrides,
  };
}

/** Asks for an e-mail code and reads it from the mail that arrives, as the student would. */
export async function mailedCode(t: MailTestApp, email: string, from: RequestOrigin = {}): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: AUTH_PATHS.emailCode, payload: { email }, ...from });
  expect(res.statusCode, res.body).toBe(200);
  const mail = await t.smtp.next(email.toLowerCase());
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code).toBeDefined();
  return code ?? '';
}

/** Signs up through the api with the mailed code; the new session's tokens. */
export async function signUp(
  t: MailTestApp,
  email: string,
  overrides: Record<string, unknown> = {},
  from: RequestOrigin = {},
): Promise<TokenPair> {
  const code = await mailedCode(t, email, from);
  const res = await t.app.inject({
    method: 'POST',
    url: AUTH_PATHS.signup,
    payload: signupBody(email, code, overrides),
    ...from,
  });
  expect(res.statusCode, res.body).toBe(200);
  return TokenPairSchema.parse(res.json());
}

// ---- analytics events ----

/** An analytics event as the web app sends it: a visitor's page view, with the fields a test changes. */
export function eventBody(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: 'page_view', userId: null, language: 'ko', pageLocation: '/', ...fields };
}

// ---- the problem bank ----

/** The first four units of grade 1, in course order; the third builds on the first. */
export const FIRST_UNITS = ['kr-e1-1-1', 'kr-e1-1-2', 'kr-e1-1-3', 'kr-e1-1-4'] as const;
export type FirstUnit = (typeof FIRST_UNITS)[number];
/** The units of the small bank, in course order. */
export const BANK_UNITS = ['kr-e1-1-1', 'kr-e1-1-2', 'kr-e1-1-3'] as const;

const FIRST_TEMPLATES: Record<FirstUnit, ProblemTemplate[]> = {
  'kr-e1-1-1': e111,
  'kr-e1-1-2': e112,
  'kr-e1-1-3': e113,
  'kr-e1-1-4': e114,
};

/** The tables a seeded bank lives in, for useTestApp's `keep`. */
export const BANK_TABLES = ['problems', 'curriculum'] as const;

/**
 * The curriculum and a few checked problems per template of some of the first units (the small bank unless told), as
 * content materialisation writes them. A small bank keeps a file fast.
 */
export function seedBank(
  db: Db,
  options: { units?: readonly FirstUnit[]; perTemplate?: number } = {},
): Promise<ProblemRow[]> {
  const units = (options.units ?? BANK_UNITS).map((unitId) => ({ unitId, templates: FIRST_TEMPLATES[unitId] }));
  return seedUnits(db, units, options.perTemplate ?? 4);
}

export interface BankTestApp extends TestApp {
  /** The problems of the small bank, seeded once for the file. */
  bank: ProblemRow[];
}

/** useTestApp with the small bank seeded once and kept through the resets between tests. */
export function useBankTestApp(options: Omit<TestAppOptions, 'seed' | 'keep'> = {}): BankTestApp {
  let bank: ProblemRow[] = [];
  const context = useTestApp({
    ...options,
    seed: async ({ database }) => {
      bank = await seedBank(database.db);
    },
    keep: BANK_TABLES,
  });
  return Object.defineProperty(context, 'bank', { get: () => bank }) as BankTestApp;
}

/** The curriculum and `perTemplate` checked problems of every template of the units given. */
export async function seedUnits(
  db: Db,
  units: readonly { unitId: string; templates: readonly ProblemTemplate[] }[],
  perTemplate: number,
): Promise<ProblemRow[]> {
  await upsertCurriculum(db, curriculumRows());
  await insertProblems(
    db,
    units
      .flatMap(({ unitId, templates }) => templates.flatMap((t) => planTemplate(t, perTemplate, unitId)))
      .filter((p) => p.checked),
  );
  return db.select().from(problems);
}

/** A wrong choice of a multiple-choice problem. */
export const wrongChoice = (row: ProblemRow) => String((Number(row.answer) + 1) % (row.choices?.length ?? 5));

// ---- practice through the api ----

/** A practice workbook the student made through the api (five questions of the first bank unit unless told). */
export async function workbook(
  t: TestApp,
  who: Pick<Student, 'headers'>,
  body: Record<string, unknown> = {},
): Promise<Workbook> {
  const res = await t.app.inject({
    method: 'POST',
    url: PRACTICE_PATHS.workbooks,
    headers: who.headers,
    payload: { kind: 'practice', questionCount: 5, source: { type: 'units', unitIds: [BANK_UNITS[0]] }, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return WorkbookSchema.parse(res.json());
}

/** Sends an answer as the app does (a fresh clientAttemptId unless given); the response is the test's to check. */
export function attempt(t: TestApp, who: Pick<Student, 'headers'>, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: PRACTICE_PATHS.attempts,
    headers: who.headers,
    payload: { clientAttemptId: randomUUID(), timeMs: 4000, ...body },
  });
}

/** Answers a multiple-choice problem right or wrong through the api, and checks it was graded so. */
export async function answer(
  t: TestApp,
  who: Student,
  row: ProblemRow,
  correct: boolean,
  body: Record<string, unknown> = {},
): Promise<SubmitAnswerResponse> {
  const res = await attempt(t, who, { problemId: row.id, answer: correct ? row.answer : wrongChoice(row), ...body });
  expect(res.statusCode, res.body).toBe(200);
  const graded = SubmitAnswerResponseSchema.parse(res.json());
  expect(graded.result, res.body).toBe(correct ? 'correct' : 'incorrect');
  return graded;
}

// ---- history at chosen times ----

export interface AnswerSpec {
  /** When it was answered: an instant, or SQL for one (a local time of a zone). */
  at: Date | SQL;
  correct?: boolean;
  timeMs?: number | null;
  problem?: ProblemRow;
  workbookId?: string | null;
}

/** Answers as the practice module records them, at the times given (the model is not updated). */
export async function insertAnswers(db: Db, userId: string, specs: readonly AnswerSpec[]): Promise<void> {
  if (specs.length === 0) return;
  const [fallback] = await db.select().from(problems).limit(1);
  await db.insert(attempts).values(
    specs.map((spec) => {
      const problem = spec.problem ?? fallback;
      if (!problem) throw new Error('the bank is empty');
      return {
        userId,
        problemId: problem.id,
        unitId: problem.unitId,
        skillIds: [problem.unitId],
        workbookId: spec.workbookId ?? null,
        answer: '1',
        correct: spec.correct ?? true,
        timeMs: spec.timeMs === undefined ? 30_000 : spec.timeMs,
        createdAt: spec.at,
      };
    }),
  );
}

/** Moves an answer sent through the api (by its clientAttemptId) to another instant. */
export async function dateAnswer(db: Db, clientAttemptId: string, at: Date): Promise<void> {
  await db.execute(
    sql`update attempts set created_at = ${at.toISOString()}::timestamptz where client_attempt_id = ${clientAttemptId}`,
  );
}

/** Local noon of a calendar day in a zone, as an instant (PostgreSQL's own zone rules). */
export const localNoon = (day: string, zone: string): SQL =>
  sql`((${day})::date + time '12:00')::timestamp at time zone ${zone}`;

/** A workbook row as the practice module writes it, with the values a test chooses (dates, a finished report). */
export async function insertWorkbook(
  db: Db,
  userId: string,
  values: Partial<typeof workbooks.$inferInsert> = {},
): Promise<WorkbookRow> {
  const [row] = await db
    .insert(workbooks)
    .values({
      userId,
      mode: 'ONE',
      kind: 'practice',
      source: { unitIds: [BANK_UNITS[0]], studyMode: null, problemId: null, query: null },
      questionCount: 5,
      ...values,
    })
    .returning();
  if (!row) throw new Error('no workbook');
  return row;
}

/** A test of the kind given, finished with a report of that kind (or still under way). */
export function finishedTest(
  db: Db,
  userId: string,
  type: 'LEVEL' | 'SAT' | 'DIAGNOSE',
  options: { finished?: boolean; problemId?: string; extra?: Record<string, unknown> } = {},
): Promise<WorkbookRow> {
  const report =
    type === 'LEVEL' ? levelReport() : type === 'SAT' ? satReport() : diagnoseReport(options.problemId ?? '');
  return insertWorkbook(db, userId, {
    mode: 'DIAGNOSE',
    kind: 'test',
    testType: type,
    testState: { seed: 1, gradeId: null, unitIds: [] },
    ...((options.finished ?? true) && { report: { ...report, ...options.extra }, finishedAt: new Date() }),
  });
}
