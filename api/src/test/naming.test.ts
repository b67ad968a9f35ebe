// The database tests are found by name: a test that opens a database is named *.db.test.ts, and only those run a
// second time on PostgreSQL (scripts/test.mjs). This keeps the name and the content in step.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const source = fileURLToPath(new URL('..', import.meta.url));
const opensDatabase = /\b(use\w*TestApp|createTestDatabase|openDatabase)\(/;

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('test file names', () => {
  const files = testFiles(source).map((path) => ({
    name: relative(source, path),
    opens: opensDatabase.test(readFileSync(path, 'utf8')),
  }));

  it('finds the database tests', () => {
    expect(files.filter((file) => file.opens).length).toBeGreaterThan(10);
  });

  it('names every test that opens a database *.db.test.ts, and no other', () => {
    const misnamed = files.filter((file) => file.opens !== file.name.endsWith('.db.test.ts')).map((file) => file.name);
    expect(misnamed).toEqual([]);
  });
});
