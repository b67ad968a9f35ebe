// This browser's push subscription at the server: the VAPID public key to subscribe with, saving and deleting it.
import { ALERT_PATHS, PushPublicKeySchema, type PushSubscriptionRequest } from '@mathbridge/contract';
import { request } from '../../../lib/http';

export async function getPushPublicKey(): Promise<string> {
  const answer = await request(ALERT_PATHS.pushPublicKey, {
    schema: PushPublicKeySchema,
    errorMode: 'silent',
    showLoading: false,
  });
  return answer.publicKey;
}

export function savePushSubscription(subscription: PushSubscriptionRequest): Promise<void> {
  return request(ALERT_PATHS.pushSubscriptions, { method: 'POST', body: subscription, errorMode: 'silent' });
}

export function deletePushSubscription(endpoint: string): Promise<void> {
  return request(ALERT_PATHS.pushSubscriptions, { method: 'DELETE', body: { endpoint }, errorMode: 'silent' });
}
