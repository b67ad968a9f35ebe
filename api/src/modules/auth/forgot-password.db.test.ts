// Forgot-password answers before it works, so its timing tells nothing about which addresses have accounts.
import { AUTH_PATHS } from '@mathbridge/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useMailTestApp } from '../../test/app.js';
import { SIGNUP_PASSWORD } from '../../test/factories.js';
import { insertUser } from '../users/repository.js';
import { hashPassword } from './passwords.js';

const KNOWN = 'known@example.com';
const t = useMailTestApp({
  reset: false,
  seed: async () => {
    await insertUser(t.database.db, {
      email: KNOWN,
      passwordHash: await hashPassword(SIGNUP_PASSWORD),
      name: '김하늘',
      termsServiceAt: new Date(),
      termsPrivacyAt: new Date(),
    });
  },
});

async function forgot(email: string): Promise<number> {
  const started = performance.now();
  const res = await t.app.inject({ method: 'POST', url: AUTH_PATHS.forgotPassword, payload: { email } });
  const ms = performance.now() - started;
  expect(res.statusCode).toBe(204);
  expect(res.body).toBe('');
  return ms;
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

describe('forgot password', () => {
  it('answers a known and an unknown address in the same time, and mails only the known one', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 22; i++) {
      // Every known call issues a new temporary password (the resend wait is lifted), as the first one does.
      await t.database.db.execute(sql`update users set temp_password_expires_at = null`);
      const knownMs = await forgot(KNOWN);
      // The work after the answer is finished before the next measurement, so it cannot slow either one.
      const mail = await t.smtp.next(KNOWN);
      expect(mail.text.trim().split('\n').at(-1)?.trim()).toMatch(/^\S{12}$/);
      const unknownMs = await forgot(`nobody${i}@example.com`);
      // The first calls warm up the route and the database.
      if (i >= 2) {
        known.push(knownMs);
        unknown.push(unknownMs);
      }
    }
    // Without answering first the known address took one argon2id hash and an SMTP delivery longer (about 45 ms).
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(10);
    expect(t.smtp.messages.filter((m) => m.to.some((to) => to.startsWith('nobody')))).toHaveLength(0);
  });
});
