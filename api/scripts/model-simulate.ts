// Writes a simulated response log, and splits any log into TRAIN/TEST by student.
//   model:simulate -- --students N --seed S --out FILE [--train-out TRAIN --test-out TEST --test-fraction 0.2]
//   model:simulate -- --split LOG.csv --train-out TRAIN --test-out TEST [--test-fraction 0.2] [--seed S]
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formatLog, parseLog } from '../src/model/csv.js';
import { simulate, splitByStudent } from '../src/model/simulate.js';
import type { LogRow } from '../src/model/types.js';

function fail(message: string): never {
  process.stderr.write(`model:simulate: ${message}\n`);
  process.exit(1);
}

function positiveInt(name: string, text: string | undefined, fallback?: number): number {
  if (text === undefined) {
    if (fallback === undefined) fail(`--${name} is required`);
    return fallback;
  }
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) fail(`--${name} must be a whole number, got "${text}"`);
  return value;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      students: { type: 'string' },
      seed: { type: 'string' },
      out: { type: 'string' },
      split: { type: 'string' },
      'train-out': { type: 'string' },
      'test-out': { type: 'string' },
      'test-fraction': { type: 'string' },
    },
  });
  const seed = positiveInt('seed', values.seed, 1);
  const fraction = values['test-fraction'] === undefined ? 0.2 : Number(values['test-fraction']);
  if (!(fraction > 0 && fraction < 1))
    fail(`--test-fraction must be between 0 and 1, got "${values['test-fraction']}"`);
  const trainOut = values['train-out'];
  const testOut = values['test-out'];
  if ((trainOut === undefined) !== (testOut === undefined)) fail('--train-out and --test-out go together');

  let rows: LogRow[];
  if (values.split !== undefined) {
    if (trainOut === undefined) fail('--split needs --train-out and --test-out');
    try {
      rows = parseLog(readFileSync(values.split, 'utf8'));
    } catch (error) {
      fail(`${values.split}: ${(error as Error).message}`);
    }
  } else {
    const students = positiveInt('students', values.students);
    if (students < 1) fail('--students must be at least 1');
    if (values.out === undefined) fail('--out is required');
    rows = simulate({ students, seed });
    writeFileSync(values.out, formatLog(rows));
    process.stdout.write(`${values.out}: ${rows.length} answers from ${students} students\n`);
  }
  if (trainOut !== undefined && testOut !== undefined) {
    const { train, test } = splitByStudent(rows, fraction, seed);
    writeFileSync(trainOut, formatLog(train));
    writeFileSync(testOut, formatLog(test));
    process.stdout.write(`${trainOut}: ${train.length} answers; ${testOut}: ${test.length} answers\n`);
  }
}

main();
