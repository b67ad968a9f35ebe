// A throwaway redis-server for the tests of what the gateways share through Redis (rate-limit counters, logged-out
// sessions), in memory only.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePromise(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

/** A redis-server of its own, in memory only; null when none is installed. */
export async function startRedis(): Promise<{ url: string; child: ChildProcess } | null> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const ready = await new Promise<boolean>((resolvePromise) => {
    const timer = setTimeout(() => resolvePromise(false), 10_000);
    child.once('error', () => {
      clearTimeout(timer);
      resolvePromise(false);
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolvePromise(true);
      }
    });
  });
  if (!ready) {
    child.kill();
    return null;
  }
  return { url: `redis://127.0.0.1:${port}`, child };
}
