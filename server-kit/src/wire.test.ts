// wireFields: a row's named fields with its dates as ISO strings, and nothing else of the row.
import { describe, expect, it } from 'vitest';
import { wireFields } from './wire.js';

describe('wireFields', () => {
  it('keeps the named fields, turns dates into ISO strings and leaves nulls', () => {
    const row = {
      id: 'n1',
      title: 'Hello',
      createdAt: new Date('2026-03-01T09:00:00Z'),
      answeredAt: null,
      secret: 'x',
    };
    expect(wireFields(row, ['id', 'title', 'createdAt', 'answeredAt'])).toEqual({
      id: 'n1',
      title: 'Hello',
      createdAt: '2026-03-01T09:00:00.000Z',
      answeredAt: null,
    });
  });
});
