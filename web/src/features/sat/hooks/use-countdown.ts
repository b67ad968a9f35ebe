// Seconds left until a deadline, ticking each second, with one call of `onExpire` when it is reached (also when the
// deadline is already past when the screen opens: a module resumed after its time is handed in at once).
import { useEffect, useRef, useState } from 'react';
import { secondsLeft } from '../lib/sat-clock';

export function useCountdown(deadline: number | null, onExpire?: () => void): number | null {
  const [now, setNow] = useState(() => Date.now());
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (deadline === null) return;
    let expired = false;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (!expired && current >= deadline) {
        expired = true;
        expire.current?.();
      }
    };
    const first = setTimeout(tick, 0);
    // A little more often than once a second, so the display never skips a second.
    const timer = setInterval(tick, 250);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [deadline]);

  return deadline === null ? null : secondsLeft(deadline, now);
}
