import { DEMO_PASSWORD, LUMEN_REALISM } from './support/demo';
import { expect, test } from './support/fixtures';
import { openPage } from './support/page';

test('a wrong password shows the error; the right one returns to the page, signed in', async ({ page }) => {
  // Where the model page's "sign in first" prompts lead (useSignInHref).
  await openPage(page, `/login?returnUrl=${encodeURIComponent(LUMEN_REALISM.path)}`);

  await page.getByLabel('Username').fill('member');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The username or password is incorrect.');

  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(LUMEN_REALISM.path);
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'member' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('sign-up shows the server’s rules on the fields it refused, and a taken username', async ({ page }) => {
  await openPage(page, '/signup');
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription(
    /A username has at least 3 characters\./,
  );
  await expect(page.getByLabel('Username')).toBeFocused();

  await page.getByLabel('Username').fill('member');
  // A strong password, so the only refusal left is the taken username (strength is checked first).
  await page.getByLabel('Password').fill('quartz-otter-lantern-93');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription(/This username is already taken\./);
});

test('a returnUrl pointing to another site leads home instead', async ({ page }) => {
  await openPage(page, '/login?returnUrl=%2F%2Fexample.com%2F');
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  await page.getByLabel('Username').fill('visitor');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
});

test('signing in works by keyboard alone', async ({ page }) => {
  await openPage(page, '/login');
  await page.getByLabel('Username').focus();
  await page.keyboard.type('brushwork');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'brushwork' }),
  ).toBeVisible();
});
