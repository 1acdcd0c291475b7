import type { New, User } from '@atelier/domain';

/** A session as stored: only the digest of its secret. */
export type SessionRecord = { digest: string; userId: number; createdAt: Date; expiresAt: Date };

/** An API key as stored: only the digest of the key, plus a short prefix for recognising it in a list. */
export type ApiKeyRecord = {
  id: number;
  userId: number;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
};

/** Where passwords, sessions and API keys are kept (tables `credentials`, `sessions`, `api_keys`). */
export interface AccountStore {
  /** Stores the user and their password hash together, or nothing: null when the username is taken (any case). */
  createUserWithPassword(user: New<User>, hash: string): Promise<User | null>;
  passwordHashOf(userId: number): Promise<string | null>;
  setPasswordHash(userId: number, hash: string, at: Date): Promise<void>;

  createSession(session: SessionRecord): Promise<void>;
  sessionOf(digest: string): Promise<SessionRecord | null>;
  deleteSession(digest: string): Promise<void>;
  deleteSessionsOf(userId: number): Promise<void>;
  deleteExpiredSessions(now: Date): Promise<number>;

  createApiKey(key: Omit<ApiKeyRecord, 'id' | 'lastUsedAt'> & { digest: string }): Promise<ApiKeyRecord>;
  apiKeyOf(digest: string): Promise<ApiKeyRecord | null>;
  apiKeysOf(userId: number): Promise<ApiKeyRecord[]>;
  touchApiKey(id: number, at: Date): Promise<void>;
  /** Whether a key of this user was deleted. */
  deleteApiKey(userId: number, id: number): Promise<boolean>;
}
