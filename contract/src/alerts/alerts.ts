// The alert centre: in-app alerts (a new notice, an inquiry's answer, a due review, a streak about to break), the
// student's PUSH/EMAIL choices per kind, Web Push subscriptions and the e-mail unsubscribe link.
import { z } from 'zod';
import { pageOf, pageQuery } from '../common/paging.js';

export const ALERT_PATHS = {
  /** GET: the student's alerts, newest first (paged). */
  list: '/v1/api/alerts',
  /** GET: how many of the student's alerts are unread. */
  unreadCount: '/v1/api/alerts/unread-count',
  /** POST: marks one alert read. Another student's: 404. */
  read: '/v1/api/alerts/:id/read',
  /** POST: marks every alert of the student read. */
  readAll: '/v1/api/alerts/read-all',
  /** GET: PUSH and EMAIL per kind. PUT: change some of them. */
  settings: '/v1/api/alerts/settings',
  /** GET (no login): the VAPID public key the browser subscribes with. */
  pushPublicKey: '/v1/api/alerts/push/public-key',
  /** POST: keep this browser's PushSubscription. DELETE: forget it (body: its endpoint). */
  pushSubscriptions: '/v1/api/alerts/push/subscriptions',
  /** GET or POST (no login): the e-mail's unsubscribe link; answers a short bilingual page. */
  unsubscribe: '/v1/api/alerts/unsubscribe',
} as const;

export const ALERT_KINDS = ['NOTICE', 'INQUIRY_ANSWER', 'REVIEW_DUE', 'STREAK'] as const;
export type AlertKindName = (typeof ALERT_KINDS)[number];

export const ALERT_CHANNELS = ['push', 'email'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/**
 * The choice a student has before changing anything. In-app alerts are always kept. PUSH is on for every kind but
 * only reaches a browser the student has turned push on in; EMAIL only for an inquiry's answer (a reply the student is
 * waiting for), since the others are daily or broadcast.
 */
export const ALERT_DEFAULTS: Record<AlertKindName, { push: boolean; email: boolean }> = {
  NOTICE: { push: true, email: false },
  INQUIRY_ANSWER: { push: true, email: true },
  REVIEW_DUE: { push: true, email: false },
  STREAK: { push: true, email: false },
};

/** From this hour (the student's local time, after school) a due review is announced. */
export const REVIEW_ALERT_HOUR = 16;
/** A streak of at least this many days is worth an evening reminder. */
export const STREAK_ALERT_MIN_DAYS = 2;
/** From this hour (the student's local time) a student who has not studied today gets the streak reminder. */
export const STREAK_ALERT_HOUR = 19;

const BilingualSchema = z.object({ ko: z.string(), en: z.string() });

export const AlertSchema = z.object({
  id: z.uuid(),
  kind: z.enum(ALERT_KINDS),
  title: BilingualSchema,
  body: BilingualSchema,
  /** The app path the alert opens. */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Alert = z.infer<typeof AlertSchema>;

export const AlertListQuerySchema = z.object(pageQuery);
export const AlertListSchema = pageOf(AlertSchema).extend({ unread: z.number().int() });
export type AlertList = z.infer<typeof AlertListSchema>;

export const AlertUnreadCountSchema = z.object({ unread: z.number().int() });
export type AlertUnreadCount = z.infer<typeof AlertUnreadCountSchema>;

export const AlertIdParamsSchema = z.object({ id: z.uuid({ message: 'id must be an alert id (a UUID)' }) });

export const AlertReadAllSchema = z.object({ updated: z.number().int() });

export const AlertSettingSchema = z.object({
  kind: z.enum(ALERT_KINDS),
  push: z.boolean(),
  email: z.boolean(),
});
export type AlertSetting = z.infer<typeof AlertSettingSchema>;

export const AlertSettingsSchema = z.object({
  settings: z.array(AlertSettingSchema),
  /** How many browsers of the student receive push now. */
  pushDevices: z.number().int(),
  /** False when the server has no e-mail set up (the student's e-mail choices are kept but nothing is sent). */
  emailAvailable: z.boolean(),
});
export type AlertSettings = z.infer<typeof AlertSettingsSchema>;

export const UpdateAlertSettingsRequestSchema = z.object({
  settings: z
    .array(
      z.object({
        kind: z.enum(ALERT_KINDS, { message: 'kind must be NOTICE, INQUIRY_ANSWER, REVIEW_DUE or STREAK' }),
        push: z.boolean({ message: 'push must be true or false' }).optional(),
        email: z.boolean({ message: 'email must be true or false' }).optional(),
      }),
      { message: 'settings must be a list of { kind, push?, email? }' },
    )
    .min(1, 'settings must name at least one kind')
    .max(ALERT_KINDS.length, `settings must name at most ${ALERT_KINDS.length} kinds`),
});
export type UpdateAlertSettingsRequest = z.infer<typeof UpdateAlertSettingsRequestSchema>;

export const PushPublicKeySchema = z.object({ publicKey: z.string() });

/** Base64url without padding, as PushSubscription.toJSON() gives the keys. */
const base64url = (name: string, min: number, max: number) =>
  z
    .string({ message: `${name} must be a base64url string` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${name} must be a base64url string`)
    .min(min, `${name} is too short`)
    .max(max, `${name} is too long`);

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const PushSubscriptionRequestSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, message: 'endpoint must be the push service URL (https)' })
    .max(2048, 'endpoint is too long'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // An uncompressed P-256 point is 65 bytes (87 characters); the auth secret 16 bytes (22 characters).
      p256dh: base64url('keys.p256dh', 80, 100),
      auth: base64url('keys.auth', 16, 44),
    },
    { message: 'keys must hold p256dh and auth' },
  ),
});
export type PushSubscriptionRequest = z.infer<typeof PushSubscriptionRequestSchema>;

export const PushUnsubscribeRequestSchema = z.object({
  endpoint: z.string({ message: 'endpoint must be the subscription endpoint' }).min(1).max(2048),
});

export const UnsubscribeQuerySchema = z.object({
  token: z.string({ message: 'token is missing' }).min(10, 'token is not a valid unsubscribe token').max(500),
});

/** What the Web Push payload carries; the service worker shows it and opens `link` on click. */
export const PushPayloadSchema = z.object({
  id: z.uuid(),
  kind: z.enum(ALERT_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

export const AlertMessage = {
  notFound: 'That alert was not found.',
  unsubscribeInvalid: 'That unsubscribe link is not valid.',
  pushUnavailable: 'Push alerts are not set up on this server.',
} as const;
