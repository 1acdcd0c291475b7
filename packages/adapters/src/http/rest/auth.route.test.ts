import { describe, expect, it } from 'vitest';
import { databases } from '../../storage/knex/testing/databases.js';
import { sessionCookieOf } from '../testing/api-client.js';
import { useTestServer } from '../testing/test-server.js';

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe.each(databases)('accounts over JSON REST on $name', (database) => {
  const server = useTestServer(database);

  it('signs up, is signed in by the cookie it gets, signs out, and the old cookie no longer works', async () => {
    const { url } = server();
    const signUp = await post(`${url}/api/auth/signup`, { username: 'ada', password: 'analytical engine' });
    expect(signUp.status).toBe(201);
    expect(await signUp.json()).toMatchObject({
      user: { username: 'ada', isMember: false, isModerator: false },
    });
    const cookie = sessionCookieOf(signUp.headers);
    expect(cookie).not.toBeNull();
    const setCookies = signUp.headers.getSetCookie();
    const session = setCookies.find((line) => line.startsWith('atelier_session='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(setCookies.join('\n')).not.toMatch(/Secure/i);
    // The signed-in marker beside it (the viewer overlay's cue, docs/page-cache.md) is readable and holds no secret.
    const marker = setCookies.find((line) => line.startsWith('atelier_session_in='));
    expect(marker).toMatch(/^atelier_session_in=1;/);
    expect(marker).not.toMatch(/HttpOnly/i);

    const me = await fetch(`${url}/api/auth/me`, { headers: { cookie: cookie ?? '' } });
    expect(await me.json()).toMatchObject({ user: { username: 'ada' } });

    const signOut = await post(
      `${url}/api/auth/signout`,
      {},
      { cookie: `${cookie ?? ''}; atelier_session_in=1`, 'x-atelier-csrf': '1' },
    );
    expect(signOut.status).toBe(200);
    expect(signOut.headers.getSetCookie().join('\n')).toMatch(/^atelier_session=;/m);
    expect(signOut.headers.getSetCookie().join('\n')).toMatch(/^atelier_session_in=;/m);
    const after = await fetch(`${url}/api/auth/me`, { headers: { cookie: cookie ?? '' } });
    expect(await after.json()).toEqual({ user: null });
  });

  it('signs in with the right password only, with the same answer for an unknown user', async () => {
    const { url } = server();
    await post(`${url}/api/auth/signup`, { username: 'grace', password: 'compiler-1952' });

    const wrong = await post(`${url}/api/auth/signin`, { username: 'grace', password: 'compiler-1953' });
    const unknown = await post(`${url}/api/auth/signin`, { username: 'nobody', password: 'compiler-1952' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({
      code: 'AUTH.INVALID_CREDENTIALS',
      message: 'The username or password is incorrect.',
      action: null,
    });
    expect(await unknown.json()).toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS' });
    expect(sessionCookieOf(wrong.headers)).toBeNull();

    const right = await post(`${url}/api/auth/signin`, { username: 'GRACE', password: 'compiler-1952' });
    expect(right.status).toBe(200);
    expect(sessionCookieOf(right.headers)).not.toBeNull();
  });

  it('gives a new session id on every sign-in and ends the one the browser came with', async () => {
    const { url } = server();
    const signUp = await post(`${url}/api/auth/signup`, { username: 'linus', password: 'just for fun' });
    const first = sessionCookieOf(signUp.headers) ?? '';

    const signIn = await post(
      `${url}/api/auth/signin`,
      { username: 'linus', password: 'just for fun' },
      { cookie: first, 'x-atelier-csrf': '1' },
    );
    const second = sessionCookieOf(signIn.headers) ?? '';
    expect(second).not.toBe('');
    expect(second).not.toBe(first);

    const withFirst = await fetch(`${url}/api/auth/me`, { headers: { cookie: first } });
    const withSecond = await fetch(`${url}/api/auth/me`, { headers: { cookie: second } });
    expect(await withFirst.json()).toEqual({ user: null });
    expect(await withSecond.json()).toMatchObject({ user: { username: 'linus' } });
  });

  it('refuses a taken username (whatever its case) and malformed credentials', async () => {
    const { url } = server();
    await post(`${url}/api/auth/signup`, { username: 'margaret', password: 'apollo guidance' });
    const taken = await post(`${url}/api/auth/signup`, {
      username: 'Margaret',
      password: 'another password',
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: 'AUTH.USERNAME_TAKEN' });

    const short = await post(`${url}/api/auth/signup`, { username: 'mh', password: 'short' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ code: 'INVALID_INPUT', action: null });

    const extra = await post(`${url}/api/auth/signup`, {
      username: 'katherine',
      password: 'orbital math',
      admin: true,
    });
    expect(extra.status).toBe(400);
  });

  it('refuses passwords that are easy to guess or contain the username, with the catalogue message', async () => {
    const { url } = server();
    for (const password of ['password', '12345678', 'iloveyou1', 'xXbarbaraXx-2024']) {
      const weak = await post(`${url}/api/auth/signup`, { username: 'barbara', password });
      expect(weak.status, password).toBe(400);
      expect(await weak.json()).toMatchObject({
        code: 'INVALID_INPUT',
        message: expect.stringMatching(/^password: This password is too easy to guess: /),
      });
    }
    const strong = await post(`${url}/api/auth/signup`, {
      username: 'barbara',
      password: 'quartz-otter-lantern-93',
    });
    expect(strong.status).toBe(201);
  });

  it('lets exactly one of two simultaneous sign-ups take a name', async () => {
    const { url, knex } = server();
    const attempts = await Promise.all(
      ['Racer', 'racer'].map((username) =>
        post(`${url}/api/auth/signup`, { username, password: 'first past the post' }),
      ),
    );
    expect(attempts.map((response) => response.status).sort()).toEqual([201, 409]);
    const [users, credentials] = await Promise.all([
      knex('users').count({ n: '*' }),
      knex('credentials').count({ n: '*' }),
    ]);
    expect([Number(users[0]?.n), Number(credentials[0]?.n)]).toEqual([1, 1]);
  });

  it('refuses a banned user at sign-in and ignores their existing session', async () => {
    const { url, world } = server();
    const signUp = await post(`${url}/api/auth/signup`, { username: 'mallory', password: 'definitely fine' });
    const cookie = sessionCookieOf(signUp.headers) ?? '';
    const mallory = await world.repos.users.ofUsername('mallory');
    if (mallory === null) throw new Error('signed up user not stored');
    await world.repos.users.save({ ...mallory, banned: true });

    const signIn = await post(`${url}/api/auth/signin`, { username: 'mallory', password: 'definitely fine' });
    expect(signIn.status).toBe(403);
    expect(await signIn.json()).toMatchObject({ code: 'AUTH.BANNED' });
    const me = await fetch(`${url}/api/auth/me`, { headers: { cookie } });
    expect(await me.json()).toEqual({ user: null });
  });

  it('creates an API key for a signed-in user that then works as a bearer token and as ?token=', async () => {
    const { url } = server();
    const signUp = await post(`${url}/api/auth/signup`, {
      username: 'automaton',
      password: 'beep boop beep',
    });
    const cookie = sessionCookieOf(signUp.headers) ?? '';

    const created = await post(
      `${url}/api/auth/apikeys`,
      { name: 'my script' },
      { cookie, 'x-atelier-csrf': '1' },
    );
    expect(created.status).toBe(201);
    const { key, name, prefix } = (await created.json()) as { key: string; name: string; prefix: string };
    expect(name).toBe('my script');
    expect(key.startsWith(prefix)).toBe(true);

    const byHeader = await fetch(`${url}/api/auth/me`, { headers: { authorization: `Bearer ${key}` } });
    expect(await byHeader.json()).toMatchObject({ user: { username: 'automaton' } });
    const byQuery = await fetch(`${url}/api/auth/me?token=${encodeURIComponent(key)}`);
    expect(await byQuery.json()).toMatchObject({ user: { username: 'automaton' } });

    const bad = await fetch(`${url}/api/auth/me`, { headers: { authorization: 'Bearer atl_not-a-key' } });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ code: 'AUTH.INVALID_API_KEY' });

    const anonymous = await post(`${url}/api/auth/apikeys`, { name: 'nope' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'AUTH.SIGN_IN_REQUIRED', action: 'signIn' });
  });
});
