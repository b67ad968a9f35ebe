// TLS for the public listener: Mozilla's "intermediate" profile (TLS 1.2 and 1.3), the certificate from
// TLS_CERT_FILE/TLS_KEY_FILE or a self-signed one for localhost kept under TLS_DIR, and reloading on SIGHUP.
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { Server } from 'node:https';
import { join } from 'node:path';
import type { SecureContextOptions, TlsOptions } from 'node:tls';
import type { Logger } from 'pino';
import { generate } from 'selfsigned';
import type { GatewayConfig } from '../config/env.js';

/** Mozilla's intermediate TLS 1.2 suites; TLS 1.3 suites are Node's defaults, all of which the profile allows. */
export const INTERMEDIATE_CIPHERS = [
  'ECDHE-ECDSA-AES128-GCM-SHA256',
  'ECDHE-RSA-AES128-GCM-SHA256',
  'ECDHE-ECDSA-AES256-GCM-SHA384',
  'ECDHE-RSA-AES256-GCM-SHA384',
  'ECDHE-ECDSA-CHACHA20-POLY1305',
  'ECDHE-RSA-CHACHA20-POLY1305',
  'DHE-RSA-AES128-GCM-SHA256',
  'DHE-RSA-AES256-GCM-SHA384',
  'DHE-RSA-CHACHA20-POLY1305',
].join(':');

export interface TlsMaterial {
  cert: string;
  key: string;
  selfSigned: boolean;
}

const SELF_SIGNED_CERT = 'localhost.crt';
const SELF_SIGNED_KEY = 'localhost.key';
const RENEW_BEFORE_MS = 7 * 24 * 60 * 60 * 1000;

/** A self-signed certificate that browsers accept for localhost once the user has trusted it. */
async function generateSelfSigned(dir: string): Promise<{ cert: string; key: string }> {
  const notBefore = new Date(Date.now() - 60_000);
  const notAfter = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: notBefore,
    notAfterDate: notAfter,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(join(dir, SELF_SIGNED_KEY), pems.private, { mode: 0o600 });
  await writeFile(join(dir, SELF_SIGNED_CERT), pems.cert, { mode: 0o644 });
  return { cert: pems.cert, key: pems.private };
}

async function readIfPresent(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

function stillValid(certPem: string): boolean {
  try {
    const cert = new X509Certificate(certPem);
    return new Date(cert.validTo).getTime() - Date.now() > RENEW_BEFORE_MS;
  } catch {
    return false;
  }
}

/**
 * Reads the configured certificate and key; without them, reuses (or creates) the self-signed pair under TLS_DIR.
 * A pair that does not match or cannot be parsed fails here, at start or reload, not at the first handshake.
 */
export async function loadTlsMaterial(
  config: Pick<GatewayConfig, 'tls' | 'tlsDir'>,
  log: Pick<Logger, 'warn' | 'info'>,
): Promise<TlsMaterial> {
  if (config.tls) {
    const [cert, key] = await Promise.all([
      readFile(config.tls.certFile, 'utf8'),
      readFile(config.tls.keyFile, 'utf8'),
    ]);
    checkPair(cert, key);
    return { cert, key, selfSigned: false };
  }
  const certPath = join(config.tlsDir, SELF_SIGNED_CERT);
  const keyPath = join(config.tlsDir, SELF_SIGNED_KEY);
  const [cert, key] = await Promise.all([readIfPresent(certPath), readIfPresent(keyPath)]);
  if (cert && key && stillValid(cert)) {
    log.warn(
      { certFile: certPath },
      'TLS_CERT_FILE/TLS_KEY_FILE are not set: using the self-signed certificate for localhost; browsers will warn',
    );
    return { cert, key, selfSigned: true };
  }
  const generated = await generateSelfSigned(config.tlsDir);
  log.warn(
    { certFile: certPath },
    'TLS_CERT_FILE/TLS_KEY_FILE are not set: generated a self-signed certificate for localhost; browsers will warn',
  );
  return { ...generated, selfSigned: true };
}

function checkPair(cert: string, key: string): void {
  const x509 = new X509Certificate(cert);
  // checkPrivateKey throws on a malformed key and returns false on a key of another certificate.
  if (!x509.checkPrivateKey(createPrivateKey(key))) throw new Error('The TLS key does not belong to the certificate');
}

/** The secure-context options for a certificate: versions, ciphers, curves. */
export function secureContextOptions(material: TlsMaterial): SecureContextOptions {
  return {
    cert: material.cert,
    key: material.key,
    minVersion: 'TLSv1.2',
    maxVersion: 'TLSv1.3',
    ciphers: INTERMEDIATE_CIPHERS,
    ecdhCurve: 'X25519:P-256:P-384',
  };
}

/** Options for https.createServer (through Fastify's `https` option). */
export function httpsServerOptions(material: TlsMaterial): TlsOptions {
  return { ...secureContextOptions(material), honorCipherOrder: false, sessionTimeout: 300 };
}

/** Swaps the certificate of a running server; open connections keep theirs, new handshakes get the new one. */
export async function reloadCertificate(
  server: Server,
  config: Pick<GatewayConfig, 'tls' | 'tlsDir'>,
  log: Pick<Logger, 'warn' | 'info' | 'error'>,
): Promise<boolean> {
  try {
    const material = await loadTlsMaterial(config, log);
    server.setSecureContext(secureContextOptions(material));
    log.info({ selfSigned: material.selfSigned }, 'TLS certificate reloaded');
    return true;
  } catch (err) {
    log.error({ err }, 'TLS certificate reload failed; keeping the current certificate');
    return false;
  }
}
