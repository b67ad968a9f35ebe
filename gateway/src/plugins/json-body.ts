// The JSON bodies of the gateway's own routes (login, sign-up, e-mail codes, translation): parsed as Fastify does
// (secure-json-parse, prototype poisoning refused), after a check that the body is not nested deeper than any real
// request. JSON.parse copes with 10,000 levels, but passing such a body on (JSON.stringify) or validating it recurses
// once per level and ran out of stack: a 20 KB body was a 500. Forwarded calls are not parsed here; their bodies go
// to the api as they came.
import { ErrorCode } from '@mathbridge/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GatewayError } from '../lib/gateway-error.js';

/** Far deeper than any request of the app (its deepest bodies have three or four levels). */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN = new Set([91, 123]); // [ {
const CLOSE = new Set([93, 125]); // ] }

/** Whether JSON text opens more than `max` arrays and objects inside one another (strings are skipped). */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (OPEN.has(c)) {
      if (++depth > max) return true;
    } else if (CLOSE.has(c)) {
      depth--;
    }
  }
  return false;
}

export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestedDeeperThan(text, MAX_JSON_DEPTH)) {
      done(
        new GatewayError(400, ErrorCode.Validation, `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`),
        undefined,
      );
      return;
    }
    parse(request, text, done);
  });
});
