import { LUMEN_REALISM } from './support/demo';
import { expect, test } from './support/fixtures';
import { openPage } from './support/page';

test('a non-member pressing "Add to Vault" is offered membership instead', async ({ page, signInAs }) => {
  await signInAs('visitor');
  await openPage(page, `${LUMEN_REALISM.path}?modelVersionId=${LUMEN_REALISM.versionIds['v2.1']}`);
  await page.getByRole('button', { name: 'Add to Vault' }).click();
  const upsell = page.getByRole('dialog', { name: 'Keep this version in your Vault' });
  await expect(upsell.getByRole('link', { name: 'Join Now' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(upsell).toBeHidden();
});
