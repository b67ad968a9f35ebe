import type { AnalyticsEvent } from '@mathbridge/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../../lib/http';
import { recordingServerForFile } from '../../../test/recording-server';
import { postEvent } from './post-event';

const server = recordingServerForFile();
let token: string | null;

const event = (): AnalyticsEvent => ({
  name: 'page_view',
  userId: null,
  language: 'ko',
  pageLocation: 'https://localhost/study',
});

beforeEach(() => {
  token = null;
  configureHttp({ getTranslationCode: () => null, getAccessToken: () => token });
  server.on('POST /v1/api/events', { status: 201, body: { id: 'e1' } });
});

describe('postEvent', () => {
  it("sends the student's access token, since the server takes the event's user from it", async () => {
    token = 'token-123';
    await postEvent(event());
    expect(server.requests[0]?.headers.authorization).toBe('Bearer token-123');
  });

  it('sends no Authorization for a visitor', async () => {
    await postEvent(event());
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });
});
