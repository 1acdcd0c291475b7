import type { Knex } from 'knex';
import { KnexAccountStore } from '../auth/knex-account-store.js';
import { hashPasswordWithSalt } from '../auth/password.js';
import { NAMED_USERS } from './catalogue.js';
import type { Prng } from './prng.js';

const SALT_LENGTH = 16;

/**
 * Gives every named demo user (ids 1–12) the demo password, hashed with the accounts' scrypt and stored through the
 * accounts store, exactly as a password set by `atelier user create` is; generated users get none.
 *
 * The salt is drawn from the seed's PRNG, so the `credentials` rows are the same on every run like every other
 * row, and the password is hashed once for all twelve: at ~200 ms a scrypt hash on a small machine, one hash per
 * user would add seconds to every seed. Neither weakens anything, since the demo password is published.
 */
export async function setDemoPasswords(
  knex: Knex,
  options: { password: string; prng: Prng; at: Date },
): Promise<void> {
  const hash = await hashPasswordWithSalt(options.password, options.prng.bytes(SALT_LENGTH));
  const store = new KnexAccountStore(knex);
  for (const user of NAMED_USERS) await store.setPasswordHash(user.id, hash, options.at);
}
