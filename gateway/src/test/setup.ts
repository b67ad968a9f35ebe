// Shared test fixtures: a configuration pointing at temporary folders, a built app folder, a gateway ready for
// inject(), captured log lines.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildGateway, type BuildOptions } from '../app.js';
import { loadConfig, type GatewayConfig } from '../config/env.js';

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `mb-gateway-${prefix}-`));
}

export const INDEX_HTML =
  '<!doctype html><html><head><title>MathBridge</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

/** A small stand-in for web/dist with a hashed asset big enough to be worth compressing. */
export function makeWebDist(): string {
  const dir = tempDir('dist');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('MathBridge '.repeat(400))});\n`);
  writeFileSync(join(dir, 'assets', 'logo-def456.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  return dir;
}

export function testConfig(env: Record<string, string> = {}): GatewayConfig {
  const data = tempDir('data');
  return loadConfig({
    GATEWAY_HOST: '127.0.0.1',
    GATEWAY_PORT: '0',
    TLS_DIR: join(data, 'tls'),
    STATIC_CACHE_DIR: join(data, 'static'),
    COOKIE_SECRET_FILE: join(data, 'cookie-secret'),
    METRICS_PORT: '0',
    LOG_LEVEL: 'info',
    ...env,
  });
}

/** A quiet gateway with its own app folder, ready for inject(); `env` names the upstream and any other setting. */
export async function readyGateway(env: Record<string, string>, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = await buildGateway(testConfig({ WEB_DIST: makeWebDist(), LOG_LEVEL: 'silent', ...env }), options);
  await app.ready();
  return app;
}

/** Collects pino's JSON lines so tests can read what would have been logged. */
export class LogCapture extends Writable {
  readonly lines: Record<string, unknown>[] = [];
  readonly raw: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      this.raw.push(line);
      this.lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    callback();
  }
  text(): string {
    return this.raw.join('\n');
  }
}
