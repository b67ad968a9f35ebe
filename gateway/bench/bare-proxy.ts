// A reference for the benchmark, run in its own process: the least a Node proxy can do per request. It forwards
// every request over the same kind of keep-alive undici pool as the gateway, with no TLS, headers, logging, metrics,
// limits or error handling. Its rate through to the upstream is the ceiling any Node gateway can reach on the
// machine the benchmark runs on.
import { createServer } from 'node:http';
import { Pool, type Dispatcher } from 'undici';

const port = Number(process.env.BENCH_PROXY_PORT ?? 0);
const pool = new Pool(process.env.BENCH_PROXY_UPSTREAM ?? 'http://127.0.0.1:4000', { connections: 256 });

const server = createServer((request, response) => {
  const { connection: _connection, 'keep-alive': _keepAlive, ...forwarded } = request.headers;
  const chunks: Buffer[] = [];
  let status = 502;
  let headers: Record<string, string | string[] | undefined> = {};
  pool.dispatch(
    { method: request.method as Dispatcher.HttpMethod, path: request.url ?? '/', headers: forwarded, body: null },
    {
      onRequestStart: () => {},
      onResponseStart: (_controller, statusCode, upstreamHeaders) => {
        status = statusCode;
        headers = upstreamHeaders;
        delete headers.connection;
        delete headers['keep-alive'];
      },
      onResponseData: (_controller, chunk) => {
        chunks.push(chunk);
      },
      onResponseEnd: () => {
        response.writeHead(status, headers);
        response.end(Buffer.concat(chunks));
      },
      onResponseError: () => {
        response.writeHead(502);
        response.end();
      },
    },
  );
});

server.keepAliveTimeout = 72_000;
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
