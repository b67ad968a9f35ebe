// What other modules call to alert students: store the in-app alert, then send PUSH/EMAIL per the student's settings
// in the background (a slow or failing push service or SMTP server never delays or fails the caller).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { alerts, users, type AlertRow } from '../../db/schema/index.js';

export type AlertKind = 'NOTICE' | 'INQUIRY_ANSWER' | 'REVIEW_DUE' | 'STREAK'; // also ALERT_KINDS in the contract
export interface AlertInput {
  kind: AlertKind;
  title: { ko: string; en: string };
  body: { ko: string; en: string };
  /** The app path the alert opens, e.g. /more/notices/<id>. */
  link: string;
}

/** Sends stored alerts over PUSH and EMAIL; set by the alerts plugin (without it alerts stay in-app only). */
export interface AlertDelivery {
  deliver(db: Db, rows: AlertRow[]): Promise<void>;
}

let delivery: AlertDelivery | null = null;
const pending = new Set<Promise<void>>();

/** Called by the alerts plugin on start (with its senders) and on close (with null). */
export function configureAlertDelivery(next: AlertDelivery | null): void {
  delivery = next;
}

/** Resolves when every delivery started so far has ended (the plugin waits on close; tests wait on it). */
export async function settleAlertDeliveries(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/** Students whose alerts are sent together (a notice to every student goes out in batches of this many). */
const DELIVERY_BATCH = 200;

function deliverInBackground(db: Db, rows: AlertRow[]): void {
  const sender = delivery;
  if (!sender || rows.length === 0) return;
  const job = (async () => {
    for (let start = 0; start < rows.length; start += DELIVERY_BATCH) {
      // The sender logs its own failures; this catch only keeps an unexpected one from stopping the other batches.
      await sender.deliver(db, rows.slice(start, start + DELIVERY_BATCH)).catch(() => undefined);
    }
  })();
  pending.add(job);
  void job.finally(() => pending.delete(job));
}

/**
 * Stores one alert; with a dedupe key, a second alert with the same key for the same student is not made (answers
 * undefined). Sends it in the background.
 */
export async function createAlert(
  db: Db,
  userId: string,
  alert: AlertInput,
  dedupeKey: string | null = null,
): Promise<AlertRow | undefined> {
  const [row] = await db
    .insert(alerts)
    .values({ userId, kind: alert.kind, title: alert.title, body: alert.body, link: alert.link, dedupeKey })
    .onConflictDoNothing()
    .returning();
  if (row) deliverInBackground(db, [row]);
  return row;
}

/** Stores an in-app alert for one student and sends PUSH/EMAIL per their settings (sending never blocks the caller). */
export async function notifyUser(db: Db, userId: string, alert: AlertInput): Promise<void> {
  await createAlert(db, userId, alert);
}

/** The same for every student (a new notice). */
export async function notifyAllStudents(db: Db, alert: AlertInput): Promise<void> {
  // One INSERT … SELECT, so the number of students is no concern of the statement's parameters.
  const rows = await db
    .insert(alerts)
    .select(
      db
        .select({
          id: sql<string>`gen_random_uuid()`.as('id'),
          userId: users.id,
          kind: sql<AlertKind>`${alert.kind}`.as('kind'),
          title: sql`${JSON.stringify(alert.title)}::jsonb`.as('title'),
          body: sql`${JSON.stringify(alert.body)}::jsonb`.as('body'),
          link: sql<string>`${alert.link}`.as('link'),
          dedupeKey: sql<string | null>`null`.as('dedupe_key'),
          readAt: sql<Date | null>`null`.as('read_at'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(users)
        .where(and(eq(users.status, 'active'), eq(users.role, 'student'))),
    )
    .returning();
  deliverInBackground(db, rows);
}

/** Marks a student's unread alerts with this link read (reading the notice clears its alert). */
export async function markAlertsReadByLink(db: Db, userId: string, link: string): Promise<void> {
  await db
    .update(alerts)
    .set({ readAt: new Date() })
    .where(and(eq(alerts.userId, userId), eq(alerts.link, link), isNull(alerts.readAt)));
}
