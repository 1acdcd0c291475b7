import { errors } from '@atelier/domain';
import { mutateAs, queryAs } from './support/api';
import { LUMEN_REALISM } from './support/demo';
import { expect, test } from './support/fixtures';
import { openPage } from './support/page';

const VERSION_ID = LUMEN_REALISM.versionIds['v3.0'];
const RULE = errors.donationAmount.message;

type Goal = { id: number; total: number };

/**
 * Issue 17: the donate box judges exactly what was typed. 15 stays 15 (it was once snapped to 20 and donated), is
 * marked invalid with the catalogue's reason, and nothing is sent; the server refuses 15 too. Changes nothing, so it
 * claims nothing (support/owned.ts): `visitor`'s balance and the goal's total are as seeded before and after.
 */
test('typing 15 in the donation box shows it invalid with the reason and donates nothing', async ({
  page,
  signInAs,
}) => {
  await signInAs('visitor');
  const [goal] = await queryAs<Goal[]>(page, 'modelVersion.donationGoals', { id: VERSION_ID });
  if (goal === undefined) throw new Error('Lumen Realism v3.0 has a donation goal in the demo data');
  const balance = await queryAs<unknown>(page, 'buzz.getBalance', undefined);
  const donations: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('donationGoal.donate')) donations.push(request.url());
  });

  await openPage(page, `${LUMEN_REALISM.path}?modelVersionId=${VERSION_ID}`);
  const field = page.getByRole('textbox', { name: 'Buzz to donate' });
  await field.fill('15');
  await field.press('Tab');
  await expect(field).toHaveValue('15');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(RULE)).toBeVisible();
  const donate = page.getByRole('button', { name: 'Donate' });
  await expect(donate).toBeDisabled();
  await field.press('Enter');
  await expect(field).toHaveValue('15');

  // A valid amount enables Donate; back to 15 disables it again.
  await field.fill('20');
  await expect(donate).toBeEnabled();
  await expect(page.getByText(RULE)).toBeHidden();
  await field.fill('15');
  await expect(donate).toBeDisabled();

  // The server refuses the same amount whatever the page shows, and nothing moved.
  expect(await mutateAs(page, 'donationGoal.donate', { donationGoalId: goal.id, amount: 15 })).toEqual({
    status: 400,
    errorCode: errors.donationAmount.code,
    message: RULE,
  });
  expect(donations).toEqual([]);
  const [after] = await queryAs<Goal[]>(page, 'modelVersion.donationGoals', { id: VERSION_ID });
  expect(after?.total).toBe(goal.total);
  expect(await queryAs<unknown>(page, 'buzz.getBalance', undefined)).toEqual(balance);
});

/** The tip dialog's amount is judged as typed too: 0 and 2.5 stay what they are, invalid with the reason. */
test('a tip amount that is not a whole positive number stays as typed, invalid with the reason, and sends nothing', async ({
  page,
  signInAs,
}) => {
  await signInAs('visitor');
  const tips: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('buzz.tip')) tips.push(request.url());
  });
  await openPage(page, LUMEN_REALISM.path);
  await page.getByRole('button', { name: /^Tip/ }).first().click();
  const dialog = page.getByRole('dialog', { name: `Tip ${LUMEN_REALISM.owner}` });
  const field = dialog.getByRole('textbox', { name: 'Amount of Buzz' });
  const send = dialog.getByRole('button', { name: /^Tip/ });
  await expect(field).toHaveValue('100');
  await expect(send).toBeEnabled();

  for (const typed of ['0', '2.5', 'lots']) {
    await field.fill(typed);
    await field.press('Tab');
    await expect(field).toHaveValue(typed);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(errors.invalidBuzzAmount.message)).toBeVisible();
    await expect(send).toBeDisabled();
  }
  await field.fill('25');
  await expect(send).toBeEnabled();
  await expect(dialog.getByText(errors.invalidBuzzAmount.message)).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(tips).toEqual([]);
});
