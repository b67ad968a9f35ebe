// Sends an upstream answer the gateway fetched itself (not streamed by the proxy) on to the browser.
import type { FastifyReply } from 'fastify';
import { responseHeadersFromUpstream } from '../plugins/headers.js';
import type { UpstreamResponse } from './upstream.js';

const RECOMPUTED = new Set(['content-length', 'date', 'keep-alive']);

export function relay(reply: FastifyReply, response: UpstreamResponse): FastifyReply {
  const headers = responseHeadersFromUpstream(response.headers);
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !RECOMPUTED.has(name)) reply.header(name, value);
  }
  return reply.code(response.status).send(response.body);
}
