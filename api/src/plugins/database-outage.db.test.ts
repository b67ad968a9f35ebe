// PostgreSQL stopped under a running api: requests answer 503 `{ code, message }` at once (no 500, no hang), readiness
// says the database is down, and everything answers again once it is back, without restarting the api.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, ErrorResponseSchema } from '@mathbridge/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { useTestApp } from '../test/app.js';
import { eventBody } from '../test/factories.js';
import { isDatabaseUnavailable } from './database.js';

/** The folder of initdb and pg_ctl, or null when PostgreSQL is not installed. */
function postgresBinDir(): string | null {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // No pg_config on the PATH: look where Debian and Ubuntu install the server.
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort().reverse()) candidates.push(join(debian, version, 'bin'));
  }
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

const binDir = postgresBinDir();
// PostgreSQL refuses to run as root: as root, its commands run as the postgres user.
const asRoot = process.getuid?.() === 0;

function pgCommand(tool: string, args: string[]): void {
  const file = join(binDir ?? '', tool);
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' });
  else execFileSync(file, args, { stdio: 'pipe' });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Fails instead of hanging: an answer must come within the limit. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('knows refused connections, shutdowns and dropped connections, also when wrapped', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode('ECONNREFUSED') }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves query errors alone', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode('22P05') }))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe.skipIf(!binDir)('PostgreSQL going away under a running api', () => {
  let folder: string;
  let dataDir: string;
  let port: number;

  const pgStart = () =>
    pgCommand('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      join(folder, 'postgres.log'),
      '-o',
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`,
      '-w',
      'start',
    ]);
  const pgStop = (mode: 'fast' | 'immediate') => pgCommand('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);

  // The server this file stops and starts, set up before the app (hooks run in order) and removed after it.
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'mathbridge-pg-'));
    chmodSync(folder, 0o755);
    if (asRoot) {
      const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(folder, id('-u'), id('-g'));
    }
    dataDir = join(folder, 'data');
    port = await freePort();
    pgCommand('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
    pgStart();
  });

  afterAll(() => {
    try {
      pgStop('immediate');
    } catch {
      // Already stopped.
    }
    rmSync(folder, { recursive: true, force: true });
  });

  const t = useTestApp({
    database: async () => {
      const database = await openDatabase({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${port}/postgres` });
      // The server may be down when the file ends.
      return { ...database, close: () => database.close().catch(() => undefined) };
    },
    build: { materialiseContent: false },
    // Nothing is kept between the cases but the server's state, which each case restores.
    reset: false,
  });

  const event = () =>
    within(
      t.app.inject({
        method: 'POST',
        url: '/v1/api/events',
        payload: eventBody(),
      }),
      15_000,
    );
  const readiness = () => within(t.app.inject({ method: 'GET', url: '/readyz' }), 15_000);

  async function expectUnavailable(): Promise<void> {
    const res = await event();
    expect(res.statusCode).toBe(503);
    const body = ErrorResponseSchema.parse(res.json());
    expect(body.code).toBe(ErrorCode.Unavailable);
    const ready = await readiness();
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ checks: { database: 'error' } });
  }

  async function expectRecovered(): Promise<void> {
    // The pool opens new connections on demand; the first request after the restart may still meet a dead one.
    const deadline = Date.now() + 15_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await event()).statusCode;
      if (status === 201) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(201);
    expect((await readiness()).statusCode).toBe(200);
  }

  it('answers while the database is up', async () => {
    expect((await event()).statusCode).toBe(201);
  });

  it('answers 503 after an orderly shutdown, and recovers when it is back', async () => {
    pgStop('fast');
    await expectUnavailable();
    // Still 503 (not a crash or a hang) on repeated calls.
    await expectUnavailable();
    pgStart();
    await expectRecovered();
  });

  it('answers 503 after a crash of the server, and recovers when it is back', async () => {
    pgStop('immediate');
    await expectUnavailable();
    pgStart();
    await expectRecovered();
  });

  it('survives a connection dropped in the middle of a transaction', async () => {
    let entered!: () => void;
    let resume!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    const paused = new Promise<void>((r) => (resume = r));
    const transaction = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      entered();
      await paused;
      await tx.execute(sql`select 1`);
    });
    const outcome = transaction.then(
      () => null,
      (err: unknown) => err,
    );
    await inside;
    pgStop('fast');
    // The server's goodbye reaches the checked-out connection while no query runs on it.
    await new Promise((r) => setTimeout(r, 300));
    resume();
    expect(isDatabaseUnavailable(await outcome)).toBe(true);
    await expectUnavailable();
    pgStart();
    await expectRecovered();
  });
});
