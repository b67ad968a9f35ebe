// The api as a real process: two of them on one embedded database folder must never run together.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const running: ChildProcess[] = [];
const folders: string[] = [];

interface ApiProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startApi(dataDir: string): ApiProcess {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      API_HOST: '127.0.0.1',
      API_PORT: '0',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'a-test-secret-that-is-long-enough-to-sign',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

/** The address the process reports once it listens; rejects if it exits first. */
async function listening(api: ApiProcess, timeoutMs = 90_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void api.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(api.output());
    if (match?.[1]) return match[1];
    if (exited) throw new Error(`the api exited before listening:\n${api.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the api did not listen in time:\n${api.output()}`);
}

function tempDataDir(): string {
  const parent = mkdtempSync(join(tmpdir(), 'mathbridge-lock-'));
  folders.push(parent);
  return join(parent, 'db');
}

afterEach(() => {
  for (const child of running.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the embedded database folder lock', () => {
  it(
    'refuses a second api on the same folder, and lets a new one start after the first was killed',
    { timeout: 240_000 },
    async () => {
      const dataDir = tempDataDir();
      const first = startApi(dataDir);
      const address = await listening(first);

      const second = startApi(dataDir);
      const code = await second.exited;
      expect(code).not.toBe(0);
      expect(second.output()).toContain(`Another MathBridge api is already using ${resolve(dataDir)}; stop it first.`);
      // The first one is unharmed.
      expect((await fetch(`${address}/healthz`)).status).toBe(200);

      first.child.kill('SIGKILL');
      await first.exited;

      const third = startApi(dataDir);
      const thirdAddress = await listening(third);
      expect((await fetch(`${thirdAddress}/readyz`)).status).toBe(200);

      third.child.kill('SIGTERM');
      expect(await third.exited).toBe(0);
      expect(existsSync(`${resolve(dataDir)}.lock`)).toBe(false);
    },
  );
});
