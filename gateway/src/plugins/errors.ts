// One error handler for the gateway: `{ code, message }` with the right status, and no internals on a 5xx.
import { ErrorCode, type ErrorResponse } from '@mathbridge/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GatewayError } from '../lib/gateway-error.js';

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler<FastifyError | GatewayError>((error, request, reply) => {
    let status = error.statusCode ?? 500;
    let body: ErrorResponse;
    if (error instanceof GatewayError) {
      body = { code: error.code, message: error.message };
    } else if ('validation' in error && error.validation) {
      status = 400;
      body = { code: ErrorCode.Validation, message: error.message };
    } else if (status === 413) {
      body = { code: ErrorCode.PayloadTooLarge, message: 'The request body is too large' };
    } else if (status === 429) {
      body = { code: ErrorCode.RateLimited, message: error.message };
    } else if (status >= 400 && status < 500) {
      body = { code: ErrorCode.Validation, message: error.message };
    } else {
      status = 500;
      body = { code: ErrorCode.Internal, message: 'Something went wrong on our side. Please try again.' };
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, 'request rejected');
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorResponse = {
      code: ErrorCode.NotFound,
      message: `Not found: ${request.method} ${request.url.split('?')[0]}`,
    };
    return reply.status(404).send(body);
  });
});
