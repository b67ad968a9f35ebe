// The api on a real PostgreSQL server, and the server stopped as a crash would stop it: reads and writes answer
// 503 JSON while it is down, and succeed again once it is back.
import { join } from 'node:path';
import { root } from '../../lib.mjs';
import { signUp, newPassword, uniqueEmail } from '../accounts.mjs';
import { fail, sleep } from '../check.mjs';
import { call, describe, isErrorShape } from '../http.mjs';
import { Postgres, findPostgres } from '../postgres.mjs';
import { Service, apiEnv, freePorts, gatewayEnv, secret, waitUntilUp } from '../stack.mjs';

export const name = 'PostgreSQL killed';

const FROM = '127.0.0.70';

/**
 * Starts PostgreSQL, an api on it and a gateway in front (run beside the other cases' stack from the start, since
 * the first start fills the database). Answers null when no PostgreSQL is installed.
 */
export async function prepare(ctx) {
  const bin = findPostgres();
  if (!bin) return null;
  const [pgPort, apiPort, gatewayPort] = await freePorts(3);
  const postgres = new Postgres(bin, pgPort);
  ctx.cleanups.push(() => postgres.destroy());
  postgres.init();
  postgres.start();
  const api = new Service(
    'api (PostgreSQL)',
    join(root, 'api/dist/src/server.js'),
    apiEnv({
      port: apiPort,
      databaseUrl: postgres.url,
      smtpPort: ctx.smtpPort,
      translateUrl: ctx.translateUrl,
      jwtSecret: secret() + secret(),
    }),
    join(ctx.dir, 'api-postgres.log'),
  ).start();
  const gateway = new Service(
    'gateway (PostgreSQL)',
    join(root, 'gateway/dist/src/server.js'),
    gatewayEnv({
      port: gatewayPort,
      upstreamPort: apiPort,
      dir: join(ctx.dir, 'gateway-postgres'),
      cookieSecret: secret() + secret(),
      bodyTimeoutMs: ctx.bodyTimeoutMs,
    }),
    join(ctx.dir, 'gateway-postgres.log'),
  ).start();
  await Promise.all([
    waitUntilUp(`http://127.0.0.1:${apiPort}/healthz`, { service: api, timeoutMs: 120_000 }),
    waitUntilUp(`https://127.0.0.1:${gatewayPort}/healthz`, { service: gateway }),
  ]);
  return { postgres, api, gateway, gatewayUrl: `https://localhost:${gatewayPort}` };
}

export async function run(ctx) {
  const stack = await ctx.postgresStack;
  if (!stack) return { skip: 'no PostgreSQL server binaries are installed' };
  const { postgres, gatewayUrl } = stack;
  try {
    const student = await signUp(gatewayUrl, ctx.mailUrl, {
      email: uniqueEmail('postgres'),
      password: newPassword(),
      from: FROM,
    });
    const headers = { authorization: `Bearer ${student.accessToken}` };
    const read = () => call(gatewayUrl, { path: '/api/user/me', headers, from: FROM, timeoutMs: 20_000 });
    const write = () =>
      call(gatewayUrl, { method: 'POST', path: '/v1/api/logging/user/active', headers, from: FROM, timeoutMs: 20_000 });
    const before = await read();
    if (before.status !== 200) fail(`before the outage, GET /api/user/me answered ${describe(before)}`);

    postgres.stop('immediate');
    const down = [];
    for (let i = 0; i < 3; i++) down.push(await read(), await write());
    const wrong = down.filter((answer) => answer.status !== 503 || !isErrorShape(answer));
    const slowest = Math.round(Math.max(...down.map((answer) => answer.ms)));
    if (wrong.length > 0) {
      fail(
        `with PostgreSQL stopped, ${wrong.length} of ${down.length} calls were not 503 { code, message }`,
        down.map((answer) => `${describe(answer)} in ${Math.round(answer.ms)} ms`),
      );
    }

    postgres.start();
    const upAt = performance.now();
    let last = null;
    while (performance.now() - upAt < 20_000) {
      last = await read();
      if (last.status === 200) break;
      await sleep(100);
    }
    if (last?.status !== 200) fail(`20 s after PostgreSQL was back, calls still got ${describe(last)}`);
    const recoveryMs = Math.round(performance.now() - upAt);
    const written = await write();
    if (written.status >= 300) fail(`after recovery, a write got ${describe(written)}`);
    return (
      `${down.length} of ${down.length} reads and writes answered 503 JSON while it was down (slowest ` +
      `${slowest} ms); ${recoveryMs} ms after it was back, reads and writes succeeded`
    );
  } finally {
    await Promise.all([stack.gateway.stop(), stack.api.stop()]);
  }
}
