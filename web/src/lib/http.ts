// The one way the app talks to its server: adds the spec's headers to every request, tracks requests in flight for
// the loading overlay, renews an expired access token once, and hands failures to the app's error handler.
import { DEFAULT_TIMEZONE, ErrorResponseSchema, LIMITS } from '@mathbridge/contract';
import type { z } from 'zod';

/**
 * How a failure is reported: `alert` shows the server's message (or the 404 text) in a dialog, `quiet` logs the
 * message to the console only, `silent` leaves it entirely to the caller.
 */
export type ErrorMode = 'alert' | 'quiet' | 'silent';

export class HttpError extends Error {
  constructor(
    /** HTTP status, or 0 when no answer came (network failure, timeout). */
    readonly status: number,
    readonly code: string | null,
    message: string,
    /** The error answer's whole body, for the fields some errors carry beside code and message (a form's hint). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface HttpHooks {
  /** The current translation target and access token. */
  getTranslationCode(): string | null;
  getAccessToken(): string | null;
  /** Asks for a fresh access token after a 401; null when the session is gone. */
  renewAccessToken?(): Promise<string | null>;
  onRequestStart?(): void;
  onRequestEnd?(): void;
  onError?(error: HttpError, mode: Exclude<ErrorMode, 'silent'>): void;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Parses the answer; a mismatch is an error. */
  schema?: z.ZodType<T>;
  errorMode?: ErrorMode;
  /** Background calls (pings, analytics) do not show the loading overlay. */
  showLoading?: boolean;
  /** Sends the bearer token (default true). */
  withAuth?: boolean;
  keepalive?: boolean;
  timeoutMs?: number;
}

let hooks: HttpHooks = { getTranslationCode: () => null, getAccessToken: () => null };
let baseUrl = '';

export function configureHttp(next: HttpHooks): void {
  hooks = next;
}

/** Same origin by default; tests point it at a local server. */
export function setHttpBaseUrl(url: string): void {
  baseUrl = url.replace(/\/$/, '');
}

/** Temporal, where the browser has it: it names the zone at once. */
const temporalNow = (globalThis as { Temporal?: { Now?: { timeZoneId?: () => string } } }).Temporal?.Now;

export function currentTimezone(): string {
  try {
    // Intl.DateTimeFormat's first use loads locale data, tens of milliseconds on a phone, at startup: Temporal first.
    return temporalNow?.timeZoneId?.() || Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIMEZONE;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

/** The headers every request carries (spec §7). */
export function requestHeaders(accessToken: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    translationCode: hooks.getTranslationCode() ?? '',
    viewUrl: window.location.pathname,
    timezone: currentTimezone(),
  };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  return headers;
}

async function send(path: string, options: RequestOptions<unknown>, accessToken: string | null): Promise<Response> {
  const headers = requestHeaders(accessToken);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? LIMITS.requestTimeoutMs;
  const timer = timeoutMs > 0 ? setTimeout(() => controller.abort(), timeoutMs) : undefined;
  try {
    return await fetch(`${baseUrl}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      keepalive: options.keepalive,
      signal: controller.signal,
    });
  } finally {
    if (timer) clearTimeout(timer);
  }
}

async function errorFrom(response: Response): Promise<HttpError> {
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // Not JSON: fall back to the status text.
  }
  const parsed = ErrorResponseSchema.safeParse(payload);
  if (parsed.success) return new HttpError(response.status, parsed.data.code, parsed.data.message, payload);
  return new HttpError(response.status, null, response.statusText || `HTTP ${response.status}`);
}

async function perform<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const withAuth = options.withAuth ?? true;
  let token = withAuth ? hooks.getAccessToken() : null;
  let response: Response;
  try {
    response = await send(path, options, token);
    if (response.status === 401 && token && hooks.renewAccessToken) {
      const renewed = await hooks.renewAccessToken();
      if (renewed && renewed !== token) {
        token = renewed;
        response = await send(path, options, token);
      }
    }
  } catch (cause) {
    const aborted = cause instanceof DOMException && cause.name === 'AbortError';
    throw new HttpError(0, null, aborted ? 'The request timed out' : 'The network is unavailable');
  }
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text === '' ? undefined : JSON.parse(text);
  if (!options.schema) return data as T;
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) throw new HttpError(response.status, 'E_BAD_RESPONSE', 'The server sent an unexpected answer');
  return parsed.data;
}

export async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const showLoading = options.showLoading ?? true;
  if (showLoading) hooks.onRequestStart?.();
  try {
    return await perform(path, options);
  } catch (error) {
    const httpError =
      error instanceof HttpError ? error : new HttpError(0, null, error instanceof Error ? error.message : 'Error');
    const mode = options.errorMode ?? 'alert';
    if (mode !== 'silent') hooks.onError?.(httpError, mode);
    throw httpError;
  } finally {
    if (showLoading) hooks.onRequestEnd?.();
  }
}
