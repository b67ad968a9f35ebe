// The answers every service shares: the error shape with the codes the app reacts to, and the empty answer of a 204.
import { z } from 'zod';

export const ErrorCode = {
  /** Invalid or expired token (spec §8: logs the user out). */
  InvalidToken: 'E00001',
  /** The user was not found or has withdrawn (spec §8: logs the user out). */
  UserNotFound: 'E00004',
  Validation: 'E_VALIDATION',
  NotFound: 'E_NOT_FOUND',
  Unauthorized: 'E_UNAUTHORIZED',
  Forbidden: 'E_FORBIDDEN',
  Conflict: 'E_CONFLICT',
  RateLimited: 'E_RATE_LIMIT',
  PayloadTooLarge: 'E_PAYLOAD_TOO_LARGE',
  /** The client did not finish sending its request in time (408). */
  RequestTimeout: 'E_REQUEST_TIMEOUT',
  Upstream: 'E_UPSTREAM',
  UpstreamTimeout: 'E_UPSTREAM_TIMEOUT',
  Unavailable: 'E_UNAVAILABLE',
  Internal: 'E_INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ErrorResponseSchema = z.object({
  code: z.string().min(1),
  message: z.string().min(1),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** A route's error answers: each status given answers with the error shape, e.g. `errorResponses(400, 401, 404)`. */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof ErrorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as Record<
    Status,
    typeof ErrorResponseSchema
  >;
}

/** The body of a 204: nothing. */
export const NoContentSchema = z.null().describe('No content');

/** Codes of the me call that end the session (spec §8). */
export const LOGOUT_ERROR_CODES: readonly string[] = [ErrorCode.InvalidToken, ErrorCode.UserNotFound];
