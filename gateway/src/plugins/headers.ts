// The headers every upstream request carries (timezone, translationCode, request id, x-forwarded-*), the ones the
// client may not smuggle through (hop-by-hop, spoofed forwarding), and the request id on every response.
import type { IncomingHttpHeaders } from 'node:http';
import { TRANSLATION_LANGUAGE_CODES } from '@mathbridge/contract';
import { normalizeAddress } from '@mathbridge/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../lib/session-cookie-name.js';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Headers the gateway sets itself; the client's values are dropped (or kept only from a trusted proxy). */
const GATEWAY_OWNED = new Set([
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-real-ip',
  'timezone',
  'translationcode',
  'x-request-id',
]);

/** Request headers never copied upstream as the client sent them (the cookie is copied without the session). */
const DROPPED_UPSTREAM = new Set([...HOP_BY_HOP, ...GATEWAY_OWNED, 'cookie', 'host']);

const TRANSLATION_CODES: ReadonlySet<string> = new Set(TRANSLATION_LANGUAGE_CODES);

/**
 * What the header rules read of a request: its headers, its id and the address it came from. A Fastify request and
 * a raw one (the fast lane's) both give it.
 */
export interface Caller {
  id: string;
  headers: IncomingHttpHeaders;
  peer: string | undefined;
}

export function callerOf(request: FastifyRequest): Caller {
  return { id: request.id, headers: request.headers, peer: request.raw.socket.remoteAddress };
}

export interface HeaderPolicy {
  defaultTimezone: string;
  /** Whether the peer is a proxy whose forwarding headers may be believed. */
  isTrustedProxy: (address: string) => boolean;
}

const zoneValidity = new Map<string, boolean>();

/** True for a zone the runtime knows (IANA names such as Asia/Seoul, America/New_York, UTC). */
export function isValidTimezone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  const known = zoneValidity.get(zone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    valid = true;
  } catch {
    valid = false;
  }
  // The set of valid zones is small; invalid ones are not remembered so junk cannot grow the map.
  if (valid) zoneValidity.set(zone, true);
  return valid;
}

/** A translation language the app offers (ko, en, zh-CN, ...), from the shared list. */
export function isSupportedTranslationCode(code: string): boolean {
  return TRANSLATION_CODES.has(code);
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Reads one cookie from the raw header without trusting its shape. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) {
      const raw = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/** The Cookie header without the session cookie, which the upstream has no business reading. */
export function cookieHeaderWithoutSession(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const kept = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.length > 0 && !part.startsWith(`${SESSION_COOKIE}=`));
  return kept.length > 0 ? kept.join('; ') : undefined;
}

/** The client's own timezone when valid, else its `timezone` cookie, else the default. */
function timezoneOf(headers: IncomingHttpHeaders, policy: HeaderPolicy, cookie: string | undefined): string {
  const ownZone = single(headers.timezone)?.trim();
  if (ownZone && isValidTimezone(ownZone)) return ownZone;
  const cookieZone = cookie?.includes('timezone=') ? cookieValue(cookie, 'timezone')?.trim() : undefined;
  return cookieZone && isValidTimezone(cookieZone) ? cookieZone : policy.defaultTimezone;
}

/** The client's own translation code when supported, else its `translationCode` cookie, else `ko`. */
export function translationCodeOf(headers: IncomingHttpHeaders): string {
  const ownCode = single(headers.translationcode)?.trim();
  if (ownCode && isSupportedTranslationCode(ownCode)) return ownCode;
  const cookie = single(headers.cookie);
  const cookieCode = cookie?.includes('translationCode=') ? cookieValue(cookie, 'translationCode')?.trim() : undefined;
  return cookieCode && isSupportedTranslationCode(cookieCode) ? cookieCode : 'ko';
}

