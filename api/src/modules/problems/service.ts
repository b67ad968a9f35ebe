// Problems for learners: the answer-free projection, and a stateless check of an answer against the stored key.
import {
  ProblemMessage,
  type CheckAnswerResponse,
  type ProblemList,
  type ProblemListQuery,
  type ProblemView,
} from '@mathbridge/contract';
import { grade } from '../../content/grading/grade.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import type { ModelItem } from '../../model/service.js';
import { findUnit } from '../../content/curriculum.js';
import { findProblem, listProblems, type ProblemRow } from './repository.js';

/** What a learner may see before answering: no key, no explanation. */
export function toProblemView(row: ProblemRow): ProblemView {
  const spec = row.answerSpec;
  return {
    id: row.id,
    unitId: row.unitId,
    subUnit: row.subUnit,
    type: row.type,
    difficulty: row.difficulty,
    stem: row.stem,
    choices: row.type === 'multiple' ? (row.choices ?? []) : null,
    figure: row.figure ?? null,
    answerForm:
      row.type === 'essay' && spec
        ? {
            kind: spec.kind,
            hint: spec.hint,
            ...(spec.form !== undefined && { form: spec.form }),
            ...(spec.tolerance !== undefined && { tolerance: spec.tolerance }),
            ...(spec.unit !== undefined && { unit: spec.unit }),
            ...(spec.variables !== undefined && { variables: spec.variables }),
          }
        : null,
  };
}

/** A problem as the learning model knows it: its unit is its one skill, its level the prior of its difficulty. */
export function asModelItem(row: Pick<ProblemRow, 'id' | 'unitId' | 'difficulty'>): ModelItem {
  return { id: row.id, skillIds: [row.unitId], level: row.difficulty };
}

/** Grades an answer against a stored problem's key. */
export function gradeProblem(row: ProblemRow, answer: string | number) {
  return grade(
    { type: row.type, answer: row.answer, answerSpec: row.answerSpec ?? undefined, choices: row.choices ?? undefined },
    answer,
  );
}

/** Problems without their keys, by id or by unit, and the check of an answer against a stored key. */
export class ProblemsService {
  constructor(private readonly db: Db) {}

  async problemView(id: string): Promise<ProblemView> {
    return toProblemView(await this.problemOrThrow(id));
  }

  async checkAnswer(id: string, answer: string | number): Promise<CheckAnswerResponse> {
    const row = await this.problemOrThrow(id);
    const graded = gradeProblem(row, answer);
    if (graded.result === 'unparseable') return { result: 'unparseable', hint: graded.hint };
    return { result: graded.result, answer: row.answer, explanation: row.explanation };
  }

  async problemList(query: ProblemListQuery): Promise<ProblemList> {
    if (!findUnit(query.unitId)) throw notFound(`There is no unit "${query.unitId}" in the course map.`);
    const { rows, total } = await listProblems(
      this.db,
      { unitId: query.unitId, subUnit: query.subUnit, type: query.type },
      { limit: query.limit, offset: query.offset },
    );
    return { items: rows.map(toProblemView), total };
  }

  private async problemOrThrow(id: string): Promise<ProblemRow> {
    const row = await findProblem(this.db, id);
    if (!row) throw notFound(ProblemMessage.notFound);
    return row;
  }
}
