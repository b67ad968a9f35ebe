// A real HTTP server standing in for the api: it records every request it receives and answers with handlers
// the test sets, so the tests see exactly what the gateway sent upstream.
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type FakeHandler = (request: RecordedRequest, response: ServerResponse) => unknown;

export interface FakeUpstream {
  url: string;
  port: number;
  received: RecordedRequest[];
  /** Handlers by "METHOD /path" (query excluded); unmatched requests get a 404 JSON like the api's. */
  routes: Map<string, FakeHandler>;
  on(route: string, handler: FakeHandler): void;
  reset(): void;
  close(): Promise<void>;
}

export function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolvePromise(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startFakeUpstream(port = 0): Promise<FakeUpstream> {
  const received: RecordedRequest[] = [];
  const routes = new Map<string, FakeHandler>();
  const server: Server = createServer((request, response) => {
    void (async () => {
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        headers: request.headers,
        body: await readBody(request),
      };
      received.push(recorded);
      const handler = routes.get(`${recorded.method} ${recorded.url.split('?')[0]}`);
      if (handler) {
        await handler(recorded, response);
      } else if (recorded.url === '/readyz') {
        json(response, 200, { status: 'ok', service: 'api', checks: { database: 'ok' } });
      } else {
        json(response, 404, { code: 'E_NOT_FOUND', message: `No route for ${recorded.method} ${recorded.url}` });
      }
    })().catch((err: unknown) => {
      response.destroy(err as Error);
    });
  });
  await new Promise<void>((resolvePromise) => server.listen(port, '127.0.0.1', resolvePromise));
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    received,
    routes,
    on: (route, handler) => routes.set(route, handler),
    reset: () => {
      received.length = 0;
      routes.clear();
    },
    close: () =>
      new Promise<void>((resolvePromise) => {
        server.closeAllConnections();
        server.close(() => resolvePromise());
      }),
  };
}
