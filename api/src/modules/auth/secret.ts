// The key that signs access and pending tokens: JWT_SECRET, or one generated once and kept beside the data folder.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { keptInFile } from '../../lib/kept-file.js';
import type { AccountsConfig } from './config.js';

const newSecret = () => randomBytes(48).toString('base64url');

export function resolveJwtSecret(config: AccountsConfig, log: FastifyBaseLogger): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (!config.secretFile) {
    log.warn('JWT_SECRET is not set and there is no data folder: sessions end when the api restarts');
    return newSecret();
  }
  const { value, created } = keptInFile(config.secretFile, {
    read: (text) => (text.trim().length >= 32 ? text.trim() : null),
    make: newSecret,
    write: (secret) => `${secret}\n`,
  });
  if (created) {
    log.warn(
      { file: config.secretFile },
      'JWT_SECRET is not set: generated a signing key and saved it; set JWT_SECRET',
    );
  }
  return value;
}
