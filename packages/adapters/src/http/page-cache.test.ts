import { aModel, aUser } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../storage/knex/testing/databases.js';
import type { Pages } from './create-app.js';
import { PAGE_CACHE_HEADER } from './page-cache.js';
import { stateOf } from './request-state.js';
import { expectOk } from './testing/expectations.js';
import { sessionOf } from './testing/sessions.js';
import { useTestServer } from './testing/test-server.js';
import { appRouter } from './trpc/app-router.js';

/**
 * A stand-in for the web app, put together as server/pages.ts does (lookup first; after authentication the lookup
 * for signed-in viewers who share the public model page; fill right before the renderer): an HTML page with the
 * model's name, the viewer, the theme cookie and the render's CSP nonce. 404 for no model.
 */
const htmlPages: Pages =
  ({ authenticate, contextOf, pageCache, sharesPublicModelPage }) =>
  (req, res, next) => {
    const cache = pageCache(
      (request) => (/theme=dark/.test(request.headers.cookie ?? '') ? 'dark' : 'light'),
      'page',
      (request, viewer) => sharesPublicModelPage(viewer, Number(/^\/models\/(\d+)/.exec(request.path)?.[1])),
    );
    const then =
      (step: () => void) =>
      (error?: unknown): void =>
        error ? next(error) : step();
    cache.lookup(
      req,
      res,
      then(() =>
        authenticate(
          req,
          res,
          then(() =>
            cache.lookupShared(
              req,
              res,
              then(() => cache.fill(req, res, render)),
            ),
          ),
        ),
      ),
    );
    function render() {
      const caller = appRouter.createCaller(contextOf(req, res));
      const id = Number(/^\/models\/(\d+)/.exec(req.path)?.[1]);
      Promise.all([caller.model.getById({ id }).catch(() => null), caller.auth.me()])
        .then(([page, me]) => {
          const name = page && 'model' in page ? page.model.name : null;
          const theme = /theme=dark/.test(req.headers.cookie ?? '') ? 'dark' : 'light';
          res
            .status(name === null ? 404 : 200)
            .type('html')
            .send(
              `<html class="${theme}"><h1>${name ?? 'Not found'}</h1><p>${me?.username ?? 'nobody'}</p>` +
                `<script nonce="${stateOf(res).cspNonce}"></script></html>`,
            );
        })
        .catch(next);
    }
  };

type Read = { cache: string | null; csp: string | null; html: string; status: number; setCookie: string };

