// Compares the recommendation policy with random problems from the grade and with the former TODAY selection on
// simulated students, and prints the three side by side (a Markdown table, or JSON with --json).
//   recommend:simulate -- --students 300 --seed 1 [--json]
import { parseArgs } from 'node:util';
import { compare, formatTable } from './simulation.js';

function fail(message: string): never {
  process.stderr.write(`recommend:simulate: ${message}\n`);
  process.exit(1);
}

function wholeNumber(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) fail(`--${name} must be a whole number, got "${text}"`);
  return value;
}

const { values } = parseArgs({
  options: { students: { type: 'string' }, seed: { type: 'string' }, json: { type: 'boolean' } },
});
const students = wholeNumber('students', values.students, 300);
if (students === 0) fail('--students must be at least 1');
const result = compare({ students, seed: wholeNumber('seed', values.seed, 1) });
process.stdout.write(values.json ? `${JSON.stringify(result, null, 2)}\n` : `${formatTable(result)}\n`);
