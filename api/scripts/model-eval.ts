// Evaluates the learning model on a response log: fits on TRAIN, predicts each TEST answer before seeing it.
//   model:eval -- --train TRAIN.csv --test TEST.csv [--json] [--baselines]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { bestLrModel, eloModel, irtModel, itemMeanModel, pfaModel } from '../src/model/baselines.js';
import { parseLog } from '../src/model/csv.js';
import { evaluate } from '../src/model/evaluate.js';
import { fitModel, hybridModel } from '../src/model/fit.js';
import { FEATURE_NAMES, type LogRow } from '../src/model/types.js';

function fail(message: string): never {
  process.stderr.write(`model:eval: ${message}\n`);
  process.exit(1);
}

function read(path: string): LogRow[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    fail(`cannot read ${path}: ${(error as Error).message}`);
  }
  try {
    return parseLog(text);
  } catch (error) {
    fail(`${path}: ${(error as Error).message}`);
  }
}

function main(): void {
  const { values } = parseArgs({
    options: {
      train: { type: 'string' },
      test: { type: 'string' },
      json: { type: 'boolean', default: false },
      baselines: { type: 'boolean', default: false },
      weights: { type: 'boolean', default: false },
    },
  });
  if (values.train === undefined) fail('--train TRAIN.csv is required');
  if (values.test === undefined) fail('--test TEST.csv is required');
  const train = read(values.train);
  const test = read(values.test);

  const result = evaluate(hybridModel(), train, test);
  const { predictions: _, ...figures } = result;
  if (values.json) {
    process.stdout.write(`${JSON.stringify(figures)}\n`);
  } else {
    process.stdout.write(
      `AUC ${figures.auc.toFixed(4)}  log-loss ${figures.logloss.toFixed(4)}  Brier ${figures.brier.toFixed(4)}  ` +
        `n ${figures.n}  seconds ${figures.seconds.toFixed(2)}\n`,
    );
  }
  if (values.baselines) {
    const rows = [{ name: hybridModel().name, ...figures }];
    for (const kind of [itemMeanModel, irtModel, eloModel, pfaModel, bestLrModel]) {
      const { predictions: __, ...other } = evaluate(kind, train, test);
      rows.push({ name: kind.name, ...other });
    }
    process.stdout.write('\n| model | AUC | log-loss | Brier | seconds |\n|---|---|---|---|---|\n');
    for (const r of rows) {
      process.stdout.write(
        `| ${r.name} | ${r.auc.toFixed(4)} | ${r.logloss.toFixed(4)} | ${r.brier.toFixed(4)} | ${r.seconds.toFixed(1)} |\n`,
      );
    }
  }
  if (values.weights) {
    const { config } = fitModel(train);
    const named = Object.fromEntries(
      FEATURE_NAMES.map((name, j) => [name, Number((config.weights[j] ?? 0).toFixed(4))]),
    );
    process.stdout.write(`${JSON.stringify(named, null, 2)}\n`);
  }
}

main();
