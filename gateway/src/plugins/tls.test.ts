import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { connect } from 'node:tls';
import type { FastifyInstance } from 'fastify';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../app.js';
import { json, startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import { httpsRequest } from '../test/https.js';
import { LogCapture, makeWebDist, tempDir, testConfig } from '../test/setup.js';
import { tokenPair } from '../test/tokens.js';
import { buildMetricsServer } from './metrics.js';
import { redirectHandler } from './redirect.js';
import { reloadCertificate } from './tls.js';

let upstream: FakeUpstream;
let app: FastifyInstance;
let base: string;
let ca: string;
const tlsDir = tempDir('tls');
const logs = new LogCapture();

beforeAll(async () => {
  upstream = await startFakeUpstream();
  upstream.on('POST /api/auth/login', (_request, response) => json(response, 200, tokenPair('u1')));
  app = await buildGateway(testConfig({ UPSTREAM_URL: upstream.url, WEB_DIST: makeWebDist(), TLS_DIR: tlsDir }), {
    logStream: logs,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `https://localhost:${(app.server.address() as AddressInfo).port}`;
  ca = readFileSync(join(tlsDir, 'localhost.crt'), 'utf8');
});

afterAll(async () => {
  await app.close();
  await upstream.close();
});

function handshake(options: {
  minVersion?: 'TLSv1' | 'TLSv1.2';
  maxVersion: 'TLSv1.1' | 'TLSv1.2' | 'TLSv1.3';
  ciphers?: string;
}) {
  const port = Number(new URL(base).port);
  return new Promise<{ protocol: string | null; cipher: string }>((resolvePromise, reject) => {
    const socket = connect({ host: '127.0.0.1', port, servername: 'localhost', ca, ...options }, () => {
      resolvePromise({ protocol: socket.getProtocol(), cipher: socket.getCipher().name });
      socket.end();
    });
    socket.on('error', reject);
  });
}

describe('TLS', () => {
  it('generates a self-signed certificate for localhost with a warning, and reuses it on the next start', async () => {
    expect(logs.text()).toMatch(/generated a self-signed certificate for localhost/);
    const again = new LogCapture();
    const second = await buildGateway(testConfig({ UPSTREAM_URL: upstream.url, TLS_DIR: tlsDir }), {
      logStream: again,
    });
    await second.close();
    expect(again.text()).toMatch(/using the self-signed certificate/);
    expect(readFileSync(join(tlsDir, 'localhost.crt'), 'utf8')).toBe(ca);
  });

  it('speaks TLS 1.3 and TLS 1.2 with an intermediate cipher, and refuses older versions', async () => {
    expect((await handshake({ maxVersion: 'TLSv1.3' })).protocol).toBe('TLSv1.3');
    const tls12 = await handshake({ maxVersion: 'TLSv1.2' });
    expect(tls12.protocol).toBe('TLSv1.2');
    expect(tls12.cipher).toMatch(/^ECDHE-(ECDSA|RSA)-(AES128-GCM-SHA256|AES256-GCM-SHA384|CHACHA20-POLY1305)$/);
    // The client is told to allow TLS 1.0/1.1, so the refusal is the server's.
    await expect(
      handshake({ minVersion: 'TLSv1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT@SECLEVEL=0' }),
    ).rejects.toThrow(/protocol version|alert|handshake/i);
  });

  it('sends HSTS for at least a year and the Content-Security-Policy on every response', async () => {
    for (const path of ['/', '/healthz', '/v1/api/nope', '/assets/missing.js']) {
      const res = await httpsRequest(`${base}${path}`, { ca });
      const hsts = String(res.headers['strict-transport-security']);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), path).toBeGreaterThanOrEqual(31_536_000);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("font-src 'self' data:");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sets the session cookie Secure, HttpOnly and SameSite=Lax over a real connection', async () => {
    const res = await httpsRequest(`${base}/api/auth/login`, {
      ca,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'u1@example.com', password: 'pw' }),
    });
    expect(res.status).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-mb_session=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
  });

  it('reloads the certificate without dropping open connections', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const before = await httpsRequest(`${base}/healthz`, { ca, agent });
    const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
      keyType: 'ec',
      curve: 'P-256',
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
    });
    const dir = tempDir('reload');
    writeFileSync(join(dir, 'cert.pem'), pems.cert);
    writeFileSync(join(dir, 'key.pem'), pems.private);
    const reloaded = await reloadCertificate(
      app.server as never,
      { tls: { certFile: join(dir, 'cert.pem'), keyFile: join(dir, 'key.pem') }, tlsDir },
      app.log,
    );
    expect(reloaded).toBe(true);

    // The open connection still works and still has the old certificate.
    const same = await httpsRequest(`${base}/healthz`, { ca, agent });
    expect(same.status).toBe(200);
    expect(same.localPort).toBe(before.localPort);
    expect(same.peer.fingerprint256).toBe(before.peer.fingerprint256);
    agent.destroy();

    // A new connection gets the new certificate.
    const fresh = await httpsRequest(`${base}/healthz`, { ca: pems.cert });
    expect(fresh.status).toBe(200);
    expect(fresh.peer.fingerprint256).not.toBe(before.peer.fingerprint256);

    // A broken pair is refused and the current certificate stays.
    writeFileSync(join(dir, 'key.pem'), 'not a key');
    const failed = await reloadCertificate(
      app.server as never,
      { tls: { certFile: join(dir, 'cert.pem'), keyFile: join(dir, 'key.pem') }, tlsDir },
      app.log,
    );
    expect(failed).toBe(false);
    expect((await httpsRequest(`${base}/healthz`, { ca: pems.cert })).status).toBe(200);
  });
});

