// Accounts over HTTP: e-mail codes, availability and sign-up, login, tokens, passwords and withdrawal.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, AuthMessage, SPEC_CALLS, TokenPairSchema, UserMeSchema } from '@mathbridge/contract';
import { TEST_JWT_SECRET, useMailTestApp } from '../../test/app.js';
import { mailedCode, SIGNUP_PROFILE, signUp, signupBody } from '../../test/factories.js';
import { rowsOf } from '../../db/client.js';
import { TokenSigner } from './tokens.js';

const t = useMailTestApp();

const requestCode = (email: string, headers: Record<string, string> = {}) => mailedCode(t, email, { headers });
const signup = (email: string, overrides: Record<string, unknown> = {}) => signUp(t, email, overrides);

function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: AUTH_PATHS.login, payload: { email, password } });
}

function me(accessToken: string) {
  return t.app.inject({ method: 'GET', url: SPEC_CALLS.me, headers: { authorization: `Bearer ${accessToken}` } });
}

describe('e-mail verification', () => {
  it('mails a six-digit code over SMTP, in Korean for a Korean reader', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.emailCode,
      payload: { email: 'Kim@Example.com' },
      headers: { translationcode: 'ko' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ expiresAt: number; resendAvailableAt: number }>();
    expect(body.expiresAt - Date.now()).toBeGreaterThan(9.9 * 60_000);
    expect(body.expiresAt - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const mail = await t.smtp.next('kim@example.com');
    expect(mail.subject).toMatch(/^\[매쓰브릿지\] 인증번호 \d{6}$/);
    expect(mail.text).toContain('10분');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    const stored = await t.database.db.execute(sql`select code_hash from email_codes`);
    expect(JSON.stringify(stored)).not.toContain(code);
    const verify = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.emailCodeVerify,
      payload: { email: 'kim@example.com', code },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ verified: true });
  });

  it("rejects an invalid address with the spec's message", async () => {
    const res = await t.app.inject({ method: 'POST', url: AUTH_PATHS.emailCode, payload: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'E_VALIDATION', message: 'Invalid e-mail address' });
  });

  it('limits resends', async () => {
    await requestCode('lee@example.com');
    const again = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.emailCode,
      payload: { email: 'lee@example.com' },
    });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ code: 'E_CODE_RESEND_TOO_SOON', message: AuthMessage.codeResendTooSoon });
  });

  it('allows five wrong tries, then needs a new code', async () => {
    const code = await requestCode('park@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: AUTH_PATHS.emailCodeVerify,
        payload: { email: 'park@example.com', code: wrong },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(
        i < 5 ? 'Verification number is incorrect' : AuthMessage.codeTooManyTries,
      );
    }
    const right = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.emailCodeVerify,
      payload: { email: 'park@example.com', code },
    });
    expect(right.statusCode).toBe(400);
    expect(right.json<{ code: string }>().code).toBe('E_CODE_TOO_MANY_TRIES');
  });

  it('expires a code after ten minutes', async () => {
    const code = await requestCode('choi@example.com');
    await t.database.db.execute(sql`update email_codes set expires_at = now() - interval '1 second'`);
    const res = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.emailCodeVerify,
      payload: { email: 'choi@example.com', code },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'E_CODE_EXPIRED', message: AuthMessage.codeExpired });
  });
});

