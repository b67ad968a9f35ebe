// Analytics events: what is stored for visitors and students, whose the event is, and what is refused.
import { EVENTS_PATH, ErrorResponseSchema } from '@mathbridge/contract';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema/events.js';
import { useTestApp } from '../../test/app.js';
import { eventBody, student } from '../../test/factories.js';

const t = useTestApp();

const storedEvents = () => t.database.db.select().from(events).orderBy(desc(events.receivedAt));

describe('POST /v1/api/events', () => {
  it('stores a page view from a visitor', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      payload: eventBody({
        pageLocation: 'https://localhost:8443/preview',
        pageReferrer: 'https://localhost:8443/',
        occurredAt: '2026-03-01T09:00:00.000Z',
      }),
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    const rows = await storedEvents();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      name: 'page_view',
      userId: null,
      language: 'ko',
      pageLocation: 'https://localhost:8443/preview',
      pageReferrer: 'https://localhost:8443/',
      search: null,
    });
    expect(rows[0]?.occurredAt?.toISOString()).toBe('2026-03-01T09:00:00.000Z');
  });

  it("stores a search with its text, type and the token's user, and the translation language", async () => {
    const me = await student(t);
    const res = await t.app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      headers: me.headers,
      payload: {
        name: 'search',
        userId: me.id,
        language: 'en',
        translationCode: 'vi',
        pageLocation: 'https://localhost:8443/study?q=fractions',
        pageReferrer: 'https://localhost:8443/study',
        search: 'fractions',
        searchType: 'unit',
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await storedEvents();
    expect(row).toMatchObject({
      name: 'search',
      userId: me.id,
      translationCode: 'vi',
      search: 'fractions',
      searchType: 'unit',
    });
  });

  it('takes the user from the token, never from the body', async () => {
    const me = await student(t);
    const other = await student(t, { name: 'Jiho' });
    const res = await t.app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      headers: me.headers,
      payload: { name: 'login', userId: other.id, language: 'ko', pageLocation: '/' },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await storedEvents();
    expect(row?.userId).toBe(me.id);
  });

  it('stores an event without a token as anonymous, whatever userId the body claims', async () => {
    const me = await student(t);
    const res = await t.app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      payload: { name: 'withdraw', userId: me.id, language: 'ko', pageLocation: '/' },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await storedEvents();
    expect(row?.userId).toBeNull();
  });

  it('stores an event with an invalid token as anonymous rather than refusing it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      headers: { authorization: 'Bearer not-a-token' },
      payload: eventBody({ userId: 'user-42' }),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await storedEvents();
    expect(row?.userId).toBeNull();
  });

  it('keeps search fields only on search events', async () => {
    await t.app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      payload: eventBody({ name: 'login', pageLocation: '/user/login', search: 'x' }),
    });
    const [row] = await storedEvents();
    expect(row).toMatchObject({ name: 'login', search: null });
  });

  it('answers 400 naming the field for an unknown event name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      payload: eventBody({ name: 'purchase' }),
    });
    expect(res.statusCode).toBe(400);
    const body = ErrorResponseSchema.parse(res.json());
    expect(body.code).toBe('E_VALIDATION');
    expect(body.message).toContain('body.name');
    expect(await storedEvents()).toHaveLength(0);
  });

  it('answers 400 when the page location is missing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      payload: eventBody({ pageLocation: undefined }),
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(res.json()).message).toContain('body.pageLocation');
  });

  it('refuses an oversized body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      payload: eventBody({ pageLocation: 'x'.repeat(20_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(await storedEvents()).toHaveLength(0);
  });
});
