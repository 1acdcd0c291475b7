import { LUMEN_REALISM } from './support/demo';
import { expect, test } from './support/fixtures';
import { openPage } from './support/page';

/**
 * The version details' hash select loads beside hydration (docs/web.md, deferred sections): once the page has
 * settled it works like any other control.
 */
test('a visitor picks another hash type in the version details and reads that hash, with a button to copy it', async ({
  page,
}) => {
  await openPage(page, LUMEN_REALISM.path);

  const hashType = page.getByRole('button', { name: /Hash type/ });
  await expect(hashType).toContainText('AutoV2');
  const hash = page.getByRole('definition').filter({ has: hashType }).locator('code');
  await expect(hash).toHaveText(/^[0-9A-F]{10}$/);
  const autoV2 = await hash.textContent();
  await expect(page.getByRole('button', { name: 'Copy AutoV2 hash' })).toBeVisible();

  await hashType.click();
  const options = page.getByRole('listbox');
  await expect(options.getByRole('option', { name: /^AutoV2/ })).toBeVisible();
  await options.getByRole('option', { name: /^SHA256/ }).click();

  await expect(hashType).toContainText('SHA256');
  await expect(page.getByRole('button', { name: 'Copy SHA256 hash' })).toBeVisible();
  await expect(hash).toHaveText(/^[0-9A-F]{64}$/);
  expect(await hash.textContent()).not.toBe(autoV2);
});
