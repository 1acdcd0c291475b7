import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { OWNED } from './support/owned';
import { openPage } from './support/page';
import { failNextCall } from './support/server-failure';

const MAX_PINNED_POSTS = 5;

/** One model per journey (support/owned.ts): each changes gallery settings, which the whole run shares. */
const openGallery = async (
  page: Page,
  { models: [id], versionId }: { models: readonly number[]; versionId: number },
) => {
  await openPage(page, `/models/${id}?modelVersionId=${versionId}`);
  const gallery = page.getByRole('list', { name: 'Gallery' });
  await gallery.scrollIntoViewIfNeeded();
  return gallery;
};

test('an owner pins posts up to the maximum; then Pin is disabled with its reason, and the pins stay', async ({
  page,
  signInAs,
}) => {
  // Five saves, each followed by a fresh gallery, and a reload: more than the default time on a busy machine.
  test.slow();
  await signInAs(OWNED.pins.owner);
  const gallery = await openGallery(page, OWNED.pins);
  const postMenus = gallery.getByRole('button', { name: /^Moderate the post by / });
  const pinned = gallery.getByText('Pinned', { exact: true });
  // Waits for the gallery's cards: the version needs one post more than can be pinned, none pinned yet.
  await expect(postMenus.nth(MAX_PINNED_POSTS), 'a sixth post to try to pin').toBeVisible();
  await expect(pinned).toHaveCount(0);

  // Pinned posts come first, so after each pin the next unpinned card is the one after them.
  for (let count = 1; count <= MAX_PINNED_POSTS; count++) {
    await postMenus.nth(count - 1).click();
    await page.getByRole('menuitem', { name: 'Pin to the top' }).click();
    await expect(pinned).toHaveCount(count);
  }

  await postMenus.nth(MAX_PINNED_POSTS).click();
  const pin = page.getByRole('menuitem', { name: /^Pin to the top/ });
  await expect(pin).toHaveAttribute('aria-disabled', 'true');
  await expect(pin).toContainText('At most 5 posts can be pinned: unpin one first');
  await page.keyboard.press('Escape');

  await openGallery(page, OWNED.pins);
  await expect(pinned).toHaveCount(MAX_PINNED_POSTS);
});

test('when saving a pin fails, the pin is undone and the owner reads why', async ({ page, signInAs }) => {
  await signInAs(OWNED.pinRollback.owner);
  const gallery = await openGallery(page, OWNED.pinRollback);
  const firstPostMenu = gallery.getByRole('button', { name: /^Moderate the post by / }).first();
  // Counted once the cards are there: before that, "no pinned post" would hold of an empty gallery.
  await expect(firstPostMenu).toBeVisible();
  await expect(gallery.getByText('Pinned', { exact: true })).toHaveCount(0);

  // A double at the network edge: the server refuses the next settings save.
  await failNextCall(page, 'model.updateGallerySettings', 'Internal server error');
  await firstPostMenu.click();
  await page.getByRole('menuitem', { name: 'Pin to the top' }).click();

  await expect(page.getByText('Unable to update gallery settings')).toBeVisible();
  await expect(gallery.getByText('Pinned', { exact: true })).toHaveCount(0);
});

test('a moderator hides a user from the gallery, then unhides them in the moderation preferences', async ({
  page,
  signInAs,
}) => {
  const { author } = OWNED.hideUser;
  await signInAs('moderator');
  const gallery = await openGallery(page, OWNED.hideUser);
  const authorsPost = gallery.getByRole('button', { name: `Moderate the post by ${author}` });

  await authorsPost.click();
  await page.getByRole('menuitem', { name: `Hide posts by ${author}` }).click();
  await expect(authorsPost).toHaveCount(0);

  await page.getByRole('button', { name: 'Gallery moderation' }).click();
  await page.getByRole('menuitem', { name: 'Gallery moderation preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gallery moderation preferences' });
  const hiddenUsers = dialog.getByRole('region', { name: 'Hidden users' });
  await expect(hiddenUsers.getByText(author)).toBeVisible();
  await expectNoAxeViolations(page);

  await hiddenUsers.getByRole('button', { name: `Unhide ${author}` }).click();
  await expect(hiddenUsers.getByText('No hidden users.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(authorsPost).toHaveCount(1);
});
