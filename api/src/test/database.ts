// A migrated database for one test file: in-memory PGlite, or a fresh database on the server in TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { IN_MEMORY, loadConfig, type ApiConfig } from '../config/env.js';
import { openDatabase, rowsOf, type Database } from '../db/client.js';

export interface TestDatabase extends Database {
  /** Empties every table (except those named), so each test starts clean without migrating again. */
  reset(keep?: readonly string[]): Promise<void>;
}

/** A fresh migrated database, or the one `open` gives (migrated here, closed as it closes). */
export async function createTestDatabase(open?: () => Promise<Database>): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (open || !serverUrl) {
    const database = open ? await open() : await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    return withReset(database, database.close);
  }
  const name = `mathbridge_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await database.migrate();
  return withReset(database, async () => {
    await database.close();
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
}

function withReset(database: Database, close: () => Promise<void>): TestDatabase {
  return {
    ...database,
    close,
    async reset(keep = []) {
      const result = await database.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
      const tables = rowsOf<{ tablename: string }>(result)
        .map((row) => row.tablename)
        .filter((name) => !keep.includes(name));
      if (tables.length === 0) return;
      await database.db.execute(sql.raw(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`));
    },
  };
}

/** The configuration the defaults give, quiet and in memory; overrides replace whole settings. */
export function testConfig(overrides: Partial<ApiConfig> = {}, env: NodeJS.ProcessEnv = {}): ApiConfig {
  return { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: IN_MEMORY, ...env }), ...overrides };
}
