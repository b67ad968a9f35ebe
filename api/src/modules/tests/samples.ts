// The visitors' samples: a short diagnostic and one short SAT module. Nothing is saved: the diagnostic is rebuilt
// from the grade, the seed and the answers sent with every call, and the SAT module from its seed.
import { randomInt } from 'node:crypto';
import {
  DIAGNOSE_SAMPLE_MAX,
  type SampleDiagnose,
  type SampleDiagnoseRequest,
  type SampleSat,
  type SampleSatScore,
} from '@mathbridge/contract';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/app-error.js';
import * as practice from '../practice/repository.js';
import { gradeProblem, toProblemView } from '../problems/service.js';
import { testBanks, type TestBanks } from './banks.js';
import { gradeUnitIds } from './diagnose/course.js';
import { diagnoseReport, diagnosticOf, nextDiagnosticProblem, satReport, type GivenAnswer } from './engines.js';
import { sampleModule } from './sat/assemble.js';
import { asBadRequest, gradeTestAnswer, noProblems, notCurrent, problemViews } from './service.js';

/** Units a sample diagnoses: three spread over the grade, so each gets a few answers in a short test. */
export const SAMPLE_UNITS = 3;

export function sampleUnits(banks: TestBanks, gradeId: string): string[] {
  const all = (gradeUnitIds(gradeId) ?? []).filter((unitId) => (banks.byUnit.get(unitId)?.length ?? 0) > 0);
  const count = Math.min(SAMPLE_UNITS, all.length);
  return Array.from({ length: count }, (_, i) => all[Math.floor(((i + 0.5) * all.length) / count)] as string);
}

export class SamplesService {
  constructor(private readonly db: Db) {}

  async diagnose(body: SampleDiagnoseRequest): Promise<SampleDiagnose> {
    const banks = await testBanks(this.db);
    const chosen = sampleUnits(banks, body.gradeId);
    if (chosen.length === 0) throw noProblems();
    const diagnostic = asBadRequest(() => diagnosticOf(banks, body.seed, chosen));
    const maxItems = Math.min(DIAGNOSE_SAMPLE_MAX, diagnostic.cap);
    const rows = new Map(
      (
        await practice.problemsByIds(
          this.db,
          body.answers.map((answer) => answer.problemId),
        )
      ).map((row) => [row.id, row]),
    );
    const given: GivenAnswer[] = [];
    for (const answer of body.answers) {
      // Each answer must be to the problem the sample asked at that point.
      const expected = nextDiagnosticProblem(diagnostic, given);
      const row = rows.get(answer.problemId);
      if (!row || expected !== answer.problemId) throw notCurrent();
      given.push({ problemId: row.id, correct: gradeTestAnswer(row, answer.answer), timeMs: 0 });
    }
    const next = given.length < maxItems ? nextDiagnosticProblem(diagnostic, given) : null;
    if (next) {
      const [item] = await problemViews(this.db, [next]);
      return { item: item ?? null, answered: given.length, maxItems, report: null };
    }
    return {
      item: null,
      answered: given.length,
      maxItems,
      report: diagnoseReport(diagnostic, body.gradeId, given),
    };
  }

  async sat(seed = randomInt(1, 2 ** 31 - 1)): Promise<SampleSat> {
    const module = sampleModule((await testBanks(this.db)).sat, seed);
    if (module.items.length === 0) throw noProblems();
    return {
      seed,
      minutes: module.minutes,
      items: await problemViews(
        this.db,
        module.items.map((item) => item.id),
      ),
    };
  }

  async scoreSat(body: {
    seed: number;
    answers: { problemId: string; answer: string | number }[];
    seconds: number;
  }): Promise<SampleSatScore> {
    const banks = await testBanks(this.db);
    const module = sampleModule(banks.sat, body.seed);
    const ids = module.items.map((item) => item.id);
    const outside = body.answers.filter((answer) => !ids.includes(answer.problemId));
    if (outside.length > 0) badRequestFor(outside.map((answer) => answer.problemId));
    const byProblem = new Map(body.answers.map((answer) => [answer.problemId, answer.answer]));
    const rows = await practice.problemsByIds(this.db, ids);
    const items = rows.map((row) => {
      const answer = byProblem.get(row.id);
      // A blank or unreadable answer scores as a wrong one; the result shows what was typed.
      const correct = answer !== undefined && answer !== '' && gradeProblem(row, answer).result === 'correct';
      return {
        problem: toProblemView(row),
        studentAnswer: answer === undefined || answer === '' ? null : String(answer),
        correct,
        correctAnswer: row.answer,
        explanation: row.explanation,
      };
    });
    const given = items.map((item) => ({ problemId: item.problem.id, correct: item.correct, timeMs: 0 }));
    return { report: satReport(banks, [module], given, body.seconds), items };
  }
}

function badRequestFor(problemIds: readonly string[]): never {
  throw badRequest(`answers: ${problemIds.join(', ')} ${problemIds.length === 1 ? 'is' : 'are'} not in this sample`);
}
