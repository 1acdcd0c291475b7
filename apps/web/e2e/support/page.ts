import { expect, type Page } from '@playwright/test';

/**
 * Opens a path and waits until React has hydrated the page and it shows its viewer's own state: before that,
 * clicks reach server-rendered HTML with no handlers (a form would submit natively), or a page served as the public
 * one to a signed-in viewer before its viewer overlay came (shell/viewer-overlay.tsx marks <html> settled).
 */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.viewer === 'settled');
  return response;
}

const MARKER = '__atelierE2eSameDocument';

/** Marks the current document, so `expectSameDocument` can tell a client-side navigation from a reload. */
export async function markDocument(page: Page) {
  await page.evaluate((marker) => {
    (window as unknown as Record<string, boolean>)[marker] = true;
  }, MARKER);
}

/** The document marked by `markDocument` is still the one shown: nothing reloaded the page. */
export async function expectSameDocument(page: Page) {
  const marked = await page.evaluate(
    (marker) => (window as unknown as Record<string, unknown>)[marker],
    MARKER,
  );
  expect(marked, 'the page reloaded (the window marker is gone)').toBe(true);
}

/** Opens a model page on its second version's tab; returns every tab's name and the second's. */
export async function openSecondVersion(page: Page, modelId: number) {
  await openPage(page, `/models/${modelId}`);
  const tabs = page.getByRole('tab');
  const names = await tabs.allTextContents();
  const second = names[1] ?? '';
  await tabs.nth(1).click();
  return { names, second };
}

/** Chooses an item of a version's actions menu (the menu next to its tab). */
export async function chooseVersionAction(page: Page, version: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${version}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/**
 * Signs a new account up through the sign-up page (and on to `returnUrl`), then waits until the header names it:
 * journeys that change what they create do it in an account of their own, which no other journey sees.
 */
export async function signUp(page: Page, username: string, returnUrl?: string) {
  await openPage(page, returnUrl ? `/signup?returnUrl=${encodeURIComponent(returnUrl)}` : '/signup');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('quartz-otter-lantern-93');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: username }),
  ).toBeVisible();
}
