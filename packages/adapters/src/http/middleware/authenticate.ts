import type { Request, RequestHandler } from 'express';
import type { Accounts } from '../../auth/accounts.js';
import { refuse } from '../refuse.js';
import { stateOf } from '../request-state.js';
import type { SessionCookie } from '../session-cookie.js';

/** The API key of a script: `Authorization: Bearer <key>`, or `?token=<key>` where headers cannot be set. */
const apiKeyOf = (req: Request): string | null => {
  const header = req.get('authorization');
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1] ?? header;
  }
  const token = req.query.token;
  return typeof token === 'string' && token !== '' ? token : null;
};

/**
 * Works out who is asking. An API key wins over a cookie; a bad key is refused (401, or 403 for a banned
 * user) because a script should hear it, while a stale cookie just makes the request anonymous and is cleared.
 */
export const authenticate =
  (accounts: Accounts, cookie: SessionCookie): RequestHandler =>
  async (req, res, next) => {
    const state = stateOf(res);
    state.viewer = null;
    state.authenticatedBy = 'none';
    state.session = null;
    state.apiKeyScope = null;

    const key = apiKeyOf(req);
    if (key !== null) {
      const caller = await accounts.callerOfApiKey(key);
      if (!caller.ok) return refuse(res, caller.error);
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