describe('the plain-HTTP redirect', () => {
  it('answers 308 to the HTTPS address, keeping path and query', async () => {
    const server = createServer(redirectHandler(8443));
    await new Promise<void>((resolvePromise) => server.listen(0, '127.0.0.1', resolvePromise));
    const port = (server.address() as AddressInfo).port;
    const res = await new Promise<{ status: number; location?: string }>((resolvePromise, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/user/login?next=%2Fmain',
          headers: { host: 'example.com:80' },
        },
        (response) => {
          response.resume();
          resolvePromise({ status: response.statusCode ?? 0, location: response.headers.location });
        },
      );
      req.on('error', reject);
      req.end('x=1');
    });
    server.close();
    expect(res).toEqual({ status: 308, location: 'https://example.com:8443/user/login?next=%2Fmain' });
  });
});

describe('metrics', () => {
  it('are served by the metrics listener and not on the public port', async () => {
    await httpsRequest(`${base}/healthz`, { ca });
    const metrics = await buildMetricsServer(app.metrics);
    const res = await metrics.inject({ method: 'GET', url: '/metrics' });
    await metrics.close();
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/gateway_http_requests_total\{route="\/healthz",method="GET",status="200"\} [1-9]/);
    expect(res.body).toMatch(/gateway_http_request_duration_seconds_bucket/);
    const publicPort = await httpsRequest(`${base}/metrics`, { ca });
    expect(publicPort.body).not.toContain('gateway_http_requests_total');
  });
});

describe('slow clients', () => {
  it('are cut off when the request does not arrive within CLIENT_TIMEOUT_MS', async () => {
    const slow = await buildGateway(
      testConfig({ UPSTREAM_URL: upstream.url, TLS_DIR: tlsDir, CLIENT_TIMEOUT_MS: '1000', LOG_LEVEL: 'silent' }),
    );
    await slow.listen({ host: '127.0.0.1', port: 0 });
    const port = (slow.server.address() as AddressInfo).port;
    const started = Date.now();
    const outcome = await new Promise<string>((resolvePromise, reject) => {
      const socket = connect({ host: '127.0.0.1', port, servername: 'localhost', ca }, () => {
        // Headers that never finish.
        socket.write('POST /api/translate/exec HTTP/1.1\r\nhost: localhost\r\ncontent-length: 100\r\n');
      });
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('close', () => resolvePromise(received));
      socket.on('error', reject);
    });
    await slow.close();
    expect(outcome).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
