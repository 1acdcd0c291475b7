import type { APIRequestContext, Cookie } from '@playwright/test';
import { DEMO_PASSWORD, type DemoUser } from './demo';

/**
 * Signs a demo user in through the API (as the browser's tRPC client does) and returns the session cookie.
 * The server allows 10 sign-in attempts a minute per address: callers cache the cookie (see fixtures.ts).
 */
export async function signInThroughApi(request: APIRequestContext, username: DemoUser): Promise<Cookie[]> {
  const response = await request.post('/api/trpc/auth.signIn', {
    headers: { 'content-type': 'application/json', 'x-atelier-csrf': '1' },
    data: { username, password: DEMO_PASSWORD },
  });
  if (!response.ok())
    throw new Error(`Signing in as ${username} failed: ${response.status()} ${await response.text()}`);
  const { cookies } = await request.storageState();
  return cookies;
}
