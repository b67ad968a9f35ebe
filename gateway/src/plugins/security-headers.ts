// Security headers on every response (helmet): HSTS for a year, and a Content-Security-Policy under which the
// Vite-built app, KaTeX's fonts and MathLive run. MathLive and MUI (emotion) insert <style> elements and style
// attributes at run time, which needs 'unsafe-inline' for styles; scripts stay 'self' only.
//
// The headers do not depend on the request, so helmet computes them once at start and every response gets the
// same set. (@fastify/helmet builds a new helmet middleware on every request, which measured as a visible share of
// the gateway's CPU per request.)
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // KaTeX and MathLive fonts are files of the app; small ones may be inlined by the build as data: URLs.
  fontSrc: ["'self'", 'data:'],
  // QR codes and canvas exports are data:/blob: URLs; profile pictures may come from a sign-in provider.
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  // MathLive's keypress sounds are fetched; everything the app calls is on its own origin.
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'data:', 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: [],
};

export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/** Google's published CSP sources for GA4, for builds of the app that turn analytics on. */
const GOOGLE_ANALYTICS = {
  scriptSrc: ['https://*.googletagmanager.com'],
  connectSrc: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

export interface SecurityHeaderOptions {
  /** Allows Google Analytics 4 (CSP_GOOGLE_ANALYTICS), for an app built with a measurement id. */
  googleAnalytics?: boolean;
}

export function cspDirectives(options: SecurityHeaderOptions = {}): Record<string, string[]> {
  if (!options.googleAnalytics) return CSP_DIRECTIVES;
  return {
    ...CSP_DIRECTIVES,
    scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...GOOGLE_ANALYTICS.scriptSrc],
    connectSrc: [...CSP_DIRECTIVES.connectSrc, ...GOOGLE_ANALYTICS.connectSrc],
    imgSrc: [...CSP_DIRECTIVES.imgSrc, ...GOOGLE_ANALYTICS.imgSrc],
  };
}

export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  hsts: { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true },
  // The app loads nothing cross-origin that would need CORP headers, and OAuth sign-in uses redirects.
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/** Runs helmet once against a recording response and returns the headers it set. */
export function computeSecurityHeaders(options: Readonly<HelmetOptions> = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err ?? null;
  });
  if (failure) throw failure;
  return headers;
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityHeaderOptions) => {
  const headers = computeSecurityHeaders({
    ...HELMET_OPTIONS,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
