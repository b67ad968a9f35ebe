// The distinct reasons of a recommended set, for a summary line under it.
import type { StudySet, StudyWhy } from '@mathbridge/contract';

/** Phrases shown at most: the card stays a summary. */
const REASONS_SHOWN = 3;

/** The distinct phrases of a set, most frequent first, the set's own why before all. */
export function setReasons(set: StudySet, phrase: (why: StudyWhy) => string): string[] {
  const counts = new Map<string, number>();
  for (const item of set.items) {
    if (!item.why) continue;
    const text = phrase(item.why);
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([text]) => text);
  const own = set.why ? [phrase(set.why)] : [];
  return [...new Set([...own, ...ranked])].slice(0, REASONS_SHOWN);
}
