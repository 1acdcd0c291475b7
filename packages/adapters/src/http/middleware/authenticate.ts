import { type ApiKeyScope, ok, type Result, type User } from '@atelier/domain';
import type { Request, RequestHandler } from 'express';
import type { Accounts } from '../../auth/accounts.js';
import { type AuthError, authErrors } from '../../auth/auth-errors.js';
import { isApiV1Path, isDownloadPath } from '../api-paths.js';
import { refuse } from '../refuse.js';
import { stateOf } from '../request-state.js';
import type { SessionCookie } from '../session-cookie.js';

/** The API keys a request carries, in the order they count: `Authorization: Bearer <key>`, then `?token=<key>`. */
const apiKeysOf = (req: Request): string[] => {
  const header = req.get('authorization');
  const bearer = header === undefined ? null : (/^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? header);
  const token = req.query.token;
  return [bearer, typeof token === 'string' && token !== '' ? token : null].filter((key) => key !== null);
};

/**
 * The public tool API (`/api/v1`) and downloads, where tools written for Civitai send `Bearer None`, an empty or a
 * stale key when their user set none: a key that proves nobody makes the request anonymous there, not refused.
 */
export const isCivitaiCompatiblePath = (path: string): boolean => isApiV1Path(path) || isDownloadPath(path);

type Caller = { user: User; scope: ApiKeyScope };

/**
 * The caller the request's API key stands for; null when it brings none. Elsewhere the first key decides and a
 * bad one is refused; on the Civitai-compatible paths each key is tried in turn and only a banned user is refused.
 */
const callerOfKeys = async (accounts: Accounts, req: Request): Promise<Result<Caller | null, AuthError>> => {
  const lenient = isCivitaiCompatiblePath(`${req.baseUrl}${req.path}`);
  const keys = lenient ? apiKeysOf(req) : apiKeysOf(req).slice(0, 1);
  for (const key of keys) {
    const caller = await accounts.callerOfApiKey(key);
    if (caller.ok || !lenient || caller.error.code === authErrors.banned.code) return caller;
  }
  return ok(null);
};

/**
 * Works out who is asking. An API key wins over a cookie; a bad key is refused (401, or 403 for a banned
 * user) because a script should hear it, except on the Civitai-compatible paths where it counts as no key;
 * a stale cookie just makes the request anonymous and is cleared.
 */
export const authenticate =
  (accounts: Accounts, cookie: SessionCookie): RequestHandler =>
  async (req, res, next) => {
    const state = stateOf(res);
    state.viewer = null;
    state.authenticatedBy = 'none';
    state.session = null;
    state.apiKeyScope = null;

    const caller = await callerOfKeys(accounts, req);
    if (!caller.ok) return refuse(res, caller.error);
    if (caller.value !== null) {
      state.viewer = caller.value.user;
      state.authenticatedBy = 'apiKey';
      state.apiKeyScope = caller.value.scope;
      return next();
    }

    const session = cookie.read(req);
    if (session === null) return next();
    const user = await accounts.userOfSession(session);
    if (user === null) {
      cookie.clear(req, res);
      return next();
    }
    state.viewer = user;
    state.authenticatedBy = 'session';
    state.session = session;
    next();
  };
