// Shows a busy indicator without flicker: only after work has lasted `delayMs`, and then for at least `minVisibleMs`.
import { useEffect, useRef, useState } from 'react';

export function useDelayedVisibility(busy: boolean, delayMs = 250, minVisibleMs = 400): boolean {
  const [visible, setVisible] = useState(false);
  const shownAt = useRef<number | null>(null);

  useEffect(() => {
    if (busy && !visible) {
      const timer = window.setTimeout(() => {
        shownAt.current = Date.now();
        setVisible(true);
      }, delayMs);
      return () => window.clearTimeout(timer);
    }
    if (!busy && visible) {
      const elapsed = Date.now() - (shownAt.current ?? 0);
      const timer = window.setTimeout(() => setVisible(false), Math.max(0, minVisibleMs - elapsed));
      return () => window.clearTimeout(timer);
    }
    return undefined;
  }, [busy, visible, delayMs, minVisibleMs]);

  return visible;
}
