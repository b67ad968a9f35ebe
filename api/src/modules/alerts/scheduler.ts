// The periodic check that makes the scheduled alerts: a due review (spaced repetition and the similar problems after
// help, as the recommendations schedule them) and, in the evening, a streak about to break. Each is made at most once
// per student and calendar day (a dedupe key), so running the check again, or on two api processes, sends nothing
// twice. The student's day and hour are those of the time zone their app last sent.
import { DEFAULT_TIMEZONE, REVIEW_ALERT_HOUR, STREAK_ALERT_HOUR, STREAK_ALERT_MIN_DAYS } from '@mathbridge/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { addDays, dayIn } from '../analytics/calendar.js';
import { streaks } from '../analytics/service.js';
import { dailyActivity, wrongProblemHistory } from '../practice/repository.js';
import { dueAfterHelp } from '../recommend/repository.js';
import { reviewState } from '../recommend/review.js';
import { createAlert, type AlertInput } from './notify.js';
import * as alertsRepo from './repository.js';

/** Wrong answers older than this no longer come back for review (as in the recommendations). */
const REVIEW_HORIZON_DAYS = 90;
/** Students who have not answered for this long are not reminded any more. */
const QUIET_AFTER_DAYS = 30;
/** The app path the scheduled alerts open: the study screen with today's set, reviews first. */
export const STUDY_LINK = '/study';

function localHour(zone: string, at: Date): number {
  const hour = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(at);
  return Number(hour);
}

/** How many problems are due for review today: spaced reviews of wrong answers and problems scheduled after help. */
export async function dueReviewCount(db: Db, userId: string, zone: string, now: Date): Promise<number> {
  const today = dayIn(zone, now);
  const since = new Date(now.getTime() - REVIEW_HORIZON_DAYS * 86_400_000);
  const [history, afterHelp] = await Promise.all([
    wrongProblemHistory(db, userId, since),
    dueAfterHelp(db, userId, today),
  ]);
  const byProblem = new Map<string, { day: string; correct: boolean }[]>();
  for (const row of history) {
    byProblem.set(row.problemId, [
      ...(byProblem.get(row.problemId) ?? []),
      { day: dayIn(zone, row.at), correct: row.correct },
    ]);
  }
  let due = 0;
  for (const answers of byProblem.values()) if (reviewState(answers, today)?.due) due += 1;
  const ids = new Set(afterHelp.map((row) => row.problemId).filter((id) => !byProblem.has(id)));
  return due + ids.size;
}

/** The streak that ends yesterday when the student has not answered today; 0 when they have. */
export async function streakAtRisk(db: Db, userId: string, zone: string, now: Date): Promise<number> {
  const today = dayIn(zone, now);
  const days = (await dailyActivity(db, userId, zone)).map((day) => day.day);
  if (days.includes(today)) return 0;
  return streaks(days, addDays(today, -1)).current;
}

export function reviewAlert(count: number): AlertInput {
  return {
    kind: 'REVIEW_DUE',
    title: { ko: '오늘 복습할 문제가 있어요', en: 'Time to review' },
    body: {
      ko: `복습할 문제가 ${count}개 있어요. 잊기 전에 다시 풀어 봐요.`,
      en:
        count === 1
          ? '1 problem is due for review today. Solve it again before you forget it.'
          : `${count} problems are due for review today. Solve them again before you forget them.`,
    },
    link: STUDY_LINK,
  };
}

export function streakAlert(days: number): AlertInput {
  return {
    kind: 'STREAK',
    title: { ko: '연속 공부가 끊기기 직전이에요', en: 'Keep your streak going' },
    body: {
      ko: `${days}일 연속으로 공부했어요. 오늘 한 문제만 풀어도 기록이 이어져요.`,
      en: `You've studied ${days} days in a row. Solve just one problem today to keep it going.`,
    },
    link: STUDY_LINK,
  };
}

/**
 * Runs the check once for every student who studied lately; answers how many alerts it made. `nothingDue` remembers,
 * between runs, the students found with no review due that day: nothing becomes due later the same day (reviews and
 * the problems after help are due from the next day on), so they are not looked at again until tomorrow.
 */
export async function runAlertCheck(
  db: Db,
  now: Date = new Date(),
  nothingDue: Set<string> = new Set(),
): Promise<number> {
  const candidates = await alertsRepo.studentsAnsweredSince(
    db,
    new Date(now.getTime() - QUIET_AFTER_DAYS * 86_400_000),
  );
  if (candidates.length === 0) return 0;
  // Keys already made lately: no need to compute those students' reviews and streaks again.
  const made = await alertsRepo.dedupeKeysSince(db, new Date(now.getTime() - 2 * 86_400_000));
  let count = 0;
  for (const student of candidates) {
    const zone = student.timezone ?? DEFAULT_TIMEZONE;
    const today = dayIn(zone, now);
    const hour = localHour(zone, now);
    const reviewKey = `REVIEW_DUE:${today}`;
    const checked = `${student.id}|${reviewKey}`;
    if (hour >= REVIEW_ALERT_HOUR && !made.has(checked) && !nothingDue.has(checked)) {
      const due = await dueReviewCount(db, student.id, zone, now);
      if (due === 0) nothingDue.add(checked);
      else if (await createAlert(db, student.id, reviewAlert(due), reviewKey)) count += 1;
    }
    const streakKey = `STREAK:${today}`;
    // Only a student whose last answer was yesterday has a streak that tonight would break.
    const lastDay = dayIn(zone, student.lastAt);
    if (hour >= STREAK_ALERT_HOUR && lastDay === addDays(today, -1) && !made.has(`${student.id}|${streakKey}`)) {
      const days = await streakAtRisk(db, student.id, zone, now);
      if (days >= STREAK_ALERT_MIN_DAYS && (await createAlert(db, student.id, streakAlert(days), streakKey))) {
        count += 1;
      }
    }
  }
  return count;
}

/** Starts the check every `intervalMs` (the first one soon after start); answers the function that stops it. */
export function startAlertChecks(db: Db, intervalMs: number, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> | null = null;
  const nothingDue = new Set<string>();
  const tick = () => {
    if (running) return;
    // The set names days: yesterday's entries are of no use once every zone has moved on, so it starts again.
    if (nothingDue.size > 100_000) nothingDue.clear();
    running = runAlertCheck(db, new Date(), nothingDue)
      .then((made) => {
        if (made > 0) log.info({ made }, 'scheduled alerts made');
      })
      .catch((err: unknown) => log.error({ err }, 'scheduled alert check failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, Math.min(intervalMs, 60_000));
  const every = setInterval(tick, intervalMs);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
