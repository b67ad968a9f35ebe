// One error handler for the whole service: `{ code, message }`, validation errors that name the field, no internals on 5xx.
import { ErrorCode, type ErrorResponse } from '@mathbridge/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import { isDatabaseUnavailable } from './database.js';

function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const context = error.validationContext ?? 'request';
  return error.validation
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return `${context}${field ? `.${field}` : ''}: ${issue.message}`;
    })
    .join('; ');
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    let status = error.statusCode ?? 500;
    let body: ErrorResponse;
    if (error instanceof AppError) {
      body = { ...error.details, code: error.code, message: error.message };
    } else if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      status = 400;
      body = { code: ErrorCode.Validation, message: describeValidation(error) };
    } else if (status === 413) {
      body = { code: ErrorCode.PayloadTooLarge, message: 'The request body is too large' };
    } else if (status === 429) {
      body = { code: ErrorCode.RateLimited, message: error.message };
    } else if (isDatabaseUnavailable(error)) {
      status = 503;
      body = {
        code: ErrorCode.Unavailable,
        message: 'The service is briefly unavailable. Please try again in a moment.',
      };
    } else if (status >= 400 && status < 500) {
      body = { code: error.code ?? ErrorCode.Validation, message: error.message };
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
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    };
    return reply.status(404).send(body);
  });
});
