// Password hashing with argon2id, a dummy hash that keeps unknown-account logins as slow as real ones, and
// temporary passwords that satisfy the password rules.
import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane (the library's default algorithm is argon2id). */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;
/** A hash of a random string, verified when the account does not exist so both answers take as long. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(`dummy-${randomInt(1e9)}-${Date.now()}`);
  return dummy;
}

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '!@#$%^*';

function pick(alphabet: string, count: number): string[] {
  return Array.from({ length: count }, () => alphabet[randomInt(alphabet.length)] ?? 'x');
}

/** 12 characters without look-alikes, with letters, digits and special characters. */
export function temporaryPassword(): string {
  const chars = [...pick(LOWER, 5), ...pick(UPPER, 3), ...pick(DIGITS, 2), ...pick(SPECIAL, 2)];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}
