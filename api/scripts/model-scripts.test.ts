// The model commands run as a developer would: simulate, split and evaluate logs, and model:fit on an embedded
// database in a folder (the command is a separate process that opens DATA_DIR itself, so not useTestApp's database).
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { attempts } from '../src/db/schema/attempts.js';
import { users } from '../src/db/schema/users.js';
import { parseLog } from '../src/model/csv.js';

const run = promisify(execFile);
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'model-scripts-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function script(name: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [tsx, '--conditions=source', `scripts/${name}.ts`, ...args],
      {
        cwd: apiRoot,
        env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('model:simulate and model:eval', () => {
  it('simulate writes a log and a student-level split that eval scores as one JSON object', async () => {
    const [all, train, test] = ['all.csv', 'train.csv', 'test.csv'].map((f) => join(dir, f)) as [
      string,
      string,
      string,
    ];
    const sim = await script('model-simulate', [
      ...['--students', '150', '--seed', '2', '--out', all, '--train-out', train, '--test-out', test],
    ]);
    expect(sim.code).toBe(0);
    const rows = parseLog(readFileSync(all, 'utf8'));
    const trainRows = parseLog(readFileSync(train, 'utf8'));
    const testRows = parseLog(readFileSync(test, 'utf8'));
    expect(trainRows.length + testRows.length).toBe(rows.length);
    expect(readFileSync(all, 'utf8').split('\n')[0]).toBe('user_id,item_id,skill_ids,correct,timestamp');

    const evaluated = await script('model-eval', ['--train', train, '--test', test, '--json']);
    expect(evaluated.code).toBe(0);
    const figures = JSON.parse(evaluated.stdout) as Record<string, number>;
    expect(Object.keys(figures).sort()).toEqual(['auc', 'brier', 'logloss', 'n', 'seconds']);
    expect(figures.n).toBe(testRows.length);
    expect(figures.auc).toBeGreaterThan(0.6);
  });

  it('eval stops on bad input with a message naming the file and line', async () => {
    const good = join(dir, 'good.csv');
    const bad = join(dir, 'bad.csv');
    const empty = join(dir, 'empty.csv');
    writeFileSync(good, 'user_id,item_id,skill_ids,correct\nu1,i1,a,1\nu1,i2,a,0\n');
    writeFileSync(bad, 'user_id,item_id,skill_ids,correct\nu1,i1,a,1\nu1,i2,a,2\n');
    writeFileSync(empty, '');
    const wrong = await script('model-eval', ['--train', good, '--test', bad]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(`${bad}: line 3: correct must be 0 or 1, found "2"`);
    const none = await script('model-eval', ['--train', empty, '--test', good]);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain(`${empty}: line 1: the file is empty`);
  });
});

describe('model:fit', () => {
  it('refits the attempts in the database DATA_DIR names and exports them', { timeout: 180_000 }, async () => {
    const dataDir = join(dir, 'db');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    const [user] = await database.db
      .insert(users)
      .values({ email: 'fit@example.com', name: 'Fit' })
      .returning({ id: users.id });
    const easy = randomUUID();
    const hard = randomUUID();
    const start = Date.UTC(2026, 2, 1);
    await database.db.insert(attempts).values(
      Array.from({ length: 40 }, (_, i) => ({
        userId: (user as { id: string }).id,
        problemId: i % 2 === 0 ? easy : hard,
        unitId: 'kr-m1-1',
        correct: i % 2 === 0 ? i % 10 !== 0 : i % 10 === 1,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    await database.close();

    const exported = join(dir, 'export.csv');
    const fit = await script('model-fit', ['--export', exported], { DATA_DIR: dataDir });
    expect(fit.stderr).toBe('');
    expect(fit.code).toBe(0);
    expect(fit.stdout).toContain('refitted 2 items from 40 attempts of 1 students');
    expect(parseLog(readFileSync(exported, 'utf8'))).toHaveLength(40);

    // item_params itself is checked against a test database in the service tests; here the log the script read back.
    const log = parseLog(readFileSync(exported, 'utf8'));
    expect(log.filter((row) => row.itemId === easy)).toHaveLength(20);
    expect(log.every((row) => row.skillIds.join() === 'kr-m1-1')).toBe(true);
  });
});
