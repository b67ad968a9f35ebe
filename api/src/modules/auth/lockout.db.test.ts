// Login throttling as an attacker and as the account's owner meet it: per (e-mail, address) locks, the looser
// per-e-mail slow-down, atomic counting under concurrency, and code mail that never counts as a failed login.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, AuthMessage, TokenPairSchema } from '@mathbridge/contract';
import { useMailTestApp } from '../../test/app.js';
import { SIGNUP_PASSWORD, mailedCode as mailedCodeVia, signUp } from '../../test/factories.js';
import { EMAIL_LOGIN_THROTTLE, LOGIN_THROTTLE } from './service.js';

const PASSWORD = SIGNUP_PASSWORD;
const GATEWAY = '127.0.0.1';
const t = useMailTestApp();

/** A call as the gateway makes it: from the gateway's connection, with the client's address in X-Forwarded-For. */
function viaGateway(client: string) {
  return { remoteAddress: GATEWAY, headers: { 'x-forwarded-for': client } };
}

function post(
  url: string,
  payload: Record<string, unknown>,
  from: { remoteAddress: string; headers?: Record<string, string> },
) {
  return t.app.inject({ method: 'POST', url, payload, ...from });
}

function login(email: string, password: string, client: string) {
  return post(AUTH_PATHS.login, { email, password }, viaGateway(client));
}

const mailedCode = (email: string, client: string) => mailedCodeVia(t, email, viaGateway(client));

/** A student signed up through the gateway from that address. */
async function signup(email: string, client = '203.0.113.1'): Promise<void> {
  await signUp(
    t,
    email,
    { terms: { service: true, privacy: true, marketing: false }, gradeSub: 2 },
    viaGateway(client),
  );
}

const LOCKED = { code: 'E_AUTH_LOCKED', message: AuthMessage.loginLocked };

describe('login lockout per e-mail and address', () => {
  it('locks the pair after five failures, and the owner still logs in from another address', async () => {
    await signup('owner@example.com');
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
      expect((await login('owner@example.com', 'wrong123!', '198.51.100.7')).statusCode).toBe(401);
    }
    const locked = await login('owner@example.com', PASSWORD, '198.51.100.7');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(LOCKED);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    expect((await login('owner@example.com', PASSWORD, '203.0.113.50')).statusCode).toBe(200);
    // The lock ends on its own.
    await t.database.db.execute(sql`update login_throttles set locked_until = now() - interval '1 second'`);
    expect((await login('owner@example.com', PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });

  it('treats an unknown address like a known one', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
      expect((await login('ghost@example.com', 'wrong123!', '198.51.100.7')).statusCode).toBe(401);
    }
    expect((await login('ghost@example.com', 'wrong123!', '198.51.100.7')).json()).toEqual(LOCKED);
    expect((await login('ghost@example.com', 'wrong123!', '198.51.100.8')).statusCode).toBe(401);
  });

  it('counts one IPv6 /64 as one address', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
      expect((await login('v6@example.com', 'wrong123!', `2001:db8:5:6::${i + 1}`)).statusCode).toBe(401);
    }
    expect((await login('v6@example.com', 'wrong123!', '2001:db8:5:6:ffff::9')).statusCode).toBe(429);
    expect((await login('v6@example.com', 'wrong123!', '2001:db8:5:7::1')).statusCode).toBe(401);
  });

  it('ignores an X-Forwarded-For that did not come from the gateway', async () => {
    await signup('spoof@example.com');
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
      const res = await post(
        AUTH_PATHS.login,
        { email: 'spoof@example.com', password: 'wrong123!' },
        { remoteAddress: '192.0.2.200', headers: { 'x-forwarded-for': `198.51.100.${i}` } },
      );
      expect(res.statusCode).toBe(401);
    }
    const again = await post(
      AUTH_PATHS.login,
      { email: 'spoof@example.com', password: PASSWORD },
      { remoteAddress: '192.0.2.200', headers: { 'x-forwarded-for': '198.51.100.99' } },
    );
    expect(again.statusCode).toBe(429);
  });

  it('slows guessing from many addresses, without refusing the owner at a new address', async () => {
    await signup('target@example.com');
    const perAddress = 2;
    const addresses = EMAIL_LOGIN_THROTTLE.slowAfterFailures / perAddress;
    for (let a = 0; a < addresses; a++) {
      for (let i = 0; i < perAddress; i++) {
        expect((await login('target@example.com', 'wrong123!', `198.51.100.${a}`)).statusCode).toBe(401);
      }
    }
    // An address that has already failed waits, although its own pair is far from the lock.
    const slowed = await login('target@example.com', PASSWORD, '198.51.100.0');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual(LOCKED);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, from an address with no failures, gets in.
    expect((await login('target@example.com', PASSWORD, '203.0.113.80')).statusCode).toBe(200);
    // A new address may try once; after a failure it waits too.
    expect((await login('target@example.com', 'wrong123!', '192.0.2.10')).statusCode).toBe(401);
    expect((await login('target@example.com', 'wrong123!', '192.0.2.10')).statusCode).toBe(429);
    // Other accounts are not slowed.
    expect((await login('other@example.com', 'wrong123!', '198.51.100.0')).statusCode).toBe(401);
  });

  it('lets at most five of twenty concurrent guesses through', async () => {
    await signup('race@example.com');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => login('race@example.com', 'wrong123!', '198.51.100.7')),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_THROTTLE.maxFailures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - LOGIN_THROTTLE.maxFailures);
    expect((await login('race@example.com', PASSWORD, '198.51.100.7')).statusCode).toBe(429);
  });

  it('lets the right password through while concurrent wrong ones are refused', async () => {
    await signup('mixed@example.com');
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => login('mixed@example.com', 'wrong123!', '198.51.100.7')),
      login('mixed@example.com', PASSWORD, '198.51.100.7'),
    ]);
    expect(results.at(-1)?.statusCode).toBe(200);
    expect(results.slice(0, 4).every((res) => res.statusCode === 401)).toBe(true);
  });
});

describe('code mail and logins count apart', () => {
  it('signs up, logs in a few times, mistypes, and still gets a temporary password', async () => {
    const email = 'walk@example.com';
    const client = '203.0.113.30';
    // Two codes and a mistyped one while signing up.
    await mailedCode(email, client);
    await t.database.db.execute(sql`update email_codes set created_at = now() - interval '2 minutes'`);
    const code = await mailedCode(email, client);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await post(AUTH_PATHS.emailCodeVerify, { email, code: wrongCode }, viaGateway(client))).statusCode).toBe(
      400,
    );
    await t.database.db.execute(sql`delete from email_codes`);
    await signup(email, client);
    // Logins from the same address: some right, four mistyped.
    for (let i = 0; i < 3; i++) expect((await login(email, PASSWORD, client)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures - 1; i++) {
      expect((await login(email, 'wrong123!', client)).statusCode).toBe(401);
    }
    const forgot = await post(AUTH_PATHS.forgotPassword, { email }, viaGateway(client));
    expect(forgot.statusCode).toBe(204);
    const temporary = (await t.smtp.next(email)).text.trim().split('\n').at(-1)?.trim() ?? '';
    const withTemp = await login(email, temporary, client);
    expect(withTemp.statusCode, withTemp.body).toBe(200);
    expect(TokenPairSchema.safeParse(withTemp.json()).success).toBe(true);
  });
});
