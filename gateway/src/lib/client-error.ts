// Answers what is refused before a route sees a request with the same `{ code, message }` JSON as every other
// error, instead of Fastify's own `{ error, message, statusCode }` shape: what Node's HTTP parser refuses (a
// malformed request line or header, headers past the size limit, a request that does not arrive in time), and a
// path Fastify's router cannot decode.
import type { ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { ErrorCode, type ErrorResponse } from '@mathbridge/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

interface ParserError extends Error {
  code?: string;
  /** llhttp's reason, e.g. 'Invalid method encountered'. */
  reason?: unknown;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

function answerFor(err: ParserError): [status: number, body: ErrorResponse] {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return [
      408,
      {
        code: ErrorCode.RequestTimeout,
        message: 'The request did not arrive in time. Please check the connection and try again.',
      },
    ];
  }
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    return [431, { code: ErrorCode.PayloadTooLarge, message: 'The request headers are too large' }];
  }
  // The parser's reason names the fault; it is the parser's own wording, never the request's bytes.
  const reason = typeof err.reason === 'string' && /^[\w .,'-]{1,80}$/.test(err.reason) ? `: ${err.reason}` : '';
  return [400, { code: ErrorCode.Validation, message: `The request could not be read as HTTP${reason}` }];
}

/** The servers' 'clientError' listener (Fastify's clientErrorHandler). */
export function answerClientError(err: ParserError, socket: Duplex): void {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // As Node does: no answer when one has already begun on this connection.
  const response = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (socket.writable && !response?.headersSent) {
    const [status, body] = answerFor(err);
    const payload = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(payload)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n\r\n' +
        payload,
    );
  }
  socket.destroy(err);
}

/** Fastify's frameworkErrors: a path with broken percent-encoding (FST_ERR_BAD_URL), or a failed route constraint. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const body: ErrorResponse =
    error.code === 'FST_ERR_BAD_URL'
      ? { code: ErrorCode.Validation, message: "The request's address has broken percent-encoding" }
      : { code: ErrorCode.Validation, message: 'The request could not be routed' };
  void reply.code(400).send(body);
}
