// 400 connections that trickle a POST body to /v1/api/* one byte every 2 seconds: while they hang on, an ordinary
// call still answers within a second (they must not hold the upstream pool), and each ends with 408 once the
// gateway's body deadline has passed.
import { fail, sleep, spread } from '../check.mjs';
import { call, describe, rawConnection } from '../http.mjs';

export const name = 'slow body';

const SLOW = 400;
const TRICKLE_MS = 2000;
const NORMAL_CALLS = 5;
const ATTACKER = '127.0.0.40';

function openSlow(gatewayUrl) {
  return rawConnection(gatewayUrl, { from: ATTACKER }).then(({ socket, answer }) => {
    socket.write(
      'POST /v1/api/attempts HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 200\r\n\r\n{',
    );
    return { socket, answer };
  });
}

export async function run(ctx) {
  const { gatewayUrl } = ctx.main;
  const startedAt = performance.now();
  const slow = [];
  // In batches, so the TLS handshakes themselves do not look like the outage being tested.
  for (let i = 0; i < SLOW; i += 50) {
    slow.push(...(await Promise.all(Array.from({ length: Math.min(50, SLOW - i) }, () => openSlow(gatewayUrl)))));
  }
  const allOpenAt = performance.now();
  const trickle = setInterval(() => {
    for (const { socket } of slow) if (!socket.destroyed) socket.write(' ');
  }, TRICKLE_MS);
  try {
    // Let the gateway do whatever it does with them (lend them upstream connections, before the fix).
    await sleep(500);
    const stillOpen = slow.filter(({ socket }) => !socket.destroyed).length;
    const openingSeconds = ((allOpenAt - startedAt) / 1000).toFixed(1);
    if (stillOpen < SLOW) {
      fail(`only ${stillOpen} of ${SLOW} slow bodies were still open after ${openingSeconds} s of opening them`);
    }
    const normal = [];
    for (let i = 0; i < NORMAL_CALLS; i++) {
      normal.push(await call(gatewayUrl, { path: '/api/auth/oauth/providers', from: '127.0.0.41', timeoutMs: 2000 }));
    }
    const slowNormal = normal.filter((answer) => answer.status !== 200 || answer.ms > 1000);
    const times = spread(normal.map((answer) => answer.ms));
    if (slowNormal.length > 0) {
      fail(
        `with ${SLOW} slow bodies open, ${slowNormal.length} of ${NORMAL_CALLS} ordinary calls failed or took over 1 s`,
        normal.map((answer) => `${describe(answer)} in ${Math.round(answer.ms)} ms`),
      );
    }

    const deadline = ctx.bodyTimeoutMs + 8000;
    const answers = await Promise.race([
      Promise.all(slow.map(({ answer }) => answer)),
      sleep(deadline).then(() => null),
    ]);
    if (!answers) {
      const ended = slow.filter(({ socket }) => socket.destroyed).length;
      fail(
        `${SLOW - ended} of ${SLOW} slow bodies were still open ${Math.round((performance.now() - allOpenAt) / 1000)} s ` +
          `after the last one started (body deadline ${ctx.bodyTimeoutMs} ms); ordinary calls took ${times.max} ms at most`,
      );
    }
    const byStatus = {};
    for (const answer of answers) byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
    const tally = Object.entries(byStatus)
      .map(([status, count]) => `${count}×${status || 'closed without answer'}`)
      .join(', ');
    if ((byStatus[408] ?? 0) !== SLOW) fail(`the slow bodies did not all end with 408: ${tally}`);
    const sample = answers[0];
    if (!/"code"\s*:/.test(sample.body) || !/"message"\s*:/.test(sample.body)) {
      fail(`the 408 is not JSON { code, message }: ${sample.body.slice(0, 120)}`);
    }
    const lastEnd = Math.max(...answers.map((answer) => answer.closedAt));
    return (
      `${SLOW} slow bodies held (opened in ${openingSeconds} s); ordinary calls 200 in ${times.median} ms ` +
      `(max ${times.max} ms); all ${SLOW} ended 408 JSON within ${((lastEnd - startedAt) / 1000).toFixed(1)} s`
    );
  } finally {
    clearInterval(trickle);
    for (const { socket } of slow) socket.destroy();
  }
}
