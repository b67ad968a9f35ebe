import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { CENSOR, CREDENTIAL_PATHS, requestIdFrom } from './logger.js';

describe('logger parts', () => {
  it('keeps a well-formed request id and replaces anything else', () => {
    expect(requestIdFrom('req-12345678')).toBe('req-12345678');
    for (const bad of [undefined, 'short', 'has space in it', 'x'.repeat(129), ['req-12345678']]) {
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('redacts credentials wherever the shared paths name them', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = pino({ redact: { paths: [...CREDENTIAL_PATHS], censor: CENSOR } }, sink);
    log.info({
      req: { headers: { authorization: 'Bearer abc', cookie: 'mb=secret', accept: 'json' } },
      body: { password: 'hunter2', email: 'kept@example.com' },
      pair: { accessToken: 'a', refreshToken: 'r' },
      login: { code: '123456' },
    });
    const line = JSON.parse(lines[0] ?? '{}') as Record<string, Record<string, Record<string, string>>>;
    expect(line.req?.headers).toEqual({ authorization: CENSOR, cookie: CENSOR, accept: 'json' });
    expect(line.body).toEqual({ password: CENSOR, email: 'kept@example.com' });
    expect(line.pair).toEqual({ accessToken: CENSOR, refreshToken: CENSOR });
    expect(line.login).toEqual({ code: CENSOR });
  });
});
