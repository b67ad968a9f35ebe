// The alert centre's keys: the VAPID pair Web Push is sent with, and the secret that signs e-mail unsubscribe links.
// Each comes from the environment or is generated once and kept beside the data folder, like the JWT secret.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { AlertsConfig } from '../../config/env.js';
import type { AlertKind } from './notify.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

function keep(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content, { mode: 0o600 });
  chmodSync(file, 0o600);
}

export function resolveVapidKeys(config: AlertsConfig, log: FastifyBaseLogger): VapidKeys {
  if (config.vapid) return config.vapid;
  if (!config.vapidFile) {
    log.warn('VAPID keys are not set and there is no data folder: push subscriptions end when the api restarts');
    return webpush.generateVAPIDKeys();
  }
  if (existsSync(config.vapidFile)) {
    try {
      const stored = JSON.parse(readFileSync(config.vapidFile, 'utf8')) as Partial<VapidKeys>;
      if (stored.publicKey && stored.privateKey) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    } catch {
      // An unreadable file is replaced below; browsers subscribed with the old key subscribe again.
    }
  }
  const keys = webpush.generateVAPIDKeys();
  keep(config.vapidFile, `${JSON.stringify(keys)}\n`);
  log.warn({ file: config.vapidFile }, 'VAPID keys are not set: generated a pair and saved it; set VAPID_*_KEY');
  return keys;
}

export function resolveUnsubscribeSecret(config: AlertsConfig): Buffer {
  const file = config.unsubscribeSecretFile;
  if (!file) return randomBytes(32);
  if (existsSync(file)) {
    const stored = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(32);
  keep(file, `${secret.toString('base64url')}\n`);
  return secret;
}

const KINDS = new Set<string>(['NOTICE', 'INQUIRY_ANSWER', 'REVIEW_DUE', 'STREAK']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A token naming one student and one kind of alert, signed so it cannot be made for another student. */
export class UnsubscribeTokens {
  constructor(private readonly secret: Buffer) {}

  private mac(payload: string): Buffer {
    return createHmac('sha256', this.secret).update(`unsubscribe:${payload}`).digest();
  }

  sign(userId: string, kind: AlertKind): string {
    const payload = `${userId}.${kind}`;
    return `${Buffer.from(payload).toString('base64url')}.${this.mac(payload).toString('base64url')}`;
  }

  /** The student and kind a token names, or null when it was not signed here or is malformed. */
  verify(token: string): { userId: string; kind: AlertKind } | null {
    const [encoded, signature, extra] = token.split('.');
    if (!encoded || !signature || extra !== undefined) return null;
    const payload = Buffer.from(encoded, 'base64url').toString('utf8');
    const given = Buffer.from(signature, 'base64url');
    // One spelling per token: base64url's last character carries spare bits that would otherwise let a changed
    // link still work.
    if (given.toString('base64url') !== signature) return null;
    const expected = this.mac(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const [userId, kind] = payload.split('.');
    if (!userId || !kind || !UUID.test(userId) || !KINDS.has(kind)) return null;
    return { userId, kind: kind as AlertKind };
  }
}
