import { test as base, type Cookie } from '@playwright/test';
import type { DemoUser } from './demo';
import { signInThroughApi } from './session';

type TestFixtures = {
  /** Signs this test's browser context in as a demo user (a session cookie; no page visit). */
  signInAs: (username: DemoUser) => Promise<void>;
  /** Puts this test's browser context in the dark theme (the header's switch sets the same cookie). */
  chooseDarkTheme: () => Promise<void>;
};

type WorkerFixtures = {
  /** One session per demo user and worker: sign-ins are rate limited (10 a minute per address). */
  sessions: Map<DemoUser, Cookie[]>;
};

/** Playwright's `test` with the hub's helpers; import `test` and `expect` from here in every journey. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  sessions: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      await use(new Map());
    },
    { scope: 'worker' },
  ],
  signInAs: async ({ context, playwright, baseURL, sessions }, use) => {
    await use(async (username) => {
      let cookies = sessions.get(username);
      if (!cookies) {
        const request = await playwright.request.newContext({ baseURL });
        cookies = await signInThroughApi(request, username);
        await request.dispose();
        sessions.set(username, cookies);
      }
      await context.addCookies(cookies);
    });
  },
  chooseDarkTheme: async ({ context, baseURL }, use) => {
    await use(async () => {
      await context.addCookies([{ name: 'atelier_theme', value: 'dark', url: baseURL ?? '' }]);
    });
  },
});

export { expect } from '@playwright/test';
