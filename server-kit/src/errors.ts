// One error handler for both services: `{ code, message }` with the right status, validation errors that name the
// field, no internals on a 5xx, and a 404 that names the route. Each service adds what only it knows (the api's own
// errors and a database outage, the gateway's upstream failures) through `known`.
import { ErrorCode, type ErrorResponse } from '@mathbridge/contract';
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';

export interface ErrorAnswer {
  status: number;
  body: ErrorResponse;
}

export interface ErrorHandlingOptions {
  /** The service's own answer for an error it recognises, before the common rules; null for the rest. */
  known?: (error: FastifyError) => ErrorAnswer | null;
  /**
   * The code of any other 4xx: the api keeps the framework's own (FST_ERR_CTP_INVALID_MEDIA_TYPE, say), the gateway
   * answers E_VALIDATION.
   */
  clientErrorCode?: (error: FastifyError) => string;
}

export const INTERNAL_ERROR: ErrorResponse = {
  code: ErrorCode.Internal,
  message: 'Something went wrong on our side. Please try again.',
};

function isIssueList(validation: unknown): validation is FastifySchemaValidationError[] {
  return (
    Array.isArray(validation) &&
    validation.length > 0 &&
    validation.every((issue) => typeof (issue as FastifySchemaValidationError | null)?.instancePath === 'string')
  );
}

/** 'body.textList: Too big: expected array to have <=1000 items; query.page: …' for a failed schema. */
export function describeValidation(error: FastifyError): string {
  if (!isIssueList(error.validation)) return error.message;
  const context = error.validationContext ?? 'request';
  return error.validation
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return `${context}${field ? `.${field}` : ''}: ${issue.message ?? 'is not valid'}`;
    })
    .join('; ');
}

/** The answer to an error thrown while handling a request. */
export function answerError(error: FastifyError, options: ErrorHandlingOptions = {}): ErrorAnswer {
  const known = options.known?.(error);
  if (known) return known;
  const status = error.statusCode ?? 500;
  if (error.validation) {
    return { status: 400, body: { code: ErrorCode.Validation, message: describeValidation(error) } };
  }
  if (status === 413) {
    return { status, body: { code: ErrorCode.PayloadTooLarge, message: 'The request body is too large' } };
  }
  if (status === 429) return { status, body: { code: ErrorCode.RateLimited, message: error.message } };
  if (status >= 400 && status < 500) {
    const code = options.clientErrorCode?.(error) ?? ErrorCode.Validation;
    return { status, body: { code, message: error.message } };
  }
  return { status: 500, body: INTERNAL_ERROR };
}

/** Installs the error and not-found handlers on the root instance (call it from the service's own plugin). */
export function installErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions = {}): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const { status, body } = answerError(error, options);
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
}
