// What a shared link is now (working, expired or stopped) and the full address a student sends, built from the
// path the api answers with on this site's own origin.
import type { Share } from '@mathbridge/contract';

export type ShareStatus = 'active' | 'expired' | 'revoked';

export function shareStatus(share: Pick<Share, 'expiresAt' | 'revokedAt'>, now: Date = new Date()): ShareStatus {
  if (share.revokedAt != null) return 'revoked';
  return new Date(share.expiresAt).getTime() <= now.getTime() ? 'expired' : 'active';
}

/** The link to send: `/report?token=…` on this site. */
export function shareUrl(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).toString();
}

/** The expiry choices offered, in days; the middle one is the default. */
export const SHARE_DAY_CHOICES = [7, 30, 90] as const;
export type ShareDays = (typeof SHARE_DAY_CHOICES)[number];

/** Newest first; working links before the ones that no longer work. */
export function sortShares<T extends Pick<Share, 'createdAt' | 'expiresAt' | 'revokedAt'>>(
  shares: T[],
  now: Date = new Date(),
): T[] {
  const rank = (share: T) => (shareStatus(share, now) === 'active' ? 0 : 1);
  return [...shares].sort((a, b) => rank(a) - rank(b) || b.createdAt.localeCompare(a.createdAt));
}
