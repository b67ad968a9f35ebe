// Scores of probabilistic predictions of 0/1 answers: AUC, log-loss and Brier score.

/** Area under the ROC curve; tied predictions count one half. NaN when one class is missing. */
export function auc(predictions: ArrayLike<number>, labels: ArrayLike<number>): number {
  const n = predictions.length;
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => (predictions[a] as number) - (predictions[b] as number),
  );
  let positives = 0;
  let rankSum = 0;
  let i = 0;
  while (i < n) {
    let j = i;
    const value = predictions[order[i] as number] as number;
    while (j + 1 < n && predictions[order[j + 1] as number] === value) j++;
    // Ranks i+1 .. j+1 share their average.
    const rank = (i + j + 2) / 2;
    for (let k = i; k <= j; k++) {
      if (labels[order[k] as number] === 1) {
        positives += 1;
        rankSum += rank;
      }
    }
    i = j + 1;
  }
  const negatives = n - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

const EPSILON = 1e-15;

/** Mean negative log-likelihood (natural log), with predictions clipped away from 0 and 1. */
export function logLoss(predictions: ArrayLike<number>, labels: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < predictions.length; i++) {
    const p = Math.min(1 - EPSILON, Math.max(EPSILON, predictions[i] as number));
    sum -= labels[i] === 1 ? Math.log(p) : Math.log(1 - p);
  }
  return sum / predictions.length;
}

/** Mean squared error of the predicted probability. */
export function brier(predictions: ArrayLike<number>, labels: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < predictions.length; i++) {
    const d = (predictions[i] as number) - (labels[i] as number);
    sum += d * d;
  }
  return sum / predictions.length;
}
