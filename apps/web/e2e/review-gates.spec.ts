import type { Locator, Page } from '@playwright/test';
import { PLAIN_MODEL } from './support/demo';
import { expect, test } from './support/fixtures';
import { OWNED } from './support/owned';
import { openPage } from './support/page';

/** Presses a review thumb and waits for the server to store the review (the page updates before it answers). */
async function pressAndSave(page: Page, thumb: Locator) {
  const saved = page.waitForResponse((response) => response.url().includes('/api/trpc/resourceReview.'));
  await thumb.click();
  expect((await saved).ok()).toBe(true);
}

test('a muted user cannot review: the thumbs are disabled and the page says why', async ({
  page,
  signInAs,
}) => {
  await signInAs('muted');
  await openPage(page, `/models/${PLAIN_MODEL.id}`);
  const review = page.getByRole('group', { name: 'Your review' });
  await expect(review.getByRole('button', { name: /^Recommend \d/ })).toBeDisabled();
  await expect(review.getByRole('button', { name: /^Don't recommend \d/ })).toBeDisabled();
  // The version's review says why, and so does the discussion, which mutes the same people (spec §5).
  const muted = 'Muted users cannot add posts or reviews.';
  await expect(page.getByRole('complementary', { name: 'Version details' }).getByText(muted)).toBeVisible();
  await expect(page.getByRole('region', { name: /^Discussion/ }).getByText(muted)).toBeVisible();
});

test('a user reviews a version after downloading it; pressing again takes the review back', async ({
  page,
  signInAs,
}) => {
  // `visitor` has not downloaded model 5 (the journey checks it); a new account would cost one of the 10 sign-ins
  // a minute the suite shares (sign-up counts as one).
  const {
    models: [id],
    users: [reviewer],
  } = OWNED.review;
  await signInAs(reviewer);
  await openPage(page, `/models/${id}`);
  const review = page.getByRole('group', { name: 'Your review' });
  const recommend = review.getByRole('button', { name: /^Recommend \d/ });
  await expect(recommend).toBeDisabled();
  await expect(page.getByText('You need to download this version before reviewing it.')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page
    .getByRole('complementary', { name: 'Version details' })
    .getByRole('link', { name: /^Download/ })
    .first()
    .click();
  expect(await (await downloading).failure()).toBeNull();

  await openPage(page, page.url());
  await expect(recommend).toBeEnabled();
  // The count before this review, read from the button's accessible name ("Recommend 10").
  const before = Number((await recommend.ariaSnapshot()).match(/Recommend (\d+)/)?.[1]);
  expect(before).not.toBeNaN();
  const expectRecommended = async (pressed: boolean) => {
    const button = review.getByRole('button', { name: `Recommend ${before + (pressed ? 1 : 0)}` });
    await expect(button).toHaveAttribute('aria-pressed', String(pressed));
  };

  await pressAndSave(page, recommend);
  await expectRecommended(true);
  await openPage(page, page.url());
  await expectRecommended(true);

  await pressAndSave(page, recommend);
  await expectRecommended(false);
  await openPage(page, page.url());
  await expectRecommended(false);
});
