// Slow request bodies, through the gateway's real HTTPS listener: a body that trickles in must not hold one of the
// upstream pool's connections while it does (400 of them would starve every other student), and it gets 408 JSON
// once its own deadline has passed.
import { connect, type TLSSocket } from 'node:tls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import { httpsRequest, listeningGateway } from '../test/https.js';

const SLOW_CLIENTS = 400;
const BODY_TIMEOUT_MS = 1500;

let upstream: FakeUpstream;
let app: FastifyInstance;
let port: number;
let ca: string;
const sockets: TLSSocket[] = [];

beforeAll(async () => {
  upstream = await startFakeUpstream();
  upstream.on('POST /v1/api/attempts', (request, response) => json(response, 201, JSON.parse(request.body)));
  upstream.on('GET /v1/api/workbooks', (_request, response) => json(response, 200, { items: [] }));
  ({ app, port, ca } = await listeningGateway({
    UPSTREAM_URL: upstream.url,
    LOG_LEVEL: 'silent',
    BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS),
  }));
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await app.close();
  await upstream.close();
});

interface RawAnswer {
  status: number;
  body: string;
  /** When the gateway closed the connection, in ms after the request's headers were sent. */
  closedAfterMs: number;
}

/** Sends a request's headers and the first bytes of its body, then waits for whatever the gateway answers. */
function slowPost(socket: TLSSocket, sentAt: { ms: number }): Promise<RawAnswer> {
  return new Promise((resolvePromise) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolvePromise({
        status: Number(head.split(' ')[1] ?? 0),
        body,
        closedAfterMs: performance.now() - sentAt.ms,
      });
    });
  });
}

function openSlowClient(): Promise<{ socket: TLSSocket; answer: Promise<RawAnswer> }> {
  return new Promise((resolvePromise, reject) => {
    const socket = connect({ host: '127.0.0.1', port, servername: 'localhost', ca }, () => {
      const sentAt = { ms: performance.now() };
      const answer = slowPost(socket, sentAt);
      socket.write(
        'POST /v1/api/attempts HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100\r\n\r\n{',
        () => resolvePromise({ socket, answer }),
      );
    });
    sockets.push(socket);
    socket.once('error', reject);
  });
}

function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_resolve, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  ]);
}

describe('slow request bodies', () => {
  it(`leave the upstream pool alone: with ${SLOW_CLIENTS} trickling bodies a normal call answers within a second, and the slow ones get 408`, async () => {
    const slow: { socket: TLSSocket; answer: Promise<RawAnswer> }[] = [];
    // In batches, so the handshakes do not all queue at once on a busy machine.
    for (let i = 0; i < SLOW_CLIENTS; i += 50) {
      slow.push(...(await Promise.all(Array.from({ length: 50 }, () => openSlowClient()))));
    }
    // Let the gateway read every slow request's headers.
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 100));

    const started = performance.now();
    const read = await within(1000, httpsRequest(`https://localhost:${port}/v1/api/workbooks`, { ca }));
    const write = await within(
      1000,
      httpsRequest(`https://localhost:${port}/v1/api/attempts`, {
        ca,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ answer: '3/4' }),
      }),
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(read.status).toBe(200);
    expect(write.status).toBe(201);
    expect(JSON.parse(write.body)).toEqual({ answer: '3/4' });

    const answers = await Promise.all(slow.map(({ answer }) => answer));
    for (const answer of answers) {
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body)).toEqual({
        code: 'E_REQUEST_TIMEOUT',
        message: expect.stringMatching(/request body did not arrive within 1\.5 seconds/),
      });
      expect(answer.closedAfterMs).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 50);
    }
    // None of them ever reached the api.
    expect(upstream.received.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});
