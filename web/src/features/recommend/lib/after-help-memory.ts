// Which problems' explanations the student has opened in this visit: after-help is reported the first time only,
// so opening, closing and opening again (or another results page with the same problem) counts once.
const opened = new Set<string>();

/** True the first time a problem's explanation is opened in this visit; false after. */
export function firstOpening(problemId: string): boolean {
  if (opened.has(problemId)) return false;
  opened.add(problemId);
  return true;
}

/** For tests: forget every opening. */
export function forgetOpenings(): void {
  opened.clear();
}
