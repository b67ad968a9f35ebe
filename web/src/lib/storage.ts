// Browser storage under the spec's keys; storage that is full or blocked never breaks the app.
import type { STORAGE_KEYS } from '@mathbridge/contract';

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    if (value == null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this visit only.
  }
}
