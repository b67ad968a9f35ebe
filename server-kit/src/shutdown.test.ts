import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CHILD = fileURLToPath(new URL('./test/shutdown-child.ts', import.meta.url));

interface Outcome {
  code: number | null;
  lines: { msg: string; signal?: string; level?: string }[];
}

/** Starts the child, sends it the signals once it listens, and collects its lines until it exits. */
function run(signals: NodeJS.Signals[], env: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    let sent = false;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!sent && output.includes('"ready"')) {
        sent = true;
        signals.forEach((signal, index) => setTimeout(() => child.kill(signal), index * 200));
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const lines = output
        .split('\n')
        .filter(Boolean)
        .map((text) => JSON.parse(text) as Outcome['lines'][number]);
      resolvePromise({ code, lines });
    });
  });
}

describe('graceful shutdown', () => {
  it('closes what the service opened on SIGTERM and exits with 0', async () => {
    const { code, lines } = await run(['SIGTERM']);
    expect(code).toBe(0);
    expect(lines.map((line) => line.msg)).toEqual(['ready', 'shutting down', 'closed']);
    expect(lines[1]?.signal).toBe('SIGTERM');
  });

  it('leaves the signals it is told to skip to the service', async () => {
    const { code, lines } = await run(['SIGHUP', 'SIGINT']);
    expect(code).toBe(0);
    expect(lines.map((line) => line.msg)).toEqual(['ready', 'hup', 'shutting down', 'closed']);
  });

  it('exits with 1 when the close outlasts the grace period', async () => {
    const { code, lines } = await run(['SIGTERM'], { CLOSE_MS: '5000', GRACE_MS: '200' });
    expect(code).toBe(1);
    expect(lines.at(-1)).toMatchObject({ level: 'error', msg: 'shutdown grace period over; exiting' });
  });
});
