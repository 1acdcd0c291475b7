import type { ApiKeyScope, Viewer } from '@atelier/domain';
import type { Response } from 'express';

/** How the request proved who it is; CSRF checks apply only to `session`. */
export type AuthenticatedBy = 'session' | 'apiKey' | 'none';

/** What the middleware chain learns about a request, kept in `res.locals`. */
export type RequestState = {
  requestId: string;
  /** Per-request nonce for inline scripts of server-rendered pages (CSP `script-src 'nonce-…'`). */
  cspNonce: string;
  viewer: Viewer;
  authenticatedBy: AuthenticatedBy;
  /** The scope of the API key the request came with; null when it came without one. */
  apiKeyScope: ApiKeyScope | null;
  /** The session secret from the cookie, when the request authenticated with one. */
  session: string | null;
};

export const stateOf = (res: Response): RequestState => res.locals as RequestState;
