// A student's whole life through the gateway (address check, e-mail code, signup, login, password change, logout,
// forgotten password, login with the temporary one, withdrawal, plus a wrong password and a signup the database
// refuses); then the api's and the gateway's logs of the whole run are searched for every secret and address any
// case used. None may appear.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fail } from '../check.mjs';
import {
  expectStatus,
  logIn,
  mailedSecret,
  newPassword,
  profile,
  sessionCookieOf,
  signUp,
  uniqueEmail,
} from '../accounts.mjs';
import { call } from '../http.mjs';

export const name = 'logs hold no secrets';

const FROM = '127.0.0.90';

async function studentLife(ctx) {
  const { gatewayUrl } = ctx.main;
  const email = uniqueEmail('life');
  const [first, second, third] = [newPassword(), newPassword(), newPassword()];
  ctx.remember('e-mail', email);
  ctx.remember('first password', first);
  ctx.remember('second password', second);
  ctx.remember('third password', third);
  const bearer = (token) => ({ authorization: `Bearer ${token}` });
  /** Logs in with `password`, notes the session's secrets under `how`, and changes the password to `next`. */
  const logInAndChangePassword = async (password, next, how, step) => {
    const session = await logIn(gatewayUrl, { email, password, from: FROM });
    ctx.remember(`access token (${how})`, session.accessToken);
    ctx.remember(`session cookie (${how})`, session.cookie);
    expectStatus(
      await call(gatewayUrl, {
        method: 'POST',
        path: '/api/user/password',
        headers: bearer(session.accessToken),
        body: { oldPassword: password, newPassword: next, newPasswordConfirm: next },
        from: FROM,
      }),
      204,
      step,
    );
    return session;
  };

  await call(gatewayUrl, { path: `/api/auth/email-availability?email=${encodeURIComponent(email)}`, from: FROM });
  const signup = await signUp(gatewayUrl, ctx.mailUrl, { email, password: first, from: FROM });
  ctx.remember('e-mail code', signup.code);
  ctx.remember('access token (signup)', signup.accessToken);
  ctx.remember('session cookie (signup)', signup.cookie);
  const jwt = await call(gatewayUrl, { path: '/api/jwt', headers: { cookie: signup.cookie }, from: FROM });
  ctx.remember('access token (/api/jwt)', jwt.json?.accessToken);
  expectStatus(
    await call(gatewayUrl, { path: '/api/user/me', headers: bearer(signup.accessToken), from: FROM }),
    200,
    'me',
  );

  // A wrong password, and a second signup of the same address (refused), on the way.
  await call(gatewayUrl, {
    method: 'POST',
    path: '/api/auth/login',
    body: { email, password: `${first}x` },
    from: FROM,
  });
  ctx.remember('wrong password', `${first}x`);
  await call(gatewayUrl, {
    method: 'POST',
    path: '/api/auth/signup',
    body: {
      method: 'email',
      email,
      emailCode: signup.code,
      password: first,
      passwordConfirm: first,
      ...profile('다른이름'),
    },
    from: FROM,
  });

  const login = await logInAndChangePassword(first, second, 'login', 'password change');
  expectStatus(
    await call(gatewayUrl, { method: 'DELETE', path: '/api/jwt', headers: { cookie: login.cookie }, from: FROM }),
    204,
    'logout',
  );

  expectStatus(
    await call(gatewayUrl, { method: 'POST', path: '/api/auth/password/forgot', body: { email }, from: FROM }),
    204,
    'forgotten password',
  );
  const temporary = await mailedSecret(ctx.mailUrl, email, 2);
  ctx.remember('temporary password', temporary);
  const again = await logInAndChangePassword(
    temporary,
    third,
    'temporary password',
    'password change after the temporary one',
  );
  const refreshed = await call(gatewayUrl, { path: '/api/jwt', headers: { cookie: again.cookie }, from: FROM });
  ctx.remember('access token (after change)', refreshed.json?.accessToken);
  ctx.remember('session cookie (after change)', sessionCookieOf(refreshed));
  const token = refreshed.json?.accessToken ?? again.accessToken;
  expectStatus(
    await call(gatewayUrl, {
      method: 'POST',
      path: '/api/user/withdraw',
      headers: bearer(token),
      body: { password: third },
      from: FROM,
    }),
    204,
    'withdrawal',
  );
}

/**
 * Where a secret appears in a log, or -1: digits-only secrets (codes) only as a whole number, not inside a decimal or
 * a word (in a hundred thousand lines, timings such as 3.123456 and request ids such as …-9e00b123456b match a
 * six-digit code by chance).
 */
function findIn(text, value) {
  if (/^\d+$/.test(value)) return text.search(new RegExp(`(?<![\\w.])${value}(?!\\w|\\.\\d)`));
  return text.indexOf(value);
}

/** The found line around the secret, with the secret itself masked, so a failure can be told from a coincidence. */
function excerpt(text, at, value) {
  const start = text.lastIndexOf('\n', at) + 1;
  const end = text.indexOf('\n', at);
  const line = text.slice(start, end === -1 ? undefined : end).replaceAll(value, '[secret]');
  const from = Math.max(0, at - start - 80);
  return line.slice(from, from + 200);
}

export async function run(ctx) {
  await studentLife(ctx);
  // Stopped, so that every buffered line is written out before the search.
  await Promise.all([ctx.main.gateway.stop(), ctx.main.api.stop()]);
  const logs = ['api.log', 'gateway.log', 'api-second.log'].map((file) => {
    try {
      return { file, text: readFileSync(join(ctx.dir, file), 'utf8') };
    } catch {
      return { file, text: '' };
    }
  });
  const secrets = ctx.secrets.filter((secret) => secret.value.length >= 6);
  const found = [];
  for (const { what, value } of secrets) {
    for (const { file, text } of logs) {
      const at = findIn(text, value);
      if (at >= 0) found.push(`${what} in ${file}: …${excerpt(text, at, value)}…`);
    }
  }
  const lines = logs.reduce((sum, { text }) => sum + text.split('\n').length - 1, 0);
  if (found.length > 0) {
    fail(`${found.length} secrets or addresses found in ${lines} log lines`, found);
  }
  return `${secrets.length} secrets and addresses, 0 found in ${lines} log lines of the api and the gateway`;
}
