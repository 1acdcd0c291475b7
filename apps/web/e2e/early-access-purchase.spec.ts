import { signUpFreshUser } from './support/accounts';
import { LUMEN_REALISM } from './support/demo';
import { expect, test } from './support/fixtures';
import { openPage } from './support/page';

test('a member without Buzz is sent to buy Buzz instead of buying early access', async ({ page }) => {
  await signUpFreshUser(page, 'nobuzz');
  await openPage(page, `${LUMEN_REALISM.path}?modelVersionId=${LUMEN_REALISM.versionIds['v3.0']}`);
  await page.getByRole('button', { name: /^Get access/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Get access to this Model Version!' });
  await expect(dialog.getByText('Insufficient Buzz. Click to buy more')).toBeVisible();
  await dialog.getByRole('button', { name: /^Get access/ }).click();
  await expect(page).toHaveURL('/purchase/buzz');
});
