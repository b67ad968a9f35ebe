// The SHOW_TIMER setting (browser storage): whether the solving screens show the clock. Off unless switched on.
import { STORAGE_KEYS } from '@mathbridge/contract';
import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage';

export function useShowTimer(): [boolean, (show: boolean) => void] {
  const [show, setShow] = useState(() => readStorage(STORAGE_KEYS.showTimer) === 'Y');
  const update = useCallback((next: boolean) => {
    writeStorage(STORAGE_KEYS.showTimer, next ? 'Y' : 'N');
    setShow(next);
  }, []);
  return [show, update];
}
