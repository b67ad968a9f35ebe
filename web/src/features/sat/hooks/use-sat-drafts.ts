// The drafts of one module screen, held in memory and written to browser storage on every change. Changes apply at
// once (not at the next render), so the submit loop reads the clientAttemptId it has just made. Once the drafts are
// cleared (the module was scored or the test finished), late changes (the time of the last question, counted as the
// screen closes) stay in memory, until a fresh start.
import { useCallback, useRef, useState } from 'react';
import { clearDrafts, emptyDrafts, loadDrafts, saveDrafts, type SatDrafts } from '../lib/sat-drafts';

export interface DraftsHandle {
  drafts: SatDrafts;
  /** Applies a change; returns the drafts after it. */
  update(change: (drafts: SatDrafts) => SatDrafts): SatDrafts;
  /** The drafts as they are now, for event handlers that run after several changes. */
  read(): SatDrafts;
  /** Forgets the drafts, in storage too. */
  clear(): void;
  /** Starts afresh with empty drafts, kept in storage again. */
  restart(): void;
}

export function useSatDrafts(key: string): DraftsHandle {
  const [drafts, setDrafts] = useState(() => loadDrafts(key));
  const latest = useRef(drafts);
  const cleared = useRef(false);

  const update = useCallback(
    (change: (drafts: SatDrafts) => SatDrafts) => {
      const next = change(latest.current);
      if (next !== latest.current) {
        latest.current = next;
        if (!cleared.current) saveDrafts(key, next);
        setDrafts(next);
      }
      return next;
    },
    [key],
  );
  const read = useCallback(() => latest.current, []);
  const clear = useCallback(() => {
    cleared.current = true;
    clearDrafts(key);
  }, [key]);
  const restart = useCallback(() => {
    cleared.current = false;
    const fresh = emptyDrafts();
    latest.current = fresh;
    saveDrafts(key, fresh);
    setDrafts(fresh);
  }, [key]);

  return { drafts, update, read, clear, restart };
}
