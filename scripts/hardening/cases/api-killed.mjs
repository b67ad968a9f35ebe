// The api killed (SIGKILL) under load: the gateway stays up and answers 502 JSON while the api is gone, and once a
// restarted api listens, calls succeed again within a second.
import net from 'node:net';
import { createRequire } from 'node:module';
import { fail, sleep } from '../check.mjs';
import { call, describe, isErrorShape } from '../http.mjs';
import { Service, waitUntilUp } from '../stack.mjs';

export const name = 'api killed under load';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

/** A read the gateway never answers from its cache. */
const READ = '/api/auth/oauth/providers';

function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

export async function run(ctx) {
  const { gatewayUrl, apiPort } = ctx.main;
  const load = autocannon({ url: `${gatewayUrl}${READ}`, connections: 16, duration: 60 });
  const finished = new Promise((resolve) => load.on('done', resolve));
  const statuses = {};
  load.on('response', (_client, statusCode) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  try {
    await sleep(1500);
    ctx.main.api.kill('SIGKILL');
    await ctx.main.api.exited;

    const whileDown = [];
    for (let i = 0; i < 5; i++) {
      whileDown.push(await call(gatewayUrl, { path: READ, from: '127.0.0.50', timeoutMs: 5000 }));
      await sleep(100);
    }
    const wrong = whileDown.filter((answer) => answer.status !== 502 || !isErrorShape(answer));
    if (wrong.length > 0) fail(`while the api was down, calls got ${wrong.map(describe).join('; ')}`);

    const restarted = new Service('api', ctx.main.api.script, ctx.main.api.env, ctx.main.apiLog).start();
    ctx.main.api = restarted;
    let listeningAt = null;
    const giveUpAt = performance.now() + 90_000;
    while (listeningAt === null && performance.now() < giveUpAt) {
      if (!restarted.running) fail(`the restarted api exited (${restarted.child.exitCode}); see its log`);
      if (await listening(apiPort)) listeningAt = performance.now();
      else await sleep(10);
    }
    if (listeningAt === null) fail('the restarted api did not listen within 90 s');
    let recoveredAt = null;
    let last = null;
    while (recoveredAt === null && performance.now() - listeningAt < 5000) {
      last = await call(gatewayUrl, { path: READ, from: '127.0.0.50', timeoutMs: 5000 });
      if (last.status === 200) recoveredAt = performance.now();
      else await sleep(20);
    }
    if (recoveredAt === null) fail(`calls did not succeed within 5 s of the api listening (last: ${describe(last)})`);
    const recoveryMs = Math.round(recoveredAt - listeningAt);
    if (recoveryMs > 1000) fail(`calls succeeded only ${recoveryMs} ms after the api listened again`);
    await sleep(500);
    load.stop();
    const result = await finished;
    const others = Object.entries(statuses).filter(([status]) => status !== '200' && status !== '502');
    if (others.length > 0 || result.errors > 0) {
      fail(
        `under load the gateway answered other than 200 or 502: ${others.map(([s, n]) => `${n}×${s}`).join(', ')}` +
          `; ${result.errors} connection errors`,
      );
    }
    return (
      `${statuses[200] ?? 0}×200 and ${statuses[502] ?? 0}×502 under load (0 other, 0 connection errors); ` +
      `502 JSON while down; recovered ${recoveryMs} ms after the api listened`
    );
  } finally {
    load.stop();
    // The next cases need an api whatever happened here.
    if (!ctx.main.api.running) {
      ctx.main.api = new Service('api', ctx.main.api.script, ctx.main.api.env, ctx.main.apiLog).start();
    }
    await waitUntilUp(`${ctx.main.apiUrl}/healthz`, { service: ctx.main.api }).catch(() => {});
  }
}
