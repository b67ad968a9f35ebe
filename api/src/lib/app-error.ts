// An error a handler throws on purpose; the error handler turns it into `{ code, message }`.
import { ErrorCode } from '@mathbridge/contract';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Fields the answer carries beside code and message (a hint for the form an answer must take). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError(404, ErrorCode.NotFound, message);
export const badRequest = (message: string) => new AppError(400, ErrorCode.Validation, message);
export const unauthorized = (message = 'Login required', code: string = ErrorCode.Unauthorized) =>
  new AppError(401, code, message);
export const forbidden = (message = 'Invalid Access') => new AppError(403, ErrorCode.Forbidden, message);
export const conflict = (message: string) => new AppError(409, ErrorCode.Conflict, message);
