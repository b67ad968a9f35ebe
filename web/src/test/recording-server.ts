/// <reference types="node" />
// A real local HTTP server for the web tests: it records every request and answers from a route table.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { setHttpBaseUrl } from '../lib/http';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Answer {
  status: number;
  body?: unknown;
}

export type Handler = (request: RecordedRequest) => Answer | Promise<Answer>;

export interface RecordingServer {
  url: string;
  requests: RecordedRequest[];
  /** Sets the answer of `METHOD /path`. */
  on(route: string, handler: Handler | Answer): void;
  close(): Promise<void>;
}

export async function startRecordingServer(): Promise<RecordingServer> {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: (req.url ?? '/').split('?')[0] ?? '/',
        headers: req.headers,
        body: raw === '' ? undefined : (JSON.parse(raw) as unknown),
      };
      requests.push(recorded);
      const handler = routes.get(`${recorded.method} ${recorded.path}`);
      void Promise.resolve(
        handler ? handler(recorded) : { status: 404, body: { code: 'E_NOT_FOUND', message: 'No route' } },
      ).then((answer) => {
        res.statusCode = answer.status;
        if (answer.body === undefined) {
          res.end();
          return;
        }
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(answer.body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(route, handler) {
      routes.set(route, typeof handler === 'function' ? handler : () => handler);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}

/**
 * One recording server for a whole test file, with the app's HTTP client pointed at it: started before the first
 * test, its request log emptied before each, closed (and the client's base URL cleared) after the last. The object
 * returned stands for the server from the first test on.
 */
export function recordingServerForFile(): RecordingServer {
  let started: RecordingServer | undefined;
  const current = () => {
    if (!started) throw new Error('the recording server is used before it has started');
    return started;
  };
  beforeAll(async () => {
    started = await startRecordingServer();
    setHttpBaseUrl(started.url);
  });
  beforeEach(() => {
    current().requests.length = 0;
  });
  afterAll(async () => {
    setHttpBaseUrl('');
    await started?.close();
  });
  return {
    get url() {
      return current().url;
    },
    get requests() {
      return current().requests;
    },
    on: (route, handler) => current().on(route, handler),
    close: () => current().close(),
  };
}
