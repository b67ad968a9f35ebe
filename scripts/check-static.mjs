// `npm run check:static`: the type checks of every workspace, lint, formatting and the README links, side by side
// (each is one single-threaded process, so two cores run two of them at once). Exits 1 when any fails.
import { runParallel } from './lib.mjs';

const npm = (label, ...args) => ({ label, command: 'npm', args: ['run', '-s', ...args] });
const typecheck = (workspace) => npm(`typecheck ${workspace}`, 'typecheck', '--workspace', workspace);

const started = Date.now();
// The longest first, so the short ones fill in at the end.
const failed = await runParallel([
  typecheck('web'),
  npm('lint', 'lint'),
  npm('format', 'format:check'),
  typecheck('api'),
  typecheck('e2e'),
  typecheck('gateway'),
  typecheck('server-kit'),
  typecheck('contract'),
  npm('links', 'check:links'),
]);
console.log(`\n--- static checks: ${Math.round((Date.now() - started) / 1000)} s ---`);
if (failed.length > 0) {
  console.error(`\nStatic checks failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nStatic checks passed.');
