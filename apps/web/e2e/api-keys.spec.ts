import { errors } from '@atelier/domain';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { curl, errorCodeOf } from './support/curl';
import { expect, test } from './support/fixtures';
import { openPage, signUp } from './support/page';

// Signs up an account of its own and changes only its API keys: nothing to claim in owned.ts.

const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Creates a key in the form and reads it from the one-time notice. */
async function createKey(page: Page, name: string, scope: 'Read' | 'Read and write'): Promise<string> {
  await page.getByLabel('Name').fill(name);
  // The segment's label covers its radio: pressed as a person presses it.
  await page.getByRole('radiogroup', { name: 'Scope' }).getByText(scope, { exact: true }).click();
  await expect(page.getByRole('radio', { name: scope, exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByTestId('new-api-key');
  await expect(shown).toHaveText(/^[a-z]+_[\w-]{20,}$/);
  await expect(page.getByText(`Copy your new key "${name}" now`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`^${name} `) })).toBeVisible();
  return (await shown.textContent()) ?? '';
}

test('a read key reads but cannot change anything; a write key can; a revoked key stops working', async ({
  page,
  baseURL,
}) => {
  const username = unique('keys');
  await signUp(page, username);
  await openPage(page, '/user/account/api-keys');
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'API keys' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('No API keys yet')).toBeVisible();
  await expectNoAxeViolations(page);

  const readKey = await createKey(page, 'reader', 'Read');
  const readRow = page.getByRole('row', { name: /^reader / });
  await expect(readRow.getByRole('cell', { name: 'Read', exact: true })).toBeVisible();
  await expect(readRow.getByRole('cell', { name: 'Never' })).toBeVisible();
  await expect(readRow).toContainText(readKey.slice(0, 10));
  await expectNoAxeViolations(page);

  const me = `${baseURL}/api/trpc/auth.me`;
  const mutation = `${baseURL}/api/trpc/auth.createApiKey`;
  const read = await curl(me, { apiKey: readKey });
  expect(read.status).toBe(200);
  expect(read.body).toMatchObject({ result: { data: { json: { username } } } });
  const refused = await curl(mutation, { apiKey: readKey, method: 'POST', json: { name: 'from curl' } });
  expect(refused.status).toBe(403);
  expect(errorCodeOf(refused.body)).toBe(errors.apiKeyScope.code);
  expect(refused.body).toMatchObject({ error: { json: { message: errors.apiKeyScope.message } } });

  // Used: the list says when, instead of "Never".
  await page.reload();
  await expect(page.getByRole('row', { name: /^reader / }).getByRole('cell', { name: 'Never' })).toHaveCount(
    0,
  );

  const writeKey = await createKey(page, 'writer', 'Read and write');
  const allowed = await curl(mutation, { apiKey: writeKey, method: 'POST', json: { name: 'from curl' } });
  expect(allowed.status).toBe(200);
  await page.reload();
  await expect(page.getByRole('row', { name: /^from curl / })).toBeVisible();

  await page.getByRole('button', { name: 'Revoke writer' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this key?' });
  await expect(confirm).toContainText('stop working at once');
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.getByRole('row', { name: /^writer / })).toHaveCount(0);
  const revoked = await curl(mutation, { apiKey: writeKey, method: 'POST', json: { name: 'again' } });
  expect(revoked.status).toBe(401);
  // The read key still reads.
  expect((await curl(me, { apiKey: readKey })).status).toBe(200);
});

test('a signed-out visitor signs in first and comes back to the API keys page', async ({ page }) => {
  await page.goto('/user/account/api-keys');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fuser%2Faccount%2Fapi-keys$/);
});
