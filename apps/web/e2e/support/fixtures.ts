import { test as base } from '@playwright/test';
import type { DemoUser } from './demo';
import { sessionCookies } from './session';

type TestFixtures = {
  /** Signs this test's browser context in as a demo user (a session cookie; no page visit). */
  signInAs: (username: DemoUser) => Promise<void>;
  /** Puts this test's browser context in the dark theme (the header's switch sets the same cookie). */
  chooseDarkTheme: () => Promise<void>;
};

/** Playwright's `test` with the hub's helpers; import `test` and `expect` from here in every journey. */
export const test = base.extend<TestFixtures>({
  signInAs: async ({ context, playwright, baseURL }, use) => {
    await use(async (username) => {
      await context.addCookies(await sessionCookies(playwright.request, baseURL ?? '', username));
    });
  },
  chooseDarkTheme: async ({ context, baseURL }, use) => {
    await use(async () => {
      await context.addCookies([{ name: 'atelier_theme', value: 'dark', url: baseURL ?? '' }]);
    });
  },
});

export { expect } from '@playwright/test';
