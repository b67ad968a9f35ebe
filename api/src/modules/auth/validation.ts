// Account routes answer a validation failure with the rule's own text (spec §5), e.g. 'Invalid e-mail address',
// so the app can show and translate it; other errors go on to the service's error handler.
import { AUTH_MESSAGES, ErrorCode } from '@mathbridge/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export function useAccountValidationMessages(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (!hasZodFastifySchemaValidationErrors(error)) throw error;
    const issues = error.validation;
    const known = issues.find((issue) => issue.message !== undefined && AUTH_MESSAGES.includes(issue.message));
    const context = error.validationContext ?? 'request';
    const message = known?.message
      ? known.message
      : issues
          .map((issue) => {
            const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
            return `${context}${field ? `.${field}` : ''}: ${issue.message}`;
          })
          .join('; ');
    request.log.info({ code: ErrorCode.Validation, status: 400 }, 'request rejected');
    return reply.status(400).send({ code: ErrorCode.Validation, message });
  });
}