describe.each(databases)('the page cache on $name', (database) => {
  const server = useTestServer(database, { pages: htmlPages });

  const read = async (path: string, headers: Record<string, string> = {}): Promise<Read> => {
    const response = await fetch(`${server().url}${path}`, { headers });
    return {
      cache: response.headers.get(PAGE_CACHE_HEADER),
      csp: response.headers.get('content-security-policy'),
      html: await response.text(),
      status: response.status,
      setCookie: response.headers.getSetCookie().join('\n'),
    };
  };

  const aPublishedModel = async (name: string) => {
    const { world } = server();
    const owner = await world.given.user(aUser().named('owner'));
    return world.given.model(aModel().ownedBy(owner).named(name).published());
  };

  it('answers the second anonymous read from the cache: the same bytes, with the CSP of their nonce', async () => {
    const model = await aPublishedModel('Cached');
    const first = await read(`/models/${model.id}`);
    const second = await read(`/models/${model.id}`);

    expect(first).toMatchObject({ cache: 'miss', status: 200 });
    expect(first.html).toContain('<h1>Cached</h1>');
    expect(second.cache).toBe('hit');
    expect(second.html).toBe(first.html);
    expect(second.csp).toBe(first.csp);
    const nonce = /nonce="([^"]+)"/.exec(second.html)?.[1];
    expect(second.csp).toContain(`'nonce-${nonce}'`);
  });

  it('renders afresh after a write through the API, and after one straight to the database', async () => {
    const model = await aPublishedModel('Before');
    const moderator = await server().signedIn(aUser().moderator());
    await read(`/models/${model.id}`);
    expect((await read(`/models/${model.id}`)).cache).toBe('hit');

    expectOk(
      await server().api.mutation('model.changeMode', { id: model.id, mode: 'Archived' }, moderator.auth),
    );
    expect((await read(`/models/${model.id}`)).cache).toBe('miss');
    expect((await read(`/models/${model.id}`)).cache).toBe('hit');

    // Another process (the CLI, a job worker) writes to the same database.
    await server().knex('models').where({ id: model.id }).update({ name: 'After' });
    const after = await read(`/models/${model.id}`);
    expect(after.cache).toBe('miss');
    expect(after.html).toContain('<h1>After</h1>');
  });

  it('keeps a write that was rolled back from costing the cached page', async () => {
    const model = await aPublishedModel('Steady');
    await read(`/models/${model.id}`);
    await expect(
      server().knex.transaction(async (trx) => {
        await trx('models').where({ id: model.id }).update({ name: 'Never' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const again = await read(`/models/${model.id}`);
    expect(again.cache).toBe('hit');
    expect(again.html).toContain('<h1>Steady</h1>');
  });

  it('never answers a signed-in request, or one with any session cookie, from the cache', async () => {
    const model = await aPublishedModel('Mine');
    const reader = await server().signedIn(aUser().named('reader'));
    await read(`/models/${model.id}`);

    const signedIn = await read(`/models/${model.id}`, { authorization: `Bearer ${reader.auth.apiKey}` });
    expect(signedIn.cache).toBe('bypass');
    expect(signedIn.html).toContain('<p>reader</p>');
    const malformed = await read(`/models/${model.id}`, { cookie: 'atelier_session=-' });
    expect(malformed.cache).toBe('bypass');
  });

  it('serves a signed-in viewer with nothing of their own on the page the public page, stored or rendered as such', async () => {
    const model = await aPublishedModel('Shared');
    const reader = await server().world.given.user(aUser().named('reader').member());
    const cookie = await sessionOf(server(), reader);
    const rendered = await read(`/models/${model.id}`, { cookie });
    expect(rendered).toMatchObject({ cache: 'miss', status: 200 });
    expect(rendered.html).toContain('<p>nobody</p>');
    // It told the page's scripts to fetch the viewer overlay: the marker cookie, sent once.
    expect(rendered.setCookie).toMatch(/^atelier_session_in=1;/);
    expect(rendered.setCookie).not.toMatch(/HttpOnly/i);

    // An answer that sets a cookie is never stored: the first anonymous read renders, the next is served stored.
    const anonymous = await read(`/models/${model.id}`);
    expect(anonymous.cache).toBe('miss');
    expect(anonymous.html.replace(/nonce="[^"]+"/, '')).toBe(rendered.html.replace(/nonce="[^"]+"/, ''));
    const again = await read(`/models/${model.id}`, { cookie: `${cookie}; atelier_session_in=1` });
    expect(again).toMatchObject({ cache: 'hit', html: anonymous.html, setCookie: '' });
  });

  it('renders the page for each viewer whose page is their own: owner, moderator, muted, own settings', async () => {
    const { world } = server();
    const owner = await world.given.user(aUser().named('maker'));
    const model = await world.given.model(aModel().ownedBy(owner).named('Personal').published());
    await read(`/models/${model.id}`);
    const viewers = {
      maker: owner,
      moderator: await world.given.user(aUser().named('moderator').moderator()),
      muted: await world.given.user(aUser().named('muted').muted()),
      nopoi: await world.given.user(aUser().named('nopoi').with({ disablePoi: true })),
      tame: await world.given.user(aUser().named('tame').with({ browsingLevel: 1 })),
      ckpt: await world.given.user(
        aUser()
          .named('ckpt')
          .with({ filePreferences: { format: 'PickleTensor', size: 'full', fp: 'fp32' } }),
      ),
    };
    for (const [name, user] of Object.entries(viewers)) {
      const page = await read(`/models/${model.id}`, { cookie: await sessionOf(server(), user) });
      expect(page.cache, name).toBe('bypass');
      expect(page.html, name).toContain(`<p>${name}</p>`);
    }
  });

  it('keeps one page per theme, and stores no answer but a 200', async () => {
    const model = await aPublishedModel('Themed');
    await read(`/models/${model.id}`);
    const dark = await read(`/models/${model.id}`, { cookie: 'theme=dark' });
    expect(dark.cache).toBe('miss');
    expect(dark.html).toContain('class="dark"');
    expect((await read(`/models/${model.id}`, { cookie: 'theme=dark' })).cache).toBe('hit');
    expect((await read(`/models/${model.id}`)).html).toContain('class="light"');

    await read('/models/999999');
    const missing = await read('/models/999999');
    expect(missing).toMatchObject({ cache: 'miss', status: 404 });
  });

  it('sends a stored page compressed or not as the client asks, the same page either way', async () => {
    const model = await aPublishedModel('Squeezed');
    const rendered = await read(`/models/${model.id}`);
    for (const encoding of ['gzip', 'br', 'gzip, br', 'identity']) {
      // fetch undoes the encoding it was sent with, so the page must come back the same.
      const again = await read(`/models/${model.id}`, { 'accept-encoding': encoding });
      expect(again.cache).toBe('hit');
      expect(again.html).toBe(rendered.html);
    }
  });
});

describe.each(databases)('the page cache turned off on $name', (database) => {
  const server = useTestServer(database, { pages: htmlPages, settings: { pageCacheMs: 0 } });

  it('renders every page afresh', async () => {
    const owner = await server().world.given.user(aUser().named('owner'));
    const model = await server().world.given.model(aModel().ownedBy(owner).named('Fresh').published());
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server().url}/models/${model.id}`);
      expect(response.headers.get(PAGE_CACHE_HEADER)).toBe('bypass');
    }
  });

  it('still gives a signed-in viewer with nothing of their own on it the public page', async () => {
    const owner = await server().world.given.user(aUser().named('owner'));
    const model = await server().world.given.model(aModel().ownedBy(owner).named('Fresh').published());
    const reader = await server().world.given.user(aUser().named('reader'));
    const response = await fetch(`${server().url}/models/${model.id}`, {
      headers: { cookie: await sessionOf(server(), reader) },
    });
    expect(response.headers.get(PAGE_CACHE_HEADER)).toBe('bypass');
    expect(await response.text()).toContain('<p>nobody</p>');
  });
});