/** Writes the values the gateway injects into every upstream request into `out`. */
function injectInto(out: Record<string, string | string[]>, caller: Caller, policy: HeaderPolicy): void {
  const headers = caller.headers;
  out.timezone = timezoneOf(headers, policy, single(headers.cookie));
  out.translationcode = translationCodeOf(headers);
  out['x-request-id'] = caller.id;
  const peer = normalizeAddress(caller.peer);
  const trusted = policy.isTrustedProxy(peer);
  const clientFor = trusted ? single(headers['x-forwarded-for'])?.trim() : undefined;
  const clientHost = trusted ? single(headers['x-forwarded-host'])?.trim() : undefined;
  out['x-forwarded-for'] = clientFor ? `${clientFor}, ${peer}` : peer;
  out['x-forwarded-proto'] = 'https';
  out['x-forwarded-host'] = clientHost || (single(headers.host) ?? '');
}

/** The values the gateway injects into every upstream request. */
export function injectedHeaders(caller: Caller, policy: HeaderPolicy): Record<string, string> {
  const out: Record<string, string> = {};
  injectInto(out, caller, policy);
  return out;
}

/** The header names a Connection header lists (hop-by-hop by declaration); null for the usual values. */
function connectionNamed(connection: string | undefined): Set<string> | null {
  if (!connection || connection === 'keep-alive' || connection === 'close') return null;
  const named = new Set<string>();
  for (const name of connection.split(',')) {
    const key = name.trim().toLowerCase();
    if (key) named.add(key);
  }
  return named;
}

/**
 * The client's headers as the upstream should see them: hop-by-hop headers (and those the Connection header
 * names) dropped, gateway-owned headers replaced, the session cookie removed, `host` left to the HTTP client
 * (the upstream's). viewUrl and Authorization pass through unchanged. One object is built per request (this runs
 * on every proxied call).
 */
export function forwardedHeaders(caller: Caller, policy: HeaderPolicy): Record<string, string | string[]> {
  const incoming = caller.headers;
  const named = connectionNamed(single(incoming.connection));
  const out: Record<string, string | string[]> = {};
  for (const key in incoming) {
    const value = incoming[key];
    // Node gives header names lower-cased.
    if (value === undefined || DROPPED_UPSTREAM.has(key) || (named !== null && named.has(key))) continue;
    out[key] = value;
  }
  const cookie = single(incoming.cookie);
  if (cookie !== undefined) {
    const kept = cookie.includes(SESSION_COOKIE) ? cookieHeaderWithoutSession(cookie) : cookie;
    if (kept) out.cookie = kept;
  }
  injectInto(out, caller, policy);
  return out;
}

/** Headers for a call the gateway makes itself on the client's behalf (login, caches). */
export function ownCallHeaders(request: FastifyRequest, policy: HeaderPolicy): Record<string, string> {
  const out: Record<string, string> = { accept: 'application/json' };
  for (const name of ['authorization', 'viewurl', 'accept-language', 'user-agent']) {
    const value = single(request.headers[name]);
    if (value) out[name] = value;
  }
  return { ...out, ...injectedHeaders(callerOf(request), policy) };
}

/**
 * An upstream response's headers as they go to the browser: `own` (the gateway's: request id, security headers)
 * first, then the upstream's, hop-by-hop ones dropped. Names are lower-case as undici gives them. A new object is
 * built by copying key by key: this runs on every forwarded call, and spreading an object of this size was
 * measured at several times the cost.
 */
export function responseHeadersFromUpstream(
  headers: Record<string, string | string[] | number | undefined>,
  own: Record<string, string | string[] | number | undefined> = {},
): Record<string, string | string[] | number | undefined> {
  const out: Record<string, string | string[] | number | undefined> = {};
  for (const name in own) out[name] = own[name];
  const connection = headers.connection;
  const named = connectionNamed(typeof connection === 'string' ? connection : undefined);
  for (const name in headers) {
    if (HOP_BY_HOP.has(name) || (named !== null && named.has(name))) continue;
    out[name] = headers[name];
  }
  return out;
}

declare module 'fastify' {
  interface FastifyInstance {
    headerPolicy: HeaderPolicy;
  }
}

export const headersPlugin = fp(async (app: FastifyInstance, options: { policy: HeaderPolicy }) => {
  app.decorate('headerPolicy', options.policy);
  app.addHook('onRequest', function requestIdHeader(request, reply, done) {
    reply.header('x-request-id', request.id);
    done();
  });
});