describe('availability and signup', () => {
  it("answers availability and the spec's message for a taken address", async () => {
    const free = await t.app.inject({ method: 'GET', url: `${AUTH_PATHS.emailAvailability}?email=new@example.com` });
    expect(free.json()).toEqual({ available: true });
    await signup('new@example.com');
    const taken = await t.app.inject({ method: 'GET', url: `${AUTH_PATHS.emailAvailability}?email=NEW@example.com` });
    expect(taken.json()).toEqual({ available: false });
    const code = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.emailCode,
      payload: { email: 'new@example.com' },
    });
    expect(code.statusCode).toBe(409);
    expect(code.json()).toEqual({ code: 'E_EMAIL_UNAVAILABLE', message: 'This e-mail address is unavailable' });
  });

  it('creates the account, starts a session and answers me without secrets', async () => {
    const pair = await signup('Student@Example.com');
    expect(pair.accessTokenExpiresAt - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(pair.accessTokenExpiresAt - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(pair.refreshTokenExpiresAt - Date.now()).toBeGreaterThan(29.9 * 24 * 3_600_000);
    const res = await me(pair.accessToken);
    expect(res.statusCode).toBe(200);
    const user = UserMeSchema.parse(res.json());
    expect(user).toMatchObject({
      email: 'student@example.com',
      ...SIGNUP_PROFILE,
      mustChangePassword: false,
      hasPassword: true,
      providers: [],
    });
    expect(res.body).not.toMatch(/argon2|password_?hash|refresh/i);
    const stored = await t.database.db.execute(sql`select password_hash from users`);
    expect(JSON.stringify(stored)).toContain('$argon2id$');
    const sessions = await t.database.db.execute(sql`select token_hash from sessions`);
    expect(JSON.stringify(sessions)).not.toContain(pair.refreshToken);
  });

  it.each([
    ['terms', { terms: { service: true, privacy: false, marketing: true } }, AuthMessage.termsRequired],
    ['password rule', { password: 'abcdefgh', passwordConfirm: 'abcdefgh' }, 'Invalid password'],
    ['password re-entry', { passwordConfirm: 'abcd123?' }, 'Invalid password'],
    ['name with a space', { name: '김 하늘' }, AuthMessage.invalidName],
    ['missing grade', { gradeClass: undefined }, AuthMessage.gradeRequired],
    ['missing sex', { sex: undefined }, AuthMessage.sexRequired],
    ['missing birthday', { birthday: '' }, AuthMessage.birthdayRequired],
    ['bad e-mail', { email: 'x@' }, 'Invalid e-mail address'],
  ])("rejects %s with the spec's message", async (_label, overrides, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.signup,
      payload: signupBody('rule@example.com', '123456', overrides),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'E_VALIDATION', message });
  });

  it('needs the code that was mailed', async () => {
    const code = await requestCode('code@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.signup,
      payload: signupBody('code@example.com', wrong),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'E_CODE_INCORRECT', message: 'Verification number is incorrect' });
    const ok = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.signup,
      payload: signupBody('code@example.com', code),
    });
    expect(ok.statusCode).toBe(200);
    // A code is used once.
    const again = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.signup,
      payload: signupBody('code@example.com', code),
    });
    expect(again.statusCode).toBe(409);
  });

  it("refuses a duplicate e-mail with the spec's message", async () => {
    await signup('dup@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.signup,
      payload: signupBody('DUP@example.com', '123456'),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'E_EMAIL_UNAVAILABLE', message: 'This e-mail address is unavailable' });
  });
});

