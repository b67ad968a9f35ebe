// Opens the database (embedded PGlite by default, PostgreSQL when a URL is given) and applies migrations.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import type { DatabaseConfig } from '../config/env.js';
import { MIGRATIONS_FOLDER } from '../lib/package-root.js';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: DatabaseConfig['kind'];
  /** Applies every pending migration. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Rows of a raw `db.execute()` result; both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Another process holds the embedded database folder. */
export class DataDirLockedError extends Error {}

export interface OpenOptions {
  /** Called if the folder lock is lost while running (removed or taken over); the process should stop writing. */
  onLockLost?: (err: Error) => void;
}

// An embedded database has one writer: a second process on the same folder would silently lose data, so the folder
// is locked for the life of the process. proper-lockfile keeps a directory beside the folder fresh; a holder that was
// killed leaves it behind, so the holder's pid and host are written next to it and a start that finds that process
// gone takes the lock over at once instead of waiting for it to go stale.
const LOCK_STALE_MS = 30_000;

interface LockOwner {
  pid: number;
  host: string;
}

function ownerIsGone(ownerFile: string): boolean {
  let owner: LockOwner;
  try {
    owner = JSON.parse(readFileSync(ownerFile, 'utf8')) as LockOwner;
  } catch {
    return false;
  }
  // On another machine (or container) its pid says nothing here; the lock's own staleness decides there.
  if (owner.host !== hostname()) return false;
  // We hold no lock yet, so a holder with our pid was an earlier run of this process (a restarted container).
  if (owner.pid === process.pid) return true;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

async function lockDataDir(dataDir: string, onLockLost: (err: Error) => void): Promise<() => Promise<void>> {
  const folder = resolve(dataDir);
  const lockPath = `${folder}.lock`;
  const ownerFile = `${folder}.lock-owner`;
  const options = { realpath: false, lockfilePath: lockPath, stale: LOCK_STALE_MS, onCompromised: onLockLost };
  const locked = () => new DataDirLockedError(`Another MathBridge api is already using ${folder}; stop it first.`);
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(folder, options);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    if (!ownerIsGone(ownerFile)) throw locked();
    rmSync(lockPath, { recursive: true, force: true });
    release = await lockfile.lock(folder, options).catch((again: NodeJS.ErrnoException) => {
      throw again.code === 'ELOCKED' ? locked() : again;
    });
  }
  writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, host: hostname() } satisfies LockOwner));
  return async () => {
    rmSync(ownerFile, { force: true });
    await release();
  };
}

export async function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): Promise<Database> {
  if (config.kind === 'postgres') {
    // A server that cannot be reached must fail a request quickly (503), not hold it open; keep-alive notices a
    // connection whose server vanished without closing it.
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    // A connection the server ends (shutdown, restart, failover) emits an error; without a listener it would crash
    // the process. The pool drops an idle one itself; a checked-out one (inside a transaction) has no pool listener,
    // so each connection gets its own. Queries still report their own errors, which answer 503.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  let unlock = async () => {};
  if (config.dataDir) {
    mkdirSync(config.dataDir, { recursive: true });
    unlock = await lockDataDir(
      config.dataDir,
      options.onLockLost ??
        ((err) => {
          throw err;
        }),
    );
  }
  let client: PGlite;
  try {
    client = config.dataDir ? new PGlite(config.dataDir) : new PGlite();
    await client.waitReady;
  } catch (err) {
    await unlock();
    throw err;
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        await unlock();
      }
    },
  };
}
