// The alert centre's calls: the student's alerts and unread count, marking them read, the PUSH/EMAIL settings, and
// this browser's push subscription.
import {
  ALERT_PATHS,
  AlertListSchema,
  AlertReadAllSchema,
  AlertSettingsSchema,
  AlertUnreadCountSchema,
  PushPublicKeySchema,
  buildPath,
  type AlertList,
  type AlertSettings,
  type PushSubscriptionRequest,
  type UpdateAlertSettingsRequest,
} from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** Alerts per page in the alert centre. */
export const ALERTS_PAGE_SIZE = 20;
/** How often the bell asks for the unread count while the app is open. */
export const UNREAD_POLL_MS = 60_000;

export function listAlerts(page: number, size = ALERTS_PAGE_SIZE): Promise<AlertList> {
  return request(`${ALERT_PATHS.list}?page=${page}&size=${size}`, {
    schema: AlertListSchema,
    errorMode: 'silent',
    showLoading: false,
  });
}

export async function unreadCount(): Promise<number> {
  const answer = await request(ALERT_PATHS.unreadCount, {
    schema: AlertUnreadCountSchema,
    errorMode: 'silent',
    showLoading: false,
  });
  return answer.unread;
}

export function markRead(id: string): Promise<void> {
  return request(buildPath(ALERT_PATHS.read, { id }), {
    method: 'POST',
    errorMode: 'quiet',
    showLoading: false,
  });
}

export async function markAllRead(): Promise<void> {
  await request(ALERT_PATHS.readAll, { method: 'POST', schema: AlertReadAllSchema, errorMode: 'alert' });
}

export function getSettings(): Promise<AlertSettings> {
  return request(ALERT_PATHS.settings, { schema: AlertSettingsSchema, errorMode: 'silent', showLoading: false });
}

export function updateSettings(settings: UpdateAlertSettingsRequest['settings']): Promise<AlertSettings> {
  return request(ALERT_PATHS.settings, {
    method: 'PUT',
    body: { settings },
    schema: AlertSettingsSchema,
    errorMode: 'alert',
    showLoading: false,
  });
}

export async function pushPublicKey(): Promise<string> {
  const answer = await request(ALERT_PATHS.pushPublicKey, {
    schema: PushPublicKeySchema,
    errorMode: 'silent',
    showLoading: false,
  });
  return answer.publicKey;
}

export function saveSubscription(subscription: PushSubscriptionRequest): Promise<void> {
  return request(ALERT_PATHS.pushSubscriptions, { method: 'POST', body: subscription, errorMode: 'silent' });
}

export function deleteSubscription(endpoint: string): Promise<void> {
  return request(ALERT_PATHS.pushSubscriptions, { method: 'DELETE', body: { endpoint }, errorMode: 'silent' });
}

export const alertKeys = {
  all: ['alerts'] as const,
  unread: ['alerts', 'unread'] as const,
  list: ['alerts', 'list'] as const,
  settings: ['alerts', 'settings'] as const,
};

export const unreadQuery = queryOptions({
  queryKey: alertKeys.unread,
  queryFn: unreadCount,
  refetchInterval: UNREAD_POLL_MS,
  refetchOnWindowFocus: true,
  staleTime: 10_000,
});

export const settingsQuery = queryOptions({ queryKey: alertKeys.settings, queryFn: getSettings });
