// Guessing one student's password: 20 wrong passwords at once from one address are let through at most 5 times
// (the lockout counts atomically) before 429, and the student, from another address, still logs in.
import { fail } from '../check.mjs';
import { newStudent } from '../accounts.mjs';
import { call, describe } from '../http.mjs';

export const name = 'lockout';

const GUESSES = 20;
const ALLOWED = 5;
const ATTACKER = '127.0.0.31';
const OWNER = '127.0.0.32';

export async function run(ctx) {
  const { gatewayUrl } = ctx.main;
  const { email, password } = await newStudent(ctx, 'lockout', '127.0.0.30');

  const guesses = await Promise.all(
    Array.from({ length: GUESSES }, (_, i) =>
      call(gatewayUrl, {
        method: 'POST',
        path: '/api/auth/login',
        body: { email, password: `Wrong${i}pass!` },
        from: ATTACKER,
      }),
    ),
  );
  const byStatus = {};
  for (const answer of guesses) byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
  const tally = Object.entries(byStatus)
    .map(([status, count]) => `${count}×${status}`)
    .join(', ');
  const checked = guesses.filter((answer) => answer.status === 401).length;
  const refused = guesses.filter((answer) => answer.status === 429).length;
  if (checked + refused !== GUESSES) {
    fail(`the wrong passwords got answers other than 401 and 429 (${tally})`, guesses.map(describe).slice(0, 5));
  }
  if (checked > ALLOWED) fail(`${checked} of ${GUESSES} wrong passwords were checked before the lockout (${tally})`);
  if (refused === 0) fail(`no wrong password was refused with 429 (${tally})`);

  const owner = await call(gatewayUrl, {
    method: 'POST',
    path: '/api/auth/login',
    body: { email, password },
    from: OWNER,
  });
  if (owner.status !== 200 || typeof owner.json?.accessToken !== 'string') {
    fail(`after ${GUESSES} wrong passwords (${tally}), the right password from another address got ${describe(owner)}`);
  }
  ctx.remember('access token (lockout, owner)', owner.json.accessToken);
  return `${GUESSES} concurrent wrong passwords: ${tally}; the owner from another address logged in (200)`;
}
