// For tests: a local HTTPS server that plays a Web Push service (RFC 8030). It keeps each message as it arrives,
// encrypted, and answers 201, or 410 for an endpoint under /gone/ (a browser that dropped its subscription). A
// subscription made here holds real P-256 keys, so a test can decrypt a message as the browser would (RFC 8291).
// The api's tests run the api in this process; the browser tests run it as its own process and give it the
// certificate through a folder (e2e/support/push-cert.mjs).
import { readFileSync } from 'node:fs';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { globalAgent, createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { generate } from 'selfsigned';

interface Ece {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
}
// The encryption library web-push itself uses (no types are published for it).
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
  /** As PushSubscription.toJSON() gives it, for sending to the api. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** Decrypts a message sent to this subscription. */
  decrypt(message: PushMessage): string;
}

export interface LocalPushService {
  origin: string;
  messages: PushMessage[];
  /** A browser's subscription here; `gone` makes the service answer 410 to it. */
  subscription(options?: { gone?: boolean }): FakeSubscription;
  /** Resolves with the next message to that subscription (or one already received and not yet taken). */
  next(subscription: FakeSubscription, timeoutMs?: number): Promise<PushMessage>;
  close(): Promise<void>;
}

export interface PushServiceOptions {
  /**
   * A folder with push.key and push.crt (made for localhost), which the sending process already trusts. Without it
   * the service makes its own certificate for 127.0.0.1 and trusts it in this process until it closes.
   */
  certificateDir?: string;
}

export async function startPushService(options: PushServiceOptions = {}): Promise<LocalPushService> {
  const { key, cert, host, restore } = options.certificateDir
    ? {
        key: readFileSync(join(options.certificateDir, 'push.key')),
        cert: readFileSync(join(options.certificateDir, 'push.crt')),
        host: 'localhost',
        restore: () => undefined,
      }
    : await trustedHere();
  const messages: PushMessage[] = [];
  const taken = new Set<PushMessage>();
  const server: Server = createServer({ key, cert }, async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = req.url ?? '/';
    if (path.startsWith('/gone/')) {
      res.writeHead(410).end();
      return;
    }
    messages.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
    res.writeHead(201, { location: `${path}/message/${messages.length}` }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://${host}:${port}`;
  return {
    origin,
    messages,
    subscription(options = {}) {
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const endpoint = `${origin}/${options.gone ? 'gone' : 'push'}/${randomBytes(8).toString('hex')}`;
      const p256dh = keys.getPublicKey().toString('base64url');
      return {
        endpoint,
        p256dh,
        auth,
        json: { endpoint, expirationTime: null, keys: { p256dh, auth } },
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
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`No push message to ${path} within ${timeoutMs} ms`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        restore();
        server.close(() => resolve());
      }),
  };
}

/** A certificate for 127.0.0.1 that web-push, sending with Node's https module and its global agent, trusts. */
async function trustedHere() {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const previousCa = globalAgent.options.ca;
  globalAgent.options.ca = pems.cert;
  return {
    key: pems.private,
    cert: pems.cert,
    host: '127.0.0.1',
    restore: () => {
      globalAgent.options.ca = previousCa;
    },
  };
}
