// pino options shared by the server and the tests: request ids, and no personal data or secrets in the log (redacted
// fields, query values that name a person, and the values a failed database query was run with). The credential
// paths, the request id and the readable output are the server kit's; the rest is the api's own.
import { CENSOR, CREDENTIAL_PATHS, PRETTY_TRANSPORT } from '@mathbridge/server-kit';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import pino from 'pino';

export { requestIdFrom } from '@mathbridge/server-kit';

export const REDACTED_PATHS = [
  ...CREDENTIAL_PATHS,
  'email',
  '*.email',
  // The mailer's delivery line: the recipient, and a subject that may carry a verification number.
  'to',
  'subject',
];

/** Query parameters whose values are never logged, beside any value that holds an e-mail address. */
const SECRET_QUERY_KEYS = new Set(['email', 'token', 'code', 'ticket', 'state', 'password', 'accesstoken']);

function decoded(value: string): string {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return value;
  }
}

/** The URL with the values of secret parameters and of any parameter holding an address replaced. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const key = decoded(pair.slice(0, equals)).toLowerCase();
      const value = decoded(pair.slice(equals + 1));
      return SECRET_QUERY_KEYS.has(key) || value.includes('@') ? `${pair.slice(0, equals)}=${CENSOR}` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/**
 * Fields of driver errors that hold the values a query ran with: drizzle's and PGlite's `params`, PostgreSQL's
 * `detail` ('Key (email)=(…) already exists', 'Failing row contains (…)') and `where`, and the like.
 */
const VALUE_FIELDS = ['params', 'parameters', 'values', 'bindings', 'detail', 'where', 'internalQuery', 'queryOptions'];

/**
 * An error's text without query values: drizzle's 'Failed query: … params: …' keeps the SQL, and a PostgreSQL
 * message ending in a quoted value ('invalid input syntax for type uuid: "…"') loses the value.
 */
export function redactErrorText(text: string): string {
  return text
    .replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/g, `\nparams: ${CENSOR}`)
    .replace(/(: )"[^\n]*"$/gm, `$1${CENSOR}`);
}

type SerializedError = Record<string, unknown>;

function scrubError(serialized: SerializedError, depth = 0): SerializedError {
  for (const field of VALUE_FIELDS) if (field in serialized) serialized[field] = CENSOR;
  if (typeof serialized.message === 'string') serialized.message = redactErrorText(serialized.message);
  if (typeof serialized.stack === 'string') serialized.stack = redactErrorText(serialized.stack);
  if (depth < 8) {
    for (const [key, value] of Object.entries(serialized)) {
      if (value && typeof value === 'object' && typeof (value as SerializedError).message === 'string') {
        serialized[key] = scrubError(value as SerializedError, depth + 1);
      } else if (Array.isArray(value) && key === 'aggregateErrors') {
        serialized[key] = value.map((item: SerializedError) => scrubError(item, depth + 1));
      }
    }
  }
  return serialized;
}

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** pino's error serializer (with causes), then the query values taken out. */
export function serializeError(err: Error): LoggedError {
  const serialized: unknown = pino.stdSerializers.err(err);
  // Anything logged as `err` that is not an error comes back as it was.
  return (
    serialized && typeof serialized === 'object' ? scrubError(serialized as SerializedError) : serialized
  ) as LoggedError;
}

/** Fastify's request line, with the URL's secret values taken out. */
export function serializeRequest(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

export function loggerOptions(level: string, pretty: boolean): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    serializers: { req: serializeRequest, err: serializeError },
    hooks: {
      // An error logged without a message would otherwise lend the log line its raw message, values included.
      logMethod(args, method) {
        const [first, second] = args as unknown[];
        const err = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
        if (err instanceof Error && typeof second !== 'string') {
          method.apply(this, [first, redactErrorText(err.message)] as Parameters<typeof method>);
          return;
        }
        method.apply(this, args);
      },
    },
    ...(pretty ? { transport: PRETTY_TRANSPORT } : {}),
  };
}
