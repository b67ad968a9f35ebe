// Share-link tokens: 256 random bits written base64url, and the hash the database keeps in their place.
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

export function newShareToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Hex SHA-256: a stored hash finds its link, but a copy of the table opens none (the tokens have 256 bits). */
export function shareTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
