// Student accounts made the way the app makes them, through the gateway: an e-mail code read from the SMTP
// catcher, the code checked, the signup; the session cookie the gateway sets is kept for later calls.
import { plainText, uniqueEmail } from '../../e2e/support/mail-text.mjs';
import { call, describe } from './http.mjs';

export { uniqueEmail };

/** A password the signup rules accept (letters, a digit, a special character), different on every call. */
export function newPassword() {
  return `Pw${Math.random().toString(36).slice(2, 10)}7!`;
}

/** Waits for the `count`-th message to an address and answers the last line of its text (the code or password). */
export async function mailedSecret(mailUrl, to, count) {
  const url = `${mailUrl}/messages?to=${encodeURIComponent(to)}`;
  for (let i = 0; i < 150; i++) {
    const messages = await (await fetch(url)).json();
    if (messages.length >= count) {
      const lines = plainText(messages[count - 1].raw)
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
      return lines.at(-1) ?? '';
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail number ${count} to ${to} arrived`);
}

export function sessionCookieOf(answer) {
  const cookies = [answer.headers['set-cookie'] ?? []].flat();
  const session = cookies.find((cookie) => cookie.startsWith('__Host-mb_session='));
  return session ? session.split(';')[0] : null;
}

function expect(answer, status, what) {
  if (answer.status !== status) throw new Error(`${what}: expected ${status}, got ${describe(answer)}`);
  return answer;
}

/** The signup form's profile, as a middle-school student fills it in. */
export function profile(name) {
  return {
    name,
    birthday: '2011-05-06',
    gradeClass: 'MIDDLE',
    gradeSub: 2,
    sex: 'woman',
    countryCode: 'KR',
    terms: { service: true, privacy: true, marketing: false },
  };
}

/**
 * Signs a new student up through the gateway. Answers the secrets the run used: the code, the access token and the
 * session cookie (`mailCount` is how many e-mails the address will then have received).
 */
export async function signUp(gatewayUrl, mailUrl, { email, password, name = '하람학생', from = '127.0.0.1' }) {
  expect(
    await call(gatewayUrl, { method: 'POST', path: '/api/auth/email-code', body: { email }, from }),
    200,
    'e-mail code',
  );
  const code = await mailedSecret(mailUrl, email, 1);
  expect(
    await call(gatewayUrl, { method: 'POST', path: '/api/auth/email-code/verify', body: { email, code }, from }),
    200,
    'code check',
  );
  const signup = expect(
    await call(gatewayUrl, {
      method: 'POST',
      path: '/api/auth/signup',
      body: { method: 'email', email, emailCode: code, password, passwordConfirm: password, ...profile(name) },
      from,
    }),
    200,
    'signup',
  );
  return { code, accessToken: signup.json.accessToken, cookie: sessionCookieOf(signup) };
}

export async function logIn(gatewayUrl, { email, password, from = '127.0.0.1' }) {
  const answer = expect(
    await call(gatewayUrl, { method: 'POST', path: '/api/auth/login', body: { email, password }, from }),
    200,
    'login',
  );
  return { accessToken: answer.json.accessToken, cookie: sessionCookieOf(answer) };
}

export { expect as expectStatus };

/** Signs up a new student (`who` names them in the secrets the logs are searched for) and notes every secret. */
export async function newStudent(ctx, who, from) {
  const email = uniqueEmail(who);
  const password = newPassword();
  ctx.remember(`e-mail (${who})`, email);
  ctx.remember(`password (${who})`, password);
  const account = await signUp(ctx.main.gatewayUrl, ctx.mailUrl, { email, password, from });
  ctx.remember(`e-mail code (${who})`, account.code);
  ctx.remember(`access token (${who})`, account.accessToken);
  ctx.remember(`session cookie (${who})`, account.cookie);
  return { email, password, ...account };
}
