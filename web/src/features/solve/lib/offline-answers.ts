// Answers given while the connection is down: kept in browser storage per student, each with the id the app made
// for it, and sent again with that SAME id when the connection returns. The server records an id once, so a
// resend after a lost response never counts twice.
import type { SubmitAnswerRequest } from '@mathbridge/contract';

export interface PendingAnswer extends SubmitAnswerRequest {
  /** When the student answered (ms since the epoch). */
  savedAt: number;
}

const PREFIX = 'mathbridge.pendingAnswers.';
const storageKey = (userId: string) => `${PREFIX}${userId}`;

function isPending(value: unknown): value is PendingAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.clientAttemptId === 'string' &&
    typeof entry.problemId === 'string' &&
    (typeof entry.answer === 'string' || typeof entry.answer === 'number') &&
    typeof entry.timeMs === 'number' &&
    typeof entry.savedAt === 'number' &&
    (entry.workbookId === undefined || typeof entry.workbookId === 'string')
  );
}

export function pendingAnswers(userId: string): PendingAnswer[] {
  try {
    const raw = window.localStorage.getItem(storageKey(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isPending) : [];
  } catch {
    return [];
  }
}

function save(userId: string, answers: PendingAnswer[]): void {
  try {
    if (answers.length === 0) window.localStorage.removeItem(storageKey(userId));
    else window.localStorage.setItem(storageKey(userId), JSON.stringify(answers));
  } catch {
    // Storage refused (private mode, full): the answer stays on screen for this visit only.
  }
}

/** Keeps an answer; the same clientAttemptId twice is kept once. */
export function keepAnswer(userId: string, answer: SubmitAnswerRequest, now = Date.now()): void {
  const answers = pendingAnswers(userId);
  if (answers.some((a) => a.clientAttemptId === answer.clientAttemptId)) return;
  save(userId, [...answers, { ...answer, savedAt: now }]);
}

export function dropAnswer(userId: string, clientAttemptId: string): void {
  save(
    userId,
    pendingAnswers(userId).filter((a) => a.clientAttemptId !== clientAttemptId),
  );
}

/** What a resend came to: sent (the server has it), offline (try later) or rejected (the server will never take it). */
export type SendOutcome = 'sent' | 'offline' | 'rejected';

export interface FlushReport {
  sent: PendingAnswer[];
  rejected: PendingAnswer[];
  left: PendingAnswer[];
}

let flushing: Promise<FlushReport> | null = null;

/**
 * Sends every kept answer, oldest first, with its own clientAttemptId. Sent and rejected answers leave storage; the
 * first 'offline' stops the run and keeps the rest for the next one. One run at a time per page.
 */
export function flushAnswers(
  userId: string,
  send: (answer: SubmitAnswerRequest) => Promise<SendOutcome>,
): Promise<FlushReport> {
  flushing ??= (async () => {
    const report: FlushReport = { sent: [], rejected: [], left: [] };
    const queue = pendingAnswers(userId);
    for (let i = 0; i < queue.length; i++) {
      const entry = queue[i] as PendingAnswer;
      const { savedAt: _savedAt, ...answer } = entry;
      const outcome = await send(answer);
      if (outcome === 'offline') {
        report.left = queue.slice(i);
        break;
      }
      report[outcome].push(entry);
      dropAnswer(userId, entry.clientAttemptId);
    }
    return report;
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/**
 * Whether a failed send means "not reached, try again later" rather than a refusal: no answer at all (network down,
 * timeout), the service unreachable behind the gateway, or a session to renew first.
 */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 401 || status === 502 || status === 503 || status === 504;
}
