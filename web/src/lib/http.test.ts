import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { recordingServerForFile } from '../test/recording-server';
import { configureHttp, HttpError, request, setHttpBaseUrl, type HttpHooks } from './http';

const server = recordingServerForFile();
let token: string | null;
let hooks: HttpHooks & { errors: [HttpError, string][]; started: number; ended: number };

beforeEach(() => {
  token = null;
  window.history.pushState({}, '', '/study/learning/');
  const errors: [HttpError, string][] = [];
  hooks = {
    errors,
    started: 0,
    ended: 0,
    getTranslationCode: () => 'vi',
    getAccessToken: () => token,
    onRequestStart: () => void hooks.started++,
    onRequestEnd: () => void hooks.ended++,
    onError: (error, mode) => void errors.push([error, mode]),
  };
  configureHttp(hooks);
});

describe('request headers', () => {
  it('sends translationCode, viewUrl, timezone and the bearer token', async () => {
    token = 'token-123';
    server.on('GET /api/thing', { status: 200, body: { ok: true } });
    await request('/api/thing');
    const [sent] = server.requests;
    expect(sent?.headers.translationcode).toBe('vi');
    expect(sent?.headers.viewurl).toBe('/study/learning/');
    expect(sent?.headers.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(sent?.headers.authorization).toBe('Bearer token-123');
  });

  it('leaves Authorization out without a token, or when asked to', async () => {
    server.on('GET /api/thing', { status: 200, body: {} });
    await request('/api/thing');
    token = 'token-123';
    await request('/api/thing', { withAuth: false });
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([undefined, undefined]);
    expect(server.requests.every((r) => r.headers.timezone && r.headers.viewurl)).toBe(true);
  });

  it('sends a JSON body and parses the answer with the schema', async () => {
    server.on('POST /api/echo', (r) => ({ status: 200, body: r.body }));
    const answer = await request('/api/echo', {
      method: 'POST',
      body: { textList: ['a'] },
      schema: z.object({ textList: z.array(z.string()) }),
    });
    expect(answer).toEqual({ textList: ['a'] });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
  });
});

describe('errors', () => {
  it("hands a server error to the alert handler with the server's message", async () => {
    server.on('GET /api/broken', { status: 409, body: { code: 'E_CONFLICT', message: 'Already there' } });
    const failure = await request('/api/broken').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 409, code: 'E_CONFLICT', message: 'Already there' });
    expect(hooks.errors).toEqual([[failure, 'alert']]);
  });

  it('reports quietly or not at all when asked', async () => {
    server.on('GET /api/broken', { status: 500, body: { code: 'E_INTERNAL', message: 'Oops' } });
    await request('/api/broken', { errorMode: 'quiet' }).catch(() => undefined);
    await request('/api/broken', { errorMode: 'silent' }).catch(() => undefined);
    expect(hooks.errors.map(([, mode]) => mode)).toEqual(['quiet']);
  });

  it('treats an answer that does not fit the schema as an error', async () => {
    server.on('GET /api/thing', { status: 200, body: { nope: 1 } });
    const failure = await request('/api/thing', { schema: z.object({ ok: z.boolean() }), errorMode: 'silent' }).catch(
      (e: unknown) => e,
    );
    expect(failure).toMatchObject({ code: 'E_BAD_RESPONSE' });
  });

  it('reports an unreachable server as status 0', async () => {
    setHttpBaseUrl('http://127.0.0.1:1');
    const failure = await request('/api/thing', { errorMode: 'silent' }).catch((e: unknown) => e);
    setHttpBaseUrl(server.url);
    expect(failure).toMatchObject({ status: 0 });
  });
});

describe('token renewal', () => {
  it('asks for a new token once after a 401 and retries with it', async () => {
    token = 'old';
    server.on('GET /api/private', (r) =>
      r.headers.authorization === 'Bearer new'
        ? { status: 200, body: { ok: true } }
        : { status: 401, body: { code: 'E00001', message: 'expired' } },
    );
    const renew = vi.fn(async () => 'new');
    configureHttp({ ...hooks, renewAccessToken: renew });
    await expect(request('/api/private')).resolves.toEqual({ ok: true });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('gives the 401 to the caller when no new token comes', async () => {
    token = 'old';
    server.on('GET /api/private', { status: 401, body: { code: 'E00001', message: 'expired' } });
    configureHttp({ ...hooks, renewAccessToken: async () => null });
    await expect(request('/api/private', { errorMode: 'silent' })).rejects.toMatchObject({ status: 401 });
    expect(server.requests).toHaveLength(1);
  });
});

describe('loading', () => {
  it('counts foreground requests and skips background ones', async () => {
    server.on('GET /api/thing', { status: 204 });
    await request('/api/thing');
    await request('/api/thing', { showLoading: false });
    await request('/api/missing', { errorMode: 'silent' }).catch(() => undefined);
    expect(hooks.started).toBe(2);
    expect(hooks.ended).toBe(2);
  });
});
