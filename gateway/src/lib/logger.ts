// pino for the gateway: one JSON line per event, secrets redacted (the server kit's credential paths and the
// headers the gateway handles), readable output on request (LOG_PRETTY), batched writes otherwise.
import { CENSOR, CREDENTIAL_PATHS, PRETTY_TRANSPORT } from '@mathbridge/server-kit';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config/env.js';

/** Everything that could carry a credential, wherever it appears in a log object. */
export const REDACTED_PATHS = [
  ...CREDENTIAL_PATHS,
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.authorization',
  '*.cookie',
  '*["set-cookie"]',
];

/** The longest a log line waits in the write buffer. */
export const LOG_FLUSH_MS = 1000;

export interface LoggerSettings {
  logLevel: LogLevel;
  logPretty: boolean;
}

/** A destination may be given (the tests read the lines); otherwise stdout, pretty when asked. */
export function createLogger(settings: LoggerSettings, destination?: DestinationStream): Logger {
  const options = {
    level: settings.logLevel,
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
  };
  if (destination) return pino(options, destination);
  if (settings.logPretty) return pino({ ...options, transport: PRETTY_TRANSPORT });
  // Asynchronous, batched writes: under load, a write per request line (a system call and a hand-over to another
  // thread) was a large share of the gateway's CPU. Lines are written once 8 KiB have gathered, and at least every
  // LOG_FLUSH_MS, so a quiet gateway's lines are never more than that late; pino writes out what is left when the
  // process exits.
  const logger = pino(options, pino.destination({ dest: 1, sync: false, minLength: 8 * 1024 }));
  setInterval(() => logger.flush(), LOG_FLUSH_MS).unref();
  return logger;
}
