// A value generated once and kept in a file beside the data folder (owner-only), so it survives restarts: the
// accounts' signing key and the Web Push key pair.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The value the file holds when `read` accepts its text, else a new one from `make`, written with `write` (0600);
 * `created` says which, so the caller can warn that a setting is missing.
 */
export function keptInFile<T>(
  file: string,
  codec: { read: (text: string) => T | null; make: () => T; write: (value: T) => string },
): { value: T; created: boolean } {
  if (existsSync(file)) {
    const stored = codec.read(readFileSync(file, 'utf8'));
    if (stored !== null) return { value: stored, created: false };
  }
  const value = codec.make();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, codec.write(value), { mode: 0o600 });
  // writeFileSync's mode applies only to a new file; an unreadable one replaced here keeps its old mode otherwise.
  chmodSync(file, 0o600);
  return { value, created: true };
}
