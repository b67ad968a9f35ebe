// What every test's answers share, whichever screen sends them: how long one answer may count, and the hint the
// grader gives with an answer it could not read.
import { LocalizedSchema, UnparseableErrorSchema, type LocalizedText } from '@mathbridge/contract';
import type { HttpError } from '../../../lib/http';

/** Longest a single answer may count (the api's limit is a day). */
const MAX_TIME_MS = 86_400_000;

/** The time to send with an answer: whole milliseconds, never below zero or above the api's limit. */
export function answerTimeMs(ms: number): number {
  return Math.min(MAX_TIME_MS, Math.max(0, Math.round(ms)));
}

/** The hint for the form wanted, from a 422 E_UNPARSEABLE's body (beside code and message); null when none came. */
export function unparseableHint(error: HttpError): LocalizedText | null {
  const body = error.body;
  const parsed = UnparseableErrorSchema.safeParse(body);
  if (parsed.success) return parsed.data.hint;
  const hint = LocalizedSchema.safeParse((body as { hint?: unknown } | undefined)?.hint);
  return hint.success ? hint.data : null;
}
