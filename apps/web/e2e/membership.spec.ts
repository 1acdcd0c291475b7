import { expectNoAxeViolations } from './support/axe';
import { runAtelier } from './support/cli';
import { LUMEN_REALISM } from './support/demo';
import { expect, test } from './support/fixtures';
import { openPage, signUp } from './support/page';

// A fresh account of this journey's own (no claim in support/owned.ts): its Buzz, membership and Vault change.
const BUYER = 'pricing_buyer';
const VERSION_PATH = `${LUMEN_REALISM.path}?modelVersionId=${LUMEN_REALISM.versionIds['v2.1']}`;

test('the pricing and vault pages explain membership to anonymous visitors, with a way back', async ({
  page,
}) => {
  await openPage(page, '/pricing');
  const tiers = page.getByRole('list', { name: 'Membership tiers' });
  await expect(tiers.getByRole('heading', { name: 'Monthly' })).toBeVisible();
  await expect(tiers.getByText('1,000 Buzz')).toBeVisible();
  await expect(tiers.getByText('30 days')).toBeVisible();
  await expect(tiers.getByText('10 GB')).toBeVisible();
  await expect(tiers.getByRole('link', { name: 'Sign in to buy Monthly' })).toHaveAttribute(
    'href',
    '/login?returnUrl=%2Fpricing',
  );
  await expectNoAxeViolations(page);

  await openPage(page, `/product/vault?returnUrl=${encodeURIComponent(VERSION_PATH)}`);
  await expect(page.getByRole('heading', { name: 'The Vault', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Vault size per tier' })).toContainText(
    'Monthly: a 10 GB Vault',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to where you were' }).click();
  await expect(page).toHaveURL(VERSION_PATH);

  // A returnUrl to another site is not followed: the way back is home.
  await openPage(page, '/product/vault?returnUrl=https://elsewhere.example/');
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
});

test('the pricing and vault pages pass axe in the dark theme too', async ({ page, chooseDarkTheme }) => {
  await chooseDarkTheme();
  for (const path of ['/pricing', '/product/vault']) {
    await openPage(page, path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectNoAxeViolations(page);
  }
});

test('a new account gets Buzz, buys a membership on /pricing and keeps a version in its Vault', async ({
  page,
}) => {
  test.slow(); // a sign-up, the CLI (a process of its own), five pages, an axe scan
  await signUp(page, BUYER);
  // The operator grants Buzz with the real CLI, against this hub's database.
  const granted = await runAtelier(['buzz', 'grant', '--username', BUYER, '--amount', '1500', '--json']);
  expect(granted, granted.stderr).toMatchObject({ code: 0 });

  // Not a member yet: "Add to Vault" offers membership; "Learn more" explains the Vault and leads to the pricing.
  await openPage(page, VERSION_PATH);
  await page.getByRole('button', { name: 'Add to Vault' }).click();
  const upsell = page.getByRole('dialog', { name: 'Keep this version in your Vault' });
  await upsell.getByRole('link', { name: 'Learn more' }).click();
  await expect(page.getByRole('heading', { name: 'The Vault', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to where you were' })).toHaveAttribute(
    'href',
    VERSION_PATH,
  );
  await page.getByRole('link', { name: 'See membership pricing' }).click();

  await expect(page.getByRole('heading', { name: 'Membership', level: 1 })).toBeVisible();
  const status = page.getByRole('region', { name: 'Your membership' });
  await expect(status.getByTestId('membership-status')).toHaveText('You are not a member yet.');
  await expect(status).toContainText('Your balance: 1,500 Buzz');
  const yearly = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Yearly' }) });
  await expect(yearly).toContainText('You need 8,500 more Buzz.');
  await expect(yearly.getByRole('link', { name: 'Get Buzz for Yearly' })).toHaveAttribute(
    'href',
    '/purchase/buzz?returnUrl=%2Fpricing',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Buy Monthly' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Buy Monthly membership?' });
  await expect(confirm).toContainText('1,000 Buzz will be taken from your balance of 1,500 Buzz');
  await confirm.getByRole('button', { name: 'Pay 1,000 Buzz' }).click();
  await expect(confirm).toBeHidden();
  await expect(status.getByTestId('membership-status')).toHaveText(
    /^You are a member until [A-Z][a-z]+ \d{1,2}, \d{4},? (at )?\d{1,2}:\d{2}\s[AP]M UTC\.$/,
  );
  await expect(status).toContainText('Your balance: 500 Buzz');

  // A member now: the version goes into the Vault, and the Vault page lists it.
  await openPage(page, VERSION_PATH);
  const vaultButton = page.getByRole('button', { name: 'Add to Vault' });
  await expect(vaultButton).toHaveAttribute('aria-pressed', 'false');
  await vaultButton.click();
  await expect(vaultButton).toHaveAttribute('aria-pressed', 'true');
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Vault', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Your Vault', level: 1 })).toBeVisible();
  const items = page.getByRole('list', { name: 'Vault items' });
  await expect(items.getByRole('link', { name: `${LUMEN_REALISM.name} — v2.1` })).toBeVisible();
  await expectNoAxeViolations(page);
});
