// pino for the gateway: one JSON line per event, secrets redacted, readable output on request (LOG_PRETTY).
import { randomUUID } from 'node:crypto';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config/env.js';

/** Everything that could carry a credential, wherever it appears in a log object. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.authorization',
  '*.cookie',
  '*["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.accessToken',
  '*.refreshToken',
  '*.token',
  '*.code',
];

/** The longest a log line waits in the write buffer. */
export const LOG_FLUSH_MS = 1000;

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Keeps a well-formed request id from the client; otherwise makes a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

export interface LoggerSettings {
  logLevel: LogLevel;
  logPretty: boolean;
}

/** A destination may be given (the tests read the lines); otherwise stdout, pretty when asked. */
export function createLogger(settings: LoggerSettings, destination?: DestinationStream): Logger {
  const options = {
    level: settings.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  if (destination) return pino(options, destination);
  if (settings.logPretty) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:standard', ignore: 'pid,hostname' } },
    });
  }
  // Asynchronous, batched writes: under load, a write per request line (a system call and a hand-over to another
  // thread) was a large share of the gateway's CPU. Lines are written once 8 KiB have gathered, and at least every
  // LOG_FLUSH_MS, so a quiet gateway's lines are never more than that late; pino writes out what is left when the
  // process exits.
  const logger = pino(options, pino.destination({ dest: 1, sync: false, minLength: 8 * 1024 }));
  setInterval(() => logger.flush(), LOG_FLUSH_MS).unref();
  return logger;
}
