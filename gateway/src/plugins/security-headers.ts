// Security headers on every response (helmet): HSTS for a year, and a Content-Security-Policy under which the
// Vite-built app, KaTeX's fonts and MathLive run. MathLive and MUI (emotion) insert <style> elements and style
// attributes at run time, which needs 'unsafe-inline' for styles; scripts stay 'self' only.
//
// The headers do not depend on the request, so they are computed once at start and every response gets the same
// set: @fastify/helmet, registered on a private Fastify instance with the gateway's options, answers one request
// and the headers it set are kept. (Registered on the gateway itself, @fastify/helmet builds a new helmet
// middleware, CSP parsing included, on every request, in two hooks; that measured as a visible share of the
// gateway's CPU per request.)
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

/**
 * PortOne V1's checkout, when payments are on: iamport.js from its CDN, and the checkout it draws in frames of
 * PortOne and of KakaoPay.
 */
const PORTONE: Record<string, string[]> = {
  scriptSrc: ['https://cdn.iamport.kr'],
  connectSrc: ['https://*.iamport.kr'],
  frameSrc: ["'self'", 'https://*.iamport.kr', 'https://*.kakao.com', 'https://*.kakaopay.com'],
};

export interface SecurityHeaderOptions {
  /** Allows Google Analytics 4 (CSP_GOOGLE_ANALYTICS), for an app built with a measurement id. */
  googleAnalytics?: boolean;
  /** Allows PortOne's checkout (PAYMENTS_ENABLED). */
  portone?: boolean;
}

export function cspDirectives(options: SecurityHeaderOptions = {}): Record<string, string[]> {
  const directives: Record<string, string[]> = { ...CSP_DIRECTIVES };
  const add = (extra: Record<string, string[]>) => {
    for (const [name, sources] of Object.entries(extra)) directives[name] = [...(directives[name] ?? []), ...sources];
  };
  if (options.googleAnalytics) add(GOOGLE_ANALYTICS);
  if (options.portone) add(PORTONE);
  return directives;
}

export const HELMET_OPTIONS: Readonly<FastifyHelmetOptions> = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  hsts: { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true },
  // The app loads nothing cross-origin that would need CORP headers, and OAuth sign-in uses redirects.
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/** Headers Fastify itself puts on the probe's answer, which are not security headers. */
const FASTIFY_OWN = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** Lets @fastify/helmet answer one request on a private instance and returns the headers it set. */
export async function computeSecurityHeaders(
  options: Readonly<FastifyHelmetOptions> = HELMET_OPTIONS,
): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(fastifyHelmet, { ...options, global: true });
    probe.get('/', (_request, reply) => reply.send(''));
    const res = await probe.inject({ method: 'GET', url: '/' });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined || FASTIFY_OWN.has(name)) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return headers;
  } finally {
    await probe.close();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers every response carries (the fast lane adds them itself). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityHeaderOptions) => {
  const headers = await computeSecurityHeaders({
    ...HELMET_OPTIONS,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
  });
  app.decorate('securityHeaders', headers);
  app.addHook('onRequest', function addSecurityHeaders(_request, reply, done) {
    reply.headers(headers);
    done();
  });
});
