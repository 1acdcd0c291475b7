import { LUMEN_REALISM } from './support/demo';
import { expect, test } from './support/fixtures';
import { OWNED } from './support/owned';
import { openPage } from './support/page';

test('a user short of Buzz is sent to buy Buzz instead of buying early access', async ({
  page,
  signInAs,
}) => {
  // `visitor` has 100 Buzz, less than any early-access price (a sign-up would cost one of the 10 sign-ins a minute).
  await signInAs('visitor');
  await openPage(page, `${LUMEN_REALISM.path}?modelVersionId=${LUMEN_REALISM.versionIds['v3.0']}`);
  await page.getByRole('button', { name: /^Get access/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Get access to this Model Version!' });
  await expect(dialog.getByText('Insufficient Buzz. Click to buy more')).toBeVisible();
  await dialog.getByRole('button', { name: /^Get access/ }).click();
  // To the ways to get Buzz, with the way back to this version (docs/buzz.md).
  const here = `${LUMEN_REALISM.path}?modelVersionId=${LUMEN_REALISM.versionIds['v3.0']}`;
  await expect(page).toHaveURL(`/purchase/buzz?returnUrl=${encodeURIComponent(here)}`);
  await expect(page.getByRole('link', { name: 'Back to where you were' })).toHaveAttribute('href', here);
});

test('a member buys download access to an early-access version and then downloads it', async ({
  page,
  signInAs,
}) => {
  const {
    models: [id],
    users: [buyer],
  } = OWNED.earlyAccessPurchase;
  await signInAs(buyer);
  await openPage(page, `/models/${id}`);
  const details = page.getByRole('complementary', { name: 'Version details' });
  await expect(details.getByRole('link', { name: /^Download/ })).toHaveCount(0);

  await page.getByRole('button', { name: /^Get access/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Get access to this Model Version!' });
  await dialog.getByRole('radio', { name: /^Download/ }).check();
  await dialog.getByRole('button', { name: /^Get access/ }).click();
  await expect(
    dialog.getByText('You have successfully purchased access to this model version!'),
  ).toBeVisible();
  // The footer's "Close" (the header's × is named "Close" too).
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  const downloading = page.waitForEvent('download');
  await details
    .getByRole('link', { name: /^Download/ })
    .first()
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).not.toBe('');
  expect(await download.failure()).toBeNull();
});
