// The optional plain-HTTP listener (GATEWAY_HTTP_PORT): it does nothing but send the browser to HTTPS with a 308,
// keeping the path and query, so a POST stays a POST.
import type { IncomingMessage, ServerResponse } from 'node:http';

const HOSTNAME = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(:\d+)?$/;

/** The host the browser asked for, without its port; a malformed Host header falls back to localhost. */
export function redirectHost(hostHeader: string | undefined): string {
  const match = hostHeader ? HOSTNAME.exec(hostHeader.trim()) : null;
  return match?.[1] ?? 'localhost';
}

export function redirectHandler(httpsPort: number) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const host = redirectHost(request.headers.host);
    const port = httpsPort === 443 ? '' : `:${httpsPort}`;
    const path = request.url?.startsWith('/') ? request.url : '/';
    response.writeHead(308, {
      location: `https://${host}${port}${path}`,
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'close',
    });
    response.end('Use HTTPS.\n');
    request.resume();
  };
}
