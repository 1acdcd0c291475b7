import type { ApiKeyScope, FeatureFlags, Viewer } from '@atelier/domain';
import type { Accounts } from '../../auth/accounts.js';
import type { UseCaseClass } from '../../container/use-cases.module.js';
import type { VirusScanningStatus } from '../../scanning/clamd-scanner.js';

export type { UseCaseClass };

/** What the auth procedures need from the HTTP exchange: issuing and clearing the session cookie. */
export type SessionCookies = {
  /** Sets the cookie for a freshly created session (a new id on every sign-in). */
  set(sessionSecret: string, expiresAt: Date): void;
  clear(): void;
  /** The session secret the request came with, if it authenticated by cookie. */
  current(): string | null;
};

/** Per-request context of every procedure. */
export type TrpcContext = {
  viewer: Viewer;
  /** The scope of the API key the request came with; null without one (a browser session, or nobody). */
  apiKeyScope: ApiKeyScope | null;
  requestId: string;
  resolve: <T>(useCase: UseCaseClass<T>) => T;
  accounts: Accounts;
  cookies: SessionCookies;
  /** Whether clamd answers now (moderators' "Virus scanning is off" banner). */
  virusScanning: () => Promise<VirusScanningStatus>;
  /** The hub's feature flags as they are now (`canWrite` off refuses every mutation in trpc.ts). */
  flags: FeatureFlags;
};
