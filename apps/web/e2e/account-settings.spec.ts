import { authErrors, errors, MODEL_TEXTS } from '@atelier/domain';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { runAtelier } from './support/cli';
import { LUMEN_REALISM, POI_MODEL } from './support/demo';
import { expect, test } from './support/fixtures';
import { openPage, signUp } from './support/page';

// Every journey here signs up an account of its own and only reads seeded models: nothing to claim in owned.ts.

const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Picks `option` in the react-aria select whose button's name ends with `label` (it shows the current value). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The version details' main Download link of Lumen Realism v2.1 (model, pruned, config and training-data files). */
async function bestDownloadHref(page: Page): Promise<string | null> {
  await openPage(page, `${LUMEN_REALISM.path}?modelVersionId=${LUMEN_REALISM.versionIds['v2.1']}`);
  const download = page
    .getByRole('complementary', { name: 'Version details' })
    .getByRole('link', { name: /^Download/ })
    .first();
  await expect(download).toBeVisible();
  return download.getAttribute('href');
}

test('file preferences choose the file the download button offers', async ({ page }) => {
  await signUp(page, unique('prefs'));
  // The default preference (SafeTensor, pruned, fp16) picks the pruned file.
  expect(await bestDownloadHref(page)).toContain('size=pruned');

  await openPage(page, '/user/account');
  await choose(page, 'Size', 'Full');
  await page.getByRole('button', { name: 'Save file preferences' }).click();
  await expect(page.getByText(errors.settingsSaved)).toBeVisible();

  const href = await bestDownloadHref(page);
  expect(href).toContain('type=Model');
  expect(href).toContain('size=full');
});

test('disabling poi hides a model of a real person, with the notice that says how to see it', async ({
  page,
}) => {
  await signUp(page, unique('nopoi'));
  await openPage(page, `/models/${POI_MODEL.id}`);
  await expect(page.getByRole('heading', { name: POI_MODEL.name, level: 1 })).toBeVisible();

  await openPage(page, '/user/account');
  // React Aria draws the box over the input: toggled from the keyboard, as people may.
  const hidePoi = page.getByRole('checkbox', { name: /Hide models of real people/ });
  await hidePoi.press('Space');
  await expect(hidePoi).toBeChecked();
  await page.getByRole('button', { name: 'Save browsing settings' }).click();
  await expect(page.getByText(errors.settingsSaved)).toBeVisible();

  await openPage(page, `/models/${POI_MODEL.id}`);
  await expect(page.getByText(MODEL_TEXTS.notAvailableTitle)).toBeVisible();
  await expect(page.getByText(MODEL_TEXTS.notAvailablePoi)).toBeVisible();
  await expect(page.getByRole('heading', { name: POI_MODEL.name, level: 1 })).toHaveCount(0);
});

test('a profile link that is not a web address is refused on its field and nothing is saved', async ({
  page,
}) => {
  await signUp(page, unique('links'));
  await openPage(page, '/user/account');
  const links = page.getByRole('textbox', { name: 'Links' });
  await links.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save creator card' }).click();
  await expect(page.getByText(errors.invalidProfileLink('javascript:alert(1)').message)).toBeVisible();

  await links.fill('example.com/me\nhttps://Example.org/portfolio');
  await page.getByRole('button', { name: 'Save creator card' }).click();
  await expect(page.getByText(errors.invalidProfileLink('example.com/me').message)).toBeVisible();

  await links.fill('https://Example.org/portfolio');
  await page.getByRole('button', { name: 'Save creator card' }).click();
  await expect(page.getByText(errors.settingsSaved)).toBeVisible();
  await expect(links).toHaveValue('https://example.org/portfolio');
  await expectNoAxeViolations(page);
});

test('the theme chosen in settings is the header switch’s theme, and System forgets the choice', async ({
  page,
}) => {
  const themeCookie = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'atelier_theme')?.value;
  await signUp(page, unique('theme'));
  await openPage(page, '/user/account');
  // The choice is read from the cookie after hydration; the radios wait for it.
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeEnabled();
  await page.getByRole('radio', { name: 'Dark' }).press('Space');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Light mode' })).toBeVisible();
  // The page writes document.cookie at once; the browser's cookie store, which Playwright reads, hears of it a
  // moment later: wait for the store, not for a time.
  await expect.poll(themeCookie).toBe('dark');

  await page.getByRole('radio', { name: 'System' }).press('Space');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Dark mode' })).toBeVisible();
  await expect.poll(themeCookie).toBeUndefined();
});

test('a password reset link from the CLI sets a new password once and signs out every session', async ({
  page,
  baseURL,
}) => {
  const username = unique('reset');
  await signUp(page, username);

  const run = await runAtelier(['user', 'reset-password', username, '--origin', baseURL ?? '', '--json']);
  expect(run.code, run.stderr).toBe(0);
  const { link } = JSON.parse(run.stdout) as { link: string };
  expect(link.startsWith(`${baseURL}/user/reset-password#token=`)).toBe(true);

  await openPage(page, link);
  await page.getByLabel('New password').fill('granite-heron-violet-27');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText(errors.passwordReset)).toBeVisible();

  // This browser's session ended with every other one.
  await openPage(page, '/user/account');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);

  // The link works once.
  await openPage(page, link);
  await page.getByLabel('New password').fill('another-heron-violet-28');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: authErrors.resetLinkInvalid.message }),
  ).toBeVisible();

  // The new password signs in.
  await openPage(page, '/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('granite-heron-violet-27');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: username }),
  ).toBeVisible();
});
