import { test as base, type Page } from '@playwright/test';
import type { DemoUser } from './demo';
import { sessionCookies } from './session';

type TestFixtures = {
  /** Signs this test's browser context in as a demo user (a session cookie; no page visit). */
  signInAs: (username: DemoUser) => Promise<void>;
  /** Puts this test's browser context in the dark theme (the header's switch sets the same cookie). */
  chooseDarkTheme: () => Promise<void>;
  /**
   * A page in a browser context of its own, signed in as `username` (or anonymous with `null`), for journeys where
   * two people act in turn; closed after the test.
   */
  newPageAs: (username: DemoUser | null) => Promise<Page>;
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
  newPageAs: async ({ browser, playwright, baseURL }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (username) => {
      const context = await browser.newContext();
      contexts.push(context);
      if (username !== null) {
        await context.addCookies(await sessionCookies(playwright.request, baseURL ?? '', username));
      }
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect } from '@playwright/test';
