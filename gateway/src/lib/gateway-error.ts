// An error the gateway answers itself, as `{ code, message }` with a status.
import type { ErrorCode } from '@mathbridge/contract';

export class GatewayError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | string,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
