// Sends stored alerts beyond the app: Web Push to each browser the student turned push on in, and e-mail, per the
// student's choice for that kind, in the student's language. A browser the push service no longer knows (404/410)
// is forgotten. Failures are logged without addresses, tokens or keys, and never reach the caller.
import { ALERT_DEFAULTS, ALERT_PATHS, type PushPayload } from '@mathbridge/contract';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import webpush, { WebPushError } from 'web-push';
import type { Db } from '../../db/client.js';
import type { AlertRow, PushSubscriptionRow } from '../../db/schema/index.js';
import { mailLanguageOf, type MailLanguage } from '../mail/templates.js';
import { findUserById, findUsersByIds } from '../users/repository.js';
import type { UnsubscribeTokens, VapidKeys } from './keys.js';
import { alertMail } from './mail.js';
import type { AlertDelivery, AlertKind } from './notify.js';
import * as repo from './repository.js';

/** How long a push message waits at the push service for an offline browser (a day: older alerts are stale). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

export interface DeliveryOptions {
  vapid: VapidKeys;
  vapidSubject: string;
  tokens: UnsubscribeTokens;
  publicBaseUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  log: FastifyBaseLogger;
}

/** The student's language: the app language they chose, else the one their translation setting implies. */
export function languageOf(user: { languageType: string | null; translationCode: string | null }): MailLanguage {
  if (user.languageType === 'ko' || user.languageType === 'en') return user.languageType;
  return mailLanguageOf(user.translationCode);
}

export function pushPayload(row: AlertRow, language: MailLanguage): PushPayload {
  return { id: row.id, kind: row.kind, title: row.title[language], body: row.body[language], link: row.link };
}

export class AlertSender implements AlertDelivery {
  private readonly transport: Transporter | null;

  constructor(private readonly options: DeliveryOptions) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  /** Whether e-mail actually leaves the server (without SMTP the choices are kept but nothing is sent). */
  get emailAvailable(): boolean {
    return this.transport !== null;
  }

  close(): void {
    this.transport?.close();
  }

  async unsubscribeUrl(userId: string, kind: AlertKind): Promise<string> {
    const token = await this.options.tokens.sign(userId, kind);
    return `${this.options.publicBaseUrl}${ALERT_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`;
  }

  async deliver(db: Db, rows: AlertRow[]): Promise<void> {
    const userIds = [...new Set(rows.map((row) => row.userId))];
    const [people, settings, subscriptions] = await Promise.all([
      findUsersByIds(db, userIds),
      repo.settingsOf(db, userIds),
      repo.subscriptionsOf(db, userIds),
    ]);
    const byUser = new Map(people.map((person) => [person.id, person]));
    const choice = (userId: string, kind: AlertKind) =>
      settings.find((s) => s.userId === userId && s.kind === kind) ?? ALERT_DEFAULTS[kind];
    const browsers = new Map<string, PushSubscriptionRow[]>();
    for (const sub of subscriptions) browsers.set(sub.userId, [...(browsers.get(sub.userId) ?? []), sub]);

    const jobs: Promise<unknown>[] = [];
    for (const row of rows) {
      const person = byUser.get(row.userId);
      if (!person || person.status !== 'active') continue;
      const language = languageOf(person);
      const wanted = choice(row.userId, row.kind);
      if (wanted.push) {
        for (const sub of browsers.get(row.userId) ?? []) jobs.push(this.push(db, sub, pushPayload(row, language)));
      }
      if (wanted.email && this.transport) jobs.push(this.email(row, person.email, language));
    }
    await Promise.allSettled(jobs);
  }

  /** Sends one push message; answers whether the push service took it. */
  async push(db: Db, sub: PushSubscriptionRow, payload: PushPayload): Promise<boolean> {
    try {
      await webpush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: this.options.vapidSubject, ...this.options.vapid },
          TTL: PUSH_TTL_SECONDS,
          timeout: PUSH_TIMEOUT_MS,
          urgency: 'normal',
        },
      );
      return true;
    } catch (err) {
      const status = err instanceof WebPushError ? err.statusCode : undefined;
      if (status === 404 || status === 410) {
        // The browser dropped the subscription (unsubscribed, cleared its data, or it expired).
        await repo.dropSubscription(db, sub.id);
        this.options.log.info({ subscription: sub.id, status }, 'push subscription gone; removed');
      } else {
        this.options.log.warn(
          { subscription: sub.id, status, err: { message: err instanceof Error ? err.message : String(err) } },
          'push message not delivered',
        );
      }
      return false;
    }
  }

  private async email(row: AlertRow, to: string, language: MailLanguage): Promise<void> {
    if (!this.transport) return;
    const unsubscribe = await this.unsubscribeUrl(row.userId, row.kind);
    const message = alertMail({
      to,
      language,
      kind: row.kind,
      title: row.title[language],
      body: row.body[language],
      openUrl: `${this.options.publicBaseUrl}${row.link}`,
      unsubscribeUrl: unsubscribe,
    });
    try {
      await this.transport.sendMail({
        from: this.options.mailFrom,
        ...message,
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>`,
          // RFC 8058: mail clients may unsubscribe with one POST to the same address.
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      this.options.log.info({ alert: row.id, kind: row.kind }, 'alert e-mail sent');
    } catch (err) {
      this.options.log.warn(
        { alert: row.id, err: { message: err instanceof Error ? err.message : String(err) } },
        'alert e-mail not sent',
      );
    }
  }
}

/** Whether the student may still get e-mail of this kind (for the unsubscribe page's wording). */
export async function activeUser(db: Db, userId: string): Promise<boolean> {
  return (await findUserById(db, userId))?.status === 'active';
}
