import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactErrorText, redactUrl, serializeError } from './logger.js';

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  const options = loggerOptions('info', false) as pino.LoggerOptions;
  return { log: pino(options, sink), text: () => lines.join('') };
}

/** A driver error as PostgreSQL answers it, wrapped the way drizzle wraps it. */
function queryError(): Error {
  const cause = Object.assign(new Error('invalid input syntax for type uuid: "kim@example.com"'), {
    code: '22P02',
    detail: 'Key (email)=(kim@example.com) already exists.',
    where: "unnamed portal parameter $1 = '...'",
    query: 'select * from users where id = $1',
    params: ['kim@example.com'],
  });
  return Object.assign(
    new Error('Failed query: select * from users where id = $1\nparams: kim@example.com,$argon2id$v=19'),
    {
      query: 'select * from users where id = $1',
      params: ['kim@example.com', '$argon2id$v=19'],
      cause,
    },
  );
}

describe('logger redaction', () => {
  it('keeps the SQL of a failed query and drops its values, in the error, its cause and the message', () => {
    const { log, text } = capture();
    log.error(queryError());
    log.error({ err: queryError() });
    log.error({ err: queryError() }, 'request failed');
    const out = text();
    expect(out).toContain('select * from users where id = $1');
    expect(out).toContain('invalid input syntax for type uuid');
    expect(out).not.toContain('kim@example.com');
    expect(out).not.toContain('argon2id');
    expect(out.split('\n').filter(Boolean)).toHaveLength(3);
  });

  it('leaves messages without values alone', () => {
    expect(redactErrorText('relation "users" does not exist')).toBe('relation "users" does not exist');
    expect(redactErrorText('duplicate key value violates unique constraint "users_email_key"')).toBe(
      'duplicate key value violates unique constraint "users_email_key"',
    );
    expect(serializeError(new Error('plain')).message).toBe('plain');
  });

  it('takes addresses and secrets out of logged URLs, and keeps the rest', () => {
    expect(redactUrl('/api/auth/email-availability?email=kim%40example.com')).toBe(
      '/api/auth/email-availability?email=[redacted]',
    );
    expect(redactUrl('/v1/api/search?q=kim@example.com&page=2')).toBe('/v1/api/search?q=[redacted]&page=2');
    expect(redactUrl('/v1/api/shares/open?token=abc&size=10')).toBe('/v1/api/shares/open?token=[redacted]&size=10');
    expect(redactUrl('/v1/api/workbooks?page=1')).toBe('/v1/api/workbooks?page=1');
  });

  it('redacts the recipient and subject of a delivered mail, and e-mail fields', () => {
    const { log, text } = capture();
    log.info({ to: 'kim@example.com', subject: '[매쓰브릿지] 인증번호 123456' }, 'e-mail sent');
    log.info({ user: { email: 'lee@example.com' }, email: 'park@example.com' }, 'looked up');
    expect(text()).not.toMatch(/kim@|lee@|park@|123456/);
  });
});
