// What the api writes to its log while accounts are made and looked up: SQL text yes, values (e-mail addresses,
// password hashes, codes) never, including when the database refuses a row and the error is logged whole.
import { AUTH_PATHS } from '@mathbridge/contract';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LoggerModule from '../../lib/logger.js';
import { useMailTestApp } from '../../test/app.js';
import { SIGNUP_PASSWORD, mailedCode, signupBody } from '../../test/factories.js';

const logLines: string[] = [];

vi.mock('../../lib/logger.js', async (importOriginal) => {
  const actual = await importOriginal<typeof LoggerModule>();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logLines.push(chunk.toString());
      callback();
    },
  });
  // The service's own logger options, written to a stream the test reads.
  return {
    ...actual,
    loggerOptions: (level: string, pretty: boolean) => ({
      ...(actual.loggerOptions(level, pretty) as object),
      stream: sink,
    }),
  };
});

const EMAIL = 'Secret.Student@example.com';
const PASSWORD = SIGNUP_PASSWORD;
// The log level is raised so the request log is written (the tests' default is silent).
const t = useMailTestApp({ env: { LOG_LEVEL: 'info' } });

beforeEach(() => {
  logLines.length = 0;
});

function logged(): string {
  return logLines.join('');
}

/** Every spelling of a value that could reach the log. */
function expectAbsent(text: string, values: string[]): void {
  for (const value of values) {
    expect(text.toLowerCase()).not.toContain(value.toLowerCase());
    expect(text).not.toContain(encodeURIComponent(value));
  }
}

describe('log redaction', () => {
  it('logs a failed signup insert with its SQL but without the e-mail, the hash or the code', async () => {
    const code = await mailedCode(t, EMAIL);
    // Any new account now fails in the database, with a message and detail that name the row's values.
    await t.database.db.execute(sql`alter table users add constraint refuse_new_rows check (false) not valid`);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: AUTH_PATHS.signup,
        payload: signupBody(EMAIL, code, {
          terms: { service: true, privacy: true, marketing: false },
          gradeSub: 2,
        }),
      });
      expect(res.statusCode).toBe(500);
      expect(JSON.stringify(res.json())).not.toContain('users');
    } finally {
      await t.database.db.execute(sql`alter table users drop constraint refuse_new_rows`);
    }
    const text = logged();
    expect(text).toContain('request failed');
    // The statement is there to debug with; the values are not.
    expect(text).toMatch(/insert into \\"users\\"/);
    expect(text).toContain('refuse_new_rows');
    expectAbsent(text, [EMAIL, PASSWORD, code, '$argon2id', '김하늘', '2011-05-06']);
  });

  it('does not log the address an availability check asks about', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${AUTH_PATHS.emailAvailability}?email=${encodeURIComponent(EMAIL)}`,
    });
    expect(res.statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'GET', url: `${AUTH_PATHS.emailAvailability}?email=not-an-address%40` });
    expect(bad.statusCode).toBe(400);
    const text = logged();
    expect(text).toContain(`${AUTH_PATHS.emailAvailability}?email=`);
    expectAbsent(text, [EMAIL, 'not-an-address@']);
  });
});
