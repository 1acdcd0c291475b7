import { aUser } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../storage/knex/testing/databases.js';
import { sessionCookieOf } from './testing/api-client.js';
import { useTestServer } from './testing/test-server.js';

const json = { 'content-type': 'application/json' };
const STRONG_PASSWORD = 'quartz-otter-lantern-93';

describe.each(databases)('the HTTP edge on $name', (database) => {
  const server = useTestServer(database, { settings: { jsonBodyLimit: '2kb' } });

  const signUp = async (username: string): Promise<string> => {
    const response = await fetch(`${server().url}/api/auth/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username, password: STRONG_PASSWORD }),
    });
    return sessionCookieOf(response.headers) ?? '';
  };

  describe('CSRF', () => {
    it('refuses a cookie-authenticated mutation without the CSRF header, or from another origin', async () => {
      const { url, api, world } = server();
      const target = await world.given.user(aUser().named('target'));
      const cookie = await signUp('visitor');
      const input = { targetUserId: target.id };

      const noHeader = await api.mutation('user.toggleFollow', input, { cookie, csrf: false });
      expect(noHeader).toMatchObject({ ok: false, status: 403 });
      if (!noHeader.ok) expect(noHeader.error.data.errorCode).toBe('AUTH.CSRF');

      const crossSite = await api.mutation('user.toggleFollow', input, {
        cookie,
        origin: 'https://evil.example',
      });
      expect(crossSite.status).toBe(403);

      const fetchMetadata = await fetch(`${url}/api/trpc/user.toggleFollow`, {
        method: 'POST',
        headers: { ...json, cookie, 'x-atelier-csrf': '1', 'sec-fetch-site': 'cross-site' },
        body: JSON.stringify(input),
      });
      expect(fetchMetadata.status).toBe(403);

      const sameOrigin = await api.mutation('user.toggleFollow', input, { cookie, origin: url });
      expect(sameOrigin).toMatchObject({ ok: true, status: 200 });
      expect(await world.repos.follows.followerCount(target.id)).toBe(1);
    });

    it('lets cookie-authenticated queries and API-key mutations through without the header', async () => {
      const { api, world, signedIn } = server();
      const target = await world.given.user(aUser().named('target'));
      const cookie = await signUp('reader');
      const query = await api.query('auth.me', undefined, { cookie, csrf: false });
      expect(query).toMatchObject({ ok: true, data: { username: 'reader' } });

      const { auth } = await signedIn();
      const mutation = await api.mutation(
        'user.toggleFollow',
        { targetUserId: target.id },
        { ...auth, csrf: false },
      );
      expect(mutation.ok).toBe(true);
    });
  });

  describe('bodies', () => {
    it('answers 415 to a body that is not JSON, 413 to one over the limit and 400 to broken JSON', async () => {
      const { url } = server();
      const form = await fetch(`${url}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=a&password=b',
      });
      expect(form.status).toBe(415);
      expect(await form.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });

      const trpcText = await fetch(`${url}/api/trpc/user.toggleFollow`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: '{"targetUserId":1}',
      });
      expect(trpcText.status).toBe(415);

      const big = await fetch(`${url}/api/auth/signin`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username: 'x', password: 'y'.repeat(4000) }),
      });
      expect(big.status).toBe(413);
      expect(await big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

      const broken = await fetch(`${url}/api/auth/signin`, {
        method: 'POST',
        headers: json,
        body: '{"username":',
      });
      expect(broken.status).toBe(400);
      expect(await broken.json()).toMatchObject({ code: 'INVALID_INPUT' });
    });
  });

  describe('health, ids and headers', () => {
    it('answers /healthz and /readyz while the database is up', async () => {
      const { url } = server();
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', database: 'ok' });
    });

    it('echoes a sane x-request-id and makes one up otherwise', async () => {
      const { url } = server();
      const given = await fetch(`${url}/healthz`, { headers: { 'x-request-id': 'proxy-123.abc' } });
      expect(given.headers.get('x-request-id')).toBe('proxy-123.abc');
      const made = await fetch(`${url}/healthz`, { headers: { 'x-request-id': 'bad id with spaces' } });
      expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('sends a CSP with a fresh nonce per request, nosniff and no x-powered-by', async () => {
      const { url } = server();
      const first = await fetch(`${url}/healthz`);
      const second = await fetch(`${url}/healthz`);
      const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
      expect(nonceOf(first.headers.get('content-security-policy'))).toBeDefined();
      expect(nonceOf(first.headers.get('content-security-policy'))).not.toBe(
        nonceOf(second.headers.get('content-security-policy')),
      );
      expect(first.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(first.headers.get('x-content-type-options')).toBe('nosniff');
      expect(first.headers.get('x-powered-by')).toBeNull();
    });

    it('answers unknown API routes and procedures with JSON 404s', async () => {
      const { url, api } = server();
      const route = await fetch(`${url}/api/nothing-here`);
      expect(route.status).toBe(404);
      expect(await route.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No results found' });
      const procedure = await api.query('model.noSuchThing', { id: 1 });
      expect(procedure).toMatchObject({ ok: false, status: 404 });
    });
  });
});

describe.each(databases)('rate limits on $name', (database) => {
  const server = useTestServer(database, {
    settings: { rateLimit: { windowMs: 60_000, signIn: 3, mutations: 5, apiReads: 1000 } },
  });

  it('stops sign-in attempts from one address after the limit, over REST and tRPC alike', async () => {
    const { url, api } = server();
    const attempt = () =>
      fetch(`${url}/api/auth/signin`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username: 'nobody', password: 'wrong password' }),
      });
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.headers.get('ratelimit-policy')).not.toBeNull();
    const overTrpc = await api.mutation('auth.signIn', { username: 'nobody', password: 'wrong password' });
    expect(overTrpc.status).toBe(429);
  });

  it('stops one user’s mutations after the limit without touching another user or queries', async () => {
    const { api, world, signedIn } = server();
    const target = await world.given.user();
    const busy = await signedIn();
    const calm = await signedIn();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await api.mutation('user.toggleFollow', { targetUserId: target.id }, busy.auth)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await api.mutation('user.toggleFollow', { targetUserId: target.id }, calm.auth)).status).toBe(
      200,
    );
    expect((await api.query('auth.me', undefined, busy.auth)).status).toBe(200);
  });
});

