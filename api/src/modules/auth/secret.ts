// The key that signs access and pending tokens: JWT_SECRET, or one generated once and kept beside the data folder.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountsConfig } from './config.js';

export function resolveJwtSecret(config: AccountsConfig, log: FastifyBaseLogger): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (!config.secretFile) {
    log.warn('JWT_SECRET is not set and there is no data folder: sessions end when the api restarts');
    return randomBytes(48).toString('base64url');
  }
  if (existsSync(config.secretFile)) {
    const stored = readFileSync(config.secretFile, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(config.secretFile), { recursive: true });
  writeFileSync(config.secretFile, `${secret}\n`, { mode: 0o600 });
  chmodSync(config.secretFile, 0o600);
  log.warn({ file: config.secretFile }, 'JWT_SECRET is not set: generated a signing key and saved it; set JWT_SECRET');
  return secret;
}
