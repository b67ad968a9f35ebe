// Factories for the analytics and shares tests: a small bank, students with a session, answers and workbooks with
// the times a test chooses, and finished-test reports of each kind.
import type { DiagnoseReport, LevelReport, SatReport } from '@mathbridge/contract';
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { planTemplate } from '../../content/plan.js';
import { templates as e111 } from '../../content/units/kr-e1-1-1.js';
import { templates as e112 } from '../../content/units/kr-e1-1-2.js';
import { templates as e113 } from '../../content/units/kr-e1-1-3.js';
import type { Db } from '../../db/client.js';
import { attempts, problems, users, workbooks, type WorkbookRow } from '../../db/schema/index.js';
import { upsertCurriculum } from '../curriculum/repository.js';
import { curriculumRows } from '../curriculum/service.js';
import { insertProblems, type ProblemRow } from '../problems/repository.js';

/** Units of the small bank, in course order. */
export const BANK_UNITS = ['kr-e1-1-1', 'kr-e1-1-2', 'kr-e1-1-3'] as const;

/** The curriculum and a few problems per template of three units. */
export async function loadSmallBank(db: Db): Promise<ProblemRow[]> {
  await upsertCurriculum(db, curriculumRows());
  const units = [
    [BANK_UNITS[0], e111],
    [BANK_UNITS[1], e112],
    [BANK_UNITS[2], e113],
  ] as const;
  await insertProblems(
    db,
    units.flatMap(([id, templates]) => templates.flatMap((t) => planTemplate(t, 4, id))).filter((p) => p.checked),
  );
  return db.select().from(problems);
}

export interface Student {
  id: string;
  email: string;
  name: string;
  headers: Record<string, string>;
}

export async function createStudent(app: FastifyInstance, db: Db, name = 'Minji'): Promise<Student> {
  const email = `${name.toLowerCase()}-${randomUUID()}@example.com`;
  const [row] = await db
    .insert(users)
    .values({
      email,
      name,
      birthday: '2012-04-05',
      termsServiceAt: new Date(),
      termsPrivacyAt: new Date(),
    })
    .returning();
  if (!row) throw new Error('no user');
  const pair = await app.accounts.auth.issueSession(row.id, null);
  return { id: row.id, email, name, headers: { authorization: `Bearer ${pair.accessToken}` } };
}

export interface AnswerSpec {
  /** When it was answered: an instant, or SQL for one (a local time of a zone). */
  at: Date | SQL;
  correct?: boolean;
  timeMs?: number | null;
  problem?: ProblemRow;
  workbookId?: string | null;
}

/** Inserts answers as they would have been recorded, at the times given (the model is not updated). */
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

/** Local noon of a calendar day in a zone, as an instant (PostgreSQL's own zone rules). */
export const localNoon = (day: string, zone: string): SQL =>
  sql`((${day})::date + time '12:00')::timestamp at time zone ${zone}`;

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

export const levelReport = (): LevelReport => ({
  type: 'LEVEL',
  placement: { gradeId: 'kr-e3', lowGradeId: 'kr-e2', highGradeId: 'kr-e4' },
  itemCount: 12,
  correct: 8,
  seconds: 640,
  strands: [
    { strand: 'number', answered: 5, correct: 4, status: 'strength' },
    { strand: 'geometry', answered: 4, correct: 2, status: 'gap' },
  ],
  nextUnits: [{ unitId: 'kr-e3-1-2', gradeId: 'kr-e3', strand: 'geometry', mastery: 0.42 }],
});

export const satReport = (): SatReport => ({
  type: 'SAT',
  score: 610,
  low: 560,
  high: 660,
  correct: 30,
  total: 44,
  seconds: 4_100,
  modules: [
    { level: 'standard', correct: 15, total: 22 },
    { level: 'harder', correct: 15, total: 22 },
  ],
  domains: [{ domain: 'sat-h', correct: 10, total: 13, expected: 9.5, relative: 'as-expected' }],
});

export const diagnoseReport = (problemId: string): DiagnoseReport => ({
  type: 'DIAGNOSE',
  gradeId: 'kr-e1',
  answered: 3,
  correct: 1,
  seconds: 200,
  units: [
    {
      unitId: BANK_UNITS[0],
      name: { ko: '9까지의 수', en: 'Numbers up to 9' },
      mastery: 0.2,
      low: 0.1,
      high: 0.4,
      status: 'GAP',
      answered: 3,
      correct: 1,
      chosen: true,
      sentence: { ko: '다시 공부해요.', en: 'Study it again.' },
      evidence: [{ problemId, position: 1, correct: false }],
    },
  ],
  untested: [],
  gaps: [{ unitId: BANK_UNITS[0], chain: [BANK_UNITS[0]], root: true, sentence: { ko: '뿌리', en: 'Root' } }],
  plan: [{ step: 1, unitId: BANK_UNITS[0], reason: 'ROOT_GAP', sentence: { ko: '먼저', en: 'First' } }],
});
