// The user:role command run as an operator would, on an embedded database in a folder of its own: the command is a
// separate process that opens DATA_DIR itself, so this file cannot use the in-memory database of useTestApp.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { users } from '../src/db/schema/users.js';

const run = promisify(execFile);
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'user-role-'));
const dataDir = join(dir, 'db');

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, ...rest } = env;
  return rest;
}

async function userRole(args: string[]) {
  try {
    const { stdout } = await run(process.execPath, [tsx, '--conditions=source', 'scripts/user-role.ts', ...args], {
      cwd: apiRoot,
      // The embedded database of this test, whatever the environment says.
      env: { ...withoutDatabaseUrl(process.env), LOG_LEVEL: 'silent', DATA_DIR: dataDir },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

async function roleOf(email: string): Promise<string | undefined> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const [row] = await database.db.select({ role: users.role }).from(users).where(eq(users.email, email));
    return row?.role;
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  await database.db.insert(users).values({ email: 'ops@example.com', name: 'Ops' });
  await database.close();
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('user:role', () => {
  it('grants the operator role by e-mail (in any case) and takes it back', async () => {
    const granted = await userRole(['OPS@example.com', 'operator']);
    expect(granted.code).toBe(0);
    expect(granted.stdout).toMatch(/OPS@example.com is now operator, was student \(user [0-9a-f-]{36}\)/);
    expect(await roleOf('ops@example.com')).toBe('operator');

    const again = await userRole(['ops@example.com', 'operator']);
    expect(again.stdout).toMatch(/already operator/);

    const back = await userRole(['ops@example.com', 'student']);
    expect(back.code).toBe(0);
    expect(await roleOf('ops@example.com')).toBe('student');
  }, 60_000);

  it('says so for an unknown e-mail or a wrong role, and changes nothing', async () => {
    const unknown = await userRole(['nobody@example.com', 'operator']);
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toMatch(/no active account has the e-mail nobody@example.com/);
    const wrong = await userRole(['ops@example.com', 'admin']);
    expect(wrong.code).toBe(2);
    expect(wrong.stdout).toMatch(/usage: npm run user:role/);
    expect(await roleOf('ops@example.com')).toBe('student');
  }, 60_000);
});
