// The visitor's diagnostic sample as far as it went: the grade, the seed picked once and the answers so far, kept in
// this tab's session storage so a reload resumes the same questions. Nothing of it reaches the server's records.
import { DIAGNOSE_SAMPLE_MAX } from '@mathbridge/contract';

const KEY = 'mathbridge.diagnoseSample';
const MAX_SEED = 2_147_483_647;
const GRADE = /^kr-(e[1-6]|m[1-3]|h1)$/;

export interface SampleAnswer {
  problemId: string;
  answer: string | number;
}

export interface SampleRun {
  gradeId: string;
  seed: number;
  answers: SampleAnswer[];
}

/** A seed for a new sample, 1 … 2^31 − 1 as the api takes it. */
export function newSeed(random: () => number = Math.random): number {
  return 1 + Math.floor(random() * (MAX_SEED - 1));
}

function isAnswer(value: unknown): value is SampleAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { problemId, answer } = value as Record<string, unknown>;
  return typeof problemId === 'string' && (typeof answer === 'string' || Number.isInteger(answer));
}

/** Reads a kept run; anything malformed counts as none. */
export function parseRun(text: string | null): SampleRun | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const { gradeId, seed, answers } = value;
    if (typeof gradeId !== 'string' || !GRADE.test(gradeId)) return null;
    if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 1 || seed > MAX_SEED) return null;
    if (!Array.isArray(answers) || answers.length > DIAGNOSE_SAMPLE_MAX || !answers.every(isAnswer)) return null;
    return { gradeId, seed, answers };
  } catch {
    return null;
  }
}

export function readRun(): SampleRun | null {
  try {
    return parseRun(window.sessionStorage.getItem(KEY));
  } catch {
    return null;
  }
}

export function keepRun(run: SampleRun | null): void {
  try {
    if (run) window.sessionStorage.setItem(KEY, JSON.stringify(run));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused: the sample still works, only a reload starts it over.
  }
}
