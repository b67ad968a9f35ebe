// A gateway listening over real HTTPS, and requests to it trusting only the certificate the test hands over.
import { readFileSync } from 'node:fs';
import { request, type Agent } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { PeerCertificate, TLSSocket } from 'node:tls';
import type { FastifyInstance } from 'fastify';
import { buildGateway, type BuildOptions } from '../app.js';
import { makeWebDist, tempDir, testConfig } from './setup.js';

export interface HttpsResult {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  protocol: string | null;
  cipher: string;
  peer: PeerCertificate;
  localPort: number;
}

export function httpsRequest(
  url: string,
  options: { ca: string; method?: string; headers?: Record<string, string>; body?: string; agent?: Agent },
): Promise<HttpsResult> {
  return new Promise((resolvePromise, reject) => {
    const req = request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        ca: options.ca,
        servername: 'localhost',
        agent: options.agent,
      },
      (res) => {
        const socket = res.socket as TLSSocket;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolvePromise({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            protocol: socket.getProtocol(),
            cipher: socket.getCipher().name,
            peer: socket.getPeerCertificate(),
            localPort: socket.localPort ?? 0,
          }),
        );
      },
    );
    req.on('error', reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}

export interface ListeningGateway {
  app: FastifyInstance;
  port: number;
  /** https://localhost:<port> */
  base: string;
  /** The self-signed certificate the gateway made, for the client to trust. */
  ca: string;
}

/** A gateway on a free port over real HTTPS (the app folder and TLS folder made for it). */
export async function listeningGateway(
  env: Record<string, string>,
  options: BuildOptions = {},
): Promise<ListeningGateway> {
  const tlsDir = tempDir('tls');
  const app = await buildGateway(testConfig({ WEB_DIST: makeWebDist(), TLS_DIR: tlsDir, ...env }), options);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  return { app, port, base: `https://localhost:${port}`, ca: readFileSync(join(tlsDir, 'localhost.crt'), 'utf8') };
}
