// A copy of the session cookie saved before logging out must not yield an access token afterwards. The api ends the
// session's family at logout, but GET /api/jwt hands out a still-fresh access token from the cookie without asking
// the api, so the gateway remembers logged-out sessions: in memory, or in Redis (REDIS_URL) where every gateway sees
// them.
import { SPEC_CALLS } from '@mathbridge/contract';
import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@mathbridge/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildGateway } from '../app.js';
import { SESSION_COOKIE } from '../lib/session-cookie-name.js';
import { json, startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import { startRedis } from '../test/redis.js';
import { testConfig } from '../test/setup.js';
import { tokenPair } from '../test/tokens.js';

const SECRET = 'a-cookie-secret-of-enough-length-for-iron-0123456789';

let upstream: FakeUpstream;
let accessLifetimeMs = 15 * 60_000;
/** The api's sessions: the family of every refresh token it issued, used tokens and ended families. */
const familyOf = new Map<string, string>();
const used = new Set<string>();
const ended = new Set<string>();
const issued: TokenPair[] = [];

const sidOf = (accessToken: string) =>
  (JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid: string }).sid;

/** Answers as the api does: rotation within a family, reuse and logout end it, bearer calls need a live family. */
function fakeApi(): void {
  const issue = (sid: string) => {
    const pair = tokenPair('student-7', accessLifetimeMs, { sid });
    familyOf.set(pair.refreshToken, sid);
    issued.push(pair);
    return pair;
  };
  upstream.on('POST /api/auth/login', (_request, response) => json(response, 200, issue(randomUUID())));
  upstream.on('POST /api/auth/refresh', (request, response) => {
    const { refreshToken } = JSON.parse(request.body) as { refreshToken: string };
    const sid = familyOf.get(refreshToken);
    if (!sid || ended.has(sid) || used.has(refreshToken)) {
      if (sid) ended.add(sid);
      return json(response, 401, { code: 'E00001', message: 'Invalid token' });
    }
    used.add(refreshToken);
    json(response, 200, issue(sid));
  });
  upstream.on('POST /api/auth/logout', (request, response) => {
    const sid = familyOf.get((JSON.parse(request.body) as { refreshToken: string }).refreshToken);
    if (sid) ended.add(sid);
    response.writeHead(204).end();
  });
  upstream.on('GET /api/user/me', (request, response) => {
    const bearer = request.headers.authorization?.replace(/^Bearer /, '');
    if (!bearer || ended.has(sidOf(bearer))) return json(response, 401, { code: 'E00001', message: 'Invalid token' });
    json(response, 200, { id: 'student-7' });
  });
}

const ownRedis = process.env.TEST_REDIS_URL ? null : await startRedis();
const redisUrl = process.env.TEST_REDIS_URL ?? ownRedis?.url;

beforeAll(async () => {
  upstream = await startFakeUpstream();
});

afterAll(async () => {
  await upstream.close();
  ownRedis?.child.kill();
});

beforeEach(() => {
  upstream.reset();
  fakeApi();
  accessLifetimeMs = 15 * 60_000;
  issued.length = 0;
});

async function gateway(redis: string | undefined): Promise<FastifyInstance> {
  const app = await buildGateway(
    testConfig({ UPSTREAM_URL: upstream.url, LOG_LEVEL: 'silent', ...(redis ? { REDIS_URL: redis } : {}) }),
    { cookieSecrets: [SECRET] },
  );
  await app.ready();
  return app;
}

function cookieOf(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const cookie = all.find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie was set');
  return cookie.split(';')[0] as string;
}

const login = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'student@example.com', password: 'correct horse' },
  });
const jwt = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: SPEC_CALLS.jwt, headers: { cookie } });
const logout = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'DELETE', url: SPEC_CALLS.jwt, headers: { cookie } });

// In memory one gateway remembers its own logouts; with Redis, the copy is replayed on another gateway.
const stores = [
  { store: 'memory', redis: undefined as string | undefined },
  ...(redisUrl ? [{ store: 'Redis', redis: redisUrl }] : []),
];

describe.each(stores)('after logout, with logged-out sessions kept in $store', ({ redis }) => {
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = await gateway(redis);
    b = redis ? await gateway(redis) : a;
  });

  afterAll(async () => {
    await a.close();
    if (b !== a) await b.close();
  });

  it('a saved copy of the cookie gets { accessToken: null } from GET /api/jwt, and is cleared', async () => {
    const cookie = cookieOf(await login(a));
    expect((await jwt(b, cookie)).json()).toEqual({ accessToken: issued[0]?.accessToken });

    expect((await logout(a, cookie)).statusCode).toBe(204);
    const replay = await jwt(b, cookie);
    expect(replay.json()).toEqual({ accessToken: null });
    expect(String(replay.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  });

  it('a copy saved before a refresh gets nothing either, once the newer cookie has logged out', async () => {
    accessLifetimeMs = 30_000;
    const saved = cookieOf(await login(a));
    const renewed = await jwt(a, saved);
    expect(renewed.json()).toEqual({ accessToken: issued[1]?.accessToken });
    expect((await logout(a, cookieOf(renewed))).statusCode).toBe(204);

    // The gateway remembers a refresh for 30 s for racing tabs; that memory must not hand out a logged-out pair.
    expect((await jwt(a, saved)).json()).toEqual({ accessToken: null });
    expect((await jwt(b, saved)).json()).toEqual({ accessToken: null });
  });

  it('the copied cookie cannot call an authenticated /v1/api/* or /api/* either', async () => {
    const cookie = cookieOf(await login(a));
    await logout(a, cookie);
    upstream.received.length = 0;
    const res = await b.inject({ method: 'GET', url: SPEC_CALLS.me, headers: { cookie } });
    expect(res.statusCode).toBe(401);
    // The gateway never turns the cookie into a credential upstream.
    expect(upstream.received[0]?.headers.authorization).toBeUndefined();
    expect(upstream.received[0]?.headers.cookie).toBeUndefined();
  });

  it('a new login after logging out gets its token as usual', async () => {
    const first = cookieOf(await login(a));
    await logout(a, first);
    const again = cookieOf(await login(b));
    expect((await jwt(a, again)).json()).toEqual({ accessToken: issued[1]?.accessToken });
  });
});

describe('with Redis unreachable', () => {
  it('the gateway that saw the logout still remembers it', async () => {
    const app = await gateway('redis://127.0.0.1:1');
    const cookie = cookieOf(await login(app));
    expect((await logout(app, cookie)).statusCode).toBe(204);
    expect((await jwt(app, cookie)).json()).toEqual({ accessToken: null });
    await app.close();
  });
});
