// Refuses, before any route sees it, input that would fail deep inside instead of at the door: a NUL character
// anywhere in the body, query or path parameters (PostgreSQL cannot store it in text and answers with an error), and
// JSON nested deeper than any request of ours needs (walking it would exhaust the stack).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error.js';

/** Deeper than any request schema goes; generous so that no honest client meets it. */
export const MAX_INPUT_DEPTH = 64;

const NUL = '\u0000';

type Part = 'body' | 'querystring' | 'params';

/** The first problem found in one part of a request, described for the client, or null. */
export function inputProblem(part: Part, value: unknown): string | null {
  // Iterative, so that a hostile depth cannot overflow the stack before the limit is noticed.
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    const where = () => [part, ...path].join('.');
    if (typeof current === 'string') {
      if (current.includes(NUL)) return `${where()}: must not contain a NUL character (\\u0000)`;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) return `${where()}: nested deeper than ${MAX_INPUT_DEPTH} levels`;
    const entries = Array.isArray(current) ? current.entries() : Object.entries(current as Record<string, unknown>);
    for (const [key, child] of entries) {
      const name = String(key);
      if (name.includes(NUL)) return `${where()}: a key must not contain a NUL character (\\u0000)`;
      pending.push({ value: child, path: [...path, name] });
    }
  }
  return null;
}

function check(request: FastifyRequest): void {
  const parts: [Part, unknown][] = [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ];
  for (const [part, value] of parts) {
    const problem = inputProblem(part, value);
    if (problem) throw badRequest(problem);
  }
}

export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => check(request));
});
