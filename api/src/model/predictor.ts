// The interface every model shares in evaluation: predict an answer before seeing it, then learn from it.
import type { LogRow } from './types.js';

export interface OnlinePredictor {
  /** P(correct) for the row; it must not look at row.correct. */
  predict(row: Omit<LogRow, 'correct'>): number;
  /** Learns from the answered row. */
  update(row: LogRow): void;
}

export interface ModelKind {
  name: string;
  /** Fits on the training log only and returns a predictor for new students. */
  fit(train: readonly LogRow[]): OnlinePredictor;
}
