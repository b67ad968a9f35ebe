// The student's work on an SAT module before it is handed in: draft answers (changed freely, in any order), the
// questions marked for review, the question on screen and the time spent on each. Kept in browser storage per test,
// so a reload or a dropped connection loses nothing; the server sees the answers only when the module is submitted.
import type { ProblemView } from '@mathbridge/contract';

export type DraftAnswer = string | number;

export interface SatDrafts {
  /** The choice index of a multiple-choice question, the typed LaTeX of a typed one; blank ones are absent. */
  answers: Record<string, DraftAnswer>;
  marked: string[];
  /** The clientAttemptId each answer is sent with: made once per question, so a resend is counted once. */
  attemptIds: Record<string, string>;
  /** Milliseconds each question has been on screen. */
  spentMs: Record<string, number>;
  /** The index of the question on screen in the current module. */
  current: number;
  /** The last module the student began (module 2 opens with a break screen until it is begun). */
  begunModule: number;
  /** This device's clock minus the server's, measured when a module began (0 when unknown). */
  skewMs: number;
}

export const emptyDrafts = (): SatDrafts => ({
  answers: {},
  marked: [],
  attemptIds: {},
  spentMs: {},
  current: 0,
  begunModule: 1,
  skewMs: 0,
});

const PREFIX = 'mathbridge.sat.';
/** Storage key of a student's test. */
export const testDraftsKey = (testId: string) => `${PREFIX}test.${testId}`;
/** Storage key of the visitor's sample (one at a time per browser). */
export const SAMPLE_DRAFTS_KEY = `${PREFIX}sample`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function pick<T>(value: unknown, accept: (entry: unknown) => entry is T): Record<string, T> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, T] => accept(entry[1])));
}

const isAnswer = (value: unknown): value is DraftAnswer =>
  (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isInteger(value));
const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** Reads stored drafts, keeping what is well formed: storage edited by hand or by an older app never breaks a test. */
export function parseDrafts(raw: string | null): SatDrafts {
  const empty = emptyDrafts();
  if (!raw) return empty;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return empty;
  }
  if (!isRecord(value)) return empty;
  return {
    answers: pick(value.answers, isAnswer),
    marked: Array.isArray(value.marked) ? value.marked.filter(isString) : [],
    attemptIds: pick(value.attemptIds, isString),
    spentMs: pick(value.spentMs, isCount),
    current: Math.max(0, Math.floor(numberOr(value.current, 0))),
    begunModule: Math.max(1, Math.floor(numberOr(value.begunModule, 1))),
    skewMs: numberOr(value.skewMs, 0),
  };
}

export function loadDrafts(key: string): SatDrafts {
  try {
    return parseDrafts(window.localStorage.getItem(key));
  } catch {
    return emptyDrafts();
  }
}

export function saveDrafts(key: string, drafts: SatDrafts): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(drafts));
  } catch {
    // Storage refused (private mode, full): the drafts last for this visit only.
  }
}

export function clearDrafts(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/** Whether a draft counts as an answer: a choice, or typed text that is not only spaces. */
export function hasAnswer(value: DraftAnswer | undefined): value is DraftAnswer {
  return value !== undefined && isAnswer(value);
}

export function withAnswer(drafts: SatDrafts, problemId: string, answer: DraftAnswer | null): SatDrafts {
  const answers = { ...drafts.answers };
  if (answer === null || !hasAnswer(answer)) delete answers[problemId];
  else answers[problemId] = answer;
  return { ...drafts, answers };
}

export function withMarkToggled(drafts: SatDrafts, problemId: string): SatDrafts {
  const marked = drafts.marked.includes(problemId)
    ? drafts.marked.filter((id) => id !== problemId)
    : [...drafts.marked, problemId];
  return { ...drafts, marked };
}

export function withSpent(drafts: SatDrafts, problemId: string, ms: number): SatDrafts {
  if (!(ms > 0)) return drafts;
  return { ...drafts, spentMs: { ...drafts.spentMs, [problemId]: (drafts.spentMs[problemId] ?? 0) + ms } };
}

/** The question's clientAttemptId, made on first use; the drafts come back changed only when one was made. */
export function withAttemptId(
  drafts: SatDrafts,
  problemId: string,
  makeId: () => string = () => crypto.randomUUID(),
): { drafts: SatDrafts; attemptId: string } {
  const known = drafts.attemptIds[problemId];
  if (known) return { drafts, attemptId: known };
  const attemptId = makeId();
  return { drafts: { ...drafts, attemptIds: { ...drafts.attemptIds, [problemId]: attemptId } }, attemptId };
}

/** The answer to send for a question: its draft, trimmed when typed, or '' (skipped) when blank. */
export function answerToSend(drafts: SatDrafts, problemId: string): DraftAnswer {
  const value = drafts.answers[problemId];
  if (!hasAnswer(value)) return '';
  return typeof value === 'string' ? value.trim() : value;
}

export interface QuestionStatus {
  problemId: string;
  /** 1-based, as the student reads it. */
  number: number;
  answered: boolean;
  marked: boolean;
  current: boolean;
}

/** Each question of the module as the navigator shows it. */
export function questionStatuses(items: readonly ProblemView[], drafts: SatDrafts, current: number): QuestionStatus[] {
  return items.map((item, index) => ({
    problemId: item.id,
    number: index + 1,
    answered: hasAnswer(drafts.answers[item.id]),
    marked: drafts.marked.includes(item.id),
    current: index === current,
  }));
}

export interface ModuleSummary {
  total: number;
  answered: number;
  unanswered: number;
  marked: number;
}

/** What the review before submitting counts. */
export function moduleSummary(items: readonly ProblemView[], drafts: SatDrafts): ModuleSummary {
  const statuses = questionStatuses(items, drafts, -1);
  const answered = statuses.filter((s) => s.answered).length;
  return {
    total: items.length,
    answered,
    unanswered: items.length - answered,
    marked: statuses.filter((s) => s.marked).length,
  };
}

/** The index to show, kept inside the module (a stored index may be from a longer module). */
export function clampIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return Math.min(Math.max(0, Math.floor(index)), length - 1);
}

/** The visitor's sample under way: the seed that rebuilds its questions, and when its clock started (this device). */
export interface SampleMeta {
  seed: number;
  startedAt: number;
}

export const SAMPLE_META_KEY = `${PREFIX}sample.meta`;

export function loadSampleMeta(): SampleMeta | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(SAMPLE_META_KEY) ?? 'null');
    if (!isRecord(value)) return null;
    const { seed, startedAt } = value;
    if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 1) return null;
    if (typeof startedAt !== 'number' || !Number.isFinite(startedAt)) return null;
    return { seed, startedAt };
  } catch {
    return null;
  }
}

export function saveSampleMeta(meta: SampleMeta | null): void {
  try {
    if (meta) window.localStorage.setItem(SAMPLE_META_KEY, JSON.stringify(meta));
    else window.localStorage.removeItem(SAMPLE_META_KEY);
  } catch {
    // Storage refused: the sample lasts for this visit only.
  }
}
