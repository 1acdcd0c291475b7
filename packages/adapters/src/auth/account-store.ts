import type { ApiKeyScope, New, User } from '@atelier/domain';

/** A session as stored: only the digest of its secret. */
export type SessionRecord = { digest: string; userId: number; createdAt: Date; expiresAt: Date };

/** An API key as stored: only the digest of the key, plus a short prefix for recognising it in a list. */
export type ApiKeyRecord = {
  id: number;
  userId: number;
  name: string;
  prefix: string;
  /** `read` keys only look; see `checkApiKeyScope`. */
  scope: ApiKeyScope;
  createdAt: Date;
  lastUsedAt: Date | null;
};

/** A password reset link as stored: only the digest of its token; `usedAt` is set once, when it is redeemed. */
export type PasswordResetRecord = {
  digest: string;
  userId: number;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
};

/** Where passwords, sessions and API keys are kept (tables `credentials`, `sessions`, `api_keys`). */
export interface AccountStore {
  /** Stores the user and their password hash together, or nothing: null when the username is taken (any case). */
  createUserWithPassword(user: New<User>, hash: string): Promise<User | null>;
  passwordHashOf(userId: number): Promise<string | null>;
  setPasswordHash(userId: number, hash: string, at: Date): Promise<void>;

  createSession(session: SessionRecord): Promise<void>;
  /** The session with this digest and its user, read together; null when either is missing. */
  sessionOf(digest: string): Promise<(SessionRecord & { user: User }) | null>;
  deleteSession(digest: string): Promise<void>;
  deleteSessionsOf(userId: number): Promise<void>;
  /** Ends every session of the user but the one with `keepDigest` (a password change keeps its own session). */
  deleteOtherSessionsOf(userId: number, keepDigest: string): Promise<void>;
  deleteExpiredSessions(now: Date): Promise<number>;

  createApiKey(key: Omit<ApiKeyRecord, 'id' | 'lastUsedAt'> & { digest: string }): Promise<ApiKeyRecord>;
  /** The API key with this digest and its user, read together; null when either is missing. */
  apiKeyOf(digest: string): Promise<(ApiKeyRecord & { user: User }) | null>;
  apiKeysOf(userId: number): Promise<ApiKeyRecord[]>;
  touchApiKey(id: number, at: Date): Promise<void>;
  /** Whether a key of this user was deleted. */
  deleteApiKey(userId: number, id: number): Promise<boolean>;
  deleteApiKeysOf(userId: number): Promise<void>;

  createPasswordReset(reset: Omit<PasswordResetRecord, 'usedAt'>): Promise<void>;
  passwordResetOf(digest: string): Promise<PasswordResetRecord | null>;
  /**
   * In one transaction: marks the link used if it is still unused and unexpired at `now` (a conditional update,
   * checked by affected rows), then sets the new hash and ends every session of its user. Whether it was redeemed.
   */
  redeemPasswordReset(digest: string, hash: string, now: Date): Promise<boolean>;
}
