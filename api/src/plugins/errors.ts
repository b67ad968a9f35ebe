// The service's error handler: the server kit's (`{ code, message }`, validation errors that name the field, no
// internals on a 5xx), with the api's own errors and a database outage (503) answered first.
import { ErrorCode } from '@mathbridge/contract';
import { installErrorHandling, type ErrorAnswer } from '@mathbridge/server-kit';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { isDatabaseUnavailable } from './database.js';

function apiAnswer(error: FastifyError): ErrorAnswer | null {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: { ...error.details, code: error.code, message: error.message } };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: {
        code: ErrorCode.Unavailable,
        message: 'The service is briefly unavailable. Please try again in a moment.',
      },
    };
  }
  return null;
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  installErrorHandling(app, {
    known: apiAnswer,
    // Fastify's own 4xx codes (FST_ERR_CTP_INVALID_MEDIA_TYPE, …) go to the client as they are.
    clientErrorCode: (error) => error.code ?? ErrorCode.Validation,
  });
});
