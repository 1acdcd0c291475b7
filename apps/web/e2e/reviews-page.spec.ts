import { expectNoAxeViolations } from './support/axe';
import { LUMEN_REALISM } from './support/demo';
import { expect, test } from './support/fixtures';
import { openPage } from './support/page';

const V2_1 = LUMEN_REALISM.versionIds['v2.1'];

test('the reviews link of a model page opens its reviews, which filter by thumbs and version', async ({
  page,
}) => {
  await openPage(page, `${LUMEN_REALISM.path}?modelVersionId=${V2_1}`);
  const reviewsLink = page
    .locator(`a[href="/models/${LUMEN_REALISM.id}/reviews?modelVersionId=${V2_1}"]`)
    .first();
  await expect(reviewsLink).toBeVisible();
  const label = ((await reviewsLink.textContent()) ?? '').split('(')[0]?.trim() ?? '';
  await reviewsLink.click();

  // The page it leads to, not a bounce back to the model page.
  await expect(page).toHaveURL(`/models/${LUMEN_REALISM.id}/reviews?modelVersionId=${V2_1}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Reviews of ${LUMEN_REALISM.name}` }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(label, { exact: false }).first()).toBeVisible();
  const reviews = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
  await expect(reviews.first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The segment's label covers its radio: pressed as a person presses it.
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('Not recommended', { exact: true }).click();
  await expect(page).toHaveURL(/recommended=false/);
  await expect(page).toHaveURL(new RegExp(`modelVersionId=${V2_1}`));
  const shown = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
  const none = page.getByText('No reviews match these filters');
  await expect(shown.first().or(none)).toBeVisible();
  if (await none.isVisible()) {
    await expect(shown).toHaveCount(0);
  } else {
    await expect(shown.filter({ hasText: 'Recommends' })).toHaveCount(0);
    await expect(shown.first()).toContainText('Does not recommend');
  }

  await page.getByRole('button', { name: /Version/ }).click();
  await page.getByRole('option', { name: 'All versions' }).click();
  await expect(page).toHaveURL(`/models/${LUMEN_REALISM.id}/reviews?recommended=false`);
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('All reviews', { exact: true }).click();
  await expect(page).toHaveURL(`/models/${LUMEN_REALISM.id}/reviews`);
  await expect(page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first()).toBeVisible();

  await page.getByRole('link', { name: `Back to ${LUMEN_REALISM.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/models/${LUMEN_REALISM.id}/`));
});

test('a model that is not there has no reviews page', async ({ page }) => {
  const response = await page.goto('/models/999999/reviews');
  expect(response?.status()).toBe(404);
});
