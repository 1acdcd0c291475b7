import { errors, MODEL_TEXTS } from '@atelier/domain';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { OWNED } from './support/owned';
import { openPage } from './support/page';
import { failNextCall } from './support/server-failure';

const ARCHIVED =
  'This model has been archived and is not available for download. You can still share your creations with the community.';

const chooseModelAction = async (page: Page, action: string) => {
  await page.getByRole('button', { name: 'Model actions' }).click();
  await page.getByRole('menuitem', { name: action }).click();
};

const historyEntry = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Model history' }).getByText(text).first();

test('a moderator archives a model, a failed bring-back rolls back, then it comes back', async ({
  page,
  signInAs,
}) => {
  await signInAs('moderator');
  await openPage(page, `/models/${OWNED.archive.models[0]}`);

  await chooseModelAction(page, 'Archive');
  await expect(page.getByText(ARCHIVED)).toBeVisible();
  await expect(historyEntry(page, 'Changed the mode — to: Archived')).toBeVisible();

  await failNextCall(page, 'model.changeMode', 'Server unavailable');
  await chooseModelAction(page, 'Bring back');
  await expect(page.getByText('Unable to change mode')).toBeVisible();
  await page.getByRole('button', { name: 'Model actions' }).click();
  await expect(
    page.getByRole('menuitem', { name: 'Bring back' }),
    'the archived mode is restored',
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText(ARCHIVED)).toBeVisible();

  await chooseModelAction(page, 'Bring back');
  await expect(page.getByText('The model is back.')).toBeVisible();
  await expect(page.getByText(ARCHIVED)).toBeHidden();
});

test('a moderator unpublishes for a violation; the owner requests a review and sees it in progress', async ({
  newPageAs,
}) => {
  test.slow(); // two people in turn: a moderator's dialog, the owner's request, the moderator's history
  const {
    models: [id],
    owner,
  } = OWNED.violation;
  const moderator = await newPageAs('moderator');
  await openPage(moderator, `/models/${id}`);
  await chooseModelAction(moderator, 'Unpublish as violation');
  const dialog = moderator.getByRole('dialog', { name: 'Unpublish as violation' });
  await dialog.getByRole('button', { name: /reason/i }).click();
  await moderator.getByRole('option', { name: 'Spam or unrelated content' }).click();
  await dialog.getByRole('button', { name: 'Unpublish' }).click();
  await expect(
    moderator.getByText('This model has been unpublished for violating our terms of service'),
  ).toBeVisible();

  const ownerPage = await newPageAs(owner);
  await openPage(ownerPage, `/models/${id}`);
  // The notice gives the reason (the owner's history below names it too).
  await expect(
    ownerPage.getByText('If you believe this was a mistake').filter({ hasText: 'Spam or unrelated content' }),
  ).toBeVisible();
  await ownerPage.getByRole('button', { name: 'Request a review' }).click();
  await expect(
    ownerPage.getByText(
      'Your request has been sent to the moderators. We will review it as soon as possible.',
    ),
  ).toBeVisible();
  await expect(ownerPage.getByText('A review of this model is in progress.')).toBeVisible();
  await expect(ownerPage.getByRole('button', { name: 'Request a review' })).toBeHidden();

  await moderator.reload();
  await expect(historyEntry(moderator, 'Requested a review')).toBeVisible();
});

test('a moderator locks comments and the discussion says it is turned off', async ({ page, signInAs }) => {
  await signInAs('moderator');
  await openPage(page, `/models/${OWNED.lockComments.models[0]}`);
  await chooseModelAction(page, 'Lock comments');
  await expect(page.getByText('Comments are locked.')).toBeVisible();
  await expect(page.getByText('Discussion is turned off for this model.').first()).toBeVisible();
  await expect(historyEntry(page, 'Locked or unlocked comments — locked: true')).toBeVisible();
});

test('a moderator soft-deletes a model: the owner reads that it was removed; the moderator restores it', async ({
  newPageAs,
}) => {
  const {
    models: [id],
    owner,
  } = OWNED.softDelete;
  const moderator = await newPageAs('moderator');
  await openPage(moderator, `/models/${id}`);
  await moderator.getByRole('button', { name: 'Model actions' }).click();
  await moderator.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  await moderator
    .getByRole('alertdialog', { name: 'Delete model' })
    .getByRole('button', { name: 'Delete' })
    .click();
  // Issue 20: a moderator reads what they did, not the owner's "Your model has been deleted".
  await expect(moderator.getByText(errors.modelDeletedByModerator)).toBeVisible();
  // A moderator's soft delete keeps them on the page, which now carries the removed notice (spec §4).
  await expect(moderator).toHaveURL(new RegExp(`/models/${id}`));
  await expect(moderator.getByText(MODEL_TEXTS.removedByModerator)).toBeVisible();

  const ownerPage = await newPageAs(owner);
  await openPage(ownerPage, `/models/${id}`);
  await expect(ownerPage.getByText(MODEL_TEXTS.removedByModerator)).toBeVisible();
  await expect(ownerPage.getByText(MODEL_TEXTS.removed)).toBeHidden();

  await chooseModelAction(moderator, 'Restore');
  await expect(moderator.getByText('The model is restored.')).toBeVisible();
  await expect(historyEntry(moderator, 'Restored the model')).toBeVisible();
  await openPage(ownerPage, `/models/${id}`);
  await expect(ownerPage.getByText(MODEL_TEXTS.removedByModerator)).toBeHidden();
  await expect(ownerPage.getByRole('heading', { level: 1 })).toBeVisible();
});
