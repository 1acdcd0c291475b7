import {
  ALL_BROWSING_LEVELS,
  type ApiKeyScope,
  type Clock,
  DEFAULT_API_KEY_SCOPE,
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
/** How long a password reset link works: one hour (issue 18). */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** "Last used" is kept to the minute, so a busy script does not turn every call into a write. */
const LAST_USED_PRECISION_MS = 60_000;

const newMember = (username: string, now: Date): New<User> => ({
  username,
  createdAt: now,
  deletedAt: null,
  isModerator: false,
  isMember: false,
  memberUntil: null,
  muted: false,
  banned: false,
  filePreferences: { ...DEFAULT_FILE_PREFERENCE },
  disablePoi: false,
  disableMinor: false,
  browsingLevel: ALL_BROWSING_LEVELS,
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

  /**
   * Changes the password of a signed-in user who proves they know the current one. The session the change was made
   * from (`currentSession`, when the request came with a cookie) stays signed in; every other session ends.
   */
  async changePassword(
    user: Pick<User, 'id' | 'username'>,
    change: { currentPassword: string; newPassword: string },
    currentSession: string | null,
  ): Promise<Result<true, AuthError>> {
    const stored = await this.deps.store.passwordHashOf(user.id);
    const matches = await verifyPassword(change.currentPassword, stored ?? (await decoyHash()));
    if (stored === null || !matches) return fail(authErrors.wrongPassword);
    const weakness = passwordWeakness(change.newPassword, user.username);
    if (weakness !== null) return fail(authErrors.weakPassword(weakness));
    await this.deps.store.setPasswordHash(
      user.id,
      await hashPassword(change.newPassword),
      this.deps.clock.now(),
    );
    if (currentSession === null) await this.deps.store.deleteSessionsOf(user.id);
    else await this.deps.store.deleteOtherSessionsOf(user.id, digestOf(currentSession));
    return ok(true);
  }

  /**
   * A one-time password reset link's token for the user (the hub sends no email: the operator hands the link over).
   * Only its digest is stored; it works once, until `expiresAt` (PASSWORD_RESET_TTL_MS after now).
   */
  async issuePasswordReset(userId: number): Promise<{ token: string; expiresAt: Date }> {
    const token = newSecret();
    const createdAt = this.deps.clock.now();
    const expiresAt = new Date(createdAt.getTime() + PASSWORD_RESET_TTL_MS);
    await this.deps.store.createPasswordReset({ digest: digestOf(token), userId, createdAt, expiresAt });
    return { token, expiresAt };
  }

  /**
   * Sets a new password from a reset link and ends every session of the user. A link used already, expired or
   * unknown is refused as one error (`resetLinkInvalid`) and changes nothing; a weak password keeps the link usable.
   */
  async resetPassword(input: { token: string; password: string }): Promise<Result<User, AuthError>> {
    const digest = digestOf(input.token);
    const now = this.deps.clock.now();
    const reset = await this.deps.store.passwordResetOf(digest);
    const usable = reset !== null && reset.usedAt === null && reset.expiresAt > now;
    const user = usable ? await this.deps.uow.read((r) => r.users.ofId(reset.userId)) : null;
    if (user === null || user.deletedAt !== null) return fail(authErrors.resetLinkInvalid);
    const weakness = passwordWeakness(input.password, user.username);
    if (weakness !== null) return fail(authErrors.weakPassword(weakness));
    const redeemed = await this.deps.store.redeemPasswordReset(
      digest,
      await hashPassword(input.password),
      now,
    );
    return redeemed ? ok(user) : fail(authErrors.resetLinkInvalid);
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
    const { user } = record;
    return !user.banned && user.deletedAt === null ? user : null;
  }

  /** The user an API key stands for. Unlike a stale cookie, a bad key is an error the script should see. */
  async userOfApiKey(key: string): Promise<Result<User, AuthError>> {
    const caller = await this.callerOfApiKey(key);
    return caller.ok ? ok(caller.value.user) : caller;
  }

  /** The user an API key stands for and the key's scope (what the request may do with it). */
  async callerOfApiKey(key: string): Promise<Result<{ user: User; scope: ApiKeyScope }, AuthError>> {
    const record = key.startsWith(API_KEY_PREFIX) ? await this.deps.store.apiKeyOf(digestOf(key)) : null;
    const user = record?.user;
    if (!record || !user || user.deletedAt !== null) return fail(authErrors.invalidApiKey);
    if (user.banned) return fail(authErrors.banned);
    const now = this.deps.clock.now();
    const stale =
      record.lastUsedAt === null || now.getTime() - record.lastUsedAt.getTime() > LAST_USED_PRECISION_MS;
    if (stale) await this.deps.store.touchApiKey(record.id, now);
    return ok({ user, scope: record.scope });
  }

  async createApiKey(
    userId: number,
    name: string,
    scope: ApiKeyScope = DEFAULT_API_KEY_SCOPE,
  ): Promise<IssuedApiKey> {
    const key = newApiKey();
    const record = await this.deps.store.createApiKey({
      userId,
      name,
      scope,
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

  /** Whether this is the user's password (asked again before deleting the account); as slow for a wrong one. */
  async isPasswordOf(userId: number, password: string): Promise<boolean> {
    const stored = await this.deps.store.passwordHashOf(userId);
    const matches = await verifyPassword(password, stored ?? (await decoyHash()));
    return stored !== null && matches;
  }

  /** Ends every way in for a deleted account: all its sessions and API keys, which a restore does not bring back. */
  async revokeAllAccessOf(userId: number): Promise<void> {
    await this.deps.store.deleteSessionsOf(userId);
    await this.deps.store.deleteApiKeysOf(userId);
  }

  private async startSession(userId: number, now: Date): Promise<IssuedSession> {
    const secret = newSecret();
    const expiresAt = new Date(now.getTime() + this.settings.sessionTtlMs);
    await this.deps.store.createSession({ digest: digestOf(secret), userId, createdAt: now, expiresAt });
    return { secret, expiresAt };
  }
}
