// A NUL byte, which PostgreSQL cannot store in text, in the search words, a signup name and an analytics event:
// a 400 with { code, message }, never a 500 from the database.
import { fail } from '../check.mjs';
import { mailedSecret, newPassword, profile, uniqueEmail } from '../accounts.mjs';
import { call, describe, isErrorShape } from '../http.mjs';

export const name = 'NUL byte';

const FROM = '127.0.0.21';

export async function run(ctx) {
  const { gatewayUrl } = ctx.main;
  const student = await ctx.student();
  const bearer = { authorization: `Bearer ${student.accessToken}` };

  // The signup only reaches the database with a checked code, so the address gets a real one first.
  const email = uniqueEmail('nul');
  const password = newPassword();
  ctx.remember('e-mail (NUL case)', email);
  ctx.remember('password (NUL case)', password);
  await call(gatewayUrl, { method: 'POST', path: '/api/auth/email-code', body: { email }, from: FROM });
  const code = await mailedSecret(ctx.mailUrl, email, 1);
  ctx.remember('e-mail code (NUL case)', code);
  await call(gatewayUrl, { method: 'POST', path: '/api/auth/email-code/verify', body: { email, code }, from: FROM });

  const attempts = {
    search: { method: 'GET', path: `/v1/api/search?q=${encodeURIComponent('분수\u0000덧셈')}`, headers: bearer },
    'signup name': {
      method: 'POST',
      path: '/api/auth/signup',
      body: { method: 'email', email, emailCode: code, password, passwordConfirm: password, ...profile('하\u0000람') },
    },
    event: {
      method: 'POST',
      path: '/v1/api/events',
      headers: bearer,
      body: {
        name: 'search',
        userId: null,
        language: 'ko',
        pageLocation: '/study?q=a\u0000b',
        search: 'a\u0000b',
        searchType: 'unit',
      },
    },
  };
  const wrong = [];
  const messages = [];
  for (const [what, request] of Object.entries(attempts)) {
    const answer = await call(gatewayUrl, { ...request, from: FROM });
    if (answer.status !== 400 || !isErrorShape(answer)) wrong.push(`${what}: ${describe(answer)}`);
    else messages.push(`${what}: '${answer.json.message}'`);
  }
  if (wrong.length > 0) fail(`${wrong.length} of 3 NUL-byte inputs were not answered 400 { code, message }`, wrong);
  return `3 of 3 answered 400 (${messages.join('; ')})`;
}
