// The time now in ms, for measuring how long an answer took (read in event handlers and effects, not in render).
export function nowMs(): number {
  return Date.now();
}
