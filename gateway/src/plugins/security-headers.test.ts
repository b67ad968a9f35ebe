import { describe, expect, it } from 'vitest';
import { buildGateway } from '../app.js';
import { testConfig } from '../test/setup.js';
import { computeSecurityHeaders } from './security-headers.js';

describe('security headers', () => {
  it('are computed once by @fastify/helmet, with HSTS for a year and a CSP that keeps scripts to the app itself', async () => {
    const headers = await computeSecurityHeaders();
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(csp).not.toContain('googletagmanager');
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(Object.keys(headers)).not.toContain('content-type');
  });

  it('allow Google Analytics only when CSP_GOOGLE_ANALYTICS is on', async () => {
    const app = await buildGateway(testConfig({ CSP_GOOGLE_ANALYTICS: 'true', LOG_LEVEL: 'silent' }));
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    await app.close();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://*.googletagmanager.com");
    expect(csp).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/);
  });

  it("allow PortOne's checkout only when payments are on", async () => {
    const off = await buildGateway(testConfig({ LOG_LEVEL: 'silent' }));
    const plain = String((await off.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    await off.close();
    expect(plain).not.toContain('iamport');
    const app = await buildGateway(testConfig({ PAYMENTS_ENABLED: 'true', LOG_LEVEL: 'silent' }));
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    await app.close();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://cdn.iamport.kr");
    expect(csp).toContain("frame-src 'self' https://*.iamport.kr https://*.kakao.com https://*.kakaopay.com");
    expect(csp).toContain("default-src 'self'");
  });
});
