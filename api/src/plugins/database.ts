// Makes the database available to every route as `app.database`, and tells a database that is away (stopped,
// restarting, unreachable) from a failing query, so that the error handler can answer 503 instead of 500.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export const databasePlugin = fp(
  async (app: FastifyInstance, options: { database: Database; closeWithApp: boolean }) => {
    app.decorate('database', options.database);
    if (options.closeWithApp) app.addHook('onClose', () => options.database.close());
  },
);

// Node's socket errors, and SQLSTATEs of class 08 (connection exception) and 57P0x (the server is shutting down, has
// crashed or is still starting), plus too_many_connections: all mean "try again shortly", none is the request's fault.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
// node-postgres reports a dropped connection or a connect timeout only in the message.
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection error and is not queryable/i,
  /cannot use a pool after calling end/i,
];

/** Whether an error (or one it wraps: drizzle wraps the driver's) means the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))) {
      return true;
    }
    // Several addresses tried at once (localhost as ::1 and 127.0.0.1) fail together.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = current.cause;
  }
  return false;
}
