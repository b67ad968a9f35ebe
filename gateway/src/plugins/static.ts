// Serves the built app: hashed files under /assets/ cached for a year as immutable, everything else revalidated
// (ETag, Last-Modified, 304); brotli or gzip from the precompressed mirror when the client accepts them; a real
// 404 for a missing file; for a visitor's public page the page drawn at build time (static-prerendered.ts); index.html
// for any other browser navigation (the app's router takes it from there).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ErrorCode } from '@mathbridge/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { precompressDist } from '../lib/precompress.js';
import { isPrerenderedPath, prerenderedFile } from './static-prerendered.js';

export interface StaticOptions {
  webDist: string;
  /** Where the precompressed mirror is kept; null serves WEB_DIST as it is. */
  cacheDir: string | null;
}

const HAS_EXTENSION = /\/[^/]*\.[A-Za-z0-9]+$/;
const ONE_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles once the precompressed mirror is in use (or known to be unavailable). */
    staticReady: Promise<void>;
  }
}

export const staticPlugin = fp(async (app: FastifyInstance, options: StaticOptions) => {
  const webDist = resolve(options.webDist);
  let root = webDist;
  const built = existsSync(resolve(webDist, 'index.html'));
  if (!built) {
    app.log.warn({ webDist }, 'The web app is not built (no index.html in WEB_DIST); pages answer 503 until it is');
  }

  await app.register(fastifyStatic, {
    root: webDist,
    serve: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
  });

  // Requests are served from WEB_DIST at once; the mirror takes over when it is ready.
  const mirrorDir = options.cacheDir;
  app.decorate(
    'staticReady',
    built && mirrorDir
      ? precompressDist(webDist, resolve(mirrorDir)).then(
          (result) => {
            root = result.root;
            app.log.info(
              { files: result.files, compressed: result.compressed, reused: result.reused },
              'serving the app precompressed (brotli, gzip)',
            );
          },
          (err: unknown) => {
            app.log.warn({ err }, 'precompressing the app failed; serving it uncompressed');
          },
        )
      : Promise.resolve(),
  );

  const serve = async (rawPath: string, headers: FastifyRequest['headers'], reply: FastifyReply) => {
    let path: string;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      return reply.code(400).send({ code: ErrorCode.Validation, message: 'The address is not valid' });
    }
    const isAsset = path.startsWith('/assets/');
    if (isAsset || HAS_EXTENSION.test(path)) {
      reply.header('cache-control', isAsset ? ONE_YEAR_IMMUTABLE : REVALIDATE);
      return reply.sendFile(path, root);
    }
    if (!built && !existsSync(resolve(webDist, 'index.html'))) {
      return reply
        .code(503)
        .header('retry-after', '30')
        .send({ code: ErrorCode.Unavailable, message: 'The app is being built. Please try again shortly.' });
    }
    reply.header('cache-control', REVALIDATE);
    if (!isPrerenderedPath(path)) return reply.sendFile('index.html', root);
    reply.header('vary', 'Cookie, Accept-Language');
    return reply.sendFile(prerenderedFile(webDist, path, headers) ?? 'index.html', root);
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => serve(request.url.split('?')[0] ?? '/', request.headers, reply),
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/',
    handler: async (request, reply) => serve('/', request.headers, reply),
  });
});
