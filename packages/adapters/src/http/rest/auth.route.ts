import { errors } from '@atelier/domain';
import { type Request, type Response, Router } from 'express';
import type { z } from 'zod';
import type { Accounts } from '../../auth/accounts.js';
import { apiKeyNameSchema, credentialsSchema, signInSchema } from '../../auth/credentials-rules.js';
import { publicAccount, publicViewer } from '../../auth/public-user.js';
import { refuse } from '../refuse.js';
import { stateOf } from '../request-state.js';
import type { SessionCookie } from '../session-cookie.js';
import { describeZodError } from '../trpc/failure.js';

const parseBody = <S extends z.ZodType>(req: Request, res: Response, schema: S): z.output<S> | undefined => {
  const parsed = schema.safeParse(req.body ?? {});
  if (parsed.success) return parsed.data;
  const described = describeZodError(parsed.error);
  refuse(res, { code: described.code, message: described.message });
  return undefined;
};

/**
 * `POST /api/auth/signup|signin|signout` and `GET /api/auth/me`: the account procedures as plain JSON, so
 * `curl -c jar -b jar` works without a tRPC client. Same rules and answers as `auth.*`.
 */
export const authRoutes = (deps: { accounts: Accounts; cookie: SessionCookie }): Router => {
  const routes = Router();

  routes.post('/signup', async (req, res) => {
    const credentials = parseBody(req, res, credentialsSchema);
    if (credentials === undefined) return;
    const signedUp = await deps.accounts.signUp(credentials);
    if (!signedUp.ok) return refuse(res, signedUp.error);
    deps.cookie.set(req, res, signedUp.value.session.secret, signedUp.value.session.expiresAt);
    res.status(201).json({ user: publicAccount(signedUp.value.user) });
  });

  routes.post('/signin', async (req, res) => {
    const credentials = parseBody(req, res, signInSchema);
    if (credentials === undefined) return;
    const signedIn = await deps.accounts.signIn(credentials, stateOf(res).session);
    if (!signedIn.ok) return refuse(res, signedIn.error);
    deps.cookie.set(req, res, signedIn.value.session.secret, signedIn.value.session.expiresAt);
    res.json({ user: publicAccount(signedIn.value.user) });
  });

  routes.post('/signout', async (req, res) => {
    const session = stateOf(res).session;
    if (session !== null) await deps.accounts.signOut(session);
    deps.cookie.clear(req, res);
    res.json({ signedOut: true });
  });

  routes.get('/me', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ user: publicViewer(stateOf(res).viewer) });
  });

  routes.post('/apikeys', async (req, res) => {
    const viewer = stateOf(res).viewer;
    if (viewer === null) return refuse(res, errors.signInRequired);
    const input = parseBody(req, res, apiKeyNameSchema);
    if (input === undefined) return;
    const key = await deps.accounts.createApiKey(viewer.id, input.name, input.scope);
    res.status(201).set('Cache-Control', 'no-store').json(key);
  });

  return routes;
};
