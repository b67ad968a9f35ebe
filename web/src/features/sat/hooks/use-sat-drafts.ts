// The drafts of one module screen, held in memory and written to browser storage on every change. Changes apply at
// once (not at the next render), so the submit loop reads the clientAttemptId it has just made.
import { useCallback, useRef, useState } from 'react';
import { clearDrafts, loadDrafts, saveDrafts, type SatDrafts } from '../lib/sat-drafts';

export interface DraftsHandle {
  drafts: SatDrafts;
  /** Applies a change; returns the drafts after it. */
  update(change: (drafts: SatDrafts) => SatDrafts): SatDrafts;
  /** The drafts as they are now, for event handlers that run after several changes. */
  read(): SatDrafts;
  clear(): void;
}

export function useSatDrafts(key: string): DraftsHandle {
  const [drafts, setDrafts] = useState(() => loadDrafts(key));
  const latest = useRef(drafts);

  const update = useCallback(
    (change: (drafts: SatDrafts) => SatDrafts) => {
      const next = change(latest.current);
      if (next !== latest.current) {
        latest.current = next;
        saveDrafts(key, next);
        setDrafts(next);
      }
      return next;
    },
    [key],
  );
  const read = useCallback(() => latest.current, []);
  const clear = useCallback(() => clearDrafts(key), [key]);

  return { drafts, update, read, clear };
}
