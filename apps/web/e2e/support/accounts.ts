import { expect, type Page } from '@playwright/test';
import { openPage } from './page';

/**
 * Creates a new account through the sign-up page and waits until the page is signed in as it. A new account has no
 * Buzz and no downloads. The server allows 10 sign-ups a minute per address: one per journey at most.
 */
export async function signUpFreshUser(page: Page, prefix: string): Promise<string> {
  const username = `${prefix}-${Date.now().toString(36)}`;
  await openPage(page, '/signup');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('fresh-account-password');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: username }),
  ).toBeVisible();
  return username;
}
