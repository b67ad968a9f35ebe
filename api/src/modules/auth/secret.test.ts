import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { resolveJwtSecret } from './secret.js';

const log = pino({ level: 'silent' });

describe('JWT signing key', () => {
  it('uses JWT_SECRET when it is set', () => {
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(40) });
    expect(resolveJwtSecret(config.accounts, log)).toBe('x'.repeat(40));
  });

  it('refuses a short JWT_SECRET, naming the variable', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('generates one beside the data folder, private, and reuses it', () => {
    const root = mkdtempSync(join(tmpdir(), 'mathbridge-secret-'));
    const config = loadConfig({ DATA_DIR: join(root, 'db') });
    expect(config.accounts.secretFile).toBe(join(root, 'jwt-secret'));
    const first = resolveJwtSecret(config.accounts, log);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(root, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(root, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(config.accounts, log)).toBe(first);
  });

  it('keeps a key in memory only when the database is in memory', () => {
    const config = loadConfig({ DATA_DIR: 'memory://' });
    expect(config.accounts.secretFile).toBeNull();
    expect(resolveJwtSecret(config.accounts, log)).not.toBe(resolveJwtSecret(config.accounts, log));
  });

  it('turns Kakao and Google on only with their client ids', () => {
    expect(loadConfig({}).accounts).toMatchObject({ kakao: null, google: null, smtpUrl: null });
    const on = loadConfig({ KAKAO_CLIENT_ID: 'k', GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's' }).accounts;
    expect(on.kakao).toEqual({ clientId: 'k', clientSecret: null, issuer: 'https://kauth.kakao.com' });
    expect(on.google).toEqual({ clientId: 'g', clientSecret: 's', issuer: 'https://accounts.google.com' });
  });
});
