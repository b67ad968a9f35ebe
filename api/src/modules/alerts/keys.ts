// The alert centre's keys: the VAPID pair Web Push is sent with (from the environment, or generated once and kept
// beside the data folder), and the e-mail unsubscribe links, signed with the accounts' token signer.
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { AlertsConfig } from '../../config/env.js';
import { keptInFile } from '../../lib/kept-file.js';
import type { TokenSigner } from '../auth/tokens.js';
import type { AlertKind } from './notify.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

function readVapidKeys(text: string): VapidKeys | null {
  try {
    const stored = JSON.parse(text) as Partial<VapidKeys>;
    if (stored.publicKey && stored.privateKey) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  } catch {
    // An unreadable file is replaced; browsers subscribed with the old key subscribe again.
  }
  return null;
}

export function resolveVapidKeys(config: AlertsConfig, log: FastifyBaseLogger): VapidKeys {
  if (config.vapid) return config.vapid;
  if (!config.vapidFile) {
    log.warn('VAPID keys are not set and there is no data folder: push subscriptions end when the api restarts');
    return webpush.generateVAPIDKeys();
  }
  const { value, created } = keptInFile(config.vapidFile, {
    read: readVapidKeys,
    make: () => webpush.generateVAPIDKeys(),
    write: (keys) => `${JSON.stringify(keys)}\n`,
  });
  if (created) {
    log.warn({ file: config.vapidFile }, 'VAPID keys are not set: generated a pair and saved it; set VAPID_*_KEY');
  }
  return value;
}

const UNSUBSCRIBE_AUDIENCE = 'mathbridge-unsubscribe';
const KINDS = new Set<string>(['NOTICE', 'INQUIRY_ANSWER', 'REVIEW_DUE', 'STREAK']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A token naming one student and one kind of alert, signed so it cannot be made for another student. */
export class UnsubscribeTokens {
  constructor(private readonly signer: TokenSigner) {}

  sign(userId: string, kind: AlertKind): Promise<string> {
    return this.signer.signLink(UNSUBSCRIBE_AUDIENCE, { userId, topic: kind });
  }

  /** The student and kind a token names, or null when it was not signed here or is malformed. */
  async verify(token: string): Promise<{ userId: string; kind: AlertKind } | null> {
    const claims = await this.signer.verifyLink(UNSUBSCRIBE_AUDIENCE, token);
    if (!claims || !UUID.test(claims.userId) || !KINDS.has(claims.topic)) return null;
    return { userId: claims.userId, kind: claims.topic as AlertKind };
  }
}
