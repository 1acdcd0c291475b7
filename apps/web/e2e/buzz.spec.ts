import { errors, voucherRedeemedText } from '@atelier/domain';
import { expectNoAxeViolations } from './support/axe';
import { runAtelier } from './support/cli';
import { expect, test } from './support/fixtures';
import { OWNED } from './support/owned';
import { openPage, signUp } from './support/page';

const { buzz: owned } = OWNED;
const MODEL_ID = owned.models[0];

/** A new voucher code worth `amount`, printed by the real CLI on the journeys' hub (docs/buzz.md). */
async function voucherWorth(amount: number): Promise<string> {
  const run = await runAtelier(['buzz', 'vouchers', 'create', '--amount', String(amount), '--json']);
  expect(run.code, run.stderr).toBe(0);
  const [code] = (JSON.parse(run.stdout) as { codes: string[] }).codes;
  if (code === undefined) throw new Error('the CLI printed no code');
  return code;
}

/**
 * Issue 18's acceptance in the browser: a new account has 0 Buzz in the header; short of Buzz, the model's Tip button
 * leads to /purchase/buzz and back; a voucher printed by `atelier buzz vouchers create` is redeemed there (an unknown
 * code first, refused), the header rises; a tip on the model spends it, the header falls, and /user/buzz lists both,
 * the tip linked to the model and the creator.
 */
test('redeem a voucher, tip a creator with it, and find both in the Buzz history', async ({ page }) => {
  test.slow(); // a sign-up, the CLI (a process of its own), three pages
  const header = page.getByRole('navigation', { name: 'Account' }).first();
  await signUp(page, `buzz_getter${test.info().repeatEachIndex || ''}`);
  await expect(header.getByRole('link', { name: 'Buzz balance: 0' })).toBeVisible();
  await header.getByRole('link', { name: 'Buzz balance: 0' }).click();
  await expect(page.getByText('No Buzz movements yet')).toBeVisible();

  // Nothing to tip with: the Tip button leads to the ways to get Buzz, with the way back.
  await openPage(page, `/models/${MODEL_ID}`);
  const modelUrl = page.url();
  await page.getByRole('button', { name: /^Tip/ }).first().click();
  await expect(page).toHaveURL(/\/purchase\/buzz\?returnUrl=%2Fmodels%2F/);
  await expect(page.getByRole('heading', { name: 'Get Buzz' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ask the operator' })).toBeVisible();
  await expectNoAxeViolations(page);

  const field = page.getByRole('textbox', { name: 'Voucher code' });
  await field.fill('AAAA-BBBB-CCCC-DDDD');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText(errors.voucherUnknown.message)).toBeVisible();
  await expect(header.getByRole('link', { name: 'Buzz balance: 0' })).toBeVisible();

  await field.fill((await voucherWorth(500)).toLowerCase());
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('status').filter({ hasText: voucherRedeemedText(500) })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Buzz balance: 500' })).toBeVisible();

  // Back on the model, the tip goes through and the header falls.
  await page.getByRole('link', { name: 'Back to where you were' }).first().click();
  await expect(page).toHaveURL(modelUrl);
  await page.getByRole('button', { name: /^Tip/ }).first().click();
  const dialog = page.getByRole('dialog', { name: `Tip ${owned.owner}` });
  await dialog.getByRole('textbox', { name: 'Amount of Buzz' }).fill('120');
  await dialog.getByRole('button', { name: /^Tip/ }).click();
  await expect(dialog).toBeHidden();
  await expect(header.getByRole('link', { name: 'Buzz balance: 380' })).toBeVisible();

  // The history, newest first: the tip (to the creator, on the model) and the voucher.
  await header.getByRole('link', { name: 'Buzz balance: 380' }).click();
  await expect(page).toHaveURL(/\/user\/buzz$/);
  const history = page.getByRole('list', { name: 'Buzz history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  const tip = history.getByRole('listitem').nth(0);
  await expect(tip).toContainText('Tip sent');
  await expect(tip).toContainText('−120');
  await expect(tip.getByRole('link', { name: `to ${owned.owner}` })).toHaveAttribute(
    'href',
    `/user/${owned.owner}`,
  );
  await expect(tip.getByRole('link', { name: owned.modelName })).toHaveAttribute(
    'href',
    `/models/${MODEL_ID}`,
  );
  const voucher = history.getByRole('listitem').nth(1);
  await expect(voucher).toContainText('Voucher redeemed');
  await expect(voucher).toContainText('+500');
  // Loaded afresh: the toasts of the tip and the redemption are not this page's.
  await openPage(page, '/user/buzz');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test('the Buzz pages ask a signed-out visitor to sign in and come back', async ({ page }) => {
  await openPage(page, '/purchase/buzz?returnUrl=%2Fpricing');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fpurchase%2Fbuzz%3FreturnUrl%3D%252Fpricing$/);
  await openPage(page, '/user/buzz');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fuser%2Fbuzz$/);
});
