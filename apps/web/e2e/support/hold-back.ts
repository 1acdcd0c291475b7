import type { Page } from '@playwright/test';

/**
 * Holds back the files whose URL matches `url` until the test calls `release()`: an explicit signal, not a timer,
 * for journeys about what the page does while a chunk loaded after hydration is still on its way. `asked()` says
 * whether the page has asked for one yet.
 */
export async function holdBack(page: Page, url: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(url, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}
