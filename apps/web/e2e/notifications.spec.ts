import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { mutateAs, queryAs } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { OWNED } from './support/owned';
import { openPage, signUp } from './support/page';
import { failNextCall } from './support/server-failure';
import { pngImage, smallSafetensors } from './support/uploads';

const { notifications: owned } = OWNED;

/** Picks `option` in the react-aria select whose button's name ends with `label` (it shows the current value). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The creator adds a version to their published model through the wizard (a file, an image) and publishes it. */
async function publishNewVersion(creator: Page, modelId: number, versionName: string) {
  const file = test.info().outputPath('notice.safetensors');
  await writeFile(file, smallSafetensors());
  const image = test.info().outputPath('notice.png');
  await writeFile(image, pngImage(40, 30));

  await openPage(creator, `/models/${modelId}/model-versions/create`);
  await creator.getByLabel('Version name').fill(versionName);
  await choose(creator, 'Base model', 'SDXL 1.0');
  await creator.getByRole('button', { name: 'Next: add files' }).click();
  await expect(creator).toHaveURL(/\/wizard\?step=2$/);
  await creator.locator('input[type="file"]').setInputFiles(file);
  await choose(creator, 'File type', 'Model');
  await creator.getByRole('button', { name: 'Upload' }).click();
  const scan = creator
    .getByRole('list', { name: `Files of ${versionName}` })
    .getByRole('button', { name: /^(Unverified|Verified): notice\.safetensors$/ });
  const clamd = process.env.ATELIER_E2E_CLAMD === '1';
  await expect(scan).toHaveAttribute('data-scan-result', clamd ? 'Success' : 'Error', { timeout: 20_000 });
  await creator.getByRole('link', { name: 'Next: add images' }).click();
  // Step 2 has a file input too: wait for step 3 before choosing the image.
  await expect(creator.getByRole('heading', { name: 'Add images' })).toBeVisible();
  await creator.locator('input[type="file"]').setInputFiles(image);
  await expect(
    creator.getByRole('list', { name: `Images of ${versionName}` }).getByText('40 × 30'),
  ).toBeVisible();
  await creator.getByRole('button', { name: 'Publish' }).click();
  await expect(creator).toHaveURL(new RegExp(`/models/${modelId}/`));
}

/**
 * Issue 17's acceptance in the browser: someone new asks to be notified of a model; its creator publishes a new
 * version and another user tips them. The header's bell counts both, the inbox lists them newest first, one is
 * marked read, then all; the marks hold across a reload.
 */
test('a new version of a notified model and a tip reach the inbox and are marked read', async ({
  page,
  newPageAs,
}) => {
  test.slow(); // a sign-up, a version through the wizard with an upload and its scan, then the inbox
  const versionName = `v2.0 notice${test.info().repeatEachIndex || ''}`;

  // Someone new (their own inbox), notified of the creator's model.
  await signUp(page, `bell_ringer${test.info().repeatEachIndex || ''}`);
  await expect(page.getByRole('link', { name: 'Notifications' })).toBeVisible();
  const me = await queryAs<{ id: number }>(page, 'auth.me', undefined);
  expect(
    await mutateAs(page, 'user.toggleNotifyModel', { modelId: owned.models[0], type: 'Notify' }),
  ).toMatchObject({
    status: 200,
  });

  // The creator publishes a new version; another user tips the newcomer.
  await publishNewVersion(await newPageAs(owned.creator), owned.models[0], versionName);
  const tipper = await newPageAs(owned.tipper);
  await openPage(tipper, '/');
  expect(
    await mutateAs(tipper, 'buzz.tip', {
      toUserId: me.id,
      amount: 10,
      entityType: 'user',
      entityId: me.id,
      idempotencyKey: `notifications-journey-tip-${test.info().repeatEachIndex}`,
    }),
  ).toMatchObject({ status: 200 });

  // The bell counts both; the inbox shows them, newest first.
  await openPage(page, '/');
  await page.getByRole('link', { name: 'Notifications, 2 unread' }).click();
  await expect(page).toHaveURL(/\/user\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const inbox = page.getByRole('list', { name: 'Notifications' });
  const tip = `${owned.tipper} tipped you 10 Buzz.`;
  await expect(inbox.getByRole('listitem')).toHaveCount(2);
  await expect(inbox.getByRole('listitem').nth(0)).toHaveAccessibleName(`Unread: ${tip}`);
  await expect(inbox.getByRole('listitem').nth(1)).toHaveAccessibleName(
    new RegExp(`^Unread: A new version of ".+" is out: ${versionName}\\.$`),
  );

  await expectNoAxeViolations(page);

  // Mark the tip read, then everything; the bell follows.
  await inbox.getByRole('button', { name: `Mark read: ${tip}` }).click();
  await expect(inbox.getByRole('listitem', { name: tip, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByText('All read', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  await openPage(page, '/user/notifications');
  await expect(inbox.getByRole('listitem')).toHaveCount(2);
  await expect(inbox.getByRole('button', { name: /^Mark read/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  // Settings per kind (React Aria hides the input under the drawn box: toggled from the keyboard, as people may):
  // a failed change says so and keeps the box; a kept change holds across a reload.
  const tips = page.getByRole('checkbox', { name: 'Tips received' });
  await expect(tips).toBeChecked();
  await failNextCall(page, 'user.updateNotificationSettings', 'Internal server error');
  await tips.press('Space');
  await expect(page.getByText('Failed to update notification settings.')).toBeVisible();
  await expect(tips).toBeChecked();
  await tips.press('Space');
  await expect(tips).not.toBeChecked();
  await openPage(page, '/user/notifications');
  await expect(page.getByRole('checkbox', { name: 'Tips received' })).not.toBeChecked();
});

test('the inbox sends a signed-out visitor to sign in and back', async ({ page }) => {
  await openPage(page, '/user/notifications');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fuser%2Fnotifications$/);
});