describe('login', () => {
  it('logs in with the right password', async () => {
    await signup('login@example.com');
    const res = await login('LOGIN@example.com', 'abcd123!');
    expect(res.statusCode).toBe(200);
    const pair = TokenPairSchema.parse(res.json());
    expect((await me(pair.accessToken)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown address alike, in similar time', async () => {
    await signup('timing@example.com');
    const time = async (email: string) => {
      const started = performance.now();
      const res = await login(email, 'wrong123!');
      return { ms: performance.now() - started, status: res.statusCode, body: res.json<unknown>() };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      const a = await time('timing@example.com');
      const b = await time(`nobody${i}@example.com`);
      expect(a.status).toBe(401);
      expect(b.status).toBe(401);
      expect(a.body).toEqual(b.body);
      expect(a.body).toEqual({ code: 'E_AUTH_CREDENTIALS', message: AuthMessage.loginFailed });
      known.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[1] ?? 0;
    // Both run one argon2id verification; without the dummy hash the unknown address would answer far faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('locks an address after five failures, whether or not it exists', async () => {
    await signup('lock@example.com');
    for (const email of ['lock@example.com', 'ghost@example.com']) {
      for (let i = 0; i < 5; i++) expect((await login(email, 'wrong123!')).statusCode).toBe(401);
      const locked = await login(email, 'abcd123!');
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ code: 'E_AUTH_LOCKED', message: AuthMessage.loginLocked });
    }
    await t.database.db.execute(sql`update login_throttles set locked_until = now() - interval '1 second'`);
    expect((await login('lock@example.com', 'abcd123!')).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('rotates the refresh token, and reuse of a rotated one ends the family', async () => {
    const first = await signup('rotate@example.com');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.refresh,
      payload: { refreshToken: first.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const second = TokenPairSchema.parse(refreshed.json());
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(second.accessToken)).statusCode).toBe(200);

    const replay = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.refresh,
      payload: { refreshToken: first.refreshToken },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json<{ code: string }>().code).toBe('E00001');
    // The whole family is gone: the newest refresh token and its access token too.
    const afterReplay = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.refresh,
      payload: { refreshToken: second.refreshToken },
    });
    expect(afterReplay.statusCode).toBe(401);
    expect((await me(second.accessToken)).json<{ code: string }>().code).toBe('E00001');
  });

  it('keeps other sessions when one family is revoked', async () => {
    await signup('two@example.com');
    const a = TokenPairSchema.parse((await login('two@example.com', 'abcd123!')).json());
    const b = TokenPairSchema.parse((await login('two@example.com', 'abcd123!')).json());
    await t.app.inject({ method: 'POST', url: AUTH_PATHS.refresh, payload: { refreshToken: a.refreshToken } });
    await t.app.inject({ method: 'POST', url: AUTH_PATHS.refresh, payload: { refreshToken: a.refreshToken } });
    expect((await me(b.accessToken)).statusCode).toBe(200);
  });

  it('drops dead sessions of the user at the next login', async () => {
    await signup('prune@example.com');
    await login('prune@example.com', 'abcd123!');
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    expect((await login('prune@example.com', 'abcd123!')).statusCode).toBe(200);
    const rows = await t.database.db.execute(sql`select count(*)::int as n from sessions`);
    expect(JSON.stringify(rows)).toContain('"n":1');
  });

  it('logs out idempotently', async () => {
    const pair = await signup('logout@example.com');
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: AUTH_PATHS.logout,
        payload: { refreshToken: pair.refreshToken },
      });
      expect(res.statusCode).toBe(204);
    }
    const unknown = await t.app.inject({ method: 'POST', url: AUTH_PATHS.logout, payload: { refreshToken: 'nope' } });
    expect(unknown.statusCode).toBe(204);
    const refresh = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.refresh,
      payload: { refreshToken: pair.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await me(pair.accessToken)).json<{ code: string }>().code).toBe('E00001');
  });

  it.each([
    ['no token', undefined],
    ['the text undefined', 'Bearer undefined'],
    ['a malformed token', 'Bearer abc.def.ghi'],
  ])('answers me with 401 E00001 for %s', async (_label, authorization) => {
    const res = await t.app.inject({
      method: 'GET',
      url: SPEC_CALLS.me,
      headers: authorization ? { authorization } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json<{ code: string }>().code).toBe('E00001');
  });

  it('answers an expired or foreign-signed token with E00001', async () => {
    const pair = await signup('expired@example.com');
    const me1 = UserMeSchema.parse((await me(pair.accessToken)).json());
    const payload = JSON.parse(Buffer.from(pair.accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
      sid: string;
    };
    const old = await new TokenSigner(TEST_JWT_SECRET).signAccess(
      { userId: me1.id, familyId: payload.sid },
      Date.now() - 16 * 60_000,
    );
    expect((await me(old.token)).json<{ code: string }>().code).toBe('E00001');
    const foreign = await new TokenSigner('another-secret-another-secret-another').signAccess({
      userId: me1.id,
      familyId: payload.sid,
    });
    expect((await me(foreign.token)).json<{ code: string }>().code).toBe('E00001');
  });

  it('records the activity ping and refuses it without a token', async () => {
    const pair = await signup('active@example.com');
    const anonymous = await t.app.inject({ method: 'POST', url: SPEC_CALLS.activePing });
    expect(anonymous.statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: SPEC_CALLS.activePing,
      headers: { authorization: `Bearer ${pair.accessToken}` },
    });
    expect(res.statusCode).toBe(204);
    const result = await t.database.db.execute(sql`select last_active_at from users`);
    const rows = rowsOf<{ last_active_at: unknown }>(result);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.last_active_at).not.toBeNull();
  });

  it('saves the device language', async () => {
    const pair = await signup('lang@example.com');
    const headers = { authorization: `Bearer ${pair.accessToken}` };
    const res = await t.app.inject({
      method: 'PUT',
      url: AUTH_PATHS.language,
      headers,
      payload: { languageType: 'en', translationCode: 'zh-CN' },
    });
    expect(res.statusCode).toBe(204);
    expect((await me(pair.accessToken)).json()).toMatchObject({ languageType: 'en', translationCode: 'zh-CN' });
    const bad = await t.app.inject({
      method: 'PUT',
      url: AUTH_PATHS.language,
      headers,
      payload: { languageType: 'fr', translationCode: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('languageType');
  });
});

describe('passwords', () => {
  it('mails a temporary password that forces a change, and keeps the old one working until then', async () => {
    await signup('forgot@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.forgotPassword,
      payload: { email: 'forgot@example.com' },
    });
    expect(res.statusCode).toBe(204);
    const mail = await t.smtp.next('forgot@example.com');
    const temporary = mail.text.trim().split('\n').at(-1)?.trim() ?? '';
    expect(temporary).toMatch(/^\S{12}$/);

    const unknown = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.forgotPassword,
      payload: { email: 'nobody@example.com' },
    });
    expect(unknown.statusCode).toBe(204);

    const withTemp = await login('forgot@example.com', temporary);
    expect(withTemp.statusCode).toBe(200);
    const pair = TokenPairSchema.parse(withTemp.json());
    expect((await me(pair.accessToken)).json()).toMatchObject({ mustChangePassword: true });

    const headers = { authorization: `Bearer ${pair.accessToken}` };
    const wrongOld = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.changePassword,
      headers,
      payload: { oldPassword: 'wrong123!', newPassword: 'newpass1!', newPasswordConfirm: 'newpass1!' },
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toEqual({ code: 'E_OLD_PASSWORD', message: AuthMessage.oldPasswordIncorrect });
    const noOld = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.changePassword,
      headers,
      payload: { oldPassword: '', newPassword: 'newpass1!', newPasswordConfirm: 'newpass1!' },
    });
    expect(noOld.json()).toEqual({ code: 'E_VALIDATION', message: AuthMessage.oldPasswordRequired });
    const changed = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.changePassword,
      headers,
      payload: { oldPassword: temporary, newPassword: 'newpass1!', newPasswordConfirm: 'newpass1!' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await me(pair.accessToken)).json()).toMatchObject({ mustChangePassword: false });
    expect((await login('forgot@example.com', 'abcd123!')).statusCode).toBe(401);
    expect((await login('forgot@example.com', temporary)).statusCode).toBe(401);
    expect((await login('forgot@example.com', 'newpass1!')).statusCode).toBe(200);
  });

  it('ends the other sessions on a password change', async () => {
    const mine = await signup('change@example.com');
    const other = TokenPairSchema.parse((await login('change@example.com', 'abcd123!')).json());
    const res = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.changePassword,
      headers: { authorization: `Bearer ${mine.accessToken}` },
      payload: { oldPassword: 'abcd123!', newPassword: 'newpass1!', newPasswordConfirm: 'newpass1!' },
    });
    expect(res.statusCode).toBe(204);
    expect((await me(mine.accessToken)).statusCode).toBe(200);
    expect((await me(other.accessToken)).statusCode).toBe(401);
  });
});

