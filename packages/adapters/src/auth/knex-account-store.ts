import type { ApiKeyScope, Clock, New, User } from '@atelier/domain';
import type { Knex } from 'knex';
import { type Dialect, dialectOf, readNullable, readNumber } from '../storage/knex/dialect.js';
import { createKnexRepositories } from '../storage/knex/knex-repositories.js';
import { toUser } from '../storage/knex/mappers/user-mapper.js';
import type { UserRow } from '../storage/knex/rows/user-row.js';
import { writeTransaction } from '../storage/knex/store.js';
import type { AccountStore, ApiKeyRecord, PasswordResetRecord, SessionRecord } from './account-store.js';

type SessionRow = { digest: string; user_id: number; created_at: unknown; expires_at: unknown };
type PasswordResetRow = {
  digest: string;
  user_id: number;
  created_at: unknown;
  expires_at: unknown;
  used_at: unknown;
};
type ApiKeyRow = {
  id: number;
  user_id: number;
  name: string;
  prefix: string;
  scope: string;
  created_at: unknown;
  last_used_at: unknown;
};

/** A timestamp as the dialect stores it: `timestamptz` on PostgreSQL, epoch milliseconds on SQLite. */
const writeDate = (dialect: Dialect, date: Date): Date | number =>
  dialect.name === 'pg' ? date : date.getTime();

/** The account tables (`credentials`, `sessions`, `api_keys`) over Knex, on SQLite or PostgreSQL. */
export class KnexAccountStore implements AccountStore {
  private readonly dialect: Dialect;

  constructor(
    private readonly db: Knex,
    private readonly clock: Clock = { now: () => new Date() },
  ) {
    this.dialect = dialectOf(db);
  }

  /** One transaction: the user row through the storage adapter's own repository, then the credential. */
  async createUserWithPassword(user: New<User>, hash: string): Promise<User | null> {
    const store = { db: this.db, dialect: this.dialect, clock: this.clock };
    return writeTransaction(store, async (transaction) => {
      const users = createKnexRepositories(transaction).users;
      if ((await users.ofUsername(user.username)) !== null) return null;
      const created = await users.create(user);
      await transaction.db('credentials').insert({
        user_id: created.id,
        password_hash: hash,
        updated_at: writeDate(this.dialect, user.createdAt),
      });
      return created;
    });
  }

  async passwordHashOf(userId: number): Promise<string | null> {
    const row = await this.db('credentials').where({ user_id: userId }).first('password_hash');
    return (row as { password_hash: string } | undefined)?.password_hash ?? null;
  }

  async setPasswordHash(userId: number, hash: string, at: Date): Promise<void> {
    await this.db('credentials')
      .insert({ user_id: userId, password_hash: hash, updated_at: writeDate(this.dialect, at) })
      .onConflict('user_id')
      .merge(['password_hash', 'updated_at']);
  }

  async createSession(session: SessionRecord): Promise<void> {
    await this.db('sessions').insert({
      digest: session.digest,
      user_id: session.userId,
      created_at: writeDate(this.dialect, session.createdAt),
      expires_at: writeDate(this.dialect, session.expiresAt),
    });
  }

  async sessionOf(digest: string): Promise<(SessionRecord & { user: User }) | null> {
    const row = (await this.withUser('sessions as s', 's')
      .select('s.digest as s_digest', 's.created_at as s_created_at', 's.expires_at as s_expires_at')
      .where('s.digest', digest)
      .first()) as (UserRow & { [K in keyof SessionRow as `s_${K}`]: SessionRow[K] }) | undefined;
    if (!row) return null;
    const user = toUser(row, this.dialect, this.clock.now());
    return {
      digest: row.s_digest,
      userId: user.id,
      createdAt: this.dialect.readDate(row.s_created_at),
      expiresAt: this.dialect.readDate(row.s_expires_at),
      user,
    };
  }

  /** `table` (aliased `alias`, with a `user_id`) joined with its user's row, whose columns keep their names. */
  private withUser(table: string, alias: string) {
    return this.db(table).join('users as u', 'u.id', `${alias}.user_id`).select('u.*');
  }

  async deleteSession(digest: string): Promise<void> {
    await this.db('sessions').where({ digest }).delete();
  }

  async deleteSessionsOf(userId: number): Promise<void> {
    await this.db('sessions').where({ user_id: userId }).delete();
  }

  async deleteOtherSessionsOf(userId: number, keepDigest: string): Promise<void> {
    await this.db('sessions').where({ user_id: userId }).whereNot({ digest: keepDigest }).delete();
  }