describe.each(databases)('readiness without a database on $name', (database) => {
  const server = useTestServer(database);

  it('answers /readyz 503 once the database is gone, while /healthz still answers', async () => {
    const { url, knex } = server();
    await knex.destroy();
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });
});

describe.each(databases)('behind a trusted proxy on $name', (database) => {
  const server = useTestServer(database, { settings: { trustProxy: 'loopback' } });

  it('marks the session cookie Secure when the proxy says the request came over https', async () => {
    const { url } = server();
    const signUp = (username: string, proto: string) =>
      fetch(`${url}/api/auth/signup`, {
        method: 'POST',
        headers: { ...json, 'x-forwarded-proto': proto },
        body: JSON.stringify({ username, password: STRONG_PASSWORD }),
      });
    expect((await signUp('secure', 'https')).headers.getSetCookie().join()).toMatch(/;\s*Secure/i);
    expect((await signUp('plain', 'http')).headers.getSetCookie().join()).not.toMatch(/;\s*Secure/i);
  });
});

describe.each(databases)('behind an https reverse proxy with a public URL on $name', (database) => {
  const server = useTestServer(database, { settings: { trustProxy: 1, publicUrl: 'https://hub.example' } });

  it('accepts cookie mutations from the public origin and always marks the session cookie Secure', async () => {
    const { url, world } = server();
    const target = await world.given.user(aUser().named('followed'));
    const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'hub.example' };
    const signUp = await fetch(`${url}/api/auth/signup`, {
      method: 'POST',
      headers: { ...json, ...proxied, origin: 'https://hub.example' },
      body: JSON.stringify({ username: 'proxied', password: STRONG_PASSWORD }),
    });
    expect(signUp.status).toBe(201);
    expect(signUp.headers.getSetCookie().join()).toMatch(/;\s*Secure/i);
    const cookie = sessionCookieOf(signUp.headers) ?? '';

    const follow = (headers: Record<string, string>) =>
      fetch(`${url}/api/trpc/user.toggleFollow`, {
        method: 'POST',
        headers: { ...json, cookie, 'x-atelier-csrf': '1', ...headers },
        body: JSON.stringify({ targetUserId: target.id }),
      });
    // The proxy forwards the public host, or only the scheme and keeps the inner Host: both are our origin.
    expect((await follow({ ...proxied, origin: 'https://hub.example' })).status).toBe(200);
    expect((await follow({ 'x-forwarded-proto': 'https', origin: 'https://hub.example' })).status).toBe(200);
    expect((await follow({ ...proxied, origin: 'https://evil.example' })).status).toBe(403);
    expect(await world.repos.follows.followerCount(target.id)).toBe(0);

    const plainHop = await fetch(`${url}/api/auth/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: 'inner', password: STRONG_PASSWORD }),
    });
    expect(plainHop.headers.getSetCookie().join()).toMatch(/;\s*Secure/i);
  });
});
