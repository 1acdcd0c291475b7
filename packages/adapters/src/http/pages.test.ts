import { aModel, aUser } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../storage/knex/testing/databases.js';
import type { Pages } from './create-app.js';
import { useTestServer } from './testing/test-server.js';
import { appRouter } from './trpc/app-router.js';

/** A stand-in for the web app: answers with who is asking and what the API says, called in process. */
const echoPages: Pages =
  ({ authenticate, contextOf }) =>
  (req, res, next) =>
    Promise.resolve(
      authenticate(req, res, async () => {
        const caller = appRouter.createCaller(contextOf(req, res));
        const id = Number(req.path.replace('/models/', ''));
        const page = await caller.model.getById({ id }).catch((error: Error) => ({ failed: error.message }));
        res.json({ nonce: typeof res.locals.cspNonce, me: await caller.auth.me(), page });
      }),
    ).catch(next);

type Echo = { nonce: string; me: { username: string } | null; page: unknown };
const echoOf = async (response: Response) => (await response.json()) as Echo;

describe.each(databases)('pages mounted on the HTTP edge on $name', (database) => {
  const server = useTestServer(database, { pages: echoPages });

  it('render after the API with the viewer of the request and the API called in process', async () => {
    const { url, world, signedIn } = server();
    const owner = await world.given.user(aUser().named('owner'));
    const model = await world.given.model(aModel().ownedBy(owner).named('Echo').published());
    const { auth } = await signedIn(aUser().named('reader'));

    const anonymous = await echoOf(await fetch(`${url}/models/${model.id}`));
    expect(anonymous).toMatchObject({
      nonce: 'string',
      me: null,
      page: { view: 'model', model: { name: 'Echo' } },
    });

    const reader = await echoOf(
      await fetch(`${url}/models/${model.id}`, { headers: { authorization: `Bearer ${auth.apiKey}` } }),
    );
    expect(reader.me).toMatchObject({ username: 'reader' });
  });

  it('leave /api to the API: an unknown API route is still its JSON 404', async () => {
    const response = await fetch(`${server().url}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: expect.any(String) });
  });

  it('answer a hidden model exactly like a missing one', async () => {
    const { url } = server();
    const missing = await echoOf(await fetch(`${url}/models/999999`));
    expect(missing.page).toEqual({ failed: 'No results found' });
  });
});