  async createPasswordReset(reset: Omit<PasswordResetRecord, 'usedAt'>): Promise<void> {
    await this.db('password_reset_tokens').insert({
      digest: reset.digest,
      user_id: reset.userId,
      created_at: writeDate(this.dialect, reset.createdAt),
      expires_at: writeDate(this.dialect, reset.expiresAt),
      used_at: null,
    });
  }

  async passwordResetOf(digest: string): Promise<PasswordResetRecord | null> {
    const row = (await this.db('password_reset_tokens').where({ digest }).first()) as
      | PasswordResetRow
      | undefined;
    if (!row) return null;
    return {
      digest: row.digest,
      userId: readNumber(row.user_id),
      createdAt: this.dialect.readDate(row.created_at),
      expiresAt: this.dialect.readDate(row.expires_at),
      usedAt: readNullable(row.used_at, (value) => this.dialect.readDate(value)),
    };
  }

  async redeemPasswordReset(digest: string, hash: string, now: Date): Promise<boolean> {
    const store = { db: this.db, dialect: this.dialect, clock: this.clock };
    return writeTransaction(store, async ({ db }) => {
      const at = writeDate(this.dialect, now);
      const used = await db('password_reset_tokens')
        .where({ digest })
        .whereNull('used_at')
        .where('expires_at', '>', at)
        .update({ used_at: at });
      if (used !== 1) return false;
      const row = (await db('password_reset_tokens').where({ digest }).first('user_id')) as {
        user_id: number;
      };
      const userId = readNumber(row.user_id);
      await db('credentials')
        .insert({ user_id: userId, password_hash: hash, updated_at: at })
        .onConflict('user_id')
        .merge(['password_hash', 'updated_at']);
      await db('sessions').where({ user_id: userId }).delete();
      return true;
    });
  }

  async deleteExpiredSessions(now: Date): Promise<number> {
    return this.db('sessions').where('expires_at', '<=', writeDate(this.dialect, now)).delete();
  }

  async createApiKey(
    key: Omit<ApiKeyRecord, 'id' | 'lastUsedAt'> & { digest: string },
  ): Promise<ApiKeyRecord> {
    const [inserted] = await this.db('api_keys')
      .insert({
        user_id: key.userId,
        name: key.name,
        prefix: key.prefix,
        scope: key.scope,
        digest: key.digest,
        created_at: writeDate(this.dialect, key.createdAt),
      })
      .returning('id');
    const id = readNumber(typeof inserted === 'object' ? (inserted as { id: unknown }).id : inserted);
    return {
      id,
      userId: key.userId,
      name: key.name,
      prefix: key.prefix,
      scope: key.scope,
      createdAt: key.createdAt,
      lastUsedAt: null,
    };
  }

  async apiKeyOf(digest: string): Promise<(ApiKeyRecord & { user: User }) | null> {
    const row = (await this.withUser('api_keys as k', 'k')
      .select(
        'k.id as k_id',
        'k.name as k_name',
        'k.prefix as k_prefix',
        'k.scope as k_scope',
        'k.created_at as k_created_at',
        'k.last_used_at as k_last_used_at',
      )
      .where('k.digest', digest)
      .first()) as (UserRow & { [K in keyof ApiKeyRow as `k_${K}`]: ApiKeyRow[K] }) | undefined;
    if (!row) return null;
    const user = toUser(row, this.dialect, this.clock.now());
    const key = this.toApiKey({
      id: row.k_id,
      user_id: user.id,
      name: row.k_name,
      prefix: row.k_prefix,
      scope: row.k_scope,
      created_at: row.k_created_at,
      last_used_at: row.k_last_used_at,
    });
    return { ...key, user };
  }

  async apiKeysOf(userId: number): Promise<ApiKeyRecord[]> {
    const rows = (await this.db('api_keys').where({ user_id: userId }).orderBy('id')) as ApiKeyRow[];
    return rows.map((row) => this.toApiKey(row));
  }

  async touchApiKey(id: number, at: Date): Promise<void> {
    await this.db('api_keys')
      .where({ id })
      .update({ last_used_at: writeDate(this.dialect, at) });
  }

  async deleteApiKey(userId: number, id: number): Promise<boolean> {
    return (await this.db('api_keys').where({ id, user_id: userId }).delete()) > 0;
  }

  async deleteApiKeysOf(userId: number): Promise<void> {
    await this.db('api_keys').where({ user_id: userId }).delete();
  }

  private toApiKey(row: ApiKeyRow): ApiKeyRecord {
    return {
      id: readNumber(row.id),
      userId: readNumber(row.user_id),
      name: row.name,
      prefix: row.prefix,
      scope: row.scope as ApiKeyScope,
      createdAt: this.dialect.readDate(row.created_at),
      lastUsedAt: readNullable(row.last_used_at, (value) => this.dialect.readDate(value)),
    };
  }
}
