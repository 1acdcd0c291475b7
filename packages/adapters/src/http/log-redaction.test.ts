import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { databases } from '../storage/knex/testing/databases.js';
import { sessionCookieOf } from './testing/api-client.js';
import { useTestServer } from './testing/test-server.js';

const json = { 'content-type': 'application/json' };
const PASSWORD = 'quartz-otter-lantern-93';

describe.each(databases)('the request log on $name', (database) => {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  // A page that redirects keeping the query string, as the model page's canonical redirect does.
  const server = useTestServer(database, {
    logger,
    pages: () => (req, res) => {
      const query = req.originalUrl.indexOf('?');
      res.redirect(301, `/elsewhere${query < 0 ? '' : req.originalUrl.slice(query)}`);
    },
  });

  it('holds no session cookie, API key or password, in headers or URLs, while still logging the requests', async () => {
    const { url, signedIn } = server();
    const signUp = await fetch(`${url}/api/auth/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: 'logged', password: PASSWORD }),
    });
    expect(signUp.status).toBe(201);
    const signIn = await fetch(`${url}/api/auth/signin`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: 'logged', password: PASSWORD }),
    });
    const cookie = sessionCookieOf(signIn.headers) ?? '';
    const session = cookie.split('=')[1] ?? '';
    expect(session.length).toBeGreaterThan(19);
    await fetch(`${url}/api/auth/me`, { headers: { cookie } });

    const { auth } = await signedIn();
    await fetch(`${url}/api/auth/me`, { headers: { authorization: `Bearer ${auth.apiKey}` } });
    await fetch(`${url}/api/auth/me`, { headers: { 'x-api-key': auth.apiKey } });
    const redirect = await fetch(`${url}/models/1?token=${auth.apiKey}&tab=files`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toContain(auth.apiKey);

    const log = lines.join('');
    expect(log).toContain('/api/auth/signin');
    expect(log).toContain('tab=files');
    for (const secret of [
      session,
      ...(sessionCookieOf(signUp.headers)?.split('=').slice(1) ?? []),
      auth.apiKey,
    ])
      expect(log).not.toContain(secret);
    expect(log).not.toContain(PASSWORD);
  });
});
