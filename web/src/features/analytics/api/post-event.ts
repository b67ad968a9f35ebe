// POST /v1/api/events: the first-party copy of every analytics event. Background, never alerts. The server takes the
// event's user from the access token (never from the body), so the token goes along whenever there is one; a visitor
// sends none, and the server never answers 401 here, so no token renewal is ever triggered.
import type { AnalyticsEvent } from '@mathbridge/contract';
import { request } from '../../../lib/http';
import { apiPaths } from '../../../lib/paths';

export async function postEvent(event: AnalyticsEvent): Promise<void> {
  await request(apiPaths.events, {
    method: 'POST',
    body: event,
    errorMode: 'quiet',
    showLoading: false,
    keepalive: true,
  });
}
