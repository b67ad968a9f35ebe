// `npm test`: every test. Unit and integration tests (vitest, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL
// too), then the whole-stack browser tests (Playwright in Debian's Chromium), then the hardening cases
// (scripts/hardening). Prints one 'N passed, N failed' line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildMissing, root, run } from './lib.mjs';

const reports = join(root, 'reports');
// `npm run check` passes --types-checked: its static step has just type-checked every workspace.
const typesChecked = process.argv.includes('--types-checked');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const started = Date.now();
const phases = [];

/** Runs one phase and notes how long it took; the list is printed at the end, so the log shows where time goes. */
async function phase(label, body) {
  const phaseStarted = Date.now();
  try {
    return await body();
  } finally {
    const seconds = Math.round((Date.now() - phaseStarted) / 1000);
    phases.push({ label, seconds });
    console.log(`--- ${label}: ${seconds} s ---`);
  }
}

function countVitest(file, label) {
  if (!existsSync(file)) {
    failures.push(`${label}: no report was written`);
    totals.failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  if (report.numFailedTests > 0 || report.success === false) failures.push(label);
}

function vitest(label, reportName, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const file = join(reports, reportName);
  const status = run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    {
      env: { ...process.env, ...env },
    },
  );
  countVitest(file, label);
  if (status !== 0 && !failures.includes(label)) failures.push(`${label} (exit ${status})`);
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log("Chromium was not found; installing Debian's chromium package ...");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    "Chromium is needed for the browser tests. Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH.",
  );
  process.exit(1);
}

// The first run is the embedded database's, even where CI has started a PostgreSQL server for the second.
await phase('vitest (PGlite)', () =>
  vitest('unit and integration tests (PGlite)', 'vitest.json', [], { TEST_DATABASE_URL: '' }),
);
if (process.env.TEST_DATABASE_URL) {
  // The second run covers what touches the database: the files named *.db.test.ts (src/test/naming.test.ts keeps
  // every test that opens a database on that name), in both api projects (vitest.config.ts).
  const apiProjects = ['--project', 'api', '--project', 'api-apart'];
  await phase('vitest (PostgreSQL)', () =>
    vitest('api integration tests (PostgreSQL)', 'vitest-postgres.json', [...apiProjects, '.db.test.ts'], {
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
    }),
  );
}

function playwright(label, reportName, args, env) {
  const report = join(reports, reportName);
  const status = run('npx', ['playwright', 'test', '--reporter=list,json', ...args], {
    cwd: join(root, 'e2e'),
    env: { ...process.env, ...env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  if (existsSync(report)) {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    if (stats.unexpected > 0) failures.push(label);
  } else {
    failures.push(`${label}: no report was written`);
    totals.failed += 1;
  }
  if (status !== 0 && !failures.some((f) => f.startsWith(label))) failures.push(`${label} (exit ${status})`);
}

console.log('\n=== browser tests (Playwright, Chromium) ===');
const chromium = findChromium();
if (!(await phase('build', () => buildMissing({ force: process.env.SKIP_BUILD !== '1', typesChecked })))) {
  failures.push('build');
  totals.failed += 1;
} else {
  // Everything but the performance specs, then those alone on one worker (their long-task limits assume the
  // browser is not sharing the cores with another).
  await phase('browser tests', () => playwright('browser tests', 'e2e.json', [], { E2E_PERF: 'skip' }));
  await phase('browser performance tests', () =>
    playwright('browser performance tests', 'e2e-perf.json', ['--workers=1'], { E2E_PERF: 'only' }),
  );
}

// The standing hardening cases (slow bodies, outages, the fuzz, ...) against the same builds, one count per case.
console.log('\n=== hardening tests ===');
const hardeningReport = join(reports, 'hardening.json');
const hardeningStatus = await phase('hardening tests', () =>
  run(process.execPath, [join(root, 'scripts/hardening/run.mjs'), '--report', hardeningReport]),
);
if (existsSync(hardeningReport)) {
  const counts = JSON.parse(readFileSync(hardeningReport, 'utf8'));
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  if (counts.failed > 0) failures.push('hardening tests');
} else {
  failures.push('hardening tests: no report was written');
  totals.failed += 1;
}
if (hardeningStatus !== 0 && !failures.some((f) => f.startsWith('hardening tests')))
  failures.push(`hardening tests (exit ${hardeningStatus})`);

console.log('\nTime per phase:');
for (const { label, seconds } of phases) console.log(`  ${label.padEnd(28)} ${String(seconds).padStart(5)} s`);
console.log(`  ${'all tests'.padEnd(28)} ${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s`);
console.log('');
if (failures.length > 0) console.log(`Failed: ${failures.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
