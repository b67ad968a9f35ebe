// What the three test engines draw on, read once from the problems table: every problem of the latest template
// versions (no stems, no keys), with the learning model's fitted difficulty where it has one. The level test's bank,
// the SAT pool and the diagnostic's problems by unit are built from the same rows.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import { latestVersionOf } from '../problems/repository.js';
import type { DiagnosticProblem } from './diagnose/types.js';
import { buildLevelBank, type LevelBank } from './level/bank.js';
import { domainOf, type SatCandidate } from './sat/domains.js';

export interface BankEntry {
  id: string;
  templateId: string;
  unitId: string;
  type: 'multiple' | 'essay';
  difficulty: number;
  /** Number of choices of a multiple-choice problem. */
  choices: number | null;
  /** The model's fitted difficulty (logit), when it has one. */
  logit: number | null;
}

export interface TestBanks {
  level: LevelBank;
  sat: SatCandidate[];
  satById: ReadonlyMap<string, SatCandidate>;
  byUnit: ReadonlyMap<string, DiagnosticProblem[]>;
}

export async function bankEntries(db: Db): Promise<BankEntry[]> {
  const result = await db.execute(sql`
    select p.id, p.template_id, p.unit_id, p.type, p.difficulty,
           case when p.type = 'multiple' then coalesce(jsonb_array_length(p.choices), 0) end as choices,
           ip.difficulty as logit
    from problems p left join item_params ip on ip.item_id = p.id::text
    where ${latestVersionOf('p')}
    order by p.id`);
  return rowsOf<{
    id: string;
    template_id: string;
    unit_id: string;
    type: 'multiple' | 'essay';
    difficulty: number;
    choices: number | null;
    logit: number | null;
  }>(result).map((row) => ({
    id: row.id,
    templateId: row.template_id,
    unitId: row.unit_id,
    type: row.type,
    difficulty: Number(row.difficulty),
    choices: row.choices === null ? null : Number(row.choices),
    logit: row.logit === null ? null : Number(row.logit),
  }));
}

export function satCandidate(
  entry: Pick<BankEntry, 'id' | 'unitId' | 'templateId' | 'type' | 'difficulty' | 'logit'> & {
    choices?: number | null;
  },
) {
  const candidate: SatCandidate = {
    id: entry.id,
    unitId: entry.unitId,
    templateId: entry.templateId,
    type: entry.type,
    difficulty: entry.difficulty,
  };
  if (entry.logit !== null) candidate.logit = entry.logit;
  if (entry.choices !== undefined && entry.choices !== null) candidate.choices = entry.choices;
  return candidate;
}

export function buildTestBanks(entries: readonly BankEntry[]): TestBanks {
  const level = buildLevelBank(
    entries.map((entry) => ({
      id: entry.id,
      unitId: entry.unitId,
      templateId: entry.templateId,
      difficulty: entry.difficulty,
      fittedDifficulty: entry.logit,
      ...(entry.choices !== null && { choices: entry.choices }),
    })),
  );
  const sat = entries.filter((entry) => domainOf(entry.unitId) !== undefined).map(satCandidate);
  const byUnit = new Map<string, DiagnosticProblem[]>();
  for (const entry of entries) {
    const problem: DiagnosticProblem = {
      id: entry.id,
      templateId: entry.templateId,
      unitId: entry.unitId,
      type: entry.type,
      difficulty: Math.min(5, Math.max(1, entry.difficulty)) as DiagnosticProblem['difficulty'],
      ...(entry.logit !== null && { fittedDifficulty: entry.logit }),
    };
    const list = byUnit.get(entry.unitId);
    if (list) list.push(problem);
    else byUnit.set(entry.unitId, [problem]);
  }
  return { level, sat, satById: new Map(sat.map((candidate) => [candidate.id, candidate])), byUnit };
}

const cache = new WeakMap<Db, Promise<TestBanks>>();

/**
 * The banks of this database, built on first use and kept: the problems table only grows at start (a new template
 * version), and fitted difficulties change when the model is refitted offline, after which the service restarts.
 */
export function testBanks(db: Db): Promise<TestBanks> {
  let banks = cache.get(db);
  if (!banks) {
    banks = bankEntries(db).then(buildTestBanks);
    banks.catch(() => cache.delete(db));
    cache.set(db, banks);
  }
  return banks;
}
