// The one way an answer is stored, for practice and for tests: once per client attempt id, with the problem's unit as
// its skill, and the learning model updated from it in the same transaction.
import type { Db } from '../../db/client.js';
import { applyAnswerToModel } from '../../model/service.js';
import type { ProblemRow } from '../problems/repository.js';
import { asModelItem } from '../problems/service.js';
import { insertAttemptOnce, type AttemptRow } from './repository.js';

/**
 * Records the answer and lets the model learn from it; undefined when the client attempt id was taken (a retry or a
 * concurrent twin), in which case nothing changes. Call it with the transaction of the caller's checks.
 */
export async function recordAnswer(
  tx: Db,
  answer: {
    userId: string;
    problem: ProblemRow;
    workbookId: string | null;
    body: { clientAttemptId: string; answer: string | number; timeMs: number };
    correct: boolean;
    answeredAt: Date;
  },
): Promise<AttemptRow | undefined> {
  const { userId, problem, body, correct, answeredAt } = answer;
  const inserted = await insertAttemptOnce(tx, {
    clientAttemptId: body.clientAttemptId,
    userId,
    problemId: problem.id,
    unitId: problem.unitId,
    skillIds: [problem.unitId],
    workbookId: answer.workbookId,
    answer: String(body.answer),
    correct,
    timeMs: body.timeMs,
    createdAt: answeredAt,
  });
  if (inserted) await applyAnswerToModel(tx, userId, asModelItem(problem), correct, answeredAt);
  return inserted;
}
