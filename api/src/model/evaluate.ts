// Offline evaluation: fit on TRAIN, then for each TEST answer in order predict it before seeing it and learn after.
import { auc, brier, logLoss } from './metrics.js';
import type { ModelKind } from './predictor.js';
import type { LogRow } from './types.js';

export interface EvaluationResult {
  auc: number;
  logloss: number;
  brier: number;
  n: number;
  seconds: number;
}

export interface EvaluationRun extends EvaluationResult {
  predictions: Float64Array;
}

export function evaluate(kind: ModelKind, train: readonly LogRow[], test: readonly LogRow[]): EvaluationRun {
  const started = performance.now();
  const predictor = kind.fit(train);
  const predictions = new Float64Array(test.length);
  const labels = new Uint8Array(test.length);
  test.forEach((row, i) => {
    // The predictor sees the row without its label; the label is handed over only afterwards.
    const { correct, ...question } = row;
    predictions[i] = predictor.predict(question);
    labels[i] = correct;
    predictor.update(row);
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    auc: auc(predictions, labels),
    logloss: logLoss(predictions, labels),
    brier: brier(predictions, labels),
    n: test.length,
    seconds,
    predictions,
  };
}
