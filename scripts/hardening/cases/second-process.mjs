// A second api started on the data folder the first one uses: it refuses to start (non-zero exit, a message that
// says why), and the first goes on answering throughout.
import { join } from 'node:path';
import { fail, sleep } from '../check.mjs';
import { call, describe } from '../http.mjs';
import { Service, freePorts } from '../stack.mjs';

export const name = 'second-process lock';

/** A read that touches the database. */
const READ = '/v1/api/samples';

export async function run(ctx) {
  const { gatewayUrl, dataDir } = ctx.main;
  const [port] = await freePorts(1);
  const logFile = join(ctx.dir, 'api-second.log');
  const second = new Service(
    'second api',
    ctx.main.api.script,
    { ...ctx.main.apiEnv, API_PORT: String(port) },
    logFile,
  );
  second.start();
  const firstAnswers = [];
  let came = false;
  const giveUpAt = performance.now() + 60_000;
  while (second.running && performance.now() < giveUpAt) {
    firstAnswers.push(await call(gatewayUrl, { path: READ, from: '127.0.0.60', timeoutMs: 5000 }));
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) {
      came = true;
      break;
    }
    await sleep(200);
  }
  if (second.running) {
    second.kill('SIGKILL');
    await second.exited;
    fail(
      came
        ? `a second api on the same DATA_DIR came up healthy on port ${port}`
        : 'a second api on the same DATA_DIR neither exited nor came up within 60 s',
    );
  }
  const { code } = await second.exited;
  const output = second.log().trim();
  const message = output.split('\n').find((line) => /lock|in use|another|already/i.test(line)) ?? '';
  firstAnswers.push(await call(gatewayUrl, { path: READ, from: '127.0.0.60', timeoutMs: 5000 }));
  const failed = firstAnswers.filter((answer) => answer.status !== 200);
  if (code === 0) fail(`the second api exited with status 0 (${output.slice(0, 200)})`);
  if (!message || !(output.includes(dataDir) || output.includes('DATA_DIR'))) {
    fail(`the second api exited ${code} without a message naming the locked folder: ${output.slice(0, 300)}`);
  }
  if (failed.length > 0) fail(`the first api stopped answering: ${failed.map(describe).join('; ')}`);
  return (
    `the second api exited ${code}: '${message.slice(0, 160)}'; the first answered ` +
    `${firstAnswers.length} of ${firstAnswers.length} calls meanwhile`
  );
}
