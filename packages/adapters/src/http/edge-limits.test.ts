import { describe, expect, it } from 'vitest';
import { databases } from '../storage/knex/testing/databases.js';
import { useTestServer } from './testing/test-server.js';

const json = { 'content-type': 'application/json' };

type Envelope = { error?: { json: { data: { errorCode: string; httpStatus: number } } } };

/** One HTTP request holding `inputs.length` calls of `procedure`, as httpBatchLink sends them. */
const batch = (
  url: string,
  procedure: string,
  inputs: unknown[],
  init: { method?: string; headers?: Record<string, string> } = {},
) => {
  const paths = inputs.map(() => procedure).join(',');
  const byIndex = Object.fromEntries(inputs.map((input, index) => [String(index), input]));
  if (init.method === 'GET')
    return fetch(`${url}/api/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(byIndex))}`, {
      headers: init.headers ?? {},
    });
  return fetch(`${url}/api/trpc/${paths}?batch=1`, {
    method: 'POST',
    headers: { ...json, ...init.headers },
    body: JSON.stringify(byIndex),
  });
};

const errorCodesOf = async (response: Response) =>
  ((await response.json()) as Envelope[]).map((envelope) => envelope.error?.json.data.errorCode ?? 'ok');

describe.each(databases)('rate limits count the calls of a batch on $name', (database) => {
  const server = useTestServer(database, {
    settings: { rateLimit: { windowMs: 60_000, signIn: 3, mutations: 5, apiReads: 1000 }, maxBatchCalls: 20 },
  });

  it('counts every sign-in of a tRPC batch and refuses a batch beyond the allowance whole, REST included', async () => {
    const { url } = server();
    const guess = { username: 'nobody', password: 'wrong password' };
    const two = await batch(url, 'auth.signIn', [guess, guess]);
    expect(await errorCodesOf(two)).toEqual(['AUTH.INVALID_CREDENTIALS', 'AUTH.INVALID_CREDENTIALS']);

    const overTheTop = await batch(url, 'auth.signIn', [guess, guess]);
    expect(overTheTop.status).toBe(429);
    expect(await errorCodesOf(overTheTop)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);

    const rest = await fetch(`${url}/api/auth/signin`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(guess),
    });
    expect(rest.status).toBe(429);
  });

  it('counts every mutation of a batch, runs none of a batch that passes the limit, and leaves queries alone', async () => {
    const { url, world, signedIn } = server();
    const targets = await Promise.all(Array.from({ length: 6 }, () => world.given.user()));
    const { auth } = await signedIn();
    const headers = { authorization: `Bearer ${auth.apiKey}` };
    const follows = targets.map((target) => ({ targetUserId: target.id }));
    const followed = async () =>
      (await Promise.all(targets.map((target) => world.repos.follows.followerCount(target.id)))).reduce(
        (sum, count) => sum + count,
      );

    const three = await batch(url, 'user.toggleFollow', follows.slice(0, 3), { headers });
    expect(three.status).toBe(200);
    expect(await followed()).toBe(3);

    const tooMany = await batch(url, 'user.toggleFollow', follows.slice(3), { headers });
    expect(tooMany.status).toBe(429);
    expect(await errorCodesOf(tooMany)).toEqual(['RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED']);
    expect(await followed()).toBe(3);

    const queries = await batch(
      url,
      'auth.me',
      Array.from({ length: 20 }, () => undefined),
      { method: 'GET', headers },
    );
    expect(queries.status).toBe(200);
  });

  it('refuses a batch of more calls than the server allows with 400, before counting or running any', async () => {
    const { url, signedIn } = server();
    const { auth } = await signedIn();
    const headers = { authorization: `Bearer ${auth.apiKey}` };
    const big = await batch(
      url,
      'auth.me',
      Array.from({ length: 21 }, () => undefined),
      { method: 'GET', headers },
    );
    expect(big.status).toBe(400);
    const [first] = (await big.json()) as {
      error: { json: { message: string; data: { errorCode: string } } };
    }[];
    expect(first?.error.json).toMatchObject({
      message: 'Too many calls in one request: a batch holds at most 20.',
      data: { errorCode: 'INVALID_INPUT' },
    });
    const encoded = await fetch(
      `${url}/api/trpc/${Array.from({ length: 21 }, () => 'auth.me').join('%2C')}?batch=1`,
      {
        headers,
      },
    );
    expect(encoded.status).toBe(400);
  });
});

describe.each(databases)('JSON nesting on $name', (database) => {
  const server = useTestServer(database);
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('answers deeply nested bodies and tRPC inputs with 400 and the catalogue message, not a 500', async () => {
    const { url } = server();
    const message = 'The request nests objects or arrays too deeply: at most 64 levels.';
    const body = await fetch(`${url}/api/auth/signin`, {
      method: 'POST',
      headers: json,
      body: nested(10_000),
    });
    expect(body.status).toBe(400);
    expect(await body.json()).toEqual({ code: 'INVALID_INPUT', message, action: null });

    const trpcBody = await fetch(`${url}/api/trpc/user.toggleFollow`, {
      method: 'POST',
      headers: json,
      body: nested(65),
    });
    expect(trpcBody.status).toBe(400);

    const query = await fetch(`${url}/api/trpc/model.getById?input=${encodeURIComponent(nested(1_000))}`);
    expect(query.status).toBe(400);
    expect(JSON.stringify(await query.json())).toContain(message);

    // Brackets inside strings are text, and 64 levels are still allowed.
    const inString = await fetch(`${url}/api/auth/signin`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: 'nobody', password: nested(100) }),
    });
    expect(inString.status).toBe(401);
    const allowed = await fetch(`${url}/api/auth/signin`, {
      method: 'POST',
      headers: json,
      body: nested(64),
    });
    expect(allowed.status).toBe(400);
    expect(((await allowed.json()) as { message: string }).message).not.toBe(message);
  });
});
