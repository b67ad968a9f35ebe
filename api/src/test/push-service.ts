// For tests: a local HTTPS server that plays a Web Push service (RFC 8030). It keeps each message as it arrives,
// encrypted, and answers 201, or 410 for an endpoint under /gone/ (a browser that dropped its subscription). A
// subscriber made here holds real P-256 keys, so a test can decrypt a message as the browser would (RFC 8291).
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { globalAgent, createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
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

export interface Subscriber {
  /** As PushSubscription.toJSON() gives it. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** Decrypts a message sent to this subscription. */
  decrypt(message: PushMessage): string;
}

export interface TestPushService {
  origin: string;
  messages: PushMessage[];
  /** A browser's subscription here; `gone` makes the service answer 410 to it. */
  subscriber(options?: { gone?: boolean }): Subscriber;
  /** Resolves with the next message to that subscription (or one already received and not yet taken). */
  next(subscriber: Subscriber, timeoutMs?: number): Promise<PushMessage>;
  close(): Promise<void>;
}

export async function startTestPushService(): Promise<TestPushService> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  // web-push sends with Node's https module and its global agent: trust this service's certificate for the test.
  const previousCa = globalAgent.options.ca;
  globalAgent.options.ca = pems.cert;
  const messages: PushMessage[] = [];
  const taken = new Set<PushMessage>();
  const server: Server = createServer({ key: pems.private, cert: pems.cert }, async (req, res) => {
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
  const origin = `https://127.0.0.1:${port}`;
  return {
    origin,
    messages,
    subscriber(options = {}) {
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const id = randomBytes(8).toString('hex');
      return {
        json: {
          endpoint: `${origin}/${options.gone ? 'gone' : 'push'}/${id}`,
          expirationTime: null,
          keys: { p256dh: keys.getPublicKey().toString('base64url'), auth },
        },
        decrypt: (message) =>
          ece.decrypt(message.body, { version: 'aes128gcm', privateKey: keys, authSecret: auth }).toString('utf8'),
      };
    },
    async next(subscriber, timeoutMs = 5000) {
      const path = new URL(subscriber.json.endpoint).pathname;
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
        globalAgent.options.ca = previousCa;
        server.close(() => resolve());
      }),
  };
}
