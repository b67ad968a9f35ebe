// JSON nested 10,000 deep, to the routes the gateway answers itself and to api routes behind it: a 400 with
// { code, message } (or 413 where a route takes only small bodies), never a 500 (a RangeError from recursion) and
// never a 502 (an api that fell over).
import { fail } from '../check.mjs';
import { call, describe, isErrorShape } from '../http.mjs';

export const name = 'nested JSON';

const DEPTH = 10_000;

const BODIES = {
  arrays: '['.repeat(DEPTH) + ']'.repeat(DEPTH),
  objects: '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH),
};

/** The gateway's own routes (login and signup keep the session; the e-mail calls are forwarded by the gateway
 *  itself) and api routes it streams through. */
const TARGETS = [
  { path: '/api/auth/login', by: 'gateway' },
  { path: '/api/auth/signup', by: 'gateway' },
  { path: '/api/auth/email-code', by: 'gateway' },
  { path: '/v1/api/attempts', by: 'api' },
  { path: '/v1/api/events', by: 'api' },
  { path: '/api/translate/exec', by: 'gateway cache' },
];

export async function run(ctx) {
  const { gatewayUrl } = ctx.main;
  const wrong = [];
  let checked = 0;
  const statuses = new Set();
  for (const target of TARGETS) {
    for (const [shape, body] of Object.entries(BODIES)) {
      const answer = await call(gatewayUrl, {
        method: 'POST',
        path: target.path,
        body,
        headers: { 'content-type': 'application/json' },
        from: '127.0.0.20',
      });
      checked += 1;
      statuses.add(answer.status);
      if (![400, 413].includes(answer.status) || !isErrorShape(answer)) {
        wrong.push(`${target.path} (${target.by}), ${shape}: ${describe(answer)}`);
      }
    }
  }
  if (wrong.length > 0)
    fail(`${wrong.length} of ${checked} deep bodies were not answered 400 { code, message }`, wrong);
  const size = Math.round(Buffer.byteLength(BODIES.objects) / 1024);
  const answered = [...statuses].sort().join(' or ');
  return `${checked} bodies ${DEPTH} deep (up to ${size} KB) to ${TARGETS.length} routes: all ${answered} { code, message }`;
}