describe('withdraw', () => {
  it('removes personal data, anonymises attempts, ends sessions and frees the e-mail', async () => {
    const pair = await signup('leave@example.com');
    const user = UserMeSchema.parse((await me(pair.accessToken)).json());
    // The learning records table (made here if this build has none yet) keeps the answer without its owner.
    await t.database.db.execute(
      sql`create table if not exists attempts (id uuid primary key default gen_random_uuid(), user_id uuid,
          problem_id uuid not null, correct boolean not null)`,
    );
    await t.database.db.execute(
      sql`insert into attempts (user_id, problem_id, correct) values (${user.id}, gen_random_uuid(), true)`,
    );
    const headers = { authorization: `Bearer ${pair.accessToken}` };

    const wrong = await t.app.inject({ method: 'POST', url: AUTH_PATHS.withdraw, headers, payload: { password: 'x' } });
    expect(wrong.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.withdraw,
      headers,
      payload: { password: 'abcd123!' },
    });
    expect(res.statusCode).toBe(204);

    const after = await me(pair.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json<{ code: string }>().code).toBe('E00004');
    const refresh = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.refresh,
      payload: { refreshToken: pair.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await login('leave@example.com', 'abcd123!')).statusCode).toBe(401);

    const rows = await t.database.db.execute(sql`select * from users where id = ${user.id}`);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('leave@example.com');
    expect(text).not.toContain('김하늘');
    expect(text).not.toContain('2011-05-06');
    expect(text).not.toContain('$argon2');
    const sessions = await t.database.db.execute(
      sql`select count(*)::int as n from sessions where user_id = ${user.id}`,
    );
    expect(JSON.stringify(sessions)).toContain('"n":0');
    const attempts = await t.database.db.execute(
      sql`select count(*) filter (where user_id = ${user.id})::int as owned, count(*)::int as total from attempts`,
    );
    expect(JSON.stringify(attempts)).toContain('"owned":0,"total":1');

    expect(
      (await t.app.inject({ method: 'GET', url: `${AUTH_PATHS.emailAvailability}?email=leave@example.com` })).json(),
    ).toEqual({ available: true });
    const again = await signup('leave@example.com');
    expect((await me(again.accessToken)).statusCode).toBe(200);
  });
});
