// Counts how long each question is on screen, into the drafts (sent with its answer as timeMs). The time of the
// question on screen is added when the student moves on, leaves the page, or the module is handed in (flush).
import { useCallback, useEffect, useRef } from 'react';
import { withSpent } from '../lib/sat-drafts';
import type { DraftsHandle } from './use-sat-drafts';

export function useTimeOnQuestion(update: DraftsHandle['update'], problemId: string | null): () => void {
  const entered = useRef<{ id: string; at: number } | null>(null);

  const flush = useCallback(() => {
    const open = entered.current;
    if (!open) return;
    const now = Date.now();
    update((drafts) => withSpent(drafts, open.id, now - open.at));
    open.at = now;
  }, [update]);

  useEffect(() => {
    entered.current = problemId ? { id: problemId, at: Date.now() } : null;
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
      entered.current = null;
    };
  }, [problemId, flush]);

  return flush;
}
