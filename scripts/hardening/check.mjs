// What the cases share: a failure that carries detail lines, and a pause.

/** Ends a case with `message` as its line; `details` are printed indented beneath it. */
export function fail(message, details = []) {
  const error = new Error(message);
  error.details = details;
  throw error;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The median and the largest of a list of milliseconds, for figures. */
export function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return { median: Math.round(median), max: Math.round(sorted.at(-1) ?? 0) };
}
