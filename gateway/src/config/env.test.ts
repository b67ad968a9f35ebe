import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('loadConfig', () => {
  it('has defaults that work on a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8443,
      httpPort: null,
      upstreamUrl: 'http://127.0.0.1:8080',
      tls: null,
      tlsDir: './data/tls',
      defaultTimezone: 'Asia/Seoul',
      courseMapTtlMs: 300_000,
      translationCacheMaxBytes: 64 * 1024 * 1024,
      translateRateLimit: 30,
      chatRateLimit: 20,
      upstreamTimeoutMs: 300_000,
      bodyTimeoutMs: 10_000,
      metricsPort: 9464,
      redisUrl: null,
    });
    expect(config.webDist).toMatch(/web[/\\]dist$/);
  });

  it('names the variable that is wrong', () => {
    const cases: Record<string, string> = {
      GATEWAY_PORT: 'https',
      GATEWAY_HTTP_PORT: '70000',
      UPSTREAM_URL: 'ftp://example.com',
      DEFAULT_TIMEZONE: 'Mars/Olympus',
      TRUST_PROXY: '10.0.0.0/8, not-an-ip',
      COOKIE_SECRET: 'short',
      TRANSLATE_RATE_LIMIT: '0',
      CHAT_RATE_LIMIT: 'many',
      LOG_PRETTY: 'maybe',
      BODY_TIMEOUT_MS: '5',
    };
    for (const [name, value] of Object.entries(cases)) {
      expect(() => loadConfig({ [name]: value }), name).toThrow(ConfigError);
      expect(() => loadConfig({ [name]: value }), name).toThrow(new RegExp(name));
    }
  });

  it('wants the certificate and the key together', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: '/etc/cert.pem' })).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE/);
    expect(loadConfig({ TLS_CERT_FILE: '/c.pem', TLS_KEY_FILE: '/k.pem' }).tls).toEqual({
      certFile: '/c.pem',
      keyFile: '/k.pem',
    });
  });

  it('reads lists and switches', () => {
    const config = loadConfig({
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1',
      COOKIE_SECRET: `${'a'.repeat(32)},${'b'.repeat(40)}`,
      GATEWAY_HTTP_PORT: '8080',
      COURSE_MAP_TTL_MS: '0',
      LOG_PRETTY: 'true',
    });
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(config.cookieSecrets).toEqual(['a'.repeat(32), 'b'.repeat(40)]);
    expect(config.httpPort).toBe(8080);
    expect(config.courseMapTtlMs).toBe(0);
    expect(config.logPretty).toBe(true);
  });
});
