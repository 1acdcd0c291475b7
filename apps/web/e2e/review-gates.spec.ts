import { PLAIN_MODEL } from './support/demo';
import { expect, test } from './support/fixtures';
import { openPage } from './support/page';

test('a muted user cannot review: the thumbs are disabled and the page says why', async ({
  page,
  signInAs,
}) => {
  await signInAs('muted');
  await openPage(page, `/models/${PLAIN_MODEL.id}`);
  const review = page.getByRole('group', { name: 'Your review' });
  await expect(review.getByRole('button', { name: /^Recommend \d/ })).toBeDisabled();
  await expect(review.getByRole('button', { name: /^Don't recommend \d/ })).toBeDisabled();
  await expect(page.getByText('Muted users cannot add posts or reviews.')).toBeVisible();
});
