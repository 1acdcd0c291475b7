import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequest, Cookie } from '@playwright/test';
import { DEMO_PASSWORD, type DemoUser } from './demo';

/** Beside the run's hub, so the cache lives and dies with it (playwright.config.ts makes the folder). */
const cacheDir = () => path.join(process.env.ATELIER_E2E_DATA_DIR ?? '', 'e2e-sessions');

/**
 * Forgets the sessions signed in on the hub at `baseURL`: a hub of a journey's own (support/own-hub.ts) starts over
 * a new database on the same port when Playwright retries the journey, and its predecessor's sessions mean nothing
 * to it.
 */
export async function forgetSessions(baseURL: string): Promise<void> {
  const suffix = `@${new URL(baseURL).port}.json`;
  const files = await readdir(cacheDir()).catch(() => [] as string[]);
  await Promise.all(
    files
      .filter((file) => file.endsWith(suffix))
      .map((file) => rm(path.join(cacheDir(), file), { force: true })),
  );
}

/**
 * A demo user's session cookie on the hub at `baseURL`, signed in once per run and shared by every worker through a
 * file: the server allows only 10 sign-in attempts a minute per address. Journeys must not sign these sessions out.
 */
export async function sessionCookies(
  request: APIRequest,
  baseURL: string,
  username: DemoUser,
): Promise<Cookie[]> {
  // One file per hub and user: a journey on a hub of its own (support/own-hub.ts) has sessions only that hub knows.
  const file = path.join(cacheDir(), `${username}@${new URL(baseURL).port}.json`);
  const cached = await readFile(file, 'utf8').catch(() => null);
  if (cached !== null) return JSON.parse(cached) as Cookie[];
  const cookies = await signInThroughApi(request, baseURL, username);
  await mkdir(cacheDir(), { recursive: true });
  // Written whole, then renamed: another worker never reads half a file.
  await writeFile(`${file}.${process.pid}`, JSON.stringify(cookies));
  await rename(`${file}.${process.pid}`, file);
  return cookies;
}

/** Signs in as the browser's tRPC client does and returns the cookies the answer set. */
async function signInThroughApi(request: APIRequest, baseURL: string, username: DemoUser): Promise<Cookie[]> {
  const context = await request.newContext({ baseURL });
  try {
    const response = await context.post('/api/trpc/auth.signIn', {
      headers: { 'content-type': 'application/json', 'x-atelier-csrf': '1' },
      data: { username, password: DEMO_PASSWORD },
    });
    if (!response.ok()) {
      throw new Error(`Signing in as ${username} failed: ${response.status()} ${await response.text()}`);
    }
    return (await context.storageState()).cookies;
  } finally {
    await context.dispose();
  }
}
