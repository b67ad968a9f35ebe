// Real HTTPS requests against a listening gateway, trusting only the certificate the test hands over.
import { request, type Agent } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { PeerCertificate, TLSSocket } from 'node:tls';

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
