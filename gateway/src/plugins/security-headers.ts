// Security headers on every response (@fastify/helmet): HSTS for a year, and a Content-Security-Policy under which
// the Vite-built app, KaTeX's fonts and MathLive run. MathLive and MUI (emotion) insert <style> elements and style
// attributes at run time, which needs 'unsafe-inline' for styles; scripts stay 'self' only.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    hsts: { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true },
    // The app loads nothing cross-origin that would need CORP headers, and OAuth sign-in uses redirects.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
});
