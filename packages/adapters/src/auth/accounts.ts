import {
  type Clock,
  DEFAULT_FILE_PREFERENCE,
  fail,
  isReservedPathSegment,
  type New,
  ok,
  type Result,
  type UnitOfWork,
  type User,
} from '@atelier/domain';
import type { AccountStore, ApiKeyRecord } from './account-store.js';
import { type AuthError, authErrors } from './auth-errors.js';
import type { Credentials } from './credentials-rules.js';
import { decoyHash, hashPassword, verifyPassword } from './password.js';
import { passwordWeakness } from './password-policy.js';
import { API_KEY_PREFIX, digestOf, newApiKey, newSecret } from './secrets.js';

/** A session just issued: the secret goes into the cookie and is never stored. */
export type IssuedSession = { secret: string; expiresAt: Date };
export type SignedIn = { user: User; session: IssuedSession };
/** A key just created: `key` is shown once and never stored. */
export type IssuedApiKey = ApiKeyRecord & { key: string };

export type AccountsSettings = { sessionTtlMs: number };
export const DEFAULT_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** "Last used" is kept to the minute, so a busy script does not turn every call into a write. */
const LAST_USED_PRECISION_MS = 60_000;

const newMember = (username: string, now: Date): New<User> => ({
  username,
  createdAt: now,
  deletedAt: null,
  isModerator: false,
  isMember: false,
  muted: false,
  banned: false,
  filePreferences: { ...DEFAULT_FILE_PREFERENCE },
  disablePoi: false,
  disableMinor: false,
  creatorCardStatsPreferences: ['uploads', 'followers', 'likes', 'downloads'],
  links: [],
  rank: null,
  vaultStorageKb: 0,
});

/**
 * Unique-constraint violations of PostgreSQL and SQLite (possibly wrapped by the storage adapter as a cause):
 * a concurrent sign-up took the name first.
 */
const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
      return true;
    current = cause;
  }
  return false;
};

/**
 * Accounts: passwords, server-side sessions and API keys. Infrastructure rather than domain — who a request
 * is comes out of here as a domain `User`, and every rule about what that user may do stays in the domain.
 */
export class Accounts {
  constructor(
    private readonly deps: { store: AccountStore; uow: UnitOfWork; clock: Clock },
    private readonly settings: AccountsSettings = { sessionTtlMs: DEFAULT_SESSION_TTL_MS },
  ) {}

  /**
   * Creates an account that can sign in; `roles` lets the CLI make moderators and members directly. A username that
   * names one of the site's pages is refused (`isReservedPathSegment`).
   */
  async register(
    credentials: Credentials,
    roles: Partial<Pick<User, 'isModerator' | 'isMember'>> = {},
  ): Promise<Result<User, AuthError>> {
    // Every way an account is made passes here (sign-up, the CLI): a page's name is never a profile's address.
    if (isReservedPathSegment(credentials.username)) return fail(authErrors.usernameReserved);
    const hash = await hashPassword(credentials.password);
    try {
      const user = await this.deps.store.createUserWithPassword(
        { ...newMember(credentials.username, this.deps.clock.now()), ...roles },
        hash,
      );
      return user === null ? fail(authErrors.usernameTaken) : ok(user);
    } catch (error) {
      if (isUniqueViolation(error)) return fail(authErrors.usernameTaken);
      throw error;
    }
  }

  async signUp(credentials: Credentials): Promise<Result<SignedIn, AuthError>> {
    const registered = await this.register(credentials);
    if (!registered.ok) return registered;
    return ok({
      user: registered.value,
      session: await this.startSession(registered.value.id, this.deps.clock.now()),
    });
  }

  /** Checks the password and starts a new session, ending `previousSession` so the id rotates on sign-in. */
  async signIn(
    credentials: { username: string; password: string },
    previousSession: string | null = null,
  ): Promise<Result<SignedIn, AuthError>> {
    const user = await this.deps.uow.read((r) => r.users.ofUsername(credentials.username));
    const stored = user && user.deletedAt === null ? await this.deps.store.passwordHashOf(user.id) : null;
    const matches = await verifyPassword(credentials.password, stored ?? (await decoyHash()));
    if (!user || stored === null || !matches) return { ok: false, error: authErrors.invalidCredentials };
    if (user.banned) return fail(authErrors.banned);
    if (previousSession !== null) await this.deps.store.deleteSession(digestOf(previousSession));
    const now = this.deps.clock.now();
    // Sessions are not swept by a timer: each sign-in clears the expired ones (an indexed delete).
    await this.deps.store.deleteExpiredSessions(now);
    return ok({ user, session: await this.startSession(user.id, now) });
  }

  async signOut(session: string): Promise<void> {
    await this.deps.store.deleteSession(digestOf(session));
  }

  /** Sets a new password, if it is hard enough to guess for this user, and ends every session of the user. */
  async setPassword(user: Pick<User, 'id' | 'username'>, password: string): Promise<Result<true, AuthError>> {
    const weakness = passwordWeakness(password, user.username);
    if (weakness !== null) return fail(authErrors.weakPassword(weakness));
    await this.deps.store.setPasswordHash(user.id, await hashPassword(password), this.deps.clock.now());
    await this.deps.store.deleteSessionsOf(user.id);
    return ok(true);
  }

  /** The user a session cookie stands for; null when the session is unknown, expired, or its user banned or gone. */
  async userOfSession(session: string): Promise<User | null> {
    const digest = digestOf(session);
    const record = await this.deps.store.sessionOf(digest);
    if (record === null) return null;
    if (record.expiresAt <= this.deps.clock.now()) {
      await this.deps.store.deleteSession(digest);
      return null;
    }
    const user = await this.deps.uow.read((r) => r.users.ofId(record.userId));
    return user && !user.banned && user.deletedAt === null ? user : null;
  }

  /** The user an API key stands for. Unlike a stale cookie, a bad key is an error the script should see. */
  async userOfApiKey(key: string): Promise<Result<User, AuthError>> {
    const record = key.startsWith(API_KEY_PREFIX) ? await this.deps.store.apiKeyOf(digestOf(key)) : null;
    const user = record && (await this.deps.uow.read((r) => r.users.ofId(record.userId)));
    if (!record || !user || user.deletedAt !== null) return fail(authErrors.invalidApiKey);
    if (user.banned) return fail(authErrors.banned);
    const now = this.deps.clock.now();
    const stale =
      record.lastUsedAt === null || now.getTime() - record.lastUsedAt.getTime() > LAST_USED_PRECISION_MS;
    if (stale) await this.deps.store.touchApiKey(record.id, now);
    return ok(user);
  }

  async createApiKey(userId: number, name: string): Promise<IssuedApiKey> {
    const key = newApiKey();
    const record = await this.deps.store.createApiKey({
      userId,
      name,
      prefix: key.slice(0, API_KEY_PREFIX.length + 6),
      createdAt: this.deps.clock.now(),
      digest: digestOf(key),
    });
    return { ...record, key };
  }

  apiKeysOf(userId: number): Promise<ApiKeyRecord[]> {
    return this.deps.store.apiKeysOf(userId);
  }

  revokeApiKey(userId: number, id: number): Promise<boolean> {
    return this.deps.store.deleteApiKey(userId, id);
  }

  private async startSession(userId: number, now: Date): Promise<IssuedSession> {
    const secret = newSecret();
    const expiresAt = new Date(now.getTime() + this.settings.sessionTtlMs);
    await this.deps.store.createSession({ digest: digestOf(secret), userId, createdAt: now, expiresAt });
    return { secret, expiresAt };
  }
}
