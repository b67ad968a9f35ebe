// The input guard over every route: a NUL character anywhere in the body, query or path, and JSON nested too deep,
// answer 400 naming the field before validation.
import {
  AUTH_PATHS,
  EVENTS_PATH,
  ErrorCode,
  ErrorResponseSchema,
  PRACTICE_PATHS,
  PROBLEM_PATH,
  buildPath,
} from '@mathbridge/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.js';
import { eventBody, signupBody, student } from '../test/factories.js';

const t = useTestApp();

function expectRefusal(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  const body = ErrorResponseSchema.parse(res.json());
  expect(body.code).toBe(ErrorCode.Validation);
  expect(body.message).toContain(field);
  expect(body.message).toContain('NUL');
}

describe('NUL characters in input', () => {
  it('refuses a NUL byte in the search text of a query', async () => {
    const me = await student(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `${PRACTICE_PATHS.search}?q=frac%00tions`,
      headers: me.headers,
    });
    expectRefusal(res, 'querystring.q');
  });

  it('refuses a NUL byte in the signup name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.signup,
      payload: signupBody('nul@example.com', '123456', {
        terms: { service: true, privacy: true, marketing: false },
        name: '김하\u0000늘',
      }),
    });
    expectRefusal(res, 'body.name');
  });

  it('refuses a NUL byte in an analytics event, naming the nested field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      payload: eventBody({ name: 'search', pageLocation: '/study', search: 'a\u0000b' }),
    });
    expectRefusal(res, 'body.search');
  });

  it('names array items and nested keys, and checks object keys too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      payload: eventBody({ extra: [{ ok: 'x' }, { 'k\u0000': 'y' }] }),
    });
    expectRefusal(res, 'body.extra.1');
  });

  it('refuses a NUL byte in a path parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: buildPath(PROBLEM_PATH, { id: 'abc\u0000def' }) });
    expectRefusal(res, 'params.id');
  });
});

describe('deeply nested JSON', () => {
  const post = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.login,
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('answers 400 to an array nested 10,000 deep', async () => {
    const res = await post('['.repeat(10_000) + ']'.repeat(10_000));
    expect(res.statusCode).toBe(400);
    const body = ErrorResponseSchema.parse(res.json());
    expect(body.code).toBe(ErrorCode.Validation);
    expect(body.message).toContain('nested');
  });

  it('answers 400 to an object nested 10,000 deep inside an otherwise valid body', async () => {
    const deep = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    const res = await post(`{"email":"deep@example.com","password":"abcd123!","x":${deep}}`);
    expect(res.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(res.json()).message).toContain('nested');
  });

  it('lets ordinary nesting through to the route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      payload: eventBody({ extra: { a: { b: [[1]] } } }),
    });
    expect(res.statusCode).toBe(201);
  });
});
