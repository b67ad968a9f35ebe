// Spaced review of wrong answers, on the student's calendar. A wrong answer opens a review run; the problem comes
// back 1, 3, 7 and 14 days after it (then every 14 days), one review per step and never twice a day, until the
// student has answered it right on two different days after the run began. A wrong answer while a run is open keeps
// the run going. Pure.
import { addDays, daysBetween } from '../analytics/calendar.js';

/** Days after the wrong answer on which the problem comes back. */
export const REVIEW_DAYS = [1, 3, 7, 14] as const;
/** Right answers, on different days, that close a run. */
export const RIGHTS_TO_CLOSE = 2;

export interface DayAnswer {
  /** The student's calendar day of the answer, YYYY-MM-DD. */
  day: string;
  correct: boolean;
}

export interface ReviewState {
  /** The day the next review is due. */
  dueOn: string;
  due: boolean;
  /** Whole days from the latest wrong answer to today. */
  daysAgo: number;
}

function offset(step: number): number {
  const last = REVIEW_DAYS[REVIEW_DAYS.length - 1] as number;
  return REVIEW_DAYS[step] ?? last + last * (step - REVIEW_DAYS.length + 1);
}

/** The review state of one problem from its answers in answer order; null when no run is open. */
export function reviewState(answers: readonly DayAnswer[], today: string): ReviewState | null {
  let run: { start: string; lastWrong: string; rights: Set<string>; reviews: Set<string> } | null = null;
  for (const answer of answers) {
    if (!run) {
      if (!answer.correct) run = { start: answer.day, lastWrong: answer.day, rights: new Set(), reviews: new Set() };
      continue;
    }
    if (!answer.correct) run.lastWrong = answer.day;
    // Answers on the day of the mistake (a retry with the key just shown) are not reviews.
    if (answer.day <= run.start) continue;
    run.reviews.add(answer.day);
    if (answer.correct) run.rights.add(answer.day);
    if (run.rights.size >= RIGHTS_TO_CLOSE) run = null;
  }
  if (!run) return null;
  // A late review does not make the next one due on the same day: reviews stay on different days.
  const lastReview = [...run.reviews].sort().at(-1);
  const scheduled = addDays(run.start, offset(run.reviews.size));
  const dueOn = lastReview && addDays(lastReview, 1) > scheduled ? addDays(lastReview, 1) : scheduled;
  return { dueOn, due: dueOn <= today, daysAgo: Math.max(0, daysBetween(run.lastWrong, today)) };
}
