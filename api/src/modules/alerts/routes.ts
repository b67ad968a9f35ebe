// The alert centre's routes: the student's alerts (paged, unread count, mark read), PUSH/EMAIL choices per kind,
// Web Push subscriptions, and the e-mail unsubscribe link, which needs no login. The plugin also gives notify.ts its
// senders and runs the periodic check for the scheduled alerts.
import {
  ALERT_PATHS,
  AlertIdParamsSchema,
  AlertListQuerySchema,
  AlertListSchema,
  AlertMessage,
  AlertReadAllSchema,
  AlertSettingsSchema,
  AlertUnreadCountSchema,
  ErrorResponseSchema,
  errorResponses,
  NoContentSchema,
  PushPublicKeySchema,
  PushSubscriptionRequestSchema,
  PushUnsubscribeRequestSchema,
  UnsubscribeQuerySchema,
  UpdateAlertSettingsRequestSchema,
} from '@mathbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AlertsConfig } from '../../config/env.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { canonicalTimezone } from '../analytics/calendar.js';
import { signedIn, userId } from '../auth/plugin.js';
import { AlertSender } from './delivery.js';
import { resolveVapidKeys, UnsubscribeTokens } from './keys.js';
import { configureAlertDelivery, settleAlertDeliveries } from './notify.js';
import { isKnownPushService } from './push-hosts.js';
import * as repo from './repository.js';
import { startAlertChecks } from './scheduler.js';
import { AlertsService, unsubscribePage } from './service.js';

export interface AlertsRoutesOptions {
  config: AlertsConfig;
}

const errors = errorResponses(400, 401, 404);

export const alertsRoutes: FastifyPluginAsyncZod<AlertsRoutesOptions> = async (app, options) => {
  const db = app.database.db;
  const { config } = options;
  const vapid = resolveVapidKeys(config, app.log);
  const tokens = new UnsubscribeTokens(app.accounts.tokens);
  const sender = new AlertSender({
    vapid,
    vapidSubject: config.vapidSubject,
    tokens,
    publicBaseUrl: config.publicBaseUrl,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    log: app.log,
  });
  configureAlertDelivery(sender);
  const service = new AlertsService(db, sender);
  const stopChecks = config.checkIntervalMs > 0 ? startAlertChecks(db, config.checkIntervalMs, app.log) : null;
  // preClose: the sends already started finish while the database is still open.
  app.addHook('preClose', async () => {
    await stopChecks?.();
    await settleAlertDeliveries();
  });
  app.addHook('onClose', async () => {
    configureAlertDelivery(null);
    sender.close();
  });

  const paths = ALERT_PATHS;

  app.get(
    paths.pushPublicKey,
    {
      schema: {
        tags: ['alerts'],
        summary: 'The VAPID public key a browser subscribes to push with',
        response: { 200: PushPublicKeySchema },
      },
    },
    async () => ({ publicKey: vapid.publicKey }),
  );

  // The e-mail's unsubscribe link: a signed token for one student and kind, no login. GET from the link, POST from
  // a mail client's one-click unsubscribe (RFC 8058); both answer a short page in Korean and English.
  const unsubscribe = async (token: string) => {
    const target = await tokens.verify(token);
    if (!target || !(await service.unsubscribeEmail(target.userId, target.kind))) {
      return { status: 400 as const, html: unsubscribePage(null) };
    }
    return { status: 200 as const, html: unsubscribePage(target.kind) };
  };
  const pageSchema = {
    tags: ['alerts'],
    querystring: UnsubscribeQuerySchema,
    response: { 200: z.string(), 400: z.union([z.string(), ErrorResponseSchema]) },
  };
  const summaries = {
    GET: "Stops one kind of alert e-mail for the link's student (no login)",
    POST: "One-click unsubscribe (RFC 8058) for the link's student (no login)",
  } as const;
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: paths.unsubscribe,
      schema: { ...pageSchema, summary: summaries[method] },
      handler: async (request, reply) => {
        const { status, html } = await unsubscribe(request.query.token);
        return reply
          .status(status)
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(html);
      },
    });
  }

  await signedIn(app, async (secured) => {
    // The periodic check needs the student's day and evening: remember the zone their app sends.
    secured.addHook('preHandler', async (request) => {
      const header = request.headers.timezone;
      const value = (Array.isArray(header) ? header[0] : header)?.trim();
      const zone = value ? canonicalTimezone(value) : null;
      if (zone) await service.rememberZone(userId(request), zone);
    });

    secured.get(
      paths.list,
      {
        schema: {
          tags: ['alerts'],
          summary: "The student's alerts, newest first (paged), with the unread count",
          querystring: AlertListQuerySchema,
          response: { 200: AlertListSchema, ...errors },
        },
      },
      async (request) => service.list(userId(request), request.query),
    );

    secured.get(
      paths.unreadCount,
      {
        schema: {
          tags: ['alerts'],
          summary: "How many of the student's alerts are unread",
          response: { 200: AlertUnreadCountSchema, ...errors },
        },
      },
      async (request) => ({ unread: (await repo.countAlerts(db, userId(request))).unread }),
    );

    secured.post(
      paths.read,
      {
        schema: {
          tags: ['alerts'],
          summary: 'Mark one alert read (another student’s: 404)',
          params: AlertIdParamsSchema,
          response: { 204: NoContentSchema, ...errors },
        },
      },
      async (request, reply) => {
        if (!(await repo.markRead(db, userId(request), request.params.id, new Date()))) {
          throw notFound(AlertMessage.notFound);
        }
        return reply.status(204).send(null);
      },
    );

    secured.post(
      paths.readAll,
      {
        schema: {
          tags: ['alerts'],
          summary: "Mark every one of the student's alerts read",
          response: { 200: AlertReadAllSchema, ...errors },
        },
      },
      async (request) => ({ updated: await repo.markAllRead(db, userId(request), new Date()) }),
    );

    secured.get(
      paths.settings,
      {
        schema: {
          tags: ['alerts'],
          summary: 'PUSH and EMAIL per kind of alert, and how many browsers receive push',
          response: { 200: AlertSettingsSchema, ...errors },
        },
      },
      async (request) => service.settings(userId(request)),
    );

    secured.put(
      paths.settings,
      {
        schema: {
          tags: ['alerts'],
          summary: 'Change PUSH and/or EMAIL for some kinds; answers every setting',
          body: UpdateAlertSettingsRequestSchema,
          response: { 200: AlertSettingsSchema, ...errors },
        },
      },
      async (request) => service.updateSettings(userId(request), request.body.settings),
    );

    secured.post(
      paths.pushSubscriptions,
      {
        schema: {
          tags: ['alerts'],
          summary: "Keep this browser's push subscription (PushSubscription.toJSON())",
          body: PushSubscriptionRequestSchema,
          response: { 204: NoContentSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { endpoint, keys } = request.body;
        if (!isKnownPushService(endpoint, config.pushServiceHosts)) {
          throw badRequest("endpoint must be a browser's push service (a PushSubscription from the browser)");
        }
        await repo.saveSubscription(db, userId(request), { endpoint, p256dh: keys.p256dh, auth: keys.auth });
        return reply.status(204).send(null);
      },
    );

    secured.delete(
      paths.pushSubscriptions,
      {
        schema: {
          tags: ['alerts'],
          summary: "Forget this browser's push subscription",
          body: PushUnsubscribeRequestSchema,
          response: { 204: NoContentSchema, ...errors },
        },
      },
      async (request, reply) => {
        await repo.deleteSubscription(db, userId(request), request.body.endpoint);
        return reply.status(204).send(null);
      },
    );
  });
};
