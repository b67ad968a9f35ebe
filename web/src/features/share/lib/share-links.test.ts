import { describe, expect, it } from 'vitest';
import { shareStatus, shareUrl, sortShares } from './share-links';

const share = (createdAt: string, expiresAt: string, revokedAt: string | null = null) => ({
  createdAt,
  expiresAt,
  revokedAt,
});
const now = new Date('2025-03-04T00:00:00.000Z');

describe('shared links', () => {
  it('tells a working link from an expired or stopped one', () => {
    expect(shareStatus(share('2025-03-01T00:00:00.000Z', '2025-03-31T00:00:00.000Z'), now)).toBe('active');
    expect(shareStatus(share('2025-01-01T00:00:00.000Z', '2025-03-03T00:00:00.000Z'), now)).toBe('expired');
    expect(
      shareStatus(share('2025-03-01T00:00:00.000Z', '2025-03-31T00:00:00.000Z', '2025-03-02T00:00:00.000Z'), now),
    ).toBe('revoked');
  });

  it('lists working links first, newest first', () => {
    const old = share('2025-02-01T00:00:00.000Z', '2025-03-31T00:00:00.000Z');
    const recent = share('2025-03-02T00:00:00.000Z', '2025-04-01T00:00:00.000Z');
    const stopped = share('2025-03-03T00:00:00.000Z', '2025-04-01T00:00:00.000Z', '2025-03-03T01:00:00.000Z');
    expect(sortShares([old, stopped, recent], now)).toEqual([recent, old, stopped]);
  });

  it('builds the address to send on this site', () => {
    expect(shareUrl('/report?token=abc_DEF-123', 'https://mathbridge.test')).toBe(
      'https://mathbridge.test/report?token=abc_DEF-123',
    );
  });
});
