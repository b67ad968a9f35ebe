// Withdrawal in one place: each module that holds a student's data erases its own part, all in one transaction, and
// the account row becomes an anonymous tombstone last (the account module finds codes and counters by its e-mail).
import type { Db } from '../../db/client.js';
import * as model from '../../model/repository.js';
import * as alerts from '../alerts/repository.js';
import * as auth from '../auth/repository.js';
import * as chat from '../chat/repository.js';
import * as events from '../events/repository.js';
import * as membership from '../membership/repository.js';
import * as practice from '../practice/repository.js';
import * as recommend from '../recommend/repository.js';
import * as shares from '../shares/repository.js';
import * as support from '../support/repository.js';
import * as users from './repository.js';

type Erase = (db: Db, userId: string) => Promise<void>;

/**
 * Every module holding a student's data, with what it does on withdrawal. A new table with a user_id column (or a
 * key to users) belongs to one of these, or gets its own entry here; `withdraw.db.test.ts` fails until it does.
 */
export const ERASERS: Readonly<Record<string, Erase>> = {
  /** linked sign-ins, sessions, OAuth states, e-mail codes, login counters */
  auth: auth.erase,
  /** shared links */
  shares: shares.erase,
  /** workbooks, bookmarks, interests; answers lose their owner */
  practice: practice.erase,
  /** today's sets and the after-help schedule */
  recommend: recommend.erase,
  /** the model's estimates (skill_states) */
  model: model.erase,
  /** conversations with the tutor */
  chat: chat.erase,
  /** inquiries, notice reads, an operator's role */
  support: support.erase,
  /** alerts, their settings, push subscriptions, time zone */
  alerts: alerts.erase,
  /** the membership (payment records stay, as the law asks) */
  membership: membership.erase,
  /** analytics events lose their owner */
  events: events.erase,
};

/** Closes the account: everything personal goes or loses its owner, in one transaction. */
export async function withdraw(db: Db, userId: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const erase of Object.values(ERASERS)) await erase(tx, userId);
    await users.erase(tx, userId, at);
  });
}
