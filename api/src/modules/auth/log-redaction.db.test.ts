// What the api writes to its log while accounts are made and looked up: SQL text yes, values (e-mail addresses,
// password hashes, codes) never, including when the database refuses a row and the error is logged whole.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import type * as LoggerModule from '../../lib/logger.js';
import { createTestDatabase, testConfig, type TestDatabase } from '../../test/database.js';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/smtp-test-server.js';

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
const PASSWORD = 'abcd123!';
let database: TestDatabase;
let app: FastifyInstance;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  database = await createTestDatabase();
  app = await buildApp(
    testConfig(
      {},
      { SMTP_URL: smtp.url, JWT_SECRET: 'test-secret-that-is-long-enough-to-sign-tokens', LOG_LEVEL: 'info' },
    ),
    { database },
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  await smtp.close();
});

beforeEach(async () => {
  await database.reset();
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
    const sent = await app.inject({ method: 'POST', url: '/api/auth/email-code', payload: { email: EMAIL } });
    expect(sent.statusCode).toBe(200);
    const code = /\b(\d{6})\b/.exec((await smtp.next(EMAIL.toLowerCase())).text)?.[1] ?? '';
    // Any new account now fails in the database, with a message and detail that name the row's values.
    await database.db.execute(sql`alter table users add constraint refuse_new_rows check (false) not valid`);
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          method: 'email',
          email: EMAIL,
          emailCode: code,
          password: PASSWORD,
          passwordConfirm: PASSWORD,
          terms: { service: true, privacy: true, marketing: false },
          name: '김하늘',
          birthday: '2011-05-06',
          gradeClass: 'MIDDLE',
          gradeSub: 2,
          sex: 'woman',
          countryCode: 'KR',
        },
      });
      expect(res.statusCode).toBe(500);
      expect(JSON.stringify(res.json())).not.toContain('users');
    } finally {
      await database.db.execute(sql`alter table users drop constraint refuse_new_rows`);
    }
    const text = logged();
    expect(text).toContain('request failed');
    // The statement is there to debug with; the values are not.
    expect(text).toMatch(/insert into \\"users\\"/);
    expect(text).toContain('refuse_new_rows');
    expectAbsent(text, [EMAIL, PASSWORD, code, '$argon2id', '김하늘', '2011-05-06']);
  });

  it('does not log the address an availability check asks about', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/auth/email-availability?email=${encodeURIComponent(EMAIL)}`,
    });
    expect(res.statusCode).toBe(200);
    const bad = await app.inject({ method: 'GET', url: '/api/auth/email-availability?email=not-an-address%40' });
    expect(bad.statusCode).toBe(400);
    const text = logged();
    expect(text).toContain('/api/auth/email-availability?email=');
    expectAbsent(text, [EMAIL, 'not-an-address@']);
  });
});
