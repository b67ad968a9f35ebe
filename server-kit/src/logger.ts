// What the services' pino loggers share: request ids, the paths that always carry a credential, and the readable
// output for development. Each service adds its own redactions and serializers.
import { randomUUID } from 'node:crypto';
import type { TransportSingleOptions } from 'pino';

/** What a redacted value is replaced with. */
export const CENSOR = '[redacted]';

/** Fields that carry a credential wherever they appear in a log object. */
export const CREDENTIAL_PATHS: readonly string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.accessToken',
  '*.refreshToken',
  '*.token',
  '*.code',
];

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Keeps a well-formed request id from the client (or the gateway in front); otherwise makes a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** LOG_PRETTY: one readable line per event instead of JSON. */
export const PRETTY_TRANSPORT: TransportSingleOptions = {
  target: 'pino-pretty',
  options: { translateTime: 'SYS:standard', ignore: 'pid,hostname' },
};
