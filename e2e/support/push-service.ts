// A local Web Push service for the alert specs: an HTTPS server (its certificate is trusted by the api, see the
// config) that keeps each push message as it arrives, encrypted. The spec hands the page a subscription whose
// endpoint is here and whose keys it made, then decrypts what arrives as the browser would (RFC 8291).
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

interface Ece {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
}
// The encryption library web-push itself uses.
const ece = createRequire(import.meta.url)('http_ece') as Ece;

export interface PushMessage {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  decrypt(message: PushMessage): string;
}

export interface LocalPushService {
  subscription(): FakeSubscription;
  /** The next message to the subscription's endpoint. */
  next(subscription: FakeSubscription, timeoutMs?: number): Promise<PushMessage>;
  close(): Promise<void>;
}

export async function startPushService(): Promise<LocalPushService> {
  const dir = process.env.E2E_TLS_DIR ?? '';
  const messages: PushMessage[] = [];
  const server: Server = createServer(
    { key: readFileSync(join(dir, 'push.key')), cert: readFileSync(join(dir, 'push.crt')) },
    async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      messages.push({ path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const taken = new Set<PushMessage>();
  return {
    subscription() {
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      return {
        endpoint: `https://localhost:${port}/push/${randomBytes(8).toString('hex')}`,
        p256dh: keys.getPublicKey().toString('base64url'),
        auth,
        decrypt: (message) =>
          ece.decrypt(message.body, { version: 'aes128gcm', privateKey: keys, authSecret: auth }).toString('utf8'),
      };
    },
    async next(subscription, timeoutMs = 15_000) {
      const path = new URL(subscription.endpoint).pathname;
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find((m) => !taken.has(m) && m.path === path);
        if (found) {
          taken.add(found);
          return found;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no push message reached ${path}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
