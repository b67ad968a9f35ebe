// The gateway's error handler: the server kit's (`{ code, message }`, no internals on a 5xx), with the gateway's own
// errors (an upstream that failed or timed out, a body it refused) answered as they were raised.
import { installErrorHandling } from '@mathbridge/server-kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GatewayError } from '../lib/gateway-error.js';

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  installErrorHandling(app, {
    known: (error) =>
      error instanceof GatewayError
        ? { status: error.statusCode, body: { code: error.code, message: error.message } }
        : null,
  });
});
